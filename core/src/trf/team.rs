//! The team records of TRF-2026, read with line-and-column errors: 310
//! (team), 320 (pairing-allocated byes), 330 (forfeited matches), 240
//! (teams not paired), 300 (line-ups), 352 (board colours), 362 (match points) and the
//! team codes of 192. [`super::parse`] keeps them among the headers, as
//! written; [`teams`] reads them into the team part of the event.

use super::Trf;
use super::conventions::{self, Adjustment, Adjustments};
use super::error::cols;
use crate::text::excerpt;
use crate::tournament::team::{
    ForfeitedMatch, PabScore, Team, TeamAbsence, TeamError, TeamEvent, TeamLineUp, TeamSystem, Teams,
};
use crate::tournament::{ByeKind, Color, Event, GameResult, PairingNumber, Points, RoundRecord, RoundResult};
use std::collections::HashMap;

/// The most teams, players on a roster, boards and rounds a record may list.
pub const MAX_ENTRIES: usize = 999;

/// A problem in a team record, with where it is (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct TeamRecordError {
    /// 1-based line (0 for a file made here).
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub problem: TeamRecordProblem,
}

/// What is wrong in a team record.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamRecordProblem {
    /// A field that must be a whole number.
    #[error("a whole number was expected, found {0:?}")]
    NotANumber(String),
    /// A field that must be points (`2.0`).
    #[error("points must be like 11.5, found {0:?}")]
    BadPoints(String),
    /// Team pairing number 0.
    #[error("team pairing numbers start at 1")]
    TpnZero,
    /// Round 0.
    #[error("rounds start at 1")]
    RoundZero,
    /// A record lists more entries than [`MAX_ENTRIES`].
    #[error("more than {0} entries")]
    TooManyEntries(usize),
    /// Record 330's type is not `+-`, `-+` or `--`.
    #[error("a forfeited match is +-, -+ or --, found {0:?}")]
    BadForfeit(String),
    /// Record 240's type is not `F`, `H` or `Z`.
    #[error("a team's bye is F, H or Z, found {0:?}")]
    BadBye(char),
    /// Record 352 holds something other than `W` and `B`.
    #[error("board colours are W or B, found {0:?}")]
    BadBoardColour(char),
    /// Record 352 names no board.
    #[error("record 352 names no board")]
    NoBoards,
    /// Record 362 does not alternate symbols and values.
    #[error("362 needs symbol and value pairs")]
    PointPairs,
    /// Record 362 names a symbol other than `TW`, `TD`, `TL`.
    #[error("unknown 362 symbol {0:?}")]
    UnknownSymbol(String),
    /// Two team records with one pairing number.
    #[error("team {0} is also on line {1}")]
    DuplicateTeam(PairingNumber, usize),
    /// A record names a team no 310 record has.
    #[error("no team has pairing number {0}")]
    UnknownTeam(PairingNumber),
    /// A roster names a player no 001 record has.
    #[error("no player has starting rank {0}")]
    UnknownPlayer(PairingNumber),
    /// A player on two rosters.
    #[error("player {0} is on two teams")]
    PlayerOnTwoTeams(PairingNumber),
    /// A line-up (record 300) seats more players than a match has boards.
    #[error("the line-up seats {found} boards, a match has {boards}")]
    TooManyBoards {
        /// Boards the line-up lists.
        found: usize,
        /// Boards of a match (record 352).
        boards: usize,
    },
    /// A line-up (record 300) seats a player not on the team's roster.
    #[error("player {player} is not on team {team}'s roster")]
    NotOnRoster {
        /// The player.
        player: PairingNumber,
        /// The team whose line-up it is.
        team: PairingNumber,
    },
    /// A line-up (record 300) seats a player twice.
    #[error("player {0} is seated twice")]
    SeatedTwice(PairingNumber),
    /// Two line-ups (record 300) of one team in one round.
    #[error("team {team} has another line-up for round {round} on line {line}")]
    DuplicateLineUp {
        /// The team.
        team: PairingNumber,
        /// The round.
        round: u32,
        /// The line of the first one.
        line: usize,
    },
    /// A team's round cannot be read from its players' boards.
    #[error("{0}")]
    Round(TeamError),
}

fn err(line: usize, column: usize, problem: TeamRecordProblem) -> TeamRecordError {
    TeamRecordError { line, column, problem }
}

/// The trimmed text of columns `from..=to`.
fn field(line: &[char], from: usize, to: usize) -> String {
    cols(line, from, to).trim().to_string()
}

