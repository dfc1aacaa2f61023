//! The round pairing procedure: completability first, then bracket by bracket
//! from the top score group, each decision frozen by re-solving the matching
//! with small weight changes (or, for an S1 player's opponent, read from the
//! last solve when its duals prove it), in the order the Dutch rules
//! generate candidates. A bracket whose floaters the lower score groups can
//! always absorb is solved on a graph of its own players and the next score
//! group's ([`Engine::lower_groups_complete_any`]); the others on the graph
//! of every player not yet paired.

use super::bracket_graph::BracketGraph;
use super::colours;
use super::layout::{GroupRoom, Layout, ScoreFields};
use super::player::{Player, RoundInput, derive, entry_points};
use super::{Board, RoundPairing};
use crate::pairing::board_order::{Seat, board_key};
use crate::pairing::matching::DynamicMatching;
use crate::pairing::wide::{Weight, Wide};
use crate::tournament::{Color, PairingNumber};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicUsize, Ordering};

/// No pairing satisfies the absolute criteria (C.04.3 1.9: the arbiter decides).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no round pairing satisfies the absolute criteria (no rematches, colour limits, bye eligibility)")]
pub struct NoValidPairing;

/// The most vertices [`Engine::settled_opponent`] visits looking for
/// another best pairing that gives an S1 player its opponent, before it
/// solves instead (a solve of 4,000 players costs thousands of visits).
const CYCLE_SEARCH_BUDGET: usize = 256;

/// How far a run of the engine is, for a page that follows it: the score
/// brackets paired and the brackets in all. Written by the engine as it
/// goes, read from any thread; it changes nothing the engine decides.
#[derive(Debug, Default)]
pub struct Progress {
    done: AtomicUsize,
    total: AtomicUsize,
}

impl Progress {
    /// A new run over `total` brackets, none paired yet.
    fn start(&self, total: usize) {
        self.done.store(0, Ordering::Relaxed);
        self.total.store(total, Ordering::Relaxed);
    }

    /// One more bracket paired (never past the total).
    fn bracket_done(&self) {
        let total = self.total.load(Ordering::Relaxed);
        let _ = self.done.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |d| (d < total).then_some(d + 1));
    }

    /// Every bracket paired.
    fn finish(&self) {
        self.done.store(self.total.load(Ordering::Relaxed), Ordering::Relaxed);
    }

    /// The brackets paired and the brackets in all (0 of 0 before the run starts).
    pub fn brackets(&self) -> (usize, usize) {
        (self.done.load(Ordering::Relaxed), self.total.load(Ordering::Relaxed))
    }
}

/// Pairs the next round.
pub fn pair_round(input: &RoundInput) -> Result<RoundPairing, NoValidPairing> {
    pair_round_reporting(input, &Progress::default())
}

/// [`pair_round`], saying in `progress` how many score brackets are paired.
pub fn pair_round_reporting(input: &RoundInput, progress: &Progress) -> Result<RoundPairing, NoValidPairing> {
    pair_round_with(input, progress, |layout| layout)
}

/// [`pair_round`], the layout it tries first changed by `first` (the tests
/// make it too narrow).
fn pair_round_with(
    input: &RoundInput,
    progress: &Progress,
    first: impl Fn(Layout) -> Layout,
) -> Result<RoundPairing, NoValidPairing> {
    let players = derive(input);
    let present = present(input, &players);
    if present.is_empty() {
        return Ok(RoundPairing::default());
    }
    let scores: Vec<i32> = present.iter().map(|&i| players[i].score).collect();
    let layout = |room| Layout::new(&scores, input.played_rounds, room);
    // The per-score fields are laid out for each bracket's scores; the rare
    // bracket with more scores than the room left for them is paired again
    // with room for every score.
    let pairs = match pair_with(input, &players, present.clone(), first(layout(GroupRoom::Bracket)), progress) {
        Err(Failure::FieldsTooNarrow) => pair_with(input, &players, present, layout(GroupRoom::Round), progress),
        result => result,
    };
    match pairs {
        Ok(pairs) => {
            let pairing = publish(input, &players, pairs);
            if cfg!(debug_assertions) {
                super::check::assert_legal(input, &pairing);
            }
            Ok(pairing)
        }
        // (Room for every score is never too narrow.)
        Err(Failure::Unpairable | Failure::FieldsTooNarrow) => Err(NoValidPairing),
    }
}

/// The players to pair (the matching's vertices): the valid players with no
/// entry yet for the round to pair (one who has one, such as a bye asked
/// for, is not paired).
pub(super) fn present(input: &RoundInput, players: &[Player]) -> Vec<usize> {
    players.iter().filter(|p| p.valid && p.entries.len() <= input.played_rounds).map(|p| p.index).collect()
}

/// A round's pairs by player index (a player alone: the bye).
pub(super) type Pairs = Vec<(usize, Option<usize>)>;

/// Why a run of the engine stopped short.
enum Failure {
    /// No pairing satisfies the absolute criteria.
    Unpairable,
    /// A bracket needs wider count or per-score fields than the layout has.
    FieldsTooNarrow,
}

/// The engine's run with weights as narrow as the layout allows: the
/// matching streams every weight of the graph, so each spare limb costs time.
/// The brackets paired are counted in `progress`.
fn pair_with(
    input: &RoundInput,
    players: &[Player],
    present: Vec<usize>,
    layout: Layout,
    progress: &Progress,
) -> Result<Pairs, Failure> {
    let limbs = layout.limbs();
    macro_rules! run_with_limbs {
        ($($n:literal)*) => {
            match limbs {
                $(l if l <= $n => Engine::<$n>::new(input, players, present, layout, progress).run(),)*
                _ => Engine::<64>::new(input, players, present, layout, progress).run(),
            }
        };
    }
    run_with_limbs!(2 3 4 5 6 7 8 9 10 11 12 13 14 16 20 24 32)
}

/// The round in publication order ([`board_key`]); the bye last.
pub(super) fn publish(input: &RoundInput, players: &[Player], pairs: Pairs) -> RoundPairing {
    let seat = |p: &Player| Seat { score: p.score, rank: p.rank_index };
    let mut boards: Vec<(Seat, Seat, Board)> = Vec::new();
    let mut bye = None;
    for (a, b) in pairs {
        let Some(b) = b else {
            bye = Some(players[a].id);
            continue;
        };
        let (pa, pb) = (&players[a], &players[b]);
        let white = colours::colour_of(pa, pb, input) == Color::White;
        let (w, bl) = if white { (pa, pb) } else { (pb, pa) };
        boards.push((seat(pa), seat(pb), Board { white: w.id, black: bl.id }));
    }
    boards.sort_by_key(|&(a, b, _)| board_key(a, b));
    RoundPairing { boards: boards.into_iter().map(|b| b.2).collect(), bye }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Float {
    Down,
    Up,
    None,
}

struct Engine<'a, const N: usize> {
    input: &'a RoundInput,
    players: &'a [Player],
    /// Present players by score (descending) then rank: the matching's vertices.
    sorted: Vec<usize>,
    layout: Layout,
    /// The per-score fields of the bracket being paired.
    groups: ScoreFields,
    forbidden: Vec<HashSet<usize>>,
    /// The matching's graph: a vertex per present player not yet paired
    /// (vertices are numbered by `sorted`), edge weights encoding the
    /// criteria; or, while `lower_reduced`, only the bracket's and next
    /// score group's vertices and their stand-ins
    /// ([`Self::lower_groups_complete_any`]).
    graph: BracketGraph<Wide<N>>,
    /// Whether `graph` stands in for the lower score groups.
    lower_reduced: bool,
    /// Whether a bracket may be solved without the lower score groups
    /// (always, but in the tests that compare with the whole round).
    may_reduce: bool,
    /// How many brackets were.
    reduced_brackets: usize,
    /// The terms the edges outside the brackets were weighed with
    /// ([`Self::outside_terms`]).
    outside: OutsideTerms<N>,
    max_weight: Wide<N>,
    bye_score: i32,
    single_downfloater_is_bye: bool,
    unplayed_ranks: HashMap<u32, u64>,
    /// The floats of each present player one and two rounds back, by player
    /// index ([`Self::float`]): every edge weight reads them.
    floats: Vec<[Float; 2]>,
    /// Where the brackets paired are counted.
    progress: &'a Progress,
}

