//! The results players report for their own games (issue 56): one per
//! player and board, replaced when the player reports again.

use super::DbConnection;
use super::codes::Code;
use super::ids::{BoardId, PlayerId, TournamentId};
use super::schema::result_reports;
use crate::tournament::{BoardResult, GameResult};
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// The reports of a tournament: (board, player, result).
pub fn for_tournament(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
) -> QueryResult<Vec<(BoardId, PlayerId, GameResult)>> {
    let rows: Vec<(BoardId, PlayerId, Code<BoardResult>)> = result_reports::table
        .filter(result_reports::tournament_id.eq(tournament_id))
        .order((result_reports::board_id, result_reports::player_id))
        .select((result_reports::board_id, result_reports::player_id, result_reports::result))
        .load(conn)?;
    Ok(rows.into_iter().filter_map(|(b, p, Code(r))| Some((b, p, r.game()?))).collect())
}

/// The reports of one board: (player, result).
pub fn for_board(conn: &mut DbConnection, board: BoardId) -> QueryResult<Vec<(PlayerId, GameResult)>> {
    let rows: Vec<(PlayerId, Code<BoardResult>)> = result_reports::table
        .filter(result_reports::board_id.eq(board))
        .order(result_reports::player_id)
        .select((result_reports::player_id, result_reports::result))
        .load(conn)?;
    Ok(rows.into_iter().filter_map(|(p, Code(r))| Some((p, r.game()?))).collect())
}

/// Stores a player's report of a board's result (replacing their earlier one).
pub fn report(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    (board, player): (BoardId, PlayerId),
    result: GameResult,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::delete(result_reports::table.find((board, player))).execute(conn)?;
    diesel::insert_into(result_reports::table)
        .values((
            result_reports::board_id.eq(board),
            result_reports::player_id.eq(player),
            result_reports::tournament_id.eq(tournament_id),
            result_reports::result.eq(Code(BoardResult::Game(result))),
            result_reports::at.eq(now),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Removes a board's reports (once the arbiter's result is in).
pub fn clear(conn: &mut DbConnection, board: BoardId) -> QueryResult<usize> {
    diesel::delete(result_reports::table.filter(result_reports::board_id.eq(board))).execute(conn)
}
