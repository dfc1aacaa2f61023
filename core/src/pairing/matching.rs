//! Maximum-weight matching in a general graph: Edmonds' blossom algorithm
//! with the primal-dual method of Galil (O(n³)), on integer weights of any width.
//!
//! Vertex duals are kept doubled so that every quantity stays integral.

use super::wide::Weight;
use std::collections::{HashMap, HashSet};

const NONE: usize = usize::MAX;

/// A maximum-weight matching of `n` vertices over the given edges (zero-weight
/// edges may be left out). `mate[v]` is v's partner, or `None`.
pub fn max_weight_matching<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Vec<Option<usize>> {
    let mut graph = DynamicMatching::new(n);
    for &(i, j, w) in edges {
        graph.set_weight(i, j, w);
    }
    graph.solve()
}

/// A matching and doubled vertex duals to restart from: every edge has
/// non-negative slack, every matched edge zero slack.
#[derive(Clone, Debug)]
struct WarmStart<W> {
    mate: Vec<Option<usize>>,
    duals: Vec<W>,
}

const NO_EDGE: u32 = u32::MAX;

/// Where the pair of vertices `a` and `b` (different) sits in a list of
/// all pairs, the lower-triangle order.
fn pair_index(a: usize, b: usize) -> usize {
    let (lo, hi) = if a < b { (a, b) } else { (b, a) };
    hi * (hi - 1) / 2 + lo
}
/// `Neighbour::vertex` of an edge whose weight went to zero (it is skipped
/// until it gets a weight again or the graph is compacted).
const DEAD: u32 = u32::MAX;

/// A maximum-weight matching over a graph whose weights change between
/// solves, as the Dutch engine's do hundreds of times per round. The graph
/// is kept (a zero weight removes an edge) and each solve restarts from the
/// previous optimum: the duals of the vertices whose edges changed are raised
/// until feasible, matched edges that lost their zero slack are dropped, and
/// the blossom algorithm only repairs what changed.
pub struct DynamicMatching<W: Weight> {
    matcher: Matcher<W>,
    /// Edge number of each vertex pair (at [`pair_index`]), or `NO_EDGE`.
    edge_of: Vec<u32>,
    /// Edges whose weight went to zero.
    dead: usize,
    /// Vertices with an edge whose weight rose since the last solve.
    dirty: Vec<bool>,
    warm: Option<WarmStart<W>>,
    /// Whether the matcher holds the optimal duals of a solve (none before
    /// the first solve, nor after new duals are given).
    duals_of_last_solve: bool,
}

impl<W: Weight> DynamicMatching<W> {
    /// An edgeless graph on `n` vertices.
    pub fn new(n: usize) -> Self {
        Self::with_degrees(&vec![n.saturating_sub(1); n])
    }

    /// An edgeless graph on `degrees.len()` vertices, with room for
    /// `degrees[v]` edges at vertex v (more may be added).
    pub fn with_degrees(degrees: &[usize]) -> Self {
        let n = degrees.len();
        let mut matcher = Matcher::empty();
        matcher.n = n;
        // Room for every edge from the start: lists grown by doubling would
        // leave the freed smaller copies behind as fragmentation, and the
        // graph is the largest thing the pairing keeps.
        matcher.neighbend = degrees.iter().map(|&d| Vec::with_capacity(d)).collect();
        matcher.neighweight = degrees.iter().map(|&d| Vec::with_capacity(d)).collect();
        matcher.live_from = vec![0; n];
        let edges = degrees.iter().sum::<usize>() / 2;
        matcher.ends.reserve_exact(edges);
        matcher.slots.reserve_exact(edges);
        DynamicMatching {
            matcher,
            edge_of: vec![NO_EDGE; n * n.saturating_sub(1) / 2],
            dead: 0,
            dirty: vec![false; n],
            warm: None,
            duals_of_last_solve: false,
        }
    }

    /// The weight of edge a-b (zero: no edge).
    pub fn weight(&self, a: usize, b: usize) -> W {
        match self.edge_of[pair_index(a, b)] {
            NO_EDGE => W::zero(),
            k => self.matcher.weight(k as usize).half(),
        }
    }

    /// Whether edge a-b is in no maximum-weight matching of the weights the
    /// last solve had: that solve's optimal duals (the vertices' and the
    /// blossoms') leave it slack, and by complementary slackness every
    /// optimal matching uses only edges of zero slack. Meaningful only while
    /// a-b keeps the weight it had then, until the next solve; false (no
    /// proof) before the first solve.
    pub fn in_no_optimum(&self, a: usize, b: usize) -> bool {
        let m = &self.matcher;
        if !self.duals_of_last_solve {
            return false;
        }
        match self.edge_of[pair_index(a, b)] {
            NO_EDGE => true,
            k => m.slack_with_blossoms(a, b, m.weight(k as usize)),
        }
    }

    /// Another best pairing of the weights the last solve had, in which `v`
    /// is paired with `o`: the new pairs of an alternating cycle `v`-`o`,
    /// `o`-`partner[o]`, `partner[o]`-y1, y1-`partner[y1]`, ... ,
    /// `partner[v]`-`v`, searched breadth first from `partner[o]` over at
    /// most `budget` vertices. `partner` must be a best pairing of those
    /// weights (a vertex's partner, or itself when unpaired) and the edges
    /// it does not pair must keep the weights they had. Every vertex of the
    /// cycle is outside the last solve's blossoms and every new pair is
    /// tight under its duals, so the new pairing is tight everywhere, covers
    /// the same vertices and leaves every blossom as full as it was: by
    /// complementary slackness it is a best pairing too.
    pub fn alternating_cycle(
        &self,
        partner: &[usize],
        v: usize,
        o: usize,
        budget: usize,
    ) -> Option<Vec<(usize, usize)>> {
        let m = &self.matcher;
        let (pv, po) = (partner[v], partner[o]);
        let outside = |x: usize| m.blossomparent[x] == NONE;
        if !self.duals_of_last_solve || pv == v || po == o || pv == o || ![v, o, pv, po].into_iter().all(outside) {
            return None;
        }
        match self.edge_of[pair_index(v, o)] {
            NO_EDGE => return None,
            k if m.dualvar[v].add(m.dualvar[o]) != m.weight(k as usize) => return None,
            _ => {}
        }
        // `reached_from[y]`: the vertex whose new pair y is; y's partner then
        // needs a new pair in turn.
        let mut reached_from: HashMap<usize, usize> = HashMap::new();
        let mut queue = std::collections::VecDeque::from([po]);
        let mut seen: HashSet<usize> = [v, o, pv, po].into_iter().collect();
        while let Some(x) = queue.pop_front() {
            if seen.len() > budget {
                return None;
            }
            for (e, &w2) in m.neighbend[x].iter().zip(&m.neighweight[x]).skip(m.live_from[x] as usize) {
                let y = e.vertex as usize;
                if e.vertex == DEAD || y == partner[x] || m.dualvar[x].add(m.dualvar[y]) != w2 {
                    continue;
                }
                if y == pv {
                    let mut pairs = vec![(v, o), (x, pv)];
                    let mut end = x;
                    while end != po {
                        let y = partner[end];
                        let from = reached_from[&y];
                        pairs.push((from, y));
                        end = from;
                    }
                    return Some(pairs);
                }
                let next = partner[y];
                if next == y || seen.contains(&y) || seen.contains(&next) || !outside(y) || !outside(next) {
                    continue;
                }
                seen.extend([y, next]);
                reached_from.insert(y, x);
                queue.push_back(next);
            }
        }
        None
    }

    /// Sets the weight of edge a-b (zero: no edge).
    pub fn set_weight(&mut self, a: usize, b: usize, w: W) {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        debug_assert!(lo != hi && hi < self.matcher.n);
        match self.edge_of[pair_index(lo, hi)] {
            NO_EDGE if w.is_zero() => {}
            NO_EDGE => self.add_edge(lo, hi, w),
            k => self.reweigh(k as usize, w),
        }
    }

