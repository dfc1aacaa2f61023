//! Dutch pairing benchmark: pairs the last round of large Swiss events and
//! prints the time of each. Run with `cargo bench --bench pairing`.
//!
//! Events: the 100, 500 and 1000-player events of ../shared/testdata/dutch-large
//! (their last-round inputs, paired by bbpPairings for comparison) and a
//! 2000-player, 11-round event our generator writes on first run to
//! target/bench-data (`arbiter generate --dutch --players 2000 --rounds 11
//! --seed 2026`, then cut to its first ten rounds; both files are rebuilt
//! whenever missing). An argument runs only the events whose label starts
//! with it, e.g. `cargo bench --bench pairing -- 500`.

use arbiter::pairing::dutch::{pair_round, round_input};
use arbiter::trf::{Trf, parse, write};
use std::path::{Path, PathBuf};
use std::time::Instant;

fn load(path: &Path) -> Trf {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
}

/// The generated 2000-player event, cut back to the input of its last round
/// (written beside it, for timing `arbiter pair` on it too).
fn generated_2000() -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-data");
    let full = dir.join("G2000_p2000_r11.trf");
    let input = dir.join("G2000_p2000_r11.round11-input.trf");
    if !full.exists() {
        std::fs::create_dir_all(&dir).unwrap();
        eprintln!("generating {} (pairs ten rounds of 2000 players; takes a while)...", full.display());
        let status = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["generate", "--dutch", "--players", "2000", "--rounds", "11", "--seed", "2026", "-o"])
            .arg(&full)
            .status()
            .expect("run arbiter generate");
        assert!(status.success(), "arbiter generate failed");
    }
    if !input.exists() {
        let mut trf = load(&full);
        trf.event.players.iter_mut().for_each(|p| {
            p.rounds.truncate(10);
        });
        for p in &trf.event.players {
            trf.points.insert(p.start_no, trf.event.score_after(p, 10));
        }
        std::fs::write(&input, write(&trf)).unwrap();
    }
    input
}

fn main() {
    let large = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/testdata/dutch-large");
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |label: &str| only.as_deref().is_none_or(|o| label.starts_with(o));
    let mut events: Vec<(&str, PathBuf)> = vec![
        ("100 players, round 9", large.join("M100_p100_r09.round09-input.trf")),
        ("500 players, round 11", large.join("L500_p500_r11.round11-input.trf")),
        ("1000 players, round 11", large.join("L1000_p1000_r11.round11-input.trf")),
    ];
    if wanted("2000") {
        events.push(("2000 players, round 11", generated_2000()));
    }
    for (label, path) in events.into_iter().filter(|(label, _)| wanted(label)) {
        let trf = load(&path);
        let round = trf.event.round_to_pair();
        let input = round_input(&trf.event, round);
        let start = Instant::now();
        let pairing = pair_round(&input).expect("a valid pairing");
        let elapsed = start.elapsed().as_secs_f64();
        println!("{label}: {} boards in {elapsed:.2} s", pairing.boards.len());
    }
}
