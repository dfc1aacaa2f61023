//! Round-robin schedules by the FIDE Berger tables (C.05 Annex 1).
//!
//! Players are known by pairing number `1..=N`. An odd field uses the table of
//! `N + 1` players, whose highest number is a phantom: meeting it is a rest round.

/// One board of a scheduled round: White against Black, or a rest round.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScheduledBoard {
    /// Board number: the games in Berger table order, a rest after them.
    pub board: u32,
    /// Pairing number of the player with White, or of the resting player.
    pub white: u32,
    /// Pairing number of the player with Black; `None` when `white` rests.
    pub black: Option<u32>,
}

/// The Berger table for an even table size: `n - 1` rounds of `(white, black)`
/// pairs in board order. `n` must be even and at least 2.
pub fn berger_table(n: u32) -> Vec<Vec<(u32, u32)>> {
    assert!(n >= 2 && n.is_multiple_of(2), "Berger tables have an even size");
    let (m, h) = (n - 1, n / 2);
    (1..=m)
        .map(|r| {
            let base = ((r - 1) * h) % m;
            let anchor = base + 1;
            let mut round = Vec::with_capacity(h as usize);
            round.push(if r % 2 == 1 { (anchor, n) } else { (n, anchor) });
            for k in 1..h {
                let white = (base + k) % m + 1;
                let black = (base + m - k) % m + 1;
                round.push((white, black));
            }
            round
        })
        .collect()
}

/// Berger numbers drawn by lot (C.05 Annex 1 lets the numbers be drawn):
/// the number of each of `players` players, in their order, a permutation
/// of `1..=players`. The same `seed` always draws the same numbers, so the
/// draw the arbiter made can be shown again and checked.
pub fn numbers_by_lot(players: usize, seed: u64) -> Vec<u32> {
    let mut numbers: Vec<u32> = (1..=players as u32).collect();
    let mut state = seed;
    // SplitMix64: small, and the same on every machine.
    let mut next = || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    };
    for i in (1..numbers.len()).rev() {
        let j = (next() % (i as u64 + 1)) as usize;
        numbers.swap(i, j);
    }
    numbers
}

/// All rounds of a round robin for `players` players.
///
/// `double` plays a second cycle with colours reversed. `swap_last_two` plays
/// the last two rounds of the first cycle in reverse order, as FIDE recommends
/// for double round robins, so that nobody gets the same colour three times in
/// a row across the cycles.
pub fn schedule(players: u32, double: bool, swap_last_two: bool) -> Vec<Vec<ScheduledBoard>> {
    if players < 2 {
        return Vec::new();
    }
    let n = players + players % 2;
    let table = berger_table(n);
    let cycle: Vec<Vec<ScheduledBoard>> = table.iter().map(|round| to_boards(round, players, false)).collect();
    if !double {
        return cycle;
    }
    let mut first = cycle;
    let len = first.len();
    if swap_last_two && len >= 2 {
        first.swap(len - 2, len - 1);
    }
    let second = table.iter().map(|round| to_boards(round, players, true));
    first.into_iter().chain(second).collect()
}

