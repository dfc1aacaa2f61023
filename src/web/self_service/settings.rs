//! `/t/{id}/self-service`: what the event lets its players do themselves:
//! online entry (until when, how many, accepted at once or by the
//! arbiter), check-in, bye requests and reported results.

use crate::actions::self_service::{MOST_BYES, MOST_HOURS, MOST_MINUTES, SettingsRefusal, set_self_service};
use crate::actions::{Failed, MAX_PLAYERS_PER_EVENT};
use crate::db::models::TournamentRow;
use crate::db::self_service::{ReportedResults, SelfService};
use crate::db::{self, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::{NaiveDateTime, TimeZone};
use serde::Deserialize;

#[derive(Template)]
#[template(path = "self_service/settings.html")]
struct SettingsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    s: SelfService,
    /// When entry closes, in the event's time zone, as the field shows it.
    closes: String,
    reported: &'static [ReportedResults],
}

/// `GET /t/{id}/self-service` (arbiters).
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, s) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let s = db::self_service::of(c, t.id)?;
        Ok((t, s))
    })
    .await?;
    let closes = s.entry_closes.map(|at| t.tz().from_utc_datetime(&at).format("%Y-%m-%dT%H:%M").to_string());
    let page = SettingsPage { ctx: &ctx, closes: closes.unwrap_or_default(), t, s, reported: &ReportedResults::ALL };
    render(StatusCode::OK, &page)
}

/// The settings form.
#[derive(Deserialize)]
pub struct SettingsForm {
    #[serde(default)]
    entry_open: Option<String>,
    #[serde(default)]
    entry_closes: String,
    #[serde(default)]
    entry_limit: String,
    #[serde(default)]
    entry_auto: Option<String>,
    #[serde(default)]
    check_in: Option<String>,
    #[serde(default)]
    check_in_minutes: String,
    #[serde(default)]
    bye_limit: String,
    #[serde(default)]
    bye_hours: String,
    #[serde(default)]
    reported_results: String,
}

/// A whole number in `0..=most`, blank being `blank`.
fn bounded(text: &str, blank: i32, most: i32) -> Option<i32> {
    let t = text.trim();
    if t.is_empty() {
        return Some(blank);
    }
    t.parse().ok().filter(|n| (0..=most).contains(n))
}

impl SettingsForm {
    /// The settings the form asks for, in the event's time zone `tz`; none when a number or the time is not one.
    fn settings(&self, tz: chrono_tz::Tz) -> Option<SelfService> {
        let closes = match self.entry_closes.trim() {
            "" => None,
            text => {
                let local = NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").ok()?;
                Some(tz.from_local_datetime(&local).earliest()?.naive_utc())
            }
        };
        let limit = match self.entry_limit.trim() {
            "" => None,
            text => Some(text.parse().ok().filter(|n| (1..=MAX_PLAYERS_PER_EVENT as i32).contains(n))?),
        };
        Some(SelfService {
            entry_open: self.entry_open.is_some(),
            entry_closes: closes,
            entry_limit: limit,
            entry_auto: self.entry_auto.is_some(),
            check_in: self.check_in.is_some(),
            check_in_minutes: bounded(&self.check_in_minutes, 60, MOST_MINUTES)?,
            bye_limit: bounded(&self.bye_limit, 0, MOST_BYES)?,
            bye_hours: bounded(&self.bye_hours, 2, MOST_HOURS)?,
            reported_results: ReportedResults::read(&self.reported_results).code().to_string(),
        })
    }
}

/// `POST /t/{id}/self-service`.
pub async fn save(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<SettingsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let Some(settings) = form.settings(t.tz()) else {
            return Err(AppError::Refused(tr.t("self-service-bad-numbers")));
        };
        match set_self_service(c, user.id, &t, &settings) {
            Ok(_) => Ok(()),
            Err(Failed::Refused(SettingsRefusal::OutOfBounds)) => {
                Err(AppError::Refused(tr.t("self-service-bad-numbers")))
            }
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("self-service-saved"));
    Ok(see_other(&format!("/t/{id}/self-service")))
}
