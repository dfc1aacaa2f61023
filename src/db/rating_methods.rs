//! How each tournament seeds its players: the tournament rating's method
//! and the order of players equal in it and in title (no row: FIDE, by name).

use super::DbConnection;
use super::ids::TournamentId;
use super::models::TournamentRow;
use super::schema::rating_methods;
use crate::tournament::{RatingMethod, TieOrder};
use diesel::prelude::*;

/// How a tournament orders its players before round 1 (C.04.2 B).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Seeding {
    /// How the tournament rating is taken (checklist Q145).
    pub method: RatingMethod,
    /// How players equal in rating and title are ordered (Q146).
    pub ties: TieOrder,
    /// The tournament's seed for the drawing of lots ([`TieOrder::Lot`];
    /// [`TournamentRow::lots_seed`]).
    pub seed: u64,
}

/// The seeding of tournament `t` (FIDE, by name, when none is stored).
pub fn of(conn: &mut DbConnection, t: &TournamentRow) -> QueryResult<Seeding> {
    let stored: Option<(String, String)> = rating_methods::table
        .find(t.id)
        .select((rating_methods::method, rating_methods::tie_order))
        .first(conn)
        .optional()?;
    let (method, ties) = stored.map_or((None, None), |(m, t)| (RatingMethod::from_code(&m), TieOrder::from_code(&t)));
    Ok(Seeding { method: method.unwrap_or_default(), ties: ties.unwrap_or_default(), seed: t.lots_seed() })
}

/// Stores the tournament's method and order of ties.
pub fn set(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    method: RatingMethod,
    ties: TieOrder,
) -> QueryResult<()> {
    diesel::delete(rating_methods::table.find(tournament_id)).execute(conn)?;
    diesel::insert_into(rating_methods::table)
        .values((
            rating_methods::tournament_id.eq(tournament_id),
            rating_methods::method.eq(method.code()),
            rating_methods::tie_order.eq(ties.code()),
        ))
        .execute(conn)
        .map(|_| ())
}
