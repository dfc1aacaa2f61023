//! `arbiter rulings replay INCIDENT.json`: the JSON answer, an event after
//! the end ruled without effect, and exit 2 with the reason for a bad file.

use serde_json::{Value, json};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

fn replay(incident: &Value) -> Output {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("incident.json");
    std::fs::write(&path, incident.to_string()).unwrap();
    Command::new(BIN).args(["rulings", "replay", path.to_str().unwrap()]).output().unwrap()
}

#[test]
fn a_flag_claim_in_blitz() {
    let incident = json!({
        "time_control": "180+2",
        "mode": "blitz",
        "scheduled_start": "2026-11-30T18:00:00Z",
        "default_time_minutes": 5,
        "events": [
            {"at": "2026-11-30T17:58:00Z", "type": "arrive", "player": "white"},
            {"at": "2026-11-30T18:00:30Z", "type": "arrive", "player": "black"},
            {"at": "2026-11-30T18:00:40Z", "type": "move", "san": "e4"},
            {"at": "2026-11-30T18:00:45Z", "type": "move", "san": "e5"},
            {"at": "2026-11-30T18:00:46Z", "type": "offer_draw", "by": "white"},
            {"at": "2026-11-30T18:00:50Z", "type": "move", "san": "Nf3"},
            {"at": "2026-11-30T18:04:00Z", "type": "claim_flag", "by": "white"}
        ]
    });
    let out = replay(&incident);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(got["result"], "1-0");
    assert_eq!(got["termination"], "timeout");
    assert_eq!(got["article"], "6.9");
    // White: 180 s - 40 s + 2 s - 5 s + 2 s; Black: 180 s - 5 s + 2 s, then from 18:00:50 until it fell.
    assert_eq!(got["clock"]["white_ms"], 139_000);
    assert_eq!(got["clock"]["black_ms"], 0);
    let rulings = got["rulings"].as_array().unwrap();
    assert_eq!(rulings.len(), 2);
    assert_eq!(rulings[0]["event"], 4);
    assert_eq!(rulings[0]["article"], "9.1.2");
    assert_eq!(rulings[1]["event"], 6);
    assert_eq!(rulings[1]["decision"], "Black loses; White wins");
}

#[test]
fn bad_files_exit_2_with_the_reason() {
    let out = replay(&json!({"time_control": "90+30"}));
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing field"));
    let after_mate = json!({
        "time_control": "90+30", "scheduled_start": "2026-11-30T18:00:00+03:00",
        "events": [
            {"at": "2026-11-30T17:59:00+03:00", "type": "arrive", "player": "white"},
            {"at": "2026-11-30T17:59:00+03:00", "type": "arrive", "player": "black"},
            {"at": "2026-11-30T18:00:01+03:00", "type": "move", "san": "f3"},
            {"at": "2026-11-30T18:00:02+03:00", "type": "move", "san": "e5"},
            {"at": "2026-11-30T18:00:03+03:00", "type": "move", "san": "g4"},
            {"at": "2026-11-30T18:00:04+03:00", "type": "move", "san": "Qh4#"},
            {"at": "2026-11-30T18:00:05+03:00", "type": "move", "san": "Kf2"}
        ]
    });
    let out = replay(&after_mate);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("event 6: the game is already over"));
    let missing = Command::new(BIN).args(["rulings", "replay", "/nonexistent.json"]).output().unwrap();
    assert_eq!(missing.status.code(), Some(2));
}

#[test]
fn a_flag_claim_after_mate_has_no_effect() {
    // 1.e4 e5 2.Bc4 Nc6 3.Qh5 Nf6 4.Qxf7#, then Black claims White's flag.
    let moves = ["e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#"];
    let mut events = vec![
        json!({"at": "2026-11-30T17:58:00+03:00", "type": "arrive", "player": "white"}),
        json!({"at": "2026-11-30T17:59:00+03:00", "type": "arrive", "player": "black"}),
    ];
    for (i, san) in moves.iter().enumerate() {
        events.push(json!({"at": format!("2026-11-30T18:00:{:02}+03:00", 5 * (i + 1)), "type": "move", "san": san}));
    }
    let file = |events: &[Value]| json!({"time_control": "180+2", "scheduled_start": "2026-11-30T18:00:00+03:00", "events": events});
    let mate = replay(&file(&events));
    assert!(mate.status.success(), "{}", String::from_utf8_lossy(&mate.stderr));
    let mate: Value = serde_json::from_slice(&mate.stdout).unwrap();
    events.push(json!({"at": "2026-11-30T18:09:00+03:00", "type": "claim_flag", "by": "black"}));
    let out = replay(&file(&events));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let got: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        (&got["result"], &got["termination"], &got["article"]),
        (&json!("1-0"), &json!("checkmate"), &json!("5.1.1"))
    );
    assert_eq!(got["clock"], mate["clock"], "the clocks stopped at the mate");
    let rulings = got["rulings"].as_array().unwrap();
    assert_eq!(rulings.len(), 2);
    assert_eq!(rulings[0], json!({"event": 8, "decision": "Black checkmated", "article": "5.1.1"}));
    let no_effect = "No effect: the game had already ended (art. 5.1.1, at 18:00:35)";
    assert_eq!(rulings[1], json!({"event": 9, "decision": no_effect, "article": "5.1.1"}));
}