    /// Adds the edge `lo`-`hi` (`lo` < `hi`, no edge yet) of weight `w`.
    fn add_edge(&mut self, lo: usize, hi: usize, w: W) {
        let m = &mut self.matcher;
        let w2 = w.add(w);
        let k = m.ends.len();
        self.edge_of[pair_index(lo, hi)] = k as u32;
        m.ends.push((lo as u32, hi as u32));
        m.slots.push((m.neighbend[lo].len() as u32, m.neighbend[hi].len() as u32));
        m.neighbend[lo].push(Neighbour { p: (2 * k + 1) as u32, vertex: hi as u32 });
        m.neighbend[hi].push(Neighbour { p: (2 * k) as u32, vertex: lo as u32 });
        m.neighweight[lo].push(w2);
        m.neighweight[hi].push(w2);
        self.dirty[lo] = true;
        self.dirty[hi] = true;
    }

    /// Gives edge k, which exists (live or dead), weight `w`.
    fn reweigh(&mut self, k: usize, w: W) {
        let m = &mut self.matcher;
        let w2 = w.add(w);
        let old = m.weight(k);
        if old == w2 {
            return;
        }
        let (lo, hi) = m.edge(k);
        let was_dead = old.is_zero();
        let (slot_lo, slot_hi) = m.slots[k];
        let (to_hi, to_lo) = if w.is_zero() { (DEAD, DEAD) } else { (hi as u32, lo as u32) };
        m.neighbend[lo][slot_lo as usize].vertex = to_hi;
        m.neighweight[lo][slot_lo as usize] = w2;
        m.neighbend[hi][slot_hi as usize].vertex = to_lo;
        m.neighweight[hi][slot_hi as usize] = w2;
        if was_dead {
            m.live_from[lo] = m.live_from[lo].min(slot_lo);
            m.live_from[hi] = m.live_from[hi].min(slot_hi);
        }
        match (was_dead, w.is_zero()) {
            (false, true) => self.dead += 1,
            (true, false) => self.dead -= 1,
            _ => {}
        }
        // A lower weight leaves the duals feasible: nothing to adapt (a
        // matched edge that lost its zero slack is dropped anyway).
        if w2 > old {
            self.dirty[lo] = true;
            self.dirty[hi] = true;
        }
    }

    /// Gives edge a-b weight `w` and removes every other edge of `a` and
    /// `b` (a pair made final: no other edge can touch them again). Walks
    /// only their live edges, not every vertex pair.
    pub fn isolate_pair(&mut self, a: usize, b: usize, w: W) {
        for x in [a, b] {
            let from = self.matcher.live_from[x] as usize;
            for idx in from..self.matcher.neighbend[x].len() {
                let e = self.matcher.neighbend[x][idx];
                if e.vertex != DEAD && e.vertex as usize != a && e.vertex as usize != b {
                    self.reweigh(e.p as usize / 2, W::zero());
                }
            }
        }
        self.set_weight(a, b, w);
    }

    /// Makes the next solve start from these doubled vertex duals (`duals[v]`
    /// for vertex v) and no matching, instead of from the previous optimum or
    /// from equal duals. Any duals give the optimum: where they leave an
    /// edge's slack negative they are raised, as after a change of weights.
    /// Duals that make many edges tight (zero slack) save most of the work,
    /// since the solve first matches greedily along the tight edges. All
    /// duals must have the same parity.
    pub fn start_from_duals(&mut self, duals: Vec<W>) {
        let n = self.matcher.n;
        self.start_from(duals, vec![None; n]);
    }

    /// [`Self::start_from_duals`], with the pairs of `mate` kept where their
    /// edges are tight under those duals (`mate` must be symmetric).
    pub fn start_from(&mut self, duals: Vec<W>, mate: Vec<Option<usize>>) {
        let n = self.matcher.n;
        assert_eq!(duals.len(), n, "one dual per vertex");
        assert_eq!(mate.len(), n, "one mate per vertex");
        self.warm = Some(WarmStart { mate, duals });
        self.dirty.iter_mut().for_each(|d| *d = true);
        self.duals_of_last_solve = false;
    }

    /// What the next solve starts from: each vertex's doubled dual (blossom
    /// duals moved onto their vertices) and partner, after the last solve
    /// those of its optimum. None before the first solve.
    pub fn warm_start(&self) -> Option<(&[W], &[Option<usize>])> {
        self.warm.as_ref().map(|w| (&w.duals[..], &w.mate[..]))
    }

    /// A maximum-weight matching of the current weights: `mate[v]`.
    pub fn solve(&mut self) -> Vec<Option<usize>> {
        let n = self.matcher.n;
        if self.dead > 1024 && self.dead * 2 > self.matcher.ends.len() {
            self.compact();
        }
        let warm = self.warm.take().map(|warm| self.adapt(warm));
        let m = &mut self.matcher;
        if let Some(warm) = warm {
            m.reset_state(W::zero());
            m.dualvar[..n].copy_from_slice(&warm.duals);
            for v in 0..n {
                let Some(u) = warm.mate[v] else { continue };
                let k = self.edge_of[pair_index(v, u)] as usize;
                m.mate[v] = if m.ends[k].0 as usize == v { 2 * k + 1 } else { 2 * k };
            }
        } else {
            let top = m.neighweight.iter().flatten().copied().max();
            m.reset_state(top.unwrap_or(W::zero()).half());
        }
        m.solve();
        let mate: Vec<Option<usize>> = (0..n).map(|v| (m.mate[v] != NONE).then(|| m.endpoint(m.mate[v]))).collect();
        self.warm = Some(m.dissolved(&mate));
        self.dirty.iter_mut().for_each(|d| *d = false);
        self.duals_of_last_solve = true;
        mate
    }

    /// Adapts the previous optimum to the changed weights: raises the dual of
    /// each changed vertex until its edges are feasible, unmatches edges that
    /// are gone or no longer tight, and gives every single vertex with a
    /// positive dual the same dual (they search together).
    fn adapt(&mut self, mut warm: WarmStart<W>) -> WarmStart<W> {
        let m = &self.matcher;
        let n = m.n;
        for x in (0..n).filter(|&x| self.dirty[x]) {
            for (e, &w2) in m.neighbend[x].iter().zip(&m.neighweight[x]).filter(|(e, _)| e.vertex != DEAD) {
                let u = e.vertex as usize;
                if warm.duals[x].add(warm.duals[u]) < w2 {
                    warm.duals[x] = w2.sub(warm.duals[u]);
                }
            }
        }
        for v in 0..n {
            let Some(u) = warm.mate[v] else { continue };
            let k = self.edge_of[pair_index(v, u)];
            let tight = k != NO_EDGE && {
                let w2 = m.weight(k as usize);
                !w2.is_zero() && warm.duals[v].add(warm.duals[u]) == w2
            };
            if !tight {
                warm.mate[v] = None;
            }
        }
        // After a change of many weights most of the unmatched pairs are
        // tight again under the raised duals: matching them here saves a
        // stage each.
        self.match_tight(&mut warm);
        if let Some(top) = (0..n).filter(|&v| warm.mate[v].is_none()).map(|v| warm.duals[v]).max() {
            for v in 0..n {
                if warm.mate[v].is_none() && !warm.duals[v].is_zero() {
                    warm.duals[v] = top;
                }
            }
        }
        warm
    }

    /// Matches single vertices in pairs along tight edges, greedily.
    fn match_tight(&self, warm: &mut WarmStart<W>) {
        let m = &self.matcher;
        for v in 0..m.n {
            if warm.mate[v].is_some() {
                continue;
            }
            let mut edges = m.neighbend[v].iter().zip(&m.neighweight[v]);
            let tight = edges.find(|&(e, &w2)| {
                let u = e.vertex as usize;
                e.vertex != DEAD && warm.mate[u].is_none() && warm.duals[v].add(warm.duals[u]) == w2
            });
            if let Some((e, _)) = tight {
                warm.mate[v] = Some(e.vertex as usize);
                warm.mate[e.vertex as usize] = Some(v);
            }
        }
    }

