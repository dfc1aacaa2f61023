//! The arbiter's actions on a whole tournament: creating one by hand or
//! from a TRF file, changing its settings, naming a deputy arbiter, and
//! archiving, restoring or deleting it. Each runs inside the caller's
//! transaction, writes through `crate::db` and records its audit entries;
//! a rule that says no is a [`TournamentRefusal`].

mod arbiters;
mod create;
mod fide_mode;
#[cfg(test)]
mod on_a_database;
mod removal;
mod settings;
mod trf_import;

pub use arbiters::{add_arbiter, remove_arbiter};
pub use create::create_tournament;
pub use fide_mode::{
    ConfigurationChange, PairingSetting, configuration_changes, leave_fide_mode, record_breach, round_in_play,
};
pub use removal::{archive_tournament, delete_tournament, restore_tournament};
pub use settings::{TournamentInput, mode_in_force, schedule_lines, update_settings};
pub use trf_import::{ImportAsked, ImportDefault, import_defaults, import_trf};

use crate::clock::GameMode;

/// Why an action on a tournament was refused; nothing was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentRefusal {
    /// The pairing system cannot change once a round is paired.
    SystemLocked,
    /// The time control makes the event play by another game mode
    /// (`before` → `after`), which the arbiter has not confirmed.
    ModeChange {
        /// The mode in force; none for a new event.
        before: Option<GameMode>,
        /// The mode the control would switch the event to.
        after: GameMode,
    },
    /// Someone else saved the settings first (a lost race).
    Conflict,
    /// No account has the name typed for a deputy arbiter.
    NoSuchAccount,
    /// The name typed is not one of the tournament's deputy arbiters.
    NotADeputy,
    /// The tournament's name, typed to confirm, is not its name.
    NameMismatch,
    /// The TRF file lists no player.
    NoPlayers,
    /// The TRF file lists more players than an event may hold
    /// ([`crate::actions::MAX_PLAYERS_PER_EVENT`]); `room` is how many it may.
    TooManyPlayers {
        /// How many players the event may hold.
        room: usize,
    },
    /// A tournament of the file's name and dates exists and importing it
    /// again was not asked for.
    AlreadyImported,
    /// The Dutch system pairs these imported rounds otherwise, and importing
    /// them (recorded for FIDE) was not confirmed (Level 3, checklist Q55).
    ImportPairedOtherwise(Vec<usize>),
    /// The file is a team event's (records 310): imported as an individual
    /// event it would lose its teams, matches and line-ups.
    TeamFile,
    /// The event has left FIDE mode already (for good).
    FideModeLeft,
    /// FIDE mode refuses this scoring (checklist Q74, Q81, Q83; Level 5).
    FideScoring(crate::tournament::ScoringProblem),
    /// Settings that pair or score change once a round is paired, which in
    /// FIDE mode needs the arbiter's two-step confirmation (Level 4).
    ConfigurationUnconfirmed {
        /// The changes, to state before the second step.
        changes: Vec<ConfigurationChange>,
        /// The paired rounds the Dutch system pairs otherwise under the
        /// new settings (a Level-3 warning inside the Level-4 one).
        paired_otherwise: Vec<u32>,
    },
}
