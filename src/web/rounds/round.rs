//! Rounds: pairing and the pairing list with results.

use crate::actions::{self, Attendance, Failed, NewResult, ResultRefusal, RoundAttendance, StoredEvent};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, BoardId, TournamentId};
use crate::tournament::{BoardResult, GameResult};
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::name_filter::{FilterForm, NameFilter, NameQuery};
use crate::web::parts::board_lines::{BoardLine, board_lines, published_round};
use crate::web::parts::result_text::{result_refused, result_shown};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::{DateTime, TimeZone, Utc};
use serde::Deserialize;
use std::collections::HashMap;

/// The pairing form.
#[derive(Deserialize)]
pub struct PairForm {
    /// The round the arbiter's page offered to pair (1 for a round robin):
    /// if someone paired it meanwhile, the answer is 409 naming who.
    #[serde(default)]
    round: Option<i32>,
}

/// `POST /t/{id}/pair`: a round robin gets all its rounds at once (mailed
/// to the players who gave an address, as a Swiss round is when published);
/// a Swiss event its next round as a draft, paired by a job
/// ([`crate::web::rounds::pairing_job`]).
pub async fn pair(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<PairForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let u = user.clone();
    let round_robin = read(&state, move |c| Ok(access::load_for_write(c, id, &u)?.system().is_round_robin())).await?;
    if !round_robin {
        return crate::web::rounds::pairing_job::pair_and_wait(
            &req,
            &ctx,
            &state,
            id,
            crate::actions::rounds::Target::Next(form.round),
        )
        .await;
    }
    let round = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        actions::rounds::pair_round_robin(c, user.id, &t, form.round)
            .map_err(crate::web::parts::round_refusal::round_error)
    })
    .await?;
    crate::web::parts::letters::mail_schedule(ctx.tr, &req, &state, id).await;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}

#[derive(Template)]
#[template(path = "rounds/show.html")]
struct RoundPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    round: i32,
    start: String,
    lines: Vec<BoardLine>,
    results: [GameResult; GameResult::ALL.len()],
    /// Boards with a player missing (arbiters only), by board id.
    attendance: HashMap<BoardId, Attendance>,
    /// Whether arrivals are recorded in this round.
    tracked: bool,
    /// How many of them have a default due.
    defaults_due: usize,
    /// The boards a due default would give a result, as listed before
    /// confirming: board id, and the line that names the board, the result,
    /// the arrivals, the default time and the rule.
    defaults: Vec<(BoardId, String)>,
    /// What is recorded of the arrivals on the pending boards, by board id.
    arrivals: HashMap<BoardId, String>,
    /// Which games are still without a result, said in the visitor's language (empty: none).
    missing: String,
    /// Whether this is the last published round (arbiters may take it back).
    last: bool,
    /// Results entered in what taking the round back would drop.
    entered: usize,
    /// The name filter of the pairing list.
    filter_form: FilterForm,
    /// The virtual points that counted in pairing this round.
    virtual_points: Vec<crate::web::rounds::pairing_rules::PointsLine>,
    /// A team event's boards per match (none: an individual event).
    team_boards: Option<i32>,
    /// The round's Chess960 start position, said (empty: the usual game).
    chess960: String,
}

impl RoundPage<'_> {
    /// Where a board's "why?" leads: the Dutch system's explanation of the
    /// round, or in a team event the explanation of the board's match,
    /// since the team pairing and the board order made it.
    fn why_href(&self, board_no: &i32, white_no: &u32) -> String {
        let (id, round) = (self.t.id, self.round);
        match self.team_boards {
            Some(boards) => format!("/t/{id}/matches/{round}#match-{}", (board_no - 1) / boards.max(1) + 1),
            None => format!("/t/{id}/round/{round}/why#w{white_no}"),
        }
    }

    /// A time of day in the event's zone.
    fn local_time(&self, at: &DateTime<Utc>) -> String {
        time_of_day(&self.t, *at)
    }

    /// Whether some board's default time ran out while no arrival of the
    /// round is recorded: the page then says once that defaults wait for
    /// the arrivals (each board says only when its time ran out).
    fn untracked_defaults(&self) -> bool {
        !self.tracked && self.attendance.values().any(|a| a.due)
    }
}

/// A time of day in the event's zone.
fn time_of_day(t: &TournamentRow, at: DateTime<Utc>) -> String {
    t.tz().from_utc_datetime(&at.naive_utc()).format("%H:%M:%S").to_string()
}

