//! The initial order of players (FIDE C.04.2 B): strength, then title, then name.
//! A player's place in that order is the pairing number.

use std::cmp::Ordering;
use std::fmt;
use std::str::FromStr;

/// FIDE titles in the order the initial ranking uses them (strongest first).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Title {
    /// Grandmaster.
    GM,
    /// International Master.
    IM,
    /// Woman Grandmaster.
    WGM,
    /// FIDE Master.
    FM,
    /// Woman International Master.
    WIM,
    /// Candidate Master.
    CM,
    /// Woman FIDE Master.
    WFM,
    /// Woman Candidate Master.
    WCM,
}

impl Title {
    /// Every title, strongest first.
    pub const ALL: [Title; 8] =
        [Title::GM, Title::IM, Title::WGM, Title::FM, Title::WIM, Title::CM, Title::WFM, Title::WCM];

    /// The abbreviation used on lists and in TRF.
    pub fn code(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
        }
    }
}

impl fmt::Display for Title {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A title that FIDE does not award.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown title {0:?}; use GM, IM, WGM, FM, WIM, CM, WFM or WCM")]
pub struct ParseTitleError(pub String);

/// Accepts current codes in any case and the old TRF06 letters (`g`, `m`, `wg`...).
impl FromStr for Title {
    type Err = ParseTitleError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let upper = s.trim().to_ascii_uppercase();
        let legacy = match upper.as_str() {
            "G" => Some(Title::GM),
            "M" => Some(Title::IM),
            "F" => Some(Title::FM),
            "C" => Some(Title::CM),
            "WG" => Some(Title::WGM),
            "WM" => Some(Title::WIM),
            "WF" => Some(Title::WFM),
            "WC" => Some(Title::WCM),
            _ => None,
        };
        legacy
            .or_else(|| Title::ALL.into_iter().find(|t| t.code() == upper))
            .ok_or_else(|| ParseTitleError(s.to_string()))
    }
}

/// How the tournament rating, which seeds the event (C.04.2 B: the
/// initial order), is taken from a player's official ratings (checklist
/// Q116, Q145; TRF-2026 record 172). The official FIDE rating stays what
/// the rating report and the rating calculations read.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RatingMethod {
    /// The FIDE rating (`FIDE`).
    #[default]
    Fide,
    /// The national rating (`NRO`: national rating only).
    National,
    /// The FIDE rating, or the national one for a player without (`FIDON`).
    FideOrNational,
    /// The national rating, or the FIDE one for a player without (`NIDOF`).
    NationalOrFide,
    /// The higher of the two (`HBFN`).
    HigherOfBoth,
}

impl RatingMethod {
    /// Every method, in the order forms list them.
    pub const ALL: [RatingMethod; 5] = [
        RatingMethod::Fide,
        RatingMethod::National,
        RatingMethod::FideOrNational,
        RatingMethod::NationalOrFide,
        RatingMethod::HigherOfBoth,
    ];

    /// The code record 172 writes (and the stored code).
    pub fn code(self) -> &'static str {
        match self {
            RatingMethod::Fide => "FIDE",
            RatingMethod::National => "NRO",
            RatingMethod::FideOrNational => "FIDON",
            RatingMethod::NationalOrFide => "NIDOF",
            RatingMethod::HigherOfBoth => "HBFN",
        }
    }

    /// The method of a code; none for another.
    pub fn from_code(code: &str) -> Option<RatingMethod> {
        RatingMethod::ALL.into_iter().find(|m| m.code() == code)
    }

    /// Whether national ratings seed the event (the report then carries them).
    pub fn uses_national(self) -> bool {
        self != RatingMethod::Fide
    }

    /// The tournament rating of a player rated `fide` and `national` (0: unrated).
    pub fn tournament_rating(self, fide: u32, national: u32) -> u32 {
        let or = |first: u32, then: u32| if first > 0 { first } else { then };
        match self {
            RatingMethod::Fide => fide,
            RatingMethod::National => national,
            RatingMethod::FideOrNational => or(fide, national),
            RatingMethod::NationalOrFide => or(national, fide),
            RatingMethod::HigherOfBoth => fide.max(national),
        }
    }
}

/// How players equal in tournament rating and title are ordered (checklist
/// Q146): by name, as FIDE's initial order has it, or by a drawing of lots
/// announced before round 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum TieOrder {
    /// Alphabetically by name.
    #[default]
    Name,
    /// By a drawing of lots, the same each time it is drawn.
    Lot,
}

impl TieOrder {
    /// Every order, in the order forms list them.
    pub const ALL: [TieOrder; 2] = [TieOrder::Name, TieOrder::Lot];

    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            TieOrder::Name => "name",
            TieOrder::Lot => "lot",
        }
    }

    /// The order of a code; none for another.
    pub fn from_code(code: &str) -> Option<TieOrder> {
        TieOrder::ALL.into_iter().find(|t| t.code() == code)
    }
}

/// What the initial order looks at for one player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeedingKey {
    /// Strength: the tournament rating, or 0 when unrated.
    pub rating: u32,
    /// FIDE title, if any.
    pub title: Option<Title>,
    /// The player's lot, when ties are ordered by lot ([`TieOrder::Lot`]):
    /// compared before the name.
    pub lot: Option<u64>,
    /// Name as `Lastname, Firstname`; compared case-insensitively.
    pub name: String,
}

