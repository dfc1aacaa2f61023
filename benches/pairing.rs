//! Dutch pairing benchmark: pairs the last round of large Swiss events and
//! prints the time of each. Run with `cargo bench --bench pairing`.
//!
//! Events: the 100, 500 and 1000-player events of the `dutch-large` vectors
//! (their last-round inputs, paired by bbpPairings for comparison) and
//! generated events (2000 and 5000 players with ten rounds played, 4000
//! players with one, five and ten: rounds 2, 6 and 11), written on first run
//! to target/bench-data (see [`generated`]; rebuilt whenever missing). Each
//! line gives the wall and CPU time of the pairing and the process's peak
//! memory so far (the events run smallest first). An argument runs only the
//! events whose label starts with it, e.g. `cargo bench --bench pairing -- 500`.

mod support;
#[path = "../tests/vectors/reader.rs"]
mod vectors;

use arbiter::pairing::dutch::{pair_round, paired_otherwise, round_input};
use arbiter::trf::{Trf, parse, write};
use std::path::{Path, PathBuf};
use std::time::Instant;

fn load(path: &Path) -> Trf {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    parse(&text).unwrap_or_else(|e| panic!("{}: {e:?}", path.display()))
}

/// A Swiss event of `players` players whose first `played` rounds were
/// paired the quick way (each score group's top half against its bottom
/// half, no rematches, colours by preference, the lowest player without a
/// bye taking the pairing-allocated bye, 1 % half-point byes) with results
/// drawn from the rating difference: the history a big open has, without
/// the hours the exact engine would take to pair it round by round at 5000
/// players. Written once to target/bench-data and read from there after.
fn generated(players: usize, played: usize) -> PathBuf {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("target/bench-data");
    let path = dir.join(format!("Q{players}_r{}.round{}-input.trf", played + 1, played + 1));
    if !path.exists() {
        std::fs::create_dir_all(&dir).unwrap();
        eprintln!("generating {} ...", path.display());
        std::fs::write(&path, write(&history::quick_swiss(players, played, 2026))).unwrap();
    }
    path
}

/// The quick Swiss history of [`generated`].
mod history {
    use super::support::Random;
    use arbiter::tournament::{Color, EventPlayer, PairingNumber, RoundRecord, RoundResult};
    use arbiter::trf::Trf;

    struct State {
        score: Vec<i32>,
        colours: Vec<Vec<Color>>,
        met: Vec<Vec<usize>>,
        had_bye: Vec<bool>,
    }

    impl State {
        /// Positive: wants White; the larger, the stronger.
        fn wants_white(&self, p: usize) -> i32 {
            let c = &self.colours[p];
            let balance: i32 = c.iter().map(|&x| if x == Color::White { -1 } else { 1 }).sum();
            let repeat = match c.as_slice() {
                [.., a, b] if a == b => {
                    if *b == Color::White {
                        -2
                    } else {
                        2
                    }
                }
                [.., b] => {
                    if *b == Color::White {
                        -1
                    } else {
                        1
                    }
                }
                [] => 0,
            };
            2 * balance + repeat
        }

        /// Whether `a` and `b` may meet: not before, and not both bound to the same colour.
        fn may_meet(&self, a: usize, b: usize) -> bool {
            let (wa, wb) = (self.wants_white(a), self.wants_white(b));
            let bound_alike = wa.abs() >= 4 && wb.abs() >= 4 && wa.signum() == wb.signum();
            !(self.met[a].contains(&b) || bound_alike)
        }
    }

