//! Registered players.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId};
use super::models::{PlayerFields, PlayerRow};
use super::schema::players;
use diesel::prelude::*;

/// A tournament's players by pairing number (unnumbered last, by registration).
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<PlayerRow>> {
    let mut rows: Vec<PlayerRow> = players::table
        .filter(players::tournament_id.eq(tournament_id))
        .order(players::id)
        .select(PlayerRow::as_select())
        .load(conn)?;
    rows.sort_by_key(|p| (p.pairing_no.is_none(), p.pairing_no, p.id));
    Ok(rows)
}

/// One player of a tournament.
pub fn by_id(conn: &mut DbConnection, tournament_id: TournamentId, id: PlayerId) -> QueryResult<Option<PlayerRow>> {
    players::table
        .filter(players::tournament_id.eq(tournament_id))
        .filter(players::id.eq(id))
        .select(PlayerRow::as_select())
        .first(conn)
        .optional()
}

/// Registers a player; returns the id.
pub fn insert(conn: &mut DbConnection, tournament_id: TournamentId, fields: &PlayerFields) -> QueryResult<PlayerId> {
    diesel::insert_into(players::table)
        .values((fields.clone(), players::tournament_id.eq(tournament_id), players::version.eq(1)))
        .returning(players::id)
        .get_result(conn)
}

/// Saves a player's fields if nobody changed them since `version` was read.
#[must_use = "whether it changed anything"]
pub fn update(conn: &mut DbConnection, id: PlayerId, version: i32, fields: &PlayerFields) -> QueryResult<bool> {
    let n = diesel::update(players::table.filter(players::id.eq(id)).filter(players::version.eq(version)))
        .set((fields.clone(), players::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Marks a player as withdrawn from a round on (or back in, with `None`).
pub fn set_withdrawn(
    conn: &mut DbConnection,
    id: PlayerId,
    from_round: Option<i32>,
    expelled: bool,
) -> QueryResult<()> {
    diesel::update(players::table.find(id))
        .set((
            players::withdrawn_from_round.eq(from_round),
            players::expelled.eq(expelled && from_round.is_some()),
            players::version.eq(players::version + 1),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Marks a player ineligible for half-point byes, or eligible again.
pub fn set_hpb_ineligible(conn: &mut DbConnection, id: PlayerId, ineligible: bool) -> QueryResult<()> {
    diesel::update(players::table.find(id))
        .set((players::hpb_ineligible.eq(ineligible), players::version.eq(players::version + 1)))
        .execute(conn)
        .map(|_| ())
}

/// Sets a player's place by hand within a tie left at the end and value of
/// the EXT tie-break (none clears either).
pub fn set_tie_entry(
    conn: &mut DbConnection,
    id: PlayerId,
    place: Option<i32>,
    external: Option<i32>,
) -> QueryResult<()> {
    diesel::update(players::table.find(id))
        .set((
            players::tie_place.eq(place),
            players::external_tiebreak.eq(external),
            players::version.eq(players::version + 1),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Clears the pairing numbers of every player of a tournament.
pub fn clear_pairing_numbers(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<()> {
    diesel::update(players::table.filter(players::tournament_id.eq(tournament_id)))
        .set(players::pairing_no.eq(None::<i32>))
        .execute(conn)
        .map(|_| ())
}

/// Sets pairing numbers: `(player id, number)`.
pub fn set_pairing_numbers(conn: &mut DbConnection, numbers: &[(PlayerId, i32)]) -> QueryResult<()> {
    for &(id, no) in numbers {
        diesel::update(players::table.find(id)).set(players::pairing_no.eq(no)).execute(conn)?;
    }
    Ok(())
}

/// Whether the player sits on any board of the tournament, drafted or published.
pub fn is_seated(conn: &mut DbConnection, tournament_id: TournamentId, id: PlayerId) -> QueryResult<bool> {
    use super::schema::boards;
    let n: i64 = boards::table
        .filter(boards::tournament_id.eq(tournament_id))
        .filter(boards::white_id.eq(id).or(boards::black_id.eq(id)))
        .count()
        .get_result(conn)?;
    Ok(n > 0)
}

/// Deletes a player (with their bye requests); call only for a player never seated.
#[must_use = "whether it changed anything"]
pub fn delete(conn: &mut DbConnection, tournament_id: TournamentId, id: PlayerId) -> QueryResult<bool> {
    let n = diesel::delete(players::table.filter(players::tournament_id.eq(tournament_id)).filter(players::id.eq(id)))
        .execute(conn)?;
    Ok(n > 0)
}
