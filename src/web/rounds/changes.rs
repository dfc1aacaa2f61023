//! Taking a published round back, and changing a proposed round by hand
//! beyond exchanges: a player taken out of it (who then gets the
//! pairing-allocated bye or nothing), and two unpaired players paired.

use crate::actions::rounds::{self, PairByHand, TakeBack, TakeBackTo, TakeOut};
use crate::db::TournamentId;
use crate::tournament::PairingNumber;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::parts::round_refusal::round_error;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The withdrawal form.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct WithdrawRoundForm {
    /// `draft`: the round goes back to a proposal (Swiss); `delete`: its boards go.
    mode: String,
    /// The round number typed again, required when results would be dropped.
    confirm: String,
}

/// `POST /t/{id}/round/{n}/withdraw`: takes back the last published round of
/// a Swiss (back to a proposal, or deleted), or the whole schedule of a round
/// robin (deleted). Results are dropped only with the round number typed
/// again, and each is kept in the audit log; rounds with recorded games are
/// refused (their moves would be lost).
pub async fn withdraw_round(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<WithdrawRoundForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let to = match form.mode.as_str() {
        "draft" => TakeBackTo::Draft,
        "delete" => TakeBackTo::Nothing,
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let input = TakeBack { round, to, confirmed: form.confirm.trim() == round.to_string() };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::take_back_round(c, user.id, &t, input).map_err(round_error)
    })
    .await?;
    Ok(see_other(&match to {
        TakeBackTo::Draft => format!("/t/{id}/round/{round}"),
        TakeBackTo::Nothing => format!("/t/{id}"),
    }))
}

/// The form that takes a player out of a proposed round.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct RemoveForm {
    /// Pairing number.
    player: String,
    /// `pab` to give the pairing-allocated bye, anything else for nothing.
    gets: String,
}

/// The form that pairs two players by hand.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PairByHandForm {
    /// White's pairing number.
    white: String,
    /// Black's pairing number.
    black: String,
}

/// A pairing number as typed (none: not a number, an unknown player).
fn number(typed: &str) -> Option<PairingNumber> {
    typed.trim().parse().ok()
}

/// `POST /t/{id}/round/{n}/remove`: takes a player out of the proposed round;
/// the opponent is left unpaired, to be paired by hand.
pub async fn remove_player(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<RemoveForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let input = TakeOut { round, player: number(&form.player), pab: form.gets == "pab" };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::take_out_player(c, user.id, &t, input).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}

/// `POST /t/{id}/round/{n}/pair-by-hand`: two players without a seat in the
/// proposed round play each other on a new board.
pub async fn pair_by_hand(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<PairByHandForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let input = PairByHand { round, white: number(&form.white), black: number(&form.black) };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::pair_by_hand(c, user.id, &t, input).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}