    /// The event: ratings from 2700 down, `played` rounds recorded.
    pub fn quick_swiss(players: usize, played: usize, seed: u64) -> Trf {
        let mut rng = Random(seed | 1);
        let ratings: Vec<u32> = (0..players).map(|i| 2700 - (1500 * i / players) as u32).collect();
        let headers = vec![("012".into(), format!("Quick Swiss {players}")), ("XXR".into(), (played + 1).to_string())];
        let mut trf = Trf { headers, ..Trf::default() };
        trf.event.total_rounds = Some(played as u32 + 1);
        trf.event.initial_colour = Some(Color::White);
        for (i, &rating) in ratings.iter().enumerate() {
            trf.event.players.push(EventPlayer {
                name: format!("Player {:05}", i + 1),
                rating,
                ..EventPlayer::new(PairingNumber::from_index(i))
            });
        }
        let mut state = State {
            score: vec![0; players],
            colours: vec![Vec::new(); players],
            met: vec![Vec::new(); players],
            had_bye: vec![false; players],
        };
        for _ in 0..played {
            play_round(&mut trf, &mut state, &ratings, &mut rng);
        }
        for p in &trf.event.players {
            trf.points.insert(p.start_no, trf.event.score_after(p, played));
        }
        trf
    }

    fn play_round(trf: &mut Trf, state: &mut State, ratings: &[u32], rng: &mut Random) {
        let n = ratings.len();
        let mut records = vec![RoundRecord::ABSENT; n];
        let mut order: Vec<usize> = Vec::new();
        for (p, record) in records.iter_mut().enumerate() {
            if rng.below(100) == 0 {
                *record = RoundRecord { opponent: None, colour: None, result: RoundResult::HalfPointBye };
            } else {
                order.push(p);
            }
        }
        order.sort_by_key(|&p| (std::cmp::Reverse(state.score[p]), p));
        let mut floaters: Vec<usize> = Vec::new();
        let mut start = 0;
        while start < order.len() {
            let end = (start..order.len())
                .find(|&i| state.score[order[i]] != state.score[order[start]])
                .unwrap_or(order.len());
            let mut bracket = std::mem::take(&mut floaters);
            bracket.extend_from_slice(&order[start..end]);
            floaters = pair_bracket(bracket, state, ratings, rng, &mut records);
            start = end;
        }
        // The last floaters: pair any who may meet, the lowest without a bye gets it.
        floaters.sort_unstable();
        if floaters.len() % 2 == 1 {
            let bye = floaters.iter().rposition(|&p| !state.had_bye[p]).unwrap_or(floaters.len() - 1);
            let p = floaters.remove(bye);
            state.had_bye[p] = true;
            records[p] = RoundRecord { opponent: None, colour: None, result: RoundResult::PairingAllocatedBye };
        }
        let left = pair_bracket(floaters, state, ratings, rng, &mut records);
        for p in left {
            records[p] = RoundRecord::ABSENT;
        }
        let points = trf.event.scoring;
        for (p, record) in records.into_iter().enumerate() {
            state.score[p] += points.of_round(record.result).0;
            trf.event.players[p].rounds.push(record);
        }
    }

    /// Pairs S1 (the first half) against S2 in order, each S1 player with
    /// the first S2 player it may meet; returns those left unpaired.
    fn pair_bracket(
        bracket: Vec<usize>,
        state: &mut State,
        ratings: &[u32],
        rng: &mut Random,
        records: &mut [RoundRecord],
    ) -> Vec<usize> {
        let half = bracket.len() / 2;
        let (s1, s2) = bracket.split_at(half);
        let mut free2: Vec<usize> = s2.to_vec();
        let mut left = Vec::new();
        for &a in s1 {
            match free2.iter().position(|&b| state.may_meet(a, b)) {
                Some(i) => {
                    let b = free2.remove(i);
                    play(a, b, state, ratings, rng, records);
                }
                None => left.push(a),
            }
        }
        left.extend(free2);
        left.sort_unstable_by_key(|&p| (std::cmp::Reverse(state.score[p]), p));
        left
    }

