//! Deleting a player entered by mistake (one never paired); the others can
//! only be withdrawn.

use crate::actions::{Failed, PlayerRefusal};
use crate::db::{PlayerId, TournamentId};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, FieldErrors};
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The player deletion form: the box that confirms it.
#[derive(Deserialize)]
pub struct DeletePlayerForm {
    #[serde(default)]
    confirm: String,
}

/// `POST /t/{id}/players/{pid}/delete`: deletes a player who has never been
/// on a board, drafted or published, once the box confirming it is ticked
/// (else the player's page again, asking); the others can only be withdrawn.
pub async fn delete_player(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<DeletePlayerForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, pid) = path.into_inner();
    let confirmed = !form.confirm.is_empty();
    let deleted = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match crate::actions::delete_player(c, user.id, &t, pid, confirmed) {
            Ok(()) => Ok(true),
            Err(Failed::Refused(PlayerRefusal::DeleteUnconfirmed)) => Ok(false),
            Err(failed) => Err(crate::web::players::refusal::refused(failed)),
        }
    })
    .await?;
    if !deleted {
        let mut errors = FieldErrors::default();
        errors.add("delete", ctx.tr.t("player-delete-confirm-missing"));
        return crate::web::players::list::edit_page(&ctx, &state, (id, pid), StatusCode::UNPROCESSABLE_ENTITY, errors)
            .await;
    }
    Ok(see_other(&format!("/t/{id}/players")))
}
