//! FIDE mode (Handbook C.02, the checklist for tournament programs,
//! VCL4THP.13): the state in which an event can be rated, what it refuses,
//! and the pairing-integrity breaching events (PIBEs) that it keeps on the
//! record, each written to the TRF as a `###` comment line.
//!
//! An event starts in FIDE mode. Leaving it is permanent: the round it was
//! left in is kept, and nothing brings the event back.

use super::{Points, Scoring};

/// Whether an event is in FIDE mode, or the round it left it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum FideMode {
    /// In FIDE mode (every event starts so).
    #[default]
    On,
    /// Left in round `round` (0: before round 1 was paired); for good.
    Left {
        /// The round paired last when it was left.
        round: u32,
    },
}

impl FideMode {
    /// Whether the event is in FIDE mode.
    pub fn is_on(self) -> bool {
        self == FideMode::On
    }
}

/// The checklist's warning levels (VCL4THP.13): how firmly FIDE mode stops
/// an action that breaks a rule or the integrity of the pairings. No
/// setting lowers or switches off any of them (checklist Q218-Q221).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum WarningLevel {
    /// Level 2: said beside the action, which goes on (a full-point bye).
    Acknowledge,
    /// Level 3: the action waits until the arbiter confirms or cancels it.
    Confirm,
    /// Level 4: two steps, the second stating the consequences.
    TwoSteps,
    /// Level 5: refused in FIDE mode.
    Refused,
}

impl WarningLevel {
    /// The level's number in the checklist (2 to 5).
    pub fn number(self) -> u8 {
        match self {
            WarningLevel::Acknowledge => 2,
            WarningLevel::Confirm => 3,
            WarningLevel::TwoSteps => 4,
            WarningLevel::Refused => 5,
        }
    }
}

/// Why a scoring system cannot be used in FIDE mode (checklist Q74, Q81, Q83).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoringProblem {
    /// Two draws are worth more than a win and a loss (Q74).
    DrawsOverWinAndLoss,
    /// The pairing-allocated bye is worth more than a win (Q81).
    ByeOverWin,
    /// Under the standard 1-½-0, the pairing-allocated bye is worth other
    /// than 1, ½ or 0 (Q83).
    StandardByeOdd,
}

impl Scoring {
    /// Why FIDE mode refuses this scoring, if it does.
    pub fn fide_problem(&self) -> Option<ScoringProblem> {
        let standard = (self.win, self.draw, self.loss) == (Points::ONE, Points::HALF, Points::ZERO);
        let pab = self.pairing_allocated_bye;
        if self.draw.0 * 2 > self.win.0 + self.loss.0 {
            Some(ScoringProblem::DrawsOverWinAndLoss)
        } else if pab > self.win {
            Some(ScoringProblem::ByeOverWin)
        } else if standard && ![Points::ONE, Points::HALF, Points::ZERO].contains(&pab) {
            Some(ScoringProblem::StandardByeOdd)
        } else {
            None
        }
    }
}

/// The kinds of pairing-integrity breaching event, as the TRF's `###`
/// lines name them (TEC Manual 3.9.4.9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BreachKind {
    /// The event left FIDE mode.
    LeftFideMode,
    /// A setting that pairs or scores changed after round 1 (rounds,
    /// scoring, the pairing-allocated bye's value).
    Configuration,
    /// A result of an earlier round corrected.
    Correction,
    /// Rounds imported from a file.
    Import,
    /// A pairing made or changed by hand (manual pairing adjustment).
    ManualPairing,
    /// The tie-break list changed after round 1.
    Tiebreaks,
    /// A full-point bye given (FIDE deprecates them; checklist Q179).
    FullPointBye,
    /// A result corrected for the rating report only (C.04.2 4.3; checklist
    /// Q192, Q193): pairing and standings keep the result they were made
    /// from. Not a breach of pairing integrity, but kept on the same record.
    RatingCorrection,
    /// An adjourned game finished otherwise than drawn once a later round
    /// was paired counting it as a draw (checklist Q163).
    Adjournment,
    /// Pairing numbers exchanged or given again from the initial order
    /// after round 1 was paired (C.04.2 2.3; checklist Q147-Q155).
    PairingNumbers,
}

