//! Keeping FIDE's rating list current (checklist Q135-Q141): once an admin
//! gives the address FIDE publishes its combined list at, the app checks it
//! every day and stores a new list as soon as FIDE publishes one; a check of
//! the players' ratings first makes sure the list is not a day old. Without
//! an address (or an internet connection) the lists stay as the admin
//! uploads them.

pub mod fetch;
pub mod unzip;

use crate::actions::Failed;
use crate::actions::rating_lists::{RatingListRefusal, import_rating_list, list_name};
use crate::db::rating_lists::{ListKey, RatingListRow};
use crate::db::settings::{self, ListCheck};
use crate::db::store::Store;
use crate::db::{self, DbConnection, DbError};
use crate::rating::list::ListKind;
use crate::rating::list_format::ListFormat;
use chrono::{NaiveDateTime, TimeDelta};
use fetch::{Downloaded, Fetched};
use std::sync::Arc;

/// The largest list file read, uploaded or downloaded (FIDE's XML edition,
/// the largest, is about 400 MB unzipped).
pub const LIST_LIMIT: usize = 512 * 1024 * 1024;

/// FIDE's combined list (standard, rapid and blitz in one TXT file, zipped):
/// what the admin's page proposes as the address.
pub const FIDE_COMBINED_LIST: &str = "https://ratings.fide.com/download/players_list.zip";

/// How long a checked list counts as current (Q135: never a day out of date).
const FRESH_FOR: TimeDelta = TimeDelta::hours(24);

/// How long after a failed check the next is tried.
const RETRY_AFTER: TimeDelta = TimeDelta::hours(1);

/// How many months of FIDE lists are kept (the one in force at the start of
/// an event that began last month stays).
const MONTHS_KEPT: i64 = 3;

/// How often the scheduled task looks whether a check is due.
const TICK: std::time::Duration = std::time::Duration::from_secs(10 * 60);

/// The longest download address accepted.
const MAX_ADDRESS: usize = 500;

/// A download address as typed: empty (no downloads), or an `http://` or
/// `https://` address with a host and no spaces; `None` if it is neither.
pub fn parse_address(typed: &str) -> Option<String> {
    let address = typed.trim();
    if address.is_empty() {
        return Some(String::new());
    }
    let rest = address.strip_prefix("https://").or_else(|| address.strip_prefix("http://"))?;
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let fits = address.len() <= MAX_ADDRESS && !host.is_empty();
    (fits && !address.chars().any(|c| c.is_whitespace() || c.is_control())).then(|| address.to_string())
}

/// Whether the list was checked less than a day before `now`.
pub fn is_current(check: &ListCheck, now: NaiveDateTime) -> bool {
    check.checked_at.is_some_and(|at| now - at < FRESH_FOR)
}

/// Whether a check is due at `now`: the list is not current, and no check
/// was tried in the last hour (a failing server is not asked every minute).
pub fn is_due(check: &ListCheck, now: NaiveDateTime) -> bool {
    !is_current(check, now) && check.attempted_at.is_none_or(|at| now - at >= RETRY_AFTER)
}

/// When to check.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Only if a check is due ([`is_due`]): the daily schedule, and before a
    /// consistency check of an event's ratings.
    Due,
    /// At once: the admin's *Update now*.
    Now,
}

/// What an update did.
#[derive(Debug)]
pub enum Updated {
    /// No address is set: the lists are the admin's uploads.
    Off,
    /// No check was due, or another instance of the app is checking.
    NotDue,
    /// The server's list is the one stored.
    Unchanged,
    /// A new list was stored.
    Stored(RatingListRow),
    /// The check failed; the list stored before stays. The reason is kept
    /// for the pages that use the list.
    Failed(String),
}

/// Checks FIDE's list at the configured address and stores it if it
/// changed, recording what came of it ([`settings::fide_list_check`]).
pub async fn update(store: Arc<Store>, now: NaiveDateTime, when: When) -> Result<Updated, DbError> {
    let claimer = store.clone();
    let claimed = block(move || claimer.write(|c| claim(c, now, when))).await?;
    let (url, check) = match claimed {
        Ok(claimed) => claimed,
        Err(outcome) => return Ok(outcome),
    };
    let fetched = fetch::fetch(&url, &check.validator, now.date()).await;
    block(move || store.write(|c| record(c, check, now, fetched))).await
}

/// [`update`] run as a task of its own, for a page that waits for it: a
/// visitor who leaves (or a proxy that gives up on a long download) does
/// not cut the download and the import short.
pub async fn update_to_the_end(store: Arc<Store>, now: NaiveDateTime, when: When) -> Result<Updated, DbError> {
    actix_web::rt::spawn(update(store, now, when))
        .await
        .map_err(|e| DbError::Worker(format!("the list update: {e}")))?
}

/// Runs `f` on a worker thread (the database is not for the event loop).
async fn block<T: Send + 'static>(f: impl FnOnce() -> Result<T, DbError> + Send + 'static) -> Result<T, DbError> {
    actix_web::web::block(f).await.map_err(|e| DbError::Worker(e.to_string()))?
}