    /// Drops the edges whose weight went to zero, renumbering the others in
    /// their order (between solves, where only vertex mates are kept). In
    /// place: the graph is the largest thing the pairing keeps.
    fn compact(&mut self) {
        let n = self.matcher.n;
        let m = &mut self.matcher;
        let mut renumber = vec![NO_EDGE; m.ends.len()];
        let mut live = 0u32;
        for (k, new) in renumber.iter_mut().enumerate() {
            let (i, j) = m.ends[k];
            let pair = &mut self.edge_of[pair_index(i as usize, j as usize)];
            if m.weight(k).is_zero() {
                *pair = NO_EDGE;
            } else {
                (*new, *pair) = (live, live);
                live += 1;
            }
        }
        let mut k = 0;
        m.ends.retain(|_| {
            k += 1;
            renumber[k - 1] != NO_EDGE
        });
        // Every live edge's slots are written below; reusing the vector
        // keeps a second copy of it out of the peak memory.
        m.slots.truncate(live as usize);
        for v in 0..n {
            let (edges, weights) = (&mut m.neighbend[v], &mut m.neighweight[v]);
            let mut kept = 0;
            for idx in 0..edges.len() {
                let e = edges[idx];
                if e.vertex == DEAD {
                    continue;
                }
                let k = renumber[e.p as usize / 2];
                edges[kept] = Neighbour { p: 2 * k + (e.p & 1), vertex: e.vertex };
                weights[kept] = weights[idx];
                // An odd remote endpoint: v is the edge's first end.
                let slot = &mut m.slots[k as usize];
                if e.p & 1 == 1 {
                    slot.0 = kept as u32
                } else {
                    slot.1 = kept as u32
                }
                kept += 1;
            }
            edges.truncate(kept);
            weights.truncate(kept);
            m.live_from[v] = 0;
        }
        self.dead = 0;
    }
}

/// One edge as seen from one of its ends, laid out so that scanning a
/// vertex's edges reads memory in order (the scan is the algorithm's hot
/// loop). The weights are kept apart: most scanned edges are dismissed by
/// their far end's label alone, without reading the wide weight.
#[derive(Clone, Copy)]
struct Neighbour {
    /// Remote endpoint index: the edge is `p / 2`.
    p: u32,
    /// The vertex at that end.
    vertex: u32,
}

struct Matcher<W: Weight> {
    n: usize,
    /// The two ends of each edge.
    ends: Vec<(u32, u32)>,
    /// Where each edge sits in its two ends' lists (`neighbend`,
    /// `neighweight`): its weight is kept there only.
    slots: Vec<(u32, u32)>,
    /// The edges at each vertex.
    neighbend: Vec<Vec<Neighbour>>,
    /// Twice the weight of each edge of `neighbend`, in the same order.
    neighweight: Vec<Vec<W>>,
    /// Where each vertex's list may hold its first live edge: the edges
    /// before are dead (the pairs made final first are the first edges of
    /// most lists, so scans skip them without reading them).
    live_from: Vec<u32>,
    /// Remote endpoint of the matched edge, or NONE.
    mate: Vec<usize>,
    /// 0 free, 1 S, 2 T (5 = S with breadcrumb) for vertices and top-level blossoms.
    label: Vec<u8>,
    labelend: Vec<usize>,
    inblossom: Vec<usize>,
    blossomparent: Vec<usize>,
    blossomchilds: Vec<Vec<usize>>,
    blossombase: Vec<usize>,
    blossomendps: Vec<Vec<usize>>,
    bestedge: Vec<usize>,
    /// The ends and doubled weight of each `bestedge`, kept beside it so that
    /// its slack is computed without fetching the edge from far away.
    bestcache: Vec<(u32, u32, W)>,
    /// The slack of each `bestedge` when last computed, and the value of
    /// `epoch` then: it holds until the vertex duals move.
    bestslack: Vec<(W, u32)>,
    /// Counts the moves of the vertex duals.
    epoch: u32,
    blossombestedges: Vec<Option<Vec<usize>>>,
    /// While a vertex is scanned: its least-slack edge to each S-blossom
    /// (indexed by the blossom), and the blossoms it has one to.
    scan_best: Vec<(usize, W)>,
    scan_targets: Vec<usize>,
    /// The same for a blossom being made, from its sub-blossoms' lists.
    merge_best: Vec<(usize, W)>,
    unusedblossoms: Vec<usize>,
    dualvar: Vec<W>,
    /// Whether each edge of `neighbend` may be followed in this stage, in
    /// the same order (set at both ends, so that a scan reads it in order
    /// rather than fetching a flag per edge from anywhere): it may when its
    /// value is `stage_stamp`, so a new stage clears every edge by moving
    /// the stamp rather than by writing them all.
    allowed_at: Vec<Vec<u8>>,
    stage_stamp: u8,
    queue: Vec<usize>,
}

impl<W: Weight> Matcher<W> {
    fn empty() -> Self {
        Matcher {
            n: 0,
            ends: Vec::new(),
            slots: Vec::new(),
            neighbend: Vec::new(),
            neighweight: Vec::new(),
            live_from: Vec::new(),
            mate: Vec::new(),
            label: Vec::new(),
            labelend: Vec::new(),
            inblossom: Vec::new(),
            blossomparent: Vec::new(),
            blossomchilds: Vec::new(),
            blossombase: Vec::new(),
            blossomendps: Vec::new(),
            bestedge: Vec::new(),
            bestcache: Vec::new(),
            bestslack: Vec::new(),
            epoch: 0,
            blossombestedges: Vec::new(),
            scan_best: Vec::new(),
            scan_targets: Vec::new(),
            merge_best: Vec::new(),
            unusedblossoms: Vec::new(),
            dualvar: Vec::new(),
            allowed_at: Vec::new(),
            stage_stamp: 1,
            queue: Vec::new(),
        }
    }

    /// Clears the search state for a new solve of the current graph, every
    /// vertex single with dual `start_dual`.
    fn reset_state(&mut self, start_dual: W) {
        fn refill<T: Clone>(v: &mut Vec<T>, len: usize, value: T) {
            v.clear();
            v.resize(len, value);
        }
        let n = self.n;
        refill(&mut self.mate, n, NONE);
        refill(&mut self.label, 2 * n, 0);
        refill(&mut self.labelend, 2 * n, NONE);
        self.inblossom.clear();
        self.inblossom.extend(0..n);
        refill(&mut self.blossomparent, 2 * n, NONE);
        self.blossomchilds.resize_with(2 * n, Vec::new);
        self.blossomchilds.iter_mut().for_each(Vec::clear);
        self.blossombase.clear();
        self.blossombase.extend((0..n).chain(std::iter::repeat_n(NONE, n)));
        self.blossomendps.resize_with(2 * n, Vec::new);
        self.blossomendps.iter_mut().for_each(Vec::clear);
        refill(&mut self.bestedge, 2 * n, NONE);
        refill(&mut self.bestcache, 2 * n, (0, 0, W::zero()));
        refill(&mut self.bestslack, 2 * n, (W::zero(), 0));
        self.epoch = 1;
        refill(&mut self.blossombestedges, 2 * n, None);
        refill(&mut self.scan_best, 2 * n, (NONE, W::zero()));
        refill(&mut self.merge_best, 2 * n, (NONE, W::zero()));
        self.scan_targets.clear();
        self.unusedblossoms.clear();
        self.unusedblossoms.extend(n..2 * n);
        refill(&mut self.dualvar, n, start_dual);
        self.dualvar.resize(2 * n, W::zero());
        self.allowed_at.resize_with(n, Vec::new);
        for (flags, edges) in self.allowed_at.iter_mut().zip(&self.neighbend) {
            refill(flags, edges.len(), 0);
        }
        self.stage_stamp = 1;
        self.queue.clear();
    }

