//! Changes to the proposed (not yet published) round of a Swiss event:
//! exchanging two players or one board's colours, publishing it, or
//! discarding it.

use super::RoundRefusal;
use crate::actions::audit::{AuditEvent, BoardRef, audit};
use crate::actions::tournaments::record_breach;
use crate::actions::{
    DraftReview, Failed, Publication, PublishConfirmed, Reseat, StoredEvent, exchange_colours, exchange_players,
    publish, refuse, review,
};
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection, UserId};
use crate::tournament::{BoardResult, Breach, BreachKind, ByeKind};

/// The event of `t` for a change to its proposed round `round`: refused
/// ([`RoundRefusal::NotFound`]) unless `round` is the next round and its
/// draft waits.
pub fn draft_event(conn: &mut DbConnection, t: TournamentRow, round: i32) -> Result<StoredEvent, Failed<RoundRefusal>> {
    if round != t.paired_rounds + 1 {
        return refuse(RoundRefusal::NotFound);
    }
    let event = StoredEvent::load(conn, t)?;
    if event.draft.is_empty() {
        return refuse(RoundRefusal::NotFound);
    }
    Ok(event)
}

/// The checker's review of the draft of the event's next round, also
/// against what it was paired from.
pub fn review_draft(conn: &mut DbConnection, event: &StoredEvent) -> Result<DraftReview, diesel::result::Error> {
    let round = event.t.paired_rounds + 1;
    let requests = db::byes::for_round(conn, event.t.id, round)?;
    let stored = db::round_inputs::load(conn, event.t.id, round)?;
    Ok(review(event, &requests, stored.as_ref()))
}

/// Publishing a proposed round as the arbiter asks for it.
#[derive(Debug, Clone, Copy)]
pub struct Publish {
    /// The proposed round.
    pub round: i32,
    /// What the arbiter confirmed.
    pub confirmed: PublishConfirmed,
}

/// Publishes the proposed round: it becomes the round. A proposal the
/// checker warns about, or one made before a change to what it was paired
/// from, needs the confirmation; so does, in FIDE mode, one that is not the
/// engine's pairing. Such a manual pairing adjustment is recorded as an
/// `MPA` breach with the seats that differ (checklist Q69); each full-point
/// bye of the round as an `FPB` one with the player's number (Q179).
pub fn publish_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: Publish,
) -> Result<Publication, Failed<RoundRefusal>> {
    let event = draft_event(conn, t.clone(), input.round)?;
    let review = review_draft(conn, &event)?;
    let published = match publish(&event, &review, input.confirmed) {
        Ok(published) => published,
        Err(refusal) => return refuse(RoundRefusal::Draft(refusal)),
    };
    db::tournaments::set_paired(conn, t.id, published.round, t.rounds)?;
    if let Some(detail) = review.against_engine.mpa_detail(|id| event.number(id)) {
        let breach = Breach { kind: BreachKind::ManualPairing, round: published.round as u32, detail };
        record_breach(conn, by, t.id, &breach)?;
    }
    for fpb in event.draft.iter().filter(|b| b.black_id.is_none() && b.result == BoardResult::Bye(ByeKind::FullPoint)) {
        let detail = event.number(fpb.white_id).to_string();
        let breach = Breach { kind: BreachKind::FullPointBye, round: published.round as u32, detail };
        record_breach(conn, by, t.id, &breach)?;
    }
    let logged = AuditEvent::RoundPublished { round: published.round, boards: published.boards };
    audit(conn, t.id, by, logged)?;
    Ok(published)
}

/// Discards the proposed round `round` and what it was paired from.
pub fn discard_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
) -> Result<(), Failed<RoundRefusal>> {
    draft_event(conn, t.clone(), round)?;
    db::boards::delete_round(conn, t.id, round)?;
    db::round_inputs::delete(conn, t.id, round)?;
    audit(conn, t.id, by, AuditEvent::DraftDiscarded { round })?;
    Ok(())
}

/// Stores the boards a change to the draft reseats.
fn reseat(conn: &mut DbConnection, boards: &[Reseat]) -> Result<(), diesel::result::Error> {
    for b in boards {
        db::boards::reseat(conn, b.board_id, b.white_id, b.black_id)?;
    }
    Ok(())
}

/// Exchanges the seats of the players of pairing numbers `a` and `b` in the
/// proposed round `round` (on one board: their colours). A player without a
/// seat (a late entry, say) takes the other's seat.
pub fn swap_players(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (round, a, b): (i32, i32, i32),
) -> Result<(), Failed<RoundRefusal>> {
    let event = draft_event(conn, t.clone(), round)?;
    match exchange_players(&event, a, b) {
        Ok(boards) => reseat(conn, &boards)?,
        Err(refusal) => return refuse(refusal.into()),
    }
    audit(conn, t.id, by, AuditEvent::PlayersExchanged { round, first: a, second: b })?;
    Ok(())
}

/// Exchanges the colours on board `board` of the proposed round `round`.
pub fn swap_colours(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (round, board): (i32, BoardId),
) -> Result<(), Failed<RoundRefusal>> {
    let event = draft_event(conn, t.clone(), round)?;
    let (change, board) = match exchange_colours(&event, board) {
        Ok(done) => done,
        Err(refusal) => return refuse(refusal.into()),
    };
    reseat(conn, &[change])?;
    audit(conn, t.id, by, AuditEvent::ColoursExchanged { board: BoardRef::of(board) })?;
    Ok(())
}
