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
//! nothing. Text is decoded line by line (TXT, CSV) or value by value (XML) as UTF-8, falling back
//! to Latin-1 when the bytes are not valid UTF-8.
//!
//! [`write_sample_txt`] and [`write_sample_xml`] write deterministic synthetic lists in FIDE's
//! exact layouts, for tests and benchmarks.

use std::borrow::Cow;
use std::fmt;
use std::io::{self, BufRead, Read, Write};

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
// Shared: decoding, raw fields, validation.

/// Decodes bytes as UTF-8, or as Latin-1 when they are not valid UTF-8.
fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => Cow::Owned(latin1(bytes)),
    }
}

fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| char::from(b)).collect()
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

// ---------------------------------------------------------------------------------------------
// FIDE fixed-width TXT.

/// What a column of a FIDE TXT header holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum TxtField {
    Id,
    Name,
    Fed,
    Sex,
    Tit,
    WTit,
    OTit,
    Foa,
    Rating(usize),
    Games(usize),
    K(usize),
    Birth,
    Flag,
    Other,
}

impl TxtField {
    fn label(self) -> &'static str {
        match self {
            TxtField::Id => "ID Number",
            TxtField::Name => "Name",
            TxtField::Fed => "Fed",
            TxtField::Sex => "Sex",
            TxtField::Tit => "Tit",
            TxtField::WTit => "WTit",
            TxtField::OTit => "OTit",
            TxtField::Foa => "FOA",
            TxtField::Rating(_) => "rating",
            TxtField::Games(_) => "games",
            TxtField::K(_) => "K",
            TxtField::Birth => "B-day",
            TxtField::Flag => "Flag",
            TxtField::Other => "unknown",
        }
    }
}

/// A per-kind list heads its rating column with the list month, e.g. `NOV24`.
fn is_month_token(token: &str) -> bool {
    let b = token.as_bytes();
    b.len() == 5 && b[..3].iter().all(u8::is_ascii_alphabetic) && b[3..].iter().all(u8::is_ascii_digit)
}

fn classify(token: &str, single: Option<usize>) -> Result<TxtField, String> {
    let field = match token.to_ascii_lowercase().as_str() {
        "id" => TxtField::Id,
        "name" => TxtField::Name,
        "fed" => TxtField::Fed,
        "sex" => TxtField::Sex,
        "tit" | "titl" => TxtField::Tit,
        "wtit" => TxtField::WTit,
        "otit" => TxtField::OTit,
        "foa" => TxtField::Foa,
        "srtng" => TxtField::Rating(0),
        "sgm" => TxtField::Games(0),
        "sk" => TxtField::K(0),
        "rrtng" => TxtField::Rating(1),
        "rgm" => TxtField::Games(1),
        "rk" => TxtField::K(1),
        "brtng" => TxtField::Rating(2),
        "bgm" => TxtField::Games(2),
        "bk" => TxtField::K(2),
        "b-day" | "bday" | "born" | "b-year" => TxtField::Birth,
        "flag" => TxtField::Flag,
        "gms" | "games" | "k" | "rtg" | "rating" => return single_column(token, single),
        _ if is_month_token(token) => return single_column(token, single),
        _ => TxtField::Other,
    };
    Ok(field)
}

fn single_column(token: &str, single: Option<usize>) -> Result<TxtField, String> {
    let Some(kind) = single else {
        return Err(format!("column \"{token}\" belongs to a per-kind list, but a combined list was expected"));
    };
    Ok(match token.to_ascii_lowercase().as_str() {
        "gms" | "games" => TxtField::Games(kind),
        "k" => TxtField::K(kind),
        _ => TxtField::Rating(kind),
    })
}

#[derive(Debug, Clone, Copy)]
struct TxtColumn {
    field: TxtField,
    start: usize,
}

/// Column layout found from the header line.
#[derive(Debug)]
struct TxtLayout {
    columns: Vec<TxtColumn>,
    /// Length of a full data line, in characters (the header's length).
    width: usize,
    /// Shortest acceptable data line: it must reach into the last-but-one column (birth year),
    /// since some tools strip trailing blanks (empty flag).
    min_len: usize,
}

/// Header words and their character offsets; "ID Number" is one column.
fn header_tokens(header: &str) -> Vec<(usize, &str)> {
    let mut tokens: Vec<(usize, &str)> = Vec::new();
    let mut start = None;
    for (pos, (byte, ch)) in header.char_indices().chain([(header.len(), ' ')]).enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((pos, byte)),
            (true, Some((cpos, b0))) => {
                tokens.push((cpos, &header[b0..byte]));
                start = None;
            }
            _ => {}
        }
    }
    let mut merged: Vec<(usize, &str)> = Vec::with_capacity(tokens.len());
    for (pos, tok) in tokens {
        let prev_is_id = merged.last().is_some_and(|(_, t)| t.eq_ignore_ascii_case("id"));
        if prev_is_id && (tok.eq_ignore_ascii_case("number") || tok.eq_ignore_ascii_case("no")) {
            continue;
        }
        merged.push((pos, tok));
    }
    merged
}

fn parse_txt_header(header: &str, kind: ListKind) -> Result<TxtLayout, ListError> {
    let single = match kind {
        ListKind::Combined => None,
        ListKind::Single(k) => Some(kind_index(k)),
    };
    let not_a_list = |reason: String| ListError::NotAList { line: 1, reason };
    let mut columns = Vec::new();
    for (start, token) in header_tokens(header) {
        columns.push(TxtColumn { field: classify(token, single).map_err(not_a_list)?, start });
    }
    let has = |f: fn(&TxtField) -> bool| columns.iter().any(|c| f(&c.field));
    if !has(|f| *f == TxtField::Id) || !has(|f| *f == TxtField::Name) {
        return Err(not_a_list("the header has no \"ID Number\" and \"Name\" columns".to_string()));
    }
    if !has(|f| matches!(f, TxtField::Rating(_))) {
        return Err(not_a_list("the header has no rating column".to_string()));
    }
    let width = header.trim_end().chars().count();
    let min_len = columns.iter().rev().nth(1).map_or(width, |c| c.start + 1);
    Ok(TxtLayout { columns, width, min_len })
}

/// A decoded data line seen as character columns.
struct LineView<'a> {
    text: &'a str,
    /// Byte offset of each character, when the line is not plain ASCII.
    offsets: Option<Vec<usize>>,
    len: usize,
}

impl<'a> LineView<'a> {
    fn new(text: &'a str, width: usize) -> Self {
        if text.is_ascii() {
            return LineView { text, offsets: None, len: text.len() };
        }
        let offsets: Vec<usize> = text.char_indices().map(|(i, _)| i).collect();
        if offsets.len() != width && text.len() == width {
            // A UTF-8 file padded by bytes rather than characters: columns are byte offsets.
            return LineView { text, offsets: None, len: text.len() };
        }
        let len = offsets.len();
        LineView { text, offsets: Some(offsets), len }
    }

    fn byte(&self, pos: usize) -> usize {
        let pos = pos.min(self.len);
        let mut byte = match &self.offsets {
            Some(offsets) => offsets.get(pos).copied().unwrap_or(self.text.len()),
            None => pos,
        };
        while !self.text.is_char_boundary(byte) {
            byte += 1;
        }
        byte
    }

    fn slice(&self, start: usize, end: usize) -> &'a str {
        let (s, e) = (self.byte(start), self.byte(end));
        if s < e { &self.text[s..e] } else { "" }
    }
}

