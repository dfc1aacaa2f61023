//! `arbiter generate --team`: random team Swiss events that read back,
//! that our C.04.6 engine pairs round by round as they are recorded, whose
//! standings list every team, the same for the same seed; and bad options
//! refused with exit code 2 and a reason.

use arbiter::pairing::team_swiss::{check_rounds, paired_rounds};
use arbiter::tournament::team::{ColourModel, MatchKind, TeamEvent};
use arbiter::tournament::{Color, PairingNumber};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

/// One generated event: its options on the command line.
struct Case {
    teams: u32,
    boards: usize,
    reserves: usize,
    rounds: u32,
    colours: &'static str,
    seed: u64,
    extra: &'static [&'static str],
}

impl Case {
    fn args(&self, file: &Path) -> Vec<String> {
        let mut args: Vec<String> = ["generate", "--team", "--teams"].map(String::from).to_vec();
        args.push(self.teams.to_string());
        for (flag, value) in [
            ("--boards", self.boards.to_string()),
            ("--reserves", self.reserves.to_string()),
            ("--rounds", self.rounds.to_string()),
            ("--colours", self.colours.to_string()),
            ("--seed", self.seed.to_string()),
        ] {
            args.extend([flag.to_string(), value]);
        }
        args.extend(self.extra.iter().map(|s| s.to_string()));
        args.extend(["-o".to_string(), file.to_string_lossy().into_owned()]);
        args
    }

    fn colour_model(&self) -> ColourModel {
        match self.colours {
            "a" => ColourModel::TypeA,
            "b" => ColourModel::TypeB,
            _ => ColourModel::None,
        }
    }
}

const CASES: &[Case] = &[
    Case { teams: 4, boards: 4, reserves: 1, rounds: 3, colours: "a", seed: 1, extra: &[] },
    Case { teams: 7, boards: 2, reserves: 0, rounds: 5, colours: "b", seed: 2, extra: &[] },
    Case { teams: 12, boards: 4, reserves: 1, rounds: 7, colours: "none", seed: 3, extra: &[] },
    Case {
        teams: 21,
        boards: 6,
        reserves: 2,
        rounds: 7,
        colours: "a",
        seed: 4,
        extra: &["--absent-percent", "10", "--match-forfeit-percent", "10", "--forfeit-percent", "10"],
    },
    Case { teams: 40, boards: 4, reserves: 1, rounds: 9, colours: "b", seed: 5, extra: &[] },
    Case { teams: 9, boards: 1, reserves: 1, rounds: 6, colours: "none", seed: 6, extra: &["--absent-percent", "15"] },
];

fn run(args: &[String]) -> Output {
    Command::new(BIN).args(args).output().unwrap()
}

/// Generates a case into `dir`, and the file's path.
fn generate(case: &Case, dir: &Path) -> PathBuf {
    let file = dir.join(format!("team_{}_{}.trf", case.teams, case.seed));
    let out = run(&case.args(&file));
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    file
}

/// A generated file read as a team event.
fn read(file: &Path) -> (arbiter::trf::Trf, TeamEvent) {
    let trf = arbiter::trf::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
    let event = trf.team_event().unwrap().expect("team records");
    (trf, event)
}

#[test]
fn generated_events_read_back_and_are_paired_as_c046_says() {
    let dir = tempfile::tempdir().unwrap();
    for case in CASES {
        let file = generate(case, dir.path());
        let (_, event) = read(&file);
        let teams = &event.teams;
        assert_eq!(teams.teams.len(), case.teams as usize);
        assert_eq!(teams.boards(), case.boards);
        assert_eq!(teams.system.colours, case.colour_model());
        assert!(teams.teams.iter().all(|t| t.roster.len() == case.boards + case.reserves));
        let history = event.history().unwrap();
        assert_eq!(paired_rounds(&history), case.rounds as usize, "{}", file.display());
        let checks = check_rounds(&event, &history);
        assert_eq!(checks.len(), case.rounds as usize);
        for check in &checks {
            assert!(check.agrees(), "{} round {}: {check:?}", file.display(), check.round);
        }
    }
}

