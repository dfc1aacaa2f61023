//! The refusals of the actions on rounds, in the visitor's language, with
//! the same message keys and statuses as ever.

use crate::actions::rounds::{BergerRefusal, RoundRefusal};
use crate::actions::{DraftRefusal, Failed, PairRefusal};
use crate::web::error::{AppError, Worded};
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

/// Why a round could not be paired, in the visitor's language.
pub fn refusal_message(tr: &Tr, refusal: &PairRefusal) -> String {
    match refusal {
        PairRefusal::MissingResults { round, boards } => {
            let listed = boards.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            tr.n_args(refusal.message_key(), boards.len(), &[("round", round.to_string()), ("boards", listed)])
        }
        PairRefusal::Prohibited(pairs) => {
            let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("{a} – {b}")).collect();
            tr.n_args(refusal.message_key(), pairs.len(), &[("pairs", pairs.join("; "))])
        }
        _ => tr.t(refusal.message_key()),
    }
}

/// The message key of a refusal other than a pairing's, with its named
/// arguments (kept so, a pairing job's failure is worded in the language of
/// whoever looks).
pub(in crate::web) fn said(refusal: &RoundRefusal) -> (&'static str, Vec<(&'static str, String)>) {
    let key = match refusal {
        RoundRefusal::PairedMeanwhile { round, by: Some(name) } => {
            return ("pair-just-paired-by", vec![("round", round.to_string()), ("name", name.clone())]);
        }
        RoundRefusal::PairedMeanwhile { round, by: None } => {
            return ("pair-just-paired", vec![("round", round.to_string())]);
        }
        RoundRefusal::ByeIneligible { player } => return ("bye-hpb-ineligible", vec![("player", player.clone())]),
        RoundRefusal::SecondHalfPointBye { player, rounds } => {
            let rounds = rounds.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            return ("bye-hpb-again", vec![("player", player.clone()), ("rounds", rounds)]);
        }
        RoundRefusal::HandSchedule(problems) => return ("rr-hand-faults", vec![("count", problems.len().to_string())]),
        RoundRefusal::HandScheduleTooLarge => "rr-hand-too-large",
        RoundRefusal::HandScheduleNotConfirmed => "rr-hand-confirm-needed",
        RoundRefusal::Pair(p) => p.message_key(),
        RoundRefusal::JobTakenOver | RoundRefusal::KeptChanging => "pair-changed-meanwhile",
        RoundRefusal::NotFound => "error-not-found",
        RoundRefusal::Draft(d) => d.message_key(),
        RoundRefusal::Berger(b) => b.message_key(),
        RoundRefusal::NotLastRound => "round-withdraw-not-last",
        RoundRefusal::DraftWaits => "round-withdraw-draft-exists",
        RoundRefusal::ConfirmDroppedResults => "round-withdraw-confirm",
        RoundRefusal::RecordedGames => "round-withdraw-recorded",
        RoundRefusal::ResultChangedMeanwhile => "round-withdraw-changed",
        RoundRefusal::AlreadySeated => "draft-pair-seated",
        RoundRefusal::Withdrawn => "draft-pair-withdrawn",
        RoundRefusal::ByeInRoundRobin => "bye-round-robin",
        RoundRefusal::ByeUnknownPlayer => "bye-unknown-player",
        RoundRefusal::ByeRound => "bye-bad-round",
        RoundRefusal::ProhibitionUnknownPlayer => "prohibited-error-unknown-player",
        RoundRefusal::ProhibitionTooFew => "prohibited-error-too-few",
        RoundRefusal::FideModeProhibitions => "fide-prohibitions-locked",
        RoundRefusal::FideModeAcceleration => "fide-acceleration-locked",
    };
    (key, Vec::new())
}

impl Worded for RoundRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            RoundRefusal::Pair(refusal) => refusal_message(tr, refusal),
            other => match said(other) {
                (key, args) if args.is_empty() => tr.t(key),
                (key, args) => tr.args(key, &args),
            },
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            RoundRefusal::NotFound | RoundRefusal::Draft(DraftRefusal::UnknownBoard) => StatusCode::NOT_FOUND,
            RoundRefusal::PairedMeanwhile { .. }
            | RoundRefusal::JobTakenOver
            | RoundRefusal::NotLastRound
            | RoundRefusal::DraftWaits
            | RoundRefusal::Berger(BergerRefusal::AlreadyPaired)
            | RoundRefusal::RecordedGames
            | RoundRefusal::ResultChangedMeanwhile => StatusCode::CONFLICT,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}

/// A failed action on a round as the error to answer with: a missing
/// round, draft or board is the plain 404, a round paired meanwhile the
/// 409 page that names who; other refusals are worded ([`Worded`]).
pub fn round_error(failed: Failed<RoundRefusal>) -> AppError {
    match failed {
        Failed::Db(e) => AppError::Db(e),
        Failed::Refused(RoundRefusal::NotFound | RoundRefusal::Draft(DraftRefusal::UnknownBoard)) => AppError::NotFound,
        Failed::Refused(refusal @ RoundRefusal::PairedMeanwhile { .. }) => {
            let (key, args) = said(&refusal);
            AppError::DoneMeanwhile { key, args }
        }
        Failed::Refused(refusal) => AppError::Refusal(Box::new(refusal)),
    }
}
