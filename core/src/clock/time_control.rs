//! FIDE time controls as data, parsed from and printed in the TRF-2026 record
//! 222 notation (`40/5400+30:1800+30`), with a few extensions arbiters need.
//!
//! Grammar (seconds unless said otherwise):
//! - control: `periods` or `W periods - B periods` (different per colour, Armageddon);
//! - periods: `period(:period)*`;
//! - period: `[MOVES/]BASE[+INC[@FROM]][dDELAY|bDELAY]` where `@FROM` starts the
//!   increment at move FROM, `d` is a simple (FIDE 6.3.2) delay, `b` a Bronstein delay.
//!
//! People also write `90+30` meaning 90 minutes and 30 seconds. When every base
//! time of a control is under 180 it is read in minutes (no real control gives
//! a whole period under three minutes in seconds, nor three hours or more in one period
//! written in minutes); units can also be given: `90m+30s`, `90'+30"`.

use std::fmt;
use std::str::FromStr;

/// Simple delay (FIDE 6.3.2, main time runs only after the delay) or Bronstein
/// (time used is refunded up to the delay).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DelayKind {
    /// FIDE "time-delay mode": the first seconds of each move do not count.
    Simple,
    /// Time used is given back after the move, up to the delay.
    Bronstein,
}

/// A delay applied to every move of a period.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Delay {
    /// Which kind of delay.
    pub kind: DelayKind,
    /// Its length in seconds.
    pub seconds: u32,
}

/// One period of a time control.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Period {
    /// Moves to complete in this period; `None` for the rest of the game.
    pub moves: Option<u32>,
    /// Seconds added when the period starts (the initial time for period 1).
    pub base_seconds: u32,
    /// Seconds added after each completed move.
    pub increment_seconds: u32,
    /// First move whose completion earns the increment (1 normally).
    pub increment_from_move: u32,
    /// Delay applied to each move, if any.
    pub delay: Option<Delay>,
}

/// A whole time control: periods in order, the same for both players unless
/// `black` is set.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// White's periods (everyone's when `black` is `None`).
    pub white: Vec<Period>,
    /// Black's periods when they differ from White's (Armageddon).
    pub black: Option<Vec<Period>>,
}

/// The kind of game a control makes (FIDE Appendices A and B): it decides which
/// rules for flags, illegal moves and claims apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameMode {
    /// Standard play: more than 60 minutes per player for 60 moves.
    Standard,
    /// Rapid: more than 10 and less than 60 minutes.
    Rapid,
    /// Blitz: 10 minutes or less.
    Blitz,
}

impl GameMode {
    /// The stable code used in files and forms.
    pub fn code(self) -> &'static str {
        match self {
            GameMode::Standard => "standard",
            GameMode::Rapid => "rapid",
            GameMode::Blitz => "blitz",
        }
    }

    /// The mode of a [`GameMode::code`].
    pub fn from_code(code: &str) -> Option<GameMode> {
        [GameMode::Standard, GameMode::Rapid, GameMode::Blitz].into_iter().find(|m| m.code() == code)
    }
}

/// Why a time control could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ParseTimeControlError {
    /// Nothing was given.
    #[error("the time control is empty")]
    Empty,
    /// A period does not follow the notation.
    #[error("period {index} ({text:?}) is not of the form [moves/]time[+increment]")]
    BadPeriod {
        /// 1-based position of the period.
        index: usize,
        /// The text of the period.
        text: String,
    },
    /// A period with a move quota is last, or one without is not last.
    #[error("only the last period may be without a number of moves")]
    OpenPeriodNotLast,
    /// A period gives no time at all.
    #[error("period {0} gives no time")]
    NoTime(usize),
    /// More periods for one colour than [`MAX_PERIODS`].
    #[error("at most {0} periods")]
    TooManyPeriods(usize),
    /// A period's value is beyond its bound: more than [`MAX_MOVES`] moves,
    /// [`MAX_PERIOD_SECONDS`] of time, or [`MAX_INCREMENT_SECONDS`] of
    /// increment or delay.
    #[error("period {0} gives more than a control can")]
    OutOfRange(usize),
}

/// The most periods a control may have for one colour (FIDE's have at most 3).
pub const MAX_PERIODS: usize = 5;

/// The most moves a period may ask for, and the latest move an increment may start from.
pub const MAX_MOVES: u32 = 1000;

/// The most time one period may give, in seconds (a day).
pub const MAX_PERIOD_SECONDS: u32 = 24 * 3600;

