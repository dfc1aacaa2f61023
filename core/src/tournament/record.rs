//! The record of a tournament, the one input of every computation on it
//! (pairing, standings and tie-breaks, crosstables, rating changes, norms):
//! the registered players (title, sex, birth date typed) with each one's
//! history round by round (opponent, colour, result), and the settings that
//! bear on pairing and scoring. A TRF file is read into an [`Event`] and
//! written from one (`crate::trf`); the app builds one from its boards with
//! [`Event::from_pairings`] (for pairing and TRF files: completed rounds
//! only) or [`Event::as_played`] (for standings: the round in play too).

use super::{
    BirthDate, ByeKind, GameResult, Outcome, Pairing, PairingNumber, PlayerRound, Points, ProhibitedPairing, Scoring,
    Sex, Title, VirtualPoints,
};
use shakmaty::Color;
use std::collections::HashMap;

/// What a player got in one round, in the categories the FIDE rules (and
/// the TRF round-block codes) tell apart.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RoundResult {
    /// Won a played game.
    Win,
    /// Drew a played game.
    Draw,
    /// Lost a played game.
    Loss,
    /// Won by forfeit.
    ForfeitWin,
    /// Lost by forfeit.
    ForfeitLoss,
    /// Won a game of less than one move (counts as played, not rated).
    UnratedWin,
    /// Drew a game of less than one move.
    UnratedDraw,
    /// Lost a game of less than one move.
    UnratedLoss,
    /// Half-point bye.
    HalfPointBye,
    /// Full-point bye.
    FullPointBye,
    /// Pairing-allocated bye.
    PairingAllocatedBye,
    /// Zero-point bye, absence, or not yet entered.
    ZeroPointBye,
    /// Not paired in the round (a late entry): an absence scoring nothing,
    /// written to a TRF as `Z`. Only the record of the rounds as played
    /// ([`Event::as_played`]) tells it apart from a zero-point bye.
    NotPaired,
    /// A game still on the board: no result yet, no points. Only the record
    /// of the rounds as played ([`Event::as_played`]) has one.
    Pending,
    /// An adjourned game, or a result not known (TRF `?`, and any result
    /// code a file has that TRF does not define, checklist Q166): played,
    /// and a draw for pairing only (C.04.3 D.1) until its result is in.
    Adjourned,
}

impl RoundResult {
    /// Whether the game was played over the board (counts for colours and meetings).
    pub fn is_played(self) -> bool {
        self.half_points_over_the_board().is_some()
    }

    /// Whether it is an absence known before the round was paired (`H`, `F`, `Z`).
    pub fn is_absence(self) -> bool {
        matches!(
            self,
            RoundResult::HalfPointBye | RoundResult::FullPointBye | RoundResult::ZeroPointBye | RoundResult::NotPaired
        )
    }

    /// Half-points scored in a game played over the board (2, 1 or 0);
    /// none for a forfeit, a bye or an absence.
    pub fn half_points_over_the_board(self) -> Option<u32> {
        match self {
            RoundResult::Win | RoundResult::UnratedWin => Some(2),
            RoundResult::Draw | RoundResult::UnratedDraw | RoundResult::Adjourned => Some(1),
            RoundResult::Loss | RoundResult::UnratedLoss => Some(0),
            _ => None,
        }
    }

