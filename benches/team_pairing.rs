//! Team Swiss pairing benchmark (C.04.6): pairs every round of the 40-team
//! events of the `teams` vectors (team_010, team_030, team_050: nine rounds
//! each) from the input the reference paired, and prints the time of each
//! round and the slowest. Run with `cargo bench --bench team_pairing`.

#[path = "../tests/vectors/reader.rs"]
mod vectors;

use arbiter::pairing::team_swiss::pair_round;
use arbiter::tournament::PairingNumber;
use std::time::Instant;

fn main() {
    let dir = vectors::dir("teams");
    let mut slowest = 0.0f64;
    let mut total = 0.0f64;
    let mut count = 0;
    for name in ["team_010", "team_030", "team_050"] {
        let text = std::fs::read_to_string(dir.join(format!("{name}.pairings.json"))).unwrap();
        let vectors: serde_json::Value = serde_json::from_str(&text).unwrap();
        for data in vectors["rounds_data"].as_array().unwrap() {
            let round = data["round"].as_u64().unwrap() as usize;
            let trf = arbiter::trf::parse(data["input_trf"].as_str().unwrap()).unwrap();
            let event = trf.team_event().unwrap().unwrap();
            let absent: Vec<PairingNumber> = data["absent"]
                .as_array()
                .unwrap()
                .iter()
                .map(|t| PairingNumber::new(t.as_u64().unwrap() as u32))
                .collect();
            let start = Instant::now();
            // The work of one `arbiter pair --team`: the teams' matches from the boards, then the pairing.
            let history: Vec<Vec<_>> =
                event.history().unwrap().into_iter().map(|t| t.into_iter().take(round - 1).collect()).collect();
            let pairing = pair_round(&event, &history, round, &absent).unwrap();
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            println!("{name} round {round}: {} matches, {ms:.2} ms", pairing.pairs.len());
            slowest = slowest.max(ms);
            total += ms;
            count += 1;
        }
    }
    println!("{count} rounds of 40 teams: mean {:.2} ms, slowest {slowest:.2} ms", total / f64::from(count));
}
