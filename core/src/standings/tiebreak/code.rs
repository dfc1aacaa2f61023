//! Tie-break codes as FIDE C.07 and TRF-2026 record 202 write them:
//! `NAME/GROUP/GROUP` with cut and median (`C1`, `M2`), the Koya limit moved
//! in half-points (`L+1`, `L-2`; C.07 14.5) or set as a percentage (`L60%`,
//! the reading of TieBreakServer's `L60`), rating for unrated players
//! (`U1000`) and the flags `P` (forfeits count as played), `V` (cuts without
//! the rule for voluntarily unplayed rounds) and `R` (the order reversed:
//! RTNG lowest first, TPN highest first).

use std::fmt;
use std::str::FromStr;

/// The tie-breaks computed for individuals.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// PTS: points.
    Points,
    /// DE: direct encounter.
    DirectEncounter,
    /// BH: Buchholz.
    Buchholz,
    /// FB: Fore Buchholz.
    ForeBuchholz,
    /// SB: Sonneborn-Berger.
    SonnebornBerger,
    /// AOB: average of opponents' Buchholz.
    AverageOpponentsBuchholz,
    /// WIN: rounds won (games and unplayed rounds worth a win).
    Wins,
    /// WON: games won over the board.
    GamesWon,
    /// BPG: games played with Black.
    BlackGames,
    /// BWG: games won with Black.
    BlackWins,
    /// GE: games one elected to play (the 2024 name of REP).
    GamesElected,
    /// REP: rounds one elected to play (2026).
    RoundsElected,
    /// STD: the score in the standard point system, 1 for a win, ½ for a draw (2026).
    StandardPoints,
    /// PS: progressive score.
    Progressive,
    /// KS: Koya.
    Koya,
    /// ARO: average rating of opponents.
    AverageRating,
    /// TPR: tournament performance rating.
    Performance,
    /// PTP: perfect tournament performance.
    PerfectPerformance,
    /// APRO: average performance rating of opponents.
    AverageOpponentsPerformance,
    /// APPO: average perfect performance of opponents.
    AverageOpponentsPerfect,
    /// TPN: the tournament pairing number, lowest first (2026).
    PairingNumber,
    /// RTNG: the player's own rating (2026).
    Rating,
    /// EXT: a value computed elsewhere and entered by the arbiter for each
    /// player (checklist Q207), highest first; a tie-break the event's
    /// regulations define themselves (C.07 2.2), not one of FIDE's codes.
    External,
}

impl Kind {
    /// Every kind with its code.
    pub const ALL: [(Kind, &'static str); 23] = [
        (Kind::Points, "PTS"),
        (Kind::DirectEncounter, "DE"),
        (Kind::Buchholz, "BH"),
        (Kind::ForeBuchholz, "FB"),
        (Kind::SonnebornBerger, "SB"),
        (Kind::AverageOpponentsBuchholz, "AOB"),
        (Kind::Wins, "WIN"),
        (Kind::GamesWon, "WON"),
        (Kind::BlackGames, "BPG"),
        (Kind::BlackWins, "BWG"),
        (Kind::GamesElected, "GE"),
        (Kind::RoundsElected, "REP"),
        (Kind::StandardPoints, "STD"),
        (Kind::Progressive, "PS"),
        (Kind::Koya, "KS"),
        (Kind::AverageRating, "ARO"),
        (Kind::Performance, "TPR"),
        (Kind::PerfectPerformance, "PTP"),
        (Kind::AverageOpponentsPerformance, "APRO"),
        (Kind::AverageOpponentsPerfect, "APPO"),
        (Kind::PairingNumber, "TPN"),
        (Kind::Rating, "RTNG"),
        (Kind::External, "EXT"),
    ];

    /// The code (`BH`).
    pub fn code(self) -> &'static str {
        Kind::ALL.iter().find(|(k, _)| *k == self).map(|(_, c)| *c).unwrap_or("?")
    }

    /// Whether the tie-break is of the Buchholz family (C.07 art. 8: BH, FB,
    /// AOB), which the 2026 text keeps out of round robins.
    pub fn is_buchholz_family(self) -> bool {
        matches!(self, Kind::Buchholz | Kind::ForeBuchholz | Kind::AverageOpponentsBuchholz)
    }

