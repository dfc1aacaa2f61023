//! A team captain's page, reached through the team's secret captain link
//! without an account (where the event lets captains enter line-ups): the
//! team's match of the current round and its line-up form, sent through
//! the arbiter's own line-up action. The arbiter makes a team's link anew
//! from the Teams page.

use crate::actions::teams::{self, CaptainView, TeamRefusal};
use crate::db::models::TournamentRow;
use crate::db::teams::TeamRow;
use crate::db::{self, TeamId, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::kept;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::headers::PersonalPage;
use crate::web::parts::team_matches::LineUpForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use askama::Template;
use std::collections::HashMap;

#[derive(Template)]
#[template(path = "teams/captain.html")]
struct CaptainPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The captain's team.
    team: TeamRow,
    /// The link's secret (the form's address).
    token: String,
    /// The current round (0: none paired yet).
    round: i32,
    /// Whether the round is proposed, not yet published.
    proposed: bool,
    /// The match: the first-named team and the other.
    teams: Option<(String, String)>,
    /// The match's version as read.
    version: i32,
    /// The line-up form (none: no match, or the line-up is closed).
    form: Option<LineUpForm>,
    /// Why the line-up cannot be entered (a result is in), or why the
    /// last sending was refused, in the visitor's language.
    message: Option<String>,
    /// Whether the line-up was just saved.
    saved: bool,
}

/// The captain's page from what the link shows.
fn captain_page(
    ctx: &Ctx,
    view: CaptainView,
    token: String,
    status: StatusCode,
    message: Option<String>,
    saved: bool,
) -> Result<HttpResponse, AppError> {
    let CaptainView { event, teams, team, round, opponent_match, closed } = view;
    let name = |id: TeamId| teams.team(id).map_or_else(String::new, |x| x.name.clone());
    let names = opponent_match.as_ref().and_then(|m| Some((m.fields.first_team_id, m.fields.second_team_id?)));
    let form = match (&opponent_match, &closed) {
        (Some(_), None) => Some(LineUpForm {
            team: team.id,
            roster: teams.roster(team.id).iter().filter_map(|&p| Some((p, event.player(p)?.name.clone()))).collect(),
            chosen: teams.line_up(round, team.id),
        }),
        _ => None,
    };
    let page = CaptainPage {
        ctx,
        proposed: round == event.t.paired_rounds + 1,
        t: event.t.clone(),
        team,
        token,
        round,
        teams: names.map(|(a, b)| (name(a), name(b))),
        version: opponent_match.as_ref().map_or(0, |m| m.version),
        form,
        message: message.or_else(|| closed.map(|c| c.message(&ctx.tr))),
        saved,
    };
    render(status, &page)
}

/// Reads what captain link `token` of tournament `id` shows; 404 for a
/// wrong or renewed link, or when captains do not enter line-ups.
async fn view(state: &web::Data<AppState>, id: TournamentId, token: String) -> Result<CaptainView, AppError> {
    read(state, move |c| {
        let t = db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)?;
        match teams::captain_view(c, &t, &token) {
            Ok(view) => Ok(view),
            Err(crate::actions::Failed::Db(e)) => Err(AppError::Db(e)),
            Err(crate::actions::Failed::Refused(_)) => Err(AppError::NotFound),
        }
    })
    .await
}

/// `GET /t/{id}/captain/{token}`: the captain's page (`?saved=1` after a
/// line-up was saved).
pub async fn page(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
    query: web::Query<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    req.extensions_mut().insert(PersonalPage);
    let (id, token) = path.into_inner();
    let view = view(&state, id, token.clone()).await?;
    captain_page(&ctx, view, token, StatusCode::OK, None, query.contains_key("saved"))
}

/// `POST /t/{id}/captain/{token}/line-up`: the captain's line-up (`round`
/// and `version` as shown, `b1`... the player on each board), through the
/// arbiter's line-up action in one transaction; a refusal shows the page
/// again with the reason.
pub async fn line_up(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    req.extensions_mut().insert(PersonalPage);
    let (id, token) = path.into_inner();
    let round = form.get("round").and_then(|r| r.trim().parse().ok()).ok_or(AppError::BadRequest("error-bad-form"))?;
    // The team is the link's: the action puts it in.
    let entry = super::line_up_entry(&form, round, TeamId(0))?;
    let secret = token.clone();
    let done = transaction(&state, move |c| {
        let t = db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)?;
        kept(teams::captain_line_up(c, &t, &secret, entry))
    })
    .await?;
    match done {
        Ok(()) => Ok(see_other(&format!("/t/{id}/captain/{token}?saved=1"))),
        Err(TeamRefusal::NoCaptainLink) => Err(AppError::NotFound),
        Err(refusal) => {
            let view = view(&state, id, token.clone()).await?;
            captain_page(&ctx, view, token, refusal.status(), Some(refusal.message(&ctx.tr)), false)
        }
    }
}

/// `POST /t/{id}/teams/{team}/captain-link`: makes a team's captain link
/// anew (the old one stops working).
pub async fn renew(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, TeamId)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, team) = path.into_inner();
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        kept(teams::renew_captain_link(c, user.id, &t, team))
    })
    .await?;
    super::page::after_write(&ctx, &state, (id, team), done).await
}