/// The boards of one table round: the games in table order on boards
/// `1..`, then the rest (the game against the phantom) after them, so that
/// board 1 is always a game.
fn to_boards(round: &[(u32, u32)], players: u32, reversed: bool) -> Vec<ScheduledBoard> {
    let pairs = round.iter().map(|&(w, b)| if reversed { (b, w) } else { (w, b) });
    let games = pairs.clone().filter(|&(w, b)| w <= players && b <= players).map(|(w, b)| (w, Some(b)));
    let rests = pairs.filter(|&(w, b)| w > players || b > players).map(|(w, b)| (w.min(b), None));
    games.chain(rests).zip(1..).map(|((white, black), board)| ScheduledBoard { board, white, black }).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn numbers_drawn_by_lot_are_each_number_once_and_the_same_for_the_same_seed() {
        let drawn = numbers_by_lot(10, 42);
        let mut sorted = drawn.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (1..=10).collect::<Vec<u32>>());
        assert_eq!(numbers_by_lot(10, 42), drawn, "reproducible");
        let draws: HashSet<Vec<u32>> = (0..50).map(|seed| numbers_by_lot(10, seed)).collect();
        assert!(draws.len() > 45, "different seeds draw differently: {}", draws.len());
        assert_eq!(numbers_by_lot(0, 7), Vec::<u32>::new());
        assert_eq!(numbers_by_lot(1, 7), vec![1]);
    }

    type Table = Vec<Vec<(u32, u32)>>;

    /// The tables of FIDE's round-robin text (the project's fide/roundrobin.md,
    /// kept as tests/vectors/fide/roundrobin.md), keyed by even size.
    fn published_tables() -> Vec<(u32, Table)> {
        let text = include_str!("../../../tests/vectors/fide/roundrobin.md");
        let mut tables = Vec::new();
        let mut current: Option<(u32, Table)> = None;
        for line in text.lines() {
            if let Some(rest) = line.strip_prefix("### ") {
                if let Some(t) = current.take() {
                    tables.push(t);
                }
                // "### 5 or 6 players (...)"
                let size = rest.split_whitespace().nth(2).and_then(|s| s.parse().ok());
                current = size.map(|n| (n, Vec::new()));
                continue;
            }
            let Some((_, rounds)) = current.as_mut() else {
                continue;
            };
            let cells: Vec<&str> = line.split('|').map(str::trim).filter(|c| !c.is_empty()).collect();
            if cells.len() < 2 || cells[0].parse::<u32>().is_err() {
                continue;
            }
            let pairs = cells[1..]
                .iter()
                .map(|c| {
                    let (w, b) = c.split_once('-').expect("pair a-b");
                    (w.parse().unwrap(), b.parse().unwrap())
                })
                .collect();
            rounds.push(pairs);
        }
        tables.extend(current);
        tables.retain(|(_, rounds)| !rounds.is_empty());
        tables
    }

    #[test]
    fn generator_reproduces_every_published_berger_table() {
        let tables = published_tables();
        assert_eq!(tables.iter().map(|t| t.0).collect::<Vec<_>>(), vec![4, 6, 8, 10, 12, 14, 16]);
        for (n, rounds) in tables {
            assert_eq!(berger_table(n), rounds, "table for {n} players");
        }
    }

    #[test]
    fn odd_sizes_use_the_next_table_with_the_phantom_as_rest() {
        for players in (3..=15).step_by(2) {
            let sched = schedule(players, false, false);
            let table = berger_table(players + 1);
            for (boards, round) in sched.iter().zip(&table) {
                let rest: Vec<_> = boards.iter().filter(|b| b.black.is_none()).collect();
                assert_eq!(rest.len(), 1);
                let (w, b) = round[0];
                assert_eq!(rest[0].white, if w == players + 1 { b } else { w });
                assert_eq!(rest[0].board, boards.len() as u32, "the rest comes after the games");
            }
        }
    }

    fn check_every_pair_meets_once(players: u32) {
        let sched = schedule(players, false, false);
        let n = players + players % 2;
        assert_eq!(sched.len() as u32, n - 1);
        let mut met = HashSet::new();
        for round in &sched {
            let mut seen = HashSet::new();
            for b in round {
                assert!(seen.insert(b.white));
                if let Some(black) = b.black {
                    assert!(seen.insert(black));
                    assert!(met.insert((b.white.min(black), b.white.max(black))));
                }
            }
            assert_eq!(seen.len() as u32, players, "everyone appears once per round");
        }
        assert_eq!(met.len() as u32, players * (players - 1) / 2);
    }

    #[test]
    fn every_size_from_3_to_30_is_a_complete_round_robin() {
        for players in 3..=30 {
            check_every_pair_meets_once(players);
        }
    }

    fn colours(sched: &[Vec<ScheduledBoard>], player: u32) -> String {
        sched
            .iter()
            .map(|round| {
                round
                    .iter()
                    .find_map(|b| match b.black {
                        Some(_) if b.white == player => Some('W'),
                        Some(black) if black == player => Some('B'),
                        _ => None,
                    })
                    .unwrap_or('-')
            })
            .collect()
    }

    #[test]
    fn six_player_colour_sequences_match_the_spec() {
        let sched = schedule(6, false, false);
        let expected = ["WWBWB", "WBWWB", "WBWBW", "BBWBW", "BWBBW", "BWBWB"];
        for (p, want) in (1..=6).zip(expected) {
            assert_eq!(colours(&sched, p), want, "player {p}");
        }
    }

    #[test]
    fn double_round_robin_swap_avoids_three_same_colours_in_a_row() {
        for n in (4..=16).step_by(2) {
            let plain = schedule(n, true, false);
            let swapped = schedule(n, true, true);
            assert_eq!(swapped.len() as u32, 2 * (n - 1));
            let three = |s: &[Vec<ScheduledBoard>], p| {
                let c = colours(s, p);
                c.contains("WWW") || c.contains("BBB")
            };
            let bad_plain: Vec<u32> = (1..=n).filter(|&p| three(&plain, p)).collect();
            assert_eq!(bad_plain, vec![1, n / 2 + 1], "size {n} without the swap");
            assert!((1..=n).all(|p| !three(&swapped, p)), "size {n} with the swap");
        }
    }

    #[test]
    fn second_cycle_reverses_colours() {
        let sched = schedule(6, true, true);
        assert_eq!(sched[3], schedule(6, false, false)[4], "round 4 plays table round 5");
        for (b1, b2) in sched[5].iter().zip(&sched[0]) {
            assert_eq!((b1.white, b1.black), (b2.black.unwrap(), Some(b2.white)));
        }
    }
}
