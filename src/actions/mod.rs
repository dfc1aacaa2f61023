//! The arbiter's actions on a tournament, one function each, in two kinds:
//!
//! * **Actions that write** take a connection inside the caller's
//!   transaction and typed input, check the rules, write through `db`,
//!   record their [`audit`] entries and return a typed outcome, or fail with
//!   [`Failed`]: a typed refusal (worded by the web layer) or a storage
//!   error. [`accounts`] (setup, sign-in, passwords, two-step sign-in, the
//!   admin's changes), [`players`] (entries, CSV imports, edits,
//!   withdrawals, deletions, rating refreshes), [`rating_lists`] and
//!   [`rounds`] (pairing a round and its job, changes to a proposed round,
//!   publishing, taking a round back, requested byes, pairing rules) are of
//!   this kind.
//! * **Deciding actions** take what is stored about the tournament (loaded
//!   by [`StoredEvent::load`]) or a board's game ([`GameState`]) and return
//!   the change to store or a typed refusal, without writing: pairing a
//!   round, changes to a proposed round and publishing (which [`rounds`]
//!   call), entering a result, ruling the round's defaults, changes to a
//!   followed game. The handlers of boards still store their change
//!   themselves in the same transaction; they are the next to become
//!   actions that write.

pub mod accounts;
pub mod audit;
mod defaults;
mod draft;
mod failed;
#[cfg(test)]
mod fixture;
mod game;
mod numbering;
mod pairing;
mod pairing_input;
pub mod pairing_rules;
mod players;
pub mod rating_lists;
mod results;
pub mod rounds;
pub mod standings;
mod stored_event;
pub mod tournaments;

pub use defaults::{Attendance, DefaultsRefusal, RoundAttendance};
pub use draft::{
    DraftRefusal, DraftReview, Freshness, Publication, Reseat, exchange_colours, exchange_players, publish, review,
};
pub use failed::{Failed, refuse};
pub use game::{GameChange, GameRefusal, GameState, Ruled, replayed, rule};
pub use numbering::{NumberedPlayer, numbered, seeding_key};
pub use pairing::{
    PairRefusal, ProposedRound, RoundRobinSchedule, explain_round, next_round_input, pair_round_robin, propose_round,
    propose_round_reporting,
};
pub use pairing_input::{InputPart, PairingInput};
pub use players::{
    MAX_PLAYERS_PER_EVENT, NewEntry, PlayerEdit, PlayerRefusal, PublishedChoice, PublishedGame, PublishedGames,
    Refresh, Withdraw, Withdrawal, Withdrawn, add_player, delete_player, has_recorded_games, import_players,
    late_entry_numbers, published_games, rating_for, ratings_fixed, refresh_ratings, refreshes, room_for,
    update_player, withdraw, withdraw_player,
};
pub use results::{ResultEntry, ResultRefusal, enter_result};
pub use stored_event::StoredEvent;
