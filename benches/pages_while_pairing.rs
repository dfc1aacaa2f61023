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

#[path = "support/server.rs"]
mod server;

use reqwest::Client;
use server::{post, with_event};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const VISITORS: usize = 8;
const PHASE: Duration = Duration::from_secs(15);
const PAGE: &str = "/t/1/round/10";

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
    with_event(|base, arbiter| async move {
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
