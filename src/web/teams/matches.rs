//! A team round's page: its matches with their boards, each match's
//! result and why the pairing made it; for the event's arbiters the
//! round's pairing (propose, publish, discard, take back), each team's
//! line-up, the results of a match board by board and a match forfeited
//! as a whole; on a proposed round, two teams swapped by hand, with what
//! each match breaks or strains shown before publishing. Visitors see
//! published rounds only.

use crate::actions::teams::{self, LineUpAuthor, MatchForfeit, StoredTeams, TeamRefusal, TeamSwap};
use crate::actions::{self, Failed, NewResult};
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection, PlayerId, TeamId, TeamMatchId, TournamentId, UserId};
use crate::pairing::team_swiss::HandWarning;
use crate::tournament::{Color, GameResult};
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::kept;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::parts::result_text::typed_result;
use crate::web::parts::team_matches::{MatchView, match_views};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use std::collections::HashMap;

#[derive(Template)]
#[template(path = "teams/matches.html")]
struct MatchesPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    round: i32,
    /// Whether the round is proposed, not yet published.
    proposed: bool,
    matches: Vec<MatchView>,
    /// Teams not paired in the round (absent or withdrawn).
    absent: Vec<String>,
    message: Option<String>,
    /// Whether the next round can be proposed from this page.
    can_pair: bool,
    /// Whether this is the last published round (it can be taken back).
    last: bool,
    /// The round as the swap form carries it ([`teams::round_stamp`]).
    stamp: String,
    /// The teams the swap form offers: (id, name with its match).
    swap_choices: Vec<(TeamId, String)>,
    /// Whether captains enter line-ups (their links show a proposed round).
    captains: bool,
    /// Changing a result of this round is a correction FIDE mode asks to
    /// confirm: the results forms offer the box.
    corrections: bool,
}

/// `GET /t/{id}/matches`: the newest round's matches (the proposed one for arbiters).
pub async fn latest(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let id = id.into_inner();
    let (t, access) = read(&state, move |c| access::load(c, id, user.as_ref())).await?;
    let round = if access.write { t.paired_rounds + 1 } else { t.paired_rounds };
    page(&ctx, &state, (id, round.clamp(1, t.rounds.max(1))), StatusCode::OK, None).await
}

/// `GET /t/{id}/matches/{n}`: round `n`'s matches.
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    page(&ctx, &state, path.into_inner(), StatusCode::OK, None).await
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, round): (TournamentId, i32),
    status: StatusCode,
    message: Option<String>,
) -> Result<HttpResponse, AppError> {
    let (event, access, teams) = super::load_team_event(ctx, state, id).await?;
    let t = event.t.clone();
    let proposed = round == t.paired_rounds + 1;
    let visible = (1..=t.paired_rounds).contains(&round) || (access.write && proposed && round <= t.rounds.max(1));
    if !visible {
        return Err(crate::web::parts::board_lines::unpublished(&t, round));
    }
    let mut matches = match_views(ctx, &event, &teams, round, access.write);
    let (mut stamp, mut swap_choices) = (String::new(), Vec::new());
    if access.write && proposed {
        let warnings = teams::round_warnings(&event, &teams, round);
        for m in &mut matches {
            let found = warnings.get(&m.row.id).map_or(&[][..], Vec::as_slice);
            let worded: Vec<String> = found.iter().map(|&w| warning_text(ctx, &teams, m, w)).collect();
            m.warnings = worded;
        }
        stamp = teams::round_stamp(&teams, round);
        // A round robin follows its Berger table: no swap is offered.
        if !t.system().is_round_robin() {
            swap_choices = swap_choices_of(ctx, &matches);
        }
    }
    let absent = match matches.is_empty() {
        true => Vec::new(),
        false => {
            teams.teams.iter().filter(|x| !matches.iter().any(|m| m.row.has(x.id))).map(|x| x.name.clone()).collect()
        }
    };
    let can_pair = access.write && proposed && matches.is_empty() && round <= t.rounds;
    let last = access.write && round == t.paired_rounds && !proposed;
    let captains = teams.settings.fields.captains_line_ups;
    let corrections = crate::actions::asks_to_confirm_correction(&t, round);
    let page = MatchesPage {
        ctx,
        access,
        round,
        proposed,
        matches,
        absent,
        message,
        can_pair,
        last,
        t,
        stamp,
        swap_choices,
        captains,
        corrections,
    };
    render(status, &page)
}

