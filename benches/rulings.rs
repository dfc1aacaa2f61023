//! Rulings benchmark: what the board page of a followed game costs. Each
//! view replays the whole log under the Laws (clock, dead-position check
//! after every move), and each change replays it twice (before and after).
//! Games are generated here, deterministically: random legal moves, ten
//! seconds apart, both players present, under 90+30. Prints the median time
//! of a replay for games of 40, 120 and 240 plies, and of the "can this side
//! mate?" search on the positions the rulings ask it about.
//! Run with `cargo bench --bench rulings`.

use arbiter::chess::{Game, notation};
use arbiter::rulings::{Incident, MateAbility, can_checkmate, replay};
use shakmaty::{Chess, Color, Position};
use std::time::{Duration, Instant};

/// A small deterministic generator (xorshift).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// Up to `plies` random legal moves (fewer if the game ends), in SAN.
fn random_game(plies: usize, seed: u64) -> (Vec<String>, Chess) {
    let mut rng = Random(seed | 1);
    let mut game = Game::new(Chess::default());
    let mut sans = Vec::new();
    while sans.len() < plies && game.end().is_none() {
        let moves = game.position().legal_moves();
        let m = moves[rng.below(moves.len())];
        let san = notation::san(game.position(), m);
        game.play(m);
        sans.push(san);
    }
    (sans, game.position().clone())
}

fn incident(sans: &[String]) -> Incident {
    let at = |s: usize| format!("2026-11-30T15:{:02}:{:02}+03:00", s / 60 % 60, s % 60);
    let mut events = vec![
        serde_json::json!({"at": "2026-11-30T14:50:00+03:00", "type": "arrive", "player": "white"}),
        serde_json::json!({"at": "2026-11-30T14:50:00+03:00", "type": "arrive", "player": "black"}),
    ];
    for (i, san) in sans.iter().enumerate() {
        events.push(serde_json::json!({"at": at(1 + i * 10), "type": "move", "san": san}));
    }
    let file = serde_json::json!({
        "time_control": "5400+30", "scheduled_start": "2026-11-30T15:00:00+03:00", "events": events
    });
    serde_json::from_value(file).expect("a valid incident")
}

fn median(mut f: impl FnMut(), runs: usize) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() {
    for plies in [40, 120, 240] {
        let games: Vec<Incident> = (0..5).map(|seed| incident(&random_game(plies, 7 + seed).0)).collect();
        let moves: usize = games.iter().map(|g| g.events.len() - 2).sum::<usize>() / games.len();
        let t = median(
            || {
                for g in &games {
                    replay(g).expect("replays");
                }
            },
            9,
        );
        println!("replay, {plies:>3}-ply random games (mean {moves} moves): {:>8.2?} per game", t / 5);
    }
    let positions: Vec<Chess> = (0..20).map(|seed| random_game(60 + seed as usize * 4, 100 + seed).1).collect();
    let t = median(
        || {
            for p in &positions {
                can_checkmate(p, Color::White);
                can_checkmate(p, Color::Black);
            }
        },
        5,
    );
    println!("can this side mate, positions after 60-136 random plies: {:>8.2?} per question", t / 40);
    let answers: Vec<MateAbility> =
        positions.iter().flat_map(|p| [can_checkmate(p, Color::White), can_checkmate(p, Color::Black)]).collect();
    let count = |a: MateAbility| answers.iter().filter(|x| **x == a).count();
    println!(
        "  answers: {} possible, {} impossible, {} left to the arbiter",
        count(MateAbility::Possible),
        count(MateAbility::Impossible),
        count(MateAbility::Unknown)
    );
    let openings: Vec<Chess> = (0..20).map(|seed| random_game(2 + seed as usize, 300 + seed).1).collect();
    let t = median(
        || {
            for p in &openings {
                can_checkmate(p, Color::White);
                can_checkmate(p, Color::Black);
            }
        },
        3,
    );
    let answers: Vec<MateAbility> =
        openings.iter().flat_map(|p| [can_checkmate(p, Color::White), can_checkmate(p, Color::Black)]).collect();
    let count = |a: MateAbility| answers.iter().filter(|x| **x == a).count();
    println!(
        "can this side mate, positions after 2-21 random plies: {:>8.2?} per question; {} possible, {} left to the arbiter",
        t / 40,
        count(MateAbility::Possible),
        count(MateAbility::Unknown)
    );
}
