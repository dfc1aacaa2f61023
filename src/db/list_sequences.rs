//! The FIDE lists each tournament takes its players' ratings from, in
//! order (checklist Q123-Q126; no row: FIDE's default for the event's
//! kind), and whether its players are checked against the list in force
//! (Q138; no row: they are).

use super::DbConnection;
use super::ids::TournamentId;
use super::models::TournamentRow;
use super::schema::list_sequences;
use crate::rating::sequence::ListSequence;
use diesel::prelude::*;

/// The sequence of tournament `t` (FIDE's default for its kind when none,
/// or an unreadable one, is stored).
pub fn of(conn: &mut DbConnection, t: &TournamentRow) -> QueryResult<ListSequence> {
    let stored: Option<String> =
        list_sequences::table.find(t.id).select(list_sequences::lists).first(conn).optional()?;
    Ok(stored
        .and_then(|codes| ListSequence::parse(&codes).ok())
        .unwrap_or_else(|| ListSequence::default_for(t.game_mode())))
}

/// Whether tournament `t`'s players are checked against the FIDE list in force.
pub fn checks(conn: &mut DbConnection, t: &TournamentRow) -> QueryResult<bool> {
    let stored: Option<bool> =
        list_sequences::table.find(t.id).select(list_sequences::checks).first(conn).optional()?;
    Ok(stored.unwrap_or(true))
}

/// Stores the tournament's sequence and whether its players are checked.
pub fn set(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    lists: &ListSequence,
    checks: bool,
) -> QueryResult<()> {
    diesel::delete(list_sequences::table.find(tournament_id)).execute(conn)?;
    diesel::insert_into(list_sequences::table)
        .values((
            list_sequences::tournament_id.eq(tournament_id),
            list_sequences::lists.eq(lists.codes()),
            list_sequences::checks.eq(checks),
        ))
        .execute(conn)
        .map(|_| ())
}
