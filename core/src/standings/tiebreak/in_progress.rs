//! Tie-breaks of an event in progress: a round in play whose finished games
//! count and whose games still on the board count neither as played nor as
//! unplayed, and limits taken over the rounds completed (C.07: computed over
//! the rounds played).

use super::*;
use crate::standings::Progress;
use crate::tournament::record::tests::rated;
use crate::tournament::{ByeKind, GameResult::*, Pairing, PairingNumber};

fn game(white: u32, black: u32, result: crate::tournament::GameResult) -> Pairing {
    Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
}

fn rest(player: u32) -> Pairing {
    Pairing::Bye { player: PairingNumber::new(player), kind: ByeKind::RestRound }
}

fn results(rounds: &[Vec<Pairing>], players: u32, round_robin: bool, edition: Edition) -> EventResults {
    EventResults::from_event(&rated(players, rounds, |_| 2000), round_robin, edition)
}

/// The value of `code` for each player in pairing-number order, in hundredths.
fn values(event: &EventResults, code: &str) -> Vec<Value> {
    let list = parse_list(code).unwrap();
    let mut players = compute(event, &list);
    players.sort_by_key(|p| p.start_no);
    players.iter().map(|p| p.values[0].unwrap_or_default()).collect()
}

/// A Swiss of four: 1 and 3 win round 1; in round 2, 4 has beaten 2 while 1-3 is still on the board.
fn swiss_in_play() -> Vec<Vec<Pairing>> {
    vec![vec![game(1, 2, WhiteWins), game(3, 4, WhiteWins)], vec![game(1, 3, Pending), game(4, 2, WhiteWins)]]
}

#[test]
fn a_game_on_the_board_has_no_dummy_opponent_and_no_points() {
    for edition in [Edition::C07of2024, Edition::C07of2026] {
        let event = results(&swiss_in_play(), 4, false, edition);
        assert_eq!(event.completed_rounds(), 1);
        assert_eq!(values(&event, "PTS"), [100, 0, 100, 100], "{edition:?}");
        // 1: round 1 against 2 (0 points), round 2 pending: no term, no dummy.
        // 3: against 4 (1 point). 4: against 3 (1) and 2 (0). 2: against 1 (1) and 4 (1).
        assert_eq!(values(&event, "BH"), [0, 200, 100, 100], "{edition:?}");
        let parts = explain(&event, &parse_list("BH").unwrap(), 0, 0);
        assert_eq!(parts.len(), 1, "only the finished round: {parts:?}");
        assert!(parts.iter().all(|p| p.dummy.is_none() && p.round == 1));
        // A game on the board is not a round elected to play yet, nor a VUR.
        if edition == Edition::C07of2024 {
            assert_eq!(values(&event, "GE"), [100, 200, 100, 200]);
        }
        assert_eq!(values(&event, "WON"), [100, 0, 100, 100]);
    }
}

/// Seven players, single round robin: rounds 1 and 2 complete; in round 3,
/// 6 has beaten 7 while 1-3 and 2-5 are on the board and 4 rests.
fn round_robin_in_play() -> Vec<Vec<Pairing>> {
    vec![
        vec![game(1, 2, WhiteWins), game(3, 4, Draw), game(5, 6, BlackWins), rest(7)],
        vec![game(7, 1, BlackWins), game(2, 3, WhiteWins), game(4, 5, WhiteWins), rest(6)],
        vec![game(1, 3, Pending), game(6, 7, WhiteWins), game(2, 5, Pending), rest(4)],
    ]
}

#[test]
fn koya_takes_half_the_maximum_over_the_rounds_completed() {
    let rounds = round_robin_in_play();
    // After round 2 (the standings visitors see): the limit is 1 point of 2.
    // 1 beat 2 (1 point): 1; 3 drew 4 (1½): ½.
    let after_two = results(&rounds[..2], 7, true, Edition::C07of2024);
    assert_eq!(values(&after_two, "KS"), [100, 0, 50, 0, 0, 0, 0]);
    // With round 3 in play the limit stays over the 2 rounds completed.
    let live = results(&rounds, 7, true, Edition::C07of2024);
    assert_eq!(live.completed_rounds(), 2);
    assert_eq!(values(&live, "PTS"), [200, 100, 50, 150, 0, 200, 0]);
    assert_eq!(values(&live, "KS"), [100, 0, 50, 0, 0, 0, 0]);
    assert_eq!(values(&live, "SB")[0], 100, "1: beat 2 (1 point), beat 7 (0): the game with 3 is not counted yet");
}

#[test]
fn rounds_planned_but_not_played_are_not_unplayed_rounds() {
    // A record of the same round robin after round 2 that plans 7 rounds (a TRF's XXR).
    let rounds = round_robin_in_play();
    let players = (1..=7).map(|n| crate::tournament::EventPlayer::new(PairingNumber::new(n))).collect();
    let event = crate::tournament::Event {
        total_rounds: Some(7),
        ..crate::tournament::Event::from_pairings(players, &rounds, Scoring::default())
    };
    let results = EventResults::from_event(&event, true, Edition::C07of2024);
    assert_eq!(results.rounds, 2);
    assert_eq!(values(&results, "KS"), [100, 0, 50, 0, 0, 0, 0]);
    // The Swiss: no dummy opponents for the rounds to come.
    let swiss = crate::tournament::Event {
        total_rounds: Some(5),
        ..crate::tournament::Event::from_pairings(
            (1..=4).map(|n| crate::tournament::EventPlayer::new(PairingNumber::new(n))).collect(),
            &swiss_in_play(),
            Scoring::default(),
        )
    };
    let swiss = EventResults::from_event(&swiss, false, Edition::C07of2026);
    assert_eq!(values(&swiss, "BH"), [0, 100, 0, 100]);
}

#[test]
fn progress_names_the_rounds_completed_and_the_round_in_play() {
    let rounds = round_robin_in_play();
    let progress = Progress::of(&rounds);
    assert_eq!((progress.completed, progress.published, progress.in_play()), (2, 3, Some(3)));
    assert_eq!((progress.counted(false), progress.counted(true)), (2, 3));
    let done = Progress::of(&rounds[..2]);
    assert_eq!((done.in_play(), done.counted(true)), (None, 2));
}
