//! The player's page's ratings during an event lasting over 30 days
//! (checklist Q212, Q213): a rating from a round on, added or removed.

use crate::actions::LaterRatingEntry;
use crate::db::{PlayerId, TournamentId};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The form: the first round and the rating (empty: remove the one from that round).
#[derive(Deserialize)]
pub struct LaterRatingForm {
    #[serde(default)]
    from_round: String,
    #[serde(default)]
    rating: String,
}

/// `POST /t/{id}/players/{pid}/ratings`: sets the player's rating from a
/// round on, or removes it (an empty rating).
pub async fn set(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<LaterRatingForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, pid) = path.into_inner();
    let from_round: i32 = form.from_round.trim().parse().map_err(|_| AppError::BadRequest("later-rating-round"))?;
    let rating: Option<i32> = match form.rating.trim() {
        "" => None,
        text => Some(text.parse().map_err(|_| AppError::BadRequest("later-rating-number"))?),
    };
    let entry = LaterRatingEntry { player: pid, from_round, rating };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        crate::actions::set_later_rating(c, user.id, &t, entry).map_err(crate::web::players::refusal::refused)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/players/{pid}/edit#ratings")))
}
