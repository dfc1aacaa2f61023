//! FIDE's flat XML lists (`players_list_xml_foa.xml` and the per-kind XML lists):
//! `<playerslist><player><fideid>…</fideid>…</player>…</playerslist>`, read with `quick-xml`
//! one event at a time into a reused buffer, so the file is never held whole.
//!
//! Entity expansion is off: the five predefined entities (`&amp;` `&lt;` `&gt;` `&quot;`
//! `&apos;`) and numeric character references are decoded, a DOCTYPE is skipped unread, and any
//! other reference (`&lol9;`, `&xxe;`) is kept as written, never expanded.

use super::{Cell, ListEntry, ListError, ListKind, MAX_LINE, RawEntry, build_entry, decode, io_error, single_index};
use crate::text::encoding::decode_western;
use quick_xml::Reader;
use quick_xml::errors::{Error as XmlError, SyntaxError};
use quick_xml::events::Event;
use std::io::{self, BufRead, Read};

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

/// The input as the XML parser sees it: read piece by piece (a text run up to its `<`, a tag up
/// to its `>`), each piece at most [`MAX_LINE`] bytes and decoded to UTF-8 on its own by the
/// app's decoder (Windows-1252 throughout when the declaration names Latin-1). Counts the lines
/// the parser has consumed.
struct Source<R> {
    input: R,
    /// The raw bytes of the piece being decoded.
    raw: Vec<u8>,
    /// The decoded piece, served from `served` on.
    out: Vec<u8>,
    served: usize,
    /// The declaration names Latin-1 (or Windows-1252).
    western: bool,
    /// Line breaks the parser has consumed.
    newlines: usize,
    /// A piece ran past [`MAX_LINE`].
    too_long: bool,
}

impl<R: BufRead> Source<R> {
    fn new(input: R) -> Self {
        Source { input, raw: Vec::new(), out: Vec::new(), served: 0, western: false, newlines: 0, too_long: false }
    }

    /// The 1-based line the parser has reached.
    fn line(&self) -> usize {
        self.newlines + 1
    }

    /// Reads the next piece into `raw`: bytes up to and including the next `<` or `>`.
    fn read_piece(&mut self) -> io::Result<()> {
        self.raw.clear();
        loop {
            let available = match self.input.fill_buf() {
                Ok(bytes) => bytes,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if available.is_empty() {
                return Ok(());
            }
            let (used, done) = match available.iter().position(|&b| b == b'<' || b == b'>') {
                Some(i) => (i + 1, true),
                None => (available.len(), false),
            };
            let room = MAX_LINE + 1 - self.raw.len();
            if used > room {
                self.too_long = true;
                return Err(io::Error::other(format!("longer than {MAX_LINE} bytes")));
            }
            self.raw.extend_from_slice(&available[..used]);
            self.input.consume(used);
            if done {
                return Ok(());
            }
        }
    }

    fn note_encoding(&mut self) {
        if let Some(decl) = self.raw.strip_prefix(b"?xml") {
            let decl = String::from_utf8_lossy(decl).to_ascii_lowercase();
            if let Some(pos) = decl.find("encoding") {
                let enc = &decl[pos..];
                self.western = ["8859-1", "latin1", "latin-1", "1252"].iter().any(|e| enc.contains(e));
            }
        }
    }
}

impl<R: BufRead> Read for Source<R> {
    fn read(&mut self, out: &mut [u8]) -> io::Result<usize> {
        let available = self.fill_buf()?;
        let n = available.len().min(out.len());
        out[..n].copy_from_slice(&available[..n]);
        self.consume(n);
        Ok(n)
    }
}

impl<R: BufRead> BufRead for Source<R> {
    fn fill_buf(&mut self) -> io::Result<&[u8]> {
        if self.served == self.out.len() {
            self.read_piece()?;
            self.note_encoding();
            let decoded = if self.western { decode_western(&self.raw) } else { decode(&self.raw) };
            match decoded {
                std::borrow::Cow::Owned(text) => self.out = text.into_bytes(),
                std::borrow::Cow::Borrowed(_) => std::mem::swap(&mut self.out, &mut self.raw),
            }
            self.served = 0;
        }
        Ok(&self.out[self.served..])
    }

