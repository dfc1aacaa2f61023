//! The arbiter's page of online entries, `/t/{id}/entries` (the event's
//! arbiters only): the entries waiting, each with what the FIDE list says
//! of its FIDE ID, to accept (the player is registered) or refuse (with a
//! reason the entrant is shown), one by one or all at once.

use crate::actions::entries::{self, AcceptedAll};
use crate::actions::self_service::Decision;
use crate::db::entries::{EntryState, OnlineEntry};
use crate::db::models::TournamentRow;
use crate::db::{self, TournamentId};
use crate::tournament::BirthDate;
use crate::web::address::app_address;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::{CsrfForm, EmptyForm};
use crate::web::i18n::Tr;
use crate::web::parts::decisions;
use crate::web::view::{local_time, ok, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;

/// One entry waiting, as the page lists it.
struct EntryLine {
    /// The entry.
    entry: OnlineEntry,
    /// When it was sent, in the event's time zone.
    sent: String,
    /// The date of birth given, as far as it is known (empty: none).
    born: String,
    /// What the newest FIDE list says of its FIDE ID (empty without one,
    /// or without a list imported).
    listed: String,
}

#[derive(Template)]
#[template(path = "entries/desk.html")]
struct DeskPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The entries waiting, oldest first.
    lines: Vec<EntryLine>,
    /// Why the event takes no entry now (none: entry is open).
    closed: Option<String>,
    /// The public entry page's full address.
    address: String,
    /// Whether a FIDE rating list is imported (else players are registered as they typed).
    list: bool,
    /// The longest reason for a refusal, in characters.
    most_reason: usize,
    /// The entries refused lately, newest first: (name, sent, reason).
    refused: Vec<(String, String, String)>,
}

/// How many refused entries the page lists.
const REFUSED_SHOWN: usize = 30;

/// A date of birth as far as it is known: `2011`, `2011-03` or `2011-03-04`.
fn born_text(date: Option<BirthDate>) -> String {
    match date {
        None => String::new(),
        Some(BirthDate { year, month: None, .. }) => format!("{year:04}"),
        Some(BirthDate { year, month: Some(m), day: None }) => format!("{year:04}-{m:02}"),
        Some(BirthDate { year, month: Some(m), day: Some(d) }) => format!("{year:04}-{m:02}-{d:02}"),
    }
}

/// What the newest FIDE list says of an entry's FIDE ID, in the reader's
/// language: "FIDE 2026-12: Petrov, Ivan, FM, RUS, 2301, born 2009", or
/// that it is not there.
fn listed_text(c: &mut db::DbConnection, tr: &Tr, entry: &OnlineEntry) -> Result<String, AppError> {
    let Some(id) = entry.fide_id else { return Ok(String::new()) };
    Ok(match entries::listed(c, Some(id))? {
        Some((list, e)) => {
            let facts = [e.name.clone(), e.title.clone(), e.federation.clone()]
                .into_iter()
                .chain(e.standard.map(|r| r.to_string()))
                .chain(e.birth_year.map(|y| tr.t1("entries-born", "year", &y.to_string())))
                .filter(|s| !s.is_empty())
                .collect::<Vec<_>>()
                .join(", ");
            format!("{list}: {facts}")
        }
        None => tr.t("entries-not-listed"),
    })
}

/// `GET /t/{id}/entries`: the entries waiting, for the event's arbiters.
pub async fn page(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let now = chrono::Utc::now().naive_utc();
    let (t, lines, (why, list, refused)) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let mut lines = Vec::new();
        // Without a FIDE list imported, nothing is said of one.
        let list = db::rating_lists::newest(c, "fide")?.is_some();
        for entry in db::entries::in_state(c, id, EntryState::Open)? {
            let listed = if list { listed_text(c, &tr, &entry)? } else { String::new() };
            let (sent, born) = (local_time(&t, entry.asked_at), born_text(entry.birth_date));
            lines.push(EntryLine { sent, born, listed, entry });
        }
        let why = entries::entry_refused(c, &t, now)?;
        let refused: Vec<(String, String, String)> = db::entries::in_state(c, id, EntryState::Refused)?
            .into_iter()
            .rev()
            .take(REFUSED_SHOWN)
            .map(|e| {
                let sent = local_time(&t, e.asked_at);
                (e.name, sent, e.reason)
            })
            .collect();
        Ok((t, lines, (why, list, refused)))
    })
    .await?;
    let closed = why.map(|why| super::refusal::entry_message(&ctx.tr, &t, &why));
    let address = app_address(&state, &req, &format!("/t/{id}/entry"));
    let most_reason = crate::actions::self_service::MOST_REASON;
    ok(&DeskPage { ctx: &ctx, t, lines, closed, address, list, most_reason, refused })
}

