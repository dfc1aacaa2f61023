//! Marking a player ineligible for half-point byes (free entry, conditions
//! of entry: checklist Q175); a half-point bye is then refused to them
//! ([`crate::actions::rounds::request_bye`], Q176).

use super::PlayerRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};

/// Marks `player` of `t` ineligible for half-point byes, or eligible again.
/// Setting what is already set changes nothing and logs nothing. A
/// half-point bye already requested stays: the arbiter withdraws it.
pub fn set_hpb_ineligible(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    player: PlayerId,
    ineligible: bool,
) -> Result<(), Failed<PlayerRefusal>> {
    let Some(row) = db::players::by_id(conn, t.id, player)? else {
        return refuse(PlayerRefusal::UnknownPlayer);
    };
    if row.hpb_ineligible == ineligible {
        return Ok(());
    }
    db::players::set_hpb_ineligible(conn, player, ineligible)?;
    audit(conn, t.id, by, AuditEvent::HpbEligibility { player: row.name, ineligible })?;
    Ok(())
}
