//! `/t/{id}/requests`: the arbiter's queue of what players asked through
//! their personal links (issue 56): byes and withdrawals to accept or
//! refuse (with a reason the player is shown), those decided lately and
//! by whom, the results players reported for the round's games, and the
//! check-in of the next round, with the choice to leave out who has not
//! checked in. Every decision goes through the arbiter's own actions.

use super::me::check_in_refusal;
use crate::actions::self_service::check_in::check_in as record_check_in;
use crate::actions::self_service::check_in::{absent_now, check_in_round, leave_out_absent, undo_check_in};
use crate::actions::self_service::requests::{DecideRefusal, decide as record_decision};
use crate::actions::{Failed, NewResult, ResultSet, StoredEvent, set_result};
use crate::db::models::TournamentRow;
use crate::db::player_requests::{RequestKind, RequestState};
use crate::db::{self, BoardId, PlayerId, TournamentId};
use crate::tournament::{ByeKind, GameResult};
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::i18n::Tr;
use crate::web::parts::board_lines::shown_result;
use crate::web::parts::decisions;
use crate::web::view::{local_time, render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;
use std::collections::HashMap;

/// A waiting request.
struct RequestLine {
    id: i32,
    player: String,
    kind: String,
    round: i32,
    /// Accepting it is a second half-point bye in FIDE mode (Level 3).
    second_bye: bool,
}

/// A request decided (or taken back), as the queue lists it.
struct DecidedLine {
    player: String,
    kind: String,
    round: i32,
    /// The decision and who made it, when.
    decision: String,
    /// The reason given for a refusal (empty: none).
    reason: String,
}

/// The most decided requests the queue lists, the most recent first.
const DECIDED_SHOWN: i64 = 30;

/// A game of the round with players' reports.
struct ReportLine {
    board: BoardId,
    board_no: i32,
    version: i32,
    game: String,
    /// What White and Black reported (empty: nothing yet).
    white: String,
    black: String,
    /// The result both reported, if they agree.
    agreed: Option<GameResult>,
}

/// A player of the next round and their check-in.
struct CheckInLine {
    player: PlayerId,
    label: String,
    /// Whether checked in, and whether by an arbiter.
    checked: Option<bool>,
}

#[derive(Template)]
#[template(path = "self_service/queue.html")]
struct QueuePage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    requests: Vec<RequestLine>,
    /// The requests decided lately, the most recent first.
    decided: Vec<DecidedLine>,
    /// The longest reason for a refusal, in characters.
    most_reason: usize,
    reports: Vec<ReportLine>,
    /// The round check-in is for, with its players.
    check_in: Option<(i32, Vec<CheckInLine>)>,
    /// How many players of that round have not checked in.
    absent: usize,
}