    /// The result a player's outcome records. A round-robin rest round is
    /// "not paired", which FIDE's TRF and the tie-break reference read from a
    /// forfeit loss without an opponent; a pending game records nothing yet.
    pub fn of(outcome: Outcome) -> RoundResult {
        match outcome {
            Outcome::Win { forfeit: false } => RoundResult::Win,
            Outcome::Win { forfeit: true } => RoundResult::ForfeitWin,
            Outcome::Draw => RoundResult::Draw,
            Outcome::Loss { forfeit: false } => RoundResult::Loss,
            Outcome::Loss { forfeit: true } | Outcome::Bye(ByeKind::RestRound) => RoundResult::ForfeitLoss,
            Outcome::Bye(ByeKind::PairingAllocated) => RoundResult::PairingAllocatedBye,
            Outcome::Bye(ByeKind::HalfPoint) => RoundResult::HalfPointBye,
            Outcome::Bye(ByeKind::FullPoint) => RoundResult::FullPointBye,
            Outcome::Bye(ByeKind::ZeroPoint) => RoundResult::ZeroPointBye,
            Outcome::Pending => RoundResult::Pending,
            Outcome::Adjourned => RoundResult::Adjourned,
        }
    }
}

/// One round of one player's history.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundRecord {
    /// The opponent's pairing number, none for a bye or absence.
    pub opponent: Option<PairingNumber>,
    /// The (scheduled) colour, none without a game.
    pub colour: Option<Color>,
    /// The result.
    pub result: RoundResult,
}

impl RoundRecord {
    /// A round the player was not paired in.
    pub const ABSENT: RoundRecord = RoundRecord { opponent: None, colour: None, result: RoundResult::ZeroPointBye };

    /// A round the player had no board in, as the record of the rounds as
    /// played ([`Event::as_played`]) keeps it.
    pub const NOT_PAIRED: RoundRecord = RoundRecord { opponent: None, colour: None, result: RoundResult::NotPaired };

    /// A player's round seen from that player's side (`W`, `D`, `L` for a
    /// game of less than one move).
    pub fn of(entry: &PlayerRound) -> RoundRecord {
        let result = match (RoundResult::of(entry.outcome), entry.less_than_one_move) {
            (RoundResult::Win, true) => RoundResult::UnratedWin,
            (RoundResult::Draw, true) => RoundResult::UnratedDraw,
            (RoundResult::Loss, true) => RoundResult::UnratedLoss,
            (result, _) => result,
        };
        RoundRecord { opponent: entry.opponent, colour: entry.colour, result }
    }
}

/// A registered player and the player's history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventPlayer {
    /// Pairing number (TRF starting rank).
    pub start_no: PairingNumber,
    /// `Lastname, Firstname`.
    pub name: String,
    /// Sex, if recorded.
    pub sex: Option<Sex>,
    /// FIDE title, none without one.
    pub title: Option<Title>,
    /// FIDE rating, 0 when unrated.
    pub rating: u32,
    /// National rating, 0 when unrated or not recorded (TRF has none).
    pub national_rating: u32,
    /// Club, empty when not recorded (TRF has none).
    pub club: String,
    /// Federation.
    pub federation: String,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Birth date with the precision recorded, if any.
    pub birth_date: Option<BirthDate>,
    /// Current rank, if standings are known.
    pub rank: Option<u32>,
    /// One record per round from round 1; rounds not yet recorded are absent.
    pub rounds: Vec<RoundRecord>,
}

/// A tournament's players with their histories, and the settings pairing
/// and scoring need.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Event {
    /// Players in pairing-number order as recorded.
    pub players: Vec<EventPlayer>,
    /// The planned number of rounds, if known.
    pub total_rounds: Option<u32>,
    /// The colour the top-ranked player gets in round 1, if set.
    pub initial_colour: Option<Color>,
    /// Points per result.
    pub scoring: Scoring,
    /// Players who may not meet each other, each group in a range of rounds.
    pub prohibited: Vec<ProhibitedPairing>,
    /// Virtual points for pairing only (accelerated pairings).
    pub accelerations: Vec<VirtualPoints>,
    /// In an event lasting over 30 days whose rating tie-breaks use each
    /// round's rating, the ratings players got during it. Empty: every
    /// player keeps their first rating, as C.07 (2026) has it by default.
    pub later_ratings: Vec<LaterRating>,
    /// The values of the EXT tie-break the arbiter entered (checklist
    /// Q207): (pairing number, value in hundredths).
    pub external_values: Vec<(PairingNumber, i64)>,
    /// Points the arbiter added or took away (penalties of the Laws 12.9,
    /// bonuses or deductions of the regulations; TRF-2026 record 299).
    pub point_adjustments: Vec<super::PointAdjustment>,
}

