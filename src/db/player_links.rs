//! Each player's personal link (issue 56): a random secret that opens the
//! player's own page without an account. Renewing it replaces the secret,
//! so the old link stops working.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId};
use super::schema::player_links;
use diesel::prelude::*;

/// The secret of a player's link, if one was made.
pub fn token_of(conn: &mut DbConnection, player: PlayerId) -> QueryResult<Option<String>> {
    player_links::table.find(player).select(player_links::token).first(conn).optional()
}

/// Every link of a tournament: (player, secret).
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<(PlayerId, String)>> {
    player_links::table
        .filter(player_links::tournament_id.eq(tournament_id))
        .select((player_links::player_id, player_links::token))
        .load(conn)
}

/// The secret of a player's link, made now if there is none.
pub fn ensure(conn: &mut DbConnection, tournament_id: TournamentId, player: PlayerId) -> QueryResult<String> {
    match token_of(conn, player)? {
        Some(token) => Ok(token),
        None => renew(conn, tournament_id, player),
    }
}

/// Gives a player a new secret (the old link stops working); the secret.
pub fn renew(conn: &mut DbConnection, tournament_id: TournamentId, player: PlayerId) -> QueryResult<String> {
    let token = crate::auth::random_token();
    set(conn, tournament_id, player, &token)?;
    Ok(token)
}

/// Gives a player the link secret `token` (an accepted entry's own).
pub fn set(conn: &mut DbConnection, tournament_id: TournamentId, player: PlayerId, token: &str) -> QueryResult<()> {
    diesel::delete(player_links::table.find(player)).execute(conn)?;
    diesel::insert_into(player_links::table)
        .values((
            player_links::player_id.eq(player),
            player_links::tournament_id.eq(tournament_id),
            player_links::token.eq(token),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The player of a tournament whose link carries `token`.
pub fn player_of(conn: &mut DbConnection, tournament_id: TournamentId, token: &str) -> QueryResult<Option<PlayerId>> {
    player_links::table
        .filter(player_links::tournament_id.eq(tournament_id).and(player_links::token.eq(token)))
        .select(player_links::player_id)
        .first(conn)
        .optional()
}
