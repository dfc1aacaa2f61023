//! Reading TRF text: by columns, as the FIDE document defines them.

/// The most rounds a tournament file may declare (the app's forms allow 99).
pub const MAX_ROUNDS: u32 = 99;

use super::Trf;
use crate::tournament::{Color, Event, EventPlayer, PairingNumber, Points, RoundRecord, RoundResult, Scoring};
use std::collections::HashMap;

/// A problem in a TRF file, with where it is (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, column {column}: {problem}")]
pub struct TrfError {
    /// 1-based line.
    pub line: usize,
    /// 1-based column.
    pub column: usize,
    /// What is wrong.
    pub problem: TrfProblem,
}

/// A numeric field of a player record (`001`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerField {
    /// Columns 5-8.
    StartingRank,
    /// The first four columns of a round block.
    OpponentRank,
    /// Columns 49-52.
    Rating,
    /// Columns 58-68.
    FideId,
    /// Columns 86-89.
    Rank,
}

impl PlayerField {
    /// The field as the English messages name it.
    fn name(self) -> &'static str {
        match self {
            PlayerField::StartingRank => "the starting rank",
            PlayerField::OpponentRank => "the opponent's starting rank",
            PlayerField::Rating => "the rating",
            PlayerField::FideId => "the FIDE id",
            PlayerField::Rank => "the rank",
        }
    }

    /// A stable code for the field (`starting_rank`...).
    pub fn code(self) -> &'static str {
        match self {
            PlayerField::StartingRank => "starting_rank",
            PlayerField::OpponentRank => "opponent_rank",
            PlayerField::Rating => "rating",
            PlayerField::FideId => "fide_id",
            PlayerField::Rank => "rank",
        }
    }

    /// Every field.
    pub const ALL: [PlayerField; 5] = [
        PlayerField::StartingRank,
        PlayerField::OpponentRank,
        PlayerField::Rating,
        PlayerField::FideId,
        PlayerField::Rank,
    ];
}

/// What is wrong at a place in a TRF file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TrfProblem {
    /// A numeric field holds something else.
    #[error("{} must be a number, found {found:?}", field.name())]
    NotANumber {
        /// The field.
        field: PlayerField,
        /// What it holds.
        found: String,
    },
    /// Columns 81-84 do not hold points.
    #[error("points must be like 11.5, found {0:?}")]
    BadPoints(String),
    /// A round block's result is not a TRF result code.
    #[error("unknown result code {0:?}")]
    UnknownResult(char),
    /// Columns 5-8 of a player record are blank.
    #[error("the starting rank is missing")]
    StartingRankMissing,
    /// Starting rank 0.
    #[error("starting ranks start at 1")]
    StartingRankZero,
    /// A round block's colour is not w, b or -.
    #[error("the colour must be w, b or -, found {0:?}")]
    BadColour(char),
    /// A played result without an opponent.
    #[error("a game result needs an opponent")]
    ResultWithoutOpponent,
    /// A bye with an opponent.
    #[error("a bye cannot have an opponent")]
    ByeWithOpponent,
    /// Record 162 does not alternate symbols and values.
    #[error("162 needs symbol and value pairs")]
    PointPairs,
    /// A points value of record `record` (162, BBW...) is not a number.
    #[error("bad points value {found:?} in {record}")]
    BadPointValue {
        /// The record's code.
        record: String,
        /// The value found.
        found: String,
    },
    /// Record 162 names a result it does not know.
    #[error("unknown 162 symbol {0:?}")]
    UnknownPointSymbol(String),
    /// Two player records with one starting rank.
    #[error("starting rank {rank} is also on line {line}")]
    DuplicateStartingRank {
        /// The starting rank.
        rank: PairingNumber,
        /// The line of the first record.
        line: usize,
    },
    /// A line that does not start with a record code.
    #[error("a record starts with a three-character code")]
    NoRecordCode,
    /// XXR or 142 is not a number of rounds the app allows.
    #[error("the number of rounds must be a number from 1 to {0}")]
    BadRoundCount(u32),
    /// Record 152 is not W or B.
    #[error("152 must be W or B, found {0:?}")]
    BadInitialColour(String),
    /// XXP holds something other than starting ranks.
    #[error("XXP lists starting ranks")]
    BadForbiddenPairs,
    /// A round block names a starting rank no player has.
    #[error("round {round}: unknown opponent {opponent}")]
    UnknownOpponent {
        /// Round number.
        round: usize,
        /// The opponent's starting rank.
        opponent: PairingNumber,
    },
    /// A player paired against himself.
    #[error("round {0}: a player cannot play himself")]
    PlaysHimself(usize),
    /// The opponent's record shows another game.
    #[error("round {round}: player {opponent}'s line does not show the same game against {player}")]
    GameNotMirrored {
        /// Round number.
        round: usize,
        /// The opponent's starting rank.
        opponent: PairingNumber,
        /// The player's starting rank.
        player: PairingNumber,
    },
}

