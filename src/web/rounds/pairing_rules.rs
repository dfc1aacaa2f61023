//! What an organiser adds to the pairing rules of a Swiss event: the
//! acceleration page (none or the Baku method of C.04.7, with its group A
//! and virtual points shown; virtual points entered by hand for other
//! methods). Every change is one transaction, written to the audit log.
//! (The prohibited pairings are entered on the players page.)

use crate::actions::StoredEvent;
use crate::actions::pairing_rules::{Acceleration, hand_points, numbered_for_pairing};
use crate::actions::rounds;
use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::db::pairing_rules::NewVirtualPoints;
use crate::tournament::{Points, VirtualPoints};
use crate::web::access::{self, load_swiss, remove_pairing_rule};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, FieldErrors};
use crate::web::i18n::Tr;
use crate::web::parts::ranges::{bounded, range, round_range};
use crate::web::parts::round_refusal::round_error;
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// The highest pairing number a group of virtual points may name.
const MAX_PAIRING_NUMBER: i32 = 9999;
/// The most virtual points one group may get, in tenths.
const MAX_VIRTUAL_POINTS: i32 = 100;

/// One group of virtual points as listed: pairing numbers, rounds, points.
pub struct PointsLine {
    /// The stored row (None: the Baku method's).
    pub id: Option<i32>,
    /// Pairing numbers, `1–8`.
    pub players: String,
    /// Rounds, `1–3`.
    pub rounds: String,
    /// Points, `1`, `½`.
    pub points: String,
}

impl PointsLine {
    fn of(id: Option<i32>, v: &VirtualPoints) -> PointsLine {
        PointsLine {
            id,
            players: range(v.first_player, v.last_player),
            rounds: range(v.first_round, v.last_round),
            points: v.points.to_string(),
        }
    }
}

/// The Baku group A as the settings page shows it.
pub struct BakuView {
    /// Which players are in group A, and of how many.
    pub group: String,
    /// The last player of group A.
    pub last: String,
    /// Late entries in group A (empty: none).
    pub late: String,
    /// Whether the group is fixed (round 1 paired) or still provisional.
    pub fixed: bool,
    /// The accelerated rounds.
    pub rounds: String,
    /// The virtual points of group A by rounds.
    pub points: Vec<PointsLine>,
}

fn baku_view(tr: &Tr, event: &StoredEvent) -> Option<BakuView> {
    let group = event.baku_group()?;
    let numbered = numbered_for_pairing(event.t.paired_rounds, &event.players, &event.rules.seeding);
    let name = numbered.iter().find(|(_, p)| p.id == group.last).map(|(_, p)| p.name.clone()).unwrap_or_default();
    let points: Vec<VirtualPoints> = crate::tournament::baku(group.last_no, event.t.rounds.max(0) as u32);
    let accelerated = points.last().map_or(0, |v| v.last_round);
    let late: Vec<String> = group.late.iter().chain(&group.not_in_round_1).map(ToString::to_string).collect();
    let counted = group.last_no.get() as usize - group.not_in_round_1.len();
    Some(BakuView {
        group: tr.n_args(
            "acceleration-baku-group",
            group.players,
            &[("last", group.last_no.to_string()), ("size", counted.to_string())],
        ),
        last: tr.args("acceleration-baku-last", &[("name", name), ("no", group.last_no.to_string())]),
        late: if late.is_empty() {
            String::new()
        } else {
            tr.t1("acceleration-baku-late", "numbers", &late.join(", "))
        },
        fixed: group.fixed,
        rounds: tr.t1("acceleration-rounds", "rounds", &range(1, accelerated)),
        points: points.iter().map(|v| PointsLine::of(None, v)).collect(),
    })
}

/// The virtual points of a form, as typed.
#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub struct PointsForm {
    points: String,
    first_round: String,
    last_round: String,
    first_player: String,
    last_player: String,
}

