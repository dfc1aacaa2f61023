//! arbiter: chess tournaments run the way a FIDE arbiter runs them.
//!
//! Four layers, each calling only the ones below it:
//!
//! * **Core**, the crate `arbiter-core` (core/), re-exported here under
//!   its modules' names (pure: no database, no HTTP, no clock reads; its
//!   dependencies hold no database or web crate). `tournament` is
//!   the vocabulary (colours, points, results, byes, scoring, titles, and
//!   the [`tournament::Event`] record of players and their rounds, the one
//!   input of every computation on a tournament); `pairing` (Berger tables,
//!   the Dutch system), `standings` (ranking, C.07 tie-breaks, crosstables;
//!   prizes from the ranking) and `rating` (rating change, norms; rating
//!   lists, one module per format) read it; `trf` reads FIDE's files into
//!   it and writes them from it; `chess`, `clock` and `rulings` are the Laws
//!   of Chess for one game (moves, clocks, claims, incident replay).
//! * **Storage**: `db` maps rows (SQLite or PostgreSQL, one schema) to and
//!   from core types; coded columns are read and written as the core's enums.
//! * **Actions**: `actions`, the arbiter's actions, one function each: they
//!   load what they need, call the core, write in the caller's transaction
//!   and record the audit log's typed entries ([`actions::audit`]), or
//!   return a typed refusal.
//! * **Edges**: `web` (actix-web handlers in one folder per area: authorize,
//!   parse, call an action in one transaction, render askama templates in
//!   English or Russian) and `cli` (the `arbiter` command: serve, migrate,
//!   users, and the core on files).

pub mod actions;
pub mod auth;
pub mod cli;
pub mod config;
pub mod db;
pub mod list_updates;
pub mod mail;
pub mod private_files;
pub mod spool;
pub mod web;

/// The core, a crate of its own (`arbiter-core`, in core/), under the names
/// the app has always used: `crate::pairing`, `crate::tournament`, ...
pub use arbiter_core::{chess, clock, pairing, rating, rulings, standings, text, tournament, trf};
