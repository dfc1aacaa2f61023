//! FIDE ratings and titles: rating lists (reading FIDE's and national
//! files), the rating change of an event (Handbook B.02) and title norms (B.01).
//!
//! Like the other core modules it takes plain data and returns plain data.

pub mod change;
pub mod event;
pub mod list;
pub mod list_format;
pub mod norm_event;
pub mod norms;
pub mod sequence;
pub mod source;