/// Takes the check for this instance if it is to run now: the address and
/// the state it starts from, or why it does not run.
fn claim(
    c: &mut DbConnection,
    now: NaiveDateTime,
    when: When,
) -> Result<Result<(String, ListCheck), Updated>, DbError> {
    let Some(url) = settings::fide_list_url(c)? else { return Ok(Err(Updated::Off)) };
    let seen = settings::fide_list_check(c)?;
    if when == When::Due && !is_due(&seen, now) {
        return Ok(Err(Updated::NotDue));
    }
    let next = ListCheck { attempted_at: Some(now), ..seen.clone() };
    if !settings::claim_fide_list_check(c, &seen, &next)? {
        return Ok(Err(Updated::NotDue));
    }
    Ok(Ok((url, next)))
}

/// Stores what the server sent, and what came of the check.
fn record(
    c: &mut DbConnection,
    mut check: ListCheck,
    now: NaiveDateTime,
    fetched: Result<Fetched, fetch::FetchError>,
) -> Result<Updated, DbError> {
    let outcome = match fetched {
        Ok(Fetched::Unchanged) => Updated::Unchanged,
        Ok(Fetched::New(download)) => match store_list(c, &download)? {
            Ok(list) => {
                check.validator = download.validator;
                Updated::Stored(list)
            }
            Err(reason) => Updated::Failed(reason),
        },
        Err(e) => Updated::Failed(e.to_string()),
    };
    match &outcome {
        Updated::Failed(reason) => check.error = reason.clone(),
        _ => {
            check.error.clear();
            check.checked_at = Some(now);
        }
    }
    settings::set_fide_list_check(c, &check)?;
    Ok(outcome)
}

/// Imports a downloaded list as FIDE's list of its month, then lets the
/// oldest go; a file that is not a FIDE list is refused with the reason.
fn store_list(c: &mut DbConnection, download: &Downloaded) -> Result<Result<RatingListRow, String>, DbError> {
    let file = match std::fs::File::open(download.file.path()) {
        Ok(file) => file,
        Err(e) => return Ok(Err(format!("the download cannot be read: {e}"))),
    };
    let key = ListKey { source: "fide".into(), label: "FIDE".into(), month: download.month.clone() };
    match import_rating_list(c, None, &key, &ListFormat::Fide { kind: ListKind::Combined }, file) {
        Ok(list) => {
            db::rating_lists::prune(c, "fide", MONTHS_KEPT)?;
            Ok(Ok(list))
        }
        Err(Failed::Refused(RatingListRefusal::BadFile(e))) => Ok(Err(format!("the download is not a FIDE list: {e}"))),
        Err(Failed::Refused(RatingListRefusal::BadArchive(e))) => {
            Ok(Err(format!("the download cannot be unzipped: {e}")))
        }
        Err(Failed::Db(e)) => Err(e),
    }
}

/// Starts the daily checks: every few minutes the task looks whether one is
/// due, so a list FIDE publishes is stored within the day.
pub fn schedule(store: Arc<Store>) {
    actix_web::rt::spawn(async move {
        loop {
            actix_web::rt::time::sleep(TICK).await;
            let now = chrono::Utc::now().naive_utc();
            match update(store.clone(), now, When::Due).await {
                Ok(Updated::Stored(list)) => tracing::info!(list = %list_name(&list), "FIDE list stored"),
                Ok(Updated::Failed(reason)) => tracing::warn!(%reason, "FIDE list check failed"),
                Ok(_) => {}
                Err(e) => tracing::warn!(error = %e, "FIDE list check failed"),
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(hour: u32) -> NaiveDateTime {
        chrono::NaiveDate::from_ymd_opt(2026, 12, 7).unwrap().and_hms_opt(0, 0, 0).unwrap()
            + TimeDelta::hours(hour.into())
    }

    #[test]
    fn an_address_is_http_with_a_host_or_nothing() {
        assert_eq!(
            parse_address(" https://ratings.fide.com/download/players_list.zip ").as_deref(),
            Some(FIDE_COMBINED_LIST)
        );
        assert_eq!(parse_address("http://127.0.0.1:8000/list.zip").as_deref(), Some("http://127.0.0.1:8000/list.zip"));
        assert_eq!(parse_address("  ").as_deref(), Some(""));
        for bad in [
            "ftp://x.org/l.zip",
            "https://",
            "https:///l.zip",
            "ratings.fide.com",
            "https://a b.org/",
            &format!("https://x.org/{}", "a".repeat(500)),
        ] {
            assert_eq!(parse_address(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_list_checked_less_than_a_day_ago_is_current_and_no_check_is_due() {
        let check = ListCheck { checked_at: Some(at(0)), attempted_at: Some(at(0)), ..ListCheck::default() };
        assert!(is_current(&check, at(23)) && !is_due(&check, at(23)));
        assert!(!is_current(&check, at(24)) && is_due(&check, at(24)));
        assert!(is_due(&ListCheck::default(), at(0)), "never checked");
    }

    #[test]
    fn after_a_failed_check_the_next_waits_an_hour() {
        let check = ListCheck {
            checked_at: Some(at(0)),
            attempted_at: Some(at(30)),
            error: "HTTP 503".into(),
            ..ListCheck::default()
        };
        assert!(!is_current(&check, at(30)));
        assert!(!is_due(&check, at(30)) && is_due(&check, at(31)));
    }
}
