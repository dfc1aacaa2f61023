//! A board's incident file (the input of [`super::replay()`]) made from what
//! the app stores: the event's time control and default time, the round's
//! scheduled start, the timed moves of the game record and the arbiter log.

use super::replay::{Event, EventKind};
use super::{Incident, ReplayError, replay};
use crate::chess::Termination;
use crate::tournament::GameResult;
use chrono::{DateTime, Utc};
use serde_json::{Map, Value, json};
use shakmaty::Color;

/// One entry of the arbiter log.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedEvent {
    /// When it happened.
    pub at: DateTime<Utc>,
    /// What happened.
    pub entry: LogEntry,
}

/// What the arbiter logged on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LogEntry {
    /// The arbiter started following the board's clock (app only: in the
    /// incident file it becomes `scheduled_start`).
    StartClock,
    /// An incident event; never a move (moves are kept with the game record).
    Event(EventKind),
}

/// A log entry that is not one of the incident format's events (a stored
/// row edited by hand, or a form that names no such event).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("not a log entry: {kind} {fields}: {reason}")]
pub struct UnreadableEntry {
    /// The event type given.
    pub kind: String,
    /// The other fields given.
    pub fields: String,
    /// Why they do not make an event.
    pub reason: String,
}

impl LogEntry {
    /// An entry from its event type and other fields, as the incident format
    /// names them (`claim_draw`, `{"by": "white", "kind": "fifty"}`).
    pub fn from_fields(kind: &str, fields: Map<String, Value>) -> Result<LogEntry, UnreadableEntry> {
        let unreadable = |fields: &Map<String, Value>, reason: String| UnreadableEntry {
            kind: kind.to_string(),
            fields: Value::Object(fields.clone()).to_string(),
            reason,
        };
        if kind == START_CLOCK {
            return Ok(LogEntry::StartClock);
        }
        let mut object = fields.clone();
        object.insert("type".into(), json!(kind));
        match serde_json::from_value(Value::Object(object)) {
            Ok(EventKind::Move { .. }) => Err(unreadable(&fields, "a move is kept with the game record".into())),
            Ok(event) => Ok(LogEntry::Event(event)),
            Err(e) => Err(unreadable(&fields, e.to_string())),
        }
    }

    /// A stored entry read back: its event type, and its other fields as a
    /// JSON object (the form rows have had since the log was kept).
    pub fn from_stored(kind: &str, data: &str) -> Result<LogEntry, UnreadableEntry> {
        match serde_json::from_str::<Map<String, Value>>(data) {
            Ok(fields) => LogEntry::from_fields(kind, fields),
            Err(e) => Err(UnreadableEntry { kind: kind.into(), fields: data.into(), reason: e.to_string() }),
        }
    }

    /// The event type as the incident format names it (`arrive`, `claim_flag`...).
    pub fn kind(&self) -> &'static str {
        match self {
            LogEntry::StartClock => START_CLOCK,
            LogEntry::Event(event) => event.name(),
        }
    }

    /// The other fields as the incident format names them (`player`, `by`,
    /// `kind`, `intended_san`, `seconds`).
    pub fn fields(&self) -> Map<String, Value> {
        let LogEntry::Event(event) = self else { return Map::new() };
        let mut fields = match serde_json::to_value(event) {
            Ok(Value::Object(fields)) => fields,
            _ => Map::new(),
        };
        fields.remove("type");
        fields
    }

    /// The stored form: the event type, and the other fields as a JSON object.
    pub fn stored(&self) -> (String, String) {
        (self.kind().to_string(), Value::Object(self.fields()).to_string())
    }
}

/// The incident event types an arbiter records in a board's log (moves are
/// kept with the game record), as [`EventKind::name`] names them.
pub const LOGGED_KINDS: [&str; 11] = [
    "arrive",
    "illegal_move",
    "claim_flag",
    "claim_draw",
    "offer_draw",
    "accept_draw",
    "resign",
    "pause",
    "resume",
    "adjust",
    "default_time",
];

/// The log entry with which the arbiter starts a board's clock (app only:
/// in the incident file it becomes `scheduled_start`).
pub const START_CLOCK: &str = "start_clock";

