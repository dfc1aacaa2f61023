//! The prohibited pairings (C.04.3 art. 1.5), entered on the players page:
//! the form is read here, stored by the rounds' action, and refused back
//! onto the players page.

use crate::actions::Failed;
use crate::actions::rounds::{self, RoundRefusal};
use crate::db::TournamentId;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded, kept};
use crate::web::forms::CsrfForm;
use crate::web::players::list::prohibition_refused;
use crate::web::rounds::pairing_rules::{ProhibitionForm, load_swiss};
use crate::web::rounds::refusal::round_error;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};

/// `POST /t/{id}/prohibited`: adds a prohibited pairing (the players page
/// again with the message, 422, when the form is wrong).
pub async fn add_prohibition(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(fields): CsrfForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (tr, form) = (ctx.tr, ProhibitionForm::of_fields(fields));
    let saved = transaction(&state, move |c| {
        let t = load_swiss(c, id, &user)?;
        let new = match form.parse(&tr, t.rounds) {
            Ok(parsed) => parsed,
            Err(message) => return Ok(Err(message)),
        };
        match kept(rounds::add_prohibition(c, user.id, &t, new))? {
            Ok(()) => Ok(Ok(())),
            Err(refusal @ (RoundRefusal::ProhibitionUnknownPlayer | RoundRefusal::ProhibitionTooFew)) => {
                Ok(Err(refusal.message(&tr)))
            }
            Err(refusal) => Err(round_error(Failed::Refused(refusal))),
        }
    })
    .await?;
    match saved {
        Ok(()) => Ok(see_other(&format!("/t/{id}/players#prohibited"))),
        Err(message) => prohibition_refused(&ctx, &state, id, message).await,
    }
}
