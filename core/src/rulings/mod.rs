//! Arbiter rulings under the FIDE Laws of Chess: lateness and default time
//! (6.7), flag fall (6.8-6.9), illegal moves (7.5), draw claims, offers and
//! agreement (9.1-9.5), resignation, and whether a side can still mate — as
//! pure functions of a game's event log with its timestamps.

pub mod decision;
pub mod incident;
pub mod mate;
pub mod problem;
pub mod replay;
#[cfg(test)]
mod tests;

pub use mate::{MateAbility, can_checkmate, is_dead_position};
pub use replay::{Incident, Live, Replay, ReplayError, replay, replay_at};
