//! Storing what the Laws rule on a change to a followed game
//! ([`crate::actions::Ruled`]): the new rulings go into the audit log, and
//! the result they give (or withdraw) onto the board and the game.

use crate::actions::Ruled;
use crate::actions::audit::audit;
use crate::actions::audit::{AuditEvent, BoardRef, Said};
use crate::chess::Termination;
use crate::db::{self, DbConnection, UserId};
use crate::web::board::laws_text::in_zone;
use crate::web::board::record::Loaded;
use crate::web::error::AppError;

/// After a change to a timed board is stored: logs its new rulings and sets
/// (or, when a withdrawn event undid it, clears) the result they give.
pub(in crate::web) fn store_rulings(
    conn: &mut DbConnection,
    l: &Loaded,
    ruled: &Ruled,
    user_id: UserId,
) -> Result<(), AppError> {
    let Some(after) = &ruled.after else { return Ok(()) };
    let board_ref = BoardRef::of(&l.board);
    for r in ruled.new_rulings() {
        let local = in_zone(&r.said, l.t.tz());
        let (decision, article, said) = (local.english(), r.article.clone(), Some(Said::decision(&local)));
        audit(conn, l.t.id, user_id, AuditEvent::Ruling { board: board_ref, decision, article, said })?
    }
    let board = db::boards::by_id(conn, l.t.id, l.board.id)?.ok_or(AppError::NotFound)?;
    let Some(target) = ruled.result_to_store(board.result) else { return Ok(()) };
    if board.result != target.into() {
        crate::web::versioned::set_board_result(conn, &board, target)?;
        let reason = after.article.as_ref().map(|a| format!("{} {a}", after.termination.map_or("", Termination::code)));
        let (before, after) = (board.result, target.into());
        audit(conn, l.t.id, user_id, AuditEvent::ResultChanged { board: board_ref, before, after, reason })?;
    }
    // The game's row may have been created by this very change (its first move).
    if let Some(game) = db::games::by_board(conn, l.board.id)? {
        db::games::set_result(conn, game.id, target, after.termination)?;
    }
    Ok(())
}
