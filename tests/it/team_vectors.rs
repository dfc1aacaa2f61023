//! The team vectors (tests/vectors/teams, from Gacrux 1.10.59, the FIDE
//! TEC's program; README there): every file is read as a team event, and
//! every team's match points and game points are those of the vectors.

use arbiter::tournament::PairingNumber;
use arbiter::tournament::team::TeamEvent;
use std::path::{Path, PathBuf};

/// The vector folder.
fn folder() -> PathBuf {
    crate::vectors::dir("teams")
}

/// The files of the folder ending in `suffix`, sorted.
fn files(suffix: &str) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(folder())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    paths.sort();
    paths
}

/// A TRF of the folder, read.
fn read_trf(path: &Path) -> arbiter::trf::Trf {
    let text = arbiter::text::encoding::decode(&std::fs::read(path).unwrap());
    arbiter::trf::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The team event of a TRF of the folder.
fn team_event(path: &Path) -> TeamEvent {
    read_trf(path).team_event().unwrap_or_else(|e| panic!("{}: {e}", path.display())).expect("team records")
}

/// A JSON file of the folder.
fn json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// A JSON number in hundredths.
fn hundredths(v: &serde_json::Value) -> i64 {
    (v.as_f64().unwrap() * 100.0).round() as i64
}

#[test]
fn every_team_scores_the_match_and_game_points_of_the_vectors() {
    let mut teams = 0;
    for path in files(".tiebreaks.json") {
        let want = json(&path);
        let trf_path = PathBuf::from(path.to_string_lossy().replace(".tiebreaks.json", ".trf"));
        let event = team_event(&trf_path);
        let history = event.history().unwrap();
        let scores = TeamEvent::scores(&history);
        for team in want["teams"].as_array().unwrap() {
            let tpn = PairingNumber::new(team["tpn"].as_u64().unwrap() as u32);
            let i = event.teams.teams.iter().position(|t| t.tpn == tpn).unwrap();
            let (mp, gp) = scores[i];
            assert_eq!(
                (i64::from(mp.0) * 10, i64::from(gp.0) * 10),
                (hundredths(&team["mp"]), hundredths(&team["gp"])),
                "{} team {tpn}",
                path.display()
            );
            teams += 1;
        }
    }
    assert_eq!(teams, 984 + 14, "every team of the 60 files and Held's");
}
