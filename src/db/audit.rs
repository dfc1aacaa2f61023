//! The audit log: who changed what, when, from what to what.

use super::DbConnection;
use super::ids::TournamentId;
use super::models::{AuditRow, NewAudit};
use super::schema::{audit_log, users};
use diesel::prelude::*;

/// Appends one line (call it inside the transaction of the change it records).
pub fn record(conn: &mut DbConnection, entry: NewAudit) -> QueryResult<()> {
    diesel::insert_into(audit_log::table).values(entry).execute(conn).map(|_| ())
}

/// Who made the tournament's latest logged change (`None`: nobody, or an
/// account no longer known).
pub fn latest_author(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Option<String>> {
    let name: Option<Option<String>> = audit_log::table
        .left_join(users::table)
        .filter(audit_log::tournament_id.eq(tournament_id))
        .order(audit_log::id.desc())
        .select(users::username.nullable())
        .first(conn)
        .optional()?;
    Ok(name.flatten())
}

/// A tournament's audit log, newest first, with the name of who did each change.
pub fn for_tournament(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
) -> QueryResult<Vec<(AuditRow, Option<String>)>> {
    audit_log::table
        .left_join(users::table)
        .filter(audit_log::tournament_id.eq(tournament_id))
        .order(audit_log::id.desc())
        .select((AuditRow::as_select(), users::username.nullable()))
        .load(conn)
}
