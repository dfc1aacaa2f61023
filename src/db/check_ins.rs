//! Who checked in for a round (issue 56), by their personal link or by an
//! arbiter.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId};
use super::schema::check_ins;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// The players checked in for a round: (player, whether an arbiter did it).
pub fn for_round(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    round: i32,
) -> QueryResult<Vec<(PlayerId, bool)>> {
    check_ins::table
        .filter(check_ins::tournament_id.eq(tournament_id).and(check_ins::round.eq(round)))
        .select((check_ins::player_id, check_ins::by_arbiter))
        .load(conn)
}

/// Whether a player is checked in for a round.
pub fn is_checked_in(conn: &mut DbConnection, player: PlayerId, round: i32) -> QueryResult<bool> {
    let found: Option<PlayerId> =
        check_ins::table.find((player, round)).select(check_ins::player_id).first(conn).optional()?;
    Ok(found.is_some())
}

/// Checks a player in (again: nothing changes); whether it was new.
pub fn check_in(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    (player, round): (PlayerId, i32),
    by_arbiter: bool,
    now: NaiveDateTime,
) -> QueryResult<bool> {
    if is_checked_in(conn, player, round)? {
        return Ok(false);
    }
    diesel::insert_into(check_ins::table)
        .values((
            check_ins::player_id.eq(player),
            check_ins::round.eq(round),
            check_ins::tournament_id.eq(tournament_id),
            check_ins::at.eq(now),
            check_ins::by_arbiter.eq(by_arbiter),
        ))
        .execute(conn)?;
    Ok(true)
}

/// Takes a check-in back; whether there was one.
pub fn undo(conn: &mut DbConnection, player: PlayerId, round: i32) -> QueryResult<bool> {
    Ok(diesel::delete(check_ins::table.find((player, round))).execute(conn)? == 1)
}
