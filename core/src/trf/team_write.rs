//! The team records of TRF-2026 written from the model ([`Teams`]), at the
//! columns of the specification: 192 (the team system's code), 352 (board
//! colours), 362 (match points), 310 (teams, with the match points, game
//! points and rank of the rounds recorded), 320 (pairing-allocated byes),
//! 330 (forfeited matches), 240 (teams not paired) and 300 (line-ups with
//! a board left empty or out of roster order). [`team_trf`] makes
//! the whole file of a [`TeamEvent`]; [`super::teams`] reads it back equal.

use super::{EventHeader, Trf, event_trf, points_text};
use crate::standings::tiebreak::Edition;
use crate::standings::tiebreak::team::{TeamResults, TeamTieBreak, compute_teams};
use crate::text::printable;
use crate::tournament::team::Score;
use crate::tournament::team::{ForfeitedMatch, Team, TeamAbsence, TeamError, TeamEvent, TeamLineUp, TeamRound, Teams};
use crate::tournament::{ByeKind, Color, GameResult, PairingNumber, Points};

/// Why a team event cannot be written as TRF-2026 team records.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamWriteError {
    /// A team's rounds cannot be read from its players' boards.
    #[error("{0}")]
    Round(#[from] TeamError),
    /// A number or text wider than its columns.
    #[error("record {record}: {field} {value:?} does not fit in {width} columns")]
    TooWide {
        /// The record (`310`, `320`...).
        record: &'static str,
        /// The field, as the specification names it.
        field: &'static str,
        /// What was to be written.
        value: String,
        /// The field's width.
        width: usize,
    },
    /// Record 352 needs at least one board.
    #[error("record 352 needs at least one board")]
    NoBoards,
    /// Record 320 has one team per round.
    #[error("round {0} has two pairing-allocated byes")]
    TwoPabs(u32),
    /// Rounds start at 1.
    #[error("a team record names round 0")]
    RoundZero,
    /// Record 330 writes a forfeited match's result as `+-`, `-+` or `--`.
    #[error("a forfeited match is won by forfeit or double forfeited, not {0:?}")]
    NotAForfeit(GameResult),
    /// Record 240 writes a team's bye as `Z`, `H` or `F`.
    #[error("a team's bye is zero-point, half-point or full-point, not {0:?}")]
    NotATeamBye(ByeKind),
}

/// `text` right-aligned in `width` columns, or why it does not fit.
fn fit(record: &'static str, field: &'static str, text: String, width: usize) -> Result<String, TeamWriteError> {
    if text.chars().count() > width {
        return Err(TeamWriteError::TooWide { record, field, value: text, width });
    }
    Ok(format!("{text:>width$}"))
}

/// A round number in `width` columns (from 1).
fn round_field(record: &'static str, round: u32, width: usize) -> Result<String, TeamWriteError> {
    if round == 0 {
        return Err(TeamWriteError::RoundZero);
    }
    fit(record, "round", round.to_string(), width)
}

/// A team pairing number (TPN) in 3 columns.
fn tpn_field(record: &'static str, tpn: PairingNumber) -> Result<String, TeamWriteError> {
    fit(record, "team pairing number", tpn.to_string(), 3)
}

/// How record 310 ranks the teams and record 212 says so: the tie-break
/// list, led by the points, and the edition of C.07 it is computed by.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamRankOrder {
    /// The list, points first (`MPTS`, `GPTS`), as record 212 writes it.
    pub list: Vec<TeamTieBreak>,
    /// The edition of C.07 the values follow.
    pub edition: Edition,
}

impl TeamRankOrder {
    /// By the primary score, then the other: the order of a file that
    /// names no tie-break.
    pub fn by_scores(primary: Score, edition: Edition) -> TeamRankOrder {
        TeamRankOrder { list: vec![TeamTieBreak::points(primary), TeamTieBreak::points(primary.other())], edition }
    }

    /// Record 212: the codes separated by commas.
    fn record_212(&self) -> String {
        self.list.iter().map(ToString::to_string).collect::<Vec<_>>().join(",")
    }
}

/// Each team's match points, game points and rank after the rounds
/// recorded, in the order of [`Teams::teams`]: ranked by `order` (teams
/// equal on the whole list share a rank), as the team standings are.
pub fn team_standings(event: &TeamEvent, order: &TeamRankOrder) -> Result<Vec<(Points, Points, u32)>, TeamError> {
    Ok(standings_of(event, &event.history()?, order))
}