/// The arrivals recorded on a board (White, Black) as named arguments
/// `white` and `black`: each a time, or "not recorded".
fn arrival_args(ctx: &Ctx, t: &TournamentRow, arrived: &[Option<DateTime<Utc>>; 2]) -> Vec<(&'static str, String)> {
    let time = |at: &Option<DateTime<Utc>>| at.map_or_else(|| ctx.tr.t("arrival-none"), |at| time_of_day(t, at));
    vec![("white", time(&arrived[0])), ("black", time(&arrived[1]))]
}

async fn round_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    round: i32,
    status: StatusCode,
    conflict: Option<(BoardId, String)>,
    filter_form: FilterForm,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let now = chrono::Utc::now();
    let (event, access, start, review, attendance, (job, team_boards, variant)) = read(state, move |c| {
        let (t, access) = access::load(c, id, user.as_ref())?;
        let variant = db::variants::Variant::of(c, &t)?;
        let team_boards = db::teams::settings(c, id)?.map(|s| s.fields.boards);
        let start = db::tournaments::schedule(c, id)?.into_iter().find(|(n, _)| *n == round).and_then(|(_, at)| at);
        let event = StoredEvent::load(c, t)?;
        let job = match access.write && round == event.t.paired_rounds + 1 {
            true => crate::web::rounds::pairing_job::running(c, id, round, now.naive_utc())?,
            false => None,
        };
        let review = if job.is_none() && access.write && round == event.t.paired_rounds + 1 && !event.draft.is_empty() {
            Some(crate::web::rounds::swiss::review(c, &event)?)
        } else {
            None
        };
        let attendance = if access.write && (1..=event.t.paired_rounds).contains(&round) {
            let boards: Vec<BoardRow> = event.boards.iter().filter(|b| b.round == round).cloned().collect();
            Some(crate::actions::round_attendance(c, &event.t, &boards, now)?)
        } else {
            None
        };
        Ok((event, access, start, review, attendance, (job, team_boards, variant)))
    })
    .await?;
    if let Some(job) = job {
        return crate::web::rounds::pairing_job::page(ctx, event.t, &job, now.naive_utc());
    }
    if let Some(review) = review {
        return crate::web::rounds::draft::page(ctx, &event, review, board_lines(ctx, &event, &event.draft), None);
    }
    published_round(&event.t, round)?;
    let boards: Vec<BoardRow> = event.boards.iter().filter(|b| b.round == round).cloned().collect();
    let mut lines = board_lines(ctx, &event, &boards);
    if let Some((board_id, message)) = conflict
        && let Some(line) = lines.iter_mut().find(|l| l.board.id == board_id)
    {
        line.error = message;
    }
    let start = start.map(|at| crate::web::view::local_time(&event.t, at)).unwrap_or_default();
    let attendance = attendance.unwrap_or_default();
    let missing = missing_results(ctx, &boards);
    let defaults = due_defaults(ctx, &event.t, &boards, &attendance);
    let arrivals = attendance
        .arrivals
        .iter()
        .map(|(id, arrived)| (*id, ctx.tr.args("arrivals-recorded", &arrival_args(ctx, &event.t, arrived))))
        .collect();
    let (defaults_due, tracked) = (defaults.len(), attendance.tracked);
    let attendance = attendance.boards;
    let taken_back: Vec<&BoardRow> = match event.t.system().is_round_robin() {
        true => event.boards.iter().collect(),
        false => boards.iter().collect(),
    };
    let entered = taken_back.iter().filter(|b| b.black_id.is_some() && !b.is_pending_game()).count();
    let virtual_points = crate::web::rounds::pairing_rules::round_points(&event, round);
    let page = RoundPage {
        ctx,
        virtual_points,
        last: round == event.t.paired_rounds,
        t: event.t,
        access,
        round,
        start,
        lines,
        results: GameResult::ALL,
        attendance,
        tracked,
        defaults_due,
        defaults,
        arrivals,
        missing,
        entered,
        filter_form,
        team_boards,
        chess960: chess960_line(ctx, variant, round),
    };
    render(status, &page)
}

/// "Chess960 position 518: RNBQKBNR" for a round of a Chess960 event; empty otherwise.
pub(crate) fn chess960_line(ctx: &Ctx, variant: db::variants::Variant, round: i32) -> String {
    let Some(p) = variant.position(round) else { return String::new() };
    ctx.tr.args("chess960-round-position", &[("number", p.number().to_string()), ("rank", p.back_rank_text())])
}

