//! What one event does to each player's FIDE rating (Handbook B.02): the
//! rated games taken from the tournament's record ([`Event`]: its rounds as
//! played, the players' ratings and birth dates), K chosen from what is known
//! of each player, and the change per game and for the event; for unrated
//! players the first rating these games would give (art. 8.2).

use super::change::{self, EventChange, Game, GameStatus, InitialRating, KFactorInput, NotComputed, RatingKind};
use crate::tournament::{Event, EventPlayer, PairingNumber, RoundRecord, RoundResult};
use std::collections::HashMap;

/// How the event is rated.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RatingRules {
    /// Standard, rapid or blitz (the event's game mode).
    pub kind: RatingKind,
    /// The year of the event's start (the junior K lasts to the end of the year of the 18th birthday).
    pub event_year: u16,
    /// A K set for everyone instead of art. 8.3.3's choice.
    pub k: Option<u8>,
}

/// One game as the rating sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameLine {
    /// Round number.
    pub round: u32,
    /// Opponent's pairing number.
    pub opponent: PairingNumber,
    /// Opponent's rating (None: unrated).
    pub opponent_rating: Option<u16>,
    /// The player's result: [`RoundResult::Win`], [`RoundResult::Draw`] or [`RoundResult::Loss`].
    pub result: RoundResult,
    /// Expected score in hundredths, when the game is rated.
    pub expected: Option<u8>,
    /// K × (W − We) in hundredths of a rating point, when rated.
    pub change: Option<i64>,
}

/// One player's rating outcome of the event.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerChange {
    /// Pairing number.
    pub start_no: PairingNumber,
    /// The rating the change applies to (None: unrated).
    pub rating: Option<u16>,
    /// The K used (after the 700 limit), for a rated player.
    pub k: Option<u8>,
    /// Games played over the board against a rated opponent.
    pub rated_games: u32,
    /// The sum of expected scores of the rated games, in hundredths (0 for an unrated player).
    pub expected: u32,
    /// Points scored in the rated games, in half points.
    pub score: u32,
    /// Σ K × (W − We) in hundredths of a point, for a rated player.
    pub change: Option<i64>,
    /// Every game played over the board, rated or not.
    pub games: Vec<GameLine>,
    /// For an unrated player: the first rating these games give, or why none.
    pub first_rating: Option<Result<InitialRating, NotComputed>>,
}

/// A player's FIDE rating of the event's kind, none when unrated.
fn rating_of(player: &EventPlayer) -> Option<u16> {
    u16::try_from(player.rating).ok().filter(|&r| r > 0)
}

/// A game played over the board: its result for the player (forfeits, byes,
/// pending games and games of less than one move are not rated, art. 5.1 / 8.3).
fn played(round: &RoundRecord) -> Option<RoundResult> {
    matches!(round.result, RoundResult::Win | RoundResult::Draw | RoundResult::Loss).then_some(round.result)
}

/// The rating changes of every player of an event from its rounds as played.
pub fn changes(event: &Event, rules: RatingRules) -> Vec<PlayerChange> {
    let ratings: HashMap<PairingNumber, Option<u16>> =
        event.players.iter().map(|p| (p.start_no, rating_of(p))).collect();
    let rated = |no: PairingNumber| ratings.get(&no).copied().flatten();
    event
        .players
        .iter()
        .map(|player| {
            let mut lines: Vec<GameLine> = player
                .rounds
                .iter()
                .zip(1u32..)
                .filter_map(|(r, round)| {
                    let (opponent, result) = (r.opponent?, played(r)?);
                    let opponent_rating = rated(opponent);
                    Some(GameLine { round, opponent, opponent_rating, result, expected: None, change: None })
                })
                .collect();
            let games: Vec<Game> =
                lines.iter().map(|l| Game { opponent_rating: l.opponent_rating, result: l.result }).collect();
            match rating_of(player) {
                Some(rating) => {
                    let birth_year = player.birth_date.map(|d| d.year);
                    rated_change(player.start_no, rating, birth_year, rules, &games, &mut lines)
                }
                None => unrated(player.start_no, &games, lines),
            }
        })
        .collect()
}

/// A rated player: K by art. 8.3.3 (or as set), then the event's change.
fn rated_change(
    start_no: PairingNumber,
    rating: u16,
    birth_year: Option<u16>,
    rules: RatingRules,
    games: &[Game],
    lines: &mut [GameLine],
) -> PlayerChange {
    let input = KFactorInput {
        kind: rules.kind,
        rating,
        birth_year: birth_year.filter(|&y| y <= rules.event_year),
        event_year: rules.event_year,
        games_completed: None,
        ever_reached_2400: None,
        ever_reached_2300: None,
    };
    let k = rules.k.unwrap_or_else(|| change::k_factor(&input).unwrap_or(20));
    let outcome: Option<EventChange> = change::event_change(rating, k, rules.kind, games).ok();
    if let Some(event) = &outcome {
        for (line, status) in lines.iter_mut().zip(&event.games) {
            if let GameStatus::Rated { expected, .. } = *status {
                line.expected = Some(expected);
                let w = 50 * i64::from(line.result.half_points_over_the_board().unwrap_or(0));
                line.change = Some(i64::from(event.k) * (w - i64::from(expected)));
            }
        }
    }
    PlayerChange {
        start_no,
        rating: Some(rating),
        k: outcome.as_ref().map(|e| e.k),
        rated_games: outcome.as_ref().map_or(0, |e| e.rated_games),
        expected: outcome.as_ref().map_or(0, |e| e.expected_hundredths),
        score: outcome.as_ref().map_or(0, |e| e.score_half_points),
        change: outcome.as_ref().map(|e| e.change_hundredths),
        games: lines.to_vec(),
        first_rating: None,
    }
}