impl<'a, const N: usize> Engine<'a, N> {
    fn new(
        input: &'a RoundInput,
        players: &'a [Player],
        mut sorted: Vec<usize>,
        layout: Layout,
        progress: &'a Progress,
    ) -> Self {
        sorted.sort_by(|&a, &b| {
            let (pa, pb) = (&players[a], &players[b]);
            pb.score.cmp(&pa.score).then(pa.rank_index.cmp(&pb.rank_index))
        });
        let id_to_index: HashMap<PairingNumber, usize> = players.iter().map(|p| (p.id, p.index)).collect();
        let mut forbidden = vec![HashSet::new(); players.len()];
        for (i, s) in input.players.iter().enumerate() {
            for f in &s.forbidden {
                if let Some(&j) = id_to_index.get(f) {
                    forbidden[i].insert(j);
                    forbidden[j].insert(i);
                }
            }
            for e in s.entries.iter().take(input.played_rounds) {
                if let (true, Some(o)) = (e.played, e.opponent) {
                    forbidden[i].insert(o);
                }
            }
        }
        let n = sorted.len();
        let max_weight = Wide::<N>::ones(layout.total_bits);
        let mut engine = Engine {
            input,
            players,
            sorted,
            layout,
            groups: ScoreFields::default(),
            forbidden,
            graph: BracketGraph::new(Vec::new(), &[], 2 * n),
            lower_reduced: false,
            may_reduce: true,
            reduced_brackets: 0,
            outside: OutsideTerms { constant: Wide::zero(), by_vertex: Vec::new() },
            max_weight,
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_ranks: HashMap::new(),
            floats: vec![[Float::None; 2]; players.len()],
            progress,
        };
        for &i in &engine.sorted {
            let p = &players[i];
            for back in 1..=input.played_rounds.min(2) {
                engine.floats[i][back - 1] = engine.float_of(p, back);
            }
        }
        engine
    }

