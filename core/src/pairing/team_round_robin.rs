//! Team round robins: the Berger tables (C.05 Annex 1) applied to the
//! teams' pairing numbers, single or double; inside each match the boards'
//! colours follow record 352 from the first-named team's side.

use super::round_robin::schedule;
use crate::tournament::team::Teams;
use crate::tournament::{Color, PairingNumber};

/// One match of a scheduled round, or a team's rest round.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduledMatch {
    /// The first-named team (the table's White).
    pub first: PairingNumber,
    /// The other team; none when the first rests (an odd number of teams).
    pub second: Option<PairingNumber>,
    /// The first-named team's colour on each board (record 352).
    pub colours: Vec<Color>,
}

/// Every round of a round robin of the teams (TPN 1 to the number of
/// teams), a second cycle with the first-named teams swapped when `double`.
pub fn team_schedule(teams: &Teams, double: bool) -> Vec<Vec<ScheduledMatch>> {
    let count = teams.teams.len() as u32;
    schedule(count, double, double)
        .into_iter()
        .map(|round| {
            round
                .into_iter()
                .map(|board| ScheduledMatch {
                    first: PairingNumber::new(board.white),
                    second: board.black.map(PairingNumber::new),
                    colours: teams.colours_on_boards(true),
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::team::Team;

    fn teams(n: u32) -> Teams {
        let team = |tpn| Team { tpn: PairingNumber::new(tpn), name: String::new(), strength: 0, roster: vec![] };
        Teams { teams: (1..=n).map(team).collect(), ..Teams::default() }
    }

    #[test]
    fn every_team_meets_every_other_once_per_cycle() {
        for n in [4, 5, 6] {
            let rounds = team_schedule(&teams(n), false);
            assert_eq!(rounds.len() as u32, n - 1 + n % 2);
            let mut met = std::collections::BTreeSet::new();
            for m in rounds.iter().flatten() {
                if let Some(second) = m.second {
                    assert!(met.insert((m.first.min(second), m.first.max(second))), "{n} teams: met twice");
                    assert_eq!(m.colours, vec![Color::White, Color::Black, Color::White, Color::Black]);
                }
            }
            assert_eq!(met.len() as u32, n * (n - 1) / 2);
        }
        // Round 1 of four teams by the Berger table: 1-4, 2-3.
        let first: Vec<(u32, u32)> =
            team_schedule(&teams(4), false)[0].iter().map(|m| (m.first.get(), m.second.unwrap().get())).collect();
        assert_eq!(first, vec![(1, 4), (2, 3)]);
        // The second cycle swaps the first-named teams.
        let double = team_schedule(&teams(4), true);
        assert_eq!(double.len(), 6);
        let second: Vec<(u32, u32)> = double[3].iter().map(|m| (m.first.get(), m.second.unwrap().get())).collect();
        assert_eq!(second, vec![(4, 1), (3, 2)]);
    }
}
