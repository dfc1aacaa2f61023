use super::{ByeKind, Outcome, Points, RoundResult};

/// The points each kind of result is worth in an event (FIDE default 1 / ½ / 0).
///
/// A forfeit win scores as a win; a forfeit loss scores as an absence, the
/// same as a zero-point bye (TRF-2026 record 162, symbol `A`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Points for a win, over the board or by forfeit.
    pub win: Points,
    /// Points for a draw.
    pub draw: Points,
    /// Points for a loss over the board.
    pub loss: Points,
    /// Points for a pairing-allocated bye.
    pub pairing_allocated_bye: Points,
    /// Points for a half-point bye.
    pub half_point_bye: Points,
    /// Points for a full-point bye.
    pub full_point_bye: Points,
    /// Points for a zero-point bye, a forfeit loss and a round-robin rest round.
    pub zero_point_bye: Points,
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            win: Points::ONE,
            draw: Points::HALF,
            loss: Points::ZERO,
            pairing_allocated_bye: Points::ONE,
            half_point_bye: Points::HALF,
            full_point_bye: Points::ONE,
            zero_point_bye: Points::ZERO,
        }
    }
}

impl Scoring {
    /// The points one outcome is worth.
    pub fn points(&self, outcome: Outcome) -> Points {
        match outcome {
            Outcome::Win { .. } => self.win,
            Outcome::Draw => self.draw,
            Outcome::Loss { forfeit: false } => self.loss,
            Outcome::Loss { forfeit: true } => self.zero_point_bye,
            Outcome::Bye(kind) => self.bye(kind),
            Outcome::Pending | Outcome::Adjourned => Points::ZERO,
        }
    }

    /// The points a recorded round result is worth (a forfeit loss scores
    /// as a zero-point bye; a game of less than one move as its result; a
    /// round not paired or a game still on the board scores nothing).
    pub fn of_round(&self, result: RoundResult) -> Points {
        match result {
            RoundResult::Win | RoundResult::ForfeitWin | RoundResult::UnratedWin => self.win,
            // An adjourned game scores a draw where points are counted for pairing (C.04.3 D.1).
            RoundResult::Draw | RoundResult::UnratedDraw | RoundResult::Adjourned => self.draw,
            RoundResult::Loss | RoundResult::UnratedLoss => self.loss,
            RoundResult::ForfeitLoss | RoundResult::ZeroPointBye => self.zero_point_bye,
            RoundResult::HalfPointBye => self.half_point_bye,
            RoundResult::FullPointBye => self.full_point_bye,
            RoundResult::PairingAllocatedBye => self.pairing_allocated_bye,
            RoundResult::NotPaired | RoundResult::Pending => Points::ZERO,
        }
    }

    /// The points a bye of this kind is worth.
    pub fn bye(&self, kind: ByeKind) -> Points {
        match kind {
            ByeKind::PairingAllocated => self.pairing_allocated_bye,
            ByeKind::HalfPoint => self.half_point_bye,
            ByeKind::FullPoint => self.full_point_bye,
            ByeKind::ZeroPoint | ByeKind::RestRound => self.zero_point_bye,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_one_zero_scoring() {
        let s = Scoring { win: Points(30), draw: Points(10), ..Scoring::default() };
        assert_eq!(s.points(Outcome::Win { forfeit: true }), Points(30));
        assert_eq!(s.points(Outcome::Draw), Points(10));
        assert_eq!(s.points(Outcome::Loss { forfeit: true }), Points(0));
        assert_eq!(s.points(Outcome::Bye(ByeKind::HalfPoint)), Points(5));
    }
}
