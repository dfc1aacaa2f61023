//! The question FIDE mode asks before a result becomes a correction
//! (checklist Q115: Level 3): the board, the result it holds and the one
//! entered, what will be recorded, and a button that confirms (or a link
//! back to the round).

use crate::actions::ResultRefusal;
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection};
use crate::tournament::GameResult;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::parts::result_text::result_shown;
use crate::web::view::render;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

/// A result entry that waits for the arbiter's confirmation as a correction.
pub struct Question {
    t: TournamentRow,
    board: BoardRow,
    white: String,
    black: String,
    result: GameResult,
    version: i32,
    refusal: ResultRefusal,
}

impl Question {
    /// The question for entering `result` (on the board seen at `version`)
    /// that `refusal` asked to confirm.
    pub fn of(
        c: &mut DbConnection,
        t: TournamentRow,
        board: BoardId,
        (result, version): (GameResult, i32),
        refusal: ResultRefusal,
    ) -> Result<Question, AppError> {
        let board = db::boards::by_id(c, t.id, board)?.ok_or(AppError::NotFound)?;
        let mut name = |id| db::players::by_id(c, t.id, id).map(|p| p.map(|p| p.name).unwrap_or_default());
        let white = name(board.white_id)?;
        let black = match board.black_id {
            Some(id) => name(id)?,
            None => String::new(),
        };
        Ok(Question { t, board, white, black, result, version, refusal })
    }
}

#[derive(Template)]
#[template(path = "rounds/correction.html")]
struct CorrectionPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    board: BoardRow,
    white: String,
    black: String,
    warning: String,
    before: &'static str,
    after: &'static str,
    code: &'static str,
    version: i32,
}

/// The question's page (409: the result waits).
pub fn page(ctx: &Ctx, q: Question) -> Result<HttpResponse, AppError> {
    let page = CorrectionPage {
        ctx,
        warning: q.refusal.message(&ctx.tr),
        before: result_shown(q.board.result),
        after: result_shown(crate::tournament::BoardResult::Game(q.result)),
        code: q.result.code(),
        version: q.version,
        t: q.t,
        board: q.board,
        white: q.white,
        black: q.black,
    };
    render(StatusCode::CONFLICT, &page)
}
