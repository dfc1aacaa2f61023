//! The tournament's tie-break list: set before round 1 (the defaults for
//! its system until then); changing it once rounds are paired takes two
//! steps, the first stating what follows (the checklist's Level 4), and is
//! recorded for FIDE with the previous list. The edition of
//! C.07 follows the start date unless the chief arbiter chooses one (logged).

use crate::actions::Failed;
use crate::actions::standings::tiebreaks::{
    TiebreakList, TiebreakRefusal, choose_edition, current_list, list_text, set_tiebreaks,
};
use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::standings::default_tiebreaks;
use crate::standings::tiebreak::{Edition, Kind, TieBreak};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::{CsrfForm, KeptForm};
use crate::web::i18n::Tr;
use crate::web::parts::standings_table::{Column, describe};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
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
    /// Which edition is in force, and why (the sentence shown).
    edition_reason: String,
    /// The chief arbiter's choice (None: by the start date).
    edition_chosen: Option<Edition>,
    /// The edition the start date gives.
    edition_by_date: Edition,
    /// Whether the visitor may choose the edition (the chief arbiter or an admin).
    chief: bool,
    /// The editions to choose from.
    editions: [Edition; 2],
    /// What the edition in force says against the list.
    warnings: Vec<String>,
    /// The change once rounds are paired is at its last step (the
    /// consequences were read and ticked): one press saves it.
    last_step: bool,
}

/// The sentence that says which edition applies and why.
fn edition_reason(tr: &Tr, t: &TournamentRow) -> String {
    let edition = t.tiebreak_edition();
    let from = edition.applies_from().format("%Y-%m-%d").to_string();
    let args = [("edition", edition.year().to_string()), ("from", from), ("start", t.start_date.to_string())];
    match t.tiebreak_edition_chosen() {
        None => tr.args("tiebreaks-edition-by-date", &args),
        Some(_) => tr.args("tiebreaks-edition-chosen", &args),
    }
}

/// What the edition says against a list: under the 2026 text the Buchholz
/// family (art. 8: BH, FB, AOB) is not for round robins; the values are
/// still computed as the reference program does. In an event lasting over
/// 30 days, C.07 (art. 10) advises against rating tie-breaks (checklist Q211).
fn warnings(tr: &Tr, t: &TournamentRow, list: &[TieBreak]) -> Vec<String> {
    let codes = |keep: fn(&TieBreak) -> bool| -> String {
        list.iter().filter(|tb| keep(tb)).map(ToString::to_string).collect::<Vec<_>>().join(", ")
    };
    let mut said = Vec::new();
    let buchholz = codes(|tb| tb.kind.is_buchholz_family());
    if t.system().is_round_robin() && t.tiebreak_edition() == Edition::C07of2026 && !buchholz.is_empty() {
        said.push(tr.t1("tiebreaks-rr-buchholz", "codes", &buchholz));
    }
    let rating = codes(|tb| tb.kind.is_rating());
    if t.long_event && !rating.is_empty() {
        said.push(tr.t1("tiebreaks-long-event-rating", "codes", &rating));
    }
    said
}

fn page<'a>(ctx: &'a Ctx, t: TournamentRow, chief: bool, text: Option<String>, error: String) -> TieBreaksPage<'a> {
    let rr = t.system().is_round_robin();
    let current = current_list(&t);
    let tr: &Tr = &ctx.tr;
    let edition = t.tiebreak_edition();
    TieBreaksPage {
        ctx,
        text: text.unwrap_or_else(|| list_text(&current)),
        current: current.iter().map(|tb| describe(tb, tr, edition)).collect(),
        default_text: list_text(&default_tiebreaks(rr)),
        // In FIDE mode a round robin is not offered the Buchholz family (C.07 of 2026, art. 8).
        available: Kind::ALL
            .iter()
            .filter(|(k, _)| *k != Kind::Points)
            .map(|(k, _)| TieBreak::plain(*k))
            .filter(|tb| {
                !(rr && t.fide_mode().is_on() && edition == Edition::C07of2026 && tb.kind.is_buchholz_family())
            })
            .map(|tb| describe(&tb, tr, edition))
            .collect(),
        error,
        edition_reason: edition_reason(tr, &t),
        edition_chosen: t.tiebreak_edition_chosen(),
        edition_by_date: Edition::in_force_on(t.start_date),
        chief,
        editions: Edition::ALL,
        warnings: warnings(tr, &t, &current),
        last_step: false,
        t,
    }
}

