//! A board's recorded game and the arbiter's log of it: every change to a
//! game is one action ([`change_game`]), which checks it under the Laws
//! ([`GameState`]: the move, take-back, start position, PGN, the clock's
//! start, a logged event, a withdrawn entry, a corrected move time), stores
//! it with its audit entries, and stores the result it gives through
//! [`crate::actions::set_result`]. The round's default-time step and its
//! "everyone present" are actions on several boards ([`rule_defaults`],
//! [`record_arrivals`]).

mod defaults;
mod round;
mod state;
mod store;

pub use defaults::{Attendance, DefaultsRefusal, RoundAttendance};
pub use round::{RoundLogRefusal, record_arrivals, round_attendance, rule_defaults};
pub use state::{GameChange, GameRefusal, GameState, Ruled, replayed, rule};
pub use store::{BoardGame, GameInput, change_game, in_zone};