impl BreachKind {
    /// Every kind, in the order the codes list them.
    pub const ALL: [BreachKind; 10] = [
        BreachKind::LeftFideMode,
        BreachKind::Configuration,
        BreachKind::Correction,
        BreachKind::Import,
        BreachKind::ManualPairing,
        BreachKind::Tiebreaks,
        BreachKind::FullPointBye,
        BreachKind::RatingCorrection,
        BreachKind::Adjournment,
        BreachKind::PairingNumbers,
    ];

    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            BreachKind::LeftFideMode => "left_fide_mode",
            BreachKind::Configuration => "configuration",
            BreachKind::Correction => "correction",
            BreachKind::Import => "import",
            BreachKind::ManualPairing => "mpa",
            BreachKind::Tiebreaks => "tiebreaks",
            BreachKind::FullPointBye => "fpb",
            BreachKind::RatingCorrection => "rating_correction",
            BreachKind::Adjournment => "adjournment",
            BreachKind::PairingNumbers => "pairing_numbers",
        }
    }

    /// The kind of a stored code.
    pub fn of_code(code: &str) -> Option<BreachKind> {
        BreachKind::ALL.into_iter().find(|k| k.code() == code)
    }

    /// How the TRF's `###` line names it.
    pub fn trf_name(self) -> &'static str {
        match self {
            BreachKind::LeftFideMode => "FIDE mode left",
            BreachKind::Configuration => "Configuration",
            BreachKind::Correction => "Correction",
            BreachKind::Import => "Import",
            BreachKind::ManualPairing => "MPA",
            BreachKind::Tiebreaks => "Tie-breaks",
            BreachKind::FullPointBye => "FPB",
            BreachKind::RatingCorrection => "Rating correction",
            BreachKind::Adjournment => "Adjournment",
            BreachKind::PairingNumbers => "TPN",
        }
    }
}

/// One pairing-integrity breaching event: its kind, the round it happened
/// in (the round paired last then; 0 before round 1) and what it changed,
/// in English as the TRF writes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Breach {
    /// What kind of event.
    pub kind: BreachKind,
    /// The round paired last when it happened.
    pub round: u32,
    /// What changed (`rounds 9 -> 11`), empty when the kind says all.
    pub detail: String,
}

impl Breach {
    /// The text of its TRF comment line, after `### `:
    /// `Configuration @ Round 3: rounds 9 -> 11`.
    pub fn trf_comment(&self) -> String {
        let said = format!("{} @ Round {}", self.kind.trf_name(), self.round);
        if self.detail.is_empty() { said } else { format!("{said}: {}", self.detail) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scoring(win: i32, draw: i32, loss: i32, pab: i32) -> Scoring {
        Scoring {
            win: Points(win),
            draw: Points(draw),
            loss: Points(loss),
            pairing_allocated_bye: Points(pab),
            ..Scoring::default()
        }
    }

    #[test]
    fn fide_mode_refuses_scoring_that_rewards_draws_or_byes_over_games() {
        assert_eq!(Scoring::default().fide_problem(), None);
        assert_eq!(scoring(30, 10, 0, 30).fide_problem(), None, "3-1-0 with a win's bye");
        assert_eq!(scoring(30, 10, 0, 10).fide_problem(), None, "3-1-0 with a draw's bye");
        assert_eq!(scoring(10, 5, 0, 0).fide_problem(), None, "a bye worth nothing");
        assert_eq!(scoring(10, 5, 0, 5).fide_problem(), None);
        // Two draws exactly a win and a loss is allowed; more is not.
        assert_eq!(scoring(20, 10, 0, 20).fide_problem(), None);
        assert_eq!(scoring(10, 7, 0, 10).fide_problem(), Some(ScoringProblem::DrawsOverWinAndLoss));
        assert_eq!(scoring(10, 5, 0, 20).fide_problem(), Some(ScoringProblem::ByeOverWin));
        assert_eq!(scoring(10, 5, 0, 7).fide_problem(), Some(ScoringProblem::StandardByeOdd));
        // Custom scoring may give the bye another value not above a win.
        assert_eq!(scoring(30, 10, 0, 20).fide_problem(), None);
    }

    #[test]
    fn a_breach_is_written_as_the_checklist_names_it() {
        let b = Breach { kind: BreachKind::Configuration, round: 3, detail: "rounds 9 -> 11".into() };
        assert_eq!(b.trf_comment(), "Configuration @ Round 3: rounds 9 -> 11");
        let left = Breach { kind: BreachKind::LeftFideMode, round: 4, detail: String::new() };
        assert_eq!(left.trf_comment(), "FIDE mode left @ Round 4");
        for kind in BreachKind::ALL {
            assert_eq!(BreachKind::of_code(kind.code()), Some(kind));
        }
        assert_eq!(BreachKind::of_code("other"), None);
        let tpn = Breach { kind: BreachKind::PairingNumbers, round: 2, detail: "exchange 3 <-> 4".into() };
        assert_eq!(tpn.trf_comment(), "TPN @ Round 2: exchange 3 <-> 4");
    }
}
