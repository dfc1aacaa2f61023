//! The pairing rules a TRF carries besides the rounds: virtual points for
//! accelerated pairings (TRF-2026 record 250, JaVaFo's `XXA`) and prohibited
//! pairings (record 260, `XXP`), read with line-and-column errors as
//! bbpPairings reads them, and written back.

use super::error::{TrfError, TrfProblem, cols, err};
use super::points_text;
use crate::tournament::{Event, PairingNumber, Points, ProhibitedPairing, VirtualPoints, virtual_points};

/// Where a rule's round range and players were written, to check them
/// against the event once every record is read.
#[derive(Clone, Debug, Default)]
pub(super) struct RuleSource {
    pub(super) line: usize,
    /// The last round the rule names, and its column.
    pub(super) last_round: Option<(u32, usize)>,
    /// Each player the rule names, with its column.
    pub(super) players: Vec<(PairingNumber, usize)>,
}

/// The trimmed text of columns `from..=to` of a record.
pub(super) fn field(line: &[char], from: usize, to: usize) -> String {
    cols(line, from, to).trim().to_string()
}

/// A whole number in columns `from..=to` (blank is refused).
pub(super) fn whole(line: &[char], n: usize, from: usize, to: usize) -> Result<u32, TrfError> {
    let text = field(line, from, to);
    text.parse().map_err(|_| err(n, from, TrfProblem::RuleNotANumber(crate::text::excerpt(&text))))
}

/// A round number (from 1) in columns `from..=to`.
pub(super) fn round(line: &[char], n: usize, from: usize, to: usize) -> Result<u32, TrfError> {
    match whole(line, n, from, to)? {
        0 => Err(err(n, from, TrfProblem::RoundZero)),
        r => Ok(r),
    }
}

/// A pairing number in columns `from..=to`.
pub(super) fn player(line: &[char], n: usize, from: usize) -> Result<PairingNumber, TrfError> {
    match whole(line, n, from, from + 3)? {
        0 => Err(err(n, from, TrfProblem::StartingRankZero)),
        p => Ok(PairingNumber::new(p)),
    }
}

/// Points in columns `from..=to`; blank is `None`.
pub(super) fn points(line: &[char], n: usize, from: usize, to: usize) -> Result<Option<Points>, TrfError> {
    let text = field(line, from, to);
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(|_| err(n, from, TrfProblem::BadPoints(crate::text::excerpt(&text))))
}

/// Nothing may follow the last field but blanks.
pub(super) fn nothing_after(line: &[char], n: usize, column: usize) -> Result<(), TrfError> {
    match line.iter().skip(column - 1).position(|c| !c.is_whitespace()) {
        Some(i) => Err(err(n, column + i, TrfProblem::RuleTrailingText)),
        None => Ok(()),
    }
}

/// Record 250 on line `n`: `250 MMMM GGGG RRR RRR PPPP PPPP` (match points,
/// game points, first and last round, first and last pairing number). In a
/// team file (`team_file`) the game points may be left blank when the match
/// points are given, as the FIDE TEC's own TRF-2026 sample writes them
/// (`250  2.0        1   1    1    2`): no game points, then.
pub(super) fn read_250(line: &[char], n: usize, team_file: bool) -> Result<(VirtualPoints, RuleSource), TrfError> {
    if line.len() < 31 {
        return Err(err(n, line.len() + 1, TrfProblem::RuleTooShort));
    }
    let match_points = points(line, n, 5, 8)?;
    let points = match points(line, n, 10, 13)? {
        Some(points) => points,
        None if team_file && match_points.is_some() => Points::ZERO,
        None => return Err(err(n, 10, TrfProblem::BadPoints(String::new()))),
    };
    if points == Points::ZERO && match_points.unwrap_or(Points::ZERO) == Points::ZERO {
        return Err(err(n, 10, TrfProblem::ZeroVirtualPoints));
    }
    let (first_round, last_round) = (round(line, n, 15, 17)?, round(line, n, 19, 21)?);
    if first_round > last_round {
        return Err(err(n, 19, TrfProblem::RoundsReversed));
    }
    let (first_player, last_player) = (player(line, n, 23)?, player(line, n, 28)?);
    if first_player > last_player {
        return Err(err(n, 28, TrfProblem::PlayersReversed));
    }
    nothing_after(line, n, 32)?;
    let source = RuleSource {
        line: n,
        last_round: Some((last_round, 19)),
        players: vec![(first_player, 23), (last_player, 28)],
    };
    Ok((VirtualPoints { points, match_points, first_round, last_round, first_player, last_player }, source))
}

