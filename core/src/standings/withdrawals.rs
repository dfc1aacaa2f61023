//! A round robin's withdrawals in its standings (FIDE's rule on withdrawals
//! in all-play-all events; checklist Q103): a player who withdraws having
//! played fewer than half of their scheduled games is left out of the
//! standings, and the games against them do not count for anyone; their
//! results stay in the record, for rating. A player who played at least
//! half stays in, their remaining games scored as forfeits.

use crate::tournament::{Event, PairingNumber, RoundRecord};

/// The players of a round robin that its standings leave out: of the
/// `withdrawn` ones, those who played fewer than half of their scheduled
/// games over the board. `cycles` is 1 for a single round robin, 2 for a
/// double one; every player of `event` is scheduled.
pub fn left_out(event: &Event, withdrawn: &[PairingNumber], cycles: u32) -> Vec<PairingNumber> {
    let scheduled = event.players.len().saturating_sub(1) as u32 * cycles;
    event
        .players
        .iter()
        .filter(|p| withdrawn.contains(&p.start_no))
        .filter(|p| {
            let played = p.rounds.iter().filter(|r| r.opponent.is_some() && r.result.is_played()).count() as u32;
            played * 2 < scheduled
        })
        .map(|p| p.start_no)
        .collect()
}

/// The event as its standings count it once the players `left_out` are left
/// out: their rounds, and every round against them, become rounds without a
/// game ([`RoundRecord::NOT_PAIRED`]: no points, no opponent).
pub fn without(event: &Event, left_out: &[PairingNumber]) -> Event {
    let mut counted = event.clone();
    for p in &mut counted.players {
        let gone = left_out.contains(&p.start_no);
        for r in &mut p.rounds {
            if gone || r.opponent.is_some_and(|o| left_out.contains(&o)) {
                *r = RoundRecord::NOT_PAIRED;
            }
        }
    }
    counted
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::played;
    use crate::tournament::{GameResult, Pairing, Points};

    fn game(white: u32, black: u32, result: GameResult) -> Pairing {
        Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
    }

    fn forfeit(white: u32, black: u32) -> Pairing {
        game(white, black, GameResult::WhiteWinsByForfeit)
    }

    /// Five players (single round robin, four games each); player 5 wins
    /// round 1 and withdraws: the rest of their games are forfeits.
    fn five_players(games_before_withdrawing: usize) -> Event {
        let schedule = [[(5, 1), (2, 4)], [(1, 2), (3, 5)], [(4, 1), (5, 2)], [(1, 3), (4, 5)], [(3, 4), (2, 3)]];
        let rounds: Vec<Vec<Pairing>> = schedule
            .iter()
            .enumerate()
            .map(|(round, boards)| {
                boards
                    .iter()
                    .map(|&(w, b)| match (w == 5 || b == 5, round < games_before_withdrawing) {
                        (true, true) => game(w, b, if w == 5 { GameResult::WhiteWins } else { GameResult::BlackWins }),
                        (true, false) if w == 5 => game(b, w, GameResult::WhiteWinsByForfeit),
                        (true, false) => forfeit(w, b),
                        (false, _) => game(w, b, GameResult::Draw),
                    })
                    .collect()
            })
            .collect();
        played(5, &rounds)
    }

    #[test]
    fn a_player_who_withdrew_after_fewer_than_half_their_games_is_left_out_with_the_games_against_them() {
        let five = PairingNumber::new(5);
        let event = five_players(1);
        assert_eq!(left_out(&event, &[five], 1), vec![five], "one game of four played");
        assert_eq!(left_out(&event, &[], 1), Vec::<PairingNumber>::new(), "not withdrawn");
        let counted = without(&event, &[five]);
        // Player 1 lost to 5 in round 1: that loss no longer counts, nor the rounds of 5.
        let one = counted.player(PairingNumber::new(1)).unwrap();
        assert_eq!(one.rounds[0], RoundRecord::NOT_PAIRED);
        assert_eq!(counted.score(counted.player(five).unwrap()), Points::ZERO);
        // A forfeit win over 5 does not count either.
        let three = counted.player(PairingNumber::new(3)).unwrap();
        assert_eq!(three.rounds[1], RoundRecord::NOT_PAIRED);
    }

    #[test]
    fn a_player_who_played_half_their_games_stays_in() {
        let five = PairingNumber::new(5);
        assert_eq!(left_out(&five_players(3), &[five], 1), Vec::<PairingNumber>::new(), "two of four: half");
        assert_eq!(left_out(&five_players(3), &[five], 2), vec![five], "two of eight in a double round robin");
    }
}