/// Every match's boards: as many as the event has (a team without a
/// reserve leaves its bottom board empty), the players in roster order,
/// the first-named team's colours those of record 352.
#[test]
fn line_ups_keep_the_roster_order_and_the_board_colours() {
    let dir = tempfile::tempdir().unwrap();
    let (mut reserves_in, mut forfeited_boards, mut left_empty) = (0, 0, 0);
    for case in CASES {
        let (_, event) = read(&generate(case, dir.path()));
        let history = event.history().unwrap();
        for (team, rounds) in event.teams.teams.iter().zip(&history) {
            for x in rounds {
                let MatchKind::Match { colour, .. } = x.kind else { continue };
                let expected: Vec<usize> = (1..=x.boards.len()).collect();
                assert_eq!(x.boards.iter().map(|b| b.board).collect::<Vec<_>>(), expected, "the bottom boards empty");
                assert!(x.boards.len() == case.boards || (case.reserves == 0 && x.boards.len() + 1 == case.boards));
                let places: Vec<usize> = x.boards.iter().map(|b| team.roster_place(b.player).unwrap()).collect();
                assert!(places.windows(2).all(|w| w[0] < w[1]), "{places:?}");
                reserves_in += usize::from(places.last() > Some(&case.boards));
                let first_named = colour == Color::White;
                let colours: Vec<Color> = x.boards.iter().map(|b| b.colour).collect();
                assert_eq!(colours, event.teams.colours_on_boards(first_named)[..x.boards.len()]);
                forfeited_boards += x.boards.iter().filter(|b| !b.is_played()).count();
                // The player present on a board the other team left empty wins it by forfeit.
                for b in x.boards.iter().filter(|b| b.opponent.is_none()) {
                    assert_eq!(b.result, arbiter::tournament::RoundResult::ForfeitWin);
                    left_empty += 1;
                }
            }
        }
    }
    assert!(reserves_in > 0, "a reserve plays now and then");
    assert!(forfeited_boards > 0, "a board is forfeited now and then");
    assert!(left_empty > 0, "a team without a reserve leaves a board empty now and then");
}

/// A board left empty is written as record 300 for both teams of the
/// match, and the player present as `0000 w +` (or `b`).
#[test]
fn boards_left_empty_are_written_with_the_line_ups() {
    let dir = tempfile::tempdir().unwrap();
    let file = generate(&CASES[1], dir.path());
    let (_, event) = read(&file);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(!event.teams.line_ups.is_empty(), "record 300");
    assert_eq!(text.lines().filter(|l| l.starts_with("300")).count(), event.teams.line_ups.len());
    for l in &event.teams.line_ups {
        assert!(
            l.players.contains(&None)
                || event.teams.line_ups.iter().any(|m| m.round == l.round && m.team == l.opponent)
        );
    }
    assert!(text.contains("0000 w +") || text.contains("0000 b +"));
}

/// The case with more absences and forfeits has both records, and every
/// record 330 is a match whose boards were all forfeited.
#[test]
fn absent_teams_and_forfeited_matches_are_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let case = &CASES[3];
    let (_, event) = read(&generate(case, dir.path()));
    assert!(!event.teams.absences.is_empty(), "record 240");
    assert!(!event.teams.forfeited.is_empty(), "record 330");
    let history = event.history().unwrap();
    let index = |tpn: PairingNumber| event.teams.teams.iter().position(|t| t.tpn == tpn).unwrap();
    for f in &event.teams.forfeited {
        let x = &history[index(f.white)][f.round as usize - 1];
        assert_eq!(x.opponent(), Some(f.black));
        assert!(!x.played && x.boards.iter().all(|b| !b.is_played()));
    }
    for a in &event.teams.absences {
        assert!(matches!(history[index(a.team)][a.round as usize - 1].kind, MatchKind::Absent(_)));
    }
}

