//! The arbiter's actions on a team event (C.04.6; issue 36): making an event
//! a team event and setting its match rules, entering, editing and
//! withdrawing teams, and building each team's roster in board order. Each
//! writes inside the caller's transaction, records its audit entry and
//! returns [`Done`], or a [`TeamRefusal`] that the web layer words.
//!
//! A team event is the same tournament with teams over it
//! ([`StoredTeams`] loads them beside the stored event as the core's
//! [`crate::tournament::team::Teams`]): the players stay the event's
//! players, each on at most one team's roster.

mod captains;
mod entry;
#[cfg(test)]
mod on_a_database;
mod roster;
mod rounds;
mod settings;
mod stored;
mod tiebreaks;

pub use captains::{CaptainView, captain_line_up, captain_view, renew_captain_link};
pub use entry::{NewTeam, TeamEdit, TeamWithdrawal, add_team, edit_team, withdraw_team};
pub use roster::{RosterChange, change_roster, import_team_players};
pub use rounds::{
    LineUpAuthor, LineUpEntry, MatchForfeit, TeamSwap, discard_team_round, forfeit_match, match_board_rows,
    pair_team_round, publish_team_round, round_stamp, round_warnings, set_line_up, swap_teams, take_back_team_round,
};
pub use settings::{check_settings, create_team_event, default_settings, set_team_settings, update_team_event};
pub use stored::{StoredTeams, first_team_colour};
pub use tiebreaks::{MAX_TEAM_TIEBREAKS, ranking_list, set_team_tiebreaks};

use crate::actions::PlayerRefusal;
use crate::actions::tournaments::TournamentRefusal;
use crate::db::models::TournamentRow;
use crate::db::teams::TeamFields;
use crate::db::{self, DbConnection};
use crate::pairing::team_swiss::TeamPairingError;
use crate::standings::tiebreak::team::UnknownTeamTieBreak;
use crate::text::{self, MAX_NAME, MAX_SHORT_TEXT, TextKind};
use crate::tournament::team::{LineUpError, TeamError};

/// The most teams one event holds.
pub const MAX_TEAMS: usize = 1_000;
/// The most boards a match has.
pub const MAX_BOARDS: i32 = 20;
/// The most players on one roster (boards and reserves).
pub const MAX_ROSTER: usize = 40;
/// The most points (in tenths) a match or the pairing-allocated bye is worth.
pub const MAX_MATCH_POINTS: i32 = 1_000;

/// What an action did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Done {
    /// The change was stored (and logged).
    Changed,
    /// The change was already in place (a button pressed twice): nothing written.
    Unchanged,
}

