//! The title-norm check (B.01 1.4, [`super::norms`]) fed from a tournament's
//! record ([`Event`]: its rounds as played and its players): each player's
//! games with the opponents' ratings, titles and federations, and the
//! event's facts (rounds, system, host federation, the Swiss field for
//! 1.4.3d).

use super::norms::{
    self, Applicant, EventKind, Game, NormError, NormEvent, NormInput, NormReport, NormTitle, Opponent, PairingSystem,
    SwissField,
};
use crate::tournament::{Event, EventPlayer, PairingNumber, RoundRecord, RoundResult, Sex, Title};
use std::collections::HashMap;

/// What the norm rules need to know of a registered player.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Entrant {
    /// FIDE rating (None: unrated).
    pub rating: Option<u16>,
    /// FIDE title.
    pub title: Option<Title>,
    /// Three-letter federation.
    pub federation: String,
    /// Sex, none when not registered.
    pub sex: Option<Sex>,
}

impl Entrant {
    /// What the norm rules read of an event's player: a rating above 0, the
    /// title, the federation, the sex.
    pub fn of(player: &EventPlayer) -> Entrant {
        Entrant {
            rating: u16::try_from(player.rating).ok().filter(|&r| r > 0),
            title: player.title,
            federation: player.federation.clone(),
            sex: player.sex,
        }
    }
}

/// Why a player's norms cannot be checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NormProblem {
    /// The player's own federation is not registered.
    NoFederation,
    /// This opponent's (pairing number) federation is not registered.
    OpponentWithoutFederation(PairingNumber),
    /// The games do not fit the event (more games than rounds).
    Inconsistent(NormError),
}

impl std::fmt::Display for NormProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            NormProblem::NoFederation => write!(f, "the player has no federation"),
            NormProblem::OpponentWithoutFederation(no) => write!(f, "opponent {no} has no federation"),
            NormProblem::Inconsistent(e) => write!(f, "{e}"),
        }
    }
}

/// The norm titles worth checking for a player (B.01 1.4): women's titles
/// only for women, and only titles above the one already held.
pub fn sought_titles(entrant: &Entrant) -> Vec<NormTitle> {
    let held = match entrant.title {
        Some(Title::GM) => 4,
        Some(Title::IM) => 3,
        Some(Title::WGM) => 2,
        Some(Title::WIM) => 1,
        _ => 0,
    };
    let rank = |t: NormTitle| match t {
        NormTitle::GM => 4,
        NormTitle::IM => 3,
        NormTitle::WGM => 2,
        NormTitle::WIM => 1,
    };
    let women = |t: NormTitle| matches!(t, NormTitle::WGM | NormTitle::WIM);
    NormTitle::ALL.into_iter().filter(|&t| rank(t) > held && !(women(t) && entrant.sex == Some(Sex::Male))).collect()
}

/// The event as the norm rules see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventFacts {
    /// Rounds scheduled.
    pub rounds: u32,
    /// Round robin (single or double) rather than Swiss.
    pub round_robin: bool,
    /// Double round robin.
    pub double: bool,
    /// The federation that registered the event (empty if unknown).
    pub host_federation: String,
}

/// The applicant's score in half points for a round that had an opponent
/// (or, without one, was a rest round), and whether the game was played;
/// none for a bye, a round not paired or a game still on the board.
fn half_points(result: RoundResult) -> Option<(u8, bool)> {
    match result {
        RoundResult::Win | RoundResult::UnratedWin => Some((2, true)),
        RoundResult::ForfeitWin => Some((2, false)),
        RoundResult::Draw | RoundResult::UnratedDraw => Some((1, true)),
        RoundResult::Loss | RoundResult::UnratedLoss => Some((0, true)),
        RoundResult::ForfeitLoss => Some((0, false)),
        _ => None,
    }
}

/// [`half_points`] of a round, where a game of less than one move is not
/// played over the board (1.4.2c: it is not counted).
fn over_the_board(round: &RoundRecord) -> Option<(u8, bool)> {
    let short = matches!(round.result, RoundResult::UnratedWin | RoundResult::UnratedDraw | RoundResult::UnratedLoss);
    half_points(round.result).map(|(score, played)| (score, played && !short))
}

/// Whether a player scored nothing over the board against rated opponents (1.4.2b).
fn scored_zero_vs_rated(record: &EventPlayer, entrants: &HashMap<PairingNumber, Entrant>) -> bool {
    record
        .rounds
        .iter()
        .filter(|r| r.opponent.and_then(|o| entrants.get(&o)).is_some_and(|e| e.rating.is_some()))
        .filter_map(|r| over_the_board(r).filter(|&(_, played)| played))
        .all(|(score, _)| score == 0)
}