/// Everything stored about one board's game that the Laws rule on.
#[derive(Clone, Debug, PartialEq)]
pub struct BoardRecord {
    /// Time control notation of the event.
    pub time_control: String,
    /// `standard`, `rapid` or `blitz`, if the event overrides the control's mode.
    pub mode: Option<String>,
    /// The round's scheduled start, if the schedule has one.
    pub round_start: Option<DateTime<Utc>>,
    /// Default time in minutes (6.7.1).
    pub default_time_minutes: u32,
    /// The start position, when not the usual one.
    pub start_fen: Option<String>,
    /// The moves in SAN with the instant each was completed.
    pub moves: Vec<(DateTime<Utc>, String)>,
    /// The arbiter log, in time order.
    pub log: Vec<LoggedEvent>,
}

impl BoardRecord {
    /// Whether the arbiter has started this game's clock on the board page.
    pub fn is_timed(&self) -> bool {
        self.log.iter().any(|e| e.entry == LogEntry::StartClock)
    }

    /// When the game's clocks start (6.6): when the arbiter started them,
    /// else the round's scheduled start.
    pub fn clock_start(&self) -> Option<DateTime<Utc>> {
        self.log.iter().rev().find(|e| e.entry == LogEntry::StartClock).map(|e| e.at).or(self.round_start)
    }

    /// When the default time runs out (6.7.1).
    pub fn default_deadline(&self) -> Option<DateTime<Utc>> {
        self.clock_start().map(|s| s + chrono::Duration::minutes(i64::from(self.default_time_minutes)))
    }

    /// When each player (White, Black) reached the board: an arrival in the
    /// log, or the player's first move, whichever is earlier. On a board
    /// whose clock is not followed, move times are when the arbiter typed the
    /// moves, not when they were played: a move there only says the player
    /// came, which counts as in time.
    pub fn arrivals(&self) -> [Option<DateTime<Utc>>; 2] {
        let mut out = [None, None];
        let white_first = self.start_fen.as_deref().is_none_or(|f| f.split(' ').nth(1) != Some("b"));
        let in_time = if self.is_timed() { None } else { self.clock_start() };
        for (i, (at, _)) in self.moves.iter().enumerate().take(2) {
            let side = usize::from((i % 2 == 1) == white_first);
            out[side] = Some(in_time.map_or(*at, |start| start.min(*at)));
        }
        for e in &self.log {
            let side = match e.entry {
                LogEntry::Event(EventKind::Arrive { player: Color::White }) => 0,
                LogEntry::Event(EventKind::Arrive { player: Color::Black }) => 1,
                _ => continue,
            };
            out[side] = Some(out[side].map_or(e.at, |a: DateTime<Utc>| a.min(e.at)));
        }
        out
    }

    /// The incident file of this game (the format of `arbiter rulings
    /// replay`): none without a clock start.
    pub fn incident_json(&self) -> Option<Value> {
        let header = IncidentHeader {
            time_control: self.time_control.clone(),
            mode: self.mode.clone(),
            scheduled_start: self.clock_start()?,
            default_time_minutes: self.default_time_minutes,
            start_fen: self.start_fen.clone(),
        };
        let log: Vec<LoggedEvent> = self.log.iter().filter(|e| e.entry != LogEntry::StartClock).cloned().collect();
        Some(incident_json(&header, &self.moves, &log))
    }

    /// The incident, read back as the replay reads files: a logged event
    /// the format does not know is an input error.
    pub fn incident(&self) -> Option<Result<Incident, ReplayError>> {
        let json = self.incident_json()?;
        Some(serde_json::from_value(json).map_err(|e| ReplayError::Input(e.to_string())))
    }

    /// Whether a logged entry rules on the game without a clock: a draw
    /// claim (9.2, 9.3), an offer or its acceptance (9.1, 5.2.3), a
    /// resignation (5.1.2).
    pub fn rules_without_clock(entry: &LogEntry) -> bool {
        matches!(
            entry,
            LogEntry::Event(
                EventKind::ClaimDraw { .. }
                    | EventKind::OfferDraw { .. }
                    | EventKind::AcceptDraw { .. }
                    | EventKind::Resign { .. }
            )
        )
    }