/// A warning of a proposed match, in the reader's language.
fn warning_text(ctx: &Ctx, teams: &StoredTeams, m: &MatchView, warning: HandWarning) -> String {
    let tr = &ctx.tr;
    match warning {
        HandWarning::MetBefore => {
            let second = m.second.as_ref().map_or(String::new(), |s| s.name.clone());
            tr.args("team-warn-met-before", &[("first", m.first.name.clone()), ("second", second)])
        }
        HandWarning::SamePreference(Color::White) => tr.t("team-warn-both-white"),
        HandWarning::SamePreference(Color::Black) => tr.t("team-warn-both-black"),
        HandWarning::ThirdColour(tpn, colour) => {
            let name = teams.teams.iter().find(|x| x.tpn == tpn.get() as i32).map_or(String::new(), |x| x.name.clone());
            let key = if colour == Color::White { "team-warn-third-white" } else { "team-warn-third-black" };
            tr.t1(key, "team", &name)
        }
    }
}

/// The teams the swap form offers, match by match: each named with its
/// match (or the bye).
fn swap_choices_of(ctx: &Ctx, matches: &[MatchView]) -> Vec<(TeamId, String)> {
    let mut out = Vec::new();
    for m in matches {
        let n = m.row.fields.match_no.to_string();
        let Some(second) = &m.second else {
            out.push((m.first.id, ctx.tr.t1("team-swap-choice-bye", "team", &m.first.name)));
            continue;
        };
        for team in [&m.first, second] {
            out.push((team.id, ctx.tr.args("team-swap-choice", &[("team", team.name.clone()), ("n", n.clone())])));
        }
    }
    out
}

/// What a team action did, and the round whose page shows it.
type Acted = Result<(i32, Result<(), TeamRefusal>), AppError>;

/// The outcome of an action that shows `round` afterwards.
fn on_round(round: i32, done: Result<(), Failed<TeamRefusal>>) -> Acted {
    Ok((round, kept(done)?))
}

/// Runs a team action of the signed-in arbiter in one write transaction
/// (`action` gets the connection, the arbiter and the tournament as loaded
/// for writing, and says which round to show), then goes back to that
/// round's page, or shows it again with the refusal.
async fn act<F>(ctx: &Ctx, state: &web::Data<AppState>, id: TournamentId, action: F) -> Result<HttpResponse, AppError>
where
    F: FnOnce(&mut DbConnection, UserId, &TournamentRow) -> Acted + Send + 'static,
{
    let user = ctx.require_user()?.clone();
    let (round, done) = transaction(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        action(c, user.id, &t)
    })
    .await?;
    match done {
        Ok(()) => Ok(see_other(&format!("/t/{id}/matches/{round}"))),
        Err(refusal) => page(ctx, state, (id, round), refusal.status(), Some(refusal.message(&ctx.tr))).await,
    }
}

/// A number typed in a form, or 400.
fn number<T: std::str::FromStr>(text: &str) -> Result<T, AppError> {
    text.trim().parse().map_err(|_| AppError::BadRequest("error-bad-form"))
}

/// The pairing form: the round the page offered.
#[derive(Deserialize)]
pub struct PairForm {
    #[serde(default)]
    round: String,
}

/// `POST /t/{id}/matches/pair`: proposes the next round.
pub async fn pair(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<PairForm>,
) -> Result<HttpResponse, AppError> {
    let round: i32 = number(&form.round)?;
    act(&ctx, &state, id.into_inner(), move |c, user, t| {
        // A refusal about a round beyond the event (pairing after the
        // last) shows on the last round's page, not as a missing page.
        on_round(round.clamp(1, t.rounds.max(1)), teams::pair_team_round(c, user, t, round).map(|_| ()))
    })
    .await
}

