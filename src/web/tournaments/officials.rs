//! `/t/{id}/officials`: the officials the rating report names (TRF records
//! 102 and 112; checklist Q217): the chief arbiter and the deputy chief
//! arbiters, each as FIDE lists them (title, name, FIDE id).

use crate::actions::rating_report::{MAX_DEPUTIES, OfficialsField, OfficialsRefusal, name_officials, parse_officials};
use crate::db::models::TournamentRow;
use crate::db::{self, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::error_text::text_problem;
use crate::web::forms::CsrfForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/officials.html")]
struct OfficialsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    chief: String,
    deputies: String,
    /// Why the chief arbiter's field was refused (empty: it was not).
    chief_error: String,
    /// Why the deputies' field was refused (empty: it was not).
    deputies_error: String,
    max_deputies: usize,
}

/// The officials form.
#[derive(Deserialize)]
pub struct OfficialsForm {
    #[serde(default)]
    chief: String,
    #[serde(default)]
    deputies: String,
}

/// `GET /t/{id}/officials`: the form, as stored.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, officials) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok((t, db::officials::for_tournament(c, id)?))
    })
    .await?;
    let (chief, deputies) = (officials.chief.unwrap_or_default(), officials.deputies.join("\n"));
    let (chief_error, deputies_error) = (String::new(), String::new());
    let page = OfficialsPage { ctx: &ctx, t, chief, deputies, chief_error, deputies_error, max_deputies: MAX_DEPUTIES };
    render(StatusCode::OK, &page)
}

/// `POST /t/{id}/officials`: stores them, or shows the form again as typed with why not.
pub async fn save(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<OfficialsForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let parsed = parse_officials(&form.chief, &form.deputies);
    let t = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        if let Ok(officials) = &parsed {
            name_officials(c, user.id, &t, officials)?;
        }
        Ok((t, parsed))
    })
    .await?;
    let (field, error) = match t.1 {
        Ok(_) => {
            Ctx::set_notice(&req, &ctx.tr.t("officials-saved"));
            return Ok(see_other(&format!("/t/{id}/officials")));
        }
        Err(OfficialsRefusal::Text(field, problem)) => (field, text_problem(&ctx.tr, &problem)),
        Err(OfficialsRefusal::TooManyDeputies) => {
            (OfficialsField::Deputies, ctx.tr.t1("officials-too-many", "max", &MAX_DEPUTIES.to_string()))
        }
    };
    let label = ctx.tr.t(match field {
        OfficialsField::Chief => "officials-chief",
        OfficialsField::Deputies => "officials-deputies-short",
    });
    let said = ctx.tr.args("officials-field-error", &[("field", label), ("problem", error)]);
    let (chief_error, deputies_error) = match field {
        OfficialsField::Chief => (said, String::new()),
        OfficialsField::Deputies => (String::new(), said),
    };
    let page = OfficialsPage {
        ctx: &ctx,
        t: t.0,
        chief: form.chief,
        deputies: form.deputies,
        chief_error,
        deputies_error,
        max_deputies: MAX_DEPUTIES,
    };
    render(StatusCode::UNPROCESSABLE_ENTITY, &page)
}
