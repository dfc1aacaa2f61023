//! Registering players (one from the form, many from a CSV file) and
//! editing one.

use super::{PlayerRefusal, may_enter};
use crate::actions::audit::{AuditEvent, audit_all, audit_by};
use crate::actions::numbering::renumbered;
use crate::actions::{Failed, refuse};
use crate::db::models::{PlayerFields, PlayerRow, TournamentRow};
use crate::db::{self, DbConnection, PlayerId, UserId};

/// A player to register, as the registration form gives them.
#[derive(Debug, Clone)]
pub struct NewEntry {
    /// The player's fields, checked.
    pub fields: PlayerFields,
    /// The form's token: the newest player when the form was shown. A player
    /// registered since with the same fields means the form was sent twice.
    pub registered_after: Option<PlayerId>,
    /// "Register anyway": register even if a player with the same name and
    /// date of birth is registered.
    pub same_anyway: bool,
}

/// A change to a registered player, made on the player as the arbiter saw
/// them (their version).
#[derive(Debug, Clone)]
pub struct PlayerEdit {
    /// The player.
    pub player: PlayerId,
    /// The version the arbiter saw.
    pub version: i32,
    /// The new fields, checked.
    pub fields: PlayerFields,
}

/// Registers players after the `registered` ones, or refuses them all: once a round robin is scheduled, or past the
/// most players an event holds. Returns the new players' ids.
fn register(
    conn: &mut DbConnection,
    t: &TournamentRow,
    registered: &[PlayerRow],
    all: &[PlayerFields],
) -> Result<Vec<PlayerId>, Failed<PlayerRefusal>> {
    may_enter(t, registered, all.len()).map_err(Failed::Refused)?;
    let mut ids = Vec::with_capacity(all.len());
    for fields in all {
        ids.push(db::players::insert(conn, t.id, fields)?);
    }
    Ok(ids)
}

/// Whether a player registered in `t` now is a late entry, numbered by
/// rating among the others (C.04.2 2.4-2.5): once round 1 is paired, in an
/// individual event (a team event numbers its players by team and board,
/// `actions::teams`).
pub fn numbers_late_entries(conn: &mut DbConnection, t: &TournamentRow) -> Result<bool, diesel::result::Error> {
    Ok(t.paired_rounds > 0 && db::teams::settings(conn, t.id)?.is_none())
}

/// Once round 1 is paired, gives late entries the pairing numbers their
/// ratings earn and moves the players below down (C.04.2 2.4-2.5), or
/// closes the gap a deleted entry left; the change goes to the audit log
/// (by the arbiter, or none: an online entry accepted at once).
pub fn number_late_entries(
    conn: &mut DbConnection,
    by: Option<UserId>,
    t: &TournamentRow,
) -> Result<(), diesel::result::Error> {
    if !numbers_late_entries(conn, t)? {
        return Ok(());
    }
    let seeding = db::rating_methods::of(conn, t)?;
    let changes = renumbered(db::players::for_tournament(conn, t.id)?, &seeding);
    if changes.is_empty() {
        return Ok(());
    }
    db::players::set_pairing_numbers(conn, &changes)?;
    audit_by(conn, t.id, by, AuditEvent::PairingNumbersGiven { changed: changes.len() as i32 })
}

/// Whether a registered player seems to be the player of new fields
/// ([`super::same_person`], the rule online entry asks too).
fn same_person(p: &PlayerRow, fields: &PlayerFields) -> bool {
    let typed = super::Candidate { name: &fields.name, fide_id: fields.fide_id, birth_date: fields.birth_date };
    super::same_person(&super::Candidate::of(p), &typed)
}

/// Registers one player in `t`, unless the form was sent twice or the
/// player seems registered already; refused too once a round robin is
/// scheduled or the event is full. Returns the new player's id.
pub fn add_player(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: NewEntry,
) -> Result<PlayerId, Failed<PlayerRefusal>> {
    add_player_by(conn, Some(by), t, input)
}

/// [`add_player`] by an arbiter, or (none) by the event's own rule: an
/// online entry accepted at once ([`crate::actions::entries`]). The same
/// checks, the same late-entry numbering; the audit log names no account.
pub fn add_player_by(
    conn: &mut DbConnection,
    by: Option<UserId>,
    t: &TournamentRow,
    input: NewEntry,
) -> Result<PlayerId, Failed<PlayerRefusal>> {
    let players = db::players::for_tournament(conn, t.id)?;
    let fields = &input.fields;
    if let Some(after) = input.registered_after
        && let Some(p) = players.iter().find(|p| p.id > after && AuditEvent::player_changes(p, fields, None).is_empty())
    {
        return refuse(PlayerRefusal::SentTwice { name: p.name.clone() });
    }
    if !input.same_anyway
        && let Some(p) = players.iter().find(|p| same_person(p, fields))
    {
        return refuse(PlayerRefusal::SamePerson { name: p.name.clone() });
    }
    let ids = register(conn, t, &players, std::slice::from_ref(fields))?;
    audit_by(conn, t.id, by, AuditEvent::PlayerAdded { player: input.fields.name })?;
    number_late_entries(conn, by, t)?;
    Ok(ids[0])
}

/// Registers every player of an imported file in `t`, or none of them (the
/// event has no room for them all, or is a scheduled round robin). Returns
/// the new players' ids, in the order of the file.
pub fn import_players(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    rows: &[PlayerFields],
) -> Result<Vec<PlayerId>, Failed<PlayerRefusal>> {
    let players = db::players::for_tournament(conn, t.id)?;
    let ids = register(conn, t, &players, rows)?;
    audit_by(conn, t.id, Some(by), AuditEvent::PlayersImported { count: rows.len() })?;
    number_late_entries(conn, Some(by), t)?;
    Ok(ids)
}

/// Saves a player's new fields unless someone changed the player since the
/// arbiter read them ([`PlayerRefusal::EditedMeanwhile`]); each changed
/// field goes to the audit log.
pub fn update_player(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    edit: &PlayerEdit,
) -> Result<(), Failed<PlayerRefusal>> {
    let Some(player) = db::players::by_id(conn, t.id, edit.player)? else {
        return refuse(PlayerRefusal::UnknownPlayer);
    };
    if !db::players::update(conn, edit.player, edit.version, &edit.fields)? {
        return refuse(PlayerRefusal::EditedMeanwhile);
    }
    audit_all(conn, t.id, by, AuditEvent::player_changes(&player, &edit.fields, None))?;
    Ok(())
}
