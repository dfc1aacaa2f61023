//! FIDE C.07 individual tie-breaks under the edition an event follows (the
//! 2024 text, or the 2026 text for events from 1 March 2026), computed as the
//! FIDE Technical Commission's reference program (TieBreakServer 1.9.57)
//! computes them; the `tiebreaks-editions` vectors (tests/vectors) are
//! its output. Where the reference reads the regulations in a way worth
//! knowing, the function says so.
//!
//! Terms used here, as the reference uses them:
//! * a round is *played* when it has an opponent and an over-the-board
//!   result (`1 = 0 W D L`);
//! * a *VUR* (voluntarily unplayed round) is an unplayed round that did not
//!   earn a win: `H`, `Z`, `-` and absence (`U`, `F`, `+` are not);
//! * the *adjusted score* is the score, except that in Swiss the VURs without
//!   a scheduled opponent after the player's last other round count as a draw
//!   (0 in round robin);
//! * in Swiss a round without an over-the-board opponent counts, for BH, FB
//!   and SB, as a game against a *dummy* whose score is the player's own
//!   final score.
//!
//! An event in progress counts the rounds completed (C.07: a tie-break is
//! computed over the rounds played): rounds not yet played are not unplayed
//! rounds. When the standings also look at the round in play, a game still
//! on the board is *pending*: neither played nor unplayed (no points, no
//! opponent's score, no dummy, not a VUR), and the limits that depend on the
//! number of rounds (the Koya limit, the dummy's cap) count the rounds
//! completed.

#[cfg(test)]
mod adjusted;
mod code;
mod direct;
mod edition;
#[cfg(test)]
mod examples;
#[cfg(test)]
mod in_progress;
mod rating;
pub mod team;

pub use code::{
    Kind, KoyaLimit, TieBreak, TieBreakProblem, UnknownTieBreak, Unrated, list_text, parse_list, trf_list_text,
    valid_codes,
};
pub use edition::{Edition, UnknownEdition};

use crate::tournament::{Color, Event, PairingNumber, RoundRecord, RoundResult, Scoring, adjusted_in};
use std::collections::HashMap;

/// A tie-break value in hundredths (ratings and counts are whole numbers,
/// point sums multiples of 0.25, AOB rounded to 0.01).
pub type Value = i64;

/// One round of one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Round {
    /// Index of the opponent (scheduled, for a forfeit) among the players.
    pub opponent: Option<usize>,
    /// The colour, for a game.
    pub colour: Option<Color>,
    /// The result (a zero-point bye's code while pending).
    pub result: RoundResult,
    /// A game still on the board: it counts neither as played nor as unplayed.
    pub pending: bool,
    /// The points the arbiter adjusted in this round, in tenths, counted
    /// with the round's points ([`crate::tournament::PointAdjustment`]).
    pub adjusted: i64,
}

/// One player: starting rank, rating, one entry per round of the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerResults {
    /// Starting rank.
    pub start_no: PairingNumber,
    /// FIDE rating, none when unrated: the first rating of the event.
    pub rating: Option<u32>,
    /// The ratings the player got during a long event whose rating
    /// tie-breaks use each round's rating: (first round index, from 0, the
    /// rating in force from it), in round order. Empty: the first rating
    /// throughout.
    pub later_ratings: Vec<(usize, Option<u32>)>,
    /// The value the arbiter entered for EXT, if any (undefined otherwise).
    pub external: Option<Value>,
    /// Every round of the event in order (absent rounds as zero-point byes).
    pub rounds: Vec<Round>,
}

impl PlayerResults {
    /// The rating in force in round index `r` (from 0).
    pub fn rating_in(&self, r: usize) -> Option<u32> {
        self.later_ratings.iter().rev().find(|&&(from, _)| from <= r).map_or(self.rating, |&(_, rating)| rating)
    }
}

/// The results of an event as the tie-breaks need them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventResults {
    /// The players.
    pub players: Vec<PlayerResults>,
    /// The number of rounds counted: those recorded (rounds not yet played
    /// are left out), the round in play included when it is looked at.
    pub rounds: usize,
    /// Whether the event's final round is among the rounds counted: FB
    /// (C.07 8.3) counts the paired games of the final round as draws, and
    /// before that round is paired there are none (FB is then BH).
    pub final_round_counted: bool,
    /// Points per result.
    pub points: Scoring,
    /// Round robin (pre-determined pairings): forfeits count as games and
    /// rounds without an opponent are left out, with no dummy.
    pub round_robin: bool,
    /// The edition of the regulations the event follows.
    pub edition: Edition,
}

