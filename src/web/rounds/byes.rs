//! Requested byes on the players page: a half-point, zero-point or
//! full-point bye for the next round, or a request withdrawn. A second
//! half-point bye in FIDE mode asks first (Level 3, on its own page); the
//! players page warns beside a full-point bye that FIDE deprecates it
//! (Level 2).

use crate::actions::Failed;
use crate::actions::rounds::{self, ByeRequest, RoundRefusal};
use crate::db::{PlayerId, TournamentId};
use crate::tournament::ByeKind;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::parts::question::{self, Question};
use crate::web::parts::round_refusal::round_error;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The bye-request form.
#[derive(Deserialize)]
pub struct ByeForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    round: String,
    #[serde(default)]
    kind: String,
    /// `yes`: a second half-point bye confirmed (checklist Q174).
    #[serde(default)]
    confirm: String,
}

/// `POST /t/{id}/byes`: a player asks for a half-point, zero-point or
/// full-point bye in a round not yet paired (`kind` = `none` withdraws the
/// request).
pub async fn request_bye(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ByeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let player: PlayerId = form.player.parse().map_err(|_| AppError::BadRequest("bye-unknown-player"))?;
    let round: i32 = form.round.parse().map_err(|_| AppError::BadRequest("bye-bad-round"))?;
    let kind = match form.kind.as_str() {
        "none" => None,
        code => match code.parse::<ByeKind>() {
            Ok(k @ (ByeKind::HalfPoint | ByeKind::ZeroPoint | ByeKind::FullPoint)) => Some(k),
            _ => return Err(AppError::BadRequest("bye-bad-kind")),
        },
    };
    let input = ByeRequest { player, round, kind, confirmed: form.confirm == "yes" };
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match rounds::request_bye(c, user.id, &t, input) {
            Ok(()) => Ok(None),
            Err(Failed::Refused(refusal @ RoundRefusal::SecondHalfPointBye { .. })) => Ok(Some((t, refusal))),
            Err(failed) => Err(round_error(failed)),
        }
    })
    .await?;
    if let Some((t, refusal)) = done {
        let tr = &ctx.tr;
        let q = Question {
            heading: format!("{} · {}", tr.t("byes-title"), tr.t1("round-n", "n", &round.to_string())),
            facts: Vec::new(),
            change: None,
            warning: refusal.message(tr),
            action: format!("/t/{id}/byes"),
            fields: vec![
                ("player", player.to_string()),
                ("round", round.to_string()),
                ("kind", ByeKind::HalfPoint.code().to_string()),
                ("confirm", "yes".to_string()),
            ],
            button: tr.t("bye-hpb-again-confirm"),
            cancel: format!("/t/{id}/players#byes"),
        };
        return question::page(&ctx, t, q);
    }
    Ok(see_other(&format!("/t/{id}/players#byes")))
}
