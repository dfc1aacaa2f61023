//! FIDE C.07 team tie-breaks (art. 11-13, with the unplayed rounds of art.
//! 16) under the edition an event follows, computed as the FIDE TEC's
//! program, Gacrux 1.10.59, computes them (the `teams` vectors of
//! tests/vectors are its output), except where the text says otherwise:
//! the board-count step of EDEBT and EDEBB ranks the lower count first
//! (art. 12.1, [`BoardCountOrder`]).
//!
//! The terms of the individual tie-breaks carry over (see the parent
//! module): a *played* round is a match with a board played, and the
//! pairing-allocated bye (which has no opponent, so its Buchholz term is
//! the dummy's); a *VUR* is a round neither played nor won; the
//! *adjusted score* counts the VURs after a team's last other round as
//! draws; the *dummy* of an unplayed round has the team's own score,
//! capped under the 2026 text (art. 16.4). A draw is worth the draw's
//! match points in MP and half of the boards in GP.

mod code;
mod encounter;
mod facts;

pub use code::{TeamKind, TeamTieBreak, UnknownTeamTieBreak, parse_team_list, valid_codes};
pub use facts::{BoardPoints, RoundFacts, TeamFacts, facts};

use super::{Edition, Value, div_round};
use crate::tournament::PairingNumber;
use crate::tournament::team::{MatchScoring, Score, TeamEvent, TeamRound};

/// A team event's results as the team tie-breaks read them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamResults {
    /// Every team, in TPN order.
    pub teams: Vec<TeamFacts>,
    /// The rounds of the event.
    pub rounds: usize,
    /// The boards of a match.
    pub boards: usize,
    /// The score that ranks the teams.
    pub primary: Score,
    /// The match points of a win and a draw.
    pub scoring: MatchScoring,
    /// The edition of C.07 the event follows.
    pub edition: Edition,
    /// Which board count ranks first in the board-count step of EDE's
    /// variants (C.07 art. 13.3.2 with 12.1).
    pub board_count: BoardCountOrder,
}

/// Which board count ranks first when EDEBT and EDEBB (and the
/// reference's EDEC) compare two teams still tied by the board count of
/// their encounters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BoardCountOrder {
    /// The lower count first: art. 13.3.2 names art. 12's BC, and 12.1
    /// says "the lower the sum of these products, the higher the ranking
    /// of the team" (both editions). Held's example 46 ranks this way.
    #[default]
    LowerFirst,
    /// The higher count first, as Gacrux 1.10.59 computes the step (its
    /// own BC tie-break ranks the lower first). Only for reproducing the
    /// reference's vectors; no event is ranked this way.
    HigherFirstAsTheReference,
}

impl TeamResults {
    /// The results of a team event whose rounds are `history`
    /// ([`TeamEvent::history`]).
    pub fn new(event: &TeamEvent, history: &[Vec<TeamRound>], edition: Edition) -> TeamResults {
        let rounds = history.iter().map(Vec::len).max().unwrap_or(0);
        let rounds = rounds.max(event.players.total_rounds.unwrap_or(0) as usize);
        TeamResults {
            teams: facts(event, history),
            rounds,
            boards: event.teams.boards(),
            primary: event.teams.system.primary,
            scoring: event.teams.scoring,
            edition,
            board_count: BoardCountOrder::default(),
        }
    }

    /// A win in a score, in tenths (a game is won by one point).
    fn win(&self, score: Score) -> i64 {
        match score {
            Score::Match => i64::from(self.scoring.win.0),
            Score::Game => 10,
        }
    }

    /// A drawn round in a score, in tenths: the draw's match points, or half of the boards.
    fn draw(&self, score: Score) -> i64 {
        match score {
            Score::Match => i64::from(self.scoring.draw.0),
            Score::Game => 5 * self.boards as i64,
        }
    }

    /// A team's total in a score, in tenths.
    fn total(&self, t: usize, score: Score) -> i64 {
        self.teams[t].rounds.iter().map(|r| r.in_score(score)).sum()
    }
}