/// Which round-wide step a button asks for.
#[derive(Clone, Copy)]
enum RoundStep {
    Publish,
    Discard,
    TakeBack,
}

async fn round_step(
    ctx: Ctx,
    state: web::Data<AppState>,
    (id, round): (TournamentId, i32),
    step: RoundStep,
) -> Result<HttpResponse, AppError> {
    act(&ctx, &state, id, move |c, user, t| {
        let done = match step {
            RoundStep::Publish => teams::publish_team_round(c, user, t, round),
            RoundStep::Discard => teams::discard_team_round(c, user, t, round),
            RoundStep::TakeBack => teams::take_back_team_round(c, user, t, round),
        };
        let shown = match (step, &done) {
            (RoundStep::Discard | RoundStep::TakeBack, Ok(())) => round - 1,
            _ => round,
        };
        on_round(shown.max(1), done)
    })
    .await
}

/// `POST /t/{id}/matches/{n}/publish`: publishes the proposed round.
pub async fn publish(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    round_step(ctx, state, path.into_inner(), RoundStep::Publish).await
}

/// `POST /t/{id}/matches/{n}/discard`: discards the proposed round.
pub async fn discard(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    round_step(ctx, state, path.into_inner(), RoundStep::Discard).await
}

/// `POST /t/{id}/matches/{n}/take-back`: takes the last published round back.
pub async fn take_back(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    round_step(ctx, state, path.into_inner(), RoundStep::TakeBack).await
}

/// The swap form: two teams of the proposed round, the round as the page
/// showed it (`stamp`), and `anyway` to pair teams that met before.
#[derive(Deserialize)]
pub struct SwapForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    second: String,
    #[serde(default)]
    stamp: String,
    #[serde(default)]
    anyway: Option<String>,
}

/// `POST /t/{id}/matches/{n}/swap`: two teams of the proposed round
/// change places. A form of the round as it was is refused (409), as are
/// a published round and a rematch not confirmed (422).
pub async fn swap(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<SwapForm>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let chosen = (TeamId(number(&form.first)?), TeamId(number(&form.second)?));
    if form.stamp.len() > 10_000 {
        return Err(AppError::BadRequest("error-bad-form"));
    }
    let swap = TeamSwap { round, teams: chosen, stamp: form.stamp, rematch_confirmed: form.anyway.is_some() };
    act(&ctx, &state, id, move |c, user, t| on_round(round, teams::swap_teams(c, user, t, swap))).await
}

/// `POST /t/{id}/matches/{n}/line-up`: a team's line-up (`team`,
/// `version` of the match, `b1`... the player on each board, empty for none).
pub async fn line_up(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let team = TeamId(number(form.get("team").map_or("", String::as_str))?);
    let entry = super::line_up_entry(&form, round, team)?;
    act(&ctx, &state, id, move |c, user, t| {
        on_round(round, teams::set_line_up(c, LineUpAuthor::Arbiter(user), t, entry))
    })
    .await
}