/// A rating a player got during a long event (checklist Q212, Q213), in
/// force from a round on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaterRating {
    /// The player's pairing number.
    pub player: PairingNumber,
    /// The first round the rating is in force in (2 or later).
    pub from_round: u32,
    /// The rating, 0 when unrated.
    pub rating: u32,
}

/// A round record that cannot be read as a pairing.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("player {player}, round {round}: {reason}")]
pub struct RoundError {
    /// Pairing number of the player.
    pub player: PairingNumber,
    /// Round number.
    pub round: usize,
    /// What is wrong.
    pub reason: RoundProblem,
}

/// What is wrong with a round record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RoundProblem {
    /// The opponent's record has no entry for the round.
    #[error("the opponent has no entry for this round")]
    OpponentWithoutEntry,
    /// The two players' results do not make one board result.
    #[error("results do not agree")]
    ResultsDisagree,
    /// An opponent without a colour.
    #[error("a game without a colour")]
    NoColour,
    /// A played result without an opponent.
    #[error("a game result without an opponent")]
    ResultWithoutOpponent,
}

impl EventPlayer {
    /// The player with pairing number `start_no`, unrated, with nothing
    /// else known yet and no rounds.
    pub fn new(start_no: PairingNumber) -> EventPlayer {
        EventPlayer {
            start_no,
            name: String::new(),
            sex: None,
            title: None,
            rating: 0,
            national_rating: 0,
            club: String::new(),
            federation: String::new(),
            fide_id: None,
            birth_date: None,
            rank: None,
            rounds: Vec::new(),
        }
    }
}

impl Event {
    /// The colour the top-ranked player gets in round 1: as set (record
    /// 152, `XXC`); else, as TRF-2026 reads a file without record 152, the
    /// colour the top-ranked player paired in round 1 had; else White.
    pub fn initial_colour_in_force(&self) -> Color {
        self.initial_colour
            .or_else(|| {
                let paired = self.players.iter().filter_map(|p| {
                    let first = p.rounds.first().filter(|r| r.opponent.is_some())?;
                    Some((p.start_no, first.colour?))
                });
                paired.min_by_key(|&(no, _)| no).map(|(_, colour)| colour)
            })
            .unwrap_or(Color::White)
    }

    /// Players registered as `players` (their rounds ignored), with the
    /// pairings of `rounds` (round 1 first) recorded, as pairing and TRF
    /// files read them. A round without an entry for a player (a late entry,
    /// a withdrawal) is recorded as an absence. The record stops before the
    /// first round with a result still pending: a record has no code for a
    /// game without a result.
    pub fn from_pairings(players: Vec<EventPlayer>, rounds: &[Vec<Pairing>], scoring: Scoring) -> Event {
        let complete = super::rounds_to_pair_from(rounds);
        Event::recorded(players, &rounds[..complete], scoring, RoundRecord::ABSENT)
    }

    /// Players registered as `players` (their rounds ignored), with every
    /// round of `rounds` (round 1 first) recorded as it stands, as standings,
    /// tie-breaks, crosstables, rating changes and norms read it: a game still
    /// on the board is [`RoundResult::Pending`], a round without an entry for
    /// a player [`RoundResult::NotPaired`].
    pub fn as_played(players: Vec<EventPlayer>, rounds: &[Vec<Pairing>], scoring: Scoring) -> Event {
        Event::recorded(players, rounds, scoring, RoundRecord::NOT_PAIRED)
    }

