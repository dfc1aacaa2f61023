//! Tie-breaks of an event whose arbiter adjusted points (Laws 12.9 d and e,
//! TRF-2026 record 299): the adjustment counts with its round's points, so
//! the player's total, PTS and PS take it, and so do the opponents'
//! Buchholz and Sonneborn-Berger through the player's score.

use super::*;
use crate::tournament::record::tests::rated;
use crate::tournament::{GameResult::*, Pairing, PointAdjustment, Points};

fn game(white: u32, black: u32, result: crate::tournament::GameResult) -> Pairing {
    Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
}

/// The value of `code` for each player in pairing-number order, in hundredths.
fn values(event: &Event, code: &str) -> Vec<Value> {
    let list = parse_list(code).unwrap();
    let mut players = compute(&EventResults::from_event(event, false, Edition::C07of2026), &list);
    players.sort_by_key(|p| p.start_no);
    players.iter().map(|p| p.values[0].unwrap_or_default()).collect()
}

#[test]
fn a_penalty_counts_in_the_round_points_and_in_the_opponents_buchholz() {
    // Four players, two rounds: 1 beats 2 and 3; 4 beats 3, draws with 2.
    let rounds = [vec![game(1, 2, WhiteWins), game(4, 3, WhiteWins)], vec![game(3, 1, BlackWins), game(2, 4, Draw)]];
    let mut event = rated(4, &rounds, |_| 2000);
    let before = (values(&event, "PTS"), values(&event, "BH"), values(&event, "PS"));
    assert_eq!(before.0, [200, 50, 0, 150]);
    // Player 1 is penalised half a point in round 2.
    event.point_adjustments.push(PointAdjustment { player: PairingNumber::new(1), round: 2, points: Points(-5) });
    assert_eq!(values(&event, "PTS"), [150, 50, 0, 150]);
    assert_eq!(values(&event, "PS"), [250, 50, 0, 250], "from round 2 on: 1 + 1½");
    let bh = values(&event, "BH");
    // Player 2 and player 3 both met player 1: their Buchholz lose the half point.
    assert_eq!((bh[1], bh[2]), (before.1[1] - 50, before.1[2] - 50));
    assert_eq!((bh[0], bh[3]), (before.1[0], before.1[3]), "player 1's own opponents are unchanged");
}