/// Record 260 on line `n`: `260 RRR RRR PPPP PPPP [PPPP ...]` (first and last
/// round, then the players no two of whom may meet).
pub(super) fn read_260(line: &[char], n: usize) -> Result<(ProhibitedPairing, RuleSource), TrfError> {
    let (first_round, last_round) = (round(line, n, 5, 7)?, round(line, n, 9, 11)?);
    if first_round > last_round {
        return Err(err(n, 9, TrfProblem::RoundsReversed));
    }
    let mut players = Vec::new();
    let mut column = 13;
    while line.len() >= column + 3 {
        players.push((player(line, n, column)?, column));
        column += 5;
    }
    nothing_after(line, n, column)?;
    if players.len() < 2 {
        return Err(err(n, column, TrfProblem::TooFewProhibited));
    }
    let rule = ProhibitedPairing { first_round, last_round, players: players.iter().map(|p| p.0).collect() };
    Ok((rule, RuleSource { line: n, last_round: Some((last_round, 9)), players }))
}

/// `XXP` on line `n`: pairing numbers, separated by blanks, no two of whom
/// may meet in any round.
pub(super) fn read_xxp(line: &[char], n: usize) -> Result<(ProhibitedPairing, RuleSource), TrfError> {
    let mut players = Vec::new();
    let mut i = 3;
    while i < line.len() {
        if line[i].is_whitespace() {
            i += 1;
            continue;
        }
        let end = line[i..].iter().position(|c| c.is_whitespace()).map_or(line.len(), |k| i + k);
        let word: String = line[i..end].iter().collect();
        let p: u32 =
            word.parse().ok().filter(|&p| p > 0).ok_or_else(|| err(n, i + 1, TrfProblem::BadForbiddenPairs))?;
        players.push((PairingNumber::new(p), i + 1));
        i = end;
    }
    let rule =
        ProhibitedPairing { first_round: 1, last_round: u32::MAX, players: players.iter().map(|p| p.0).collect() };
    Ok((rule, RuleSource { line: n, last_round: None, players }))
}

/// `XXA NNNN  p1 p2 ...` on line `n`: one player's virtual points, a field
/// of four columns every five from column 10, one per round from
/// `first_round` (a blank field is no points). One group per round with
/// points.
pub(super) fn read_xxa(
    line: &[char],
    n: usize,
    first_round: impl Fn(PairingNumber) -> u32,
) -> Result<(Vec<VirtualPoints>, RuleSource), TrfError> {
    let who = player(line, n, 5)?;
    let start = first_round(who);
    let mut groups = Vec::new();
    let (mut column, mut round) = (10, start);
    while line.len() >= column + 3 {
        let points = points(line, n, column, column + 3)?.unwrap_or(Points::ZERO);
        groups.push(VirtualPoints {
            points,
            match_points: None,
            first_round: round,
            last_round: round,
            first_player: who,
            last_player: who,
        });
        column += 5;
        round += 1;
    }
    nothing_after(line, n, column)?;
    let last_round = (round > start).then(|| (round - 1, column - 5));
    Ok((groups, RuleSource { line: n, last_round, players: vec![(who, 5)] }))
}

/// Every rule's rounds within the event (when its number of rounds is
/// known) and every player it names registered: the problems found.
pub(super) fn check_sources(event: &Event, sources: &[RuleSource]) -> Vec<TrfError> {
    let mut problems = Vec::new();
    for s in sources {
        if let (Some((last, column)), Some(total)) = (s.last_round, event.total_rounds)
            && last > total
        {
            problems.push(err(s.line, column, TrfProblem::RoundOutsideEvent { round: last, rounds: total }));
        }
        for &(player, column) in s.players.iter().filter(|(p, _)| event.player(*p).is_none()) {
            problems.push(err(s.line, column, TrfProblem::UnknownPlayer(player)));
        }
    }
    problems
}

/// Record 250 for a group of virtual points (the value after `250 `).
pub fn record_250(v: &VirtualPoints) -> String {
    let mp = v.match_points.map(points_text).unwrap_or_default();
    format!(
        "{mp:>4} {:>4} {:>3} {:>3} {:>4} {:>4}",
        points_text(v.points),
        v.first_round,
        v.last_round,
        v.first_player,
        v.last_player
    )
}

