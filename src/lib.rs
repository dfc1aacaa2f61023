//! arbiter: chess tournaments run the way a FIDE arbiter runs them.
//!
//! Three layers, each calling only the one below it:
//!
//! * **Core** (pure: no database, no HTTP, no clock reads). `tournament` is
//!   the vocabulary (colours, points, results, byes, scoring, and the
//!   [`tournament::Event`] record of players and their rounds, the one
//!   input of every computation on a tournament); `pairing` (Berger tables,
//!   the Dutch system), `standings` (ranking, C.07 tie-breaks, crosstables;
//!   prizes from the ranking) and `rating` (rating change, norms; rating
//!   lists) read it; `trf` reads FIDE's files into it and writes them from
//!   it; `chess`, `clock` and `rulings` are the Laws of Chess for one
//!   game (moves, clocks, claims, incident replay).
//! * **Storage**: `db` maps rows (SQLite or PostgreSQL, one schema) to and
//!   from core types, each write in one transaction.
//! * **Edges**: `web` (actix-web handlers: authorize, parse, call the core,
//!   render askama templates in English or Russian) and `cli` (the `arbiter`
//!   command: serve, migrate, users, and the core on files).

pub mod actions;
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
pub mod text;
pub mod tournament;
pub mod trf;
pub mod web;

/// The reference vectors kept in tests/vectors, for the unit tests.
#[cfg(test)]
#[path = "../tests/vectors/reader.rs"]
pub(crate) mod vectors;