/// A whole number in columns `from..=to`; blank is `None`.
fn whole(line: &[char], n: usize, from: usize, to: usize) -> Result<Option<u32>, TeamRecordError> {
    let text = field(line, from, to);
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(|_| err(n, from, TeamRecordProblem::NotANumber(excerpt(&text))))
}

/// A whole number that must be there.
fn required(line: &[char], n: usize, from: usize, to: usize) -> Result<u32, TeamRecordError> {
    whole(line, n, from, to)?.ok_or_else(|| err(n, from, TeamRecordProblem::NotANumber(String::new())))
}

/// A round number (from 1).
fn round(line: &[char], n: usize, from: usize, to: usize) -> Result<u32, TeamRecordError> {
    match required(line, n, from, to)? {
        0 => Err(err(n, from, TeamRecordProblem::RoundZero)),
        r => Ok(r),
    }
}

/// Points in columns `from..=to`; blank is `None`.
fn points(line: &[char], n: usize, from: usize, to: usize) -> Result<Option<Points>, TeamRecordError> {
    let text = field(line, from, to);
    if text.is_empty() {
        return Ok(None);
    }
    text.parse().map(Some).map_err(|_| err(n, from, TeamRecordProblem::BadPoints(excerpt(&text))))
}

/// The numbers of fields `width` wide every `step` columns from `start`,
/// up to the end of the line: at most [`MAX_ENTRIES`], blanks skipped.
fn list(
    line: &[char],
    n: usize,
    start: usize,
    width: usize,
    step: usize,
) -> Result<Vec<(u32, usize)>, TeamRecordError> {
    let mut out = Vec::new();
    let mut column = start;
    while column <= line.len() {
        if let Some(v) = whole(line, n, column, column + width - 1)? {
            if out.len() == MAX_ENTRIES {
                return Err(err(n, column, TeamRecordProblem::TooManyEntries(MAX_ENTRIES)));
            }
            out.push((v, column));
        }
        column += step;
    }
    Ok(out)
}

/// A team record as read, with where its numbers were.
struct TeamLine {
    team: Team,
    line: usize,
    roster_columns: Vec<usize>,
}

/// The strength of a team record (310, columns 48-53): none when blank,
/// a whole number, or with decimals rounded ([`conventions::strength`]),
/// with the adjustment made.
pub(super) fn strength_310(line: &[char], n: usize) -> Result<Option<(u32, Option<Adjustment>)>, TeamRecordError> {
    let text = field(line, 48, 53);
    if text.is_empty() {
        return Ok(None);
    }
    conventions::strength(&text).map(Some).ok_or_else(|| err(n, 48, TeamRecordProblem::NotANumber(excerpt(&text))))
}

/// Record 310: TPN 5-7, name 9-40, strength 48-53, player ids from 74 every 5 columns.
fn record_310(line: &[char], n: usize) -> Result<TeamLine, TeamRecordError> {
    let tpn = required(line, n, 5, 7)?;
    if tpn == 0 {
        return Err(err(n, 5, TeamRecordProblem::TpnZero));
    }
    let strength = strength_310(line, n)?.map(|(s, _)| s);
    points(line, n, 55, 60)?;
    points(line, n, 62, 67)?;
    whole(line, n, 69, 71)?;
    let ids = list(line, n, 74, 4, 5)?;
    Ok(TeamLine {
        team: Team {
            tpn: PairingNumber::new(tpn),
            name: field(line, 9, 40),
            strength: strength.unwrap_or(0),
            roster: ids.iter().map(|&(p, _)| PairingNumber::new(p)).collect(),
        },
        line: n,
        roster_columns: ids.iter().map(|&(_, c)| c).collect(),
    })
}

/// Record 362: `TW 2.0   TD 1.0   TL 0.0`, symbol and value pairs.
fn record_362(value: &str, n: usize, teams: &mut Teams) -> Result<(), TeamRecordError> {
    // A value of 10.0 or more fills its four columns and meets its symbol (`TW10.0`).
    let tokens: Vec<&str> = value.split_whitespace().flat_map(symbol_and_value).collect();
    for pair in tokens.chunks(2) {
        let [symbol, v] = pair else { return Err(err(n, 5, TeamRecordProblem::PointPairs)) };
        let p: Points = v.parse().map_err(|_| err(n, 5, TeamRecordProblem::BadPoints(excerpt(v))))?;
        match symbol.to_ascii_uppercase().as_str() {
            "TW" => teams.scoring.win = p,
            "TD" => teams.scoring.draw = p,
            "TL" => teams.scoring.loss = p,
            s => return Err(err(n, 5, TeamRecordProblem::UnknownSymbol(excerpt(s)))),
        }
    }
    Ok(())
}

