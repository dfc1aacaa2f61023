//! Players help themselves (issue 56): what an event lets its players do
//! through their personal link, the arbiter's settings for it, and the
//! windows in which each request is taken. Nothing a player does changes a
//! pairing or a result without the arbiter, or a rule the arbiter set here.

pub mod check_in;
pub mod player_page;
pub mod reports;
pub mod requests;

use super::audit::{AuditEvent, audit};
use super::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::self_service::SelfService;
use crate::db::{self, DbConnection, PlayerId, UserId};
use chrono::{Duration, NaiveDateTime};

/// The longest check-in window and bye deadline the settings take, in
/// minutes and hours (a week).
pub const MOST_MINUTES: i32 = 7 * 24 * 60;
/// See [`MOST_MINUTES`].
pub const MOST_HOURS: i32 = 7 * 24;
/// The most half-point byes a player may be allowed to ask for.
pub const MOST_BYES: i32 = 20;

/// The longest reason an arbiter gives for refusing a request or an
/// entry, in characters: a short line the player reads.
pub const MOST_REASON: usize = 200;

/// An arbiter's decision on a player's request or an online entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Accepted: recorded through the arbiter's own action.
    Accept,
    /// Refused, with the reason the player is shown ('' for none).
    Refuse {
        /// Why, as the arbiter typed it.
        reason: String,
    },
}

/// A refusal's reason as stored: trimmed, one line of at most
/// [`MOST_REASON`] characters, without control characters or
/// bidirectional overrides.
pub fn checked_reason(reason: &str) -> Result<String, crate::text::TextProblem> {
    let reason = reason.trim();
    crate::text::check(reason, crate::text::TextKind::Line, MOST_REASON)?;
    Ok(reason.to_string())
}

/// Why self-service settings are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SettingsRefusal {
    /// A number out of its bounds.
    OutOfBounds,
}

/// Stores what the event lets its players do; logged when it changes.
pub fn set_self_service(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    settings: &SelfService,
) -> Result<bool, Failed<SettingsRefusal>> {
    let bounded = (0..=MOST_MINUTES).contains(&settings.check_in_minutes)
        && (0..=MOST_HOURS).contains(&settings.bye_hours)
        && (0..=MOST_BYES).contains(&settings.bye_limit)
        && settings.entry_limit.is_none_or(|n| (1..=crate::actions::MAX_PLAYERS_PER_EVENT as i32).contains(&n));
    if !bounded {
        return refuse(SettingsRefusal::OutOfBounds);
    }
    db::tournaments::lock(conn, t.id)?;
    if db::self_service::of(conn, t.id)? == *settings {
        return Ok(false);
    }
    db::self_service::set(conn, t.id, settings)?;
    audit(conn, t.id, by, AuditEvent::SelfServiceSet { summary: summary(settings) })?;
    Ok(true)
}

/// The settings in a line of codes for the log: `entry`, `auto`, `check-in 60`, `byes 2/2h`, `reports propose`.
fn summary(s: &SelfService) -> String {
    let mut parts = Vec::new();
    if s.entry_open {
        parts.push(if s.entry_auto { "entry auto".to_string() } else { "entry".to_string() });
    }
    if s.check_in {
        parts.push(format!("check-in {}", s.check_in_minutes));
    }
    if s.bye_limit > 0 {
        parts.push(format!("byes {}/{}h", s.bye_limit, s.bye_hours));
    }
    if s.reported() != crate::db::self_service::ReportedResults::Off {
        parts.push(format!("reports {}", s.reported_results));
    }
    parts.join(", ")
}

/// When players may check in for a round starting at `starts`: from
/// `minutes` before it until the round is paired. A round without a start
/// time takes check-in at any time before its pairing.
pub fn check_in_open(starts: Option<NaiveDateTime>, minutes: i32, now: NaiveDateTime) -> bool {
    starts.is_none_or(|at| now >= at - Duration::minutes(i64::from(minutes)))
}

/// Whether a bye for a round starting at `starts` may still be asked for:
/// until `hours` before its start (any time before its pairing when it has none).
pub fn bye_deadline_open(starts: Option<NaiveDateTime>, hours: i32, now: NaiveDateTime) -> bool {
    starts.is_none_or(|at| now < at - Duration::hours(i64::from(hours)))
}

/// The player's page is refused for a link that names no player of the
/// event, or on an archived event.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NoSuchLink;

/// The player a personal link names, refused ([`NoSuchLink`]) for a wrong
/// or renewed link or an archived event.
pub fn player_of_link(conn: &mut DbConnection, t: &TournamentRow, token: &str) -> Result<PlayerId, Failed<NoSuchLink>> {
    if !crate::auth::could_be_token(token) || db::tournaments::is_archived(conn, t.id)? {
        return refuse(NoSuchLink);
    }
    match db::player_links::player_of(conn, t.id, token)? {
        Some(player) => Ok(player),
        None => refuse(NoSuchLink),
    }
}

/// Gives a player a new personal link (the old one stops working); logged.
pub fn renew_link(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    player: PlayerId,
) -> Result<(), Failed<NoSuchLink>> {
    let Some(row) = db::players::by_id(conn, t.id, player)? else { return refuse(NoSuchLink) };
    db::player_links::renew(conn, t.id, player)?;
    audit(conn, t.id, by, AuditEvent::PlayerLinkRenewed { player: row.name })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(h: u32, m: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 12, 7).unwrap().and_hms_opt(h, m, 0).unwrap()
    }

    #[test]
    fn a_reason_is_one_short_line() {
        assert_eq!(checked_reason("  late entry  ").unwrap(), "late entry");
        assert_eq!(checked_reason("").unwrap(), "");
        assert!(matches!(checked_reason("a\u{7}b"), Err(crate::text::TextProblem::ControlCharacter('\u{7}'))));
        assert!(checked_reason("two\nlines").is_err());
        assert!(checked_reason(&"я".repeat(MOST_REASON)).is_ok(), "characters, not bytes");
        assert!(matches!(checked_reason(&"x".repeat(MOST_REASON + 1)), Err(crate::text::TextProblem::TooLong { .. })));
    }

    #[test]
    fn check_in_opens_before_the_start_and_a_bye_closes_before_it() {
        let starts = Some(at(15, 0));
        assert!(!check_in_open(starts, 60, at(13, 59)));
        assert!(check_in_open(starts, 60, at(14, 0)));
        assert!(check_in_open(starts, 60, at(15, 30)), "late players still check in until the pairing");
        assert!(check_in_open(None, 60, at(3, 0)));
        assert!(bye_deadline_open(starts, 2, at(12, 59)));
        assert!(!bye_deadline_open(starts, 2, at(13, 0)));
        assert!(bye_deadline_open(None, 2, at(23, 0)));
    }
}
