//! An arbiter's decision on a player's request or an online entry, as its
//! form sends it: `accept`, or `refuse` with an optional short reason the
//! player is shown; and the wording of a reason refused. Shared by the
//! arbiter's queue of requests and the entries page.

use crate::actions::self_service::Decision;
use crate::text::TextProblem;
use crate::web::i18n::Tr;

/// The decision a form names by `code` (`accept` or `refuse`), with the
/// reason typed for a refusal (checked by the action); none for any other code.
pub(in crate::web) fn decision(code: &str, reason: String) -> Option<Decision> {
    match code {
        "accept" => Some(Decision::Accept),
        "refuse" => Some(Decision::Refuse { reason }),
        _ => None,
    }
}

/// Why a refusal's reason was not taken, in the arbiter's language.
pub(in crate::web) fn reason_refused(tr: &Tr, problem: &TextProblem) -> String {
    tr.t1("decision-reason-refused", "reason", &crate::web::error_text::text_problem(tr, problem))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_accept_and_refuse_are_decisions() {
        assert_eq!(decision("accept", "ignored".into()), Some(Decision::Accept));
        assert_eq!(decision("refuse", "late".into()), Some(Decision::Refuse { reason: "late".into() }));
        assert_eq!(decision("maybe", String::new()), None);
        assert_eq!(decision("Accept", String::new()), None);
    }
}
