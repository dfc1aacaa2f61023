//! The Teams page: every team with its team pairing number, strength and
//! roster in board order (reserves marked), and for the event's arbiters
//! the forms that enter a team, edit it, build its roster and withdraw it.
//! Each write is one action in one transaction; a refusal shows the page
//! again with the reason (4xx).

use crate::actions::teams::{self, Done, NewTeam, RosterChange, StoredTeams, TeamEdit, TeamRefusal, TeamWithdrawal};
use crate::db::codes::StoredCode;
use crate::db::models::TournamentRow;
use crate::db::teams::{TeamFields, TeamRow, TeamSettingsRow};
use crate::db::{self, PlayerId, TeamId, TournamentId};
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::kept;
use crate::web::error::{AppError, Worded};
use crate::web::forms::{CsrfForm, KeptForm};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// A player on a roster, as listed.
pub struct Member {
    /// The player's row id.
    pub id: PlayerId,
    /// The place in board order, from 1.
    pub place: usize,
    /// Whether the place is a reserve's (past the boards of a match).
    pub reserve: bool,
    /// The player's name.
    pub name: String,
    /// The FIDE rating, if any.
    pub rating: Option<i32>,
}

/// A team as listed.
pub struct TeamLine {
    /// The stored team.
    pub row: TeamRow,
    /// Its strength ([`StoredTeams::strength`]).
    pub strength: u32,
    /// Its roster in board order.
    pub roster: Vec<Member>,
    /// Its captain link's address, shown to arbiters where captains enter
    /// line-ups (none: not shown, or no link made yet).
    pub captain_link: Option<String>,
}

#[derive(Template)]
#[template(path = "teams/list.html")]
struct TeamsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    settings: Option<TeamSettingsRow>,
    teams: Vec<TeamLine>,
    /// Registered players on no roster: (id, name, rating).
    free: Vec<(PlayerId, String, Option<i32>)>,
    /// The entry form's token: the newest team's id (0 without one).
    after: i32,
    /// The entry form as typed (sent back after a refusal).
    form: TeamForm,
    /// Why the last write was refused, in the visitor's language.
    message: Option<String>,
    /// The first round a team can be withdrawn from.
    first_open: i32,
    /// The codes of the colour preferences and the primary score.
    codes: (&'static str, &'static str),
}

/// `GET /t/{id}/teams`: the teams, and the arbiters' forms.
pub async fn list(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    page(&ctx, &state, id.into_inner(), StatusCode::OK, TeamForm::default(), None).await
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    form: TeamForm,
    message: Option<String>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let (t, access, stored, players, first_open, tokens) = read(state, move |c| {
        let (t, access) = access::load(c, id, user.as_ref())?;
        let stored = StoredTeams::load(c, &t)?;
        let players = db::players::for_tournament(c, id)?;
        let first_open = teams::first_open_round(c, &t)?;
        let captains = stored.as_ref().is_some_and(|s| s.settings.fields.captains_line_ups) && access.write;
        let tokens = if captains { db::teams::captain_tokens(c, id)? } else { Vec::new() };
        Ok((t, access, stored, players, first_open, tokens))
    })
    .await?;
    let link = |team: TeamId| {
        let token = tokens.iter().find(|(x, _)| *x == team)?.1.as_ref()?;
        Some(format!("/t/{id}/captain/{token}"))
    };
    let boards = stored.as_ref().map_or(0, |s| s.settings.fields.boards.max(0) as usize);
    let lines: Vec<TeamLine> = stored
        .iter()
        .flat_map(|s| s.teams.iter().map(move |row| (s, row)))
        .map(|(s, row)| TeamLine {
            row: row.clone(),
            strength: s.strength(row.id, &players),
            roster: s
                .roster(row.id)
                .iter()
                .enumerate()
                .filter_map(|(i, pid)| {
                    let p = players.iter().find(|p| p.id == *pid)?;
                    let (place, name, rating) = (i + 1, p.name.clone(), p.fide_rating);
                    Some(Member { id: p.id, place, reserve: place > boards, name, rating })
                })
                .collect(),
            captain_link: link(row.id),
        })
        .collect();
    let free = match &stored {
        Some(s) if access.write => players
            .iter()
            .filter(|p| s.team_of(p.id).is_none())
            .map(|p| (p.id, p.name.clone(), p.fide_rating))
            .collect(),
        _ => Vec::new(),
    };
    let after = lines.iter().map(|l| l.row.id.0).max().unwrap_or(0);
    let settings = stored.map(|s| s.settings);
    let codes = settings.as_ref().map_or(("", ""), |s| (s.fields.colour_model.code(), s.fields.primary_score.code()));
    let page = TeamsPage { ctx, t, access, settings, teams: lines, free, after, form, message, first_open, codes };
    render(status, &page)
}

/// The page again with a refusal's reason and status.
async fn refused(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    form: TeamForm,
    refusal: TeamRefusal,
) -> Result<HttpResponse, AppError> {
    page(ctx, state, id, refusal.status(), form, Some(refusal.message(&ctx.tr))).await
}

/// The team fields as typed (entry and edit).
#[derive(Deserialize, Default, Clone, Debug)]
#[serde(default)]
pub struct TeamForm {
    /// The team's name.
    pub name: String,
    /// Its short name.
    pub short_name: String,
    /// Federation or club.
    pub federation: String,
    /// The captain.
    pub captain: String,
    /// The entry form's token (the newest team's id when shown).
    pub after: String,
    /// The version of the team as shown (edits).
    pub version: String,
}

