//! The ratings players get during an event lasting over 30 days (checklist
//! Q212, Q213), each in force from a round on; the rating stored with the
//! player is the first.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId};
use super::schema::player_ratings;
use diesel::prelude::*;

/// One later rating.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = player_ratings)]
pub struct PlayerRatingRow {
    /// Row id.
    pub id: i32,
    /// The player.
    pub player_id: PlayerId,
    /// The first round it is in force in.
    pub from_round: i32,
    /// The rating (0: unrated).
    pub rating: i32,
}

/// The tournament's later ratings, by player then round.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<PlayerRatingRow>> {
    player_ratings::table
        .filter(player_ratings::tournament_id.eq(tournament_id))
        .order((player_ratings::player_id, player_ratings::from_round))
        .select(PlayerRatingRow::as_select())
        .load(conn)
}

/// One player's later ratings, by round.
pub fn for_player(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player: PlayerId,
) -> QueryResult<Vec<PlayerRatingRow>> {
    player_ratings::table
        .filter(player_ratings::tournament_id.eq(tournament_id))
        .filter(player_ratings::player_id.eq(player))
        .order(player_ratings::from_round)
        .select(PlayerRatingRow::as_select())
        .load(conn)
}

/// Sets the player's rating from round `from_round` on (replacing one set
/// for that round).
pub fn set(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player_id: PlayerId,
    from_round: i32,
    rating: i32,
) -> QueryResult<()> {
    remove(conn, tournament_id, player_id, from_round)?;
    diesel::insert_into(player_ratings::table)
        .values((
            player_ratings::tournament_id.eq(tournament_id),
            player_ratings::player_id.eq(player_id),
            player_ratings::from_round.eq(from_round),
            player_ratings::rating.eq(rating),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Removes the player's rating from round `from_round`; whether there was one.
pub fn remove(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player_id: PlayerId,
    from_round: i32,
) -> QueryResult<bool> {
    let n = diesel::delete(
        player_ratings::table
            .filter(player_ratings::tournament_id.eq(tournament_id))
            .filter(player_ratings::player_id.eq(player_id))
            .filter(player_ratings::from_round.eq(from_round)),
    )
    .execute(conn)?;
    Ok(n > 0)
}