    fn consume(&mut self, amt: usize) {
        let end = (self.served + amt).min(self.out.len());
        self.newlines += self.out[self.served..end].iter().filter(|&&b| b == b'\n').count();
        self.served = end;
    }
}

/// One event of the list, reduced to what the reader needs (names and text are in the reader).
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
/// Values may be surrounded by whitespace and empty elements may be self-closing (`<title/>`);
/// comments, processing instructions and a DOCTYPE are skipped, CDATA is text.
pub struct FideXmlReader<R> {
    reader: Reader<Source<R>>,
    buf: Vec<u8>,
    single: Option<usize>,
    state: XmlState,
    /// The name of the last tag read.
    name: Vec<u8>,
    /// The text of the last text event read.
    text: String,
    /// The name of the element whose value is being read.
    open: Vec<u8>,
    value: String,
    slots: [String; 19],
}

impl<R: BufRead> FideXmlReader<R> {
    /// Prepares to stream the players; the root element is checked on the first `next()`.
    /// `kind` says which rating `<rating>`, `<games>` and `<k>` hold (standard in the combined list).
    pub fn new(input: R, kind: ListKind) -> Self {
        let single = single_index(kind);
        let mut reader = Reader::from_reader(Source::new(input));
        let config = reader.config_mut();
        config.trim_text(false);
        config.check_end_names = false;
        config.allow_dangling_amp = true;
        config.expand_empty_elements = false;
        FideXmlReader {
            reader,
            buf: Vec::new(),
            single,
            state: XmlState::Prolog,
            name: Vec::new(),
            text: String::new(),
            open: Vec::new(),
            value: String::new(),
            slots: Default::default(),
        }
    }

    fn line(&self) -> usize {
        self.reader.get_ref().line()
    }

    /// The error for a parser failure that started on line `start`.
    fn parse_error(&self, error: &XmlError, start: usize) -> ListError {
        let source = self.reader.get_ref();
        match error {
            XmlError::Io(_) if source.too_long => ListError::TooLong { line: source.line(), limit: MAX_LINE },
            XmlError::Io(e) => io_error(e.as_ref(), source.line()),
            XmlError::Syntax(SyntaxError::InvalidBangMarkup) => {
                ListError::Malformed { line: start, message: error.to_string() }
            }
            XmlError::Syntax(_) => {
                ListError::Truncated { line: start, column: None, what: "unterminated tag".to_string() }
            }
            _ => ListError::Malformed { line: source.line(), message: error.to_string() },
        }
    }

    /// Next token; skips comments, the declaration, processing instructions and DOCTYPE.
    fn next_token(&mut self) -> Result<Tok, ListError> {
        loop {
            let start = self.line();
            self.buf.clear();
            let event = match self.reader.read_event_into(&mut self.buf) {
                Ok(event) => event,
                Err(e) => return Err(self.parse_error(&e, start)),
            };
            self.text.clear();
            let tok = match event {
                Event::Text(text) => {
                    self.text.push_str(&text);
                    Tok::Text
                }
                Event::CData(text) => {
                    self.text.push_str(&text);
                    Tok::Text
                }
                Event::GeneralRef(reference) => {
                    match entity(&reference) {
                        Some(ch) => self.text.push(ch),
                        None => {
                            self.text.push('&');
                            self.text.push_str(&reference);
                            self.text.push(';');
                        }
                    }
                    Tok::Text
                }
                Event::Start(tag) => {
                    self.name.clear();
                    self.name.extend_from_slice(tag.name().as_ref().as_bytes());
                    Tok::Start
                }
                Event::Empty(tag) => {
                    self.name.clear();
                    self.name.extend_from_slice(tag.name().as_ref().as_bytes());
                    Tok::Empty
                }
                Event::End(tag) => {
                    self.name.clear();
                    self.name.extend_from_slice(tag.name().as_ref().as_bytes());
                    Tok::End
                }
                Event::Eof => Tok::Eof,
                Event::Comment(_) | Event::Decl(_) | Event::PI(_) | Event::DocType(_) => continue,
            };
            return Ok(tok);
        }
    }