/// One team's tie-breaks and rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamTieBreaks {
    /// The team's pairing number.
    pub tpn: PairingNumber,
    /// The place after the whole list; teams equal on everything share it.
    pub rank: u32,
    /// One value per tie-break of the list, in hundredths; `None` where it
    /// is undefined (AOB without a match played).
    pub values: Vec<Option<Value>>,
}

/// One term of a Buchholz-like sum.
#[derive(Clone, Copy, Debug)]
struct Term {
    /// The opponent's (or the dummy's) score, in tenths.
    score: i64,
    /// The contribution: the score, or for the Sonneborn-Berger family the
    /// score times the own result (tenths times tenths: hundredths).
    value: i64,
    vur: bool,
}

struct Calculator<'a> {
    results: &'a TeamResults,
    /// Whether a Fore Buchholz came earlier in the list: the reference then
    /// keeps counting every round of a team paired in the last round at
    /// its score (see [`Calculator::last_counted`]).
    after_fore: bool,
}

impl Calculator<'_> {
    /// The last round (from 1) whose points a team's adjusted score keeps
    /// as scored: the last round that is not a VUR; for Fore Buchholz, and
    /// for every tie-break after one, the last round when the team was
    /// paired in it.
    fn last_counted(&self, t: usize, fore: bool) -> usize {
        if (fore || self.after_fore) && self.paired_last(t) {
            return self.results.rounds;
        }
        self.results.teams[t].rounds.iter().rposition(|r| !r.vur).map_or(0, |l| l + 1)
    }

    /// Whether the team was paired in the last round (a match, or the PAB).
    fn paired_last(&self, t: usize) -> bool {
        let rounds = &self.results.teams[t].rounds;
        rounds.iter().rposition(|r| r.opponent.is_some() || r.played).is_some_and(|l| l + 1 == self.results.rounds)
    }

    /// A team's adjusted score (art. 16.3) in `score` and its own score;
    /// for Fore Buchholz both with a last-round match counted as a draw.
    fn adjusted(&self, t: usize, score: Score, fore: bool) -> (i64, i64) {
        let r = self.results;
        let rounds = &r.teams[t].rounds;
        let last = self.last_counted(t, fore);
        let mut adjusted: i64 = rounds
            .iter()
            .enumerate()
            .map(|(k, x)| if k < last || x.opponent.is_some() { x.in_score(score) } else { r.draw(score) })
            .sum();
        let mut own = r.total(t, score);
        let last_match = rounds.last().filter(|x| x.opponent.is_some() && rounds.len() == r.rounds);
        if let (true, Some(x)) = (fore, last_match) {
            let adjust = r.draw(score) - x.in_score(score);
            adjusted += adjust;
            own += adjust;
        }
        (adjusted, own)
    }

    /// The terms of BH (FB with `fore`) in `score`, or of the
    /// Sonneborn-Berger family with the own result in `result`.
    fn terms(&self, t: usize, score: Score, result: Option<Score>, fore: bool) -> Vec<Term> {
        let r = self.results;
        let own = self.adjusted(t, score, fore).1;
        let last = r.rounds;
        r.teams[t]
            .rounds
            .iter()
            .enumerate()
            .map(|(k, x)| {
                let opponent_score = |o: usize| self.adjusted(o, score, fore).0;
                let (value, vur) = match x.opponent {
                    Some(o) if x.played || (fore && k + 1 == last) => (opponent_score(o), false),
                    opponent => {
                        // The dummy: the own score, under the 2026 text not
                        // more than the scheduled opponent's score (16.4.1)
                        // or a draw in every round (16.4.2). The opponent's
                        // score is its adjusted score (16.3), in the score the
                        // tie-break counts: the text caps by "the scheduled
                        // opponent's score", which for BH:GP is its game
                        // points. So Held's team 1 (a forfeit win in round 6)
                        // gets BH:GP 109 and EGMSB 148 under the 2026 text,
                        // as the reference computes (README, Doubts 5).
                        let cap = match (r.edition, opponent) {
                            (Edition::C07of2024, _) => own,
                            (Edition::C07of2026, Some(o)) => opponent_score(o),
                            (Edition::C07of2026, None) => r.draw(score) * last as i64,
                        };
                        (own.min(cap), x.vur)
                    }
                };
                let contribution = match result {
                    Some(result) => value * x.in_score(result),
                    None => value * 10,
                };
                Term { score: value, value: contribution, vur }
            })
            .collect()
    }

    /// The sum of the terms left after the cuts of `tb`: the least
    /// significant first, a VUR's term before any other (for the
    /// Sonneborn-Berger family the lower-scored opponent's term when its
    /// product is higher than the VUR's), then the most significant.
    fn cut_sum(mut terms: Vec<Term>, low: u32, high: u32) -> Value {
        for _ in 0..low {
            let Some(lowest) = first_best(&terms, |t| (-t.score, -t.value)) else { break };
            let vur = first_best(&terms, |t| if t.vur { (-t.value, -t.score) } else { (i64::MIN, i64::MIN) })
                .filter(|&k| terms[k].vur);
            let remove = match vur {
                Some(v) if terms[lowest].value <= terms[v].value => v,
                _ => lowest,
            };
            terms.remove(remove);
        }
        for _ in 0..high {
            let Some(highest) = first_best(&terms, |t| (t.score, t.value)) else { break };
            terms.remove(highest);
        }
        terms.iter().map(|t| t.value).sum()
    }

    fn buchholz(&self, t: usize, score: Score, fore: bool, low: u32, high: u32) -> Value {
        Self::cut_sum(self.terms(t, score, None, fore), low, high)
    }

    /// Rounds (in GP: boards) won, or with `over_the_board` won in a game.
    fn wins(&self, t: usize, score: Score, over_the_board: bool) -> Value {
        let r = self.results;
        let rounds = &r.teams[t].rounds;
        let count = match score {
            Score::Match => rounds
                .iter()
                .filter(|x| {
                    x.in_score(score) == r.win(score) && (!over_the_board || (x.played && x.opponent.is_some()))
                })
                .count(),
            Score::Game => rounds
                .iter()
                .flat_map(|x| &x.boards)
                .filter(|b| b.points == 10 && (!over_the_board || b.played))
                .count(),
        };
        count as Value * 100
    }

    /// Board count: each board's number times the game points on it.
    fn board_count(&self, t: usize) -> Value {
        let boards = self.results.teams[t].rounds.iter().flat_map(|x| &x.boards);
        boards.map(|b| b.board as i64 * b.points * 10).sum()
    }

    fn progressive(&self, t: usize, score: Score, cut: u32) -> Value {
        let mut running = 0;
        let mut sum = 0;
        for (k, x) in self.results.teams[t].rounds.iter().enumerate() {
            running += x.in_score(score);
            if k >= cut as usize {
                sum += running;
            }
        }
        sum * 10
    }

    /// The mean of the played opponents' Buchholz, rounded half up to a hundredth.
    fn average_opponents_buchholz(&self, t: usize, score: Score) -> Option<Value> {
        let opponents: Vec<usize> =
            self.results.teams[t].rounds.iter().filter(|x| x.played).filter_map(|x| x.opponent).collect();
        if opponents.is_empty() {
            return None;
        }
        let sum: Value = opponents.iter().map(|&o| self.buchholz(o, score, false, 0, 0)).sum();
        Some(div_round(sum, opponents.len() as i64))
    }

    /// SSSC (art. 13.4): the other score plus the Buchholz on the primary
    /// score divided by the number of its points a game point is worth
    /// across the event, rounded half up to a hundredth.
    fn score_strength(&self, t: usize) -> Value {
        let r = self.results;
        let primary = r.primary;
        let rounds = r.rounds as i64;
        let divisor = match primary {
            Score::Match => r.win(Score::Match) * rounds / (r.win(Score::Game) * r.boards as i64),
            Score::Game => r.win(Score::Game) * rounds * r.boards as i64 / r.win(Score::Match),
        }
        .max(1);
        r.total(t, primary.other()) * 10 + div_round(self.buchholz(t, primary, false, 0, 0), divisor)
    }

    fn value(&self, t: usize, tb: &TeamTieBreak) -> Option<Value> {
        let r = self.results;
        let x = tb.score(r.primary);
        let y = tb.result_score(r.primary);
        let (low, high) = (tb.cut + tb.median, tb.median);
        Some(match tb.kind {
            TeamKind::MatchPoints | TeamKind::GamePoints | TeamKind::OtherScore => r.total(t, x) * 10,
            TeamKind::Buchholz => self.buchholz(t, x, false, low, high),
            TeamKind::ForeBuchholz => self.buchholz(t, x, true, low, high),
            TeamKind::SonnebornBerger
            | TeamKind::ExtendedSonnebornBerger
            | TeamKind::Emmsb
            | TeamKind::Emgsb
            | TeamKind::Egmsb
            | TeamKind::Eggsb => Self::cut_sum(self.terms(t, x, Some(y), false), low, high),
            TeamKind::BoardCount => self.board_count(t),
            TeamKind::Wins => self.wins(t, x, false),
            TeamKind::Won => self.wins(t, x, true),
            TeamKind::Progressive => self.progressive(t, x, tb.cut),
            TeamKind::AverageOpponentsBuchholz => return self.average_opponents_buchholz(t, x),
            TeamKind::ScoreStrength => self.score_strength(t),
            _ => 0,
        })
    }
}

