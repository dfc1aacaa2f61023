//! `arbiter standings INPUT.trf --tiebreaks ... [--system] --json` against the
//! tie-break vectors, and its refusals (exit 2 with the reason).

use serde_json::Value;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");
/// The file `name` of the tie-break vectors under the edition `edition` (`2024`, `2026`).
fn vector(edition: &str, name: &str) -> String {
    crate::vectors::dir("tiebreaks-editions").join(edition).join(name).to_string_lossy().into_owned()
}

fn run(args: &[&str]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

/// Every file's JSON output equals the vector under both editions, the one
/// chosen from the file's start date (record 042): rank and every value
/// (`null` where the reference leaves it undefined) of every player.
#[test]
fn json_output_matches_every_vector() {
    for edition in ["2024", "2026"] {
        let dir = crate::vectors::dir("tiebreaks-editions").join(edition);
        let mut names: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.unwrap().file_name().to_str()?.strip_suffix(".json").map(str::to_string))
            .collect();
        names.sort();
        assert_eq!(names.len(), 296);
        for name in &names {
            let want: Value =
                serde_json::from_str(&std::fs::read_to_string(dir.join(format!("{name}.json"))).unwrap()).unwrap();
            let codes: Vec<&str> = want["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap()).collect();
            let input = vector(edition, &format!("{name}.trf"));
            let system = want["system"].as_str().unwrap();
            let ours: Vec<String> = codes.iter().map(|c| crate::tiebreak_vectors::ours(c)).collect();
            let out = run(&["standings", &input, "--tiebreaks", &ours.join(","), "--system", system, "--json"]);
            assert!(out.status.success(), "{name}: {}", String::from_utf8_lossy(&out.stderr));
            let got: Value = serde_json::from_slice(&out.stdout).unwrap();
            assert_eq!(got["tiebreaks"], serde_json::json!(ours), "{edition}/{name}: tiebreaks");
            for field in ["rounds", "system", "edition"] {
                assert_eq!(got[field], want[field], "{edition}/{name}: {field}");
            }
            let got_players = got["players"].as_array().unwrap();
            assert_eq!(got_players.len(), want["players"].as_array().unwrap().len(), "{name}");
            for w in want["players"].as_array().unwrap() {
                let g = got_players.iter().find(|g| g["start_no"] == w["start_no"]).unwrap();
                let who = format!("{edition}/{name} #{}", w["start_no"]);
                assert_eq!(g["rank"], w["rank"], "{who}");
                assert_eq!(g["points"].as_f64(), w["points"].as_f64(), "{who}");
                for (code, our) in codes.iter().zip(&ours) {
                    let (got, want) = (&g["values"][our], &w["values"][code]);
                    assert_eq!(got.is_null(), want.is_null(), "{who} {code}: defined on one side only");
                    assert_eq!(got.as_f64(), want.as_f64(), "{who} {code}");
                }
            }
        }
    }
}

/// `--edition` overrides the start date; an unknown edition or an
/// unreadable start date is refused with the reason.
#[test]
fn the_edition_follows_the_start_date_unless_asked() {
    let input = vector("2026", "edge_swiss_8p.trf");
    let json = |args: &[&str]| -> Value {
        let out = run(&[&["standings", input.as_str(), "--json"], args].concat());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        serde_json::from_slice(&out.stdout).unwrap()
    };
    assert_eq!(json(&[])["edition"], "2026", "042 2026/05/01");
    assert_eq!(json(&["--edition", "2024"])["edition"], "2024");
    let out = run(&["standings", &input, "--edition", "2025"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("use 2024 or 2026"));

    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(&input).unwrap().replacen("042 2026/05/01", "042 first of May", 1);
    let path = dir.path().join("date.trf");
    std::fs::write(&path, text).unwrap();
    let out = run(&["standings", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr).to_string();
    assert!(stderr.contains(":2:5: start date \"first of May\" cannot be read"), "{stderr}");
}

#[test]
fn table_output_and_defaults() {
    let input = vector("2024", "edge_swiss_8p.trf");
    let out = run(&["standings", &input]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let mut lines = text.lines();
    let head = lines.next().unwrap();
    for col in ["Rank", "No", "Name", "Pts", "BH/C1", "BH", "DE", "WIN", "BWG"] {
        assert!(head.contains(col), "{head}");
    }
    let first = lines.next().unwrap();
    assert!(first.contains("Edge1, Player") && first.contains("4.5"), "{first}");
}

#[test]
fn bad_input_exits_2_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let good = std::fs::read_to_string(vector("2024", "edge_swiss_8p.trf")).unwrap();
    let input = vector("2024", "edge_swiss_8p.trf");
    let stderr = |out: &Output| String::from_utf8_lossy(&out.stderr).to_string();

    let out = run(&["standings", &input, "--tiebreaks", "PTS,BH/C1,XYZ"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("XYZ") && stderr(&out).contains("Valid codes: PTS, DE, BH"), "{}", stderr(&out));

    let out = run(&["standings", &input, "--tiebreaks", "WIN/C1"]);
    assert_eq!(out.status.code(), Some(2), "a modifier that does not apply");

    let out = run(&["standings", &input, "--system", "knockout"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("swiss or roundrobin"));

    // Player 2's round-1 game is not on player 6's line (2 won, 6 shows a draw:
    // 1-½ is no result, while ½-0 would be an unusual one).
    let asymmetric = good.replacen("6     2 b 0", "6     2 b =", 1);
    let path = dir.path().join("asymmetric.trf");
    std::fs::write(&path, &asymmetric).unwrap();
    let out = run(&["standings", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains("line 7"), "{}", stderr(&out));

    // Player 3 written with 3.5 points although the results give 2.5.
    let impossible = good.replacen("2000/01/01  2.5    3", "2000/01/01  3.5    3", 1);
    let path = dir.path().join("points.trf");
    std::fs::write(&path, &impossible).unwrap();
    let out = run(&["standings", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(stderr(&out).contains(":8:81: player 3: 3½ points written, 2½ from the results"), "{}", stderr(&out));

    let out = run(&["standings", "/nonexistent.trf"]);
    assert_eq!(out.status.code(), Some(2));
}

/// C.07 art. 6 in a Swiss whose tied players have not all met: the leader is
/// placed, then the next on the sub-scores of the whole tied set, until the
/// test fails; art. 6 then applies again to those not yet placed. The file
/// (generated by `arbiter generate --dutch --seed 4508`) ties 2, 8, 9 and 11
/// on 4.5 points: 2 beat 8 and 9 and drew 11; 11 drew 8 and beat 9; 8 and 9
/// never met. Sub-scores 2.5, 2, 0.5 and 0: 2 first, 11 second (8 and 9
/// could reach 1.5 at most), then 8 and 9, who never met, share third.
/// Gacrux (TieBreakServer 1.9.57) gives the same places.
#[test]
fn direct_encounter_places_on_the_whole_tied_sets_scores_until_the_test_fails() {
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tiebreaks/de-swiss-not-all-met.trf");
    let out = run(&["standings", file, "--tiebreaks", "DE", "--json"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let json: Value = serde_json::from_slice(&out.stdout).unwrap();
    let de = |no: u64| {
        let row = json["players"].as_array().unwrap().iter().find(|p| p["start_no"] == no).unwrap();
        row["values"]["DE"].as_f64().unwrap()
    };
    assert_eq!([2, 11, 8, 9].map(de), [1.0, 2.0, 3.0, 3.0]);
}