fn err(line: usize, column: usize, problem: TrfProblem) -> TrfError {
    TrfError { line, column, problem }
}

/// Decodes the bytes of a file: UTF-8, or Latin-1 when it is not valid UTF-8.
pub fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(s) => s.trim_start_matches('\u{feff}').to_string(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}

/// The characters of columns `from..=to` (1-based), or fewer if the line is short.
fn cols(line: &[char], from: usize, to: usize) -> String {
    line.iter().skip(from - 1).take(to + 1 - from).collect()
}

fn number<T: std::str::FromStr>(
    line: &[char],
    n: usize,
    from: usize,
    to: usize,
    field: PlayerField,
) -> Result<Option<T>, TrfError> {
    let text = cols(line, from, to);
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse().map(Some).map_err(|_| err(n, from, TrfProblem::NotANumber { field, found: t.to_string() }))
}

fn points(line: &[char], n: usize, from: usize, to: usize) -> Result<Option<Points>, TrfError> {
    let text = cols(line, from, to);
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse().map(Some).map_err(|_| err(n, from, TrfProblem::BadPoints(t.to_string())))
}

fn result_code(c: char, n: usize, column: usize) -> Result<RoundResult, TrfError> {
    Ok(match c.to_ascii_uppercase() {
        '1' => RoundResult::Win,
        '=' | '½' => RoundResult::Draw,
        '0' => RoundResult::Loss,
        '+' => RoundResult::ForfeitWin,
        '-' => RoundResult::ForfeitLoss,
        'W' => RoundResult::UnratedWin,
        'D' => RoundResult::UnratedDraw,
        'L' => RoundResult::UnratedLoss,
        'H' => RoundResult::HalfPointBye,
        'F' => RoundResult::FullPointBye,
        'U' => RoundResult::PairingAllocatedBye,
        'Z' | ' ' => RoundResult::ZeroPointBye,
        other => return Err(err(n, column, TrfProblem::UnknownResult(other))),
    })
}

