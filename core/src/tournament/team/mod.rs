//! Team events on the one tournament model: the players and their games
//! stay an [`Event`](super::Event) (each player's board results are the
//! player's rounds), and a team event adds the teams (pairing number,
//! name, strength, roster in board order) and what only teams have: the
//! match-point system (TRF-2026 record 362), the pairing-allocated bye's
//! worth (320), the board colours (352), forfeited matches (330),
//! absent teams (240) and line-ups out of roster order or with a board left
//! empty (300). From them [`TeamEvent::history`] reads each team's
//! matches round by round: the boards, the game points, the match points,
//! and whether the match was played (C.04.6: one board played is enough).

mod event;
#[cfg(test)]
pub(crate) mod fixtures;
mod lineup;
mod matches;
mod roster;
mod scoring;
mod system;

pub use event::{ForfeitedMatch, TeamAbsence, TeamError, TeamEvent, TeamProblem, Teams};
pub use lineup::{LineUp, LineUpError, SeatedBoard, TeamLineUp, seat_boards, seat_match};
pub use matches::{BoardGame, MatchKind, MatchOutcome, TeamRound};
pub use roster::Team;
pub use scoring::{MatchScoring, PabScore, Score};
pub use system::{ColourModel, TeamSystem};