    /// Whether the tie-break is computed from ratings (C.07 art. 10): it is
    /// undefined while a player is unrated and no rating stands in for the
    /// unrated (`/U`).
    pub fn is_rating(self) -> bool {
        use Kind::*;
        matches!(
            self,
            AverageRating
                | Performance
                | PerfectPerformance
                | AverageOpponentsPerformance
                | AverageOpponentsPerfect
                | Rating
        )
    }

    /// Whether the lowest value ranks first (a place or a number), not the highest.
    pub fn lowest_first(self) -> bool {
        matches!(self, Kind::DirectEncounter | Kind::PairingNumber)
    }

    fn allows(self, modifier: char) -> bool {
        use Kind::*;
        match modifier {
            'C' => matches!(
                self,
                Buchholz | ForeBuchholz | SonnebornBerger | AverageOpponentsBuchholz | Progressive | AverageRating
            ),
            'M' => matches!(self, Buchholz | ForeBuchholz | SonnebornBerger | AverageOpponentsBuchholz | AverageRating),
            // DE/P: forfeits between the tied players count as encounters (C.07 of 2026).
            'P' => {
                matches!(self, Buchholz | ForeBuchholz | SonnebornBerger | AverageOpponentsBuchholz | DirectEncounter)
            }
            'V' => matches!(self, Buchholz | ForeBuchholz | SonnebornBerger | AverageOpponentsBuchholz),
            'L' => self == Koya,
            'U' => self.is_rating(),
            'R' => matches!(self, Rating | PairingNumber),
            _ => false,
        }
    }
}

/// One tie-break with its modifiers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TieBreak {
    /// Which tie-break.
    pub kind: Kind,
    /// `/Cn`: the n least significant values cut (PS: the first n rounds).
    pub cut: u32,
    /// `/Mn`: the n lowest and n highest values cut.
    pub median: u32,
    /// `/L`: where the Koya limit lies (none: 50 % of the maximum).
    pub limit: Option<KoyaLimit>,
    /// `/Un` or `/UX`: how unrated players count (none: the tie-break is
    /// undefined while any player is unrated, C.07 art. 10).
    pub unrated: Option<Unrated>,
    /// `/P`: forfeits count as games played against the scheduled opponent.
    pub forfeits_played: bool,
    /// `/V`: cuts remove the lowest values, voluntarily unplayed rounds or not.
    pub no_vur_rule: bool,
    /// `/R`: the order reversed (RTNG: lowest rating first; TPN: highest
    /// pairing number first).
    pub reverse: bool,
}

/// How a rating tie-break counts unrated players (C.07 art. 10: as the
/// regulations say; checklist Q208, Q209).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Unrated {
    /// `/Un`: every unrated player counts with rating n.
    Rating(u32),
    /// `/UX`: unrated opponents are left out of the averages and
    /// performances; an unrated player has no rating of their own (RTNG).
    LeftOut,
}

impl Unrated {
    /// The rating an unrated player counts with, if any.
    pub fn stand_in(self) -> Option<u32> {
        match self {
            Unrated::Rating(r) => Some(r),
            Unrated::LeftOut => None,
        }
    }
}

impl fmt::Display for Unrated {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Unrated::Rating(r) => write!(f, "{r}"),
            Unrated::LeftOut => f.write_str("X"),
        }
    }
}

/// Where the Koya limit lies: the score an opponent needs for the games
/// against them to count (C.07 9.2, 14.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KoyaLimit {
    /// `/L±n`, as C.07 14.5 and the TRF write it: n half-points above
    /// (below, when negative) 50 % of the maximum score.
    HalfPoints(i32),
    /// `/Ln%`: n percent of the maximum score (TieBreakServer writes it
    /// `/Ln`, a reading of its own).
    Percent(u32),
}

/// The largest number of half-points a Koya limit moves (a 99-round event's worth).
const KOYA_STEPS_MAX: i32 = 198;

impl KoyaLimit {
    /// Reads the text after `L`: `+1`, `-2`, `1`, or `60%`.
    fn parse(text: &str) -> Option<KoyaLimit> {
        if let Some(percent) = text.strip_suffix('%') {
            return percent.parse().ok().filter(|p| *p <= 100).map(KoyaLimit::Percent);
        }
        let digits = text.strip_prefix('+').unwrap_or(text);
        let steps: i32 = digits.parse().ok()?;
        (steps.abs() <= KOYA_STEPS_MAX).then_some(KoyaLimit::HalfPoints(steps))
    }
}

