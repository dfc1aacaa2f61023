//! Corrections for the rating report only (C.04.2 4.3; checklist Q192,
//! Q193): one corrected result per board at most, kept apart from the
//! board's result, which pairing and standings read.

use super::DbConnection;
use super::codes::Code;
use super::ids::{BoardId, TournamentId};
use super::schema::rating_corrections;
use crate::tournament::{BoardResult, GameResult};
use diesel::prelude::*;

/// The tournament's corrections: (board, the result for the rating report).
pub fn for_tournament(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<(BoardId, GameResult)>> {
    let rows: Vec<(BoardId, Code<BoardResult>)> = rating_corrections::table
        .filter(rating_corrections::tournament_id.eq(tournament_id))
        .order(rating_corrections::board_id)
        .select((rating_corrections::board_id, rating_corrections::result))
        .load(conn)?;
    Ok(rows.into_iter().filter_map(|(board, Code(result))| Some((board, result.game()?))).collect())
}

/// The result for the rating report of `board`, if corrected.
pub fn for_board(conn: &mut DbConnection, board: BoardId) -> QueryResult<Option<GameResult>> {
    let stored: Option<Code<BoardResult>> =
        rating_corrections::table.find(board).select(rating_corrections::result).first(conn).optional()?;
    Ok(stored.and_then(|Code(result)| result.game()))
}

/// Sets the result for the rating report of `board` (replacing one set before).
pub fn set(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    board: BoardId,
    result: GameResult,
) -> QueryResult<()> {
    remove(conn, board)?;
    diesel::insert_into(rating_corrections::table)
        .values((
            rating_corrections::board_id.eq(board),
            rating_corrections::tournament_id.eq(tournament_id),
            rating_corrections::result.eq(Code(BoardResult::Game(result))),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Removes the correction of `board`, if any; whether there was one.
pub fn remove(conn: &mut DbConnection, board: BoardId) -> QueryResult<bool> {
    diesel::delete(rating_corrections::table.find(board)).execute(conn).map(|n| n > 0)
}