fn player_line(line: &[char], n: usize) -> Result<(EventPlayer, Points), TrfError> {
    let start_no: u32 =
        number(line, n, 5, 8, PlayerField::StartingRank)?.ok_or_else(|| err(n, 5, TrfProblem::StartingRankMissing))?;
    if start_no == 0 {
        return Err(err(n, 5, TrfProblem::StartingRankZero));
    }
    let start_no = PairingNumber::new(start_no);
    let mut rounds = Vec::new();
    let mut start = 92;
    while line.len() >= start {
        let block = cols(line, start, start + 7);
        if block.trim().is_empty() {
            // A blank block: not yet entered (the same as Z for what follows).
            rounds.push(RoundRecord { opponent: None, colour: None, result: RoundResult::ZeroPointBye });
            start += 10;
            continue;
        }
        let opponent: Option<u32> = number(line, n, start, start + 3, PlayerField::OpponentRank)?;
        let colour_char = line.get(start + 4).copied().unwrap_or(' ');
        let colour = match colour_char {
            'w' | 'W' => Some(Color::White),
            'b' | 'B' => Some(Color::Black),
            '-' | ' ' => None,
            c => return Err(err(n, start + 5, TrfProblem::BadColour(c))),
        };
        let result = result_code(line.get(start + 6).copied().unwrap_or(' '), n, start + 7)?;
        let opponent = opponent.filter(|&o| o != 0).map(PairingNumber::new);
        match (opponent, result.is_played() || matches!(result, RoundResult::ForfeitWin | RoundResult::ForfeitLoss)) {
            (None, true) if !matches!(result, RoundResult::ForfeitLoss) => {
                return Err(err(n, start, TrfProblem::ResultWithoutOpponent));
            }
            (Some(_), false) => return Err(err(n, start + 6, TrfProblem::ByeWithOpponent)),
            _ => {}
        }
        rounds.push(RoundRecord { opponent, colour, result });
        start += 10;
    }
    while rounds
        .last()
        .is_some_and(|r| r.opponent.is_none() && r.result == RoundResult::ZeroPointBye && r.colour.is_none())
    {
        // Trailing blanks only pad the line; keep explicit `0000 - Z` entries.
        let last_start = 92 + 10 * (rounds.len() - 1);
        if cols(line, last_start, last_start + 7).trim().is_empty() {
            rounds.pop();
        } else {
            break;
        }
    }
    let points = points(line, n, 81, 84)?.unwrap_or(Points::ZERO);
    let player = EventPlayer {
        start_no,
        sex: cols(line, 10, 10).trim().to_string(),
        title: cols(line, 11, 13).trim().to_string(),
        name: cols(line, 15, 47).trim().to_string(),
        rating: number(line, n, 49, 52, PlayerField::Rating)?.unwrap_or(0),
        federation: cols(line, 54, 56).trim().to_string(),
        fide_id: number(line, n, 58, 68, PlayerField::FideId)?,
        birth_date: cols(line, 70, 79).trim().to_string(),
        rank: number(line, n, 86, 89, PlayerField::Rank)?,
        rounds,
    };
    Ok((player, points))
}

fn point_system(value: &str, into: &mut Scoring, n: usize) -> Result<(), TrfError> {
    // `162  W 1.0    D 0.5 ...`: symbol then value, pairs every 9 columns.
    let tokens: Vec<&str> = value.split_whitespace().collect();
    for pair in tokens.chunks(2) {
        let [symbol, v] = pair else { return Err(err(n, 5, TrfProblem::PointPairs)) };
        let p: Points = v
            .parse()
            .map_err(|_| err(n, 5, TrfProblem::BadPointValue { record: "162".into(), found: v.to_string() }))?;
        match *symbol {
            "W" => into.win = p,
            "D" => into.draw = p,
            "L" => into.loss = p,
            "A" => into.zero_point_bye = p,
            "P" => into.pairing_allocated_bye = p,
            "X" => {}
            s => return Err(err(n, 5, TrfProblem::UnknownPointSymbol(s.to_string()))),
        }
    }
    Ok(())
}

