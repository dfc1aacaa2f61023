//! Why a game ended: one vocabulary for the game record's own endings, the
//! replay of the arbiter's log, the stored game and PGN's Termination tag.

use serde::{Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// Why a game ended, by the Laws of Chess or by the arbiter's ruling.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Termination {
    /// Checkmate (5.1.1).
    Checkmate,
    /// Resignation (5.1.2).
    Resignation,
    /// Stalemate (5.2.1).
    Stalemate,
    /// A dead position (5.2.2): neither side can checkmate.
    DeadPosition,
    /// Agreement between the players (5.2.3).
    Agreement,
    /// A player absent when the default time passed (6.7.1).
    Default,
    /// The flag fell (6.9).
    Timeout,
    /// The second illegal move of a player (7.5.5).
    IllegalMoves,
    /// A correct claim of threefold repetition (9.2).
    ThreefoldRepetition,
    /// A correct claim under the 50-move rule (9.3).
    FiftyMoves,
    /// The same position for the fifth time (9.6.1).
    FivefoldRepetition,
    /// 75 moves by each side without a capture or pawn move (9.6.2).
    SeventyFiveMoves,
    /// A loss that cannot be given: the opponent cannot checkmate (5.2.2, 6.9).
    OpponentCannotMate,
    /// Whether the opponent can still mate is not proved either way: the arbiter decides.
    ArbiterToDecide,
}

/// A stored termination code that is not one of ours.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown termination {0:?}")]
pub struct UnknownTermination(pub String);

impl Termination {
    /// Every termination.
    pub const ALL: [Termination; 14] = [
        Termination::Checkmate,
        Termination::Resignation,
        Termination::Stalemate,
        Termination::DeadPosition,
        Termination::Agreement,
        Termination::Default,
        Termination::Timeout,
        Termination::IllegalMoves,
        Termination::ThreefoldRepetition,
        Termination::FiftyMoves,
        Termination::FivefoldRepetition,
        Termination::SeventyFiveMoves,
        Termination::OpponentCannotMate,
        Termination::ArbiterToDecide,
    ];

    /// The snake_case code: stored, written by the replay, and naming the
    /// message that explains it.
    pub fn code(self) -> &'static str {
        match self {
            Termination::Checkmate => "checkmate",
            Termination::Resignation => "resignation",
            Termination::Stalemate => "stalemate",
            Termination::DeadPosition => "dead_position",
            Termination::Agreement => "agreement",
            Termination::Default => "default",
            Termination::Timeout => "timeout",
            Termination::IllegalMoves => "illegal_moves",
            Termination::ThreefoldRepetition => "threefold_repetition",
            Termination::FiftyMoves => "fifty_moves",
            Termination::FivefoldRepetition => "fivefold_repetition",
            Termination::SeventyFiveMoves => "seventy_five_moves",
            Termination::OpponentCannotMate => "opponent_cannot_mate",
            Termination::ArbiterToDecide => "arbiter_to_decide",
        }
    }

    /// PGN's Termination tag (PGN standard 9.8.1).
    pub fn pgn_tag(self) -> &'static str {
        match self {
            Termination::ArbiterToDecide => "unterminated",
            Termination::Timeout => "time forfeit",
            Termination::Default => "abandoned",
            Termination::IllegalMoves => "rules infraction",
            _ => "normal",
        }
    }

    /// A stored termination: empty while the game goes on. The spellings the
    /// game record stored before there was one vocabulary still read.
    pub fn from_stored(code: &str) -> Result<Option<Termination>, UnknownTermination> {
        match code {
            "" => Ok(None),
            "seventyfive" => Ok(Some(Termination::SeventyFiveMoves)),
            "fivefold" => Ok(Some(Termination::FivefoldRepetition)),
            "insufficient_material" => Ok(Some(Termination::DeadPosition)),
            other => other.parse().map(Some),
        }
    }
}

impl FromStr for Termination {
    type Err = UnknownTermination;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Termination::ALL.into_iter().find(|t| t.code() == s).ok_or_else(|| UnknownTermination(s.to_string()))
    }
}

impl fmt::Display for Termination {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl Serialize for Termination {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip_and_old_spellings_read() {
        for t in Termination::ALL {
            assert_eq!(t.code().parse::<Termination>(), Ok(t));
            assert_eq!(Termination::from_stored(t.code()), Ok(Some(t)));
        }
        assert_eq!(Termination::from_stored("seventyfive"), Ok(Some(Termination::SeventyFiveMoves)));
        assert_eq!(Termination::from_stored("fivefold"), Ok(Some(Termination::FivefoldRepetition)));
        assert_eq!(Termination::from_stored("insufficient_material"), Ok(Some(Termination::DeadPosition)));
        assert_eq!(Termination::from_stored(""), Ok(None));
        assert!(Termination::from_stored("stalemated").is_err());
    }
}
