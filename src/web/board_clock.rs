//! The clock and rulings of a board the arbiter follows (Laws 6, 7.5, 9):
//! starting the clock, arrivals, claims, illegal moves, offers, pauses and
//! adjustments go into the board's log; every change is replayed under the
//! Laws ([`crate::rulings::replay`]) before anything is stored, and the
//! ruling sets the result. Also the board's incident file for appeals.

use super::access;
use super::ctx::Ctx;
use super::error::AppError;
use super::forms::CsrfForm;
use super::games::{ChangeResult, Loaded, change_game, refuse};
use super::i18n::Tr;
use super::tournaments::audit;
use super::{AppState, read};
use crate::chess::PlayError;
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection};
use crate::rulings::decision::Decision;
use crate::rulings::incident::{BoardRecord, LOGGED_KINDS, LoggedEvent, START_CLOCK};
use crate::rulings::problem::Problem;
use crate::rulings::{Player, Replay, ReplayError, replay, replay_at};
use crate::tournament::GameResult;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};
use serde::Deserialize;
use serde_json::{Map, Value, json};

/// A decision shown on the board page.
pub(super) struct RulingLine {
    pub decision: String,
    pub article: String,
}

/// A logged event shown on the board page, with the form to withdraw it.
pub(super) struct LogLine {
    pub id: i32,
    pub at: String,
    pub text: String,
}

/// A move with the instant its clock was pressed.
pub(super) struct MoveTime {
    pub ply: usize,
    pub san: String,
    pub at: String,
}

/// What the board page shows of the clock and the rulings.
pub(super) struct ClockPanel {
    /// The arbiter has started this game's clock.
    pub timed: bool,
    /// Pre-filled instant for starting the clock (the round's start, or now).
    pub start_value: String,
    /// The current instant, for the time fields.
    pub now_value: String,
    pub white_ms: i64,
    pub black_ms: i64,
    pub white_clock: String,
    pub black_clock: String,
    /// `white`, `black` or empty: whose clock runs.
    pub running: &'static str,
    /// `white` or `black`: who has the move.
    pub to_move: &'static str,
    /// The name of the player who has the move.
    pub mover: String,
    pub paused: bool,
    pub over: bool,
    /// Whose flag has fallen (translated), or empty.
    pub flag: String,
    /// `white`, `black` or empty: a pending draw offer.
    pub offer: &'static str,
    /// The pending offer, said (or empty).
    pub offer_text: String,
    pub white_arrived: bool,
    pub black_arrived: bool,
    /// When the default time runs out (local), or empty.
    pub deadline: String,
    pub rulings: Vec<RulingLine>,
    pub log: Vec<LogLine>,
    pub move_times: Vec<MoveTime>,
    /// Why the log cannot be replayed (a record changed by hand), or empty.
    pub error: String,
}

fn side(p: Player) -> &'static str {
    match p {
        Player::White => "white",
        Player::Black => "black",
    }
}

/// `H:MM:SS` of a remaining time.
pub(super) fn clock_text(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// A datetime-local field's value for an instant in the event's zone.
fn field_value(t: &TournamentRow, at: DateTime<Utc>) -> String {
    t.tz().from_utc_datetime(&at.naive_utc()).format("%Y-%m-%dT%H:%M:%S").to_string()
}

/// A time shown on the page, in the event's zone.
fn shown(t: &TournamentRow, at: DateTime<Utc>) -> String {
    t.tz().from_utc_datetime(&at.naive_utc()).format("%H:%M:%S").to_string()
}

/// Reads a time field (local to the event; a bare time is today's); empty is now.
pub(super) fn parse_at(t: &TournamentRow, text: &str, now: DateTime<Utc>) -> Result<DateTime<Utc>, &'static str> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(now);
    }
    let tz = t.tz();
    let today = tz.from_utc_datetime(&now.naive_utc()).date_naive();
    let local = ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"]
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(text, f).ok())
        .or_else(|| {
            ["%H:%M:%S", "%H:%M"]
                .iter()
                .find_map(|f| chrono::NaiveTime::parse_from_str(text, f).ok())
                .map(|t| today.and_time(t))
        })
        .ok_or("clock-bad-time")?;
    let at = tz.from_local_datetime(&local).earliest().ok_or("clock-bad-time")?.with_timezone(&Utc);
    if at > now + chrono::Duration::seconds(60) {
        return Err("clock-future-time");
    }
    Ok(at)
}

