//! The FIDE Dutch system (C.04.3, rules in force since 1 February 2026) as a
//! sequence of maximum-weight matchings, the formulation the FIDE-endorsed
//! engine bbpPairings uses: every criterion is a bit field of the edge weight
//! (absolute and completion criteria highest), and the brackets are settled
//! top-down by freezing decisions in the order the rules generate candidates.
//! The `dutch` and `dutch-special` vectors (tests/vectors) are its output;
//! this module must give exactly the same pairings.

mod bracket_graph;
mod by_hand;
mod check;
mod colours;
mod engine;
mod event_input;
mod explain;
mod layout;
mod next_round;
mod player;
mod recheck;
mod unpairable;

pub use by_hand::starting_point;
pub use check::{Warning, colours_against_both, warnings};
pub use colours::ColourRule;
pub use engine::{NoValidPairing, Progress, pair_round, pair_round_reporting};
pub use event_input::{recorded_round, round_input};
pub use explain::{BoardWhy, ByeWhy, ColourReason, Float, FloatReason, RoundWhy, explain};
pub use next_round::record;
pub use player::{Entry, MatchScore, PlayerHistory, RoundInput};
pub use recheck::paired_otherwise;
pub use unpairable::blocking_prohibitions;

use crate::tournament::PairingNumber;

/// One board of a round pairing, by starting rank (pairing number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    /// White's starting rank.
    pub white: PairingNumber,
    /// Black's starting rank.
    pub black: PairingNumber,
}

/// A round pairing: the boards and the pairing-allocated bye, if any.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    /// The boards in publication order (C.04.2 3.6).
    pub boards: Vec<Board>,
    /// Who gets the pairing-allocated bye.
    pub bye: Option<PairingNumber>,
}
