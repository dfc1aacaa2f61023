//! A player's online entry: checked against the event's settings and
//! what it holds, stored open, and registered at once when the event
//! accepts entries automatically.

use super::EntryRefusal;
use super::decide::register;
use super::listed::{birth_date, listed};
use super::rules::{Candidate, ENTRY_WINDOW, closed, duplicate, room, throttled};
use crate::actions::{Failed, may_enter, refuse};
use crate::db::entries::{EntryState, NewOnlineEntry};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::self_service::SelfService;
use crate::db::{self, DbConnection, PlayerId};
use crate::tournament::BirthDate;
use chrono::NaiveDateTime;
use diesel::QueryResult;

/// An entry as the player sent it, its fields checked for form (bounds,
/// characters, a FIDE ID's and a date's shape).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EntryInput {
    /// The name typed (empty: the FIDE list's, for a FIDE ID in it).
    pub name: String,
    /// The FIDE ID typed, if any.
    pub fide_id: Option<i64>,
    /// The date of birth typed, if any.
    pub birth_date: Option<BirthDate>,
    /// The club typed (may be empty).
    pub club: String,
    /// The e-mail address typed (may be empty).
    pub email: String,
    /// The address the entry came from, as throttling counts it.
    pub address: String,
    /// When it was sent (UTC).
    pub now: NaiveDateTime,
}

/// What became of an entry taken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Entered {
    /// Stored, waiting for the arbiter.
    Waiting {
        /// The name entered.
        name: String,
        /// The secret of the entrant's personal link: it shows the entry's
        /// state until the player is registered, then the player's page.
        token: String,
    },
    /// Accepted at once: the player is registered.
    Registered {
        /// The name registered.
        name: String,
        /// The player.
        player: PlayerId,
        /// The secret of the player's personal link.
        token: String,
    },
}

/// Why `t` takes no entry now, if so: archived, entry closed by its
/// settings, a round robin already scheduled, or no room beside `players`
/// and `open` entries waiting.
fn refusal_now(
    conn: &mut DbConnection,
    t: &TournamentRow,
    settings: &SelfService,
    players: &[PlayerRow],
    open: usize,
    now: NaiveDateTime,
) -> QueryResult<Option<EntryRefusal>> {
    if db::tournaments::is_archived(conn, t.id)? {
        return Ok(Some(EntryRefusal::Archived));
    }
    if let Some(why) = closed(settings, now) {
        return Ok(Some(why));
    }
    if let Err(why) = may_enter(t, players, open + 1) {
        return Ok(Some(EntryRefusal::of_registration(why)));
    }
    Ok(room(settings, players.len(), open).err())
}

/// Why tournament `t` takes no online entry at `now` (UTC), if so: what the
/// entry page says instead of showing its form.
pub fn entry_refused(
    conn: &mut DbConnection,
    t: &TournamentRow,
    now: NaiveDateTime,
) -> QueryResult<Option<EntryRefusal>> {
    let settings = db::self_service::of(conn, t.id)?;
    let players = db::players::for_tournament(conn, t.id)?;
    let open = db::entries::open_count(conn, t.id)?;
    refusal_now(conn, t, &settings, &players, usize::try_from(open).unwrap_or(usize::MAX), now)
}

/// Takes a player's online entry of `t`, the tournament locked: refused,
/// with nothing stored, when the event takes no entry now
/// ([`entry_refused`]), too many came from the address lately
/// ([`super::ENTRY_RULE`]), no name is given or found in the FIDE list, or
/// the player is registered or entered already. Otherwise the entry is
/// stored open and, when the event accepts entries automatically, the
/// player registered at once (nothing stored if that is refused).
pub fn submit_entry(
    conn: &mut DbConnection,
    t: &TournamentRow,
    input: EntryInput,
) -> Result<Entered, Failed<EntryRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(t) = db::tournaments::by_id(conn, t.id)? else { return refuse(EntryRefusal::NotOpen) };
    let settings = db::self_service::of(conn, t.id)?;
    let players = db::players::for_tournament(conn, t.id)?;
    let open = db::entries::in_state(conn, t.id, EntryState::Open)?;
    if let Some(why) = refusal_now(conn, &t, &settings, &players, open.len(), input.now)? {
        return refuse(why);
    }
    let since = input.now - chrono::Duration::from_std(ENTRY_WINDOW).unwrap_or_default();
    throttled(&db::entries::sent_from(conn, t.id, &input.address, since)?, input.now).map_err(Failed::Refused)?;
    let found = listed(conn, input.fide_id)?.map(|(_, entry)| entry);
    let name = match (input.name.trim(), &found) {
        ("", Some(entry)) => entry.name.clone(),
        ("", None) => return refuse(EntryRefusal::NameMissing),
        (typed, _) => typed.to_string(),
    };
    let born = birth_date(input.birth_date, found.as_ref());
    let candidate = Candidate { name: &name, fide_id: input.fide_id, birth_date: born };
    if let Some(why) = duplicate(&candidate, &players, &open) {
        return refuse(why);
    }
    let token = crate::auth::random_token();
    let entry = NewOnlineEntry {
        name: &name,
        fide_id: input.fide_id,
        birth_date: born,
        club: input.club.trim(),
        email: input.email.trim(),
        asked_at: input.now,
        address: &input.address,
        token: &token,
    };
    let id = db::entries::insert(conn, t.id, &entry)?;
    if !settings.entry_auto {
        return Ok(Entered::Waiting { name, token });
    }
    let Some(stored) = db::entries::by_id(conn, t.id, id)? else { return refuse(EntryRefusal::UnknownEntry) };
    let (player, token) = register(conn, None, &t, &stored)?;
    Ok(Entered::Registered { name, player, token })
}
