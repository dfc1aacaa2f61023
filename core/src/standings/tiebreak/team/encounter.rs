//! The encounter tie-breaks of teams (C.07 art. 6 and 13.3: DE, EDE and
//! its variants) and the knock-out board tie-breaks (art. 12: TBR, BBE),
//! as the reference computes them: only among teams tied on everything
//! before them in the list, pass after pass until no pass separates any
//! more teams. The value is a place inside the tied group (from 1), or 0
//! when the group stays tied as a whole.
//!
//! One step reads the text, not the reference: the board count of two
//! teams still tied (EDEBT, EDEBB, art. 13.3.2) is art. 12.1's BC over
//! their encounters, so the lower count ranks first
//! ([`BoardCountOrder::LowerFirst`]), as in Held's example 46; Gacrux
//! 1.10.59 ranks the higher first there, against its own BC.

use super::{BoardCountOrder, TeamKind, TeamResults, TeamTieBreak};
use crate::standings::tiebreak::Value;
use crate::tournament::team::Score;

/// The most passes the reference makes.
const MAX_PASSES: usize = 30;

/// One step of an extended direct encounter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// The encounters in the primary score.
    Primary,
    /// The encounters in the secondary score.
    Secondary,
    /// The encounters' board count (two teams only).
    Count,
    /// The encounters' result on one top board, from 0 (two teams only).
    Top(usize),
    /// The encounters without the bottom boards after this many (two teams only).
    Bottom(usize),
}

/// The steps of a code, in the order the reference takes them.
fn steps(kind: TeamKind, boards: usize) -> Vec<Step> {
    let mut out = vec![Step::Primary];
    if kind != TeamKind::DirectEncounter {
        out.push(Step::Secondary);
    }
    if matches!(kind, TeamKind::Edec | TeamKind::Edebt | TeamKind::Edebb) {
        out.push(Step::Count);
    }
    match kind {
        TeamKind::Edet | TeamKind::Edebt => out.extend((0..boards).map(Step::Top)),
        TeamKind::Edeb | TeamKind::Edebb => out.extend((0..boards.saturating_sub(1)).map(Step::Bottom)),
        _ => {}
    }
    out
}

/// The tie-break's places, given the places after the tie-breaks before it.
pub(super) fn places(results: &TeamResults, tb: &TeamTieBreak, ranks: &[u32]) -> Vec<Value> {
    let mut place: Vec<i64> = ranks.iter().map(|&r| i64::from(r)).collect();
    match tb.kind {
        TeamKind::TopBoardResult | TeamKind::BottomBoardElimination => boards(results, tb.kind, ranks, &mut place),
        kind => encounters(results, &steps(kind, results.boards), ranks, &mut place),
    }
    relative(results, ranks, &place)
}

/// The teams in the order of their places so far.
fn order(results: &TeamResults, ranks: &[u32], place: &[i64]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..ranks.len()).collect();
    order.sort_by_key(|&t| (ranks[t], place[t], results.teams[t].tpn));
    order
}

/// The groups of teams sharing a place, in order.
fn groups(order: &[usize], place: &[i64]) -> Vec<Vec<usize>> {
    let mut out: Vec<Vec<usize>> = Vec::new();
    for &t in order {
        match out.last_mut() {
            Some(g) if place[g[0]] == place[t] => g.push(t),
            _ => out.push(vec![t]),
        }
    }
    out
}

/// The places as values: inside each group of teams tied before, from 1,
/// or 0 when the group stays tied.
fn relative(results: &TeamResults, ranks: &[u32], place: &[i64]) -> Vec<Value> {
    let order = order(results, ranks, place);
    let mut out = vec![0; ranks.len()];
    let mut start = 0;
    while start < order.len() {
        let stop = (start..order.len()).find(|&k| ranks[order[k]] != ranks[order[start]]).unwrap_or(order.len());
        let (first, last) = (place[order[start]], place[order[stop - 1]]);
        let offset = if first != last { first - 1 } else { first };
        for &t in &order[start..stop] {
            out[t] = (place[t] - offset) * 100;
        }
        start = stop;
    }
    out
}

/// The passes of DE and EDE's variants: each pass runs the current step
/// on every group still tied; a pass that separates no one moves to the
/// next step, one that does starts every step afresh.
fn encounters(results: &TeamResults, steps: &[Step], ranks: &[u32], place: &mut [i64]) {
    let mut step = 0;
    let mut stepped = vec![true; steps.len()];
    let mut more = vec![true; ranks.len()];
    for _ in 1..=MAX_PASSES {
        let (again, changes) = pass_over_tied_groups(results, ranks, place, &mut more, |group, place| {
            let changed = run_step(results, steps[step], group, place);
            (changed, changed > 0)
        });
        stepped[step] = changes > 0;
        if changes == 0 {
            step = (step + 1) % steps.len();
            more.iter_mut().for_each(|m| *m = true);
        } else {
            stepped.iter_mut().for_each(|s| *s = true);
        }
        if !(again || stepped.iter().any(|&s| s)) {
            break;
        }
    }
}