    /// The vertex duals with every blossom's dual moved onto its vertices, and
    /// the matching without the edges that are no longer tight after that.
    fn dissolved(&self, mate: &[Option<usize>]) -> WarmStart<W> {
        let n = self.n;
        let mut duals = self.dualvar[..n].to_vec();
        for (v, dual) in duals.iter_mut().enumerate() {
            let mut b = self.blossomparent[v];
            while b != NONE {
                *dual = dual.add(self.dualvar[b]);
                b = self.blossomparent[b];
            }
        }
        let mut out = mate.to_vec();
        for v in 0..n {
            if self.mate[v] != NONE {
                let k = self.mate[v] / 2;
                let u = self.endpoint(self.mate[v]);
                if duals[v].add(duals[u]) != self.weight(k) {
                    out[v] = None;
                }
            }
        }
        for v in 0..n {
            if let Some(u) = out[v]
                && out[u].is_none()
            {
                out[v] = None;
            }
        }
        WarmStart { mate: out, duals }
    }

    /// Whether the duals leave the edge a-b of doubled weight `w2` slack,
    /// counting the duals of the blossoms that hold both ends (each blossom
    /// dual counts twice in an edge inside it, once per end).
    fn slack_with_blossoms(&self, a: usize, b: usize, w2: W) -> bool {
        let parent = |x: usize| Some(self.blossomparent[x]).filter(|&b| b != NONE);
        let ancestors = |v: usize| std::iter::successors(parent(v), |&x| parent(x));
        let mut covered = self.dualvar[a].add(self.dualvar[b]);
        // Nested blossoms: the first of a's that also holds b, and those around it.
        if let Some(common) = ancestors(a).find(|&x| ancestors(b).any(|y| y == x)) {
            for x in std::iter::successors(Some(common), |&x| parent(x)) {
                covered = covered.add(self.dualvar[x]).add(self.dualvar[x]);
            }
        }
        covered > w2
    }

    /// Lets edge k be followed for the rest of the stage.
    fn allow(&mut self, k: usize) {
        let ((i, j), (slot_i, slot_j)) = (self.ends[k], self.slots[k]);
        self.allowed_at[i as usize][slot_i as usize] = self.stage_stamp;
        self.allowed_at[j as usize][slot_j as usize] = self.stage_stamp;
    }

    /// Twice the slack of edge k.
    fn slack(&self, k: usize) -> W {
        let (i, j) = self.edge(k);
        self.dualvar[i].add_sub(self.dualvar[j], self.weight(k))
    }

    /// Makes edge k (ends i, j, doubled weight w2, twice the slack `slack`)
    /// the best edge of x.
    fn set_best(&mut self, x: usize, k: usize, (i, j): (usize, usize), w2: W, slack: W) {
        self.bestedge[x] = k;
        self.bestcache[x] = (i as u32, j as u32, w2);
        self.bestslack[x] = (slack, self.epoch);
    }

    /// Twice the slack of x's best edge (which must exist).
    fn best_slack(&self, x: usize) -> W {
        let (slack, epoch) = self.bestslack[x];
        if epoch == self.epoch {
            return slack;
        }
        let (i, j, w2) = self.bestcache[x];
        self.dualvar[i as usize].add_sub(self.dualvar[j as usize], w2)
    }

    /// [`Self::best_slack`], kept for the next time it is asked for.
    fn best_slack_kept(&mut self, x: usize) -> W {
        let slack = self.best_slack(x);
        self.bestslack[x] = (slack, self.epoch);
        slack
    }

    /// Twice the weight of edge k.
    fn weight(&self, k: usize) -> W {
        let (i, _) = self.ends[k];
        self.neighweight[i as usize][self.slots[k].0 as usize]
    }

    /// The vertex at end `p` of edge `p / 2` (end 0: the first of its two ends).
    fn endpoint(&self, p: usize) -> usize {
        let (i, j) = self.ends[p / 2];
        [i, j][p & 1] as usize
    }

    /// The two ends of edge k.
    fn edge(&self, k: usize) -> (usize, usize) {
        let (i, j) = self.ends[k];
        (i as usize, j as usize)
    }

    fn leaves(&self, b: usize, out: &mut Vec<usize>) {
        if b < self.n {
            out.push(b);
        } else {
            for &t in &self.blossomchilds[b] {
                self.leaves(t, out);
            }
        }
    }

    fn leaves_of(&self, b: usize) -> Vec<usize> {
        let mut out = Vec::new();
        self.leaves(b, &mut out);
        out
    }

    fn assign_label(&mut self, w: usize, t: u8, p: usize) {
        let b = self.inblossom[w];
        self.label[w] = t;
        self.label[b] = t;
        self.labelend[w] = p;
        self.labelend[b] = p;
        self.bestedge[w] = NONE;
        self.bestedge[b] = NONE;
        if t == 1 {
            let leaves = self.leaves_of(b);
            self.queue.extend(leaves);
        } else if t == 2 {
            let base = self.blossombase[b];
            let mb = self.mate[base];
            self.assign_label(self.endpoint(mb), 1, mb ^ 1);
        }
    }

    fn scan_blossom(&mut self, mut v: usize, mut w: usize) -> usize {
        let mut path = Vec::new();
        let mut base = NONE;
        while v != NONE || w != NONE {
            let mut b = self.inblossom[v];
            if self.label[b] & 4 != 0 {
                base = self.blossombase[b];
                break;
            }
            path.push(b);
            self.label[b] = 5;
            if self.labelend[b] == NONE {
                v = NONE;
            } else {
                v = self.endpoint(self.labelend[b]);
                b = self.inblossom[v];
                v = self.endpoint(self.labelend[b]);
            }
            if w != NONE {
                std::mem::swap(&mut v, &mut w);
            }
        }
        for b in path {
            self.label[b] = 1;
        }
        base
    }

    /// Makes a new S-blossom of the odd cycle that the edge k between two
    /// S-vertices of the same tree closes through `base`.
    fn add_blossom(&mut self, base: usize, k: usize) {
        let bb = self.inblossom[base];
        let b = self.unusedblossoms.pop().expect("a free blossom number");
        self.blossombase[b] = base;
        self.blossomparent[b] = NONE;
        self.blossomparent[bb] = b;
        let (path, endps) = self.blossom_cycle(b, bb, k);
        self.label[b] = 1;
        self.labelend[b] = self.labelend[bb];
        self.dualvar[b] = W::zero();
        for leaf in self.leaves_of_list(&path) {
            if self.label[self.inblossom[leaf]] == 2 {
                self.queue.push(leaf);
            }
            self.inblossom[leaf] = b;
        }
        let best = self.least_slack_edges(b, &path);
        self.bestedge[b] = NONE;
        for &k in &best {
            let slack = self.slack(k);
            if self.bestedge[b] == NONE || slack < self.best_slack(b) {
                self.set_best(b, k, self.edge(k), self.weight(k), slack);
            }
        }
        self.blossombestedges[b] = Some(best);
        self.blossomchilds[b] = path;
        self.blossomendps[b] = endps;
    }

    /// The sub-blossoms of new blossom `b` around the cycle that edge k
    /// closes, starting at the base's sub-blossom `bb`, and the endpoints
    /// of the edges between them; each becomes a child of `b`.
    fn blossom_cycle(&mut self, b: usize, bb: usize, k: usize) -> (Vec<usize>, Vec<usize>) {
        let (mut v, mut w) = self.edge(k);
        let mut bv = self.inblossom[v];
        let mut bw = self.inblossom[w];
        let mut path = Vec::new();
        let mut endps = Vec::new();
        while bv != bb {
            self.blossomparent[bv] = b;
            path.push(bv);
            endps.push(self.labelend[bv]);
            v = self.endpoint(self.labelend[bv]);
            bv = self.inblossom[v];
        }
        path.push(bb);
        path.reverse();
        endps.reverse();
        endps.push(2 * k);
        while bw != bb {
            self.blossomparent[bw] = b;
            path.push(bw);
            endps.push(self.labelend[bw] ^ 1);
            w = self.endpoint(self.labelend[bw]);
            bw = self.inblossom[w];
        }
        (path, endps)
    }