/// The later ratings of player `player` of `event`, by round index, in round order.
fn later_ratings(event: &Event, player: PairingNumber) -> Vec<(usize, Option<u32>)> {
    let mut later: Vec<(usize, Option<u32>)> = event
        .later_ratings
        .iter()
        .filter(|l| l.player == player && l.from_round >= 1)
        .map(|l| (l.from_round as usize - 1, (l.rating > 0).then_some(l.rating)))
        .collect();
    later.sort_by_key(|&(from, _)| from);
    later
}

impl EventResults {
    /// The results of a tournament's record (read from a TRF, or the app's
    /// rounds as played): the rounds recorded, not the rounds planned (C.07:
    /// tie-breaks are computed over the rounds played). A round not paired
    /// counts as a zero-point bye; a game still on the board is a pending
    /// round (see the module's notes).
    pub fn from_event(event: &Event, round_robin: bool, edition: Edition) -> EventResults {
        let rounds = event.rounds_recorded() as usize;
        // The first player with a pairing number, should two share one.
        let mut index: HashMap<PairingNumber, usize> = HashMap::new();
        for (i, p) in event.players.iter().enumerate() {
            index.entry(p.start_no).or_insert(i);
        }
        let external: HashMap<PairingNumber, Value> = event.external_values.iter().copied().collect();
        let players = event
            .players
            .iter()
            .map(|p| PlayerResults {
                start_no: p.start_no,
                rating: (p.rating > 0).then_some(p.rating),
                later_ratings: later_ratings(event, p.start_no),
                external: external.get(&p.start_no).copied(),
                rounds: (0..rounds)
                    .map(|r| {
                        let e = p.rounds.get(r).unwrap_or(&RoundRecord::ABSENT);
                        let opponent = e.opponent.and_then(|o| index.get(&o).copied());
                        let result = match e.result {
                            RoundResult::NotPaired | RoundResult::Pending | RoundResult::Adjourned => {
                                RoundResult::ZeroPointBye
                            }
                            result => result,
                        };
                        // An adjourned game waits for its result as a game on the board does:
                        // it counts as a draw for pairing only (C.04.3 D.1).
                        let pending = matches!(e.result, RoundResult::Pending | RoundResult::Adjourned);
                        let adjusted = i64::from(adjusted_in(&event.point_adjustments, p.start_no, r as u32 + 1).0);
                        Round { opponent, colour: e.colour, result, pending, adjusted }
                    })
                    .collect(),
            })
            .collect();
        let final_round_counted = event.total_rounds.is_none_or(|total| total as usize <= rounds);
        EventResults { players, rounds, final_round_counted, points: event.scoring, round_robin, edition }
    }

    /// The rounds completed: those before the first round with a game still
    /// pending (all of them when none is).
    pub fn completed_rounds(&self) -> usize {
        let pending = |r: usize| self.players.iter().any(|p| p.rounds.get(r).is_some_and(|x| x.pending));
        (0..self.rounds).find(|&r| pending(r)).unwrap_or(self.rounds)
    }
}

/// One player's tie-breaks and rank.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerTieBreaks {
    /// Starting rank.
    pub start_no: PairingNumber,
    /// Place after applying the whole list; players equal on everything share it.
    pub rank: u32,
    /// One value per tie-break of the list, in its order; `None` where the
    /// tie-break is undefined for the player (a rating tie-break while
    /// unrated players have no stand-in rating, AOB or a rating tie-break
    /// without a game played), which ranks after every defined value.
    pub values: Vec<Option<Value>>,
}

/// What one round (or game) contributes to a player's tie-break, for the
/// "how was this computed" view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Part {
    /// Round number, from 1.
    pub round: u32,
    /// The opponent's starting rank (the scheduled one for a forfeit); none
    /// for a bye or an absence, whose term (if any) is the dummy's.
    pub opponent: Option<PairingNumber>,
    /// The amount in hundredths: an opponent's score, an SB product, a
    /// running score, a rating, an opponent's Buchholz or performance, or 1
    /// for a round that counts (0 for one that does not, such as a draw for WIN).
    pub amount: Value,
    /// Whether the amount is in the value (false: cut, or not qualifying).
    pub counted: bool,
    /// For a BH, FB or SB term of an unplayed round: the dummy opponent's score.
    pub dummy: Option<DummyScore>,
}

