//! `arbiter rules replay|san|fen|perft` and `arbiter pgn check` against the vectors.

use serde_json::Value;
use std::io::Write;
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

fn vectors(name: &str) -> String {
    crate::vectors::dir("rules").join(name).to_string_lossy().into_owned()
}

/// Runs `arbiter ARGS` with `stdin`; returns (exit code, stdout lines as JSON).
fn run(args: &[&str], stdin: &str) -> (i32, Vec<Value>) {
    let mut child = Command::new(BIN)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_string();
    let writer = std::thread::spawn(move || input.write_all(data.as_bytes()));
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap().unwrap();
    let lines = String::from_utf8(out.stdout).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    (out.status.code().unwrap(), lines)
}

#[test]
fn replay_writes_what_games_jsonl_records() {
    let text = std::fs::read_to_string(vectors("games.jsonl")).unwrap();
    // Every 40th game: a spread of outcomes, quick enough for a debug build.
    let games: Vec<Value> = text.lines().step_by(40).map(|l| serde_json::from_str(l).unwrap()).collect();
    let input: String = games
        .iter()
        .map(|g| {
            serde_json::json!({"id": g["id"], "start_fen": g["start_fen"], "moves_san": g["moves_san"]}).to_string()
                + "\n"
        })
        .collect();
    let (code, out) = run(&["rules", "replay"], &input);
    assert_eq!(code, 0);
    assert_eq!(out.len(), games.len(), "one line per input line");
    for (want, got) in games.iter().zip(&out) {
        for field in ["id", "moves_uci", "plies", "final"] {
            assert_eq!(got[field], want[field], "game {} field {field}", want["id"]);
        }
    }
}

#[test]
fn replay_reports_the_first_illegal_move_and_exits_2() {
    let input = concat!(
        r#"{"id": 1, "start_fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "moves_san": ["e4", "e5", "Ke3"]}"#,
        "\n",
        "not json\n",
        r#"{"id": 3, "moves_san": ["f3", "e5", "g4", "Qh4#"]}"#,
        "\n"
    );
    let (code, out) = run(&["rules", "replay"], input);
    assert_eq!(code, 2);
    assert_eq!(out.len(), 3);
    assert_eq!(out[0]["error"]["ply"], 3);
    assert_eq!(out[0]["moves_uci"], serde_json::json!(["e2e4", "e7e5"]));
    assert_eq!(out[0]["plies"].as_array().unwrap().len(), 2);
    assert!(out[1]["error"]["message"].as_str().unwrap().contains("not a game record"));
    assert_eq!(out[2]["final"], serde_json::json!({"outcome": "checkmate", "winner": "black"}));
}

#[test]
fn san_and_fen_filters_agree_with_the_cases() {
    for (cmd, file, fields) in [
        ("san", "san_cases.jsonl", &["valid", "uci", "canonical_san"][..]),
        ("fen", "fen_cases.jsonl", &["valid", "normalized_fen"][..]),
    ] {
        let text = std::fs::read_to_string(vectors(file)).unwrap();
        let (code, out) = run(&["rules", cmd, &vectors(file)], "");
        assert_eq!(code, 0, "{cmd}");
        let cases: Vec<Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(out.len(), cases.len());
        for (want, got) in cases.iter().zip(&out) {
            for f in fields {
                if want.get(*f).is_some() {
                    assert_eq!(got[*f], want[*f], "{cmd} {want}");
                }
            }
        }
    }
}

#[test]
fn perft_and_pgn_check() {
    let out = Command::new(BIN)
        .args(["rules", "perft", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "3"])
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "8902");
    let out = Command::new(BIN).args(["rules", "perft", "not a fen", "1"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));

    let dir = tempfile::tempdir().unwrap();
    let good = dir.path().join("good.pgn");
    std::fs::write(&good, "[Event \"a\"]\n\n1. e4 e5 2. Nf3 Nc6 1/2-1/2\n\n[Event \"b\"]\n\n1. d4 d5 *\n").unwrap();
    let out = Command::new(BIN).args(["pgn", "check", good.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("2 game(s), 0 with problems"));
    let bad = dir.path().join("bad.pgn");
    std::fs::write(&bad, "[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. Bxd5 *\n").unwrap();
    let out = Command::new(BIN).args(["pgn", "check", bad.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("game 2, ply 3 (line 7): Bxd5"), "{stdout}");
}
