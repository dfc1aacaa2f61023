//! The Dutch engine's own pairings, kept so that making it faster changes
//! none (issue 38): events written by `arbiter generate --dutch` with the
//! engine as it was before (tests/data/dutch-engine, xz-compressed TRF), at
//! 500 players (one plain, one with Baku acceleration and prohibited
//! pairings) and 1000 players. Every round, paired again from the rounds
//! before it, must be the recorded one: the same boards with the same colours,
//! and the same bye.

use arbiter::pairing::dutch::{pair_round, recorded_round, round_input};
use std::path::Path;

/// The event of the fixture `name` (without `.trf.xz`).
fn fixture(name: &str) -> arbiter::tournament::Event {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/dutch-engine").join(format!("{name}.trf.xz"));
    let compressed = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let mut text = Vec::new();
    lzma_rs::xz_decompress(&mut &compressed[..], &mut text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    arbiter::trf::parse(&String::from_utf8(text).expect("UTF-8")).expect("a TRF").event
}

/// Pairs every round of the fixture again; `rounds` is how many it holds.
fn every_round_of(name: &str, players: usize, rounds: usize) {
    let event = fixture(name);
    assert_eq!((event.players.len(), event.rounds_recorded() as usize), (players, rounds), "{name}");
    for round in 1..=rounds {
        let mut recorded = recorded_round(&event, round);
        assert!(recorded.boards.len() * 3 > players, "{name} round {round}: {} boards", recorded.boards.len());
        let mut paired =
            pair_round(&round_input(&event, round)).unwrap_or_else(|e| panic!("{name} round {round}: {e}"));
        // A TRF keeps no board order: compare the boards by White's number.
        recorded.boards.sort_by_key(|b| b.white);
        paired.boards.sort_by_key(|b| b.white);
        assert_eq!(paired, recorded, "{name} round {round}");
    }
}

#[test]
fn five_hundred_players_pair_as_before() {
    every_round_of("G500_s38", 500, 11);
}

#[test]
fn five_hundred_players_with_baku_acceleration_and_prohibited_pairings_pair_as_before() {
    every_round_of("G500_s39_baku", 500, 11);
}

#[test]
fn a_thousand_players_pair_as_before() {
    every_round_of("G1000_s38", 1000, 11);
}
