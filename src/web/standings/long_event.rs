//! The tie-break page's form for an event lasting over 30 days (checklist
//! Q210-Q216): the flag, and whether the rating tie-breaks use the first
//! rating (C.07's default) or each round's.

use crate::actions::standings::long_event::{LongEvent, set_long_event};
use crate::db::TournamentId;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The form: the box (`1`) and the rating choice (`first` or `each`).
#[derive(Deserialize)]
pub struct LongEventForm {
    #[serde(default)]
    long_event: String,
    #[serde(default)]
    ratings: String,
}

/// `POST /t/{id}/tiebreaks/long-event`: marks the event as lasting over 30
/// days or not, with the rating its rating tie-breaks use; logged.
pub async fn save(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<LongEventForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let ratings_each_round = match form.ratings.as_str() {
        "" | "first" => false,
        "each" => true,
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let asked = LongEvent { long_event: !form.long_event.is_empty(), ratings_each_round };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(set_long_event(c, user.id, &t, asked)?)
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("long-event-saved"));
    Ok(see_other(&format!("/t/{id}/tiebreaks#long-event")))
}
