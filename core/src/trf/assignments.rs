//! Record 299 of TRF-2026, abnormal point assignments: points added to or
//! taken from players' scores (type blank: a penalty or a bonus), or a kind
//! of result worth other points than record 162 says for some players and
//! rounds (type `W D L F H Z + -`). Either is read into the event's
//! [`PointAdjustment`]s; the app writes its own adjustments as penalties and
//! bonuses, one record per round and amount.
//!
//! `299 T  MMMM  GGGG  RRR PPPP PPPP ...`: the type at column 5, match
//! points at 8-11 (a team event's; blank for individuals), the points at
//! 14-17, the round at 20-22 (blank or `000`: every round) and pairing
//! numbers from column 24, five columns each (none: every player).

use super::MAX_ENTRIES;
use super::error::{TrfError, TrfProblem, err};
use super::points_text;
use super::rules::{RuleSource, field, nothing_after, player, points, whole};
use crate::tournament::{Event, PairingNumber, PointAdjustment, Points, RoundResult};

/// One record 299 as written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Assignment {
    /// The kind of result whose value it sets (`W D L F H Z + -`), or `None`
    /// for points added or taken away.
    kind: Option<char>,
    /// The points: the result's value, or the points added (negative: taken).
    points: Points,
    /// The round it holds in; `None` for every round.
    round: Option<u32>,
    /// The players it names; empty for every player.
    players: Vec<PairingNumber>,
}

/// Reads record 299 on line `n`.
pub(super) fn read_299(line: &[char], n: usize) -> Result<(Assignment, RuleSource), TrfError> {
    let kind = match line.get(4).copied().unwrap_or(' ') {
        ' ' => None,
        c if "WDLFHZ+-".contains(c.to_ascii_uppercase()) => Some(c.to_ascii_uppercase()),
        c => return Err(err(n, 5, TrfProblem::BadAssignmentType(c))),
    };
    // The match points are a team event's: read only to refuse what is not points.
    points(line, n, 8, 11)?;
    let Some(assigned) = points(line, n, 14, 17)? else {
        return Err(err(n, 14, TrfProblem::BadPoints(String::new())));
    };
    let round = match field(line, 20, 22).is_empty() {
        true => None,
        false => Some(whole(line, n, 20, 22)?).filter(|&r| r > 0),
    };
    let mut players = Vec::new();
    let mut column = 24;
    while line.len() >= column + 3 {
        players.push((player(line, n, column)?, column));
        column += 5;
    }
    nothing_after(line, n, column)?;
    let source = RuleSource { line: n, last_round: round.map(|r| (r, 20)), players: players.clone() };
    let players = players.into_iter().map(|(p, _)| p).collect();
    Ok((Assignment { kind, points: assigned, round, players }, source))
}

/// Whether a result is of the kind a record 299 names.
fn of_kind(kind: char, result: RoundResult) -> bool {
    matches!(
        (kind, result),
        ('W', RoundResult::Win | RoundResult::UnratedWin)
            | ('D', RoundResult::Draw | RoundResult::UnratedDraw)
            | ('L', RoundResult::Loss | RoundResult::UnratedLoss)
            | ('F', RoundResult::FullPointBye)
            | ('H', RoundResult::HalfPointBye)
            | ('Z', RoundResult::ZeroPointBye | RoundResult::NotPaired)
            | ('+', RoundResult::ForfeitWin)
            | ('-', RoundResult::ForfeitLoss)
    )
}

/// Adds the adjustments the records 299 of a file make to its event, once
/// every player's rounds are read. A penalty or bonus for every round is
/// counted once, in round 1; a result's other value is the difference from
/// the value record 162 gives it, in each round it was scored.
pub(super) fn assign(event: &mut Event, assignments: &[Assignment]) {
    let mut adjustments = Vec::new();
    for a in assignments {
        let named = |p: PairingNumber| a.players.is_empty() || a.players.contains(&p);
        for p in event.players.iter().filter(|p| named(p.start_no)) {
            let Some(kind) = a.kind else {
                let round = a.round.unwrap_or(1);
                adjustments.push(PointAdjustment { player: p.start_no, round, points: a.points });
                continue;
            };
            for (record, round) in p.rounds.iter().zip(1u32..) {
                let usual = event.scoring.of_round(record.result);
                if a.round.is_none_or(|r| r == round) && of_kind(kind, record.result) && usual != a.points {
                    let points = Points(a.points.0 - usual.0);
                    adjustments.push(PointAdjustment { player: p.start_no, round, points });
                }
            }
        }
    }
    event.point_adjustments.extend(adjustments);
}