/// A token of record 362 as its symbol and value when the two touch (`TW10.0`).
fn symbol_and_value(token: &str) -> Vec<&str> {
    match token.find(|c: char| !c.is_ascii_alphabetic()) {
        Some(i) if i > 0 => vec![&token[..i], &token[i..]],
        _ => vec![token],
    }
}

/// Record 352: one `W` or `B` per board.
fn record_352(line: &[char], n: usize) -> Result<Vec<Color>, TeamRecordError> {
    let mut colours = Vec::new();
    for (i, &c) in line.iter().enumerate().skip(4) {
        let colour = match c.to_ascii_uppercase() {
            'W' => Color::White,
            'B' => Color::Black,
            c if c.is_whitespace() => continue,
            c => return Err(err(n, i + 1, TeamRecordProblem::BadBoardColour(c))),
        };
        if colours.len() == MAX_ENTRIES {
            return Err(err(n, i + 1, TeamRecordProblem::TooManyEntries(MAX_ENTRIES)));
        }
        colours.push(colour);
    }
    if colours.is_empty() {
        return Err(err(n, 5, TeamRecordProblem::NoBoards));
    }
    Ok(colours)
}

/// Record 300 as read, checked once the boards (352) and rosters are known.
struct LineUpLine {
    line_up: TeamLineUp,
    line: usize,
    columns: Vec<usize>,
}

/// Record 300: round 5-7, team 9-11, opponent 13-15, then the player on
/// each board from column 17 every 5 columns (`0000`: a board left empty).
fn record_300(line: &[char], n: usize, teams: &HashMap<PairingNumber, usize>) -> Result<LineUpLine, TeamRecordError> {
    let round = round(line, n, 5, 7)?;
    let team = known(required(line, n, 9, 11)?, n, 9, teams)?;
    let opponent = known(required(line, n, 13, 15)?, n, 13, teams)?;
    let end = line.iter().rposition(|c| !c.is_whitespace()).map_or(0, |i| i + 1);
    let (mut players, mut columns) = (Vec::new(), Vec::new());
    let mut column = 17;
    while column <= end {
        if players.len() == MAX_ENTRIES {
            return Err(err(n, column, TeamRecordProblem::TooManyEntries(MAX_ENTRIES)));
        }
        let id = required(line, n, column, column + 3)?;
        players.push((id != 0).then(|| PairingNumber::new(id)));
        columns.push(column);
        column += 5;
    }
    Ok(LineUpLine { line_up: TeamLineUp { round, team, opponent, players }, line: n, columns })
}

/// A line-up's players checked: no more than `boards`, each once and on
/// the team's roster.
fn check_line_up(
    l: &LineUpLine,
    boards: usize,
    rosters: &HashMap<PairingNumber, &[PairingNumber]>,
) -> Result<(), TeamRecordError> {
    let players = &l.line_up.players;
    if players.len() > boards {
        let column = l.columns.get(boards).copied().unwrap_or(17);
        return Err(err(l.line, column, TeamRecordProblem::TooManyBoards { found: players.len(), boards }));
    }
    let roster = rosters.get(&l.line_up.team).copied().unwrap_or_default();
    for (k, (&player, &column)) in players.iter().zip(&l.columns).enumerate() {
        let Some(player) = player else { continue };
        if !roster.contains(&player) {
            return Err(err(l.line, column, TeamRecordProblem::NotOnRoster { player, team: l.line_up.team }));
        }
        if players[..k].contains(&Some(player)) {
            return Err(err(l.line, column, TeamRecordProblem::SeatedTwice(player)));
        }
    }
    Ok(())
}

/// A team named by a record, checked against the 310 records.
fn known(
    tpn: u32,
    n: usize,
    column: usize,
    lines: &HashMap<PairingNumber, usize>,
) -> Result<PairingNumber, TeamRecordError> {
    let tpn = PairingNumber::new(tpn);
    if lines.contains_key(&tpn) { Ok(tpn) } else { Err(err(n, column, TeamRecordProblem::UnknownTeam(tpn))) }
}