/// Reads a TRF text and checks that the rounds agree between opponents.
pub fn parse(text: &str) -> Result<Trf, TrfError> {
    let mut trf = Trf::default();
    let mut pab_set = false;
    let mut seen: HashMap<PairingNumber, usize> = HashMap::new();
    let mut lines_of_players: Vec<usize> = Vec::new();
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    for (i, raw) in text.split('\n').enumerate() {
        let n = i + 1;
        if raw.trim().is_empty() || raw.starts_with("###") {
            continue;
        }
        let line: Vec<char> = raw.chars().collect();
        let code = cols(&line, 1, 3);
        let value = if line.len() > 4 { cols(&line, 5, line.len()) } else { String::new() };
        match code.as_str() {
            "001" => {
                let (p, points) = player_line(&line, n)?;
                if let Some(prev) = seen.insert(p.start_no, n) {
                    return Err(err(n, 5, TrfProblem::DuplicateStartingRank { rank: p.start_no, line: prev }));
                }
                lines_of_players.push(n);
                trf.points.insert(p.start_no, points);
                trf.event.players.push(p);
            }
            _ if code.len() == 3 => {
                pab_set |= header(&mut trf.event, &code, &value, n)?;
                trf.headers.push((code, value));
            }
            _ => return Err(err(n, 1, TrfProblem::NoRecordCode)),
        }
    }
    let scoring = &mut trf.event.scoring;
    if !pab_set {
        scoring.pairing_allocated_bye = scoring.win;
    }
    // A file has no separate values for requested byes: they score as a win and a draw.
    scoring.full_point_bye = scoring.win;
    scoring.half_point_bye = scoring.draw;
    check_symmetry(&trf, &lines_of_players)?;
    // The starting rank is the pairing number, whatever the order of the
    // lines (programs often write them in rank order).
    trf.event.players.sort_by_key(|p| p.start_no);
    Ok(trf)
}

/// Reads what a header record on line `n` says (the records the pairing
/// needs; others are only kept). True when it sets the points of the
/// pairing-allocated bye.
fn header(event: &mut Event, code: &str, value: &str, n: usize) -> Result<bool, TrfError> {
    match code {
        "XXR" | "142" => {
            let r: u32 = value
                .trim()
                .parse()
                .ok()
                .filter(|r| (1..=MAX_ROUNDS).contains(r))
                .ok_or_else(|| err(n, 5, TrfProblem::BadRoundCount(MAX_ROUNDS)))?;
            event.total_rounds = Some(r);
        }
        "XXC" => {
            for word in value.split_whitespace() {
                match word {
                    "white1" => event.initial_colour = Some(Color::White),
                    "black1" => event.initial_colour = Some(Color::Black),
                    _ => {}
                }
            }
        }
        "152" => {
            event.initial_colour = match value.trim() {
                "W" | "w" => Some(Color::White),
                "B" | "b" => Some(Color::Black),
                v => return Err(err(n, 5, TrfProblem::BadInitialColour(v.to_string()))),
            };
        }
        "162" => {
            point_system(value, &mut event.scoring, n)?;
            return Ok(value.split_whitespace().any(|t| t == "P"));
        }
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            let p: Points = value.trim().parse().map_err(|_| {
                err(n, 5, TrfProblem::BadPointValue { record: code.to_string(), found: value.trim().to_string() })
            })?;
            match code {
                "BBW" => event.scoring.win = p,
                "BBD" => event.scoring.draw = p,
                "BBL" => event.scoring.loss = p,
                "BBZ" | "BBF" => event.scoring.zero_point_bye = p,
                _ => {
                    event.scoring.pairing_allocated_bye = p;
                    return Ok(true);
                }
            }
        }
        "XXP" => {
            let ids: Result<Vec<PairingNumber>, _> = value.split_whitespace().map(str::parse).collect();
            event.forbidden.push(ids.map_err(|_| err(n, 5, TrfProblem::BadForbiddenPairs))?);
        }
        _ => {}
    }
    Ok(false)
}

fn complementary(a: RoundResult, b: RoundResult) -> bool {
    use RoundResult::*;
    matches!(
        (a, b),
        (Win, Loss)
            | (Loss, Win)
            | (Draw, Draw)
            | (ForfeitWin, ForfeitLoss)
            | (ForfeitLoss, ForfeitWin)
            | (ForfeitLoss, ForfeitLoss)
            | (UnratedWin, UnratedLoss)
            | (UnratedLoss, UnratedWin)
            | (UnratedDraw, UnratedDraw)
    )
}

