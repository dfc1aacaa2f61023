//! Players still tied when the whole tie-break list is exhausted (C.07
//! 4.2): they share the place, or the arbiter separates them by hand or by
//! a simulated drawing of lots (checklist Q203-Q206).
//!
//! The drawing of lots gives every player of a tournament one lot, drawn
//! from the tournament's own seed: the same tournament always draws the
//! same lots (drawing again cannot change a ranking, Q206), and two
//! tournaments draw differently.

use super::Ranking;
use crate::tournament::PairingNumber;
use std::collections::HashMap;

/// What happens to players still tied after the whole list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum FinalTies {
    /// They share the place (the regulations say ties stand).
    #[default]
    Shared,
    /// They are separated by a drawing of lots.
    Lots,
}

impl FinalTies {
    /// Every rule, as the settings offer them.
    pub const ALL: [FinalTies; 2] = [FinalTies::Shared, FinalTies::Lots];

    /// The stored code (`shared`, `lots`).
    pub fn code(self) -> &'static str {
        match self {
            FinalTies::Shared => "shared",
            FinalTies::Lots => "lots",
        }
    }

    /// The rule of a stored code; an unknown code shares the place.
    pub fn from_code(code: &str) -> FinalTies {
        FinalTies::ALL.into_iter().find(|t| t.code() == code).unwrap_or_default()
    }
}

/// How the ties left at the end of one tournament are settled.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TieSettlement {
    /// Share the place or draw lots, for the ties the arbiter did not settle by hand.
    pub rule: FinalTies,
    /// The tournament's seed for the drawing of lots.
    pub seed: u64,
    /// The places the arbiter gave by hand within a tie: (player, position),
    /// the lowest position first. Players of a tie without one come after
    /// those with one.
    pub by_hand: Vec<(PairingNumber, u32)>,
}

/// How a player's place among others tied on everything was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Settled {
    /// By the arbiter, by hand.
    ByHand,
    /// By the drawing of lots.
    ByLot,
}

/// The lot player `start_no` draws in the tournament of `seed`: the lowest
/// lot ranks first.
pub fn lot(seed: u64, start_no: PairingNumber) -> u64 {
    mix(seed, u64::from(start_no.get()))
}

/// A tournament's seed for the drawing of lots, from what identifies it:
/// its id and the instant (microseconds) it was created.
pub fn tournament_seed(id: u64, created_micros: u64) -> u64 {
    mix(created_micros, id)
}