/// Record 260 for a prohibition (the value after `260 `); a prohibition
/// without an end is written up to `rounds`.
pub fn record_260(p: &ProhibitedPairing, rounds: u32) -> String {
    let players: String = p.players.iter().map(|no| format!(" {no:>4}")).collect();
    format!("{:>3} {:>3}{players}", p.first_round, p.last_round.min(rounds.max(p.first_round)))
}

/// `XXA` lines (values after `XXA `) for TRF-16: every player with virtual
/// points, their points in each round from 1 to the last one that has any.
pub fn xxa_records(event: &Event) -> Vec<String> {
    let last = event.accelerations.iter().map(|v| v.last_round).max().unwrap_or(0);
    let last = event.total_rounds.map_or(last, |t| last.min(t));
    event
        .players
        .iter()
        .filter_map(|p| {
            let by_round: Vec<Points> =
                (1..=last).map(|r| virtual_points(&event.accelerations, p.start_no, r)).collect();
            let end = by_round.iter().rposition(|&v| v != Points::ZERO)? + 1;
            let fields: String = by_round[..end].iter().map(|&v| format!(" {:>4}", points_text(v))).collect();
            Some(format!("{:>4}{fields}", p.start_no))
        })
        .collect()
}

/// `XXP` lines (values after `XXP `) for TRF-16, which has no round range:
/// the prohibitions that hold in the round to pair next, so that a program
/// pairs that round from the file as this one does.
pub fn xxp_records(event: &Event) -> Vec<String> {
    let next = event.round_to_pair() as u32;
    event
        .prohibited
        .iter()
        .filter(|p| p.applies_in(next))
        .map(|p| p.players.iter().map(|no| no.to_string()).collect::<Vec<_>>().join(" "))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::{EventHeader, as_trf16, event_trf, parse, write};
    use super::*;
    use crate::tournament::record::tests::player;
    use crate::tournament::{baku, baku_group_a_size};

    fn pn(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    /// Ten players, seven rounds, Baku acceleration and two prohibitions.
    fn event() -> Event {
        Event {
            players: (1..=10).map(player).collect(),
            total_rounds: Some(7),
            accelerations: baku(pn(baku_group_a_size(10) as u32), 7),
            prohibited: vec![
                ProhibitedPairing { first_round: 1, last_round: 3, players: vec![pn(1), pn(4), pn(9)] },
                ProhibitedPairing { first_round: 2, last_round: 7, players: vec![pn(2), pn(10)] },
            ],
            ..Event::default()
        }
    }

    fn text() -> String {
        write(&event_trf(&EventHeader::default(), &event()))
    }

    #[test]
    fn records_250_and_260_are_written_in_their_columns_and_read_back() {
        let text = text();
        let lines: Vec<&str> = text.lines().filter(|l| l.starts_with("250") || l.starts_with("260")).collect();
        assert_eq!(
            lines,
            [
                "250       1.0   1   2    1    6",
                "250       0.5   3   4    1    6",
                "260   1   3    1    4    9",
                "260   2   7    2   10"
            ]
        );
        let back = parse(&text).unwrap().event;
        assert_eq!((back.accelerations, back.prohibited), (event().accelerations, event().prohibited));
    }

    #[test]
    fn the_special_dutch_vectors_round_trip() {
        let dir = crate::vectors::dir("dutch-special");
        let (mut rules, mut files) = (0, 0);
        for folder in ["baku", "forbidden"] {
            for entry in std::fs::read_dir(dir.join(folder)).unwrap() {
                let text = std::fs::read_to_string(entry.unwrap().path()).unwrap();
                let trf = parse(&text).unwrap();
                rules += trf.event.accelerations.len() + trf.event.prohibited.len();
                assert_eq!(parse(&write(&trf)).unwrap(), trf);
                files += 1;
            }
        }
        assert_eq!((files, rules), (44, 46 + 65));
    }

    #[test]
    fn trf16_carries_them_as_xxa_and_xxp() {
        let trf16 = write(&as_trf16(event_trf(&EventHeader::default(), &event())));
        assert!(!trf16.lines().any(|l| l.starts_with("250") || l.starts_with("260")));
        assert!(trf16.lines().any(|l| l == "XXA    6  1.0  1.0  0.5  0.5"), "{trf16}");
        // Before round 1 only the first prohibition holds.
        assert_eq!(trf16.lines().filter(|l| l.starts_with("XXP")).collect::<Vec<_>>(), ["XXP 1 4 9"]);
        let back = parse(&trf16).unwrap().event;
        for no in 1..=10 {
            for round in 1..=7 {
                let v = |e: &Event| virtual_points(&e.accelerations, pn(no), round);
                assert_eq!(v(&back), v(&event()), "player {no}, round {round}");
            }
        }
        assert!(back.prohibited[0].applies_in(7) && back.prohibited[0].players == [pn(1), pn(4), pn(9)]);
    }

    #[test]
    fn xxa_lines_continue_each_other() {
        let text =
            text().replace("250       0.5   3   4    1    6\r\n", "XXA    2  0.0  0.0  2.0\r\nXXA    2  1.5\r\n");
        let back = parse(&text).unwrap().event;
        let v = |no, round| virtual_points(&back.accelerations, pn(no), round);
        assert_eq!(
            (v(2, 1), v(2, 2), v(2, 3), v(2, 4), v(2, 5)),
            (Points::ZERO, Points::ZERO, Points(20), Points(15), Points::ZERO)
        );
        assert_eq!((v(1, 1), v(1, 3)), (Points::ONE, Points::ZERO));
    }

    #[test]
    fn bad_records_are_refused_with_line_and_column() {
        let text = text();
        let line = text.lines().position(|l| l.starts_with("250       1.0")).unwrap() + 1;
        let line_260 = line + 2;
        for (from, to, at, column, problem) in [
            ("250       1.0   1   2", "250       1.x   1   2", line, 10, TrfProblem::BadPoints("1.x".into())),
            ("250       1.0   1   2", "250       0.0   1   2", line, 10, TrfProblem::ZeroVirtualPoints),
            ("250       1.0   1   2", "250       1.0   0   2", line, 15, TrfProblem::RoundZero),
            ("250       1.0   1   2", "250       1.0   3   2", line, 19, TrfProblem::RoundsReversed),
            ("250       1.0   1   2", "250       1.0   a   2", line, 15, TrfProblem::RuleNotANumber("a".into())),
            (
                "250       1.0   1   2    1    6",
                "250       1.0   1   2    7    6",
                line,
                28,
                TrfProblem::PlayersReversed,
            ),
            ("250       1.0   1   2    1    6", "250       1.0   1   2    1", line, 27, TrfProblem::RuleTooShort),
            (
                "250       1.0   1   2    1    6",
                "250       1.0   1   2    1    6 x",
                line,
                33,
                TrfProblem::RuleTrailingText,
            ),
            (
                "250       1.0   1   2    1    6",
                "250       1.0   1   9    1    6",
                line,
                19,
                TrfProblem::RoundOutsideEvent { round: 9, rounds: 7 },
            ),
            (
                "250       1.0   1   2    1    6",
                "250       1.0   1   2    1   11",
                line,
                28,
                TrfProblem::UnknownPlayer(pn(11)),
            ),
            (
                "260   2   7    2   10",
                "260   2   8    2   10",
                line_260 + 1,
                9,
                TrfProblem::RoundOutsideEvent { round: 8, rounds: 7 },
            ),
            ("260   2   7    2   10", "260   2   7    2   12", line_260 + 1, 18, TrfProblem::UnknownPlayer(pn(12))),
            ("260   2   7    2   10", "260   2   7    2", line_260 + 1, 18, TrfProblem::TooFewProhibited),
            (
                "260   2   7    2   10",
                "260   2   7    2   1x",
                line_260 + 1,
                18,
                TrfProblem::RuleNotANumber("1x".into()),
            ),
            ("260   2   7    2   10", "XXP 2 x", line_260 + 1, 7, TrfProblem::BadForbiddenPairs),
            ("260   2   7    2   10", "XXP 2 13", line_260 + 1, 7, TrfProblem::UnknownPlayer(pn(13))),
            ("260   2   7    2   10", "XXP\t2\t 14", line_260 + 1, 8, TrfProblem::UnknownPlayer(pn(14))),
        ] {
            assert!(text.contains(from), "{from}");
            let e = parse(&text.replacen(from, to, 1)).unwrap_err().first().clone();
            assert_eq!((e.line, e.column, e.problem), (at, column, problem), "{to}");
        }
    }
}