    /// On a board whose clock is not followed, the incident of its claims,
    /// offers and resignations ([`BoardRecord::rules_without_clock`]), none
    /// if the log has none. Time plays no part in it: both players are
    /// present from the start and each instant of the record is replaced,
    /// in order, by one a millisecond after the one before, under a
    /// day-long control, so the replay rules on the position and the order
    /// of events alone, never on a clock or on lateness (which the
    /// arrivals rule on, [`default_ruling`]).
    pub fn untimed_incident(&self) -> Option<Result<Incident, ReplayError>> {
        let log: Vec<&LoggedEvent> = self.log.iter().filter(|e| Self::rules_without_clock(&e.entry)).collect();
        if self.is_timed() || log.is_empty() {
            return None;
        }
        let start: DateTime<Utc> = DateTime::UNIX_EPOCH;
        let mut instants: Vec<DateTime<Utc>> =
            self.moves.iter().map(|(at, _)| *at).chain(log.iter().map(|e| e.at)).collect();
        instants.sort();
        instants.dedup();
        let step = |at: &DateTime<Utc>| {
            let place = instants.partition_point(|x| x < at) as i64;
            start + chrono::Duration::milliseconds(place + 1)
        };
        let moves: Vec<(DateTime<Utc>, String)> = self.moves.iter().map(|(at, san)| (step(at), san.clone())).collect();
        let present = [Color::White, Color::Black]
            .map(|player| LoggedEvent { at: start, entry: LogEntry::Event(EventKind::Arrive { player }) });
        let log: Vec<LoggedEvent> = present
            .into_iter()
            .chain(log.into_iter().map(|e| LoggedEvent { at: step(&e.at), entry: e.entry.clone() }))
            .collect();
        let header = IncidentHeader {
            time_control: "86400".into(),
            mode: Some("standard".into()),
            scheduled_start: start,
            default_time_minutes: 60,
            start_fen: self.start_fen.clone(),
        };
        let json = incident_json(&header, &moves, &log);
        Some(serde_json::from_value(json).map_err(|e| ReplayError::Input(e.to_string())))
    }
}

/// The result by default (6.7.1) if the arbiter rules on default time at
/// `now`: White wins by forfeit when Black is absent, Black when White is,
/// both lose when both are;
/// none before the default time has run out or when both players came in
/// time. The replay's rule decides, fed with the arrivals alone (on a board
/// whose clock is not followed the moves' times say nothing).
pub fn default_ruling(record: &BoardRecord, now: DateTime<Utc>) -> Option<GameResult> {
    let mut events: Vec<Event> = record
        .arrivals()
        .into_iter()
        .zip([Color::White, Color::Black])
        .filter_map(|(at, player)| at.map(|at| Event { at: at.fixed_offset(), kind: EventKind::Arrive { player } }))
        .collect();
    events.sort_by_key(|e| e.at);
    events.push(Event { at: now.fixed_offset(), kind: EventKind::DefaultTime });
    let incident = Incident {
        time_control: record.time_control.clone(),
        mode: record.mode.clone(),
        scheduled_start: record.clock_start()?.fixed_offset(),
        default_time_minutes: record.default_time_minutes,
        start_fen: None,
        events,
    };
    let ruled = replay(&incident).ok().filter(|r| r.termination == Some(Termination::Default))?;
    Some(ruled.result).filter(|r| !r.is_played() && *r != GameResult::Pending)
}

/// The game's settings for an incident file.
#[derive(Clone, Debug, PartialEq)]
struct IncidentHeader {
    time_control: String,
    mode: Option<String>,
    scheduled_start: DateTime<Utc>,
    default_time_minutes: u32,
    start_fen: Option<String>,
}

