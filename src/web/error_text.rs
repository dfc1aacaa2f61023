//! Why an input was refused, in the visitor's language: the typed errors of
//! the time-control parser, the TRF reader and the tie-break list, mapped to
//! message keys here so the core stays free of any language.

use super::i18n::Tr;
use crate::chess::Termination;
use crate::chess::fen::FenError;
use crate::chess::pgn::{PgnError, PgnSyntax};
use crate::clock::ParseTimeControlError;
use crate::standings::prizes::{PrizeError, RuleError};
use crate::standings::tiebreak::team::{UnknownTeamTieBreak, valid_codes as team_codes};
use crate::standings::tiebreak::{TieBreakProblem, UnknownTieBreak, valid_codes};
use crate::text::{LineError, TextProblem};
use crate::tournament::RoundProblem;
use crate::trf::{TrfError, TrfProblem};

/// Why a text is refused (too long, or a control character), quoting at
/// most an excerpt of it.
pub(crate) fn text_problem(tr: &Tr, p: &TextProblem) -> String {
    match p {
        TextProblem::TooLong { max, excerpt } => {
            tr.args("text-too-long", &[("max", max.to_string()), ("excerpt", excerpt.clone())])
        }
        TextProblem::LineTooLong { max, excerpt } => {
            tr.args("text-line-too-long", &[("max", max.to_string()), ("excerpt", excerpt.clone())])
        }
        TextProblem::ControlCharacter(c) => tr.t1("text-control-character", "char", &crate::text::code_point(*c)),
        TextProblem::BidiOverride(c) => tr.t1("text-bidi-override", "char", &crate::text::code_point(*c)),
    }
}

/// A refused text of an imported file, with its line and column.
pub(super) fn line_error(tr: &Tr, e: &LineError) -> String {
    let message = text_problem(tr, &e.problem);
    tr.args("text-error-at", &[("line", e.line.to_string()), ("column", e.column.to_string()), ("message", message)])
}

/// Why a time control cannot be read.
pub(super) fn time_control(tr: &Tr, e: &ParseTimeControlError) -> String {
    match e {
        ParseTimeControlError::Empty => tr.t("tc-empty"),
        ParseTimeControlError::BadPeriod { index, text } => {
            tr.args("tc-bad-period", &[("index", index.to_string()), ("text", text.clone())])
        }
        ParseTimeControlError::OpenPeriodNotLast => tr.t("tc-open-period-not-last"),
        ParseTimeControlError::NoTime(index) => tr.t1("tc-no-time", "index", &index.to_string()),
        ParseTimeControlError::TooManyPeriods(max) => tr.t1("tc-too-many-periods", "max", &max.to_string()),
        ParseTimeControlError::OutOfRange(index) => {
            use crate::clock::time_control::{MAX_INCREMENT_SECONDS, MAX_MOVES, MAX_PERIOD_SECONDS};
            let args = [
                ("index", index.to_string()),
                ("moves", MAX_MOVES.to_string()),
                ("hours", (MAX_PERIOD_SECONDS / 3600).to_string()),
                ("minutes", (MAX_INCREMENT_SECONDS / 60).to_string()),
            ];
            tr.args("tc-out-of-range", &args)
        }
    }
}

/// A problem of a TRF file, with its line and column.
pub(super) fn trf(tr: &Tr, e: &TrfError) -> String {
    let message = trf_problem(tr, &e.problem);
    tr.args("trf-error-at", &[("line", e.line.to_string()), ("column", e.column.to_string()), ("message", message)])
}

