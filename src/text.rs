//! The one rule for text that reaches storage, from any edge (forms, query
//! strings, CSV, TRF, rating lists, PGN tags): control characters are
//! refused, never stored. PostgreSQL cannot store NUL at all, and ESC, VT,
//! FF and their kind are line breaks or terminal codes to other readers of
//! what we export.

/// Where a text comes from, which decides whether line breaks belong in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextKind {
    /// One line: a name, a club, a place. Only tab is tolerated (as a space
    /// pasted from a spreadsheet), no other C0 character.
    Line,
    /// Free text of several lines (a pasted PGN, a note): tab, line feed and
    /// carriage return are allowed.
    FreeText,
}

/// Whether `c` is refused in a text of this kind: C0 controls (but the
/// kind's allowed whitespace), DEL, and the C1 controls.
pub fn is_refused(c: char, kind: TextKind) -> bool {
    match c {
        '\t' => false,
        '\n' | '\r' => kind == TextKind::Line,
        '\0'..='\u{1f}' | '\u{7f}'..='\u{9f}' => true,
        _ => false,
    }
}

/// The first refused character of `text` and its position (1-based, in
/// characters), if any: for a message that names where it is.
pub fn refused_character(text: &str, kind: TextKind) -> Option<(usize, char)> {
    text.chars().enumerate().find(|&(_, c)| is_refused(c, kind)).map(|(i, c)| (i + 1, c))
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
    fn the_first_refused_character_is_named_with_its_place() {
        assert_eq!(refused_character("Ivanov, Ivan", TextKind::Line), None);
        assert_eq!(refused_character("Иван\0ов", TextKind::Line), Some((5, '\0')));
        assert_eq!(refused_character("1. e4 e5\n2. Nf3", TextKind::FreeText), None);
        assert_eq!(code_point('\u{1b}'), "U+001B");
    }
}
