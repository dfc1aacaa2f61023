//! Fetching FIDE's list from the configured address: a conditional GET (an
//! unchanged list is not downloaded again), the body spooled to a temporary
//! file, never held in memory whole.

use super::LIST_LIMIT;
use crate::spool::Spooled;
use chrono::NaiveDate;
use reqwest::header::{ETAG, IF_MODIFIED_SINCE, IF_NONE_MATCH, LAST_MODIFIED};
use std::io::Write;
use std::time::Duration;

/// A list that changed since the last check, on disk.
pub struct Downloaded {
    /// The file as the server sent it (zipped or not).
    pub file: Spooled,
    /// What the next check sends to be told "unchanged": `etag:…` or `date:…`.
    pub validator: String,
    /// The list's month, `YYYY-MM`: the month the server last changed the
    /// file (FIDE publishes a list on the first day of its month), else today's.
    pub month: String,
}

/// What a check found.
pub enum Fetched {
    /// The server's list is the one downloaded last time.
    Unchanged,
    /// A new list.
    New(Downloaded),
}

/// Why a check failed: the page and the log show it as it is.
#[derive(Debug, thiserror::Error)]
pub enum FetchError {
    /// No connection, a timeout, a bad address.
    #[error("the download failed: {0}")]
    Http(String),
    /// The server answered with an error status.
    #[error("the server answered HTTP {0}")]
    Status(u16),
    /// The file is larger than any list FIDE publishes.
    #[error("the file is larger than {} MB", LIST_LIMIT / (1024 * 1024))]
    TooLarge,
    /// The download could not be written to disk.
    #[error("the download could not be stored: {0}")]
    Disk(#[from] std::io::Error),
}

impl From<reqwest::Error> for FetchError {
    fn from(e: reqwest::Error) -> Self {
        FetchError::Http(crate::db::with_sources(&e))
    }
}

/// The request header that asks for the list only if it changed since `validator`.
fn condition(validator: &str) -> Option<(reqwest::header::HeaderName, &str)> {
    if let Some(tag) = validator.strip_prefix("etag:") {
        Some((IF_NONE_MATCH, tag))
    } else {
        validator.strip_prefix("date:").map(|date| (IF_MODIFIED_SINCE, date))
    }
}

/// The month a `Last-Modified` date falls in, if it reads as an HTTP date.
fn month_of(http_date: &str) -> Option<String> {
    chrono::DateTime::parse_from_rfc2822(http_date).ok().map(|d| d.format("%Y-%m").to_string())
}

/// Fetches the list at `url` unless it is the one `validator` names.
pub async fn fetch(url: &str, validator: &str, today: NaiveDate) -> Result<Fetched, FetchError> {
    let client = reqwest::Client::builder()
        .connect_timeout(Duration::from_secs(20))
        .timeout(Duration::from_secs(30 * 60))
        .user_agent(concat!("arbiter/", env!("CARGO_PKG_VERSION")))
        .build()?;
    let mut request = client.get(url);
    if let Some((name, value)) = condition(validator) {
        request = request.header(name, value);
    }
    let mut response = request.send().await?;
    let status = response.status();
    if status == reqwest::StatusCode::NOT_MODIFIED {
        return Ok(Fetched::Unchanged);
    }
    if !status.is_success() {
        return Err(FetchError::Status(status.as_u16()));
    }
    let header = |name| response.headers().get(name).and_then(|v: &reqwest::header::HeaderValue| v.to_str().ok());
    let last_modified = header(LAST_MODIFIED).map(str::to_string);
    let validator = match (header(ETAG), &last_modified) {
        (Some(tag), _) => format!("etag:{tag}"),
        (None, Some(date)) => format!("date:{date}"),
        (None, None) => String::new(),
    };
    let month = last_modified.as_deref().and_then(month_of).unwrap_or_else(|| today.format("%Y-%m").to_string());
    let (spooled, mut file) = Spooled::create("download")?;
    let mut size = 0usize;
    while let Some(chunk) = response.chunk().await? {
        size += chunk.len();
        if size > LIST_LIMIT {
            return Err(FetchError::TooLarge);
        }
        file.write_all(&chunk)?;
    }
    file.flush()?;
    Ok(Fetched::New(Downloaded { file: spooled, validator, month }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_validator_becomes_the_matching_condition() {
        assert_eq!(condition("etag:\"abc\""), Some((IF_NONE_MATCH, "\"abc\"")));
        let date = "Tue, 01 Dec 2026 06:00:00 GMT";
        assert_eq!(condition(&format!("date:{date}")), Some((IF_MODIFIED_SINCE, date)));
        assert_eq!(condition(""), None);
    }

    #[test]
    fn the_month_is_the_one_the_server_last_changed_the_file_in() {
        assert_eq!(month_of("Tue, 01 Dec 2026 06:00:00 GMT").as_deref(), Some("2026-12"));
        assert_eq!(month_of("yesterday"), None);
    }
}
