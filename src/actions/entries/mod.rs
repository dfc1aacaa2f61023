//! Online entry (issue 56): a player enters an event through its public
//! entry form, while the event's self-service settings
//! ([`crate::db::self_service`]) keep entry open. An entry is refused,
//! with nothing stored, when entry is closed, the event full or archived,
//! the player registered or entered already, or too many entries came from
//! one address; otherwise it is stored open. With automatic acceptance the
//! player is registered at once, else when an arbiter accepts the entry.
//! Either way the player is registered by the arbiter's own action
//! ([`crate::actions::add_player_by`]), so the checks and the pairing
//! numbers of late entries are the same as for a player added by hand.

mod decide;
mod listed;
mod rules;
mod submit;

pub use decide::{AcceptedAll, accept_all, accept_entry, refuse_entry};
pub use listed::{listed, player_fields};
pub use rules::{
    Candidate, ENTRIES_PER_ADDRESS, ENTRY_RULE, ENTRY_WINDOW, closed, duplicate, entry_limit, name_key, room,
    same_person, throttled,
};
pub use submit::{Entered, EntryInput, entry_refused, submit_entry};

use crate::actions::PlayerRefusal;
use crate::db::entries::EntryState;
use chrono::NaiveDateTime;

/// Why an online entry, or an arbiter's decision on one, is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryRefusal {
    /// The event does not take entries online (entry is not open).
    NotOpen,
    /// Online entry closed at this time (UTC).
    ClosedAt {
        /// When entry closed.
        closes: NaiveDateTime,
    },
    /// The event is archived: read-only.
    Archived,
    /// The event holds as many players, with the entries waiting, as it
    /// takes (`limit`: the event's own limit, or the app's).
    Full {
        /// The most players the event takes.
        limit: usize,
    },
    /// A round robin is scheduled once paired: no new players.
    RoundRobinFixed,
    /// The player is registered already (as `name`).
    AlreadyRegistered {
        /// The registered player's name.
        name: String,
    },
    /// The player entered already and the entry waits for the arbiter.
    AlreadyEntered {
        /// The name of the entry waiting.
        name: String,
    },
    /// Too many entries were sent from this address lately: the next
    /// one is taken in `minutes`.
    TooMany {
        /// Minutes to wait.
        minutes: u64,
    },
    /// No name was given, and the FIDE ID given (if any) is not in the
    /// imported FIDE list to give one.
    NameMissing,
    /// The event has no such entry.
    UnknownEntry,
    /// The entry was decided already: nothing changed.
    Decided {
        /// The entry's name.
        name: String,
        /// How it was decided.
        state: EntryState,
    },
    /// Registering the player was refused for another reason of the
    /// arbiter's own action.
    Registration(PlayerRefusal),
    /// The reason given for refusing the entry is not one short line
    /// ([`crate::actions::self_service::checked_reason`]).
    Reason(crate::text::TextProblem),
}

impl EntryRefusal {
    /// The refusal of an online entry for a refusal of the registration
    /// action: the same person registered, no room, a round robin fixed.
    fn of_registration(refusal: PlayerRefusal) -> EntryRefusal {
        match refusal {
            PlayerRefusal::SamePerson { name } | PlayerRefusal::SentTwice { name } => {
                EntryRefusal::AlreadyRegistered { name }
            }
            PlayerRefusal::RoundRobinFixed => EntryRefusal::RoundRobinFixed,
            PlayerRefusal::EventFull { .. } => EntryRefusal::Full { limit: crate::actions::MAX_PLAYERS_PER_EVENT },
            other => EntryRefusal::Registration(other),
        }
    }
}
