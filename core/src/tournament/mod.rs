//! The tournament as plain data, the vocabulary every other core module
//! speaks: colours, points, results, byes, scoring systems, players' titles,
//! sexes, birth dates and FIDE order, and the [`Event`] record that pairing,
//! standings, tie-breaks, crosstables, rating changes and norms read and TRF
//! files are read into and written from.

mod acceleration;
mod adjustment;
mod fide_mode;
mod pairing;
mod pairing_number;
mod player;
mod points;
pub(crate) mod record;
mod result;
mod scoring;
mod seeding;
mod system;
pub mod team;

pub use acceleration::{
    Acceleration, ProhibitedPairing, SharedRule, VirtualPoints, baku, baku_group_a_size, virtual_points,
};
pub use adjustment::{MOST_ADJUSTED, PointAdjustment, adjusted_in, adjusted_through};
pub use fide_mode::{Breach, BreachKind, FideMode, ScoringProblem, WarningLevel};
pub use pairing::{Pairing, PlayerRound, completed_rounds, rounds_to_pair_from};
pub use pairing_number::PairingNumber;
pub use player::{BirthDate, ParseBirthDateError, ParseSexError, Sex};
pub use points::Points;
pub use record::{Event, EventPlayer, LaterRating, RoundError, RoundProblem, RoundRecord, RoundResult};
pub use result::{BoardResult, ByeKind, GameResult, Outcome, ParseResultError};
pub use scoring::Scoring;
pub use seeding::{ParseTitleError, RatingMethod, SeedingKey, TieOrder, Title, fide_order, with_late_entries};
pub use system::System;

/// A player's colour in a game (shakmaty's, shared with the game record).
pub use shakmaty::{ByColor, Color};
