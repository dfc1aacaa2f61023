//! What FIDE records of a registered player besides name, rating and
//! federation: sex and birth date (the title is [`super::Title`]), typed,
//! with the text forms TRF files and the database keep them in.

use chrono::{Datelike, NaiveDate};
use std::fmt;
use std::str::FromStr;

/// A player's sex as FIDE records it (TRF column 10).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Sex {
    /// `m`.
    Male,
    /// `w` (or `f`).
    Female,
}

impl Sex {
    /// Reads `m`/`M` as male and `w`/`W`/`f`/`F` as female; the Russian `м` and `ж` too.
    pub fn from_char(c: char) -> Option<Sex> {
        match c.to_lowercase().next() {
            Some('m' | 'м') => Some(Sex::Male),
            Some('w' | 'f' | 'ж') => Some(Sex::Female),
            _ => None,
        }
    }

    /// `m` or `w`, as players are registered and TRF files write them.
    pub fn code(self) -> &'static str {
        match self {
            Sex::Male => "m",
            Sex::Female => "w",
        }
    }
}

/// A sex that is neither `m` nor `w` (nor `f`).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown sex {0:?}; use m or w")]
pub struct ParseSexError(pub String);

/// One letter, surrounding spaces ignored (see [`Sex::from_char`]).
impl FromStr for Sex {
    type Err = ParseSexError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let mut chars = s.trim().chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => Sex::from_char(c),
            _ => None,
        }
        .ok_or_else(|| ParseSexError(s.to_string()))
    }
}

impl fmt::Display for Sex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A birth date with the precision the data has: the year, and the month
/// and the day when known (TRF-16 writes `YYYY/MM/DD`, `00` for a part not
/// known; FIDE lists often give the year alone).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BirthDate {
    /// The year.
    pub year: u16,
    /// The month (1 to 12), if known.
    pub month: Option<u8>,
    /// The day of the month (1 to 31), if known.
    pub day: Option<u8>,
}

/// A birth date that is not `YYYY/MM/DD` (`00` for an unknown month or
/// day), `YYYY` alone, or that names no day of the calendar.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("birth date {0:?} is not of the form YYYY/MM/DD (00 for an unknown month or day) or YYYY")]
pub struct ParseBirthDateError(pub String);

impl BirthDate {
    /// The year alone.
    pub fn year(year: u16) -> BirthDate {
        BirthDate { year, month: None, day: None }
    }

    /// Age in completed years on `cutoff`: a player reaches age N on the
    /// N-th birthday (born 29 February: on 1 March in common years). A month
    /// or day not known is taken as the first, so a year alone counts as
    /// born on 1 January. A birth after the cut-off gives a negative age.
    pub fn age_at(&self, cutoff: NaiveDate) -> i32 {
        let born = (u32::from(self.month.unwrap_or(1)), u32::from(self.day.unwrap_or(1)));
        let before_birthday = (cutoff.month(), cutoff.day()) < born;
        cutoff.year() - i32::from(self.year) - i32::from(before_birthday)
    }

    /// A birth date stored before dates were checked: read as
    /// [`BirthDate::from_str`] reads it, or else as the year its first four
    /// characters give; unknown (none) when neither works.
    pub fn lenient(text: &str) -> Option<BirthDate> {
        let t = text.trim();
        t.parse().ok().or_else(|| t.get(..4)?.parse().ok().filter(|&y| y > 0).map(BirthDate::year))
    }
}

/// Reads `YYYY/MM/DD` (`00` for an unknown month or day) or `YYYY`,
/// surrounding spaces ignored.
impl FromStr for BirthDate {
    type Err = ParseBirthDateError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseBirthDateError(s.to_string());
        let digits = |part: &str, len: usize| {
            (part.len() == len && part.bytes().all(|b| b.is_ascii_digit())).then(|| part.parse::<u16>().ok()).flatten()
        };
        let parts: Vec<&str> = s.trim().split('/').collect();
        let (year, month, day) = match parts.as_slice() {
            [y] => (digits(y, 4), Some(0), Some(0)),
            [y, m, d] => (digits(y, 4), digits(m, 2), digits(d, 2)),
            _ => return Err(bad()),
        };
        let (Some(year), Some(month), Some(day)) = (year, month, day) else { return Err(bad()) };
        let known = |v: u16| (v > 0).then_some(v as u8);
        let date = BirthDate { year, month: known(month), day: known(day) };
        let real = match (date.month, date.day) {
            (None, None) => true,
            (Some(m), None) => m <= 12,
            (None, Some(d)) => d <= 31,
            (Some(m), Some(d)) => NaiveDate::from_ymd_opt(i32::from(year), u32::from(m), u32::from(d)).is_some(),
        };
        if year == 0 || !real {
            return Err(bad());
        }
        Ok(date)
    }
}

/// `YYYY/MM/DD`, `00` for a part not known.
impl fmt::Display for BirthDate {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (m, d) = (self.month.unwrap_or(0), self.day.unwrap_or(0));
        write!(f, "{:04}/{m:02}/{d:02}", self.year)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sexes_read_and_write() {
        assert_eq!("m".parse(), Ok(Sex::Male));
        assert_eq!(" F ".parse(), Ok(Sex::Female));
        assert_eq!(Sex::Female.to_string(), "w");
        assert!("x".parse::<Sex>().is_err());
        assert!("mw".parse::<Sex>().is_err());
    }

    #[test]
    fn birth_dates_keep_their_precision() {
        let full: BirthDate = "1990/01/31".parse().unwrap();
        assert_eq!((full.year, full.month, full.day), (1990, Some(1), Some(31)));
        assert_eq!(full.to_string(), "1990/01/31");
        assert_eq!("1990/00/00".parse(), Ok(BirthDate::year(1990)));
        assert_eq!("1990".parse::<BirthDate>().unwrap().to_string(), "1990/00/00");
        let month: BirthDate = "1990/05/00".parse().unwrap();
        assert_eq!((month.month, month.day, month.to_string().as_str()), (Some(5), None, "1990/05/00"));
        assert_eq!(BirthDate::lenient("1990-01-31"), Some(BirthDate::year(1990)));
        assert_eq!(BirthDate::lenient(""), None);
        for bad in ["1990/02/30", "1990/13/00", "1990/00/32", "90/01/01", "1990-01-01", "0000/00/00", "born"] {
            assert!(bad.parse::<BirthDate>().is_err(), "{bad}");
        }
    }
}
