//! A public round page while a 500-player Swiss round is being paired, on
//! SQLite (issue 12, item 8): the page's latency with the server idle, and
//! while an arbiter pairs the round and discards the proposal back to back.
//! Pairing runs outside SQLite's write lock and pages read without it, so the
//! page should not wait for the engine.
//!
//!     cargo bench --bench pages_while_pairing
//!
//! The event is `L500_p500_r11.trf` of the `dutch-large` vectors with its
//! last round's results cut, imported through the app; round 11 is paired.

#[path = "../tests/vectors/reader.rs"]
mod vectors;

use arbiter::config::Config;
use reqwest::Client;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const VISITORS: usize = 8;
const PHASE: Duration = Duration::from_secs(15);
const PAGE: &str = "/t/1/round/10";

/// The event with the results of round 11 cut from every player line and
/// the points column recounted.
fn event_before_last_round() -> String {
    let path = vectors::dir("dutch-large").join("L500_p500_r11.trf");
    let text = std::fs::read_to_string(path).expect("the dutch-large vectors");
    text.lines()
        .map(|l| if l.starts_with("001") { cut_last_round(l) } else { l.to_string() })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A player line with ten rounds: the result letters of the first ten
/// (columns 92-191) give the points written in columns 81-84 (the
/// pairing-allocated bye, `U`, scores a win in these files).
fn cut_last_round(line: &str) -> String {
    let mut kept: String = line.chars().take(91 + 10 * 10).collect();
    let halves: u32 = (0..10)
        .filter_map(|r| kept.get(91 + 10 * r..91 + 10 * r + 10))
        .map(|game| match game.trim_end().chars().last() {
            Some('1' | '+' | 'W' | 'F' | 'U') => 2,
            Some('=' | 'D' | 'H') => 1,
            _ => 0,
        })
        .sum();
    kept.replace_range(80..84, &format!("{:>4.1}", f64::from(halves) / 2.0));
    kept.trim_end().to_string()
}

fn start_server(database_url: &str) -> String {
    let config = Config {
        bind: "127.0.0.1:0".into(),
        database_url: database_url.into(),
        secret_key: vec![9u8; 64],
        cookie_secure: false,
        public_url: None,
        trusted_proxy: None,
    };
    let pool = arbiter::db::connect_and_migrate(database_url).expect("database");
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let (server, addr) = arbiter::web::start(&config, pool).expect("bind");
            tx.send(addr).unwrap();
            server.await.unwrap();
        })
    });
    format!("http://{}", rx.recv().unwrap())
}

fn csrf(page: &str) -> String {
    let marker = r#"name="csrf" value=""#;
    let start = page.find(marker).expect("a form") + marker.len();
    page[start..].split('"').next().unwrap().to_string()
}

async fn post(arbiter: &Client, base: &str, token_page: &str, path: &str) -> reqwest::StatusCode {
    let page = arbiter.get(format!("{base}{token_page}")).send().await.unwrap().text().await.unwrap();
    let form = [("csrf", csrf(&page))];
    arbiter.post(format!("{base}{path}")).form(&form).send().await.unwrap().status()
}

/// Signs in the first admin and imports the event.
async fn set_up(base: &str) -> Client {
    let arbiter = Client::builder().cookie_store(true).redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let page = arbiter.get(format!("{base}/setup")).send().await.unwrap().text().await.unwrap();
    let token = csrf(&page);
    let form =
        [("csrf", token.as_str()), ("username", "bench"), ("password", "bench-pass"), ("password2", "bench-pass")];
    assert!(arbiter.post(format!("{base}/setup")).form(&form).send().await.unwrap().status().is_redirection());
    let page = arbiter.get(format!("{base}/tournaments/import")).send().await.unwrap().text().await.unwrap();
    let file = reqwest::multipart::Part::bytes(event_before_last_round().into_bytes()).file_name("event.trf");
    let form = reqwest::multipart::Form::new().text("csrf", csrf(&page)).part("file", file);
    let res = arbiter.post(format!("{base}/tournaments/import")).multipart(form).send().await.unwrap();
    let status = res.status();
    assert!(status.is_redirection(), "import: {status} {}", res.text().await.unwrap_or_default());
    arbiter
}

/// Visitors load the page for [`PHASE`]; returns every latency, sorted.
async fn visitors(base: &str, stop: Arc<AtomicBool>) -> Vec<Duration> {
    let latencies = Arc::new(Mutex::new(Vec::new()));
    let tasks: Vec<_> = (0..VISITORS)
        .map(|_| {
            let (base, stop, latencies) = (base.to_string(), stop.clone(), latencies.clone());
            tokio::spawn(async move {
                let visitor = Client::new();
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    let res = visitor.get(format!("{base}{PAGE}")).send().await.unwrap();
                    assert!(res.status().is_success());
                    res.bytes().await.unwrap();
                    latencies.lock().unwrap().push(t.elapsed());
                }
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    let mut all = std::mem::take(&mut *latencies.lock().unwrap());
    all.sort();
    all
}

fn report(label: &str, latencies: &[Duration], pairings: usize) {
    let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize].as_secs_f64() * 1000.0;
    println!(
        "| {label} | {} | {:.1} ms | {:.1} ms | {:.1} ms | {pairings} |",
        latencies.len(),
        at(0.5),
        at(0.99),
        at(1.0)
    );
}

fn main() {
    let dir = tempfile::tempdir().unwrap();
    let url = dir.path().join("arbiter.db").to_string_lossy().into_owned();
    let base = start_server(&url);
    let runtime = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();
    runtime.block_on(async {
        let arbiter = set_up(&base).await;
        println!("| server | page loads | p50 | p99 | max | pairings of 500 players |\n|---|---|---|---|---|---|");
        let stop = Arc::new(AtomicBool::new(false));
        let timer = {
            let stop = stop.clone();
            tokio::spawn(async move {
                tokio::time::sleep(PHASE).await;
                stop.store(true, Ordering::Relaxed)
            })
        };
        let idle = visitors(&base, stop).await;
        timer.await.unwrap();
        report("idle", &idle, 0);

        let stop = Arc::new(AtomicBool::new(false));
        let pairings = Arc::new(AtomicUsize::new(0));
        let pairing = {
            let (base, stop, pairings) = (base.clone(), stop.clone(), pairings.clone());
            tokio::spawn(async move {
                let started = Instant::now();
                while started.elapsed() < PHASE {
                    assert!(post(&arbiter, &base, "/t/1", "/t/1/pair").await.is_redirection(), "pair");
                    assert!(
                        post(&arbiter, &base, "/t/1/round/11", "/t/1/round/11/discard").await.is_redirection(),
                        "discard"
                    );
                    pairings.fetch_add(1, Ordering::Relaxed);
                }
                stop.store(true, Ordering::Relaxed);
            })
        };
        let busy = visitors(&base, stop).await;
        pairing.await.unwrap();
        report("pairing round 11 back to back", &busy, pairings.load(Ordering::Relaxed));
    });
}
