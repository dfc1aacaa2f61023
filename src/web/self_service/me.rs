//! `/t/{id}/me/{token}`: a player's own page, reached through the personal
//! link without an account (issue 56): the game of the round, past games,
//! the check-in, the report of a result, and the player's requests. A
//! wrong or renewed link, or an archived event, is a plain 404.

use crate::actions::Failed;
use crate::actions::self_service::check_in::{CheckInRefusal, check_in as record_check_in};
use crate::actions::self_service::player_page::{PlayerView, player_view};
use crate::actions::self_service::reports::{ReportRefusal, Reported, report as record_report};
use crate::actions::self_service::requests::{AskRefusal, DecideRefusal, ask as record_ask, cancel as record_cancel};
use crate::actions::self_service::{NoSuchLink, player_of_link};
use crate::db::models::TournamentRow;
use crate::db::player_requests::{RequestKind, RequestState};
use crate::db::{self, DbConnection, PlayerId, TournamentId};
use crate::tournament::GameResult;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::headers::PersonalPage;
use crate::web::parts::board_lines::shown_result;
use crate::web::view::{local_time, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpMessage, HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use std::collections::HashMap;

/// One of the player's games (or byes).
struct GameLine {
    round: i32,
    board: i32,
    /// The colour's message key, empty for a bye.
    colour: &'static str,
    /// "number name" of the opponent, or what the bye is.
    opponent: String,
    result: String,
}

/// A request as the player's page lists it.
struct RequestLine {
    id: i32,
    kind: String,
    round: i32,
    state: String,
    open: bool,
    /// The arbiter's reason for a refusal (empty: none given).
    reason: String,
}

#[derive(Template)]
#[template(path = "self_service/me.html")]
struct PlayerPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    token: String,
    name: String,
    number: u32,
    /// The game of the last published round, if the player has one.
    current: Option<GameLine>,
    /// Out of the current round for not checking in.
    left_out: bool,
    /// When that round starts, in the event's zone.
    starts: String,
    games: Vec<GameLine>,
    /// The check-in: (round, checked in, open now).
    check_in: Option<(i32, bool, bool)>,
    /// When check-in opens, in the event's zone (empty: no start time).
    check_in_opens: String,
    /// The limits on requests, said.
    ask_hint: String,
    /// Whether the player may report the current game's result, and what
    /// each side reported: (own, opponent's).
    report: Option<(String, String)>,
    /// The code of the result the player reported (empty: none yet).
    reported_code: String,
    /// Whether the player will report the game once its round has started.
    report_later: bool,
    /// The results a player reports: the code and the message key of each.
    results: [(&'static str, &'static str); 3],
    /// The rounds a request can name, and the kinds the event takes.
    ask_rounds: Vec<i32>,
    /// The round the player withdrew from (0: none).
    withdrawn_from: i32,
    ask_kinds: Vec<RequestKind>,
    requests: Vec<RequestLine>,
}

