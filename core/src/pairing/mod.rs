//! Pairing systems: round robin by the FIDE Berger tables (C.05 Annex 1), for
//! players and for teams, the Swiss Team Pairing System (C.04.6), and
//! the Swiss Dutch system (C.04.3), on a maximum-weight matching.

pub mod board_order;
pub mod dutch;
pub mod hand_schedule;
pub mod matching;
pub mod round_robin;
pub mod team_round_robin;
pub mod team_swiss;
pub mod wide;

/// The most rounds a Swiss event of `players` players can be paired
/// without two players meeting twice (C.04.1 art. 2): every other player
/// once, and with an odd number each player's one pairing-allocated bye
/// (art. 4) besides. The arbiter is warned before the start when the event
/// asks for more (checklist Q62).
pub fn swiss_rounds_possible(players: usize) -> usize {
    if players.is_multiple_of(2) { players.saturating_sub(1) } else { players }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_swiss_can_have_one_round_per_other_player_and_the_bye_round_if_odd() {
        // Four players: three rounds meet everyone; five: five rounds, one bye each.
        assert_eq!([0, 1, 2, 4, 5, 10].map(super::swiss_rounds_possible), [0, 1, 1, 3, 5, 9]);
    }
}
