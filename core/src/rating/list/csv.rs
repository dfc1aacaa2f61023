//! National rating lists in CSV, read with the `csv` crate (flexible records: a short record is
//! reported, not refused by the parser) and a column mapping the arbiter gives. The separator
//! (`,`, `;` or tab) is the one the header uses most; fields may be quoted with `"` (a quote inside
//! written `""`), and a quoted field may hold the separator and span lines.

use super::{Cell, ListEntry, ListError, MAX_LINE, RawEntry, build_entry, decode, io_error, read_line, strip_bom};
use std::collections::VecDeque;
use std::io::{self, BufRead, Read};

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

/// Where the [`Limited`] input is inside the CSV syntax (as the `csv` crate reads it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Quoting {
    /// At the start of a field.
    FieldStart,
    /// Inside an unquoted field.
    Plain,
    /// Inside a quoted field.
    Quoted,
    /// Just after a quote inside a quoted field: it closes the field unless another quote follows.
    QuoteInQuoted,
}

/// The input as the CSV parser reads it: no physical line longer than [`MAX_LINE`] bytes is
/// handed on (the parser would hold it whole), and whether the input ended inside a quoted field.
struct Limited<R> {
    input: R,
    sep: u8,
    /// Bytes handed on so far.
    total: u64,
    /// Line breaks handed on so far.
    newlines: usize,
    /// Offsets of the `\r` and `\n` bytes handed on that no record has passed yet (and whether
    /// each is a `\n`), oldest first: where a record starts is told from them.
    breaks: VecDeque<(u64, bool)>,
    /// The `\n` bytes records have passed.
    passed_lines: usize,
    /// Bytes of the current physical line so far.
    line_len: usize,
    quoting: Quoting,
    /// The line found too long, once one is.
    too_long: Option<usize>,
    at_end: bool,
}

impl<R: Read> Limited<R> {
    /// The 1-based line of a record that the parser says starts at byte `start`: the parser
    /// counts from the end of the previous record, so the line breaks and blank lines there are
    /// passed over.
    fn record_line(&mut self, start: u64) -> usize {
        let mut first = start;
        while let Some(&(offset, lf)) = self.breaks.front() {
            if offset > first {
                break;
            }
            if offset == first {
                first += 1;
            }
            self.passed_lines += usize::from(lf);
            self.breaks.pop_front();
        }
        self.passed_lines + 1
    }

    /// Follows one byte (at `offset`); `false` when it would make the line too long.
    fn track(&mut self, b: u8, offset: u64) -> bool {
        if b == b'\n' || b == b'\r' {
            self.breaks.push_back((offset, b == b'\n'));
        }
        if b == b'\n' {
            self.newlines += 1;
            self.line_len = 0;
        } else {
            self.line_len += 1;
            if self.line_len > MAX_LINE {
                return false;
            }
        }
        let ends_field = b == self.sep || b == b'\n' || b == b'\r';
        self.quoting = match (self.quoting, b) {
            (Quoting::FieldStart, b'"') => Quoting::Quoted,
            (Quoting::Quoted, b'"') => Quoting::QuoteInQuoted,
            (Quoting::Quoted, _) => Quoting::Quoted,
            (Quoting::QuoteInQuoted, b'"') => Quoting::Quoted,
            (_, _) if ends_field => Quoting::FieldStart,
            _ => Quoting::Plain,
        };
        true
    }
}

impl<R: Read> Read for Limited<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        if let Some(line) = self.too_long {
            return Err(io::Error::other(format!("line {line}: longer than {MAX_LINE} bytes")));
        }
        let n = self.input.read(out)?;
        self.at_end = n == 0 && !out.is_empty();
        for (i, &b) in out[..n].iter().enumerate() {
            if !self.track(b, self.total + i as u64) {
                self.too_long = Some(self.newlines + 1);
                self.total += i as u64;
                return if i > 0 { Ok(i) } else { self.read(out) };
            }
        }
        self.total += n as u64;
        Ok(n)
    }
}

/// Streaming reader of a national rating list in CSV (see the module's documentation).
pub struct CsvListReader<R: BufRead> {
    reader: ::csv::Reader<Limited<io::Chain<io::Cursor<Vec<u8>>, R>>>,
    sep: u8,
    index: CsvIndex,
    names: [String; 7],
    record: ::csv::ByteRecord,
    fields: Vec<String>,
    done: bool,
}

