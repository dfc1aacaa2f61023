//! A file sent to download: its name (made fit from a tournament's name,
//! encoded for names beyond ASCII) and, for spreadsheets, text typed by
//! people defused so that opening the file cannot run a formula. Every area
//! that offers a file uses this.

use crate::db::TournamentId;
use actix_web::HttpResponse;

/// Text typed by people (names, federations) that starts like a spreadsheet
/// formula gets a leading apostrophe, so that opening the file cannot run it.
pub fn defused(text: &str) -> String {
    // Spreadsheets read the full-width forms (＝ ＋ － ＠) as formula starts too.
    if text.starts_with(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// A file to download: its type, its name and the body. A name beyond
/// ASCII (a Russian tournament's) is also given UTF-8 encoded (RFC 6266),
/// with `_` for those characters in the plain name older clients read.
pub fn download(content_type: &str, name: &str, body: String) -> HttpResponse {
    let plain: String =
        name.chars().map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' { c } else { '_' }).collect();
    let mut disposition = format!("attachment; filename=\"{plain}\"");
    if plain != name {
        let encoded: String = name
            .bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => char::from(b).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect();
        disposition.push_str(&format!("; filename*=UTF-8''{encoded}"));
    }
    HttpResponse::Ok().content_type(content_type).insert_header(("Content-Disposition", disposition)).body(body)
}

/// A tournament's name made fit for a file name: letters and digits kept
/// (any script), everything else one `-`, at most 60 characters;
/// `tournament-ID` when nothing is left.
pub fn file_stem(name: &str, id: TournamentId) -> String {
    let mut stem = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.chars().count() >= 60 {
            break;
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() { format!("tournament-{id}") } else { stem.to_string() }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused() {
        assert_eq!(defused("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(defused("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(defused("Smith, John"), "Smith, John");
    }

    #[test]
    fn file_stems_keep_letters_of_any_script() {
        assert_eq!(file_stem("Club Championship 2026", TournamentId(3)), "Club-Championship-2026");
        assert_eq!(file_stem("Кубок «Казани»!", TournamentId(3)), "Кубок-Казани");
        assert_eq!(file_stem(" ... ", TournamentId(3)), "tournament-3");
    }

    #[test]
    fn names_beyond_ascii_are_sent_encoded() {
        let res = download("text/plain", "Кубок-trf16.trf", String::new());
        let header = res.headers().get("content-disposition").unwrap().to_str().unwrap().to_string();
        assert!(header.starts_with("attachment; filename=\"_____-trf16.trf\""), "{header}");
        assert!(header.ends_with("filename*=UTF-8''%D0%9A%D1%83%D0%B1%D0%BE%D0%BA-trf16.trf"), "{header}");
    }
}
