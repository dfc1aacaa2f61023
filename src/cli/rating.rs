//! `arbiter rating change FILE.trf` (what the event does to each player's
//! FIDE rating, Handbook B.02), `arbiter norms FILE.trf` (title norms, B.01)
//! and `arbiter rating import FILE` (a rating list into the database).

use super::standings::read;
use super::{Failure, bad_input, failed};
use crate::db::rating_lists::ListKey;
use crate::rating::change::RatingKind;
use crate::rating::event::{self, PlayerChange, RatingRules};
use crate::rating::list::CsvMapping;
use crate::rating::list_format::{self, ListFormat};
use crate::rating::norm_event::{self, EventFacts, NormProblem};
use crate::rating::norms::{Condition, NormReport};
use crate::tournament::{Event, PairingNumber, Scoring};
use crate::trf::Trf;
use serde_json::{Value as Json, json};
use std::collections::HashMap;

/// A TRF's rounds as played (both players' records of each game must
/// agree), with its players.
fn played(file: &Trf) -> Result<Event, Failure> {
    let rounds = file.event.pairings().map_err(|e| bad_input(e.to_string()))?;
    Ok(Event::as_played(file.event.players.clone(), &rounds, Scoring::default()))
}

/// The year of the event's start (record 042), if it can be read.
fn start_year(file: &Trf) -> Option<u16> {
    let date = file.header("042")?;
    date.split(|c: char| !c.is_ascii_digit()).find(|part| part.len() == 4).and_then(|y| y.parse().ok())
}

/// A rating-point figure kept in hundredths, as JSON: whole numbers without a fraction.
fn hundredths(v: i64) -> Json {
    if v % 100 == 0 { json!(v / 100) } else { json!(v as f64 / 100.0) }
}

fn kind_of(text: Option<&str>) -> Result<RatingKind, Failure> {
    match text.unwrap_or("standard") {
        "standard" => Ok(RatingKind::Standard),
        "rapid" => Ok(RatingKind::Rapid),
        "blitz" => Ok(RatingKind::Blitz),
        other => Err(bad_input(format!("unknown kind {other:?}: use standard, rapid or blitz"))),
    }
}

fn change_json(c: &PlayerChange) -> Json {
    json!({
        "start_no": c.start_no,
        "rating": c.rating,
        "k": c.k,
        "rated_games": c.rated_games,
        "expected": hundredths(i64::from(c.expected)),
        "score": hundredths(i64::from(c.score) * 50),
        "change": c.change.map(hundredths),
    })
}

/// Runs `arbiter rating change`.
pub fn change(input: &str, kind: Option<&str>, k: Option<u8>, as_json: bool) -> Result<(), Failure> {
    let kind = kind_of(kind)?;
    if k.is_some_and(|k| !(1..=40).contains(&k)) {
        return Err(bad_input("--k must be between 1 and 40"));
    }
    let file = read(input)?.file;
    let played = played(&file)?;
    let event_year =
        start_year(&file).unwrap_or_else(|| chrono::Utc::now().format("%Y").to_string().parse().unwrap_or(2026));
    let all = event::changes(&played, RatingRules { kind, event_year, k });
    if as_json {
        let players: Vec<Json> = all.iter().map(change_json).collect();
        outln!("{}", json!({ "players": players }));
        return Ok(());
    }
    let name = |no: PairingNumber| file.event.player(no).map_or("", |p| p.name.as_str());
    outln!(
        "{:>4}  {:<30} {:>6} {:>3} {:>5} {:>6} {:>6} {:>8}",
        "No",
        "Name",
        "Rating",
        "K",
        "Games",
        "Exp",
        "Score",
        "Change"
    );
    let text = |v: Option<Json>| v.map_or("-".to_string(), |v| v.to_string());
    for c in &all {
        outln!(
            "{:>4}  {:<30} {:>6} {:>3} {:>5} {:>6} {:>6} {:>8}",
            c.start_no,
            name(c.start_no),
            text(c.rating.map(Json::from)),
            text(c.k.map(Json::from)),
            c.rated_games,
            hundredths(i64::from(c.expected)),
            hundredths(i64::from(c.score) * 50),
            text(c.change.map(hundredths)),
        );
    }
    Ok(())
}

/// The event facts a TRF gives for norms.
fn facts(file: &Trf) -> EventFacts {
    let round_robin = file.declared_system().is_round_robin();
    let rounds = file.event.total_rounds.unwrap_or_else(|| file.event.rounds_recorded());
    let players = file.event.players.len() as u32;
    EventFacts {
        rounds,
        round_robin,
        double: round_robin && players > 1 && rounds >= 2 * (players - 1 + players % 2),
        host_federation: file.header("032").unwrap_or("").trim().to_ascii_uppercase(),
    }
}

/// A condition's name as the CLI writes it.
fn condition_code(c: &Condition) -> String {
    let debug = format!("{:?}", c.kind);
    let mut out = String::new();
    for (i, ch) in debug.chars().enumerate() {
        if ch.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(ch.to_ascii_lowercase());
    }
    out
}

