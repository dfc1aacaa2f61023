//! Why a round cannot be paired: the prohibited pairings (C.04.3 art. 1.4,
//! record 260) whose lifting would let it be paired, so that the arbiter
//! is told which ones to lift.

use super::engine::pair_round;
use super::player::RoundInput;
use crate::tournament::PairingNumber;

/// The prohibited pairings that make the round unpairable, as pairs of
/// pairing numbers (lower first): a smallest set found greedily whose
/// lifting lets the round be paired. Empty when the round can be paired,
/// or when it cannot be even without any prohibited pairing.
pub fn blocking_prohibitions(input: &RoundInput) -> Vec<(PairingNumber, PairingNumber)> {
    if pair_round(input).is_ok() {
        return Vec::new();
    }
    let all = prohibited_pairs(input);
    let lifted = |kept: &[(PairingNumber, PairingNumber)]| {
        let mut input = input.clone();
        for p in &mut input.players {
            let id = p.id;
            p.forbidden.retain(|&o| kept.contains(&(id.min(o), id.max(o))));
        }
        input
    };
    if all.is_empty() || pair_round(&lifted(&[])).is_err() {
        return Vec::new();
    }
    // Put each pair back unless the round then becomes unpairable again.
    let mut kept = Vec::new();
    let mut blocking = Vec::new();
    for pair in all {
        kept.push(pair);
        if pair_round(&lifted(&kept)).is_err() {
            kept.pop();
            blocking.push(pair);
        }
    }
    blocking
}

/// Every prohibited pair of this round between two present players, lower
/// pairing number first, each once.
fn prohibited_pairs(input: &RoundInput) -> Vec<(PairingNumber, PairingNumber)> {
    let present: Vec<PairingNumber> =
        input.players.iter().filter(|p| p.entries.len() <= input.played_rounds).map(|p| p.id).collect();
    let mut pairs: Vec<(PairingNumber, PairingNumber)> = input
        .players
        .iter()
        .filter(|p| present.contains(&p.id))
        .flat_map(|p| p.forbidden.iter().filter(|o| present.contains(o)).map(move |&o| (p.id.min(o), p.id.max(o))))
        .filter(|(a, b)| a != b)
        .collect();
    pairs.sort();
    pairs.dedup();
    pairs
}

#[cfg(test)]
mod tests {
    use super::super::check::tests::{event, pn};
    use super::super::round_input;
    use super::*;

    #[test]
    fn the_prohibitions_that_make_a_round_unpairable() {
        // No two of 1, 2, 3 may meet: only 4 is left for two of them.
        let input = round_input(&event(&[&[1, 2, 3]]), 1);
        assert!(pair_round(&input).is_err());
        let blocking = blocking_prohibitions(&input);
        assert_eq!(blocking, vec![(pn(2), pn(3))]);
        // Lifting them lets the round be paired.
        let mut lifted = input.clone();
        for p in &mut lifted.players {
            p.forbidden.retain(|&o| !blocking.iter().any(|&(a, b)| (a, b) == (p.id.min(o), p.id.max(o))));
        }
        assert!(pair_round(&lifted).is_ok());
        // In round 3 the prohibition no longer holds.
        assert!(round_input(&event(&[&[1, 2, 3]]), 3).players.iter().all(|p| p.forbidden.is_empty()));
    }

    #[test]
    fn none_when_the_round_pairs_or_is_unpairable_anyway() {
        let input = round_input(&event(&[&[1, 2]]), 1);
        assert!(pair_round(&input).is_ok());
        assert!(blocking_prohibitions(&input).is_empty());
        // Two present players who may not meet, and who have met already.
        let mut two = event(&[&[1, 2]]);
        two.players.truncate(2);
        let mut input = round_input(&two, 1);
        assert_eq!(blocking_prohibitions(&input), vec![(pn(1), pn(2))]);
        input.players[0].entries.push(super::super::Entry {
            opponent: Some(1),
            colour: Some(crate::tournament::Color::White),
            score: super::super::MatchScore::Draw,
            played: true,
            participated: true,
        });
        input.players[1].entries.push(super::super::Entry {
            opponent: Some(0),
            colour: Some(crate::tournament::Color::Black),
            score: super::super::MatchScore::Draw,
            played: true,
            participated: true,
        });
        input.played_rounds = 1;
        assert!(blocking_prohibitions(&input).is_empty());
    }
}
