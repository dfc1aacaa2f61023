//! Every input of the commands (a file, or standard input) is read through
//! here, with bounds checked as it is read: no line longer than its bound
//! and no file larger than [`MAX_FILE`], so that `arbiter standings
//! /dev/zero` or `arbiter rules fen < /dev/zero` stops at once with exit
//! code 2 and the reason, instead of allocating until it is killed.

use super::{Failure, bad_input};
use std::io::{BufRead, BufReader, Read};

/// The largest input file read whole (a TRF, a PGN, an incident), in bytes:
/// a TRF of 10,000 players and 99 rounds is about 11 MB.
pub const MAX_FILE: u64 = 64 * 1024 * 1024;

/// The longest line of a text file as read, in bytes: twice the longest
/// line of text ([`crate::text::MAX_LINE`]), which UTF-16 takes. The text's
/// lines are then checked, decoded, by [`crate::text::check_lines`].
pub const MAX_TEXT_LINE: usize = 2 * crate::text::MAX_LINE;

/// The longest JSON record (a line of `rules replay`, an incident written on
/// one line), in bytes: a game of the longest length the Laws allow.
pub const MAX_JSON_LINE: usize = 1024 * 1024;

/// An input: its name (for messages), the bound on its lines, and how many
/// lines were read.
pub struct Input {
    name: String,
    reader: Box<dyn BufRead>,
    max_line: usize,
    /// Lines read so far by [`Input::next_line`].
    lines: usize,
}

/// Why an input is refused, naming it.
fn refused(name: &str, reason: impl std::fmt::Display) -> Failure {
    bad_input(format!("{name}: {reason}"))
}

/// A line of the input longer than `max` bytes, as refused.
fn too_long(name: &str, line: usize, max: usize) -> Failure {
    refused(name, format_args!("line {line} is longer than {max} bytes; nothing was read"))
}

impl Input {
    /// Opens FILE, or standard input when it is `-`, with lines of at most
    /// `max_line` bytes.
    pub fn open(path: &str, max_line: usize) -> Result<Input, Failure> {
        let (name, reader): (String, Box<dyn BufRead>) = if path == "-" {
            ("standard input".into(), Box::new(BufReader::new(std::io::stdin())))
        } else {
            let file = std::fs::File::open(path).map_err(|e| bad_input(format!("{path}: {e}")))?;
            (path.into(), Box::new(BufReader::with_capacity(1 << 16, file)))
        };
        Ok(Input { name, reader, max_line, lines: 0 })
    }

    /// The next line (ended by a line feed) as text, without its line end;
    /// `None` at the end of the input. A line longer than the bound is
    /// refused once its bound is passed, never read further: this reads
    /// records one by one, however long the input.
    pub fn next_line(&mut self) -> Result<Option<String>, Failure> {
        let mut buf = Vec::new();
        let bound = self.max_line as u64 + 2;
        let n = (&mut self.reader)
            .take(bound)
            .read_until(b'\n', &mut buf)
            .map_err(|e| refused(&self.name, format_args!("line {}: {e}", self.lines + 1)))?;
        if n == 0 {
            return Ok(None);
        }
        self.lines += 1;
        if buf.last() == Some(&b'\n') {
            buf.pop();
            if buf.last() == Some(&b'\r') {
                buf.pop();
            }
        }
        if buf.len() > self.max_line {
            return Err(too_long(&self.name, self.lines, self.max_line));
        }
        String::from_utf8(buf)
            .map(Some)
            .map_err(|_| refused(&self.name, format_args!("line {}: not UTF-8", self.lines)))
    }

    /// The number of the line [`Input::next_line`] read last (1-based).
    pub fn line_number(&self) -> usize {
        self.lines
    }

    /// The whole input, at most [`MAX_FILE`] bytes, no line longer than the
    /// bound; lines end with LF, CR LF or CR, as [`crate::text::check_lines`]
    /// counts them. Refused as soon as a bound is passed.
    pub fn read_all(mut self) -> Result<Vec<u8>, Failure> {
        let mut bytes = Vec::new();
        let (mut line, mut length, mut after_cr) = (1usize, 0usize, false);
        loop {
            let chunk = match self.reader.fill_buf() {
                Ok(chunk) => chunk,
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(refused(&self.name, e)),
            };
            if chunk.is_empty() {
                return Ok(bytes);
            }
            if (bytes.len() + chunk.len()) as u64 > MAX_FILE {
                return Err(refused(&self.name, format_args!("larger than {} MiB; nothing was read", MAX_FILE >> 20)));
            }
            for &b in chunk {
                match b {
                    b'\n' if after_cr => after_cr = false,
                    b'\n' | b'\r' => {
                        line += 1;
                        length = 0;
                        after_cr = b == b'\r';
                    }
                    _ => {
                        length += 1;
                        after_cr = false;
                        if length > self.max_line {
                            return Err(too_long(&self.name, line, self.max_line));
                        }
                    }
                }
            }
            bytes.extend_from_slice(chunk);
            let n = chunk.len();
            self.reader.consume(n);
        }
    }
}

/// The bytes of a text file (TRF, PGN) read whole within the bounds:
/// lines of at most [`MAX_TEXT_LINE`] bytes, at most [`MAX_FILE`].
pub fn text_file(path: &str) -> Result<Vec<u8>, Failure> {
    Input::open(path, MAX_TEXT_LINE)?.read_all()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn input(reader: impl BufRead + 'static, max_line: usize) -> Input {
        Input { name: "test".into(), reader: Box::new(reader), max_line, lines: 0 }
    }

    #[test]
    fn lines_within_the_bound_are_read_whole() {
        assert_eq!(input(&b"ab\r\ncd\ref"[..], 2).read_all().unwrap(), b"ab\r\ncd\ref");
        let mut lines = input(&b"ab\r\n\ncd"[..], 2);
        assert_eq!(lines.next_line().unwrap().as_deref(), Some("ab"));
        assert_eq!(lines.next_line().unwrap().as_deref(), Some(""));
        assert_eq!(lines.next_line().unwrap().as_deref(), Some("cd"));
        assert_eq!(lines.next_line().unwrap(), None);
        assert_eq!(lines.line_number(), 3);
    }

    #[test]
    fn a_longer_line_is_refused_with_its_number() {
        let message = "test: line 3 is longer than 2 bytes; nothing was read";
        for text in [&b"ab\r\ncd\rabc\n"[..], b"ab\ncd\nabc"] {
            let e = input(text, 2).read_all().unwrap_err();
            assert_eq!((e.code, e.message.as_str()), (2, message), "{text:?}");
        }
        let mut lines = input(&b"ab\ncd\nabc"[..], 2);
        let e = std::iter::from_fn(|| lines.next_line().transpose()).find_map(Result::err).unwrap();
        assert_eq!(e.message, message);
    }

    #[test]
    fn an_endless_input_is_refused_at_its_bound() {
        let e = input(BufReader::new(std::io::repeat(0)), 10).read_all().unwrap_err();
        assert!(e.message.contains("line 1 is longer than 10 bytes"), "{}", e.message);
        let e = input(BufReader::new(std::io::repeat(0)), 10).next_line().unwrap_err();
        assert!(e.message.contains("line 1 is longer than 10 bytes"), "{}", e.message);
        let e = input(BufReader::new(std::io::repeat(b'\n')), 10).read_all().unwrap_err();
        assert!(e.message.contains("larger than 64 MiB"), "{}", e.message);
    }
}
