//! The pairing-integrity breaching events of each event
//! ([`crate::tournament::Breach`]), kept in the order they happened, and
//! leaving FIDE mode, which the tournament's row keeps for good.

use super::DbConnection;
use super::codes::Code;
use super::ids::TournamentId;
use super::schema::{integrity_breaches, tournaments};
use crate::tournament::{Breach, BreachKind};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// A breach as stored.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = integrity_breaches)]
struct BreachRow {
    round: i32,
    #[diesel(deserialize_as = Code<BreachKind>)]
    kind: BreachKind,
    detail: String,
}

/// Records `breach` of tournament `tournament_id`, at `at` (UTC).
pub fn record(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    breach: &Breach,
    at: NaiveDateTime,
) -> QueryResult<()> {
    diesel::insert_into(integrity_breaches::table)
        .values((
            integrity_breaches::tournament_id.eq(tournament_id),
            integrity_breaches::round.eq(breach.round as i32),
            integrity_breaches::kind.eq(Code(breach.kind)),
            integrity_breaches::detail.eq(&breach.detail),
            integrity_breaches::created_at.eq(at),
        ))
        .execute(conn)?;
    Ok(())
}

/// The tournament's breaches, first first.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<Breach>> {
    let rows: Vec<BreachRow> = integrity_breaches::table
        .filter(integrity_breaches::tournament_id.eq(tournament_id))
        .order(integrity_breaches::id)
        .select(BreachRow::as_select())
        .load(conn)?;
    Ok(rows.into_iter().map(|r| Breach { kind: r.kind, round: r.round.max(0) as u32, detail: r.detail }).collect())
}

/// Marks the tournament as having left FIDE mode in round `round`, unless
/// it already has: the first mark is kept for good. Whether this call
/// marked it.
pub fn leave_fide_mode(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<bool> {
    let marked = diesel::update(
        tournaments::table.filter(tournaments::id.eq(tournament_id)).filter(tournaments::fide_mode_left.is_null()),
    )
    .set((tournaments::fide_mode_left.eq(Some(round)), tournaments::version.eq(tournaments::version + 1)))
    .execute(conn)?;
    Ok(marked == 1)
}