/// The translated text of a logged event.
fn log_text(tr: &Tr, e: &LoggedEvent) -> String {
    let field = |k: &str| e.fields.get(k).and_then(Value::as_str).unwrap_or_default().to_string();
    let who = |k: &str| {
        let v = field(k);
        if v.is_empty() { String::new() } else { tr.t(&format!("side-{v}")) }
    };
    let mut text = tr.t(&format!("log-{}", e.kind.replace('_', "-")));
    for k in ["player", "by"] {
        if e.fields.contains_key(k) {
            text = format!("{text}: {}", who(k));
        }
    }
    if let Some(kind) = e.fields.get("kind").and_then(Value::as_str) {
        text = format!("{text} ({})", tr.t(&format!("draw-kind-{kind}")));
    }
    if let Some(san) = e.fields.get("intended_san").and_then(Value::as_str) {
        text = format!("{text}, {san}");
    }
    if let Some(s) = e.fields.get("seconds").and_then(Value::as_i64) {
        text = format!("{text}, {s:+} s");
    }
    text
}

/// Why a record cannot be replayed, in the visitor's language (a broken
/// stored record, which only a hand-edited database gives, stays in English).
fn error_text(tr: &Tr, e: &ReplayError) -> String {
    match e {
        ReplayError::Event { problem, .. } => problem_text(tr, problem),
        ReplayError::Input(_) => e.to_string(),
    }
}

/// Why an event cannot happen, in the visitor's language.
fn problem_text(tr: &Tr, p: &Problem) -> String {
    match p {
        Problem::BadMove { text, error } => {
            format!("{text}: {}", super::games::move_error_text(tr, &PlayError::Move(error.clone())))
        }
        _ => {
            let (key, args) = p.message();
            said(tr, key, args)
        }
    }
}

/// A decision in the visitor's language.
fn ruling_text(tr: &Tr, d: &Decision) -> String {
    let (key, args) = d.message();
    said(tr, key, args)
}

