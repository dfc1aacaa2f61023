//! The arbiter's controls of a followed game (Laws 6, 7.5, 9): starting
//! the clock, arrivals, claims, illegal moves, offers, resignations, pauses
//! and adjustments recorded in the board's log, withdrawing an entry,
//! correcting a move's time; and the board's incident file for appeals.

use crate::actions::GameInput;
use crate::db::{self, BoardId, TournamentId};
use crate::rulings::incident::{LOGGED_KINDS, LogEntry, LoggedEvent};
use crate::web::access;
use crate::web::board::clock::parse_at;
use crate::web::board::game::{Typed, change_game};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::{AppState, read};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use serde_json::{Map, json};

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
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<StartClockForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let now = Utc::now();
    change_game(&ctx, &state, tid, bid, Typed::Nothing, move |t| {
        parse_at(t, &form.at, now).map(|at| GameInput::StartClock { at })
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
    /// The log entry the form describes.
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
        let entry = LogEntry::from_fields(kind, fields).map_err(|_| "clock-bad-event")?;
        Ok(LoggedEvent { at, entry })
    }
}

/// `POST /t/{id}/boards/{bid}/game/event`: records an arrival, a claim, an
/// illegal move, an offer, a resignation, a pause or an adjustment.
/// Arrivals and default-time rulings work on any board (the round view
/// sends them); the others need the clock started.
pub async fn record_event(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<EventForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let now = Utc::now();
    let back = (form.back == "round").then_some(());
    let response = change_game(&ctx, &state, tid, bid, Typed::Nothing, move |t| {
        parse_at(t, &form.at, now).and_then(|at| form.event(at)).map(GameInput::Log)
    })
    .await?;
    match (back, response.status()) {
        (Some(()), StatusCode::SEE_OTHER) => {
            let round = read(&state, move |c| Ok(db::boards::by_id(c, tid, bid)?.map(|b| b.round))).await?;
            Ok(crate::web::view::see_other(&format!("/t/{tid}/round/{}#b{bid}", round.unwrap_or(1))))
        }
        _ => Ok(response),
    }
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
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<UndoForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let id: i32 = form.id.parse().map_err(|_| AppError::BadRequest("error-bad-form"))?;
    change_game(&ctx, &state, tid, bid, Typed::Nothing, move |_| Ok(GameInput::WithdrawEntry { id })).await
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
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<MoveTimeForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let now = Utc::now();
    change_game(&ctx, &state, tid, bid, Typed::Nothing, move |t| {
        let at = parse_at(t, &form.at, now)?;
        Ok(GameInput::MoveTime { ply: form.ply.parse::<usize>().ok(), at })
    })
    .await
}

/// `GET /t/{id}/boards/{bid}/incident.json`: the game's timed moves and log
/// in the format of `arbiter rulings replay` (README), for appeals.
pub async fn export_incident(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
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
        let log = db::game_events::for_board(c, bid)?;
        let record = db::game_events::board_record(c, &t, &board, game.as_ref(), &moves, &log)?;
        let json = record.incident_json().ok_or(AppError::BadRequest("incident-no-start"))?;
        Ok((board.round, board.board_no, json))
    })
    .await?;
    let name = format!("round{round}-board{board_no}-incident.json");
    let body = serde_json::to_string_pretty(&json).unwrap_or_default();
    Ok(crate::web::standings::exports::download("application/json; charset=utf-8", &name, body))
}
