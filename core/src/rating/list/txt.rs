//! FIDE's fixed-width TXT lists (`players_list_foa.txt`, the legacy `players_list.txt` and the
//! per-kind `standard_/rapid_/blitz_rating_list.txt`): column positions come from the header line.

use super::{Cell, ListEntry, ListError, ListKind, RawEntry, build_entry, decode, read_line, single_index, strip_bom};
use std::io::BufRead;

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
pub(super) struct TxtColumn {
    field: TxtField,
    /// 0-based character offset where the column starts.
    pub(super) start: usize,
}

/// Column layout found from the header line.
#[derive(Debug)]
pub(super) struct TxtLayout {
    /// The known columns, left to right.
    pub(super) columns: Vec<TxtColumn>,
    /// Length of a full data line, in characters (the header's length).
    pub(super) width: usize,
    /// Shortest acceptable data line: it must reach into the last-but-one column (birth year),
    /// since some tools strip trailing blanks (empty flag).
    pub(super) min_len: usize,
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

pub(super) fn parse_txt_header(header: &str, kind: ListKind) -> Result<TxtLayout, ListError> {
    let single = single_index(kind);
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