    fn play(a: usize, b: usize, state: &mut State, ratings: &[u32], rng: &mut Random, records: &mut [RoundRecord]) {
        let (wa, wb) = (state.wants_white(a), state.wants_white(b));
        let (white, black) =
            if wa > wb || (wa == wb && (a + state.colours[a].len()).is_multiple_of(2)) { (a, b) } else { (b, a) };
        let diff = i64::from(ratings[white]) - i64::from(ratings[black]);
        let chance = (50 + diff / 20).clamp(5, 95) as u64;
        let roll = rng.below(100);
        let (rw, rb) = if roll < chance.saturating_sub(15) {
            (RoundResult::Win, RoundResult::Loss)
        } else if roll < chance + 15 {
            (RoundResult::Draw, RoundResult::Draw)
        } else {
            (RoundResult::Loss, RoundResult::Win)
        };
        let number = PairingNumber::from_index;
        records[white] = RoundRecord { opponent: Some(number(black)), colour: Some(Color::White), result: rw };
        records[black] = RoundRecord { opponent: Some(number(white)), colour: Some(Color::Black), result: rb };
        state.colours[white].push(Color::White);
        state.colours[black].push(Color::Black);
        state.met[white].push(black);
        state.met[black].push(white);
    }
}

/// CPU seconds (user and system) this process has used, from /proc.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let fields: Vec<&str> = stat.rsplit(')').next().unwrap_or("").split_whitespace().collect();
    let ticks = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok()).unwrap_or(0.0);
    // Fields 14 and 15 of stat(5); the split starts at field 3. Linux counts 100 ticks a second.
    (ticks(11) + ticks(12)) / 100.0
}

/// The peak resident memory of this process so far, in MB.
fn peak_mb() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let kb = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse::<f64>().ok());
    kb.unwrap_or(0.0) / 1024.0
}

fn main() {
    let large = vectors::dir("dutch-large");
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |label: &str| only.as_deref().is_none_or(|o| label.starts_with(o));
    let mut events: Vec<(&str, PathBuf)> = vec![
        ("100 players, round 9", large.join("M100_p100_r09.round09-input.trf")),
        ("500 players, round 11", large.join("L500_p500_r11.round11-input.trf")),
        ("1000 players, round 11", large.join("L1000_p1000_r11.round11-input.trf")),
    ];
    // The rounds: 2 (the widest score groups), 6 and 11.
    let generated_rounds = [(2000, 10), (4000, 1), (4000, 5), (4000, 10), (5000, 10)];
    for (players, played) in generated_rounds {
        let label = format!("{players} players, round {} (quick history)", played + 1);
        if wanted(&label) {
            events.push((label.leak(), generated(players, played)));
        }
    }
    for (label, path) in events.into_iter().filter(|(label, _)| wanted(label)) {
        let trf = load(&path);
        let round = trf.event.round_to_pair();
        let input = round_input(&trf.event, round);
        let (start, cpu) = (Instant::now(), cpu_seconds());
        let pairing = pair_round(&input).expect("a valid pairing");
        let elapsed = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - cpu;
        println!(
            "{label}: {} boards in {elapsed:.2} s ({cpu:.2} s CPU), peak memory of the process so far {:.0} MB",
            pairing.boards.len(),
            peak_mb()
        );
    }
    recheck(&large, &wanted);
}

/// FIDE mode's re-check (an import, or a change of points once rounds are
/// paired, Q54, Q60): every recorded round from 2 on paired again and
/// compared with the record, for the dutch-large events (their rounds are
/// bbpPairings', so each one is paired the same).
fn recheck(large: &Path, wanted: &dyn Fn(&str) -> bool) {
    let events = [
        ("re-check 100 players", large.join("M100_p100_r09.round09-input.trf")),
        ("re-check 500 players", large.join("L500_p500_r11.round11-input.trf")),
        ("re-check 1000 players", large.join("L1000_p1000_r11.round11-input.trf")),
    ];
    for (label, path) in events.into_iter().filter(|(label, _)| wanted(label)) {
        let trf = load(&path);
        let played = trf.event.round_to_pair() - 1;
        let (start, cpu) = (Instant::now(), cpu_seconds());
        let otherwise = paired_otherwise(&trf.event, 2..=played);
        let elapsed = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - cpu;
        println!(
            "{label}, rounds 2-{played}: {elapsed:.2} s ({cpu:.2} s CPU), {} paired otherwise, peak memory of the process so far {:.0} MB",
            otherwise.len(),
            peak_mb()
        );
    }
}
