//! `/t/{id}/players/links`: each player's personal link (issue 56), to
//! show, print or send; `?player=ID` shows one with its QR code. A link is
//! made the first time the page lists its player; renewing one stops the
//! old link.

use crate::actions::Failed;
use crate::actions::self_service::{NoSuchLink, renew_link};
use crate::db::models::TournamentRow;
use crate::db::{self, PlayerId, TournamentId};
use crate::web::address::AddressQr;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use std::collections::HashMap;

/// One player's link.
struct LinkLine {
    player: PlayerId,
    label: String,
    /// The path of the player's page.
    path: String,
}

#[derive(Template)]
#[template(path = "self_service/links.html")]
struct LinksPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    lines: Vec<LinkLine>,
    /// The one player shown with a QR code, if asked, with their address.
    shown: Option<(PlayerId, String, AddressQr, String)>,
    /// Whether the app can mail players.
    mails: bool,
}

/// `GET /t/{id}/players/links` (arbiters; `?player=ID` for one with its QR code).
pub async fn show(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let wanted: Option<PlayerId> = query.get("player").and_then(|p| p.parse().ok());
    let (t, lines, email) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let mut tokens: HashMap<PlayerId, String> = db::player_links::for_tournament(c, t.id)?.into_iter().collect();
        let mut lines = Vec::new();
        for p in db::players::for_tournament(c, t.id)? {
            let token = match tokens.remove(&p.id) {
                Some(token) => token,
                None => db::player_links::ensure(c, t.id, p.id)?,
            };
            let number = p.pairing_no.map(|n| format!("{n} ")).unwrap_or_default();
            lines.push(LinkLine {
                player: p.id,
                label: format!("{number}{}", p.name),
                path: format!("/t/{}/me/{token}", t.id),
            });
        }
        let email = match wanted {
            Some(player) => db::player_contacts::email_of(c, player)?.unwrap_or_default(),
            None => String::new(),
        };
        Ok((t, lines, email))
    })
    .await?;
    let shown = wanted
        .and_then(|w| lines.iter().find(|l| l.player == w))
        .map(|l| (l.player, l.label.clone(), AddressQr::at(&ctx.tr, &state, &req, &l.path), email));
    render(StatusCode::OK, &LinksPage { ctx: &ctx, t, lines, shown, mails: state.mailer.is_some() })
}

/// `POST /t/{id}/players/{player}/link`: makes the player's link anew.
pub async fn renew(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, player) = path.into_inner();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match renew_link(c, user.id, &t, player) {
            Ok(()) => Ok(()),
            Err(Failed::Refused(NoSuchLink)) => Err(AppError::NotFound),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("player-link-renewed"));
    Ok(see_other(&format!("/t/{id}/players/links?player={player}")))
}

/// The address form.
#[derive(serde::Deserialize)]
pub struct EmailForm {
    #[serde(default)]
    email: String,
}

/// `POST /t/{id}/players/{player}/email`: saves the player's address (empty
/// removes it) and, when the app has a relay, mails the player their link.
pub async fn save_email(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<EmailForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, player) = path.into_inner();
    let email = form.email.trim().to_string();
    if !email.is_empty() && !crate::mail::is_address(&email) {
        return Err(AppError::Refused(ctx.tr.t("player-email-invalid")));
    }
    let address = email.clone();
    let (tournament, name, token) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let Some(row) = db::players::by_id(c, t.id, player)? else { return Err(AppError::NotFound) };
        db::player_contacts::set(c, t.id, player, &address)?;
        let token = db::player_links::ensure(c, t.id, player)?;
        let event =
            crate::actions::audit::AuditEvent::PlayerEmailSet { player: row.name.clone(), set: !address.is_empty() };
        crate::actions::audit::audit(c, t.id, user.id, event)?;
        Ok((t.name, row.name, token))
    })
    .await?;
    let notice = match (&state.mailer, email.is_empty()) {
        (_, true) => "player-email-removed",
        (None, false) => "player-email-saved-no-mail",
        (Some(mailer), false) => {
            let link = crate::web::address::app_address(&state, &req, &format!("/t/{id}/me/{token}"));
            mailer.send_later(vec![crate::web::parts::letters::link_letter(
                &ctx.tr,
                (&tournament, &name),
                &link,
                email,
            )]);
            "player-email-mailed"
        }
    };
    Ctx::set_notice(&req, &ctx.tr.t(notice));
    Ok(see_other(&format!("/t/{id}/players/links?player={player}")))
}
