//! An event lasting over 30 days (checklist Q210-Q216): the flag, and
//! which rating its rating tie-breaks use, the first (C.07's default) or
//! each round's. C.07 (art. 10) advises against rating tie-breaks in such
//! an event; the tie-break page says so.

use crate::actions::audit::{AuditEvent, audit};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, UserId};

/// The settings of a long event as the arbiter sets them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LongEvent {
    /// The event lasts over 30 days.
    pub long_event: bool,
    /// Its rating tie-breaks use each round's rating (only with `long_event`).
    pub ratings_each_round: bool,
}

/// Marks the event as lasting over 30 days or not, with the rating its
/// rating tie-breaks use; logged when it changes. The ratings entered for
/// later rounds are kept when the mark is taken off (they count again if
/// it is put back).
pub fn set_long_event(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    asked: LongEvent,
) -> Result<(), diesel::result::Error> {
    let asked = LongEvent { ratings_each_round: asked.long_event && asked.ratings_each_round, ..asked };
    if (t.long_event, t.ratings_each_round) == (asked.long_event, asked.ratings_each_round) {
        return Ok(());
    }
    db::tournaments::set_long_event(conn, t.id, asked.long_event, asked.ratings_each_round)?;
    let logged =
        AuditEvent::LongEventSet { long_event: asked.long_event, ratings_each_round: asked.ratings_each_round };
    audit(conn, t.id, by, logged)?;
    Ok(())
}
