//! Failed sign-in throttling per account and per address. Time comes in as an
//! argument, so the rules are tested without waiting.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// The client's address for throttling: the connection's, or, when the
/// connection comes from the trusted reverse proxy, the address that proxy
/// appended last to `X-Forwarded-For` (earlier entries are the client's to
/// invent). Without a trusted proxy the header is ignored.
pub fn client_address(peer: IpAddr, forwarded_for: Option<&str>, trusted_proxy: Option<IpAddr>) -> IpAddr {
    if trusted_proxy != Some(peer) {
        return peer;
    }
    forwarded_for.and_then(|h| h.rsplit(',').next()).and_then(|last| last.trim().parse().ok()).unwrap_or(peer)
}

/// Counts recent failures per key and refuses further tries past a limit,
/// or, for a slowing throttle, spaces them out.
#[derive(Debug)]
pub struct Throttle {
    limit: usize,
    window: Duration,
    /// Past the limit, one more try per this interval instead of none.
    spacing: Option<Duration>,
    failures: HashMap<String, VecDeque<Instant>>,
}

impl Throttle {
    /// At most `limit` failures per key within `window`.
    pub fn new(limit: usize, window: Duration) -> Throttle {
        Throttle { limit, window, spacing: None, failures: HashMap::new() }
    }

    /// `limit` failures per key within `window`, then one try per `spacing`:
    /// a stranger guessing at an account slows it down but cannot lock its
    /// owner out for the whole window.
    pub fn slowing(limit: usize, window: Duration, spacing: Duration) -> Throttle {
        Throttle { spacing: Some(spacing), ..Throttle::new(limit, window) }
    }

    fn prune(&mut self, key: &str, now: Instant) {
        if let Some(q) = self.failures.get_mut(key) {
            while q.front().is_some_and(|&t| now.duration_since(t) >= self.window) {
                q.pop_front();
            }
            if q.is_empty() {
                self.failures.remove(key);
            }
        }
    }

    /// `Err(seconds to wait)` when the key has used up its failures.
    pub fn check(&mut self, key: &str, now: Instant) -> Result<(), u64> {
        self.prune(key, now);
        let Some(q) = self.failures.get(key).filter(|q| q.len() >= self.limit) else {
            return Ok(());
        };
        let wait = match (self.spacing, q.back()) {
            (Some(spacing), Some(&last)) => spacing.saturating_sub(now.duration_since(last)),
            _ => self.window.saturating_sub(now.duration_since(*q.front().expect("non-empty"))),
        };
        if wait.is_zero() { Ok(()) } else { Err(wait.as_secs().max(1)) }
    }

    /// Counts an attempt as a failure before it is checked, refused when the
    /// key has used up its failures: concurrent attempts cannot all pass the
    /// check before any of them is counted. A success gives it back with
    /// [`Throttle::release`] (or [`Throttle::clear`]).
    pub fn reserve(&mut self, key: &str, now: Instant) -> Result<(), u64> {
        self.check(key, now)?;
        self.fail(key, now);
        Ok(())
    }

    /// Gives back the attempt reserved at `at` (it succeeded).
    pub fn release(&mut self, key: &str, at: Instant) {
        if let Some(q) = self.failures.get_mut(key)
            && let Some(i) = q.iter().position(|&t| t == at)
        {
            q.remove(i);
            if q.is_empty() {
                self.failures.remove(key);
            }
        }
    }

    /// Records a failure.
    pub fn fail(&mut self, key: &str, now: Instant) {
        self.prune(key, now);
        self.failures.entry(key.to_string()).or_default().push_back(now);
    }

    /// Forgets a key's failures (after a successful sign-in).
    pub fn clear(&mut self, key: &str) {
        self.failures.remove(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_after_the_limit_until_the_window_passes() {
        let t0 = Instant::now();
        let mut t = Throttle::new(3, Duration::from_secs(60));
        for _ in 0..3 {
            assert!(t.check("a", t0).is_ok());
            t.fail("a", t0);
        }
        assert_eq!(t.check("a", t0), Err(60));
        assert!(t.check("b", t0).is_ok(), "other keys are not affected");
        assert_eq!(t.check("a", t0 + Duration::from_secs(45)), Err(15));
        assert!(t.check("a", t0 + Duration::from_secs(60)).is_ok());
        t.fail("b", t0);
        t.clear("b");
        assert!(!t.failures.contains_key("b"));
    }

    #[test]
    fn a_slowing_throttle_spaces_tries_past_the_limit() {
        let t0 = Instant::now();
        let secs = Duration::from_secs;
        let mut t = Throttle::slowing(2, secs(900), secs(30));
        assert!(t.reserve("a", t0).is_ok());
        assert!(t.reserve("a", t0).is_ok());
        assert_eq!(t.reserve("a", t0 + secs(10)), Err(20), "past the limit: wait for the spacing, not the window");
        assert!(t.reserve("a", t0 + secs(30)).is_ok(), "one more try once the spacing has passed");
        assert_eq!(t.reserve("a", t0 + secs(31)), Err(29), "and the next one waits again");
        assert!(t.reserve("a", t0 + secs(900)).is_ok());
    }

    #[test]
    fn only_the_trusted_proxy_names_the_client() {
        let (proxy, client, other): (IpAddr, IpAddr, IpAddr) =
            ("10.0.0.1".parse().unwrap(), "203.0.113.7".parse().unwrap(), "198.51.100.9".parse().unwrap());
        let header = Some("1.2.3.4, 203.0.113.7");
        assert_eq!(client_address(proxy, header, Some(proxy)), client, "the proxy's own entry, the last one");
        assert_eq!(client_address(other, header, Some(proxy)), other, "anyone else's header is ignored");
        assert_eq!(client_address(proxy, header, None), proxy, "no trusted proxy: the header is ignored");
        assert_eq!(client_address(proxy, Some("junk"), Some(proxy)), proxy, "an unreadable header");
        assert_eq!(client_address(proxy, None, Some(proxy)), proxy);
    }

    #[test]
    fn reserved_attempts_count_at_once_and_a_success_gives_its_back() {
        let t0 = Instant::now();
        let mut t = Throttle::new(2, Duration::from_secs(60));
        assert!(t.reserve("a", t0).is_ok());
        assert!(t.reserve("a", t0 + Duration::from_secs(1)).is_ok());
        assert_eq!(t.reserve("a", t0 + Duration::from_secs(2)), Err(58), "two in flight use up the limit");
        t.release("a", t0 + Duration::from_secs(1));
        assert!(t.reserve("a", t0 + Duration::from_secs(3)).is_ok(), "the released one is free again");
        t.release("a", t0);
        t.release("a", t0 + Duration::from_secs(3));
        assert!(!t.failures.contains_key("a"));
    }
}
