//! Why an action on a team event was refused, in the visitor's language.

use crate::actions::teams::{MAX_BOARDS, MAX_MATCH_POINTS, MAX_ROSTER, MAX_TEAM_TIEBREAKS, MAX_TEAMS, TeamRefusal};
use crate::pairing::team_swiss::TeamPairingError;
use crate::tournament::Points;
use crate::tournament::team::LineUpError;
use crate::web::error::Worded;
use crate::web::i18n::Tr;
use actix_web::http::StatusCode;

/// The label key of a team field or setting.
pub(in crate::web) fn field_label(field: &str) -> &'static str {
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
            TeamRefusal::Players(refusal) => refusal.message(tr),
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
            TeamRefusal::UnknownTeam | TeamRefusal::UnknownPlayer | TeamRefusal::NoCaptainLink => {
                tr.t("error-not-found")
            }
            TeamRefusal::NotOnRoster => tr.t("team-not-on-roster"),
            TeamRefusal::ChangedMeanwhile => tr.t("team-conflict"),
            TeamRefusal::OnAnotherTeam { team } => tr.t1("team-on-another", "team", team),
            TeamRefusal::RosterFixed => tr.t("team-roster-fixed"),
            TeamRefusal::RosterFull => tr.args("team-roster-full", &[("max", MAX_ROSTER.to_string())]),
            TeamRefusal::PlaceOutOfRange => tr.t("team-place-range"),
            TeamRefusal::WithdrawalRound { first, last } => {
                tr.args("team-withdraw-round", &[("first", first.to_string()), ("last", last.to_string())])
            }
            TeamRefusal::PairedMeanwhile { round, by: Some(by) } => {
                tr.args("team-round-paired-by", &[("round", round.to_string()), ("by", by.clone())])
            }
            TeamRefusal::PairedMeanwhile { round, by: None } => tr.t1("team-round-paired", "round", &round.to_string()),
            TeamRefusal::AllRoundsPaired => tr.t("team-all-rounds-paired"),
            TeamRefusal::ResultsPending { round } => tr.t1("team-results-pending", "round", &round.to_string()),
            TeamRefusal::TooFewTeams => tr.t("team-too-few"),
            TeamRefusal::Unreadable(problem) => tr.t1("team-round-unreadable", "problem", &problem.to_string()),
            TeamRefusal::Unpairable(problem) => unpairable(tr, problem),
            TeamRefusal::NoMatch => tr.t("team-no-match"),
            TeamRefusal::LineUp { problem, player, other } => line_up_refused(tr, problem, player, other),
            TeamRefusal::MatchPlayed => tr.t("team-match-played"),
            TeamRefusal::Archived => tr.t("tournament-archived"),
            TeamRefusal::RoundNotPublished => tr.t("team-round-not-published"),
            TeamRefusal::NoProposedRound => tr.t("team-no-proposed-round"),
            TeamRefusal::NotLastRound => tr.t("team-not-last-round"),
            TeamRefusal::TieBreak(e) => crate::web::error_text::team_tiebreak(tr, e),
            TeamRefusal::SameMatch => tr.t("team-swap-same-match"),
            TeamRefusal::MetBefore { first, second } => {
                tr.args("team-swap-met-before", &[("first", first.clone()), ("second", second.clone())])
            }
            TeamRefusal::RoundChangedMeanwhile => tr.t("team-round-changed"),
            TeamRefusal::BergerTable => tr.t("team-swap-round-robin"),
            TeamRefusal::TooManyTieBreaks => tr.t1("team-tiebreaks-too-many", "max", &MAX_TEAM_TIEBREAKS.to_string()),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            TeamRefusal::Tournament(refusal) => refusal.status(),
            TeamRefusal::Players(refusal) => refusal.status(),
            TeamRefusal::UnknownTeam | TeamRefusal::UnknownPlayer | TeamRefusal::NoCaptainLink => StatusCode::NOT_FOUND,
            TeamRefusal::ChangedMeanwhile
            | TeamRefusal::SettingsChangedMeanwhile
            | TeamRefusal::SentTwice { .. }
            | TeamRefusal::NameTaken { .. }
            | TeamRefusal::OnAnotherTeam { .. }
            | TeamRefusal::PairedMeanwhile { .. }
            | TeamRefusal::RoundChangedMeanwhile
            | TeamRefusal::Archived => StatusCode::CONFLICT,
            _ => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }
}

/// Why C.04.6 leaves no pairing, in the reader's language.
fn unpairable(tr: &Tr, problem: &TeamPairingError) -> String {
    match problem {
        TeamPairingError::NoBye => tr.t("team-unpairable-bye"),
        TeamPairingError::NoBracketPairing(score) => tr.t1("team-unpairable-bracket", "score", &score.to_string()),
        TeamPairingError::BracketTooLarge(max) => tr.t1("team-unpairable-large", "max", &max.to_string()),
    }
}

/// Why a line-up is refused, naming the players.
fn line_up_refused(tr: &Tr, problem: &LineUpError, player: &str, other: &str) -> String {
    match problem {
        LineUpError::NotOnRoster(_) => tr.t1("line-up-not-on-roster", "player", player),
        LineUpError::Twice(_) => tr.t1("line-up-twice", "player", player),
        LineUpError::Unavailable(_) => tr.t1("line-up-unavailable", "player", player),
        LineUpError::OutOfRosterOrder { .. } => {
            tr.args("line-up-order", &[("player", player.to_string()), ("above", other.to_string())])
        }
        LineUpError::TooMany { found, boards } => {
            tr.args("line-up-too-many", &[("found", found.to_string()), ("boards", boards.to_string())])
        }
    }
}
