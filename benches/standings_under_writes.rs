//! The public standings page of a 500-player open while its arbiters enter
//! the last round's results (issue 38): readers alone, then the same
//! readers while arbiters post results continuously, in one run.
//!
//!     cargo bench --bench standings_under_writes
//!     ARBITER_BENCH_DB=postgres cargo bench --bench standings_under_writes
//!
//! The event is `L500_p500_r11.trf` of the `dutch-large` vectors with its
//! last round's results cut, imported through the app; round 11 (250
//! boards) is paired and published. Phase A: [`READERS`] anonymous
//! visitors load `/t/1/standings` back to back. Phase B: the same readers
//! while [`ARBITERS`] signed-in arbiters (sessions of their own) each post
//! results on their share of round 11's boards, each post changing the
//! board's result (1-0, then ½-½, then 0-1, then 1-0 again). A post is
//! measured alone: its redirect to the round page is not followed.
//!
//! An arbiter starts a post at most every `ARBITER_BENCH_POST_EVERY_MS`
//! milliseconds (100 by default: 100 results a second from the ten, far
//! faster than people enter them; 0: back to back, so that the faster the
//! posts, the more of the machine they take from the readers). Each phase
//! lasts `ARBITER_BENCH_SECONDS` (15 by default). By default the
//! app runs on a throwaway SQLite database; with `ARBITER_BENCH_DB=postgres`
//! on a throwaway PostgreSQL 15 cluster started the way the integration
//! tests start theirs (fsync off). The server and the clients share this
//! process and the machine's cores.

#[path = "support/server.rs"]
mod server;

use reqwest::Client;
use server::{PASSWORD, USERNAME, browser, csrf, on_postgres, post, post_fields, with_event};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Visitors loading the standings back to back.
const READERS: usize = 200;
/// Arbiters posting results back to back.
const ARBITERS: usize = 10;
/// The page the readers load.
const PAGE: &str = "/t/1/standings";
/// The round whose results the arbiters enter.
const ROUND: u32 = 11;
/// The results an arbiter enters on a board, in turn: each differs from the last.
const RESULTS: [&str; 3] = ["1-0", "1/2", "0-1"];

/// The number in the environment variable `name`, or `default`.
fn setting(name: &str, default: u64) -> u64 {
    std::env::var(name).map_or(default, |s| s.parse().unwrap_or_else(|_| panic!("{name} is a number, not {s}")))
}

/// How long each phase lasts.
fn phase() -> Duration {
    Duration::from_secs(setting("ARBITER_BENCH_SECONDS", 15))
}

/// The shortest time between the starts of two posts of one arbiter.
fn post_every() -> Duration {
    Duration::from_millis(setting("ARBITER_BENCH_POST_EVERY_MS", 100))
}

/// Latencies of the requests that succeeded, the count of those that did
/// not, and how long the phase took.
#[derive(Default)]
struct Run {
    latencies: Vec<Duration>,
    errors: usize,
    elapsed: Duration,
}

impl Run {
    fn per_second(&self) -> f64 {
        self.latencies.len() as f64 / self.elapsed.as_secs_f64()
    }

    /// The latency at quantile `q`, in milliseconds.
    fn at(&self, q: f64) -> f64 {
        let i = ((self.latencies.len().max(1) - 1) as f64 * q) as usize;
        self.latencies.get(i).map_or(f64::NAN, |d| d.as_secs_f64() * 1000.0)
    }

    fn merge(runs: Vec<Run>, elapsed: Duration) -> Run {
        let mut all = Run { elapsed, ..Run::default() };
        for run in runs {
            all.latencies.extend(run.latencies);
            all.errors += run.errors;
        }
        all.latencies.sort();
        all
    }
}

/// Readers load [`PAGE`] until `stop` is set.
async fn readers(base: &str, stop: Arc<AtomicBool>) -> Run {
    let started = Instant::now();
    let client = Client::new();
    let tasks: Vec<_> = (0..READERS)
        .map(|_| {
            let (url, stop, client) = (format!("{base}{PAGE}"), stop.clone(), client.clone());
            tokio::spawn(async move {
                let mut run = Run::default();
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    let ok = match client.get(&url).send().await {
                        Ok(res) if res.status().is_success() => res.bytes().await.is_ok(),
                        _ => false,
                    };
                    if ok {
                        run.latencies.push(t.elapsed());
                    } else {
                        run.errors += 1;
                    }
                }
                run
            })
        })
        .collect();
    let mut runs = Vec::new();
    for task in tasks {
        runs.push(task.await.unwrap());
    }
    Run::merge(runs, started.elapsed())
}

/// A board of the round as an arbiter posts to it.
struct Board {
    path: String,
    version: i32,
}

/// The result forms of the round page: each board's address and version.
fn boards(page: &str) -> Vec<Board> {
    let mut out = Vec::new();
    for form in page.split(r#"<form method="post" action=""#).skip(1) {
        let Some(path) = form.split('"').next().filter(|p| p.ends_with("/result")) else { continue };
        let marker = r#"name="version" value=""#;
        let Some(at) = form.find(marker) else { continue };
        let version = form[at + marker.len()..].split('"').next().unwrap().parse().unwrap();
        out.push(Board { path: path.to_string(), version });
    }
    out
}