/// Why an action on a team event was refused; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TeamRefusal {
    /// The tournament's own settings were refused.
    Tournament(TournamentRefusal),
    /// Registering the players of an imported file was refused.
    Players(PlayerRefusal),
    /// The tournament is not a team event.
    NotATeamEvent,
    /// A round is paired (or proposed): the team settings stay as they are.
    RoundPaired,
    /// A setting is outside its bounds (its field name: `boards`, `match_win`...).
    OutOfRange {
        /// The setting.
        field: &'static str,
    },
    /// A draw is worth more than a win, or a loss more than a draw.
    MatchPointsOrder,
    /// Someone changed the team settings since the arbiter read them.
    SettingsChangedMeanwhile,
    /// Teams are registered: the event stays a team event.
    TeamsRegistered,
    /// The team has no name.
    NameMissing,
    /// A text field holds a control character or is too long.
    TextRefused {
        /// The field (`name`, `short_name`, `federation`, `captain`).
        field: &'static str,
    },
    /// Another team of the event has this name.
    NameTaken {
        /// The name.
        name: String,
    },
    /// The form was sent before and entered this team: nothing is added.
    SentTwice {
        /// The team entered by the first sending.
        name: String,
    },
    /// The event holds [`MAX_TEAMS`] teams already.
    TooManyTeams,
    /// A late entry is closed: the round robin is scheduled, or the next
    /// round is paired (proposed) and not yet published.
    EntryClosed,
    /// The event has no such team.
    UnknownTeam,
    /// The event has no such player.
    UnknownPlayer,
    /// The player is not on the team's roster.
    NotOnRoster,
    /// Someone changed the team (or its roster) since the arbiter read it.
    ChangedMeanwhile,
    /// The player is on another team's roster (named).
    OnAnotherTeam {
        /// The other team.
        team: String,
    },
    /// A player of the team has been paired: its board order stays.
    RosterFixed,
    /// The roster holds [`MAX_ROSTER`] players already.
    RosterFull,
    /// No such place in the roster.
    PlaceOutOfRange,
    /// A team is withdrawn from a round not yet paired: `first` is the
    /// first such round, `last` the event's last.
    WithdrawalRound {
        /// The first round it can miss.
        first: i32,
        /// The event's last round.
        last: i32,
    },
    /// The round offered was paired meanwhile (or a proposed round waits),
    /// by the last author of the audit log if known.
    PairedMeanwhile {
        /// The round offered.
        round: i32,
        /// Who changed the tournament last.
        by: Option<String>,
    },
    /// Every round of the event is paired.
    AllRoundsPaired,
    /// Results of the last round are missing.
    ResultsPending {
        /// The round.
        round: i32,
    },
    /// Fewer than two teams can play the round.
    TooFewTeams,
    /// The teams' rounds cannot be read from the boards (a board edited by hand).
    Unreadable(TeamError),
    /// C.04.6 leaves no pairing of the round.
    Unpairable(TeamPairingError),
    /// The team has no match in the round (not paired, or the bye).
    NoMatch,
    /// The line-up breaks the rules: the core's problem and the players it
    /// names (the player, and for the roster order the one listed higher).
    LineUp {
        /// What is wrong.
        problem: LineUpError,
        /// The player named.
        player: String,
        /// The other player named (the roster order), else empty.
        other: String,
    },
    /// A board of the match has a result or a recorded game: its line-ups stay.
    MatchPlayed,
    /// The tournament is archived: read-only.
    Archived,
    /// The round is not published yet.
    RoundNotPublished,
    /// No proposed round waits.
    NoProposedRound,
    /// Only the last published round can be taken back.
    NotLastRound,
    /// The two teams to swap are in the same match.
    SameMatch,
    /// The teams a swap would pair met before ([C1]) and the arbiter did
    /// not confirm the rematch.
    MetBefore {
        /// The first-named team of the match.
        first: String,
        /// The other team.
        second: String,
    },
    /// The proposed round changed since the arbiter read it.
    RoundChangedMeanwhile,
    /// A round robin's matches are its Berger table's: none is changed by hand.
    BergerTable,
    /// A team tie-break code is not one of C.07's.
    TieBreak(UnknownTeamTieBreak),
    /// The tie-break list holds more than [`MAX_TEAM_TIEBREAKS`] codes.
    TooManyTieBreaks,
    /// No team of the event has this captain link (a wrong or renewed
    /// one), or captains do not enter line-ups in this event.
    NoCaptainLink,
}

/// The first round not yet paired: none proposed, none published (a team
/// can be withdrawn from it on).
pub fn first_open_round(conn: &mut DbConnection, t: &TournamentRow) -> Result<i32, diesel::result::Error> {
    let next = t.paired_rounds + 1;
    let proposed = !db::boards::for_round(conn, t.id, next)?.is_empty();
    Ok(if proposed { next + 1 } else { next })
}

/// Checks a team's fields: a name, and every field one line of bounded length.
pub(crate) fn check_fields(fields: &TeamFields) -> Result<(), TeamRefusal> {
    if fields.name.trim().is_empty() {
        return Err(TeamRefusal::NameMissing);
    }
    let checks = [
        ("name", &fields.name, MAX_NAME),
        ("short_name", &fields.short_name, MAX_SHORT_TEXT),
        ("federation", &fields.federation, MAX_NAME),
        ("captain", &fields.captain, MAX_NAME),
    ];
    for (field, value, max) in checks {
        if text::check(value, TextKind::Line, max).is_err() {
            return Err(TeamRefusal::TextRefused { field });
        }
    }
    Ok(())
}
