//! The clock and rulings of a board the arbiter follows, as the board page
//! shows them: both clocks at this instant, the rulings with their articles
//! and the arbiter's log, in the visitor's language.

use crate::db::models::TournamentRow;
use crate::rulings::incident::LogEntry;
use crate::rulings::replay_at;
use crate::tournament::Color;
use crate::web::board::record::Loaded;
use crate::web::i18n::Tr;
use crate::web::parts::laws_text::{error_text, in_zone, log_text, ruling_text};
use chrono::{DateTime, NaiveDateTime, TimeZone, Utc};

/// A decision shown on the board page.
pub(in crate::web) struct RulingLine {
    pub decision: String,
    pub article: String,
}

/// A logged event shown on the board page, with the form to withdraw it.
pub(in crate::web) struct LogLine {
    pub id: i32,
    pub at: String,
    pub text: String,
}

/// A move with the instant its clock was pressed.
pub(in crate::web) struct MoveTime {
    pub ply: usize,
    pub san: String,
    pub at: String,
}

/// What the board page shows of the clock and the rulings.
pub(in crate::web) struct ClockPanel {
    /// The arbiter has started this game's clock.
    pub timed: bool,
    /// Pre-filled instant for starting the clock (the round's start, or now).
    pub start_value: String,
    /// The current instant, for the time fields.
    pub now_value: String,
    pub white_ms: i64,
    pub black_ms: i64,
    pub white_clock: String,
    pub black_clock: String,
    /// `white`, `black` or empty: whose clock runs.
    pub running: &'static str,
    /// How long the running clock stays still first (simple delay), ms.
    pub delay_ms: i64,
    /// `white` or `black`: who has the move.
    pub to_move: &'static str,
    /// The name of the player who has the move.
    pub mover: String,
    pub paused: bool,
    pub over: bool,
    /// Whose flag has fallen (translated), or empty.
    pub flag: String,
    /// `white`, `black` or empty: a pending draw offer.
    pub offer: &'static str,
    /// The pending offer, said (or empty).
    pub offer_text: String,
    pub white_arrived: bool,
    pub black_arrived: bool,
    /// When the default time runs out (local), or empty.
    pub deadline: String,
    pub rulings: Vec<RulingLine>,
    /// Why the replay ended the game (snake_case code), or empty.
    pub termination: String,
    /// The article that ended it, or empty.
    pub article: String,
    pub log: Vec<LogLine>,
    pub move_times: Vec<MoveTime>,
    /// Why the log cannot be replayed (a record changed by hand), or empty.
    pub error: String,
}

fn side(p: Color) -> &'static str {
    p.fold_wb("white", "black")
}

/// `H:MM:SS` of a remaining time.
pub(in crate::web) fn clock_text(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// A datetime-local field's value for an instant in the event's zone.
fn field_value(t: &TournamentRow, at: DateTime<Utc>) -> String {
    t.tz().from_utc_datetime(&at.naive_utc()).format("%Y-%m-%dT%H:%M:%S").to_string()
}

/// A time shown on the page, in the event's zone.
fn shown(t: &TournamentRow, at: DateTime<Utc>) -> String {
    t.tz().from_utc_datetime(&at.naive_utc()).format("%H:%M:%S").to_string()
}

/// Reads a time field (local to the event; a bare time is today's); empty is now.
pub(in crate::web) fn parse_at(
    t: &TournamentRow,
    text: &str,
    now: DateTime<Utc>,
) -> Result<DateTime<Utc>, &'static str> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(now);
    }
    let tz = t.tz();
    let today = tz.from_utc_datetime(&now.naive_utc()).date_naive();
    let local = ["%Y-%m-%dT%H:%M:%S", "%Y-%m-%dT%H:%M", "%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M"]
        .iter()
        .find_map(|f| NaiveDateTime::parse_from_str(text, f).ok())
        .or_else(|| {
            ["%H:%M:%S", "%H:%M"]
                .iter()
                .find_map(|f| chrono::NaiveTime::parse_from_str(text, f).ok())
                .map(|t| today.and_time(t))
        })
        .ok_or("clock-bad-time")?;
    let at = tz.from_local_datetime(&local).earliest().ok_or("clock-bad-time")?.with_timezone(&Utc);
    if at > now + chrono::Duration::seconds(60) {
        return Err("clock-future-time");
    }
    Ok(at)
}

