//! A player's request for a bye in a round not yet paired, with the
//! checks of FIDE mode: a half-point bye refused to a player marked
//! ineligible (checklist Q175, Q176), a second one confirmed first (Q174:
//! Level 3); a full-point bye is recorded for FIDE when its round is
//! published (Q179), and the players page warns that FIDE deprecates it
//! (Q178: Level 2).

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
    /// The arbiter confirmed a half-point bye for a player who already had
    /// one (the Level-3 warning answered).
    pub confirmed: bool,
}

/// Records (or withdraws) a player's request for a bye in a round of a
/// Swiss event that is neither published nor proposed. Withdrawing a
/// request the player does not have changes nothing and logs nothing. A
/// half-point bye is refused to a player marked ineligible, and in FIDE
/// mode waits for the arbiter's confirmation when the player already had one.
pub fn request_bye(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: ByeRequest,
) -> Result<(), Failed<RoundRefusal>> {
    let (id, ByeRequest { player, round, kind, confirmed }) = (t.id, input);
    if t.system().is_round_robin() {
        return refuse(RoundRefusal::ByeInRoundRobin);
    }
    let Some(row) = db::players::by_id(conn, id, player)? else { return refuse(RoundRefusal::ByeUnknownPlayer) };
    let drafted = !db::boards::for_round(conn, id, round)?.is_empty();
    if round <= t.paired_rounds || round > t.rounds || drafted {
        return refuse(RoundRefusal::ByeRound);
    }
    if kind == Some(ByeKind::HalfPoint) {
        if row.hpb_ineligible {
            return refuse(RoundRefusal::ByeIneligible { player: row.name });
        }
        let earlier = db::boards::bye_rounds(conn, id, player, ByeKind::HalfPoint)?;
        if t.fide_mode().is_on() && !earlier.is_empty() && !confirmed {
            return refuse(RoundRefusal::SecondHalfPointBye { player: row.name, rounds: earlier });
        }
    }
    match kind {
        Some(k) => db::byes::request(conn, id, player, round, k)?,
        None if !db::byes::cancel(conn, id, player, round)? => return Ok(()),
        None => {}
    }
    audit(conn, id, by, AuditEvent::ByeRequest { player: row.name, round, kind })?;
    Ok(())
}
