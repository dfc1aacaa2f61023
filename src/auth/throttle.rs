//! Failed sign-in throttling per account and per address: the rules. The
//! ages of the counted failures come in as an argument, so the rules are
//! tested without a database and without waiting; the counters are in
//! `db::sign_in_attempts`.

use std::net::IpAddr;
use std::time::Duration;

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

/// What a throttle counts by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// The account name tried (lower-cased), from a source the account has
    /// not signed in from before: a stranger's guesses.
    Account,
    /// The client's address.
    Address,
    /// One account from one source it signed in from before (a device that
    /// keeps its device cookie, or an address): the owner's own mistypes,
    /// counted apart from strangers' guesses.
    KnownSource,
}

impl Scope {
    /// The code stored with each counted attempt.
    pub fn code(self) -> &'static str {
        match self {
            Scope::Account => "account",
            Scope::Address => "address",
            Scope::KnownSource => "known",
        }
    }
}

/// Whether an attempt may go ahead, given a key's settled failures and its
/// attempts still being checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Check the password.
    Go,
    /// The failures left are held by attempts still being checked: ask again
    /// in a moment (a correct password in flight is not a failure).
    Wait,
    /// The key has used up its failures: refuse, naming the seconds to wait.
    Refuse(u64),
}

/// How many failures a key may have within a window, and what happens past
/// that: a hard refusal until the window frees a place, or, for a slowing
/// rule, one more try per spacing. The counters themselves are kept
/// elsewhere (the database, shared by every instance): the rule only reads
/// how long ago each counted failure was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rule {
    limit: usize,
    window: Duration,
    /// Past the limit, one more try per this interval instead of none.
    spacing: Option<Duration>,
}

impl Rule {
    /// At most `limit` failures per key within `window`.
    pub const fn new(limit: usize, window: Duration) -> Rule {
        Rule { limit, window, spacing: None }
    }

    /// `limit` failures per key within `window`, then one try per `spacing`:
    /// a stranger guessing at an account slows it down but cannot lock its
    /// owner out for the whole window.
    pub const fn slowing(limit: usize, window: Duration, spacing: Duration) -> Rule {
        Rule { limit, window, spacing: Some(spacing) }
    }

    /// The window over which failures count; older ones may be forgotten.
    pub fn window(&self) -> Duration {
        self.window
    }

    /// Whether one more attempt may go ahead now, given the ages of the key's
    /// settled failures and how many of its attempts are still being checked.
    /// Attempts in flight hold the places left, so that concurrent guesses
    /// cannot pass the limit together; while they are decided the next one
    /// waits instead of being refused.
    pub fn judge(&self, failures: &[Duration], in_flight: usize) -> Verdict {
        if let Err(secs) = self.check(failures) {
            return Verdict::Refuse(secs);
        }
        let recent = failures.iter().filter(|&&a| a < self.window).count();
        // Past the limit a slowing rule lets one try through per spacing.
        let places = self.limit.saturating_sub(recent).max(1);
        if in_flight >= places { Verdict::Wait } else { Verdict::Go }
    }

    /// Whether one more attempt may be made now, given the ages of the key's
    /// counted failures: `Err(seconds to wait)` when the key has used up its
    /// failures.
    pub fn check(&self, ages: &[Duration]) -> Result<(), u64> {
        let mut recent: Vec<Duration> = ages.iter().copied().filter(|&a| a < self.window).collect();
        if recent.len() < self.limit {
            return Ok(());
        }
        // Oldest first: the one whose expiry brings the count under the limit
        // is `len - limit` places from the start.
        recent.sort_unstable_by(|a, b| b.cmp(a));
        let wait = match self.spacing {
            Some(spacing) => spacing.saturating_sub(*recent.last().expect("non-empty")),
            None => self.window.saturating_sub(recent[recent.len() - self.limit]),
        };
        if wait.is_zero() { Ok(()) } else { Err(wait.as_secs().max(1)) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn secs(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    #[test]
    fn refuses_after_the_limit_until_the_window_passes() {
        let rule = Rule::new(3, secs(60));
        assert!(rule.check(&[]).is_ok());
        assert!(rule.check(&[secs(0), secs(0)]).is_ok(), "two failures of three");
        assert_eq!(rule.check(&[secs(0), secs(0), secs(0)]), Err(60));
        assert_eq!(rule.check(&[secs(45), secs(45), secs(45)]), Err(15), "the oldest frees a place at 60 s");
        assert!(rule.check(&[secs(60), secs(60), secs(60)]).is_ok(), "out of the window");
        assert!(rule.check(&[secs(70), secs(10), secs(5)]).is_ok(), "only recent failures count");
    }

    #[test]
    fn past_the_limit_the_wait_lasts_until_the_count_is_under_it() {
        // Four failures against a limit of three (attempts that were in
        // flight together): one place frees when the second oldest expires.
        let rule = Rule::new(3, secs(60));
        assert_eq!(rule.check(&[secs(50), secs(40), secs(10), secs(5)]), Err(20));
        assert_eq!(rule.check(&[secs(5), secs(50), secs(10), secs(40)]), Err(20), "in any order");
    }

    #[test]
    fn a_slowing_rule_spaces_tries_past_the_limit() {
        let rule = Rule::slowing(2, secs(900), secs(30));
        assert!(rule.check(&[secs(0)]).is_ok());
        assert_eq!(rule.check(&[secs(10), secs(10)]), Err(20), "past the limit: wait for the spacing, not the window");
        assert!(rule.check(&[secs(30), secs(30)]).is_ok(), "one more try once the spacing has passed");
        assert_eq!(rule.check(&[secs(31), secs(31), secs(1)]), Err(29), "and the next one waits again");
        assert!(rule.check(&[secs(900), secs(900), secs(870)]).is_ok(), "the window passed");
    }

    #[test]
    fn scopes_have_distinct_codes() {
        let codes = [Scope::Account.code(), Scope::Address.code(), Scope::KnownSource.code()];
        assert!(codes.iter().enumerate().all(|(i, a)| codes[i + 1..].iter().all(|b| a != b)));
    }

    #[test]
    fn attempts_in_flight_wait_for_the_places_they_hold() {
        let rule = Rule::new(3, secs(60));
        assert_eq!(rule.judge(&[], 0), Verdict::Go);
        assert_eq!(rule.judge(&[], 2), Verdict::Go, "a third place is free");
        assert_eq!(rule.judge(&[], 3), Verdict::Wait, "every place is held by an attempt being checked");
        assert_eq!(rule.judge(&[secs(1), secs(1)], 1), Verdict::Wait, "two failures and one in flight");
        assert_eq!(rule.judge(&[secs(1), secs(1)], 0), Verdict::Go);
        assert_eq!(rule.judge(&[secs(1), secs(1), secs(1)], 0), Verdict::Refuse(59), "settled failures refuse");
        assert_eq!(rule.judge(&[secs(1), secs(1), secs(1)], 5), Verdict::Refuse(59));
    }

    #[test]
    fn past_the_limit_a_slowing_rule_lets_one_attempt_through_at_a_time() {
        let rule = Rule::slowing(2, secs(900), secs(30));
        assert_eq!(rule.judge(&[secs(40), secs(40)], 0), Verdict::Go, "the spacing passed");
        assert_eq!(rule.judge(&[secs(40), secs(40)], 1), Verdict::Wait, "the one try is being checked");
        assert_eq!(rule.judge(&[secs(40), secs(40), secs(2)], 0), Verdict::Refuse(28), "it failed");
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
}