    /// Players sorted by pairing number with every round of `rounds`, `absent`
    /// where a player has no entry.
    fn recorded(players: Vec<EventPlayer>, rounds: &[Vec<Pairing>], scoring: Scoring, absent: RoundRecord) -> Event {
        let mut players = players;
        players.sort_by_key(|p| p.start_no);
        for p in &mut players {
            p.rounds = vec![absent; rounds.len()];
        }
        let index: HashMap<PairingNumber, usize> = players.iter().enumerate().map(|(i, p)| (p.start_no, i)).collect();
        for (pairings, round) in rounds.iter().zip(1u32..) {
            for (no, entry) in pairings.iter().flat_map(|p| p.player_rounds(round)) {
                if let Some(&i) = index.get(&no) {
                    players[i].rounds[round as usize - 1] = RoundRecord::of(&entry);
                }
            }
        }
        Event { players, scoring, ..Event::default() }
    }

    /// The player with a pairing number.
    pub fn player(&self, start_no: PairingNumber) -> Option<&EventPlayer> {
        self.players.iter().find(|p| p.start_no == start_no)
    }

    /// The number of rounds with at least one record.
    pub fn rounds_recorded(&self) -> u32 {
        self.players.iter().map(|p| p.rounds.len() as u32).max().unwrap_or(0)
    }

    /// A player's score after the first `rounds` rounds, their results' points
    /// with the points adjusted in those rounds.
    pub fn score_after(&self, player: &EventPlayer, rounds: usize) -> Points {
        let results: Points = player.rounds.iter().take(rounds).map(|r| self.scoring.of_round(r.result)).sum();
        results + super::adjusted_through(&self.point_adjustments, player.start_no, rounds as u32)
    }

    /// A player's score over every recorded round.
    pub fn score(&self, player: &EventPlayer) -> Points {
        self.score_after(player, player.rounds.len())
    }

    /// Records an absence announced for the round after the recorded ones
    /// (a requested bye, a withdrawal) for the player with `start_no`.
    pub fn announce_bye(&mut self, start_no: PairingNumber, kind: ByeKind) {
        if let Some(p) = self.players.iter_mut().find(|p| p.start_no == start_no) {
            p.rounds.push(RoundRecord { opponent: None, colour: None, result: RoundResult::of(Outcome::Bye(kind)) });
        }
    }

    /// The round to pair next: the round after the last one with a game or
    /// pairing-allocated bye. A last round holding only absences (`H`, `F`,
    /// `Z`) announces the absences of the round to pair.
    pub fn round_to_pair(&self) -> usize {
        let recorded = self.rounds_recorded() as usize;
        let only_absences = |r: usize| {
            self.players.iter().all(|p| p.rounds.get(r).is_none_or(|e| e.opponent.is_none() && e.result.is_absence()))
        };
        if recorded > 0 && only_absences(recorded - 1) { recorded } else { recorded + 1 }
    }

    /// The pairings of every recorded round, round 1 first, games listed once
    /// from White's side. Players without a record in a round are left out of
    /// it. Both players' records of a game must agree.
    pub fn pairings(&self) -> Result<Vec<Vec<Pairing>>, RoundError> {
        let mut out = vec![Vec::new(); self.rounds_recorded() as usize];
        for p in &self.players {
            for (r, e) in p.rounds.iter().enumerate() {
                let err = |reason| RoundError { player: p.start_no, round: r + 1, reason };
                match (e.opponent, e.colour) {
                    (Some(opponent), Some(Color::White)) => {
                        let other = self
                            .player(opponent)
                            .and_then(|o| o.rounds.get(r))
                            .ok_or_else(|| err(RoundProblem::OpponentWithoutEntry))?;
                        let result =
                            game_result(e.result, other.result).ok_or_else(|| err(RoundProblem::ResultsDisagree))?;
                        out[r].push(Pairing::Game { white: p.start_no, black: opponent, result });
                    }
                    (Some(_), Some(Color::Black)) => {}
                    (Some(_), None) => return Err(err(RoundProblem::NoColour)),
                    (None, _) => {
                        let kind = bye_kind(e.result).ok_or_else(|| err(RoundProblem::ResultWithoutOpponent))?;
                        out[r].push(Pairing::Bye { player: p.start_no, kind });
                    }
                }
            }
        }
        Ok(out)
    }
}