impl PointsForm {
    /// The group to store, or the messages by field.
    fn parse(&self, tr: &Tr, rounds: i32) -> Result<NewVirtualPoints, FieldErrors> {
        let mut errors = FieldErrors::default();
        let points = self.points.parse::<Points>().ok().filter(|p| (1..=MAX_VIRTUAL_POINTS).contains(&p.0));
        if points.is_none() {
            errors.add("points", tr.t("rules-error-points"));
        }
        let rounds = round_range(tr, rounds, &self.first_round, &self.last_round)
            .map_err(|message| errors.add("rounds", message))
            .ok();
        let players = match (
            bounded(&self.first_player, 1, MAX_PAIRING_NUMBER),
            bounded(&self.last_player, 1, MAX_PAIRING_NUMBER),
        ) {
            (Some(a), Some(b)) if a <= b => Some((a, b)),
            _ => {
                errors.add("players", tr.t1("rules-error-numbers", "max", &MAX_PAIRING_NUMBER.to_string()));
                None
            }
        };
        match (points, rounds, players) {
            (Some(points), Some((first_round, last_round)), Some((first_player, last_player))) => {
                Ok(NewVirtualPoints { points: points.0, first_round, last_round, first_player, last_player })
            }
            _ => Err(errors),
        }
    }
}

#[derive(Template)]
#[template(path = "tournaments/acceleration.html")]
struct AccelerationPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The acceleration in force.
    acceleration: Acceleration,
    /// Both, for the choice.
    accelerations: [Acceleration; 2],
    /// The Baku group A, if the event is so accelerated.
    baku: Option<BakuView>,
    /// Virtual points entered by hand.
    hand: Vec<PointsLine>,
    /// The form to enter more, as typed.
    form: PointsForm,
    /// Messages by field of that form.
    errors: FieldErrors,
}

async fn acceleration_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    form: PointsForm,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let event = read(state, move |c| {
        let t = load_swiss(c, id, &user)?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await?;
    let hand = event.rules.virtual_points.iter().map(|r| PointsLine::of(Some(r.id), &hand_points(r))).collect();
    let page = AccelerationPage {
        ctx,
        acceleration: event.rules.acceleration,
        accelerations: Acceleration::ALL,
        baku: baku_view(&ctx.tr, &event),
        hand,
        form,
        errors,
        t: event.t,
    };
    render(status, &page)
}

/// `GET /t/{id}/acceleration`: the acceleration and the virtual points (arbiters, Swiss only).
pub async fn page(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    acceleration_page(&ctx, &state, id.into_inner(), StatusCode::OK, PointsForm::default(), FieldErrors::default())
        .await
}

/// The acceleration form: `none` or `baku`.
#[derive(Deserialize)]
pub struct AccelerationForm {
    #[serde(default)]
    acceleration: String,
}

/// `POST /t/{id}/acceleration`: sets the acceleration (the page again,
/// 422, for an unknown one). The Baku group A is fixed now if round 1 is
/// paired, else when it is.
pub async fn set_acceleration(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<AccelerationForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let after = match form.acceleration.as_str() {
        "none" => Acceleration::None,
        "baku" => Acceleration::Baku,
        _ => {
            let mut errors = FieldErrors::default();
            errors.add("acceleration", ctx.tr.t("rules-error-acceleration"));
            let status = StatusCode::UNPROCESSABLE_ENTITY;
            return acceleration_page(&ctx, &state, id, status, PointsForm::default(), errors).await;
        }
    };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::set_acceleration(c, user.id, &t, after).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/acceleration")))
}

/// `POST /t/{id}/virtual-points`: adds virtual points entered by hand
/// (422 with the form's messages when a field is wrong).
pub async fn add_points(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<PointsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (tr, typed) = (ctx.tr, form.clone());
    let saved = transaction(&state, move |c| {
        let t = load_swiss(c, id, &user)?;
        let group = match form.parse(&tr, t.rounds) {
            Ok(group) => group,
            Err(errors) => return Ok(Err(errors)),
        };
        rounds::add_virtual_points(c, user.id, &t, group).map_err(round_error)?;
        Ok(Ok(()))
    })
    .await?;
    match saved {
        Ok(()) => Ok(see_other(&format!("/t/{id}/acceleration"))),
        Err(errors) => acceleration_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, typed, errors).await,
    }
}

/// `POST /t/{id}/virtual-points/{vid}/delete`: removes virtual points entered by hand.
pub async fn delete_points(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _form: CsrfForm<crate::web::forms::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, row_id) = path.into_inner();
    remove_pairing_rule(&ctx, &state, (id, row_id), rounds::delete_virtual_points).await?;
    Ok(see_other(&format!("/t/{id}/acceleration")))
}

/// The virtual points that count in pairing round `round`, as the round and
/// draft pages list them (pairing numbers, points).
pub fn round_points(event: &StoredEvent, round: i32) -> Vec<PointsLine> {
    let round = round.max(0) as u32;
    event.accelerations().iter().filter(|v| v.counts_in(round)).map(|v| PointsLine::of(None, v)).collect()
}