/// The team part of the event a file records, if it has team records
/// (310): the teams, the records only teams have, and the system record
/// 192 names. Each team's rounds must be readable from its players'
/// boards ([`TeamEvent::history`]).
pub fn teams(trf: &Trf) -> Result<Option<Teams>, TeamRecordError> {
    Ok(team_event(trf)?.map(|(event, _)| event.teams))
}

/// The ranks the team records (310, columns 69-71) write, by team pairing
/// number; teams with a blank rank are left out, as are records that
/// cannot be read (reading the team event names those).
pub fn team_ranks(trf: &Trf) -> Vec<(PairingNumber, u32)> {
    trf.headers
        .iter()
        .filter(|(code, _)| code == "310")
        .filter_map(|(code, value)| {
            let line: Vec<char> = format!("{code} {value}").chars().collect();
            let tpn = whole(&line, 0, 5, 7).ok()??;
            let rank = whole(&line, 0, 69, 71).ok()??;
            Some((PairingNumber::new(tpn), rank))
        })
        .collect()
}

/// The team event a file records, if it has team records (310): its
/// players as the team records read their boards, its teams
/// ([`teams`]), and how often a convention of other programs was met in
/// the team records ([`Adjustment::SeatedOffRoster`],
/// [`Adjustment::EmptyBoardWithoutColour`]).
pub(super) fn team_event(trf: &Trf) -> Result<Option<(TeamEvent, Adjustments)>, TeamRecordError> {
    let mut adjustments = Adjustments::new();
    let lines = |i: usize| trf.header_lines.get(i).copied().unwrap_or(0);
    let mut teams = Teams::default();
    let mut team_lines: Vec<TeamLine> = Vec::new();
    let mut at: HashMap<PairingNumber, usize> = HashMap::new();
    for (i, (code, value)) in trf.headers.iter().enumerate() {
        if code != "310" {
            continue;
        }
        let n = lines(i);
        let line: Vec<char> = format!("{code} {value}").chars().collect();
        let t = record_310(&line, n)?;
        if let Some(first) = at.insert(t.team.tpn, n) {
            return Err(err(n, 5, TeamRecordProblem::DuplicateTeam(t.team.tpn, first)));
        }
        team_lines.push(t);
    }
    if team_lines.is_empty() {
        return Ok(None);
    }
    let mut pab_points: Option<PabScore> = None;
    let mut line_ups: Vec<LineUpLine> = Vec::new();
    for (i, (code, value)) in trf.headers.iter().enumerate() {
        let n = lines(i);
        let line: Vec<char> = format!("{code} {value}").chars().collect();
        match code.as_str() {
            "352" => teams.board_colours = record_352(&line, n)?,
            "362" => record_362(value, n, &mut teams)?,
            "320" => {
                let (mp, gp) = (points(&line, n, 5, 8)?, points(&line, n, 10, 13)?);
                pab_points =
                    Some(PabScore { match_points: mp.unwrap_or(Points(10)), game_points: gp.unwrap_or(Points::ZERO) });
                // Round r's team is at columns 15 + 4(r - 1): a round without a PAB is left blank.
                for (tpn, column) in list(&line, n, 15, 3, 4)? {
                    if tpn != 0 {
                        let round = ((column - 15) / 4 + 1) as u32;
                        teams.pab_teams.push((round, known(tpn, n, column, &at)?));
                    }
                }
            }
            "330" => {
                let kind = field(&line, 5, 6);
                let result = match kind.as_str() {
                    "+-" => GameResult::WhiteWinsByForfeit,
                    "-+" => GameResult::BlackWinsByForfeit,
                    "--" => GameResult::DoubleForfeit,
                    _ => return Err(err(n, 5, TeamRecordProblem::BadForfeit(excerpt(&kind)))),
                };
                let round = round(&line, n, 8, 10)?;
                let white = known(required(&line, n, 12, 14)?, n, 12, &at)?;
                let black = known(required(&line, n, 16, 18)?, n, 16, &at)?;
                teams.forfeited.push(ForfeitedMatch { round, white, black, result });
            }
            "300" => {
                let l = record_300(&line, n, &at)?;
                let key = (l.line_up.round, l.line_up.team);
                if let Some(first) = line_ups.iter().find(|m| (m.line_up.round, m.line_up.team) == key) {
                    let (round, team, line) = (key.0, key.1, first.line);
                    return Err(err(n, 5, TeamRecordProblem::DuplicateLineUp { team, round, line }));
                }
                line_ups.push(l);
            }
            "240" => {
                let kind = match line.get(4).copied().unwrap_or(' ').to_ascii_uppercase() {
                    'Z' => ByeKind::ZeroPoint,
                    'H' => ByeKind::HalfPoint,
                    'F' => ByeKind::FullPoint,
                    c => return Err(err(n, 5, TeamRecordProblem::BadBye(c))),
                };
                let round = round(&line, n, 7, 9)?;
                for (tpn, column) in list(&line, n, 11, 4, 5)? {
                    let team = known(tpn, n, column, &at)?;
                    teams.absences.push(TeamAbsence { round, team, kind });
                }
            }
            _ => {}
        }
    }
    teams.pab = pab_points.unwrap_or_else(|| PabScore::drawn_match(&teams.scoring, teams.boards()));
    let seated_off_roster = seat_off_roster(&mut team_lines, &line_ups, &trf.event);
    if seated_off_roster > 0 {
        adjustments.insert(Adjustment::SeatedOffRoster, seated_off_roster);
    }
    let mut on_team: HashMap<PairingNumber, PairingNumber> = HashMap::new();
    for t in &team_lines {
        for (&p, &column) in t.team.roster.iter().zip(&t.roster_columns) {
            if trf.event.player(p).is_none() {
                return Err(err(t.line, column, TeamRecordProblem::UnknownPlayer(p)));
            }
            if on_team.insert(p, t.team.tpn).is_some() {
                return Err(err(t.line, column, TeamRecordProblem::PlayerOnTwoTeams(p)));
            }
        }
    }
    let rosters: HashMap<PairingNumber, &[PairingNumber]> =
        team_lines.iter().map(|t| (t.team.tpn, &t.team.roster[..])).collect();
    for l in &line_ups {
        check_line_up(l, teams.boards(), &rosters)?;
    }
    teams.line_ups = line_ups.into_iter().map(|l| l.line_up).collect();
    teams.line_ups.sort_by_key(|l| (l.round, l.team));
    teams.system = trf.header("192").and_then(TeamSystem::from_trf_code).unwrap_or_default();
    let line_of: HashMap<PairingNumber, usize> = team_lines.iter().map(|t| (t.team.tpn, t.line)).collect();
    teams.teams = team_lines.into_iter().map(|t| t.team).collect();
    teams.teams.sort_by_key(|t| t.tpn);
    let mut event = TeamEvent { players: trf.event.clone(), teams };
    let empty_boards = empty_board_wins(&mut event);
    if empty_boards > 0 {
        adjustments.insert(Adjustment::EmptyBoardWithoutColour, empty_boards);
    }
    event.history().map_err(|e| err(line_of.get(&e.team).copied().unwrap_or(0), 1, TeamRecordProblem::Round(e)))?;
    Ok(Some((event, adjustments)))
}

