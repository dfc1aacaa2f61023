//! The one rule for text that reaches storage, from any edge (forms, query
//! strings, CSV, TRF, rating lists, PGN tags): control characters are
//! refused, never stored. PostgreSQL cannot store NUL at all, and ESC, VT,
//! FF and their kind are line breaks or terminal codes to other readers of
//! what we export. In one line (a name, a place, a club, a line of an
//! import) the bidirectional overrides are refused too: they reorder what
//! the arbiter reads. And every text has a bound, set here once: the longest
//! line of an imported file, the longest name, the longest code, and how
//! much of an offending value an error quotes.

pub mod encoding;

use std::borrow::Cow;

/// The longest line of an imported file (TRF, CSV, rating lists, PGN), an
/// XML tag or text run, or a PGN comment, in bytes. FIDE's lines are under
/// 1100 (a TRF player record with 99 rounds).
pub const MAX_LINE: usize = 16 * 1024;

/// The longest name (a player's, a tournament's), place or club, in characters.
pub const MAX_NAME: usize = 200;

/// The longest short text (an account name, a federation, a title), in characters.
pub const MAX_SHORT_TEXT: usize = 64;

/// How much of an offending value an error quotes, in characters.
pub const EXCERPT: usize = 40;

/// The start of `text`, at most [`EXCERPT`] characters, marked when cut:
/// what an error message may quote of a value, never more.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT) {
        Some((end, _)) => format!("{}…", &text[..end]),
        None => text.to_string(),
    }
}

/// Why a text is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TextProblem {
    /// Longer than `max` characters; `excerpt` is its start ([`excerpt`]).
    TooLong {
        /// The bound, in characters.
        max: usize,
        /// The start of the text.
        excerpt: String,
    },
    /// A line of a file longer than `max` bytes ([`MAX_LINE`]); `excerpt`
    /// is its start.
    LineTooLong {
        /// The bound, in bytes.
        max: usize,
        /// The start of the line.
        excerpt: String,
    },
    /// Holds this control character.
    ControlCharacter(char),
    /// Holds this bidirectional override or isolate ([`is_bidi_override`]),
    /// which reorders what is shown around it.
    BidiOverride(char),
}

impl TextProblem {
    /// The problem of a refused character ([`is_refused`]): a
    /// bidirectional override, or else a control character.
    pub fn refused(c: char) -> TextProblem {
        if is_bidi_override(c) { TextProblem::BidiOverride(c) } else { TextProblem::ControlCharacter(c) }
    }
}

impl std::fmt::Display for TextProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TextProblem::TooLong { max, excerpt } => write!(f, "longer than {max} characters (“{excerpt}”)"),
            TextProblem::LineTooLong { max, excerpt } => write!(f, "a line longer than {max} bytes (“{excerpt}”)"),
            TextProblem::ControlCharacter(c) => write!(f, "the control character {}", code_point(*c)),
            TextProblem::BidiOverride(c) => {
                write!(f, "the bidirectional override {}, which reorders the text around it", code_point(*c))
            }
        }
    }
}

/// Checks one text against the rule and a bound of `max` characters; the
/// control character comes first, a control character in a long text is
/// what to remove.
pub fn check(text: &str, kind: TextKind, max: usize) -> Result<(), TextProblem> {
    if let Some((_, c)) = refused_character(text, kind) {
        return Err(TextProblem::refused(c));
    }
    if text.chars().nth(max).is_some() {
        return Err(TextProblem::TooLong { max, excerpt: excerpt(text) });
    }
    Ok(())
}

/// A refused text in an imported file, with where it is.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct LineError {
    /// 1-based line, as an editor numbers it.
    pub line: usize,
    /// 1-based column, in characters.
    pub column: usize,
    /// What is wrong.
    pub problem: TextProblem,
}

/// Checks every line of an imported text (TRF, CSV, PGN) before it is read:
/// no line longer than [`MAX_LINE`] bytes, no control character but tab,
/// no bidirectional override.
/// Lines end with LF, CR LF or CR, as editors number them.
pub fn check_lines(text: &str) -> Result<(), LineError> {
    for (i, line) in lines(text).enumerate() {
        let at = |column, problem| LineError { line: i + 1, column, problem };
        if line.len() > MAX_LINE {
            return Err(at(1, TextProblem::LineTooLong { max: MAX_LINE, excerpt: excerpt(line) }));
        }
        if let Some((column, c)) = refused_character(line, TextKind::Line) {
            return Err(at(column, TextProblem::refused(c)));
        }
    }
    Ok(())
}

/// The lines of a text, whatever their ends (LF, CR LF, CR).
fn lines(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let text = rest?;
        match text.find(['\n', '\r']) {
            Some(i) => {
                let skip = if text[i..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&text[i + skip..]);
                Some(&text[..i])
            }
            None => {
                rest = None;
                Some(text)
            }
        }
    })
}

/// A stored text as a file for other programs may show it: every control
/// character (tab and line breaks included, which would start a record or
/// shift a column) becomes a space. For writers (TRF, PGN) of texts stored
/// before the rule or made here.
pub fn printable(text: &str) -> Cow<'_, str> {
    if text.chars().any(char::is_control) {
        Cow::Owned(text.chars().map(|c| if c.is_control() { ' ' } else { c }).collect())
    } else {
        Cow::Borrowed(text)
    }
}

/// Where a text comes from, which decides whether line breaks belong in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// One line: a name, a club, a place. Only tab is tolerated (as a space
    /// pasted from a spreadsheet), no other C0 character, and no
    /// bidirectional override ([`is_bidi_override`]).
    Line,
    /// Free text of several lines (a pasted PGN, a note): tab, line feed and
    /// carriage return are allowed.
    FreeText,
}

