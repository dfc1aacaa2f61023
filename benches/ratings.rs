//! Rating benchmark (`cargo bench --bench ratings`):
//!
//! 1. FIDE's monthly list at its real size (1.3 million players), generated
//!    once in FIDE's TXT and XML formats into `target/bench-data`: parse time
//!    of each and the process's peak memory, then the import into a fresh
//!    SQLite database (one transaction, as the app and `arbiter rating import`
//!    do) and a prefix search in the stored list.
//! 2. Standings with rating changes: a generated 1000-player, 11-round Swiss;
//!    the standings computation (rounds as played, default tie-breaks, ranking) with
//!    and without the FIDE rating change of every player.

mod support;

/// FIDE-format sample lists (shared with the library's rating-list tests).
#[path = "support/rating_sample.rs"]
mod rating_sample;

use arbiter::db::rating_lists::{self, ImportError, ListKey};
use arbiter::rating::event::{RatingRules, changes};
use arbiter::rating::list_format::{ListFormat, read};
use arbiter::standings::tiebreak::Edition;
use arbiter::standings::{Ranking, default_tiebreaks};
use arbiter::tournament::{BirthDate, ByeKind, Event, EventPlayer, GameResult, Pairing, PairingNumber, Scoring};
use diesel::Connection;
use rating_sample::{write_sample_txt, write_sample_xml};
use std::io::BufReader;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use support::Random;

const LIST_PLAYERS: usize = 1_300_000;

fn data_dir() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-data");
    std::fs::create_dir_all(&dir).expect("bench data folder");
    dir
}

/// The generated list file, written once.
fn list_file(
    name: &str,
    write: fn(&mut std::io::BufWriter<std::fs::File>, usize, u64) -> std::io::Result<()>,
) -> PathBuf {
    let path = data_dir().join(name);
    if !path.exists() {
        let started = Instant::now();
        let tmp = path.with_extension("part");
        let mut out = std::io::BufWriter::new(std::fs::File::create(&tmp).expect("create"));
        write(&mut out, LIST_PLAYERS, 2026).expect("write list");
        drop(out);
        std::fs::rename(&tmp, &path).expect("rename");
        println!("generated {} in {:.1} s", path.display(), started.elapsed().as_secs_f64());
    }
    path
}

fn fide() -> ListFormat {
    ListFormat::Fide { kind: arbiter::rating::list::ListKind::Combined }
}

/// The peak resident memory of this process so far, in MiB.
fn peak_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kib: f64 = status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0.0);
    kib / 1024.0
}

fn parse(path: &Path) -> (usize, Duration) {
    let started = Instant::now();
    let file = std::fs::File::open(path).expect("open");
    let mut count = 0;
    for entry in read(BufReader::with_capacity(1 << 16, file), &fide()) {
        entry.expect("valid list");
        count += 1;
    }
    (count, started.elapsed())
}

fn import(path: &Path) -> (i32, Duration, Duration) {
    let dir = tempfile::tempdir().expect("temp dir");
    let url = dir.path().join("lists.db").to_string_lossy().into_owned();
    let pool = arbiter::db::connect_and_migrate(&url).expect("database");
    let mut conn = pool.get().expect("connection");
    let key = ListKey { source: "fide".into(), label: "FIDE".into(), month: "2026-12".into() };
    let started = Instant::now();
    let file = std::fs::File::open(path).expect("open");
    let entries = read(BufReader::with_capacity(1 << 16, file), &fide());
    let now = chrono::Utc::now().naive_utc();
    let row = conn
        .transaction(|c| match rating_lists::replace(c, &key, now, None, entries) {
            Ok(row) => Ok(row),
            Err(ImportError::Db(e)) => Err(e),
            Err(ImportError::List(e)) => panic!("bad list: {e}"),
        })
        .expect("import");
    let imported = started.elapsed();
    let started = Instant::now();
    let mut found = 0;
    for prefix in ["smith", "ivanov", "mu", "kar", "zh"] {
        found += rating_lists::search(&mut conn, row.id, prefix, 20).expect("search").len();
    }
    assert!(found > 0, "the search finds generated names");
    (row.players, imported, started.elapsed() / 5)
}

