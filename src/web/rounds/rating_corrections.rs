//! `/t/{id}/round/{n}/rating`: corrections for the rating report only
//! (C.04.2 4.3; checklist Q192, Q193). Each game of the round shows its
//! result as pairing and standings keep it and, beside it, the result the
//! rating report takes; saving goes through
//! [`crate::actions::rating_corrections::correct_for_rating`], all boards
//! in one transaction.

use super::result_grid::load;
use crate::actions::Failed;
use crate::actions::StoredEvent;
use crate::actions::rating_corrections::{RatingCorrection, RatingCorrectionRefusal, correct_for_rating};
use crate::db::models::TournamentRow;
use crate::db::{BoardId, TournamentId};
use crate::tournament::GameResult;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::parts::board_lines::{BoardLine, board_lines};
use crate::web::view::{render, see_other};
use crate::web::{AppState, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use std::collections::HashMap;

/// The results a rating report can take: every final result (all but
/// the first, pending).
const RESULTS: &[GameResult] = GameResult::ALL.split_at(1).1;
const _: () = assert!(matches!(GameResult::ALL[0], GameResult::Pending));

/// One game of the round.
struct CorrectionLine {
    line: BoardLine,
    /// The code of the result the rating report takes (the board's own when uncorrected).
    for_rating: &'static str,
    /// Whether it differs from the board's result.
    corrected: bool,
}

#[derive(Template)]
#[template(path = "rounds/rating_corrections.html")]
struct CorrectionsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    lines: Vec<CorrectionLine>,
    results: &'static [GameResult],
    error: String,
}

fn page<'a>(ctx: &'a Ctx, event: &StoredEvent, round: i32, error: String) -> CorrectionsPage<'a> {
    let finished = |r: GameResult| r != GameResult::Pending;
    let boards: Vec<_> = event
        .boards
        .iter()
        .filter(|b| b.round == round && b.black_id.is_some() && b.result.game().is_some_and(finished))
        .cloned()
        .collect();
    let lines = board_lines(ctx, event, &boards)
        .into_iter()
        .map(|line| {
            let played = line.board.result.game().unwrap_or(GameResult::Pending);
            let for_rating = event.rating_corrections.get(&line.board.id).copied().unwrap_or(played);
            CorrectionLine { for_rating: for_rating.code(), corrected: for_rating != played, line }
        })
        .collect();
    CorrectionsPage { ctx, t: event.t.clone(), round, lines, results: RESULTS, error }
}

/// `GET /t/{id}/round/{n}/rating`: the round's games and their results for
/// the rating report (arbiters).
pub async fn form(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let event = load(&ctx, &state, id, round).await?;
    render(StatusCode::OK, &page(&ctx, &event, round, String::new()))
}

/// Reads the form: `b{board}` = the result's code, for every board shown.
fn corrections(form: &HashMap<String, String>) -> Option<Vec<RatingCorrection>> {
    form.iter()
        .filter_map(|(key, code)| Some((key.strip_prefix('b')?, code)))
        .map(|(id, code)| {
            let board = BoardId(id.parse().ok()?);
            let result = RESULTS.iter().copied().find(|r| r.code() == code)?;
            Some(RatingCorrection { board, result })
        })
        .collect()
}

/// `POST /t/{id}/round/{n}/rating`: saves the results for the rating
/// report, every board or none; a refusal shows the page again with why.
pub async fn save(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let Some(mut asked) = corrections(&form) else { return Err(AppError::BadRequest("error-bad-form")) };
    asked.sort_by_key(|c| c.board.0);
    let tr = ctx.tr;
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        for correction in asked {
            match correct_for_rating(c, user.id, &t, correction) {
                Ok(_) => {}
                // Nothing of this form is kept: the transaction is rolled back.
                Err(Failed::Refused(refusal)) => return Err(AppError::Refused(tr.t(refusal_key(refusal)))),
                Err(Failed::Db(e)) => return Err(e.into()),
            }
        }
        Ok(())
    })
    .await;
    match outcome {
        Ok(()) => {
            Ctx::set_notice(&req, &ctx.tr.t("rating-corrections-saved"));
            Ok(see_other(&format!("/t/{id}/round/{round}/rating")))
        }
        Err(AppError::Refused(why)) => {
            let event = load(&ctx, &state, id, round).await?;
            render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, &event, round, why))
        }
        Err(e) => Err(e),
    }
}

/// The message of a refusal.
fn refusal_key(refusal: RatingCorrectionRefusal) -> &'static str {
    match refusal {
        RatingCorrectionRefusal::UnknownBoard => "error-bad-form",
        RatingCorrectionRefusal::NotPublished => "rating-correction-not-published",
        RatingCorrectionRefusal::Bye => "rating-correction-bye",
        RatingCorrectionRefusal::NoResult => "rating-correction-no-result",
    }
}