impl fmt::Display for KoyaLimit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            KoyaLimit::HalfPoints(n) if n > 0 => write!(f, "+{n}"),
            KoyaLimit::HalfPoints(n) => write!(f, "{n}"),
            KoyaLimit::Percent(p) => write!(f, "{p}%"),
        }
    }
}

impl TieBreak {
    /// The tie-break without modifiers.
    pub fn plain(kind: Kind) -> TieBreak {
        TieBreak {
            kind,
            cut: 0,
            median: 0,
            limit: None,
            unrated: None,
            forfeits_played: false,
            no_vur_rule: false,
            reverse: false,
        }
    }

    /// Whether the lowest value ranks first: the kind's order, turned
    /// round by `/R`.
    pub fn lowest_first(&self) -> bool {
        self.kind.lowest_first() != self.reverse
    }
}

/// A tie-break code that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "unknown tie-break {code:?}: {reason}. Valid codes: {}; modifiers /Cn, /Mn, /L±n or /Ln% (KS), /Un or /UX (ARO, TPR, PTP, APRO, APPO, RTNG), /R (RTNG, TPN), /P, /V",
    valid_codes()
)]
pub struct UnknownTieBreak {
    /// The code as given.
    pub code: String,
    /// What is wrong with it.
    pub reason: TieBreakProblem,
}

/// What is wrong with a tie-break code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TieBreakProblem {
    /// The name is no tie-break's.
    #[error("no such tie-break")]
    NoSuchTieBreak,
    /// A `/` with nothing after it.
    #[error("empty modifier")]
    EmptyModifier,
    /// The modifier does not apply to this tie-break.
    #[error("modifier {0} does not apply")]
    NotApplicable(char),
    /// The modifier takes a number and has none.
    #[error("modifier {0} needs a number")]
    NeedsNumber(char),
    /// A modifier that is none of the known ones.
    #[error("bad modifier {0}")]
    BadModifier(String),
}

/// A modifier group of a code (`C1`): its letter, if `allows` it, and the
/// text after the letter. The individual and the team codes read their
/// modifiers with it.
pub(super) fn modifier(group: &str, allows: impl Fn(char) -> bool) -> Result<(char, String), TieBreakProblem> {
    let mut chars = group.chars();
    let letter = chars.next().ok_or(TieBreakProblem::EmptyModifier)?;
    if !allows(letter) {
        return Err(TieBreakProblem::NotApplicable(letter));
    }
    Ok((letter, chars.collect()))
}

/// Every tie-break code, comma-separated.
pub fn valid_codes() -> String {
    Kind::ALL.iter().map(|(_, c)| *c).collect::<Vec<_>>().join(", ")
}

impl FromStr for TieBreak {
    type Err = UnknownTieBreak;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let err = |reason| UnknownTieBreak { code: text.to_string(), reason };
        let upper = text.trim().to_ascii_uppercase().replace(['#', '!'], "/");
        let mut parts = upper.split('/');
        // TRF-2026 (MTB26) prefixes a self-defined tie-break with OTHER_.
        let name = parts.next().unwrap_or("");
        let name = if name == "OTHER_EXT" { "EXT" } else { name };
        let kind = Kind::ALL
            .iter()
            .find(|(_, c)| *c == name)
            .map(|(k, _)| *k)
            .ok_or_else(|| err(TieBreakProblem::NoSuchTieBreak))?;
        let mut tb = TieBreak::plain(kind);
        for group in parts {
            let (letter, rest) = modifier(group, |letter| kind.allows(letter)).map_err(err)?;
            let number = || rest.parse::<u32>().map_err(|_| err(TieBreakProblem::NeedsNumber(letter)));
            match letter {
                'C' => tb.cut = number()?,
                'M' => tb.median = number()?,
                'L' => {
                    let limit = KoyaLimit::parse(&rest).ok_or_else(|| err(TieBreakProblem::NeedsNumber(letter)))?;
                    tb.limit = Some(limit);
                }
                'U' if rest == "X" => tb.unrated = Some(Unrated::LeftOut),
                'U' => tb.unrated = Some(Unrated::Rating(number()?)),
                'P' if rest.is_empty() => tb.forfeits_played = true,
                'V' if rest.is_empty() => tb.no_vur_rule = true,
                'R' if rest.is_empty() => tb.reverse = true,
                _ => return Err(err(TieBreakProblem::BadModifier(group.to_string()))),
            }
        }
        Ok(tb)
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.kind.code())?;
        if self.cut > 0 {
            write!(f, "/C{}", self.cut)?;
        }
        if self.median > 0 {
            write!(f, "/M{}", self.median)?;
        }
        if let Some(l) = self.limit {
            write!(f, "/L{l}")?;
        }
        if let Some(u) = self.unrated {
            write!(f, "/U{u}")?;
        }
        if self.forfeits_played {
            f.write_str("/P")?;
        }
        if self.no_vur_rule {
            f.write_str("/V")?;
        }
        if self.reverse {
            f.write_str("/R")?;
        }
        Ok(())
    }
}

