//! The bit fields of the engine's edge weights. Each criterion is a field,
//! the higher priority in the higher bits; the criteria that count pairs or
//! floaters by score ([C7], [C8], [C18]-[C21]) have one sub-field per score
//! (the higher score in the higher bits), each wide enough to count every
//! player with that score.
//!
//! Only the players of the bracket being paired and of the next score group
//! ever fill those per-score fields, so they are laid out for that bracket's
//! scores alone and laid out again when the next bracket opens: a weight
//! needs a few dozen bits for them instead of one sub-field for every score
//! of the round (at 1000 players, about 300 bits in all instead of 675).

use crate::pairing::wide::Wide;

/// Number of bits needed to write `x` (0 for 0).
fn bits(x: usize) -> u32 {
    usize::BITS - x.leading_zeros()
}

/// The sub-fields of a per-score field for a set of players: one per
/// distinct score, the lowest score in the lowest bits, each as wide as the
/// count of its players needs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct ScoreFields {
    /// (score, offset, width), by ascending score.
    fields: Vec<(i32, u32, u32)>,
    /// The width of the whole field.
    bits: u32,
}

impl ScoreFields {
    /// The sub-fields for players with these scores (in any order).
    pub(super) fn of(scores: impl IntoIterator<Item = i32>) -> ScoreFields {
        let mut scores: Vec<i32> = scores.into_iter().collect();
        scores.sort_unstable();
        let mut fields = Vec::new();
        let mut offset = 0;
        for run in scores.chunk_by(|a, b| a == b) {
            let width = bits(run.len());
            fields.push((run[0], offset, width));
            offset += width;
        }
        ScoreFields { fields, bits: offset }
    }

    /// The width of the whole field.
    pub(super) fn bits(&self) -> u32 {
        self.bits
    }

    /// The offset of `score`'s sub-field, if it has one.
    pub(super) fn offset(&self, score: i32) -> Option<u32> {
        self.fields.iter().find(|f| f.0 == score).map(|f| f.1)
    }
}

/// The widths of the weight's bit fields for a round.
pub(super) struct Layout {
    /// Bits for a count of the players of one bracket (its MDPs, its
    /// residents and the next score group): the pairs, floats and colour
    /// fields sum over a bracket's pairs, and a sum that overflowed its
    /// field would carry into the criterion above it.
    pub(super) size_bits: u32,
    /// The width of each per-score field while a bracket is paired.
    pub(super) groups_bits: u32,
    /// The per-score field of the completability matching, over every score
    /// of the round (its weights are set once, before any bracket).
    pub(super) completability: ScoreFields,
    /// The rounds back whose floats count ([C14]-[C21]): up to two.
    float_rounds: u32,
    /// Total width of a bracket's edge weight.
    pub(super) total_bits: u32,
}

/// How much room a layout gives each bracket's per-score fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GroupRoom {
    /// Room for nearly every bracket: the two largest adjacent score
    /// groups and a few MDPs (the per-score fields rounded up to fill the
    /// weight's last 64-bit limb). A bracket that needs more cannot be
    /// paired with it.
    Bracket,
    /// Room for every player and every score of the round: no bracket can
    /// need more.
    Round,
}

/// Bits the MDPs of a bracket are expected to need beyond its residents'
/// and the next score group's sub-fields (a few players of one or two scores).
const MDP_BITS: u32 = 4;

/// The MDPs a bracket is expected to have at most, beyond its residents
/// and the next score group, when counts are sized for a [`GroupRoom::Bracket`].
const MDP_ROOM: usize = 15;

/// Bits of a weight above its value, left free so that the matching's sums
/// of two weights do not overflow.
const HEADROOM_BITS: u32 = 4;