/// Every game must appear on both players' lines, with opposite colours and
/// results that fit together; a player meets one opponent per round.
fn check_symmetry(trf: &Trf, lines: &[usize]) -> Result<(), TrfError> {
    let players = &trf.event.players;
    let index: HashMap<PairingNumber, usize> = players.iter().enumerate().map(|(i, p)| (p.start_no, i)).collect();
    for (i, p) in players.iter().enumerate() {
        for (r, entry) in p.rounds.iter().enumerate() {
            let Some(opp) = entry.opponent else { continue };
            let column = 92 + 10 * r;
            let Some(&j) = index.get(&opp) else {
                return Err(err(lines[i], column, TrfProblem::UnknownOpponent { round: r + 1, opponent: opp }));
            };
            if opp == p.start_no {
                return Err(err(lines[i], column, TrfProblem::PlaysHimself(r + 1)));
            }
            let other = players[j].rounds.get(r);
            let fits = other.is_some_and(|o| {
                o.opponent == Some(p.start_no)
                    && complementary(entry.result, o.result)
                    && match (entry.colour, o.colour) {
                        (Some(a), Some(b)) => a != b,
                        (None, None) => !entry.result.is_played(),
                        _ => false,
                    }
            });
            if !fits {
                return Err(err(
                    lines[i],
                    column,
                    TrfProblem::GameNotMirrored { round: r + 1, opponent: opp, player: p.start_no },
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "012 Example\r\nXXR 4\r\nXXC white1\r\n\
001    1 wWFM Alpha, Ann                        2200 ENG     1000001 1990/01/01  2.5    1     4 w 1     2 b 1     6 b =\r\n\
001    2 m    Bravo, Ben                        2100 SCO     1000002 1991/02/02  0.5    6     5 b =     1 w 0     4 w -\r\n\
001    3 m    Charlie, Carl                     2000 WLS     1000003 1992/03/03  2.0    4     6 w 0  0000 - U     5 b 1\r\n\
001    4 w    Delta, Dora                       1900 IRL     1000004 1993/04/04  2.0    3     1 b 0     5 w 1     2 b +\r\n\
001    5 m    Echo, Ed                          1800 ENG     1000005 1994/05/05  0.5    5     2 w =     4 b 0     3 w 0\r\n\
001    6 w    Foxtrot, Fay                      1700 ENG     1000006 1995/06/06  2.0    2     3 b 1  0000 - H     1 w =\r\n";

    #[test]
    fn reads_players_and_rounds() {
        let trf = parse(SAMPLE).unwrap();
        assert_eq!(trf.event.total_rounds, Some(4));
        assert_eq!(trf.event.initial_colour, Some(Color::White));
        assert_eq!(trf.event.players.len(), 6);
        let ann = &trf.event.players[0];
        assert_eq!(
            (ann.title.as_str(), ann.name.as_str(), ann.rating, ann.fide_id),
            ("WFM", "Alpha, Ann", 2200, Some(1000001))
        );
        assert_eq!(
            ann.rounds[2],
            RoundRecord {
                opponent: Some(PairingNumber::new(6)),
                colour: Some(Color::Black),
                result: RoundResult::Draw
            }
        );
        assert_eq!(trf.event.players[2].rounds[1].result, RoundResult::PairingAllocatedBye);
        for p in &trf.event.players {
            assert_eq!(trf.event.score_after(p, 3), trf.points_written(p), "player {}", p.start_no);
        }
    }

    #[test]
    fn reports_asymmetric_entries_with_line_and_column() {
        let bad = SAMPLE.replace("     4 b 0     3 w 0", "     4 b 0     3 w 1");
        let e = parse(&bad).unwrap_err();
        assert_eq!((e.line, e.column), (6, 112), "{e}");
        let bad = SAMPLE.replace("     5 w 1     2 b +", "     9 w 1     2 b +");
        let e = parse(&bad).unwrap_err();
        assert_eq!(e.problem, TrfProblem::UnknownOpponent { round: 2, opponent: PairingNumber::new(9) }, "{e}");
        let bad = SAMPLE.replace("2200 ENG", "22x0 ENG");
        assert_eq!(parse(&bad).unwrap_err().column, 49);
    }
}
