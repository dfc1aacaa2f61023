//! The editions of FIDE C.07 (tie-break regulations): an event follows the
//! text in force on its first day.

use chrono::NaiveDate;
use std::fmt;
use std::str::FromStr;

/// An edition of the tie-break regulations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Edition {
    /// The text of 1 August 2024.
    C07of2024,
    /// The text approved by the FIDE Council on 2 February 2026, for events
    /// from 1 March 2026: art. 16.4 caps the dummy opponent's score; REP,
    /// STD, TPN and RTNG.
    C07of2026,
}

impl Edition {
    /// Every edition, oldest first.
    pub const ALL: [Edition; 2] = [Edition::C07of2024, Edition::C07of2026];

    /// The edition in force for an event that starts on `start`.
    pub fn in_force_on(start: NaiveDate) -> Edition {
        if start < Edition::C07of2026.applies_from() { Edition::C07of2024 } else { Edition::C07of2026 }
    }

    /// The first day of the events it applies to.
    pub fn applies_from(self) -> NaiveDate {
        match self {
            Edition::C07of2024 => NaiveDate::from_ymd_opt(2024, 8, 1),
            Edition::C07of2026 => NaiveDate::from_ymd_opt(2026, 3, 1),
        }
        .unwrap_or_default()
    }

    /// The year that names it (`2024`, `2026`), as forms, the CLI and JSON write it.
    pub fn year(self) -> &'static str {
        match self {
            Edition::C07of2024 => "2024",
            Edition::C07of2026 => "2026",
        }
    }
}

impl fmt::Display for Edition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.year())
    }
}

/// An edition that does not exist.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown edition of the tie-break regulations {0:?}: use 2024 or 2026")]
pub struct UnknownEdition(pub String);

impl FromStr for Edition {
    type Err = UnknownEdition;
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        Edition::ALL.into_iter().find(|e| e.year() == text.trim()).ok_or_else(|| UnknownEdition(text.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_2026_text_applies_from_the_first_of_march_2026() {
        let day = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap();
        assert_eq!(Edition::in_force_on(day(2026, 2, 28)), Edition::C07of2024);
        assert_eq!(Edition::in_force_on(day(2026, 3, 1)), Edition::C07of2026);
        assert_eq!("2026".parse(), Ok(Edition::C07of2026));
        assert!("2025".parse::<Edition>().unwrap_err().to_string().contains("2024 or 2026"));
    }
}
