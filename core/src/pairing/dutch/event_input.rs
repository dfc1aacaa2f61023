//! From a tournament's record to the input of one round, and back from a
//! round's records to the pairing they hold.

use super::player::{Entry, MatchScore, PlayerHistory, RoundInput};
use super::{Board, RoundPairing};
use crate::tournament::{Color, Event, PairingNumber, RoundRecord, RoundResult, adjusted_through, virtual_points};
use std::collections::HashMap;

fn entry(e: &RoundRecord, index_of: &HashMap<PairingNumber, usize>) -> Entry {
    let opponent = e.opponent.and_then(|o| index_of.get(&o).copied());
    let (score, played, participated) = match e.result {
        RoundResult::Win | RoundResult::UnratedWin => (MatchScore::Win, true, true),
        // An adjourned game counts as a draw for pairing (C.04.3 D.1).
        RoundResult::Draw | RoundResult::UnratedDraw | RoundResult::Adjourned => (MatchScore::Draw, true, true),
        RoundResult::Loss | RoundResult::UnratedLoss => (MatchScore::Loss, true, true),
        RoundResult::ForfeitWin => (MatchScore::Win, false, true),
        RoundResult::ForfeitLoss => (MatchScore::Loss, false, opponent.is_some()),
        RoundResult::HalfPointBye => (MatchScore::Draw, false, false),
        RoundResult::FullPointBye => (MatchScore::Win, false, false),
        RoundResult::PairingAllocatedBye => (MatchScore::Win, false, true),
        RoundResult::ZeroPointBye | RoundResult::NotPaired | RoundResult::Pending => (MatchScore::Loss, false, false),
    };
    Entry { opponent, colour: if played { e.colour } else { None }, score, played, participated }
}

/// The input for pairing round `round` (1-based): the rounds before it, the
/// absences (`H`, `F`, `Z`) already entered for it, the prohibited pairings
/// that hold in it and the virtual points of every round up to it.
pub fn round_input(event: &Event, round: usize) -> RoundInput {
    let index_of: HashMap<PairingNumber, usize> =
        event.players.iter().enumerate().map(|(i, p)| (p.start_no, i)).collect();
    let players = event
        .players
        .iter()
        .map(|p| {
            let mut entries: Vec<Entry> =
                (0..round - 1).map(|r| entry(p.rounds.get(r).unwrap_or(&RoundRecord::ABSENT), &index_of)).collect();
            if let Some(e) = p.rounds.get(round - 1)
                && e.opponent.is_none()
                && e.result.is_absence()
                && !(e.result == RoundResult::ZeroPointBye
                    && e.colour.is_none()
                    && round > event.rounds_recorded() as usize)
            {
                entries.push(entry(e, &index_of));
            }
            let forbidden = event
                .prohibited
                .iter()
                .filter(|rule| rule.applies_in(round as u32) && rule.players.contains(&p.start_no))
                .flat_map(|rule| rule.players.iter().copied().filter(|&o| o != p.start_no))
                .collect();
            // Points the arbiter adjusted count as scored from their round
            // on: for pairing round r, those of rounds before r.
            let virtual_points = (1..=round as u32)
                .map(|r| {
                    virtual_points(&event.accelerations, p.start_no, r)
                        + adjusted_through(&event.point_adjustments, p.start_no, r - 1)
                })
                .collect();
            PlayerHistory { id: p.start_no, entries, forbidden, virtual_points }
        })
        .collect();
    RoundInput {
        players,
        played_rounds: round - 1,
        total_rounds: event.total_rounds.map_or(event.rounds_recorded() as usize, |r| r as usize),
        initial_colour: event.initial_colour_in_force(),
        scoring: event.scoring,
    }
}

/// The pairing recorded for round `round` (1-based), boards unordered.
pub fn recorded_round(event: &Event, round: usize) -> RoundPairing {
    let mut out = RoundPairing::default();
    for p in &event.players {
        let Some(e) = p.rounds.get(round - 1) else { continue };
        match (e.opponent, e.colour) {
            (Some(o), Some(Color::White)) => out.boards.push(Board { white: p.start_no, black: o }),
            (None, _) if e.result == RoundResult::PairingAllocatedBye => out.bye = Some(p.start_no),
            _ => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::dutch::pair_round;
    use crate::tournament::record::tests::rated;
    use crate::tournament::{GameResult, Pairing, PointAdjustment, Points};

    #[test]
    fn points_taken_away_move_a_player_to_a_lower_score_group_from_the_next_round() {
        // Six players; in round 1, 1, 5 and 3 win.
        let game = |white: u32, black: u32| Pairing::Game {
            white: PairingNumber::new(white),
            black: PairingNumber::new(black),
            result: GameResult::WhiteWins,
        };
        let mut event = rated(6, &[vec![game(1, 4), game(5, 2), game(3, 6)]], |n| 2400 - n * 10);
        let met = |pairing: &RoundPairing, a: u32, b: u32| {
            let (a, b) = (PairingNumber::new(a), PairingNumber::new(b));
            pairing.boards.iter().any(|x| (x.white, x.black) == (a, b) || (x.white, x.black) == (b, a))
        };
        let usual = pair_round(&round_input(&event, 2)).unwrap();
        assert!(!met(&usual, 3, 5), "three players on one point: 3 and 5 are not paired together");
        // The arbiter takes player 1's point away in round 1 (Laws 12.9 e).
        let one = PairingNumber::new(1);
        event.point_adjustments.push(PointAdjustment { player: one, round: 1, points: Points(-10) });
        let input = round_input(&event, 2);
        assert_eq!(input.players[0].virtual_points, [Points::ZERO, Points(-10)], "not for round 1's pairing");
        let adjusted = pair_round(&input).unwrap();
        assert!(met(&adjusted, 3, 5), "3 and 5 alone on one point play each other");
    }
}
