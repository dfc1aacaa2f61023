//! The round pairing procedure: completability first, then bracket by bracket
//! from the top score group, each decision frozen by re-solving the matching
//! with small weight changes, in the order the Dutch rules generate candidates.

use super::colours;
use super::player::{Player, RoundInput, derive, entry_points};
use super::{Board, RoundPairing};
use crate::pairing::board_order::{Seat, board_key};
use crate::pairing::matching::DynamicMatching;
use crate::pairing::wide::{Weight, Wide};
use crate::tournament::Color;
use std::collections::{HashMap, HashSet};

/// No pairing satisfies the absolute criteria (C.04.3 1.9: the arbiter decides).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("no round pairing satisfies the absolute criteria (no rematches, colour limits, bye eligibility)")]
pub struct NoValidPairing;

/// Pairs the next round.
pub fn pair_round(input: &RoundInput) -> Result<RoundPairing, NoValidPairing> {
    let players = derive(input);
    let present: Vec<usize> =
        players.iter().filter(|p| p.valid && p.entries.len() <= input.played_rounds).map(|p| p.index).collect();
    if present.is_empty() {
        return Ok(RoundPairing::default());
    }
    let layout = Layout::new(input, &players, &present);
    // Weights as narrow as the round allows: the matching streams every
    // weight of the graph, so each spare limb costs time.
    let limbs = (layout.total_bits + 4).div_ceil(64);
    macro_rules! run_with_limbs {
        ($($n:literal)*) => {
            match limbs {
                $(l if l <= $n => Engine::<$n>::new(input, &players, present, layout).run()?,)*
                _ => Engine::<64>::new(input, &players, present, layout).run()?,
            }
        };
    }
    let pairs = run_with_limbs!(2 3 4 5 6 7 8 9 10 11 12 13 14 16 20 24 32);
    Ok(publish(input, &players, pairs))
}

