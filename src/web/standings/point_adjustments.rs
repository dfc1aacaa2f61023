//! `/t/{id}/points`: points the arbiter adds to or takes from a player's
//! score (Laws 12.9 d and e; a bonus or deduction of the regulations),
//! each in a published round, with the reason; removing one takes it back.
//! The standings, the pairing of later rounds and the TRF (record 299)
//! count them ([`crate::actions::point_adjustments`]).

use crate::actions::Failed;
use crate::actions::StoredEvent;
use crate::actions::point_adjustments::{AdjustmentRefusal, adjust_points, remove_adjustment};
use crate::db::models::TournamentRow;
use crate::db::point_adjustments::NewPointAdjustment;
use crate::db::{PlayerId, PointAdjustmentId, TournamentId};
use crate::text::MAX_NAME;
use crate::tournament::{MOST_ADJUSTED, Points};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::parts::question::{self, Question};
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// One adjustment on the page.
struct AdjustmentLine {
    id: PointAdjustmentId,
    round: i32,
    player: String,
    points: String,
    reason: String,
}

/// A player the form offers.
struct PlayerChoice {
    id: PlayerId,
    label: String,
}

#[derive(Template)]
#[template(path = "standings/point_adjustments.html")]
struct AdjustmentsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    lines: Vec<AdjustmentLine>,
    players: Vec<PlayerChoice>,
    /// The published rounds, latest first.
    rounds: Vec<i32>,
    /// The largest adjustment either way, as the form says it.
    most: String,
    /// A team event: its standings count matches, nothing to adjust here.
    team_event: bool,
}

/// `GET /t/{id}/points` (arbiters).
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (event, team_event) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let team_event = crate::db::teams::settings(c, t.id)?.is_some();
        Ok((StoredEvent::load(c, t)?, team_event))
    })
    .await?;
    let label = |player_id: PlayerId| {
        let name = event.player(player_id).map_or("?", |p| p.name.as_str());
        format!("{} {name}", event.number(player_id))
    };
    let lines = event
        .point_adjustments
        .iter()
        .map(|a| AdjustmentLine {
            id: a.id,
            round: a.round,
            player: label(a.player_id),
            points: a.points().signed(),
            reason: a.reason.clone(),
        })
        .collect();
    let players = event
        .players
        .iter()
        .filter(|p| p.pairing_no.is_some())
        .map(|p| PlayerChoice { id: p.id, label: label(p.id) })
        .collect();
    let rounds = (1..=event.t.paired_rounds).rev().collect();
    let page =
        AdjustmentsPage { ctx: &ctx, t: event.t, lines, players, rounds, most: MOST_ADJUSTED.decimal(), team_event };
    render(StatusCode::OK, &page)
}

/// The form that adds an adjustment.
#[derive(Deserialize)]
pub struct AdjustForm {
    player: PlayerId,
    round: i32,
    #[serde(default)]
    points: String,
    #[serde(default)]
    reason: String,
    /// `yes`: the arbiter confirmed an adjustment in a round paired over.
    #[serde(default)]
    confirm: String,
}

/// What adding an adjustment came to.
enum Added {
    Stored,
    /// In a round before the last paired one: the question to confirm it.
    Asked(Box<TournamentRow>, i32),
}

/// `POST /t/{id}/points`: adds an adjustment; a refusal comes back as the
/// page's notice, and one in a round paired over as a question.
pub async fn add(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<AdjustForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let points: Points = form.points.parse().map_err(|_| AppError::Refused(bad_points(tr)))?;
    let reason = form.reason.trim().to_string();
    if reason.is_empty() || reason.chars().nth(MAX_NAME).is_some() {
        return Err(AppError::Refused(tr.t("points-adjust-reason")));
    }
    let new = NewPointAdjustment { player_id: form.player, round: form.round, points, reason };
    let confirmed = form.confirm == "yes";
    let asked = new.clone();
    let added = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match adjust_points(c, user.id, &t, (&new, confirmed)) {
            Ok(_) => Ok(Added::Stored),
            Err(Failed::Refused(AdjustmentRefusal::PairedSince { paired, .. })) => {
                Ok(Added::Asked(Box::new(t), paired))
            }
            Err(e) => Err(refused(tr, e)),
        }
    })
    .await?;
    match added {
        Added::Stored => {
            Ctx::set_notice(&req, &ctx.tr.t("points-adjust-saved"));
            Ok(see_other(&format!("/t/{id}/points")))
        }
        Added::Asked(t, paired) => question::page(&ctx, *t, paired_over(&ctx, id, &asked, paired)),
    }
}

/// The question an adjustment in round `new.round`, before the last paired
/// round `paired`, asks: the rounds after it were paired without it.
fn paired_over(ctx: &Ctx, id: TournamentId, new: &NewPointAdjustment, paired: i32) -> Question {
    let (round, points) = (new.round.to_string(), new.points.signed());
    let facts = vec![ctx.tr.args("points-adjust-paired-over", &[("round", round.clone()), ("points", points.clone())])];
    let key = match new.round + 1 == paired {
        true => "points-adjust-paired-over-warning-one",
        false => "points-adjust-paired-over-warning",
    };
    let args = [("round", round.clone()), ("first", (new.round + 1).to_string()), ("last", paired.to_string())];
    let warning = ctx.tr.args(key, &args);
    Question {
        heading: ctx.tr.t("points-adjust-paired-over-title"),
        facts,
        change: None,
        warning,
        action: format!("/t/{id}/points"),
        fields: vec![
            ("player", new.player_id.to_string()),
            ("round", round),
            ("points", new.points.decimal()),
            ("reason", new.reason.clone()),
            ("confirm", "yes".to_string()),
        ],
        button: ctx.tr.t("points-adjust-paired-over-confirm"),
        cancel: format!("/t/{id}/points"),
    }
}

/// `POST /t/{id}/points/{adjustment}/remove`.
pub async fn remove(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PointAdjustmentId)>,
    CsrfForm(_): CsrfForm<std::collections::HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, adjustment) = path.into_inner();
    let tr = ctx.tr;
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        remove_adjustment(c, user.id, &t, adjustment).map_err(|e| refused(tr, e))
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("points-adjust-removed"));
    Ok(see_other(&format!("/t/{id}/points")))
}

/// A failed adjustment as the page's error.
fn refused(tr: crate::web::i18n::Tr, e: Failed<AdjustmentRefusal>) -> AppError {
    let key = match e {
        Failed::Refused(AdjustmentRefusal::PointsOutOfRange) => return AppError::Refused(bad_points(tr)),
        Failed::Refused(AdjustmentRefusal::UnknownPlayer) => "points-adjust-unknown-player",
        Failed::Refused(AdjustmentRefusal::RoundNotPublished) => "points-adjust-round",
        Failed::Refused(AdjustmentRefusal::TeamEvent) => "points-adjust-team-event",
        Failed::Refused(AdjustmentRefusal::UnknownAdjustment) => "points-adjust-gone",
        Failed::Refused(AdjustmentRefusal::PairedSince { .. }) => "points-adjust-round",
        Failed::Db(e) => return e.into(),
    };
    AppError::Refused(tr.t(key))
}

/// Why the points typed are refused, with the bound.
fn bad_points(tr: crate::web::i18n::Tr) -> String {
    tr.t1("points-adjust-bad-points", "most", &MOST_ADJUSTED.decimal())
}