/// The decision form on one entry: the reason the entrant is shown when
/// the entry is refused (optional).
#[derive(serde::Deserialize)]
pub struct DecisionForm {
    #[serde(default)]
    reason: String,
}

/// `POST /t/{id}/entries/{entry}/{decision}`: `accept` registers the
/// entry's player (the page again, saying so with the player's personal
/// link, mailed to the player where the app can); `refuse` refuses it, with
/// the optional `reason` the entrant is shown. An entry decided already is
/// refused, and nothing changes; any other decision is a 404.
pub async fn decide(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32, String)>,
    CsrfForm(form): CsrfForm<DecisionForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, entry, code) = path.into_inner();
    let decision = decisions::decision(&code, form.reason).ok_or(AppError::NotFound)?;
    let (name, token, late) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(match decision {
            Decision::Accept => {
                let (name, token) = entries::accept_entry(c, user.id, &t, entry)?;
                (name, Some(token), crate::actions::numbers_late_entries(c, &t)?)
            }
            Decision::Refuse { reason } => (entries::refuse_entry(c, user.id, &t, (entry, &reason))?, None, false),
        })
    })
    .await?;
    let notice = match token {
        Some(token) => {
            let link = app_address(&state, &req, &format!("/t/{id}/me/{token}"));
            crate::web::parts::letters::mail_link(ctx.tr, &req, &state, id, token).await;
            let accepted = ctx.tr.args("entries-accepted", &[("name", name), ("link", link)]);
            late_entry_notice(&ctx, accepted, late)
        }
        None => ctx.tr.t1("entries-refused", "name", &name),
    };
    Ctx::set_notice(&req, &notice);
    Ok(see_other(&format!("/t/{id}/entries")))
}

/// `POST /t/{id}/entries/accept-all`: accepts every entry waiting; those
/// whose player cannot be registered stay, each with the reason.
pub async fn accept_all(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    _csrf: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (AcceptedAll { accepted, left }, late) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok((entries::accept_all(c, user.id, &t)?, crate::actions::numbers_late_entries(c, &t)?))
    })
    .await?;
    let notice = ctx.tr.n("entries-accepted-all", accepted.len());
    Ctx::set_notice(&req, &late_entry_notice(&ctx, notice, late && !accepted.is_empty()));
    if !left.is_empty() {
        let reasons: Vec<String> = left.iter().map(|(name, why)| format!("{name}: {}", why.message(&ctx.tr))).collect();
        Ctx::set_flash(&req, &ctx.tr.t1("entries-left-open", "reasons", &reasons.join("; ")));
    }
    Ok(see_other(&format!("/t/{id}/entries")))
}

/// `notice`, saying too that pairing numbers were given again when the
/// player was registered as a late entry (`late`,
/// [`crate::actions::numbers_late_entries`]).
fn late_entry_notice(ctx: &Ctx, notice: String, late: bool) -> String {
    match late {
        true => format!("{notice} {}", ctx.tr.t("entries-late-numbers")),
        false => notice,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_date_of_birth_shows_what_is_known_of_it() {
        let date = |text: &str| Some(text.parse::<BirthDate>().unwrap());
        assert_eq!(born_text(date("2011")), "2011");
        assert_eq!(born_text(date("2011/03/00")), "2011-03");
        assert_eq!(born_text(date("2011/03/04")), "2011-03-04");
        assert_eq!(born_text(None), "");
    }
}
