//! The checker an arbiter sees when changing a proposed round by hand: which
//! absolute criteria of C.04.3 the changed pairing breaks ([C1] no rematch,
//! [C2] no second pairing-allocated bye, [C3] colour limits), which
//! prohibited pairing it breaks and which present players it leaves out;
//! and which prohibited pairings make a round unpairable.

use super::engine::pair_round;
use super::player::{Player, RoundInput, derive};
use super::{Board, RoundPairing};
use crate::tournament::{Color, PairingNumber};

/// One broken rule in a proposed round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// [C1]: the two players have already played each other.
    Rematch {
        /// White's pairing number.
        white: PairingNumber,
        /// Black's pairing number.
        black: PairingNumber,
    },
    /// [C1] as the organiser extends it: a prohibited pairing (record 260)
    /// keeps the two players apart in this round.
    Prohibited {
        /// White's pairing number.
        white: PairingNumber,
        /// Black's pairing number.
        black: PairingNumber,
    },
    /// [C2]: the player already had a pairing-allocated bye or an unplayed
    /// round worth a win, and may not get the pairing-allocated bye.
    ByeNotAllowed {
        /// Pairing number.
        player: PairingNumber,
    },
    /// [C3]: the colour would make the player's colour difference exceed two
    /// or give the same colour three times in a row (allowed only for
    /// topscorers in the last round).
    ColourLimit {
        /// Pairing number.
        player: PairingNumber,
        /// The colour the proposal gives.
        colour: Color,
    },
    /// A player present for the round has neither a board nor the bye.
    NotPaired {
        /// Pairing number.
        player: PairingNumber,
    },
    /// A player who is absent (requested bye, withdrawal) or unknown is paired.
    NotAvailable {
        /// Pairing number.
        player: PairingNumber,
    },
}

/// [C3]: whether `p` would break the colour limits by playing `colour`: a
/// colour difference beyond two, or the same colour three times in a row.
fn breaks_colour_limit(p: &Player, colour: Color) -> bool {
    // With a difference, the preference is the colour played less.
    let adds_to_difference = p.colour_imbalance > 0 && p.colour_preference != Some(colour);
    p.repeated_colour == Some(colour) || (adds_to_difference && p.colour_imbalance >= 2)
}

/// The warnings for a proposed round, in board order (an empty list: the
/// proposal satisfies the absolute criteria).
pub fn warnings(input: &RoundInput, proposal: &RoundPairing) -> Vec<Warning> {
    let players = derive(input);
    let by_id = |id: PairingNumber| players.iter().find(|p| p.id == id);
    let present = |p: &Player| p.valid && p.entries.len() <= input.played_rounds;
    let mut out = Vec::new();
    let mut seated = Vec::new();
    for &Board { white, black } in &proposal.boards {
        seated.extend([white, black]);
        let (Some(w), Some(b)) = (by_id(white), by_id(black)) else {
            out.extend(
                [white, black]
                    .into_iter()
                    .filter(|&id| by_id(id).is_none())
                    .map(|player| Warning::NotAvailable { player }),
            );
            continue;
        };
        for p in [w, b] {
            if !present(p) {
                out.push(Warning::NotAvailable { player: p.id });
            }
        }
        if input.played_each_other(w, b) {
            out.push(Warning::Rematch { white, black });
        }
        if input.prohibited(w, b) {
            out.push(Warning::Prohibited { white, black });
        }
        for (p, colour) in [(w, Color::White), (b, Color::Black)] {
            if !input.is_topscorer(p) && breaks_colour_limit(p, colour) {
                out.push(Warning::ColourLimit { player: p.id, colour });
            }
        }
    }
    if let Some(id) = proposal.bye {
        seated.push(id);
        match by_id(id) {
            Some(p) if !present(p) => out.push(Warning::NotAvailable { player: id }),
            Some(p) if !input.may_get_pab(p) => out.push(Warning::ByeNotAllowed { player: id }),
            Some(_) => {}
            None => out.push(Warning::NotAvailable { player: id }),
        }
    }
    for p in players.iter().filter(|p| present(p) && !seated.contains(&p.id)) {
        out.push(Warning::NotPaired { player: p.id });
    }
    out
}

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
    use super::super::round_input;
    use super::*;
    use crate::tournament::record::tests::player;
    use crate::tournament::{Event, ProhibitedPairing};

    fn pn(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    /// Four players before round 1, with these prohibitions for rounds 1-2.
    fn event(groups: &[&[u32]]) -> Event {
        Event {
            players: (1..=4).map(player).collect(),
            total_rounds: Some(5),
            prohibited: groups
                .iter()
                .map(|g| ProhibitedPairing {
                    first_round: 1,
                    last_round: 2,
                    players: g.iter().map(|&n| pn(n)).collect(),
                })
                .collect(),
            ..Event::default()
        }
    }

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

    #[test]
    fn a_hand_made_board_that_breaks_a_prohibition_is_flagged() {
        let input = round_input(&event(&[&[1, 2]]), 1);
        let proposal = RoundPairing {
            boards: vec![Board { white: pn(1), black: pn(2) }, Board { white: pn(3), black: pn(4) }],
            bye: None,
        };
        assert_eq!(warnings(&input, &proposal), vec![Warning::Prohibited { white: pn(1), black: pn(2) }]);
    }
}