/// The round in publication order ([`board_key`]); the bye last.
fn publish(input: &RoundInput, players: &[Player], pairs: Vec<(usize, Option<usize>)>) -> RoundPairing {
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

/// Number of bits needed to write `x` (0 for 0).
fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

/// The widths of the weight's bit fields for this round.
struct Layout {
    /// Bits for a count of players within one score group.
    size_bits: u32,
    /// Bits for one flag per score group (sum over groups of their size bits).
    groups_bits: u32,
    /// Offset of each score's field within a per-group field.
    group_shift: HashMap<i32, u32>,
    /// Total width of an edge weight.
    total_bits: u32,
}

impl Layout {
    fn new(input: &RoundInput, players: &[Player], present: &[usize]) -> Layout {
        let mut scores: Vec<i32> = present.iter().map(|&i| players[i].score).collect();
        scores.sort_unstable();
        let mut group_shift = HashMap::new();
        let (mut shift, mut max_size, mut run) = (0u32, 0usize, 0usize);
        for (i, &s) in scores.iter().enumerate() {
            run += 1;
            if i + 1 == scores.len() || scores[i + 1] != s {
                group_shift.insert(s, shift);
                max_size = max_size.max(run);
                shift += bits(run);
                run = 0;
            }
        }
        let size_bits = bits(max_size);
        let pr = input.played_rounds;
        let floats =
            if pr >= 1 { 2 * size_bits + 2 * shift } else { 0 } + if pr > 1 { 2 * size_bits + 2 * shift } else { 0 };
        let total_bits =
            2 + size_bits + shift + size_bits + shift + 2 * size_bits + 4 * size_bits + floats + 3 * size_bits + 1;
        Layout { size_bits, groups_bits: shift, group_shift, total_bits }
    }
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
    forbidden: Vec<HashSet<usize>>,
    /// The matching's graph: one vertex per present player, edge weights
    /// encoding the criteria.
    graph: DynamicMatching<Wide<N>>,
    max_weight: Wide<N>,
    bye_score: i32,
    single_downfloater_is_bye: bool,
    unplayed_ranks: HashMap<u32, u64>,
}

impl<'a, const N: usize> Engine<'a, N> {
    fn new(input: &'a RoundInput, players: &'a [Player], mut sorted: Vec<usize>, layout: Layout) -> Self {
        sorted.sort_by(|&a, &b| {
            let (pa, pb) = (&players[a], &players[b]);
            pb.score.cmp(&pa.score).then(pa.rank_index.cmp(&pb.rank_index))
        });
        let id_to_index: HashMap<u32, usize> = players.iter().map(|p| (p.id, p.index)).collect();
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
        Engine {
            input,
            players,
            sorted,
            layout,
            forbidden,
            graph: DynamicMatching::new(n),
            max_weight,
            bye_score: 0,
            single_downfloater_is_bye: false,
            unplayed_ranks: HashMap::new(),
        }
    }

    fn p(&self, vertex: usize) -> &'a Player {
        &self.players[self.sorted[vertex]]
    }

    fn set(&mut self, a: usize, b: usize, w: Wide<N>) {
        self.graph.set_weight(a, b, w);
    }

    /// Solves the matching; `result[v]` is v's partner, or v itself when unmatched.
    fn solve(&mut self) -> Vec<usize> {
        self.graph.solve().into_iter().enumerate().map(|(v, m)| m.unwrap_or(v)).collect()
    }

    /// The absolute criteria [C1] (no rematch, forbidden pairs) and [C3]
    /// (no two non-topscorers with the same absolute preference).
    fn compatible(&self, a: &Player, b: &Player) -> bool {
        if self.forbidden[a.index].contains(&b.index) {
            return false;
        }
        !a.absolute_preference()
            || !b.absolute_preference()
            || a.colour_preference != b.colour_preference
            || self.input.is_topscorer(a)
            || self.input.is_topscorer(b)
    }

    /// [C2], see [`RoundInput::may_get_pab`].
    fn eligible_for_bye(&self, p: &Player) -> bool {
        self.input.may_get_pab(p)
    }

    fn bye_candidate(&self, p: &Player) -> bool {
        self.eligible_for_bye(p) && p.score <= self.bye_score
    }

    /// The float of a player `back` rounds ago (1.4): by the scores before that
    /// round for a played game; a downfloat for an unplayed round worth more than a loss.
    fn float(&self, p: &Player, back: usize) -> Float {
        let round = self.input.played_rounds - back;
        let e = &p.entries[round];
        let s = &self.input.scoring;
        if !e.played {
            return if entry_points(s, p.index, e) > s.loss.0 { Float::Down } else { Float::None };
        }
        let before = |q: &Player| -> i32 {
            q.score
                - q.entries[round..self.input.played_rounds].iter().map(|e| entry_points(s, q.index, e)).sum::<i32>()
        };
        let o = &self.players[e.opponent.expect("a played game has an opponent")];
        match before(p).cmp(&before(o)) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => Float::None,
        }
    }

    fn group_bit(&self, score: i32) -> Wide<N> {
        Wide::from_u64(1).shift_left(self.layout.group_shift[&score])
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

    fn run(mut self) -> Result<Vec<(usize, Option<usize>)>, NoValidPairing> {
        let n = self.sorted.len();
        let odd = n % 2 == 1;
        let top = self.p(0).score;
        let (sb, gb) = (self.layout.size_bits, self.layout.groups_bits);
        // Completability: can everyone but at most one eligible player be paired?
        for a in 0..n {
            for b in 0..a {
                let (pa, pb) = (self.p(a), self.p(b));
                let w = if odd {
                    if self.compatible(pa, pb) {
                        let mut w = Wide::<N>::from_u64(
                            1 + u64::from(!self.eligible_for_bye(pa)) + u64::from(!self.eligible_for_bye(pb)),
                        );
                        w = w
                            .shift_left(gb)
                            .or_u64(u64::from(self.layout.group_shift[&pa.score] + self.layout.group_shift[&pb.score]));
                        w.shift_left(sb).or_u64(u64::from(pa.score >= top))
                    } else {
                        Wide::zero()
                    }
                } else {
                    self.edge_weight(pb, pa, false, false)
                };
                self.set(a, b, w);
            }
        }
        let matching = self.solve();
        let mut unmatched = (0..n).filter(|&v| matching[v] == v);
        let first = unmatched.next();
        if unmatched.next().is_some() || first.is_some_and(|v| !self.eligible_for_bye(self.p(v))) {
            return Err(NoValidPairing);
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
            for a in 0..n {
                for b in 0..a {
                    let w = self.edge_weight(self.p(b), self.p(a), false, false);
                    self.set(a, b, w);
                }
            }
        }
        self.brackets()
    }

    fn finalize_pair(&mut self, a: usize, b: usize) {
        for v in 0..self.sorted.len() {
            if v != a {
                let w = if v == b { self.max_weight } else { Wide::zero() };
                self.set(a, v, w);
            }
            if v != b {
                let w = if v == a { self.max_weight } else { Wide::zero() };
                self.set(b, v, w);
            }
        }
    }

    /// Settles the brackets top-down; returns the pairs (and the bye) by player index.
    fn brackets(mut self) -> Result<Vec<(usize, Option<usize>)>, NoValidPairing> {
        let n = self.sorted.len();
        let sb = self.layout.size_bits;
        let score = |e: &Self, v: usize| e.p(v).score;
        let top = score(&self, 0);
        // Vertices of the current bracket (moved-down players first) and the next score group.
        let mut bracket: Vec<usize> = (0..n).take_while(|&v| score(&self, v) >= top).collect();
        let mut next_group_start = bracket.len();
        let mut mdps = 0usize;
        let mut group_begin_vertex = 0usize;
        let mut matched = vec![false; n];
        let mut partner: Vec<Option<usize>> = vec![None; n];
        let mut stable: Vec<usize>;
        while bracket.len() > 1 || next_group_start < n {
            let residents_end = bracket.len();
            let next_begin_vertex = group_begin_vertex + (residents_end - mdps);
            let group_start = next_group_start;
            if group_start < n {
                let s = score(&self, group_start);
                while next_group_start < n && score(&self, next_group_start) >= s {
                    bracket.push(next_group_start);
                    next_group_start += 1;
                }
            }
            // Base weights for every edge touching this bracket's residents or the next group.
            let mut base: Vec<Vec<Wide<N>>> = vec![Vec::new(); bracket.len()];
            for larger in mdps..bracket.len() {
                for smaller in 0..larger {
                    let w = self.edge_weight(
                        self.p(bracket[smaller]),
                        self.p(bracket[larger]),
                        larger < residents_end,
                        larger >= residents_end,
                    );
                    base[larger].push(w);
                }
            }
            for larger in mdps..bracket.len() {
                for smaller in 0..larger {
                    self.set(bracket[larger], bracket[smaller], base[larger][smaller]);
                }
            }
            let exchange_weight =
                |base: &Vec<Vec<Wide<N>>>, smaller: usize, larger: usize, idx: usize, pairs: usize| {
                    let w = base[larger][smaller];
                    if w.is_zero() {
                        return w;
                    }
                    let doubled = (idx as u64) * 2;
                    if idx < pairs {
                        w.add(Wide::from_u64(1).shift_left(2 * sb + 1)).sub_u64(doubled)
                    } else {
                        w.sub_u64(doubled)
                    }
                };
            stable = self.solve();
            let in_bracket = |v: usize| v >= group_begin_vertex && v < next_begin_vertex;

            // Which moved-down players are paired here: the highest first ([C6], [C7]).
            let mut remaining_group = 0usize;
            let mut remaining_matched = 0usize;
            let mut group_score = i32::MAX;
            for i in 0..mdps {
                let v = bracket[i];
                if i == 0 || score(&self, v) < group_score {
                    group_score = score(&self, v);
                    remaining_group = 0;
                    remaining_matched = 0;
                    let mut j = i;
                    while j < bracket.len() && score(&self, bracket[j]) >= group_score {
                        remaining_group += 1;
                        if in_bracket(stable[bracket[j]]) {
                            remaining_matched += 1;
                        }
                        j += 1;
                    }
                }
                if remaining_matched == 0 {
                    continue;
                }
                if remaining_group <= remaining_matched {
                    matched[v] = true;
                    continue;
                }
                remaining_group -= 1;
                if !in_bracket(stable[v]) {
                    for opp in mdps..residents_end {
                        let w = base[opp][i];
                        if !w.is_zero() {
                            self.set(v, bracket[opp], w.or_u64(1));
                        }
                    }
                    stable = self.solve();
                }
                if in_bracket(stable[v]) {
                    matched[v] = true;
                    remaining_matched -= 1;
                    for opp in mdps..residents_end {
                        let w = base[opp][i];
                        if !w.is_zero() {
                            self.set(v, bracket[opp], w.or_u64((residents_end - mdps) as u64).add_u64(1));
                        }
                    }
                }
            }

            // Their opponents: the highest-ranked resident that still allows the best pairing.
            for i in 0..mdps {
                let v = bracket[i];
                if !matched[v] {
                    continue;
                }
                let mut addend = bracket.len() as u64;
                for opp in (mdps..residents_end).rev() {
                    let ov = bracket[opp];
                    if matched[ov] {
                        continue;
                    }
                    let w = base[opp][i];
                    if !w.is_zero() {
                        self.set(v, ov, w.add_u64(addend));
                        addend += 1;
                    }
                }
                stable = self.solve();
                let m = stable[v];
                matched[m] = true;
                self.finalize_pair(v, m);
            }

            // The remainder: residents not paired with moved-down players.
            let remainder: Vec<usize> =
                (mdps..residents_end).filter(|&i| stable[bracket[i]] >= group_begin_vertex).collect();
            let remainder_pairs = remainder.iter().filter(|&&i| stable[bracket[i]] < bracket[i]).count();
            for (oi, &opp) in remainder.iter().enumerate() {
                for (pi, &pl) in remainder.iter().enumerate().take(oi) {
                    let w = exchange_weight(&base, pl, opp, pi, remainder_pairs);
                    self.set(bracket[pl], bracket[opp], w);
                }
            }
            stable = self.solve();
            let forward = |stable: &Vec<usize>, v: usize| stable[v] > v && stable[v] < next_begin_vertex;
            let exchange_count =
                remainder.iter().take(remainder_pairs).filter(|&&i| !forward(&stable, bracket[i])).count();

            // Exchanges: which S1 players move down (the lowest first)...
            let mut exchanges_left = exchange_count;
            let mut idx = remainder_pairs;
            while idx > 0 && exchanges_left > 0 {
                idx -= 1;
                let pl = remainder[idx];
                let v = bracket[pl];
                if forward(&stable, v) {
                    for &opp in &remainder[idx + 1..] {
                        let w = exchange_weight(&base, pl, opp, idx, remainder_pairs);
                        if !w.is_zero() {
                            self.set(v, bracket[opp], w.sub_u64(1));
                        }
                    }
                    stable = self.solve();
                }
                let exchange = !forward(&stable, v);
                exchanges_left -= usize::from(exchange);
                for &opp in &remainder[idx + 1..] {
                    if exchange {
                        base[opp][pl] = Wide::zero();
                    }
                    let w = exchange_weight(&base, pl, opp, idx, remainder_pairs);
                    self.set(v, bracket[opp], w);
                }
            }
            // ...and which S2 players move up (the highest first).
            let mut exchanges_left = exchange_count;
            let mut idx = remainder_pairs;
            while idx < remainder.len() && exchanges_left > 1 {
                let pl = remainder[idx];
                let v = bracket[pl];
                let already = forward(&stable, v);
                if !already {
                    for &opp in &remainder[idx + 1..] {
                        let w = exchange_weight(&base, pl, opp, idx, remainder_pairs);
                        if !w.is_zero() {
                            self.set(v, bracket[opp], w.add_u64(1));
                        }
                    }
                    stable = self.solve();
                }
                if forward(&stable, v) {
                    exchanges_left -= 1;
                    for &opp in &remainder[..idx] {
                        base[pl][opp] = Wide::zero();
                        self.set(v, bracket[opp], Wide::zero());
                    }
                    for opp in residents_end..bracket.len() {
                        base[opp][pl] = Wide::zero();
                        self.set(v, bracket[opp], Wide::zero());
                    }
                }
                if !already {
                    for &opp in &remainder[idx + 1..] {
                        let w = exchange_weight(&base, pl, opp, idx, remainder_pairs);
                        self.set(v, bracket[opp], w);
                    }
                }
                idx += 1;
            }
            // Freeze the roles: S1 players pair only with S2 players.
            for (a, &pl) in remainder.iter().enumerate() {
                let v = bracket[pl];
                for &opp in &remainder[a + 1..] {
                    let ov = bracket[opp];
                    if !forward(&stable, v) || forward(&stable, ov) {
                        base[opp][pl] = Wide::zero();
                    }
                    self.set(v, ov, base[opp][pl]);
                }
            }
            // Each S1 player's opponent, in S2 order.
            for &pl in &remainder {
                let v = bracket[pl];
                if !forward(&stable, v) {
                    continue;
                }
                let mut addend = 0u64;
                for &opp in remainder.iter().rev() {
                    let ov = bracket[opp];
                    if opp <= pl || matched[ov] {
                        continue;
                    }
                    let w = base[opp][pl];
                    if !w.is_zero() {
                        self.set(v, ov, w.add_u64(addend));
                    }
                    addend += 1;
                }
                stable = self.solve();
                let m = stable[v];
                matched[v] = true;
                matched[m] = true;
                self.finalize_pair(v, m);
            }

            // The next bracket: this bracket's unpaired players, then the next score group.
            let mut next_bracket = Vec::new();
            let mut next_mdps = 0;
            self.single_downfloater_is_bye =
                n % 2 == 1 && group_start < n && self.bye_score >= score(&self, group_start);
            for (i, &v) in bracket.iter().enumerate() {
                if i < residents_end && matched[v] {
                    partner[v] = Some(stable[v]);
                    partner[stable[v]] = Some(v);
                } else {
                    next_bracket.push(v);
                    if i < residents_end {
                        next_mdps += 1;
                    }
                    if self.single_downfloater_is_bye
                        && group_start < n
                        && score(&self, stable[v]) < score(&self, group_start)
                    {
                        self.single_downfloater_is_bye = false;
                    }
                }
            }
            bracket = next_bracket;
            mdps = next_mdps;
            group_begin_vertex = next_begin_vertex;
        }
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
}