    fn unexpected(&self, what: &str) -> ListError {
        let name = String::from_utf8_lossy(&self.name);
        ListError::Malformed { line: self.line(), message: format!("unexpected {what} <{name}>") }
    }

    fn open_root(&mut self) -> Result<(), ListError> {
        loop {
            match self.next_token()? {
                Tok::Text if is_blank(self.text.trim_start_matches('\u{feff}')) => {}
                Tok::Start if self.name == b"playerslist" => return Ok(()),
                Tok::Eof => return Err(ListError::NotAList { line: 1, reason: "no root element".to_string() }),
                Tok::Text => {
                    return Err(ListError::NotAList { line: self.line(), reason: "text before the root".to_string() });
                }
                _ => {
                    let name = String::from_utf8_lossy(&self.name).into_owned();
                    let reason = format!("root element <{name}> is not <playerslist>");
                    return Err(ListError::NotAList { line: self.line(), reason });
                }
            }
        }
    }

    /// Advances to the next `<player>`; `Ok(false)` at `</playerslist>`.
    fn next_player_start(&mut self) -> Result<bool, ListError> {
        loop {
            match self.next_token()? {
                Tok::Text if is_blank(&self.text) => {}
                Tok::Text => {
                    return Err(ListError::Malformed { line: self.line(), message: "stray text".to_string() });
                }
                Tok::Start if self.name == b"player" => return Ok(true),
                Tok::Empty if self.name == b"player" => {
                    let what = "empty <player/>".to_string();
                    return Err(ListError::Truncated { line: self.line(), column: None, what });
                }
                Tok::End if self.name == b"playerslist" => return Ok(false),
                Tok::Eof => {
                    let what = "the file ends before </playerslist>".to_string();
                    return Err(ListError::Truncated { line: self.line(), column: None, what });
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
        self.open.extend_from_slice(&self.name);
        loop {
            match self.next_token()? {
                Tok::Text if self.value.len() + self.text.len() > MAX_LINE => {
                    return Err(ListError::TooLong { line: start_line, limit: MAX_LINE });
                }
                Tok::Text => self.value.push_str(&self.text),
                Tok::End if self.name == self.open => return Ok(()),
                Tok::Eof => {
                    let what = "<player> is not closed".to_string();
                    return Err(ListError::Truncated { line: start_line, column: None, what });
                }
                Tok::End => return Err(self.unexpected("end tag")),
                Tok::Start | Tok::Empty => return Err(self.unexpected("nested element")),
            }
        }
    }

    /// Reads the children of one `<player>` up to `</player>`.
    fn read_player(&mut self, start_line: usize) -> Result<(), ListError> {
        self.slots.iter_mut().for_each(String::clear);
        loop {
            match self.next_token()? {
                Tok::Text | Tok::Empty => {}
                Tok::Start => {
                    let slot = XML_FIELDS.iter().position(|f| f.as_bytes() == self.name);
                    self.read_value(start_line)?;
                    if let Some(i) = slot {
                        self.slots[i].clear();
                        self.slots[i].push_str(self.value.trim());
                    }
                }
                Tok::End if self.name == b"player" => return Ok(()),
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
        let start_line = self.line();
        self.read_player(start_line)?;
        self.build(start_line).map(Some)
    }
}

/// XML white space only (or nothing).
fn is_blank(text: &str) -> bool {
    text.bytes().all(|b| b.is_ascii_whitespace())
}

/// The character a reference `&name;` stands for: the five predefined entities and numeric
/// character references; `None` for any other name, which is kept as written.
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