/// Adds each player a line-up (record 300) seats who is on no team's
/// roster (record 310) but has a player record to the roster of the team
/// that seats the player first, as Sharly Chess writes a player added to
/// a team during the event; how many were added.
fn seat_off_roster(team_lines: &mut [TeamLine], line_ups: &[LineUpLine], event: &Event) -> usize {
    let mut added = 0;
    for l in line_ups {
        for &player in l.line_up.players.iter().flatten() {
            let on_a_roster = team_lines.iter().any(|t| t.team.roster.contains(&player));
            let Some(t) = team_lines.iter_mut().find(|t| t.team.tpn == l.line_up.team) else { continue };
            if !on_a_roster && event.player(player).is_some() {
                t.team.roster.push(player);
                // The roster's columns name where its players were read; this one was read from the line-up.
                t.roster_columns.push(1);
                added += 1;
            }
        }
    }
    added
}

/// Whether a player's round has no opponent and no colour and scores as
/// a bye (`0000 - +` as the FIDE TEC's own TRF-2026 sample writes a board
/// the other team left empty, `0000 - U` as Sharly Chess does).
fn bye_without_colour(event: &Event, player: PairingNumber, round: u32) -> bool {
    let entry = event.player(player).and_then(|p| p.rounds.get(round as usize - 1));
    entry.is_some_and(|e| e.opponent.is_none() && e.colour.is_none() && e.result == RoundResult::PairingAllocatedBye)
}

