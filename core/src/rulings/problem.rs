//! Why an event of a game's log cannot happen under the Laws, as data: the
//! English text of `arbiter rulings replay` errors, and a message key with
//! arguments for the app's languages.

use super::decision::{code, name};
use crate::chess::MoveError;
use crate::clock::ClockError;
use shakmaty::Color;

/// What is wrong with one event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// An event before the one listed before it.
    OutOfOrder,
    /// The game has already ended.
    GameOver,
    /// A default-time ruling before the default time has run out.
    DefaultNotPassed,
    /// A default-time ruling with both players present.
    BothPresent,
    /// A move or illegal move by the player not on move.
    NotToMove {
        /// Who.
        player: Color,
    },
    /// A draw claim by the player not on move (9.2, 9.3).
    ClaimNotOnMove {
        /// Who.
        player: Color,
    },
    /// Accepting an offer that was not made.
    NoOffer {
        /// Who tried to accept.
        player: Color,
    },
    /// A move before the scheduled start.
    MoveBeforeStart,
    /// A move (played or written) that cannot be read or is illegal.
    BadMove {
        /// The move as given.
        text: String,
        /// Why.
        error: MoveError,
    },
    /// A clock operation that does not apply (e.g. resuming a running clock).
    Clock(ClockError),
}

impl Problem {
    /// The problem in English, as the replay reports it.
    pub fn english(&self) -> String {
        match self {
            Problem::OutOfOrder => "events out of order".into(),
            Problem::GameOver => "the game is already over".into(),
            Problem::DefaultNotPassed => "the default time has not passed yet".into(),
            Problem::BothPresent => "both players are present".into(),
            Problem::NotToMove { player } => format!("{} is not to move and cannot complete a move", name(*player)),
            Problem::ClaimNotOnMove { player } => {
                format!("only the player having the move may claim a draw, not {}", name(*player))
            }
            Problem::NoOffer { player } => format!("{} has no draw offer to accept", name(*player)),
            Problem::MoveBeforeStart => "a move before the scheduled start".into(),
            Problem::BadMove { text, error } => format!("{text}: {error}"),
            Problem::Clock(e) => e.to_string(),
        }
    }

    /// The message key (`problem-…`) and its arguments (`player`: `white` or
    /// `black`). A bad move has none: say it with the move error's own text.
    pub fn message(&self) -> (&'static str, Vec<(&'static str, String)>) {
        match self {
            Problem::OutOfOrder => ("problem-out-of-order", Vec::new()),
            Problem::GameOver => ("problem-game-over", Vec::new()),
            Problem::DefaultNotPassed => ("problem-default-not-passed", Vec::new()),
            Problem::BothPresent => ("problem-both-present", Vec::new()),
            Problem::NotToMove { player } => ("problem-not-to-move", vec![("player", code(*player))]),
            Problem::ClaimNotOnMove { player } => ("problem-claim-not-on-move", vec![("player", code(*player))]),
            Problem::NoOffer { player } => ("problem-no-offer", vec![("player", code(*player))]),
            Problem::MoveBeforeStart => ("problem-move-before-start", Vec::new()),
            Problem::BadMove { .. } => ("problem-bad-move", Vec::new()),
            Problem::Clock(ClockError::Backwards) => ("problem-clock-backwards", Vec::new()),
            Problem::Clock(ClockError::NotRunning) => ("problem-clock-not-running", Vec::new()),
            Problem::Clock(ClockError::AlreadyRunning) => ("problem-clock-running", Vec::new()),
        }
    }
}
