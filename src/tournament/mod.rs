//! The tournament as plain data: points, results, scoring systems, players'
//! FIDE order. Pairing, standings and TRF all share these types.

mod pairing;
mod points;
mod result;
mod scoring;
mod seeding;
mod system;

pub use pairing::{Pairing, PlayerRound};
pub use points::Points;
pub use result::{ByeKind, GameResult, Outcome, ParseResultError};
pub use scoring::Scoring;
pub use seeding::{SeedingKey, Title, fide_order};
pub use system::System;
