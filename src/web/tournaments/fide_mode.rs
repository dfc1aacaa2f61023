//! The event's FIDE mode page (its arbiters'): whether the event is in
//! FIDE mode, what is recorded for FIDE (the pairing-integrity breaching
//! events, as the TRF's `###` lines), and leaving FIDE mode, for good, in
//! two steps that state what follows (the checklist's Level 4), which only
//! the chief arbiter may.

use crate::actions::tournaments;
use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, kept};
use crate::web::forms::CsrfForm;
use crate::web::parts::board_lines::shown_result;
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// Which step of leaving the page shows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Step {
    /// The consequences, a box to tick and "Continue".
    Consequences,
    /// The last press.
    Last,
}

#[derive(Template)]
#[template(path = "tournaments/fide_mode.html")]
struct FideModePage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The round the event is in, which leaving now names.
    round: i32,
    step: Step,
    /// The chief arbiter may leave (deputies see the state only).
    chief: bool,
    /// The event's pairing-integrity breaching events, as the TRF's `###`
    /// lines write them.
    breaches: Vec<String>,
    /// The corrections that can be undone now: the board and what undoing says.
    undoable: Vec<(crate::db::BoardId, String)>,
    error: Option<String>,
}

impl FideModePage<'_> {
    fn last_step(&self) -> bool {
        self.step == Step::Last
    }
}

/// The page for tournament `id`, at `step`.
async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    (status, step, error): (StatusCode, Step, Option<String>),
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (t, access, round, breaches, undoable) = read(state, move |c| {
        let (t, access) = access::load_for_write_with_access(c, id, &user)?;
        let round = tournaments::round_in_play(c, &t)?;
        let breaches = crate::db::integrity::for_tournament(c, id)?;
        let undoable = crate::actions::undo::undoable_corrections(c, &t)?;
        Ok((t, access, round, breaches, undoable))
    })
    .await?;
    let breaches = breaches.iter().map(crate::tournament::Breach::trf_comment).collect();
    let undoable = undoable.iter().map(|u| (u.board, undo_text(ctx, u))).collect();
    render(status, &FideModePage { ctx, t, round, step, chief: access.chief, breaches, undoable, error })
}

/// What undoing a correction does, in the visitor's language.
fn undo_text(ctx: &Ctx, u: &crate::actions::undo::Undoable) -> String {
    let args = [
        ("round", u.at.round.to_string()),
        ("board", u.at.board.to_string()),
        ("before", shown_result(&ctx.tr, u.before)),
        ("after", shown_result(&ctx.tr, u.after)),
    ];
    ctx.tr.args("undo-correction-line", &args)
}

/// `POST /t/{id}/corrections/{board}/undo`: undoes the board's last
/// correction (checklist Q114), itself recorded for FIDE; back to the page.
pub async fn undo(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, crate::db::BoardId)>,
    _form: CsrfForm<crate::web::forms::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    use crate::actions::undo::{UndoRefusal, undo_correction};
    let user = ctx.require_user()?.clone();
    let (id, board) = path.into_inner();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match undo_correction(c, user.id, &t, board) {
            Ok(_) => Ok(()),
            Err(crate::actions::Failed::Refused(UndoRefusal::NothingToUndo)) => Err(AppError::Conflict("undo-nothing")),
            Err(crate::actions::Failed::Refused(UndoRefusal::Result(r))) => {
                Err(crate::web::parts::result_text::result_refused(crate::actions::Failed::Refused(r)))
            }
            Err(crate::actions::Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("undo-done"));
    Ok(see_other(&format!("/t/{id}/fide-mode#undo")))
}

/// `GET /t/{id}/fide-mode`: the event's FIDE mode (its arbiters).
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    page(&ctx, &state, id.into_inner(), (StatusCode::OK, Step::Consequences, None)).await
}

/// The leave form: `understood` ticked at the first step, `step` `2` at the last.
#[derive(Deserialize)]
pub struct LeaveForm {
    #[serde(default)]
    understood: String,
    #[serde(default)]
    step: String,
}

/// `POST /t/{id}/fide-mode/leave`: the first step (the box ticked) shows the
/// last; the last leaves FIDE mode for good. The chief arbiter's only.
pub async fn leave(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<LeaveForm>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let user = ctx.require_user()?.clone();
    if form.understood != "on" {
        let error = Some(ctx.tr.t("fide-mode-leave-tick"));
        return page(&ctx, &state, id, (StatusCode::UNPROCESSABLE_ENTITY, Step::Consequences, error)).await;
    }
    if form.step != "2" {
        return page(&ctx, &state, id, (StatusCode::OK, Step::Last, None)).await;
    }
    transaction(&state, move |c| {
        let (t, access) = access::load_for_write_with_access(c, id, &user)?;
        if !access.chief {
            return Err(AppError::Forbidden);
        }
        kept(tournaments::leave_fide_mode(c, user.id, &t))?.map_err(|r| AppError::Refusal(Box::new(r)))
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/fide-mode")))
}