/// The longest increment or delay, in seconds (an hour).
pub const MAX_INCREMENT_SECONDS: u32 = 3600;

impl TimeControl {
    /// Classical FIDE control: 90 minutes for 40 moves, then 30 minutes, 30 s per move from move 1.
    pub fn classical() -> TimeControl {
        "40/5400+30:1800+30".parse().expect("preset")
    }

    /// Rapid preset: 15 minutes + 10 seconds per move.
    pub fn rapid() -> TimeControl {
        "900+10".parse().expect("preset")
    }

    /// Blitz preset: 3 minutes + 2 seconds per move.
    pub fn blitz() -> TimeControl {
        "180+2".parse().expect("preset")
    }

    /// The periods that apply to one colour.
    pub fn periods(&self, white: bool) -> &[Period] {
        match (&self.black, white) {
            (Some(black), false) => black,
            _ => &self.white,
        }
    }

    /// Minutes per player for a 60-move game (FIDE Appendices A.1/B.1 and the
    /// rating regulations): base times of the periods reached plus 60 increments.
    pub fn minutes_for_sixty_moves(&self) -> f64 {
        let periods = &self.white;
        let mut seconds = 0u64;
        let mut moves_done = 0u32;
        for p in periods {
            if moves_done >= 60 {
                break;
            }
            seconds += u64::from(p.base_seconds);
            let end = p.moves.map_or(60, |m| (moves_done + m).min(60));
            let from = p.increment_from_move.max(moves_done + 1);
            if end >= from {
                seconds += u64::from(p.increment_seconds) * u64::from(end - from + 1);
            }
            moves_done = end;
        }
        seconds as f64 / 60.0
    }

    /// Standard, rapid or blitz, by the FIDE classification.
    pub fn mode(&self) -> GameMode {
        let minutes = self.minutes_for_sixty_moves();
        if minutes <= 10.0 {
            GameMode::Blitz
        } else if minutes < 60.0 {
            GameMode::Rapid
        } else {
            GameMode::Standard
        }
    }

    /// The control as a PGN `TimeControl` tag writes it (PGN standard
    /// 9.6.1): periods `moves/seconds+increment` joined by `:`, e.g.
    /// `40/5400+30:1800+30`; `?` (unknown) for what that form cannot say:
    /// a control that differs by colour, a delay, or an increment that starts
    /// after its period's first move.
    pub fn pgn(&self) -> String {
        match self.black {
            Some(_) => None,
            None => periods_code(&self.white),
        }
        .unwrap_or_else(|| "?".into())
    }

    /// The control as TRF-2026's record 222 encodes it: the PGN form, and
    /// `W…-B…` for a control that differs by colour (an Armageddon's
    /// `W300-B240`); none for what TRF has no syntax for (a delay, an
    /// increment that starts after its period's first move).
    pub fn trf_code(&self) -> Option<String> {
        let white = periods_code(&self.white)?;
        match &self.black {
            None => Some(white),
            Some(black) => Some(format!("W{white}-B{}", periods_code(black)?)),
        }
    }

    /// The control as arbiters write it: `90′/40 + 30′ + 30″`.
    pub fn human(&self) -> String {
        match &self.black {
            None => human_periods(&self.white),
            Some(black) => format!("W {} / B {}", human_periods(&self.white), human_periods(black)),
        }
    }
}

/// Periods as PGN and TRF write them, `moves/seconds+increment` joined by
/// `:`; none with a delay or an increment that starts after its period's
/// first move, which neither can say.
fn periods_code(periods: &[Period]) -> Option<String> {
    let mut first_move = 1u32;
    for p in periods {
        if p.delay.is_some() || (p.increment_seconds > 0 && p.increment_from_move > first_move) {
            return None;
        }
        first_move = first_move.saturating_add(p.moves.unwrap_or(0));
    }
    let codes: Vec<String> = periods
        .iter()
        .map(|p| {
            let moves = p.moves.map(|m| format!("{m}/")).unwrap_or_default();
            let increment = if p.increment_seconds > 0 { format!("+{}", p.increment_seconds) } else { String::new() };
            format!("{moves}{}{increment}", p.base_seconds)
        })
        .collect();
    Some(codes.join(":"))
}

/// The PGN `TimeControl` tag of a control as stored ([`TimeControl::pgn`]):
/// `?` when it is not set or cannot be read.
pub fn pgn_tag(stored: &str) -> String {
    stored.parse::<TimeControl>().map_or_else(|_| "?".into(), |c| c.pgn())
}

