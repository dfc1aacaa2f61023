//! Reading TRF text: by columns, as the FIDE document defines them.

/// The most rounds a tournament file may declare (the app's forms allow 99).
pub const MAX_ROUNDS: u32 = 99;

use super::conventions::{self, Adjustment, Adjustments};
use super::error::{PlayerField, TrfError, TrfErrors, TrfProblem, cols, err};
use super::{Trf, assignments, read_date_with_year_form, rules};
use crate::text::{self, TextKind, excerpt};
use crate::tournament::{
    Color, Event, EventPlayer, PairingNumber, Points, RoundRecord, RoundResult, Scoring, baku, baku_group_a_size,
};
use std::collections::HashMap;

/// A typed field of columns `from..=to`: none when blank, `problem` with
/// the text when it cannot be read.
fn typed<T: std::str::FromStr>(
    line: &[char],
    n: usize,
    from: usize,
    to: usize,
    problem: fn(String) -> TrfProblem,
) -> Result<Option<T>, TrfError> {
    let text = cols(line, from, to);
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    t.parse().map(Some).map_err(|_| err(n, from, problem(t.to_string())))
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
        '?' => RoundResult::Adjourned,
        other => return Err(err(n, column, TrfProblem::UnknownResult(other))),
    })
}

/// The result a result code without an opponent and without a colour is
/// read as, and the older form it is; `None` for a code that needs an opponent.
fn without_opponent(result: RoundResult) -> Option<(RoundResult, Option<Adjustment>)> {
    Some(match result {
        RoundResult::ForfeitWin => (RoundResult::PairingAllocatedBye, Some(Adjustment::PointWithoutGame)),
        RoundResult::Draw => (RoundResult::HalfPointBye, Some(Adjustment::HalfPointWithoutGame)),
        RoundResult::ForfeitLoss => (RoundResult::ZeroPointBye, Some(Adjustment::NoPointWithoutGame)),
        RoundResult::Loss => (RoundResult::ZeroPointBye, Some(Adjustment::LossWithoutGame)),
        r if r.is_played() => return None,
        r => (r, None),
    })
}

/// What the form of a round block says besides its record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    /// Written as the FIDE formats spell it.
    Letter,
    /// Written in another program's convention.
    Convention(Adjustment),
    /// `       -  ` or `0000 -  `: no opponent, `-` for the colour, no
    /// result. Read as a zero-point bye unless the points written count it
    /// as a bye worth something ([`blank_byes`]).
    BlankWithDash,
}

/// The round block in columns `start..start + 7` of the player record on
/// line `n` (not blank), and the form it was written in.
/// In a team file (`team_file`), `0000 w +` is the player present on a
/// board the other team left empty: a forfeit win with its colour.
fn round_block(line: &[char], n: usize, start: usize, team_file: bool) -> Result<(RoundRecord, Form), TrfError> {
    let opponent: Option<u32> = number(line, n, start, start + 3, PlayerField::OpponentRank)?;
    let colour_char = line.get(start + 4).copied().unwrap_or(' ');
    let colour = match colour_char {
        'w' | 'W' => Some(Color::White),
        'b' | 'B' => Some(Color::Black),
        '-' | ' ' => None,
        c => return Err(err(n, start + 5, TrfProblem::BadColour(c))),
    };
    let result_char = line.get(start + 6).copied().unwrap_or(' ');
    if result_char == ' ' {
        match (opponent, colour_char) {
            (None | Some(0), '-') => return Ok((RoundRecord::ABSENT, Form::BlankWithDash)),
            (Some(o), _) if o != 0 && colour.is_some() => {
                let pending =
                    RoundRecord { opponent: Some(PairingNumber::new(o)), colour, result: RoundResult::Pending };
                return Ok((pending, Form::Convention(Adjustment::PendingResult)));
            }
            _ => {}
        }
    }
    let paired_with = opponent.filter(|&o| o != 0).map(PairingNumber::new);
    let result = match result_code(result_char, n, start + 7) {
        // A code TRF does not define on a game is an unknown result (checklist Q166).
        Err(_) if paired_with.is_some() && colour.is_some() => {
            let record = RoundRecord { opponent: paired_with, colour, result: RoundResult::Adjourned };
            return Ok((record, Form::Convention(Adjustment::UnknownResultCode)));
        }
        read => read?,
    };
    if let Some(opponent) = paired_with {
        if !result.is_played() && !matches!(result, RoundResult::ForfeitWin | RoundResult::ForfeitLoss) {
            return Err(err(n, start + 6, TrfProblem::ByeWithOpponent));
        }
        return Ok((RoundRecord { opponent: Some(opponent), colour, result }, Form::Letter));
    }
    if team_file && colour.is_some() && result == RoundResult::ForfeitWin {
        return Ok((RoundRecord { opponent: None, colour, result }, Form::Letter));
    }
    let (read_as, older) = without_opponent(result).ok_or_else(|| err(n, start, TrfProblem::ResultWithoutOpponent))?;
    let Some(older) = older else {
        let empty_field = opponent.is_none() && result_char != ' ';
        let form = if empty_field { Form::Convention(Adjustment::EmptyOpponentField) } else { Form::Letter };
        return Ok((RoundRecord { opponent: None, colour, result }, form));
    };
    // A forfeit, a draw or a loss with a colour is a game, and a game needs an opponent.
    if colour.is_some() {
        return Err(err(n, start, TrfProblem::ResultWithoutOpponent));
    }
    Ok((RoundRecord { opponent: None, colour: None, result: read_as }, Form::Convention(older)))
}