/// Whether `c` is refused in a text of this kind: C0 controls (but the
/// kind's allowed whitespace), DEL, and the C1 controls; in one line also
/// the bidirectional overrides and isolates.
pub fn is_refused(c: char, kind: TextKind) -> bool {
    match c {
        '\t' => false,
        '\n' | '\r' => kind == TextKind::Line,
        '\0'..='\u{1f}' | '\u{7f}'..='\u{9f}' => true,
        _ => kind == TextKind::Line && is_bidi_override(c),
    }
}

/// Whether `c` is a bidirectional embedding, override or isolate (U+202A to
/// U+202E, U+2066 to U+2069): invisible, it makes a name, a place or a
/// result read in another order than it is stored ("Trojan Source").
pub fn is_bidi_override(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The first refused character of `text` and its position (1-based, in
/// characters), if any: for a message that names where it is.
pub fn refused_character(text: &str, kind: TextKind) -> Option<(usize, char)> {
    text.chars().enumerate().find(|&(_, c)| is_refused(c, kind)).map(|(i, c)| (i + 1, c))
}

/// A text as it is searched by: lower case, `ё` read as `е` (how people
/// type names on a phone).
pub fn fold(text: &str) -> String {
    text.to_lowercase().replace('ё', "е")
}

/// A refused character as a message shows it: `U+0000`.
pub fn code_point(c: char) -> String {
    format!("U+{:04X}", u32::from(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_refused_and_printable_text_is_not() {
        for c in ['\0', '\u{1b}', '\u{0b}', '\u{0c}', '\u{7f}', '\u{80}', '\u{9f}'] {
            assert!(is_refused(c, TextKind::Line), "{}", code_point(c));
            assert!(is_refused(c, TextKind::FreeText), "{}", code_point(c));
        }
        for c in ['a', ' ', 'Я', '\u{a0}', 'ä', '½', '\t'] {
            assert!(!is_refused(c, TextKind::Line), "{}", code_point(c));
        }
        assert!(is_refused('\n', TextKind::Line) && !is_refused('\n', TextKind::FreeText));
        assert!(is_refused('\r', TextKind::Line) && !is_refused('\r', TextKind::FreeText));
    }

    #[test]
    fn bidirectional_overrides_are_refused_in_one_line_and_named() {
        for c in
            ['\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}']
        {
            assert!(is_refused(c, TextKind::Line), "{}", code_point(c));
            assert!(!is_refused(c, TextKind::FreeText), "{}", code_point(c));
        }
        for c in ['\u{2029}', '\u{2065}', '\u{206a}', '\u{200f}', '\u{200e}', 'א'] {
            assert!(!is_refused(c, TextKind::Line), "{}", code_point(c));
        }
        let problem = check("Carlsen\u{202e}0-1", TextKind::Line, MAX_NAME).unwrap_err();
        assert_eq!(problem, TextProblem::BidiOverride('\u{202e}'));
        assert!(problem.to_string().contains("bidirectional override U+202E"), "{problem}");
        assert_eq!(check("a\u{1b}b", TextKind::Line, 3), Err(TextProblem::ControlCharacter('\u{1b}')), "unchanged");
        let err = check_lines("001\n012 Open \u{2067}x\u{2069}\n").unwrap_err();
        assert_eq!((err.line, err.column, err.problem), (2, 10, TextProblem::BidiOverride('\u{2067}')));
    }

    #[test]
    fn the_first_refused_character_is_named_with_its_place() {
        assert_eq!(refused_character("Ivanov, Ivan", TextKind::Line), None);
        assert_eq!(refused_character("Иван\0ов", TextKind::Line), Some((5, '\0')));
        assert_eq!(refused_character("1. e4 e5\n2. Nf3", TextKind::FreeText), None);
        assert_eq!(code_point('\u{1b}'), "U+001B");
    }

    #[test]
    fn texts_are_bounded_and_errors_quote_an_excerpt() {
        assert_eq!(check("Kazan", TextKind::Line, MAX_NAME), Ok(()));
        assert_eq!(check(&"Я".repeat(MAX_NAME), TextKind::Line, MAX_NAME), Ok(()));
        let long = "Я".repeat(MAX_NAME + 1);
        let Err(TextProblem::TooLong { max, excerpt }) = check(&long, TextKind::Line, MAX_NAME) else { panic!() };
        assert_eq!((max, excerpt.chars().count()), (MAX_NAME, EXCERPT + 1), "40 characters and the mark");
        assert_eq!(check("a\u{1b}b", TextKind::Line, 3), Err(TextProblem::ControlCharacter('\u{1b}')));
        assert_eq!(super::excerpt("short"), "short");
    }

    #[test]
    fn every_line_of_a_file_is_checked_with_its_place() {
        assert_eq!(check_lines("a\tb\r\nc\rd\n"), Ok(()));
        let err = check_lines("012 Open\r\n022 Ka\0zan\r\n").unwrap_err();
        assert_eq!((err.line, err.column, err.problem), (2, 7, TextProblem::ControlCharacter('\0')));
        let err = check_lines("x\r\ry\u{85}").unwrap_err();
        assert_eq!((err.line, err.column), (3, 2), "CR LF, CR and C1 NEL");
        let long = format!("001\n{}\n", "x".repeat(MAX_LINE + 1));
        let err = check_lines(&long).unwrap_err();
        assert_eq!((err.line, err.column), (2, 1));
        assert!(err.to_string().len() < 200, "{err}");
    }

    #[test]
    fn writers_show_control_characters_as_spaces() {
        assert_eq!(printable("Ivanov, Ivan"), "Ivanov, Ivan");
        assert_eq!(printable("a\u{1b}[2Jb\x0bc\x0cd\0e\u{9b}f\tg\r\nh"), "a [2Jb c d e f g  h");
    }
}
