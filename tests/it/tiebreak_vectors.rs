//! Every player of every file of the `tiebreaks-editions` vectors must
//! get exactly the values (or none, where the reference leaves a value
//! undefined) and the rank the FIDE Technical Commission's reference program
//! (TieBreakServer 1.9.57) computed, under both editions of C.07.

use arbiter::standings::tiebreak::{Edition, EventResults, Kind, compute, explain, parse_list};
use std::collections::BTreeMap;

/// The tie-breaks whose value is the sum of the counted parts.
const SUMS: [Kind; 13] = [
    Kind::Points,
    Kind::Buchholz,
    Kind::ForeBuchholz,
    Kind::SonnebornBerger,
    Kind::Wins,
    Kind::GamesWon,
    Kind::BlackGames,
    Kind::BlackWins,
    Kind::GamesElected,
    Kind::RoundsElected,
    Kind::StandardPoints,
    Kind::Progressive,
    Kind::Koya,
];

/// A code of the reference's files as arbiter reads it. TieBreakServer
/// writes the Koya limit as a percentage (`KS/L60`); C.07 14.5 and the
/// TRF's grammar move it in half-points (`KS/L+1`), which is what arbiter
/// reads `/L1` as; the reference's `/Ln` is arbiter's `/Ln%`.
pub(crate) fn ours(code: &str) -> String {
    match code.split_once("/L") {
        Some((name, limit)) if limit.chars().all(|c| c.is_ascii_digit()) && !limit.is_empty() => {
            format!("{name}/L{limit}%")
        }
        _ => code.to_string(),
    }
}

/// The reference's value: `None` when it leaves the value undefined (`null`).
fn expected_value(value: &serde_json::Value) -> Option<i64> {
    value.as_f64().map(|v| (v * 100.0).round() as i64)
}

/// Checks every player of every file of one edition's folder; returns (files, players).
fn check_edition(edition: Edition) -> (usize, usize) {
    let dir = crate::vectors::dir("tiebreaks-editions").join(edition.to_string());
    let filter = std::env::var("TIEBREAK_FILTER").unwrap_or_default();
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    paths.sort();
    let (mut files, mut players) = (0, 0);
    let mut wrong: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for path in &paths {
        let json: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        assert_eq!(json["edition"], edition.year(), "{}", path.display());
        let trf_path = path.with_file_name(json["trf"].as_str().unwrap());
        let trf = arbiter::trf::parse(&arbiter::text::encoding::decode(&std::fs::read(&trf_path).unwrap())).unwrap();
        // The app chooses the edition from the file's start date (record 042).
        let start = trf.start_date().expect("042 present").expect("042 readable");
        assert_eq!(Edition::in_force_on(start), edition, "{}", trf_path.display());
        let codes: Vec<String> =
            json["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
        let list = parse_list(&codes.iter().map(|c| ours(c)).collect::<Vec<_>>().join(",")).unwrap();
        let event = EventResults::from_event(&trf.event, json["system"] == "roundrobin", edition);
        let computed = compute(&event, &list);
        files += 1;
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        for want in json["players"].as_array().unwrap() {
            players += 1;
            let no = arbiter::tournament::PairingNumber::new(want["start_no"].as_u64().unwrap() as u32);
            let got = computed.iter().find(|p| p.start_no == no).expect("player computed");
            for (k, code) in codes.iter().enumerate() {
                let expected = expected_value(&want["values"][code]);
                if got.values[k] != expected {
                    wrong
                        .entry(code.clone())
                        .or_default()
                        .push(format!("{name} #{no}: got {:?} want {expected:?}", got.values[k]));
                }
            }
            // The explanation of every sum adds up to the value shown.
            let index = event.players.iter().position(|p| p.start_no == no).unwrap();
            for (k, tb) in list.iter().enumerate() {
                if SUMS.contains(&tb.kind) {
                    let parts = explain(&event, &list, k, index);
                    let total: i64 = parts.iter().filter(|p| p.counted).map(|p| p.amount).sum();
                    if Some(total) != got.values[k] {
                        wrong.entry(format!("{tb} explained")).or_default().push(format!("{name} #{no}: {total}"));
                    }
                }
            }
            let rank = want["rank"].as_u64().unwrap() as u32;
            if got.rank != rank {
                wrong.entry("rank".into()).or_default().push(format!("{name} #{no}: got {} want {rank}", got.rank));
            }
        }
    }
    let report: Vec<String> = wrong
        .iter()
        .map(|(code, list)| {
            format!(
                "{code}: {} wrong, e.g. {}",
                list.len(),
                list.iter().take(4).cloned().collect::<Vec<_>>().join("; ")
            )
        })
        .collect();
    assert!(wrong.is_empty(), "{edition}: {players} players in {files} files:\n{}", report.join("\n"));
    (files, players)
}

#[test]
fn every_player_of_every_file_under_the_2024_text() {
    let covered = check_edition(Edition::C07of2024);
    if std::env::var("TIEBREAK_FILTER").is_err() {
        assert_eq!(covered, (296, 14111), "files and players covered");
    }
}

#[test]
fn every_player_of_every_file_under_the_2026_text() {
    let covered = check_edition(Edition::C07of2026);
    if std::env::var("TIEBREAK_FILTER").is_err() {
        assert_eq!(covered, (296, 14111), "files and players covered");
    }
}