/// The score of the dummy opponent that stands in for an unplayed round
/// (art. 16.4): the player's own score, under the 2026 text not more than a cap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DummyScore {
    /// The player's own score, in tenths of a point (FB: with the last round as a draw).
    pub own: i64,
    /// The cap that lowered it, if it did.
    pub capped: Option<DummyCap>,
}

/// A cap on the dummy opponent's score that applied (2026 text, art. 16.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DummyCap {
    /// The score the dummy gets, in tenths of a point.
    pub at: i64,
    /// Art. 16.4.1 (a forfeit: the scheduled opponent's score) when true,
    /// 16.4.2 (any other unplayed round: a draw in every round) when false.
    pub forfeit: bool,
}

impl DummyCap {
    /// The article that sets the cap.
    pub fn article(self) -> &'static str {
        if self.forfeit { "16.4.1" } else { "16.4.2" }
    }
}

/// Rounds half up: `num / den` to the nearest integer (den > 0).
fn div_round(num: i64, den: i64) -> i64 {
    if num >= 0 { (2 * num + den) / (2 * den) } else { -((-2 * num + den) / (2 * den)) }
}

/// One term of a Buchholz-like sum: the opponent's (or dummy's) score, the
/// SB product, and whether it comes from a VUR.
#[derive(Clone, Copy, Debug)]
struct Term {
    round: usize,
    score: i64,
    product: i64,
    vur: bool,
    dummy: Option<DummyScore>,
}

/// Precomputed per-player facts.
struct Facts {
    /// Points per round, in tenths.
    points: Vec<Vec<i64>>,
    actual: Vec<i64>,
    adjusted: Vec<i64>,
    /// The adjusted score as the reference reads it once FB has been
    /// computed earlier in the list: a player paired in the last round (a
    /// game, a forfeit or the pairing-allocated bye) keeps the actual score.
    adjusted_after_fore: Vec<i64>,
    /// The score that FB gives each player as an opponent: last round as a draw.
    fore: Vec<i64>,
    /// The score FB's dummy opponents get: the same, but from the actual score.
    fore_own: Vec<i64>,
    vur: Vec<Vec<bool>>,
}

struct Calculator<'a> {
    event: &'a EventResults,
    facts: Facts,
    win: i64,
    /// Whether FB comes earlier in the list than the tie-break computed.
    after_fore: bool,
    /// Whether every player has a rating.
    all_rated: bool,
}

/// A voluntarily unplayed round as the reference classifies it: an unplayed
/// round that did not earn a win's points (absences are read as `Z`). A
/// game still pending is not one.
fn is_vur(r: &Round) -> bool {
    !r.pending && matches!(r.result, RoundResult::HalfPointBye | RoundResult::ZeroPointBye | RoundResult::ForfeitLoss)
}

fn is_played(r: &Round) -> bool {
    !r.pending && r.opponent.is_some() && r.result.is_played()
}

fn is_forfeit(r: &Round) -> bool {
    r.opponent.is_some() && matches!(r.result, RoundResult::ForfeitWin | RoundResult::ForfeitLoss)
}