/// What reading a file gathers besides its records: every problem found,
/// and how often each convention of other programs was met.
#[derive(Default)]
struct Reading {
    problems: Vec<TrfError>,
    adjustments: Adjustments,
}

impl Reading {
    /// The value read, or `None` with its problem kept.
    fn ok<T>(&mut self, read: Result<T, TrfError>) -> Option<T> {
        read.map_err(|e| self.problems.push(e)).ok()
    }

    /// One more of a convention met.
    fn note(&mut self, adjustment: Adjustment) {
        *self.adjustments.entry(adjustment).or_default() += 1;
    }
}

/// The round blocks of the player record on line `n`, round 1 first, with
/// the indexes of the blocks written `       -  ` ([`Form::BlankWithDash`]).
/// Every block that cannot be read is a problem of `reading`.
fn round_blocks(line: &[char], n: usize, team_file: bool, reading: &mut Reading) -> (Vec<RoundRecord>, Vec<usize>) {
    let mut rounds = Vec::new();
    let mut blank_with_dash = Vec::new();
    let mut start = 92;
    while line.len() >= start {
        if cols(line, start, start + 7).trim().is_empty() {
            // A blank block: not yet entered (the same as Z for what follows).
            rounds.push(RoundRecord::ABSENT);
        } else if rounds.len() >= MAX_ROUNDS as usize {
            reading.problems.push(err(n, start, TrfProblem::BadRoundCount(MAX_ROUNDS)));
            break;
        } else {
            // A block that cannot be read holds its round's place.
            let (record, form) =
                reading.ok(round_block(line, n, start, team_file)).unwrap_or((RoundRecord::ABSENT, Form::Letter));
            match form {
                Form::Letter => {}
                Form::Convention(adjustment) => reading.note(adjustment),
                Form::BlankWithDash => blank_with_dash.push(rounds.len()),
            }
            rounds.push(record);
        }
        start += 10;
    }
    while rounds.last() == Some(&RoundRecord::ABSENT) {
        // Trailing blanks only pad the line; keep explicit `0000 - Z` entries.
        let last_start = 92 + 10 * (rounds.len() - 1);
        if cols(line, last_start, last_start + 7).trim().is_empty() {
            rounds.pop();
        } else {
            break;
        }
    }
    (rounds, blank_with_dash)
}

/// A player record (`001`) as read from its line.
struct PlayerLine {
    player: EventPlayer,
    /// The points written in columns 81-84 (none when they are blank).
    points: Option<Points>,
    /// The indexes of the round blocks written `       -  `.
    blank_with_dash: Vec<usize>,
}

/// A player record (`001`) on line `n`; `None` when a field cannot be read,
/// every such field a problem of `reading`.
fn player_line(line: &[char], n: usize, team_file: bool, reading: &mut Reading) -> Option<PlayerLine> {
    let problems = reading.problems.len();
    let start_no: Option<u32> = reading
        .ok(number(line, n, 5, 8, PlayerField::StartingRank))
        .and_then(|no| reading.ok(no.ok_or_else(|| err(n, 5, TrfProblem::StartingRankMissing))));
    if start_no == Some(0) {
        reading.problems.push(err(n, 5, TrfProblem::StartingRankZero));
    }
    let sex = if conventions::sex_unknown(cols(line, 10, 10).trim()) {
        reading.note(Adjustment::SexUnknown);
        None
    } else {
        reading.ok(typed(line, n, 10, 10, TrfProblem::BadSex)).flatten()
    };
    let title = reading.ok(typed(line, n, 11, 13, TrfProblem::BadTitle)).flatten();
    let rating = reading.ok(number(line, n, 49, 52, PlayerField::Rating)).flatten();
    let fide_id = if conventions::fide_id_dashes(cols(line, 58, 68).trim()) {
        reading.note(Adjustment::FideIdDashes);
        None
    } else {
        reading.ok(number(line, n, 58, 68, PlayerField::FideId)).flatten()
    };
    let birth = cols(line, 70, 79);
    let birth_date = match conventions::birth_date(birth.trim()) {
        Some((date, form)) => {
            form.into_iter().for_each(|f| reading.note(f));
            date
        }
        None => {
            reading.problems.push(err(n, 70, TrfProblem::BadBirthDate(birth.trim().to_string())));
            None
        }
    };
    let points = reading.ok(points(line, n, 81, 84)).flatten();
    let rank = reading.ok(number(line, n, 86, 89, PlayerField::Rank)).flatten();
    let (rounds, blank_with_dash) = round_blocks(line, n, team_file, reading);
    let start_no = PairingNumber::new(start_no.filter(|_| reading.problems.len() == problems)?);
    let player = EventPlayer {
        sex,
        title,
        name: cols(line, 15, 47).trim().to_string(),
        rating: rating.unwrap_or(0),
        federation: cols(line, 54, 56).trim().to_string(),
        fide_id,
        birth_date,
        rank,
        rounds,
        ..EventPlayer::new(start_no)
    };
    Some(PlayerLine { player, points, blank_with_dash })
}

fn point_system(value: &str, into: &mut Scoring, n: usize) -> Result<(), TrfError> {
    // `162  W 1.0    D 0.5 ...`: symbol then value, pairs every 9 columns.
    let tokens: Vec<&str> = value.split_whitespace().collect();
    for pair in tokens.chunks(2) {
        let [symbol, v] = pair else { return Err(err(n, 5, TrfProblem::PointPairs)) };
        let p: Points =
            v.parse().map_err(|_| err(n, 5, TrfProblem::BadPointValue { record: "162".into(), found: excerpt(v) }))?;
        match *symbol {
            "W" => into.win = p,
            "D" => into.draw = p,
            "L" => into.loss = p,
            "A" => into.zero_point_bye = p,
            "P" => into.pairing_allocated_bye = p,
            "X" => {}
            s => return Err(err(n, 5, TrfProblem::UnknownPointSymbol(excerpt(s)))),
        }
    }
    Ok(())
}

