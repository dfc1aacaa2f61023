//! `/t/{id}/self-service`: what the event lets its players do themselves:
//! online entry (until when, how many, accepted at once or by the
//! arbiter), check-in, bye requests and reported results. A value refused
//! shows the form again as typed, with the message at its field.

use crate::actions::self_service::{MOST_BYES, MOST_HOURS, MOST_MINUTES, SettingsRefusal, set_self_service};
use crate::actions::{Failed, MAX_PLAYERS_PER_EVENT};
use crate::db::models::TournamentRow;
use crate::db::self_service::{ReportedResults, SelfService};
use crate::db::{self, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{FieldErrors, KeptForm};
use crate::web::i18n::Tr;
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
    /// The form: as stored, or as typed when refused.
    form: SettingsForm,
    /// Messages at the fields.
    errors: FieldErrors,
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
    let form = SettingsForm::of(&s, t.tz());
    let page = SettingsPage { ctx: &ctx, t, form, errors: FieldErrors::default(), reported: &ReportedResults::ALL };
    render(StatusCode::OK, &page)
}

/// The settings form, as typed.
#[derive(Deserialize, Default, Debug, Clone, PartialEq, Eq)]
#[serde(default)]
pub struct SettingsForm {
    entry_open: Option<String>,
    entry_closes: String,
    entry_limit: String,
    entry_auto: Option<String>,
    check_in: Option<String>,
    check_in_minutes: String,
    bye_limit: String,
    bye_hours: String,
    reported_results: String,
}

/// A whole number in `least..=most` typed in `field`, blank being `blank`;
/// none, with the message at the field, otherwise.
fn bounded(
    tr: &Tr,
    errors: &mut FieldErrors,
    (field, text): (&str, &str),
    blank: i32,
    (least, most): (i32, i32),
) -> i32 {
    let t = text.trim();
    if t.is_empty() {
        return blank;
    }
    match t.parse().ok().filter(|n| (least..=most).contains(n)) {
        Some(n) => n,
        None => {
            let args = [("least", least.to_string()), ("most", most.to_string())];
            errors.add(field, tr.args("self-service-bad-number", &args));
            blank
        }
    }
}

impl SettingsForm {
    /// The form showing stored settings `s`, times in the event's zone `tz`.
    fn of(s: &SelfService, tz: chrono_tz::Tz) -> SettingsForm {
        let on = |b: bool| b.then(|| "on".to_string());
        SettingsForm {
            entry_open: on(s.entry_open),
            entry_closes: s
                .entry_closes
                .map(|at| tz.from_utc_datetime(&at).format("%Y-%m-%dT%H:%M").to_string())
                .unwrap_or_default(),
            entry_limit: s.entry_limit.map(|n| n.to_string()).unwrap_or_default(),
            entry_auto: on(s.entry_auto),
            check_in: on(s.check_in),
            check_in_minutes: s.check_in_minutes.to_string(),
            bye_limit: s.bye_limit.to_string(),
            bye_hours: s.bye_hours.to_string(),
            reported_results: s.reported_results.clone(),
        }
    }

    /// The settings the form asks for, in the event's time zone `tz`; none,
    /// with a message at each field that holds no value it takes, when one does not.
    fn read(&self, tr: &Tr, tz: chrono_tz::Tz, errors: &mut FieldErrors) -> Option<SelfService> {
        let closes = match self.entry_closes.trim() {
            "" => None,
            text => {
                let local = NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M").ok();
                let at = local.and_then(|l| tz.from_local_datetime(&l).earliest()).map(|at| at.naive_utc());
                if at.is_none() {
                    errors.add("entry_closes", tr.t("self-service-bad-time"));
                }
                at
            }
        };
        let limit = match self.entry_limit.trim() {
            "" => None,
            text => Some(bounded(tr, errors, ("entry_limit", text), 0, (1, MAX_PLAYERS_PER_EVENT as i32))),
        };
        let settings = SelfService {
            entry_open: self.entry_open.is_some(),
            entry_closes: closes,
            entry_limit: limit,
            entry_auto: self.entry_auto.is_some(),
            check_in: self.check_in.is_some(),
            check_in_minutes: bounded(tr, errors, ("check_in_minutes", &self.check_in_minutes), 60, (0, MOST_MINUTES)),
            bye_limit: bounded(tr, errors, ("bye_limit", &self.bye_limit), 0, (0, MOST_BYES)),
            bye_hours: bounded(tr, errors, ("bye_hours", &self.bye_hours), 2, (0, MOST_HOURS)),
            reported_results: ReportedResults::read(&self.reported_results).code().to_string(),
        };
        errors.is_empty().then_some(settings)
    }
}

/// `POST /t/{id}/self-service`: the settings saved in one transaction, or
/// (422) the form again as typed, each value refused marked at its field.
pub async fn save(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused }: KeptForm<SettingsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let saved = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let mut errors = FieldErrors::default();
        errors.refuse(refused);
        let Some(settings) = form.read(&tr, t.tz(), &mut errors).filter(|_| errors.is_empty()) else {
            return Ok(Err((t, form, errors)));
        };
        match set_self_service(c, user.id, &t, &settings) {
            Ok(_) => Ok(Ok(())),
            Err(Failed::Refused(SettingsRefusal::OutOfBounds)) => {
                Err(AppError::Refused(tr.t("self-service-bad-numbers")))
            }
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    if let Err((t, form, errors)) = saved {
        let page = SettingsPage { ctx: &ctx, t, form, errors, reported: &ReportedResults::ALL };
        return render(StatusCode::UNPROCESSABLE_ENTITY, &page);
    }
    Ctx::set_notice(&req, &ctx.tr.t("self-service-saved"));
    Ok(see_other(&format!("/t/{id}/self-service")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    fn read(form: &SettingsForm) -> Result<SelfService, FieldErrors> {
        let mut errors = FieldErrors::default();
        form.read(&Tr::new(Lang::En), chrono_tz::Europe::Moscow, &mut errors).ok_or(errors)
    }

    #[test]
    fn stored_settings_read_back_from_their_form() {
        let s = SelfService {
            entry_open: true,
            entry_closes: NaiveDateTime::parse_from_str("2026-12-14T15:00", "%Y-%m-%dT%H:%M").ok(),
            entry_limit: Some(40),
            check_in: true,
            check_in_minutes: 45,
            bye_limit: 2,
            bye_hours: 3,
            ..SelfService::default()
        };
        let form = SettingsForm::of(&s, chrono_tz::Europe::Moscow);
        assert_eq!(form.entry_closes, "2026-12-14T18:00", "in the event's zone");
        assert_eq!(read(&form).unwrap(), s);
    }

    #[test]
    fn each_value_refused_is_marked_at_its_field() {
        let form = SettingsForm {
            entry_closes: "tomorrow".into(),
            entry_limit: "0".into(),
            check_in_minutes: "99999".into(),
            bye_limit: "two".into(),
            bye_hours: "-1".into(),
            ..SettingsForm::default()
        };
        let errors = read(&form).unwrap_err();
        for field in ["entry_closes", "entry_limit", "check_in_minutes", "bye_limit", "bye_hours"] {
            assert!(errors.has(field), "{field}");
        }
        assert!(errors.get("check_in_minutes").contains("10080"), "{}", errors.get("check_in_minutes"));
        let fine = SettingsForm { check_in_minutes: " 30 ".into(), ..SettingsForm::default() };
        assert_eq!(read(&fine).unwrap().check_in_minutes, 30);
    }
}