/// The page of a player's view.
fn page<'a>(ctx: &'a Ctx, view: PlayerView, token: String) -> PlayerPage<'a> {
    let PlayerView { event, player, settings, requests, schedule, .. } = &view;
    let (check_in, half_point_byes_left) = (view.check_in, view.half_point_byes_left);
    let PlayerView { open_game, reports, bye_rounds, .. } = &view;
    let t = event.t.clone();
    let label = |id: PlayerId| super::numbered(event.number(id), event.player(id).map_or("", |p| p.name.as_str()));
    let line = |b: &crate::db::models::BoardRow| {
        let white = b.white_id == player.id;
        let (colour, opponent, result) = match b.black_id {
            None => ("", ctx.tr.tk("bye-", b.result.code()), String::new()),
            Some(black) => {
                let colour = if white { "me-white" } else { "me-black" };
                let opponent = label(if white { black } else { b.white_id });
                let result = b.result.game().map(|r| shown_result(&ctx.tr, r)).unwrap_or_default();
                (colour, opponent, result)
            }
        };
        GameLine { round: b.round, board: b.board_no, colour, opponent, result }
    };
    let mine = |b: &&crate::db::models::BoardRow| b.white_id == player.id || b.black_id == Some(player.id);
    let games: Vec<GameLine> = event.boards.iter().filter(mine).map(line).collect();
    let current = event.boards.iter().filter(mine).find(|b| b.round == t.paired_rounds).map(line);
    let starts = schedule
        .iter()
        .find(|(r, _)| *r == t.paired_rounds)
        .and_then(|(_, at)| *at)
        .map(|at| local_time(&t, at))
        .unwrap_or_default();
    // Paired, the game not begun: the form comes with the round's start.
    let report_later = settings.reported() != crate::db::self_service::ReportedResults::Off
        && open_game.is_none()
        && event.boards.iter().filter(mine).any(|b| {
            b.round == t.paired_rounds && b.black_id.is_some() && b.result.game() == Some(GameResult::Pending)
        });
    // What each side reported: (own, opponent's).
    let said = |own: bool| reports.iter().find(|(p, _)| (*p == player.id) == own).map(|(_, r)| *r);
    let shown = |r: Option<GameResult>| r.map(|r| shown_result(&ctx.tr, r)).unwrap_or_default();
    let report = match (settings.reported(), &open_game) {
        (crate::db::self_service::ReportedResults::Off, _) | (_, None) => None,
        (_, Some(_)) => Some((shown(said(true)), shown(said(false)))),
    };
    // The form starts at what the player reported, so that sending it again changes nothing by mistake.
    let reported_code = said(true).map_or("", GameResult::code).to_string();
    let check_in_opens = check_in
        .and_then(|c| schedule.iter().find(|(r, _)| *r == c.round).and_then(|(_, at)| *at))
        .map(|at| local_time(&t, at - chrono::Duration::minutes(i64::from(settings.check_in_minutes))))
        .unwrap_or_default();
    let byes_taken = settings.bye_limit > 0 && !t.system().is_round_robin();
    let ask_hint = match (byes_taken, half_point_byes_left) {
        (true, 0) => ctx.tr.t1("me-ask-limit-used", "hours", &settings.bye_hours.to_string()),
        (true, _) => ctx.tr.args(
            "me-ask-limits",
            &[("count", settings.bye_limit.to_string()), ("hours", settings.bye_hours.to_string())],
        ),
        (false, _) => ctx.tr.t("me-ask-withdrawal-only"),
    };
    let mut ask_kinds = Vec::new();
    if byes_taken && half_point_byes_left > 0 {
        ask_kinds.push(RequestKind::HalfPointBye);
    }
    if byes_taken {
        ask_kinds.push(RequestKind::ZeroPointBye);
    }
    // After a withdrawal, only byes in the rounds before it.
    let withdrawn_from = player.withdrawn_from_round;
    if withdrawn_from.is_none() {
        ask_kinds.push(RequestKind::Withdrawal);
    }
    let last = withdrawn_from.map_or(t.rounds, |from| (from - 1).min(t.rounds));
    let ask_rounds: Vec<i32> = match ask_kinds.is_empty() {
        true => Vec::new(),
        false => (t.paired_rounds + 1..=last).collect(),
    };
    let requests = requests
        .iter()
        .map(|r| RequestLine {
            id: r.id,
            kind: ctx.tr.tk("request-kind-", &r.kind),
            round: r.round,
            state: ctx.tr.tk("request-state-", standing(r, bye_rounds)),
            open: r.state() == RequestState::Open,
            reason: r.reason.clone(),
        })
        .collect();
    PlayerPage {
        ctx,
        number: event.number(player.id).get(),
        name: player.name.clone(),
        t,
        token,
        current,
        left_out: view.left_out,
        starts,
        games,
        check_in: check_in.map(|c| (c.round, c.checked_in, c.open)),
        check_in_opens,
        ask_hint,
        report,
        report_later,
        reported_code,
        results: [
            (GameResult::WhiteWins.code(), "me-result-white"),
            (GameResult::Draw.code(), "me-result-draw"),
            (GameResult::BlackWins.code(), "me-result-black"),
        ],
        ask_rounds,
        withdrawn_from: withdrawn_from.unwrap_or(0),
        ask_kinds,
        requests,
    }
}

