//! What each Swiss round was paired from ([`crate::actions::PairingInput`]
//! in its stored form), kept from its proposal on.

use super::DbConnection;
use super::ids::TournamentId;
use super::schema::round_inputs;
use diesel::prelude::*;

/// Stores what round `round` was paired from, replacing what was stored.
pub fn store(conn: &mut DbConnection, tournament_id: TournamentId, round: i32, made_from: &str) -> QueryResult<()> {
    delete(conn, tournament_id, round)?;
    diesel::insert_into(round_inputs::table)
        .values((
            round_inputs::tournament_id.eq(tournament_id),
            round_inputs::round.eq(round),
            round_inputs::made_from.eq(made_from),
        ))
        .execute(conn)?;
    Ok(())
}

/// What round `round` was paired from, if stored (rounds paired before it
/// was kept have none).
pub fn load(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Option<String>> {
    round_inputs::table
        .filter(round_inputs::tournament_id.eq(tournament_id))
        .filter(round_inputs::round.eq(round))
        .select(round_inputs::made_from)
        .first(conn)
        .optional()
}

/// Forgets what round `round` was paired from (its boards are gone).
pub fn delete(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<()> {
    diesel::delete(
        round_inputs::table.filter(round_inputs::tournament_id.eq(tournament_id)).filter(round_inputs::round.eq(round)),
    )
    .execute(conn)?;
    Ok(())
}
