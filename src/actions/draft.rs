//! Changes by hand to a proposed Swiss round before it is published: two
//! players exchange seats, or the players of one board exchange colours.
//! The checker (`pairing::dutch::warnings`) then says what the change broke.

use super::pairing::{next_round_input, round_pairing};
use super::pairing_input::{InputPart, PairingInput};
use super::stored_event::StoredEvent;
use crate::db::byes::ByeRequestRow;
use crate::db::models::BoardRow;
use crate::db::round_inputs::StoredInput;
use crate::db::{BoardId, PlayerId};
use crate::pairing::dutch::{self, Warning};
use crate::tournament::{BoardResult, ByeKind, PairingNumber};

/// Why a change to the proposed round is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DraftRefusal {
    /// No player has that pairing number.
    UnknownPlayer,
    /// The same player was named twice.
    SamePlayer,
    /// A player with a requested bye keeps it: the request is changed instead.
    RequestedBye,
    /// Neither player is in the proposed pairing.
    NotSeated,
    /// A bye has no colours to exchange.
    Bye,
    /// No board of the proposed round has that id.
    UnknownBoard,
    /// The checker warns about the proposed round and publishing it anyway
    /// was not confirmed.
    WarningsNotConfirmed,
    /// The proposed round is out of date (what it was paired from changed)
    /// and publishing it anyway was not confirmed.
    OutOfDateNotConfirmed,
}

impl DraftRefusal {
    /// The message key.
    pub fn message_key(self) -> &'static str {
        match self {
            DraftRefusal::UnknownPlayer => "swap-unknown-player",
            DraftRefusal::SamePlayer => "swap-same-player",
            DraftRefusal::RequestedBye => "swap-requested-bye",
            DraftRefusal::NotSeated => "swap-not-seated",
            DraftRefusal::Bye => "result-bye",
            DraftRefusal::UnknownBoard => "error-not-found",
            DraftRefusal::WarningsNotConfirmed => "draft-publish-confirm",
            DraftRefusal::OutOfDateNotConfirmed => "draft-publish-stale-confirm",
        }
    }
}

/// A board of the proposed round with new players on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reseat {
    /// The board's id.
    pub board_id: BoardId,
    /// White (or the player with the bye).
    pub white_id: PlayerId,
    /// Black, none for a bye.
    pub black_id: Option<PlayerId>,
}

/// Where a player sits in a draft: board index and whether as White.
fn seat_of(draft: &[BoardRow], player_id: PlayerId) -> Option<(usize, bool)> {
    draft.iter().enumerate().find_map(|(i, b)| {
        if b.white_id == player_id {
            Some((i, true))
        } else if b.black_id == Some(player_id) {
            Some((i, false))
        } else {
            None
        }
    })
}

/// The players with pairing numbers `a_no` and `b_no` exchange seats (on one
/// board: colours); a player without a seat (a late entry, say) takes the
/// other's. Returns the boards that change.
pub fn exchange_players(event: &StoredEvent, a_no: i32, b_no: i32) -> Result<Vec<Reseat>, DraftRefusal> {
    let find = |no: i32| {
        let no = u32::try_from(no).map_err(|_| DraftRefusal::UnknownPlayer)?;
        event.player_by_number(PairingNumber::new(no)).map(|p| p.id).ok_or(DraftRefusal::UnknownPlayer)
    };
    let (a, b) = (find(a_no)?, find(b_no)?);
    if a == b {
        return Err(DraftRefusal::SamePlayer);
    }
    let mut boards = event.draft.clone();
    let requested_bye = |i: usize| boards[i].black_id.is_none() && boards[i].result != ByeKind::PairingAllocated.into();
    let (seat_a, seat_b) = (seat_of(&boards, a), seat_of(&boards, b));
    if seat_a.is_some_and(|(i, _)| requested_bye(i)) || seat_b.is_some_and(|(i, _)| requested_bye(i)) {
        return Err(DraftRefusal::RequestedBye);
    }
    if seat_a.is_none() && seat_b.is_none() {
        return Err(DraftRefusal::NotSeated);
    }
    for (seat, player) in [(seat_a, b), (seat_b, a)] {
        match seat {
            Some((i, true)) => boards[i].white_id = player,
            Some((i, false)) => boards[i].black_id = Some(player),
            None => {}
        }
    }
    Ok(boards
        .iter()
        .zip(&event.draft)
        .filter(|(new, old)| (new.white_id, new.black_id) != (old.white_id, old.black_id))
        .map(|(new, _)| Reseat { board_id: new.id, white_id: new.white_id, black_id: new.black_id })
        .collect())
}