/// Whether a control is written as minutes and seconds only (`3+2`,
/// `90+30`, `15`), which reads one way; with moves or periods (`90/30`,
/// `40/90+30:30`) it is easily meant otherwise (90+30 typed as `90/30`).
pub fn written_as_minutes_and_seconds(text: &str) -> bool {
    !text.contains(['/', ':'])
}

fn human_duration(seconds: u32) -> String {
    match (seconds / 60, seconds % 60) {
        (0, s) => format!("{s}″"),
        (m, 0) => format!("{m}′"),
        (m, s) => format!("{m}′{s}″"),
    }
}

fn human_periods(periods: &[Period]) -> String {
    let same_increment = periods.windows(2).all(|w| {
        (w[0].increment_seconds, w[0].increment_from_move) == (w[1].increment_seconds, w[1].increment_from_move)
    }) && periods.iter().all(|p| p.delay.is_none());
    let mut parts: Vec<String> = Vec::new();
    for p in periods {
        let mut part = human_duration(p.base_seconds);
        if let Some(m) = p.moves {
            part.push_str(&format!("/{m}"));
        }
        if !same_increment {
            part.push_str(&increment_suffix(p));
        }
        parts.push(part);
    }
    let mut text = parts.join(" + ");
    if same_increment && let Some(p) = periods.first() {
        text.push_str(&increment_suffix(p));
    }
    text
}

fn increment_suffix(p: &Period) -> String {
    let mut s = String::new();
    if p.increment_seconds > 0 {
        s.push_str(&format!(" + {}", human_duration(p.increment_seconds)));
        if p.increment_from_move > 1 {
            s.push_str(&format!(" (≥{})", p.increment_from_move));
        }
    }
    if let Some(d) = p.delay {
        let tag = match d.kind {
            DelayKind::Simple => "delay",
            DelayKind::Bronstein => "Bronstein",
        };
        s.push_str(&format!(" {tag} {}", human_duration(d.seconds)));
    }
    s
}

fn write_periods(f: &mut fmt::Formatter<'_>, periods: &[Period]) -> fmt::Result {
    for (i, p) in periods.iter().enumerate() {
        if i > 0 {
            f.write_str(":")?;
        }
        if let Some(m) = p.moves {
            write!(f, "{m}/")?;
        }
        write!(f, "{}", p.base_seconds)?;
        if p.increment_seconds > 0 {
            write!(f, "+{}", p.increment_seconds)?;
            if p.increment_from_move > 1 {
                write!(f, "@{}", p.increment_from_move)?;
            }
        }
        if let Some(d) = p.delay {
            let tag = if d.kind == DelayKind::Simple { 'd' } else { 'b' };
            write!(f, "{tag}{}", d.seconds)?;
        }
    }
    Ok(())
}

/// The canonical notation, in seconds (TRF-2026 record 222 plus our extensions).
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.black {
            None => write_periods(f, &self.white),
            Some(black) => {
                f.write_str("W")?;
                write_periods(f, &self.white)?;
                f.write_str("-B")?;
                write_periods(f, black)
            }
        }
    }
}

/// A number with an optional unit; `None` unit means "decide from context".
#[derive(Clone, Copy)]
struct Amount {
    value: u32,
    unit_seconds: Option<u32>,
}

fn parse_amount(text: &str) -> Option<Amount> {
    let digits_end = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    let (num, unit) = text.split_at(digits_end);
    let value: u32 = num.parse().ok()?;
    let unit_seconds = match unit.trim() {
        "" => None,
        "m" | "min" | "'" | "′" => Some(60),
        "s" | "sec" | "\"" | "″" | "''" => Some(1),
        _ => return None,
    };
    Some(Amount { value, unit_seconds })
}

struct RawPeriod {
    moves: Option<u32>,
    base: Amount,
    increment: Option<Amount>,
    increment_from_move: u32,
    delay: Option<(DelayKind, Amount)>,
}