    /// The least-slack edge from new blossom `b` (made of `path`) to each
    /// other S-blossom, from its sub-blossoms' lists. A sub-blossom's list
    /// holds the edges its vertices found when they were scanned; those not
    /// scanned yet are queued, and add theirs when they are (before any dual
    /// change needs them).
    fn least_slack_edges(&mut self, b: usize, path: &[usize]) -> Vec<usize> {
        let mut best = std::mem::take(&mut self.merge_best);
        let mut targets = Vec::new();
        for &sub in path {
            for k in self.blossombestedges[sub].take().unwrap_or_default() {
                let (i, j) = self.edge(k);
                let remote = if self.inblossom[j] == b { i } else { j };
                let bj = self.inblossom[remote];
                // Edges inside the blossom or to non-S blossoms are skipped before
                // their slack is computed (vertex duals alone undercount inner edges).
                if bj == b || self.label[bj] != 1 {
                    continue;
                }
                let slack = self.slack(k);
                if best[bj].0 == NONE {
                    targets.push(bj);
                }
                if best[bj].0 == NONE || slack < best[bj].1 {
                    best[bj] = (k, slack);
                }
            }
            self.bestedge[sub] = NONE;
        }
        let list = targets.iter().map(|&t| std::mem::replace(&mut best[t].0, NONE)).collect();
        self.merge_best = best;
        list
    }

    fn leaves_of_list(&self, subs: &[usize]) -> Vec<usize> {
        let mut out = Vec::new();
        for &s in subs {
            self.leaves(s, &mut out);
        }
        out
    }

    fn expand_blossom(&mut self, b: usize, endstage: bool) {
        let childs = self.blossomchilds[b].clone();
        for &s in &childs {
            self.blossomparent[s] = NONE;
            if s < self.n {
                self.inblossom[s] = s;
            } else if endstage && self.dualvar[s].is_zero() {
                self.expand_blossom(s, endstage);
            } else {
                for leaf in self.leaves_of(s) {
                    self.inblossom[leaf] = s;
                }
            }
        }
        if !endstage && self.label[b] == 2 {
            let len = childs.len() as isize;
            let entrychild = self.inblossom[self.endpoint(self.labelend[b] ^ 1)];
            let mut j = childs.iter().position(|&c| c == entrychild).expect("entry child") as isize;
            let (jstep, endptrick): (isize, usize) = if j & 1 == 1 {
                j -= len;
                (1, 0)
            } else {
                (-1, 1)
            };
            let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
            let endps = self.blossomendps[b].clone();
            let mut p = self.labelend[b];
            while j != 0 {
                let v = self.endpoint(p ^ 1);
                self.label[v] = 0;
                let q = endps[at(j - endptrick as isize)];
                let u = self.endpoint(q ^ endptrick ^ 1);
                self.label[u] = 0;
                self.assign_label(self.endpoint(p ^ 1), 2, p);
                self.allow(q / 2);
                j += jstep;
                p = endps[at(j - endptrick as isize)] ^ endptrick;
                self.allow(p / 2);
                j += jstep;
            }
            let bv = childs[at(j)];
            let e = self.endpoint(p ^ 1);
            self.label[e] = 2;
            self.label[bv] = 2;
            self.labelend[e] = p;
            self.labelend[bv] = p;
            self.bestedge[bv] = NONE;
            j += jstep;
            while childs[at(j)] != entrychild {
                let bv = childs[at(j)];
                if self.label[bv] == 1 {
                    j += jstep;
                    continue;
                }
                let reached = self.leaves_of(bv).into_iter().find(|&v| self.label[v] != 0);
                if let Some(v) = reached {
                    self.label[v] = 0;
                    let mb = self.mate[self.blossombase[bv]];
                    let u = self.endpoint(mb);
                    self.label[u] = 0;
                    let le = self.labelend[v];
                    self.assign_label(v, 2, le);
                }
                j += jstep;
            }
        }
        self.label[b] = 0;
        self.labelend[b] = NONE;
        self.blossomchilds[b].clear();
        self.blossomendps[b].clear();
        self.blossombase[b] = NONE;
        self.blossombestedges[b] = None;
        self.bestedge[b] = NONE;
        self.unusedblossoms.push(b);
    }

