//! Which reader a rating-list file needs: FIDE's TXT or XML (told apart by
//! the file's first character) for a FIDE list, the CSV reader with the
//! arbiter's column mapping for a national list; and the list's month.

use super::list::{
    CsvListReader, CsvMapping, FideTxtReader, FideXmlReader, ListEntry, ListError, ListKind, RatingKind,
};
use std::io::BufRead;

/// How a list file is to be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ListFormat {
    /// FIDE's list as FIDE publishes it, TXT or XML; `kind` says which rating
    /// a single-kind file holds.
    Fide {
        /// Combined list, or the one kind of a per-kind file.
        kind: ListKind,
    },
    /// A national list: CSV with the columns named by the arbiter.
    Csv(CsvMapping),
}

/// The list kind a form or option names: empty for FIDE's combined list,
/// `standard`, `rapid` or `blitz` for a single-kind file; `None` otherwise.
pub fn list_kind(code: &str) -> Option<ListKind> {
    match code.trim() {
        "" | "combined" => Some(ListKind::Combined),
        "standard" => Some(ListKind::Single(RatingKind::Standard)),
        "rapid" => Some(ListKind::Single(RatingKind::Rapid)),
        "blitz" => Some(ListKind::Single(RatingKind::Blitz)),
        _ => None,
    }
}

/// A list's month as `YYYY-MM` (1970-2100), from what was typed.
pub fn list_month(text: &str) -> Option<String> {
    let t = text.trim();
    let (year, month) = t.split_once('-')?;
    let valid = year.len() == 4
        && month.len() == 2
        && year.parse::<u16>().is_ok_and(|y| (1970..=2100).contains(&y))
        && month.parse::<u8>().is_ok_and(|m| (1..=12).contains(&m));
    valid.then(|| t.to_string())
}

/// Whether a FIDE file is the XML edition: its first character, after a
/// byte-order mark and white space, opens a tag.
fn is_xml(input: &mut impl BufRead) -> bool {
    let Ok(start) = input.fill_buf() else { return false };
    let start = start.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(start);
    start.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'<')
}

/// The entries of a list file, one at a time (the file is never held whole);
/// the first error ends the stream.
pub fn read<R: BufRead + 'static>(
    mut input: R,
    format: &ListFormat,
) -> Box<dyn Iterator<Item = Result<ListEntry, ListError>>> {
    let opened: Result<Box<dyn Iterator<Item = Result<ListEntry, ListError>>>, ListError> = match format {
        ListFormat::Fide { kind } if is_xml(&mut input) => Ok(Box::new(FideXmlReader::new(input, *kind))),
        ListFormat::Fide { kind } => {
            FideTxtReader::new(input, *kind).map(|r| Box::new(r) as Box<dyn Iterator<Item = _>>)
        }
        ListFormat::Csv(mapping) => {
            CsvListReader::new(input, mapping).map(|r| Box::new(r) as Box<dyn Iterator<Item = _>>)
        }
    };
    opened.unwrap_or_else(|e| Box::new(std::iter::once(Err(e))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn months_and_kinds() {
        assert_eq!(list_month("2026-11").as_deref(), Some("2026-11"));
        assert_eq!(list_month("2026-13"), None);
        assert_eq!(list_month("26-11"), None);
        assert_eq!(list_month("2026-1"), None);
        assert_eq!(list_kind(""), Some(ListKind::Combined));
        assert_eq!(list_kind("rapid"), Some(ListKind::Single(RatingKind::Rapid)));
        assert_eq!(list_kind("bullet"), None);
    }

    #[test]
    fn xml_and_txt_are_told_apart() {
        let mut xml = std::io::Cursor::new(b"\xEF\xBB\xBF\n  <playerslist>".to_vec());
        assert!(is_xml(&mut xml));
        let mut txt = std::io::Cursor::new(b"ID Number      Name".to_vec());
        assert!(!is_xml(&mut txt));
    }
}
