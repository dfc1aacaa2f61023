//! The checker an arbiter sees when changing a proposed round by hand: which
//! absolute criteria of C.04.3 the changed pairing breaks ([C1] no rematch,
//! [C2] no second pairing-allocated bye, [C3] colour limits) and which
//! present players it leaves out.

use super::player::{Player, RoundInput, derive};
use super::{Board, RoundPairing};
use crate::tournament::{Color, PairingNumber};

/// One broken rule in a proposed round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// [C1]: the two players have already played each other (or may not meet).
    Rematch {
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
        if input.have_met(w, b) {
            out.push(Warning::Rematch { white, black });
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
