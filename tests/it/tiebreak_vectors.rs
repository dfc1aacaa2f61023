//! Every player of every file in ../shared/testdata/tiebreaks must get
//! exactly the values and the rank the FIDE Technical Commission's reference
//! program (TieBreakServer) computed, for all 36 tie-breaks of the list.

use arbiter::standings::tiebreak::{EventResults, Kind, compute, explain, parse_list};
use std::collections::BTreeMap;

/// The tie-breaks whose value is the sum of the counted parts.
const SUMS: [Kind; 11] = [
    Kind::Points,
    Kind::Buchholz,
    Kind::ForeBuchholz,
    Kind::SonnebornBerger,
    Kind::Wins,
    Kind::GamesWon,
    Kind::BlackGames,
    Kind::BlackWins,
    Kind::GamesElected,
    Kind::Progressive,
    Kind::Koya,
];

#[test]
fn every_player_of_every_file() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/testdata/tiebreaks");
    let filter = std::env::var("TIEBREAK_FILTER").unwrap_or_default();
    let mut paths: Vec<_> = std::fs::read_dir(dir)
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
        let trf_path = path.with_file_name(json["trf"].as_str().unwrap());
        let trf = arbiter::trf::parse(&arbiter::trf::decode(&std::fs::read(&trf_path).unwrap())).unwrap();
        let codes: Vec<String> =
            json["tiebreaks"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect();
        let list = parse_list(&codes.join(",")).unwrap();
        let event = EventResults::from_event(&trf.event, json["system"] == "roundrobin");
        let computed = compute(&event, &list);
        files += 1;
        let name = path.file_stem().unwrap().to_string_lossy().to_string();
        for want in json["players"].as_array().unwrap() {
            players += 1;
            let no = arbiter::tournament::PairingNumber::new(want["start_no"].as_u64().unwrap() as u32);
            let got = computed.iter().find(|p| p.start_no == no).expect("player computed");
            for (k, code) in codes.iter().enumerate() {
                let expected = (want["values"][code].as_f64().unwrap() * 100.0).round() as i64;
                if got.values[k] != expected {
                    wrong
                        .entry(code.clone())
                        .or_default()
                        .push(format!("{name} #{no}: got {} want {}", got.values[k], expected));
                }
            }
            // The explanation of every sum adds up to the value shown.
            let index = event.players.iter().position(|p| p.start_no == no).unwrap();
            for (k, tb) in list.iter().enumerate() {
                if SUMS.contains(&tb.kind) {
                    let parts = explain(&event, index, tb);
                    let total: i64 = parts.iter().filter(|p| p.counted).map(|p| p.amount).sum();
                    if total != got.values[k] {
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
    assert!(wrong.is_empty(), "{} players in {} files:\n{}", players, files, report.join("\n"));
    if filter.is_empty() {
        assert_eq!((files, players), (296, 14111), "files and players covered");
    }
}