impl<'a> Calculator<'a> {
    fn new(event: &'a EventResults) -> Self {
        let (win, draw) = (i64::from(event.points.win.0), i64::from(event.points.draw.0));
        let points: Vec<Vec<i64>> = event
            .players
            .iter()
            .map(|p| {
                let of = |r: &Round| {
                    if r.pending { r.adjusted } else { i64::from(event.points.of_round(r.result).0) + r.adjusted }
                };
                p.rounds.iter().map(of).collect()
            })
            .collect();
        let vur: Vec<Vec<bool>> = event.players.iter().map(|p| p.rounds.iter().map(is_vur).collect()).collect();
        let actual: Vec<i64> = points.iter().map(|p| p.iter().sum()).collect();
        let adjusted = event
            .players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let last_other = vur[i].iter().rposition(|&v| !v);
                p.rounds
                    .iter()
                    .enumerate()
                    .map(|(r, round)| {
                        let trailing = last_other.is_none_or(|l| r > l) && vur[i][r] && round.opponent.is_none();
                        match (trailing, event.round_robin) {
                            (true, false) => draw + round.adjusted,
                            (true, true) => round.adjusted,
                            (false, _) => points[i][r],
                        }
                    })
                    .sum()
            })
            .collect::<Vec<i64>>();
        let last = event.rounds.checked_sub(1).filter(|_| event.final_round_counted);
        let fore_from = |base: &[i64]| -> Vec<i64> {
            event
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| match last.map(|l| (l, &p.rounds[l])) {
                    Some((l, round)) if round.opponent.is_some() => actual[i] - points[i][l] + draw,
                    // A player given the pairing-allocated bye in the last round
                    // was paired: the score stands as it is, without the
                    // adjustment of unplayed rounds (16.3.2).
                    Some((_, round)) if round.result == RoundResult::PairingAllocatedBye => actual[i],
                    _ => base[i],
                })
                .collect()
        };
        let (fore, fore_own) = (fore_from(&adjusted), fore_from(&actual));
        let paired_last = |p: &PlayerResults| {
            let round = last.and_then(|l| p.rounds.get(l));
            round.is_some_and(|r| r.opponent.is_some() || r.result == RoundResult::PairingAllocatedBye)
        };
        let adjusted_after_fore = (0..event.players.len())
            .map(|i| if paired_last(&event.players[i]) { actual[i] } else { adjusted[i] })
            .collect();
        let facts = Facts { points, actual, adjusted, adjusted_after_fore, fore, fore_own, vur };
        let all_rated =
            event.players.iter().all(|p| p.rating.is_some() && p.later_ratings.iter().all(|(_, r)| r.is_some()));
        Calculator { event, facts, win, after_fore: false, all_rated }
    }

    /// The terms of BH (or FB with `fore`) and SB for player `i`.
    fn terms(&self, i: usize, tb: &TieBreak, fore: bool) -> Vec<Term> {
        let f = &self.facts;
        let forfeits_played = tb.forfeits_played || self.event.round_robin;
        let last = self.event.rounds.checked_sub(1).filter(|_| self.event.final_round_counted);
        let mut out = Vec::new();
        for (r, round) in self.event.players[i].rounds.iter().enumerate() {
            // A game still on the board has no term: no opponent's score yet, no dummy.
            if round.pending {
                continue;
            }
            let pts = f.points[i][r];
            let counted_opponent = match round.opponent {
                Some(o) if is_played(round) => Some(o),
                Some(o) if is_forfeit(round) && (forfeits_played || (fore && Some(r) == last)) => Some(o),
                _ => None,
            };
            let opponent_score = |o: usize| if fore { f.fore[o] } else { self.adjusted(o) };
            let (score, dummy) = match counted_opponent {
                Some(o) => (opponent_score(o), None),
                None if self.event.round_robin => continue,
                // FB's dummy has the player's own score with a last-round
                // game counted as a draw (no adjustment otherwise).
                None => {
                    let own = if fore { f.fore_own[i] } else { f.actual[i] };
                    let forfeited = round.opponent.map(opponent_score);
                    let capped = self
                        .dummy_cap(i, forfeited)
                        .filter(|&cap| cap < own)
                        .map(|at| DummyCap { at, forfeit: forfeited.is_some() });
                    (capped.map_or(own, |c| c.at), Some(DummyScore { own, capped }))
                }
            };
            // A forfeit counted as a game is no longer a VUR term for the cuts.
            let vur = f.vur[i][r] && counted_opponent.is_none();
            out.push(Term { round: r, score, product: score * pts, vur, dummy });
        }
        out
    }

    /// Player `o`'s adjusted score (16.3) as the opponent of a BH or SB term.
    /// Art. 16.2.5 makes requested byes followed only by VURs count as
    /// draws, also when the last of those VURs is a forfeit loss; the
    /// reference program, once it has computed FB earlier in the list, counts
    /// them as scored for a player who was paired in the last round. The
    /// vectors follow the reference, and so do we.
    fn adjusted(&self, o: usize) -> i64 {
        if self.after_fore { self.facts.adjusted_after_fore[o] } else { self.facts.adjusted[o] }
    }

    /// The cap on player `i`'s dummy opponent's score (2026 text, art.
    /// 16.4): for a forfeit, the scheduled opponent's score (`forfeited`,
    /// 16.4.1); for any other unplayed round, a draw in every round that
    /// has a result for the player (16.4.2). None under the 2024 text.
    fn dummy_cap(&self, i: usize, forfeited: Option<i64>) -> Option<i64> {
        let rounds = self.event.players[i].rounds.iter().filter(|r| !r.pending).count() as i64;
        match self.event.edition {
            Edition::C07of2024 => None,
            Edition::C07of2026 => Some(forfeited.unwrap_or(i64::from(self.event.points.draw.0) * rounds)),
        }
    }

    /// Removes the `n` least significant terms: a VUR's term first (the
    /// lowest), unless `/V`. For SB the reference removes the lowest-scored
    /// round instead when its product is larger than the VUR's.
    fn cut_low(terms: &mut Vec<Term>, n: u32, vur_rule: bool, sb: bool) {
        for _ in 0..n {
            let by_score = |t: &&Term| (t.score, t.product);
            let Some(lowest) = terms.iter().enumerate().min_by_key(|(_, t)| by_score(t)).map(|(k, _)| k) else {
                return;
            };
            let vur = terms.iter().enumerate().filter(|(_, t)| t.vur).min_by_key(|(_, t)| by_score(t)).map(|(k, _)| k);
            let remove = match vur {
                Some(v) if vur_rule && !(sb && terms[lowest].product > terms[v].product) => v,
                _ => lowest,
            };
            terms.remove(remove);
        }
    }

    fn cut_high(terms: &mut Vec<Term>, n: u32) {
        for _ in 0..n {
            let Some(k) = terms.iter().enumerate().max_by_key(|(_, t)| (t.score, t.product)).map(|(k, _)| k) else {
                return;
            };
            terms.remove(k);
        }
    }

    /// The terms of BH, FB or SB that survive the cuts of `tb`.
    fn kept_terms(&self, i: usize, tb: &TieBreak, fore: bool, sb: bool) -> Vec<Term> {
        let mut terms = self.terms(i, tb, fore);
        // The reference applies the VUR rule to Swiss cuts only.
        let vur_rule = !tb.no_vur_rule && !self.event.round_robin;
        Self::cut_low(&mut terms, tb.cut + tb.median, vur_rule, sb);
        Self::cut_high(&mut terms, tb.median);
        terms
    }

    /// A term's contribution in hundredths: the opponent's score, or for SB
    /// the product (tenths times tenths of a point: hundredths when a win is 1).
    fn term_value(&self, t: &Term, sb: bool) -> Value {
        if sb { t.product * 10 / self.win } else { t.score * 10 }
    }

    /// BH, FB or SB with the cuts of `tb`, in hundredths.
    fn sum(&self, i: usize, tb: &TieBreak, fore: bool, sb: bool) -> Value {
        self.kept_terms(i, tb, fore, sb).iter().map(|t| self.term_value(t, sb)).sum()
    }

    fn buchholz(&self, i: usize, tb: &TieBreak) -> Value {
        self.sum(i, tb, false, false)
    }

    /// Indices and rounds of the player's over-the-board games.
    fn games(&self, i: usize) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.event.players[i]
            .rounds
            .iter()
            .enumerate()
            .filter(|(_, r)| is_played(r))
            .filter_map(|(k, r)| Some((k, r.opponent?)))
    }

    /// The mean of a value over the over-the-board opponents that have one;
    /// undefined without any.
    fn average_of_opponents(
        &self,
        i: usize,
        value: impl Fn(usize) -> Option<Value>,
        hundredths: bool,
    ) -> Option<Value> {
        let values: Vec<Value> = self.games(i).filter_map(|(_, o)| value(o)).collect();
        if values.is_empty() {
            return None;
        }
        let mean = div_round(values.iter().sum(), values.len() as i64);
        Some(if hundredths { mean } else { mean * 100 })
    }

    /// Whether the rating tie-breaks are defined: every player is rated, or
    /// the tie-break gives unrated players a rating (`/U`).
    fn ratings_defined(&self, tb: &TieBreak) -> bool {
        tb.unrated.is_some() || self.all_rated
    }

    /// Ratings of the over-the-board opponents after the cuts; an unrated
    /// opponent counts with the stand-in rating of `/Un`, is left out
    /// before the cuts under `/UX`, or else is left out but still uses up a
    /// cut (it sorts lowest).
    fn opponent_ratings(&self, i: usize, tb: &TieBreak) -> Vec<(usize, u32)> {
        let stand_in = tb.unrated.and_then(Unrated::stand_in);
        let mut list: Vec<(usize, Option<u32>)> =
            self.games(i).map(|(r, o)| (r, self.event.players[o].rating_in(r).or(stand_in))).collect();
        if tb.unrated == Some(Unrated::LeftOut) {
            list.retain(|(_, rating)| rating.is_some());
        }
        // A game against an unrated opponent is cut first, at either end.
        let unrated_first = |list: &[(usize, Option<u32>)]| list.iter().position(|(_, r)| r.is_none());
        for _ in 0..tb.cut + tb.median {
            let lowest = list.iter().enumerate().min_by_key(|(_, (_, rating))| *rating).map(|(k, _)| k);
            if let Some(k) = unrated_first(&list).or(lowest) {
                list.remove(k);
            }
        }
        for _ in 0..tb.median {
            let highest = list.iter().enumerate().max_by_key(|(_, (_, rating))| *rating).map(|(k, _)| k);
            if let Some(k) = unrated_first(&list).or(highest) {
                list.remove(k);
            }
        }
        list.into_iter().filter_map(|(r, rating)| Some((r, rating?))).collect()
    }

    fn average_rating(&self, i: usize, tb: &TieBreak) -> Option<i64> {
        let ratings = self.opponent_ratings(i, tb);
        if ratings.is_empty() || !self.ratings_defined(tb) {
            return None;
        }
        Some(div_round(ratings.iter().map(|&(_, r)| i64::from(r)).sum(), ratings.len() as i64))
    }

    fn performance(&self, i: usize, tb: &TieBreak) -> Option<i64> {
        let plain = TieBreak { cut: 0, median: 0, ..*tb };
        let ratings = self.opponent_ratings(i, &plain);
        let score: i64 = ratings.iter().map(|&(r, _)| self.facts.points[i][r]).sum();
        let percent = div_round(score * 100, ratings.len().max(1) as i64 * self.win);
        Some(self.average_rating(i, &plain)? + i64::from(rating::dp(percent as u32)))
    }

    fn perfect_performance(&self, i: usize, tb: &TieBreak) -> Option<i64> {
        let plain = TieBreak { cut: 0, median: 0, ..*tb };
        let ratings = self.opponent_ratings(i, &plain);
        let score: i64 = ratings.iter().map(|&(r, _)| self.facts.points[i][r]).sum();
        let opponents: Vec<i64> = ratings.iter().map(|&(_, r)| i64::from(r)).collect();
        Some(rating::perfect_performance(score, self.win, &opponents, self.performance(i, &plain)?))
    }

    /// Whether round `r` counts for one of the counting tie-breaks
    /// (WIN, WON, BPG, BWG, GE).
    fn counts(&self, i: usize, kind: Kind, r: usize) -> bool {
        let f = &self.facts;
        let round = &self.event.players[i].rounds[r];
        let won = matches!(round.result, RoundResult::Win | RoundResult::UnratedWin);
        let black = round.colour == Some(Color::Black);
        match kind {
            Kind::Wins => {
                f.points[i][r] == self.win && !matches!(round.result, RoundResult::Draw | RoundResult::HalfPointBye)
            }
            Kind::GamesWon => is_played(round) && won,
            Kind::BlackGames => is_played(round) && black,
            Kind::BlackWins => is_played(round) && black && won,
            Kind::GamesElected | Kind::RoundsElected => !f.vur[i][r] && !round.pending,
            _ => false,
        }
    }

    /// The games the Koya limit is a share of: every round completed; in a
    /// round robin with an odd number of players less the rounds each player
    /// rests, and less one for every player never paired (withdrawn before
    /// the start).
    fn koya_games(&self) -> i64 {
        let (players, mut games) = (self.event.players.len() as i64, self.event.completed_rounds() as i64);
        if self.event.round_robin && players > 0 {
            if games % players == 0 {
                games -= games / players;
            }
            let never_paired = |p: &PlayerResults| p.rounds.iter().all(|r| r.opponent.is_none());
            games -= self.event.players.iter().filter(|p| never_paired(p)).count() as i64;
        }
        games
    }

    /// Whether an opponent's final score reaches the Koya limit of `tb`: 50 %
    /// of the points of [`Self::koya_games`], moved by `/L` in half-points
    /// (half a win each) or set by it as a percentage.
    fn koya_qualifies(&self, opponent: usize, tb: &TieBreak) -> bool {
        let (score, games) = (self.facts.actual[opponent], self.koya_games());
        match tb.limit.unwrap_or(KoyaLimit::HalfPoints(0)) {
            KoyaLimit::HalfPoints(steps) => score * 2 >= self.win * (games + i64::from(steps)),
            KoyaLimit::Percent(percent) => score * 100 >= i64::from(percent) * self.win * games,
        }
    }

    /// The round-by-round parts behind a value, for every tie-break but DE:
    /// what each round (or game) contributes and whether it is counted.
    fn parts(&self, i: usize, tb: &TieBreak) -> Vec<Part> {
        let f = &self.facts;
        let rounds = &self.event.players[i].rounds;
        let start_no = |o: Option<usize>| o.map(|o| self.event.players[o].start_no);
        let part = |r: usize, amount: Value, counted: bool| Part {
            round: r as u32 + 1,
            opponent: start_no(rounds[r].opponent),
            amount,
            counted,
            dummy: None,
        };
        let all_rounds = 0..rounds.len();
        match tb.kind {
            Kind::Points => all_rounds.map(|r| part(r, f.points[i][r] * 10, true)).collect(),
            Kind::DirectEncounter => Vec::new(),
            Kind::Buchholz | Kind::ForeBuchholz | Kind::SonnebornBerger => {
                let (fore, sb) = (tb.kind == Kind::ForeBuchholz, tb.kind == Kind::SonnebornBerger);
                let kept: Vec<usize> = self.kept_terms(i, tb, fore, sb).iter().map(|t| t.round).collect();
                self.terms(i, tb, fore)
                    .iter()
                    .map(|t| Part { dummy: t.dummy, ..part(t.round, self.term_value(t, sb), kept.contains(&t.round)) })
                    .collect()
            }
            Kind::AverageOpponentsBuchholz => {
                let bh = TieBreak { kind: Kind::Buchholz, ..*tb };
                self.games(i).map(|(r, o)| part(r, self.buchholz(o, &bh), true)).collect()
            }
            Kind::AverageOpponentsPerformance | Kind::AverageOpponentsPerfect => self
                .games(i)
                .map(|(r, o)| {
                    let v = self.opponent_performance(o, tb);
                    part(r, v.unwrap_or(0) * 100, v.is_some())
                })
                .collect(),
            Kind::StandardPoints => all_rounds.map(|r| part(r, self.standard_points(i, r), true)).collect(),
            Kind::PairingNumber | Kind::Rating | Kind::External => Vec::new(),
            Kind::Wins
            | Kind::GamesWon
            | Kind::BlackGames
            | Kind::BlackWins
            | Kind::GamesElected
            | Kind::RoundsElected => {
                // Every round is listed; only those that count add 1.
                all_rounds
                    .map(|r| {
                        let counts = self.counts(i, tb.kind, r);
                        part(r, if counts { 100 } else { 0 }, counts)
                    })
                    .collect()
            }
            Kind::Progressive => {
                let mut running = 0;
                all_rounds
                    .map(|r| {
                        running += f.points[i][r];
                        part(r, running * 10, r >= tb.cut as usize)
                    })
                    .collect()
            }
            Kind::Koya => all_rounds
                .filter(|&r| !rounds[r].pending)
                .filter_map(|r| Some((r, rounds[r].opponent?)))
                .map(|(r, o)| part(r, f.points[i][r] * 10, self.koya_qualifies(o, tb)))
                .collect(),
            Kind::AverageRating | Kind::Performance | Kind::PerfectPerformance => {
                let tb = if tb.kind == Kind::AverageRating { *tb } else { TieBreak { cut: 0, median: 0, ..*tb } };
                let kept: Vec<usize> = self.opponent_ratings(i, &tb).iter().map(|&(r, _)| r).collect();
                self.games(i)
                    .map(|(r, o)| {
                        let stand_in = tb.unrated.and_then(Unrated::stand_in);
                        let rating = self.event.players[o].rating_in(r).or(stand_in).map_or(0, i64::from);
                        part(r, rating * 100, kept.contains(&r))
                    })
                    .collect()
            }
        }
    }

    /// An opponent's TPR (for APRO) or PTP (for APPO), with the stand-in rating of `tb`.
    fn opponent_performance(&self, o: usize, tb: &TieBreak) -> Option<i64> {
        if tb.kind == Kind::AverageOpponentsPerfect { self.perfect_performance(o, tb) } else { self.performance(o, tb) }
    }

    /// STD's points for round `r`, in hundredths: 1 for more than a draw's
    /// points, ½ for a draw's, 0 for less.
    fn standard_points(&self, i: usize, r: usize) -> Value {
        let draw = i64::from(self.event.points.draw.0);
        match self.facts.points[i][r].cmp(&draw) {
            std::cmp::Ordering::Greater => 100,
            std::cmp::Ordering::Equal => 50,
            std::cmp::Ordering::Less => 0,
        }
    }

    /// The player's own rating for RTNG (the stand-in of `/U` when unrated).
    fn own_rating(&self, i: usize, tb: &TieBreak) -> Option<Value> {
        if !self.ratings_defined(tb) {
            return None;
        }
        self.event.players[i].rating.or(tb.unrated.and_then(Unrated::stand_in)).map(|r| i64::from(r) * 100)
    }

    fn value(&self, i: usize, tb: &TieBreak) -> Option<Value> {
        let counted_sum = || self.parts(i, tb).iter().filter(|p| p.counted).map(|p| p.amount).sum();
        let hundreds = |v: Option<i64>| v.map(|v| v * 100);
        match tb.kind {
            Kind::DirectEncounter => Some(0),
            Kind::Buchholz => Some(self.buchholz(i, tb)),
            Kind::ForeBuchholz => Some(self.sum(i, tb, true, false)),
            Kind::SonnebornBerger => Some(self.sum(i, tb, false, true)),
            Kind::Points
            | Kind::Wins
            | Kind::GamesWon
            | Kind::BlackGames
            | Kind::BlackWins
            | Kind::GamesElected
            | Kind::RoundsElected
            | Kind::StandardPoints
            | Kind::Progressive
            | Kind::Koya => Some(counted_sum()),
            Kind::PairingNumber => Some(i64::from(self.event.players[i].start_no.get()) * 100),
            Kind::Rating => self.own_rating(i, tb),
            Kind::External => self.event.players[i].external,
            Kind::AverageOpponentsBuchholz => {
                let bh = TieBreak { kind: Kind::Buchholz, ..*tb };
                self.average_of_opponents(i, |o| Some(self.buchholz(o, &bh)), true)
            }
            Kind::AverageRating => hundreds(self.average_rating(i, tb)),
            Kind::Performance => hundreds(self.performance(i, tb)),
            Kind::PerfectPerformance => hundreds(self.perfect_performance(i, tb)),
            Kind::AverageOpponentsPerformance | Kind::AverageOpponentsPerfect => {
                if !self.ratings_defined(tb) {
                    return None;
                }
                self.average_of_opponents(i, |o| self.opponent_performance(o, tb), false)
            }
        }
    }
}

