//! Pairing a round: the whole Berger schedule of a round robin at once, or
//! the next round of a Swiss event proposed by the Dutch engine (requested
//! byes and withdrawals taken into account) as a draft to check and publish.

use super::numbering::numbered;
use super::pairing_input::PairingInput;
use super::stored_event::StoredEvent;
use crate::db::PlayerId;
use crate::db::byes::ByeRequestRow;
use crate::db::models::{BoardRow, NewBoard, PlayerRow, TournamentRow};
use crate::pairing::dutch::{self, Board, RoundInput, RoundPairing};
use crate::pairing::round_robin;
use crate::tournament::{BoardResult, ByeKind, PairingNumber, System};

/// The fewest players a round robin can have.
pub const MIN_ROUND_ROBIN_PLAYERS: usize = 3;

/// Why a round cannot be paired. Serializable: a pairing job keeps the
/// refusal it ended with, for the page that follows the job.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum PairRefusal {
    /// A round robin is paired once, all rounds at once.
    AlreadyPaired,
    /// Every planned round is paired.
    AllRoundsPaired,
    /// A proposed round waits to be published or discarded.
    DraftExists,
    /// Results are missing: the first round with a game without one, and its boards.
    MissingResults {
        /// The round.
        round: i32,
        /// Board numbers.
        boards: Vec<i32>,
    },
    /// Too few players for a round robin.
    TooFewPlayers,
    /// Too few players to make a single Swiss game.
    TooFewForSwiss,
    /// No pairing meets the absolute criteria.
    Impossible,
    /// No pairing meets the absolute criteria because of these prohibited
    /// pairings: the players of each, named with their pairing numbers.
    Prohibited(Vec<(String, String)>),
    /// A team event pairs teams, on its Matches page.
    TeamEvent,
}

impl PairRefusal {
    /// The message key of a refusal without details.
    pub fn message_key(&self) -> &'static str {
        match self {
            PairRefusal::AlreadyPaired => "pair-already-paired",
            PairRefusal::AllRoundsPaired => "pair-all-rounds-paired",
            PairRefusal::DraftExists => "pair-draft-exists",
            PairRefusal::MissingResults { .. } => "pair-results-missing-boards",
            PairRefusal::TooFewPlayers => "pair-too-few-players",
            PairRefusal::TooFewForSwiss => "pair-too-few-swiss",
            PairRefusal::Impossible => "pair-impossible",
            PairRefusal::Prohibited(_) => "pair-prohibited-blocking",
            PairRefusal::TeamEvent => "pair-team-event",
        }
    }
}

/// A round robin's schedule to store: pairing numbers in FIDE order (locked
/// from now on) and the boards of every round.
#[derive(Debug)]
pub struct RoundRobinSchedule {
    /// (player id, pairing number).
    pub numbers: Vec<(PlayerId, i32)>,
    /// Every board of every round.
    pub boards: Vec<NewBoard>,
    /// The number of rounds.
    pub rounds: i32,
}

/// Pairs a round robin: every player not withdrawn before round 1, numbered
/// by the Berger numbers set before (by hand or by lot) or else in FIDE
/// order, on the Berger tables (C.05 Annex 1), double if the event is.
pub fn pair_round_robin(t: &TournamentRow, players: &[PlayerRow]) -> Result<RoundRobinSchedule, PairRefusal> {
    let players = round_robin_players(t, players)?;
    let double = t.system() == System::DoubleRoundRobin;
    let schedule = round_robin::schedule(players.len() as u32, double, double && t.rr_reverse_last_two);
    Ok(round_robin_boards(t, &players, &schedule))
}

/// The players of a round robin about to be paired, in Berger number order.
pub fn round_robin_players<'a>(t: &TournamentRow, players: &'a [PlayerRow]) -> Result<Vec<&'a PlayerRow>, PairRefusal> {
    if t.paired_rounds > 0 {
        return Err(PairRefusal::AlreadyPaired);
    }
    let players = crate::actions::rounds::scheduled_players(players);
    if players.len() < MIN_ROUND_ROBIN_PLAYERS {
        return Err(PairRefusal::TooFewPlayers);
    }
    Ok(crate::actions::rounds::berger_order(&players).0)
}

