//! The address each player's personal link and pairings are mailed to
//! (issue 56: optional email), when the player gave one.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId};
use super::schema::player_contacts;
use diesel::prelude::*;

/// A player's address, if given.
pub fn email_of(conn: &mut DbConnection, player: PlayerId) -> QueryResult<Option<String>> {
    player_contacts::table.find(player).select(player_contacts::email).first(conn).optional()
}

/// Every address of a tournament: (player, address).
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<(PlayerId, String)>> {
    player_contacts::table
        .filter(player_contacts::tournament_id.eq(tournament_id))
        .select((player_contacts::player_id, player_contacts::email))
        .load(conn)
}

/// Sets (or with an empty address, removes) a player's address.
pub fn set(conn: &mut DbConnection, tournament_id: TournamentId, player: PlayerId, email: &str) -> QueryResult<()> {
    diesel::delete(player_contacts::table.find(player)).execute(conn)?;
    if email.is_empty() {
        return Ok(());
    }
    diesel::insert_into(player_contacts::table)
        .values((
            player_contacts::player_id.eq(player),
            player_contacts::tournament_id.eq(tournament_id),
            player_contacts::email.eq(email),
        ))
        .execute(conn)
        .map(|_| ())
}