    fn p(&self, vertex: usize) -> &'a Player {
        &self.players[self.sorted[vertex]]
    }

    fn set(&mut self, a: usize, b: usize, w: Wide<N>) {
        self.graph.set_weight(a, b, w);
    }

    /// The stand-in of vertex `v` for the lower score groups: the vertex it
    /// is paired with when it floats down into them (in a reduced graph).
    fn stand_in(&self, v: usize) -> usize {
        self.sorted.len() + v
    }

    /// Solves the matching; `result[v]` is v's partner, or v itself when
    /// unmatched, for every vertex and stand-in.
    fn solve(&mut self) -> Vec<usize> {
        self.graph.solve(2 * self.sorted.len())
    }

    /// The absolute criteria [C1] (no rematch, forbidden pairs) and [C3]
    /// (no two non-topscorers with the same absolute preference).
    fn compatible(&self, a: &Player, b: &Player) -> bool {
        if self.forbidden[a.index].contains(&b.index) {
            return false;
        }
        !self.input.same_absolute_preference(a, b)
    }

    /// [C2], see [`RoundInput::may_get_pab`].
    fn eligible_for_bye(&self, p: &Player) -> bool {
        self.input.may_get_pab(p)
    }

    fn bye_candidate(&self, p: &Player) -> bool {
        self.eligible_for_bye(p) && p.score <= self.bye_score
    }

    /// The float of a present player `back` (1 or 2) rounds ago, as
    /// [`Self::float_of`] found it when the engine started.
    fn float(&self, p: &Player, back: usize) -> Float {
        self.floats[p.index][back - 1]
    }

    /// The float of a player `back` rounds ago (1.4): by the scores for
    /// pairing that round (virtual points included) for a played game; a downfloat for an unplayed round worth more than a loss.
    fn float_of(&self, p: &Player, back: usize) -> Float {
        let round = self.input.played_rounds - back;
        // A round missing from the history was not played and scored nothing.
        let Some(e) = p.entries.get(round) else { return Float::None };
        let s = &self.input.scoring;
        if !e.played {
            return if entry_points(s, p.index, e) > s.loss.0 { Float::Down } else { Float::None };
        }
        // The score for pairing that round: its virtual points, not today's.
        let before = |q: &Player| -> i32 {
            let since: i32 =
                q.entries[round..self.input.played_rounds].iter().map(|e| entry_points(s, q.index, e)).sum();
            q.score - since - self.input.virtual_points(q.index, self.input.played_rounds)
                + self.input.virtual_points(q.index, round)
        };
        let o = &self.players[e.opponent.expect("a played game has an opponent")];
        match before(p).cmp(&before(o)) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }

    /// One in `score`'s sub-field of a per-score field (the score of a
    /// player of the bracket or of the next score group).
    fn group_bit(&self, score: i32) -> Wide<N> {
        let offset = self.groups.offset(score);
        debug_assert!(offset.is_some(), "score {score} is not in the bracket");
        Wide::from_u64(1).shift_left(offset.unwrap_or(0))
    }

    /// The four colour bits ([C10]-[C13]) for `p` (the lower player) against `o`.
    fn colour_bits(&self, mut w: Wide<N>, p: &Player, o: &Player, in_current: bool) -> Wide<N> {
        let sb = self.layout.size_bits;
        let (pp, op) = (p.colour_preference, o.colour_preference);
        let c10 = !p.absolute_imbalance() || !o.absolute_imbalance() || pp != op;
        let c11 = !p.absolute_preference()
            || !o.absolute_preference()
            || pp != op
            || if p.colour_imbalance == o.colour_imbalance {
                p.repeated_colour.is_none() || p.repeated_colour != o.repeated_colour
            } else {
                let weaker = if p.colour_imbalance > o.colour_imbalance { o } else { p };
                weaker.repeated_colour != pp.map(Color::other)
            };
        let c12 = colours::compatible(pp, op);
        let c13 = (!p.strong_preference && !p.absolute_preference())
            || (!o.strong_preference && !o.absolute_preference())
            || (p.absolute_preference() && o.absolute_preference())
            || pp != op;
        for flag in [c10, c11, c12, c13] {
            w = w.shift_left(sb).or_u64(u64::from(in_current && flag));
        }
        w
    }

    /// [`Self::edge_weight`] of an edge outside the brackets (neither in the
    /// current nor in the next one) as a sum, set for every edge of the
    /// round at once: only the completion, bye and [C9] fields are not zero
    /// there, and each is a constant plus one term per player. The constant
    /// and each vertex's term, at its bit offset.
    fn outside_terms(&self) -> OutsideTerms<N> {
        let sb = self.layout.size_bits;
        let gb = self.layout.groups_bits;
        let floats_back = self.input.played_rounds.min(2) as u32;
        // The fields after [C9]: colours, repeated floats and their scores,
        // the generation-order refinements.
        let below_c9 = 4 * sb + floats_back * 2 * (sb + gb) + 3 * sb + 1;
        // [C6]-[C8], two size fields and two per-score fields, and [C9]'s two.
        let c9_offset = below_c9;
        let completion_offset = c9_offset + 4 * sb + 2 * gb;
        let c9 = |p: &Player| {
            if self.single_downfloater_is_bye && p.score == self.bye_score {
                self.unplayed_ranks[&p.played_games]
            } else {
                0
            }
        };
        let term = |p: &Player| {
            Wide::<N>::from_u64(u64::from(!self.bye_candidate(p)))
                .shift_left(completion_offset)
                .add(Wide::from_u64(c9(p)).shift_left(c9_offset))
        };
        OutsideTerms {
            constant: Wide::from_u64(1).shift_left(completion_offset),
            by_vertex: (0..self.sorted.len()).map(|v| term(self.p(v))).collect(),
        }
    }

    /// The weight of edge `a`-`b` outside the brackets, from
    /// [`Self::outside_terms`]: [`Self::edge_weight`] with neither flag.
    fn outside_weight(&self, terms: &OutsideTerms<N>, a: usize, b: usize) -> Wide<N> {
        if !self.compatible(self.p(a), self.p(b)) {
            return Wide::zero();
        }
        terms.constant.add(terms.by_vertex[a]).add(terms.by_vertex[b])
    }

    /// The edge weight between `higher` and `lower` (the bit fields of the criteria, high to low).
    fn edge_weight(&self, higher: &Player, lower: &Player, in_current: bool, in_next: bool) -> Wide<N> {
        let (sb, gb) = (self.layout.size_bits, self.layout.groups_bits);
        if !self.compatible(higher, lower) {
            return Wide::zero();
        }
        // [C4] completion and [C2]/[C5] the bye.
        let mut w =
            Wide::<N>::from_u64(1 + u64::from(!self.bye_candidate(higher)) + u64::from(!self.bye_candidate(lower)));
        // [C6] pairs in this bracket, [C7] their scores.
        w = w.shift_left(sb).or_u64(u64::from(in_current));
        w = w.shift_left(gb);
        if in_current {
            w = w.add(self.group_bit(higher.score));
        }
        // [C8] the same for the next bracket.
        w = w.shift_left(sb).or_u64(u64::from(in_next));
        w = w.shift_left(gb);
        if in_next {
            w = w.add(self.group_bit(higher.score));
        }
        // [C9] unplayed games of the bye assignee.
        w = w.shift_left(2 * sb);
        if self.single_downfloater_is_bye {
            if higher.score == self.bye_score {
                w = w.add(Wide::from_u64(self.unplayed_ranks[&higher.played_games]));
            }
            if lower.score == self.bye_score {
                w = w.add(Wide::from_u64(self.unplayed_ranks[&lower.played_games]));
            }
        }
        w = self.colour_bits(w, lower, higher, in_current);
        let pr = self.input.played_rounds;
        // [C14]-[C17] repeated floats, one and two rounds back.
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            w = w.shift_left(sb);
            if in_current {
                let down = u64::from(self.float(lower, back) == Float::Down)
                    + u64::from(higher.score <= lower.score && self.float(higher, back) == Float::Down);
                w = w.add(Wide::from_u64(down));
            }
            w = w.shift_left(sb);
            if in_current {
                let up_again = higher.score > lower.score && self.float(lower, back) == Float::Up;
                w = w.or_u64(u64::from(!up_again));
            }
        }
        // [C18]-[C21] the scores of those repeated floats.
        for back in [1, 2] {
            if pr < back {
                continue;
            }
            w = w.shift_left(gb);
            if in_current {
                if self.float(lower, back) == Float::Down {
                    w = w.add(self.group_bit(lower.score));
                }
                if self.float(higher, back) == Float::Down {
                    w = w.add(self.group_bit(higher.score));
                }
            }
            w = w.shift_left(gb);
            if in_current && !(self.float(lower, back) == Float::Up && higher.score > lower.score) {
                w = w.add(self.group_bit(higher.score));
            }
        }
        // Room for the generation-order refinements.
        w.shift_left(3 * sb + 1)
    }

    fn run(&mut self) -> Result<Pairs, Failure> {
        let n = self.sorted.len();
        let odd = n % 2 == 1;
        let top = self.p(0).score;
        let matching = self.completability();
        let mut unmatched = (0..n).filter(|&v| matching[v] == v);
        let first = unmatched.next();
        if unmatched.next().is_some() || first.is_some_and(|v| !self.eligible_for_bye(self.p(v))) {
            return Err(Failure::Unpairable);
        }
        if odd {
            let bye = first.expect("an odd number leaves one player");
            self.bye_score = self.p(bye).score;
            self.single_downfloater_is_bye = self.bye_score >= top
                && (0..n).take_while(|&v| self.p(v).score >= top).all(|v| self.p(matching[v]).score >= top);
            let mut counts: Vec<u32> =
                (0..n).filter(|&v| self.p(v).score == self.bye_score).map(|v| self.p(v).played_games).collect();
            counts.sort_unstable_by(|a, b| b.cmp(a));
            for (rank, c) in counts.into_iter().enumerate() {
                self.unplayed_ranks.insert(c, rank as u64);
            }
        }
        self.outside = self.outside_terms();
        self.brackets()
    }

    /// Completability ([C4]): the best pairing of the completability
    /// weights, each vertex's partner or the vertex itself. Can everyone
    /// but at most one eligible player be paired, and with an odd number,
    /// who is best left out (the lowest score possible) and can the top
    /// score group be paired within itself? The weights have three fields,
    /// high to low: one per pair and one per player paired who may not get
    /// the bye; with an odd number, the sum of the paired players' offsets
    /// in the per-score field (the bye's score the lowest possible); and
    /// whether both are in the top score group. Their own graph holds them
    /// in one 64-bit word when the fields fit, and is dropped before the
    /// brackets' graphs are made.
    fn completability(&self) -> Vec<usize> {
        let n = self.sorted.len();
        let bits = |most: u64| 64 - most.leading_zeros();
        let pair_bits = bits(n as u64 / 2);
        let most_offset = (0..n).map(|v| self.layout.completability.offset(self.p(v).score).unwrap_or(0)).max();
        let group_bits = bits(n as u64 * 2 * u64::from(most_offset.unwrap_or(0)));
        let top_bits = bits(3 * n as u64 / 2);
        if pair_bits + group_bits + top_bits <= 60 {
            let word = |pairs: u64, group: u64, top_pair: u64| {
                (((pairs << group_bits) + group) << pair_bits) as i64 + top_pair as i64
            };
            self.completability_with(word)
        } else {
            let (sb, gb) = (self.layout.size_bits, self.layout.completability.bits());
            let wide = |pairs: u64, group: u64, top_pair: u64| {
                Wide::<N>::from_u64(pairs).shift_left(gb).add_u64(group).shift_left(sb).add_u64(top_pair)
            };
            self.completability_with(wide)
        }
    }

    /// [`Self::completability`] with the weights' fields put together by
    /// `weight(pairs, group, top_pair)`.
    fn completability_with<W: Weight>(&self, weight: impl Fn(u64, u64, u64) -> W) -> Vec<usize> {
        let n = self.sorted.len();
        let odd = n % 2 == 1;
        let top_score = self.p(0).score;
        let mut graph = DynamicMatching::new(n);
        // The offset of each vertex's score in the per-score field, and
        // whether it may not be left out.
        let group: Vec<u64> =
            (0..n).map(|v| u64::from(self.layout.completability.offset(self.p(v).score).unwrap_or(0))).collect();
        let kept_in: Vec<u64> = (0..n)
            .map(|v| {
                let p = self.p(v);
                u64::from(if odd { !self.eligible_for_bye(p) } else { !self.bye_candidate(p) })
            })
            .collect();
        for a in 0..n {
            for b in 0..a {
                let (pa, pb) = (self.p(a), self.p(b));
                if self.compatible(pa, pb) {
                    let w = if odd {
                        weight(1 + kept_in[a] + kept_in[b], group[a] + group[b], u64::from(pa.score >= top_score))
                    } else {
                        weight(1 + kept_in[a] + kept_in[b], 0, 0)
                    };
                    graph.set_weight(a, b, w);
                }
            }
        }
        // Duals that make every edge tight but for the top group's bit: the
        // weights are sums of one term per player (and that bit), so the
        // solve starts from a nearly complete matching.
        let duals = (0..n)
            .map(|v| if odd { weight(1 + 2 * kept_in[v], 2 * group[v], 0) } else { weight(1 + 2 * kept_in[v], 0, 0) })
            .collect();
        graph.start_from_duals(duals);
        graph.solve().into_iter().enumerate().map(|(v, m)| m.unwrap_or(v)).collect()
    }

    fn finalize_pair(&mut self, a: usize, b: usize) {
        self.graph.isolate_pair(a, b, self.max_weight);
    }

    /// Settles the brackets top-down; returns the pairs (and the bye) by player index.
    fn brackets(&mut self) -> Result<Pairs, Failure> {
        let n = self.sorted.len();
        let top = self.p(0).score;
        // The players of the next bracket (its MDPs first), without the score group after it.
        let mut players: Vec<usize> = (0..n).take_while(|&v| self.p(v).score >= top).collect();
        let mut mdps = 0usize;
        let mut first_resident = 0usize;
        let mut next_group_start = players.len();
        let mut matched = vec![false; 2 * n];
        let mut partner: Vec<Option<usize>> = vec![None; n];
        let score_groups = 1 + (1..n).filter(|&v| self.p(v).score != self.p(v - 1).score).count();
        self.progress.start(score_groups);
        while players.len() > 1 || next_group_start < n {
            let mut bracket = self.open_bracket(players, mdps, first_resident, next_group_start)?;
            self.choose_paired_mdps(&mut bracket, &mut matched);
            self.pair_mdps(&mut bracket, &mut matched);
            self.pair_remainder(&mut bracket, &mut matched);
            (players, mdps) = self.close_bracket(&bracket, &matched, &mut partner);
            // Past the last score group (no residents, no next group), a
            // bracket that pairs none of its players would be opened again
            // as it was, for ever: they cannot be paired. (Completability
            // rules that out; this keeps a wrong step from hanging.)
            if bracket.score_group.is_empty()
                && bracket.next_group.is_empty()
                && players.len() == bracket.vertices.len()
            {
                return Err(Failure::Unpairable);
            }
            first_resident = bracket.score_group.end;
            next_group_start = bracket.next_group.end;
            self.progress.bracket_done();
        }
        self.progress.finish();
        let mut out = Vec::new();
        for (v, mate) in partner.iter().enumerate() {
            match *mate {
                Some(m) if v < m => out.push((self.sorted[v], Some(self.sorted[m]))),
                Some(_) => {}
                None => out.push((self.sorted[v], None)),
            }
        }
        Ok(out)
    }

    /// Opens the bracket whose residents start at vertex `first_resident`:
    /// `vertices` (its MDPs, then its residents) followed by the next score
    /// group (from vertex `next_group_start`), every edge touching the
    /// residents or the next group at its base weight, and the best pairing.
    fn open_bracket(
        &mut self,
        mut vertices: Vec<usize>,
        mdps: usize,
        first_resident: usize,
        next_group_start: usize,
    ) -> Result<Bracket<N>, Failure> {
        let n = self.sorted.len();
        let residents_end = vertices.len();
        let score_group = first_resident..first_resident + (residents_end - mdps);
        let mut next_group_end = next_group_start;
        if next_group_start < n {
            let s = self.p(next_group_start).score;
            while next_group_end < n && self.p(next_group_end).score >= s {
                vertices.push(next_group_end);
                next_group_end += 1;
            }
        }
        let next_group = next_group_start..next_group_end;
        debug_assert_eq!(score_group.end, next_group.start);
        if !self.layout.counts_fit(vertices.len()) {
            return Err(Failure::FieldsTooNarrow);
        }
        let regrouped = self.regroup(&vertices, mdps)?;
        self.choose_graph(&vertices, next_group_end..n);
        for (a, b, w) in regrouped {
            self.set(a, b, w);
        }
        let base = self.base_weights(&vertices, mdps, residents_end);
        for larger in mdps..vertices.len() {
            for smaller in 0..larger {
                self.set(vertices[larger], vertices[smaller], base[larger][smaller]);
            }
        }
        let stable = self.solve();
        Ok(Bracket { vertices, mdps, residents_end, score_group, next_group, base, stable })
    }

    /// Lays the per-score fields out for the scores of the bracket's
    /// `vertices`. Returns the weights set for an earlier bracket between
    /// its first `mdps` vertices (the MDPs: every other weight with counts
    /// in these fields is set again for this bracket), their counts moved
    /// to the new fields.
    fn regroup(&mut self, vertices: &[usize], mdps: usize) -> Result<Vec<(usize, usize, Wide<N>)>, Failure> {
        let groups = ScoreFields::of(vertices.iter().map(|&v| self.p(v).score));
        if groups.bits() > self.layout.groups_bits {
            return Err(Failure::FieldsTooNarrow);
        }
        let mut regrouped = Vec::new();
        for larger in 1..mdps {
            for smaller in 0..larger {
                let (a, b) = (vertices[larger], vertices[smaller]);
                let w = self.graph.weight(a, b);
                let w = if w.is_zero() { w } else { self.layout.regroup(w, &self.groups, &groups) };
                regrouped.push((a, b, w));
            }
        }
        self.groups = groups;
        Ok(regrouped)
    }

    /// Puts the bracket's `vertices` (its MDPs, residents and the next
    /// score group) on the graph its pairings are solved on, `lower` being
    /// the vertices of the score groups below. When any of its players
    /// may float down into the lower groups and still be paired there
    /// ([`Self::lower_groups_complete_any`]), the graph is theirs alone,
    /// each vertex with a stand-in for the lower groups. Otherwise it is
    /// the graph of every vertex not yet paired, kept from bracket to
    /// bracket. Every new graph starts from the duals and pairs of the old.
    fn choose_graph(&mut self, vertices: &[usize], lower: std::ops::Range<usize>) {
        let n = self.sorted.len();
        let reduce = self.may_reduce && self.lower_groups_complete_any(vertices, lower.clone());
        self.reduced_brackets += usize::from(reduce);
        if !reduce
            && !self.lower_reduced
            && vertices.iter().copied().chain(lower.clone()).all(|v| self.graph.contains(v))
        {
            return;
        }
        let members: Vec<usize> = if reduce {
            vertices.iter().copied().chain(vertices.iter().map(|&v| self.stand_in(v))).collect()
        } else {
            vertices.iter().copied().chain(lower.clone()).collect()
        };
        // A vertex new to the graph starts at the dual that makes its edges
        // outside the brackets tight; a stand-in at zero. Duals are doubled
        // and must share a parity: odd ones are raised by one, which keeps
        // every slack non-negative.
        let level = |id: usize| {
            let terms = &self.outside;
            if id >= n { Wide::zero() } else { terms.constant.add(terms.by_vertex[id]).add(terms.by_vertex[id]) }
        };
        let even = |w: Wide<N>| if w.0[0] & 1 == 1 { w.add_u64(1) } else { w };
        let old_start = |id: usize| self.graph.contains(id).then(|| self.graph.warm_start_of(id)).flatten();
        let (duals, partners): (Vec<Wide<N>>, Vec<Option<usize>>) = members
            .iter()
            .map(|&id| {
                let old = old_start(id);
                (even(old.map_or_else(|| level(id), |(dual, _)| dual)), old.and_then(|(_, partner)| partner))
            })
            .unzip();
        let players = if reduce { vertices.len() } else { members.len() };
        let degrees: Vec<usize> = (0..members.len()).map(|i| if i < players { players } else { 1 }).collect();
        // The old graph goes before the new is made: the graphs are the
        // largest things the pairing keeps.
        self.graph = BracketGraph::new(Vec::new(), &[], 0);
        self.graph = BracketGraph::new(members, &degrees, 2 * n);
        self.lower_reduced = reduce;
        if reduce {
            // A floater's edge to its stand-in weighs what it adds to the
            // lower groups' pairs: K/2 and its own term.
            let half = self.outside.constant.half();
            for &v in vertices {
                self.set(v, self.stand_in(v), half.add(self.outside.by_vertex[v]));
            }
        } else {
            // The edges touching the lower groups are outside the brackets;
            // those of the bracket are set by the caller.
            let members = self.graph.members().to_vec();
            for (i, &a) in members.iter().enumerate().skip(vertices.len()) {
                for &b in &members[..i] {
                    let w = self.outside_weight(&self.outside, a, b);
                    self.set(a, b, w);
                }
            }
        }
        self.graph.start_from(duals, partners);
    }

    /// Whether every pairing of the bracket's `vertices` can be completed
    /// by the `lower` score groups whichever of them float down, at the same
    /// weight of the lower groups' own pairs: then the bracket is solved
    /// without those groups' vertices, each of its vertices paired instead
    /// with a stand-in when it floats down.
    ///
    /// Why that is exact: every edge touching the lower groups is outside
    /// the brackets and weighs the constant K plus one term per end
    /// ([`Self::outside_terms`]). If the lower groups and the players D
    /// that float down into them can always be paired completely (but for
    /// the one player with the least term, who gets the bye, when the round
    /// has an odd number), their pairs weigh
    /// (|L| + |D|)/2 K + the terms of L and D, less one K/2 and the bye's
    /// term when odd: a constant plus K/2 and its own term for each floater.
    /// That is the weight of its edge to its stand-in, so the best pairings
    /// of the reduced graph are those of the whole round, restricted to the
    /// bracket. They can always be paired so when every player of the
    /// bracket and the lower groups is incompatible with at most |L|/2 - 1
    /// of them: every set of the lower groups and floaters then has a
    /// Hamiltonian cycle (Dirac's theorem: each vertex is joined to at least
    /// half of the others), which pairs them all, or all but any one. The
    /// incompatibility counted is the absolute criteria's: previous and
    /// forbidden opponents, and the players of the same absolute colour
    /// preference ([C3]). With an odd number the bye must be in the lower
    /// groups: some player there must have a smaller term than every
    /// player of the bracket.
    fn lower_groups_complete_any(&self, vertices: &[usize], lower: std::ops::Range<usize>) -> bool {
        let below = lower.len();
        if below < 4 {
            return false;
        }
        let terms = &self.outside.by_vertex;
        if self.sorted.len() % 2 == 1 {
            let least_below = lower.clone().map(|v| terms[v]).min();
            let least_above = vertices.iter().map(|&v| terms[v]).min();
            if least_below >= least_above {
                return false;
            }
        }
        let class = |v: usize| {
            let p = self.p(v);
            (p.absolute_preference() && !self.input.is_topscorer(p)).then_some(p.colour_preference)
        };
        let mut class_sizes: HashMap<Option<Color>, usize> = HashMap::new();
        for v in vertices.iter().copied().chain(lower.clone()) {
            if let Some(c) = class(v) {
                *class_sizes.entry(c).or_default() += 1;
            }
        }
        let incompatible = |v: usize| {
            let same_class = class(v).map_or(0, |c| class_sizes[&c] - 1);
            self.forbidden[self.p(v).index].len() + same_class
        };
        vertices.iter().copied().chain(lower).all(|v| 2 * (incompatible(v) + 1) <= below)
    }

    /// The edge weights of the criteria for every edge from a resident or a
    /// next-group player (at position `larger`) to an earlier player of the
    /// bracket: `base[larger][smaller]`.
    fn base_weights(&self, vertices: &[usize], mdps: usize, residents_end: usize) -> Vec<Vec<Wide<N>>> {
        let mut base: Vec<Vec<Wide<N>>> = vec![Vec::new(); vertices.len()];
        for larger in mdps..vertices.len() {
            for smaller in 0..larger {
                let (higher, lower) = (self.p(vertices[smaller]), self.p(vertices[larger]));
                base[larger].push(self.edge_weight(higher, lower, larger < residents_end, larger >= residents_end));
            }
        }
        base
    }

    /// Which MDPs are paired in this bracket, the highest first ([C6], [C7]):
    /// within each score, as many as the best pairing pairs, each tried in
    /// turn and kept when the pairing still allows it.
    fn choose_paired_mdps(&mut self, bracket: &mut Bracket<N>, matched: &mut [bool]) {
        let mut remaining_group = 0usize;
        let mut remaining_matched = 0usize;
        let mut group_score = i32::MAX;
        for i in 0..bracket.mdps {
            let v = bracket.vertices[i];
            if i == 0 || self.p(v).score < group_score {
                group_score = self.p(v).score;
                (remaining_group, remaining_matched) = self.paired_from(bracket, i, group_score);
            }
            if remaining_matched == 0 {
                continue;
            }
            if remaining_group <= remaining_matched {
                matched[v] = true;
                continue;
            }
            remaining_group -= 1;
            if self.try_pairing_mdp(bracket, i) {
                matched[v] = true;
                remaining_matched -= 1;
            }
        }
    }

    /// How many players from position `from` on score at least `score`, and
    /// how many of them the best pairing pairs with a resident.
    fn paired_from(&self, bracket: &Bracket<N>, from: usize, score: i32) -> (usize, usize) {
        let mut players = 0usize;
        let mut paired = 0usize;
        for &v in bracket.vertices[from..].iter().take_while(|&&v| self.p(v).score >= score) {
            players += 1;
            if bracket.is_resident(bracket.stable[v]) {
                paired += 1;
            }
        }
        (players, paired)
    }

    /// Whether the MDP at position `i` can be paired in the bracket without
    /// giving up a better pairing; if so its pairing is kept from now on.
    fn try_pairing_mdp(&mut self, bracket: &mut Bracket<N>, i: usize) -> bool {
        let v = bracket.vertices[i];
        if !bracket.is_resident(bracket.stable[v]) {
            self.weight_mdp_edges(bracket, i, |w| w.or_u64(1));
            bracket.stable = self.solve();
        }
        if !bracket.is_resident(bracket.stable[v]) {
            return false;
        }
        let residents = (bracket.residents_end - bracket.mdps) as u64;
        self.weight_mdp_edges(bracket, i, |w| w.or_u64(residents).add_u64(1));
        true
    }

    /// Sets the edges from the MDP at position `i` to the residents to
    /// `raise` of their base weight (edges that are absent stay absent).
    fn weight_mdp_edges(&mut self, bracket: &Bracket<N>, i: usize, raise: impl Fn(Wide<N>) -> Wide<N>) {
        for opp in bracket.residents() {
            let w = bracket.base[opp][i];
            if !w.is_zero() {
                self.set(bracket.vertices[i], bracket.vertices[opp], raise(w));
            }
        }
    }

    /// The opponents of the paired MDPs, the highest MDP first: each gets the
    /// highest-ranked resident that still allows the best pairing.
    fn pair_mdps(&mut self, bracket: &mut Bracket<N>, matched: &mut [bool]) {
        for i in 0..bracket.mdps {
            let v = bracket.vertices[i];
            if !matched[v] {
                continue;
            }
            let mut addend = bracket.vertices.len() as u64;
            for opp in bracket.residents().rev() {
                let ov = bracket.vertices[opp];
                if matched[ov] {
                    continue;
                }
                let w = bracket.base[opp][i];
                if !w.is_zero() {
                    self.set(v, ov, w.add_u64(addend));
                    addend += 1;
                }
            }
            self.fix_partner(bracket, v, matched);
        }
    }

    /// Solves and keeps `v`'s partner in the best pairing for good.
    fn fix_partner(&mut self, bracket: &mut Bracket<N>, v: usize, matched: &mut [bool]) {
        bracket.stable = self.solve();
        self.keep_pair(v, bracket.stable[v], matched);
    }

    /// Keeps the pair `v`-`m` for good.
    fn keep_pair(&mut self, v: usize, m: usize, matched: &mut [bool]) {
        matched[v] = true;
        matched[m] = true;
        self.finalize_pair(v, m);
    }

    /// Pairs the remainder (the residents not paired with MDPs): S1 and S2,
    /// the exchanges between them, then each S1 player's opponent.
    fn pair_remainder(&mut self, bracket: &mut Bracket<N>, matched: &mut [bool]) {
        let remainder = self.remainder(bracket);
        let exchanges = remainder.members[..remainder.pairs]
            .iter()
            .filter(|&&i| !bracket.paired_forward(bracket.vertices[i]))
            .count();
        self.exchange_from_s1(bracket, &remainder, exchanges);
        self.exchange_from_s2(bracket, &remainder, exchanges);
        self.freeze_s1_and_s2(bracket, &remainder);
        self.pair_s1(bracket, &remainder, matched);
    }

    /// The remainder of the bracket, its edges weighted to choose S1 and S2,
    /// and the best pairing of those weights.
    fn remainder(&mut self, bracket: &mut Bracket<N>) -> Remainder<N> {
        let first_resident = bracket.score_group.start;
        let members: Vec<usize> =
            bracket.residents().filter(|&i| bracket.stable[bracket.vertices[i]] >= first_resident).collect();
        let pairs = members.iter().filter(|&&i| bracket.stable[bracket.vertices[i]] < bracket.vertices[i]).count();
        let s1_bonus = Wide::from_u64(1).shift_left(2 * self.layout.size_bits + 1);
        let remainder = Remainder { members, pairs, s1_bonus };
        for (oi, &opp) in remainder.members.iter().enumerate() {
            for (pi, &pl) in remainder.members.iter().enumerate().take(oi) {
                let w = remainder.exchange_weight(&bracket.base, pl, opp, pi);
                self.set(bracket.vertices[pl], bracket.vertices[opp], w);
            }
        }
        bracket.stable = self.solve();
        remainder
    }

    /// Exchanges, first half: which S1 players move to S2, the lowest first.
    fn exchange_from_s1(&mut self, bracket: &mut Bracket<N>, remainder: &Remainder<N>, exchanges: usize) {
        let mut exchanges_left = exchanges;
        let mut idx = remainder.pairs;
        while idx > 0 && exchanges_left > 0 {
            idx -= 1;
            let pl = remainder.members[idx];
            let v = bracket.vertices[pl];
            let later = &remainder.members[idx + 1..];
            if bracket.paired_forward(v) {
                for &opp in later {
                    let w = remainder.exchange_weight(&bracket.base, pl, opp, idx);
                    if !w.is_zero() {
                        self.set(v, bracket.vertices[opp], w.sub_u64(1));
                    }
                }
                bracket.stable = self.solve();
            }
            let exchange = !bracket.paired_forward(v);
            exchanges_left -= usize::from(exchange);
            for &opp in later {
                if exchange {
                    bracket.base[opp][pl] = Wide::zero();
                }
                let w = remainder.exchange_weight(&bracket.base, pl, opp, idx);
                self.set(v, bracket.vertices[opp], w);
            }
        }
    }

    /// Exchanges, second half: which S2 players move to S1, the highest first.
    fn exchange_from_s2(&mut self, bracket: &mut Bracket<N>, remainder: &Remainder<N>, exchanges: usize) {
        let mut exchanges_left = exchanges;
        let mut idx = remainder.pairs;
        while idx < remainder.members.len() && exchanges_left > 1 {
            let pl = remainder.members[idx];
            let v = bracket.vertices[pl];
            let later = &remainder.members[idx + 1..];
            let already = bracket.paired_forward(v);
            if !already {
                for &opp in later {
                    let w = remainder.exchange_weight(&bracket.base, pl, opp, idx);
                    if !w.is_zero() {
                        self.set(v, bracket.vertices[opp], w.add_u64(1));
                    }
                }
                bracket.stable = self.solve();
            }
            if bracket.paired_forward(v) {
                exchanges_left -= 1;
                for &opp in &remainder.members[..idx] {
                    bracket.base[pl][opp] = Wide::zero();
                    self.set(v, bracket.vertices[opp], Wide::zero());
                }
                for opp in bracket.residents_end..bracket.vertices.len() {
                    bracket.base[opp][pl] = Wide::zero();
                    self.set(v, bracket.vertices[opp], Wide::zero());
                }
            }
            if !already {
                for &opp in later {
                    let w = remainder.exchange_weight(&bracket.base, pl, opp, idx);
                    self.set(v, bracket.vertices[opp], w);
                }
            }
            idx += 1;
        }
    }

    /// Freezes the roles: S1 players pair only with S2 players.
    fn freeze_s1_and_s2(&mut self, bracket: &mut Bracket<N>, remainder: &Remainder<N>) {
        for (a, &pl) in remainder.members.iter().enumerate() {
            let v = bracket.vertices[pl];
            for &opp in &remainder.members[a + 1..] {
                let ov = bracket.vertices[opp];
                if !bracket.paired_forward(v) || bracket.paired_forward(ov) {
                    bracket.base[opp][pl] = Wide::zero();
                }
                self.set(v, ov, bracket.base[opp][pl]);
            }
        }
    }

    /// Each S1 player's opponent, in S2 order: the first S2 player it meets
    /// in a best pairing. After the first, most are read from the last
    /// solve's duals without solving again ([`Self::settled_opponent`]).
    fn pair_s1(&mut self, bracket: &mut Bracket<N>, remainder: &Remainder<N>, matched: &mut [bool]) {
        // Whether the last solve was of this bracket's frozen S1 and S2 (the
        // ones before pair_s1 favour S1 players, not S2 order).
        let mut solved_frozen = false;
        for &pl in &remainder.members {
            let v = bracket.vertices[pl];
            if !bracket.paired_forward(v) {
                continue;
            }
            if solved_frozen && let Some(m) = self.settled_opponent(bracket, remainder, pl, matched) {
                self.keep_pair(v, m, matched);
                continue;
            }
            let mut addend = 0u64;
            for &opp in remainder.members.iter().rev() {
                let ov = bracket.vertices[opp];
                if opp <= pl || matched[ov] {
                    continue;
                }
                let w = bracket.base[opp][pl];
                if !w.is_zero() {
                    self.set(v, ov, w.add_u64(addend));
                }
                addend += 1;
            }
            self.fix_partner(bracket, v, matched);
            solved_frozen = true;
        }
    }

    /// The opponent of the S1 player at position `pl` when the last solve
    /// already proves it, without solving, and `stable` changed to a best
    /// pairing that gives it that opponent. The solve would pair it with
    /// the first S2 player it meets in a best pairing of the weights now,
    /// and those are the best pairings of the last solve's weights that keep
    /// the pairs made final since (all of them in its best pairing). So:
    /// every S2 player before the opponent is in no best pairing
    /// ([`DynamicMatching::in_no_optimum`]), and the opponent is its partner
    /// in `stable` or becomes it by swapping two pairs of `stable` at no
    /// loss, or along an alternating cycle that the last solve's duals show
    /// to be at no loss ([`DynamicMatching::alternating_cycle`]). A later S2
    /// player must still be unpaired: its positive order
    /// addend puts the opponent ahead of the players outside the remainder.
    fn settled_opponent(
        &self,
        bracket: &mut Bracket<N>,
        remainder: &Remainder<N>,
        pl: usize,
        matched: &[bool],
    ) -> Option<usize> {
        let v = bracket.vertices[pl];
        let mut open = remainder.members.iter().filter(|&&opp| opp > pl && !matched[bracket.vertices[opp]]);
        let mut opponent = None;
        for &opp in open.by_ref() {
            let ov = bracket.vertices[opp];
            if bracket.base[opp][pl].is_zero() || self.graph.in_no_optimum(v, ov) {
                continue;
            }
            if bracket.stable[v] == ov || self.swaps_at_no_loss(&bracket.stable, v, ov) {
                opponent = Some((ov, None));
            } else {
                let cycle = self.graph.alternating_cycle(&bracket.stable, v, ov, CYCLE_SEARCH_BUDGET)?;
                opponent = Some((ov, Some(cycle)));
            }
            break;
        }
        let (ov, cycle) = opponent?;
        open.next()?;
        match cycle {
            None => bracket.swap_partners(v, ov),
            Some(pairs) => {
                for (a, b) in pairs {
                    bracket.stable[a] = b;
                    bracket.stable[b] = a;
                }
            }
        }
        Some(ov)
    }

    /// Whether pairing `v` with `o` in `stable`, and their partners with
    /// each other (`v`'s left unpaired if `o` was), keeps its weight.
    fn swaps_at_no_loss(&self, stable: &[usize], v: usize, o: usize) -> bool {
        let weight = |a: usize, b: usize| self.graph.weight(a, b);
        let (pv, po) = (stable[v], stable[o]);
        if pv == o || pv == v {
            return false;
        }
        if po == o {
            // `o` is unpaired: `v`'s partner is left unpaired.
            return weight(v, pv) == weight(v, o);
        }
        let partners = weight(pv, po);
        !partners.is_zero() && weight(v, pv).add(weight(o, po)) == weight(v, o).add(partners)
    }

    /// Records the bracket's pairs; its unpaired players move down to the
    /// next bracket. Returns the next bracket's players (its MDPs first,
    /// then the next score group) and its number of MDPs.
    fn close_bracket(
        &mut self,
        bracket: &Bracket<N>,
        matched: &[bool],
        partner: &mut [Option<usize>],
    ) -> (Vec<usize>, usize) {
        let next_score = (!bracket.next_group.is_empty()).then(|| self.p(bracket.next_group.start).score);
        let odd = self.sorted.len() % 2 == 1;
        self.single_downfloater_is_bye = odd && next_score.is_some_and(|s| self.bye_score >= s);
        let mut next_bracket = Vec::new();
        let mut next_mdps = 0;
        for (i, &v) in bracket.vertices.iter().enumerate() {
            let m = bracket.stable[v];
            if i < bracket.residents_end && matched[v] {
                partner[v] = Some(m);
                partner[m] = Some(v);
                continue;
            }
            next_bracket.push(v);
            if i < bracket.residents_end {
                next_mdps += 1;
            }
            // (A stand-in is of the lower groups.)
            if next_score.is_some_and(|s| m >= self.sorted.len() || self.p(m).score < s) {
                self.single_downfloater_is_bye = false;
            }
        }
        (next_bracket, next_mdps)
    }
}