/// `GET /t/{id}/requests` (arbiters).
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let page = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let event = StoredEvent::load(c, t.clone())?;
        let label = |p: PlayerId| super::numbered(event.number(p), event.player(p).map_or("", |r| r.name.as_str()));
        let fide = t.fide_mode().is_on();
        let mut requests = Vec::new();
        let mut waiting = db::player_requests::for_tournament(c, t.id, true)?;
        waiting.sort_by_key(|r| (r.round, r.id));
        for r in waiting {
            let second_bye = fide
                && r.kind() == Some(RequestKind::HalfPointBye)
                && !db::boards::bye_rounds(c, t.id, r.player_id, ByeKind::HalfPoint)?.is_empty();
            let kind = tr.tk("request-kind-", &r.kind);
            requests.push(RequestLine { id: r.id, player: label(r.player_id), kind, round: r.round, second_bye });
        }
        let mut decided = Vec::new();
        let mut arbiters: HashMap<crate::db::UserId, Option<String>> = HashMap::new();
        for r in db::player_requests::decided(c, t.id, DECIDED_SHOWN)? {
            let time = r.decided_at.map(|at| local_time(&t, at)).unwrap_or_default();
            let by = match r.decided_by {
                None => None,
                Some(user) => {
                    if let std::collections::hash_map::Entry::Vacant(e) = arbiters.entry(user) {
                        e.insert(db::users::by_id(c, user)?.map(|u| u.username));
                    }
                    arbiters[&user].clone()
                }
            };
            let decision = decision_text(&tr, r.state(), by, time);
            let kind = tr.tk("request-kind-", &r.kind);
            decided.push(DecidedLine { player: label(r.player_id), kind, round: r.round, decision, reason: r.reason });
        }
        let mut by_board: HashMap<BoardId, Vec<(PlayerId, GameResult)>> = HashMap::new();
        for (board, player, result) in db::result_reports::for_tournament(c, t.id)? {
            by_board.entry(board).or_default().push((player, result));
        }
        let reports = event
            .boards
            .iter()
            .filter(|b| b.is_pending_game())
            .filter_map(|b| {
                let said = by_board.get(&b.id)?;
                let of = |p: Option<PlayerId>| said.iter().find(|(q, _)| Some(*q) == p).map(|(_, r)| *r);
                let (white, black) = (of(Some(b.white_id)), of(b.black_id));
                let agreed = white.filter(|w| Some(*w) == black);
                let text = |r: Option<GameResult>| r.map(|r| shown_result(&tr, r)).unwrap_or_default();
                let game = format!("{} – {}", label(b.white_id), b.black_id.map(label).unwrap_or_default());
                Some(ReportLine {
                    board: b.id,
                    board_no: b.board_no,
                    version: b.version,
                    game,
                    white: text(white),
                    black: text(black),
                    agreed,
                })
            })
            .collect();
        let settings = db::self_service::of(c, t.id)?;
        let (check_in, absent) = match (settings.check_in, check_in_round(c, &t)?) {
            (true, Some(round)) => {
                let checked: HashMap<PlayerId, bool> = db::check_ins::for_round(c, t.id, round)?.into_iter().collect();
                let byes: Vec<PlayerId> =
                    db::byes::for_round(c, t.id, round)?.into_iter().map(|b| b.player_id).collect();
                let absent = absent_now(c, (&t, &settings), round, chrono::Utc::now().naive_utc())?;
                let lines = event
                    .players
                    .iter()
                    .filter(|p| p.withdrawn_from_round.is_none_or(|r| r > round) && !byes.contains(&p.id))
                    .map(|p| CheckInLine { player: p.id, label: label(p.id), checked: checked.get(&p.id).copied() })
                    .collect();
                (Some((round, lines)), absent.len())
            }
            _ => (None, 0),
        };
        Ok((t, (requests, decided), reports, check_in, absent))
    })
    .await?;
    let (t, (requests, decided), reports, check_in, absent) = page;
    let most_reason = crate::actions::self_service::MOST_REASON;
    render(StatusCode::OK, &QueuePage { ctx: &ctx, t, requests, decided, most_reason, reports, check_in, absent })
}

/// How a decided request stands, said: the decision, by whom (the arbiter's
/// account `by`; a request taken back, by the player; an account removed
/// since, by nobody named) and when.
fn decision_text(tr: &Tr, state: RequestState, by: Option<String>, time: String) -> String {
    let said = tr.tk("request-state-", state.code());
    match (state, by) {
        (RequestState::Cancelled, _) => tr.args("requests-decided-by-player", &[("state", said), ("time", time)]),
        (_, Some(user)) => tr.args("requests-decided-by", &[("state", said), ("user", user), ("time", time)]),
        (_, None) => tr.args("requests-decided-at", &[("state", said), ("time", time)]),
    }
}

/// The decision form: `accept` or `refuse`, the `reason` the player is
/// shown for a refusal (optional), and `confirmed` for a second half-point bye.
#[derive(Deserialize)]
pub struct DecideForm {
    decision: String,
    #[serde(default)]
    reason: String,
    #[serde(default)]
    confirmed: Option<String>,
}