/// Reads a TRF text and checks that the rounds agree between opponents;
/// refuses it with every problem found, each with its line and column.
/// Every line is checked first ([`text::check_lines`]): none longer than
/// [`text::MAX_LINE`] bytes, no control character but tab. What other
/// programs write otherwise than the FIDE formats is read as it means and
/// counted in [`Trf::adjustments`].
pub fn parse(text: &str) -> Result<Trf, TrfErrors> {
    text::check_lines(text).map_err(|e| err(e.line, e.column, TrfProblem::Text(e.problem)))?;
    let mut trf = Trf::default();
    let mut reading = Reading::default();
    let mut pab_set = false;
    let mut seen: HashMap<PairingNumber, usize> = HashMap::new();
    let mut lines_of_players: Vec<usize> = Vec::new();
    let mut sources = Vec::new();
    let mut blank_with_dash: Vec<(usize, Vec<usize>)> = Vec::new();
    let mut point_assignments = Vec::new();
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    let team_file = text.split('\n').any(|line| line.starts_with("310"));
    for (i, raw) in text.split('\n').enumerate() {
        let n = i + 1;
        if let Some(comment) = raw.strip_prefix("###") {
            trf.comments.push(comment.trim().to_string());
            continue;
        }
        if raw.trim().is_empty() {
            continue;
        }
        let line: Vec<char> = raw.chars().collect();
        let code = cols(&line, 1, 3);
        let value = if line.len() > 4 { cols(&line, 5, line.len()) } else { String::new() };
        match code.as_str() {
            "001" => {
                let Some(read) = player_line(&line, n, team_file, &mut reading) else { continue };
                let p = read.player;
                if let Some(prev) = seen.insert(p.start_no, n) {
                    reading.problems.push(err(
                        n,
                        5,
                        TrfProblem::DuplicateStartingRank { rank: p.start_no, line: prev },
                    ));
                    continue;
                }
                lines_of_players.push(n);
                trf.lines.insert(p.start_no, n);
                if let Some(points) = read.points {
                    trf.points.insert(p.start_no, points);
                }
                if !read.blank_with_dash.is_empty() {
                    blank_with_dash.push((trf.event.players.len(), read.blank_with_dash));
                }
                trf.event.players.push(p);
            }
            "299" if !team_file => {
                if let Some((assignment, source)) = reading.ok(assignments::read_299(&line, n)) {
                    point_assignments.push(assignment);
                    sources.push(source);
                }
                trf.headers.push((code, value));
                trf.header_lines.push(n);
            }
            "250" | "260" | "XXA" | "XXP" => {
                reading.ok(rule(&mut trf.event, &mut sources, &line, n, team_file));
                trf.headers.push((code, value));
                trf.header_lines.push(n);
            }
            _ if code.len() == 3 => {
                pab_set |= reading.ok(header(&mut trf.event, &code, &value, n)).unwrap_or(false);
                if matches!(code.as_str(), "042" | "052") {
                    match read_date_with_year_form(&value) {
                        Some((_, true)) => reading.note(Adjustment::TwoDigitYear),
                        None if !value.trim().is_empty() && conventions::holds_no_date(&value) => {
                            reading.note(Adjustment::DatePlaceholder);
                        }
                        _ => {}
                    }
                }
                // The team records are read with the whole file ([`super::teams`]); the strength's form is noted here.
                if code == "310"
                    && let Ok(Some((_, Some(adjustment)))) = super::team::strength_310(&line, n)
                {
                    reading.note(adjustment);
                }
                trf.headers.push((code, value));
                trf.header_lines.push(n);
            }
            _ => reading.problems.push(err(n, 1, TrfProblem::NoRecordCode)),
        }
    }
    TrfErrors::check(std::mem::take(&mut reading.problems))?;
    let scoring = &mut trf.event.scoring;
    if !pab_set {
        scoring.pairing_allocated_bye = scoring.win;
    }
    // A file has no separate values for requested byes: they score as a win and a draw.
    scoring.full_point_bye = scoring.win;
    scoring.half_point_bye = scoring.draw;
    blank_byes(&mut trf, &blank_with_dash, &mut reading);
    let mut problems = check_symmetry(&trf, &lines_of_players);
    problems.extend(rules::check_sources(&trf.event, &sources));
    TrfErrors::check(problems)?;
    trf.adjustments = reading.adjustments;
    colour_forfeits(&mut trf);
    assignments::assign(&mut trf.event, &point_assignments);
    baku_by_code(&mut trf);
    // The starting rank is the pairing number, whatever the order of the
    // lines (programs often write them in rank order).
    trf.event.players.sort_by_key(|p| p.start_no);
    Ok(trf)
}

/// Reads the round blocks written `       -  ` of each player (by index,
/// with the blocks' indexes) as the byes the points written count them as
/// ([`conventions::blank_byes`]).
fn blank_byes(trf: &mut Trf, blank_with_dash: &[(usize, Vec<usize>)], reading: &mut Reading) {
    let scoring = trf.event.scoring;
    for (index, blocks) in blank_with_dash {
        let p = &trf.event.players[*index];
        let Some(&written) = trf.points.get(&p.start_no) else { continue };
        let extra = Points(written.0 - trf.event.score(p).0);
        for (r, result) in conventions::blank_byes(blocks, extra, scoring.half_point_bye, scoring.pairing_allocated_bye)
        {
            trf.event.players[*index].rounds[r].result = result;
            reading.note(match result {
                RoundResult::HalfPointBye => Adjustment::BlankHalfPointBye,
                _ => Adjustment::BlankPointBye,
            });
        }
    }
}