impl TxtLayout {
    /// FIDE's files have a few lines where a text column (OTit) overflows into the next one and
    /// the rest of the line is shifted right. Returns (first shifted column, shift).
    fn overflow(&self, view: &LineView<'_>) -> (usize, usize) {
        if view.len <= self.width {
            return (self.columns.len(), 0);
        }
        for (i, col) in self.columns.iter().enumerate().skip(1) {
            if col.start > 0 && col.start < view.len && !view.slice(col.start - 1, col.start).trim().is_empty() {
                return (i, view.len - self.width);
            }
        }
        (self.columns.len(), 0)
    }

    fn bounds(&self, i: usize, shift_from: usize, shift: usize, len: usize) -> (usize, usize) {
        let start = self.columns[i].start + if i >= shift_from { shift } else { 0 };
        let end = match self.columns.get(i + 1) {
            Some(next) => next.start + if i + 1 >= shift_from { shift } else { 0 },
            None => len,
        };
        (start, end.max(start))
    }

    fn truncated(&self, view: &LineView<'_>, line: usize) -> ListError {
        let inside = self.columns.iter().rev().find(|c| c.start <= view.len).map_or(TxtField::Id, |c| c.field);
        ListError::Truncated {
            line,
            column: Some(view.len + 1),
            what: format!(
                "the line ends in the {} column; at least {} characters are needed",
                inside.label(),
                self.min_len
            ),
        }
    }

    fn parse_line(&self, text: &str, line: usize) -> Result<ListEntry, ListError> {
        let view = LineView::new(text, self.width);
        if view.len < self.min_len {
            return Err(self.truncated(&view, line));
        }
        let (shift_from, shift) = self.overflow(&view);
        let mut raw = RawEntry::default();
        for (i, col) in self.columns.iter().enumerate() {
            let (start, end) = self.bounds(i, shift_from, shift, view.len);
            let cell = Cell::new(view.slice(start, end), Some(start + 1));
            match col.field {
                TxtField::Id => raw.id = cell,
                TxtField::Name => raw.name = cell,
                TxtField::Fed => raw.fed = cell,
                TxtField::Sex => raw.sex = cell,
                TxtField::Tit => raw.tit = cell,
                TxtField::WTit => raw.wtit = cell,
                TxtField::OTit => raw.otit = cell,
                TxtField::Rating(k) => raw.rating[k] = cell,
                TxtField::Games(k) => raw.games[k] = cell,
                TxtField::K(k) => raw.k[k] = cell,
                TxtField::Birth => raw.birth = cell,
                TxtField::Flag => raw.flag = cell,
                TxtField::Foa | TxtField::Other => {}
            }
        }
        build_entry(&raw, line)
    }
}

/// Streaming reader of FIDE's fixed-width TXT lists (`players_list_foa.txt`, the legacy
/// `players_list.txt`, and the per-kind `standard_/rapid_/blitz_rating_list.txt`).
///
/// Column positions come from the header line: each known column name's offset in the header is
/// where its data starts, and it runs to the next column's start.
pub struct FideTxtReader<R> {
    input: R,
    layout: TxtLayout,
    buf: Vec<u8>,
    line: usize,
    done: bool,
}

impl<R: BufRead> FideTxtReader<R> {
    /// Reads the header line and prepares to stream the players. `kind` says which rating a
    /// per-kind list holds; a combined list's header names its own columns.
    pub fn new(mut input: R, kind: ListKind) -> Result<Self, ListError> {
        let mut buf = Vec::new();
        if !read_line(&mut input, &mut buf, 1)? {
            return Err(ListError::NotAList { line: 1, reason: "the file is empty".to_string() });
        }
        let layout = parse_txt_header(&decode(strip_bom(&buf)), kind)?;
        Ok(FideTxtReader { input, layout, buf, line: 1, done: false })
    }
}

impl<R: BufRead> Iterator for FideTxtReader<R> {
    type Item = Result<ListEntry, ListError>;

    fn next(&mut self) -> Option<Self::Item> {
        while !self.done {
            self.line += 1;
            match read_line(&mut self.input, &mut self.buf, self.line) {
                Ok(false) => self.done = true,
                Err(e) => {
                    self.done = true;
                    return Some(Err(e));
                }
                Ok(true) if self.buf.iter().all(u8::is_ascii_whitespace) => continue,
                Ok(true) => {
                    let result = self.layout.parse_line(&decode(&self.buf), self.line);
                    self.done = result.is_err();
                    return Some(result);
                }
            }
        }
        None
    }
}

// ---------------------------------------------------------------------------------------------
// FIDE XML.

/// The child elements of `<player>` in FIDE's XML lists.
const XML_FIELDS: [&str; 19] = [
    "fideid",
    "name",
    "country",
    "sex",
    "title",
    "w_title",
    "o_title",
    "foa_title",
    "rating",
    "games",
    "k",
    "rapid_rating",
    "rapid_games",
    "rapid_k",
    "blitz_rating",
    "blitz_games",
    "blitz_k",
    "birthday",
    "flag",
];

/// One piece of XML: text before the next tag, or a tag (its name is in the reader).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    Text,
    Start,
    End,
    Empty,
    Eof,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum XmlState {
    Prolog,
    InRoot,
    Finished,
}

/// Streaming reader of FIDE's flat XML lists (`players_list_xml_foa.xml` and the per-kind XML
/// lists): `<playerslist><player><fideid>…</fideid>…</player>…</playerslist>`.
///
/// Not a general XML parser: it knows tags, text, comments, the XML declaration (for its
/// encoding), the five predefined entities and numeric character references. Values may be
/// surrounded by whitespace and empty elements may be self-closing (`<title/>`).
pub struct FideXmlReader<R> {
    input: R,
    single: Option<usize>,
    state: XmlState,
    line: usize,
    latin1: bool,
    pending_tag: bool,
    text: Vec<u8>,
    tag: Vec<u8>,
    name: (usize, usize),
    value: Vec<u8>,
    open: Vec<u8>,
    slots: [String; 19],
}

fn count_newlines(bytes: &[u8]) -> usize {
    bytes.iter().map(|&b| usize::from(b == b'\n')).sum()
}

fn io_error(e: &io::Error, line: usize) -> ListError {
    ListError::Io { line, message: e.to_string() }
}

impl<R: BufRead> FideXmlReader<R> {
    /// Prepares to stream the players; the root element is checked on the first `next()`.
    /// `kind` says which rating `<rating>`, `<games>` and `<k>` hold (standard in the combined list).
    pub fn new(input: R, kind: ListKind) -> Self {
        let single = match kind {
            ListKind::Combined => None,
            ListKind::Single(k) => Some(kind_index(k)),
        };
        FideXmlReader {
            input,
            single,
            state: XmlState::Prolog,
            line: 1,
            latin1: false,
            pending_tag: false,
            text: Vec::new(),
            tag: Vec::new(),
            name: (0, 0),
            value: Vec::new(),
            open: Vec::new(),
            slots: Default::default(),
        }
    }

    fn tag_name(&self) -> &[u8] {
        &self.tag[self.name.0..self.name.1]
    }

    fn read_until(&mut self, stop: u8, into_tag: bool) -> Result<usize, ListError> {
        let buf = if into_tag { &mut self.tag } else { &mut self.text };
        let start = buf.len();
        let n = read_bounded(&mut self.input, stop, buf, self.line)?;
        self.line += count_newlines(&buf[start..]);
        Ok(n)
    }

