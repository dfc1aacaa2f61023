//! Rulings on a followed game's changes: every change to a board's record
//! is replayed under the Laws ([`crate::rulings::replay`]) before anything
//! is stored; the new rulings go into the audit log and set the result.

use super::audit::{AuditEvent, BoardRef};
use super::board_clock::error_text;
use super::board_game::{ChangeResult, Loaded, refuse};
use super::error::AppError;
use super::i18n::Tr;
use super::tournaments::audit;
use crate::chess::Termination;
use crate::db::{self, DbConnection};
use crate::rulings::decision::Decision;
use crate::rulings::incident::BoardRecord;
use crate::rulings::{Replay, ReplayError, replay};
use crate::tournament::GameResult;
use actix_web::http::StatusCode;

/// The replay of a timed board's record; the refusal (nothing stored) when
/// the record cannot happen under the Laws. Untimed boards: none.
pub(super) fn check(tr: &Tr, record: &BoardRecord) -> Result<Option<Replay>, (StatusCode, String)> {
    if !record.is_timed() {
        return Ok(None);
    }
    let unprocessable =
        |e: ReplayError| (StatusCode::UNPROCESSABLE_ENTITY, tr.t1("clock-refused", "reason", &error_text(tr, &e)));
    match record.incident() {
        None => Ok(None),
        Some(Ok(incident)) => replay(&incident).map(Some).map_err(unprocessable),
        Some(Err(e)) => Err(unprocessable(e)),
    }
}

/// After a change to a timed board: logs the new rulings and sets (or, when
/// a withdrawn event undid it, clears) the result they give.
pub(super) fn apply(
    conn: &mut DbConnection,
    l: &Loaded,
    before: Option<&Replay>,
    after: &Replay,
    user_id: i32,
) -> Result<(), AppError> {
    let board_ref = BoardRef::of(&l.board);
    // A ruling is new unless the replay before the change made the same decision under the same article.
    let mut earlier: Vec<(&Decision, &str)> =
        before.map(|b| b.rulings.iter().map(|r| (&r.said, r.article.as_str())).collect()).unwrap_or_default();
    for r in &after.rulings {
        match earlier.iter().position(|e| *e == (&r.said, r.article.as_str())) {
            Some(i) => {
                earlier.remove(i);
            }
            None => {
                let (decision, article) = (r.decision.clone(), r.article.clone());
                audit(conn, l.t.id, user_id, AuditEvent::Ruling { board: board_ref, decision, article })?
            }
        }
    }
    let new = after.result;
    let old = before.map(|b| b.result).unwrap_or(GameResult::Pending);
    let board = db::boards::by_id(conn, l.t.id, l.board.id)?.ok_or(AppError::NotFound)?;
    let target = if new != GameResult::Pending {
        new
    } else if old != GameResult::Pending && board.result == old.code() {
        GameResult::Pending
    } else {
        return Ok(());
    };
    if board.result != target.code() {
        super::versioned::set_board_result(conn, &board, target)?;
        let reason = after.article.as_ref().map(|a| format!("{} {a}", after.termination.map_or("", Termination::code)));
        let (before, after) = (board.result, target.code().into());
        audit(conn, l.t.id, user_id, AuditEvent::ResultChanged { board: board_ref, before, after, reason })?;
    }
    // The game's row may have been created by this very change (its first move).
    if let Some(game) = db::games::by_board(conn, l.board.id)? {
        db::games::set_result(conn, game.id, target, after.termination)?;
    }
    Ok(())
}

/// Validates a changed record of a timed board and, when the Laws allow it,
/// runs `write` and stores the ruling; otherwise refuses with nothing stored.
pub(super) fn change_record(
    conn: &mut DbConnection,
    tr: &Tr,
    l: &Loaded,
    changed: &BoardRecord,
    user_id: i32,
    write: impl FnOnce(&mut DbConnection) -> Result<(), AppError>,
) -> ChangeResult {
    let before = check(tr, &l.record).ok().flatten();
    let after = match check(tr, changed) {
        Ok(r) => r,
        Err((status, message)) => return refuse(status, message),
    };
    write(conn)?;
    if let Some(after) = after {
        apply(conn, l, before.as_ref(), &after, user_id)?;
    }
    Ok(Ok(()))
}