/// The weights of the edges outside the brackets
/// ([`Engine::outside_terms`]): a constant plus a term per vertex.
struct OutsideTerms<const N: usize> {
    /// What every compatible pair has.
    constant: Wide<N>,
    /// Each vertex's own part.
    by_vertex: Vec<Wide<N>>,
}

/// A bracket being paired, with the score group after it (whose edges carry
/// the [C8] weights). Positions index `vertices`: the MDPs, the residents,
/// then the next score group.
struct Bracket<const N: usize> {
    /// The matching's vertices of the bracket and the next score group.
    vertices: Vec<usize>,
    /// The number of MDPs, at the front.
    mdps: usize,
    /// The position where the residents end and the next score group begins.
    residents_end: usize,
    /// The vertices of the bracket's own score group (its residents).
    score_group: std::ops::Range<usize>,
    /// The vertices of the next score group (empty after the last).
    next_group: std::ops::Range<usize>,
    /// `base[larger][smaller]`: the criteria's weight of the edge between
    /// two positions, as far as the pairing so far leaves it.
    base: Vec<Vec<Wide<N>>>,
    /// The best pairing of the current weights: each vertex's partner, or
    /// the vertex itself.
    stable: Vec<usize>,
}

impl<const N: usize> Bracket<N> {
    /// The positions of the residents.
    fn residents(&self) -> std::ops::Range<usize> {
        self.mdps..self.residents_end
    }

