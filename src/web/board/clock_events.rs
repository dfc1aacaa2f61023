//! The arbiter's controls of a followed game (Laws 6, 7.5, 9): starting
//! the clock, arrivals, claims, illegal moves, offers, resignations, pauses
//! and adjustments recorded in the board's log, withdrawing an entry,
//! correcting a move's time; and the board's incident file for appeals.

use crate::actions::GameInput;
use crate::db::{self, BoardId, TournamentId};
use crate::rulings::decision::DrawKind;
use crate::rulings::incident::{LogEntry, LoggedEvent};
use crate::rulings::replay::{Claimant, EventKind};
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
use shakmaty::Color;

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

/// The longest intended move a draw claim may write (the longest SAN,
/// `Qh4xe1+` or `exd8=Q#`, has 7 characters; long algebraic a few more).
const MAX_INTENDED_MOVE: usize = 12;

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
    /// The log entry the form describes, read straight into the typed event.
    fn event(&self, at: DateTime<Utc>) -> Result<LoggedEvent, &'static str> {
        let (kind, party) = self.action.split_once(':').unwrap_or((self.action.as_str(), ""));
        let side = || match party {
            "white" => Ok(Color::White),
            "black" => Ok(Color::Black),
            _ => Err("clock-bad-event"),
        };
        let event = match kind {
            "arrive" => EventKind::Arrive { player: side()? },
            "illegal_move" => EventKind::IllegalMove { player: side()? },
            "claim_flag" => EventKind::ClaimFlag {
                by: match party {
                    "arbiter" => Claimant::Arbiter,
                    _ if side()? == Color::White => Claimant::White,
                    _ => Claimant::Black,
                },
            },
            "claim_draw" => {
                let by = side()?;
                let kind = match self.draw_kind.as_str() {
                    "threefold" => DrawKind::Threefold,
                    "fifty" => DrawKind::Fifty,
                    _ => return Err("clock-bad-draw-kind"),
                };
                let intended = self.intended.trim();
                if intended.chars().count() > MAX_INTENDED_MOVE || intended.chars().any(char::is_control) {
                    return Err("clock-bad-intended");
                }
                EventKind::ClaimDraw { by, kind, intended_san: (!intended.is_empty()).then(|| intended.to_string()) }
            }
            "offer_draw" => EventKind::OfferDraw { by: side()? },
            "accept_draw" => EventKind::AcceptDraw { by: side()? },
            "resign" => EventKind::Resign { player: side()? },
            "pause" => EventKind::Pause,
            "resume" => EventKind::Resume,
            "default_time" => EventKind::DefaultTime,
            "adjust" => {
                let player = side()?;
                let seconds = self.seconds.trim().parse::<i64>().ok().filter(|s| s.abs() <= 86_400 && *s != 0);
                EventKind::Adjust { player, seconds: seconds.ok_or("clock-bad-seconds")? }
            }
            _ => return Err("clock-bad-event"),
        };
        Ok(LoggedEvent { at, entry: LogEntry::Event(event) })
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
    Ok(crate::web::download::download("application/json; charset=utf-8", &name, body))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(action: &str, draw_kind: &str, intended: &str, seconds: &str) -> EventForm {
        let text = |s: &str| s.to_string();
        EventForm {
            action: text(action),
            draw_kind: text(draw_kind),
            intended: text(intended),
            seconds: text(seconds),
            at: String::new(),
            back: String::new(),
        }
    }

    fn event(f: EventForm) -> Result<EventKind, &'static str> {
        match f.event(DateTime::UNIX_EPOCH)?.entry {
            LogEntry::Event(e) => Ok(e),
            LogEntry::StartClock => Err("start clock"),
        }
    }

    #[test]
    fn the_form_reads_straight_into_the_typed_event() {
        assert_eq!(event(form("arrive:white", "", "", "")), Ok(EventKind::Arrive { player: Color::White }));
        assert_eq!(event(form("claim_flag:arbiter", "", "", "")), Ok(EventKind::ClaimFlag { by: Claimant::Arbiter }));
        assert_eq!(event(form("claim_flag:black", "", "", "")), Ok(EventKind::ClaimFlag { by: Claimant::Black }));
        assert_eq!(
            event(form("claim_draw:white", "fifty", " Nf3 ", "")),
            Ok(EventKind::ClaimDraw { by: Color::White, kind: DrawKind::Fifty, intended_san: Some("Nf3".into()) })
        );
        assert_eq!(
            event(form("adjust:black", "", "", "-30")),
            Ok(EventKind::Adjust { player: Color::Black, seconds: -30 })
        );
        assert_eq!(event(form("pause", "", "", "")), Ok(EventKind::Pause));
        // Refused by name: a side that is none of the two, the arbiter where
        // only a player may act, a ground that is not one, seconds out of bounds.
        assert_eq!(event(form("resign:arbiter", "", "", "")), Err("clock-bad-event"));
        assert_eq!(event(form("arrive", "", "", "")), Err("clock-bad-event"));
        assert_eq!(event(form("move:white", "", "", "")), Err("clock-bad-event"));
        assert_eq!(event(form("claim_draw:white", "stalemate", "", "")), Err("clock-bad-draw-kind"));
        assert_eq!(event(form("adjust:white", "", "", "0")), Err("clock-bad-seconds"));
        assert_eq!(event(form("adjust:white", "", "", "86401")), Err("clock-bad-seconds"));
        // The intended move of a draw claim: a move's length, no control character.
        assert!(event(form("claim_draw:white", "fifty", "Qh4xe1+", "")).is_ok());
        assert!(event(form("claim_draw:white", "fifty", "Qh4-e1+", "")).is_ok());
        assert_eq!(event(form("claim_draw:white", "fifty", &"N".repeat(13), "")), Err("clock-bad-intended"));
        assert_eq!(event(form("claim_draw:white", "fifty", "Nf\u{1b}3", "")), Err("clock-bad-intended"));
    }
}