/// A rulings message with its arguments said: sides, draw grounds and time
/// penalties are message codes themselves.
fn said(tr: &Tr, key: &str, args: Vec<(&'static str, String)>) -> String {
    let args: Vec<(&str, String)> = args
        .into_iter()
        .map(|(k, v)| {
            let said = match k {
                "player" | "opponent" => tr.t(&format!("side-{v}")),
                "ground" => tr.t(&format!("draw-kind-{v}")),
                "penalty" => tr.t(&format!("penalty-{v}")),
                _ => v,
            };
            (k, said)
        })
        .collect();
    tr.args(key, &args)
}

/// The clock panel of a board at `now`.
pub(super) fn panel(tr: &Tr, l: &Loaded, log_ids: &[i32], now: DateTime<Utc>) -> ClockPanel {
    let t = &l.t;
    let r = &l.record;
    let mut p = ClockPanel {
        timed: r.is_timed(),
        start_value: field_value(t, r.round_start.filter(|s| *s <= now).unwrap_or(now)),
        now_value: field_value(t, now),
        white_ms: 0,
        black_ms: 0,
        white_clock: String::new(),
        black_clock: String::new(),
        running: "",
        to_move: "white",
        mover: l.white.clone(),
        paused: false,
        over: false,
        flag: String::new(),
        offer: "",
        offer_text: String::new(),
        white_arrived: false,
        black_arrived: false,
        deadline: r.default_deadline().map(|d| shown(t, d)).unwrap_or_default(),
        rulings: Vec::new(),
        log: r
            .log
            .iter()
            .zip(log_ids)
            .filter(|(e, _)| e.kind != START_CLOCK)
            .map(|(e, id)| LogLine { id: *id, at: shown(t, e.at), text: log_text(tr, e) })
            .collect(),
        move_times: r
            .moves
            .iter()
            .enumerate()
            .map(|(i, (at, san))| MoveTime { ply: i + 1, san: san.clone(), at: field_value(t, *at) })
            .collect(),
        error: String::new(),
    };
    let arrivals = r.arrivals();
    (p.white_arrived, p.black_arrived) = (arrivals[0].is_some(), arrivals[1].is_some());
    if !p.timed {
        return p;
    }
    let live = match r.incident().map(|i| i.and_then(|i| replay_at(&i, now.fixed_offset()))) {
        Some(Ok(live)) => live,
        Some(Err(e)) => {
            p.error = tr.t1("clock-replay-failed", "reason", &error_text(tr, &e));
            return p;
        }
        None => return p,
    };
    p.white_ms = live.now.white_ms;
    p.black_ms = live.now.black_ms;
    p.white_clock = clock_text(live.now.white_ms);
    p.black_clock = clock_text(live.now.black_ms);
    p.running = live.running.map_or("", side);
    p.to_move = side(live.to_move);
    p.mover = if live.to_move == Player::White { l.white.clone() } else { l.black.clone() };
    p.paused = live.paused;
    p.over = live.replay.termination.is_some();
    p.flag = live.flag.map(|f| tr.t(&format!("flag-fallen-{}", side(f)))).unwrap_or_default();
    p.offer = live.offer.map_or("", side);
    p.offer_text = live.offer.map(|o| tr.t(&format!("clock-offer-{}", side(o)))).unwrap_or_default();
    p.rulings = live
        .replay
        .rulings
        .into_iter()
        .map(|r| RulingLine { decision: ruling_text(tr, &r.said), article: tr.t1("article", "n", &r.article) })
        .collect();
    p
}

/// The replay of a timed board's record; the refusal (nothing stored) when
/// the record cannot happen under the Laws. Untimed boards: none.
pub(super) fn check(tr: &Tr, record: &BoardRecord) -> Result<Option<Replay>, (StatusCode, String)> {
    if !record.is_timed() {
        return Ok(None);
    }
    let unprocessable =
        |e: ReplayError| (StatusCode::UNPROCESSABLE_ENTITY, tr.t1("clock-refused", "reason", &error_text(tr, &e)));
    match record.incident() {
        None => Ok(None),
        Some(Ok(incident)) => replay(&incident).map(Some).map_err(unprocessable),
        Some(Err(e)) => Err(unprocessable(e)),
    }
}

/// The board result a replay's result gives.
fn board_result(result: &str) -> GameResult {
    match result {
        "1-0" => GameResult::WhiteWins,
        "0-1" => GameResult::BlackWins,
        "1/2-1/2" => GameResult::Draw,
        "+-" => GameResult::WhiteWinsByForfeit,
        "-+" => GameResult::BlackWinsByForfeit,
        "--" => GameResult::DoubleForfeit,
        _ => GameResult::Pending,
    }
}

/// After a change to a timed board: logs the new rulings and sets (or, when
/// a withdrawn event undid it, clears) the result they give.
pub(super) fn apply(
    conn: &mut DbConnection,
    l: &Loaded,
    before: Option<&Replay>,
    after: &Replay,
    user_id: i32,
) -> Result<(), AppError> {
    let subject = l.subject();
    let mut earlier: Vec<(&str, &str)> = before
        .map(|b| b.rulings.iter().map(|r| (r.decision.as_str(), r.article.as_str())).collect())
        .unwrap_or_default();
    for r in &after.rulings {
        match earlier.iter().position(|e| *e == (r.decision.as_str(), r.article.as_str())) {
            Some(i) => {
                earlier.remove(i);
            }
            None => audit(
                conn,
                l.t.id,
                user_id,
                "ruling",
                subject.clone(),
                String::new(),
                format!("{} ({})", r.decision, r.article),
            )?,
        }
    }
    let new = board_result(&after.result);
    let old = before.map(|b| board_result(&b.result)).unwrap_or(GameResult::Pending);
    let board = db::boards::by_id(conn, l.t.id, l.board.id)?.ok_or(AppError::NotFound)?;
    let target = if new != GameResult::Pending {
        new
    } else if old != GameResult::Pending && board.result == old.code() {
        GameResult::Pending
    } else {
        return Ok(());
    };
    if board.result != target.code() {
        db::boards::set_result(conn, board.id, board.version, target.code())?;
        let why =
            after.article.as_ref().map(|a| format!(" ({} {a})", after.termination.as_deref().unwrap_or_default()));
        audit(
            conn,
            l.t.id,
            user_id,
            "result",
            subject,
            board.result,
            format!("{}{}", target.code(), why.unwrap_or_default()),
        )?;
    }
    if let Some(game) = &l.row {
        let pgn = match target {
            GameResult::WhiteWins | GameResult::WhiteWinsByForfeit => "1-0",
            GameResult::BlackWins | GameResult::BlackWinsByForfeit => "0-1",
            GameResult::Draw => "1/2-1/2",
            _ => "*",
        };
        db::games::set_result(conn, game.id, pgn, after.termination.as_deref().unwrap_or_default())?;
    }
    Ok(())
}

/// Validates a changed record of a timed board and, when the Laws allow it,
/// runs `write` and stores the ruling; otherwise refuses with nothing stored.
pub(super) fn change_record(
    conn: &mut DbConnection,
    tr: &Tr,
    l: &Loaded,
    changed: &BoardRecord,
    user_id: i32,
    write: impl FnOnce(&mut DbConnection) -> Result<(), AppError>,
) -> ChangeResult {
    let before = check(tr, &l.record).ok().flatten();
    let after = match check(tr, changed) {
        Ok(r) => r,
        Err((status, message)) => return refuse(status, message),
    };
    write(conn)?;
    if let Some(after) = after {
        apply(conn, l, before.as_ref(), &after, user_id)?;
    }
    Ok(Ok(()))
}

/// The start-the-clock form.
#[derive(Deserialize)]
pub struct StartClockForm {
    #[serde(default)]
    at: String,
}

/// `POST /t/{id}/boards/{bid}/game/clock`: the arbiter starts following
/// this game's clock; White's clock runs from the instant given (by default
/// the round's scheduled start).
pub async fn start_clock(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<StartClockForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let tr = ctx.tr;
    let now = Utc::now();
    change_game(&ctx, &state, tid, bid, String::new(), move |c, l, user_id| {
        if l.record.is_timed() {
            return refuse(StatusCode::CONFLICT, tr.t("clock-already-started"));
        }
        let at = match parse_at(&l.t, &form.at, now) {
            Ok(at) => at,
            Err(key) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t(key)),
        };
        let mut changed = l.record.clone();
        changed.log.push(LoggedEvent { at, kind: START_CLOCK.into(), fields: Map::new() });
        let subject = l.subject();
        change_record(c, &tr, l, &changed, user_id, move |c| {
            db::game_events::record(c, bid, at.naive_utc(), START_CLOCK, "{}", user_id)?;
            audit(c, tid, user_id, "clock.start", subject, String::new(), at.to_rfc3339())?;
            Ok(())
        })
    })
    .await
}

