//! The arbiter's decisions on online entries: accept one (the player is
//! registered by the arbiter's own action), refuse one, or accept every
//! entry waiting. Each locks the tournament, so two arbiters deciding at
//! once decide an entry once; a decision on an entry decided already is
//! refused and changes nothing.

use super::EntryRefusal;
use super::listed::player_fields;
use crate::actions::audit::{AuditEvent, audit, audit_by};
use crate::actions::self_service::checked_reason;
use crate::actions::{Failed, NewEntry, add_player_by, refuse};
use crate::db::entries::{EntryState, OnlineEntry};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};

/// Registers the player of open entry `entry` and marks it accepted, by
/// arbiter `by` or (none) automatically; audited. The player and the
/// secret of the player's personal link.
pub(super) fn register(
    conn: &mut DbConnection,
    by: Option<UserId>,
    t: &TournamentRow,
    entry: &OnlineEntry,
) -> Result<(PlayerId, String), Failed<EntryRefusal>> {
    let fields = player_fields(conn, t, entry)?;
    let new = NewEntry { fields, registered_after: None, same_anyway: false };
    let player = match add_player_by(conn, by, t, new) {
        Ok(player) => player,
        Err(Failed::Refused(why)) => return refuse(EntryRefusal::of_registration(why)),
        Err(Failed::Db(e)) => return Err(Failed::Db(e)),
    };
    if !db::entries::decide(conn, entry.id, (EntryState::Accepted, ""), Some(player), by)? {
        return refuse(EntryRefusal::Decided { name: entry.name.clone(), state: EntryState::Accepted });
    }
    audit_by(conn, t.id, by, AuditEvent::EntryAccepted { player: entry.name.clone(), auto: by.is_none() })?;
    if !entry.email.is_empty() {
        // The address the player's link and pairings are mailed to.
        db::player_contacts::set(conn, t.id, player, &entry.email)?;
    }
    // The entrant's link becomes the player's own.
    let token = match &entry.token {
        Some(token) => {
            db::player_links::set(conn, t.id, player, token)?;
            token.clone()
        }
        None => db::player_links::ensure(conn, t.id, player)?,
    };
    Ok((player, token))
}

/// Locks `t` and reads it again, with its entry `id` if it is still open:
/// refused for an entry the event does not have, or one decided already.
fn open_entry(
    conn: &mut DbConnection,
    t: &TournamentRow,
    id: i32,
) -> Result<(TournamentRow, OnlineEntry), Failed<EntryRefusal>> {
    let t = locked(conn, t)?;
    match db::entries::by_id(conn, t.id, id)? {
        None => refuse(EntryRefusal::UnknownEntry),
        Some(e) if e.state != EntryState::Open => refuse(EntryRefusal::Decided { name: e.name, state: e.state }),
        Some(e) => Ok((t, e)),
    }
}

/// Locks `t` and reads it as it is now.
fn locked(conn: &mut DbConnection, t: &TournamentRow) -> Result<TournamentRow, Failed<EntryRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    match db::tournaments::by_id(conn, t.id)? {
        Some(t) => Ok(t),
        None => refuse(EntryRefusal::UnknownEntry),
    }
}

/// Accepts open entry `id` of `t` for arbiter `by`: the player is
/// registered ([`crate::actions::add_player_by`]: refused if a player of
/// that name and date of birth is registered meanwhile, or there is no
/// room). Returns the player's name and the secret of their personal link.
pub fn accept_entry(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    id: i32,
) -> Result<(String, String), Failed<EntryRefusal>> {
    let (t, entry) = open_entry(conn, t, id)?;
    let (_, token) = register(conn, Some(by), &t, &entry)?;
    Ok((entry.name, token))
}

/// Refuses open entry `id` of `t` for arbiter `by`, with the `reason` the
/// entrant is shown (refused, with nothing changed, unless one short line:
/// [`checked_reason`]); audited. Returns the entry's name.
pub fn refuse_entry(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (id, reason): (i32, &str),
) -> Result<String, Failed<EntryRefusal>> {
    let reason = checked_reason(reason).map_err(|p| Failed::Refused(EntryRefusal::Reason(p)))?;
    let (t, entry) = open_entry(conn, t, id)?;
    if !db::entries::decide(conn, entry.id, (EntryState::Refused, &reason), None, Some(by))? {
        return refuse(EntryRefusal::Decided { name: entry.name, state: EntryState::Refused });
    }
    audit(conn, t.id, by, AuditEvent::EntryRefused { player: entry.name.clone(), reason })?;
    Ok(entry.name)
}

/// What accepting every open entry did.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct AcceptedAll {
    /// The names registered, in the order the entries came.
    pub accepted: Vec<String>,
    /// The entries left open, each with why its player was not registered.
    pub left: Vec<(String, EntryRefusal)>,
}

/// Accepts every open entry of `t` for arbiter `by`, oldest first: each
/// player registered as by [`accept_entry`]; an entry whose registration is
/// refused stays open, with the reason, and the others go on.
pub fn accept_all(conn: &mut DbConnection, by: UserId, t: &TournamentRow) -> Result<AcceptedAll, Failed<EntryRefusal>> {
    let t = locked(conn, t)?;
    let mut done = AcceptedAll::default();
    for entry in db::entries::in_state(conn, t.id, EntryState::Open)? {
        match register(conn, Some(by), &t, &entry) {
            Ok(_) => done.accepted.push(entry.name),
            // Decided meanwhile cannot be under the lock; were it so, nothing is kept.
            Err(Failed::Refused(why @ EntryRefusal::Decided { .. })) => return refuse(why),
            // Refused before anything is written: the entry stays open.
            Err(Failed::Refused(why)) => done.left.push((entry.name, why)),
            Err(Failed::Db(e)) => return Err(Failed::Db(e)),
        }
    }
    Ok(done)
}
