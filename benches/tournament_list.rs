//! The tournament list of a federation's season (issue 38): 10,000 events
//! (8 players each, a third finished, a third after round 3 with their
//! round 1 on four boards) written straight into a throwaway SQLite
//! database, then 64 anonymous visitors loading `/` back to back: the
//! first page, a later page, and a search by name and state.
//!
//!     cargo bench --bench tournament_list
//!
//! Prints requests per second and latencies (p50, p99, max) per page.

#[allow(dead_code)] // this bench starts the app on its own data, without the event of the others
#[path = "support/server.rs"]
mod server;

use diesel::connection::SimpleConnection;
use reqwest::Client;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

const EVENTS: usize = 10_000;
const CONNECTIONS: usize = 64;
const PHASE: Duration = Duration::from_secs(10);
const PAGES: [&str; 3] = ["/", "/?page=37", "/?name=open+1&state=finished"];

/// Writes the events, their players and boards in one transaction, in SQL
/// that the schema before and after the list's migration both take; then
/// migrates again, which completes what the app derives (search keys).
fn fill(url: &str) {
    let mut conn = arbiter::db::establish(url).expect("database");
    let sql = format!(
        "BEGIN;
        INSERT INTO users (username, password_hash, role, created_at, session_generation, disabled)
            VALUES ('bench', 'x', 'admin', '2026-01-01 00:00:00', 0, 0);
        WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < {EVENTS})
        INSERT INTO tournaments (name, place, federation, start_date, end_date, system, rounds, time_control,
            default_time_minutes, time_zone, points_win, points_draw, points_loss, points_pab, points_hpb,
            points_fpb, points_zpb, tiebreaks, paired_rounds, version, created_by, created_at, game_mode,
            tiebreak_edition)
        SELECT 'Open ' || i, CASE i % 4 WHEN 0 THEN 'Moscow' WHEN 1 THEN 'Kazan' WHEN 2 THEN 'Berlin' ELSE 'Paris' END,
            CASE i % 3 WHEN 0 THEN 'RUS' WHEN 1 THEN 'GER' ELSE 'FRA' END,
            date('2000-01-01', '+' || i || ' days'), date('2000-01-01', '+' || (i + 6) || ' days'), 'swiss', 9,
            '90+30', 0, 'UTC', 10, 5, 0, 10, 5, 10, 0, '', CASE i % 3 WHEN 0 THEN 9 WHEN 1 THEN 3 ELSE 0 END, 1, 1,
            '2026-01-01 00:00:00', '', ''
        FROM n;
        WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 8)
        INSERT INTO players (tournament_id, pairing_no, name, sex, title, federation, birth_date, club, version)
        SELECT t.id, k.j, 'Player ' || k.j, '', '', 'RUS', '', '', 1 FROM tournaments t, k;
        WITH RECURSIVE k(j) AS (SELECT 1 UNION ALL SELECT j + 1 FROM k WHERE j < 4)
        INSERT INTO boards (tournament_id, round, board_no, white_id, black_id, result, version)
        SELECT t.id, 1, k.j, (SELECT min(id) FROM players p WHERE p.tournament_id = t.id) + 2 * k.j - 2,
            (SELECT min(id) FROM players p WHERE p.tournament_id = t.id) + 2 * k.j - 1, '1-0', 1
        FROM tournaments t, k WHERE t.paired_rounds > 0;
        COMMIT;"
    );
    conn.batch_execute(&sql).expect("fill");
    arbiter::db::migrate(&mut conn).expect("migrate");
}

/// Visitors load `page` for [`PHASE`]; returns every latency, sorted, and
/// the time taken.
async fn visitors(base: &str, page: &str) -> (Vec<Duration>, Duration) {
    let stop = Arc::new(AtomicBool::new(false));
    let started = Instant::now();
    let tasks: Vec<_> = (0..CONNECTIONS)
        .map(|_| {
            let (url, stop) = (format!("{base}{page}"), stop.clone());
            tokio::spawn(async move {
                let visitor = Client::new();
                let mut latencies = Vec::new();
                while !stop.load(Ordering::Relaxed) {
                    let t = Instant::now();
                    let res = visitor.get(&url).send().await.unwrap();
                    assert!(res.status().is_success(), "{url}: {}", res.status());
                    res.bytes().await.unwrap();
                    latencies.push(t.elapsed());
                }
                latencies
            })
        })
        .collect();
    tokio::time::sleep(PHASE).await;
    stop.store(true, Ordering::Relaxed);
    let mut all = Vec::new();
    for task in tasks {
        all.extend(task.await.unwrap());
    }
    all.sort();
    (all, started.elapsed())
}

fn main() {
    let started = Instant::now();
    server::with_app(fill, |base| async move {
        println!("filled {EVENTS} events in {:.1} s", started.elapsed().as_secs_f64());
        let size = Client::new().get(format!("{base}/")).send().await.unwrap().bytes().await.unwrap().len();
        println!("first page: {size} bytes\n");
        println!("| page | requests | requests/s | p50 | p99 | max |\n|---|---|---|---|---|---|");
        for page in PAGES {
            let (latencies, took) = visitors(&base, page).await;
            let at = |q: f64| latencies[((latencies.len() - 1) as f64 * q) as usize].as_secs_f64() * 1000.0;
            println!(
                "| `{page}` | {} | {:.0} | {:.1} ms | {:.1} ms | {:.1} ms |",
                latencies.len(),
                latencies.len() as f64 / took.as_secs_f64(),
                at(0.5),
                at(0.99),
                at(1.0)
            );
        }
    });
}
