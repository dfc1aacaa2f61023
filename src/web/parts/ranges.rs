//! Ranges of rounds or of pairing numbers: as the pages write them and as
//! a form types them (the acceleration page, the prohibited pairings).

use crate::web::i18n::Tr;

/// A range of rounds or pairing numbers as the pages write it: `3` or `1–4`.
pub(in crate::web) fn range(first: impl ToString, last: impl ToString) -> String {
    let (first, last) = (first.to_string(), last.to_string());
    if first == last { first } else { format!("{first}–{last}") }
}

/// A whole number typed in a form, within `min..=max`.
pub(in crate::web) fn bounded(text: &str, min: i32, max: i32) -> Option<i32> {
    text.trim().parse::<i32>().ok().filter(|n| (min..=max).contains(n))
}

/// Rounds `first..=last` of an event of `rounds` rounds, or the message.
pub(in crate::web) fn round_range(tr: &Tr, rounds: i32, first: &str, last: &str) -> Result<(i32, i32), String> {
    match (bounded(first, 1, rounds), bounded(last, 1, rounds)) {
        (Some(a), Some(b)) if a <= b => Ok((a, b)),
        _ => Err(tr.t1("rules-error-rounds", "rounds", &rounds.to_string())),
    }
}
