//! The event's officials as the rating report names them (TRF records 102
//! and 112), in the order they were typed, the chief arbiter first.

use super::DbConnection;
use super::ids::TournamentId;
use super::schema::officials;
use diesel::prelude::*;

/// The officials of a tournament: the chief arbiter, if named, and the
/// deputy chief arbiters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Officials {
    /// The chief arbiter (record 102).
    pub chief: Option<String>,
    /// The deputy chief arbiters (record 112 each).
    pub deputies: Vec<String>,
}

/// The tournament's officials as stored.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Officials> {
    let rows: Vec<(bool, String)> = officials::table
        .filter(officials::tournament_id.eq(tournament_id))
        .order(officials::position)
        .select((officials::chief, officials::name))
        .load(conn)?;
    let chief = rows.iter().find(|(chief, _)| *chief).map(|(_, name)| name.clone());
    let deputies = rows.into_iter().filter(|(chief, _)| !chief).map(|(_, name)| name).collect();
    Ok(Officials { chief, deputies })
}

/// Replaces the tournament's officials with `named`.
pub fn set(conn: &mut DbConnection, tournament_id: TournamentId, named: &Officials) -> QueryResult<()> {
    diesel::delete(officials::table.filter(officials::tournament_id.eq(tournament_id))).execute(conn)?;
    let chief = named.chief.iter().map(|name| (true, name));
    // A row at a time: a handful of officials, and one statement for both databases.
    for ((chief, name), position) in chief.chain(named.deputies.iter().map(|name| (false, name))).zip(0..) {
        diesel::insert_into(officials::table)
            .values((
                officials::tournament_id.eq(tournament_id),
                officials::position.eq(position),
                officials::chief.eq(chief),
                officials::name.eq(name.as_str()),
            ))
            .execute(conn)?;
    }
    Ok(())
}
