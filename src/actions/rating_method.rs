//! How the tournament rating that seeds an event is taken from the
//! players' official ratings (checklist Q116, Q145): chosen before round 1,
//! when the pairing numbers are given; the official FIDE rating stays what
//! the rating report and the rating calculations read.

use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};
use crate::rating::sequence::ListSequence;
use crate::tournament::{RatingMethod, TieOrder};

/// Why the method was not changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingMethodRefusal {
    /// Round 1 is paired: the pairing numbers it gave stay.
    RoundOnePaired,
    /// Round 1 is proposed: its numbers were given by the method in force
    /// then; the proposal is discarded first.
    RoundOneProposed,
}

/// Sets the event's method, order of ties (checklist Q146: announced
/// before round 1), list sequence (Q124-Q126) and whether its players are
/// checked against the FIDE list in force (Q138), with the audit entries;
/// the same again writes nothing.
pub fn set_rating_method(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (method, ties): (RatingMethod, TieOrder),
    (lists, checks): (&ListSequence, bool),
) -> Result<(), Failed<RatingMethodRefusal>> {
    let before = db::rating_methods::of(conn, t)?;
    let lists_before = (db::list_sequences::of(conn, t)?, db::list_sequences::checks(conn, t)?);
    if (before.method, before.ties) == (method, ties) && lists_before == (lists.clone(), checks) {
        return Ok(());
    }
    if t.paired_rounds > 0 {
        return refuse(RatingMethodRefusal::RoundOnePaired);
    }
    if !db::boards::for_round(conn, t.id, 1)?.is_empty() {
        return refuse(RatingMethodRefusal::RoundOneProposed);
    }
    if (before.method, before.ties) != (method, ties) {
        db::rating_methods::set(conn, t.id, method, ties)?;
        let said = |m: RatingMethod, t: TieOrder| format!("{} ({})", m.code(), t.code());
        let logged =
            AuditEvent::RatingMethodSet { before: said(before.method, before.ties), after: said(method, ties) };
        audit(conn, t.id, by, logged)?;
    }
    if lists_before != (lists.clone(), checks) {
        db::list_sequences::set(conn, t.id, lists, checks)?;
    }
    if lists_before.0 != *lists {
        let (before, after) = (lists_before.0.codes(), lists.codes());
        audit(conn, t.id, by, AuditEvent::ListSequenceSet { before, after })?;
    }
    if lists_before.1 != checks {
        audit(conn, t.id, by, AuditEvent::RatingChecksSet { on: checks })?;
    }
    Ok(())
}
