//! What the rating report (the event's TRF) says of the event besides its
//! players and rounds (checklist Q217): the officials (records 102, 112),
//! each round's date (132), the time control encoded (222), the program
//! that paired it (182) and the byes already given for the round not yet
//! paired (240).

use crate::actions::StoredEvent;
use crate::actions::audit::{AuditEvent, audit};
use crate::db::{self, DbConnection};
use crate::trf::EventHeader;
use chrono::TimeZone;

/// The report's header records of `event`, its tie-break list aside.
pub fn report_header(conn: &mut DbConnection, event: &StoredEvent) -> Result<EventHeader, diesel::result::Error> {
    let t = &event.t;
    let officials = db::officials::for_tournament(conn, t.id)?;
    let schedule = db::tournaments::schedule(conn, t.id)?;
    // A round's date is the day it starts where the event is played.
    let round_dates = (1..=t.rounds.max(t.paired_rounds))
        .map(|round| {
            let starts = schedule.iter().find(|(n, _)| *n == round).and_then(|(_, at)| *at)?;
            Some(t.tz().from_utc_datetime(&starts).date_naive())
        })
        .collect();
    let next = t.paired_rounds + 1;
    let requests = match next <= t.rounds {
        true => db::byes::for_round(conn, t.id, next)?,
        false => Vec::new(),
    };
    let next_round_byes =
        requests.iter().map(|r| (next as u32, r.kind, event.number(r.player_id))).filter(|b| b.2.get() > 0).collect();
    Ok(EventHeader {
        chief_arbiter: officials.chief.unwrap_or_default(),
        deputy_arbiters: officials.deputies,
        round_dates,
        next_round_byes,
        rating_method: event.rules.seeding.method,
        ..t.trf_header()
    })
}

/// The most deputy chief arbiters a report names.
pub const MAX_DEPUTIES: usize = 10;

/// Which field of the officials' form holds a refused name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OfficialsField {
    /// The chief arbiter.
    Chief,
    /// The deputy chief arbiters.
    Deputies,
}

/// Why the officials were not stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OfficialsRefusal {
    /// A name is no text to store (a control character, too long).
    Text(OfficialsField, crate::text::TextProblem),
    /// More deputy chief arbiters than [`MAX_DEPUTIES`].
    TooManyDeputies,
}

/// The officials as typed: the chief arbiter on one line, the deputies one
/// per line (blank lines skipped), each as the report names them (title,
/// name, FIDE id).
pub fn parse_officials(chief: &str, deputies: &str) -> Result<db::officials::Officials, OfficialsRefusal> {
    use crate::text::{MAX_NAME, TextKind, check};
    let named = |line: &str, field| -> Result<Option<String>, OfficialsRefusal> {
        let line = line.trim();
        check(line, TextKind::Line, MAX_NAME).map_err(|problem| OfficialsRefusal::Text(field, problem))?;
        Ok((!line.is_empty()).then(|| line.to_string()))
    };
    let chief = named(chief, OfficialsField::Chief)?;
    let mut named_deputies = Vec::new();
    for line in deputies.lines() {
        if let Some(deputy) = named(line, OfficialsField::Deputies)? {
            named_deputies.push(deputy);
        }
        if named_deputies.len() > MAX_DEPUTIES {
            return Err(OfficialsRefusal::TooManyDeputies);
        }
    }
    Ok(db::officials::Officials { chief, deputies: named_deputies })
}

/// Names the event's officials for the rating report, with the audit entry.
pub fn name_officials(
    conn: &mut DbConnection,
    by: crate::db::UserId,
    t: &crate::db::models::TournamentRow,
    officials: &db::officials::Officials,
) -> Result<(), diesel::result::Error> {
    db::officials::set(conn, t.id, officials)?;
    let named = AuditEvent::OfficialsNamed { chief: officials.chief.clone(), deputies: officials.deputies.clone() };
    audit(conn, t.id, by, named)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn officials_are_read_a_line_each_and_bounded() {
        let read = parse_officials(" IA Ivanov, Ivan (4100018) ", "FA Petrova, Anna\n\n  NA Sidorov, Oleg\n").unwrap();
        assert_eq!(read.chief.as_deref(), Some("IA Ivanov, Ivan (4100018)"));
        assert_eq!(read.deputies, ["FA Petrova, Anna", "NA Sidorov, Oleg"]);
        assert_eq!(parse_officials("", "").unwrap(), db::officials::Officials::default());
        assert!(matches!(parse_officials("IA\u{1b}X", ""), Err(OfficialsRefusal::Text(OfficialsField::Chief, _))));
        let long = "x".repeat(201);
        assert!(matches!(parse_officials(&long, ""), Err(OfficialsRefusal::Text(OfficialsField::Chief, _))));
        assert!(matches!(parse_officials("", &long), Err(OfficialsRefusal::Text(OfficialsField::Deputies, _))));
        let many: Vec<String> = (0..=MAX_DEPUTIES).map(|i| format!("Deputy {i}")).collect();
        assert_eq!(parse_officials("", &many.join("\n")), Err(OfficialsRefusal::TooManyDeputies));
        assert_eq!(parse_officials("", &many[..MAX_DEPUTIES].join("\n")).unwrap().deputies.len(), MAX_DEPUTIES);
    }
}
