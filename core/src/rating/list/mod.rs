//! Streaming readers for rating lists: FIDE's monthly download lists (fixed-width TXT and flat XML)
//! and national rating lists given as CSV with a caller-supplied column mapping.
//!
//! The FIDE Rating Regulations (Handbook B.02, in force from 1 March 2024) art. 7.1.2 say which data
//! FIDE keeps and publishes for every listed player: FIDE title, federation, current rating, ID
//! number, number of games rated in the rating period, year of birth, gender and the current value
//! of K. That is exactly what [`ListEntry`] carries, for each of the three rating kinds (standard,
//! rapid, blitz). Inactive players (art. 7.2: no rated game for one year) keep their published
//! rating and carry the flag `i`; they are read like any other player, with [`ListEntry::inactive`]
//! set. A rating of `0` in FIDE's files means "not rated" and is read as `None`.
//!
//! Every reader is an iterator of `Result<ListEntry, ListError>` that holds one line (TXT, CSV) or
//! one `<player>` record (XML) at a time, so its memory does not depend on the size of the file.
//! The first error ends the iteration; a caller importing a list should stop there and replace
//! nothing. Text is decoded line by line (TXT) or value by value (XML, CSV) by the app's one
//! decoder, [`crate::text::encoding`]: UTF-8, else the 8-bit code page the bytes read best in.
//!
//! One module per format: [`txt`] (FIDE's fixed-width lists), [`xml`] (FIDE's XML lists, on
//! `quick-xml`) and [`csv`] (national lists, on the `csv` crate). This module holds what they
//! share: the entry, the errors, and the validation of a player's fields.

use std::fmt;
use std::io::{self, BufRead, Read};

pub mod csv;
pub mod txt;
pub mod xml;

#[cfg(test)]
mod tests;

pub use self::csv::{CsvListReader, CsvMapping};
pub use txt::FideTxtReader;
pub use xml::FideXmlReader;

/// One player of a rating list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ListEntry {
    /// FIDE ID (or national ID for national lists).
    pub id: u64,
    /// "Lastname, Firstname" as the list writes it.
    pub name: String,
    /// Three letters, upper case ("" if unknown).
    pub federation: String,
    /// 'm' or 'w' (FIDE writes M/F).
    pub sex: Option<char>,
    /// Best title: the open title (GM IM FM CM) if any, else the women's title (WGM WIM WFM WCM);
    /// "" if none.
    pub title: String,
    /// The women's title alone (WGM WIM WFM WCM), "" if none; kept even when `title` is open.
    pub women_title: String,
    /// Other FIDE titles as the list writes them, comma separated (arbiter, trainer, organiser:
    /// "IA,FT"); "" if none.
    pub other_titles: String,
    /// Year of birth; `None` when the list gives none or `0`.
    pub birth_year: Option<u16>,
    /// Standard rating (national rating for national lists); `None` when unrated.
    pub standard: Option<u16>,
    /// Rapid rating; `None` when unrated.
    pub rapid: Option<u16>,
    /// Blitz rating; `None` when unrated.
    pub blitz: Option<u16>,
    /// Standard games rated in the period; `None` when the list has no such value.
    pub standard_games: Option<u16>,
    /// Rapid games rated in the period.
    pub rapid_games: Option<u16>,
    /// Blitz games rated in the period.
    pub blitz_games: Option<u16>,
    /// Standard K factor; `None` when absent or `0` (unrated).
    pub standard_k: Option<u8>,
    /// Rapid K factor.
    pub rapid_k: Option<u8>,
    /// Blitz K factor.
    pub blitz_k: Option<u8>,
    /// The flag column contains 'i' (B.02 art. 7.2).
    pub inactive: bool,
}

pub use super::change::RatingKind;

/// Where a kind's figures sit in the per-kind arrays of the readers.
fn kind_index(kind: RatingKind) -> usize {
    match kind {
        RatingKind::Standard => 0,
        RatingKind::Rapid => 1,
        RatingKind::Blitz => 2,
    }
}

/// The index ([`kind_index`]) of the one kind a per-kind list holds; `None` for the combined list.
fn single_index(kind: ListKind) -> Option<usize> {
    match kind {
        ListKind::Combined => None,
        ListKind::Single(k) => Some(kind_index(k)),
    }
}