/// Gives the forfeits written with their opponent but without a colour
/// ([`Adjustment::ForfeitWithoutColour`], already checked to be written on
/// both lines) the colours a board needs: White to the lower starting rank.
fn colour_forfeits(trf: &mut Trf) {
    let mut count = 0;
    for p in &mut trf.event.players {
        for entry in &mut p.rounds {
            if let (Some(opponent), None) = (entry.opponent, entry.colour) {
                entry.colour = Some(if p.start_no < opponent { Color::White } else { Color::Black });
                count += 1;
            }
        }
    }
    if count > 0 {
        trf.adjustments.insert(Adjustment::ForfeitWithoutColour, count);
    }
}

/// The groups of the Baku Acceleration Method when record 192 names it
/// (`FIDE_DUTCH_2026_BAKU`) and no record 250 or `XXA` gives the virtual
/// points: as C.04.7 sets them, group A the first 2·⌈N/4⌉ players (records,
/// when written, take precedence over the code).
fn baku_by_code(trf: &mut Trf) {
    let named = trf.header("192").is_some_and(|code| code.trim().to_ascii_uppercase().ends_with("_BAKU"));
    let players = trf.event.players.len();
    if !named || !trf.event.accelerations.is_empty() || players == 0 {
        return;
    }
    if let Some(rounds) = trf.event.total_rounds {
        let last_of_group_a = baku_group_a_size(players).min(players);
        trf.event.accelerations = baku(PairingNumber::new(last_of_group_a as u32), rounds);
    }
}

/// Reads a pairing rule (record 250, 260, `XXA` or `XXP`) on line `n` into
/// the event, noting where it was written in `sources`; in a team file
/// (`team_file`), record 250 may give match points alone.
fn rule(
    event: &mut Event,
    sources: &mut Vec<rules::RuleSource>,
    line: &[char],
    n: usize,
    team_file: bool,
) -> Result<(), TrfError> {
    let source = match cols(line, 1, 3).as_str() {
        "250" => {
            let (v, source) = rules::read_250(line, n, team_file)?;
            event.accelerations.push(v);
            source
        }
        "XXA" => {
            // Each XXA line of a player continues the rounds of the one before.
            let after = |who| event.accelerations.iter().filter(|v| v.first_player == who).map(|v| v.last_round).max();
            let (groups, source) = rules::read_xxa(line, n, |who| after(who).unwrap_or(0) + 1)?;
            event.accelerations.extend(groups);
            source
        }
        "260" => {
            let (p, source) = rules::read_260(line, n)?;
            event.prohibited.push(p);
            source
        }
        _ => {
            let (p, source) = rules::read_xxp(line, n)?;
            event.prohibited.push(p);
            source
        }
    };
    sources.push(source);
    Ok(())
}

/// Reads what a header record on line `n` says (the records the pairing
/// needs; others are only kept). True when it sets the points of the
/// pairing-allocated bye.
fn header(event: &mut Event, code: &str, value: &str, n: usize) -> Result<bool, TrfError> {
    match code {
        // The tournament's name and place are stored as they are written.
        "012" | "022" => {
            text::check(value.trim(), TextKind::Line, text::MAX_NAME).map_err(|p| err(n, 5, TrfProblem::Text(p)))?;
        }
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
                v => return Err(err(n, 5, TrfProblem::BadInitialColour(excerpt(v)))),
            };
        }
        "162" => {
            point_system(value, &mut event.scoring, n)?;
            return Ok(value.split_whitespace().any(|t| t == "P"));
        }
        "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
            let p: Points = value.trim().parse().map_err(|_| {
                err(n, 5, TrfProblem::BadPointValue { record: code.to_string(), found: excerpt(value.trim()) })
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
        _ => {}
    }
    Ok(false)
}

fn complementary(a: RoundResult, b: RoundResult) -> bool {
    use RoundResult::*;
    crate::tournament::record::is_unusual(a, b)
        || matches!(
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
                | (Pending, Pending)
                | (Adjourned, Adjourned)
        )
}

