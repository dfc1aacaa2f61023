//! Where a player's official rating came from (checklist Q134): a rating
//! list (which one, and which of its ratings), a TRF file, or the arbiter's
//! hand. Stored as text: `LIST|KIND` (`FIDE 2026-12|effective-rapid`),
//! `trf`, or empty for a rating typed by hand.

use super::sequence::ListRating;

/// Which rating of a list a player's rating is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ListedAs {
    /// One of FIDE's ratings (the list sequence's entry that gave it).
    Fide(ListRating),
    /// A national list's rating.
    National,
}

/// Where a rating came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RatingSource {
    /// Typed by the arbiter (or changed by hand after it was filled in).
    ByHand,
    /// Read from a TRF file the event was imported from.
    Trf,
    /// Taken from a stored rating list.
    List {
        /// The list's name and month ("FIDE 2026-12").
        list: String,
        /// Which of its ratings.
        rating: ListedAs,
    },
}

impl RatingSource {
    /// The stored text.
    pub fn code(&self) -> String {
        match self {
            RatingSource::ByHand => String::new(),
            RatingSource::Trf => "trf".into(),
            RatingSource::List { list, rating: ListedAs::National } => format!("{list}|national"),
            RatingSource::List { list, rating: ListedAs::Fide(r) } => format!("{list}|{}", r.code()),
        }
    }

    /// The source a stored text names; anything unreadable counts as typed by hand.
    pub fn from_code(code: &str) -> RatingSource {
        if code == "trf" {
            return RatingSource::Trf;
        }
        let Some((list, kind)) = code.rsplit_once('|') else { return RatingSource::ByHand };
        let rating = match kind {
            "national" => ListedAs::National,
            other => match ListRating::from_code(other) {
                Some(r) => ListedAs::Fide(r),
                None => return RatingSource::ByHand,
            },
        };
        RatingSource::List { list: list.to_string(), rating }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_source_reads_back_from_its_code_and_anything_else_is_by_hand() {
        let sources = [
            RatingSource::ByHand,
            RatingSource::Trf,
            RatingSource::List { list: "FIDE 2026-12".into(), rating: ListedAs::Fide(ListRating::EffectiveRapid) },
            RatingSource::List { list: "RCF | Moscow 2026-11".into(), rating: ListedAs::National },
        ];
        for s in sources {
            assert_eq!(RatingSource::from_code(&s.code()), s);
        }
        assert_eq!(RatingSource::from_code("FIDE 2026-12|classic"), RatingSource::ByHand);
        assert_eq!(RatingSource::from_code("typed"), RatingSource::ByHand);
    }
}
