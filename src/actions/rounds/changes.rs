//! Taking a published round back, and changing a proposed round by hand
//! beyond exchanges: a player taken out of it (who then gets the
//! pairing-allocated bye or nothing), and two unpaired players paired.

use super::{RoundRefusal, draft_event};
use crate::actions::audit::{AuditEvent, BoardRef, audit};
use crate::actions::{DraftRefusal, Failed, StoredEvent, has_recorded_games, refuse};
use crate::db::models::{BoardRow, NewBoard, TournamentRow};
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::tournament::{BoardResult, ByeKind, PairingNumber};

/// What a round taken back becomes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TakeBackTo {
    /// A proposal again (Swiss only).
    Draft,
    /// Nothing: its boards are deleted.
    Nothing,
}

/// Taking a published round back as the arbiter asks for it.
#[derive(Debug, Clone, Copy)]
pub struct TakeBack {
    /// The round: the last published one.
    pub round: i32,
    /// What it becomes.
    pub to: TakeBackTo,
    /// Whether the round number was typed again (needed when results are dropped).
    pub confirmed: bool,
}

/// Takes back the last published round of a Swiss event (back to a
/// proposal, or deleted), or the whole schedule of a round robin (deleted).
/// Results are dropped only when confirmed, and each is kept in the audit
/// log; rounds with recorded games are refused (their moves would be lost).
pub fn take_back_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: TakeBack,
) -> Result<(), Failed<RoundRefusal>> {
    let (id, round, to_draft) = (t.id, input.round, input.to == TakeBackTo::Draft);
    let rr = t.system().is_round_robin();
    if round != t.paired_rounds || round < 1 || (rr && to_draft) {
        return refuse(RoundRefusal::NotLastRound);
    }
    let event = StoredEvent::load(conn, t.clone())?;
    if !event.draft.is_empty() {
        return refuse(RoundRefusal::DraftWaits);
    }
    let first = if rr { 1 } else { round };
    let boards: Vec<&BoardRow> = event.boards.iter().filter(|b| b.round >= first).collect();
    let with_results = boards.iter().any(|b| b.black_id.is_some() && b.result != BoardResult::PENDING);
    if with_results && !input.confirmed {
        return refuse(RoundRefusal::ConfirmDroppedResults);
    }
    if has_recorded_games(conn, &boards)? {
        return refuse(RoundRefusal::RecordedGames);
    }
    for b in boards.iter().filter(|b| b.black_id.is_some() && b.result != BoardResult::PENDING) {
        if !db::boards::set_result(conn, b.id, b.version, BoardResult::PENDING)? {
            return refuse(RoundRefusal::ResultChangedMeanwhile);
        }
        audit(conn, id, by, AuditEvent::ResultDropped { board: BoardRef::of(b), before: b.result })?;
    }
    if !to_draft {
        for r in first..=round {
            db::boards::delete_round(conn, id, r)?;
            db::round_inputs::delete(conn, id, r)?;
        }
    }
    db::tournaments::set_paired(conn, id, first - 1, t.rounds)?;
    audit(conn, id, by, AuditEvent::RoundsTakenBack { first, last: round, to_draft })?;
    Ok(())
}

/// A player taken out of the proposed round.
#[derive(Debug, Clone, Copy)]
pub struct TakeOut {
    /// The proposed round.
    pub round: i32,
    /// The player's pairing number (none: not a number typed).
    pub player: Option<PairingNumber>,
    /// Whether the player gets the pairing-allocated bye (else nothing).
    pub pab: bool,
}

/// Two players without a seat paired by hand in the proposed round.
#[derive(Debug, Clone, Copy)]
pub struct PairByHand {
    /// The proposed round.
    pub round: i32,
    /// White's pairing number (none: not a number typed).
    pub white: Option<PairingNumber>,
    /// Black's pairing number (none: not a number typed).
    pub black: Option<PairingNumber>,
}

/// A player of the event by pairing number.
fn player_id(event: &StoredEvent, no: Option<PairingNumber>) -> Result<PlayerId, Failed<RoundRefusal>> {
    match no.and_then(|no| event.player_by_number(no)) {
        Some(p) => Ok(p.id),
        None => refuse(DraftRefusal::UnknownPlayer.into()),
    }
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

/// Takes a player out of the proposed round; the opponent is left
/// unpaired, to be paired by hand.
pub fn take_out_player(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: TakeOut,
) -> Result<(), Failed<RoundRefusal>> {
    let (id, round) = (t.id, input.round);
    let event = draft_event(conn, t.clone(), round)?;
    let player = player_id(&event, input.player)?;
    let Some(board) = seat(&event.draft, player) else { return refuse(DraftRefusal::NotSeated.into()) };
    db::boards::delete(conn, id, board.id)?;
    if input.pab {
        let bye = new_board(&event, round, player, None, ByeKind::PairingAllocated.into());
        db::boards::insert_all(conn, &[bye])?;
    }
    db::boards::touch_round(conn, id, round)?;
    let name = event.player(player).map(|p| p.name.clone()).unwrap_or_default();
    audit(conn, id, by, AuditEvent::PlayerTakenOut { round, player: name, pab: input.pab })?;
    Ok(())
}

/// Pairs two players without a seat in the proposed round on a new board.
pub fn pair_by_hand(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: PairByHand,
) -> Result<(), Failed<RoundRefusal>> {
    let (id, round) = (t.id, input.round);
    let event = draft_event(conn, t.clone(), round)?;
    let (white, black) = (player_id(&event, input.white)?, player_id(&event, input.black)?);
    if white == black {
        return refuse(DraftRefusal::SamePlayer.into());
    }
    if seat(&event.draft, white).is_some() || seat(&event.draft, black).is_some() {
        return refuse(RoundRefusal::AlreadySeated);
    }
    let withdrawn = |p: PlayerId| event.player(p).is_some_and(|p| p.withdrawn_from_round.is_some_and(|r| r <= round));
    if withdrawn(white) || withdrawn(black) {
        return refuse(RoundRefusal::Withdrawn);
    }
    db::boards::insert_all(conn, &[new_board(&event, round, white, Some(black), BoardResult::PENDING)])?;
    db::boards::touch_round(conn, id, round)?;
    let number = |p: PlayerId| event.number(p).get() as i32;
    audit(conn, id, by, AuditEvent::PairedByHand { round, white: number(white), black: number(black) })?;
    Ok(())
}
