//! Finding oneself in a long list: the name filter (`?q=`) of the players,
//! pairings and standings pages. Without JavaScript the form asks the
//! server for the filtered page; `static/filter.js` filters as one types.

use crate::text::fold;
use serde::Deserialize;

/// The longest filter kept: names are shorter.
const MAX_CHARS: usize = 60;

/// The query of a filtered page.
#[derive(Debug, Default, Deserialize)]
pub struct NameQuery {
    /// Part of a name, or a pairing number.
    #[serde(default)]
    pub q: String,
}

/// What the visitor looks for, as typed (bounded, without control characters).
#[derive(Debug, Default, Clone)]
pub struct NameFilter {
    typed: String,
    folded: String,
}

impl NameFilter {
    /// The filter from a typed text.
    pub fn new(typed: &str) -> NameFilter {
        let typed: String = typed.chars().filter(|c| !c.is_control()).take(MAX_CHARS).collect();
        let typed = typed.trim().to_string();
        NameFilter { folded: fold(&typed), typed }
    }

    /// The text in the search field.
    pub fn typed(&self) -> &str {
        &self.typed
    }

    /// Whether a filter is given (otherwise everything matches).
    pub fn is_active(&self) -> bool {
        !self.folded.is_empty()
    }

    /// Whether a player with this name and pairing number is looked for:
    /// a part of the name in any case (`ё` as `е`), or the exact number.
    pub fn matches(&self, name: &str, no: impl std::fmt::Display) -> bool {
        !self.is_active() || fold(name).contains(&self.folded) || self.typed == no.to_string()
    }
}

/// The filter form of a page: the filter, and the query parameters the page
/// keeps when it is sent (the round shown).
#[derive(Debug, Default, Clone)]
pub struct FilterForm {
    /// What is looked for.
    pub filter: NameFilter,
    /// Hidden fields sent along.
    pub keep: Vec<(&'static str, String)>,
}

impl FilterForm {
    /// The page's address without the filter.
    pub fn clear_href(&self) -> String {
        let query: Vec<String> = self.keep.iter().map(|(k, v)| format!("{k}={v}")).collect();
        format!("?{}", query.join("&"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_a_part_of_a_name_in_any_case_or_the_number() {
        let f = NameFilter::new("  фёдор ");
        assert!(f.matches("Федоров, Фёдор", 12));
        assert!(f.matches("ФЕДОРОВ, Федор", 12));
        assert!(!f.matches("Petrov, Ivan", 12));
        assert!(NameFilter::new("12").matches("Petrov, Ivan", 12));
        assert!(!NameFilter::new("1").matches("Petrov, Ivan", 12), "a number is matched whole");
        assert!(NameFilter::new("").matches("anyone", 1));
    }

    #[test]
    fn is_bounded_and_drops_control_characters() {
        let f = NameFilter::new(&format!("a\u{0}b{}", "x".repeat(500)));
        assert_eq!(f.typed().chars().count(), MAX_CHARS, "the control character is dropped, then the text is cut");
        assert!(f.typed().starts_with("abx"));
    }
}
