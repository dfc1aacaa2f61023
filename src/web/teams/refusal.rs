//! Why an action on a team event was refused, in the visitor's language.

use crate::actions::Failed;
use crate::actions::teams::{MAX_BOARDS, MAX_MATCH_POINTS, MAX_ROSTER, MAX_TEAMS, TeamRefusal};
use crate::tournament::Points;
use crate::web::error::{AppError, Worded};
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

/// The label key of a team field or setting.
pub(crate) fn field_label(field: &str) -> &'static str {
    match field {
        "name" => "team-name",
        "short_name" => "team-short-name",
        "federation" => "team-federation",
        "captain" => "team-captain",
        "boards" => "team-boards",
        "match_win" => "team-match-win",
        "match_draw" => "team-match-draw",
        "match_loss" => "team-match-loss",
        "pab_match" => "team-pab-match",
        _ => "team-pab-game",
    }
}

impl Worded for TeamRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            TeamRefusal::Tournament(refusal) => refusal.message(tr),
            TeamRefusal::NotATeamEvent => tr.t("team-not-a-team-event"),
            TeamRefusal::RoundPaired => tr.t("team-settings-paired"),
            TeamRefusal::OutOfRange { field: "boards" } => {
                tr.args("team-boards-range", &[("max", MAX_BOARDS.to_string())])
            }
            TeamRefusal::OutOfRange { field } => tr.args(
                "team-points-range",
                &[("field", tr.t(field_label(field))), ("max", Points(MAX_MATCH_POINTS).to_string())],
            ),
            TeamRefusal::MatchPointsOrder => tr.t("team-match-points-order"),
            TeamRefusal::SettingsChangedMeanwhile => tr.t("team-settings-conflict"),
            TeamRefusal::TeamsRegistered => tr.t("team-teams-registered"),
            TeamRefusal::NameMissing => tr.t("team-name-missing"),
            TeamRefusal::TextRefused { field } => tr.t1("team-text-refused", "field", &tr.t(field_label(field))),
            TeamRefusal::NameTaken { name } => tr.t1("team-name-taken", "name", name),
            TeamRefusal::SentTwice { name } => tr.t1("team-sent-twice", "name", name),
            TeamRefusal::TooManyTeams => tr.args("team-too-many", &[("max", MAX_TEAMS.to_string())]),
            TeamRefusal::EntryClosed => tr.t("team-entry-closed"),
            TeamRefusal::UnknownTeam | TeamRefusal::UnknownPlayer => tr.t("error-not-found"),
            TeamRefusal::NotOnRoster => tr.t("team-not-on-roster"),
            TeamRefusal::ChangedMeanwhile => tr.t("team-conflict"),
            TeamRefusal::OnAnotherTeam { team } => tr.t1("team-on-another", "team", team),
            TeamRefusal::RosterFixed => tr.t("team-roster-fixed"),
            TeamRefusal::RosterFull => tr.args("team-roster-full", &[("max", MAX_ROSTER.to_string())]),
            TeamRefusal::PlaceOutOfRange => tr.t("team-place-range"),
            TeamRefusal::WithdrawalRound { first, last } => {
                tr.args("team-withdraw-round", &[("first", first.to_string()), ("last", last.to_string())])
            }
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            TeamRefusal::Tournament(refusal) => refusal.status(),
            TeamRefusal::UnknownTeam | TeamRefusal::UnknownPlayer => StatusCode::NOT_FOUND,
            TeamRefusal::ChangedMeanwhile
            | TeamRefusal::SettingsChangedMeanwhile
            | TeamRefusal::SentTwice { .. }
            | TeamRefusal::NameTaken { .. }
            | TeamRefusal::OnAnotherTeam { .. } => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }
}

/// An action's outcome with its refusal kept for the handler to show on
/// its own page; a storage failure is the error to answer with.
pub(crate) fn kept<T>(result: Result<T, Failed<TeamRefusal>>) -> Result<Result<T, TeamRefusal>, AppError> {
    match result {
        Ok(done) => Ok(Ok(done)),
        Err(Failed::Refused(refusal)) => Ok(Err(refusal)),
        Err(Failed::Db(e)) => Err(AppError::Db(e)),
    }
}
