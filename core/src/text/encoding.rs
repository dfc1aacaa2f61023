//! Text files as arbiters' programs save them (TRF files, and the CSV lists
//! spreadsheets write): UTF-8 with or without a byte-order mark, UTF-16 with
//! one, or an 8-bit code page: Windows-1251 (Russian programs and Russian
//! Excel) or Windows-1252, the superset of Latin-1 (older Western programs).
//! TRF names no encoding, so the 8-bit one is told from the bytes. Rating
//! lists decode line by line (or value by value) with [`decode_unmarked`],
//! the same rule without the byte-order mark: this is the app's one decoder.

use encoding_rs::{Encoding, UTF_8, WINDOWS_1251, WINDOWS_1252};
use std::borrow::Cow;

/// The encoding [`decode`] read a text in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextEncoding {
    /// UTF-8, with or without a byte-order mark.
    Utf8,
    /// UTF-16 (little- or big-endian), told by its byte-order mark.
    Utf16,
    /// Windows-1251 (Cyrillic).
    Windows1251,
    /// Windows-1252 (Western European, a superset of Latin-1).
    Windows1252,
}

/// The text of a file's bytes, a leading byte-order mark dropped.
pub fn decode(bytes: &[u8]) -> String {
    decode_detected(bytes).0
}

/// The text of a file's bytes and the encoding it was read in.
pub fn decode_detected(bytes: &[u8]) -> (String, TextEncoding) {
    if let Some((encoding, bom)) = Encoding::for_bom(bytes) {
        let kind = if encoding == UTF_8 { TextEncoding::Utf8 } else { TextEncoding::Utf16 };
        let (text, _) = encoding.decode_without_bom_handling(&bytes[bom..]);
        return (text.into_owned(), kind);
    }
    let (text, kind) = decode_unmarked_detected(bytes);
    (text.into_owned(), kind)
}

/// The text of bytes with no byte-order mark to go by (a line or a value of
/// a file): UTF-8 when they are valid UTF-8 (borrowed, not copied), else the
/// 8-bit code page they read best in, Windows-1251 or Windows-1252.
pub fn decode_unmarked(bytes: &[u8]) -> Cow<'_, str> {
    decode_unmarked_detected(bytes).0
}

/// The text of bytes known to be Windows-1252 or Latin-1 (a file that
/// declares `ISO-8859-1`): every byte is one character.
pub fn decode_western(bytes: &[u8]) -> Cow<'_, str> {
    WINDOWS_1252.decode_without_bom_handling(bytes).0
}

fn decode_unmarked_detected(bytes: &[u8]) -> (Cow<'_, str>, TextEncoding) {
    if let Ok(text) = std::str::from_utf8(bytes) {
        return (Cow::Borrowed(text), TextEncoding::Utf8);
    }
    let (encoding, kind) = if looks_cyrillic(bytes) {
        (WINDOWS_1251, TextEncoding::Windows1251)
    } else {
        (WINDOWS_1252, TextEncoding::Windows1252)
    };
    (encoding.decode_without_bom_handling(bytes).0, kind)
}

/// Whether a byte is a letter in Windows-1251: А-я (0xC0-0xFF), Ё and ё.
fn is_cyrillic_letter(b: u8) -> bool {
    b >= 0xC0 || b == 0xA8 || b == 0xB8
}

/// Whether the 8-bit letters of a text read better as Cyrillic than as
/// Western accented letters. Russian words are runs of such bytes between
/// spaces and punctuation; a Western word has an accented letter here and
/// there between ASCII letters (`M\xFCller`, `N\xFA\xF1ez`), and a Cyrillic
/// letter inside a Latin word is not how either language is written.
fn looks_cyrillic(bytes: &[u8]) -> bool {
    let (mut cyrillic, mut western) = (0usize, 0usize);
    for (i, &b) in bytes.iter().enumerate() {
        if !is_cyrillic_letter(b) {
            continue;
        }
        let neighbours = [i.checked_sub(1).map(|j| bytes[j]), bytes.get(i + 1).copied()];
        if neighbours.iter().flatten().any(u8::is_ascii_alphabetic) {
            western += 1;
        } else if neighbours.iter().flatten().any(|&n| is_cyrillic_letter(n)) {
            cyrillic += 1;
        }
    }
    cyrillic > western
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_or_without_bom_and_utf16() {
        assert_eq!(decode_detected("имя,рейтинг".as_bytes()), ("имя,рейтинг".into(), TextEncoding::Utf8));
        assert_eq!(decode_detected("\u{feff}name".as_bytes()), ("name".into(), TextEncoding::Utf8));
        let utf16: Vec<u8> =
            [0xFF, 0xFE].into_iter().chain("Müller".encode_utf16().flat_map(u16::to_le_bytes)).collect();
        assert_eq!(decode_detected(&utf16), ("Müller".into(), TextEncoding::Utf16));
    }

    #[test]
    fn windows_1251_is_told_from_windows_1252() {
        // "Ёжиков, Юрий №1" in Windows-1251.
        let cp1251 = [0xA8, 0xE6, 0xE8, 0xEA, 0xEE, 0xE2, 0x2C, 0x20, 0xDE, 0xF0, 0xE8, 0xE9, 0x20, 0xB9, 0x31];
        assert_eq!(decode_detected(&cp1251), ("Ёжиков, Юрий №1".into(), TextEncoding::Windows1251));
        assert_eq!(decode(&[0xC0, 0xDF, 0xE0, 0xFF]), "АЯая");
        // "Müller, Jürgen", "Núñez, José", "Thérèse" in Windows-1252 / Latin-1.
        for (bytes, text) in [
            (&b"M\xFCller, J\xFCrgen"[..], "Müller, Jürgen"),
            (&b"N\xFA\xF1ez, Jos\xE9"[..], "Núñez, José"),
            (&b"Th\xE9r\xE8se \x80 5"[..], "Thérèse € 5"),
        ] {
            assert_eq!(decode_detected(bytes), (text.to_string(), TextEncoding::Windows1252));
        }
    }

    #[test]
    fn unmarked_bytes_borrow_utf8_and_read_8_bit_text() {
        assert!(matches!(decode_unmarked("Østergaard".as_bytes()), Cow::Borrowed("Østergaard")));
        assert_eq!(decode_unmarked(b"N\xFA\xF1ez, Jos\xE9"), "Núñez, José");
        assert_eq!(decode_western(b"\xC3\xBC"), "Ã¼");
    }
}
