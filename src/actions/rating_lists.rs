//! Importing a rating list (FIDE's monthly list, or a national one) for
//! every tournament: a bad line refuses the whole file, and the list stored
//! before stays.

use crate::actions::{Failed, refuse};
use crate::db::rating_lists::{ImportError, ListKey, RatingListRow};
use crate::db::{self, DbConnection, UserId};
use crate::rating::list::ListError;
use crate::rating::list_format::{self, ListFormat};
use diesel::Connection;

/// Why a rating list is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatingListRefusal {
    /// The file cannot be read as the list it is said to be; the error names the line.
    BadFile(ListError),
    /// The file is a zip archive that cannot be opened; the reason says why.
    BadArchive(String),
}

/// A list's name as pages and the audit log show it: "FIDE 2026-11".
pub fn list_name(list: &RatingListRow) -> String {
    format!("{} {}", list.label, list.month)
}

/// Imports the list `key` from `file` (read as `format`), replacing an
/// earlier import of the same list and month; `by` is none for the
/// scheduled download. A bad line refuses the whole
/// file ([`RatingListRefusal::BadFile`]); whatever was stored of it is rolled
/// back at once, so the list stored before stays even if the caller commits.
pub fn import_rating_list<R: std::io::Read + 'static>(
    conn: &mut DbConnection,
    by: Option<UserId>,
    key: &ListKey,
    format: &ListFormat,
    file: R,
) -> Result<RatingListRow, Failed<RatingListRefusal>> {
    // FIDE's lists come zipped: the archive's list is read as it is.
    let file = match crate::list_updates::unzip::list_reader(file) {
        Ok(file) => file,
        Err(e) => return refuse(RatingListRefusal::BadArchive(e.to_string())),
    };
    let entries = list_format::read(std::io::BufReader::with_capacity(1 << 16, file), format);
    let now = chrono::Utc::now().naive_utc();
    // A bad line must roll back what was inserted before it: the error
    // leaves the savepoint, the refusal is carried out beside it.
    let mut bad = None;
    let stored = conn.transaction(|c| match db::rating_lists::replace(c, key, now, by, entries) {
        Ok(row) => Ok(row),
        Err(ImportError::Db(e)) => Err(e),
        Err(ImportError::List(e)) => {
            bad = Some(e);
            Err(diesel::result::Error::RollbackTransaction)
        }
    });
    match (stored, bad) {
        (_, Some(e)) => refuse(RatingListRefusal::BadFile(e)),
        (Ok(row), None) => Ok(row),
        (Err(e), None) => Err(e.into()),
    }
}