/// Every game must appear on both players' lines, with opposite colours and
/// results that fit together; a player meets one opponent per round. Each
/// round block that does not is a problem.
fn check_symmetry(trf: &Trf, lines: &[usize]) -> Vec<TrfError> {
    let players = &trf.event.players;
    let index: HashMap<PairingNumber, usize> = players.iter().enumerate().map(|(i, p)| (p.start_no, i)).collect();
    let mut problems = Vec::new();
    for (i, p) in players.iter().enumerate() {
        for (r, entry) in p.rounds.iter().enumerate() {
            let Some(opp) = entry.opponent else { continue };
            let at = |problem| err(lines[i], 92 + 10 * r, problem);
            let Some(&j) = index.get(&opp) else {
                problems.push(at(TrfProblem::UnknownOpponent { round: r + 1, opponent: opp }));
                continue;
            };
            if opp == p.start_no {
                problems.push(at(TrfProblem::PlaysHimself(r + 1)));
                continue;
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
                problems.push(at(TrfProblem::GameNotMirrored { round: r + 1, opponent: opp, player: p.start_no }));
            }
        }
    }
    problems
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::text::TextProblem;
    use crate::tournament::{Sex, Title};

    /// The first problem of a text that cannot be read.
    fn first_error(text: &str) -> TrfError {
        parse(text).unwrap_err().first().clone()
    }

    /// Six players, three rounds paired of four (the example of the TRF notes).
    pub(in crate::trf) const SAMPLE: &str = "012 Example\r\nXXR 4\r\nXXC white1\r\n\
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
            (ann.title.map_or("", Title::code), ann.name.as_str(), ann.rating, ann.fide_id),
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
            assert_eq!(Some(trf.event.score_after(p, 3)), trf.points_written(p), "player {}", p.start_no);
        }
    }

    #[test]
    fn record_192_naming_baku_gives_the_regulation_groups_unless_records_do() {
        use crate::tournament::{VirtualPoints, virtual_points};
        let baku = SAMPLE.replace("XXR 4\r\n", "XXR 4\r\n192 FIDE_DUTCH_2026_BAKU\r\n");
        let event = parse(&baku).unwrap().event;
        let v = |no, round| virtual_points(&event.accelerations, PairingNumber::new(no), round);
        // Six players: group A is 2·⌈6/4⌉ = 4; four rounds: two accelerated, +1 then +½.
        assert_eq!((v(1, 1), v(4, 1), v(5, 1)), (Points::ONE, Points::ONE, Points::ZERO));
        assert_eq!((v(4, 2), v(4, 3), v(6, 2)), (Points::HALF, Points::ZERO, Points::ZERO));
        let own = VirtualPoints {
            points: Points::HALF,
            match_points: None,
            first_round: 1,
            last_round: 1,
            first_player: PairingNumber::new(1),
            last_player: PairingNumber::new(2),
        };
        let written = baku.replace("XXC white1\r\n", &format!("XXC white1\r\n250 {}\r\n", rules::record_250(&own)));
        assert_eq!(parse(&written).unwrap().event.accelerations, vec![own]);
        assert!(parse(SAMPLE).unwrap().event.accelerations.is_empty());
    }

    #[test]
    fn reports_asymmetric_entries_with_line_and_column() {
        let bad = SAMPLE.replace("     4 b 0     3 w 0", "     4 b 0     3 w 1");
        let e = first_error(&bad);
        assert_eq!((e.line, e.column), (6, 112), "{e}");
        let bad = SAMPLE.replace("     5 w 1     2 b +", "     9 w 1     2 b +");
        let e = first_error(&bad);
        assert_eq!(e.problem, TrfProblem::UnknownOpponent { round: 2, opponent: PairingNumber::new(9) }, "{e}");
        let bad = SAMPLE.replace("2200 ENG", "22x0 ENG");
        assert_eq!(first_error(&bad).column, 49);
    }

    #[test]
    fn unusual_results_are_read_each_player_by_his_own_result() {
        use crate::tournament::{GameResult, Pairing};
        // Round 1, Echo (White) against Bravo: ½-0, then 0-0; a 1-½ is still refused.
        let half_nil = SAMPLE.replace(" 0.5    6     5 b =", " 0.0    6     5 b 0");
        let nil_nil = half_nil.replace(" 0.5    5     2 w =", " 0.0    5     2 w 0");
        for (text, echo) in [(&half_nil, RoundResult::Draw), (&nil_nil, RoundResult::Loss)] {
            let trf = parse(text).unwrap();
            let result = |no: u32| trf.event.player(PairingNumber::new(no)).unwrap().rounds[0].result;
            assert_eq!((result(5), result(2)), (echo, RoundResult::Loss));
            for p in &trf.event.players {
                assert_eq!(Some(trf.event.score_after(p, 3)), trf.points_written(p), "player {}", p.start_no);
            }
            // The board holds it as the unusual result it is.
            let boards = trf.event.pairings().unwrap();
            let board = boards[0].iter().find_map(|p| match *p {
                Pairing::Game { white, result, .. } if white == PairingNumber::new(5) => Some(result),
                _ => None,
            });
            let expected =
                if echo == RoundResult::Draw { GameResult::WhiteHalfBlackNothing } else { GameResult::BothLose };
            assert_eq!(board, Some(expected));
        }
        let one_half = SAMPLE.replace(" 0.5    6     5 b =", " 1.0    6     5 b 1");
        assert!(matches!(first_error(&one_half).problem, TrfProblem::GameNotMirrored { round: 1, .. }));
    }
    /// A file as a program of 2005 wrote it: Windows-1252, CR LF, trailing
    /// spaces, lines in rank order, unplayed rounds in the older forms.
    const LEGACY: &[u8] = include_bytes!("../../../tests/data/legacy-2005.trf");

    /// The same file in the TRF-2026 letters.
    fn modern(text: &str) -> String {
        text.replace("0000 - +", "0000 - U")
            .replace("0000 - -", "0000 - Z")
            .replace("0000 - =", "0000 - H")
            .replace("       H", "0000 - H")
    }

    #[test]
    fn legacy_unplayed_rounds_are_read_as_their_kinds() {
        let text = crate::text::encoding::decode(LEGACY);
        let legacy = parse(&text).unwrap();
        let modern = parse(&modern(&text)).unwrap();
        assert_eq!(legacy.event, modern.event);
        assert!(modern.adjustments.is_empty());
        let counts: Vec<(Adjustment, usize)> = legacy.adjustments.clone().into_iter().collect();
        // Each form of an unplayed round without an opponent, once.
        assert_eq!(counts, Adjustment::ALL[..4].iter().map(|&c| (c, 1)).collect::<Vec<_>>());
        let player = |no| legacy.event.player(PairingNumber::new(no)).unwrap();
        let unplayed = |no, round: usize| (player(no).rounds[round - 1].opponent, player(no).rounds[round - 1].result);
        assert_eq!(unplayed(4, 3), (None, RoundResult::PairingAllocatedBye), "0000 - +");
        assert_eq!(unplayed(4, 4), (None, RoundResult::HalfPointBye), "0000 - =");
        assert_eq!(unplayed(3, 3), (None, RoundResult::ZeroPointBye), "0000 - -");
        assert_eq!(unplayed(3, 4), (None, RoundResult::HalfPointBye), "empty opponent field");
        assert_eq!(player(1).name, "Müller, Jürgen");
        for p in &legacy.event.players {
            assert_eq!(Some(legacy.event.score_after(p, 4)), legacy.points_written(p), "player {}", p.start_no);
        }
        // lichess's pairing-allocated bye and absence.
        let lichess = text.replace("0000 - +", "       U").replace("0000 - -", "       -");
        assert_eq!(parse(&lichess).unwrap().event, modern.event);
    }

    #[test]
    fn forfeits_without_colour_are_read_as_forfeits() {
        // Round 2: player 5 won by forfeit against player 3, written without colours.
        let text = crate::text::encoding::decode(LEGACY)
            .replace("     3 w +", "     3 - +")
            .replace("     5 b -", "     5 - -");
        let file = parse(&text).unwrap();
        assert_eq!(file.adjustments.get(&Adjustment::ForfeitWithoutColour), Some(&2));
        let round2 = |no| file.event.player(PairingNumber::new(no)).unwrap().rounds[1];
        let (three, five) = (PairingNumber::new(3), PairingNumber::new(5));
        assert_eq!(
            (round2(3), round2(5)),
            (
                RoundRecord { opponent: Some(five), colour: Some(Color::White), result: RoundResult::ForfeitLoss },
                RoundRecord { opponent: Some(three), colour: Some(Color::Black), result: RoundResult::ForfeitWin },
            )
        );
        // Boards can be made of every round: the import reads what the command line reads.
        let rounds = file.event.pairings().unwrap();
        assert!(rounds[1].iter().any(|p| matches!(p, crate::tournament::Pairing::Game { white, black, .. }
            if (*white, *black) == (three, five))));
        // The points and standings are those of the file with colours.
        let coloured = parse(&crate::text::encoding::decode(LEGACY)).unwrap();
        for p in &file.event.players {
            let q = coloured.event.player(p.start_no).unwrap();
            assert_eq!(file.event.score_after(p, 4), coloured.event.score_after(q, 4), "player {}", p.start_no);
        }
        // A game played without a colour is still refused, where it is.
        let played = text.replace("     2 b =", "     2 - =").replace("     5 w =", "     5 - =");
        assert!(parse(&played).is_err());
    }

    #[test]
    fn inconsistent_unplayed_rounds_are_refused_with_line_and_column() {
        let text = crate::text::encoding::decode(LEGACY);
        // Player 4 is on line 12 (round 3 at column 112, round 4 at 122), player 3 on line 14.
        for (from, to, line, column, problem) in [
            ("0000 - +", "0000 - 1", 12, 112, TrfProblem::ResultWithoutOpponent),
            ("0000 - +", "0000 w +", 12, 112, TrfProblem::ResultWithoutOpponent),
            ("0000 - =", "0000 b =", 12, 122, TrfProblem::ResultWithoutOpponent),
            ("0000 - =", "       D", 12, 122, TrfProblem::ResultWithoutOpponent),
            ("       H", "   5 w H", 14, 128, TrfProblem::ByeWithOpponent),
            (
                "0000 - +",
                "   7 - +",
                12,
                112,
                TrfProblem::UnknownOpponent { round: 3, opponent: PairingNumber::new(7) },
            ),
        ] {
            let e = first_error(&text.replace(from, to));
            assert_eq!((e.line, e.column, e.problem), (line, column, problem), "{to}");
        }
    }

    #[test]
    fn control_characters_long_lines_and_long_texts_are_refused_with_their_place() {
        let problem = |c| TrfProblem::Text(TextProblem::ControlCharacter(c));
        // Line 5, column 18: the "v" of "Bravo"; every kind of control character.
        for c in ['\0', '\u{1b}', '\u{0b}', '\u{0c}', '\u{7f}', '\u{85}', '\u{9f}'] {
            let e = first_error(&SAMPLE.replace("Bravo", &format!("Bra{c}o")));
            assert_eq!((e.line, e.column, e.problem), (5, 18, problem(c)), "{c:?}");
        }
        let e = first_error(&SAMPLE.replace("012 Example", "012 Ex\0ample"));
        assert_eq!((e.line, e.column, e.problem), (1, 7, problem('\0')), "a header too");
        assert!(parse(&SAMPLE.replace("012 Example", "012 Ex\tample")).is_ok(), "a tab is no control here");
        // A line over the bound is refused quoting 40 characters of it.
        let long = SAMPLE.replace("XXC white1", &format!("XXC {}", "x".repeat(text::MAX_LINE)));
        let e = first_error(&long);
        assert_eq!((e.line, e.column), (3, 1));
        assert!(e.to_string().len() < 200, "{e}");
        // The name and the place are stored: at most 200 characters.
        let place = |n| SAMPLE.replace("XXR 4", &format!("022 {}\r\nXXR 4", "П".repeat(n)));
        assert!(parse(&place(text::MAX_NAME)).is_ok());
        let e = first_error(&place(text::MAX_NAME + 1));
        assert!(matches!(e.problem, TrfProblem::Text(TextProblem::TooLong { max: 200, .. })), "{e}");
        assert_eq!((e.line, e.column), (2, 5));
        // A value quoted in a message is an excerpt.
        let e = first_error(&SAMPLE.replace("XXC white1", &format!("152 {}", "B".repeat(1000))));
        assert!(e.to_string().len() < 200, "{e}");
    }

    #[test]
    fn birth_dates_and_fide_ids_as_other_programs_write_them_are_read_and_counted() {
        let text = SAMPLE
            .replace("1990/01/01", "1990.01.01")
            .replace("1991/02/02", "1991-02-02")
            .replace("1992/03/03", "1992.  .  ")
            .replace("1993/04/04", ".  .      ")
            .replace("1994/05/05", "0000/00/00")
            .replace("    1000006", "-----------");
        let file = parse(&text).unwrap();
        let born = |no: u32| file.event.player(PairingNumber::new(no)).unwrap().birth_date.map(|d| d.to_string());
        let born: Vec<Option<String>> = (1..=5).map(born).collect();
        let want = [Some("1990/01/01"), Some("1991/02/02"), Some("1992/00/00"), None, None];
        assert_eq!(born, want.map(|d| d.map(String::from)));
        assert_eq!(file.event.player(PairingNumber::new(6)).unwrap().fide_id, None);
        let counts: Vec<(Adjustment, usize)> = file.adjustments.into_iter().collect();
        assert_eq!(
            counts,
            [(Adjustment::BirthDateOtherForm, 3), (Adjustment::BirthDateBlank, 2), (Adjustment::FideIdDashes, 1)]
        );
        // What is no date, or no id, is still refused where it is.
        let e = first_error(&SAMPLE.replace("1990/01/01", "1990.13.01"));
        assert_eq!((e.line, e.column, e.problem), (4, 70, TrfProblem::BadBirthDate("1990.13.01".into())));
        let e = first_error(&SAMPLE.replace("    1000006", "----1000006"));
        assert_eq!((e.line, e.column), (9, 58));
    }

    #[test]
    fn a_sex_written_u_is_read_as_not_given_and_counted() {
        // Gacrux, the FIDE TEC's generator, writes `u` for every player.
        let text = SAMPLE.replace("001    2 m", "001    2 u").replace("001    3 m", "001    3 U");
        let file = parse(&text).unwrap();
        let sex = |no: u32| file.event.player(PairingNumber::new(no)).unwrap().sex;
        assert_eq!((sex(1), sex(2), sex(3)), (Some(Sex::Female), None, None));
        assert_eq!(file.adjustments.into_iter().collect::<Vec<_>>(), [(Adjustment::SexUnknown, 2)]);
        // Any other letter is still refused where it is.
        let e = first_error(&SAMPLE.replace("001    2 m", "001    2 x"));
        assert_eq!((e.line, e.column, e.problem), (5, 10, TrfProblem::BadSex("x".into())));
    }

    #[test]
    fn byes_written_with_a_dash_and_no_result_are_worth_what_the_points_written_count() {
        // Fay's half-point bye of round 2 and Carl's pairing-allocated bye,
        // as the Irish federation's files write every bye.
        let text = SAMPLE.replace("  0000 - H", "       -  ").replace("  0000 - U", "  0000 -  ");
        let file = parse(&text).unwrap();
        assert_eq!(file.event, parse(SAMPLE).unwrap().event);
        let counts: Vec<(Adjustment, usize)> = file.adjustments.into_iter().collect();
        assert_eq!(counts, [(Adjustment::BlankHalfPointBye, 1), (Adjustment::BlankPointBye, 1)]);
        // A round Ben was withdrawn from counts nothing: a zero-point bye;
        // counted half a point, a half-point bye.
        let withdrawn = SAMPLE.replace("     4 w -\r\n", "     4 w -       -  \r\n");
        let ben = |text: &str| parse(text).unwrap().event.player(PairingNumber::new(2)).unwrap().rounds[3];
        assert_eq!(ben(&withdrawn), RoundRecord::ABSENT);
        let bye = withdrawn.replace("1991/02/02  0.5", "1991/02/02  1.0");
        assert_eq!(ben(&bye).result, RoundResult::HalfPointBye);
    }

    #[test]
    fn a_game_paired_without_a_result_is_a_game_not_yet_played() {
        // Round 4 is being played: Ann and Dora paired, no result yet.
        let text = SAMPLE
            .replace("     6 b =\r\n", "     6 b =     4 w  \r\n")
            .replace("     2 b +\r\n", "     2 b +     1 b  \r\n");
        let file = parse(&text).unwrap();
        let ann = file.event.player(PairingNumber::new(1)).unwrap();
        let pending = RoundRecord {
            opponent: Some(PairingNumber::new(4)),
            colour: Some(Color::White),
            result: RoundResult::Pending,
        };
        assert_eq!(ann.rounds[3], pending);
        assert_eq!(file.adjustments.get(&Adjustment::PendingResult), Some(&2));
        let game = crate::tournament::Pairing::Game {
            white: PairingNumber::new(1),
            black: PairingNumber::new(4),
            result: crate::tournament::GameResult::Pending,
        };
        assert_eq!(file.event.pairings().unwrap()[3], vec![game]);
        // Without a colour it is no game: still refused.
        let e = first_error(&text.replace("     4 w  \r\n", "     4 -  \r\n"));
        assert_eq!((e.line, e.problem), (4, TrfProblem::ByeWithOpponent));
    }

    #[test]
    fn a_loss_without_a_game_is_a_zero_point_bye() {
        let text = crate::text::encoding::decode(LEGACY);
        let file = parse(&text.replace("0000 - -", "0000 - 0")).unwrap();
        assert_eq!(file.event, parse(&text).unwrap().event);
        assert_eq!(file.adjustments.get(&Adjustment::LossWithoutGame), Some(&1));
        assert_eq!(file.adjustments.get(&Adjustment::NoPointWithoutGame), None);
    }

    #[test]
    fn an_adjourned_game_and_a_code_trf_does_not_define_are_read_as_unknown_results() {
        // Round 3, Bravo (White) against Delta: adjourned on both lines, then an unknown code.
        let adjourned = SAMPLE.replace("     4 w -", "     4 w ?").replace("     2 b +", "     2 b ?");
        let unknown = SAMPLE.replace("     4 w -", "     4 w *").replace("     2 b +", "     2 b *");
        for (text, noted) in [(&adjourned, None), (&unknown, Some(&2))] {
            let trf = parse(text).unwrap();
            let round3 = |no: u32| trf.event.player(PairingNumber::new(no)).unwrap().rounds[2].result;
            assert_eq!((round3(2), round3(4)), (RoundResult::Adjourned, RoundResult::Adjourned));
            assert_eq!(trf.adjustments.get(&Adjustment::UnknownResultCode), noted);
            // A draw for pairing and in the points written (record 162's X at the draw's value).
            let bravo = trf.event.player(PairingNumber::new(2)).unwrap();
            assert_eq!(trf.event.score_after(bravo, 3), Points(10));
            let written = crate::trf::write(&trf);
            assert!(written.contains("     4 w ?") && written.contains("     2 b ?"), "{written}");
        }
        // Both lines must say so: a game adjourned on one line and won on the other is refused.
        let one_sided = SAMPLE.replace("     4 w -", "     4 w ?");
        assert!(matches!(first_error(&one_sided).problem, TrfProblem::GameNotMirrored { round: 3, .. }));
    }

    #[test]
    fn every_problem_is_named_with_its_line_and_column() {
        let text = SAMPLE
            .replace("2200 ENG", "22x0 ENG")
            .replace("  0000 - H", "  0000 - *")
            .replace("1992/03/03", "1992/13/03")
            .replace("XXC white1", "XXC white1\r\nX");
        let e = parse(&text).unwrap_err();
        let places: Vec<(usize, usize)> = e.problems().iter().map(|p| (p.line, p.column)).collect();
        assert_eq!(places, [(4, 1), (5, 49), (7, 70), (10, 109)]);
        assert!(e.to_string().starts_with("4 problems:\nline 4, column 1: a record starts with"), "{e}");
        assert_eq!(e.to_string().lines().count(), 5, "{e}");
        // Each game written on one line only, and each rule naming no player.
        // (1-½ in round 2: ½-0 would be an unusual result, read as such.)
        let text = SAMPLE
            .replace("     4 b 0     3 w 0", "     4 b =     3 w 1")
            .replace("XXC white1", "XXC white1\r\nXXP 1 8\r\nXXP 9 2");
        let e = parse(&text).unwrap_err();
        let places: Vec<(usize, usize)> = e.problems().iter().map(|p| (p.line, p.column)).collect();
        assert_eq!(places, [(4, 7), (5, 5), (8, 112), (9, 102), (10, 102), (10, 112)]);
    }

    #[test]
    fn no_player_record_has_more_than_99_rounds() {
        let blocks = |n: usize| "  0000 - Z".repeat(n);
        let line = |n| {
            format!(
                "001    1 m    Alpha, Ann                        2200 ENG     1000001 1990/01/01  0.0    1{}\r\n",
                blocks(n)
            )
        };
        assert_eq!(parse(&line(MAX_ROUNDS as usize)).unwrap().event.players[0].rounds.len(), 99);
        let e = first_error(&line(MAX_ROUNDS as usize + 1));
        assert_eq!((e.line, e.column, e.problem), (1, 92 + 990, TrfProblem::BadRoundCount(MAX_ROUNDS)));
    }

    #[test]
    fn encodings_line_ends_and_blank_columns() {
        let text = crate::text::encoding::decode(LEGACY);
        let file = parse(&text).unwrap();
        // UTF-8 with a byte-order mark, LF or CR line ends.
        for ends in ["\n", "\r"] {
            let utf8 = format!("\u{feff}{}", text.replace("\r\n", ends));
            assert_eq!(parse(&crate::text::encoding::decode(utf8.as_bytes())).unwrap().event, file.event, "{ends:?}");
        }
        // Windows-1251 with Russian names, points and ranks left blank.
        let names = [
            ("Müller, Jürgen", "Мюллер, Юрген"),
            ("Núñez, José", "Нуньес, Хосе"),
            ("Østergaard, Søren", "Эстергор, Сёрен"),
            ("Dupont, Thérèse", "Дюпон, Тереза"),
            ("Smith, John", "Смит, Джон"),
            ("Kowalski, Jan", "Ковальский, Ян"),
        ];
        let mut russian = text.replace("Málaga", "Малага").replace("Árbitro, Juan", "Арбитр, Хуан");
        for (from, to) in names {
            russian = russian.replace(&format!("{from:<33}"), &format!("{to:<33}"));
        }
        let russian: String = russian
            .split_inclusive('\n')
            .map(|l| match l.starts_with("001") {
                // Columns 81-89 (points and rank) blank.
                true => l.chars().enumerate().map(|(i, c)| if (80..89).contains(&i) { ' ' } else { c }).collect(),
                false => l.to_string(),
            })
            .collect();
        let (bytes, _, unmappable) = encoding_rs::WINDOWS_1251.encode(&russian);
        assert!(!unmappable);
        let read = parse(&crate::text::encoding::decode(&bytes)).unwrap();
        assert!(read.points.is_empty());
        let mut want = file.event.clone();
        for p in &mut want.players {
            let (_, to) = names.iter().find(|(from, _)| *from == p.name).unwrap();
            (p.name, p.rank) = (to.to_string(), None);
        }
        assert_eq!(read.event, want);
    }
}
