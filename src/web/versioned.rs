//! Versioned writes: a write that finds its row changed since it was read
//! has lost its race. The request is then refused as a conflict (409) that
//! names the value stored now; nothing is overwritten, and the transaction
//! rolls back whatever it had written before.

use super::error::AppError;
use crate::db::models::BoardRow;
use crate::db::{self, DbConnection, GameId};
use crate::tournament::{BoardResult, GameResult};

/// How a stored board result is shown in a conflict message (`—` while
/// pending or for a bye).
pub(super) fn result_shown(result: BoardResult) -> &'static str {
    match result.game().map(GameResult::symbol) {
        Some(symbol) if !symbol.is_empty() => symbol,
        _ => "—",
    }
}

/// Sets `board`'s result if nobody changed the board since it was read.
pub(super) fn set_board_result(conn: &mut DbConnection, board: &BoardRow, result: GameResult) -> Result<(), AppError> {
    if db::boards::set_result(conn, board.id, board.version, result.into())? {
        return Ok(());
    }
    let now = db::boards::by_id(conn, board.tournament_id, board.id)?.ok_or(AppError::NotFound)?;
    Err(AppError::ChangedMeanwhile { key: "conflict-result", current: result_shown(now.result).to_string() })
}

/// Claims the next version of a recorded game if nobody changed it since
/// `version` was read.
pub(super) fn claim_game(conn: &mut DbConnection, game_id: GameId, version: i32) -> Result<(), AppError> {
    if db::games::claim_version(conn, game_id, version)? {
        return Ok(());
    }
    let plies = db::games::moves(conn, game_id)?.len();
    Err(AppError::ChangedMeanwhile { key: "conflict-game", current: plies.to_string() })
}
