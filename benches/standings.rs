//! Tie-break benchmark: computes the full list of the vectors (36 codes,
//! PTS first) and the default Swiss list for generated 300, 1000 and
//! 2000-player, 11-round Swiss events, and prints the median time of each.
//! Run with `cargo bench --bench standings`.
//!
//! The events are generated here, deterministically: each round pairs
//! players of equal score next to each other (a score-group pairing without
//! the Dutch engine's refinements, which tie-breaks do not care about),
//! gives the odd player a pairing-allocated bye, and draws results from the
//! rating difference, with some requested byes and forfeits.

mod support;

use arbiter::standings::tiebreak::{self, Edition, EventResults, Round, parse_list};
use arbiter::tournament::{Color, PairingNumber, RoundResult, Scoring};
use std::time::{Duration, Instant};
use support::Random;

fn generate(players: usize, rounds: usize, seed: u64) -> EventResults {
    let mut rng = Random(seed | 1);
    let ratings: Vec<Option<u32>> =
        (0..players).map(|i| if i % 25 == 24 { None } else { Some(2700 - (1500 * i / players) as u32) }).collect();
    let mut results: Vec<Vec<Round>> = vec![Vec::with_capacity(rounds); players];
    let mut score = vec![0u32; players];
    let unplayed = |result| Round { opponent: None, colour: None, result, pending: false, adjusted: 0 };
    for _ in 0..rounds {
        let mut order: Vec<usize> = (0..players).collect();
        order.sort_by_key(|&i| (std::cmp::Reverse(score[i]), i));
        let mut waiting: Vec<usize> = Vec::new();
        for &i in &order {
            match rng.below(100) {
                0 => results[i].push(unplayed(RoundResult::HalfPointBye)),
                1 => results[i].push(unplayed(RoundResult::ZeroPointBye)),
                _ => waiting.push(i),
            }
        }
        if waiting.len() % 2 == 1 {
            let last = waiting.pop().unwrap();
            results[last].push(unplayed(RoundResult::PairingAllocatedBye));
        }
        for pair in waiting.chunks(2) {
            let (w, b) = if rng.below(2) == 0 { (pair[0], pair[1]) } else { (pair[1], pair[0]) };
            let edge = i64::from(ratings[w].unwrap_or(1500)) - i64::from(ratings[b].unwrap_or(1500));
            let roll = rng.below(1000) as i64 + edge / 2;
            let (rw, rb) = match rng.below(100) {
                0 => (RoundResult::ForfeitWin, RoundResult::ForfeitLoss),
                _ if roll > 600 => (RoundResult::Win, RoundResult::Loss),
                _ if roll > 330 => (RoundResult::Draw, RoundResult::Draw),
                _ => (RoundResult::Loss, RoundResult::Win),
            };
            results[w].push(Round {
                opponent: Some(b),
                colour: Some(Color::White),
                result: rw,
                pending: false,
                adjusted: 0,
            });
            results[b].push(Round {
                opponent: Some(w),
                colour: Some(Color::Black),
                result: rb,
                pending: false,
                adjusted: 0,
            });
        }
        let points = Scoring::default();
        for (i, r) in results.iter().enumerate() {
            score[i] = r.iter().map(|x| points.of_round(x.result).0 as u32).sum();
        }
    }
    let players = results
        .into_iter()
        .enumerate()
        .map(|(i, rounds)| tiebreak::PlayerResults {
            start_no: PairingNumber::from_index(i),
            rating: ratings[i],
            later_ratings: Vec::new(),
            external: None,
            rounds,
        })
        .collect();
    EventResults {
        players,
        rounds,
        final_round_counted: true,
        points: Scoring::default(),
        round_robin: false,
        edition: Edition::C07of2026,
    }
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let full = parse_list(
        "PTS,DE,BH/C1,BH,BH/C2,BH/M1,BH/M2,BH/P,BH/C1/P,BH/C1/V,FB,FB/C1,SB,SB/C1,SB/P,SB/C1/V,AOB,AOB/C1,WIN,WON,\
         BPG,BWG,GE,PS,PS/C1,KS,KS/L60%,ARO,ARO/C1,ARO/M1,ARO/U1000,TPR,TPR/U1000,PTP,APRO,APPO",
    )
    .unwrap();
    let default = parse_list("PTS,BH/C1,BH,DE,WIN,BWG").unwrap();
    let only = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    println!("{:<28} {:>12} {:>12}", "event", "36 codes", "default list");
    for players in [300, 1000, 2000] {
        let label = format!("{players} players, 11 rounds");
        if only.as_deref().is_some_and(|o| !label.starts_with(o)) {
            continue;
        }
        let event = generate(players, 11, 2026 + players as u64);
        let runs = if players >= 2000 { 5 } else { 11 };
        let time = |list: &[tiebreak::TieBreak]| {
            median(
                (0..runs)
                    .map(|_| {
                        let start = Instant::now();
                        std::hint::black_box(tiebreak::compute(&event, list));
                        start.elapsed()
                    })
                    .collect(),
            )
        };
        let (t_full, t_default) = (time(&full), time(&default));
        println!("{label:<28} {:>9.1} ms {:>9.1} ms", t_full.as_secs_f64() * 1e3, t_default.as_secs_f64() * 1e3);
    }
}
