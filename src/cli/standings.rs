//! `arbiter standings INPUT.trf [--tiebreaks LIST] [--system swiss|roundrobin] [--json]`:
//! the FIDE tie-breaks of a TRF file, as the tie-break vectors write them.

use super::output::number;
use super::{Failure, bad_input};
use crate::standings::default_tiebreaks;
use crate::standings::tiebreak::{self, Edition, EventResults, Kind, TieBreak};
use crate::tournament::PairingNumber;
use crate::tournament::team::TeamEvent;
use crate::trf::{self, TeamRecordError, Trf};
use serde_json::{Value as Json, json};

/// A TRF read for the commands on results.
pub(super) struct Read {
    /// The file.
    pub file: Trf,
    /// Its text.
    pub text: String,
    /// Its team event, if it has team records (310), or why they cannot be read.
    pub teams: Result<Option<TeamEvent>, TeamRecordError>,
}

/// Reads and checks a TRF: syntax and symmetric entries (by the reader),
/// the team records if any, then the points written in columns 81-84
/// against the results ([`Trf::check_points`]); every problem is named, and
/// what was read in conventions of other programs is said. Byes entered
/// for the round not yet paired (a last round of byes only) are requests
/// for that round: the results are those of the rounds paired.
pub(super) fn read(path: &str) -> Result<Read, Failure> {
    let bytes = super::input::text_file(path)?;
    let text = crate::text::encoding::decode(&bytes);
    let mut file =
        trf::parse(&text).map_err(|e| super::refused(2, path, e.problems().iter().map(|e| format!("{path}: {e}"))))?;
    let teams = file.read_team_event();
    file.check_points().map_err(|e| {
        let player = |line| file.lines.iter().find(|&(_, &l)| l == line).map_or(0, |(no, _)| no.get());
        let problem =
            |e: &trf::TrfError| format!("{path}:{}:{}: player {}: {}", e.line, e.column, player(e.line), e.problem);
        super::refused(2, path, e.problems().iter().map(problem))
    })?;
    super::note_legacy(path, &file);
    let paired = file.event.round_to_pair() - 1;
    if file.event.rounds_recorded() as usize > paired {
        let byes = file.event.players.iter().filter(|p| p.rounds.len() > paired).count();
        eprintln!(
            "arbiter: {path}: round {} holds only byes ({byes}), entered ahead for the round not yet paired: left out of the results",
            paired + 1
        );
        file.event.players.iter_mut().for_each(|p| p.rounds.truncate(paired));
    }
    Ok(Read { file, text, teams })
}

/// The edition of C.07 to follow: the one asked for, else the one in force
/// on the file's start date (record 042), else the one in force today.
pub(super) fn edition(file: &Trf, text: &str, asked: Option<&str>, path: &str) -> Result<Edition, Failure> {
    if let Some(asked) = asked {
        return asked.parse().map_err(|e: tiebreak::UnknownEdition| bad_input(e.to_string()));
    }
    match file.start_date() {
        None => Ok(Edition::in_force_on(chrono::Local::now().date_naive())),
        Some(Ok(start)) => Ok(Edition::in_force_on(start)),
        Some(Err(start)) => {
            let line = text.lines().position(|l| l.starts_with("042")).map_or(0, |k| k + 1);
            Err(bad_input(format!("{path}:{line}:5: start date {start:?} cannot be read (YYYY/MM/DD)")))
        }
    }
}

/// Runs the command.
pub fn standings(
    input: &str,
    tiebreaks: Option<&str>,
    system: Option<&str>,
    edition_asked: Option<&str>,
    as_json: bool,
) -> Result<(), Failure> {
    let round_robin = match system {
        None => None,
        Some("swiss") => Some(false),
        Some("roundrobin" | "round-robin") => Some(true),
        Some(other) => return Err(bad_input(format!("unknown system {other:?}: use swiss or roundrobin"))),
    };
    let Read { file, text, teams } = read(input)?;
    let edition = edition(&file, &text, edition_asked, input)?;
    let teams = teams.map_err(|e| bad_input(format!("{input}: {e}")))?;
    if let Some(teams) = teams {
        return super::team_standings::standings(&file, &teams, tiebreaks, edition, as_json);
    }
    let round_robin = round_robin.unwrap_or_else(|| file.declared_system().is_round_robin());
    let list: Vec<TieBreak> = match tiebreaks {
        Some(text) => tiebreak::parse_list(text).map_err(|e| bad_input(e.to_string()))?,
        None => std::iter::once(TieBreak::plain(Kind::Points)).chain(default_tiebreaks(round_robin)).collect(),
    };
    if list.is_empty() {
        return Err(bad_input("the tie-break list is empty"));
    }
    // Points always rank first; the values printed are those of the list given.
    let leads_with_points = list[0].kind == Kind::Points;
    let full: Vec<TieBreak> = if leads_with_points {
        list.clone()
    } else {
        std::iter::once(TieBreak::plain(Kind::Points)).chain(list.iter().copied()).collect()
    };
    let skip = usize::from(!leads_with_points);
    let event = EventResults::from_event(&file.event, round_robin, edition);
    let mut computed = tiebreak::compute(&event, &full);
    computed.sort_by_key(|p| (p.rank, p.start_no));
    let codes: Vec<String> = list.iter().map(ToString::to_string).collect();
    if as_json {
        let players: Vec<Json> = computed
            .iter()
            .map(|p| {
                let values: serde_json::Map<String, Json> =
                    codes.iter().zip(&p.values[skip..]).map(|(c, &v)| (c.clone(), number(v))).collect();
                json!({"start_no": p.start_no, "points": number(p.values[0]), "rank": p.rank, "values": values})
            })
            .collect();
        let out = json!({
            "trf": std::path::Path::new(input).file_name().map(|n| n.to_string_lossy().into_owned()),
            "system": if round_robin { "roundrobin" } else { "swiss" },
            "edition": edition.year(),
            "rounds": event.rounds,
            "tiebreaks": codes,
            "players": players,
        });
        outln!("{out}");
    } else {
        let name =
            |no: PairingNumber| file.event.players.iter().find(|p| p.start_no == no).map_or("", |p| p.name.as_str());
        let mut head = format!("{:>4} {:>4}  {:<30} {:>6}", "Rank", "No", "Name", "Pts");
        for c in &codes {
            head.push_str(&format!(" {c:>8}"));
        }
        outln!("{head}");
        for p in &computed {
            let mut line =
                format!("{:>4} {:>4}  {:<30} {:>6}", p.rank, p.start_no, name(p.start_no), number(p.values[0]));
            for &v in &p.values[skip..] {
                let shown = if v.is_some() { number(v).to_string() } else { "—".into() };
                line.push_str(&format!(" {shown:>8}"));
            }
            outln!("{line}");
        }
    }
    Ok(())
}