impl Layout {
    /// The layout for a round in which the present players have these
    /// scores, after `played_rounds` rounds.
    pub(super) fn new(scores: &[i32], played_rounds: usize, room: GroupRoom) -> Layout {
        let completability = ScoreFields::of(scores.iter().copied());
        let widths: Vec<u32> = completability.fields.iter().map(|&(_, _, width)| width).collect();
        let size_bits = match room {
            GroupRoom::Round => bits(scores.len()),
            GroupRoom::Bracket => {
                let mut sorted = scores.to_vec();
                sorted.sort_unstable();
                let groups: Vec<usize> = sorted.chunk_by(|a, b| a == b).map(<[i32]>::len).collect();
                let adjacent = groups.windows(2).map(|g| g[0] + g[1]).max().unwrap_or(scores.len());
                bits((adjacent + MDP_ROOM).min(scores.len()))
            }
        };
        let layout = Layout {
            size_bits,
            groups_bits: 0,
            completability,
            float_rounds: played_rounds.min(2) as u32,
            total_bits: 0,
        };
        let (fixed, fields) = (layout.fixed_bits(), layout.per_score_fields());
        let groups_bits = match room {
            GroupRoom::Round => layout.completability.bits(),
            GroupRoom::Bracket => {
                let adjacent = widths.windows(2).map(|w| w[0] + w[1]).max().unwrap_or(size_bits);
                let limbs = (fixed + fields * (adjacent + MDP_BITS) + HEADROOM_BITS).div_ceil(64);
                ((64 * limbs - HEADROOM_BITS - fixed) / fields).min(layout.completability.bits())
            }
        };
        layout.with_groups_bits(groups_bits)
    }

    /// Whether the count fields hold every count of a bracket of `players`
    /// (its MDPs, residents and the next score group).
    pub(super) fn counts_fit(&self, players: usize) -> bool {
        bits(players) <= self.size_bits
    }

    /// The same layout with `groups_bits` bits for each per-score field.
    fn with_groups_bits(mut self, groups_bits: u32) -> Layout {
        self.groups_bits = groups_bits;
        self.total_bits = self.fixed_bits() + self.per_score_fields() * groups_bits;
        self
    }

    /// The width of all the fields but the per-score ones, as
    /// `Engine::edge_weight` builds them: completion and the bye (2 bits),
    /// [C6] and [C8] (a count each), [C9] (two counts), the colours (four),
    /// the float counts (two per round back), the generation-order
    /// refinements (three counts and a bit).
    fn fixed_bits(&self) -> u32 {
        let sb = self.size_bits;
        2 + sb + sb + 2 * sb + 4 * sb + 2 * self.float_rounds * sb + 3 * sb + 1
    }

    /// How many per-score fields a weight has: [C7], [C8] and two per
    /// round back ([C18]-[C21]).
    fn per_score_fields(&self) -> u32 {
        2 + 2 * self.float_rounds
    }

    /// How many 64-bit limbs the weights need (the completability
    /// matching's included).
    pub(super) fn limbs(&self) -> u32 {
        (self.total_bits.max(self.completability_bits()) + HEADROOM_BITS).div_ceil(64)
    }

    /// The same layout with room for `groups_bits` bits of per-score fields.
    #[cfg(test)]
    pub(super) fn squeezed(self, groups_bits: u32) -> Layout {
        self.with_groups_bits(groups_bits)
    }

    /// The width of the completability matching's weights.
    fn completability_bits(&self) -> u32 {
        2 + self.completability.bits() + self.size_bits
    }

