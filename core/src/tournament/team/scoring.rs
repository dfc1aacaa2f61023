//! What a match is worth: match points by the result (TRF-2026 record 362)
//! and the pairing-allocated bye's match and game points (record 320).

use crate::tournament::Points;
use std::fmt;

/// The two scores of a team (C.04.6 art. 1.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Score {
    /// Match points: won, drawn or lost matches.
    Match,
    /// Game points: the sum of the board results.
    Game,
}

impl Score {
    /// The other score.
    pub fn other(self) -> Score {
        match self {
            Score::Match => Score::Game,
            Score::Game => Score::Match,
        }
    }

    /// The letter the tie-break codes write it with (`M`, `G`).
    pub fn letter(self) -> char {
        match self {
            Score::Match => 'M',
            Score::Game => 'G',
        }
    }

    /// The score a code letter names.
    pub fn from_letter(letter: char) -> Option<Score> {
        match letter.to_ascii_uppercase() {
            'M' => Some(Score::Match),
            'G' => Some(Score::Game),
            _ => None,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Score::Match => "MP",
            Score::Game => "GP",
        })
    }
}

/// Match points for a won, drawn and lost match (record 362; FIDE's
/// default 2 / 1 / 0). A match lost by forfeit scores as lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MatchScoring {
    /// A won match (over the board or by forfeit).
    pub win: Points,
    /// A drawn match.
    pub draw: Points,
    /// A lost match.
    pub loss: Points,
}

impl Default for MatchScoring {
    fn default() -> Self {
        MatchScoring { win: Points(20), draw: Points(10), loss: Points::ZERO }
    }
}

/// What the pairing-allocated bye gives a team (record 320; C.04.6 art.
/// 1.4: by default a drawn match).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PabScore {
    /// Match points.
    pub match_points: Points,
    /// Game points.
    pub game_points: Points,
}

impl PabScore {
    /// A drawn match of `boards` boards under `scoring`: the draw's match
    /// points and half of the boards' points.
    pub fn drawn_match(scoring: &MatchScoring, boards: usize) -> PabScore {
        PabScore { match_points: scoring.draw, game_points: Points(5 * boards as i32) }
    }
}
