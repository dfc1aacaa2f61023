//! Writing TRF text: headers in their order, then the player records.
//! No control character is ever written but the CR LF that ends each
//! record: a text stored before the rule on control characters (or made
//! here) has each one written as a space ([`crate::text::printable`]), since
//! ESC, VT, FF and the like are line breaks or terminal codes to other
//! readers, and a tab or a line break would shift a column or start a record.

use super::{Trf, points_text, result_char};
use crate::text::printable;
use crate::tournament::{Color, EventPlayer, Points, Sex, Title};

fn points_field(p: Points) -> String {
    format!("{:>4}", points_text(p))
}

/// A text field as written: printable, at most `width` characters.
fn truncate(s: &str, width: usize) -> String {
    printable(s).chars().take(width).collect()
}

/// One `001` line, with the points written in columns 81-84.
pub fn player_line(p: &EventPlayer, points: Points) -> String {
    let mut line = format!(
        "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {} {:>4}",
        p.start_no,
        p.sex.map_or("", Sex::code),
        p.title.map_or("", Title::code),
        truncate(&p.name, 33),
        if p.rating > 0 { p.rating.to_string() } else { String::new() },
        truncate(&p.federation, 3),
        p.fide_id.map(|i| i.to_string()).unwrap_or_default(),
        p.birth_date.map(|d| d.to_string()).unwrap_or_default(),
        points_field(points),
        p.rank.map(|r| r.to_string()).unwrap_or_default(),
    );
    for r in &p.rounds {
        let opponent = r.opponent.map_or("0000".to_string(), |o| format!("{o:>4}"));
        let colour = match r.colour {
            Some(Color::White) => 'w',
            Some(Color::Black) => 'b',
            None => '-',
        };
        line.push_str(&format!("  {opponent} {colour} {}", result_char(r.result)));
    }
    line.trim_end().to_string()
}

/// The whole file, lines ending with CR LF, every control character in a
/// text written as a space.
pub fn write(trf: &Trf) -> String {
    let mut out = String::new();
    for (code, value) in &trf.headers {
        out.push_str(format!("{} {}", printable(code), printable(value)).trim_end());
        out.push_str("\r\n");
    }
    for p in &trf.event.players {
        // A file read without points gets the points of its results.
        let points = trf.points_written(p).unwrap_or_else(|| trf.event.score_after(p, p.rounds.len()));
        out.push_str(&player_line(p, points));
        out.push_str("\r\n");
    }
    for record in &trf.national_ratings {
        out.push_str(printable(record).trim_end());
        out.push_str("\r\n");
    }
    for comment in &trf.comments {
        out.push_str(format!("### {}", printable(comment)).trim_end());
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;
    use crate::tournament::{EventPlayer, PairingNumber};

    #[test]
    fn no_control_character_is_written_but_the_record_ends() {
        let nasty = "Evil\u{1b}[2J\x0bName\x0c\0\u{85}\u{9b}\t\r\n001 fake\u{7f}";
        let mut trf =
            Trf { headers: vec![("012".into(), nasty.into()), ("022".into(), "Ka\nzan".into())], ..Trf::default() };
        let mut p = EventPlayer::new(PairingNumber::new(1));
        p.name = nasty.into();
        p.federation = "R\0S".into();
        trf.event.players.push(p);
        let written = write(&trf);
        let body = written.replace("\r\n", "");
        assert!(!body.chars().any(char::is_control), "{written:?}");
        assert_eq!(written.matches("\r\n").count(), 3, "one record per line: {written:?}");
        assert!(written.starts_with("012 Evil [2J Name"), "{written:?}");
        // What was written reads back.
        assert!(parse(&written).is_ok(), "{written:?}");
    }

    #[test]
    fn comment_lines_are_written_after_the_players_and_read_back() {
        let mut trf = Trf { headers: vec![("012".into(), "Open".into())], ..Trf::default() };
        trf.event.players.push(EventPlayer::new(PairingNumber::new(1)));
        trf.comments = vec!["Configuration @ Round 3: rounds 9 -> 11".into(), "FIDE mode left @ Round 4".into()];
        let written = write(&trf);
        assert!(
            written.ends_with("### Configuration @ Round 3: rounds 9 -> 11\r\n### FIDE mode left @ Round 4\r\n"),
            "{written:?}"
        );
        let read = parse(&written).expect("the file reads back");
        assert_eq!(read.comments, trf.comments);
        assert_eq!(read, parse(&write(&read)).expect("and again"));
    }

    #[test]
    fn every_dutch_vector_round_trips() {
        let mut files = 0;
        for entry in std::fs::read_dir(crate::vectors::dir("dutch")).unwrap() {
            let path = entry.unwrap().path();
            if path.extension().is_some_and(|e| e == "trf") {
                let text = std::fs::read_to_string(&path).unwrap();
                let trf = parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
                let written = write(&trf);
                let again = parse(&written).unwrap();
                assert_eq!(again, trf, "{}", path.display());
                for (a, b) in
                    text.lines().filter(|l| l.starts_with("001")).zip(written.lines().filter(|l| l.starts_with("001")))
                {
                    assert_eq!(a.trim_end(), b, "{}", path.display());
                }
                files += 1;
            }
        }
        assert_eq!(files, 267);
    }
}