    /// Next token; skips comments, the declaration and DOCTYPE.
    fn next_token(&mut self) -> Result<Tok, ListError> {
        loop {
            if !self.pending_tag {
                self.text.clear();
                self.read_until(b'<', false)?;
                if self.text.last() == Some(&b'<') {
                    self.text.pop();
                    self.pending_tag = true;
                }
                if !self.text.is_empty() {
                    return Ok(Tok::Text);
                }
                if !self.pending_tag {
                    return Ok(Tok::Eof);
                }
            }
            self.pending_tag = false;
            if let Some(tok) = self.read_tag()? {
                return Ok(tok);
            }
        }
    }

    /// Reads a tag after its '<'; `None` for markup that carries no data.
    fn read_tag(&mut self) -> Result<Option<Tok>, ListError> {
        let start_line = self.line;
        self.tag.clear();
        self.read_until(b'>', true)?;
        while self.tag.starts_with(b"!--") && !self.tag.ends_with(b"-->") {
            if self.read_until(b'>', true)? == 0 {
                break;
            }
        }
        if self.tag.pop() != Some(b'>') {
            return Err(ListError::Truncated { line: start_line, column: None, what: "unterminated tag".to_string() });
        }
        match self.tag.first() {
            Some(b'?') => {
                self.note_encoding();
                Ok(None)
            }
            Some(b'!') => Ok(None),
            Some(b'/') => {
                self.name = name_range(&self.tag, 1);
                Ok(Some(Tok::End))
            }
            _ => {
                self.name = name_range(&self.tag, 0);
                Ok(Some(if self.tag.ends_with(b"/") { Tok::Empty } else { Tok::Start }))
            }
        }
    }

    fn note_encoding(&mut self) {
        let decl = String::from_utf8_lossy(&self.tag).to_ascii_lowercase();
        if let Some(pos) = decl.find("encoding") {
            let enc = &decl[pos..];
            self.latin1 = ["8859-1", "latin1", "latin-1", "1252"].iter().any(|e| enc.contains(e));
        }
    }

    fn unexpected(&self, what: &str) -> ListError {
        let name = String::from_utf8_lossy(self.tag_name());
        ListError::Malformed { line: self.line, message: format!("unexpected {what} <{name}>") }
    }

    fn open_root(&mut self) -> Result<(), ListError> {
        loop {
            match self.next_token()? {
                Tok::Text if strip_bom(&self.text).iter().all(u8::is_ascii_whitespace) => {}
                Tok::Start if self.tag_name() == b"playerslist" => return Ok(()),
                Tok::Eof => return Err(ListError::NotAList { line: 1, reason: "no root element".to_string() }),
                Tok::Text => {
                    return Err(ListError::NotAList { line: self.line, reason: "text before the root".to_string() });
                }
                _ => {
                    let name = String::from_utf8_lossy(self.tag_name()).into_owned();
                    let reason = format!("root element <{name}> is not <playerslist>");
                    return Err(ListError::NotAList { line: self.line, reason });
                }
            }
        }
    }

    /// Advances to the next `<player>`; `Ok(false)` at `</playerslist>`.
    fn next_player_start(&mut self) -> Result<bool, ListError> {
        loop {
            match self.next_token()? {
                Tok::Text if self.text.iter().all(u8::is_ascii_whitespace) => {}
                Tok::Text => return Err(ListError::Malformed { line: self.line, message: "stray text".to_string() }),
                Tok::Start if self.tag_name() == b"player" => return Ok(true),
                Tok::Empty if self.tag_name() == b"player" => {
                    return Err(ListError::Truncated { line: self.line, column: None, what: "empty <player/>".into() });
                }
                Tok::End if self.tag_name() == b"playerslist" => return Ok(false),
                Tok::Eof => {
                    let what = "the file ends before </playerslist>".to_string();
                    return Err(ListError::Truncated { line: self.line, column: None, what });
                }
                Tok::Start | Tok::Empty => return Err(self.unexpected("element")),
                Tok::End => return Err(self.unexpected("end tag")),
            }
        }
    }

    /// Reads one child element's text after its start tag, up to the matching end tag.
    fn read_value(&mut self, start_line: usize) -> Result<(), ListError> {
        self.value.clear();
        self.open.clear();
        self.open.extend_from_slice(&self.tag[self.name.0..self.name.1]);
        loop {
            match self.next_token()? {
                Tok::Text if self.value.len() + self.text.len() > MAX_LINE => {
                    return Err(ListError::TooLong { line: start_line, limit: MAX_LINE });
                }
                Tok::Text => self.value.extend_from_slice(&self.text),
                Tok::End if self.tag[self.name.0..self.name.1] == self.open[..] => return Ok(()),
                Tok::Eof => {
                    let what = "<player> is not closed".to_string();
                    return Err(ListError::Truncated { line: start_line, column: None, what });
                }
                Tok::End => return Err(self.unexpected("end tag")),
                Tok::Start | Tok::Empty => return Err(self.unexpected("nested element")),
            }
        }
    }

    fn store_value(&mut self, slot: Option<usize>) {
        if let Some(i) = slot {
            let text = if self.latin1 { Cow::Owned(latin1(&self.value)) } else { decode(&self.value) };
            decode_entities(text.trim(), &mut self.slots[i]);
        }
    }

    /// Reads the children of one `<player>` up to `</player>`.
    fn read_player(&mut self, start_line: usize) -> Result<(), ListError> {
        self.slots.iter_mut().for_each(String::clear);
        loop {
            match self.next_token()? {
                Tok::Text => {}
                Tok::Start => {
                    let slot = XML_FIELDS.iter().position(|f| f.as_bytes() == self.tag_name());
                    self.read_value(start_line)?;
                    self.store_value(slot);
                }
                Tok::Empty => {}
                Tok::End if self.tag_name() == b"player" => return Ok(()),
                Tok::End => return Err(self.unexpected("end tag")),
                Tok::Eof => {
                    let what = "<player> is not closed".to_string();
                    return Err(ListError::Truncated { line: start_line, column: None, what });
                }
            }
        }
    }

    fn build(&self, line: usize) -> Result<ListEntry, ListError> {
        let s = |i: usize| Cell::new(&self.slots[i], None);
        let mut raw = RawEntry {
            id: s(0),
            name: s(1),
            fed: s(2),
            sex: s(3),
            tit: s(4),
            wtit: s(5),
            otit: s(6),
            birth: s(17),
            flag: s(18),
            ..RawEntry::default()
        };
        // Slots follow XML_FIELDS: 8..=10 rating/games/k, 11..=13 rapid_*, 14..=16 blitz_*.
        let first = self.single.unwrap_or(0);
        raw.rating[first] = s(8);
        raw.games[first] = s(9);
        raw.k[first] = s(10);
        if self.single.is_none() {
            (raw.rating[1], raw.games[1], raw.k[1]) = (s(11), s(12), s(13));
            (raw.rating[2], raw.games[2], raw.k[2]) = (s(14), s(15), s(16));
        }
        build_entry(&raw, line)
    }

    fn step(&mut self) -> Result<Option<ListEntry>, ListError> {
        if self.state == XmlState::Prolog {
            self.open_root()?;
            self.state = XmlState::InRoot;
        }
        if !self.next_player_start()? {
            self.state = XmlState::Finished;
            return Ok(None);
        }
        let start_line = self.line;
        self.read_player(start_line)?;
        self.build(start_line).map(Some)
    }
}

