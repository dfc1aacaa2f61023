//! arbiter: chess tournaments run the way a FIDE arbiter runs them.
//!
//! The core modules (`tournament`, `pairing`, `standings`, `clock`) take plain
//! data and return plain data. `db` maps rows to them; `web` serves them; `cli`
//! is the command line.

pub mod auth;
pub mod chess;
pub mod cli;
pub mod clock;
pub mod config;
pub mod db;
pub mod pairing;
pub mod rating;
pub mod rulings;
pub mod standings;
pub mod tournament;
pub mod trf;
pub mod web;
