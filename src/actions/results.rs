//! Entering a board's result: only on a published round's game, and only on
//! the board as the arbiter saw it (its version), so that two arbiters
//! entering results at once never overwrite each other unseen.

use crate::db::models::{BoardRow, TournamentRow};
use crate::tournament::{BoardResult, GameResult};

/// Why a result cannot be entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultRefusal {
    /// The board is not in a published round (a proposed round's boards get
    /// results once it is published).
    NotPublished,
    /// A bye has no result to enter.
    Bye,
    /// The board changed since the arbiter read it; `current` is its result now.
    ChangedMeanwhile {
        /// What the board holds now.
        current: BoardResult,
    },
}

/// A result to store on a board, checked.
#[derive(Debug, Clone, Copy)]
pub struct ResultEntry<'a> {
    /// The board as read.
    pub board: &'a BoardRow,
    /// The result entered.
    pub result: GameResult,
}

impl ResultEntry<'_> {
    /// Whether storing it changes anything.
    pub fn changes(&self) -> bool {
        BoardResult::Game(self.result) != self.board.result
    }
}

/// Checks `result` for `board`, which the arbiter saw at `version`.
pub fn enter_result<'a>(
    t: &TournamentRow,
    board: &'a BoardRow,
    version: i32,
    result: GameResult,
) -> Result<ResultEntry<'a>, ResultRefusal> {
    if board.round > t.paired_rounds {
        return Err(ResultRefusal::NotPublished);
    }
    if board.black_id.is_none() {
        return Err(ResultRefusal::Bye);
    }
    if version != board.version {
        return Err(ResultRefusal::ChangedMeanwhile { current: board.result });
    }
    Ok(ResultEntry { board, result })
}