/// The 310 records carry each team's match points and game points, and
/// the file written again from the event it records is the same event.
#[test]
fn team_records_carry_the_scores_and_the_event_reads_back_equal() {
    let dir = tempfile::tempdir().unwrap();
    for case in &CASES[..4] {
        let file = generate(case, dir.path());
        let (trf, event) = read(&file);
        let scores = TeamEvent::scores(&event.history().unwrap());
        let text = std::fs::read_to_string(&file).unwrap();
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("310")).collect();
        assert_eq!(lines.len(), event.teams.teams.len());
        for (line, (mp, gp)) in lines.iter().zip(&scores) {
            let field = |from: usize, to: usize| line[from - 1..to].trim().parse::<arbiter::tournament::Points>();
            assert_eq!((field(55, 60).unwrap(), field(62, 67).unwrap()), (*mp, *gp), "{line}");
        }
        let header = arbiter::trf::EventHeader { name: trf.header("012").unwrap().into(), ..Default::default() };
        let again = arbiter::trf::write(&arbiter::trf::team_trf(&header, &event, &by_scores(&event)).unwrap());
        assert_eq!(arbiter::trf::parse(&again).unwrap().team_event().unwrap(), Some(event));
    }
}

#[test]
fn the_same_seed_gives_the_same_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let case = &CASES[2];
    let first = std::fs::read(generate(case, dir.path())).unwrap();
    let second = std::fs::read(generate(case, dir.path())).unwrap();
    assert_eq!(first, second);
    let other = Case { seed: 99, ..*case };
    assert_ne!(std::fs::read(generate(&other, dir.path())).unwrap(), first, "another seed, another event");
}

