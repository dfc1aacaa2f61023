//! A board's incident file: the game's timed moves and arbiter log with the
//! event's time control, default time and the round's scheduled start, in
//! the format of `arbiter rulings replay` (README), for appeals.

use super::AppState;
use super::access;
use super::ctx::Ctx;
use super::error::AppError;
use super::read;
use crate::chess::fen;
use crate::db;
use crate::rulings::incident::{IncidentHeader, LoggedEvent, incident_json};
use actix_web::{HttpResponse, web};
use chrono::{DateTime, NaiveDateTime, Utc};

fn utc(at: NaiveDateTime) -> DateTime<Utc> {
    DateTime::from_naive_utc_and_offset(at, Utc)
}

/// `GET /t/{id}/boards/{bid}/incident.json`.
pub async fn export(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let user = ctx.user.clone();
    let (round, board_no, json) = read(&state, move |c| {
        let (t, _) = access::load(c, tid, user.as_ref())?;
        let board = db::boards::for_tournament(c, tid)?
            .into_iter()
            .find(|b| b.id == bid && b.round <= t.paired_rounds)
            .ok_or(AppError::NotFound)?;
        let start = db::tournaments::schedule(c, tid)?
            .into_iter()
            .find(|(n, _)| *n == board.round)
            .and_then(|(_, at)| at)
            .ok_or(AppError::BadRequest("incident-no-start"))?;
        let game = db::games::by_board(c, bid)?;
        let moves = match &game {
            Some(g) => db::games::moves(c, g.id)?.into_iter().map(|m| (utc(m.entered_at), m.san)).collect(),
            None => Vec::new(),
        };
        let log = db::game_events::for_board(c, bid)?
            .into_iter()
            .map(|e| LoggedEvent {
                at: utc(e.at),
                kind: e.kind,
                fields: serde_json::from_str(&e.data).unwrap_or_default(),
            })
            .collect::<Vec<_>>();
        let start_fen = game.map(|g| g.start_fen).filter(|f| f != &fen::write(&shakmaty::Chess::default()));
        let header = IncidentHeader {
            time_control: t.time_control.clone(),
            mode: None,
            scheduled_start: utc(start),
            default_time_minutes: t.default_time_minutes.max(0) as u32,
            start_fen,
        };
        Ok((board.round, board.board_no, incident_json(&header, &moves, &log)))
    })
    .await?;
    let name = format!("round{round}-board{board_no}-incident.json");
    let body = serde_json::to_string_pretty(&json).unwrap_or_default();
    Ok(super::exports::download("application/json; charset=utf-8", &name, body))
}
