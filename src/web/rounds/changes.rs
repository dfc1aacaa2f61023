//! Taking a published round back, and changing a proposed round by hand
//! beyond exchanges: a player taken out of it (who then gets the
//! pairing-allocated bye or nothing), and two unpaired players paired.

use crate::actions::StoredEvent;
use crate::actions::audit::audit;
use crate::actions::audit::{AuditEvent, BoardRef};
use crate::db::models::{BoardRow, NewBoard};
use crate::db::{self, DbConnection, PlayerId, TournamentId, UserId};
use crate::tournament::{BoardResult, ByeKind, PairingNumber};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::rounds::swiss::load_draft;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The withdrawal form.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct WithdrawRoundForm {
    /// `draft`: the round goes back to a proposal (Swiss); `delete`: its boards go.
    mode: String,
    /// The round number typed again, required when results would be dropped.
    confirm: String,
}

/// Whether any board among `boards` has a recorded game (moves or an arbiter's log).
pub(in crate::web) fn has_recorded_games(c: &mut DbConnection, boards: &[&BoardRow]) -> Result<bool, AppError> {
    for b in boards {
        if db::games::by_board(c, b.id)?.is_some() || !db::game_events::for_board(c, b.id)?.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Drops the results of `boards` (each written to the audit log first).
fn drop_results(c: &mut DbConnection, tid: TournamentId, user: UserId, boards: &[&BoardRow]) -> Result<(), AppError> {
    for b in boards.iter().filter(|b| b.black_id.is_some() && b.result != BoardResult::PENDING) {
        if !db::boards::set_result(c, b.id, b.version, BoardResult::PENDING)? {
            return Err(AppError::Conflict("round-withdraw-changed"));
        }
        audit(c, tid, user, AuditEvent::ResultDropped { board: BoardRef::of(b), before: b.result })?;
    }
    Ok(())
}

/// `POST /t/{id}/round/{n}/withdraw`: takes back the last published round of
/// a Swiss (back to a proposal, or deleted), or the whole schedule of a round
/// robin (deleted). Results are dropped only with the round number typed
/// again, and each is kept in the audit log; rounds with recorded games are
/// refused (their moves would be lost).
pub async fn withdraw_round(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<WithdrawRoundForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let to_draft = match form.mode.as_str() {
        "draft" => true,
        "delete" => false,
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let target = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let rr = t.system().is_round_robin();
        if round != t.paired_rounds || round < 1 || (rr && to_draft) {
            return Err(AppError::Conflict("round-withdraw-not-last"));
        }
        let event = StoredEvent::load(c, t.clone())?;
        if !event.draft.is_empty() {
            return Err(AppError::Conflict("round-withdraw-draft-exists"));
        }
        let first = if rr { 1 } else { round };
        let boards: Vec<&BoardRow> = event.boards.iter().filter(|b| b.round >= first).collect();
        let with_results = boards.iter().any(|b| b.black_id.is_some() && b.result != BoardResult::PENDING);
        if with_results && form.confirm.trim() != round.to_string() {
            return Err(AppError::BadRequest("round-withdraw-confirm"));
        }
        if has_recorded_games(c, &boards)? {
            return Err(AppError::Conflict("round-withdraw-recorded"));
        }
        drop_results(c, id, user.id, &boards)?;
        if !to_draft {
            for r in first..=round {
                db::boards::delete_round(c, id, r)?;
                db::round_inputs::delete(c, id, r)?;
            }
        }
        db::tournaments::set_paired(c, id, first - 1, t.rounds)?;
        audit(c, id, user.id, AuditEvent::RoundsTakenBack { first, last: round, to_draft })?;
        Ok(if to_draft { format!("/t/{id}/round/{round}") } else { format!("/t/{id}") })
    })
    .await?;
    Ok(see_other(&target))
}

/// The form that takes a player out of a proposed round.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct RemoveForm {
    /// Pairing number.
    player: String,
    /// `pab` to give the pairing-allocated bye, anything else for nothing.
    gets: String,
}

/// The form that pairs two players by hand.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PairByHandForm {
    /// White's pairing number.
    white: String,
    /// Black's pairing number.
    black: String,
}

/// A player of the event by pairing number, as typed.
fn player_id(event: &StoredEvent, typed: &str) -> Result<PlayerId, AppError> {
    let no: PairingNumber = typed.trim().parse().map_err(|_| AppError::BadRequest("swap-unknown-player"))?;
    event.player_by_number(no).map(|p| p.id).ok_or(AppError::BadRequest("swap-unknown-player"))
}

fn seat(draft: &[BoardRow], player: PlayerId) -> Option<&BoardRow> {
    draft.iter().find(|b| b.white_id == player || b.black_id == Some(player))
}

/// A new board of the proposed round, on the lowest board number left free
/// (a board taken out leaves its number to the next pair).
fn new_board(
    event: &StoredEvent,
    round: i32,
    white_id: PlayerId,
    black_id: Option<PlayerId>,
    result: BoardResult,
) -> NewBoard {
    let taken: Vec<i32> = event.draft.iter().map(|b| b.board_no).collect();
    let board_no = (1..).find(|n| !taken.contains(n)).unwrap_or(1);
    NewBoard { tournament_id: event.t.id, round, board_no, white_id, black_id, result, version: 1 }
}

/// `POST /t/{id}/round/{n}/remove`: takes a player out of the proposed round;
/// the opponent is left unpaired, to be paired by hand.
pub async fn remove_player(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<RemoveForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    transaction(&state, move |c| {
        let event = load_draft(c, id, round, &user)?;
        let player = player_id(&event, &form.player)?;
        let board = seat(&event.draft, player).ok_or(AppError::BadRequest("swap-not-seated"))?;
        db::boards::delete(c, id, board.id)?;
        let pab = form.gets == "pab";
        if pab {
            db::boards::insert_all(c, &[new_board(&event, round, player, None, ByeKind::PairingAllocated.into())])?;
        }
        db::boards::touch_round(c, id, round)?;
        let name = event.player(player).map(|p| p.name.clone()).unwrap_or_default();
        Ok(audit(c, id, user.id, AuditEvent::PlayerTakenOut { round, player: name, pab })?)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}

/// `POST /t/{id}/round/{n}/pair-by-hand`: two players without a seat in the
/// proposed round play each other on a new board.
pub async fn pair_by_hand(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<PairByHandForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    transaction(&state, move |c| {
        let event = load_draft(c, id, round, &user)?;
        let (white, black) = (player_id(&event, &form.white)?, player_id(&event, &form.black)?);
        if white == black {
            return Err(AppError::BadRequest("swap-same-player"));
        }
        if seat(&event.draft, white).is_some() || seat(&event.draft, black).is_some() {
            return Err(AppError::BadRequest("draft-pair-seated"));
        }
        let withdrawn =
            |p: PlayerId| event.player(p).is_some_and(|p| p.withdrawn_from_round.is_some_and(|r| r <= round));
        if withdrawn(white) || withdrawn(black) {
            return Err(AppError::BadRequest("draft-pair-withdrawn"));
        }
        db::boards::insert_all(c, &[new_board(&event, round, white, Some(black), BoardResult::PENDING)])?;
        db::boards::touch_round(c, id, round)?;
        let number = |p: PlayerId| event.number(p).get() as i32;
        Ok(audit(c, id, user.id, AuditEvent::PairedByHand { round, white: number(white), black: number(black) })?)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}
