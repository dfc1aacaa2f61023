//! Uploaded text in the encodings spreadsheets save: UTF-8 (with or without
//! a byte-order mark) or, when the bytes are not UTF-8, Windows-1251 (the
//! default of Russian Excel's "CSV" and of many Russian-language programs).

/// Characters of Windows-1251 bytes 0x80-0xBF (0xC0-0xFF are А-я in order);
/// U+FFFD for the one unassigned byte, 0x98.
const CP1251_HIGH: [char; 64] = [
    '\u{0402}', '\u{0403}', '\u{201A}', '\u{0453}', '\u{201E}', '\u{2026}', '\u{2020}', '\u{2021}', '\u{20AC}',
    '\u{2030}', '\u{0409}', '\u{2039}', '\u{040A}', '\u{040C}', '\u{040B}', '\u{040F}', '\u{0452}', '\u{2018}',
    '\u{2019}', '\u{201C}', '\u{201D}', '\u{2022}', '\u{2013}', '\u{2014}', '\u{FFFD}', '\u{2122}', '\u{0459}',
    '\u{203A}', '\u{045A}', '\u{045C}', '\u{045B}', '\u{045F}', '\u{00A0}', '\u{040E}', '\u{045E}', '\u{0408}',
    '\u{00A4}', '\u{0490}', '\u{00A6}', '\u{00A7}', '\u{0401}', '\u{00A9}', '\u{0404}', '\u{00AB}', '\u{00AC}',
    '\u{00AD}', '\u{00AE}', '\u{0407}', '\u{00B0}', '\u{00B1}', '\u{0406}', '\u{0456}', '\u{0491}', '\u{00B5}',
    '\u{00B6}', '\u{00B7}', '\u{0451}', '\u{2116}', '\u{0454}', '\u{00BB}', '\u{0458}', '\u{0405}', '\u{0455}',
    '\u{0457}',
];

/// One Windows-1251 byte as a character.
fn cp1251_char(b: u8) -> char {
    match b {
        0x00..=0x7F => char::from(b),
        0x80..=0xBF => CP1251_HIGH[usize::from(b - 0x80)],
        // А (U+0410) to я (U+044F).
        _ => char::from_u32(0x0410 + u32::from(b - 0xC0)).unwrap_or('\u{FFFD}'),
    }
}

/// The text of an upload: valid UTF-8 as it is (a leading byte-order mark
/// dropped), anything else read as Windows-1251.
pub fn decode_upload(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.trim_start_matches('\u{feff}').to_string(),
        Err(_) => bytes.iter().map(|&b| cp1251_char(b)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn utf8_with_or_without_bom_and_windows_1251_are_read() {
        assert_eq!(decode_upload("имя,рейтинг".as_bytes()), "имя,рейтинг");
        assert_eq!(decode_upload("\u{feff}name".as_bytes()), "name");
        // "Ёжиков, Юрий №1" in Windows-1251.
        let cp1251 = [0xA8, 0xE6, 0xE8, 0xEA, 0xEE, 0xE2, 0x2C, 0x20, 0xDE, 0xF0, 0xE8, 0xE9, 0x20, 0xB9, 0x31];
        assert_eq!(decode_upload(&cp1251), "Ёжиков, Юрий №1");
        assert_eq!(decode_upload(&[0xC0, 0xDF, 0xE0, 0xFF]), "АЯая");
    }
}
