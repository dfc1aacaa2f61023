//! `/t/{id}/chess960`: whether the event is played as Chess960 (FIDE Laws,
//! Guidelines II; checklist Q222), chosen before any game is recorded move
//! by move; each round's start position is then drawn from the
//! tournament's seed and shown on the round's pages.

use crate::actions::Failed;
use crate::actions::chess960::{Chess960Refusal, set_chess960};
use crate::db::models::TournamentRow;
use crate::db::{self, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/chess960.html")]
struct VariantPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    chess960: bool,
    /// A game is recorded: the choice stays.
    locked: bool,
}

/// The form: `chess960` or `standard`.
#[derive(Deserialize)]
pub struct VariantForm {
    #[serde(default)]
    variant: String,
}

/// `GET /t/{id}/chess960`.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, chess960, locked) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let chess960 = db::variants::is_chess960(c, t.id)?;
        let locked = t.paired_rounds > 0 || !db::games::for_tournament(c, t.id)?.is_empty();
        Ok((t, chess960, locked))
    })
    .await?;
    render(StatusCode::OK, &VariantPage { ctx: &ctx, t, chess960, locked })
}

/// `POST /t/{id}/chess960`.
pub async fn save(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<VariantForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let chess960 = match form.variant.as_str() {
        "chess960" => true,
        "standard" => false,
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let tr = ctx.tr;
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match set_chess960(c, user.id, &t, chess960) {
            Ok(()) => Ok(()),
            Err(Failed::Refused(Chess960Refusal::GamesRecorded)) => {
                Err(AppError::Refused(tr.t("chess960-games-recorded")))
            }
            Err(Failed::Refused(Chess960Refusal::RoundsPublished)) => {
                Err(AppError::Refused(tr.t("chess960-rounds-published")))
            }
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t(if chess960 { "chess960-saved-on" } else { "chess960-saved-off" }));
    Ok(see_other(&format!("/t/{id}/chess960")))
}
