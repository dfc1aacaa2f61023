//! The question FIDE mode asks before a result becomes a correction
//! (checklist Q115: Level 3): the board, the result it holds and the one
//! entered, what will be recorded, and a button that confirms (or a link
//! back to the round), on the shared question page.

use crate::actions::ResultRefusal;
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection};
use crate::tournament::{BoardResult, GameResult};
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::i18n::Tr;
use crate::web::parts::board_lines::shown_result;
use crate::web::parts::question::{self, Question};
use crate::web::parts::result_text::result_shown;
use actix_web::HttpResponse;

/// A result entry that waits for the arbiter's confirmation as a correction,
/// read from the database while the refusal's transaction is open.
pub struct Correction {
    t: TournamentRow,
    q: Question,
}

/// A board's result as the question shows it (`—` while pending).
fn shown(tr: &Tr, result: BoardResult) -> String {
    match result.game().filter(|r| *r != GameResult::Pending) {
        Some(game) => shown_result(tr, game),
        None => result_shown(tr, result),
    }
}

impl Correction {
    /// The question for entering `result` (on the board seen at `version`)
    /// that `refusal` asked to confirm, worded in the visitor's language.
    pub fn of(
        c: &mut DbConnection,
        tr: &Tr,
        t: TournamentRow,
        board: BoardId,
        (result, version): (GameResult, i32),
        refusal: ResultRefusal,
    ) -> Result<Correction, AppError> {
        let board = db::boards::by_id(c, t.id, board)?.ok_or(AppError::NotFound)?;
        let mut name = |id| db::players::by_id(c, t.id, id).map(|p| p.map(|p| p.name).unwrap_or_default());
        let white = name(board.white_id)?;
        let black = match board.black_id {
            Some(id) => name(id)?,
            None => String::new(),
        };
        let adjournment = matches!(refusal, ResultRefusal::AdjournedNotDrawn { .. });
        let (title, button) = match adjournment {
            true => ("adjournment-title", "adjournment-confirm"),
            false => ("correction-title", "correction-confirm"),
        };
        let q = Question {
            heading: tr.t1(title, "round", &board.round.to_string()),
            facts: vec![tr.args(
                "correction-board",
                &[("board", board.board_no.to_string()), ("white", white), ("black", black)],
            )],
            change: Some((shown(tr, board.result), shown(tr, BoardResult::Game(result)))),
            warning: refusal.message(tr),
            action: format!("/t/{}/boards/{}/result", t.id, board.id),
            fields: vec![
                ("result", result.code().to_string()),
                ("version", version.to_string()),
                ("confirm_correction", "yes".to_string()),
            ],
            button: tr.t(button),
            cancel: format!("/t/{}/round/{}#b{}", t.id, board.round, board.id),
        };
        Ok(Correction { t, q })
    }

    /// The question's page.
    pub fn page(self, ctx: &Ctx) -> Result<HttpResponse, AppError> {
        question::page(ctx, self.t, self.q)
    }
}
