//! Rules benchmark: replays every game of `games.jsonl` of the `rules` vectors
//! and a large generated PGN, through our game record and through bare
//! shakmaty, and prints games per second. Run with `cargo bench --bench rules`.

#[path = "../tests/vectors/reader.rs"]
mod vectors;

use arbiter::chess::{Game, fen, notation, pgn};
use shakmaty::san::San;
use shakmaty::{Chess, Position};
use std::time::Instant;

struct Record {
    start: Chess,
    sans: Vec<String>,
}

fn load() -> Vec<Record> {
    let path = vectors::dir("rules").join("games.jsonl");
    let text = std::fs::read_to_string(path).expect("games.jsonl");
    text.lines()
        .map(|l| {
            let v: serde_json::Value = serde_json::from_str(l).unwrap();
            Record {
                start: fen::parse(v["start_fen"].as_str().unwrap()).unwrap(),
                sans: v["moves_san"].as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect(),
            }
        })
        .collect()
}

/// Runs `f` `reps` times and returns the best time per run in seconds.
fn best_of(reps: usize, mut f: impl FnMut() -> usize) -> (f64, usize) {
    let mut best = f64::MAX;
    let mut work = 0;
    for _ in 0..reps {
        let t = Instant::now();
        work = std::hint::black_box(f());
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best, work)
}

fn report(name: &str, games: usize, plies: usize, secs: f64, baseline: Option<f64>) {
    let ratio = baseline.map(|b| format!("  ({:.2}x the bare shakmaty time)", secs / b)).unwrap_or_default();
    println!(
        "{name:<58} {games:>6} games {plies:>7} plies  {:>9.3} ms  {:>9.0} games/s  {:>10.0} plies/s{ratio}",
        secs * 1e3,
        games as f64 / secs,
        plies as f64 / secs
    );
}

fn random_games(count: usize) -> Vec<Game> {
    let mut state = 0x2545_f491_4f6c_dd1du64;
    (0..count)
        .map(|_| {
            let mut g = Game::new(Chess::default());
            for _ in 0..120 {
                if g.end().is_some() {
                    break;
                }
                let moves = g.position().legal_moves();
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                g.play(moves[(state % moves.len() as u64) as usize]);
            }
            g
        })
        .collect()
}

fn main() {
    let records = load();
    let games = records.len();
    let plies: usize = records.iter().map(|r| r.sans.len()).sum();
    println!("rules benchmark: {games} games, {plies} plies (games.jsonl); best of 5 runs");

    let (bare, _) = best_of(5, || {
        let mut n = 0;
        for r in &records {
            let mut pos = r.start.clone();
            for s in &r.sans {
                let m = San::from_ascii(s.trim_end_matches(['+', '#']).as_bytes()).unwrap().to_move(&pos).unwrap();
                pos.play_unchecked(m);
                n += pos.legal_moves().len();
            }
        }
        n
    });
    report("bare shakmaty: SAN parse + play + legal moves", games, plies, bare, None);

    let (record, _) = best_of(5, || {
        let mut n = 0;
        for r in &records {
            let mut g = Game::new(r.start.clone());
            for s in &r.sans {
                let m = notation::parse_move(g.position(), s).unwrap();
                g.play(m);
                n += g.end().is_some() as usize;
            }
        }
        n
    });
    report("game record: our SAN reader + record + game-end check", games, plies, record, Some(bare));

    let (full, _) = best_of(5, || {
        let mut n = 0;
        for r in &records {
            let mut g = Game::new(r.start.clone());
            for s in &r.sans {
                g.play_text(s).unwrap();
                n += g.state().legal_moves_count;
            }
        }
        n
    });
    report("game record + full rule state after every ply (claims)", games, plies, full, Some(bare));

    let generated = random_games(2000);
    let text: String = generated.iter().map(|g| pgn::write(&[("Event", "bench".to_string())], g, "*", None)).collect();
    let gen_plies: usize = generated.iter().map(|g| g.moves().len()).sum();
    println!("generated PGN: {} games, {} plies, {:.1} MB", generated.len(), gen_plies, text.len() as f64 / 1e6);
    let (pgn_time, _) = best_of(5, || {
        let parsed = pgn::parse(&text).unwrap();
        parsed.iter().enumerate().map(|(i, g)| pgn::replay(g, i + 1).unwrap().moves().len()).sum()
    });
    report("PGN: parse + replay with our record", generated.len(), gen_plies, pgn_time, None);
}
