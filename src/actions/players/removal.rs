//! Deleting a player entered by mistake.

use super::PlayerRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};

/// Deletes a player of `t` who has never been on a board, drafted or
/// published ([`PlayerRefusal::Seated`] otherwise: they can only be
/// withdrawn), once the deletion is `confirmed`
/// ([`PlayerRefusal::DeleteUnconfirmed`] otherwise).
pub fn delete_player(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    player: PlayerId,
    confirmed: bool,
) -> Result<(), Failed<PlayerRefusal>> {
    let Some(row) = db::players::by_id(conn, t.id, player)? else {
        return refuse(PlayerRefusal::UnknownPlayer);
    };
    if db::players::is_seated(conn, t.id, player)? {
        return refuse(PlayerRefusal::Seated);
    }
    if !confirmed {
        return refuse(PlayerRefusal::DeleteUnconfirmed);
    }
    db::players::delete(conn, t.id, player)?;
    db::tournaments::touch(conn, t.id)?;
    audit(conn, t.id, by, AuditEvent::PlayerDeleted { player: row.name })?;
    super::entry::number_late_entries(conn, Some(by), t)?;
    Ok(())
}
