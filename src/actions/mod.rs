//! The arbiter's actions on a tournament, one function each, in two kinds:
//!
//! * **Actions that write** take a connection inside the caller's
//!   transaction and typed input, check the rules, write through `db`,
//!   record their [`audit`] entries and return a typed outcome, or fail with
//!   [`Failed`]: a typed refusal (worded by the web layer) or a storage
//!   error. [`accounts`] (setup, sign-in, passwords, two-step sign-in, the
//!   admin's changes), [`players`] (entries, CSV imports, edits,
//!   withdrawals, deletions, rating refreshes), [`rating_lists`],
//!   [`rounds`] (pairing a round and its job, changes to a proposed round,
//!   publishing, taking a round back, requested byes, pairing rules),
//!   results ([`set_result`]: the one way a board's result is entered, with
//!   the one conflict rule documented in its module) and a board's game
//!   ([`change_game`]: a move, a take-back, the start position, a PGN, the
//!   clock, the arbiter's log and its rulings; [`rule_defaults`] and
//!   [`record_arrivals`] on a round's boards) and team events ([`teams`]:
//!   their settings, teams and rosters) are of this kind.
//! * **Deciding actions** take what is stored about the tournament (loaded
//!   by [`StoredEvent::load`]) or a board's game ([`GameState`]) and return
//!   the change to store or a typed refusal, without writing: pairing a
//!   round, changes to a proposed round and publishing (which [`rounds`]
//!   calls), the game's rules ([`GameState`]) and the round's attendance
//!   ([`RoundAttendance`]), which the actions above store.

pub mod accounts;
pub mod audit;
pub mod chess960;
mod draft;
pub mod entries;
mod failed;
#[cfg(test)]
mod fixture;
mod games;
mod numbering;
mod pairing;
mod pairing_input;
pub mod pairing_numbers;
pub mod pairing_rules;
mod players;
pub mod point_adjustments;
pub mod rating_corrections;
pub mod rating_lists;
pub mod rating_method;
pub mod rating_report;
mod results;
pub mod rounds;
pub mod self_service;
pub mod standings;
mod stored_event;
pub mod teams;
pub mod tournaments;
pub mod undo;
pub mod warnings;

pub use draft::{
    AgainstEngine, DraftRefusal, DraftReview, Freshness, PAIRED_BY_HAND, Publication, PublishConfirmed, Reseat, Seat,
    exchange_colours, exchange_players, pairing_text, publish, review,
};
pub use failed::{Failed, refuse};
pub use games::{
    Attendance, BoardGame, DefaultsRefusal, GameChange, GameInput, GameRefusal, GameState, RoundAttendance,
    RoundLogRefusal, Ruled, change_game, in_zone, record_arrivals, replayed, round_attendance, rule, rule_defaults,
};
pub use numbering::{NumberedPlayer, numbered, seeding_key};
pub use pairing::{
    PairRefusal, ProposedRound, RoundRobinSchedule, explain_round, next_round_input, pair_round_robin, propose_round,
    propose_round_reporting, round_robin_boards, round_robin_players, start_round_by_hand,
};
pub use pairing_input::{InputPart, PairingInput};
pub use players::{
    LaterRatingEntry, MAX_PLAYERS_PER_EVENT, MAX_RATING, NewEntry, PlayerEdit, PlayerRefusal, PublishedChoice,
    PublishedGame, PublishedGames, Refresh, Withdraw, Withdrawal, Withdrawn, add_player, add_player_by, delete_player,
    has_recorded_games, import_players, list_month, may_enter, numbers_late_entries, published_games, rating_for,
    ratings_fixed, refresh_ratings, refreshes, refreshes_of, room, room_for, set_hpb_ineligible, set_later_rating,
    update_player, withdraw, withdraw_player,
};
pub use results::{
    ADJOURNED_REASON, NewResult, ResultRefusal, ResultSet, adjourn_missing, asks_to_confirm_correction,
    breaks_adjournment, check_result, enter_reported_result, is_correction, set_result,
};
pub use stored_event::StoredEvent;
