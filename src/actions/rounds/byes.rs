//! A player's request for a bye in a round not yet paired.

use super::RoundRefusal;
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::tournament::ByeKind;

/// A bye request as the arbiter enters it.
#[derive(Debug, Clone, Copy)]
pub struct ByeRequest {
    /// The player.
    pub player: PlayerId,
    /// The round, not yet paired.
    pub round: i32,
    /// The bye asked for; none withdraws the request.
    pub kind: Option<ByeKind>,
}

/// Records (or withdraws) a player's request for a bye in a round of a
/// Swiss event that is neither published nor proposed. Withdrawing a
/// request the player does not have changes nothing and logs nothing.
pub fn request_bye(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: ByeRequest,
) -> Result<(), Failed<RoundRefusal>> {
    let (id, ByeRequest { player, round, kind }) = (t.id, input);
    if t.system().is_round_robin() {
        return refuse(RoundRefusal::ByeInRoundRobin);
    }
    let Some(row) = db::players::by_id(conn, id, player)? else { return refuse(RoundRefusal::ByeUnknownPlayer) };
    let drafted = !db::boards::for_round(conn, id, round)?.is_empty();
    if round <= t.paired_rounds || round > t.rounds || drafted {
        return refuse(RoundRefusal::ByeRound);
    }
    match kind {
        Some(k) => db::byes::request(conn, id, player, round, k)?,
        None if !db::byes::cancel(conn, id, player, round)? => return Ok(()),
        None => {}
    }
    audit(conn, id, by, AuditEvent::ByeRequest { player: row.name, round, kind })?;
    Ok(())
}
