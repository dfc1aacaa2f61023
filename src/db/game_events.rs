//! A recorded game's arbiter log: arrivals, claims, illegal moves, offers,
//! resignations, pauses and clock adjustments, each with the instant it was
//! recorded. Moves and their times are in `game_moves`; together they make
//! the incident that [`crate::rulings::replay`] rules on.

use super::DbConnection;
use super::schema::game_events;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// One logged event.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_events)]
pub struct GameEventRow {
    /// Row id.
    pub id: i32,
    /// The board.
    pub board_id: i32,
    /// When it happened (UTC).
    pub at: NaiveDateTime,
    /// The event type as the incident format names it (`arrive`, `claim_flag`...).
    pub kind: String,
    /// The event's other fields as a JSON object (`{"player": "white"}`).
    pub data: String,
    /// The arbiter who recorded it.
    pub recorded_by: Option<i32>,
}

/// A board's events in time order.
pub fn for_board(conn: &mut DbConnection, board_id: i32) -> QueryResult<Vec<GameEventRow>> {
    game_events::table
        .filter(game_events::board_id.eq(board_id))
        .order((game_events::at, game_events::id))
        .select(GameEventRow::as_select())
        .load(conn)
}

/// Appends an event.
pub fn record(
    conn: &mut DbConnection,
    board_id: i32,
    at: NaiveDateTime,
    kind: &str,
    data: &str,
    recorded_by: i32,
) -> QueryResult<()> {
    diesel::insert_into(game_events::table)
        .values((
            game_events::board_id.eq(board_id),
            game_events::at.eq(at),
            game_events::kind.eq(kind),
            game_events::data.eq(data),
            game_events::recorded_by.eq(Some(recorded_by)),
        ))
        .execute(conn)
        .map(|_| ())
}