    /// Whether vertex `v` is a resident of this bracket.
    fn is_resident(&self, v: usize) -> bool {
        self.score_group.contains(&v)
    }

    /// Pairs `v` with `o` in `stable`, and their old partners with each
    /// other (`v`'s left unpaired if `o` was); nothing when they are paired.
    fn swap_partners(&mut self, v: usize, o: usize) {
        let (pv, po) = (self.stable[v], self.stable[o]);
        if pv == o {
            return;
        }
        let (pv_to, po_to) = if po == o { (pv, po) } else { (po, pv) };
        self.stable[pv] = pv_to;
        self.stable[po] = po_to;
        self.stable[v] = o;
        self.stable[o] = v;
    }

    /// Whether `v` is paired with a later player of its own score group (it is
    /// in S1 of the remainder).
    fn paired_forward(&self, v: usize) -> bool {
        self.stable[v] > v && self.stable[v] < self.score_group.end
    }
}

/// The remainder of a bracket: the residents not paired with MDPs.
struct Remainder<const N: usize> {
    /// Their positions in the bracket, in order.
    members: Vec<usize>,
    /// The number of pairs the remainder makes: S1 is its first `pairs` members.
    pairs: usize,
    /// The weight favouring an S1 player's edges while the exchanges are chosen.
    s1_bonus: Wide<N>,
}

