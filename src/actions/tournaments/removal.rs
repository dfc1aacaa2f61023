//! Archiving a finished tournament (hidden from the public list, read-only),
//! restoring it, and deleting one entered by mistake.

use super::TournamentRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};

/// Refuses unless `typed` is the tournament's name (spaces around ignored).
fn confirmed(t: &TournamentRow, typed: &str) -> Result<(), Failed<TournamentRefusal>> {
    if typed.trim() == t.name.trim() { Ok(()) } else { refuse(TournamentRefusal::NameMismatch) }
}

/// Archives `t` once its name is `typed` to confirm it
/// ([`TournamentRefusal::NameMismatch`] otherwise); already archived, nothing changes.
pub fn archive_tournament(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    typed: &str,
) -> Result<(), Failed<TournamentRefusal>> {
    confirmed(t, typed)?;
    if !db::tournaments::is_archived(conn, t.id)? {
        db::tournaments::set_archived(conn, t.id, true, chrono::Utc::now().naive_utc())?;
        audit(conn, t.id, by, AuditEvent::TournamentArchived)?;
    }
    Ok(())
}

/// Brings an archived `t` back; not archived, nothing changes.
pub fn restore_tournament(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
) -> Result<(), Failed<TournamentRefusal>> {
    if db::tournaments::is_archived(conn, t.id)? {
        db::tournaments::set_archived(conn, t.id, false, chrono::Utc::now().naive_utc())?;
        audit(conn, t.id, by, AuditEvent::TournamentRestored)?;
    }
    Ok(())
}

/// Deletes `t` with all its players, rounds, games and log once its name
/// is `typed` to confirm it ([`TournamentRefusal::NameMismatch`] otherwise).
pub fn delete_tournament(
    conn: &mut DbConnection,
    t: &TournamentRow,
    typed: &str,
) -> Result<(), Failed<TournamentRefusal>> {
    confirmed(t, typed)?;
    db::tournaments::delete(conn, t.id)?;
    Ok(())
}