/// The records 299 (values after `299 `) of an event's adjustments: one per
/// round and amount, naming its players (at most [`MAX_ENTRIES`] a record).
pub(super) fn records_299(adjustments: &[PointAdjustment]) -> Vec<String> {
    let mut sorted = adjustments.to_vec();
    sorted.sort_by_key(|a| (a.round, a.points, a.player));
    let mut records = Vec::new();
    for run in sorted.chunk_by(|a, b| (a.round, a.points) == (b.round, b.points)) {
        for part in run.chunks(MAX_ENTRIES) {
            let players: String = part.iter().map(|a| format!(" {:>4}", a.player.get())).collect();
            records.push(format!("{:9}{:>4}  {:>3}{players}", "", points_text(run[0].points), run[0].round));
        }
    }
    records
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trf::{parse, write};

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn a_penalty_is_written_in_the_columns_of_the_record() {
        let penalty = |player, round, tenths| PointAdjustment {
            player: PairingNumber::new(player),
            round,
            points: Points(tenths),
        };
        let records = records_299(&[penalty(12, 3, -5), penalty(4, 3, -5), penalty(7, 1, 10)]);
        assert_eq!(records, ["          1.0    1    7", "         -0.5    3    4   12"]);
        let line = chars(&format!("299 {}", records[1]));
        assert_eq!(line[4], ' ', "type at column 5: blank, a penalty or bonus");
        assert_eq!(field(&line, 14, 17), "-0.5");
        assert_eq!(field(&line, 20, 22), "3");
        assert_eq!((field(&line, 24, 27), field(&line, 29, 32)), ("4".to_string(), "12".to_string()));
        let (read, _) = read_299(&line, 1).unwrap();
        let players = vec![PairingNumber::new(4), PairingNumber::new(12)];
        assert_eq!(read, Assignment { kind: None, points: Points(-5), round: Some(3), players });
    }

    /// A record 299 line: type, points, round and players in their columns.
    fn record(kind: char, points: &str, round: &str, players: &str) -> String {
        format!("299 {kind}{:8}{points:>4}  {round:>3}{players}", "")
    }

    #[test]
    fn a_bad_type_or_missing_points_are_refused_with_their_column() {
        let problem = |s: String| read_299(&chars(&s), 9).map(|_| ()).unwrap_err().column;
        assert_eq!(problem(record('Q', "1.0", "1", "    1")), 5);
        assert_eq!(problem(record(' ', "", "1", "    1")), 14);
        assert_eq!(problem(record(' ', "x.0", "1", "    1")), 14);
        assert_eq!(problem(record(' ', "1.0", "1", "    1 ab")), 29);
        let every = read_299(&chars(&record('+', "2.0", "000", "")), 9).unwrap().0;
        assert_eq!((every.kind, every.round, every.players), (Some('+'), None, Vec::new()));
    }

    /// A player record: pairing number, name, points (columns 81-84), round blocks.
    fn player_record(no: u32, name: &str, points: &str, blocks: &str) -> String {
        format!("001 {no:>4}      {name:<33}{points:>37}     {blocks}\r\n")
    }

    /// Three players, two rounds: 1-2 ½-½ and 3 a half-point bye, then
    /// 1-3 1-0 and 2 a half-point bye; `points` as written for each.
    fn file(records: &str, points: [&str; 3]) -> String {
        let players = [
            player_record(1, "Alpha", points[0], "     2 w =     3 w 1"),
            player_record(2, "Bravo", points[1], "     1 b =  0000 - H"),
            player_record(3, "Charlie", points[2], "  0000 - H     1 b 0"),
        ];
        format!("012 Adjusted\r\n{records}{}", players.concat())
    }

    #[test]
    fn a_file_penalty_counts_in_the_points_and_a_typed_record_sets_a_value() {
        let usual = parse(&file("", ["1.5", "1.0", "0.5"])).unwrap();
        assert!(usual.event.point_adjustments.is_empty());
        // Player 1 loses half a point in round 2; player 3's half-point
        // bye of round 1 is worth nothing.
        let records = format!("{}\r\n{}\r\n", record(' ', "-0.5", "2", "    1"), record('H', "0.0", "1", "    3"));
        let mut trf = parse(&file(&records, ["1.0", "1.0", "0.0"])).unwrap();
        let player = |no: u32| trf.event.player(PairingNumber::new(no)).unwrap();
        let score = |no: u32| trf.event.score(player(no));
        assert_eq!((score(1), score(2), score(3)), (Points(10), Points(10), Points::ZERO));
        assert_eq!(trf.event.score_after(player(1), 1), Points(5), "the penalty counts from its round on");
        trf.check_points().expect("the points written include the adjustments");
        assert_eq!(parse(&write(&trf)).unwrap(), trf);
        // Without the records, the same points are wrong.
        let mut bare = parse(&file("", ["1.0", "1.0", "0.0"])).unwrap();
        assert!(bare.check_points().is_err());
    }

    #[test]
    fn trf16_leaves_the_adjustments_out_and_writes_the_points_of_the_results() {
        let records = format!("{}\r\n", record(' ', "-0.5", "2", "    1"));
        let trf = parse(&file(&records, ["1.0", "1.0", "0.5"])).unwrap();
        let text = write(&crate::trf::as_trf16(trf));
        assert!(!text.lines().any(|l| l.starts_with("299")), "{text}");
        let mut back = parse(&text).unwrap();
        assert!(back.event.point_adjustments.is_empty());
        back.check_points().expect("the points written are the results'");
        let first = back.event.player(PairingNumber::new(1)).unwrap();
        assert_eq!(back.points_written(first), Some(Points(15)), "{text}");
    }

    #[test]
    fn a_penalty_of_a_player_not_in_the_file_is_refused() {
        let penalty = format!("{}\r\n", record(' ', "-0.5", "2", "    9"));
        let problems = parse(&file(&penalty, ["1.5", "1.0", "0.5"])).unwrap_err();
        assert_eq!((problems.first().line, problems.first().column), (2, 24));
    }
}
