//! The player's page's half-point bye box: marks the player ineligible for
//! half-point byes (checklist Q175), or eligible again.

use crate::db::{PlayerId, TournamentId};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The form: the box ticked (`1`) or not (absent).
#[derive(Deserialize)]
pub struct EligibilityForm {
    #[serde(default)]
    hpb_ineligible: String,
}

/// `POST /t/{id}/players/{pid}/hpb`: marks the player ineligible for
/// half-point byes when the box is ticked, eligible when it is not.
pub async fn set_hpb_ineligible(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<EligibilityForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, pid) = path.into_inner();
    let ineligible = !form.hpb_ineligible.is_empty();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        crate::actions::set_hpb_ineligible(c, user.id, &t, pid, ineligible)
            .map_err(crate::web::players::refusal::refused)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/players/{pid}/edit#hpb")))
}