/// Which FIDE list a file is: the combined list (all three kinds in one file) or a per-kind list
/// whose single rating column (headed by the month, e.g. `NOV24`, or `<rating>` in XML) holds the
/// given kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListKind {
    /// `players_list_foa.txt` / `players_list_xml_foa.xml` (and the legacy combined list).
    Combined,
    /// `standard_rating_list.txt`, `rapid_rating_list.txt`, `blitz_rating_list.txt` (and XML).
    Single(RatingKind),
}

/// Why a list could not be read. Line numbers are 1-based; `column` is the 1-based character
/// column in fixed-width lists and the 1-based field number in CSV lists.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ListError {
    /// Reading the input failed.
    Io {
        /// Line being read.
        line: usize,
        /// The I/O error's text.
        message: String,
    },
    /// The file is not a rating list of the expected kind (header or root element wrong).
    NotAList {
        /// Line of the header or root element.
        line: usize,
        /// What is missing or unexpected.
        reason: String,
    },
    /// A CSV header lacks a column named in the mapping.
    MissingColumn {
        /// Line of the header.
        line: usize,
        /// The mapped header name that was not found.
        column: String,
    },
    /// A line or record ends before the columns or elements it needs.
    Truncated {
        /// Line where the line or record starts.
        line: usize,
        /// Column where the data stops, where it makes sense.
        column: Option<usize>,
        /// What is missing.
        what: String,
    },
    /// A number field (ID, rating, games, K, birth year) is not a valid number.
    BadNumber {
        /// Line of the value.
        line: usize,
        /// Column of the value, where it makes sense.
        column: Option<usize>,
        /// Which field.
        field: &'static str,
        /// The offending text.
        value: String,
    },
    /// The XML is not the flat FIDE structure (unexpected or mismatched element).
    Malformed {
        /// Line of the problem.
        line: usize,
        /// What was found.
        message: String,
    },
    /// A line (TXT, CSV) or an XML tag or text runs past the bound every
    /// list keeps to ([`MAX_LINE`] bytes): the file is not read further.
    TooLong {
        /// Line where it starts.
        line: usize,
        /// The bound, in bytes.
        limit: usize,
    },
    /// A text field is longer than its bound or holds a control character.
    BadText {
        /// Line of the value.
        line: usize,
        /// Which field.
        field: &'static str,
        /// Why: too long, or the control character (as `U+0000`).
        problem: TextProblem,
    },
}

/// What is wrong with a text field of a list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextProblem {
    /// Longer than this many characters.
    TooLong(usize),
    /// Holds this control character, written `U+0000`.
    ControlCharacter(String),
}

// The bounds every list keeps to are the app's own (one place: `crate::text`).
use crate::text::excerpt;
pub use crate::text::{MAX_LINE, MAX_NAME, MAX_SHORT_TEXT};

impl ListError {
    /// The 1-based line number the error refers to.
    pub fn line(&self) -> usize {
        match self {
            ListError::Io { line, .. }
            | ListError::NotAList { line, .. }
            | ListError::MissingColumn { line, .. }
            | ListError::Truncated { line, .. }
            | ListError::BadNumber { line, .. }
            | ListError::Malformed { line, .. }
            | ListError::TooLong { line, .. }
            | ListError::BadText { line, .. } => *line,
        }
    }
}

fn at(line: usize, column: Option<usize>) -> String {
    match column {
        Some(c) => format!("line {line}, column {c}"),
        None => format!("line {line}"),
    }
}

impl fmt::Display for ListError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ListError::Io { line, message } => write!(f, "read error at line {line}: {message}"),
            ListError::NotAList { line, reason } => write!(f, "not a rating list (line {line}): {reason}"),
            ListError::MissingColumn { line, column } => {
                write!(f, "line {line}: the header has no column named \"{column}\"")
            }
            ListError::Truncated { line, column, what } => write!(f, "truncated at {}: {what}", at(*line, *column)),
            ListError::BadNumber { line, column, field, value } => {
                write!(f, "{}: {field} \"{value}\" is not a valid number", at(*line, *column))
            }
            ListError::Malformed { line, message } => write!(f, "malformed list at line {line}: {message}"),
            ListError::TooLong { line, limit } => write!(f, "line {line}: longer than {limit} bytes"),
            ListError::BadText { line, field, problem: TextProblem::TooLong(max) } => {
                write!(f, "line {line}: the {field} is longer than {max} characters")
            }
            ListError::BadText { line, field, problem: TextProblem::ControlCharacter(c) } => {
                write!(f, "line {line}: the {field} holds the control character {c}")
            }
        }
    }
}

impl std::error::Error for ListError {}