/// One pass over the groups of teams that share a place: `step` runs on
/// each group still open (a team alone closes), returns how many teams it
/// separated and whether its group stays open for the next pass. The
/// result: whether any group stays open, and the teams separated.
fn pass_over_tied_groups(
    results: &TeamResults,
    ranks: &[u32],
    place: &mut [i64],
    open: &mut [bool],
    mut step: impl FnMut(&[usize], &mut [i64]) -> (usize, bool),
) -> (bool, usize) {
    let (mut again, mut changes) = (false, 0);
    for group in groups(&order(results, ranks, place), place) {
        if !open[group[0]] {
            continue;
        }
        if group.len() == 1 {
            open[group[0]] = false;
            continue;
        }
        let (changed, stays_open) = step(&group, place);
        changes += changed;
        for &t in &group {
            open[t] = stays_open;
        }
        again |= stays_open;
    }
    (again, changes)
}

/// Runs one step on one tied group; the number of teams it separated
/// (the board steps separate without counting, as the reference does).
fn run_step(results: &TeamResults, step: Step, group: &[usize], place: &mut [i64]) -> usize {
    let primary = results.primary;
    let boards = results.boards;
    match step {
        Step::Primary => {
            let max = results.win(primary) * if primary == Score::Game { boards as i64 } else { 1 };
            basic(results, group, place, max, |x| x.in_score(primary))
        }
        Step::Secondary => {
            let s = primary.other();
            let max = results.win(s) * if s == Score::Game { boards as i64 } else { 1 };
            basic(results, group, place, max, |x| x.in_score(s))
        }
        _ if group.len() != 2 => 0,
        _ => {
            // BC weighs a board's points by its number, and the lower sum
            // ranks first (art. 12.1); `basic` ranks the higher first.
            let count_sign = match results.board_count {
                BoardCountOrder::LowerFirst => -1,
                BoardCountOrder::HigherFirstAsTheReference => 1,
            };
            let weight = |board: usize| -> i64 {
                match step {
                    Step::Count => count_sign * board as i64,
                    Step::Top(k) => i64::from(board == k + 1),
                    Step::Bottom(k) => i64::from(board < boards - k),
                    _ => 0,
                }
            };
            let max = results.win(primary.other());
            basic(results, group, place, max, |x| x.games.iter().map(|g| weight(g.board) * g.points).sum());
            0
        }
    }
}

/// Direct encounter inside one tied group with the points `points` of
/// each match: when all have met, by the points scored against the
/// others; else the leader only while no one else could still pass it,
/// each match not played counting as `max`.
fn basic(
    results: &TeamResults,
    group: &[usize],
    place: &mut [i64],
    max: i64,
    points: impl Fn(&super::RoundFacts) -> i64,
) -> usize {
    let current = place[group[0]];
    let others = group.len() as i64 - 1;
    let mut scored = Vec::with_capacity(group.len());
    for &t in group {
        let (mut met, mut sum) = (0, 0);
        for x in &results.teams[t].rounds {
            if let Some(o) = x.opponent.filter(|&o| x.played && place[o] == current) {
                let _ = o;
                met += 1;
                sum += points(x);
            }
        }
        scored.push((t, sum, sum + (others - met) * max, met == others));
    }
    let all_met = scored.iter().all(|s| s.3);
    let tpn = |t: usize| results.teams[t].tpn;
    let mut changes = 0;
    if all_met {
        scored.sort_by_key(|s| (-s.1, tpn(s.0)));
        let (mut rank, mut shared, mut value) = (current, current, scored[0].1);
        for s in &scored[1..] {
            rank += 1;
            if s.1 != value {
                shared = rank;
                value = s.1;
                changes += 1;
            }
            place[s.0] = shared;
        }
    } else {
        scored.sort_by_key(|s| (-s.1, -s.2, tpn(s.0)));
        let (mut rank, mut shared, mut value, mut unique) = (current, current, scored[0].1, true);
        for i in 1..scored.len() {
            rank += 1;
            let best_max = scored[i..].iter().map(|s| s.2).max().unwrap_or(0);
            if unique && value > best_max {
                shared = rank;
                changes += 1;
            } else {
                unique = false;
            }
            value = scored[i].1;
            place[scored[i].0] = shared;
        }
    }
    changes
}

/// TBR and BBE: pass k compares the tied teams' game points on board k
/// (TBR), or on all boards but the last k (BBE), over the event.
fn boards(results: &TeamResults, kind: TeamKind, ranks: &[u32], place: &mut [i64]) {
    let boards = results.boards;
    let on_board = |t: usize, board: usize| -> i64 {
        results.teams[t].rounds.iter().flat_map(|x| &x.boards).filter(|b| b.board == board).map(|b| b.points).sum()
    };
    let mut bottom: Vec<i64> = (0..ranks.len())
        .map(|t| results.teams[t].rounds.iter().flat_map(|x| &x.boards).map(|b| b.points).sum())
        .collect();
    let mut more = vec![true; ranks.len()];
    for pass in 1..=boards {
        let (again, _) = pass_over_tied_groups(results, ranks, place, &mut more, |group, place| {
            let mut values: Vec<(usize, i64)> = group
                .iter()
                .map(|&t| {
                    bottom[t] -= on_board(t, boards + 1 - pass);
                    (t, if kind == TeamKind::TopBoardResult { on_board(t, pass) } else { bottom[t] })
                })
                .collect();
            values.sort_by_key(|&(t, v)| (-v, results.teams[t].tpn));
            let (mut count, mut shared) = (place[group[0]], place[group[0]]);
            for (k, &(t, v)) in values.iter().enumerate() {
                if k > 0 && v != values[k - 1].1 {
                    shared = count;
                }
                place[t] = shared;
                count += 1;
            }
            (0, pass < boards)
        });
        if !again {
            break;
        }
    }
}