/// What is wrong at a place in a TRF file.
fn trf_problem(tr: &Tr, p: &TrfProblem) -> String {
    use TrfProblem::*;
    let found = |key: &str, found: String| tr.t1(key, "found", &found);
    match p {
        NotANumber { field, found } => tr.args(
            "trf-not-a-number",
            &[("field", tr.t(&format!("trf-field-{}", field.code()))), ("found", found.clone())],
        ),
        BadPoints(f) => found("trf-bad-points", f.clone()),
        UnknownResult(c) => found("trf-unknown-result", c.to_string()),
        StartingRankMissing => tr.t("trf-starting-rank-missing"),
        StartingRankZero => tr.t("trf-starting-rank-zero"),
        BadColour(c) => found("trf-bad-colour", c.to_string()),
        BadSex(f) => found("trf-bad-sex", f.clone()),
        BadTitle(f) => found("trf-bad-title", f.clone()),
        BadBirthDate(f) => found("trf-bad-birth-date", f.clone()),
        ResultWithoutOpponent => tr.t("trf-result-without-opponent"),
        ByeWithOpponent => tr.t("trf-bye-with-opponent"),
        PointPairs => tr.t("trf-point-pairs"),
        BadPointValue { record, found } => {
            tr.args("trf-bad-point-value", &[("record", record.clone()), ("found", found.clone())])
        }
        UnknownPointSymbol(s) => found("trf-unknown-point-symbol", s.clone()),
        DuplicateStartingRank { rank, line } => {
            tr.args("trf-duplicate-starting-rank", &[("rank", rank.to_string()), ("line", line.to_string())])
        }
        NoRecordCode => tr.t("trf-no-record-code"),
        BadRoundCount(max) => tr.t1("trf-bad-round-count", "max", &max.to_string()),
        BadInitialColour(f) => found("trf-bad-initial-colour", f.clone()),
        BadForbiddenPairs => tr.t("trf-bad-forbidden-pairs"),
        UnknownOpponent { round, opponent } => {
            tr.args("trf-unknown-opponent", &[("round", round.to_string()), ("opponent", opponent.to_string())])
        }
        RuleNotANumber(f) => found("trf-rule-not-a-number", f.clone()),
        RoundZero => tr.t("trf-round-zero"),
        RuleTooShort => tr.t("trf-rule-too-short"),
        ZeroVirtualPoints => tr.t("trf-zero-virtual-points"),
        BadAssignmentType(c) => tr.t1("trf-bad-assignment-type", "code", &c.to_string()),
        RoundsReversed => tr.t("trf-rounds-reversed"),
        PlayersReversed => tr.t("trf-players-reversed"),
        RuleTrailingText => tr.t("trf-rule-trailing-text"),
        TooFewProhibited => tr.t("trf-too-few-prohibited"),
        RoundOutsideEvent { round, rounds } => {
            tr.args("trf-round-outside-event", &[("round", round.to_string()), ("rounds", rounds.to_string())])
        }
        UnknownPlayer(player) => tr.t1("trf-unknown-player", "player", &player.to_string()),
        PlaysHimself(round) => tr.t1("trf-plays-himself", "round", &round.to_string()),
        Round { round, reason } => {
            tr.args("trf-round-problem", &[("round", round.to_string()), ("reason", round_problem(tr, *reason))])
        }
        Text(problem) => text_problem(tr, problem),
        PointsDiffer { written, computed } => {
            tr.args("trf-points-mismatch", &[("written", written.to_string()), ("computed", computed.to_string())])
        }
        GameNotMirrored { round, opponent, player } => tr.args(
            "trf-game-not-mirrored",
            &[("round", round.to_string()), ("opponent", opponent.to_string()), ("player", player.to_string())],
        ),
    }
}

/// What is wrong with a round block that cannot be read as a board.
fn round_problem(tr: &Tr, reason: RoundProblem) -> String {
    tr.t(match reason {
        RoundProblem::OpponentWithoutEntry => "trf-round-opponent-without-entry",
        RoundProblem::ResultsDisagree => "trf-round-results-disagree",
        RoundProblem::NoColour => "trf-round-no-colour",
        RoundProblem::ResultWithoutOpponent => "trf-result-without-opponent",
    })
}

/// What is wrong with one tie-break code (an individual's or a team's).
fn tiebreak_problem(tr: &Tr, problem: &TieBreakProblem) -> String {
    match problem {
        TieBreakProblem::NoSuchTieBreak => tr.t("tiebreak-no-such"),
        TieBreakProblem::EmptyModifier => tr.t("tiebreak-empty-modifier"),
        TieBreakProblem::NotApplicable(m) => tr.t1("tiebreak-not-applicable", "modifier", &m.to_string()),
        TieBreakProblem::NeedsNumber(m) => tr.t1("tiebreak-needs-number", "modifier", &m.to_string()),
        TieBreakProblem::BadModifier(m) => tr.t1("tiebreak-bad-modifier", "modifier", m),
    }
}

/// Why a tie-break list cannot be read.
pub(super) fn tiebreak(tr: &Tr, e: &UnknownTieBreak) -> String {
    let reason = tiebreak_problem(tr, &e.reason);
    tr.args("tiebreak-unknown", &[("code", e.code.clone()), ("reason", reason), ("codes", valid_codes())])
}

/// Why a team tie-break list cannot be read.
pub(crate) fn team_tiebreak(tr: &Tr, e: &UnknownTeamTieBreak) -> String {
    let (code, reason) = (e.code.clone(), tiebreak_problem(tr, &e.reason));
    tr.args("team-tiebreak-unknown", &[("code", code), ("reason", reason), ("codes", team_codes())])
}

/// Why a FEN is refused.
pub(super) fn fen(tr: &Tr, e: &FenError) -> String {
    match e {
        FenError::Syntax(s) => tr.t(&format!("fen-syntax-{}", s.code())),
        FenError::Position(problems) => {
            let said: Vec<String> = problems.iter().map(|p| tr.t(&format!("fen-position-{}", p.code()))).collect();
            tr.t1("fen-impossible", "problems", &said.join(", "))
        }
    }
}

