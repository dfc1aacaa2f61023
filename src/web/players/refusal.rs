//! Why an action on players was refused, in the visitor's language, and
//! how a refusal is answered: an unknown player is a 404 and a board
//! changed meanwhile names its result now, as before these were actions.

use crate::actions::{Failed, MAX_PLAYERS_PER_EVENT, PlayerRefusal};
use crate::web::error::{AppError, Worded};
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

impl Worded for PlayerRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            PlayerRefusal::RoundRobinFixed => tr.t("player-round-robin-fixed"),
            PlayerRefusal::EventFull { room } => {
                tr.args("player-event-full", &[("max", MAX_PLAYERS_PER_EVENT.to_string()), ("room", room.to_string())])
            }
            PlayerRefusal::UnknownPlayer => tr.t("error-not-found"),
            PlayerRefusal::PublishedGames => tr.t("withdraw-published-choose"),
            PlayerRefusal::SentTwice { name } => tr.t1("player-sent-twice", "name", name),
            PlayerRefusal::SamePerson { name } => tr.t1("player-same-person", "name", name),
            PlayerRefusal::EditedMeanwhile => tr.t("conflict-player"),
            PlayerRefusal::Seated => tr.t("player-delete-paired"),
            PlayerRefusal::DeleteUnconfirmed => tr.t("player-delete-confirm-missing"),
            PlayerRefusal::ResultChangedMeanwhile { current } => {
                tr.t1("conflict-result", "current", &crate::web::parts::result_text::result_shown(tr, *current))
            }
            PlayerRefusal::RecordedGames => tr.t("withdraw-remove-recorded"),
            PlayerRefusal::RatingsFixed => tr.t("ratings-refresh-paired"),
            PlayerRefusal::ListChangedMeanwhile => tr.t("ratings-refresh-list-changed"),
            PlayerRefusal::NotLongEvent => tr.t("later-rating-not-long"),
            PlayerRefusal::LaterRatingRound { rounds } => {
                tr.t1("later-rating-bad-round", "rounds", &rounds.to_string())
            }
            PlayerRefusal::LaterRatingValue => {
                tr.t1("later-rating-bad-value", "max", &crate::actions::MAX_RATING.to_string())
            }
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            PlayerRefusal::SentTwice { .. }
            | PlayerRefusal::EditedMeanwhile
            | PlayerRefusal::Seated
            | PlayerRefusal::ResultChangedMeanwhile { .. }
            | PlayerRefusal::RecordedGames
            | PlayerRefusal::RatingsFixed
            | PlayerRefusal::ListChangedMeanwhile => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

/// The error a refused action on players answers with: an unknown player is
/// "not found" (404) and a board changed meanwhile a lost race naming its
/// result now (409, an error page); any other refusal goes back to its page
/// with the reason.
pub(in crate::web) fn refused(failed: Failed<PlayerRefusal>) -> AppError {
    match failed {
        Failed::Refused(PlayerRefusal::UnknownPlayer) => AppError::NotFound,
        Failed::Refused(PlayerRefusal::ResultChangedMeanwhile { current }) => AppError::ResultChangedMeanwhile(current),
        other => other.into(),
    }
}
