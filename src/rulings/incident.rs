//! A board's incident file (the input of [`super::replay`]) made from what
//! the app stores: the event's time control and default time, the round's
//! scheduled start, the timed moves of the game record and the arbiter log.

use chrono::{DateTime, Utc};
use serde_json::{Map, Value, json};

/// One entry of the arbiter log: the incident event type and its fields.
#[derive(Clone, Debug, PartialEq)]
pub struct LoggedEvent {
    /// When it happened.
    pub at: DateTime<Utc>,
    /// `arrive`, `claim_flag`, `illegal_move`...
    pub kind: String,
    /// The other fields (`player`, `by`, `kind`, `intended_san`, `seconds`).
    pub fields: Map<String, Value>,
}

/// The game's settings for an incident file.
#[derive(Clone, Debug, PartialEq)]
pub struct IncidentHeader {
    /// Time control notation.
    pub time_control: String,
    /// `standard`, `rapid` or `blitz`, if the event overrides the control's mode.
    pub mode: Option<String>,
    /// The round's scheduled start.
    pub scheduled_start: DateTime<Utc>,
    /// Default time in minutes.
    pub default_time_minutes: u32,
    /// The start position, when not the usual one.
    pub start_fen: Option<String>,
}

/// The incident as JSON: header fields, then the moves and the log merged in
/// time order (at the same instant a move comes before a logged event).
pub fn incident_json(header: &IncidentHeader, moves: &[(DateTime<Utc>, String)], log: &[LoggedEvent]) -> Value {
    let mut events: Vec<(DateTime<Utc>, Value)> =
        moves.iter().map(|(at, san)| (*at, json!({"at": at.to_rfc3339(), "type": "move", "san": san}))).collect();
    for e in log {
        let mut v = Map::new();
        v.insert("at".into(), json!(e.at.to_rfc3339()));
        v.insert("type".into(), json!(e.kind));
        for (k, x) in &e.fields {
            v.insert(k.clone(), x.clone());
        }
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
    use crate::rulings::{Incident, replay};

    #[test]
    fn stored_moves_and_log_replay() {
        let start: DateTime<Utc> = "2026-11-30T15:00:00Z".parse().unwrap();
        let s = |secs: i64| start + chrono::Duration::seconds(secs);
        let header = IncidentHeader {
            time_control: "180+2".into(),
            mode: None,
            scheduled_start: start,
            default_time_minutes: 0,
            start_fen: None,
        };
        let fields = |k: &str, v: &str| Map::from_iter([(k.to_string(), json!(v))]);
        let log = vec![
            LoggedEvent { at: s(-60), kind: "arrive".into(), fields: fields("player", "white") },
            LoggedEvent { at: s(-50), kind: "arrive".into(), fields: fields("player", "black") },
            LoggedEvent { at: s(300), kind: "claim_flag".into(), fields: fields("by", "white") },
        ];
        let moves = vec![(s(3), "e4".to_string())];
        let json = incident_json(&header, &moves, &log);
        assert_eq!(json["events"][2]["type"], "move", "merged in time order");
        let incident: Incident = serde_json::from_value(json).unwrap();
        let r = replay(&incident).unwrap();
        assert_eq!((r.result.as_str(), r.article.as_deref()), ("1-0", Some("6.9")));
    }
}