/// An event recorded on the board page: `action` is the event type and the
/// player (`claim_flag:white`, `pause`).
#[derive(Deserialize)]
pub struct EventForm {
    #[serde(default)]
    action: String,
    #[serde(default)]
    draw_kind: String,
    #[serde(default)]
    intended: String,
    #[serde(default)]
    seconds: String,
    #[serde(default)]
    at: String,
    #[serde(default)]
    back: String,
}

impl EventForm {
    /// The log entry the form describes (checked against the format by the replay).
    fn event(&self, at: DateTime<Utc>) -> Result<LoggedEvent, &'static str> {
        let (kind, party) = self.action.split_once(':').unwrap_or((self.action.as_str(), ""));
        let (kind, field) = LOGGED_KINDS.iter().find(|(k, _)| *k == kind).ok_or("clock-bad-event")?;
        let mut fields = Map::new();
        if let Some(field) = field {
            let arbiter_calls_flag = *kind == "claim_flag" && party == "arbiter";
            if !(["white", "black"].contains(&party) || arbiter_calls_flag) {
                return Err("clock-bad-event");
            }
            fields.insert(field.to_string(), json!(party));
        }
        match *kind {
            "claim_draw" => {
                if !["threefold", "fifty"].contains(&self.draw_kind.as_str()) {
                    return Err("clock-bad-draw-kind");
                }
                fields.insert("kind".into(), json!(self.draw_kind));
                let intended = self.intended.trim();
                if !intended.is_empty() {
                    fields.insert("intended_san".into(), json!(intended));
                }
            }
            "adjust" => {
                let seconds = self.seconds.trim().parse::<i64>().ok().filter(|s| s.abs() <= 86_400 && *s != 0);
                fields.insert("seconds".into(), json!(seconds.ok_or("clock-bad-seconds")?));
            }
            _ => {}
        }
        Ok(LoggedEvent { at, kind: kind.to_string(), fields })
    }
}

