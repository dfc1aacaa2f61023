//! How each tournament takes its tournament rating (no row: FIDE).

use super::DbConnection;
use super::ids::TournamentId;
use super::schema::rating_methods;
use crate::tournament::RatingMethod;
use diesel::prelude::*;

/// The tournament's method (FIDE when none is stored, or an unknown code).
pub fn of(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<RatingMethod> {
    let code: Option<String> =
        rating_methods::table.find(tournament_id).select(rating_methods::method).first(conn).optional()?;
    Ok(code.as_deref().and_then(RatingMethod::from_code).unwrap_or_default())
}

/// Stores the tournament's method.
pub fn set(conn: &mut DbConnection, tournament_id: TournamentId, method: RatingMethod) -> QueryResult<()> {
    diesel::delete(rating_methods::table.find(tournament_id)).execute(conn)?;
    diesel::insert_into(rating_methods::table)
        .values((rating_methods::tournament_id.eq(tournament_id), rating_methods::method.eq(method.code())))
        .execute(conn)
        .map(|_| ())
}