impl TeamForm {
    fn fields(&self) -> TeamFields {
        TeamFields {
            name: self.name.trim().to_string(),
            short_name: self.short_name.trim().to_string(),
            federation: self.federation.trim().to_uppercase_if_code(),
            captain: self.captain.trim().to_string(),
        }
    }
}

/// A federation code (three letters) in capitals; a club's name as typed.
trait FederationCase {
    fn to_uppercase_if_code(&self) -> String;
}

impl FederationCase for str {
    fn to_uppercase_if_code(&self) -> String {
        match self.len() == 3 && self.chars().all(|c| c.is_ascii_alphabetic()) {
            true => self.to_ascii_uppercase(),
            false => self.to_string(),
        }
    }
}

/// A number typed in a form, or 400.
fn number<T: std::str::FromStr>(text: &str) -> Result<T, AppError> {
    text.trim().parse().map_err(|_| AppError::BadRequest("error-bad-form"))
}

/// `POST /t/{id}/teams`: enters a team.
pub async fn add(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused: bad_text }: KeptForm<TeamForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    if let Some(bad_text) = bad_text {
        // Only its arbiters see the page again, with what they typed.
        let u = user.clone();
        transaction(&state, move |c| access::load_for_write(c, id, &u).map(|_| ())).await?;
        let status = StatusCode::UNPROCESSABLE_ENTITY;
        return page(&ctx, &state, id, status, form, Some(bad_text.named)).await;
    }
    let entered_after = form.after.trim().parse().ok().filter(|&a| a > 0).map(TeamId);
    let input = NewTeam { fields: form.fields(), entered_after };
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        kept(teams::add_team(c, user.id, &t, input))
    })
    .await?;
    match done {
        Ok(team) => Ok(see_other(&format!("/t/{id}/teams#team-{team}"))),
        // The same form sent twice: the team is there, as asked.
        Err(TeamRefusal::SentTwice { .. }) => Ok(see_other(&format!("/t/{id}/teams"))),
        Err(refusal) => refused(&ctx, &state, id, form, refusal).await,
    }
}

/// `POST /t/{id}/teams/{team}/edit`: saves a team's names and captain.
pub async fn edit(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, TeamId)>,
    CsrfForm(form): CsrfForm<TeamForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, team) = path.into_inner();
    let version = number(&form.version);
    let fields = form.fields();
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        kept(teams::edit_team(c, user.id, &t, TeamEdit { team, version: version?, fields }))
    })
    .await?;
    after_write(&ctx, &state, (id, team), done).await
}

/// The withdrawal form: the first round missed (empty: reinstated).
#[derive(Deserialize)]
pub struct WithdrawForm {
    #[serde(default)]
    from_round: String,
    #[serde(default)]
    version: String,
}

/// `POST /t/{id}/teams/{team}/withdraw`: withdraws a team from a round on,
/// or reinstates it.
pub async fn withdraw(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, TeamId)>,
    CsrfForm(form): CsrfForm<WithdrawForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, team) = path.into_inner();
    let from_round = match form.from_round.trim() {
        "" => Ok(None),
        text => number(text).map(Some),
    };
    let version = number(&form.version);
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let input = TeamWithdrawal { team, version: version?, from_round: from_round? };
        kept(teams::withdraw_team(c, user.id, &t, input))
    })
    .await?;
    after_write(&ctx, &state, (id, team), done).await
}

/// The roster form: what to do (`add`, `up`, `down`, `remove`) with which player.
#[derive(Deserialize)]
pub struct RosterForm {
    #[serde(default)]
    op: String,
    #[serde(default)]
    player: String,
    /// The player's place as shown (moves go one place from it).
    #[serde(default)]
    place: String,
    #[serde(default)]
    version: String,
}

impl RosterForm {
    fn change(&self) -> Result<RosterChange, AppError> {
        let player = PlayerId(number(&self.player)?);
        let place = || number::<usize>(&self.place);
        Ok(match self.op.as_str() {
            "add" => RosterChange::Add(player),
            "remove" => RosterChange::Remove(player),
            "up" => RosterChange::Move { player, to: place()?.saturating_sub(1) },
            "down" => RosterChange::Move { player, to: place()? + 1 },
            _ => return Err(AppError::BadRequest("error-bad-form")),
        })
    }
}

/// `POST /t/{id}/teams/{team}/roster`: adds a player to the roster, moves
/// one up or down, or removes one.
pub async fn roster(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, TeamId)>,
    CsrfForm(form): CsrfForm<RosterForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, team) = path.into_inner();
    let change = form.change();
    let version = number(&form.version);
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        kept(teams::change_roster(c, user.id, &t, (team, version?), change?))
    })
    .await?;
    after_write(&ctx, &state, (id, team), done).await
}

/// Back to the team on the page, or the page again with the refusal.
pub(super) async fn after_write(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, team): (TournamentId, TeamId),
    done: Result<Done, TeamRefusal>,
) -> Result<HttpResponse, AppError> {
    match done {
        Ok(_) => Ok(see_other(&format!("/t/{id}/teams#team-{team}"))),
        Err(refusal) => refused(ctx, state, id, TeamForm::default(), refusal).await,
    }
}