/// `GET /t/{id}/tiebreaks`: the list and what each code means (arbiters only).
pub async fn form(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, chief) = read(&state, move |c| {
        let (t, access) = access::load_for_write_with_access(c, id, &user)?;
        Ok((t, access.chief))
    })
    .await?;
    render(StatusCode::OK, &page(&ctx, t, chief, None, String::new()))
}

/// The tie-break form.
#[derive(Deserialize)]
pub struct TieBreaksForm {
    #[serde(default)]
    tiebreaks: String,
    /// How far the arbiter confirmed a change after round 1 was paired:
    /// `yes` at the first step (the consequences read and ticked), `final`
    /// at the last.
    #[serde(default)]
    confirm: String,
    #[serde(default)]
    version: i32,
}

/// `POST /t/{id}/tiebreaks`: stores the list (refused with the valid codes
/// if a code is unknown; after pairing has begun only with `confirm`).
pub async fn save(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused: bad_text }: KeptForm<TieBreaksForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let text = form.tiebreaks.clone();
    if let Some(bad) = bad_text {
        let (t, access) = read(&state, move |c| access::load_for_write_with_access(c, id, &user)).await?;
        return render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, t, access.chief, Some(text), bad.named));
    }
    let first_step_done = form.confirm == "yes";
    let input = TiebreakList { text: form.tiebreaks, confirmed: form.confirm == "final", version: form.version };
    // The tournament as it was, who may choose its edition and why nothing was saved; or nothing.
    let refused = transaction(&state, move |c| {
        let (t, access) = access::load_for_write_with_access(c, id, &user)?;
        match set_tiebreaks(c, user.id, id, input) {
            Ok(()) => Ok(None),
            Err(Failed::Refused(refusal)) => Ok(Some((Box::new(t), access.chief, refusal))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    match refused {
        None => {
            Ctx::set_notice(&req, &ctx.tr.t("tiebreaks-saved"));
            Ok(see_other(&format!("/t/{id}/tiebreaks")))
        }
        Some((t, chief, TiebreakRefusal::ConfirmNeeded)) if first_step_done => {
            let last = TieBreaksPage { last_step: true, ..page(&ctx, *t, chief, Some(text), String::new()) };
            render(StatusCode::UNPROCESSABLE_ENTITY, &last)
        }
        Some((t, chief, refusal)) => {
            let error = refusal.message(&ctx.tr);
            render(StatusCode::UNPROCESSABLE_ENTITY, &page(&ctx, *t, chief, Some(text), error))
        }
    }
}

/// The edition form: `2024`, `2026`, or empty for the one in force on the start date.
#[derive(Deserialize)]
pub struct EditionForm {
    #[serde(default)]
    edition: String,
    #[serde(default)]
    version: i32,
}

/// `POST /t/{id}/tiebreaks/edition`: the chief arbiter (or an admin) chooses
/// the edition of C.07 the tie-breaks follow, or goes back to the one in
/// force on the start date; logged.
pub async fn save_edition(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<EditionForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let chosen: Option<Edition> = match form.edition.trim() {
        "" => None,
        text => Some(text.parse().map_err(|_| AppError::BadRequest("tiebreaks-edition-unknown"))?),
    };
    transaction(&state, move |c| {
        let (_, access) = access::load_for_write_with_access(c, id, &user)?;
        if !access.chief {
            return Err(AppError::Forbidden);
        }
        Ok(choose_edition(c, user.id, id, chosen, form.version)?)
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("tiebreaks-edition-saved"));
    Ok(see_other(&format!("/t/{id}/tiebreaks")))
}