/// The sentence listing the boards of a round that still wait for a result
/// (empty when none does).
fn missing_results(ctx: &Ctx, boards: &[BoardRow]) -> String {
    let missing: Vec<String> = boards.iter().filter(|b| b.is_pending_game()).map(|b| b.board_no.to_string()).collect();
    match missing.len() {
        0 => String::new(),
        n => ctx.tr.n_args("results-missing", n, &[("boards", missing.join(", "))]),
    }
}

/// The boards whose default is due (arrivals tracked), in board order: each
/// board's id and the line that says why (6.7.1): the result it gives, when
/// each player arrived, the start and the default time.
fn due_defaults(
    ctx: &Ctx,
    t: &TournamentRow,
    boards: &[BoardRow],
    attendance: &RoundAttendance,
) -> Vec<(BoardId, String)> {
    let due: HashMap<BoardId, GameResult> = attendance.due().collect();
    boards
        .iter()
        .filter_map(|b| {
            let (result, a) = (due.get(&b.id)?, attendance.boards.get(&b.id)?);
            let mut args = arrival_args(ctx, t, &a.arrived);
            args.extend([
                ("n", b.board_no.to_string()),
                ("result", result.symbol().to_string()),
                ("start", a.start.map(|at| time_of_day(t, at)).unwrap_or_default()),
                ("minutes", t.default_time_minutes.to_string()),
                ("deadline", a.deadline.map(|at| time_of_day(t, at)).unwrap_or_default()),
            ]);
            Some((b.id, ctx.tr.args("defaults-board", &args)))
        })
        .collect()
}

/// `GET /t/{id}/round/{n}`: the pairing list with results; result forms for arbiters.
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    query: web::Query<NameQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let filter = FilterForm { filter: NameFilter::new(&query.q), keep: Vec::new() };
    round_page(&ctx, &state, id, round, StatusCode::OK, None, filter).await
}

/// The result form of one board.
#[derive(Deserialize)]
pub struct ResultForm {
    #[serde(default)]
    result: String,
    #[serde(default)]
    version: String,
    /// `yes`: the arbiter confirmed the entry as a correction (FIDE mode's
    /// Level 3, checklist Q115).
    #[serde(default)]
    confirm_correction: String,
}

enum ResultOutcome {
    Saved(i32),
    Conflict(i32, BoardResult),
    /// A correction to confirm: the question's page.
    Correction(Box<super::correction::Correction>),
}

/// `POST /t/{id}/boards/{bid}/result`: enters a result on the board as the
/// form showed it ([`actions::set_result`]: the same result again changes
/// nothing; a board someone else changed meanwhile is refused and the round
/// page names its result now).
pub async fn set_result(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<ResultForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, board_id) = path.into_inner();
    let result: GameResult = form.result.parse().map_err(|_| AppError::BadRequest("result-invalid"))?;
    let version: i32 = form.version.parse().map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let tr = ctx.tr;
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let correction_confirmed = form.confirm_correction == "yes";
        let input = NewResult { board: board_id, version, result, reason: None, correction_confirmed };
        match actions::set_result(c, user.id, &t, input) {
            Ok(done) => Ok(ResultOutcome::Saved(done.board().round)),
            Err(Failed::Refused(
                refusal @ (ResultRefusal::CorrectionNotConfirmed { .. } | ResultRefusal::AdjournedNotDrawn { .. }),
            )) => {
                let question = super::correction::Correction::of(c, &tr, t, board_id, (result, version), refusal)?;
                Ok(ResultOutcome::Correction(Box::new(question)))
            }
            Err(Failed::Refused(ResultRefusal::ChangedMeanwhile { current })) => {
                let round = db::boards::by_id(c, id, board_id)?.ok_or(AppError::NotFound)?.round;
                Ok(ResultOutcome::Conflict(round, current))
            }
            Err(failed) => Err(result_refused(failed)),
        }
    })
    .await?;
    match outcome {
        ResultOutcome::Saved(round) => Ok(see_other(&format!("/t/{id}/round/{round}#b{board_id}"))),
        ResultOutcome::Correction(question) => question.page(&ctx),
        ResultOutcome::Conflict(round, current) => {
            let message = ctx.tr.t1("conflict-result", "current", &result_shown(&ctx.tr, current));
            round_page(&ctx, &state, id, round, StatusCode::CONFLICT, Some((board_id, message)), FilterForm::default())
                .await
        }
    }
}