/// [`team_standings`] of the rounds `history` ([`TeamEvent::history`]).
fn standings_of(event: &TeamEvent, history: &[Vec<TeamRound>], order: &TeamRankOrder) -> Vec<(Points, Points, u32)> {
    let scores = TeamEvent::scores(history);
    let ranked = compute_teams(&TeamResults::new(event, history, order.edition), &order.list);
    scores.iter().zip(ranked).map(|(&(mp, gp), team)| (mp, gp, team.rank)).collect()
}

/// Record 310: TPN 5-7, name 9-40, nickname 42-46 (none), strength 48-53,
/// match points 55-60, game points 62-67, rank 69-71, then the roster's
/// players from column 74, every 5 columns.
pub fn record_310(team: &Team, (mp, gp, rank): (Points, Points, u32)) -> Result<String, TeamWriteError> {
    let name: String = printable(&team.name).trim().chars().take(32).collect();
    let mut value = format!(
        "{} {name:<32} {:5} {} {} {} {} ",
        tpn_field("310", team.tpn)?,
        "",
        fit("310", "strength", team.strength.to_string(), 6)?,
        fit("310", "match points", points_text(mp), 6)?,
        fit("310", "game points", points_text(gp), 6)?,
        fit("310", "rank", rank.to_string(), 3)?,
    );
    if team.roster.len() > super::MAX_ENTRIES {
        return Err(TeamWriteError::TooWide {
            record: "310",
            field: "roster",
            value: format!("{} players", team.roster.len()),
            width: super::MAX_ENTRIES,
        });
    }
    for player in &team.roster {
        value.push_str(&format!(" {}", fit("310", "player", player.to_string(), 4)?));
    }
    Ok(value)
}

/// Record 320: the PAB's match points 5-8 and game points 10-13, then the
/// team given it in round 1, 2... at 15-17, 19-21... (0 in a round without).
pub fn record_320(teams: &Teams) -> Result<String, TeamWriteError> {
    let mut by_round: Vec<Option<String>> = Vec::new();
    for &(round, tpn) in &teams.pab_teams {
        round_field("320", round, 3)?;
        let index = round as usize - 1;
        if by_round.len() <= index {
            by_round.resize(index + 1, None);
        }
        if by_round[index].replace(tpn_field("320", tpn)?).is_some() {
            return Err(TeamWriteError::TwoPabs(round));
        }
    }
    let mut value = format!(
        "{} {}",
        fit("320", "PAB match points", points_text(teams.pab.match_points), 4)?,
        fit("320", "PAB game points", points_text(teams.pab.game_points), 4)?
    );
    for tpn in by_round {
        value.push_str(&format!(" {}", tpn.as_deref().unwrap_or("  0")));
    }
    Ok(value)
}

/// Record 330: `+-`, `-+` or `--` at 5-6, round 8-10, the first-named
/// (white) team 12-14 and the other 16-18.
pub fn record_330(forfeit: &ForfeitedMatch) -> Result<String, TeamWriteError> {
    let kind = match forfeit.result {
        GameResult::WhiteWinsByForfeit => "+-",
        GameResult::BlackWinsByForfeit => "-+",
        GameResult::DoubleForfeit => "--",
        other => return Err(TeamWriteError::NotAForfeit(other)),
    };
    Ok(format!(
        "{kind} {} {} {}",
        round_field("330", forfeit.round, 3)?,
        tpn_field("330", forfeit.white)?,
        tpn_field("330", forfeit.black)?
    ))
}

/// Record 300: round 5-7, team 9-11, opponent 13-15, then the player on
/// each board from column 17 every 5 columns, `0000` for a board left empty.
pub fn record_300(line_up: &TeamLineUp) -> Result<String, TeamWriteError> {
    if line_up.players.len() > super::MAX_ENTRIES {
        let value = format!("{} boards", line_up.players.len());
        return Err(TeamWriteError::TooWide { record: "300", field: "players", value, width: super::MAX_ENTRIES });
    }
    let mut value = format!(
        "{} {} {}",
        round_field("300", line_up.round, 3)?,
        tpn_field("300", line_up.team)?,
        tpn_field("300", line_up.opponent)?
    );
    for player in &line_up.players {
        let id = player.map_or_else(|| "0000".to_string(), |p| p.to_string());
        value.push_str(&format!(" {}", fit("300", "player", id, 4)?));
    }
    Ok(value)
}

/// The letter of record 240 for a team's bye; a round robin's rest round
/// scores nothing and is written as the zero-point bye it amounts to.
fn bye_letter(kind: ByeKind) -> Result<char, TeamWriteError> {
    match kind {
        ByeKind::ZeroPoint | ByeKind::RestRound => Ok('Z'),
        ByeKind::HalfPoint => Ok('H'),
        ByeKind::FullPoint => Ok('F'),
        other => Err(TeamWriteError::NotATeamBye(other)),
    }
}

