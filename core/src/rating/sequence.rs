//! Which of FIDE's ratings a player registers with (checklist Q118,
//! Q123-Q126): the event's list sequence names FIDE's lists in the order
//! they are tried, and the first that rates the player gives the rating,
//! one list at a time. An *effective* rapid or blitz rating is the rapid or
//! blitz rating, or the standard rating for a player who has none.

use crate::clock::GameMode;
use std::fmt;

/// One of FIDE's rating lists as a sequence names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ListRating {
    /// The standard rating.
    Standard,
    /// The rapid rating.
    Rapid,
    /// The blitz rating.
    Blitz,
    /// The rapid rating, or the standard rating when there is none.
    EffectiveRapid,
    /// The blitz rating, or the standard rating when there is none.
    EffectiveBlitz,
}

/// The ratings one entry of FIDE's combined list holds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ListedRatings {
    /// Standard rating.
    pub standard: Option<i32>,
    /// Rapid rating.
    pub rapid: Option<i32>,
    /// Blitz rating.
    pub blitz: Option<i32>,
}

impl ListRating {
    /// Every list, in the order forms offer them.
    pub const ALL: [ListRating; 5] = [
        ListRating::Standard,
        ListRating::Rapid,
        ListRating::Blitz,
        ListRating::EffectiveRapid,
        ListRating::EffectiveBlitz,
    ];

    /// The stable code used in forms and the database.
    pub fn code(self) -> &'static str {
        match self {
            ListRating::Standard => "standard",
            ListRating::Rapid => "rapid",
            ListRating::Blitz => "blitz",
            ListRating::EffectiveRapid => "effective-rapid",
            ListRating::EffectiveBlitz => "effective-blitz",
        }
    }

    /// The list a code names.
    pub fn from_code(code: &str) -> Option<ListRating> {
        ListRating::ALL.into_iter().find(|l| l.code() == code)
    }

    /// The player's rating on this list, if it rates him.
    pub fn of(self, r: &ListedRatings) -> Option<i32> {
        let rated = |x: Option<i32>| x.filter(|&v| v > 0);
        match self {
            ListRating::Standard => rated(r.standard),
            ListRating::Rapid => rated(r.rapid),
            ListRating::Blitz => rated(r.blitz),
            ListRating::EffectiveRapid => rated(r.rapid).or(rated(r.standard)),
            ListRating::EffectiveBlitz => rated(r.blitz).or(rated(r.standard)),
        }
    }
}

/// The lists tried in turn for an event's players: one to five lists, none twice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListSequence(Vec<ListRating>);

/// Why a sequence was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SequenceError {
    /// No list is named.
    Empty,
    /// A code names no list.
    Unknown(String),
    /// A list is named twice.
    Twice(ListRating),
}

impl fmt::Display for SequenceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SequenceError::Empty => write!(f, "the sequence names no list"),
            SequenceError::Unknown(code) => write!(f, "{code:?} names no list"),
            SequenceError::Twice(l) => write!(f, "{} is named twice", l.code()),
        }
    }
}

impl ListSequence {
    /// FIDE's default sequence for an event of `mode` (Q123): standard
    /// events try the standard, rapid and blitz lists; rapid events the
    /// effective rapid and the blitz lists; blitz events the effective
    /// blitz and the rapid lists.
    pub fn default_for(mode: GameMode) -> ListSequence {
        ListSequence(match mode {
            GameMode::Standard => vec![ListRating::Standard, ListRating::Rapid, ListRating::Blitz],
            GameMode::Rapid => vec![ListRating::EffectiveRapid, ListRating::Blitz],
            GameMode::Blitz => vec![ListRating::EffectiveBlitz, ListRating::Rapid],
        })
    }

