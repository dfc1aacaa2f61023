//! The refusals of the actions on a tournament, in the visitor's language.

use crate::actions::PlayerRefusal;
use crate::actions::tournaments::TournamentRefusal;
use crate::tournament::ScoringProblem;
use crate::web::error::Worded;
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

impl Worded for TournamentRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            TournamentRefusal::SystemLocked => tr.t("form-system-locked"),
            TournamentRefusal::ModeChange { before, after } => {
                let mode = |m: &crate::clock::GameMode| tr.tk("mode-", m.code());
                match before {
                    Some(before) => tr.args("tc-mode-change", &[("before", mode(before)), ("after", mode(after))]),
                    None => tr.t1("tc-mode-new", "after", &mode(after)),
                }
            }
            TournamentRefusal::Conflict => tr.t("conflict-tournament"),
            TournamentRefusal::NameMismatch => tr.t("tournament-confirm-mismatch"),
            TournamentRefusal::NoSuchAccount => tr.t("arbiter-no-such-account"),
            TournamentRefusal::NotADeputy => tr.t("arbiter-not-a-deputy"),
            TournamentRefusal::NoPlayers => tr.t("trf-no-players"),
            TournamentRefusal::TooManyPlayers { room } => PlayerRefusal::EventFull { room: *room }.message(tr),
            TournamentRefusal::AlreadyImported => tr.t("trf-import-duplicate"),
            TournamentRefusal::ImportPairedOtherwise(rounds) => {
                let list: Vec<String> = rounds.iter().map(usize::to_string).collect();
                tr.n_args("trf-import-paired-otherwise", rounds.len(), &[("rounds", list.join(", "))])
            }
            TournamentRefusal::TeamFile => tr.t("trf-import-team-file"),
            TournamentRefusal::FideModeLeft => tr.t("fide-mode-already-left"),
            TournamentRefusal::FideScoring(problem) => tr.t(match problem {
                ScoringProblem::DrawsOverWinAndLoss => "fide-scoring-draws",
                ScoringProblem::ByeOverWin => "fide-scoring-bye-over-win",
                ScoringProblem::StandardByeOdd => "fide-scoring-bye-standard",
            }),
            TournamentRefusal::ConfigurationUnconfirmed { .. } => tr.t("fide-configuration-confirm"),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            TournamentRefusal::Conflict | TournamentRefusal::AlreadyImported | TournamentRefusal::FideModeLeft => {
                StatusCode::CONFLICT
            }
            TournamentRefusal::FideScoring(_)
            | TournamentRefusal::ConfigurationUnconfirmed { .. }
            | TournamentRefusal::ImportPairedOtherwise(_) => StatusCode::UNPROCESSABLE_ENTITY,
            TournamentRefusal::NoSuchAccount | TournamentRefusal::NotADeputy => StatusCode::UNPROCESSABLE_ENTITY,
            _ => StatusCode::BAD_REQUEST,
        }
    }
}