/// Records 240: the type at 5, the round at 7-9, the teams from column 11
/// every 5 columns; one record for each run of absences of one round and
/// kind, so that they read back in the order of [`Teams::absences`].
pub fn records_240(absences: &[TeamAbsence]) -> Result<Vec<String>, TeamWriteError> {
    let mut records = Vec::new();
    for run in absences.chunk_by(|a, b| (a.round, a.kind) == (b.round, b.kind)) {
        for part in run.chunks(super::MAX_ENTRIES) {
            let mut value = format!("{} {}", bye_letter(part[0].kind)?, round_field("240", part[0].round, 3)?);
            for a in part {
                value.push_str(&format!(" {:>4}", tpn_field("240", a.team)?));
            }
            records.push(value);
        }
    }
    Ok(records)
}

/// Record 352: the first-named team's colour on each board, `W` or `B`.
pub fn record_352(board_colours: &[Color]) -> Result<String, TeamWriteError> {
    if board_colours.is_empty() {
        return Err(TeamWriteError::NoBoards);
    }
    Ok(board_colours.iter().map(|c| c.fold_wb('W', 'B')).collect())
}

/// Record 362: `TW` at 5-6 and its value at 7-10, `TD` at 14-15 / 16-19,
/// `TL` at 23-24 / 25-28.
pub fn record_362(teams: &Teams) -> Result<String, TeamWriteError> {
    let s = &teams.scoring;
    let value = |p: Points| fit("362", "match points", points_text(p), 4);
    Ok(format!("TW{}   TD{}   TL{}", value(s.win)?, value(s.draw)?, value(s.loss)?))
}

/// The team records of an event, as `(code, value)` header records: 352,
/// 362, one 310 per team (its scores and rank by [`team_standings`] in
/// `order`),
/// 320, one 330 per forfeited match, the 240 records and the line-ups
/// of record 300 ([`TeamEvent::line_up_records`]).
pub fn team_records(event: &TeamEvent, order: &TeamRankOrder) -> Result<Vec<(String, String)>, TeamWriteError> {
    let teams = &event.teams;
    let history = event.history()?;
    let mut records = vec![("352", record_352(&teams.board_colours)?), ("362", record_362(teams)?)];
    for (team, standing) in teams.teams.iter().zip(standings_of(event, &history, order)) {
        records.push(("310", record_310(team, standing)?));
    }
    records.push(("320", record_320(teams)?));
    for forfeit in &teams.forfeited {
        records.push(("330", record_330(forfeit)?));
    }
    records.extend(records_240(&teams.absences)?.into_iter().map(|v| ("240", v)));
    for line_up in event.line_up_records(&history) {
        records.push(("300", record_300(&line_up)?));
    }
    Ok(records.into_iter().map(|(code, value)| (code.to_string(), value)).collect())
}

/// Puts a header record in code order.
fn insert_header(headers: &mut Vec<(String, String)>, code: &str, value: String) {
    let at = headers.iter().position(|(c, _)| c.as_str() > code).unwrap_or(headers.len());
    headers.insert(at, (code.into(), value));
}

/// The TRF of a team event: the header's records with the team system's
/// code as 192, the number of teams as 082 and the team tie-break list
/// `order` as 212 (a team file has no 202: its participants are the
/// teams), the team records ([`team_records`]) and the players. Read back,
/// it is the same event when the event is in the form files give (teams
/// in TPN order, PABs in round order, names without padding, the rounds
/// and initial colour set, its line-ups those
/// [`TeamEvent::line_up_records`] gives).
pub fn team_trf(header: &EventHeader, event: &TeamEvent, order: &TeamRankOrder) -> Result<Trf, TeamWriteError> {
    let header = EventHeader { kind_code: event.teams.system.trf_code(), tiebreaks: String::new(), ..header.clone() };
    let mut trf = event_trf(&header, &event.players);
    insert_header(&mut trf.headers, "082", event.teams.teams.len().to_string());
    insert_header(&mut trf.headers, "212", order.record_212());
    trf.headers.extend(team_records(event, order)?);
    Ok(trf)
}

#[cfg(test)]
mod tests {
    use super::super::{parse, write};
    use super::*;
    use crate::tournament::team::{ColourModel, MatchScoring, PabScore, Score, TeamSystem};
    use crate::tournament::{EventPlayer, RoundRecord, RoundResult};