impl SeedingKey {
    fn cmp_fide(&self, other: &Self) -> Ordering {
        other
            .rating
            .cmp(&self.rating)
            .then_with(|| match (self.title, other.title) {
                (Some(a), Some(b)) => a.cmp(&b),
                (Some(_), None) => Ordering::Less,
                (None, Some(_)) => Ordering::Greater,
                (None, None) => Ordering::Equal,
            })
            .then_with(|| self.lot.cmp(&other.lot))
            .then_with(|| self.name.to_lowercase().cmp(&other.name.to_lowercase()))
            .then_with(|| self.name.cmp(&other.name))
    }
}

/// Indices of `keys` in FIDE initial order: the first index gets pairing number 1.
/// Stable, so players identical in every respect keep their registration order.
pub fn fide_order(keys: &[SeedingKey]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| keys[a].cmp_fide(&keys[b]));
    order
}

/// The initial order with late entries in it (C.04.2 2.4-2.5): the players
/// already numbered keep their order (`numbered`, by number), and each late
/// entry, taken in FIDE order among them, goes in just before the first
/// player it precedes in FIDE order: it gets the pairing number its rating
/// earns, and everybody below moves down one. Indices: `0..numbered.len()`
/// for the numbered players, then the late entries'.
pub fn with_late_entries(numbered: &[SeedingKey], late: &[SeedingKey]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..numbered.len()).collect();
    let key = |i: usize| if i < numbered.len() { &numbered[i] } else { &late[i - numbered.len()] };
    for entry in fide_order(late) {
        let new = &late[entry];
        let at = order.iter().position(|&i| new.cmp_fide(key(i)).is_lt()).unwrap_or(order.len());
        order.insert(at, numbered.len() + entry);
    }
    order
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(rating: u32, title: Option<Title>, name: &str) -> SeedingKey {
        SeedingKey { rating, title, lot: None, name: name.into() }
    }

    #[test]
    fn a_late_entry_takes_the_number_its_rating_earns_and_the_players_below_move_down() {
        // Numbers 1-3 as round 1 gave them (the third corrected since: it
        // keeps its place), then two late entries.
        let numbered = vec![key(2400, None, "A"), key(2300, None, "B"), key(2350, None, "C")];
        let late = vec![key(2200, None, "Last"), key(2500, Some(Title::GM), "Top")];
        assert_eq!(with_late_entries(&numbered, &late), vec![4, 0, 1, 2, 3]);
        // Equal in rating and title: the name decides, as for everyone.
        let late = vec![key(2300, None, "Alpha")];
        assert_eq!(with_late_entries(&numbered, &late), vec![0, 3, 1, 2]);
        assert_eq!(with_late_entries(&numbered, &[]), vec![0, 1, 2]);
    }

    #[test]
    fn lots_order_ties_before_names() {
        let lotted = |rating, name: &str, lot| SeedingKey { lot: Some(lot), ..key(rating, None, name) };
        let keys = vec![lotted(2000, "Alpha", 9), lotted(2000, "Beta", 3), lotted(2100, "Zeta", 99)];
        assert_eq!(fide_order(&keys), vec![2, 1, 0], "the rating first, then the lot, not the name");
        assert_eq!(TieOrder::from_code("lot"), Some(TieOrder::Lot));
        assert_eq!(TieOrder::from_code("fide_id"), None);
    }

    #[test]
    fn rating_then_title_then_name() {
        let keys = vec![
            key(2400, None, "Zeta"),
            key(2500, None, "Alpha"),
            key(2400, Some(Title::FM), "Beta"),
            key(2400, Some(Title::IM), "Gamma"),
            key(2400, None, "alpha"),
            key(0, Some(Title::GM), "Old"),
        ];
        assert_eq!(fide_order(&keys), vec![1, 3, 2, 4, 0, 5]);
    }

    #[test]
    fn the_tournament_rating_follows_the_method() {
        use RatingMethod::*;
        // (FIDE, national): rated by both, by FIDE only, by the federation only, by neither.
        let players = [(2100, 2250), (1900, 0), (0, 1800), (0, 0)];
        for (method, expected) in [
            (Fide, [2100, 1900, 0, 0]),
            (National, [2250, 0, 1800, 0]),
            (FideOrNational, [2100, 1900, 1800, 0]),
            (NationalOrFide, [2250, 1900, 1800, 0]),
            (HigherOfBoth, [2250, 1900, 1800, 0]),
        ] {
            let got = players.map(|(f, n)| method.tournament_rating(f, n));
            assert_eq!(got, expected, "{method:?}");
            assert_eq!(RatingMethod::from_code(method.code()), Some(method));
        }
        assert_eq!(RatingMethod::from_code("LBFN"), None);
        assert!(!Fide.uses_national() && HigherOfBoth.uses_national());
    }

    #[test]
    fn woman_grandmaster_ranks_between_im_and_fm() {
        assert!(Title::IM < Title::WGM && Title::WGM < Title::FM);
        assert_eq!("wg".parse(), Ok(Title::WGM));
        assert_eq!("wfm".parse(), Ok(Title::WFM));
        assert!("XX".parse::<Title>().is_err());
    }
}