/// A Swiss-like event: players of equal score meet, results by rating.
fn swiss(players: u32, rounds: usize) -> (Vec<Vec<Pairing>>, Vec<EventPlayer>) {
    let mut rng = Random(2026);
    let rating = |no: u32| if no.is_multiple_of(20) { None } else { Some(2700 - (1500 * no / players) as u16) };
    let mut score = vec![0u32; players as usize + 1];
    let mut all = Vec::new();
    for _ in 0..rounds {
        let mut order: Vec<u32> = (1..=players).collect();
        order.sort_by_key(|&n| (std::cmp::Reverse(score[n as usize]), n));
        let mut round = Vec::new();
        if order.len() % 2 == 1 {
            let last = order.pop().unwrap_or(0);
            score[last as usize] += 2;
            round.push(Pairing::Bye { player: PairingNumber::new(last), kind: ByeKind::PairingAllocated });
        }
        for pair in order.chunks(2) {
            let (w, b) = (pair[0], pair[1]);
            let edge = i64::from(rating(w).unwrap_or(1500)) - i64::from(rating(b).unwrap_or(1500));
            let roll = rng.below(1000) as i64 + edge / 2;
            let result = match roll {
                r if r > 600 => GameResult::WhiteWins,
                r if r > 330 => GameResult::Draw,
                _ => GameResult::BlackWins,
            };
            let (sw, sb) = match result {
                GameResult::WhiteWins => (2, 0),
                GameResult::Draw => (1, 1),
                _ => (0, 2),
            };
            score[w as usize] += sw;
            score[b as usize] += sb;
            round.push(Pairing::Game { white: PairingNumber::new(w), black: PairingNumber::new(b), result });
        }
        all.push(round);
    }
    let rated = (1..=players)
        .map(|n| EventPlayer {
            rating: rating(n).map_or(0, u32::from),
            birth_date: Some(BirthDate::year(1990 + (n % 30) as u16)),
            ..EventPlayer::new(PairingNumber::new(n))
        })
        .collect();
    (all, rated)
}

fn median(mut runs: Vec<Duration>) -> Duration {
    runs.sort();
    runs[runs.len() / 2]
}

fn standings_with_changes() {
    let (rounds, players) = swiss(1000, 11);
    let list = default_tiebreaks(false);
    let rules = RatingRules { kind: arbiter::rating::change::RatingKind::Standard, event_year: 2026, k: None };
    let standings = |with_changes: bool| {
        let started = Instant::now();
        let played = Event::as_played(players.clone(), &rounds, Scoring::default());
        if with_changes {
            assert_eq!(changes(&played, rules).len(), 1000);
        }
        let ranking = Ranking::new(&played, false, &list, Edition::C07of2026);
        assert_eq!(ranking.standings.len(), 1000);
        started.elapsed()
    };
    let plain = median((0..9).map(|_| standings(false)).collect());
    let with = median((0..9).map(|_| standings(true)).collect());
    let ratio = with.as_secs_f64() / plain.as_secs_f64();
    println!("standings, 1000 players, 11 rounds, default Swiss tie-breaks: {:.1} ms", plain.as_secs_f64() * 1e3);
    println!(
        "  with every player's rating change:                       {:.1} ms ({:+.0} %)",
        with.as_secs_f64() * 1e3,
        (ratio - 1.0) * 100.0
    );
}

fn main() {
    standings_with_changes();
    let txt = list_file("players_list_1300k.txt", write_sample_txt);
    let xml = list_file("players_list_1300k.xml", write_sample_xml);
    for (name, path) in [("TXT", &txt), ("XML", &xml)] {
        let size = std::fs::metadata(path).map(|m| m.len()).unwrap_or(0) as f64 / 1e6;
        let (count, time) = parse(path);
        println!(
            "parse FIDE {name} list ({size:.0} MB, {count} players): {:.2} s, peak memory so far {:.0} MiB",
            time.as_secs_f64(),
            peak_mib()
        );
    }
    let (players, time, search) = import(&txt);
    println!(
        "import the TXT list into SQLite ({players} players, one transaction): {:.1} s; prefix search {:.2} ms; peak memory {:.0} MiB",
        time.as_secs_f64(),
        search.as_secs_f64() * 1e3,
        peak_mib()
    );
}
