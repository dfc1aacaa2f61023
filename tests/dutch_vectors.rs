//! Every round of every tournament in ../shared/testdata/dutch, paired from
//! the rounds before it, must equal the pairing bbpPairings recorded there:
//! the same boards with the same colours, and the same bye.

use arbiter::pairing::dutch::{pair_round, recorded_round, round_input};
use std::collections::HashSet;

#[test]
fn every_round_of_every_file() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/testdata/dutch");
    let filter = std::env::var("DUTCH_FILTER").unwrap_or_default();
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .filter(|p| p.to_string_lossy().contains(&filter))
        .collect();
    paths.sort();
    let (mut rounds, mut mismatches) = (0, Vec::new());
    for path in &paths {
        let trf = arbiter::trf::parse(&std::fs::read_to_string(path).unwrap()).unwrap();
        for round in 1..=trf.rounds_in_file() as usize {
            let want = recorded_round(&trf, round);
            let got = pair_round(&round_input(&trf, round));
            rounds += 1;
            let ok = match &got {
                Ok(g) => {
                    g.bye == want.bye
                        && g.boards.iter().collect::<HashSet<_>>() == want.boards.iter().collect::<HashSet<_>>()
                }
                Err(_) => false,
            };
            if !ok {
                mismatches.push(format!(
                    "{} round {round}: got {got:?}, want {want:?}",
                    path.file_name().unwrap().to_string_lossy()
                ));
            }
        }
    }
    assert!(mismatches.is_empty(), "{} of {rounds} rounds differ:\n{}", mismatches.len(), mismatches.join("\n"));
    if filter.is_empty() {
        assert_eq!(rounds, 1853);
    }
}