    fn augment_blossom(&mut self, b: usize, v: usize) {
        let mut t = v;
        while self.blossomparent[t] != b {
            t = self.blossomparent[t];
        }
        if t >= self.n {
            self.augment_blossom(t, v);
        }
        let len = self.blossomchilds[b].len() as isize;
        let i = self.blossomchilds[b].iter().position(|&c| c == t).expect("child") as isize;
        let mut j = i;
        let (jstep, endptrick): (isize, usize) = if i & 1 == 1 {
            j -= len;
            (1, 0)
        } else {
            (-1, 1)
        };
        let at = |j: isize| -> usize { j.rem_euclid(len) as usize };
        while j != 0 {
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            let p = self.blossomendps[b][at(j - endptrick as isize)] ^ endptrick;
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p));
            }
            j += jstep;
            let t = self.blossomchilds[b][at(j)];
            if t >= self.n {
                self.augment_blossom(t, self.endpoint(p ^ 1));
            }
            let (u, v) = (self.endpoint(p), self.endpoint(p ^ 1));
            self.mate[u] = p ^ 1;
            self.mate[v] = p;
        }
        let i = i as usize;
        self.blossomchilds[b].rotate_left(i);
        self.blossomendps[b].rotate_left(i);
        self.blossombase[b] = self.blossombase[self.blossomchilds[b][0]];
    }

    fn augment_matching(&mut self, k: usize) {
        let (v, w) = self.edge(k);
        self.flip_path(v, 2 * k + 1);
        self.flip_path(w, 2 * k);
    }

    /// Matches S-vertex `s` to remote endpoint `p` (NONE: leaves it single)
    /// and flips the alternating path from `s` back to its tree's root.
    fn flip_path(&mut self, s: usize, p: usize) {
        let (mut s, mut p) = (s, p);
        {
            loop {
                let bs = self.inblossom[s];
                if bs >= self.n {
                    self.augment_blossom(bs, s);
                }
                self.mate[s] = p;
                if self.labelend[bs] == NONE {
                    break;
                }
                let t = self.endpoint(self.labelend[bs]);
                let bt = self.inblossom[t];
                s = self.endpoint(self.labelend[bt]);
                let j = self.endpoint(self.labelend[bt] ^ 1);
                if bt >= self.n {
                    self.augment_blossom(bt, j);
                }
                self.mate[j] = self.labelend[bt];
                p = self.labelend[bt] ^ 1;
            }
        }
    }

    /// Finds a maximum-weight matching from the current state: stage by
    /// stage, each growing alternating trees from the single vertices until
    /// one augmentation, until no augmentation improves the weight.
    fn solve(&mut self) {
        for _stage in 0..self.n {
            if !self.start_stage() || !self.augment_once() {
                break;
            }
            self.expand_spent_blossoms();
        }
    }

    /// Clears the labels of the previous stage and makes every single vertex
    /// with a positive dual the S-root of a tree. False when there is none.
    fn start_stage(&mut self) -> bool {
        let n = self.n;
        self.label.iter_mut().for_each(|l| *l = 0);
        self.bestedge.iter_mut().for_each(|e| *e = NONE);
        self.blossombestedges.iter_mut().for_each(|list| *list = None);
        self.stage_stamp = self.stage_stamp.wrapping_add(1);
        if self.stage_stamp == 0 {
            self.allowed_at.iter_mut().flatten().for_each(|a| *a = 0);
            self.stage_stamp = 1;
        }
        self.queue.clear();
        self.match_single_pairs();
        self.match_along_three_edges();
        for v in 0..n {
            if self.mate[v] == NONE && self.label[self.inblossom[v]] == 0 && !self.dualvar[v].is_zero() {
                self.assign_label(v, 1, NONE);
            }
        }
        !self.queue.is_empty()
    }

    /// Matches single vertices outside blossoms along tight edges, greedily:
    /// each such edge is an augmenting path of one edge. A stage ends at
    /// its first augmentation, so after a change of the duals has made many
    /// such edges tight, this takes them all at once instead of one per stage.
    fn match_single_pairs(&mut self) {
        for v in 0..self.n {
            if !self.single_outside_blossoms(v) {
                continue;
            }
            if let Some(e) = self.tight_edge(v, |m, u| m.single_outside_blossoms(u)) {
                self.mate[v] = e.p as usize;
                self.mate[e.vertex as usize] = e.p as usize ^ 1;
            }
        }
    }

    /// Augments along paths of three tight edges between single vertices
    /// outside blossoms, greedily (a single vertex, a matched pair outside
    /// blossoms, a single vertex): as [`Self::match_single_pairs`] (run
    /// before it), these augmentations are what the stages would find one
    /// at a time. Each
    /// matched pair is tried once, so the cost is at most one scan of the
    /// vertices involved.
    fn match_along_three_edges(&mut self) {
        let mut tried = vec![false; self.n];
        for v in 0..self.n {
            if !self.single_outside_blossoms(v) {
                continue;
            }
            let from = self.live_from[v] as usize;
            for idx in from..self.neighbend[v].len() {
                let e = self.neighbend[v][idx];
                let u = e.vertex as usize;
                if e.vertex == DEAD
                    || self.mate[u] == NONE
                    || self.inblossom[u] != u
                    || self.dualvar[v].add(self.dualvar[u]) != self.neighweight[v][idx]
                {
                    continue;
                }
                let x = self.endpoint(self.mate[u]);
                if tried[x] || self.inblossom[x] != x {
                    continue;
                }
                tried[x] = true;
                if let Some(f) = self.tight_edge(x, |m, w| w != v && m.single_outside_blossoms(w)) {
                    self.mate[v] = e.p as usize;
                    self.mate[u] = e.p as usize ^ 1;
                    self.mate[x] = f.p as usize;
                    self.mate[f.vertex as usize] = f.p as usize ^ 1;
                    break;
                }
            }
        }
    }

    /// Whether `v` is single, outside any blossom, and with a positive dual
    /// (a root of the next stage's trees).
    fn single_outside_blossoms(&self, v: usize) -> bool {
        self.mate[v] == NONE && self.inblossom[v] == v && !self.dualvar[v].is_zero()
    }

    /// The first live tight edge of `v` to a vertex that `wanted` accepts.
    fn tight_edge(&self, v: usize, wanted: impl Fn(&Self, usize) -> bool) -> Option<Neighbour> {
        let from = self.live_from[v] as usize;
        (from..self.neighbend[v].len()).map(|idx| (self.neighbend[v][idx], idx)).find_map(|(e, idx)| {
            let u = e.vertex as usize;
            let found =
                e.vertex != DEAD && wanted(self, u) && self.dualvar[v].add(self.dualvar[u]) == self.neighweight[v][idx];
            found.then_some(e)
        })
    }

    /// Grows the trees along tight edges, moving the duals whenever none is
    /// left, until the matching is augmented (true) or the duals show it is
    /// optimal (false).
    fn augment_once(&mut self) -> bool {
        loop {
            while let Some(v) = self.queue.pop() {
                if self.scan(v) {
                    return true;
                }
            }
            let (delta, limit) = self.least_delta();

            self.move_duals(delta);
            match limit {
                DualLimit::VertexDual(v) if self.mate[v] == NONE => return false,
                DualLimit::VertexDual(v) => {
                    // A matched S-vertex reached zero dual before the roots:
                    // it may stay single; flip the even path from its root.
                    self.flip_path(v, NONE);
                    return true;
                }
                DualLimit::EdgeToFree(k) => {
                    self.allow(k);
                    let (mut i, j) = self.edge(k);
                    if self.label[self.inblossom[i]] == 0 {
                        i = j;
                    }
                    self.queue.push(i);
                }
                DualLimit::EdgeBetweenS(k) => {
                    self.allow(k);
                    let (i, _) = self.edge(k);
                    self.queue.push(i);
                }
                DualLimit::BlossomDual(b) => self.expand_blossom(b, false),
            }
        }
    }

    /// Scans the edges of S-vertex `v`: follows the tight ones and keeps the
    /// least-slack others. True when the matching was augmented.
    fn scan(&mut self, v: usize) -> bool {
        let dual_v = self.dualvar[v];
        let top = self.inblossom[v];
        let len = self.neighbend[v].len();
        let mut first = self.live_from[v] as usize;
        while first < len && self.neighbend[v][first].vertex == DEAD {
            first += 1;
        }
        self.live_from[v] = first as u32;
        for idx in first..len {
            let e = self.neighbend[v][idx];
            let p = e.p as usize;
            let k = p / 2;
            if e.vertex == DEAD {
                continue;
            }
            let w = e.vertex as usize;
            let bw = self.inblossom[w];
            // An edge inside v's blossom, or to a T-vertex already reached,
            // can change nothing: skipped before its slack is computed.
            if self.inblossom[v] == bw || (self.label[bw] == 2 && self.label[w] != 0) {
                continue;
            }
            let mut kslack = W::zero();
            let mut allowed = self.allowed_at[v][idx] == self.stage_stamp;
            if !allowed {
                kslack = dual_v.add_sub(self.dualvar[w], self.neighweight[v][idx]);
                if kslack.is_zero() {
                    self.allow(k);
                    allowed = true;
                }
            }
            if allowed {
                if self.follow_tight_edge(v, w, p) {
                    self.keep_scanned_edges(None, top);
                    return true;
                }
            } else if self.label[self.inblossom[w]] == 1 {
                let b = self.inblossom[v];
                if self.bestedge[b] == NONE || kslack < self.best_slack_kept(b) {
                    self.set_best(b, k, (v, w), self.neighweight[v][idx], kslack);
                }
                self.note_scanned_edge(self.inblossom[w], k, kslack);
            } else if self.label[w] == 0 && (self.bestedge[w] == NONE || kslack < self.best_slack_kept(w)) {
                self.set_best(w, k, (v, w), self.neighweight[v][idx], kslack);
            }
        }
        self.keep_scanned_edges(Some(v), top);
        false
    }

    /// Notes edge k, of slack `slack`, from the vertex being scanned to
    /// S-blossom `target`, if it is the least-slack edge to it so far.
    fn note_scanned_edge(&mut self, target: usize, k: usize, slack: W) {
        let (best, best_slack) = self.scan_best[target];
        if best == NONE {
            self.scan_targets.push(target);
        }
        if best == NONE || slack < best_slack {
            self.scan_best[target] = (k, slack);
        }
    }

    /// Ends the scan of `v` (None: it was cut short by an augmentation):
    /// the least-slack edge to each S-blossom joins the best-edge list of
    /// v's top-level blossom. If that blossom was made during the scan
    /// (from `top`), the edges noted before become candidates for its best edge.
    fn keep_scanned_edges(&mut self, v: Option<usize>, top: usize) {
        let targets = std::mem::take(&mut self.scan_targets);
        let mut list: Vec<usize> = targets.iter().map(|&t| std::mem::replace(&mut self.scan_best[t].0, NONE)).collect();
        self.scan_targets = targets;
        self.scan_targets.clear();
        let Some(v) = v else { return };
        let b = self.inblossom[v];
        if b != top {
            for &k in &list {
                let (i, j) = self.edge(k);
                let bj = self.inblossom[if i == v { j } else { i }];
                if bj == b || self.label[bj] != 1 {
                    continue;
                }
                let slack = self.slack(k);
                if self.bestedge[b] == NONE || slack < self.best_slack(b) {
                    self.set_best(b, k, self.edge(k), self.weight(k), slack);
                }
            }
        }
        match &mut self.blossombestedges[b] {
            Some(kept) => kept.append(&mut list),
            slot => *slot = Some(list),
        }
    }

    /// Follows the tight edge from S-vertex `v` to `w` (remote endpoint `p`):
    /// labels `w`'s blossom T, makes a blossom, or augments (true).
    fn follow_tight_edge(&mut self, v: usize, w: usize, p: usize) -> bool {
        let k = p / 2;
        let bw = self.inblossom[w];
        if self.label[bw] == 0 && self.mate[self.blossombase[bw]] == NONE {
            // A single vertex at zero dual (left by a warm start):
            // the path from v's root to it augments.
            self.assign_label(w, 1, NONE);
            self.augment_matching(k);
            return true;
        } else if self.label[bw] == 0 {
            self.assign_label(w, 2, p ^ 1);
        } else if self.label[self.inblossom[w]] == 1 {
            let base = self.scan_blossom(v, w);
            if base == NONE {
                self.augment_matching(k);
                return true;
            }
            self.add_blossom(base, k);
        } else if self.label[w] == 0 {
            self.label[w] = 2;
            self.labelend[w] = p ^ 1;
        }
        false
    }

    /// The largest dual change that keeps every slack non-negative and every
    /// blossom dual too (Galil's δ1-δ4, the first kind found on ties).
    fn least_delta(&self) -> (W, DualLimit) {
        let n = self.n;
        let mut delta1_vertex = NONE;
        let mut delta = W::zero();
        for v in 0..n {
            if self.label[self.inblossom[v]] == 1 {
                let single = self.mate[v] == NONE;
                let better = delta1_vertex == NONE
                    || self.dualvar[v] < delta
                    || (self.dualvar[v] == delta && single && self.mate[delta1_vertex] != NONE);
                if better {
                    delta = self.dualvar[v];
                    delta1_vertex = v;
                }
            }
        }
        let mut limit = DualLimit::VertexDual(delta1_vertex);
        for v in 0..n {
            if self.label[self.inblossom[v]] == 0 && self.bestedge[v] != NONE {
                let d = self.best_slack(v);
                if d < delta {
                    delta = d;
                    limit = DualLimit::EdgeToFree(self.bestedge[v]);
                }
            }
        }
        for b in 0..2 * n {
            if self.blossomparent[b] == NONE && self.label[b] == 1 && self.bestedge[b] != NONE {
                let d = self.best_slack(b).half();
                if d < delta {
                    delta = d;
                    limit = DualLimit::EdgeBetweenS(self.bestedge[b]);
                }
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE
                && self.blossomparent[b] == NONE
                && self.label[b] == 2
                && self.dualvar[b] < delta
            {
                delta = self.dualvar[b];
                limit = DualLimit::BlossomDual(b);
            }
        }
        (delta, limit)
    }

    /// Moves the duals by `delta`: down for S-vertices and up for T-vertices,
    /// the other way round for top-level blossoms.
    fn move_duals(&mut self, delta: W) {
        let n = self.n;
        self.epoch += 1;
        for v in 0..n {
            match self.label[self.inblossom[v]] {
                1 => self.dualvar[v] = self.dualvar[v].sub(delta),
                2 => self.dualvar[v] = self.dualvar[v].add(delta),
                _ => {}
            }
        }
        for b in n..2 * n {
            if self.blossombase[b] != NONE && self.blossomparent[b] == NONE {
                match self.label[b] {
                    1 => self.dualvar[b] = self.dualvar[b].add(delta),
                    2 => self.dualvar[b] = self.dualvar[b].sub(delta),
                    _ => {}
                }
            }
        }
    }

    /// At the end of a stage, expands the top-level S-blossoms whose dual is zero.
    fn expand_spent_blossoms(&mut self) {
        let n = self.n;
        for b in n..2 * n {
            if self.blossomparent[b] == NONE
                && self.blossombase[b] != NONE
                && self.label[b] == 1
                && self.dualvar[b].is_zero()
            {
                self.expand_blossom(b, true);
            }
        }
    }
}