/// The incident as JSON: header fields, then the moves and the log merged in
/// time order (at the same instant a move comes before a logged event).
/// A move stored at the instant of a wrong draw claim that wrote it is that
/// claim's written move, played by the claim (9.5.3): the file has it once,
/// in the claim.
fn incident_json(header: &IncidentHeader, moves: &[(DateTime<Utc>, String)], log: &[LoggedEvent]) -> Value {
    let written = |at: &DateTime<Utc>, san: &str| {
        log.iter().any(|e| match &e.entry {
            LogEntry::Event(EventKind::ClaimDraw { intended_san: Some(written), .. }) => e.at == *at && written == san,
            _ => false,
        })
    };
    let mut events: Vec<(DateTime<Utc>, Value)> = moves
        .iter()
        .filter(|(at, san)| !written(at, san))
        .map(|(at, san)| (*at, json!({"at": at.to_rfc3339(), "type": "move", "san": san})))
        .collect();
    for e in log {
        let mut v = e.entry.fields();
        v.insert("at".into(), json!(e.at.to_rfc3339()));
        v.insert("type".into(), json!(e.entry.kind()));
        events.push((e.at, Value::Object(v)));
    }
    events.sort_by_key(|(at, _)| *at);
    let mut out = json!({
        "time_control": header.time_control,
        "scheduled_start": header.scheduled_start.to_rfc3339(),
        "default_time_minutes": header.default_time_minutes,
        "events": events.into_iter().map(|(_, v)| v).collect::<Vec<_>>(),
    });
    if let Some(mode) = &header.mode {
        out["mode"] = json!(mode);
    }
    if let Some(fen) = &header.start_fen {
        out["start_fen"] = json!(fen);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_event_is_named_as_its_serialized_type() {
        use super::super::decision::DrawKind;
        use super::super::replay::Claimant;
        let white = Color::White;
        let events = [
            EventKind::Arrive { player: white },
            EventKind::Move { san: "e4".into() },
            EventKind::IllegalMove { player: white },
            EventKind::ClaimFlag { by: Claimant::Arbiter },
            EventKind::ClaimDraw { by: white, kind: DrawKind::Fifty, intended_san: None },
            EventKind::OfferDraw { by: white },
            EventKind::AcceptDraw { by: white },
            EventKind::Resign { player: white },
            EventKind::Pause,
            EventKind::Resume,
            EventKind::DefaultTime,
            EventKind::Adjust { player: white, seconds: 5 },
        ];
        for event in &events {
            assert_eq!(serde_json::to_value(event).unwrap()["type"], event.name(), "{event:?}");
        }
        // Every kind the arbiter can log names one of them.
        let names: Vec<&str> = events.iter().map(EventKind::name).collect();
        for kind in LOGGED_KINDS {
            assert!(names.contains(&kind), "{kind}");
        }
    }

    fn record(log: Vec<LoggedEvent>, moves: Vec<(DateTime<Utc>, String)>) -> BoardRecord {
        BoardRecord {
            time_control: "180+2".into(),
            mode: None,
            round_start: Some(start()),
            default_time_minutes: 0,
            start_fen: None,
            moves,
            log,
        }
    }

    fn start() -> DateTime<Utc> {
        "2026-11-30T15:00:00Z".parse().unwrap()
    }

    fn s(secs: i64) -> DateTime<Utc> {
        start() + chrono::Duration::seconds(secs)
    }

    fn logged(at: DateTime<Utc>, kind: &str, field: &str, value: &str) -> LoggedEvent {
        let fields = Map::from_iter([(field.to_string(), json!(value))]);
        LoggedEvent { at, entry: LogEntry::from_fields(kind, fields).unwrap() }
    }

    #[test]
    fn entries_are_stored_and_read_back_as_before() {
        let stored = [
            ("arrive", r#"{"player":"white"}"#),
            ("claim_draw", r#"{"by":"black","intended_san":"Nf3","kind":"threefold"}"#),
            ("claim_draw", r#"{"by":"black","kind":"fifty"}"#),
            ("claim_flag", r#"{"by":"arbiter"}"#),
            ("adjust", r#"{"player":"black","seconds":-30}"#),
            ("pause", "{}"),
            ("default_time", "{}"),
            (START_CLOCK, "{}"),
        ];
        for (kind, data) in stored {
            let entry = LogEntry::from_stored(kind, data).unwrap();
            assert_eq!(entry.stored(), (kind.to_string(), data.to_string()));
        }
        let entry = LogEntry::from_stored("resign", r#"{"player":"black"}"#).unwrap();
        assert_eq!(entry, LogEntry::Event(EventKind::Resign { player: Color::Black }));
        for (kind, data) in [("arrive", r#"{"player":"arbiter"}"#), ("move", r#"{"san":"e4"}"#), ("nap", "{}")] {
            assert!(LogEntry::from_stored(kind, data).is_err(), "{kind} {data}");
        }
        assert!(LogEntry::from_stored("arrive", "[]").is_err());
    }

    #[test]
    fn stored_moves_and_log_replay() {
        let log = vec![
            logged(s(-60), "arrive", "player", "white"),
            logged(s(-50), "arrive", "player", "black"),
            logged(s(300), "claim_flag", "by", "white"),
        ];
        let r = record(log, vec![(s(3), "e4".to_string())]);
        let json = r.incident_json().unwrap();
        assert_eq!(json["events"][2]["type"], "move", "merged in time order");
        let r = replay(&r.incident().unwrap().unwrap()).unwrap();
        assert_eq!((r.result_code(), r.article.as_deref()), ("1-0", Some("6.9")));
    }

    #[test]
    fn the_arbiters_clock_start_replaces_the_schedule() {
        let mut r = record(vec![logged(s(600), START_CLOCK, "by", "arbiter")], Vec::new());
        assert!(r.is_timed());
        assert_eq!(r.clock_start(), Some(s(600)));
        assert_eq!(r.default_deadline(), Some(s(600)));
        r.default_time_minutes = 30;
        assert_eq!(r.default_deadline(), Some(s(600 + 1800)));
        let json = r.incident_json().unwrap();
        assert_eq!(json["scheduled_start"], s(600).to_rfc3339());
        assert_eq!(json["events"].as_array().unwrap().len(), 0, "the start is not an event");
        r.log.clear();
        r.round_start = None;
        assert!(!r.is_timed());
        assert!(r.incident_json().is_none());
    }

    #[test]
    fn arrivals_come_from_the_log_and_the_first_moves() {
        let mut r = record(
            vec![logged(s(0), START_CLOCK, "by", "arbiter"), logged(s(40), "arrive", "player", "black")],
            vec![(s(10), "e4".into()), (s(50), "e5".into()), (s(60), "Nf3".into())],
        );
        assert_eq!(r.arrivals(), [Some(s(10)), Some(s(40))]);
        r.log.remove(0);
        assert_eq!(r.arrivals(), [Some(s(0)), Some(s(0))], "untimed: a move says the player came in time");
        let mut r = record(Vec::new(), vec![(s(10), "e5".into())]);
        r.start_fen = Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1".into());
        assert_eq!(r.arrivals(), [None, Some(s(0))], "Black moves first from this position");
    }

    #[test]
    fn default_time_rules_on_who_was_absent_at_the_deadline() {
        let mut r = record(vec![logged(s(100), "arrive", "player", "white")], Vec::new());
        r.default_time_minutes = 5;
        assert_eq!(default_ruling(&r, s(300)).map(GameResult::code), None, "not yet: the deadline is included");
        assert_eq!(default_ruling(&r, s(301)).map(GameResult::code), Some("+-"));
        r.log.push(logged(s(400), "arrive", "player", "black"));
        assert_eq!(
            default_ruling(&r, s(500)).map(GameResult::code),
            Some("+-"),
            "arriving after the default time is too late"
        );
        r.log[1].at = s(299);
        assert_eq!(default_ruling(&r, s(500)).map(GameResult::code), None);
        r.log.clear();
        assert_eq!(default_ruling(&r, s(301)).map(GameResult::code), Some("--"));
        r.moves.push((s(10), "e4".into()));
        assert_eq!(
            default_ruling(&r, s(301)).map(GameResult::code),
            Some("+-"),
            "White's first move is White's arrival"
        );
        // Moves typed in later on a board whose clock nobody follows count as in time.
        r.moves = vec![(s(900), "e4".into()), (s(910), "e5".into())];
        assert_eq!(default_ruling(&r, s(1000)).map(GameResult::code), None);
        r.log.push(logged(s(0), START_CLOCK, "by", "arbiter"));
        assert_eq!(
            default_ruling(&r, s(1000)).map(GameResult::code),
            Some("--"),
            "on a followed clock they are when they were played"
        );
    }

    #[test]
    fn an_unknown_logged_event_is_an_input_error() {
        // The log holds typed entries: an unknown event is refused when it is read, before any replay.
        let fields = Map::from_iter([("player".to_string(), json!("white"))]);
        let refused = LogEntry::from_fields("teleport", fields).unwrap_err();
        assert!(refused.to_string().contains("teleport"), "{refused}");
        assert!(LogEntry::from_stored("teleport", r#"{"player":"white"}"#).is_err());
    }
}
