//! The standings area's refusals in the visitor's language: the prize
//! changes' and the tie-break settings', with the message keys the forms
//! always showed.

use crate::actions::standings::prizes::{CategoryProblem, PrizeRefusal};
use crate::actions::standings::tiebreaks::TiebreakRefusal;
use crate::web::error::Worded;
use crate::web::error_text;
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

impl Worded for PrizeRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            PrizeRefusal::TooMany => tr.t("prizes-too-many"),
            PrizeRefusal::Category(CategoryProblem::EmptyName) => tr.t("category-name-required"),
            PrizeRefusal::Category(CategoryProblem::NoRule) => tr.t("category-no-rule"),
            PrizeRefusal::Category(CategoryProblem::Rule { n, text, reason }) => {
                let reason = error_text::category_rule(tr, reason);
                tr.args("category-rule-invalid", &[("n", n.to_string()), ("rule", text.clone()), ("reason", reason)])
            }
            PrizeRefusal::BadAmounts => tr.t("prizes-amounts-invalid"),
            PrizeRefusal::UnknownCategory => tr.t("error-bad-form"),
            PrizeRefusal::NotFound => tr.t("error-not-found"),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            PrizeRefusal::NotFound => StatusCode::NOT_FOUND,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

impl Worded for TiebreakRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            TiebreakRefusal::Empty => tr.t("tiebreaks-empty"),
            TiebreakRefusal::Unknown(e) => tr.t1("tiebreaks-invalid", "reason", &error_text::tiebreak(tr, e)),
            TiebreakRefusal::ConfirmNeeded => tr.t("tiebreaks-confirm-needed"),
            TiebreakRefusal::ChangedMeanwhile => tr.t("conflict-tournament"),
            TiebreakRefusal::BuchholzInRoundRobin(codes) => tr.t1("fide-tiebreaks-rr-buchholz", "codes", codes),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            TiebreakRefusal::ChangedMeanwhile => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}