/// `POST /t/{id}/boards/{bid}/game/event`: records an arrival, a claim, an
/// illegal move, an offer, a resignation, a pause or an adjustment.
/// Arrivals and default-time rulings work on any board (the round view
/// sends them); the others need the clock started.
pub async fn record_event(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<EventForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let tr = ctx.tr;
    let now = Utc::now();
    let back = (form.back == "round").then_some(());
    let response = change_game(&ctx, &state, tid, bid, String::new(), move |c, l, user_id| {
        let event = match parse_at(&l.t, &form.at, now).and_then(|at| form.event(at)) {
            Ok(e) => e,
            Err(key) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t(key)),
        };
        record_logged(c, &tr, l, event, user_id)
    })
    .await?;
    match (back, response.status()) {
        (Some(()), StatusCode::SEE_OTHER) => {
            let round = read(&state, move |c| Ok(db::boards::by_id(c, tid, bid)?.map(|b| b.round))).await?;
            Ok(super::view::see_other(&format!("/t/{tid}/round/{}#b{bid}", round.unwrap_or(1))))
        }
        _ => Ok(response),
    }
}

/// Records a logged event on a board and rules on it: arrivals and
/// default-time rulings work on any board, the rest need the clock started.
pub(super) fn record_logged(
    c: &mut DbConnection,
    tr: &Tr,
    l: &Loaded,
    event: LoggedEvent,
    user_id: i32,
) -> ChangeResult {
    if !l.record.is_timed() && !["arrive", "default_time"].contains(&event.kind.as_str()) {
        return refuse(StatusCode::CONFLICT, tr.t("clock-not-started"));
    }
    if event.kind == "default_time" && !l.record.is_timed() {
        return default_time(c, tr, l, event, user_id);
    }
    let mut event = event;
    let written = match written_move(l, &mut event) {
        Ok(m) => m,
        Err(message) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, message(tr)),
    };
    let mut changed = l.record.clone();
    changed.log.push(event.clone());
    // A wrong claim plays its written move (9.5.3): the game record gets it too.
    let played = match (&written, check(tr, &changed)) {
        (Some(m), Ok(Some(r))) if r.plies > l.record.moves.len() => {
            changed.moves.push((event.at, m.san.clone()));
            Some(m.clone())
        }
        _ => None,
    };
    let (tid, bid, subject) = (l.t.id, l.board.id, l.subject());
    let text = log_text(tr, &event);
    let (start_fen, game, ply) = (crate::chess::fen::write(l.game.start()), l.row.clone(), l.game.moves().len() + 1);
    change_record(c, tr, l, &changed, user_id, move |c| {
        let data = Value::Object(event.fields.clone()).to_string();
        db::game_events::record(c, bid, event.at.naive_utc(), &event.kind, &data, user_id)?;
        audit(c, tid, user_id, "clock.event", subject, String::new(), text)?;
        if let Some(m) = played {
            let game_id = match game {
                Some(g) => g.id,
                None => db::games::create(c, tid, bid, &start_fen)?,
            };
            db::games::push_move(c, game_id, ply as i32, &m, event.at.naive_utc())?;
        }
        Ok(())
    })
}

/// A refusal message, translated when shown.
type Message = Box<dyn FnOnce(&Tr) -> String>;

/// The written move of a draw claim, read in the game's position and kept in
/// the log in standard notation (so the record and the replay agree on it).
fn written_move(l: &Loaded, event: &mut LoggedEvent) -> Result<Option<crate::chess::PlayedMove>, Message> {
    let Some(text) = event.fields.get("intended_san").and_then(Value::as_str).map(str::to_string) else {
        return Ok(None);
    };
    let mut game = l.game.clone();
    match game.play_text(&text) {
        Ok(m) => {
            let m = m.clone();
            event.fields.insert("intended_san".into(), json!(m.san));
            Ok(Some(m))
        }
        Err(e) => Err(Box::new(move |tr: &Tr| super::games::move_error_text(tr, &e))),
    }
}

/// A default-time ruling on a board whose clock the arbiter does not follow:
/// from the arrivals alone (6.7.1).
fn default_time(c: &mut DbConnection, tr: &Tr, l: &Loaded, event: LoggedEvent, user_id: i32) -> ChangeResult {
    let Some(result) = crate::rulings::incident::default_ruling(&l.record, event.at) else {
        return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t("clock-no-default"));
    };
    let board = db::boards::by_id(c, l.t.id, l.board.id)?.ok_or(AppError::NotFound)?;
    if board.result != GameResult::Pending.code() {
        return refuse(StatusCode::CONFLICT, tr.t("clock-result-known"));
    }
    db::game_events::record(c, l.board.id, event.at.naive_utc(), &event.kind, "{}", user_id)?;
    let result = board_result(result);
    db::boards::set_result(c, board.id, board.version, result.code())?;
    audit(c, l.t.id, user_id, "result", l.subject(), board.result, format!("{} (default 6.7.1)", result.code()))?;
    Ok(Ok(()))
}