/// `POST /t/{id}/matches/{n}/forfeit`: a match forfeited as a whole
/// (`match`, `version`, `forfeit`: `first`, `second`, `both`, or empty to
/// take it back).
pub async fn forfeit(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let field = |name: &str| form.get(name).map_or("", String::as_str);
    let forfeit = match field("forfeit") {
        "" => None,
        "first" => Some(GameResult::WhiteWinsByForfeit),
        "second" => Some(GameResult::BlackWinsByForfeit),
        "both" => Some(GameResult::DoubleForfeit),
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let input = MatchForfeit { id: TeamMatchId(number(field("match"))?), version: number(field("version"))?, forfeit };
    act(&ctx, &state, id, move |c, user, t| on_round(round, teams::forfeit_match(c, user, t, input))).await
}

/// `POST /t/{id}/matches/{n}/results`: a match's results board by board
/// (`r{board id}` the result typed, `v{board id}` the board's version as
/// shown). Each board goes through [`actions::set_result`]: one someone
/// changed meanwhile keeps their result and is reported.
pub async fn results(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let mut entries: Vec<NewResult> = Vec::new();
    for (key, value) in &form {
        let Some(board) = key.strip_prefix('r').and_then(|b| b.parse::<i32>().ok()) else { continue };
        let result = typed_result(value).ok_or(AppError::BadRequest("error-bad-form"))?;
        let version = number(form.get(&format!("v{board}")).map_or("", String::as_str))?;
        let correction_confirmed = form.get("confirm_correction").is_some_and(|v| v == "yes");
        entries.push(NewResult { board: BoardId(board), version, result, reason: None, correction_confirmed });
    }
    if entries.len() > teams::MAX_BOARDS as usize {
        return Err(AppError::BadRequest("error-bad-form"));
    }
    entries.sort_by_key(|e| e.board.0);
    let refused = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let boards = db::teams::settings(c, t.id)?.ok_or(AppError::NotFound)?.fields.boards;
        let mut refused = None;
        for mut entry in entries {
            let Some(board) = db::boards::by_id(c, t.id, entry.board)?.filter(|b| b.round == round) else {
                return Err(AppError::NotFound);
            };
            // Typed from the first-named team's side, as the boards print it.
            entry.result = entry.result.seen_from(teams::first_team_colour(boards, board.board_no));
            match actions::set_result(c, user.id, &t, entry) {
                Ok(_) => {}
                Err(Failed::Refused(r)) => refused = refused.or(Some(r)),
                Err(Failed::Db(e)) => return Err(AppError::Db(e)),
            }
        }
        Ok(refused)
    })
    .await?;
    match refused {
        None => Ok(see_other(&format!("/t/{id}/matches/{round}"))),
        Some(r) => page(&ctx, &state, (id, round), r.status(), Some(r.message(&ctx.tr))).await,
    }
}

/// Which printout of a team round: `pairings` (the default), `sheets`
/// (a match sheet per match with signature lines) or `lineups` (a blank
/// line-up form per team).
#[derive(Deserialize)]
pub struct PrintQuery {
    what: Option<String>,
}

#[derive(Template)]
#[template(path = "teams/print.html")]
struct PrintPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    what: &'static str,
    heading: String,
    draft: bool,
    matches: Vec<MatchView>,
    /// Each paired team's roster for the line-up forms: (team, opponent, roster names).
    forms: Vec<(String, String, Vec<String>)>,
    boards: usize,
}

/// `GET /t/{id}/matches/{n}/print`: a team round's printouts (A4 from the
/// browser's print); a proposed round's are its arbiters'.
pub async fn print(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    query: web::Query<PrintQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let (event, access, teams) = super::load_team_event(&ctx, &state, id).await?;
    let t = event.t.clone();
    let draft = round == t.paired_rounds + 1;
    if !((1..=t.paired_rounds).contains(&round) || (access.write && draft)) {
        return Err(crate::web::parts::board_lines::unpublished(&t, round));
    }
    let what = match query.what.as_deref() {
        Some("sheets") => "sheets",
        Some("lineups") => "lineups",
        _ => "pairings",
    };
    let heading = ctx.tr.t(match what {
        "sheets" => "team-print-sheets",
        "lineups" => "team-print-line-ups",
        _ => "team-print-pairings",
    });
    let matches = match_views(&ctx, &event, &teams, round, false);
    let name = |p: &PlayerId| event.player(*p).map_or_else(String::new, |p| p.name.clone());
    let forms = matches
        .iter()
        .filter_map(|m| Some((m, m.second.as_ref()?)))
        .flat_map(|(m, second)| [(&m.first, second), (second, &m.first)])
        .map(|(team, opponent)| {
            (team.name.clone(), opponent.name.clone(), teams.roster(team.id).iter().map(name).collect())
        })
        .collect();
    let boards = teams.boards() as usize;
    render(StatusCode::OK, &PrintPage { ctx: &ctx, t, round, what, heading, draft, matches, forms, boards })
}
