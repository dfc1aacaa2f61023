//! `arbiter pair | check | generate --dutch` and their exit codes.

use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_arbiter");

fn vector(name: &str) -> String {
    crate::vectors::dir("dutch").join(name).to_string_lossy().into_owned()
}

#[test]
fn pair_writes_the_engine_format() {
    let dir = tempfile::tempdir().unwrap();
    // Round 3 of a vector: rounds 1-2 only, with the round-3 absences.
    let text = std::fs::read_to_string(vector("dutch_0002_p009_r05.trf")).unwrap();
    let trf = arbiter::trf::parse(&text).unwrap();
    let mut cut = trf.clone();
    for p in &mut cut.event.players {
        let keep_absence = p.rounds.get(2).is_some_and(|e| e.opponent.is_none() && e.result.is_absence());
        p.rounds.truncate(if keep_absence { 3 } else { 2 });
    }
    let input = dir.path().join("in.trf");
    std::fs::write(&input, arbiter::trf::write(&cut)).unwrap();
    let out = Command::new(BIN).args(["pair", "--dutch", input.to_str().unwrap(), "-p"]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stdout = String::from_utf8(out.stdout).unwrap();
    let mut lines = stdout.lines();
    let count: usize = lines.next().unwrap().parse().unwrap();
    let pairs: Vec<(u32, u32)> =
        lines.map(|l| l.split_once(' ').map(|(a, b)| (a.parse().unwrap(), b.parse().unwrap())).unwrap()).collect();
    assert_eq!(pairs.len(), count);
    let want = arbiter::pairing::dutch::recorded_round(&trf.event, 3);
    for (w, b) in &pairs {
        if *b == 0 {
            assert_eq!(want.bye, Some(arbiter::tournament::PairingNumber::new(*w)));
        } else {
            assert!(want.boards.contains(&arbiter::pairing::dutch::Board {
                white: arbiter::tournament::PairingNumber::new(*w),
                black: arbiter::tournament::PairingNumber::new(*b),
            }));
        }
    }
    // To a file.
    let output = dir.path().join("out.txt");
    let st = Command::new(BIN)
        .args(["pair", "--dutch", input.to_str().unwrap(), "-p", output.to_str().unwrap()])
        .status()
        .unwrap();
    assert!(st.success());
    assert_eq!(std::fs::read_to_string(&output).unwrap(), stdout);
}

#[test]
fn check_and_generate() {
    let out = Command::new(BIN).args(["check", "--dutch", &vector("dutch_0004_p006_r05.trf")]).output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("all 5 rounds agree"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("g.trf");
    let f = file.to_str().unwrap();
    let st = Command::new(BIN)
        .args(["generate", "--dutch", "--players", "25", "--rounds", "6", "--seed", "7", "-o", f])
        .status()
        .unwrap();
    assert!(st.success());
    let first = std::fs::read_to_string(&file).unwrap();
    Command::new(BIN)
        .args(["generate", "--dutch", "--players", "25", "--rounds", "6", "--seed", "7", "-o", f])
        .status()
        .unwrap();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), first, "same seed, same tournament");
    let out = Command::new(BIN).args(["check", "--dutch", f]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    // A tampered pairing is reported.
    let text = std::fs::read_to_string(vector("dutch_0004_p006_r05.trf")).unwrap();
    let mut trf = arbiter::trf::parse(&text).unwrap();
    for p in &mut trf.event.players {
        for e in &mut p.rounds[1..2] {
            e.colour = e.colour.map(|c| c.other());
        }
    }
    let tampered = dir.path().join("t.trf");
    std::fs::write(&tampered, arbiter::trf::write(&trf)).unwrap();
    let out = Command::new(BIN).args(["check", "--dutch", tampered.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("round 2: the recorded pairing differs"));
}

/// Runs `arbiter check --dutch` on `trf` written to a file in `dir`, its
/// points column written from its results: exit code and standard output.
fn check_written(dir: &std::path::Path, trf: &arbiter::trf::Trf) -> (Option<i32>, String) {
    let mut trf = trf.clone();
    let all = trf.event.rounds_recorded() as usize;
    for p in &trf.event.players {
        trf.points.insert(p.start_no, trf.event.score_after(p, all));
    }
    let trf = &trf;
    let file = dir.join("check.trf");
    std::fs::write(&file, arbiter::trf::write(trf)).unwrap();
    let out = Command::new(BIN).args(["check", "--dutch", file.to_str().unwrap()]).output().unwrap();
    (out.status.code(), String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn check_names_the_criterion_a_recorded_round_breaks() {
    use arbiter::tournament::{PairingNumber, RoundResult};
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(vector("dutch_0004_p006_r05.trf")).unwrap();
    let mut trf = arbiter::trf::parse(&text).unwrap();
    let round_3 = |trf: &arbiter::trf::Trf, n: PairingNumber| trf.event.player(n).unwrap().rounds[2];
    let (a, b) = {
        let first = trf.event.players.iter().find(|p| p.rounds[0].opponent.is_some()).unwrap();
        (first.start_no, first.rounds[0].opponent.unwrap())
    };
    let (Some(c), Some(d)) = (round_3(&trf, a).opponent, round_3(&trf, b).opponent) else {
        panic!("both play in round 3 of the vector")
    };
    assert!(c != b, "the vector does not pair them again");
    // Round 3 rewritten by hand: a and b meet again, drawn, and so do
    // their round-3 opponents; a and c keep their colours.
    let colours = [(a, round_3(&trf, a).colour), (c, round_3(&trf, c).colour)];
    for (x, y, colour) in [
        (a, b, colours[0].1),
        (b, a, colours[0].1.map(|k| k.other())),
        (c, d, colours[1].1),
        (d, c, colours[1].1.map(|k| k.other())),
    ] {
        let p = trf.event.players.iter_mut().find(|p| p.start_no == x).unwrap();
        p.rounds[2].opponent = Some(y);
        p.rounds[2].colour = colour;
        p.rounds[2].result = RoundResult::Draw;
    }
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("round 3: the recorded pairing breaks the rules"), "{stdout}");
    let names_both = |l: &str| {
        let words: Vec<&str> = l.split_whitespace().collect();
        [a, b].iter().all(|n| words.contains(&n.to_string().as_str()))
    };
    assert!(
        stdout.lines().any(|l| l.contains("C1:") && l.contains("have already played each other") && names_both(l)),
        "{stdout}"
    );
}

#[test]
fn check_reads_the_initial_colour_from_round_one_without_record_152() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(vector("dutch_0004_p006_r05.trf")).unwrap();
    let mut trf = arbiter::trf::parse(&text).unwrap();
    // The same event had the top player started with Black: every colour
    // the other way round, and nothing saying which colour came first.
    for p in &mut trf.event.players {
        for e in &mut p.rounds {
            e.colour = e.colour.map(|c| c.other());
        }
    }
    trf.headers.retain(|(code, _)| code != "XXC" && code != "152");
    trf.event.initial_colour = None;
    let written = arbiter::trf::write(&trf);
    assert!(!written.contains("XXC") && !written.lines().any(|l| l.starts_with("152")), "{written}");
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("all 5 rounds agree"), "{stdout}");
}

#[test]
fn bad_input_exits_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.trf");
    std::fs::write(
        &bad,
        "012 x\n001    1      A                                 2000                             1.0          2 w 1\n",
    )
    .unwrap();
    let out = Command::new(BIN).args(["pair", "--dutch", bad.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2, column 92: round 1: unknown opponent 2"));
    let out = Command::new(BIN).args(["pair", "--dutch", "/no/such/file.trf"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let out = Command::new(BIN).args(["pair", "x.trf"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2), "--dutch is required");
    // Everyone has met everyone: no valid pairing.
    let done = dir.path().join("done.trf");
    std::fs::write(
        &done,
        "012 x\nXXR 3\n001    1      A                                 2000                             1.0          2 w 1\n001    2      B                                 1900                             0.0          1 b 0\n",
    )
    .unwrap();
    let out = Command::new(BIN).args(["pair", "--dutch", done.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
}

/// Runs `arbiter generate --dutch` with these extra arguments into `file`.
fn generate(file: &std::path::Path, extra: &[&str]) {
    let mut args = vec!["generate", "--dutch", "--players", "30", "--rounds", "7", "--seed", "11"];
    args.extend_from_slice(extra);
    let out = Command::new(BIN).args(args).args(["-o", file.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
}

#[test]
fn generated_baku_events_carry_their_virtual_points() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("baku.trf");
    generate(&file, &["--baku"]);
    let text = std::fs::read_to_string(&file).unwrap();
    // 30 players: group A is 16; 7 rounds: a point in rounds 1-2, half a point in 3-4.
    let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("250")).collect();
    assert_eq!(lines, ["250       1.0   1   2    1   16", "250       0.5   3   4    1   16"]);
    let trf = arbiter::trf::parse(&text).unwrap();
    assert_eq!(arbiter::trf::parse(&arbiter::trf::write(&trf)).unwrap(), trf, "round trip");
    assert_eq!(trf.event.rounds_recorded(), 7);
    // The points column holds the points of the games only.
    for p in &trf.event.players {
        assert_eq!(trf.points_written(p), Some(trf.event.score_after(p, 7)), "player {}", p.start_no);
    }
    let out = Command::new(BIN).args(["check", "--dutch", file.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    // Without its records 250 the same rounds are not the Dutch pairing: they were accelerated.
    let plain = dir.path().join("plain.trf");
    let without: String = text.lines().filter(|l| !l.starts_with("250")).map(|l| format!("{l}\n")).collect();
    std::fs::write(&plain, without).unwrap();
    let out = Command::new(BIN).args(["check", "--dutch", plain.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stdout).contains("round 1: the recorded pairing differs"));
}

#[test]
fn generated_prohibited_pairs_never_meet_in_their_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("prohibited.trf");
    generate(&file, &["--prohibit", "8"]);
    let text = std::fs::read_to_string(&file).unwrap();
    assert_eq!(text.lines().filter(|l| l.starts_with("260")).count(), 8);
    let trf = arbiter::trf::parse(&text).unwrap();
    assert_eq!(arbiter::trf::parse(&arbiter::trf::write(&trf)).unwrap(), trf, "round trip");
    let mut checked = 0;
    for rule in &trf.event.prohibited {
        for round in rule.first_round..=rule.last_round.min(trf.event.rounds_recorded()) {
            for board in arbiter::pairing::dutch::recorded_round(&trf.event, round as usize).boards {
                assert!(
                    !(rule.players.contains(&board.white) && rule.players.contains(&board.black)),
                    "round {round}: {board:?} breaks {rule:?}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked > 0);
    let out = Command::new(BIN).args(["check", "--dutch", file.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn bad_or_blocking_pairing_rules_exit_3() {
    let dir = tempfile::tempdir().unwrap();
    let players = "001    1      A                                 2000                             0.0\n\
                   001    2      B                                 1900                             0.0\n";
    let run = |name: &str, rules: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, format!("012 x\nXXR 3\n{rules}\n{players}")).unwrap();
        Command::new(BIN).args(["pair", "--dutch", path.to_str().unwrap()]).output().unwrap()
    };
    let out = run("unknown.trf", "260   1   3    1    7");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 3, column 18: no player has starting rank 7"));
    let out = run("range.trf", "250       1.0   1   4    1    2");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 3, column 19: round 4 is beyond the 3 rounds"));
    // The only two players may not meet: said with the pair.
    let out = run("blocking.trf", "260   1   1    1    2");
    assert_eq!(out.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&out.stderr).contains("prohibited pairings 1-2"), "{out:?}");
    // Not in round 2 and later.
    let out = run("later.trf", "260   2   3    1    2");
    assert!(out.status.success());
    // `check` names them for a recorded round that breaks them.
    let played = dir.path().join("played.trf");
    std::fs::write(
        &played,
        "012 x\nXXR 3\n260   1   1    1    2\n\
         001    1      A                                 2000                             1.0          2 w 1\n\
         001    2      B                                 1900                             0.0          1 b 0\n",
    )
    .unwrap();
    let out = Command::new(BIN).args(["check", "--dutch", played.to_str().unwrap()]).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.contains("round 1 cannot be paired because of the prohibited pairings 1-2"), "{stdout}");
}

#[test]
fn check_finds_a_rank_that_does_not_follow_record_202() {
    use arbiter::standings::tiebreak::{self, Edition, EventResults};
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(vector("dutch_0004_p006_r05.trf")).unwrap();
    let mut trf = arbiter::trf::parse(&text).unwrap();
    trf.headers.retain(|(code, _)| code != "202" && code != "212" && code != "042");
    trf.headers.push(("042".into(), "2026/03/01".into()));
    trf.headers.push(("202".into(), "BH,SB".into()));
    let list = tiebreak::parse_list("PTS,BH,SB").unwrap();
    let results = EventResults::from_event(
        &trf.event,
        false,
        Edition::in_force_on(chrono::NaiveDate::from_ymd_opt(2026, 3, 1).unwrap()),
    );
    let mut computed = tiebreak::compute(&results, &list);
    computed.sort_by_key(|p| (p.rank, p.start_no));
    for (place, p) in computed.iter().enumerate() {
        trf.event.players.iter_mut().find(|q| q.start_no == p.start_no).unwrap().rank = Some(place as u32 + 1);
    }
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("standings: the ranks follow the tie-breaks PTS,BH,SB"), "{stdout}");
    // Two neighbours swapped: the line names the tie-break that decides.
    let k = (0..computed.len() - 1).find(|&k| computed[k].rank < computed[k + 1].rank).expect("two places differ");
    let (above, below) = (&computed[k], &computed[k + 1]);
    let decides = (0..3).find(|&i| above.values[i] != below.values[i]).unwrap();
    for (p, place) in [(above.start_no, k as u32 + 2), (below.start_no, k as u32 + 1)] {
        trf.event.players.iter_mut().find(|q| q.start_no == p).unwrap().rank = Some(place);
    }
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(1), "{stdout}");
    let want = format!(
        "the file ranks {} ({}) before {} by PTS,BH,SB, but {} decides",
        below.start_no,
        k + 1,
        above.start_no,
        ["PTS", "BH", "SB"][decides]
    );
    assert!(stdout.contains(&want), "{want}\n{stdout}");
}

#[test]
fn check_holds_a_declared_round_robin_to_the_berger_tables() {
    use arbiter::pairing::dutch::{Board, RoundPairing, record};
    use arbiter::pairing::round_robin::schedule;
    use arbiter::tournament::{PairingNumber, RoundResult};
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(vector("dutch_0004_p006_r05.trf")).unwrap();
    let mut trf = arbiter::trf::parse(&text).unwrap();
    assert_eq!(trf.event.players.len(), 6);
    for p in &mut trf.event.players {
        p.rounds.clear();
    }
    trf.headers.retain(|(code, _)| code != "192" && code != "092");
    trf.headers.push(("192".into(), "FIDE_ROUNDROBIN".into()));
    let table = schedule(6, false, false);
    let round = |r: usize| RoundPairing {
        boards: table[r]
            .iter()
            .map(|b| Board { white: PairingNumber::new(b.white), black: PairingNumber::new(b.black.unwrap()) })
            .collect(),
        bye: None,
    };
    for r in 0..5 {
        record(&mut trf.event, r + 1, &round(r), |_, _| (RoundResult::Draw, RoundResult::Draw));
    }
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(0), "{stdout}");
    assert!(stdout.contains("all 5 rounds agree with the Berger tables"), "{stdout}");
    // Round 2's first board played with the colours the other way round.
    let first = table[1][0];
    for p in &mut trf.event.players {
        if [first.white, first.black.unwrap()].contains(&p.start_no.get()) {
            p.rounds[1].colour = p.rounds[1].colour.map(|c| c.other());
        }
    }
    let (code, stdout) = check_written(dir.path(), &trf);
    assert_eq!(code, Some(1), "{stdout}");
    assert!(stdout.contains("round 2: the recorded games are not the Berger table's"), "{stdout}");
    assert!(!stdout.contains("round 1:") && !stdout.contains("Dutch"), "{stdout}");
}

/// Runs `arbiter generate --dutch ARGS -o FILE`, successful or not.
fn generate_output(file: &std::path::Path, args: &[&str]) -> std::process::Output {
    Command::new(BIN).args(["generate", "--dutch"]).args(args).args(["-o", file.to_str().unwrap()]).output().unwrap()
}

/// Runs `arbiter generate --dutch ARGS -o FILE`; its standard output.
fn generate_with(file: &std::path::Path, args: &[&str]) -> String {
    let out = generate_output(file, args);
    assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn generate_draws_a_fresh_seed_and_reproduces_the_file_from_it() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b, again) = (dir.path().join("a.trf"), dir.path().join("b.trf"), dir.path().join("again.trf"));
    let options = ["--players", "12", "--rounds", "4"];
    let seed_of = |stdout: &str| {
        let line = stdout.lines().find(|l| l.starts_with("seed ")).expect("the seed is printed").to_string();
        assert!(line.ends_with(" (random)"), "{line}");
        line.split(' ').nth(1).unwrap().to_string()
    };
    let first = seed_of(&generate_with(&a, &options));
    let second = seed_of(&generate_with(&b, &options));
    assert_ne!(first, second, "two runs without --seed draw two seeds");
    let text = std::fs::read_to_string(&a).unwrap();
    assert_ne!(text, std::fs::read_to_string(&b).unwrap());
    assert!(text.lines().any(|l| l == format!("012 Generated Swiss {first}")), "the seed is in record 012");
    // The printed seed and the same options: the same file, byte for byte.
    let stdout = generate_with(&again, &[&options[..], &["--seed", &first]].concat());
    assert!(stdout.contains(&format!("seed {first}\n")), "{stdout}");
    assert_eq!(std::fs::read(&again).unwrap(), std::fs::read(&a).unwrap());
    // The values drawn, given as options, change nothing else.
    let drawn: Vec<String> = stdout.lines().map(String::from).collect();
    let value = |name: &str| {
        let line = drawn.iter().find(|l| l.starts_with(name)).unwrap();
        assert!(line.ends_with("(random)") || line.contains("(random):"), "{line}");
        line[name.len()..].split(' ').next().unwrap().to_string()
    };
    let given = dir.path().join("given.trf");
    let (ratings, hpb, tiebreaks) = (value("ratings "), value("half-point byes "), value("tiebreaks "));
    generate_with(
        &given,
        &[
            &options[..],
            &["--seed", &first, "--ratings", &ratings, "--half-point-byes", &hpb, "--tiebreaks", &tiebreaks],
        ]
        .concat(),
    );
    assert_eq!(std::fs::read(&given).unwrap(), std::fs::read(&a).unwrap());
}

#[test]
fn generate_draws_every_option_left_out() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("drawn.trf");
    let stdout = generate_with(&file, &["--seed", "5", "--players", "10"]);
    for name in [
        "rounds ",
        "ratings ",
        "full-point byes ",
        "half-point byes ",
        "zero-point byes ",
        "forfeits ",
        "double forfeits ",
        "unusual results ",
        "withdrawals ",
        "tiebreaks ",
        "baku ",
        "prohibited pairings ",
    ] {
        let line = stdout.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name}: {stdout}"));
        assert!(line.contains("(random)"), "{line}");
    }
    assert!(stdout.lines().any(|l| l == "players 10"), "{stdout}");
    // Other seeds draw other values.
    let values: std::collections::HashSet<String> = (1..=6)
        .map(|seed| {
            let out = generate_with(&file, &["--seed", &seed.to_string(), "--players", "10"]);
            out.lines().filter(|l| l.starts_with("rounds ") || l.starts_with("ratings ")).collect::<Vec<_>>().join(";")
        })
        .collect();
    assert!(values.len() > 3, "{values:?}");
}

#[test]
fn generate_draws_baku_and_prohibited_pairings_and_writes_what_it_drew() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("rules.trf");
    // The printed value of `name`, and the count of records `code` in the file.
    let drawn = |args: &[&str], name: &str, code: &str| {
        let stdout = generate_with(&file, args);
        let line = stdout.lines().find(|l| l.starts_with(name)).unwrap_or_else(|| panic!("{name}: {stdout}"));
        let text = std::fs::read_to_string(&file).unwrap();
        let records = text.lines().filter(|l| l.starts_with(code)).count();
        (line[name.len()..].to_string(), records)
    };
    let (mut accelerated, mut plain, mut prohibiting) = (0, 0, 0);
    for seed in 1..=12 {
        let seed = seed.to_string();
        let args = ["--players", "60", "--rounds", "5", "--seed", &seed];
        let (baku, records_250) = drawn(&args, "baku ", "250 ");
        match baku.as_str() {
            "yes (random)" => {
                accelerated += 1;
                assert!(records_250 > 0, "seed {seed}: Baku drawn, records 250 written");
            }
            "no (random)" => {
                plain += 1;
                assert_eq!(records_250, 0, "seed {seed}");
            }
            other => panic!("seed {seed}: baku {other}"),
        }
        let (prohibited, records_260) = drawn(&args, "prohibited pairings ", "260 ");
        let count: usize = prohibited.strip_suffix(" (random)").unwrap().parse().unwrap();
        assert!(count <= 3, "at most one for every 20 players: {count}");
        assert_eq!(records_260, count, "seed {seed}: one record 260 for each");
        prohibiting += usize::from(count > 0);
    }
    assert!(accelerated > 0 && plain > 0, "Baku in some events, not all: {accelerated} of 12");
    assert!(prohibiting > 0, "prohibited pairings in some events");
    // Given, neither is drawn.
    let given = ["--players", "60", "--rounds", "5", "--seed", "1"];
    assert_eq!(drawn(&[&given[..], &["--baku"]].concat(), "baku ", "250 ").0, "yes");
    assert_eq!(drawn(&[&given[..], &["--baku", "no"]].concat(), "baku ", "250 "), ("no".to_string(), 0));
    assert_eq!(
        drawn(&[&given[..], &["--prohibit", "0"]].concat(), "prohibited pairings ", "260 "),
        ("0".to_string(), 0)
    );
    let refused = generate_output(&file, &[&given[..], &["--baku", "maybe"]].concat());
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn generated_events_pass_the_checker_and_rank_by_their_tiebreaks() {
    let dir = tempfile::tempdir().unwrap();
    let cases: [&[&str]; 4] = [
        &[
            "--players",
            "24",
            "--rounds",
            "6",
            "--seed",
            "3",
            "--full-point-byes",
            "3",
            "--half-point-byes",
            "5%",
            "--zero-point-byes",
            "2",
            "--forfeits",
            "4",
            "--double-forfeits",
            "1",
            "--withdraw-percent",
            "0",
            "--tiebreaks",
            "BH/C1,BH,SB",
        ],
        &["--players", "40", "--rounds", "7", "--seed", "8", "--baku", "--forfeits", "5%", "--tiebreaks", "SB,BH,DE"],
        &["--players", "21", "--rounds", "5", "--seed", "13", "--prohibit", "4", "--ratings", "1400-2200"],
        &["--players", "16", "--rounds", "5", "--seed", "21", "--bye-percent", "6", "--forfeit-percent", "5"],
    ];
    for (k, args) in cases.iter().enumerate() {
        let file = dir.path().join(format!("case{k}.trf"));
        let f = file.to_str().unwrap();
        generate_with(&file, args);
        let text = std::fs::read_to_string(&file).unwrap();
        let trf = arbiter::trf::parse(&text).unwrap();
        let list = trf.header("202").expect("record 202").to_string();
        if let Some(i) = args.iter().position(|&a| a == "--tiebreaks") {
            assert_eq!(list, args[i + 1]);
        }
        let out = Command::new(BIN).args(["check", "--dutch", f]).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stdout));
        let out = Command::new(BIN).args(["standings", f, "--tiebreaks", &list, "--json"]).output().unwrap();
        assert!(out.status.success(), "{args:?}: {}", String::from_utf8_lossy(&out.stderr));
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        for row in json["players"].as_array().unwrap() {
            let no = row["start_no"].as_u64().unwrap() as u32;
            let p = trf.event.players.iter().find(|p| p.start_no.get() == no).unwrap();
            assert_eq!(p.rank.map(u64::from), row["rank"].as_u64(), "{args:?}: player {no}");
        }
        if k == 0 {
            // The counts asked for: 3 FPB, 5% of 144 player-rounds HPB, 2 ZPB, 4 forfeited games, 1 double.
            use arbiter::tournament::RoundResult as R;
            let results: Vec<R> = trf.event.players.iter().flat_map(|p| p.rounds.iter().map(|r| r.result)).collect();
            let count = |r: R| results.iter().filter(|&&x| x == r).count();
            let counts = [R::FullPointBye, R::HalfPointBye, R::ZeroPointBye, R::ForfeitWin, R::ForfeitLoss].map(count);
            assert_eq!(counts, [3, 7, 2, 4, 6], "{results:?}");
        }
    }
}

#[test]
fn generate_places_unusual_results_and_amounts_per_round() {
    use arbiter::tournament::RoundResult as R;
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("unusual.trf");
    let none =
        ["--full-point-byes", "0", "--zero-point-byes", "0", "--double-forfeits", "0", "--withdraw-percent", "0"];
    let mut args = vec!["--players", "20", "--rounds", "6", "--seed", "5", "--unusual-results", "9"];
    args.extend(["--half-point-byes", "4:10%,2:3", "--forfeits", "3:2"]);
    args.extend(none);
    let printed = generate_with(&file, &args);
    assert!(printed.lines().any(|l| l == "half-point byes 2:3,4:10%"), "{printed}");
    let trf = arbiter::trf::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let players = &trf.event.players;
    let in_round = |round: usize, result: R| players.iter().filter(|p| p.rounds[round - 1].result == result).count();
    // 3 half-point byes in round 2, 10% of 20 players in round 4, none elsewhere.
    assert_eq!((1..=6).map(|r| in_round(r, R::HalfPointBye)).collect::<Vec<_>>(), [0, 3, 0, 2, 0, 0]);
    // Two games forfeited, both in round 3.
    assert_eq!((1..=6).map(|r| in_round(r, R::ForfeitWin)).collect::<Vec<_>>(), [0, 0, 2, 0, 0, 0]);
    // Nine games scored ½-0, 0-½ or 0-0: each a played game, each player scored by his own result.
    let unusual = players
        .iter()
        .flat_map(|p| p.rounds.iter().enumerate().map(move |(r, entry)| (p, r, entry)))
        .filter(|&(p, r, entry)| {
            let Some(opponent) = entry.opponent.and_then(|o| trf.event.player(o)) else { return false };
            let theirs = opponent.rounds[r].result;
            p.start_no < opponent.start_no
                && matches!((entry.result, theirs), (R::Draw, R::Loss) | (R::Loss, R::Draw) | (R::Loss, R::Loss))
        })
        .count();
    assert_eq!(unusual, 9);
    // The file passes the checker: pairings, points and ranks.
    let out = Command::new(BIN).args(["check", "--dutch", file.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn a_seed_whose_round_cannot_be_paired_gives_way_to_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("whole.trf");
    // Four players, three rounds, many absences: some seeds reach a round that cannot be paired.
    let options = ["--players", "4", "--rounds", "3", "--zero-point-byes", "20%", "--baku", "--tiebreaks", "BH,SB"];
    let (seed, printed) = (1..=300)
        .find_map(|seed: u64| {
            let printed = generate_with(&file, &[&options[..], &["--seed", &seed.to_string()]].concat());
            printed.contains("cannot be paired").then_some((seed, printed))
        })
        .expect("a seed of 300 whose tournament cannot pair a round");
    assert!(printed.starts_with(&format!("seed {seed}: round ")), "{printed}");
    let used: u64 = printed.lines().find_map(|l| l.strip_prefix("seed ")?.parse().ok()).expect("the seed used");
    assert!(used > seed, "{printed}");
    // A whole tournament, named by the seed that reproduces it.
    let text = std::fs::read_to_string(&file).unwrap();
    let trf = arbiter::trf::parse(&text).unwrap();
    assert_eq!(trf.header("012"), Some(format!("Generated Swiss {used}").as_str()));
    assert_eq!((trf.header("XXR"), trf.event.rounds_recorded()), (Some("3"), 3));
    let again = dir.path().join("again.trf");
    generate_with(&again, &[&options[..], &["--seed", &used.to_string()]].concat());
    assert_eq!(std::fs::read_to_string(&again).unwrap(), text);
    let out = Command::new(BIN).args(["check", "--dutch", file.to_str().unwrap()]).output().unwrap();
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stdout));
    // Two players cannot play two rounds: no seed gives a whole tournament, and nothing is written.
    let never = dir.path().join("never.trf");
    let mut args = vec!["--players", "2", "--rounds", "2", "--seed", "1", "--withdraw-percent", "0"];
    for flag in ["--full-point-byes", "--half-point-byes", "--zero-point-byes", "--forfeits", "--double-forfeits"] {
        args.extend([flag, "0"]);
    }
    let out = generate_output(&never, &args);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("no tournament of seeds 1 to 50 could pair every round"), "{stderr}");
    assert!(!never.exists());
}

#[test]
fn generate_takes_ratings_as_a_list_a_range_or_groups() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.trf");
    let stdout = generate_with(&file, &["--seed", "2", "--rounds", "3", "--ratings", "2100,1900,2300,2000"]);
    assert!(stdout.contains("players 4\n"), "{stdout}");
    let trf = arbiter::trf::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let ratings: Vec<u32> = trf.event.players.iter().map(|p| p.rating).collect();
    assert_eq!(ratings, [2300, 2100, 2000, 1900]);
    generate_with(&file, &["--seed", "2", "--players", "30", "--rounds", "3", "--ratings", "1400-1450"]);
    let trf = arbiter::trf::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert!(trf.event.players.iter().all(|p| (1400..=1450).contains(&p.rating)));
    // Groups with a gap between them: the players they count, each group in its range.
    let stdout = generate_with(&file, &["--seed", "2", "--rounds", "3", "--ratings", "2300-2400:5,1500-1600:15"]);
    assert!(stdout.contains("players 20\n") && stdout.contains("ratings 2300-2400:5,1500-1600:15\n"), "{stdout}");
    let trf = arbiter::trf::parse(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let ratings: Vec<u32> = trf.event.players.iter().map(|p| p.rating).collect();
    assert!(ratings[..5].iter().all(|r| (2300..=2400).contains(r)), "{ratings:?}");
    assert!(ratings[5..].iter().all(|r| (1500..=1600).contains(r)), "{ratings:?}");
}

#[test]
fn generate_refuses_values_out_of_bounds_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("never.trf");
    let cases: [(&[&str], &str); 15] = [
        (&["--players", "1", "--rounds", "3"], "2 to 9999 players"),
        (&["--players", "10000", "--rounds", "3"], "2 to 9999 players"),
        (&["--players", "8", "--rounds", "0"], "1 to 99 rounds"),
        (&["--players", "8", "--rounds", "100"], "1 to 99 rounds"),
        (&["--players", "8", "--half-point-byes", "101%"], "0% to 100%"),
        (&["--players", "4", "--rounds", "3", "--full-point-byes", "13"], "more than the 12 player-rounds"),
        (&["--players", "4", "--rounds", "3", "--forfeits", "13"], "more than the 12 player-rounds"),
        (&["--players", "4", "--rounds", "3", "--unusual-results", "2:1,4:1"], "no round 4 of 3"),
        (&["--players", "4", "--rounds", "3", "--half-point-byes", "2:5"], "more than the 4 players of a round"),
        (&["--players", "4", "--rounds", "3", "--zero-point-byes", "2:1,2:2"], "round 2 is named twice"),
        (&["--players", "8", "--ratings", "2200-1400"], "is empty"),
        (&["--players", "3", "--ratings", "2000,1900"], "2 ratings for 3 players"),
        (&["--players", "3", "--ratings", "2000-2100:2"], "2 ratings for 3 players"),
        (&["--ratings", "2000-2100:9999,1000-1100:9999"], "2 to 9999 players"),
        (&["--players", "8", "--tiebreaks", "XYZ"], "XYZ"),
    ];
    for (args, reason) in cases {
        let out = generate_output(&file, args);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains(reason), "{args:?}: {stderr}");
        assert!(!file.exists(), "{args:?}: nothing written");
    }
}