fn parse_period(text: &str, index: usize) -> Result<RawPeriod, ParseTimeControlError> {
    let bad = || ParseTimeControlError::BadPeriod { index, text: crate::text::excerpt(text) };
    let (moves, rest) = match text.split_once('/') {
        Some((m, rest)) => (Some(m.trim().parse::<u32>().map_err(|_| bad())?), rest),
        None => (None, text),
    };
    if moves == Some(0) {
        return Err(bad());
    }
    let (rest, delay) = match rest.find(['d', 'b']) {
        Some(i) => {
            let kind = if rest.as_bytes()[i] == b'd' { DelayKind::Simple } else { DelayKind::Bronstein };
            (&rest[..i], Some((kind, parse_amount(rest[i + 1..].trim()).ok_or_else(bad)?)))
        }
        None => (rest, None),
    };
    let (base, increment) = match rest.split_once('+') {
        Some((b, inc)) => (b, Some(inc)),
        None => (rest, None),
    };
    let base = parse_amount(base.trim()).ok_or_else(bad)?;
    let (increment, increment_from_move) = match increment {
        None => (None, 1),
        Some(inc) => {
            let (inc, from) = match inc.split_once('@') {
                Some((i, f)) => (i, f.trim().parse::<u32>().map_err(|_| bad())?.max(1)),
                None => (inc, 1),
            };
            (Some(parse_amount(inc.trim()).ok_or_else(bad)?), from)
        }
    };
    Ok(RawPeriod { moves, base, increment, increment_from_move, delay })
}

fn parse_periods(text: &str, first_index: usize) -> Result<Vec<Period>, ParseTimeControlError> {
    if text.split(':').nth(MAX_PERIODS).is_some() {
        return Err(ParseTimeControlError::TooManyPeriods(MAX_PERIODS));
    }
    let raw: Vec<RawPeriod> =
        text.split(':').enumerate().map(|(i, p)| parse_period(p.trim(), first_index + i)).collect::<Result<_, _>>()?;
    let last = raw.len() - 1;
    if raw[..last].iter().any(|p| p.moves.is_none()) {
        return Err(ParseTimeControlError::OpenPeriodNotLast);
    }
    let in_minutes = raw.iter().all(|p| p.base.unit_seconds.is_none() && p.base.value < 180);
    let base_unit = if in_minutes { 60 } else { 1 };
    raw.iter()
        .enumerate()
        .map(|(i, p)| {
            let seconds = |a: Amount, default: u32| a.value.saturating_mul(a.unit_seconds.unwrap_or(default));
            let base_seconds = seconds(p.base, base_unit);
            if base_seconds == 0 && i == 0 {
                return Err(ParseTimeControlError::NoTime(first_index + i));
            }
            let period = Period {
                moves: p.moves,
                base_seconds,
                increment_seconds: p.increment.map_or(0, |a| seconds(a, 1)),
                increment_from_move: p.increment_from_move,
                delay: p.delay.map(|(kind, a)| Delay { kind, seconds: seconds(a, 1) }),
            };
            let in_range = period.moves.is_none_or(|m| m <= MAX_MOVES)
                && period.increment_from_move <= MAX_MOVES
                && period.base_seconds <= MAX_PERIOD_SECONDS
                && period.increment_seconds <= MAX_INCREMENT_SECONDS
                && period.delay.is_none_or(|d| d.seconds <= MAX_INCREMENT_SECONDS);
            if !in_range {
                return Err(ParseTimeControlError::OutOfRange(first_index + i));
            }
            Ok(period)
        })
        .collect()
}

