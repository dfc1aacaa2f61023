//! The matching graph the engine solves a bracket on, over some of the
//! round's vertices named by their numbers in the round (ids): every
//! unpaired player's, or only those of the bracket and the next score group
//! with a stand-in each for the lower score groups
//! ([`super::engine`] explains when that is exact).

use crate::pairing::matching::DynamicMatching;
use crate::pairing::wide::Weight;

/// `BracketGraph::local` of an id that is not in the graph.
const ABSENT: u32 = u32::MAX;

/// A [`DynamicMatching`] over some of the ids below a bound, each a vertex.
pub(super) struct BracketGraph<W: Weight> {
    graph: DynamicMatching<W>,
    /// The vertex of each id in `graph`, or `ABSENT`.
    local: Vec<u32>,
    /// The id of each vertex of `graph`.
    ids: Vec<usize>,
}

impl<W: Weight> BracketGraph<W> {
    /// An edgeless graph on the ids `members` (all below `id_bound`), with
    /// room for `degrees[i]` edges at `members[i]`.
    pub(super) fn new(members: Vec<usize>, degrees: &[usize], id_bound: usize) -> Self {
        let mut local = vec![ABSENT; id_bound];
        for (v, &id) in members.iter().enumerate() {
            local[id] = v as u32;
        }
        BracketGraph { graph: DynamicMatching::with_degrees(degrees), local, ids: members }
    }

    /// The graph's ids, in vertex order.
    pub(super) fn members(&self) -> &[usize] {
        &self.ids
    }

    /// Whether `id` is a vertex of the graph.
    pub(super) fn contains(&self, id: usize) -> bool {
        self.local.get(id).is_some_and(|&v| v != ABSENT)
    }

    fn vertex(&self, id: usize) -> usize {
        debug_assert!(self.contains(id), "{id} is not in the graph");
        self.local[id] as usize
    }

    /// Sets the weight of edge a-b, both in the graph (zero: no edge).
    pub(super) fn set_weight(&mut self, a: usize, b: usize, w: W) {
        let (va, vb) = (self.vertex(a), self.vertex(b));
        self.graph.set_weight(va, vb, w);
    }

    /// The weight of edge a-b; zero when either is not in the graph.
    pub(super) fn weight(&self, a: usize, b: usize) -> W {
        if a == b || !self.contains(a) || !self.contains(b) {
            return W::zero();
        }
        self.graph.weight(self.vertex(a), self.vertex(b))
    }

    /// Makes the next solve start from `duals[i]` for the `i`th member
    /// (doubled, all of one parity) and the pairs between members that
    /// `partners` (the `i`th member's, by id) gives both ways
    /// ([`DynamicMatching::start_from`]).
    pub(super) fn start_from(&mut self, duals: Vec<W>, partners: Vec<Option<usize>>) {
        let paired_back = |v: usize, p: usize| self.contains(p) && partners[self.vertex(p)] == Some(self.ids[v]);
        let mate =
            (0..self.ids.len()).map(|v| partners[v].filter(|&p| paired_back(v, p)).map(|p| self.vertex(p))).collect();
        self.graph.start_from(duals, mate);
    }

    /// The doubled dual and partner of member `id` the next solve would
    /// start from ([`DynamicMatching::warm_start`]).
    pub(super) fn warm_start_of(&self, id: usize) -> Option<(W, Option<usize>)> {
        let (duals, mate) = self.graph.warm_start()?;
        let v = self.vertex(id);
        Some((duals[v], mate[v].map(|u| self.ids[u])))
    }

    /// A maximum-weight matching: the partner of each id below `id_bound`,
    /// or the id itself when it is single or not in the graph.
    pub(super) fn solve(&mut self, id_bound: usize) -> Vec<usize> {
        let mut partner: Vec<usize> = (0..id_bound).collect();
        for (v, mate) in self.graph.solve().into_iter().enumerate() {
            if let Some(u) = mate {
                partner[self.ids[v]] = self.ids[u];
            }
        }
        partner
    }

    /// [`DynamicMatching::in_no_optimum`] for edge a-b, both in the graph.
    pub(super) fn in_no_optimum(&self, a: usize, b: usize) -> bool {
        self.graph.in_no_optimum(self.vertex(a), self.vertex(b))
    }

    /// [`DynamicMatching::alternating_cycle`], with `partner` and the pairs
    /// returned by id.
    pub(super) fn alternating_cycle(
        &self,
        partner: &[usize],
        v: usize,
        o: usize,
        budget: usize,
    ) -> Option<Vec<(usize, usize)>> {
        let local_partner: Vec<usize> = self.ids.iter().map(|&id| self.vertex(partner[id])).collect();
        let pairs = self.graph.alternating_cycle(&local_partner, self.vertex(v), self.vertex(o), budget)?;
        Some(pairs.into_iter().map(|(a, b)| (self.ids[a], self.ids[b])).collect())
    }

    /// [`DynamicMatching::isolate_pair`] for a-b, both in the graph.
    pub(super) fn isolate_pair(&mut self, a: usize, b: usize, w: W) {
        let (va, vb) = (self.vertex(a), self.vertex(b));
        self.graph.isolate_pair(va, vb, w);
    }
}
