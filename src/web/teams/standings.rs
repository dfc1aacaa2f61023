//! The team standings after the published rounds: each team's match and
//! game points and the C.07 team tie-breaks of the event's list, with what
//! each tie-break means; the arbiters' form for the list; and the event as
//! a team TRF-2026 file for rating and for `arbiter pair --team`.

use crate::actions::teams::{self, TeamRefusal, ranking_list};
use crate::db::TournamentId;
use crate::db::models::TournamentRow;
use crate::tournament::team::TeamAbsence;
use crate::trf;
use crate::trf::team_trf;
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::kept;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::parts::team_standings::{TeamStanding, table};
use crate::web::view::{render, see_other};
use crate::web::{AppState, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "teams/standings.html")]
struct StandingsPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    /// The tie-breaks after the two scores: (code, what it means).
    tiebreaks: Vec<(String, String)>,
    lines: Vec<TeamStanding>,
    /// The list as typed (empty: the default), and the settings' version.
    typed: (String, i32),
    message: Option<String>,
    /// The rounds counted: those with every result in.
    completed: i32,
}

/// `GET /t/{id}/team-standings`.
pub async fn page(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    show(&ctx, &state, id.into_inner(), StatusCode::OK, None).await
}

/// `GET /t/{id}/team-standings.csv`: the team standings as CSV (RFC 4180,
/// CRLF): rank, TPN, team, MP, GP and the tie-breaks by their codes.
pub async fn csv(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    use crate::web::download::{defused, download, file_stem};
    let id = id.into_inner();
    let (event, _, teams) = super::load_team_event(&ctx, &state, id).await?;
    let list = ranking_list(&event.t, &teams);
    let (_, lines) = table(&ctx, &event, &teams)?;
    let mut head: Vec<String> =
        ["col-rank", "team-tpn", "team-name", "team-mp", "team-gp"].iter().map(|k| ctx.tr.t(k)).collect();
    head.extend(list.iter().skip(2).map(ToString::to_string));
    let mut out = ::csv::WriterBuilder::new().terminator(::csv::Terminator::CRLF).from_writer(Vec::new());
    let mut write = |record: Vec<String>| out.write_record(record).map_err(|_| AppError::BadRequest("error-bad-form"));
    write(head)?;
    for l in lines {
        let mut row = vec![l.rank.to_string(), l.tpn.to_string(), defused(&l.name), l.mp, l.gp];
        row.extend(l.values);
        write(row)?;
    }
    let body =
        String::from_utf8(out.into_inner().map_err(|_| AppError::BadRequest("error-bad-form"))?).unwrap_or_default();
    let name = format!("{}-team-standings.csv", file_stem(&event.t.name, id));
    Ok(download("text/csv; charset=utf-8", &name, body))
}

async fn show(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    message: Option<String>,
) -> Result<HttpResponse, AppError> {
    let (event, access, teams) = super::load_team_event(ctx, state, id).await?;
    let (tiebreaks, lines) = table(ctx, &event, &teams)?;
    let typed = (teams.settings.tiebreaks.clone(), teams.settings.version);
    let completed = event.completed_rounds();
    let page = StandingsPage { ctx, t: event.t, access, tiebreaks, lines, typed, message, completed };
    render(status, &page)
}

/// The tie-break list form.
#[derive(Deserialize)]
pub struct TiebreaksForm {
    #[serde(default)]
    tiebreaks: String,
    #[serde(default)]
    version: String,
}

/// `POST /t/{id}/team-standings/tiebreaks`: saves the team tie-break list.
pub async fn set_tiebreaks(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<TiebreaksForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let version: i32 = form.version.trim().parse().map_err(|_| AppError::BadRequest("error-bad-form"))?;
    if form.tiebreaks.len() > 200 {
        return Err(AppError::BadRequest("error-bad-form"));
    }
    let text = form.tiebreaks;
    let done = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        kept(teams::set_team_tiebreaks(c, user.id, &t, (version, &text)))
    })
    .await?;
    match done {
        Ok(()) => Ok(see_other(&format!("/t/{id}/team-standings"))),
        Err(refusal) => refused(&ctx, &state, id, refusal).await,
    }
}

async fn refused(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    r: TeamRefusal,
) -> Result<HttpResponse, AppError> {
    show(ctx, state, id, r.status(), Some(r.message(&ctx.tr))).await
}

/// `GET /t/{id}/export-teams.trf`: the rounds completed as a team
/// TRF-2026 file (record 212 the event's team tie-break list, records 310
/// with ranks by it, 320, 330, 240, 352, 362 and the players' games).
pub async fn export_trf(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (event, _, teams) = super::load_team_event(&ctx, &state, id).await?;
    // The rounds completed, as the team standings count them: a match still
    // in play has no match points yet.
    let up_to = event.completed_rounds();
    let mut team_event = teams.event(&event, event.record(up_to, |_| None), up_to);
    // Record 240 of the round to pair: the teams withdrawn from it are absent.
    let next = up_to + 1;
    if next <= event.t.rounds {
        let withdrawn = teams.teams.iter().filter(|x| x.withdrawn_from.is_some_and(|w| w <= next));
        team_event.teams.absences.extend(withdrawn.map(|x| TeamAbsence {
            round: next as u32,
            team: crate::tournament::PairingNumber::new(x.tpn.max(0) as u32),
            kind: crate::tournament::ByeKind::ZeroPoint,
        }));
    }
    let kind = match event.t.system() {
        crate::tournament::System::SwissDutch => "Team: Swiss system (FIDE C.04.6)",
        _ => "Team: round robin",
    };
    let header = trf::EventHeader { kind: kind.into(), ..event.t.trf_header() };
    let order = trf::TeamRankOrder {
        list: crate::actions::teams::ranking_list(&event.t, &teams),
        edition: event.t.tiebreak_edition(),
    };
    let mut file =
        team_trf(&header, &team_event, &order).map_err(|_| AppError::BadRequest("team-standings-unreadable"))?;
    let breaches = crate::web::read(&state, move |c| Ok(crate::db::integrity::for_tournament(c, id)?)).await?;
    file.comments = breaches.iter().map(crate::tournament::Breach::trf_comment).collect();
    let stem = crate::web::download::file_stem(&event.t.name, id);
    let name = format!("{stem}-teams-trf2026.trf");
    Ok(crate::web::download::download("text/plain; charset=utf-8", &name, trf::write(&file)))
}