/// Reads as the board won by forfeit because the other team left it empty,
/// with the board's colour (as `0000 w +` writes it), each round of a
/// player written as a bye without a colour ([`bye_without_colour`]) on a
/// board the other team left empty: seated by a line-up (record 300) where
/// the other team's line-up leaves the board empty (or the other team has
/// none), or, in a match forfeited as a whole (record 330) without a
/// line-up of the winners, the winners' players written so, in roster
/// order. How many were read so.
fn empty_board_wins(event: &mut TeamEvent) -> usize {
    let teams = &event.teams;
    let forfeit = |round: u32, team: PairingNumber| {
        teams.forfeited.iter().find(|f| f.round == round && (f.white == team || f.black == team))
    };
    // (round, player, board from 0, whether the player's team is first-named)
    let mut seats: Vec<(u32, PairingNumber, usize, bool)> = Vec::new();
    for l in &teams.line_ups {
        let theirs = teams.line_ups.iter().find(|o| o.round == l.round && o.team == l.opponent);
        let first_named = first_named(&event.players, &teams.board_colours, l, theirs)
            .or_else(|| forfeit(l.round, l.team).map(|f| f.white == l.team))
            .unwrap_or(l.team < l.opponent);
        for (k, player) in l.players.iter().enumerate().filter_map(|(k, p)| Some((k, (*p)?))) {
            if theirs.is_none_or(|t| t.players.get(k).is_none_or(Option::is_none)) {
                seats.push((l.round, player, k, first_named));
            }
        }
    }
    for f in &teams.forfeited {
        let winner = match f.result {
            GameResult::WhiteWinsByForfeit => f.white,
            GameResult::BlackWinsByForfeit => f.black,
            _ => continue,
        };
        if teams.line_ups.iter().any(|l| l.round == f.round && l.team == winner) {
            continue;
        }
        let roster = teams.team(winner).map_or(&[][..], |t| &t.roster[..]);
        let written = roster.iter().filter(|&&p| bye_without_colour(&event.players, p, f.round));
        for (k, &player) in written.take(teams.boards()).enumerate() {
            seats.push((f.round, player, k, winner == f.white));
        }
    }
    let mut read = 0;
    for (round, player, k, first_named) in seats {
        if !bye_without_colour(&event.players, player, round) {
            continue;
        }
        let board = event.teams.board_colours.get(k).copied().unwrap_or(Color::White);
        let colour = if first_named { board } else { !board };
        if let Some(p) = event.players.players.iter_mut().find(|p| p.start_no == player) {
            p.rounds[round as usize - 1] =
                RoundRecord { opponent: None, colour: Some(colour), result: RoundResult::ForfeitWin };
            read += 1;
        }
    }
    read
}

