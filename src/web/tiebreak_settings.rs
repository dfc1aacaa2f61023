//! The tournament's tie-break list: set before round 1 (the defaults for
//! its system until then); changing it once rounds are paired asks for an
//! explicit confirmation and is written to the audit log.

use super::access;
use super::audit::AuditEvent;
use super::ctx::Ctx;
use super::error::AppError;
use super::forms::CsrfForm;
use super::i18n::Tr;
use super::standings::{Column, describe};
use super::tournaments::audit;
use super::view::{render, see_other};
use super::{AppState, transaction};
use crate::db::TournamentId;
use crate::db::{self, models::TournamentRow};
use crate::standings::tiebreak::{Kind, TieBreak};
use crate::standings::{default_tiebreaks, tiebreak_list};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/tiebreaks.html")]
struct TieBreaksPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The list in the text field.
    text: String,
    /// The list in force, explained.
    current: Vec<Column>,
    /// The default list for the system.
    default_text: String,
    /// Every tie-break, explained.
    available: Vec<Column>,
    error: String,
}

/// A list as the settings page writes it.
fn list_text(list: &[TieBreak]) -> String {
    crate::standings::tiebreak::list_text(list, ", ")
}

fn page<'a>(ctx: &'a Ctx, t: TournamentRow, text: Option<String>, error: String) -> TieBreaksPage<'a> {
    let rr = t.system().is_round_robin();
    let current = tiebreak_list(&t.tiebreaks, rr).unwrap_or_else(|_| default_tiebreaks(rr));
    let tr: &Tr = &ctx.tr;
    TieBreaksPage {
        ctx,
        text: text.unwrap_or_else(|| list_text(&current)),
        current: current.iter().map(|tb| describe(tb, tr)).collect(),
        default_text: list_text(&default_tiebreaks(rr)),
        available: Kind::ALL
            .iter()
            .filter(|(k, _)| *k != Kind::Points)
            .map(|(k, _)| describe(&TieBreak::plain(*k), tr))
            .collect(),
        t,
        error,
    }
}

/// `GET /t/{id}/tiebreaks`: the list and what each code means (arbiters only).
pub async fn form(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let t = transaction(&state, move |c| access::load_for_write(c, id, &user)).await?;
    render(StatusCode::OK, &page(&ctx, t, None, String::new()))
}

/// The tie-break form.
#[derive(Deserialize)]
pub struct TieBreaksForm {
    #[serde(default)]
    tiebreaks: String,
    /// Set when the arbiter confirms a change after round 1 was paired.
    #[serde(default)]
    confirm: Option<String>,
    #[serde(default)]
    version: i32,
}

enum Saved {
    Done,
    Invalid(Box<TournamentRow>, String),
}

/// `POST /t/{id}/tiebreaks`: stores the list (refused with the valid codes
/// if a code is unknown; after pairing has begun only with `confirm`).
pub async fn save(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<TieBreaksForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let text = form.tiebreaks.clone();
    let saved = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let rr = t.system().is_round_robin();
        let list = match tiebreak_list(&form.tiebreaks, rr) {
            Ok(list) if !list.is_empty() => list,
            Ok(_) => return Ok(Saved::Invalid(Box::new(t), tr.t("tiebreaks-empty"))),
            Err(e) => return Ok(Saved::Invalid(Box::new(t), tr.t1("tiebreaks-invalid", "reason", &e.to_string()))),
        };
        if t.paired_rounds > 0 && form.confirm.is_none() {
            return Ok(Saved::Invalid(Box::new(t), tr.t("tiebreaks-confirm-needed")));
        }
        let before = list_text(&tiebreak_list(&t.tiebreaks, rr).unwrap_or_else(|_| default_tiebreaks(rr)));
        let after = list_text(&list);
        if !db::tournaments::set_tiebreaks(c, id, form.version, &after)? {
            return Ok(Saved::Invalid(Box::new(t), tr.t("conflict-tournament")));
        }
        audit(c, id, user.id, AuditEvent::TiebreaksChanged { before, after })?;
        Ok(Saved::Done)
    })
    .await?;
    match saved {
        Saved::Done => Ok(see_other(&format!("/t/{id}/tiebreaks"))),
        Saved::Invalid(t, error) => render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, *t, Some(text), error)),
    }
}