    /// A sequence from its lists in order.
    pub fn new(lists: Vec<ListRating>) -> Result<ListSequence, SequenceError> {
        if lists.is_empty() {
            return Err(SequenceError::Empty);
        }
        for (i, l) in lists.iter().enumerate() {
            if lists[..i].contains(l) {
                return Err(SequenceError::Twice(*l));
            }
        }
        Ok(ListSequence(lists))
    }

    /// A sequence from its codes separated by commas (`effective-rapid,blitz`).
    pub fn parse(codes: &str) -> Result<ListSequence, SequenceError> {
        let lists = codes
            .split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| ListRating::from_code(c).ok_or_else(|| SequenceError::Unknown(c.to_string())))
            .collect::<Result<Vec<_>, _>>()?;
        ListSequence::new(lists)
    }

    /// Its codes separated by commas, as [`ListSequence::parse`] reads them.
    pub fn codes(&self) -> String {
        self.0.iter().map(|l| l.code()).collect::<Vec<_>>().join(",")
    }

    /// The lists in the order they are tried.
    pub fn lists(&self) -> &[ListRating] {
        &self.0
    }

    /// The rating the player registers with and the list it comes from: the
    /// first list of the sequence that rates him (none: unrated).
    pub fn rating(&self, r: &ListedRatings) -> Option<(i32, ListRating)> {
        self.0.iter().find_map(|&l| l.of(r).map(|rating| (rating, l)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ONLY_STANDARD: ListedRatings = ListedRatings { standard: Some(2100), rapid: None, blitz: None };
    const ALL_THREE: ListedRatings = ListedRatings { standard: Some(2100), rapid: Some(2050), blitz: Some(1990) };

    #[test]
    fn an_effective_rating_is_the_standard_rating_of_a_player_without_one() {
        assert_eq!(ListRating::EffectiveRapid.of(&ONLY_STANDARD), Some(2100));
        assert_eq!(ListRating::EffectiveBlitz.of(&ONLY_STANDARD), Some(2100));
        assert_eq!(ListRating::Rapid.of(&ONLY_STANDARD), None);
        assert_eq!(ListRating::EffectiveRapid.of(&ALL_THREE), Some(2050));
        let zero = ListedRatings { rapid: Some(0), ..ONLY_STANDARD };
        assert_eq!(ListRating::EffectiveRapid.of(&zero), Some(2100), "0 is no rating");
    }

    #[test]
    fn each_mode_has_fides_default_sequence_and_the_first_list_that_rates_gives_the_rating() {
        let rapid = ListSequence::default_for(GameMode::Rapid);
        assert_eq!(rapid.codes(), "effective-rapid,blitz");
        assert_eq!(rapid.rating(&ONLY_STANDARD), Some((2100, ListRating::EffectiveRapid)));
        let only_blitz = ListedRatings { blitz: Some(1800), ..ListedRatings::default() };
        assert_eq!(rapid.rating(&only_blitz), Some((1800, ListRating::Blitz)));
        assert_eq!(ListSequence::default_for(GameMode::Blitz).codes(), "effective-blitz,rapid");
        let standard = ListSequence::default_for(GameMode::Standard);
        assert_eq!(standard.codes(), "standard,rapid,blitz");
        assert_eq!(
            standard.rating(&ListedRatings { rapid: Some(1700), ..ListedRatings::default() }),
            Some((1700, ListRating::Rapid))
        );
        assert_eq!(standard.rating(&ListedRatings::default()), None);
    }

    #[test]
    fn a_sequence_reads_back_and_refuses_an_empty_unknown_or_repeated_list() {
        let edited = ListSequence::parse("blitz, standard").unwrap();
        assert_eq!(ListSequence::parse(&edited.codes()), Ok(edited));
        assert_eq!(ListSequence::parse(" , "), Err(SequenceError::Empty));
        assert_eq!(ListSequence::parse("classic"), Err(SequenceError::Unknown("classic".into())));
        assert_eq!(ListSequence::parse("rapid,rapid"), Err(SequenceError::Twice(ListRating::Rapid)));
    }
}