/// The parts behind player `index`'s value of tie-break `k` of `list` (empty
/// for DE, which is a place among the tied players rather than a sum).
pub fn explain(event: &EventResults, list: &[TieBreak], k: usize, index: usize) -> Vec<Part> {
    let Some(tb) = list.get(k) else { return Vec::new() };
    let mut calc = Calculator::new(event);
    calc.after_fore = fore_before(list, k);
    calc.parts(index, tb)
}

/// Whether FB comes before position `k` of the list (see [`Calculator::adjusted`]).
fn fore_before(list: &[TieBreak], k: usize) -> bool {
    list[..k].iter().any(|tb| tb.kind == Kind::ForeBuchholz)
}

/// Computes every tie-break of `list` for every player and ranks them:
/// by each value in turn, highest first (DE and TPN lowest first);
/// players equal on everything share the best place.
pub fn compute(event: &EventResults, list: &[TieBreak]) -> Vec<PlayerTieBreaks> {
    let mut calc = Calculator::new(event);
    let n = event.players.len();
    let mut values: Vec<Vec<Option<Value>>> = vec![Vec::with_capacity(list.len()); n];
    for (k, tb) in list.iter().enumerate() {
        if tb.kind == Kind::DirectEncounter {
            let places = direct::places(event, &calc.facts.points, &values, k, (calc.win, tb.forfeits_played));
            for (i, v) in values.iter_mut().enumerate() {
                v.push(Some(places[i]));
            }
        } else {
            calc.after_fore = fore_before(list, k);
            for (i, v) in values.iter_mut().enumerate() {
                v.push(calc.value(i, tb));
            }
        }
    }
    // An undefined value ranks after every defined one.
    let key = |i: usize| -> Vec<(bool, Value)> {
        let signed = |v: Value, tb: &TieBreak| if tb.lowest_first() { v } else { -v };
        values[i].iter().zip(list).map(|(v, tb)| (v.is_none(), v.map_or(0, |v| signed(v, tb)))).collect()
    };
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| key(i));
    let mut ranks = vec![0u32; n];
    for (pos, &i) in order.iter().enumerate() {
        ranks[i] = if pos > 0 && key(order[pos - 1]) == key(i) { ranks[order[pos - 1]] } else { pos as u32 + 1 };
    }
    (0..n)
        .map(|i| PlayerTieBreaks { start_no: event.players[i].start_no, rank: ranks[i], values: values[i].clone() })
        .collect()
}