/// Runs `arbiter generate --team ARGS -o FILE`; its standard output.
fn generate_with(file: &Path, args: &[&str]) -> String {
    let out = Command::new(BIN)
        .args(["generate", "--team"])
        .args(args)
        .args(["-o", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn options_left_out_are_drawn_from_a_fresh_seed_that_reproduces_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let [a, b, again, given] = ["a", "b", "again", "given"].map(|name| dir.path().join(format!("{name}.trf")));
    let first = generate_with(&a, &[]);
    let second = generate_with(&b, &[]);
    // The printed line `name value...`: its value, and whether it was drawn.
    let value = |stdout: &str, name: &str| {
        let line =
            stdout.lines().find(|l| l.starts_with(&format!("{name} "))).unwrap_or_else(|| panic!("{name}: {stdout}"));
        assert!(line.ends_with(" (random)"), "{line}");
        line[name.len() + 1..].split(['%', ' ']).next().unwrap().to_string()
    };
    let seed = value(&first, "seed");
    assert_ne!(seed, value(&second, "seed"), "two runs without --seed draw two seeds");
    assert_ne!(std::fs::read(&a).unwrap(), std::fs::read(&b).unwrap());
    let text = std::fs::read_to_string(&a).unwrap();
    assert!(text.lines().any(|l| l == format!("012 Generated team Swiss {seed}")), "the seed is in record 012");
    // The printed seed: the same file, byte for byte, and nothing drawn but the options.
    let stdout = generate_with(&again, &["--seed", &seed]);
    assert!(stdout.lines().any(|l| l == format!("seed {seed}")), "{stdout}");
    assert_eq!(std::fs::read(&again).unwrap(), std::fs::read(&a).unwrap());
    // Every value drawn, given as an option, changes nothing.
    let flags = [
        ("teams", "--teams"),
        ("rounds", "--rounds"),
        ("boards", "--boards"),
        ("reserves", "--reserves"),
        ("board forfeits", "--forfeit-percent"),
        ("match forfeits", "--match-forfeit-percent"),
        ("absent teams", "--absent-percent"),
        ("colours", "--colours"),
    ];
    let mut args = vec!["--seed".to_string(), seed.clone()];
    for (name, flag) in flags {
        args.extend([flag.to_string(), value(&first, name)]);
    }
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let stdout = generate_with(&given, &args);
    assert!(!stdout.contains("(random)"), "{stdout}");
    assert_eq!(std::fs::read(&given).unwrap(), std::fs::read(&a).unwrap());
    // Other seeds draw other events.
    let events: std::collections::HashSet<String> = (1..=6)
        .map(|seed| {
            let out = generate_with(&given, &["--seed", &seed.to_string()]);
            out.lines().filter(|l| !l.starts_with("seed ") && !l.starts_with("wrote ")).collect::<Vec<_>>().join(";")
        })
        .collect();
    assert!(events.len() > 3, "{events:?}");
    // Rounds given, teams drawn: enough teams to play them.
    for seed in 1..=5 {
        let out = generate_with(&given, &["--seed", &seed.to_string(), "--rounds", "20", "--boards", "1"]);
        let teams: u32 = value(&out, "teams").parse().unwrap();
        assert!(teams >= 21, "{out}");
    }
}

#[test]
fn the_check_and_standings_commands_on_a_generated_event() {
    let dir = tempfile::tempdir().unwrap();
    let file = generate(&CASES[1], dir.path());
    let path = file.to_str().unwrap();
    let out = run(&["check".into(), "--team".into(), path.into()]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    assert!(String::from_utf8_lossy(&out.stdout).contains("every round agrees"));
    for case in CASES {
        let file = generate(case, dir.path());
        let out = run(&["standings".into(), file.to_string_lossy().into_owned(), "--json".into()]);
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        let mut tpns: Vec<u64> = json["teams"].as_array().unwrap().iter().map(|t| t["tpn"].as_u64().unwrap()).collect();
        tpns.sort_unstable();
        assert_eq!(tpns, (1..=u64::from(case.teams)).collect::<Vec<_>>());
    }
}

#[test]
fn bad_options_exit_2_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.trf");
    let out_file = file.to_string_lossy().into_owned();
    let cases: &[(&[&str], &str)] = &[
        (&["--team", "--teams", "1", "--rounds", "1"], "--teams"),
        (&["--team", "--teams", "1000", "--rounds", "1"], "--teams"),
        (&["--team", "--teams", "4", "--boards", "0", "--rounds", "1"], "--boards"),
        (&["--team", "--teams", "4", "--boards", "21", "--rounds", "1"], "--boards"),
        (&["--team", "--teams", "4", "--reserves", "11", "--rounds", "1"], "--reserves"),
        (&["--team", "--teams", "4", "--colours", "c", "--rounds", "1"], "--colours"),
        (&["--team", "--teams", "4", "--absent-percent", "101", "--rounds", "1"], "--absent-percent"),
        (&["--team", "--teams", "10", "--rounds", "10"], "at most 9 rounds"),
        (&["--team", "--teams", "11", "--rounds", "12"], "at most 11 rounds"),
        (&["--team", "--teams", "999", "--boards", "20", "--reserves", "10", "--rounds", "1"], "at most 9999"),
        (&["--team", "--teams", "4", "--rounds", "0"], "at most 3 rounds"),
        (&["--team", "--dutch", "--teams", "4", "--rounds", "1"], "cannot be used with"),
        (&["--teams", "4", "--rounds", "1"], "required"),
        (&["--team", "--teams", "4", "--rounds", "1", "--baku"], "cannot be used with"),
        (&["--team", "--teams", "4", "--match-forfeit-percent", "101"], "--match-forfeit-percent"),
    ];
    for (args, reason) in cases {
        let mut all = vec!["generate".to_string()];
        all.extend(args.iter().map(|s| s.to_string()));
        all.extend(["-o".to_string(), out_file.clone()]);
        let out = run(&all);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(reason), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(!file.exists(), "{args:?}: nothing written");
    }
}

/// The order of a file that names no tie-break: the primary score, then the other.
pub(crate) fn by_scores(event: &arbiter::tournament::team::TeamEvent) -> arbiter::trf::TeamRankOrder {
    let edition = arbiter::standings::tiebreak::Edition::C07of2026;
    arbiter::trf::TeamRankOrder::by_scores(event.teams.system.primary, edition)
}