/// Whether the team of line-up `ours` is the first-named of its match (its
/// board-1 player has that board's colour, record 352): told by a board
/// played, of its line-up or of the other team's (`theirs`); `None` when
/// none tells.
fn first_named(players: &Event, colours: &[Color], ours: &TeamLineUp, theirs: Option<&TeamLineUp>) -> Option<bool> {
    let round = ours.round as usize - 1;
    let told_by = |l: &TeamLineUp| {
        l.players.iter().enumerate().find_map(|(j, p)| {
            let e = players.player((*p)?)?.rounds.get(round)?;
            e.opponent?;
            Some(colours.get(j)? == e.colour.as_ref()?)
        })
    };
    told_by(ours).or_else(|| told_by(theirs?).map(|f| !f))
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "012 T\n142 1\n192 FIDE_TEAM_TYPEB_MP_GP\n352 WB\n362 TW 3.0   TD 1.0   TL 0.0\n\
001    1 m    A                                 2000 FID                         1.0    1     3 w 1\n\
001    2 m    B                                 1900 FID                         1.0    2     4 b 1\n\
001    3 m    C                                 1800 FID                         0.0    3     1 b 0\n\
001    4 m    D                                 1700 FID                         0.0    4     2 w 0\n\
001    5 m    E                                 1600 FID                         0.0    5  0000 - U\n\
001    6 m    F                                 1500 FID                         0.0    6  0000 - U\n\
310   1 One                                      1950    3.0    2.0   1     1    2\n\
310   2 Two                                      1750    0.0    0.0   3     3    4\n\
310   3 Three                                    1550    1.0    1.0   2     5    6\n\
320  1.0  1.0   3\n";

    #[test]
    fn reads_the_team_records() {
        let teams = teams(&super::super::parse(FILE).unwrap()).unwrap().unwrap();
        assert_eq!(teams.teams.len(), 3);
        assert_eq!(teams.teams[0].roster, vec![PairingNumber::new(1), PairingNumber::new(2)]);
        assert_eq!((teams.boards(), teams.scoring.win), (2, Points(30)));
        assert_eq!(teams.pab_teams, vec![(1, PairingNumber::new(3))]);
        assert_eq!(teams.system.colours, crate::tournament::team::ColourModel::TypeB);
    }

    #[test]
    fn errors_name_line_and_column() {
        let at = |text: &str| {
            let e = teams(&super::super::parse(text).unwrap()).unwrap_err();
            (e.line, e.column, e.problem)
        };
        let bad = FILE.replace("310   2 Two", "310   x Two");
        assert_eq!(at(&bad), (13, 5, TeamRecordProblem::NotANumber("x".into())));
        let bad = FILE.replace("    3    4\n", "    3    9\n");
        assert_eq!(at(&bad), (13, 79, TeamRecordProblem::UnknownPlayer(PairingNumber::new(9))));
        let bad = format!("{FILE}330 ?+   1   1   2\n");
        assert_eq!(at(&bad), (16, 5, TeamRecordProblem::BadForfeit("?+".into())));
        let bad = format!("{FILE}240 Z   1    7\n");
        assert_eq!(at(&bad), (16, 11, TeamRecordProblem::UnknownTeam(PairingNumber::new(7))));
        let bad = FILE.replace("352 WB", "352 WX");
        assert_eq!(at(&bad), (4, 6, TeamRecordProblem::BadBoardColour('X')));
        let many = format!("240 Z   1{}\n", "    1".repeat(MAX_ENTRIES + 1));
        assert_eq!(at(&format!("{FILE}{many}")).2, TeamRecordProblem::TooManyEntries(MAX_ENTRIES));
        assert!(teams(&super::super::parse("012 T\n").unwrap()).unwrap().is_none(), "no team records");
    }

    /// [`FILE`] where, in round 1, team 1 seats player 2 on board 1 and
    /// leaves board 2 empty (record 300): player 4 wins it.
    fn one_board_left_empty() -> String {
        let empty = FILE
            .replace("    1     3 w 1\n", "    1  0000 - Z\n")
            .replace("    2     4 b 1\n", "    2     3 w 1\n")
            .replace("    3     1 b 0\n", "    3     2 b 0\n")
            .replace("    4     2 w 0\n", "    4  0000 w +\n");
        format!("{empty}300   1   1   2    2 0000\n")
    }

    #[test]
    fn line_ups_are_read_and_checked() {
        let at = |text: &str| {
            let e = teams(&super::super::parse(text).unwrap()).unwrap_err();
            (e.line, e.column, e.problem)
        };
        let empty = one_board_left_empty();
        let event = super::super::parse(&empty).unwrap().team_event().unwrap().unwrap();
        let seats = vec![Some(PairingNumber::new(2)), None];
        assert_eq!(event.teams.line_ups[0].players, seats);
        let history = event.history().unwrap();
        assert_eq!(
            history[1][0].boards.iter().map(|b| (b.board, b.opponent)).collect::<Vec<_>>(),
            [(1, Some(PairingNumber::new(2))), (2, None)]
        );
        let bad = format!("{empty}300   2   1   2    1    2    1\n");
        assert_eq!(at(&bad).2, TeamRecordProblem::TooManyBoards { found: 3, boards: 2 });
        let bad = format!("{empty}300   2   1   2    1    5\n");
        let not_on = TeamRecordProblem::NotOnRoster { player: PairingNumber::new(5), team: PairingNumber::new(1) };
        assert_eq!(at(&bad), (17, 22, not_on));
        let bad = format!("{empty}300   2   1   2    1    1\n");
        assert_eq!(at(&bad).2, TeamRecordProblem::SeatedTwice(PairingNumber::new(1)));
        let bad = format!("{empty}300   1   1   2    2 0000\n");
        assert!(matches!(at(&bad).2, TeamRecordProblem::DuplicateLineUp { line: 16, .. }));
        let bad = format!("{empty}300   1   9   2    2\n");
        assert_eq!(at(&bad), (17, 9, TeamRecordProblem::UnknownTeam(PairingNumber::new(9))));
        // Outside a team file, `0000 w +` is still a result without an opponent.
        let individual: String = empty.lines().filter(|l| !l.starts_with('3')).map(|l| format!("{l}\n")).collect();
        assert!(super::super::parse(&individual).is_err());
    }

    #[test]
    fn strengths_with_decimals_byes_of_later_rounds_and_match_points_alone_are_read() {
        use crate::trf::Adjustment;
        let file = super::super::parse(&FILE.replace("  1950    3.0", "1950.5    3.0")).unwrap();
        assert_eq!(file.adjustments.get(&Adjustment::StrengthWithDecimals), Some(&1));
        assert_eq!(teams(&file).unwrap().unwrap().teams[0].strength, 1951);
        let bad = FILE.replace("  1950    3.0", "19x0.5    3.0");
        let e = teams(&super::super::parse(&bad).unwrap()).unwrap_err();
        assert_eq!((e.line, e.column, e.problem), (12, 48, TeamRecordProblem::NotANumber("19x0.5".into())));
        // Record 320: a round without a pairing-allocated bye is left blank.
        let later = FILE.replace("142 1", "142 2").replace("320  1.0  1.0   3", "320  1.0  1.0       3");
        assert_eq!(
            teams(&super::super::parse(&later).unwrap()).unwrap().unwrap().pab_teams,
            [(2, PairingNumber::new(3))]
        );
        // Record 250 of a team file may give match points alone, as the TEC's sample does.
        let accelerated = format!("{FILE}250  2.0        1   1    1    2\n");
        let v = &super::super::parse(&accelerated).unwrap().event.accelerations[0];
        assert_eq!((v.match_points, v.points), (Some(Points(20)), Points::ZERO));
        let individual: String =
            accelerated.lines().filter(|l| !l.starts_with('3')).map(|l| format!("{l}\n")).collect();
        let e = super::super::parse(&individual).unwrap_err();
        assert_eq!((e.first().column, &e.first().problem), (10, &crate::trf::TrfProblem::BadPoints(String::new())));
    }

    #[test]
    fn a_player_seated_off_the_rosters_joins_the_team_that_seats_the_player() {
        use crate::trf::Adjustment;
        // Player 7, on no roster, plays board 2 of team 1 instead of player 2.
        let text = FILE
            .replace("    2     4 b 1\n", "    2\n")
            .replace("    4     2 w 0\n", "    4     7 w 0\n")
            .replace("320", "001    7 m    G                                 1400 FID                         1.0    7     4 b 1\n320");
        let text = format!("{text}300   1   1   2    1    7\n");
        let mut file = super::super::parse(&text).unwrap();
        let event = file.read_team_event().unwrap().unwrap();
        let roster = |tpn: u32| event.teams.team(PairingNumber::new(tpn)).unwrap().roster.clone();
        assert_eq!(roster(1), [1, 2, 7].map(PairingNumber::new));
        assert_eq!(file.adjustments.get(&Adjustment::SeatedOffRoster), Some(&1));
        // A player on another team's roster is still refused.
        let e = teams(&super::super::parse(&text.replace("    1    7\n", "    1    5\n")).unwrap()).unwrap_err();
        assert!(matches!(e.problem, TeamRecordProblem::NotOnRoster { .. }), "{e}");
    }

    #[test]
    fn boards_left_empty_written_without_a_colour_are_won_by_forfeit() {
        use crate::trf::Adjustment;
        // Team 2's line-up seats player 4 on the board team 1 left empty.
        let empty = format!("{}300   1   2   1    3    4\n", one_board_left_empty());
        let written = super::super::parse(&empty).unwrap().team_event().unwrap().unwrap();
        for form in ["0000 - +", "0000 - U"] {
            let mut file = super::super::parse(&empty.replace("0000 w +", form)).unwrap();
            assert_eq!(file.read_team_event().unwrap().unwrap(), written, "{form}");
            assert_eq!(file.adjustments.get(&Adjustment::EmptyBoardWithoutColour), Some(&1), "{form}");
        }
        // A match forfeited as a whole (record 330), the winners' boards
        // written as the TEC's sample writes them.
        let forfeited = FILE
            .replace("    1     3 w 1\n", "    1  0000 w +\n")
            .replace("    2     4 b 1\n", "    2  0000 b +\n")
            .replace("    3     1 b 0\n", "    3  0000 - -\n")
            .replace("    4     2 w 0\n", "    4  0000 - -\n");
        let forfeited = format!("{forfeited}330 +-   1   1   2\n");
        let written = super::super::parse(&forfeited).unwrap().team_event().unwrap().unwrap();
        let mut file =
            super::super::parse(&forfeited.replace("0000 w +", "0000 - +").replace("0000 b +", "0000 - +")).unwrap();
        assert_eq!(file.read_team_event().unwrap().unwrap(), written);
        assert_eq!(file.adjustments.get(&Adjustment::EmptyBoardWithoutColour), Some(&2));
    }
}