/// `POST /t/{id}/requests/{request}`: accepts or refuses a player's
/// request; the notice names the player, the request and the decision.
pub async fn decide(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<DecideForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, request) = path.into_inner();
    let Some(decision) = decisions::decision(&form.decision, form.reason) else {
        return Err(AppError::BadRequest("error-bad-form"));
    };
    let confirmed = form.confirmed.is_some();
    let tr = ctx.tr;
    let now = chrono::Utc::now().naive_utc();
    let decided = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match record_decision(c, user.id, &t, (request, &decision, confirmed), now) {
            Ok(decided) => Ok(decided),
            Err(Failed::Refused(refusal)) => Err(AppError::Refused(match refusal {
                DecideRefusal::Gone => tr.t("requests-gone"),
                DecideRefusal::Bye(r) => r.message(&tr),
                DecideRefusal::Withdrawal(r) => r.message(&tr),
                DecideRefusal::WithdrawalNeedsChoice => tr.t("requests-withdrawal-choice"),
                DecideRefusal::Reason(problem) => decisions::reason_refused(&tr, &problem),
            })),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    let args = [
        ("player", decided.player),
        ("request", ctx.tr.tk("request-kind-", &decided.kind)),
        ("round", decided.round.to_string()),
    ];
    Ctx::set_notice(&req, &ctx.tr.args(if decided.accepted { "requests-accepted" } else { "requests-refused" }, &args));
    Ok(see_other(&format!("/t/{id}/requests")))
}

/// The check-in form: `undo` takes a check-in back.
#[derive(Deserialize)]
pub struct CheckInForm {
    #[serde(default)]
    undo: Option<String>,
}

/// `POST /t/{id}/check-in/{player}`: an arbiter checks a player in (or takes it back).
pub async fn check_in(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<CheckInForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, player) = path.into_inner();
    let tr = ctx.tr;
    let now = chrono::Utc::now().naive_utc();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let done = match form.undo {
            Some(_) => undo_check_in(c, user.id, &t, player),
            None => record_check_in(c, &t, player, Some(user.id), now),
        };
        match done {
            Ok(_) => Ok(()),
            Err(Failed::Refused(r)) => Err(AppError::Refused(check_in_refusal(&tr, r))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("requests-check-in-saved"));
    Ok(see_other(&format!("/t/{id}/requests#check-in")))
}

/// `POST /t/{id}/check-in/leave-out`: every player not checked in gets a
/// zero-point bye request for the next round.
pub async fn leave_out(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    _csrf: CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let left = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match leave_out_absent(c, user.id, &t, chrono::Utc::now().naive_utc()) {
            Ok(n) => Ok(n),
            Err(Failed::Refused(r)) => Err(AppError::Refused(r.message(&tr))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.n("requests-left-out", left as i64));
    Ok(see_other(&format!("/t/{id}/requests#check-in")))
}

/// The confirmation of a reported result: the result and the board's version as shown.
#[derive(Deserialize)]
pub struct ConfirmForm {
    result: String,
    version: i32,
}

/// `POST /t/{id}/reports/{board}`: enters the result both players reported,
/// through the arbiter's result action, and clears the reports.
pub async fn confirm_report(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<ConfirmForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, board) = path.into_inner();
    let Some(result) = GameResult::ALL.into_iter().find(|r| r.code() == form.result && *r != GameResult::Pending)
    else {
        return Err(AppError::BadRequest("error-bad-form"));
    };
    let tr = ctx.tr;
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let input = NewResult {
            board,
            version: form.version,
            result,
            reason: Some(crate::actions::self_service::reports::REPORTED_REASON.to_string()),
            correction_confirmed: false,
        };
        match set_result(c, user.id, &t, input) {
            Ok(ResultSet::Stored(_) | ResultSet::Unchanged(_)) => {
                db::result_reports::clear(c, board)?;
                Ok(())
            }
            Err(Failed::Refused(r)) => Err(AppError::Refused(r.message(&tr))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("requests-result-entered"));
    Ok(see_other(&format!("/t/{id}/requests")))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    #[test]
    fn a_decision_names_who_made_it_and_a_removed_account_nobody() {
        let tr = Tr::new(Lang::En);
        let at = || "2026-12-07 20:00".to_string();
        let by = |state, user: Option<&str>| decision_text(&tr, state, user.map(str::to_string), at());
        assert_eq!(by(RequestState::Refused, Some("anna")), "refused by anna, 2026-12-07 20:00");
        assert_eq!(by(RequestState::Cancelled, None), "taken back by the player, 2026-12-07 20:00");
        assert_eq!(by(RequestState::Accepted, None), "accepted, 2026-12-07 20:00", "not the player's doing");
        let ru = Tr::new(Lang::Ru);
        let said = decision_text(&ru, RequestState::Accepted, Some("anna".into()), at());
        assert_eq!(said, "принято судьёй anna, 2026-12-07 20:00");
    }
}
