//! Online entries (issue 56): what a player sent through the event's
//! public entry form, open until the arbiter (or the event's automatic
//! acceptance) decides it. The player row is made when an entry is
//! accepted.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId, UserId};
use super::schema::entries;
use crate::tournament::BirthDate;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Where an entry stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryState {
    /// Waiting for the arbiter.
    Open,
    /// Accepted: the player is registered.
    Accepted,
    /// Refused by the arbiter.
    Refused,
}

impl EntryState {
    /// The stored code: `open`, `accepted`, `refused`.
    pub fn code(self) -> &'static str {
        match self {
            EntryState::Open => "open",
            EntryState::Accepted => "accepted",
            EntryState::Refused => "refused",
        }
    }

    /// The state of a stored code; `None` for a code the app does not know.
    pub fn from_code(code: &str) -> Option<EntryState> {
        [EntryState::Open, EntryState::Accepted, EntryState::Refused].into_iter().find(|s| s.code() == code)
    }
}

/// An entry as stored, its columns as written.
#[derive(Queryable, Selectable)]
#[diesel(table_name = entries)]
struct StoredEntry {
    id: i32,
    tournament_id: TournamentId,
    name: String,
    fide_id: Option<i64>,
    birth_date: Option<String>,
    club: String,
    email: String,
    state: String,
    asked_at: NaiveDateTime,
    address: String,
    player_id: Option<PlayerId>,
    decided_by: Option<UserId>,
    token: Option<String>,
    reason: String,
}

/// An entry, read into the app's types.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OnlineEntry {
    /// Row id.
    pub id: i32,
    /// The tournament entered.
    pub tournament_id: TournamentId,
    /// The player's name as entered (or as the FIDE list gave it).
    pub name: String,
    /// The FIDE ID entered, if any.
    pub fide_id: Option<i64>,
    /// The date of birth entered, if any.
    pub birth_date: Option<BirthDate>,
    /// The club entered (may be empty).
    pub club: String,
    /// The e-mail address entered (may be empty).
    pub email: String,
    /// Where the entry stands.
    pub state: EntryState,
    /// When it was sent (UTC).
    pub asked_at: NaiveDateTime,
    /// The address it was sent from, as throttling counts it.
    pub address: String,
    /// The player registered from it, once accepted.
    pub player_id: Option<PlayerId>,
    /// The arbiter who decided it (none: open, or accepted automatically).
    pub decided_by: Option<UserId>,
    /// The secret of the entrant's personal link, if one was given.
    pub token: Option<String>,
    /// Why the arbiter refused it, if they said ('' otherwise).
    pub reason: String,
}

impl TryFrom<StoredEntry> for OnlineEntry {
    type Error = diesel::result::Error;

    fn try_from(s: StoredEntry) -> Result<OnlineEntry, Self::Error> {
        let unknown = |what: String| diesel::result::Error::DeserializationError(what.into());
        let state = EntryState::from_code(&s.state).ok_or_else(|| unknown(format!("entry state {:?}", s.state)))?;
        let birth_date = match s.birth_date.as_deref() {
            None | Some("") => None,
            Some(text) => Some(text.parse().map_err(|_| unknown(format!("entry birth date {text:?}")))?),
        };
        Ok(OnlineEntry {
            id: s.id,
            tournament_id: s.tournament_id,
            name: s.name,
            fide_id: s.fide_id,
            birth_date,
            club: s.club,
            email: s.email,
            state,
            asked_at: s.asked_at,
            address: s.address,
            player_id: s.player_id,
            decided_by: s.decided_by,
            token: s.token,
            reason: s.reason,
        })
    }
}

/// Reads stored entries into rows.
fn typed(stored: Vec<StoredEntry>) -> QueryResult<Vec<OnlineEntry>> {
    stored.into_iter().map(OnlineEntry::try_from).collect()
}

/// An entry to store, open.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewOnlineEntry<'a> {
    /// The player's name.
    pub name: &'a str,
    /// The FIDE ID, if given.
    pub fide_id: Option<i64>,
    /// The date of birth, if given.
    pub birth_date: Option<BirthDate>,
    /// The club (may be empty).
    pub club: &'a str,
    /// The e-mail address (may be empty).
    pub email: &'a str,
    /// When it was sent (UTC).
    pub asked_at: NaiveDateTime,
    /// The address it was sent from.
    pub address: &'a str,
    /// The secret of the entrant's personal link.
    pub token: &'a str,
}

