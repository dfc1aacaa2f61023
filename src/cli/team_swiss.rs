//! `arbiter pair --team INPUT.trf -p OUT` and `arbiter check --team
//! FILE.trf`: the FIDE Swiss Team Pairing System (C.04.6) on team TRF files.

use super::Failure;
use crate::pairing::team_swiss::{
    Breach, Difference, TeamPairing, absent_teams, check_rounds, pair_round, paired_rounds,
};
use crate::tournament::team::{TeamEvent, TeamRound};

/// A team file as read.
struct TeamFile {
    event: TeamEvent,
    /// Each team's rounds.
    history: Vec<Vec<TeamRound>>,
    file: crate::trf::Trf,
    text: String,
}

/// A team file read; exit 3 when it cannot be read, with line and column.
fn read(path: &str) -> Result<TeamFile, Failure> {
    let bytes = super::input::text_file(path)?;
    let text = crate::text::encoding::decode(&bytes);
    let malformed = |message: String| Failure { code: 3, message: format!("{path}: {message}") };
    let mut file = crate::trf::parse(&text)
        .map_err(|e| super::refused(3, path, e.problems().iter().map(|e| format!("{path}: {e}"))))?;
    let event = file.read_team_event();
    super::note_legacy(path, &file);
    let no_teams = || match file.header("013") {
        // TRF-16's team record names the players, not the boards nor their colours (records 352, 300).
        Some(_) => malformed("no team records (310): TRF-16's team records (013) are not read".into()),
        None => malformed("no team records (310)".into()),
    };
    let event = event.map_err(|e| malformed(e.to_string()))?.ok_or_else(no_teams)?;
    let history = event.history().map_err(|e| malformed(e.to_string()))?;
    Ok(TeamFile { event, history, file, text })
}

/// The engines' output: the number of lines, then `WHITE BLACK` per match,
/// then `TPN 0` for the pairing-allocated bye.
fn format(p: &TeamPairing) -> String {
    let mut out = format!("{}\n", p.pairs.len() + usize::from(p.bye.is_some()));
    for pair in &p.pairs {
        out.push_str(&format!("{} {}\n", pair.white, pair.black));
    }
    if let Some(bye) = p.bye {
        out.push_str(&format!("{bye} 0\n"));
    }
    out
}

/// `arbiter pair --team INPUT -p [OUTPUT]`: pairs the round after the last one paired.
pub fn pair(input: &str, output: Option<&str>) -> Result<(), Failure> {
    let TeamFile { event, history, .. } = read(input)?;
    let round = paired_rounds(&history) + 1;
    if event.players.total_rounds.is_some_and(|t| round > t as usize) {
        return Err(Failure { code: 3, message: format!("{input}: all {} rounds are paired", round - 1) });
    }
    let absent = absent_teams(&event, &history, round);
    let done: Vec<Vec<TeamRound>> = history.iter().map(|t| t[..(round - 1).min(t.len())].to_vec()).collect();
    let pairing = pair_round(&event, &done, round, &absent).map_err(|e| super::failed(e.to_string()))?;
    let text = format(&pairing);
    match output {
        Some(path) => super::output::write_file(path, text.as_bytes()),
        None => {
            out!("{text}");
            Ok(())
        }
    }
}

/// Prints a line for each criterion of `broken`, under "round `round`: `whose`
/// breaks"; whether there is any.
fn breaks(round: usize, whose: &str, broken: &[Breach]) -> bool {
    for b in broken {
        outln!("round {round}: {whose} breaks C.04.6 {b}");
    }
    !broken.is_empty()
}

/// Prints where a legal recorded pairing first parts from the system's,
/// and which of the two the rule there puts behind.
fn difference(d: &Difference) {
    let behind = if d.recorded_worse { "the recorded pairing" } else { "the engine's own pairing" };
    outln!("  {behind} is behind by {d}");
}

/// `arbiter check --team FILE`: re-pairs every round from the rounds before
/// it and reports, for each round, the absolute and completion criteria
/// (C1-C3) the recorded pairing and the system's break, and whether the
/// two differ (with the rule of C.04.6 that puts a legal recorded pairing
/// behind); then whether the team ranks follow record 212 (exit 1 if
/// anything breaks or disagrees).
pub fn check(input: &str) -> Result<(), Failure> {
    let TeamFile { event, history, file, text } = read(input)?;
    let (mut differing, mut breaking) = (0, 0);
    let checks = check_rounds(&event, &history);
    for round in &checks {
        let recorded = breaks(round.round, "the recorded pairing", &round.recorded_breaks);
        let paired = breaks(round.round, "the engine's own pairing", &round.paired_breaks);
        breaking += usize::from(recorded || paired);
        if round.agrees() {
            continue;
        }
        differing += 1;
        match &round.paired {
            Ok(got) => {
                outln!("round {}: the recorded pairing differs from C.04.6's", round.round);
                let want = &round.recorded;
                super::output::pairing_difference((&want.matches, want.bye), (&got.matches, got.bye));
                round.difference.iter().for_each(difference);
            }
            Err(e) => outln!("round {}: {e}", round.round),
        }
    }
    let edition = super::standings::edition(&file, &text, None, input)?;
    let misranked = super::team_standings::check_ranks(&file, &event, edition)?;
    let rounds = checks.len();
    let mut said = Vec::new();
    if misranked > 0 {
        said.push(format!("{misranked} pairs of teams ranked otherwise than the tie-breaks say"));
    }
    if breaking > 0 {
        said.push(format!("{breaking} of {rounds} rounds break the absolute or completion criteria"));
    }
    if differing > 0 {
        said.push(format!("{differing} of {rounds} rounds differ"));
    }
    if !said.is_empty() {
        return Err(super::failed(said.join("; ")));
    }
    outln!("every round agrees");
    Ok(())
}
