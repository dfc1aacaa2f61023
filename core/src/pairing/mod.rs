//! Pairing systems: round robin by the FIDE Berger tables (C.05 Annex 1), for
//! players and for teams, the Swiss Team Pairing System (C.04.6), and
//! the Swiss Dutch system (C.04.3), on a maximum-weight matching.

pub mod board_order;
pub mod dutch;
pub mod matching;
pub mod round_robin;
pub mod team_round_robin;
pub mod team_swiss;
pub mod wide;