impl FromStr for TimeControl {
    type Err = ParseTimeControlError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err(ParseTimeControlError::Empty);
        }
        if let Some(rest) = text.strip_prefix('W').or_else(|| text.strip_prefix('w'))
            && let Some((w, b)) = rest.split_once("-B").or_else(|| rest.split_once("-b"))
        {
            let white = parse_periods(w, 1)?;
            let black = parse_periods(b, white.len() + 1)?;
            return Ok(TimeControl { white, black: Some(black) });
        }
        Ok(TimeControl { white: parse_periods(&text, 1)?, black: None })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tc(s: &str) -> TimeControl {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn only_minutes_and_seconds_read_one_way() {
        for plain in ["3+2", "90+30", "15"] {
            assert!(written_as_minutes_and_seconds(plain), "{plain}");
        }
        for other in ["90/30", "40/5400+30:1800+30"] {
            assert!(!written_as_minutes_and_seconds(other), "{other}");
        }
    }

    #[test]
    fn fide_classical_round_trips_and_reads_well() {
        let c = tc("40/5400+30:1800+30");
        assert_eq!(c.white.len(), 2);
        assert_eq!(c.white[0].moves, Some(40));
        assert_eq!(c.white[0].base_seconds, 5400);
        assert_eq!(c.white[1].increment_seconds, 30);
        assert_eq!(c.to_string(), "40/5400+30:1800+30");
        assert_eq!(c.human(), "90′/40 + 30′ + 30″");
        assert_eq!(c.mode(), GameMode::Standard);
        assert_eq!(c.minutes_for_sixty_moves(), 150.0);
    }

    #[test]
    fn short_forms_are_minutes_plus_seconds() {
        assert_eq!(tc("90+30").to_string(), "5400+30");
        assert_eq!(tc("15+10").mode(), GameMode::Rapid);
        assert_eq!(tc("3+2").mode(), GameMode::Blitz);
        assert_eq!(tc("5+5").mode(), GameMode::Blitz);
        assert_eq!(tc("10+5").mode(), GameMode::Rapid);
        assert_eq!(tc("45+15").mode(), GameMode::Standard);
        assert_eq!(tc("60").mode(), GameMode::Standard);
        assert_eq!(tc("900+10"), TimeControl::rapid());
        assert_eq!(tc("180+2"), TimeControl::blitz());
        assert_eq!(tc("90'+30\"").to_string(), "5400+30");
        assert_eq!(tc("40/90+30:30+30"), TimeControl::classical());
    }

    #[test]
    fn extensions_round_trip() {
        for s in ["40/7200:20/3600:900+30@61", "5400d5", "5400b10", "W300-B240", "40/6000+30:20/3000+30:900+30"] {
            assert_eq!(tc(s).to_string(), s);
        }
        let arma = tc("W300-B240");
        assert_eq!(arma.periods(false)[0].base_seconds, 240);
        assert_eq!(arma.periods(true)[0].base_seconds, 300);
    }

    #[test]
    fn bad_controls_are_refused_with_a_reason() {
        assert_eq!("".parse::<TimeControl>(), Err(ParseTimeControlError::Empty));
        assert!(matches!("abc".parse::<TimeControl>(), Err(ParseTimeControlError::BadPeriod { index: 1, .. })));
        assert_eq!("5400:40/1800".parse::<TimeControl>(), Err(ParseTimeControlError::OpenPeriodNotLast));
        assert!("0/5400".parse::<TimeControl>().is_err());
        assert!("0+5".parse::<TimeControl>().is_err());
        assert!("90+x".parse::<TimeControl>().is_err());
        assert!("99999999999".parse::<TimeControl>().is_err());
    }

    #[test]
    fn pgn_tags_follow_the_pgn_standard() {
        assert_eq!(tc("90+30").pgn(), "5400+30");
        assert_eq!(tc("40/5400+30:1800+30").pgn(), "40/5400+30:1800+30");
        assert_eq!(tc("300").pgn(), "300");
        assert_eq!(tc("40/7200:20/3600:900+30@61").pgn(), "40/7200:20/3600:900+30", "the increment of the last period");
        for s in ["5400d5", "5400b10", "W300-B240", "5400+30@41"] {
            assert_eq!(tc(s).pgn(), "?", "{s}");
        }
        assert_eq!(pgn_tag(""), "?", "not set");
        assert_eq!(pgn_tag("90+30"), "5400+30");
    }

    #[test]
    fn periods_and_values_are_bounded() {
        assert!("40/90:20/60:20/30:10/15:15+30".parse::<TimeControl>().is_ok(), "five periods");
        let six = "40/90:20/60:20/30:10/15:10/10:15+30";
        assert_eq!(six.parse::<TimeControl>(), Err(ParseTimeControlError::TooManyPeriods(MAX_PERIODS)));
        let many = "40/90:".repeat(10_000) + "30";
        assert_eq!(many.parse::<TimeControl>(), Err(ParseTimeControlError::TooManyPeriods(MAX_PERIODS)));
        let armageddon = format!("W{six}-B300");
        assert_eq!(armageddon.parse::<TimeControl>(), Err(ParseTimeControlError::TooManyPeriods(MAX_PERIODS)));
        assert!("86400".parse::<TimeControl>().is_ok(), "a day");
        for s in ["86401", "5400+3601", "5400d3601", "1001/5400:1800", "40/5400+30@1001:1800"] {
            assert!(matches!(s.parse::<TimeControl>(), Err(ParseTimeControlError::OutOfRange(_))), "{s}");
        }
        let Err(ParseTimeControlError::BadPeriod { text, .. }) = "x".repeat(10_000).parse::<TimeControl>() else {
            panic!()
        };
        assert!(text.chars().count() <= crate::text::EXCERPT + 1, "only an excerpt is quoted");
    }
}
