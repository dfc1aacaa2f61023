//! Undoing a result correction in one step (checklist Q114): the audit log
//! keeps each changed result with the one before it, so a correction whose
//! board still holds the corrected result can be taken back. The undo is a
//! correction itself, with its own `### Correction` line: the record keeps
//! both.

use super::audit::{AuditEvent, BoardRef};
use super::results::{NewResult, ResultRefusal, ResultSet, is_correction, set_result};
use super::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection, UserId};
use crate::tournament::{BoardResult, GameResult};
use std::collections::HashSet;

/// The reason an undo's result change is logged with: an undo is not
/// offered for undoing in turn.
pub const UNDO_REASON: &str = "undo";

/// A correction that can be undone: the board and the result it had before.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undoable {
    /// The board.
    pub board: BoardId,
    /// Its round and board number.
    pub at: BoardRef,
    /// The result before the correction, which undoing it restores.
    pub before: GameResult,
    /// The corrected result the board holds now.
    pub after: GameResult,
}

/// The corrections of `t` that can be undone now: the last change of each
/// board, when it changed one result into another (not a first entry, nor
/// the result of an adjourned game finished), in
/// a round a later round was paired from, and the board still holds it;
/// in FIDE mode, only in the rounds whose results may still change.
pub fn undoable_corrections(
    conn: &mut DbConnection,
    t: &TournamentRow,
) -> Result<Vec<Undoable>, diesel::result::Error> {
    let boards = db::boards::for_tournament(conn, t.id)?;
    let oldest = match t.fide_mode().is_on() {
        true => db::boards::last_played_round(conn, t.id)? - 1,
        false => 1,
    };
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    // Newest first: the first change of a board is its last.
    for (row, _) in db::audit::for_tournament(conn, t.id)? {
        let Some(Ok(AuditEvent::ResultChanged { board: at, before, after, reason })) =
            row.event.as_deref().map(serde_json::from_str::<AuditEvent>)
        else {
            continue;
        };
        if !seen.insert((at.round, at.board)) {
            continue;
        }
        let (BoardResult::Game(before), BoardResult::Game(after)) = (before, after) else { continue };
        if reason.as_deref() == Some(UNDO_REASON) {
            continue;
        }
        let Some(board) = boards.iter().find(|b| b.round == at.round && b.board_no == at.board) else { continue };
        let holds = board.result == BoardResult::Game(after);
        let first_result = matches!(before, GameResult::Pending | GameResult::Adjourned);
        if !first_result && holds && is_correction(t, board) && board.round >= oldest {
            out.push(Undoable { board: board.id, at, before, after });
        }
    }
    Ok(out)
}

/// Why an undo is refused (nothing is written).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UndoRefusal {
    /// The board's last change is not a correction that can be undone now
    /// ([`undoable_corrections`]): undone already, changed since, or too old.
    NothingToUndo,
    /// Entering the result before was refused.
    Result(ResultRefusal),
}

/// Undoes the last correction of `board`: its result before is entered
/// again, as a confirmed correction (recorded for FIDE). Refused when the
/// board's last change cannot be undone now ([`undoable_corrections`]).
pub fn undo_correction(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    board: BoardId,
) -> Result<ResultSet, Failed<UndoRefusal>> {
    // Two arbiters pressing Undo at once: one after the other; the second finds nothing to undo.
    db::tournaments::lock(conn, t.id)?;
    let Some(undo) = undoable_corrections(conn, t)?.into_iter().find(|u| u.board == board) else {
        return refuse(UndoRefusal::NothingToUndo);
    };
    let Some(row) = db::boards::by_id(conn, t.id, board)? else { return refuse(UndoRefusal::NothingToUndo) };
    let reason = Some(UNDO_REASON.to_string());
    let input = NewResult { board, version: row.version, result: undo.before, reason, correction_confirmed: true };
    set_result(conn, by, t, input).map_err(|failed| match failed {
        Failed::Refused(refusal) => Failed::Refused(UndoRefusal::Result(refusal)),
        Failed::Db(e) => Failed::Db(e),
    })
}