/// What limits a dual change (Galil's δ1-δ4), and where.
#[derive(Clone, Copy)]
enum DualLimit {
    /// δ1: the dual of this S-vertex reaches zero.
    VertexDual(usize),
    /// δ2: this edge from an S-vertex to a free vertex becomes tight.
    EdgeToFree(usize),
    /// δ3: this edge between two S-blossoms becomes tight.
    EdgeBetweenS(usize),
    /// δ4: the dual of this T-blossom reaches zero.
    BlossomDual(usize),
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn weight_of(edges: &[(usize, usize, i64)], mate: &[Option<usize>]) -> i64 {
        edges.iter().filter(|&&(i, j, _)| mate[i] == Some(j)).map(|e| e.2).sum()
    }

    /// The best matching weight by trying every matching (small graphs only).
    fn brute_force(n: usize, edges: &[(usize, usize, i64)]) -> i64 {
        fn go(v: usize, n: usize, used: &mut Vec<bool>, w: &[Vec<i64>]) -> i64 {
            if v == n {
                return 0;
            }
            if used[v] {
                return go(v + 1, n, used, w);
            }
            used[v] = true;
            let mut best = go(v + 1, n, used, w);
            for u in v + 1..n {
                if !used[u] && w[v][u] > 0 {
                    used[u] = true;
                    best = best.max(w[v][u] + go(v + 1, n, used, w));
                    used[u] = false;
                }
            }
            used[v] = false;
            best
        }
        let mut w = vec![vec![0; n]; n];
        for &(i, j, x) in edges {
            w[i][j] = x;
            w[j][i] = x;
        }
        go(0, n, &mut vec![false; n], &w)
    }

    #[test]
    fn classic_cases() {
        assert_eq!(max_weight_matching(2, &[(0, 1, 1i64)]), vec![Some(1), Some(0)]);
        // A path where the middle edge is heavier than both ends together is not.
        let e = [(0, 1, 5i64), (1, 2, 11), (2, 3, 5)];
        assert_eq!(max_weight_matching(4, &e), vec![None, Some(2), Some(1), None]);
        let e = [(0, 1, 5i64), (1, 2, 9), (2, 3, 5)];
        assert_eq!(max_weight_matching(4, &e), vec![Some(1), Some(0), Some(3), Some(2)]);
        // Blossoms: the S-blossom and nested-blossom tests of the classic test set.
        let e = [(1, 2, 8i64), (1, 3, 9), (2, 3, 10), (3, 4, 7), (1, 6, 5), (4, 5, 6)];
        let m = max_weight_matching(7, &e);
        assert_eq!(weight_of(&e, &m), brute_force(7, &e));
        let e = [(1, 2, 9i64), (1, 3, 8), (2, 3, 10), (1, 4, 5), (4, 5, 4), (1, 6, 3)];
        let m = max_weight_matching(7, &e);
        assert_eq!(weight_of(&e, &m), brute_force(7, &e));
        let e = [
            (1, 2, 45i64),
            (1, 5, 45),
            (2, 3, 50),
            (3, 4, 45),
            (4, 5, 50),
            (1, 6, 30),
            (3, 9, 35),
            (4, 8, 35),
            (5, 7, 26),
            (9, 10, 5),
        ];
        let m = max_weight_matching(11, &e);
        assert_eq!(weight_of(&e, &m), brute_force(11, &e));
    }

    fn random_edges(n: usize, raw: Vec<(usize, usize, i64)>) -> Vec<(usize, usize, i64)> {
        let mut seen = std::collections::HashSet::new();
        raw.into_iter()
            .map(|(a, b, w)| (a % n, b % n, w))
            .filter(|&(a, b, _)| a != b && seen.insert((a.min(b), a.max(b))))
            .collect()
    }

