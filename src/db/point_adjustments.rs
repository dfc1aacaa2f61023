//! Points the arbiter adds to or takes from players' scores (Laws 12.9 d
//! and e; a regulation's bonus or deduction): one row per adjustment.

use super::DbConnection;
use super::ids::{PlayerId, PointAdjustmentId, TournamentId};
use super::schema::point_adjustments;
use crate::tournament::Points;
use diesel::prelude::*;

/// One stored adjustment.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = point_adjustments)]
pub struct PointAdjustmentRow {
    /// Row id.
    pub id: PointAdjustmentId,
    /// The player whose score it changes.
    pub player_id: PlayerId,
    /// The round it counts in (from 1).
    pub round: i32,
    /// The points, in tenths, negative when taken away.
    pub tenths: i32,
    /// Why, in the arbiter's words (shown to arbiters only).
    pub reason: String,
}

impl PointAdjustmentRow {
    /// The points added (negative: taken away).
    pub fn points(&self) -> Points {
        Points(self.tenths)
    }
}

/// What a new adjustment stores.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewPointAdjustment {
    /// The player.
    pub player_id: PlayerId,
    /// The round it counts in.
    pub round: i32,
    /// The points added (negative: taken away).
    pub points: Points,
    /// Why.
    pub reason: String,
}

/// The tournament's adjustments, by round then as entered.
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<PointAdjustmentRow>> {
    point_adjustments::table
        .filter(point_adjustments::tournament_id.eq(tournament_id))
        .order((point_adjustments::round, point_adjustments::id))
        .select(PointAdjustmentRow::as_select())
        .load(conn)
}

/// Stores an adjustment; its id.
pub fn insert(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    new: &NewPointAdjustment,
) -> QueryResult<PointAdjustmentId> {
    diesel::insert_into(point_adjustments::table)
        .values((
            point_adjustments::tournament_id.eq(tournament_id),
            point_adjustments::player_id.eq(new.player_id),
            point_adjustments::round.eq(new.round),
            point_adjustments::tenths.eq(new.points.0),
            point_adjustments::reason.eq(&new.reason),
        ))
        .returning(point_adjustments::id)
        .get_result(conn)
}

/// Removes one of the tournament's adjustments: the row removed, if there was one.
pub fn remove(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    id: PointAdjustmentId,
) -> QueryResult<Option<PointAdjustmentRow>> {
    let row = point_adjustments::table
        .filter(point_adjustments::tournament_id.eq(tournament_id))
        .find(id)
        .select(PointAdjustmentRow::as_select())
        .first(conn)
        .optional()?;
    if row.is_some() {
        diesel::delete(point_adjustments::table.find(id)).execute(conn)?;
    }
    Ok(row)
}
