//! Direct encounter (C.07 art. 6) as the reference computes it: only among
//! players tied on everything before DE in the list; the value is the place
//! inside the tied group (shared by players still tied), or 0 when the group
//! stays tied as a whole or the player is not tied at all.

use super::{EventResults, Value, is_forfeit, is_played};

/// How direct encounters are read: the event, each player's points per
/// round, a win's points, and whether forfeits count as encounters (`DE/P`,
/// or always in a round robin, C.07 15.2).
struct Encounters<'a> {
    event: &'a EventResults,
    points: &'a [Vec<i64>],
    win: i64,
    forfeits: bool,
}

/// Points each member of `set` scored against the others, averaged per
/// opponent when they met more than once; and how many members each has not met.
fn scores(e: &Encounters, set: &[usize]) -> (Vec<f64>, Vec<usize>) {
    let (event, points) = (e.event, e.points);
    let mut score = vec![0.0; set.len()];
    let mut missing = vec![0usize; set.len()];
    for (a, &i) in set.iter().enumerate() {
        for &j in set.iter().filter(|&&j| j != i) {
            let games: Vec<i64> = event.players[i]
                .rounds
                .iter()
                .enumerate()
                .filter(|(_, r)| r.opponent == Some(j) && (is_played(r) || (e.forfeits && is_forfeit(r))))
                .map(|(k, _)| points[i][k])
                .collect();
            if games.is_empty() {
                missing[a] += 1;
            } else {
                score[a] += games.iter().sum::<i64>() as f64 / games.len() as f64;
            }
        }
    }
    (score, missing)
}

/// Orders a tied set into blocks of players still tied, best first.
fn blocks(e: &Encounters, set: Vec<usize>) -> Vec<Vec<usize>> {
    if set.len() < 2 {
        return vec![set];
    }
    let (event, win) = (e.event, e.win);
    let (score, missing) = scores(e, &set);
    let complete = missing.iter().all(|&m| m == 0);
    if !complete && !event.round_robin {
        // Art. 6 in a Swiss: place the leader while he beats what anyone left
        // could still reach by winning every encounter not played, each test
        // on the sub-scores of the whole tied set; when the test fails, apply
        // art. 6 again to the players not yet placed.
        let mut order: Vec<usize> = (0..set.len()).collect();
        order.sort_by(|&a, &b| score[b].total_cmp(&score[a]));
        let reach = |q: usize| score[q] + (missing[q] as i64 * win) as f64;
        let mut placed = 0;
        while placed + 1 < order.len()
            && score[order[placed]] > order[placed + 1..].iter().map(|&q| reach(q)).fold(f64::MIN, f64::max)
        {
            placed += 1;
        }
        if placed == 0 {
            return vec![set];
        }
        let mut out: Vec<Vec<usize>> = order[..placed].iter().map(|&q| vec![set[q]]).collect();
        out.extend(blocks(e, order[placed..].iter().map(|&q| set[q]).collect()));
        return out;
    }
    let mut levels: Vec<f64> = score.clone();
    levels.sort_by(|a, b| b.total_cmp(a));
    levels.dedup();
    if levels.len() == 1 {
        return vec![set];
    }
    let mut out = Vec::new();
    for level in levels {
        let members: Vec<usize> = (0..set.len()).filter(|&a| score[a] == level).map(|a| set[a]).collect();
        out.extend(blocks(e, members));
    }
    out
}

/// The DE value of every player, given the values of the tie-breaks before
/// it (`previous[i][..k]`); `forfeits_played` (`DE/P`) counts forfeits
/// between the tied players as encounters in a Swiss too.
pub(super) fn places(
    event: &EventResults,
    points: &[Vec<i64>],
    previous: &[Vec<Option<Value>>],
    k: usize,
    (win, forfeits_played): (i64, bool),
) -> Vec<Value> {
    let e = Encounters { event, points, win, forfeits: forfeits_played || event.round_robin };
    let n = event.players.len();
    let mut out = vec![0; n];
    let mut groups: std::collections::BTreeMap<&[Option<Value>], Vec<usize>> = std::collections::BTreeMap::new();
    for (i, values) in previous.iter().enumerate() {
        groups.entry(&values[..k]).or_default().push(i);
    }
    for group in groups.into_values() {
        let ordered = blocks(&e, group);
        if ordered.len() < 2 {
            continue;
        }
        let mut place = 1;
        for block in ordered {
            for &j in &block {
                out[j] = place * 100;
            }
            place += block.len() as Value;
        }
    }
    out
}