/// The index of the first term with the highest key.
fn first_best(terms: &[Term], key: impl Fn(&Term) -> (i64, i64)) -> Option<usize> {
    let mut best: Option<(usize, (i64, i64))> = None;
    for (k, t) in terms.iter().enumerate() {
        let v = key(t);
        if best.is_none_or(|(_, b)| v > b) {
            best = Some((k, v));
        }
    }
    best.map(|(k, _)| k)
}

/// Computes every tie-break of `list` for every team and ranks them: by
/// each value in turn, highest first (BC and the places of the encounter
/// tie-breaks lowest first), an undefined value last; teams equal on
/// everything share the best place.
///
/// The score a list ranks by first (MPTS or GPTS, as record 212 starts)
/// is the primary score of the tie-breaks computed on "the" score (those
/// without `:MP`/`:GP`, MPVGP, SSSC, DE), whatever record 192 says.
pub fn compute_teams(results: &TeamResults, list: &[TeamTieBreak]) -> Vec<TeamTieBreaks> {
    let first_points = list.iter().find_map(|tb| match tb.kind {
        TeamKind::MatchPoints => Some(Score::Match),
        TeamKind::GamePoints => Some(Score::Game),
        _ => None,
    });
    let owned;
    let results = match first_points {
        Some(primary) if primary != results.primary => {
            owned = TeamResults { primary, ..results.clone() };
            &owned
        }
        _ => results,
    };
    let n = results.teams.len();
    let mut calc = Calculator { results, after_fore: false };
    let mut values: Vec<Vec<Option<Value>>> = vec![Vec::with_capacity(list.len()); n];
    let mut ranks = vec![1u32; n];
    for tb in list {
        let column: Vec<Option<Value>> = if tb.kind.is_place() {
            encounter::places(results, tb, &ranks).into_iter().map(Some).collect()
        } else {
            (0..n).map(|t| calc.value(t, tb)).collect()
        };
        if tb.kind == TeamKind::ForeBuchholz {
            calc.after_fore = true;
        }
        for (v, c) in values.iter_mut().zip(&column) {
            v.push(*c);
        }
        ranks = rank_by(&ranks, &column, tb.kind.lowest_first(), results);
    }
    (0..n).map(|t| TeamTieBreaks { tpn: results.teams[t].tpn, rank: ranks[t], values: values[t].clone() }).collect()
}

/// The places after one more tie-break: within each group of teams
/// sharing a place, by the new value.
fn rank_by(ranks: &[u32], column: &[Option<Value>], lowest_first: bool, results: &TeamResults) -> Vec<u32> {
    let signed = |v: Option<Value>| (v.is_none(), v.map_or(0, |v| if lowest_first { v } else { -v }));
    let mut order: Vec<usize> = (0..ranks.len()).collect();
    order.sort_by_key(|&t| (ranks[t], signed(column[t]), results.teams[t].tpn));
    let mut out = vec![0; ranks.len()];
    for (pos, &t) in order.iter().enumerate() {
        let prev = pos.checked_sub(1).map(|p| order[p]);
        out[t] = match prev {
            Some(p) if ranks[p] == ranks[t] && column[p] == column[t] => out[p],
            _ => pos as u32 + 1,
        };
    }
    out
}
