//! Every vector of the `rules` set (python-chess 1.11.2, confirmed by
//! shakmaty): perft counts, games with the rule state after every ply, SAN
//! and FEN cases.

use arbiter::chess::{Game, fen, notation};
use serde_json::Value;
use std::io::BufRead;

fn vectors(name: &str) -> std::io::BufReader<std::fs::File> {
    let path = crate::vectors::dir("rules").join(name);
    std::io::BufReader::new(std::fs::File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display())))
}

fn json_lines(name: &str) -> Vec<Value> {
    vectors(name).lines().map(|l| serde_json::from_str(&l.unwrap()).unwrap()).collect()
}

#[test]
fn perft_counts() {
    let mut checked = 0;
    for line in vectors("perft.txt").lines() {
        let line = line.unwrap();
        let fields: Vec<&str> = line.split(';').collect();
        if fields.len() < 3 || fields.get(3) == Some(&"published") {
            continue; // the deep published counts are for benchmarks
        }
        let pos = fen::parse(fields[0]).unwrap_or_else(|e| panic!("{}: {e}", fields[0]));
        let depth: u32 = fields[1].parse().unwrap();
        let nodes: u64 = fields[2].parse().unwrap();
        if nodes > 5_000_000 {
            continue; // kept for the benchmark: too slow for a debug test build
        }
        assert_eq!(shakmaty::perft(&pos, depth), nodes, "{line}");
        checked += 1;
    }
    assert!(checked >= 300, "checked {checked} perft lines");
}

#[test]
fn games_rule_state_after_every_ply() {
    let mut games = 0;
    let mut plies = 0;
    for line in vectors("games.jsonl").lines() {
        let g: Value = serde_json::from_str(&line.unwrap()).unwrap();
        let id = &g["id"];
        let mut game = Game::new(fen::parse(g["start_fen"].as_str().unwrap()).unwrap());
        let sans = g["moves_san"].as_array().unwrap();
        let ucis = g["moves_uci"].as_array().unwrap();
        let states = g["plies"].as_array().unwrap();
        for (i, ((san, uci), want)) in sans.iter().zip(ucis).zip(states).enumerate() {
            let (san, uci) = (san.as_str().unwrap(), uci.as_str().unwrap());
            let m =
                notation::parse_move(game.position(), san).unwrap_or_else(|e| panic!("game {id} ply {i}: {san}: {e}"));
            assert_eq!(notation::uci(m), uci, "game {id} ply {i}: parse {san}");
            assert_eq!(notation::san(game.position(), m), san, "game {id} ply {i}: SAN of {uci}");
            game.play(m);
            let s = game.state();
            let got = serde_json::json!({
                "fen_after": fen::write(game.position()),
                "is_check": s.is_check,
                "legal_moves_count": s.legal_moves_count,
                "can_claim_threefold": s.can_claim_threefold,
                "can_claim_fifty": s.can_claim_fifty,
                "is_fivefold": s.is_fivefold,
                "is_seventyfive": s.is_seventyfive,
                "insufficient_white": s.insufficient_white,
                "insufficient_black": s.insufficient_black,
            });
            assert_eq!(&got, want, "game {id} ply {i} ({san})");
            plies += 1;
        }
        let end = game.end();
        let outcome = end.map_or("ongoing", |e| e.code());
        assert_eq!(outcome, g["final"]["outcome"], "game {id} outcome");
        let winner = match end {
            Some(arbiter::chess::GameEnd::Checkmate { winner }) => {
                Value::from(if winner.is_white() { "white" } else { "black" })
            }
            _ => Value::Null,
        };
        assert_eq!(winner, g["final"]["winner"], "game {id} winner");
        games += 1;
    }
    assert_eq!((games, plies), (2001, 81_134));
}

#[test]
fn san_cases() {
    let cases = json_lines("san_cases.jsonl");
    assert_eq!(cases.len(), 230);
    for c in cases {
        let pos = fen::parse(c["fen"].as_str().unwrap()).unwrap();
        let input = c["input"].as_str().unwrap();
        match notation::parse_move(&pos, input) {
            Ok(m) => {
                assert_eq!(c["valid"], true, "{input} accepted in {}: {}", c["fen"], c["category"]);
                assert_eq!(notation::uci(m), c["uci"], "{input}");
                assert_eq!(notation::san(&pos, m), c["canonical_san"], "{input}");
            }
            Err(e) => {
                assert_eq!(c["valid"], false, "{input} refused in {}: {e}", c["fen"]);
                let want = c["error"].as_str().unwrap_or("null");
                assert_eq!(e.kind(), want, "{input}: {e} ({})", c["category"]);
            }
        }
    }
}

#[test]
fn fen_cases() {
    let cases = json_lines("fen_cases.jsonl");
    assert_eq!(cases.len(), 74);
    for c in cases {
        let text = c["fen"].as_str().unwrap();
        match fen::parse(text) {
            Ok(pos) => {
                assert_eq!(c["valid"], true, "{text:?} accepted ({})", c["category"]);
                assert_eq!(fen::write(&pos), c["normalized_fen"], "{text:?}");
            }
            Err(e) => {
                assert_eq!(c["valid"], false, "{text:?} refused: {e}");
                let kind = if matches!(e, fen::FenError::Syntax(_)) { "syntax" } else { "position" };
                assert_eq!(kind, c["error"], "{text:?}: {e}");
            }
        }
    }
}