/// An unrated player: no change, the first rating these games would give.
fn unrated(start_no: PairingNumber, games: &[Game], lines: Vec<GameLine>) -> PlayerChange {
    let against_rated: Vec<&Game> = games.iter().filter(|g| g.opponent_rating.is_some()).collect();
    PlayerChange {
        start_no,
        rating: None,
        k: None,
        rated_games: against_rated.len() as u32,
        expected: 0,
        score: against_rated.iter().map(|g| g.half_points()).sum(),
        change: None,
        games: lines,
        first_rating: Some(change::initial_rating(&[games], true)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::record::tests::played;
    use crate::tournament::{GameResult as Board, Pairing};

    /// Players 1 to `count` with `rounds` played, rated as `ratings` gives (others
    /// unrated) and born in `born` (by pairing number).
    fn event(count: u32, rounds: &[Vec<Pairing>], ratings: &[(u32, u32)], born: &[(u32, &str)]) -> Event {
        let mut event = played(count, rounds);
        for p in &mut event.players {
            let no = p.start_no.get();
            p.rating = ratings.iter().find(|r| r.0 == no).map_or(0, |r| r.1);
            p.birth_date = born.iter().find(|b| b.0 == no).and_then(|b| b.1.parse().ok());
        }
        event
    }

    fn game(white: u32, black: u32, result: Board) -> Pairing {
        Pairing::Game { white: PairingNumber::new(white), black: PairingNumber::new(black), result }
    }

    #[test]
    fn forfeits_and_unrated_opponents_are_not_rated() {
        // 1 (2000) beats 2 (2100), draws 3 (1950), wins by forfeit against 4 (2450),
        // beats 5 (unrated). Only the games against 2 and 3 are rated:
        // D = -100 -> PD .36; D = +50 -> .57. We = .93, W = 1.5, K 20:
        // 20 x (1.50 - .93) = 11.40.
        let rounds = vec![
            vec![game(1, 2, Board::WhiteWins)],
            vec![game(3, 1, Board::Draw)],
            vec![game(1, 4, Board::WhiteWinsByForfeit)],
            vec![game(5, 1, Board::BlackWins)],
        ];
        let ratings = [(1, 2000), (2, 2100), (3, 1950), (4, 2450)];
        let born = [(1, "1980"), (2, "1980"), (3, "1980"), (4, "1980")];
        let rules = RatingRules { kind: RatingKind::Standard, event_year: 2026, k: None };
        let all = changes(&event(5, &rounds, &ratings, &born), rules);
        let one = &all[0];
        assert_eq!((one.k, one.rated_games, one.expected, one.score, one.change), (Some(20), 2, 93, 3, Some(1140)));
        assert_eq!(one.games.len(), 3, "the forfeit is not a game; the unrated opponent's game is listed");
        assert_eq!(one.games[2].change, None);
        // Player 5 is unrated: no change, one game against a rated opponent (a loss).
        let five = &all[4];
        assert_eq!((five.rating, five.k, five.change, five.rated_games, five.score), (None, None, None, 1, 0));
        assert!(five.first_rating.is_some());
    }

    #[test]
    fn games_of_less_than_one_move_are_not_rated() {
        // 1 (2000) beats 2 (2100) in a game of less than one move (TRF W/L), then beats 3 (1950):
        // only the game against 3 is rated: D = +50 -> We .57, 20 x (1 - .57) = 8.60.
        let rounds = vec![vec![game(1, 2, Board::WhiteWinsUnrated)], vec![game(3, 1, Board::BlackWins)]];
        let event = event(3, &rounds, &[(1, 2000), (2, 2100), (3, 1950)], &[(1, "1980"), (2, "1980"), (3, "1980")]);
        assert_eq!(event.score(&event.players[0]), crate::tournament::Points(20), "the win counts for points");
        let rules = RatingRules { kind: RatingKind::Standard, event_year: 2026, k: None };
        let all = changes(&event, rules);
        assert_eq!((all[0].rated_games, all[0].score, all[0].change), (1, 2, Some(860)));
        assert_eq!(all[0].games.iter().map(|g| g.round).collect::<Vec<_>>(), [2]);
        assert_eq!((all[1].rated_games, all[1].change), (0, Some(0)), "2 has no rated game");
    }

    #[test]
    fn junior_k_and_a_k_set_for_everyone() {
        // A 2100 player born 2008 is a junior in 2026 (18th birthday year): K 40.
        // One win against a 2100: PD .50, 40 x .50 = 20.00; with --k 10: 5.00.
        let rounds = vec![vec![game(1, 2, Board::WhiteWins)]];
        let event = event(2, &rounds, &[(1, 2100), (2, 2100)], &[(1, "2008")]);
        let rules = RatingRules { kind: RatingKind::Standard, event_year: 2026, k: None };
        let all = changes(&event, rules);
        assert_eq!((all[0].k, all[0].change), (Some(40), Some(2000)));
        assert_eq!((all[1].k, all[1].change), (Some(20), Some(-1000)));
        let fixed = changes(&event, RatingRules { k: Some(10), ..rules });
        assert_eq!(fixed[0].change, Some(500));
    }
}