/// A list written back as codes, e.g. `BH/C1, BH, DE` with `", "` (the
/// settings page) or `BH/C1,BH,DE` with `","` (TRF record 202).
pub fn list_text(list: &[TieBreak], separator: &str) -> String {
    list.iter().map(ToString::to_string).collect::<Vec<_>>().join(separator)
}

/// The list as TRF-2026's record 202 writes it: the self-defined EXT as
/// `OTHER_EXT` (MTB26), every other code as the pages write it.
pub fn trf_list_text(list: &[TieBreak]) -> String {
    let code = |tb: &TieBreak| match tb.kind {
        Kind::External => format!("OTHER_{tb}"),
        _ => tb.to_string(),
    };
    list.iter().map(code).collect::<Vec<_>>().join(",")
}

/// Parses a comma-separated list such as `PTS,DE,BH/C1`.
pub fn parse_list(text: &str) -> Result<Vec<TieBreak>, UnknownTieBreak> {
    text.split([',', ' ']).filter(|s| !s.trim().is_empty()).map(str::parse).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_trf_names_ext_as_a_self_defined_tie_break() {
        let list = parse_list("BH, EXT, DE").unwrap();
        assert_eq!(trf_list_text(&list), "BH,OTHER_EXT,DE");
        assert_eq!(parse_list(&trf_list_text(&list)).unwrap(), list);
    }

    #[test]
    fn codes_round_trip() {
        for code in [
            "PTS",
            "DE",
            "DE/P",
            "BH/C1",
            "BH/M2",
            "BH/C1/P",
            "SB/C1/V",
            "KS/L60%",
            "ARO/U1000",
            "ARO/UX",
            "PS/C1",
            "APPO",
            "EXT",
        ] {
            assert_eq!(code.parse::<TieBreak>().unwrap().to_string(), code);
        }
        // Q104's round-robin list: every code reads, and is written back as the TRF writes it.
        for (code, written) in [
            ("RTNG/R", "RTNG/R"),
            ("TPN/R", "TPN/R"),
            ("KS/L1", "KS/L+1"),
            ("KS/L2", "KS/L+2"),
            ("KS/L+1", "KS/L+1"),
            ("KS/L-1", "KS/L-1"),
            ("KS/L-2", "KS/L-2"),
            ("SB/C2", "SB/C2"),
        ] {
            assert_eq!(code.parse::<TieBreak>().unwrap().to_string(), written, "{code}");
        }
        assert!(!"TPN/R".parse::<TieBreak>().unwrap().lowest_first(), "the highest number first");
        assert!("RTNG/R".parse::<TieBreak>().unwrap().lowest_first(), "the lowest rating first");
        for bad in ["BH/R", "KS/L", "KS/L101%", "KS/Lx", "KS/L999", "RTNG/R1"] {
            assert!(bad.parse::<TieBreak>().is_err(), "{bad}");
        }
        assert_eq!("bh#c1".parse::<TieBreak>().unwrap().to_string(), "BH/C1");
        let e = "XYZ".parse::<TieBreak>().unwrap_err().to_string();
        assert!(e.contains("Valid codes: PTS, DE, BH"), "{e}");
        assert!("WIN/C1".parse::<TieBreak>().is_err());
        assert!("BH/C".parse::<TieBreak>().is_err());
    }
}