/// Picks the separator the header uses most (outside quotes).
fn detect_separator(header: &str) -> u8 {
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
    let seps = [b',', b';', b'\t'];
    let best = (0..3).rev().max_by_key(|&i| counts[i]).unwrap_or(0);
    seps[best]
}

impl<R: BufRead> CsvListReader<R> {
    /// Reads the header, detects the separator and finds the mapped columns.
    pub fn new(mut input: R, mapping: &CsvMapping) -> Result<Self, ListError> {
        let mut buf = Vec::new();
        if !read_line(&mut input, &mut buf, 1)? {
            return Err(ListError::NotAList { line: 1, reason: "the file is empty".to_string() });
        }
        let header = strip_bom(&buf).to_vec();
        let sep = detect_separator(&decode(&header));
        let mut replayed = header;
        replayed.push(b'\n');
        let limited = Limited {
            input: io::Cursor::new(replayed).chain(input),
            sep,
            total: 0,
            newlines: 0,
            breaks: VecDeque::new(),
            passed_lines: 0,
            line_len: 0,
            quoting: Quoting::FieldStart,
            too_long: None,
            at_end: false,
        };
        let reader = ::csv::ReaderBuilder::new().delimiter(sep).has_headers(false).flexible(true).from_reader(limited);
        let mut this = CsvListReader {
            reader,
            sep,
            index: [None; 7],
            names: Default::default(),
            record: ::csv::ByteRecord::new(),
            fields: Vec::new(),
            done: false,
        };
        if this.read_record()?.is_none() {
            return Err(ListError::NotAList { line: 1, reason: "the file is empty".to_string() });
        }
        let wanted = [
            Some(&mapping.id),
            Some(&mapping.name),
            Some(&mapping.rating),
            mapping.federation.as_ref(),
            mapping.sex.as_ref(),
            mapping.title.as_ref(),
            mapping.birth_year.as_ref(),
        ];
        for (slot, name) in wanted.iter().enumerate() {
            let Some(name) = name else { continue };
            let found = this.fields.iter().position(|f| f.trim().eq_ignore_ascii_case(name.trim()));
            let Some(found) = found else {
                return Err(ListError::MissingColumn { line: 1, column: name.to_string() });
            };
            this.index[slot] = Some(found);
            this.names[slot] = name.to_string();
        }
        Ok(this)
    }

    /// Reads the next non-blank record into `fields`; its first line number, or `None` at the end.
    fn read_record(&mut self) -> Result<Option<usize>, ListError> {
        loop {
            let more = self.reader.read_byte_record(&mut self.record).map_err(|e| self.csv_error(&e))?;
            if !more {
                return Ok(None);
            }
            let start = self.record.position().map_or(0, ::csv::Position::byte);
            let line = self.reader.get_mut().record_line(start);
            let limited = self.reader.get_ref();
            if limited.at_end && limited.quoting == Quoting::Quoted && self.reader.position().byte() == limited.total {
                let what = "a quoted field is not closed".to_string();
                return Err(ListError::Truncated { line, column: Some(self.record.len()), what });
            }
            self.fields.clear();
            self.fields.extend(self.record.iter().map(|field| decode(field).into_owned()));
            // A line of white space alone is no record (nor is one of tabs in a tab-separated list).
            let blank = self.fields.iter().all(|f| f.bytes().all(|b| b.is_ascii_whitespace()));
            if !(blank && (self.fields.len() == 1 || self.sep == b'\t')) {
                return Ok(Some(line));
            }
        }
    }

    fn csv_error(&self, error: &::csv::Error) -> ListError {
        let limited = self.reader.get_ref();
        if let Some(line) = limited.too_long {
            return ListError::TooLong { line, limit: MAX_LINE };
        }
        let line = error.position().map_or(limited.newlines + 1, |p| usize::try_from(p.line()).unwrap_or(usize::MAX));
        match error.kind() {
            ::csv::ErrorKind::Io(e) => io_error(e, line),
            _ => ListError::Malformed { line, message: error.to_string() },
        }
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