/// The kind of bye a result without an opponent records.
fn bye_kind(result: RoundResult) -> Option<ByeKind> {
    Some(match result {
        RoundResult::PairingAllocatedBye => ByeKind::PairingAllocated,
        RoundResult::HalfPointBye => ByeKind::HalfPoint,
        RoundResult::FullPointBye | RoundResult::ForfeitWin => ByeKind::FullPoint,
        RoundResult::ZeroPointBye | RoundResult::ForfeitLoss => ByeKind::ZeroPoint,
        _ => return None,
    })
}

/// Whether two results of one played game are an unusual result: ½-0,
/// 0-½ or 0-0 (C.04.2), each player scored by his own result.
pub fn is_unusual(white: RoundResult, black: RoundResult) -> bool {
    use RoundResult::*;
    matches!((white, black), (Draw, Loss) | (Loss, Draw) | (Loss, Loss))
}

/// The board result of a game from both players' results.
fn game_result(white: RoundResult, black: RoundResult) -> Option<GameResult> {
    use RoundResult::*;
    Some(match (white, black) {
        (UnratedWin, UnratedLoss) => GameResult::WhiteWinsUnrated,
        (UnratedLoss, UnratedWin) => GameResult::BlackWinsUnrated,
        (UnratedDraw, UnratedDraw) => GameResult::DrawUnrated,
        (Win | UnratedWin, Loss | UnratedLoss) => GameResult::WhiteWins,
        (Loss | UnratedLoss, Win | UnratedWin) => GameResult::BlackWins,
        (Draw | UnratedDraw, Draw | UnratedDraw) => GameResult::Draw,
        (ForfeitWin, ForfeitLoss) => GameResult::WhiteWinsByForfeit,
        (ForfeitLoss, ForfeitWin) => GameResult::BlackWinsByForfeit,
        (ForfeitLoss, ForfeitLoss) => GameResult::DoubleForfeit,
        (Draw, Loss) => GameResult::WhiteHalfBlackNothing,
        (Loss, Draw) => GameResult::BlackHalfWhiteNothing,
        (Loss, Loss) => GameResult::BothLose,
        (ZeroPointBye, ZeroPointBye) | (Pending, Pending) => GameResult::Pending,
        (Adjourned, Adjourned) => GameResult::Adjourned,
        _ => return None,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A registered player without rounds.
    pub(crate) fn player(no: u32) -> EventPlayer {
        EventPlayer { name: format!("Player {no}"), rating: 2000 - no, ..EventPlayer::new(PairingNumber::new(no)) }
    }

    /// Players 1 to `count`, unrated, with `rounds` recorded as played under the default scoring.
    pub(crate) fn played(count: u32, rounds: &[Vec<Pairing>]) -> Event {
        let players = (1..=count).map(|n| EventPlayer::new(PairingNumber::new(n))).collect();
        Event::as_played(players, rounds, Scoring::default())
    }

    /// [`played`] with each player's rating given by `rating`.
    pub(crate) fn rated(count: u32, rounds: &[Vec<Pairing>], rating: impl Fn(u32) -> u32) -> Event {
        let mut event = played(count, rounds);
        for p in &mut event.players {
            p.rating = rating(p.start_no.get());
        }
        event
    }

    /// Two rounds of three players: a draw and a PAB, then a half-point bye
    /// and a game Black wins by forfeit.
    pub(crate) fn two_rounds() -> Vec<Vec<Pairing>> {
        vec![
            vec![
                Pairing::Game { white: PairingNumber::new(1), black: PairingNumber::new(2), result: GameResult::Draw },
                Pairing::Bye { player: PairingNumber::new(3), kind: ByeKind::PairingAllocated },
            ],
            vec![
                Pairing::Bye { player: PairingNumber::new(2), kind: ByeKind::HalfPoint },
                Pairing::Game {
                    white: PairingNumber::new(3),
                    black: PairingNumber::new(1),
                    result: GameResult::BlackWinsByForfeit,
                },
            ],
        ]
    }

    #[test]
    fn pairings_become_records_and_back() {
        let rounds = two_rounds();
        let event = Event::from_pairings(vec![player(3), player(1), player(2)], &rounds, Scoring::default());
        let records = |no: u32| event.player(PairingNumber::new(no)).unwrap().rounds.clone();
        assert_eq!(
            records(1),
            vec![
                RoundRecord {
                    opponent: Some(PairingNumber::new(2)),
                    colour: Some(Color::White),
                    result: RoundResult::Draw
                },
                RoundRecord {
                    opponent: Some(PairingNumber::new(3)),
                    colour: Some(Color::Black),
                    result: RoundResult::ForfeitWin
                },
            ]
        );
        assert_eq!(records(3)[0].result, RoundResult::PairingAllocatedBye);
        assert_eq!(records(2)[1].result, RoundResult::HalfPointBye);
        // ½ + 1 (forfeit win), ½ + ½ (half-point bye), 1 (PAB) + 0 (forfeit loss).
        let scores: Vec<Points> = event.players.iter().map(|p| event.score_after(p, 2)).collect();
        assert_eq!(scores, vec![Points(15), Points(10), Points(10)]);
        assert_eq!(event.pairings().unwrap(), rounds);
        assert_eq!(event.round_to_pair(), 3);
    }

    #[test]
    fn a_pending_round_is_not_recorded_and_announced_byes_are() {
        let rounds = vec![
            vec![Pairing::Game {
                white: PairingNumber::new(1),
                black: PairingNumber::new(2),
                result: GameResult::WhiteWins,
            }],
            vec![Pairing::Game {
                white: PairingNumber::new(2),
                black: PairingNumber::new(1),
                result: GameResult::Pending,
            }],
        ];
        let mut event = Event::from_pairings(vec![player(1), player(2)], &rounds, Scoring::default());
        assert_eq!(event.rounds_recorded(), 1);
        event.announce_bye(PairingNumber::new(1), ByeKind::HalfPoint);
        assert_eq!(event.round_to_pair(), 2, "a last round of absences announces the round to pair");
        event.announce_bye(PairingNumber::new(2), ByeKind::PairingAllocated);
        assert_eq!(event.round_to_pair(), 3);
    }

    #[test]
    fn games_of_less_than_one_move_keep_their_codes() {
        let mut event = Event::from_pairings(vec![player(1), player(2)], &two_rounds()[..1], Scoring::default());
        event.players[0].rounds[0].result = RoundResult::UnratedDraw;
        event.players[1].rounds[0].result = RoundResult::UnratedDraw;
        let rounds = event.pairings().unwrap();
        assert!(matches!(rounds[0][0], Pairing::Game { result: GameResult::DrawUnrated, .. }));
        let again = Event::from_pairings(vec![player(1), player(2)], &rounds, Scoring::default());
        assert_eq!(again.players[0].rounds[0].result, RoundResult::UnratedDraw, "written back as D");
        assert_eq!(again.score_after(&again.players[0], 1), Points(5));
    }

    #[test]
    fn disagreeing_records_are_refused() {
        let rounds = vec![vec![Pairing::Game {
            white: PairingNumber::new(1),
            black: PairingNumber::new(2),
            result: GameResult::WhiteWins,
        }]];
        let mut event = Event::from_pairings(vec![player(1), player(2)], &rounds, Scoring::default());
        event.players[1].rounds[0].result = RoundResult::Draw;
        let e = event.pairings().unwrap_err();
        assert_eq!(e.to_string(), "player 1, round 1: results do not agree");
    }
}