impl<const N: usize> Remainder<N> {
    /// The weight of the edge from the member at `index` (position `smaller`)
    /// to position `larger` while S1 and S2 are chosen: S1 players favoured,
    /// each member less than the one before it.
    fn exchange_weight(&self, base: &[Vec<Wide<N>>], smaller: usize, larger: usize, index: usize) -> Wide<N> {
        let w = base[larger][smaller];
        if w.is_zero() {
            return w;
        }
        let doubled = (index as u64) * 2;
        if index < self.pairs { w.add(self.s1_bonus).sub_u64(doubled) } else { w.sub_u64(doubled) }
    }
}

#[cfg(test)]
mod tests {
    use super::super::round_input;
    use super::*;

    /// Every round of the 100-player event of the `dutch-large` vectors.
    fn rounds() -> Vec<RoundInput> {
        let path = crate::vectors::dir("dutch-large").join("M100_p100_r09.trf");
        let event = crate::trf::parse(&std::fs::read_to_string(path).expect("the vector")).expect("a TRF").event;
        (1..=event.rounds_recorded() as usize).map(|round| round_input(&event, round)).collect()
    }

    /// The engine run on `input` with its layout made by `layout` from the
    /// present players' scores and the rounds played.
    fn run(input: &RoundInput, layout: impl Fn(&[i32], usize) -> Layout) -> Result<RoundPairing, Failure> {
        let players = derive(input);
        let present = present(input, &players);
        let scores: Vec<i32> = present.iter().map(|&i| players[i].score).collect();
        let pairs = pair_with(input, &players, present, layout(&scores, input.played_rounds), &Progress::default())?;
        Ok(publish(input, &players, pairs))
    }

