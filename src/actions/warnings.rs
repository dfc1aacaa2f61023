//! One vocabulary for FIDE mode's warnings: every refusal that is one of
//! the checklist's warnings says its level ([`WarningLevel`]), whichever
//! action refused. The pages word each refusal; the level says how it is
//! asked: a confirmation (3), two steps (4), or no way round it (5).

use super::DraftRefusal;
use super::results::ResultRefusal;
use super::rounds::RoundRefusal;
use super::standings::tiebreaks::TiebreakRefusal;
use super::tournaments::TournamentRefusal;
use crate::tournament::WarningLevel;

/// A refusal that may be one of FIDE mode's warnings.
pub trait FideWarning {
    /// The checklist's level of the warning, if the refusal is one.
    fn warning_level(&self) -> Option<WarningLevel>;
}

impl FideWarning for RoundRefusal {
    fn warning_level(&self) -> Option<WarningLevel> {
        match self {
            RoundRefusal::SecondHalfPointBye { .. } | RoundRefusal::HandScheduleNotConfirmed => {
                Some(WarningLevel::Confirm)
            }
            RoundRefusal::FideModeProhibitions | RoundRefusal::FideModeAcceleration => Some(WarningLevel::Refused),
            RoundRefusal::Draft(refusal) => refusal.warning_level(),
            _ => None,
        }
    }
}

impl FideWarning for DraftRefusal {
    fn warning_level(&self) -> Option<WarningLevel> {
        match self {
            DraftRefusal::ManualPairingNotConfirmed => Some(WarningLevel::TwoSteps),
            _ => None,
        }
    }
}

impl FideWarning for ResultRefusal {
    fn warning_level(&self) -> Option<WarningLevel> {
        match self {
            ResultRefusal::CorrectionNotConfirmed { .. } | ResultRefusal::AdjournedNotDrawn { .. } => {
                Some(WarningLevel::Confirm)
            }
            ResultRefusal::FideModeOldRound { .. } => Some(WarningLevel::Refused),
            _ => None,
        }
    }
}

impl FideWarning for TournamentRefusal {
    fn warning_level(&self) -> Option<WarningLevel> {
        match self {
            TournamentRefusal::ImportPairedOtherwise(_) => Some(WarningLevel::Confirm),
            TournamentRefusal::ConfigurationUnconfirmed { .. } => Some(WarningLevel::TwoSteps),
            TournamentRefusal::FideScoring(_) => Some(WarningLevel::Refused),
            _ => None,
        }
    }
}

impl FideWarning for TiebreakRefusal {
    fn warning_level(&self) -> Option<WarningLevel> {
        match self {
            TiebreakRefusal::ConfirmNeeded => Some(WarningLevel::TwoSteps),
            TiebreakRefusal::BuchholzInRoundRobin(_) => Some(WarningLevel::Refused),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::ScoringProblem;

    /// Each warning at the level the checklist gives its question.
    #[test]
    fn every_warning_has_the_checklists_level() {
        let levels: Vec<(Option<WarningLevel>, u8)> = vec![
            (RoundRefusal::SecondHalfPointBye { player: String::new(), rounds: vec![2] }.warning_level(), 3), // Q174
            (ResultRefusal::CorrectionNotConfirmed { round: 1, paired: 2 }.warning_level(), 3),               // Q115
            (TournamentRefusal::ImportPairedOtherwise(vec![1]).warning_level(), 3),                           // Q55
            (RoundRefusal::HandScheduleNotConfirmed.warning_level(), 3),                                      // Q100
            (RoundRefusal::Draft(DraftRefusal::ManualPairingNotConfirmed).warning_level(), 4),                // Q69
            (TiebreakRefusal::ConfirmNeeded.warning_level(), 4),                                              // Q201
            (ResultRefusal::FideModeOldRound { last_played: 5 }.warning_level(), 5),                          // Q191
            (RoundRefusal::FideModeProhibitions.warning_level(), 5),                                          // Q196
            (RoundRefusal::FideModeAcceleration.warning_level(), 5), // Q109, Q110
            (TournamentRefusal::FideScoring(ScoringProblem::ByeOverWin).warning_level(), 5), // Q81
            (TiebreakRefusal::BuchholzInRoundRobin("BH".into()).warning_level(), 5), // Q105
        ];
        for (k, (level, number)) in levels.iter().enumerate() {
            assert_eq!(level.map(WarningLevel::number), Some(*number), "warning {k}");
        }
        assert_eq!(ResultRefusal::Bye.warning_level(), None, "not every refusal is a warning");
    }
}