/// `seed` and `n` mixed (splitmix64's finaliser): a small change in either
/// changes every bit.
fn mix(seed: u64, n: u64) -> u64 {
    let mut z = seed ^ n.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Ranking {
    /// The final ranking with the players still tied on everything
    /// separated as `settlement` says: those the arbiter placed by hand
    /// first, in that order, then the others by lot, or sharing the next
    /// place when ties stand. Players not tied keep their place.
    pub fn settling(mut self, settlement: &TieSettlement) -> Ranking {
        let by_hand: HashMap<PairingNumber, u32> = settlement.by_hand.iter().copied().collect();
        let mut rows: Vec<_> =
            std::mem::take(&mut self.standings).into_iter().zip(std::mem::take(&mut self.values)).collect();
        let mut settled = Vec::new();
        let mut start = 0;
        while start < rows.len() {
            let place = rows[start].0.rank;
            let end = start + rows[start..].iter().take_while(|(s, _)| s.rank == place).count();
            if end - start > 1 {
                let group = &mut rows[start..end];
                let lots = settlement.rule == FinalTies::Lots;
                group.sort_by_key(|(s, _)| {
                    let hand = by_hand.get(&s.start_no).copied();
                    (hand.is_none(), hand, if lots { lot(settlement.seed, s.start_no) } else { 0 }, s.start_no)
                });
                // A lot decides only between two players or more left without a hand place.
                let drawn = lots && group.iter().filter(|(s, _)| !by_hand.contains_key(&s.start_no)).count() > 1;
                for k in 0..group.len() {
                    let no = group[k].0.start_no;
                    let how =
                        if by_hand.contains_key(&no) { Some(Settled::ByHand) } else { drawn.then_some(Settled::ByLot) };
                    // Without a hand place and without lots, a player shares the place of the one before.
                    let shares = how.is_none() && k > 0 && !by_hand.contains_key(&group[k - 1].0.start_no);
                    group[k].0.rank = if shares { group[k - 1].0.rank } else { place + k as u32 };
                    if let Some(how) = how {
                        settled.push((no, how));
                    }
                }
            }
            start = end;
        }
        let (standings, values) = rows.into_iter().unzip();
        Ranking { standings, values, settled, ..self }
    }

    /// How the place of player `start_no` was decided within a tie, if it was.
    pub fn settled(&self, start_no: PairingNumber) -> Option<Settled> {
        self.settled.iter().find(|&&(n, _)| n == start_no).map(|&(_, how)| how)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::standings::tiebreak::Edition;
    use crate::standings::tiebreak_list;
    use crate::tournament::record::tests::played;
    use crate::tournament::{GameResult, Pairing};

    fn game(white: u32, black: u32, result: GameResult) -> Pairing {
        Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
    }

    /// Six players, all drawn in one round: one tie of six on points and on
    /// the list `WIN` (no wins).
    fn all_tied() -> Ranking {
        let rounds =
            vec![vec![game(1, 2, GameResult::Draw), game(3, 4, GameResult::Draw), game(5, 6, GameResult::Draw)]];
        let list = tiebreak_list("WIN", false).unwrap();
        Ranking::new(&played(6, &rounds), false, &list, Edition::C07of2026)
    }

    fn order(r: &Ranking) -> Vec<(u32, u32)> {
        r.standings.iter().map(|s| (s.rank, s.start_no.get())).collect()
    }

    #[test]
    fn ties_stand_unless_the_arbiter_settles_them() {
        let shared = all_tied().settling(&TieSettlement::default());
        assert!(shared.standings.iter().all(|s| s.rank == 1));
        assert!(shared.settled.is_empty());
        // 4 and 2 placed by hand: first and second; the others share third.
        let by_hand = vec![(PairingNumber::new(4), 1), (PairingNumber::new(2), 2)];
        let r = all_tied().settling(&TieSettlement { by_hand, ..TieSettlement::default() });
        assert_eq!(order(&r), vec![(1, 4), (2, 2), (3, 1), (3, 3), (3, 5), (3, 6)]);
        assert_eq!(r.settled(PairingNumber::new(4)), Some(Settled::ByHand));
        assert_eq!(r.settled(PairingNumber::new(1)), None);
    }

    #[test]
    fn lots_are_the_same_for_one_tournament_and_differ_between_tournaments() {
        let draw = |seed| all_tied().settling(&TieSettlement { rule: FinalTies::Lots, seed, by_hand: Vec::new() });
        let first = draw(7);
        assert_eq!(order(&first).iter().map(|&(rank, _)| rank).collect::<Vec<_>>(), vec![1, 2, 3, 4, 5, 6]);
        assert!(first.standings.iter().all(|s| first.settled(s.start_no) == Some(Settled::ByLot)));
        assert_eq!(order(&draw(7)), order(&first), "drawing again gives the same places");
        let orders: std::collections::HashSet<Vec<(u32, u32)>> = (1..20).map(|seed| order(&draw(seed))).collect();
        assert!(orders.len() > 10, "20 tournaments drew only {} orders of 720", orders.len());
        // The lots follow the lot of each player: lowest first.
        let lots: Vec<u64> = first.standings.iter().map(|s| lot(7, s.start_no)).collect();
        assert!(lots.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn hand_places_come_before_lots_and_untied_players_keep_theirs() {
        // 1 beats 2; 3-4 and 5-6 drawn: 1 first, then 3 4 5 6 tied, then 2.
        let rounds =
            vec![vec![game(1, 2, GameResult::WhiteWins), game(3, 4, GameResult::Draw), game(5, 6, GameResult::Draw)]];
        let list = tiebreak_list("WIN", false).unwrap();
        let ranking = Ranking::new(&played(6, &rounds), false, &list, Edition::C07of2026);
        let settlement = TieSettlement { rule: FinalTies::Lots, seed: 3, by_hand: vec![(PairingNumber::new(6), 1)] };
        let r = ranking.settling(&settlement);
        let o = order(&r);
        assert_eq!(o[0], (1, 1));
        assert_eq!(o[1], (2, 6), "placed by hand, first of the tie");
        assert_eq!(o[5], (6, 2));
        assert_eq!(o[2..5].iter().map(|&(rank, _)| rank).collect::<Vec<_>>(), vec![3, 4, 5]);
        assert_eq!(r.settled(PairingNumber::new(1)), None);
        // The values moved with their players.
        assert_eq!(r.values.len(), 6);
        assert_eq!(r.values[0], vec![Some(100)]);
    }

    #[test]
    fn the_last_player_left_of_a_tie_is_not_placed_by_lot() {
        let rounds = vec![vec![game(1, 2, GameResult::Draw)]];
        let list = tiebreak_list("WIN", false).unwrap();
        let ranking = Ranking::new(&played(2, &rounds), false, &list, Edition::C07of2026);
        let settlement = TieSettlement { rule: FinalTies::Lots, seed: 9, by_hand: vec![(PairingNumber::new(2), 1)] };
        let r = ranking.settling(&settlement);
        assert_eq!(order(&r), vec![(1, 2), (2, 1)]);
        assert_eq!(r.settled(PairingNumber::new(1)), None, "no lot was drawn");
    }

    #[test]
    fn codes() {
        for t in FinalTies::ALL {
            assert_eq!(FinalTies::from_code(t.code()), t);
        }
        assert_eq!(FinalTies::from_code("coin"), FinalTies::Shared);
    }
}