    #[test]
    fn per_score_fields_laid_out_per_bracket_pair_as_fields_for_every_score() {
        let rounds = rounds();
        for input in &rounds {
            let round = input.played_rounds + 1;
            let every = run(input, |s, pr| Layout::new(s, pr, GroupRoom::Round)).ok();
            assert!(every.is_some(), "round {round}");
            assert_eq!(run(input, |s, pr| Layout::new(s, pr, GroupRoom::Bracket)).ok(), every, "round {round}");
            // With one bit for the per-score fields no bracket fits (a score
            // group of two or more players needs two), and pair_round pairs
            // the round again with room for every score.
            let squeezed = run(input, |s, pr| Layout::new(s, pr, GroupRoom::Round).squeezed(1));
            assert!(matches!(squeezed, Err(Failure::FieldsTooNarrow)), "round {round}");
            let progress = Progress::default();
            assert_eq!(pair_round_with(input, &progress, |layout| layout.squeezed(1)).ok(), every, "round {round}");
            let (done, total) = progress.brackets();
            assert!(total > 0 && done == total, "every bracket reported paired: {done} of {total}");
            assert_eq!(pair_round(input).ok(), every, "round {round}");
        }
        // By the last round the score groups are many and the weights of a
        // bracket need half the limbs or fewer (3 and 6 at 100 players).
        let last = rounds.last().expect("rounds");
        let players = derive(last);
        let scores: Vec<i32> = present(last, &players).iter().map(|&i| players[i].score).collect();
        let (bracket, round) = (
            Layout::new(&scores, last.played_rounds, GroupRoom::Bracket),
            Layout::new(&scores, last.played_rounds, GroupRoom::Round),
        );
        assert!(2 * bracket.limbs() <= round.limbs(), "{} and {} limbs", bracket.limbs(), round.limbs());
    }

