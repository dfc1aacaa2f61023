//! Rounds of the tournaments of the `dutch` vectors, each paired from the
//! rounds before it, must equal the pairing bbpPairings recorded there: the
//! same boards with the same colours, and the same bye.
//!
//! Every round of every file (1853 rounds in 267 files) is checked, split in
//! two halves that run in parallel; so are the tournaments with Baku
//! acceleration and with prohibited pairings of the `dutch-special` vectors.
//! To look at some files only:
//! `DUTCH_FILTER=name DUTCH_MIN_PLAYERS=n DUTCH_MAX_PLAYERS=m cargo test --test it dutch_vectors::`.

use arbiter::pairing::dutch::{pair_round, recorded_round, round_input};
use std::collections::HashSet;

/// The player lines in an order drawn from `seed` (Fisher-Yates with a
/// fixed linear congruential generator: the same order on every run).
fn shuffle<'a>(lines: &[&'a str], seed: u64) -> Vec<&'a str> {
    let mut out = lines.to_vec();
    let mut state = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
    for i in (1..out.len()).rev() {
        state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        out.swap(i, ((state >> 33) % (i as u64 + 1)) as usize);
    }
    out
}

/// The same files with their player lines shuffled (programs often write
/// them in rank order): the starting rank is the pairing number, so the
/// record read is the same, and with it the standings and tie-breaks; every
/// round of every fourth file is paired again from the shuffled file (all
/// of them are paired from the files as written in the tests below).
#[test]
fn the_order_of_the_player_lines_does_not_matter() {
    use arbiter::standings::tiebreak::{self, Edition, EventResults};
    let mut paths: Vec<_> = std::fs::read_dir(crate::vectors::dir("dutch"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    paths.sort();
    let list = tiebreak::parse_list("PTS,BH/C1,BH,SB,DE,WIN,BWG,ARO,PS").unwrap();
    let (mut files, mut moved, mut rounds) = (0, 0, 0);
    for (k, path) in paths.iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap();
        let (players, others): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.starts_with("001"));
        let order = shuffle(&players, k as u64);
        moved += usize::from(order != players);
        let reordered: String = others.iter().chain(order.iter()).map(|l| format!("{l}\n")).collect();
        let (event, shuffled) =
            (arbiter::trf::parse(&text).unwrap().event, arbiter::trf::parse(&reordered).unwrap().event);
        assert_eq!(shuffled, event, "{}", path.display());
        for edition in [Edition::C07of2024, Edition::C07of2026] {
            let standings = |e| tiebreak::compute(&EventResults::from_event(e, false, edition), &list);
            assert_eq!(standings(&shuffled), standings(&event), "{} standings", path.display());
        }
        files += 1;
        if k % 4 != 0 {
            continue;
        }
        for round in 1..=event.rounds_recorded() as usize {
            let want = pair_round(&round_input(&event, round)).ok();
            let got = pair_round(&round_input(&shuffled, round)).ok();
            assert_eq!(got, want, "{} round {round}", path.display());
            rounds += 1;
        }
    }
    assert!(files == paths.len() && moved * 10 > files * 9, "{moved} of {files} files shuffled");
    assert!(rounds > 400, "{rounds} rounds compared");
}

#[test]
fn every_round_of_every_file_first_half() {
    every_round(0);
}

#[test]
fn every_round_of_every_file_second_half() {
    every_round(1);
}

/// Every round of the tournaments with Baku acceleration (record 250):
/// virtual points decide score groups, floats and the bye.
#[test]
fn every_round_with_baku_acceleration() {
    every_round_in(&crate::vectors::dir("dutch-special").join("baku"), None, (23, 171));
}

/// Every round of the tournaments with prohibited pairings (record 260),
/// each for a range of rounds.
#[test]
fn every_round_with_prohibited_pairings() {
    every_round_in(&crate::vectors::dir("dutch-special").join("forbidden"), None, (21, 155));
}

/// Checks the files at even (`half` 0) or odd (1) positions in name order.
fn every_round(half: usize) {
    every_round_in(&crate::vectors::dir("dutch"), Some(half), (267, 1853));
}

/// Checks every round of the files of `dir` (with `half`, only those at
/// even or odd positions in name order); a default run must see `expected`
/// files and rounds in the folder.
fn every_round_in(dir: &std::path::Path, half: Option<usize>, expected: (usize, usize)) {
    let filter = std::env::var("DUTCH_FILTER").unwrap_or_default();
    let env = |name: &str| std::env::var(name).ok().and_then(|v| v.parse::<usize>().ok());
    let (min_players, max_players) = (env("DUTCH_MIN_PLAYERS"), env("DUTCH_MAX_PLAYERS"));
    let default_run = filter.is_empty() && min_players.is_none() && max_players.is_none();
    let (min_players, max_players) = (min_players.unwrap_or(0), max_players.unwrap_or(usize::MAX));
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    paths.sort();
    let (mut files, mut rounds, mut mismatches) = (0, 0, Vec::new());
    let (mut all_files, mut all_rounds) = (0, 0);
    for (i, path) in paths.iter().enumerate() {
        let trf = arbiter::trf::parse(&std::fs::read_to_string(path).unwrap()).unwrap().event;
        if trf.players.len() > max_players || trf.players.len() < min_players {
            continue;
        }
        all_files += 1;
        all_rounds += trf.rounds_recorded() as usize;
        if half.is_some_and(|h| i % 2 != h) {
            continue;
        }
        files += 1;
        for round in 1..=trf.rounds_recorded() as usize {
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
        assert_eq!((all_files, all_rounds), expected, "files and rounds in the vector folder");
        let covered = half.map_or(expected.0, |h| (expected.0 + 1 - h) / 2);
        assert_eq!(files, covered, "files covered");
    }
    assert!(rounds > 0);
}