    /// The order of a file that names no tie-break.
    fn by_scores(event: &TeamEvent) -> TeamRankOrder {
        TeamRankOrder::by_scores(event.teams.system.primary, Edition::C07of2026)
    }

    fn pn(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    fn game(opponent: u32, colour: Color, result: RoundResult) -> RoundRecord {
        RoundRecord { opponent: Some(pn(opponent)), colour: Some(colour), result }
    }

    /// Three teams of two boards (one reserve each), two rounds of three:
    /// round 1 team 1 beats team 2 (board 2 won by forfeit), team 3 has the
    /// PAB; round 2 team 3 wins against team 1 by forfeit (record 330),
    /// team 2 is absent (record 240).
    fn event() -> TeamEvent {
        use Color::{Black, White};
        use RoundResult::{ForfeitLoss, ForfeitWin, Loss, PairingAllocatedBye, Win};
        let u = RoundRecord { opponent: None, colour: None, result: PairingAllocatedBye };
        let z = RoundRecord::ABSENT;
        let rounds: Vec<Vec<RoundRecord>> = vec![
            vec![game(4, White, Win), game(7, Black, ForfeitLoss)],
            vec![game(5, Black, ForfeitWin), game(8, White, ForfeitLoss)],
            vec![z, z],
            vec![game(1, Black, Loss), z],
            vec![game(2, White, ForfeitLoss), z],
            vec![z, z],
            vec![u, game(1, White, ForfeitWin)],
            vec![u, game(2, Black, ForfeitWin)],
            vec![z, z],
        ];
        let mut players =
            crate::tournament::Event { total_rounds: Some(3), initial_colour: Some(White), ..Default::default() };
        for (i, rounds) in rounds.into_iter().enumerate() {
            let mut p = EventPlayer::new(PairingNumber::from_index(i));
            p.name = format!("Player {}", i + 1);
            p.rating = 2000 - 10 * i as u32;
            p.rounds = rounds;
            players.players.push(p);
        }
        let teams = (1..=3)
            .map(|t| Team {
                tpn: pn(t),
                name: format!("Team {t}"),
                strength: 2000 - 30 * t,
                roster: (1..=3).map(|b| pn(3 * (t - 1) + b)).collect(),
            })
            .collect();
        let scoring = MatchScoring { win: Points(30), draw: Points(10), loss: Points::ZERO };
        TeamEvent {
            players,
            teams: Teams {
                teams,
                system: TeamSystem { colours: ColourModel::TypeB, primary: Score::Game, secondary_for_colours: false },
                board_colours: vec![Color::White, Color::Black],
                scoring,
                pab: PabScore { match_points: Points(10), game_points: Points(10) },
                pab_teams: vec![(1, pn(3))],
                forfeited: vec![ForfeitedMatch {
                    round: 2,
                    white: pn(3),
                    black: pn(1),
                    result: GameResult::WhiteWinsByForfeit,
                }],
                absences: vec![TeamAbsence { round: 2, team: pn(2), kind: ByeKind::ZeroPoint }],
                line_ups: Vec::new(),
            },
        }
    }

    #[test]
    fn a_hand_made_team_event_reads_back_equal() {
        let event = event();
        event.history().expect("a consistent event");
        let header = EventHeader { name: "Hand made".into(), tiebreaks: "BH,SB".into(), ..EventHeader::default() };
        let text = write(&team_trf(&header, &event, &by_scores(&event)).unwrap());
        let read = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(read.team_event().unwrap(), Some(event), "{text}");
        assert_eq!(read.header("192"), Some("FIDE_TEAM_TYPEB_GP"));
        assert_eq!(read.header("082"), Some("3"));
        assert_eq!(read.header("212"), Some("GPTS,MPTS"), "the order of record 310, primary score first");
        assert_eq!(read.header("202"), None, "no individual tie-breaks in a team file");
    }

    /// The text of columns `from..=to` (1-based) of a record written as `code value`.
    fn columns(code: &str, value: &str, from: usize, to: usize) -> String {
        format!("{code} {value}").chars().skip(from - 1).take(to + 1 - from).collect()
    }

    #[test]
    fn every_record_at_the_columns_of_the_specification() {
        let event = event();
        let records = team_records(&event, &by_scores(&event)).unwrap();
        let of = |code: &str| -> Vec<&String> { records.iter().filter(|(c, _)| c == code).map(|(_, v)| v).collect() };
        assert_eq!(of("352"), ["WB"]);
        let r362 = of("362")[0];
        let at = |from, to| columns("362", r362, from, to);
        let fields = [at(5, 6), at(7, 10), at(14, 15), at(16, 19), at(23, 24), at(25, 28)];
        assert_eq!(fields, ["TW", " 3.0", "TD", " 1.0", "TL", " 0.0"]);
        // Team 3: the PAB (1.0 GP) and the forfeit win (2 boards), 1.0 + 3.0 MP.
        let r310 = of("310")[2];
        let at = |from, to| columns("310", r310, from, to);
        assert_eq!([at(5, 7), at(9, 40).trim_end().to_string(), at(48, 53)], ["  3", "Team 3", "  1910"]);
        assert_eq!([at(55, 60), at(62, 67), at(69, 71)], ["   4.0", "   3.0", "  1"]);
        assert_eq!([at(74, 77), at(79, 82), at(84, 87)], ["   7", "   8", "   9"]);
        let r320 = of("320")[0];
        let at = |from, to| columns("320", r320, from, to);
        assert_eq!([at(5, 8), at(10, 13), at(15, 17)], [" 1.0", " 1.0", "  3"]);
        let r330 = of("330")[0];
        let at = |from, to| columns("330", r330, from, to);
        assert_eq!([at(5, 6), at(8, 10), at(12, 14), at(16, 18)], ["+-", "  2", "  3", "  1"]);
        let r240 = of("240")[0];
        let at = |from, to| columns("240", r240, from, to);
        assert_eq!([at(5, 5), at(7, 9), at(11, 14)], ["Z", "  2", "   2"]);
    }

    #[test]
    fn what_the_records_cannot_say_is_refused() {
        let mut event = event();
        event.teams.pab_teams.push((1, pn(2)));
        assert_eq!(record_320(&event.teams), Err(TeamWriteError::TwoPabs(1)));
        event.teams.teams[0].tpn = pn(1000);
        let e = record_310(&event.teams.teams[0], (Points::ZERO, Points::ZERO, 1)).unwrap_err();
        assert!(matches!(e, TeamWriteError::TooWide { record: "310", width: 3, .. }), "{e}");
        assert_eq!(record_352(&[]), Err(TeamWriteError::NoBoards));
        let absence = TeamAbsence { round: 1, team: pn(1), kind: ByeKind::PairingAllocated };
        assert_eq!(records_240(&[absence]), Err(TeamWriteError::NotATeamBye(ByeKind::PairingAllocated)));
    }

    #[test]
    fn a_round_robin_rest_is_written_as_a_zero_point_bye() {
        let rest = TeamAbsence { round: 3, team: pn(5), kind: ByeKind::RestRound };
        // Type at column 5, round at 7-9, the team at 11-14 of `240 ...`.
        assert_eq!(records_240(&[rest]).unwrap(), vec!["Z   3    5".to_string()]);
    }

    #[test]
    fn match_points_of_ten_or_more_read_back() {
        let mut event = event();
        event.teams.scoring.win = Points(100);
        let text = write(&team_trf(&EventHeader::default(), &event, &by_scores(&event)).unwrap());
        let read = parse(&text).unwrap().team_event().unwrap().unwrap();
        assert_eq!(read.teams.scoring.win, Points(100));
    }

    #[test]
    fn events_with_boards_left_empty_read_back_equal_with_their_line_ups() {
        use crate::tournament::team::fixtures;
        for mut event in [fixtures::one_board_empty(), fixtures::top_board_empty(), fixtures::team_not_fielded()] {
            event.teams.line_ups = event.line_up_records(&event.history().unwrap());
            let text = write(&team_trf(&EventHeader::default(), &event, &by_scores(&event)).unwrap());
            let read = parse(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(read.team_event().unwrap(), Some(event), "{text}");
        }
    }

    #[test]
    fn record_300_at_the_columns_of_the_specification() {
        let event = crate::tournament::team::fixtures::top_board_empty();
        let records = team_records(&event, &by_scores(&event)).unwrap();
        let lines: Vec<&String> = records.iter().filter(|(c, _)| c == "300").map(|(_, v)| v).collect();
        assert_eq!(lines.len(), 2, "both teams of the match");
        let at = |from, to| columns("300", lines[1], from, to);
        assert_eq!([at(5, 7), at(9, 11), at(13, 15), at(17, 20), at(22, 25)], ["  1", "  2", "  1", "0000", "   4"]);
        // The player present on the board left empty: `0000 w +`.
        let text = write(&team_trf(&EventHeader::default(), &event, &by_scores(&event)).unwrap());
        let player_1 = text.lines().find(|l| l.starts_with("001    1")).unwrap();
        assert_eq!(&player_1[91..99], "0000 w +", "{player_1}");
    }
}