/// Stores an open entry of `tournament_id`; its id.
pub fn insert(conn: &mut DbConnection, tournament_id: TournamentId, e: &NewOnlineEntry) -> QueryResult<i32> {
    diesel::insert_into(entries::table)
        .values((
            entries::tournament_id.eq(tournament_id),
            entries::name.eq(e.name),
            entries::fide_id.eq(e.fide_id),
            entries::birth_date.eq(e.birth_date.map(|d| d.to_string())),
            entries::club.eq(e.club),
            entries::email.eq(e.email),
            entries::state.eq(EntryState::Open.code()),
            entries::asked_at.eq(e.asked_at),
            entries::address.eq(e.address),
            entries::token.eq(e.token),
        ))
        .returning(entries::id)
        .get_result(conn)
}

/// The entries of a tournament in `state`, oldest first.
pub fn in_state(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    state: EntryState,
) -> QueryResult<Vec<OnlineEntry>> {
    let stored = entries::table
        .filter(entries::tournament_id.eq(tournament_id).and(entries::state.eq(state.code())))
        .order(entries::id)
        .select(StoredEntry::as_select())
        .load(conn)?;
    typed(stored)
}

/// How many entries of a tournament wait for the arbiter.
pub fn open_count(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<i64> {
    entries::table
        .filter(entries::tournament_id.eq(tournament_id).and(entries::state.eq(EntryState::Open.code())))
        .count()
        .get_result(conn)
}

/// One entry of a tournament.
pub fn by_id(conn: &mut DbConnection, tournament_id: TournamentId, id: i32) -> QueryResult<Option<OnlineEntry>> {
    let stored = entries::table
        .filter(entries::tournament_id.eq(tournament_id).and(entries::id.eq(id)))
        .select(StoredEntry::as_select())
        .first(conn)
        .optional()?;
    stored.map(OnlineEntry::try_from).transpose()
}

/// When the entries of a tournament sent from `address` since `since` were sent.
pub fn sent_from(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    address: &str,
    since: NaiveDateTime,
) -> QueryResult<Vec<NaiveDateTime>> {
    entries::table
        .filter(entries::tournament_id.eq(tournament_id))
        .filter(entries::address.eq(address).and(entries::asked_at.ge(since)))
        .select(entries::asked_at)
        .load(conn)
}

/// Decides an open entry: accepted (with the player registered from it) or
/// refused (with the arbiter's `reason`, '' for none), by an arbiter or
/// (none) automatically. Whether it was still open (a second decision
/// changes nothing).
#[must_use = "whether it changed anything"]
pub fn decide(
    conn: &mut DbConnection,
    id: i32,
    (state, reason): (EntryState, &str),
    player: Option<PlayerId>,
    by: Option<UserId>,
) -> QueryResult<bool> {
    let n = diesel::update(entries::table.find(id).filter(entries::state.eq(EntryState::Open.code())))
        .set((
            entries::state.eq(state.code()),
            entries::player_id.eq(player),
            entries::decided_by.eq(by),
            entries::reason.eq(reason),
        ))
        .execute(conn)?;
    Ok(n == 1)
}

/// The entry of a tournament whose personal link carries `token`.
pub fn by_token(conn: &mut DbConnection, tournament_id: TournamentId, token: &str) -> QueryResult<Option<OnlineEntry>> {
    let stored = entries::table
        .filter(entries::tournament_id.eq(tournament_id).and(entries::token.eq(token)))
        .select(StoredEntry::as_select())
        .first(conn)
        .optional()?;
    stored.map(OnlineEntry::try_from).transpose()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_reads_back_from_its_code() {
        for s in [EntryState::Open, EntryState::Accepted, EntryState::Refused] {
            assert_eq!(EntryState::from_code(s.code()), Some(s));
        }
        assert_eq!(EntryState::from_code("maybe"), None);
    }
}
