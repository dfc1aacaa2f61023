//! Whether an event is played as Chess960 (FIDE Laws, Guidelines II;
//! checklist Q222): chosen by the arbiter before round 1 is published and
//! before any game is recorded move by move, since the players of a
//! published round were given the positions of the choice in force.

use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};

/// Why the variant was not changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chess960Refusal {
    /// A game of the event is recorded move by move (or from a start
    /// position): it started from the position the variant in force gave.
    GamesRecorded,
    /// A round is published: its players were given its position (or none).
    RoundsPublished,
}

/// Makes the event a Chess960 event (`chess960`) or one of the usual game,
/// with the audit entry; the same again writes nothing.
pub fn set_chess960(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    chess960: bool,
) -> Result<(), Failed<Chess960Refusal>> {
    if db::variants::is_chess960(conn, t.id)? == chess960 {
        return Ok(());
    }
    if !db::games::for_tournament(conn, t.id)?.is_empty() {
        return refuse(Chess960Refusal::GamesRecorded);
    }
    if t.paired_rounds > 0 {
        return refuse(Chess960Refusal::RoundsPublished);
    }
    db::variants::set_chess960(conn, t.id, chess960)?;
    // The round pages show the positions: cached copies go.
    db::tournaments::touch(conn, t.id)?;
    audit(conn, t.id, by, AuditEvent::Chess960Set { chess960 })?;
    Ok(())
}
