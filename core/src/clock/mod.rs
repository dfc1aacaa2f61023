//! Time controls and the game clock (FIDE Laws, article 6). Time comes in as
//! data; nothing here reads the system clock.

pub mod game_clock;
pub mod time_control;

pub use game_clock::{ClockError, GameClock, Millis};
pub use time_control::{
    Delay, DelayKind, GameMode, ParseTimeControlError, Period, TimeControl, written_as_minutes_and_seconds,
};