    /// Where each per-score field of a bracket's weight starts, as
    /// `Engine::edge_weight` lays them out: the float scores ([C18]-[C21])
    /// above the generation-order refinements, then [C8]'s and [C7]'s
    /// above the float counts, colours and [C9].
    fn group_field_offsets(&self) -> impl Iterator<Item = u32> + '_ {
        let (sb, gb, f) = (self.size_bits, self.groups_bits, 2 * self.float_rounds);
        let refinements = 3 * sb + 1;
        let floats = (0..f).map(move |i| refinements + i * gb);
        let next = refinements + f * gb + f * sb + 4 * sb + 2 * sb;
        floats.chain([next, next + gb + sb])
    }

    /// Weight `w`, laid out for the per-score fields `from`, laid out for
    /// `to` instead. Every score counted in `w` must have a sub-field in
    /// `to`, wide enough for its count.
    pub(super) fn regroup<const N: usize>(&self, w: Wide<N>, from: &ScoreFields, to: &ScoreFields) -> Wide<N> {
        if from == to {
            return w;
        }
        let mut out = w;
        for at in self.group_field_offsets() {
            out = out.clear_bits(at, self.groups_bits);
            for &(score, offset, width) in &from.fields {
                let count = w.bits(at + offset, width);
                if count == 0 {
                    continue;
                }
                let Some(moved) = to.offset(score) else {
                    debug_assert!(false, "score {score} counted in a weight but not in the bracket");
                    continue;
                };
                debug_assert!(
                    to.fields.iter().any(|&(s, _, width)| s == score && count >> width == 0),
                    "a count of {count} for score {score} does not fit its new sub-field"
                );
                out = out.or_shifted(count, at + moved);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pairing::wide::Weight;

    #[test]
    fn sub_fields_by_ascending_score_each_as_wide_as_its_count() {
        let fields = ScoreFields::of([20, 10, 20, 20, 30, 10]);
        assert_eq!(fields.fields, vec![(10, 0, 2), (20, 2, 2), (30, 4, 1)]);
        assert_eq!(fields.bits(), 5);
        assert_eq!(fields.offset(20), Some(2));
        assert_eq!(fields.offset(15), None);
    }

    #[test]
    fn count_fields_hold_a_bracket_of_mdps_from_single_player_score_groups() {
        // Seven players, seven scores (as acceleration makes them): a
        // bracket can hold them all, and its pairs, floats and colour counts
        // must not carry into the completion and bye field above them.
        let scores = [60, 50, 45, 40, 35, 30, 25];
        for room in [GroupRoom::Bracket, GroupRoom::Round] {
            let layout = Layout::new(&scores, 7, room);
            assert!(layout.counts_fit(scores.len()), "{room:?}");
            assert!(layout.size_bits >= 3, "{room:?}: {}", layout.size_bits);
        }
        // A bracket past the room a layout made for it is refused, and the
        // round is paired again with room for every player.
        let many: Vec<i32> = (0..200).map(|i| i % 2).collect();
        let narrow = Layout::new(&many, 3, GroupRoom::Bracket);
        assert!(narrow.counts_fit(200));
        let groups: Vec<i32> = (0..200).collect();
        let narrow = Layout::new(&groups, 3, GroupRoom::Bracket);
        assert!(narrow.counts_fit(17) && !narrow.counts_fit(40));
        assert!(Layout::new(&groups, 3, GroupRoom::Round).counts_fit(200));
    }

    #[test]
    fn a_regrouped_weight_keeps_every_count_and_every_other_field() {
        let scores = [40, 30, 30, 20, 20, 20, 10, 10];
        let layout = Layout::new(&scores, 3, GroupRoom::Bracket);
        let from = ScoreFields::of([40, 30, 30, 20]);
        let to = ScoreFields::of([30, 30, 20, 10, 10]);
        let offsets: Vec<u32> = layout.group_field_offsets().collect();
        assert_eq!(offsets.len(), 6);
        // A 30 counted twice in the first float field and once in [C7]'s, and
        // the lowest and highest bits of the weight set outside those fields.
        let mut w = Wide::<4>::from_u64(1).or_shifted(1, layout.total_bits - 1);
        w = w.or_shifted(2, offsets[0] + from.offset(30).unwrap());
        w = w.or_shifted(1, offsets[5] + from.offset(30).unwrap());
        let moved = layout.regroup(w, &from, &to);
        let mut expected = Wide::<4>::from_u64(1).or_shifted(1, layout.total_bits - 1);
        expected = expected.or_shifted(2, offsets[0] + to.offset(30).unwrap());
        expected = expected.or_shifted(1, offsets[5] + to.offset(30).unwrap());
        assert_eq!(moved, expected);
        assert_ne!(moved, w, "30 moves up: 10 now has the lowest sub-field");
        assert_eq!(layout.regroup(moved, &to, &from), w);
        assert!(!moved.is_zero());
    }
}
