//! Rounds of the tournaments in ../shared/testdata/dutch, each paired from the
//! rounds before it, must equal the pairing bbpPairings recorded there: the
//! same boards with the same colours, and the same bye.
//!
//! The suite covers every file of up to 60 registered players (1301 of the
//! 1853 rounds). The larger files agree too, but take about two minutes in a
//! release build and far longer in a debug one, until the matching is made
//! incremental; run them by hand:
//! `DUTCH_MIN_PLAYERS=61 DUTCH_MAX_PLAYERS=1000 cargo test --release --test dutch_vectors`.

use arbiter::pairing::dutch::{pair_round, recorded_round, round_input};
use std::collections::HashSet;

/// The largest files the default suite pairs.
const SUITE_MAX_PLAYERS: usize = 60;

#[test]
fn every_round_of_the_files_up_to_60_players() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/testdata/dutch");
    let filter = std::env::var("DUTCH_FILTER").unwrap_or_default();
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<usize>().ok());
    let (min_players, max_players) = (env("DUTCH_MIN_PLAYERS"), env("DUTCH_MAX_PLAYERS"));
    let default_run = filter.is_empty() && min_players.is_none() && max_players.is_none();
    let (min_players, max_players) = (min_players.unwrap_or(0), max_players.unwrap_or(SUITE_MAX_PLAYERS));
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    paths.sort();
    let (mut files, mut rounds, mut mismatches) = (0, 0, Vec::new());
    for path in &paths {
        let trf = arbiter::trf::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        if trf.players.len() > max_players || trf.players.len() < min_players {
            continue;
        }
        files += 1;
        for round in 1..=trf.rounds_in_file() as usize {
            let want = recorded_round(&trf, round);
            let got = pair_round(&round_input(&trf, round));
            rounds += 1;
            let ok = match &got {
                Ok(g) => {
                    g.bye == want.bye
                        && g.boards.iter().collect::<HashSet<_>>() == want.boards.iter().collect::<HashSet<_>>()
                }
                Err(_) => false,
            };
            if !ok {
                mismatches.push(format!(
                    "{} round {round}: got {got:?}, want {want:?}",
                    path.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{} of {rounds} rounds differ:\n{}", mismatches.len(), mismatches.join("\n"));
    if default_run {
        assert_eq!((files, rounds), (190, 1301), "files and rounds covered");
    }
    assert!(rounds > 0);
}
