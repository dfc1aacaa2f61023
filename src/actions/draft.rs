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
use crate::tournament::{BoardResult, ByeKind, FideMode, PairingNumber};

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
    /// In FIDE mode, the proposed round differs from the engine's pairing
    /// (or was paired by hand) and publishing it, a manual pairing
    /// adjustment, was not confirmed in both steps (checklist Q69: Level 4).
    ManualPairingNotConfirmed,
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
            DraftRefusal::ManualPairingNotConfirmed => "draft-publish-mpa-confirm",
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

/// What a draft keeps in place of the engine's pairing when the round was
/// started by hand ([`crate::actions::start_round_by_hand`]): the engine made none.
pub const PAIRED_BY_HAND: &str = "by hand";

/// A seat of a round: a game, or a bye (no Black).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seat {
    /// White, or the player with the bye.
    pub white: PlayerId,
    /// Black; none for a bye.
    pub black: Option<PlayerId>,
}

/// How a proposed round stands against the engine's pairing of it (the
/// checklist's Q68: compared at the end of the manual phase).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AgainstEngine {
    /// Its boards are the engine's.
    Same,
    /// Changed by hand: the seats of the engine's pairing that it no longer
    /// has, and those it has instead.
    Differs {
        /// The engine's seats that are gone.
        engine: Vec<Seat>,
        /// The seats made by hand in their place.
        now: Vec<Seat>,
    },
    /// Started by hand: the engine made no pairing of it.
    ByHand,
    /// The engine's pairing was not kept (proposed before it was): whether a
    /// board was changed since, each change raising its version.
    Unknown {
        /// Whether a board was changed by hand.
        changed: bool,
    },
}

impl AgainstEngine {
    /// Whether publishing it is the engine's pairing, as far as is known:
    /// otherwise it is a manual pairing adjustment (MPA).
    pub fn is_engines(&self) -> bool {
        matches!(self, AgainstEngine::Same | AgainstEngine::Unknown { changed: false })
    }

    /// Whether publishing it asks for the manual pairing adjustment to be
    /// confirmed: in FIDE mode, when it is not the engine's pairing (Level 4).
    pub fn needs_confirmation(&self, fide_mode: FideMode) -> bool {
        fide_mode.is_on() && !self.is_engines()
    }

    /// The proposed round `draft` against the engine's pairing as kept
    /// with it (`proposed`, a [`pairing_text`]; none if not kept).
    fn of(draft: &[BoardRow], proposed: Option<&str>) -> AgainstEngine {
        let Some(proposed) = proposed else {
            return AgainstEngine::Unknown { changed: draft.iter().any(|b| b.version != 1) };
        };
        if proposed == PAIRED_BY_HAND {
            return AgainstEngine::ByHand;
        }
        let engine = seats_of_text(proposed);
        let now: Vec<Seat> = draft.iter().map(|b| Seat { white: b.white_id, black: b.black_id }).collect();
        let gone: Vec<Seat> = engine.iter().filter(|s| !now.contains(s)).copied().collect();
        let made: Vec<Seat> = now.iter().filter(|s| !engine.contains(s)).copied().collect();
        match gone.is_empty() && made.is_empty() {
            true => AgainstEngine::Same,
            false => AgainstEngine::Differs { engine: gone, now: made },
        }
    }

    /// The text of its `### MPA` line (pairing numbers: `3-8 5-7 (engine:
    /// 3-7 5-8)`); none when it is the engine's pairing.
    pub fn mpa_detail(&self, number: impl Fn(PlayerId) -> PairingNumber) -> Option<String> {
        let seats = |seats: &[Seat]| {
            let seat = |s: &Seat| match s.black {
                Some(black) => format!("{}-{}", number(s.white), number(black)),
                None => format!("{} bye", number(s.white)),
            };
            seats.iter().map(seat).collect::<Vec<_>>().join(" ")
        };
        match self {
            AgainstEngine::Same | AgainstEngine::Unknown { changed: false } => None,
            AgainstEngine::Differs { engine, now } => Some(format!("{} (engine: {})", seats(now), seats(engine))),
            AgainstEngine::ByHand => Some("paired by hand, without the engine's pairing".to_owned()),
            AgainstEngine::Unknown { changed: true } => {
                Some("changed by hand; the engine's pairing was not kept".into())
            }
        }
    }
}

/// The seats of a [`pairing_text`] (a bye's kind left out).
fn seats_of_text(text: &str) -> Vec<Seat> {
    let seat = |board: &str| {
        let (_, players) = board.split_once(':')?;
        let (white, black) = players.split_once('-')?;
        Some(Seat { white: PlayerId(white.parse().ok()?), black: black.parse().ok().map(PlayerId) })
    };
    text.split_whitespace().filter_map(seat).collect()
}

/// What the draft page shows about a proposed round: the checker's warnings,
/// whether it is still the Dutch system's own pairing, and whether it is
/// still up to date.
pub struct DraftReview {
    /// Broken absolute criteria and players left out.
    pub warnings: Vec<Warning>,
    /// How the boards stand against the engine's own pairing (checklist Q68).
    pub against_engine: AgainstEngine,
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
    let against_engine = AgainstEngine::of(&event.draft, stored.and_then(|s| s.proposed.as_deref()));
    DraftReview { warnings, against_engine, freshness, colours_against_both }
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

/// What the arbiter confirmed when publishing a proposed round.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PublishConfirmed {
    /// Publishing despite the checker's warnings.
    pub warnings: bool,
    /// Publishing a proposal made before a change to what it was paired from.
    pub out_of_date: bool,
    /// Publishing a pairing other than the engine's, in both steps.
    pub manual_pairing: bool,
}

/// Publishes the proposed round. A round the checker warns about needs the
/// arbiter's confirmation; so does one that is out of date, and in FIDE
/// mode one that is not the engine's pairing (Level 4).
pub fn publish(
    event: &StoredEvent,
    review: &DraftReview,
    confirmed: PublishConfirmed,
) -> Result<Publication, DraftRefusal> {
    if !confirmed.warnings && !review.warnings.is_empty() {
        return Err(DraftRefusal::WarningsNotConfirmed);
    }
    if !confirmed.out_of_date && matches!(review.freshness, Freshness::Changed(_)) {
        return Err(DraftRefusal::OutOfDateNotConfirmed);
    }
    if !confirmed.manual_pairing && review.against_engine.needs_confirmation(event.t.fide_mode()) {
        return Err(DraftRefusal::ManualPairingNotConfirmed);
    }
    Ok(Publication { round: event.t.paired_rounds + 1, boards: event.draft.len() })
}
