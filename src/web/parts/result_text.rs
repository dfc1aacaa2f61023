//! A board's result as text: read as typed (the round's result grid, a
//! team match), named in a conflict, and the refusals of the actions on a
//! result in the visitor's language.

use crate::actions::{Failed, ResultRefusal};
use crate::tournament::{BoardResult, GameResult};
use crate::web::error::{AppError, Worded};
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

/// A result as typed in the grid: `None` for an entry that is not one.
pub(in crate::web) fn typed_result(text: &str) -> Option<GameResult> {
    Some(match text.trim() {
        "" | "*" => GameResult::Pending,
        "1" | "1-0" => GameResult::WhiteWins,
        "=" | "½" | "0.5" | "1/2" | "½-½" | "1/2-1/2" => GameResult::Draw,
        "0" | "0-1" => GameResult::BlackWins,
        "+" | "+-" | "+/-" => GameResult::WhiteWinsByForfeit,
        "-" | "-+" | "-/+" => GameResult::BlackWinsByForfeit,
        "--" | "-/-" => GameResult::DoubleForfeit,
        "½-0" | "1/2-0" | "0.5-0" => GameResult::WhiteHalfBlackNothing,
        "0-½" | "0-1/2" | "0-0.5" => GameResult::BlackHalfWhiteNothing,
        "0-0" => GameResult::BothLose,
        "?" | "adj" | "adj." => GameResult::Adjourned,
        // A game of less than one move, by its code (as the grid shows it).
        code => return code.parse().ok().filter(|r: &GameResult| r.less_than_one_move()),
    })
}

/// How a stored board result is shown in a conflict message (`—` while
/// pending or for a bye).
pub(in crate::web) fn result_shown(tr: &Tr, result: BoardResult) -> String {
    match result.game().filter(|&r| r != GameResult::Pending) {
        Some(game) => super::board_lines::shown_result(tr, game),
        None => "—".to_string(),
    }
}

impl Worded for ResultRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            ResultRefusal::UnknownBoard | ResultRefusal::NotPublished => tr.t("error-not-found"),
            ResultRefusal::Bye => tr.t("result-bye"),
            ResultRefusal::ChangedMeanwhile { current } => {
                tr.t1("conflict-result", "current", &result_shown(tr, *current))
            }
            ResultRefusal::FideModeOldRound { last_played } => {
                tr.t1("fide-result-old-round", "round", &last_played.to_string())
            }
            ResultRefusal::CorrectionNotConfirmed { round, paired } => {
                tr.args("fide-correction-confirm", &[("round", round.to_string()), ("paired", paired.to_string())])
            }
            ResultRefusal::AdjournedNotDrawn { round, paired } => {
                tr.args("fide-adjournment-confirm", &[("round", round.to_string()), ("paired", paired.to_string())])
            }
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            ResultRefusal::UnknownBoard | ResultRefusal::NotPublished => StatusCode::NOT_FOUND,
            ResultRefusal::Bye => StatusCode::BAD_REQUEST,
            ResultRefusal::ChangedMeanwhile { .. }
            | ResultRefusal::FideModeOldRound { .. }
            | ResultRefusal::CorrectionNotConfirmed { .. }
            | ResultRefusal::AdjournedNotDrawn { .. } => StatusCode::CONFLICT,
        }
    }
}

/// The error a refused result answers with: a board that is not there (or
/// not yet published) is "not found" (404), a bye a bad request (400), and a
/// board changed meanwhile a lost race naming its result now (409).
pub(in crate::web) fn result_refused(failed: Failed<ResultRefusal>) -> AppError {
    match failed {
        Failed::Refused(ResultRefusal::UnknownBoard | ResultRefusal::NotPublished) => AppError::NotFound,
        Failed::Refused(ResultRefusal::Bye) => AppError::BadRequest("result-bye"),
        Failed::Refused(ResultRefusal::ChangedMeanwhile { current }) => AppError::ResultChangedMeanwhile(current),
        Failed::Refused(
            refusal @ (ResultRefusal::FideModeOldRound { .. }
            | ResultRefusal::CorrectionNotConfirmed { .. }
            | ResultRefusal::AdjournedNotDrawn { .. }),
        ) => AppError::Refusal(Box::new(refusal)),
        Failed::Db(e) => AppError::Db(e),
    }
}
