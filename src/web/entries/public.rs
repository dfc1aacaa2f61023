//! The event's public entry form, `/t/{id}/entry`, for anyone without an
//! account: it says what the event is (place, dates, time control), why
//! it takes no entry now, or takes one (promising what a FIDE list fills
//! in only where one is imported), and
//! answers with the confirmation: the player registered (with the
//! personal link and its QR code) or the entry waiting for the arbiter.
//! The pages are the visitor's own (never cached): they carry a form
//! token and, once registered, the personal link.

use super::form::EntryForm;
use super::refusal::entry_message;
use crate::actions::entries::{self, Entered, EntryRefusal};
use crate::clock::TimeControl;
use crate::db::models::TournamentRow;
use crate::db::self_service::SelfService;
use crate::db::{self, TournamentId};
use crate::web::address::{AddressQr, client_address_key};
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded, kept};
use crate::web::forms::{FieldErrors, KeptForm};
use crate::web::headers::PersonalPage;
use crate::web::i18n::Tr;
use crate::web::view::{local_time, ok, render};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use askama::Template;

#[derive(Template)]
#[template(path = "entries/entry.html")]
struct EntryPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// Why the event takes no entry now (none: the form is shown).
    closed: Option<String>,
    /// When entry closes, in the event's time zone (empty: not set).
    closes: String,
    /// Whether entries are accepted at once.
    auto: bool,
    /// What the entrant enters: the event's place, dates and time control.
    facts: EventFacts,
    /// Whether a FIDE rating list is imported to fill an entry in from its
    /// FIDE ID (else the entrant types every field).
    listed: bool,
    /// The form as typed.
    form: EntryForm,
    /// Messages at the fields.
    errors: FieldErrors,
    /// Why the entry sent was refused.
    message: Option<String>,
}

#[derive(Template)]
#[template(path = "entries/entered.html")]
struct EnteredPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The name entered.
    name: String,
    /// The personal link and its QR code.
    link: Option<AddressQr>,
    /// Whether the entry waits for the arbiter (the link shows its state until then).
    waiting: bool,
}

/// The event as the entry form presents it, each fact as the tournament's
/// settings hold it (empty: not set).
struct EventFacts {
    /// The place, with the federation.
    place: String,
    /// The first and the last day (one day: the same).
    dates: (String, String),
    /// The time control in words, with its mode.
    control: String,
}

impl EventFacts {
    /// The facts of `t`, in the reader's language.
    fn of(tr: &Tr, t: &TournamentRow) -> EventFacts {
        let place = match (t.place.trim(), t.federation.trim()) {
            (place, "") => place.to_string(),
            ("", federation) => federation.to_string(),
            (place, federation) => format!("{place} ({federation})"),
        };
        let control = match t.time_control.parse::<TimeControl>() {
            Ok(tc) => format!("{} ({})", tc.human(), tr.tk("mode-", t.game_mode().code())),
            Err(_) => t.time_control.trim().to_string(),
        };
        EventFacts { place, dates: (t.start_date.to_string(), t.end_date.to_string()), control }
    }
}

/// The event, its self-service settings, why it takes no entry at `now`,
/// if so, and whether a FIDE rating list is imported; 404 for an event
/// that does not exist.
async fn entry_state(
    state: &web::Data<AppState>,
    id: TournamentId,
) -> Result<(TournamentRow, SelfService, Option<EntryRefusal>, bool), AppError> {
    let now = chrono::Utc::now().naive_utc();
    read(state, move |c| {
        let t = db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)?;
        let settings = db::self_service::of(c, id)?;
        let why = entries::entry_refused(c, &t, now)?;
        let listed = db::rating_lists::newest(c, "fide")?.is_some();
        Ok((t, settings, why, listed))
    })
    .await
}

/// The entry page as it stands now, the form as typed and the messages.
async fn entry_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    (form, errors, message): (EntryForm, FieldErrors, Option<String>),
) -> Result<HttpResponse, AppError> {
    let (t, settings, why, listed) = entry_state(state, id).await?;
    let closed = why.map(|why| entry_message(&ctx.tr, &t, &why));
    let page = EntryPage {
        ctx,
        // A refusal saying what the page says already is not said twice.
        message: message.filter(|m| closed.as_ref() != Some(m)),
        closed,
        // The zone named: an entrant may live elsewhere.
        closes: settings.entry_closes.map(|at| format!("{} ({})", local_time(&t, at), t.time_zone)).unwrap_or_default(),
        auto: settings.entry_auto,
        facts: EventFacts::of(&ctx.tr, &t),
        listed,
        t,
        form,
        errors,
    };
    render(status, &page)
}

/// `GET /t/{id}/entry`: the entry form, or why the event takes no entry now.
pub async fn page(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    req.extensions_mut().insert(PersonalPage);
    entry_page(&ctx, &state, id.into_inner(), StatusCode::OK, Default::default()).await
}

/// `POST /t/{id}/entry`: an entry (`name`, `fide_id`, `birth_date`, `club`,
/// `email`), taken in one transaction ([`entries::submit_entry`]); the
/// confirmation, or the form again with the reason (422, 409 when the event
/// takes no entry, 429 past the entries one address may send).
pub async fn submit(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused }: KeptForm<EntryForm>,
) -> Result<HttpResponse, AppError> {
    req.extensions_mut().insert(PersonalPage);
    let id = id.into_inner();
    let mut errors = FieldErrors::default();
    errors.refuse(refused);
    let now = chrono::Utc::now().naive_utc();
    let input = form.read(&ctx.tr, &mut errors, client_address_key(&state, &req), now);
    let Some(input) = input.filter(|_| errors.is_empty()) else {
        return entry_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, (form, errors, None)).await;
    };
    let done = transaction(&state, move |c| {
        let t = db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)?;
        Ok((kept(entries::submit_entry(c, &t, input))?, t))
    })
    .await?;
    match done {
        (Ok(Entered::Waiting { name, token }), t) => {
            let link = AddressQr::at(&ctx.tr, &state, &req, &format!("/t/{id}/me/{token}"));
            ok(&EnteredPage { ctx: &ctx, t, name, link: Some(link), waiting: true })
        }
        (Ok(Entered::Registered { name, token, .. }), t) => {
            let link = AddressQr::at(&ctx.tr, &state, &req, &format!("/t/{id}/me/{token}"));
            crate::web::parts::letters::mail_link(ctx.tr, &req, &state, id, token).await;
            ok(&EnteredPage { ctx: &ctx, t, name, link: Some(link), waiting: false })
        }
        (Err(EntryRefusal::NameMissing), t) => {
            // Without a FIDE list nothing is taken from one: the name is simply needed.
            let (.., listed) = entry_state(&state, id).await?;
            let message = match listed {
                true => entry_message(&ctx.tr, &t, &EntryRefusal::NameMissing),
                false => ctx.tr.t("entry-name-needed"),
            };
            errors.add("name", message);
            entry_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, (form, errors, None)).await
        }
        (Err(why), t) => {
            let message = entry_message(&ctx.tr, &t, &why);
            entry_page(&ctx, &state, id, why.status(), (form, errors, Some(message))).await
        }
    }
}
