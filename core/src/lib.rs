//! The FIDE rules as a library: a tournament's model and what FIDE's
//! regulations compute from it, exactly as the articles say, with no
//! database, web server or clock reads. Everything takes plain data and
//! returns plain data, so it can be tested alone and used by any program.
//!
//! * [`tournament`]: the vocabulary (colours, points, results, byes,
//!   scoring, titles) and the [`tournament::Event`] record of players and
//!   their rounds, the one input of every computation on a tournament.
//! * [`pairing`]: Berger tables (C.05 Annex 1), the Dutch system (C.04.3)
//!   with its score groups, brackets and floaters, and the team Swiss
//!   system (C.04.6).
//! * [`standings`]: the ranking, C.07 tie-breaks (both editions),
//!   crosstables; prizes from the ranking.
//! * [`rating`]: rating change, title norms, FIDE's rating lists.
//! * [`trf`]: FIDE's Tournament Report File, read into an event and written
//!   from one.
//! * [`chess`], [`clock`], [`rulings`]: the Laws of Chess for one game:
//!   moves and the game record (through shakmaty), clocks under a FIDE
//!   time control, claims, and the replay of recorded incidents.
//! * [`text`]: the bounds every name and field read from outside obeys.
//!
//! ```
//! use arbiter_core::pairing::round_robin::berger_table;
//! // Round 1 of a six-player round robin by FIDE's Berger table: 1-6, 2-5, 3-4.
//! assert_eq!(berger_table(6)[0], [(1, 6), (2, 5), (3, 4)]);
//! ```

pub mod chess;
pub mod clock;
pub mod pairing;
pub mod rating;
pub mod rulings;
pub mod standings;
pub mod text;
pub mod tournament;
pub mod trf;

/// The reference vectors kept in the repository's tests/vectors, for the
/// unit tests.
#[cfg(test)]
#[path = "../../tests/vectors/reader.rs"]
pub(crate) mod vectors;