/// The withdraw-an-event form.
#[derive(Deserialize)]
pub struct UndoForm {
    #[serde(default)]
    id: String,
}

/// `POST /t/{id}/boards/{bid}/game/event/undo`: withdraws a logged event
/// entered by mistake; the game is ruled again without it.
pub async fn undo_event(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<UndoForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let tr = ctx.tr;
    let id: i32 = form.id.parse().map_err(|_| AppError::BadRequest("error-bad-form"))?;
    change_game(&ctx, &state, tid, bid, String::new(), move |c, l, user_id| {
        let rows = db::game_events::for_board(c, bid)?;
        let Some(i) = rows.iter().position(|r| r.id == id) else {
            return refuse(StatusCode::CONFLICT, tr.t("clock-event-gone"));
        };
        let mut changed = l.record.clone();
        let removed = changed.log.remove(i);
        let subject = l.subject();
        let text = log_text(&tr, &removed);
        change_record(c, &tr, l, &changed, user_id, move |c| {
            db::game_events::delete(c, bid, id)?;
            audit(c, tid, user_id, "clock.withdraw", subject, text, String::new())?;
            Ok(())
        })
    })
    .await
}

/// The move-time correction form.
#[derive(Deserialize)]
pub struct MoveTimeForm {
    #[serde(default)]
    ply: String,
    #[serde(default)]
    at: String,
}

/// `POST /t/{id}/boards/{bid}/game/move-time`: corrects when a move's clock
/// was pressed; the game is ruled again with the new time.
pub async fn set_move_time(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
    CsrfForm(form): CsrfForm<MoveTimeForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let tr = ctx.tr;
    let now = Utc::now();
    change_game(&ctx, &state, tid, bid, String::new(), move |c, l, user_id| {
        let ply = form.ply.parse::<usize>().ok().filter(|p| (1..=l.record.moves.len()).contains(p));
        let (Some(ply), Some(game)) = (ply, l.row.clone()) else {
            return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t("clock-bad-ply"));
        };
        let at = match parse_at(&l.t, &form.at, now) {
            Ok(at) => at,
            Err(key) => return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t(key)),
        };
        let mut changed = l.record.clone();
        let neighbours_ok =
            (ply < 2 || changed.moves[ply - 2].0 <= at) && changed.moves.get(ply).is_none_or(|(next, _)| at <= *next);
        if !neighbours_ok {
            return refuse(StatusCode::UNPROCESSABLE_ENTITY, tr.t("clock-move-order"));
        }
        let before = changed.moves[ply - 1].0;
        changed.moves[ply - 1].0 = at;
        let subject = format!("{} ply {ply}", l.subject());
        change_record(c, &tr, l, &changed, user_id, move |c| {
            db::games::set_move_time(c, game.id, ply as i32, at.naive_utc())?;
            audit(c, tid, user_id, "clock.move-time", subject, before.to_rfc3339(), at.to_rfc3339())?;
            Ok(())
        })
    })
    .await
}

/// `GET /t/{id}/boards/{bid}/incident.json`: the game's timed moves and log
/// in the format of `arbiter rulings replay` (README), for appeals.
pub async fn export_incident(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let user = ctx.user.clone();
    let (round, board_no, json) = read(&state, move |c| {
        let (t, _) = access::load(c, tid, user.as_ref())?;
        let board = db::boards::by_id(c, tid, bid)?.filter(|b| b.round <= t.paired_rounds).ok_or(AppError::NotFound)?;
        let game = db::games::by_board(c, bid)?;
        let moves = match &game {
            Some(g) => db::games::moves(c, g.id)?,
            None => Vec::new(),
        };
        let record = db::game_events::board_record(c, &t, &board, game.as_ref(), &moves)?;
        let json = record.incident_json().ok_or(AppError::BadRequest("incident-no-start"))?;
        Ok((board.round, board.board_no, json))
    })
    .await?;
    let name = format!("round{round}-board{board_no}-incident.json");
    let body = serde_json::to_string_pretty(&json).unwrap_or_default();
    Ok(super::exports::download("application/json; charset=utf-8", &name, body))
}
