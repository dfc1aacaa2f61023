//! Requests per second of a round's live feed (issue 37): `games.pgn` of a
//! 250-board round in progress, against the same bytes served as a static
//! file, on SQLite, in one process with its clients.
//!
//!     cargo bench --bench round_feed
//!
//! The event is `L500_p500_r11.trf` of the `dutch-large` vectors with its
//! last round's results cut, imported through the app; round 11 is paired
//! (250 boards) and published, and every board gets a game in progress
//! (6 to 40 plies of one opening, imported as PGN, no result). Then for
//! [`PHASE`] each, [`CLIENTS`] clients on keep-alive connections ask back to
//! back for: the feed; the feed naming the ETag they have (a relay's
//! poll while nothing changed: 304); the same bytes from a minimal
//! actix-web server that holds the file in memory and answers every GET
//! with it (the static file, at its cheapest: no disk, no validators).
//! The server, the static server and the clients share the machine's cores.

#[path = "support/server.rs"]
mod server;

use actix_web::web::Bytes;
use reqwest::Client;
use server::{csrf, post, with_event};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

/// Clients asking at once.
const CLIENTS: usize = 32;
/// How long each kind of request is measured.
const PHASE: Duration = Duration::from_secs(10);
/// The round in progress.
const ROUND: u32 = 11;

/// One opening, 40 plies; board `k` has played the first 6 + k % 35 of them.
const OPENING: &str = "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O h3 Nb8 d4 Nbd7 \
                       c4 c6 cxb5 axb5 Nc3 Bb7 Bg5 b4 Nb1 h6 Bh4 c5 dxe5 Nxe4 Bxe7 Qxe7 exd6 Qf6 Nbd2 Nxd6";

/// The first `plies` moves of [`OPENING`] as PGN movetext, the game going on.
fn movetext(plies: usize) -> String {
    let mut out = String::new();
    for (i, san) in OPENING.split_whitespace().take(plies).enumerate() {
        if i % 2 == 0 {
            out.push_str(&format!("{}. ", i / 2 + 1));
        }
        out.push_str(san);
        out.push(' ');
    }
    out + "*"
}

/// The round's board ids, from the links to their games on the round page.
fn board_ids(page: &str) -> Vec<u32> {
    let mut ids: Vec<u32> = (page.split("/t/1/boards/").skip(1))
        .filter_map(|rest| rest.split_once("/game").and_then(|(id, _)| id.parse().ok()))
        .collect();
    ids.sort_unstable();
    ids.dedup();
    ids
}

/// Serves `body` at every path on a free port; returns the address.
fn start_static(body: Bytes) -> String {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        actix_web::rt::System::new().block_on(async move {
            let server = actix_web::HttpServer::new(move || {
                let body = body.clone();
                actix_web::App::new().default_service(actix_web::web::to(move || {
                    let body = body.clone();
                    async move {
                        actix_web::HttpResponse::Ok().content_type("application/x-chess-pgn; charset=utf-8").body(body)
                    }
                }))
            })
            .bind("127.0.0.1:0")
            .expect("bind");
            tx.send(server.addrs()[0]).unwrap();
            server.run().await.unwrap();
        })
    });
    format!("http://{}", rx.recv().unwrap())
}

/// [`CLIENTS`] clients ask for `url` back to back for [`PHASE`] (with
/// `If-None-Match: etag` when given); prints the table's row.
async fn load(label: &str, url: &str, etag: Option<&str>, expected: u16) {
    let stop = Arc::new(AtomicBool::new(false));
    let (count, bytes) = (Arc::new(AtomicU64::new(0)), Arc::new(AtomicU64::new(0)));
    let started = Instant::now();
    let tasks: Vec<_> = (0..CLIENTS)
        .map(|_| {
            let (url, etag) = (url.to_string(), etag.map(str::to_string));
            let (stop, count, bytes) = (stop.clone(), count.clone(), bytes.clone());
            tokio::spawn(async move {
                let client = Client::new();
                while !stop.load(Ordering::Relaxed) {
                    let mut req = client.get(&url);
                    if let Some(tag) = &etag {
                        req = req.header("If-None-Match", tag);
                    }
                    let res = req.send().await.unwrap();
                    assert_eq!(res.status().as_u16(), expected, "{url}");
                    bytes.fetch_add(res.bytes().await.unwrap().len() as u64, Ordering::Relaxed);
                    count.fetch_add(1, Ordering::Relaxed);
                }
            })
        })
        .collect();
    tokio::time::sleep(PHASE).await;
    stop.store(true, Ordering::Relaxed);
    for task in tasks {
        task.await.unwrap();
    }
    let seconds = started.elapsed().as_secs_f64();
    let n = count.load(Ordering::Relaxed);
    let mb = bytes.load(Ordering::Relaxed) as f64 / seconds / 1e6;
    println!("| {label} | {n} | {:.0} | {mb:.1} MB/s |", n as f64 / seconds);
}

fn main() {
    with_event(|base, arbiter| async move {
        let dir = tempfile::tempdir().unwrap();
        assert!(post(&arbiter, &base, "/t/1", "/t/1/pair").await.is_redirection(), "pair");
        let round = format!("/t/1/round/{ROUND}");
        assert!(post(&arbiter, &base, &round, &format!("{round}/publish")).await.is_redirection(), "publish");
        let page = arbiter.get(format!("{base}{round}")).send().await.unwrap().text().await.unwrap();
        let boards = board_ids(&page);
        assert_eq!(boards.len(), 250, "a 500-player round");
        let token = csrf(&page);
        for (k, bid) in boards.iter().enumerate() {
            let form = [("csrf", token.clone()), ("pgn", movetext(6 + k % 35))];
            let path = format!("{base}/t/1/boards/{bid}/game/pgn");
            let res = arbiter.post(path).form(&form).send().await.unwrap();
            assert!(res.status().is_redirection(), "board {bid}: {}", res.status());
        }
        let feed = format!("{base}{round}/games.pgn");
        let res = Client::new().get(&feed).send().await.unwrap();
        let etag = res.headers()["etag"].to_str().unwrap().to_string();
        let body = res.bytes().await.unwrap();
        assert_eq!(body.split(|&b| b == b'\n').filter(|l| l.starts_with(b"[Event ")).count(), 250);
        let file = dir.path().join("games.pgn");
        std::fs::write(&file, &body).unwrap();
        let static_base = start_static(Bytes::from(std::fs::read(&file).unwrap()));
        let plain = Client::new().get(format!("{static_base}/games.pgn")).send().await.unwrap();
        assert_eq!(plain.bytes().await.unwrap(), body, "the same bytes");
        println!(
            "games.pgn of round {ROUND}: 250 games, {} bytes; {CLIENTS} clients, {} s each\n",
            body.len(),
            PHASE.as_secs()
        );
        println!("| what | requests | requests/s | body throughput |\n|---|---|---|---|");
        load("the feed, `games.pgn`", &feed, None, 200).await;
        load("the feed, naming its ETag (304)", &feed, Some(&etag), 304).await;
        load("the same bytes as a static file (from memory)", &format!("{static_base}/games.pgn"), None, 200).await;
    });
}
