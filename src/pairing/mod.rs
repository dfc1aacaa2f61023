//! Pairing systems: round robin by the FIDE Berger tables (C.05 Annex 1) and
//! the Swiss Dutch system (C.04.3), on a maximum-weight matching.

pub mod board_order;
pub mod dutch;
pub mod matching;
pub mod round_robin;
pub mod wide;
