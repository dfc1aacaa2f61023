//! The chess rules layer: positions, moves and notation come from shakmaty;
//! the game record, outcomes, repetition and claim rules, FEN validation and
//! PGN are ours, as the FIDE Laws of Chess define them.

pub mod chess960;
pub mod feed;
pub mod fen;
pub mod game;
pub mod notation;
pub mod pgn;
pub mod termination;

pub use chess960::Chess960;
pub use game::{Game, GameEnd, PlayError, PlayedMove, PositionKey, RuleState};
pub use notation::{Illegal, MoveError, SanStyle};
pub use termination::Termination;