/// The clock panel of a board at `now`.
pub(in crate::web) fn panel(tr: &Tr, l: &Loaded, log_ids: &[i32], now: DateTime<Utc>) -> ClockPanel {
    let t = &l.t;
    let r = &l.record;
    let mut p = ClockPanel {
        timed: r.is_timed(),
        start_value: field_value(t, r.round_start.filter(|s| *s <= now).unwrap_or(now)),
        now_value: field_value(t, now),
        white_ms: 0,
        black_ms: 0,
        white_clock: String::new(),
        black_clock: String::new(),
        running: "",
        delay_ms: 0,
        to_move: "white",
        mover: l.white.clone(),
        paused: false,
        over: false,
        flag: String::new(),
        offer: "",
        offer_text: String::new(),
        white_arrived: false,
        black_arrived: false,
        deadline: r.default_deadline().map(|d| shown(t, d)).unwrap_or_default(),
        rulings: Vec::new(),
        termination: String::new(),
        article: String::new(),
        log: r
            .log
            .iter()
            .zip(log_ids)
            .filter(|(e, _)| e.entry != LogEntry::StartClock)
            .map(|(e, id)| LogLine { id: *id, at: shown(t, e.at), text: log_text(tr, e) })
            .collect(),
        move_times: r
            .moves
            .iter()
            .enumerate()
            .map(|(i, (at, san))| MoveTime { ply: i + 1, san: san.clone(), at: field_value(t, *at) })
            .collect(),
        error: String::new(),
    };
    let arrivals = r.arrivals();
    (p.white_arrived, p.black_arrived) = (arrivals[0].is_some(), arrivals[1].is_some());
    // Without a clock, the claims, offers and resignations are replayed
    // with time playing no part (BoardRecord::untimed_incident).
    let (incident, at) = match p.timed {
        true => (r.incident(), now.fixed_offset()),
        false => (r.untimed_incident(), DateTime::<Utc>::UNIX_EPOCH.fixed_offset()),
    };
    let live = match incident.map(|i| i.and_then(|i| replay_at(&i, at))) {
        Some(Ok(live)) => live,
        Some(Err(e)) => {
            p.error = tr.t1("clock-replay-failed", "reason", &error_text(tr, &e));
            return p;
        }
        None => {
            let to_move = shakmaty::Position::turn(l.game.position());
            p.to_move = side(to_move);
            p.mover = if to_move == Color::White { l.white.clone() } else { l.black.clone() };
            return p;
        }
    };
    if p.timed {
        p.white_ms = live.now.white_ms;
        p.black_ms = live.now.black_ms;
        p.white_clock = clock_text(live.now.white_ms);
        p.black_clock = clock_text(live.now.black_ms);
        p.running = live.running.map_or("", side);
        p.delay_ms = live.delay_ms;
        p.paused = live.paused;
        p.flag = live.flag.map(|f| tr.t(&format!("flag-fallen-{}", side(f)))).unwrap_or_default();
    }
    p.to_move = side(live.to_move);
    p.mover = if live.to_move == Color::White { l.white.clone() } else { l.black.clone() };
    p.over = live.replay.termination.is_some();
    // An offer still open when the game ended lapsed with it.
    let offer = live.offer.filter(|_| !p.over);
    p.offer = offer.map_or("", side);
    p.offer_text = offer.map(|o| tr.t(&format!("clock-offer-{}", side(o)))).unwrap_or_default();
    p.termination = live.replay.termination.map(|t| t.code().to_string()).unwrap_or_default();
    p.article = live.replay.article.clone().unwrap_or_default();
    let replay = if p.timed { live.replay } else { live.replay.untimed() };
    p.rulings = replay
        .rulings
        .into_iter()
        .map(|r| RulingLine {
            decision: ruling_text(tr, &in_zone(&r.said, t.tz())),
            article: tr.t1("article", "n", &r.article),
        })
        .collect();
    p
}