/// The boards of a round robin's `schedule` (by Berger number) for
/// `players` in Berger number order.
pub fn round_robin_boards(
    t: &TournamentRow,
    players: &[&PlayerRow],
    schedule: &[Vec<round_robin::ScheduledBoard>],
) -> RoundRobinSchedule {
    let ids: Vec<PlayerId> = players.iter().map(|p| p.id).collect();
    let numbers: Vec<(PlayerId, i32)> = ids.iter().zip(1..).map(|(&id, no)| (id, no)).collect();
    let id_of = |no: u32| ids[no as usize - 1];
    let mut boards = Vec::new();
    for (pairs, round) in schedule.iter().zip(1..) {
        for b in pairs {
            let (black_id, result) = match b.black {
                Some(black) => (Some(id_of(black)), BoardResult::PENDING),
                None => (None, ByeKind::RestRound.into()),
            };
            let (white_id, board_no) = (id_of(b.white), b.board as i32);
            boards.push(NewBoard { tournament_id: t.id, round, board_no, white_id, black_id, result, version: 1 });
        }
    }
    RoundRobinSchedule { numbers, boards, rounds: schedule.len() as i32 }
}

/// A Swiss round proposed by the engine, to store as the draft.
#[derive(Debug)]
pub struct ProposedRound {
    /// The round.
    pub round: i32,
    /// (player id, pairing number) for every player: FIDE order before
    /// round 1, the next free numbers for late entries after it.
    pub numbers: Vec<(PlayerId, i32)>,
    /// The boards: games in publication order, then the pairing-allocated
    /// bye, then the requested byes.
    pub boards: Vec<NewBoard>,
    /// The last player of the Baku group A, to fix when round 1 is proposed
    /// (C.04.7: the group is fixed before round 1).
    pub baku_last: Option<PlayerId>,
    /// What the round is paired from, to store with it.
    pub made_from: PairingInput,
}

/// The pairing numbers to store before a Swiss round is paired.
fn pairing_numbers(event: &StoredEvent) -> Vec<(PlayerId, i32)> {
    let mut players = event.players.clone();
    if event.t.paired_rounds == 0 {
        players.iter_mut().for_each(|p| p.pairing_no = None);
    }
    numbered(players, &event.rules.seeding).into_iter().map(|p| (p.row.id, p.no)).collect()
}

/// Whether the next Swiss round may be paired: rounds left, no draft
/// waiting, and every game of the published rounds with its result.
fn may_pair_next(event: &StoredEvent) -> Result<i32, PairRefusal> {
    let t = &event.t;
    if t.paired_rounds >= t.rounds {
        return Err(PairRefusal::AllRoundsPaired);
    }
    if !event.draft.is_empty() {
        return Err(PairRefusal::DraftExists);
    }
    let missing = event.boards.iter().filter(|b| b.is_pending_game());
    if let Some(round) = missing.clone().map(|b| b.round).min() {
        let boards = missing.filter(|b| b.round == round).map(|b| b.board_no).collect();
        return Err(PairRefusal::MissingResults { round, boards });
    }
    Ok(t.paired_rounds + 1)
}

/// Proposes the next round of a Swiss event with the Dutch system (C.04.3),
/// given the byes requested for it.
pub fn propose_round(event: &StoredEvent, requests: &[ByeRequestRow]) -> Result<ProposedRound, PairRefusal> {
    propose_round_reporting(event, requests, &dutch::Progress::default())
}

/// [`propose_round`], saying in `progress` how many score brackets the
/// engine has paired (for the page that follows a pairing job).
pub fn propose_round_reporting(
    event: &StoredEvent,
    requests: &[ByeRequestRow],
    progress: &dutch::Progress,
) -> Result<ProposedRound, PairRefusal> {
    propose_with(event, requests, |event, input| {
        dutch::pair_round_reporting(input, progress).map_err(|_| unpairable(event, input))
    })
}

/// A start for pairing the next round of a Swiss event by hand
/// ([`dutch::starting_point`]): for a round no pairing of which meets the
/// absolute criteria, or one the arbiter pairs by hand on purpose. The
/// checker names the rules it breaks on the draft page.
pub fn start_round_by_hand(event: &StoredEvent, requests: &[ByeRequestRow]) -> Result<ProposedRound, PairRefusal> {
    propose_with(event, requests, |_, input| Ok(dutch::starting_point(input)))
}