/// Why a PGN text cannot be read (an illegal move is worded by the Laws' texts).
pub(super) fn pgn(tr: &Tr, e: &PgnError) -> String {
    let at =
        |line: usize, message: String| tr.args("pgn-error-line", &[("line", line.to_string()), ("message", message)]);
    match e {
        PgnError::Syntax { line, problem: PgnSyntax::Unexpected(c) } => {
            at(*line, tr.t1("pgn-syntax-unexpected", "found", &c.to_string()))
        }
        PgnError::Syntax { line, problem } => at(*line, tr.t(&format!("pgn-syntax-{}", problem.code()))),
        PgnError::BadFen { game, error } => {
            tr.args("pgn-error-bad-fen", &[("game", game.to_string()), ("reason", fen(tr, error))])
        }
        PgnError::Move { line, san, .. } => at(*line, tr.t1("pgn-error-move", "move", san)),
        PgnError::Text { line, column, problem } => {
            line_error(tr, &LineError { line: *line, column: *column, problem: problem.clone() })
        }
        PgnError::TooManyMoves { line } => {
            at(*line, tr.t1("pgn-error-too-many-moves", "max", &crate::chess::pgn::MAX_PLIES.to_string()))
        }
        PgnError::AfterEnd { ply, line, end, .. } => {
            let end = match Termination::from_stored(end) {
                Ok(Some(t)) => tr.t(&format!("termination-{}", t.code())),
                _ => end.to_string(),
            };
            at(*line, tr.args("pgn-error-after-end", &[("ply", ply.to_string()), ("end", end)]))
        }
    }
}

/// Why a category rule cannot be read.
pub(super) fn category_rule(tr: &Tr, e: &RuleError) -> String {
    let field = |name: &str| match name {
        "age" => tr.t("category-field-age"),
        "born" => tr.t("category-field-born"),
        "sex" => tr.t("category-field-sex"),
        "rating" => tr.t("category-field-rating"),
        "federation" => tr.t("category-field-federation"),
        "club" => tr.t("category-field-club"),
        other => other.to_string(),
    };
    match e {
        RuleError::Empty => tr.t("category-error-empty"),
        RuleError::UnknownField(x) => tr.t1("category-error-unknown-field", "found", x),
        RuleError::BadOperator(f, x) => {
            tr.args("category-error-operator", &[("field", field(f)), ("found", x.clone())])
        }
        RuleError::BadNumber(x) => tr.t1("category-error-number", "found", x),
        RuleError::NoBound => tr.t("category-error-no-bound"),
        RuleError::EmptyBand(lo, hi) => {
            tr.args("category-error-empty-band", &[("min", lo.to_string()), ("max", hi.to_string())])
        }
        RuleError::UnratedWithMinimum => tr.t("category-error-unrated-minimum"),
        RuleError::BadSex(x) => tr.t1("category-error-sex", "found", x),
        RuleError::BadFederation(x) => tr.t1("category-error-federation", "found", x),
        RuleError::NoFederation => tr.t("category-error-no-federation"),
        RuleError::EmptyClub => tr.t("category-error-club"),
    }
}

/// Why the prizes cannot be given.
pub(super) fn prizes(tr: &Tr, e: &PrizeError) -> String {
    let n = |i: usize| (i + 1).to_string();
    match e {
        PrizeError::UnknownCategory { series, category } => {
            tr.args("prize-error-unknown-category", &[("series", n(*series)), ("category", n(*category))])
        }
        PrizeError::RisingAmounts { series, place } => tr.args(
            "prize-error-rising-amounts",
            &[("series", n(*series)), ("place", place.to_string()), ("previous", (place - 1).to_string())],
        ),
        PrizeError::TotalTooLarge => tr.t("prize-error-total-too-large"),
        PrizeError::DuplicatePlayer(id) => tr.t1("prize-error-duplicate-player", "player", &id.to_string()),
        PrizeError::UnknownPlayer(id) => tr.t1("prize-error-unknown-player", "player", &id.to_string()),
        PrizeError::RankingOrder(i) => tr.t1("prize-error-ranking-order", "line", &n(*i)),
        PrizeError::TiedRankDifferentPoints(i) => tr.t1("prize-error-tied-rank", "line", &n(*i)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::web::i18n::Lang;

    #[test]
    fn refusals_are_worded_in_russian() {
        let ru = Tr::new(Lang::Ru);
        let e = "40/90+30:xx".parse::<crate::clock::TimeControl>().unwrap_err();
        assert_eq!(time_control(&ru, &e), "период 2 («xx») не записан в виде [ходы/]время[+добавление]");
        let e = crate::trf::parse("001    0").unwrap_err();
        assert_eq!(trf(&ru, e.first()), "Строка 1, позиция 5: стартовые номера начинаются с 1");
        let e = "BH/Q".parse::<crate::standings::tiebreak::TieBreak>().unwrap_err();
        assert!(tiebreak(&ru, &e).starts_with("неизвестный показатель «BH/Q»: модификатор Q"), "{}", tiebreak(&ru, &e));
    }
}