    /// The graph of `edges` on `n` vertices.
    fn graph_of(n: usize, edges: &[(usize, usize, i64)]) -> DynamicMatching<i64> {
        let mut graph = DynamicMatching::new(n);
        for &(i, j, w) in edges {
            graph.set_weight(i, j, w);
        }
        graph
    }

    /// Sets edge a-b (taken modulo `n`) to `w` in `graph` and in `edges`;
    /// false, changing nothing, when both ends are the same vertex.
    fn change(
        graph: &mut DynamicMatching<i64>,
        edges: &mut Vec<(usize, usize, i64)>,
        n: usize,
        (a, b, w): (usize, usize, i64),
    ) -> bool {
        let (a, b) = (a % n, b % n);
        if a == b {
            return false;
        }
        edges.retain(|&(i, j, _)| (i.min(j), i.max(j)) != (a.min(b), a.max(b)));
        if w > 0 {
            edges.push((a, b, w));
        }
        graph.set_weight(a, b, w);
        true
    }

    /// A hexagon of equal weights has two best matchings, three pairs apart:
    /// from either, the cycle search finds the other.
    #[test]
    fn an_alternating_cycle_of_six_is_found() {
        let edges: Vec<(usize, usize, i64)> = (0..6).map(|i| (i, (i + 1) % 6, 4)).collect();
        let mut graph = graph_of(6, &edges);
        let mate = graph.solve();
        let partner: Vec<usize> = (0..6).map(|v| mate[v].expect("a perfect matching")).collect();
        let o = if partner[0] == 1 { 5 } else { 1 };
        let pairs = graph.alternating_cycle(&partner, 0, o, 6).expect("the other best matching");
        assert_eq!(pairs.len(), 3, "{pairs:?}");
        assert!(pairs.iter().all(|&(a, b)| partner[a] != b), "only new pairs: {pairs:?}");
        assert!(graph.alternating_cycle(&partner, 0, o, 2).is_none(), "past the budget");
    }

    /// A random graph solved, then changed by `changes`, solved again after
    /// each (warm restarts): the graph and its edges.
    fn solved_after_changes(
        n: usize,
        raw: Vec<(usize, usize, i64)>,
        changes: Vec<(usize, usize, i64)>,
    ) -> (DynamicMatching<i64>, Vec<(usize, usize, i64)>) {
        let mut edges = random_edges(n, raw);
        let mut graph = graph_of(n, &edges);
        graph.solve();
        for edge in changes {
            if change(&mut graph, &mut edges, n, edge) {
                graph.solve();
            }
        }
        (graph, edges)
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
        #[test]
        fn warm_restarts_stay_optimal(
            n in 2usize..9,
            raw in proptest::collection::vec((0usize..9, 0usize..9, 1i64..20), 0..25),
            changes in proptest::collection::vec((0usize..9, 0usize..9, 0i64..25), 1..6),
        ) {
            let mut edges = random_edges(n, raw);
            let mut graph = graph_of(n, &edges);
            graph.solve();
            for edge in changes {
                if !change(&mut graph, &mut edges, n, edge) { continue; }
                let m = graph.solve();
                for v in 0..n {
                    if let Some(u) = m[v] {
                        prop_assert_eq!(m[u], Some(v));
                    }
                }
                prop_assert_eq!(weight_of(&edges, &m), brute_force(n, &edges));
            }
        }

        /// An edge the last solve's duals show slack is in no best matching:
        /// the best matching that keeps it weighs less. Small weights make
        /// ties (several best matchings) and blossoms common; the weights
        /// change between solves, as the engine's do.
        #[test]
        fn an_edge_shown_in_no_optimum_is_in_none(
            n in 2usize..9,
            raw in proptest::collection::vec((0usize..9, 0usize..9, 1i64..5), 0..25),
            changes in proptest::collection::vec((0usize..9, 0usize..9, 0i64..6), 0..4),
        ) {
            prop_assert!(!graph_of(n, &random_edges(n, raw.clone())).in_no_optimum(0, 1), "no proof before a solve");
            let (mut graph, edges) = solved_after_changes(n, raw, changes);
            let best = brute_force(n, &edges);
            let m = graph.solve();
            for &(i, j, w) in &edges {
                let without: Vec<_> = edges.iter().copied().filter(|&(x, y, _)| ![x, y].iter().any(|z| *z == i || *z == j)).collect();
                let keeping = w + brute_force(n, &without);
                if graph.in_no_optimum(i, j) {
                    prop_assert!(keeping < best, "{}-{} shown slack but in a best matching", i, j);
                }
                if m[i] == Some(j) {
                    prop_assert!(!graph.in_no_optimum(i, j), "{}-{} is in the best matching found", i, j);
                }
            }
        }

        /// A cycle found by `alternating_cycle` makes a matching that pairs
        /// the two vertices asked for and weighs as much as the best one.
        /// Small weights make ties (other best matchings) common.
        #[test]
        fn an_alternating_cycle_gives_a_best_matching(
            n in 4usize..11,
            raw in proptest::collection::vec((0usize..11, 0usize..11, 1i64..4), 0..40),
            changes in proptest::collection::vec((0usize..11, 0usize..11, 0i64..5), 0..3),
        ) {
            let (mut graph, edges) = solved_after_changes(n, raw, changes);
            let best = brute_force(n, &edges);
            let mate = graph.solve();
            let partner: Vec<usize> = (0..n).map(|v| mate[v].unwrap_or(v)).collect();
            for &(v, o, _) in &edges {
                let Some(pairs) = graph.alternating_cycle(&partner, v, o, n) else { continue };
                let mut changed = partner.clone();
                for &(a, b) in &pairs {
                    changed[a] = b;
                    changed[b] = a;
                }
                prop_assert_eq!(changed[v], o);
                let matched: Vec<Option<usize>> = (0..n).map(|x| (changed[x] != x).then_some(changed[x])).collect();
                for x in 0..n {
                    if let Some(y) = matched[x] {
                        prop_assert_eq!(matched[y], Some(x), "a matching");
                        prop_assert!(edges.iter().any(|&(i, j, _)| (i, j) == (x, y) || (j, i) == (x, y)), "{}-{} is an edge", x, y);
                    }
                }
                prop_assert_eq!(weight_of(&edges, &matched), best, "pairs {:?}", pairs);
            }
        }

        #[test]
        fn optimal_from_any_duals(
            n in 2usize..9,
            raw in proptest::collection::vec((0usize..9, 0usize..9, 1i64..20), 0..25),
            halves in proptest::collection::vec(0i64..25, 9),
        ) {
            let edges = random_edges(n, raw);
            let mut graph = graph_of(n, &edges);
            // Even duals, feasible or not: the solve repairs them.
            graph.start_from_duals(halves[..n].iter().map(|h| 2 * h).collect());
            let m = graph.solve();
            for v in 0..n {
                if let Some(u) = m[v] {
                    prop_assert_eq!(m[u], Some(v));
                }
            }
            prop_assert_eq!(weight_of(&edges, &m), brute_force(n, &edges));
        }

        #[test]
        fn optimal_on_random_graphs(n in 2usize..10, raw in proptest::collection::vec((0usize..10, 0usize..10, 1i64..20), 0..30)) {
            let mut seen = std::collections::HashSet::new();
            let edges: Vec<(usize, usize, i64)> = raw
                .into_iter()
                .map(|(a, b, w)| (a % n, b % n, w))
                .filter(|&(a, b, _)| a != b && seen.insert((a.min(b), a.max(b))))
                .collect();
            let m = max_weight_matching(n, &edges);
            for v in 0..n {
                if let Some(u) = m[v] {
                    prop_assert_eq!(m[u], Some(v));
                }
            }
            prop_assert_eq!(weight_of(&edges, &m), brute_force(n, &edges));
        }
    }
}