    /// The engine for `input`'s present players, with per-score fields for
    /// every score of the round.
    fn engine_for<'a>(input: &'a RoundInput, players: &'a [Player], progress: &'a Progress) -> Engine<'a, 8> {
        let present = present(input, players);
        let scores: Vec<i32> = present.iter().map(|&i| players[i].score).collect();
        let layout = Layout::new(&scores, input.played_rounds, GroupRoom::Round);
        Engine::<8>::new(input, players, present, layout, progress)
    }

    /// The pairs of `input` by the engine, with or without brackets solved
    /// apart from the lower score groups, and how many were.
    fn pairs_with_reduction(input: &RoundInput, may_reduce: bool) -> (Option<Pairs>, usize) {
        let (players, progress) = (derive(input), Progress::default());
        let mut engine = engine_for(input, &players, &progress);
        engine.may_reduce = may_reduce;
        (engine.run().ok(), engine.reduced_brackets)
    }

    #[test]
    fn brackets_solved_without_the_lower_groups_pair_as_on_the_whole_round() {
        let mut reduced = 0;
        for input in &rounds() {
            let (whole, none) = pairs_with_reduction(input, false);
            let (apart, count) = pairs_with_reduction(input, true);
            let round = input.played_rounds + 1;
            assert!(whole.is_some() && none == 0, "round {round}");
            assert_eq!(apart, whole, "round {round}");
            reduced += count;
        }
        assert!(reduced >= 10, "{reduced} brackets solved without the lower groups");
    }

    #[test]
    fn a_lower_player_who_can_meet_only_a_top_scorer_keeps_the_brackets_whole() {
        let mut input = rounds().pop().expect("rounds");
        let players = derive(&input);
        let by_score = |p: &&Player| (p.score, std::cmp::Reverse(p.rank_index));
        let last = players.iter().filter(|p| p.valid).min_by_key(by_score).expect("players");
        // The best-placed top scorer who has not met the last player: the
        // only opponent left to the last player, so the top bracket must
        // give that player away to the lowest score group.
        let top = players
            .iter()
            .filter(|p| p.valid && p.index != last.index && !input.same_absolute_preference(p, last))
            .filter(|p| !last.entries.iter().any(|e| e.opponent == Some(p.index)))
            .max_by_key(by_score)
            .expect("an opponent");
        input.players[last.index].forbidden =
            players.iter().filter(|p| p.index != top.index && p.index != last.index).map(|p| p.id).collect();
        let (whole, _) = pairs_with_reduction(&input, false);
        let whole = whole.expect("a pairing");
        let pair = (last.index.min(top.index), Some(last.index.max(top.index)));
        assert!(whole.iter().any(|&(a, b)| (a.min(b.unwrap_or(a)), Some(a.max(b.unwrap_or(a)))) == pair));
        let (apart, count) = pairs_with_reduction(&input, true);
        assert_eq!(apart, Some(whole));
        assert_eq!(count, 0, "every bracket has the last player below it");
    }

    #[test]
    fn an_edge_outside_the_brackets_weighs_its_terms_sum() {
        let mut checked = 0;
        for input in &rounds() {
            let (players, progress) = (derive(input), Progress::default());
            let mut engine = engine_for(input, &players, &progress);
            let n = engine.sorted.len();
            // As in the run: before and after the bye's score is known, with
            // and without the unplayed games of its group ranked.
            for bye_score in [0, engine.p(n / 2).score] {
                engine.bye_score = bye_score;
                for ranked in [false, true] {
                    engine.single_downfloater_is_bye = ranked;
                    engine.unplayed_ranks = (0..=input.played_rounds as u32).map(|g| (g, u64::from(g) + 1)).collect();
                    let terms = engine.outside_terms();
                    for a in 0..n {
                        for b in 0..a {
                            let expected = engine.edge_weight(engine.p(b), engine.p(a), false, false);
                            assert_eq!(engine.outside_weight(&terms, a, b), expected, "{a}-{b}");
                            checked += usize::from(!expected.is_zero());
                        }
                    }
                }
            }
        }
        assert!(checked > 10_000, "{checked} weights");
    }

    #[test]
    fn a_regrouped_weight_is_the_weight_built_for_the_new_bracket() {
        let input = rounds().pop().expect("rounds");
        let (players, progress) = (derive(&input), Progress::default());
        let mut engine = engine_for(&input, &players, &progress);
        // Two overlapping runs of vertices (by score, then rank) as the
        // players of an earlier and of a later bracket.
        let fields = |vertices: std::ops::Range<usize>| ScoreFields::of(vertices.map(|v| engine.p(v).score));
        let (earlier, later) = (fields(0..45), fields(20..70));
        assert_ne!(earlier, later);
        let (mut pairs, mut moved) = (0, 0);
        for a in 20..45 {
            for b in 20..a {
                let (higher, lower) = (engine.p(b), engine.p(a));
                for (in_current, in_next) in [(true, false), (false, true)] {
                    engine.groups = earlier.clone();
                    let old = engine.edge_weight(higher, lower, in_current, in_next);
                    engine.groups = later.clone();
                    let new = engine.edge_weight(higher, lower, in_current, in_next);
                    assert_eq!(engine.layout.regroup(old, &earlier, &later), new, "{a}-{b}");
                    pairs += usize::from(!new.is_zero());
                    moved += usize::from(new != old);
                }
            }
        }
        assert!(pairs > 500 && moved > 500, "{pairs} weights, {moved} moved");
    }
}
