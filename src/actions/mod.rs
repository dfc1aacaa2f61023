//! The arbiter's actions on a tournament. Each takes what is stored about
//! the tournament (loaded by [`StoredEvent::load`]) and returns the change to
//! store, or a typed refusal that the web layer turns into a message in the
//! visitor's language. No action writes: the handler stores the change in
//! the same transaction it loaded the tournament in.

pub mod audit;
mod defaults;
mod draft;
mod failed;
mod game;
mod numbering;
mod pairing;
mod pairing_input;
pub mod pairing_rules;
mod players;
mod results;
pub mod standings;
mod stored_event;

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
    MAX_PLAYERS_PER_EVENT, PlayerRefusal, PublishedGames, Withdrawal, late_entry_numbers, published_games, room_for,
    withdraw,
};
pub use results::{ResultEntry, ResultRefusal, enter_result};
pub use stored_event::StoredEvent;