/// The next round of a Swiss event as `pair` pairs it from the renumbered
/// event and its Dutch input, with the requested byes seated after it.
fn propose_with(
    event: &StoredEvent,
    requests: &[ByeRequestRow],
    pair: impl FnOnce(&StoredEvent, &RoundInput) -> Result<RoundPairing, PairRefusal>,
) -> Result<ProposedRound, PairRefusal> {
    let round = may_pair_next(event)?;
    let numbers = pairing_numbers(event);
    let event = event.renumbered(&numbers);
    let input = next_round_input(&event, requests);
    let pairing = pair(&event, &input)?;
    if pairing.boards.is_empty() {
        return Err(PairRefusal::TooFewForSwiss);
    }
    // The engine pairs only the numbers it was given: a number without a
    // player is the engine's failure, never a board with no player.
    let id_of = |no: PairingNumber| event.player_by_number(no).map(|p| p.id).ok_or(PairRefusal::Impossible);
    let mut boards: Vec<NewBoard> = Vec::new();
    let mut seat = |white_id: PlayerId, black_id: Option<PlayerId>, result: BoardResult| {
        let board_no = boards.len() as i32 + 1;
        boards.push(NewBoard { tournament_id: event.t.id, round, board_no, white_id, black_id, result, version: 1 });
    };
    for b in &pairing.boards {
        seat(id_of(b.white)?, Some(id_of(b.black)?), BoardResult::PENDING);
    }
    if let Some(bye) = pairing.bye {
        seat(id_of(bye)?, None, ByeKind::PairingAllocated.into());
    }
    for r in requests {
        if event.player(r.player_id).is_some_and(|p| p.withdrawn_from_round.is_none_or(|w| w > round)) {
            seat(r.player_id, None, r.kind.into());
        }
    }
    let baku_last = event.baku_group().map(|g| g.last);
    let made_from = PairingInput::of(&event, requests);
    Ok(ProposedRound { round, numbers, boards, baku_last, made_from })
}

/// Why a round cannot be paired: the prohibited pairings that block it, if
/// lifting some of them would let it be paired.
fn unpairable(event: &StoredEvent, input: &RoundInput) -> PairRefusal {
    let name = |no: PairingNumber| format!("{no} {}", event.player_by_number(no).map_or("?", |p| p.name.as_str()));
    let blocking = dutch::blocking_prohibitions(input);
    match blocking.is_empty() {
        true => PairRefusal::Impossible,
        false => PairRefusal::Prohibited(blocking.into_iter().map(|(a, b)| (name(a), name(b))).collect()),
    }
}

/// The Dutch input for the round after the published ones: the event's
/// record with the round's absences (withdrawals, requested byes) entered.
pub fn next_round_input(event: &StoredEvent, requests: &[ByeRequestRow]) -> RoundInput {
    let round = event.t.paired_rounds + 1;
    round_input(event, round, |p| {
        let requested = requests.iter().find(|r| r.player_id == p.id).map(|r| r.kind);
        let withdrawn = p.withdrawn_from_round.is_some_and(|r| r <= round);
        requested.or(withdrawn.then_some(ByeKind::ZeroPoint))
    })
}

/// The Dutch input for round `round`: the record of the rounds before it
/// with each numbered player's absence from the round (`absence`) entered.
fn round_input(event: &StoredEvent, round: i32, absence: impl Fn(&PlayerRow) -> Option<ByeKind>) -> RoundInput {
    let mut record = event.record(round - 1, |_| None);
    for p in &event.players {
        let Some(no) = p.pairing_no else { continue };
        if let Some(kind) = absence(p) {
            record.announce_bye(PairingNumber::new(no as u32), kind);
        }
    }
    dutch::round_input(&record, round.max(1) as usize)
}

/// The games and the pairing-allocated bye of a round's boards (published or
/// proposed), as the Dutch checker and explanation read a round.
pub(super) fn round_pairing(event: &StoredEvent, boards: &[BoardRow]) -> RoundPairing {
    let mut out = RoundPairing::default();
    for b in boards {
        match b.black_id {
            Some(black) => out.boards.push(Board { white: event.number(b.white_id), black: event.number(black) }),
            None if b.result == ByeKind::PairingAllocated.into() => out.bye = Some(event.number(b.white_id)),
            None => {}
        }
    }
    out
}

/// Why published Swiss round `round` is paired as it is (C.04.3): its
/// boards and bye read against the players' data before the round, with the
/// round's absences (requested byes, players without a board) as the engine
/// had them. The round's own results play no part: it is explained from the
/// moment it is published.
pub fn explain_round(event: &StoredEvent, round: i32) -> dutch::RoundWhy {
    let round = round.max(1);
    let boards: Vec<BoardRow> = event.boards.iter().filter(|b| b.round == round).cloned().collect();
    let input =
        round_input(event, round, |p| match boards.iter().find(|b| b.white_id == p.id || b.black_id == Some(p.id)) {
            None => Some(ByeKind::ZeroPoint),
            Some(b) if b.black_id.is_none() => b.result.bye().filter(|&k| k != ByeKind::PairingAllocated),
            Some(_) => None,
        });
    dutch::explain(&input, &round_pairing(event, &boards))
}