/// The Swiss field of 1.4.3d: rated players from other federations than the
/// host's who missed at most one round (a pairing-allocated bye is not missed).
fn swiss_field(
    records: &[EventPlayer],
    entrants: &HashMap<PairingNumber, Entrant>,
    facts: &EventFacts,
) -> Option<SwissField> {
    if facts.round_robin || facts.host_federation.is_empty() {
        return None;
    }
    let present = |r: &EventPlayer| {
        let missed = r
            .rounds
            .iter()
            .filter(|x| match x.result {
                RoundResult::PairingAllocatedBye => false,
                result => half_points(result).is_none_or(|(_, played)| !played),
            })
            .count() as u32
            + facts.rounds.saturating_sub(r.rounds.len() as u32);
        missed <= 1
    };
    let foreign: Vec<&Entrant> = records
        .iter()
        .filter(|r| present(r))
        .filter_map(|r| entrants.get(&r.start_no))
        .filter(|e| e.rating.is_some() && !e.federation.is_empty() && e.federation != facts.host_federation)
        .collect();
    let federations: std::collections::BTreeSet<&str> = foreign.iter().map(|e| e.federation.as_str()).collect();
    let titled = foreign.iter().filter(|e| matches!(e.title, Some(Title::GM | Title::IM | Title::WGM | Title::WIM)));
    Some(SwissField {
        foreign_rated_players: foreign.len() as u16,
        foreign_federations: federations.len() as u16,
        foreign_title_holders: titled.count() as u16,
    })
}

/// Checks every norm title for every player of an event (its rounds as
/// played), by pairing number.
pub fn check_all(event: &Event, facts: &EventFacts) -> Vec<(PairingNumber, Result<NormReport, NormProblem>)> {
    let records = &event.players;
    let entrants: HashMap<PairingNumber, Entrant> = records.iter().map(|p| (p.start_no, Entrant::of(p))).collect();
    let entrants = &entrants;
    let system = match (facts.round_robin, facts.double) {
        (false, _) => PairingSystem::Swiss,
        (true, false) => PairingSystem::RoundRobin,
        (true, true) => PairingSystem::DoubleRoundRobin,
    };
    let norm_event = NormEvent {
        rounds: facts.rounds.min(u32::from(u8::MAX)) as u8,
        system,
        kind: EventKind::Ordinary,
        host_federation: facts.host_federation.clone(),
        players: records.len().min(usize::from(u16::MAX)) as u16,
        swiss_field: swiss_field(records, entrants, facts),
    };
    let by_no: HashMap<PairingNumber, &EventPlayer> = records.iter().map(|r| (r.start_no, r)).collect();
    let zero_scorers: HashMap<PairingNumber, bool> =
        records.iter().map(|r| (r.start_no, scored_zero_vs_rated(r, entrants))).collect();
    records
        .iter()
        .map(|record| {
            let me = entrants.get(&record.start_no).cloned().unwrap_or_default();
            if me.federation.is_empty() {
                return (record.start_no, Err(NormProblem::NoFederation));
            }
            let without = record
                .rounds
                .iter()
                .filter_map(|r| r.opponent)
                .find(|o| entrants.get(o).is_none_or(|e| e.federation.is_empty()));
            if let Some(opponent) = without {
                return (record.start_no, Err(NormProblem::OpponentWithoutFederation(opponent)));
            }
            let sought = sought_titles(&me);
            let games = record
                .rounds
                .iter()
                .filter_map(|r| {
                    let opponent = r.opponent?;
                    let (score, played_over_board) = over_the_board(r)?;
                    let them = entrants.get(&opponent).cloned().unwrap_or_default();
                    let zero = by_no.contains_key(&opponent) && zero_scorers.get(&opponent).copied().unwrap_or(false);
                    Some(Game {
                        opponent: Opponent { rating: them.rating, title: them.title, federation: them.federation },
                        score,
                        played_over_board,
                        opponent_scored_zero_vs_rated: zero,
                    })
                })
                .collect();
            let byes = record.rounds.iter().filter(|r| r.result == RoundResult::PairingAllocatedBye).count();
            let applicant = Applicant {
                federation: me.federation.clone(),
                rating: me.rating,
                pairing_allocated_byes: byes.min(usize::from(u8::MAX)) as u8,
            };
            let input = NormInput { applicant, event: norm_event.clone(), games };
            let report = norms::check_norms(&input).map_err(NormProblem::Inconsistent).map(|mut r| {
                r.checks.retain(|c| sought.contains(&c.title));
                r
            });
            (record.start_no, report)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::rated;
    use crate::tournament::{GameResult, Pairing};

    #[test]
    fn a_game_of_less_than_one_move_is_not_played_over_the_board() {
        let rounds = vec![vec![Pairing::Game {
            white: PairingNumber::new(1),
            black: PairingNumber::new(2),
            result: GameResult::WhiteWinsUnrated,
        }]];
        let mut event = rated(2, &rounds, |_| 2500);
        for p in &mut event.players {
            (p.federation, p.sex) = ("RUS".into(), Some(Sex::Male));
        }
        assert_eq!(over_the_board(&event.players[0].rounds[0]), Some((2, false)));
        assert_eq!(over_the_board(&event.players[1].rounds[0]), Some((0, false)));
        let facts = EventFacts { rounds: 1, round_robin: false, double: false, host_federation: "RUS".into() };
        let reports = check_all(&event, &facts);
        let report = reports[0].1.as_ref().unwrap();
        assert_eq!(report.counted_games, 0, "the win of less than one move is not counted (1.4.2c)");
    }
}