/// Where a request stands as the player sees it: an accepted bye the
/// arbiter has since taken back (the round not paired and no bye requested
/// any more, or the player paired in it) is said to be changed.
fn standing(r: &crate::db::player_requests::RequestRow, bye_rounds: &[i32]) -> &'static str {
    let bye = matches!(r.kind(), Some(RequestKind::HalfPointBye | RequestKind::ZeroPointBye));
    if r.state() == RequestState::Accepted && bye && !bye_rounds.contains(&r.round) {
        return "changed";
    }
    r.state().code()
}

/// An entrant's page before the entry is accepted: it waits, or was refused.
#[derive(Template)]
#[template(path = "self_service/entry_status.html")]
struct EntryStatusPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    name: String,
    refused: bool,
    /// The arbiter's reason for refusing it (empty: none given).
    reason: String,
}

/// The tournament of `id`, a 404 when there is none.
fn tournament(c: &mut DbConnection, id: TournamentId) -> Result<TournamentRow, AppError> {
    db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)
}

/// `GET /t/{id}/me/{token}`: the player's own page.
pub async fn show(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
) -> Result<HttpResponse, AppError> {
    req.extensions_mut().insert(PersonalPage);
    let (id, token) = path.into_inner();
    let secret = token.clone();
    let now = chrono::Utc::now().naive_utc();
    let view = read(&state, move |c| {
        let t = tournament(c, id)?;
        match player_view(c, &t, &secret, now) {
            Ok(view) => Ok(Ok(view)),
            // An entrant's link before the player is registered: the entry's state.
            Err(Failed::Refused(NoSuchLink)) if !crate::auth::could_be_token(&secret) => {
                Err(AppError::Refusal(Box::new(LinkNotWorking)))
            }
            Err(Failed::Refused(NoSuchLink)) => match db::entries::by_token(c, id, &secret)? {
                Some(entry) if entry.player_id.is_none() && !db::tournaments::is_archived(c, id)? => {
                    Ok(Err((t, entry)))
                }
                _ => Err(AppError::Refusal(Box::new(LinkNotWorking))),
            },
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    match view {
        Ok(view) => render(StatusCode::OK, &page(&ctx, view, token)),
        Err((t, entry)) => {
            let refused = entry.state == crate::db::entries::EntryState::Refused;
            let page = EntryStatusPage { ctx: &ctx, t, name: entry.name, refused, reason: entry.reason };
            render(StatusCode::OK, &page)
        }
    }
}

/// Runs a player's action through the link in one transaction; a wrong
/// link is a 404, a refusal the page's notice (`refusal` words it), and
/// success the notice `done`.
async fn act<R, F>(
    req: &HttpRequest,
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, token): (TournamentId, String),
    action: F,
    refusal: fn(&crate::web::i18n::Tr, R) -> String,
    done: &'static str,
) -> Result<HttpResponse, AppError>
where
    R: Send + 'static,
    F: FnOnce(&mut DbConnection, &TournamentRow, PlayerId) -> Result<(), Failed<R>> + Send + 'static,
{
    req.extensions_mut().insert(PersonalPage);
    let secret = token.clone();
    let tr = ctx.tr;
    transaction(state, move |c| {
        let t = tournament(c, id)?;
        let player = match player_of_link(c, &t, &secret) {
            Ok(player) => player,
            Err(Failed::Refused(NoSuchLink)) => return Err(AppError::NotFound),
            Err(Failed::Db(e)) => return Err(e.into()),
        };
        match action(c, &t, player) {
            Ok(()) => Ok(()),
            Err(Failed::Refused(r)) => Err(AppError::Refused(refusal(&tr, r))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(req, &ctx.tr.t(done));
    Ok(see_other(&format!("/t/{id}/me/{token}")))
}

/// The request form: what and for which round.
#[derive(Deserialize)]
pub struct AskForm {
    kind: String,
    round: i32,
}

/// `POST /t/{id}/me/{token}/ask`: asks the arbiter for a bye or a withdrawal.
pub async fn ask(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
    CsrfForm(form): CsrfForm<AskForm>,
) -> Result<HttpResponse, AppError> {
    let Some(kind) = RequestKind::read(&form.kind) else { return Err(AppError::BadRequest("error-bad-form")) };
    let now = chrono::Utc::now().naive_utc();
    let action = move |c: &mut DbConnection, t: &TournamentRow, player| {
        record_ask(c, t, player, (kind, form.round), now).map(|_| ())
    };
    act(&req, &ctx, &state, path.into_inner(), action, ask_refusal, "me-asked").await
}

/// Why a request is refused, in the player's language.
fn ask_refusal(tr: &crate::web::i18n::Tr, refusal: AskRefusal) -> String {
    match refusal {
        AskRefusal::NotTaken => tr.t("me-ask-not-taken"),
        AskRefusal::RoundClosed => tr.t("me-ask-round-closed"),
        AskRefusal::TooLate => tr.t("me-ask-too-late"),
        AskRefusal::ByeLimit { limit } => tr.n("me-ask-bye-limit", i64::from(limit)),
        AskRefusal::AlreadyAsked => tr.t("me-ask-already"),
        AskRefusal::Withdrawn => tr.t("me-ask-withdrawn"),
        AskRefusal::TooMany => tr.t("me-ask-too-many"),
    }
}

/// `POST /t/{id}/me/{token}/cancel/{request}`: takes back a waiting request.
pub async fn cancel(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String, i32)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let (id, token, request) = path.into_inner();
    let now = chrono::Utc::now().naive_utc();
    let action = move |c: &mut DbConnection, t: &TournamentRow, player| record_cancel(c, t, player, request, now);
    act(&req, &ctx, &state, (id, token), action, |tr, _: DecideRefusal| tr.t("requests-gone"), "me-cancelled").await
}

/// `POST /t/{id}/me/{token}/check-in`: checks the player in for the next round.
pub async fn check_in(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let now = chrono::Utc::now().naive_utc();
    let action =
        move |c: &mut DbConnection, t: &TournamentRow, player| record_check_in(c, t, player, None, now).map(|_| ());
    act(&req, &ctx, &state, path.into_inner(), action, check_in_refusal, "me-checked-in").await
}

/// Why a check-in is refused, in the player's language.
pub(super) fn check_in_refusal(tr: &crate::web::i18n::Tr, refusal: CheckInRefusal) -> String {
    tr.t(match refusal {
        CheckInRefusal::NotAsked => "me-check-in-not-asked",
        CheckInRefusal::NotYet => "me-check-in-not-yet",
        CheckInRefusal::RoundClosed => "me-ask-round-closed",
        CheckInRefusal::Withdrawn => "me-ask-withdrawn",
        CheckInRefusal::HasBye => "me-check-in-has-bye",
    })
}

/// The report form: the result's code.
#[derive(Deserialize)]
pub struct ReportForm {
    result: String,
}

/// `POST /t/{id}/me/{token}/report`: reports the result of the player's game.
pub async fn report(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, String)>,
    CsrfForm(form): CsrfForm<ReportForm>,
) -> Result<HttpResponse, AppError> {
    let Some(result) =
        [GameResult::WhiteWins, GameResult::Draw, GameResult::BlackWins].into_iter().find(|r| r.code() == form.result)
    else {
        return Err(AppError::BadRequest("error-bad-form"));
    };
    let now = chrono::Utc::now().naive_utc();
    let action = move |c: &mut DbConnection, t: &TournamentRow, player| {
        record_report(c, t, player, result, now).map(|_: Reported| ())
    };
    act(&req, &ctx, &state, path.into_inner(), action, report_refusal, "me-reported").await
}

/// Why a report is refused, in the player's language.
fn report_refusal(tr: &crate::web::i18n::Tr, refusal: ReportRefusal) -> String {
    tr.t(match refusal {
        ReportRefusal::NotTaken => "me-report-not-taken",
        ReportRefusal::NoGame | ReportRefusal::NoResult => "me-report-no-game",
        ReportRefusal::NotStarted => "me-report-not-started",
    })
}

/// A personal link that opens nothing (wrong, renewed, or of an archived
/// event): a 404 that tells the player what to do.
#[derive(Debug)]
struct LinkNotWorking;

impl crate::web::error::Worded for LinkNotWorking {
    fn message(&self, tr: &crate::web::i18n::Tr) -> String {
        tr.t("me-link-not-working")
    }

    fn status(&self) -> StatusCode {
        StatusCode::NOT_FOUND
    }
}
