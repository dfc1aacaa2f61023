//! Byes players request before a round is paired (C.04.2: half-point or
//! zero-point byes announced in advance).

use super::DbConnection;
use super::codes::Code;
use super::ids::{PlayerId, TournamentId};
use super::schema::bye_requests;
use crate::tournament::ByeKind;
use diesel::prelude::*;

/// One requested bye.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = bye_requests)]
pub struct ByeRequestRow {
    /// Row id.
    pub id: i32,
    /// Tournament.
    pub tournament_id: TournamentId,
    /// The player who will not play.
    pub player_id: PlayerId,
    /// The round.
    pub round: i32,
    /// Half-point, zero-point or full-point bye.
    #[diesel(deserialize_as = Code<ByeKind>)]
    pub kind: ByeKind,
}

/// The byes requested for one round.
pub fn for_round(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Vec<ByeRequestRow>> {
    bye_requests::table
        .filter(bye_requests::tournament_id.eq(tournament_id))
        .filter(bye_requests::round.eq(round))
        .order(bye_requests::id)
        .select(ByeRequestRow::as_select())
        .load(conn)
}

/// The byes requested for one player, every round.
pub fn for_player(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player: PlayerId,
) -> QueryResult<Vec<ByeRequestRow>> {
    bye_requests::table
        .filter(bye_requests::tournament_id.eq(tournament_id))
        .filter(bye_requests::player_id.eq(player))
        .order(bye_requests::round)
        .select(ByeRequestRow::as_select())
        .load(conn)
}

/// Records a request, replacing the player's earlier one for that round.
pub fn request(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player_id: PlayerId,
    round: i32,
    kind: ByeKind,
) -> QueryResult<()> {
    let _replaced = cancel(conn, tournament_id, player_id, round)?;
    diesel::insert_into(bye_requests::table)
        .values((
            bye_requests::tournament_id.eq(tournament_id),
            bye_requests::player_id.eq(player_id),
            bye_requests::round.eq(round),
            bye_requests::kind.eq(Code(kind)),
        ))
        .execute(conn)?;
    Ok(())
}

/// Withdraws a request; returns whether there was one.
#[must_use = "false: there was no request to withdraw"]
pub fn cancel(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player_id: PlayerId,
    round: i32,
) -> QueryResult<bool> {
    let n = diesel::delete(
        bye_requests::table
            .filter(bye_requests::tournament_id.eq(tournament_id))
            .filter(bye_requests::player_id.eq(player_id))
            .filter(bye_requests::round.eq(round)),
    )
    .execute(conn)?;
    Ok(n > 0)
}