fn report_json(no: PairingNumber, report: &Result<NormReport, NormProblem>) -> Json {
    match report {
        Err(e) => json!({ "start_no": no, "error": e.to_string() }),
        Ok(r) => {
            let norms: Vec<Json> = r
                .checks
                .iter()
                .map(|c| {
                    let missing: Vec<Json> = c
                        .conditions
                        .iter()
                        .filter(|x| !x.met)
                        .map(|x| json!({"condition": condition_code(x), "article": x.article, "required": x.required, "actual": x.actual}))
                        .collect();
                    json!({"title": format!("{:?}", c.title), "met": c.met, "average_rating": c.average_rating, "performance": c.performance, "missing": missing})
                })
                .collect();
            json!({ "start_no": no, "games": r.counted_games, "norms": norms })
        }
    }
}

/// Runs `arbiter norms`.
pub fn norms(input: &str, as_json: bool) -> Result<(), Failure> {
    let file = read(input)?.file;
    let mut played = played(&file)?;
    // A file may write a federation in lower case.
    for p in &mut played.players {
        p.federation = p.federation.trim().to_ascii_uppercase();
    }
    let reports = norm_event::check_all(&played, &facts(&file));
    if as_json {
        let players: Vec<Json> = reports.iter().map(|(no, r)| report_json(*no, r)).collect();
        outln!("{}", json!({ "players": players }));
        return Ok(());
    }
    for (no, report) in &reports {
        let name = file.event.player(*no).map_or("", |p| p.name.as_str());
        let verdict = match report {
            Err(e) => format!("not checked: {e}"),
            Ok(r) => r
                .checks
                .iter()
                .map(|c| {
                    if c.met {
                        return format!("{:?} norm", c.title);
                    }
                    let missing: Vec<String> = c
                        .conditions
                        .iter()
                        .filter(|x| !x.met)
                        .map(|x| format!("{} {}/{} ({})", condition_code(x), x.actual, x.required, x.article))
                        .collect();
                    format!("{:?}: {}", c.title, missing.join(", "))
                })
                .collect::<Vec<_>>()
                .join("; "),
        };
        outln!("{no:>4}  {name:<30} {verdict}");
    }
    Ok(())
}

/// Runs `arbiter rating import`: a list file into the database, replacing an
/// earlier import of the same list and month; nothing changes on a bad line.
pub fn import(path: &str, key: ListKey, format: ListFormat, database_url: &str) -> Result<(), Failure> {
    use crate::db::rating_lists::{self, ImportError};
    use diesel::Connection;
    let opened = std::fs::File::open(path).map_err(|e| bad_input(format!("{path}: {e}")))?;
    let entries = list_format::read(std::io::BufReader::with_capacity(1 << 16, opened), &format);
    let pool = crate::db::connect_and_migrate(database_url).map_err(failed)?;
    let mut conn = pool.get().map_err(failed)?;
    let now = chrono::Utc::now().naive_utc();
    let mut bad = None;
    let stored = conn.transaction(|c| match rating_lists::replace(c, &key, now, None, entries) {
        Ok(row) => Ok(row),
        Err(ImportError::Db(e)) => Err(e),
        Err(ImportError::List(e)) => {
            bad = Some(e);
            Err(diesel::result::Error::RollbackTransaction)
        }
    });
    if let Some(e) = bad {
        return Err(bad_input(format!("{path}: {e}; nothing was imported")));
    }
    let row = stored.map_err(failed)?;
    let players = if row.players == 1 { "player" } else { "players" };
    outln!("imported {} {players} into {} {}", row.players, row.label, row.month);
    Ok(())
}

/// The list an import names: FIDE's (of a kind), or a national one with its
/// CSV columns given as `id=HEADER,name=HEADER,rating=HEADER[,federation=…,sex=…,title=…,birth=…]`.
pub fn list_source(
    month: &str,
    kind: Option<&str>,
    national: Option<String>,
    columns: Option<&str>,
) -> Result<(ListKey, ListFormat), Failure> {
    let month = list_format::list_month(month).ok_or_else(|| bad_input(format!("--month {month:?}: use YYYY-MM")))?;
    let Some(label) = national else {
        let code = kind.unwrap_or("");
        let kind = list_format::list_kind(code)
            .ok_or_else(|| bad_input(format!("--kind {code:?}: use standard, rapid or blitz")))?;
        return Ok((ListKey { source: "fide".into(), label: "FIDE".into(), month }, ListFormat::Fide { kind }));
    };
    let columns = columns.ok_or_else(|| bad_input("a national list needs --columns id=…,name=…,rating=…"))?;
    let mut named: HashMap<&str, String> = HashMap::new();
    for pair in columns.split(',') {
        let (field, header) =
            pair.split_once('=').ok_or_else(|| bad_input(format!("--columns: {pair:?} is not FIELD=HEADER")))?;
        match field.trim() {
            f @ ("id" | "name" | "rating" | "federation" | "sex" | "title" | "birth") => {
                named.insert(f, header.trim().to_string());
            }
            other => {
                return Err(bad_input(format!(
                    "--columns: unknown field {other:?} (id, name, rating, federation, sex, title, birth)"
                )));
            }
        }
    }
    let required = |f: &str| named.get(f).cloned().ok_or_else(|| bad_input(format!("--columns needs {f}=HEADER")));
    let mapping = CsvMapping {
        id: required("id")?,
        name: required("name")?,
        rating: required("rating")?,
        federation: named.get("federation").cloned(),
        sex: named.get("sex").cloned(),
        title: named.get("title").cloned(),
        birth_year: named.get("birth").cloned(),
    };
    Ok((ListKey { source: "national".into(), label, month }, ListFormat::Csv(mapping)))
}
