//! What an event lets its players do themselves (issue 56): online entry,
//! check-in, bye requests and reported results. No row: nothing.

use super::DbConnection;
use super::ids::TournamentId;
use super::schema::self_service;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// How agreeing reports of a game's result by its two players are used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ReportedResults {
    /// Players do not report results.
    #[default]
    Off,
    /// Agreeing reports are proposed to the arbiter.
    Propose,
    /// Agreeing reports are entered at once, marked as reported.
    Enter,
}

impl ReportedResults {
    /// All three, in the order the settings page offers them.
    pub const ALL: [ReportedResults; 3] = [ReportedResults::Off, ReportedResults::Propose, ReportedResults::Enter];

    /// The stored code: ``, `propose`, `enter`.
    pub fn code(self) -> &'static str {
        match self {
            ReportedResults::Off => "",
            ReportedResults::Propose => "propose",
            ReportedResults::Enter => "enter",
        }
    }

    /// Its name in message keys: `off`, `propose`, `enter`.
    pub fn name(self) -> &'static str {
        match self {
            ReportedResults::Off => "off",
            other => other.code(),
        }
    }

    /// The choice of a stored code (an unknown one: off).
    pub fn read(code: &str) -> ReportedResults {
        ReportedResults::ALL.into_iter().find(|r| r.code() == code).unwrap_or_default()
    }
}

/// An event's self-service settings as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable, Insertable, AsChangeset)]
#[diesel(table_name = self_service)]
#[diesel(treat_none_as_null = true)]
pub struct SelfService {
    /// Online entry is open (until `entry_closes`).
    pub entry_open: bool,
    /// When online entry closes (UTC), if set.
    pub entry_closes: Option<NaiveDateTime>,
    /// The most players online entry admits, if set.
    pub entry_limit: Option<i32>,
    /// Entries are accepted at once, without the arbiter.
    pub entry_auto: bool,
    /// Players check in for each round.
    pub check_in: bool,
    /// How many minutes before a round's start check-in opens.
    pub check_in_minutes: i32,
    /// How many half-point byes a player may ask for (0: none).
    pub bye_limit: i32,
    /// Until how many hours before a round's start a bye may be asked for.
    pub bye_hours: i32,
    /// The stored code of [`ReportedResults`].
    pub reported_results: String,
}

impl Default for SelfService {
    fn default() -> Self {
        SelfService {
            entry_open: false,
            entry_closes: None,
            entry_limit: None,
            entry_auto: false,
            check_in: false,
            check_in_minutes: 60,
            bye_limit: 0,
            bye_hours: 2,
            reported_results: String::new(),
        }
    }
}

impl SelfService {
    /// How reported results are used.
    pub fn reported(&self) -> ReportedResults {
        ReportedResults::read(&self.reported_results)
    }

    /// Whether online entry takes an entry at `now` (UTC).
    pub fn entry_open_at(&self, now: NaiveDateTime) -> bool {
        self.entry_open && self.entry_closes.is_none_or(|closes| now < closes)
    }
}

/// The event's settings (the defaults, everything off, when none are stored).
pub fn of(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<SelfService> {
    let stored = self_service::table.find(tournament_id).select(SelfService::as_select()).first(conn).optional()?;
    Ok(stored.unwrap_or_default())
}

/// Stores the event's settings (replacing those stored).
pub fn set(conn: &mut DbConnection, tournament_id: TournamentId, settings: &SelfService) -> QueryResult<()> {
    diesel::delete(self_service::table.find(tournament_id)).execute(conn)?;
    diesel::insert_into(self_service::table)
        .values((settings, self_service::tournament_id.eq(tournament_id)))
        .execute(conn)
        .map(|_| ())
}