// ---------------------------------------------------------------------------------------------
// Shared: raw fields, validation, bounded lines.

use crate::text::encoding::decode_unmarked as decode;

fn io_error(e: &io::Error, line: usize) -> ListError {
    ListError::Io { line, message: e.to_string() }
}

/// One raw field value and the column it came from (for error messages).
#[derive(Debug, Clone, Copy, Default)]
struct Cell<'a> {
    text: &'a str,
    column: Option<usize>,
}

impl<'a> Cell<'a> {
    fn new(text: &'a str, column: Option<usize>) -> Self {
        Cell { text: text.trim(), column }
    }
}

/// The fields of one player as text, before validation; shared by the three formats.
/// Arrays are indexed by [`kind_index`].
#[derive(Debug, Default)]
struct RawEntry<'a> {
    id: Cell<'a>,
    name: Cell<'a>,
    fed: Cell<'a>,
    sex: Cell<'a>,
    tit: Cell<'a>,
    wtit: Cell<'a>,
    otit: Cell<'a>,
    rating: [Cell<'a>; 3],
    games: [Cell<'a>; 3],
    k: [Cell<'a>; 3],
    birth: Cell<'a>,
    flag: Cell<'a>,
}

fn bad_number(cell: Cell<'_>, field: &'static str, line: usize) -> ListError {
    ListError::BadNumber { line, column: cell.column, field, value: excerpt(cell.text) }
}

/// Refuses a text field longer than `max` characters or holding a control character.
fn check_text(text: &str, field: &'static str, max: usize, line: usize) -> Result<(), ListError> {
    let problem = if text.chars().nth(max).is_some() {
        TextProblem::TooLong(max)
    } else if let Some((_, c)) = crate::text::refused_character(text, crate::text::TextKind::Line) {
        TextProblem::ControlCharacter(crate::text::code_point(c))
    } else {
        return Ok(());
    };
    Err(ListError::BadText { line, field, problem })
}

/// Parses an optional unsigned number: empty text is `None`, anything but ASCII digits an error.
fn parse_number(cell: Cell<'_>, field: &'static str, line: usize, max: u64) -> Result<Option<u64>, ListError> {
    if cell.text.is_empty() {
        return Ok(None);
    }
    if !cell.text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(bad_number(cell, field, line));
    }
    match cell.text.parse::<u64>() {
        Ok(n) if n <= max => Ok(Some(n)),
        _ => Err(bad_number(cell, field, line)),
    }
}

/// A rating or K factor: `0` means "none" in FIDE's lists.
fn parse_nonzero(cell: Cell<'_>, field: &'static str, line: usize, max: u64) -> Result<Option<u64>, ListError> {
    Ok(parse_number(cell, field, line, max)?.filter(|&n| n != 0))
}

/// Year of birth: `0` or empty is unknown; otherwise four digits (a cut-off "19" is an error).
fn parse_birth(cell: Cell<'_>, line: usize) -> Result<Option<u16>, ListError> {
    match parse_number(cell, "birth year", line, 9999)? {
        None | Some(0) => Ok(None),
        Some(year) if year >= 1000 => Ok(u16::try_from(year).ok()),
        Some(_) => Err(bad_number(cell, "birth year", line)),
    }
}

/// Canonical FIDE title for a title column value, "" if it is not a chess title. Accepts the
/// abbreviations of the Title Regulations (B.01) and the one-letter codes of older lists
/// (g, wg, m, wm, f, wf, c, wc).
fn canonical_title(raw: &str) -> &'static str {
    const CODES: [(&str, &str); 16] = [
        ("GM", "GM"),
        ("G", "GM"),
        ("IM", "IM"),
        ("M", "IM"),
        ("FM", "FM"),
        ("F", "FM"),
        ("CM", "CM"),
        ("C", "CM"),
        ("WGM", "WGM"),
        ("WG", "WGM"),
        ("WIM", "WIM"),
        ("WM", "WIM"),
        ("WFM", "WFM"),
        ("WF", "WFM"),
        ("WCM", "WCM"),
        ("WC", "WCM"),
    ];
    let raw = raw.trim();
    CODES.iter().find(|(code, _)| code.eq_ignore_ascii_case(raw)).map_or("", |(_, title)| title)
}

fn is_open_title(title: &str) -> bool {
    matches!(title, "GM" | "IM" | "FM" | "CM")
}

