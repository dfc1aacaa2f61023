//! Writing TRF text: headers in their order, then the player records.

use super::{Trf, result_char};
use crate::tournament::{Color, EventPlayer, Points};

fn points_field(p: Points) -> String {
    let text = format!("{}.{}", p.0 / 10, (p.0 % 10).abs());
    format!("{text:>4}")
}

fn truncate(s: &str, width: usize) -> String {
    s.chars().take(width).collect()
}

/// One `001` line, with the points written in columns 81-84.
pub fn player_line(p: &EventPlayer, points: Points) -> String {
    let mut line = format!(
        "001 {:>4} {:1}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {} {:>4}",
        p.start_no,
        truncate(&p.sex, 1),
        truncate(&p.title, 3),
        truncate(&p.name, 33),
        if p.rating > 0 { p.rating.to_string() } else { String::new() },
        truncate(&p.federation, 3),
        p.fide_id.map(|i| i.to_string()).unwrap_or_default(),
        truncate(&p.birth_date, 10),
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

/// The whole file, lines ending with CR LF.
pub fn write(trf: &Trf) -> String {
    let mut out = String::new();
    for (code, value) in &trf.headers {
        out.push_str(format!("{code} {value}").trim_end());
        out.push_str("\r\n");
    }
    for p in &trf.event.players {
        // A file read without points gets the points of its results.
        let points = trf.points_written(p).unwrap_or_else(|| trf.event.score_after(p, p.rounds.len()));
        out.push_str(&player_line(p, points));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::parse;
    use super::*;

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