/// The players of one board of the proposed round exchange colours.
pub fn exchange_colours(event: &StoredEvent, board_id: BoardId) -> Result<(Reseat, &BoardRow), DraftRefusal> {
    let board = event.draft.iter().find(|b| b.id == board_id).ok_or(DraftRefusal::UnknownBoard)?;
    let black = board.black_id.ok_or(DraftRefusal::Bye)?;
    Ok((Reseat { board_id, white_id: black, black_id: Some(board.white_id) }, board))
}

/// Whether a proposed round was paired from the event as it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Freshness {
    /// Nothing it was paired from has changed since.
    Current,
    /// What it was paired from is not known (proposed before it was kept).
    Unknown,
    /// These parts changed since it was paired: it is out of date.
    Changed(Vec<InputPart>),
}

/// What the draft page shows about a proposed round: the checker's warnings,
/// whether it is still the Dutch system's own pairing, and whether it is
/// still up to date.
pub struct DraftReview {
    /// Broken absolute criteria and players left out.
    pub warnings: Vec<Warning>,
    /// Whether the boards are those the engine proposed (when that was
    /// not kept: whether no board was changed since, each change raising
    /// its version).
    pub as_engine: bool,
    /// Whether what the round was paired from changed since.
    pub freshness: Freshness,
    /// The boards on which both players get the colour opposite to the one
    /// they expect (a Level-2 warning: shown, not to confirm).
    pub colours_against_both: Vec<dutch::Board>,
}

/// A round's pairing as kept beside what it was paired from: each board's
/// number, White and Black (or the kind of bye), so that the proposal can
/// say whether its boards are still the engine's, also once taken back
/// from publication (results entered and dropped change no seat).
pub fn pairing_text(boards: impl IntoIterator<Item = (i32, PlayerId, Option<PlayerId>, BoardResult)>) -> String {
    let board = |(no, white, black, result): (i32, PlayerId, Option<PlayerId>, BoardResult)| match black {
        Some(black) => format!("{no}:{}-{}", white.0, black.0),
        None => format!("{no}:{}-{}", white.0, result.code()),
    };
    let mut boards: Vec<_> = boards.into_iter().collect();
    boards.sort_by_key(|b| b.0);
    boards.into_iter().map(board).collect::<Vec<_>>().join(" ")
}

/// [`pairing_text`] of stored boards.
fn pairing_text_of(boards: &[BoardRow]) -> String {
    pairing_text(boards.iter().map(|b| (b.board_no, b.white_id, b.black_id, b.result)))
}

/// Checks the proposed round against the Dutch system's absolute criteria,
/// given the byes requested for it, and against what it was paired from
/// and the pairing proposed (`stored`, as kept with it; none if not known).
pub fn review(event: &StoredEvent, requests: &[ByeRequestRow], stored: Option<&StoredInput>) -> DraftReview {
    let (input, pairing) = (next_round_input(event, requests), round_pairing(event, &event.draft));
    let warnings = dutch::warnings(&input, &pairing);
    let colours_against_both = dutch::colours_against_both(&input, &pairing);
    let freshness = match stored.and_then(|s| PairingInput::from_stored(&s.made_from)) {
        None => Freshness::Unknown,
        Some(then) => match then.changed(PairingInput::of(event, requests)) {
            changed if changed.is_empty() => Freshness::Current,
            changed => Freshness::Changed(changed),
        },
    };
    let as_engine = match stored.and_then(|s| s.proposed.as_deref()) {
        Some(proposed) => pairing_text_of(&event.draft) == proposed,
        None => event.draft.iter().all(|b| b.version == 1),
    };
    DraftReview { warnings, as_engine, freshness, colours_against_both }
}

/// A proposed round made the round: the number of rounds now published and
/// the boards it has.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Publication {
    /// The round published (the tournament's published rounds become this many).
    pub round: i32,
    /// Its boards.
    pub boards: usize,
}

/// Publishes the proposed round. A round the checker warns about needs the
/// arbiter's confirmation (`confirmed`); so does one that is out of date
/// (`confirmed_out_of_date`).
pub fn publish(
    event: &StoredEvent,
    review: &DraftReview,
    confirmed: bool,
    confirmed_out_of_date: bool,
) -> Result<Publication, DraftRefusal> {
    if !confirmed && !review.warnings.is_empty() {
        return Err(DraftRefusal::WarningsNotConfirmed);
    }
    if !confirmed_out_of_date && matches!(review.freshness, Freshness::Changed(_)) {
        return Err(DraftRefusal::OutOfDateNotConfirmed);
    }
    Ok(Publication { round: event.t.paired_rounds + 1, boards: event.draft.len() })
}