fn name_range(tag: &[u8], from: usize) -> (usize, usize) {
    let len = tag[from..].iter().position(|b| b.is_ascii_whitespace() || *b == b'/').unwrap_or(tag.len() - from);
    (from, from + len)
}

/// Decodes the predefined entities and numeric character references into `out`; any other `&`
/// is kept as written.
fn decode_entities(text: &str, out: &mut String) {
    out.clear();
    let mut rest = text;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let decoded = rest.find(';').and_then(|semi| entity(&rest[1..semi]).map(|c| (c, semi)));
        match decoded {
            Some((ch, semi)) => {
                out.push(ch);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
}

fn entity(name: &str) -> Option<char> {
    match name {
        "amp" => Some('&'),
        "lt" => Some('<'),
        "gt" => Some('>'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        _ => {
            let code = if let Some(hex) = name.strip_prefix("#x").or_else(|| name.strip_prefix("#X")) {
                u32::from_str_radix(hex, 16).ok()
            } else {
                name.strip_prefix('#').and_then(|dec| dec.parse::<u32>().ok())
            };
            code.and_then(char::from_u32)
        }
    }
}

impl<R: BufRead> Iterator for FideXmlReader<R> {
    type Item = Result<ListEntry, ListError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.state == XmlState::Finished {
            return None;
        }
        match self.step() {
            Ok(Some(entry)) => Some(Ok(entry)),
            Ok(None) => None,
            Err(e) => {
                self.state = XmlState::Finished;
                Some(Err(e))
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// National CSV lists.

/// Which CSV header names hold which data, for a national rating list. Names are compared
/// case-insensitively after trimming. The national rating is stored in [`ListEntry::standard`].
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CsvMapping {
    /// Header of the (numeric) national ID column.
    pub id: String,
    /// Header of the name column.
    pub name: String,
    /// Header of the national rating column.
    pub rating: String,
    /// Header of the federation column, if any.
    pub federation: Option<String>,
    /// Header of the sex column (M/F/W, male/female), if any.
    pub sex: Option<String>,
    /// Header of the title column, if any.
    pub title: Option<String>,
    /// Header of the birth year (or birth date) column, if any.
    pub birth_year: Option<String>,
}

/// Field indexes of the mapped columns: id, name, rating, federation, sex, title, birth year.
type CsvIndex = [Option<usize>; 7];

/// Streaming reader of a national rating list in CSV. The separator (',', ';' or tab) is the one
/// the header uses most; fields may be quoted with `"` and a quote inside is written `""`. A
/// quoted field may span lines.
pub struct CsvListReader<R> {
    input: R,
    sep: char,
    index: CsvIndex,
    names: [String; 7],
    buf: Vec<u8>,
    record: String,
    fields: Vec<String>,
    line: usize,
    done: bool,
}

/// Picks the separator the header uses most (outside quotes).
fn detect_separator(header: &str) -> char {
    let mut counts = [0usize; 3];
    let mut quoted = false;
    for ch in header.chars() {
        match ch {
            '"' => quoted = !quoted,
            ',' if !quoted => counts[0] += 1,
            ';' if !quoted => counts[1] += 1,
            '\t' if !quoted => counts[2] += 1,
            _ => {}
        }
    }
    let seps = [',', ';', '\t'];
    let best = (0..3).rev().max_by_key(|&i| counts[i]).unwrap_or(0);
    seps[best]
}

/// Splits one record into `fields`; `false` when it ends inside a quoted field.
fn split_csv(record: &str, sep: char, fields: &mut Vec<String>) -> bool {
    fields.clear();
    let mut field = String::new();
    let mut chars = record.chars().peekable();
    let mut quoted = false;
    let mut at_start = true;
    while let Some(ch) = chars.next() {
        match ch {
            '"' if quoted && chars.peek() == Some(&'"') => {
                field.push('"');
                chars.next();
            }
            '"' if quoted => quoted = false,
            '"' if at_start => quoted = true,
            c if c == sep && !quoted => {
                fields.push(std::mem::take(&mut field));
                at_start = true;
                continue;
            }
            c => field.push(c),
        }
        at_start = false;
    }
    fields.push(field);
    !quoted
}

impl<R: BufRead> CsvListReader<R> {
    /// Reads the header, detects the separator and finds the mapped columns.
    pub fn new(mut input: R, mapping: &CsvMapping) -> Result<Self, ListError> {
        let mut buf = Vec::new();
        if !read_line(&mut input, &mut buf, 1)? {
            return Err(ListError::NotAList { line: 1, reason: "the file is empty".to_string() });
        }
        let header = decode(strip_bom(&buf)).into_owned();
        let sep = detect_separator(&header);
        let mut fields = Vec::new();
        split_csv(&header, sep, &mut fields);
        let wanted = [
            Some(&mapping.id),
            Some(&mapping.name),
            Some(&mapping.rating),
            mapping.federation.as_ref(),
            mapping.sex.as_ref(),
            mapping.title.as_ref(),
            mapping.birth_year.as_ref(),
        ];
        let mut index: CsvIndex = [None; 7];
        let mut names: [String; 7] = Default::default();
        for (slot, name) in wanted.iter().enumerate() {
            let Some(name) = name else { continue };
            let found = fields.iter().position(|f| f.trim().eq_ignore_ascii_case(name.trim()));
            let Some(found) = found else {
                return Err(ListError::MissingColumn { line: 1, column: name.to_string() });
            };
            index[slot] = Some(found);
            names[slot] = name.to_string();
        }
        Ok(CsvListReader { input, sep, index, names, buf, record: String::new(), fields, line: 1, done: false })
    }

    /// Reads the next non-blank record into `fields`; its first line number, or `None` at the end.
    fn read_record(&mut self) -> Result<Option<usize>, ListError> {
        loop {
            self.line += 1;
            if !read_line(&mut self.input, &mut self.buf, self.line)? {
                return Ok(None);
            }
            if !self.buf.iter().all(u8::is_ascii_whitespace) {
                break;
            }
        }
        let start = self.line;
        self.record.clear();
        self.record.push_str(&decode(&self.buf));
        while !split_csv(&self.record, self.sep, &mut self.fields) {
            self.line += 1;
            if !read_line(&mut self.input, &mut self.buf, self.line)? {
                let what = "a quoted field is not closed".to_string();
                return Err(ListError::Truncated { line: start, column: Some(self.fields.len()), what });
            }
            self.record.push('\n');
            self.record.push_str(&decode(&self.buf));
        }
        Ok(Some(start))
    }

    fn cell(&self, slot: usize, line: usize) -> Result<Cell<'_>, ListError> {
        let Some(i) = self.index[slot] else { return Ok(Cell::default()) };
        match self.fields.get(i) {
            Some(text) => Ok(Cell::new(text, Some(i + 1))),
            None => Err(ListError::Truncated {
                line,
                column: Some(i + 1),
                what: format!("the record has no \"{}\" field (column {})", self.names[slot], i + 1),
            }),
        }
    }

    fn build(&self, line: usize) -> Result<ListEntry, ListError> {
        let birth = self.cell(6, line)?;
        let mut raw = RawEntry {
            id: self.cell(0, line)?,
            name: self.cell(1, line)?,
            fed: self.cell(3, line)?,
            sex: self.cell(4, line)?,
            tit: self.cell(5, line)?,
            birth: Cell { text: year_of(birth.text), column: birth.column },
            ..RawEntry::default()
        };
        raw.rating[0] = self.cell(2, line)?;
        build_entry(&raw, line)
    }
}

/// The year of a birth date written as a year, `YYYY-MM-DD`, `DD.MM.YYYY` or `DD/MM/YYYY`: the
/// only run of exactly four digits. Anything else is returned unchanged (and rejected later).
fn year_of(text: &str) -> &str {
    let runs: Vec<&str> = text.split(|c: char| !c.is_ascii_digit()).filter(|run| run.len() == 4).collect();
    match runs.as_slice() {
        [year] if text.len() > 4 => year,
        _ => text,
    }
}

impl<R: BufRead> Iterator for CsvListReader<R> {
    type Item = Result<ListEntry, ListError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let result = match self.read_record() {
            Ok(None) => {
                self.done = true;
                return None;
            }
            Ok(Some(line)) => self.build(line),
            Err(e) => Err(e),
        };
        self.done = result.is_err();
        Some(result)
    }
}

// ---------------------------------------------------------------------------------------------
// Deterministic sample lists.

/// The exact header line of FIDE's combined TXT list `players_list_foa.txt`.
pub const FIDE_COMBINED_TXT_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// SplitMix64: a tiny, well-mixed deterministic generator (std only).
struct SplitMix(u64);

impl SplitMix {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform-enough value in `0..n` (n > 0).
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n.max(1)
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[usize::try_from(self.below(items.len() as u64)).unwrap_or(0)]
    }

    fn percent(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
}

const SURNAMES: [&str; 16] = [
    "Carlsen",
    "Müller",
    "Núñez",
    "Østergaard",
    "Ivanov",
    "O'Connor",
    "García Pérez",
    "Schröder",
    "Kovács",
    "Nakamura",
    "Da Silva",
    "Lefèvre",
    "Åberg",
    "Çelik",
    "Nguyen",
    "Van der Berg",
];
const GIVEN: [&str; 12] =
    ["Magnus", "José", "Anna", "Zoë", "Mikhail", "Ana-María", "Søren", "Hikaru", "Léa", "Jürgen", "Wei", "Inés"];
const FEDS: [&str; 12] = ["NOR", "GER", "ESP", "DEN", "RUS", "IRL", "FRA", "HUN", "JPN", "BRA", "SWE", "TUR"];

/// One synthetic player, formatted identically by the TXT and XML writers.
struct SamplePlayer {
    id: u64,
    name: String,
    latin1: bool,
    fed: &'static str,
    female: bool,
    tit: &'static str,
    wtit: &'static str,
    otit: &'static str,
    foa: &'static str,
    ratings: [u16; 3],
    games: [u16; 3],
    k: [u8; 3],
    birth: u16,
    inactive: bool,
}

fn sample_name(rng: &mut SplitMix, index: usize) -> String {
    let surname = rng.pick(&SURNAMES);
    match rng.below(10) {
        0 => format!("{surname} {}", index % 97), // single names without a comma exist
        _ => format!("{surname}, {}", rng.pick(&GIVEN)),
    }
}

fn sample_titles(rng: &mut SplitMix, female: bool, best: u16) -> (&'static str, &'static str) {
    let open = match best {
        2500.. if rng.percent(60) => "GM",
        2400.. if rng.percent(50) => "IM",
        2300.. if rng.percent(40) => "FM",
        2200.. if rng.percent(30) => "CM",
        _ => "",
    };
    let women = match best {
        2300.. if female => "WGM",
        2200.. if female && rng.percent(70) => "WIM",
        2100.. if female && rng.percent(50) => "WFM",
        2000.. if female && rng.percent(30) => "WCM",
        _ => "",
    };
    // Women without an open title carry their women's title in the Tit column too.
    (if open.is_empty() { women } else { open }, women)
}

fn sample_player(rng: &mut SplitMix, index: usize) -> SamplePlayer {
    let female = rng.percent(15);
    let mut ratings = [0u16; 3];
    let mut games = [0u16; 3];
    let mut k = [0u8; 3];
    for kind in 0..3 {
        if rng.percent(if kind == 0 { 45 } else { 30 }) {
            ratings[kind] = 1400 + u16::try_from(rng.below(1450)).unwrap_or(0);
            games[kind] = u16::try_from(rng.below(12)).unwrap_or(0);
            k[kind] = if ratings[kind] >= 2400 { 10 } else { rng.pick(&[20, 40]) };
        }
    }
    let best = ratings.iter().copied().max().unwrap_or(0);
    let (tit, wtit) = sample_titles(rng, female, best);
    let name = sample_name(rng, index);
    SamplePlayer {
        id: 100_000 + index as u64 * 7 + rng.below(7),
        latin1: !name.is_ascii() && rng.percent(50),
        name,
        fed: rng.pick(&FEDS),
        female,
        tit,
        wtit,
        otit: rng.pick(&["", "", "", "", "", "", "FA", "IA,FT", "NA", "SI,FI,LSI,SLI"]),
        foa: if rng.percent(3) { "AFM" } else { "" },
        ratings,
        games,
        k,
        birth: if rng.percent(3) { 0 } else { 1930 + u16::try_from(rng.below(90)).unwrap_or(0) },
        inactive: rng.percent(40),
    }
}

fn pad(line: &mut String, value: &str, width: usize) {
    line.push_str(value);
    for _ in value.chars().count()..width {
        line.push(' ');
    }
}

fn sample_flag(p: &SamplePlayer) -> &'static str {
    match (p.female, p.inactive) {
        (true, true) => "wi",
        (true, false) => "w",
        (false, true) => "i",
        (false, false) => "",
    }
}

fn txt_line(p: &SamplePlayer) -> Vec<u8> {
    let mut line = String::with_capacity(170);
    pad(&mut line, &p.id.to_string(), 15);
    pad(&mut line, &p.name, 61);
    pad(&mut line, p.fed, 4);
    pad(&mut line, if p.female { "F" } else { "M" }, 4);
    pad(&mut line, p.tit, 5);
    pad(&mut line, p.wtit, 5);
    pad(&mut line, p.otit, 15);
    pad(&mut line, p.foa, 4);
    for kind in 0..3 {
        pad(&mut line, &p.ratings[kind].to_string(), 6);
        pad(&mut line, &p.games[kind].to_string(), 4);
        pad(&mut line, &p.k[kind].to_string(), 3);
    }
    pad(&mut line, &p.birth.to_string(), 6);
    pad(&mut line, sample_flag(p), 4);
    line.push_str("\r\n");
    if p.latin1 {
        // Every sample character is below U+0100, so it is one Latin-1 byte.
        line.chars().map(|c| u8::try_from(u32::from(c)).unwrap_or(b'?')).collect()
    } else {
        line.into_bytes()
    }
}

/// Writes a deterministic combined FIDE TXT list (`players_list_foa.txt` layout, CRLF, 162-character
/// lines) of `players` players. Names have commas and accents (some lines Latin-1, some UTF-8);
/// there are titles, unrated kinds (`0`), inactive flags and birth years (some `0`).
pub fn write_sample_txt(out: &mut impl Write, players: usize, seed: u64) -> io::Result<()> {
    let mut rng = SplitMix(seed);
    out.write_all(FIDE_COMBINED_TXT_HEADER.as_bytes())?;
    out.write_all(b"\r\n")?;
    for index in 0..players {
        out.write_all(&txt_line(&sample_player(&mut rng, index)))?;
    }
    Ok(())
}

fn xml_escape(text: &str) -> Cow<'_, str> {
    if !text.contains(['&', '<', '>']) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;"))
}

fn xml_player(p: &SamplePlayer) -> String {
    let mut s = String::with_capacity(640);
    let mut el = |name: &str, value: &str| {
        s.push_str(&format!("\t\t<{name}>{}</{name}>\n", xml_escape(value)));
    };
    el("fideid", &p.id.to_string());
    el("name", &p.name);
    el("country", p.fed);
    el("sex", if p.female { "F" } else { "M" });
    el("title", p.tit);
    el("w_title", p.wtit);
    el("o_title", p.otit);
    el("foa_title", p.foa);
    for (kind, prefix) in ["", "rapid_", "blitz_"].iter().enumerate() {
        el(&format!("{prefix}rating"), &p.ratings[kind].to_string());
        el(&format!("{prefix}games"), &p.games[kind].to_string());
        el(&format!("{prefix}k"), &p.k[kind].to_string());
    }
    el("birthday", &p.birth.to_string());
    el("flag", sample_flag(p));
    format!("\t<player>\n{s}\t</player>\n")
}

/// Writes the same players as [`write_sample_txt`] (same seed, same data) as FIDE's combined XML
/// list (`players_list_xml_foa.xml` layout: no declaration, `<playerslist>` root, UTF-8).
pub fn write_sample_xml(out: &mut impl Write, players: usize, seed: u64) -> io::Result<()> {
    let mut rng = SplitMix(seed);
    out.write_all(b"<playerslist>\n")?;
    for index in 0..players {
        out.write_all(xml_player(&sample_player(&mut rng, index)).as_bytes())?;
    }
    out.write_all(b"</playerslist>\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    const PER_KIND_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA NOV24 Gms K  B-day Flag";

    /// Builds a fixed-width line by writing values at 0-based offsets over spaces.
    fn fixed(width: usize, parts: &[(usize, &str)]) -> String {
        let mut line: Vec<char> = vec![' '; width];
        for (start, value) in parts {
            for (i, ch) in value.chars().enumerate() {
                if start + i < line.len() {
                    line[start + i] = ch;
                } else {
                    line.push(ch);
                }
            }
        }
        line.into_iter().collect()
    }

    fn txt(text: &str, kind: ListKind) -> Result<Vec<ListEntry>, ListError> {
        FideTxtReader::new(text.as_bytes(), kind)?.collect()
    }

    fn xml(text: &str) -> Result<Vec<ListEntry>, ListError> {
        FideXmlReader::new(text.as_bytes(), ListKind::Combined).collect()
    }

    const CARLSEN: &str = "1503014        Carlsen, Magnus                                              NOR M   GM                           2823  0   10 2801  12  10 2860  0   10 1990      ";

    #[test]
    fn header_offsets_are_found_from_the_header() {
        // Offsets counted by hand in FIDE's header: Name 15, Fed 76, Sex 80, Tit 84, WTit 89,
        // OTit 94, FOA 109, SRtng 113, SGm 119, SK 123, RRtng 126, ..., B-day 152, Flag 158.
        let layout = parse_txt_header(FIDE_COMBINED_TXT_HEADER, ListKind::Combined).unwrap();
        let starts: Vec<usize> = layout.columns.iter().map(|c| c.start).collect();
        assert_eq!(starts, [0, 15, 76, 80, 84, 89, 94, 109, 113, 119, 123, 126, 132, 136, 139, 145, 149, 152, 158]);
        assert_eq!(layout.width, 162);
        assert_eq!(layout.min_len, 153); // B-day starts at 152 (0-based): at least 153 characters
    }

    #[test]
    fn combined_txt_line_with_crlf() {
        let text = format!("{FIDE_COMBINED_TXT_HEADER}\r\n{CARLSEN}\r\n");
        let entries = txt(&text, ListKind::Combined).unwrap();
        assert_eq!(entries.len(), 1);
        let e = &entries[0];
        assert_eq!(
            (e.id, e.name.as_str(), e.federation.as_str(), e.sex),
            (1503014, "Carlsen, Magnus", "NOR", Some('m'))
        );
        assert_eq!((e.title.as_str(), e.women_title.as_str()), ("GM", ""));
        assert_eq!((e.standard, e.rapid, e.blitz), (Some(2823), Some(2801), Some(2860)));
        assert_eq!((e.standard_games, e.rapid_games, e.blitz_games), (Some(0), Some(12), Some(0)));
        assert_eq!((e.standard_k, e.rapid_k, e.blitz_k), (Some(10), Some(10), Some(10)));
        assert_eq!((e.birth_year, e.inactive), (Some(1990), false));
    }

    #[test]
    fn per_kind_txt_takes_the_kind_from_the_caller() {
        // Lines as FIDE writes them (the second one with its trailing blanks stripped).
        let a = "4804929        A-ALI, Sali Abbas Abdulzahra                                 IRQ F   WFM  WFM                     1876  13  20 2001  wi  ";
        let b = "25121731       A C J John                                                   IND M                                1063  0   40 1987";
        let text = format!("{PER_KIND_HEADER}\n{a}\n{b}\n");
        let entries = txt(&text, ListKind::Single(RatingKind::Rapid)).unwrap();
        assert_eq!(entries.len(), 2);
        let w = &entries[0];
        assert_eq!((w.rapid, w.rapid_games, w.rapid_k, w.standard), (Some(1876), Some(13), Some(20), None));
        assert_eq!((w.title.as_str(), w.women_title.as_str(), w.sex, w.inactive), ("WFM", "WFM", Some('w'), true));
        assert_eq!((entries[1].id, entries[1].rapid, entries[1].birth_year), (25121731, Some(1063), Some(1987)));
        assert!(!entries[1].inactive);
    }

    #[test]
    fn per_kind_header_needs_the_kind() {
        let err = txt(PER_KIND_HEADER, ListKind::Combined).unwrap_err();
        assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");
    }

    #[test]
    fn unrated_zero_and_latin1_name() {
        // Latin-1 bytes for "Núñez, José": ú = 0xFA, ñ = 0xF1, é = 0xE9; all ratings 0 = unrated.
        let line = fixed(
            162,
            &[(0, "2200000"), (15, "N\u{fa}\u{f1}ez, Jos\u{e9}"), (76, "ESP"), (80, "M"), (113, "0"), (119, "0")],
        );
        let line = fixed(162, &[(0, line.as_str()), (123, "0"), (126, "0"), (139, "0"), (152, "0"), (158, "i")]);
        let mut bytes = format!("{FIDE_COMBINED_TXT_HEADER}\n").into_bytes();
        bytes.extend(line.chars().map(|c| c as u8));
        let entries: Vec<ListEntry> =
            FideTxtReader::new(bytes.as_slice(), ListKind::Combined).unwrap().collect::<Result<_, _>>().unwrap();
        let e = &entries[0];
        assert_eq!(e.name, "Núñez, José");
        assert_eq!((e.standard, e.rapid, e.blitz, e.standard_k), (None, None, None, None));
        assert_eq!((e.standard_games, e.birth_year, e.inactive), (Some(0), None, true));
    }

    #[test]
    fn utf8_name_padded_by_characters() {
        let line =
            fixed(162, &[(0, "1"), (15, "Østergaard, Søren"), (76, "DEN"), (80, "M"), (113, "2001"), (152, "1999")]);
        let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
        assert_eq!(
            (e.name.as_str(), e.federation.as_str(), e.standard, e.birth_year),
            ("Østergaard, Søren", "DEN", Some(2001), Some(1999))
        );
    }

    #[test]
    fn utf8_name_padded_by_bytes() {
        // "Ødegaard, Jürgen" is 16 characters but 18 UTF-8 bytes (Ø and ü take two each). A tool
        // that pads by bytes writes 61 - 18 = 43 spaces, so the line is 162 bytes, 160 characters,
        // and the columns are byte offsets: Fed still starts at byte 76.
        let mut line = format!("{:<15}{}{}", "2", "Ødegaard, Jürgen", " ".repeat(61 - 18));
        line.push_str(&format!("{:<4}{:<4}{:<5}{:<5}{:<15}{:<4}", "NOR", "M", "", "", "", ""));
        line.push_str(&format!("{:<6}{:<4}{:<3}{:<13}{:<13}{:<6}{:<4}", "2105", "7", "20", "0", "0", "2001", ""));
        assert_eq!((line.len(), line.chars().count()), (162, 160));
        let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
        assert_eq!((e.name.as_str(), e.federation.as_str()), ("Ødegaard, Jürgen", "NOR"));
        assert_eq!(
            (e.standard, e.standard_games, e.standard_k, e.birth_year),
            (Some(2105), Some(7), Some(20), Some(2001))
        );
    }

    #[test]
    fn overflowing_other_titles_shift_the_rest_of_the_line() {
        // OTit "SI,FI,LSI,SLI,NA" is 16 characters in a 15-character column (94..109): the FOA
        // title and every number after it move one place right, the line is 163 long.
        let line = fixed(
            163,
            &[(0, "5"), (15, "Long, Titles"), (76, "SLO"), (80, "M"), (94, "SI,FI,LSI,SLI,NAAFM"), (114, "2100")],
        );
        let line = fixed(163, &[(0, line.as_str()), (120, "3"), (124, "20"), (153, "1970")]);
        let e = &txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{line}\n"), ListKind::Combined).unwrap()[0];
        assert_eq!(
            (e.other_titles.as_str(), e.standard, e.standard_games, e.standard_k),
            ("SI,FI,LSI,SLI,NA", Some(2100), Some(3), Some(20))
        );
        assert_eq!(e.birth_year, Some(1970));
    }

    #[test]
    fn txt_errors_carry_line_and_column() {
        let err = txt("Player Rating\n1 2000\n", ListKind::Combined).unwrap_err();
        assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");

        // Line 3 stops after the name: 40 characters < 153 needed.
        let short = "1503015        Short, Line";
        let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{CARLSEN}\n{short}\n"), ListKind::Combined).unwrap_err();
        assert_eq!(err, ListError::Truncated { line: 3, column: Some(27), what: err_what(&err) });

        let bad_id = CARLSEN.replacen("1503014", "15O3014", 1);
        let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n\n{bad_id}\n"), ListKind::Combined).unwrap_err();
        assert_eq!(err, ListError::BadNumber { line: 3, column: Some(1), field: "ID", value: "15O3014".into() });

        let bad_rating = CARLSEN.replacen("2801", "28x1", 1);
        let err = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{bad_rating}\n"), ListKind::Combined).unwrap_err();
        // RRtng starts at 0-based 126, i.e. column 127.
        assert_eq!(err, ListError::BadNumber { line: 2, column: Some(127), field: "rating", value: "28x1".into() });
    }

    fn err_what(err: &ListError) -> String {
        match err {
            ListError::Truncated { what, .. } => what.clone(),
            _ => String::new(),
        }
    }

    #[test]
    fn iteration_stops_after_the_first_error() {
        let text = format!("{FIDE_COMBINED_TXT_HEADER}\nxx\n{CARLSEN}\n");
        let results: Vec<_> = FideTxtReader::new(text.as_bytes(), ListKind::Combined).unwrap().collect();
        assert_eq!(results.len(), 1);
        assert!(results[0].is_err());
    }

    const XML_SAMPLE: &str = "<playerslist>\n<player>\n<fideid>1503014</fideid>\n<name>Carlsen, Magnus</name>\n\
        <country>NOR</country><sex>M</sex><title>GM</title><w_title></w_title><o_title></o_title>\
        <foa_title></foa_title><rating>2823</rating><games>0</games><k>10</k><rapid_rating>2801</rapid_rating>\
        <rapid_games>12</rapid_games><rapid_k>10</rapid_k><blitz_rating>2860</blitz_rating><blitz_games>0</blitz_games>\
        <blitz_k>10</blitz_k><birthday>1990</birthday><flag></flag>\n</player>\n\
        <player><fideid> 4804929 </fideid><name>O&apos;Brien &amp; Co, J&#233;r&#xF4;me</name><country>irq</country>\
        <sex>F</sex><title/><w_title>WFM</w_title><o_title>FA</o_title><rating>0</rating><games/><k/>\
        <rapid_rating/><birthday></birthday><flag>wi</flag></player>\n</playerslist>\n";

    #[test]
    fn xml_players_with_entities_and_empty_tags() {
        let entries = xml(XML_SAMPLE).unwrap();
        assert_eq!(entries.len(), 2);
        let txt_entry = txt(&format!("{FIDE_COMBINED_TXT_HEADER}\n{CARLSEN}\n"), ListKind::Combined).unwrap();
        assert_eq!(entries[0], txt_entry[0]); // same player in both formats reads the same
        let e = &entries[1];
        assert_eq!((e.id, e.name.as_str()), (4804929, "O'Brien & Co, Jérôme"));
        assert_eq!(
            (e.federation.as_str(), e.sex, e.title.as_str(), e.other_titles.as_str()),
            ("IRQ", Some('w'), "WFM", "FA")
        );
        assert_eq!((e.standard, e.standard_games, e.birth_year, e.inactive), (None, None, None, true));
    }

    #[test]
    fn xml_declaration_comment_and_latin1() {
        let mut bytes = b"<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<!-- list -->\n<playerslist><player><fideid>7</fideid><name>M".to_vec();
        bytes.push(0xFC); // ü in Latin-1
        bytes.extend_from_slice(b"ller, Hans</name><rating>1500</rating></player></playerslist>");
        let entries: Vec<_> = FideXmlReader::new(bytes.as_slice(), ListKind::Single(RatingKind::Blitz)).collect();
        let e = entries[0].as_ref().unwrap();
        assert_eq!((e.name.as_str(), e.blitz, e.standard), ("Müller, Hans", Some(1500), None));
    }

    #[test]
    fn xml_errors() {
        let err = xml("<players><player></player></players>").unwrap_err();
        assert!(matches!(err, ListError::NotAList { line: 1, .. }), "{err}");

        // The second <player> opens on line 3 and is never closed.
        let err =
            xml("<playerslist>\n<player><fideid>1</fideid></player>\n<player><fideid>2</fideid>\n<name>X").unwrap_err();
        assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}");

        let err = xml("<playerslist>\n<player><fideid>1</fideid></player>\n").unwrap_err();
        assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}"); // no </playerslist>

        let err = xml("<playerslist>\n\n<player>\n<fideid>12a</fideid></player></playerslist>").unwrap_err();
        assert_eq!(err, ListError::BadNumber { line: 3, column: None, field: "ID", value: "12a".into() });

        let err =
            xml("<playerslist><player><fideid>1</fideid><rating>two</rating></player></playerslist>").unwrap_err();
        assert!(matches!(err, ListError::BadNumber { line: 1, field: "rating", .. }), "{err}");

        let err = xml("<playerslist>\n<player><name><b>x</b></name></player></playerslist>").unwrap_err();
        assert!(matches!(err, ListError::Malformed { line: 2, .. }), "{err}");
    }

    fn mapping() -> CsvMapping {
        CsvMapping {
            id: "ID".into(),
            name: "Name".into(),
            rating: "Elo".into(),
            federation: None,
            sex: Some("Sex".into()),
            title: None,
            birth_year: Some("Born".into()),
        }
    }

    fn csv(text: &str) -> Result<Vec<ListEntry>, ListError> {
        CsvListReader::new(text.as_bytes(), &mapping())?.collect()
    }

    #[test]
    fn csv_with_semicolons_quotes_and_dates() {
        let text = "\u{feff}Club;ID;Name;Sex;Elo;Born\r\n\
            \"Bad; Homburg\";1001;\"Meier, Karl \"\"Kalle\"\"\";M;1850;12.05.1971\r\n\
            X;1002;Schulz, Eva;F;;2004\r\n\
            Y;1003;\"Two,\tA\";w;1600;1999-01-31\r\n";
        let entries = csv(text).unwrap();
        assert_eq!(entries.len(), 3);
        assert_eq!(
            (entries[0].id, entries[0].name.as_str(), entries[0].standard),
            (1001, "Meier, Karl \"Kalle\"", Some(1850))
        );
        assert_eq!((entries[0].sex, entries[0].birth_year), (Some('m'), Some(1971)));
        assert_eq!((entries[1].standard, entries[1].sex, entries[1].birth_year), (None, Some('w'), Some(2004)));
        assert_eq!((entries[2].name.as_str(), entries[2].birth_year), ("Two,\tA", Some(1999)));
        // A quoted field may span lines, but a name holds no line break (nor
        // any other control character): refused, naming the record's line.
        let broken = "ID;Name;Sex;Elo;Born\n1;A;M;1500;1990\n2;\"Two\nLines, B\";w;1600;1999\n";
        let problem = TextProblem::ControlCharacter("U+000A".into());
        assert_eq!(csv(broken).unwrap_err(), ListError::BadText { line: 3, field: "name", problem });
    }

    #[test]
    fn every_line_and_text_is_bounded() {
        let long_line = format!("ID;Name;Sex;Elo;Born\n1;{};M;1500;1990\n", "x".repeat(MAX_LINE));
        assert_eq!(csv(&long_line).unwrap_err(), ListError::TooLong { line: 2, limit: MAX_LINE });
        let long_name = format!("ID;Name;Sex;Elo;Born\n1;{};M;1500;1990\n", "Я".repeat(MAX_NAME + 1));
        let err = csv(&long_name).unwrap_err();
        assert_eq!(err, ListError::BadText { line: 2, field: "name", problem: TextProblem::TooLong(MAX_NAME) });
        let nul = "ID;Name;Sex;Elo;Born\n1;A\0B;M;1500;1990\n";
        let problem = TextProblem::ControlCharacter("U+0000".into());
        assert_eq!(csv(nul).unwrap_err(), ListError::BadText { line: 2, field: "name", problem });
        // An error quotes a bounded excerpt of a huge value, never the value.
        let huge_id = format!("ID;Name;Sex;Elo;Born\n{};A;M;1500;1990\n", "9x".repeat(4000));
        assert!(csv(&huge_id).unwrap_err().to_string().len() < 200);
        // A 300 MB XML name stops at the bound instead of being read whole.
        let xml = format!(
            "<playerslist><player><fideid>1</fideid><name>{}</name></player></playerslist>",
            "a".repeat(MAX_LINE + 10)
        );
        let err = FideXmlReader::new(xml.as_bytes(), ListKind::Combined).next().unwrap().unwrap_err();
        assert!(matches!(err, ListError::TooLong { limit: MAX_LINE, .. }), "{err:?}");
        let txt = format!("{FIDE_COMBINED_TXT_HEADER}\n{}\n", "1".repeat(MAX_LINE + 1));
        let err = FideTxtReader::new(txt.as_bytes(), ListKind::Combined).unwrap().next().unwrap().unwrap_err();
        assert_eq!(err, ListError::TooLong { line: 2, limit: MAX_LINE });
    }

    #[test]
    fn csv_errors() {
        let err = csv("ID,Name,Rating\n1,A,1500\n").unwrap_err();
        assert_eq!(err, ListError::MissingColumn { line: 1, column: "Elo".into() });

        let head = "ID,Name,Sex,Elo,Born\n";
        let err = csv(&format!("{head}1,A,M,1500,1990\n2,B,M\n")).unwrap_err();
        assert!(matches!(err, ListError::Truncated { line: 3, .. }), "{err}");

        let err = csv(&format!("{head}1,A,M,1500,1990\n\n2x,B,M,1500,1990\n")).unwrap_err();
        assert_eq!(err, ListError::BadNumber { line: 4, column: Some(1), field: "ID", value: "2x".into() });

        let err = csv(&format!("{head}1,A,M,15OO,1990\n")).unwrap_err();
        assert_eq!(err, ListError::BadNumber { line: 2, column: Some(4), field: "rating", value: "15OO".into() });

        let err = csv(&format!("{head}1,\"A,M,1500,1990\n")).unwrap_err();
        assert!(matches!(err, ListError::Truncated { line: 2, .. }), "{err}");
    }

    #[test]
    fn titles_prefer_the_open_title() {
        // A woman IM who is also WGM: best title IM, women's title WGM.
        assert_eq!(titles("IM", "WGM"), ("IM".to_string(), "WGM".to_string()));
        assert_eq!(titles("WIM", "WIM"), ("WIM".to_string(), "WIM".to_string()));
        assert_eq!(titles("wg", ""), ("WGM".to_string(), "WGM".to_string()));
        assert_eq!(titles("AGM", ""), (String::new(), String::new()));
    }

    #[test]
    fn generator_round_trips_through_both_parsers() {
        let mut t = Vec::new();
        write_sample_txt(&mut t, 500, 42).unwrap();
        let mut x = Vec::new();
        write_sample_xml(&mut x, 500, 42).unwrap();
        // 1 header + 500 players, every line 162 characters + CRLF.
        assert_eq!(t.split(|&b| b == b'\n').filter(|l| !l.is_empty()).count(), 501);
        let from_txt: Vec<ListEntry> =
            FideTxtReader::new(t.as_slice(), ListKind::Combined).unwrap().collect::<Result<_, _>>().unwrap();
        let from_xml: Vec<ListEntry> =
            FideXmlReader::new(x.as_slice(), ListKind::Combined).collect::<Result<_, _>>().unwrap();
        assert_eq!(from_txt.len(), 500);
        assert_eq!(from_txt, from_xml);
        let mut rng = SplitMix(42);
        let first = sample_player(&mut rng, 0);
        assert_eq!((from_txt[0].id, &from_txt[0].name), (first.id, &first.name));
        assert!(from_txt.iter().any(|e| e.inactive) && from_txt.iter().any(|e| !e.title.is_empty()));
        assert!(from_txt.iter().any(|e| e.standard.is_none()) && from_txt.iter().any(|e| !e.name.is_ascii()));
        assert!(t.split(|&b| b == b'\n').any(|l| std::str::from_utf8(l).is_err()), "some Latin-1 lines");
        let mut again = Vec::new();
        write_sample_txt(&mut again, 500, 42).unwrap();
        assert_eq!(t, again);
    }
}
