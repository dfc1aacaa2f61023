//! What the pairing of a round knows of each team (C.04.6 art. 1): its
//! scores, the matches it played with their colours, whom it met, whether
//! it floated in the previous round and whether it may get the PAB.

use crate::tournament::team::{MatchKind, Score, TeamEvent, TeamRound};
use crate::tournament::{ByeKind, Color, PairingNumber, Points};

/// One team before the round to pair.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamState {
    /// The team pairing number.
    pub tpn: PairingNumber,
    /// The primary score (art. 1.2).
    pub score: Points,
    /// The secondary score.
    pub secondary: Points,
    /// The colours of the matches played, in order (art. 1.6.1).
    pub colours: Vec<Color>,
    /// The teams met in a played match (C1: a match not played does not count).
    pub met: Vec<PairingNumber>,
    /// Whether it played an opponent with another score in the previous round (art. 1.5).
    pub floated: bool,
    /// Whether C2 bars it from the PAB: it had the PAB, won a match by
    /// forfeit or had a full-point bye.
    pub no_pab: bool,
}

impl TeamState {
    /// The colour difference (art. 1.6.2): Whites minus Blacks.
    pub fn colour_difference(&self) -> i32 {
        self.colours.iter().map(|&c| if c == Color::White { 1 } else { -1 }).sum()
    }

    /// The number of matches played.
    pub fn played(&self) -> usize {
        self.colours.len()
    }
}

/// The teams' states after the rounds of `history` before `round` (from 1).
pub fn states(event: &TeamEvent, history: &[Vec<TeamRound>], round: usize, primary: Score) -> Vec<TeamState> {
    let before = round.saturating_sub(1);
    let in_score = |x: &TeamRound, s: Score| if s == Score::Match { x.match_points } else { x.game_points };
    let score_after =
        |t: usize, rounds: usize, s: Score| -> Points { history[t].iter().take(rounds).map(|x| in_score(x, s)).sum() };
    let index_of = |tpn: PairingNumber| event.teams.teams.iter().position(|t| t.tpn == tpn);
    event
        .teams
        .teams
        .iter()
        .enumerate()
        .map(|(t, team)| {
            let rounds = &history[t][..before.min(history[t].len())];
            let floated = rounds.last().is_some_and(|x| {
                let last = before - 1;
                x.played
                    && x.opponent()
                        .and_then(index_of)
                        .is_some_and(|o| score_after(o, last, primary) != score_after(t, last, primary))
            });
            TeamState {
                tpn: team.tpn,
                score: score_after(t, before, primary),
                secondary: score_after(t, before, primary.other()),
                colours: rounds.iter().filter_map(TeamRound::colour).collect(),
                met: rounds.iter().filter_map(met_in).collect(),
                floated,
                no_pab: rounds.iter().any(|x| bars_pab(x).is_some()),
            }
        })
        .collect()
}

/// The team met in a round, for C1: the opponent of a played match (a
/// match not played does not count).
pub fn met_in(x: &TeamRound) -> Option<PairingNumber> {
    x.opponent().filter(|_| x.played)
}

/// Why a team that had round `x` may not get the PAB again (C2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PabBar {
    /// It had the pairing-allocated bye.
    Pab,
    /// It won a match by forfeit.
    ForfeitWin,
    /// It had a full-point bye.
    FullPointBye,
}

/// Whether round `x` bars the team from the PAB (C2), and why.
pub fn bars_pab(x: &TeamRound) -> Option<PabBar> {
    if x.is_pab() {
        Some(PabBar::Pab)
    } else if x.is_forfeit_win() {
        Some(PabBar::ForfeitWin)
    } else if x.kind == MatchKind::Absent(ByeKind::FullPoint) {
        Some(PabBar::FullPointBye)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::team::fixtures;

    fn after_round_1(event: &TeamEvent) -> Vec<TeamState> {
        states(event, &event.history().unwrap(), 2, Score::Match)
    }

    #[test]
    fn a_match_with_a_board_left_empty_is_played_with_its_colours() {
        let s = after_round_1(&fixtures::one_board_empty());
        assert_eq!((s[0].score, s[0].secondary), (Points(20), Points(20)), "both boards' game points");
        assert_eq!((&s[0].met, &s[0].colours, s[0].no_pab), (&vec![PairingNumber::new(2)], &vec![Color::White], false));
        assert_eq!((&s[1].met, &s[1].colours, s[1].no_pab), (&vec![PairingNumber::new(1)], &vec![Color::Black], false));
    }

    #[test]
    fn a_match_the_other_team_fielded_nobody_in_is_a_forfeit_win_not_played() {
        let s = after_round_1(&fixtures::team_not_fielded());
        assert!(s[0].met.is_empty() && s[0].colours.is_empty(), "no meeting, no colour ([C1], art. 1.6.1)");
        assert!(s[0].no_pab, "[C2]: a match won by forfeit");
        assert_eq!((s[0].score, s[0].secondary), (Points(20), Points(20)));
        assert!(!s[1].no_pab && s[1].met.is_empty() && s[1].score == Points::ZERO);
    }
}