/// (best title, women's title). The open title wins over the women's title, as in the initial
/// ranking order of C.04.2 art. 2.2 where each open title ranks above the same-level women's title.
fn titles(tit: &str, wtit: &str) -> (String, String) {
    let open = canonical_title(tit);
    let mut women = canonical_title(wtit);
    if is_open_title(women) {
        women = "";
    }
    if women.is_empty() && !is_open_title(open) {
        women = open;
    }
    let best = if is_open_title(open) { open } else { women };
    (best.to_string(), women.to_string())
}

fn federation(raw: &str) -> String {
    let code = raw.trim();
    if code.len() == 3 && code.bytes().all(|b| b.is_ascii_alphabetic()) {
        code.to_ascii_uppercase()
    } else {
        String::new()
    }
}

/// Sex from the sex column (M/F, also W), else from the flag column's 'w' (woman).
fn sex_of(sex: &str, flag: &str) -> Option<char> {
    let sex = sex.trim();
    let is = |word: &str| sex.eq_ignore_ascii_case(word);
    if is("m") || is("male") {
        Some('m')
    } else if is("f") || is("w") || is("female") || flag.contains(['w', 'W']) {
        Some('w')
    } else {
        None
    }
}

fn as_u16(n: Option<u64>) -> Option<u16> {
    n.and_then(|v| u16::try_from(v).ok())
}

fn as_u8(n: Option<u64>) -> Option<u8> {
    n.and_then(|v| u8::try_from(v).ok())
}

/// Validates one raw player and builds the entry.
fn build_entry(raw: &RawEntry<'_>, line: usize) -> Result<ListEntry, ListError> {
    let id = match parse_number(raw.id, "ID", line, u64::MAX)? {
        Some(id) => id,
        None => return Err(bad_number(raw.id, "ID", line)),
    };
    check_text(raw.name.text, "name", MAX_NAME, line)?;
    for (text, field) in [(raw.fed.text, "federation"), (raw.otit.text, "other titles")] {
        check_text(text, field, MAX_SHORT_TEXT, line)?;
    }
    let (title, women_title) = titles(raw.tit.text, raw.wtit.text);
    let mut entry = ListEntry {
        id,
        name: raw.name.text.to_string(),
        federation: federation(raw.fed.text),
        sex: sex_of(raw.sex.text, raw.flag.text),
        title,
        women_title,
        other_titles: raw.otit.text.to_string(),
        birth_year: parse_birth(raw.birth, line)?,
        inactive: raw.flag.text.contains(['i', 'I']),
        ..ListEntry::default()
    };
    let mut ratings = [None; 3];
    let mut games = [None; 3];
    let mut ks = [None; 3];
    for kind in 0..3 {
        ratings[kind] = as_u16(parse_nonzero(raw.rating[kind], "rating", line, u64::from(u16::MAX))?);
        games[kind] = as_u16(parse_number(raw.games[kind], "games", line, u64::from(u16::MAX))?);
        ks[kind] = as_u8(parse_nonzero(raw.k[kind], "K", line, u64::from(u8::MAX))?);
    }
    [entry.standard, entry.rapid, entry.blitz] = ratings;
    [entry.standard_games, entry.rapid_games, entry.blitz_games] = games;
    [entry.standard_k, entry.rapid_k, entry.blitz_k] = ks;
    Ok(entry)
}

/// Reads one line into `buf` without its line ending (LF or CRLF); `Ok(false)` at end of input.
fn read_line<R: BufRead>(input: &mut R, buf: &mut Vec<u8>, line: usize) -> Result<bool, ListError> {
    buf.clear();
    match read_bounded(input, b'\n', buf, line) {
        Ok(0) => Ok(false),
        Err(e) => Err(e),
        Ok(_) => {
            if buf.last() == Some(&b'\n') {
                buf.pop();
            }
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
            Ok(true)
        }
    }
}

/// Appends to `buf` up to and including the byte `stop` (or the end of the
/// input), refusing to take more than [`MAX_LINE`] bytes for it.
fn read_bounded<R: BufRead>(input: &mut R, stop: u8, buf: &mut Vec<u8>, line: usize) -> Result<usize, ListError> {
    let limit = MAX_LINE as u64 + 1;
    let n = input.by_ref().take(limit).read_until(stop, buf).map_err(|e| io_error(&e, line))?;
    if n as u64 == limit && buf.last() != Some(&stop) {
        return Err(ListError::TooLong { line, limit: MAX_LINE });
    }
    Ok(n)
}

fn strip_bom(bytes: &[u8]) -> &[u8] {
    bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes)
}