/// Signs in the admin on a client of its own (an arbiter's session).
async fn sign_in(base: &str) -> Client {
    let client = browser();
    let page = client.get(format!("{base}/login")).send().await.unwrap().text().await.unwrap();
    let token = csrf(&page);
    let form = [("csrf", token.as_str()), ("username", USERNAME), ("password", PASSWORD), ("next", "/")];
    let status = client.post(format!("{base}/login")).form(&form).send().await.unwrap().status();
    assert!(status.is_redirection(), "sign-in: {status}");
    client
}

/// An arbiter posts results on `boards` in turn until `stop` is set.
async fn arbiter(base: String, client: Client, mut boards: Vec<Board>, stop: Arc<AtomicBool>) -> Run {
    let pace = post_every();
    let page = client.get(format!("{base}/t/1")).send().await.unwrap().text().await.unwrap();
    let token = csrf(&page);
    let mut run = Run::default();
    for turn in 0.. {
        for board in &mut boards {
            if stop.load(Ordering::Relaxed) {
                return run;
            }
            let version = board.version.to_string();
            let form = [("csrf", token.as_str()), ("version", &version), ("result", RESULTS[turn % RESULTS.len()])];
            let t = Instant::now();
            let sent = client.post(format!("{base}{}", board.path)).form(&form).send().await;
            match sent {
                Ok(res) if res.status().is_redirection() => {
                    run.latencies.push(t.elapsed());
                    board.version += 1;
                }
                _ => run.errors += 1,
            }
            tokio::time::sleep_until((t + pace).into()).await;
        }
    }
    run
}

fn main() {
    let backend = if on_postgres() { "PostgreSQL" } else { "SQLite" };
    with_event(|base, admin| async move {
        assert!(post(&admin, &base, "/t/1", "/t/1/pair").await.is_redirection(), "pair");
        let publish = format!("/t/1/round/{ROUND}/publish");
        let round = format!("/t/1/round/{ROUND}");
        assert!(post_fields(&admin, &base, &round, &publish, &[("confirm", "yes")]).await.is_redirection(), "publish");
        let page = admin.get(format!("{base}{round}")).send().await.unwrap().text().await.unwrap();
        let mut shares: Vec<Vec<Board>> = (0..ARBITERS).map(|_| Vec::new()).collect();
        for (i, board) in boards(&page).into_iter().enumerate() {
            shares[i % ARBITERS].push(board);
        }
        assert!(shares.iter().all(|s| !s.is_empty()), "round {ROUND} has too few boards");
        let mut arbiters = Vec::new();
        for _ in 0..ARBITERS {
            arbiters.push(sign_in(&base).await);
        }
        let length = phase();
        let stop_after = |stop: Arc<AtomicBool>| {
            tokio::spawn(async move {
                tokio::time::sleep(length).await;
                stop.store(true, Ordering::Relaxed);
            })
        };

        let stop = Arc::new(AtomicBool::new(false));
        let timer = stop_after(stop.clone());
        let alone = readers(&base, stop).await;
        timer.await.unwrap();

        let stop = Arc::new(AtomicBool::new(false));
        let timer = stop_after(stop.clone());
        let started = Instant::now();
        let posting: Vec<_> = arbiters
            .into_iter()
            .zip(shares)
            .map(|(client, share)| tokio::spawn(arbiter(base.clone(), client, share, stop.clone())))
            .collect();
        let under_writes = readers(&base, stop).await;
        let mut runs = Vec::new();
        for task in posting {
            runs.push(task.await.unwrap());
        }
        let posts = Run::merge(runs, started.elapsed());
        timer.await.unwrap();

        let (phase, pace) = (length.as_secs(), post_every().as_millis());
        println!(
            "{backend}, {READERS} readers of {PAGE}, {ARBITERS} arbiters posting at most every {pace} ms, {phase} s per phase\n"
        );
        println!(
            "| phase | reader requests/s | p50 | p99 | errors | result posts | posts/s | post p50 | post p99 | errors |"
        );
        println!("|---|---|---|---|---|---|---|---|---|---|");
        println!(
            "| readers alone | {:.0} | {:.1} ms | {:.1} ms | {} | | | | | |",
            alone.per_second(),
            alone.at(0.5),
            alone.at(0.99),
            alone.errors
        );
        println!(
            "| readers while results are posted | {:.0} | {:.1} ms | {:.1} ms | {} | {} | {:.0} | {:.1} ms | {:.1} ms | {} |",
            under_writes.per_second(),
            under_writes.at(0.5),
            under_writes.at(0.99),
            under_writes.errors,
            posts.latencies.len(),
            posts.per_second(),
            posts.at(0.5),
            posts.at(0.99),
            posts.errors
        );
        println!(
            "\nunder writes / alone: throughput {:.2} (goal at least 0.8), p99 {:.2} (goal at most 1.5); post p99 {:.0} ms (goal under 300 ms)",
            under_writes.per_second() / alone.per_second(),
            under_writes.at(0.99) / alone.at(0.99),
            posts.at(0.99)
        );
    });
}
