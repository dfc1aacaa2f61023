//! What each Swiss round was paired from ([`crate::actions::PairingInput`]
//! in its stored form) and the pairing the engine proposed
//! ([`crate::actions::pairing_text`]), kept from its proposal on.

use super::DbConnection;
use super::ids::TournamentId;
use super::schema::round_inputs;
use diesel::prelude::*;

/// What a round was paired from and the pairing proposed, as stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StoredInput {
    /// [`crate::actions::PairingInput`] in its stored form.
    pub made_from: String,
    /// The engine's pairing ([`crate::actions::pairing_text`]); none for
    /// rounds proposed before it was kept.
    pub proposed: Option<String>,
}

/// Stores what round `round` was paired from and the pairing the engine
/// proposed, replacing what was stored.
pub fn store(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    round: i32,
    (made_from, proposed): (&str, &str),
) -> QueryResult<()> {
    delete(conn, tournament_id, round)?;
    diesel::insert_into(round_inputs::table)
        .values((
            round_inputs::tournament_id.eq(tournament_id),
            round_inputs::round.eq(round),
            round_inputs::made_from.eq(made_from),
            round_inputs::proposed.eq(proposed),
        ))
        .execute(conn)?;
    Ok(())
}

/// What round `round` was paired from, if stored (rounds paired before it
/// was kept have none).
pub fn load(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Option<StoredInput>> {
    let row: Option<(String, Option<String>)> = round_inputs::table
        .filter(round_inputs::tournament_id.eq(tournament_id))
        .filter(round_inputs::round.eq(round))
        .select((round_inputs::made_from, round_inputs::proposed))
        .first(conn)
        .optional()?;
    Ok(row.map(|(made_from, proposed)| StoredInput { made_from, proposed }))
}

/// Forgets what round `round` was paired from (its boards are gone).
pub fn delete(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<()> {
    diesel::delete(
        round_inputs::table.filter(round_inputs::tournament_id.eq(tournament_id)).filter(round_inputs::round.eq(round)),
    )
    .execute(conn)?;
    Ok(())
}
