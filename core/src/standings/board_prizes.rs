//! Board prizes of a team event: for each board of the rosters (board 1 to
//! the number of boards, then the reserves), its players ranked by what
//! they did in the games they played over the board, as team events such
//! as the Olympiad award their board medals.
//!
//! - A player's board is the place on the team's roster (the board order
//!   the team registered), not the board played in a given round: a
//!   reserve who stood in on board 4 is still ranked among the reserves.
//! - Only games played over the board count (B.02: forfeits and byes are
//!   not games), for the score, the percentage and the performance alike.
//! - The performance is B.01 1.4.8's Rp = Ra + dp over the rated
//!   opponents; games against unrated opponents count for the score but
//!   not for Ra, unless the event gives unrated players a rating.
//! - A player below the event's minimum of games played is listed after
//!   those who reached it and is not eligible for the prize.

use crate::rating::change;
use crate::tournament::PairingNumber;
use crate::tournament::team::TeamEvent;

/// What ranks the players of a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardMeasure {
    /// The performance rating, then the percentage.
    Performance,
    /// The percentage score, then the performance.
    Percentage,
}

/// The event's rules for board prizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardPrizeRules {
    /// What ranks a board's players.
    pub measure: BoardMeasure,
    /// The fewest games played over the board for a prize.
    pub min_games: u32,
    /// The rating an unrated opponent counts with in the performance; none:
    /// games against unrated opponents are left out of it.
    pub unrated_rating: Option<u16>,
}

/// A roster position that board prizes are given for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum RosterBoard {
    /// A board of the match, from 1.
    Board(usize),
    /// The players listed after the last board.
    Reserves,
}

/// One player's line in a board's ranking.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardEntry {
    /// The player's pairing number.
    pub player: PairingNumber,
    /// The player's team pairing number.
    pub team: PairingNumber,
    /// Games played over the board.
    pub games: u32,
    /// Points scored in them, in half points.
    pub half_points: u32,
    /// The percentage score in hundredths (B.01 rounding), none without games.
    pub percentage: Option<u8>,
    /// The performance rating, none without a game against a counted opponent.
    pub performance: Option<i32>,
    /// Whether the player played the event's minimum of games.
    pub eligible: bool,
    /// The place on the board from 1; players who tie on every measure share it.
    pub place: u32,
}

/// One board's ranking, best first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardRanking {
    /// The board.
    pub board: RosterBoard,
    /// Its players, best first; the ineligible last.
    pub entries: Vec<BoardEntry>,
}

/// Every board's ranking: boards 1 to the number of boards, then the
/// reserves (when any team has one).
pub fn board_rankings(event: &TeamEvent, rules: &BoardPrizeRules) -> Vec<BoardRanking> {
    let boards = event.teams.boards();
    let mut rankings: Vec<BoardRanking> =
        (1..=boards).map(|b| BoardRanking { board: RosterBoard::Board(b), entries: Vec::new() }).collect();
    let mut reserves = BoardRanking { board: RosterBoard::Reserves, entries: Vec::new() };
    for team in &event.teams.teams {
        for (place, &player) in team.roster.iter().enumerate() {
            let entry = entry(event, rules, team.tpn, player);
            match rankings.get_mut(place) {
                Some(ranking) => ranking.entries.push(entry),
                None => reserves.entries.push(entry),
            }
        }
    }
    if !reserves.entries.is_empty() {
        rankings.push(reserves);
    }
    for ranking in &mut rankings {
        rank(&mut ranking.entries, rules.measure);
    }
    rankings
}

/// A player's games, score, percentage and performance.
fn entry(event: &TeamEvent, rules: &BoardPrizeRules, team: PairingNumber, player: PairingNumber) -> BoardEntry {
    let players = &event.players.players;
    let rating_of = |no: PairingNumber| -> Option<u16> {
        let rating = players.iter().find(|p| p.start_no == no).map_or(0, |p| p.rating);
        u16::try_from(rating).ok().filter(|&r| r > 0).or(rules.unrated_rating)
    };
    let rounds = players.iter().find(|p| p.start_no == player).map_or(&[][..], |p| &p.rounds[..]);
    let (mut games, mut half_points) = (0, 0);
    let (mut rated_half_points, mut opponents) = (0, Vec::new());
    for round in rounds {
        let Some(scored) = round.result.half_points_over_the_board() else { continue };
        games += 1;
        half_points += scored;
        if let Some(rating) = round.opponent.and_then(rating_of) {
            rated_half_points += scored;
            opponents.push(rating);
        }
    }
    let counted = u32::try_from(opponents.len()).unwrap_or(u32::MAX);
    let performance = change::rating_average(&opponents)
        .and_then(|average| change::performance(average, rated_half_points, counted).ok());
    BoardEntry {
        player,
        team,
        games,
        half_points,
        percentage: change::score_percentage(half_points, games).ok(),
        performance,
        eligible: games >= rules.min_games,
        place: 0,
    }
}

/// Sorts a board's players and gives their places.
fn rank(entries: &mut [BoardEntry], measure: BoardMeasure) {
    let key = |e: &BoardEntry| {
        let (first, second) = match measure {
            BoardMeasure::Performance => (e.performance.unwrap_or(i32::MIN), e.percentage.map_or(-1, i32::from)),
            BoardMeasure::Percentage => (e.percentage.map_or(-1, i32::from), e.performance.unwrap_or(i32::MIN)),
        };
        (!e.eligible, std::cmp::Reverse(first), std::cmp::Reverse(second), std::cmp::Reverse(e.games))
    };
    entries.sort_by_key(|e| (key(e), e.player));
    for k in 0..entries.len() {
        entries[k].place = if k > 0 && key(&entries[k]) == key(&entries[k - 1]) {
            entries[k - 1].place
        } else {
            u32::try_from(k + 1).unwrap_or(u32::MAX)
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::team::{Team, Teams};
    use crate::tournament::{Color, Event, EventPlayer, RoundRecord, RoundResult};

    fn no(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    fn player(n: u32, rating: u32, rounds: Vec<RoundRecord>) -> EventPlayer {
        EventPlayer { name: format!("P{n}"), rating, rounds, ..EventPlayer::new(no(n)) }
    }

    fn game(opponent: u32, result: RoundResult) -> RoundRecord {
        RoundRecord { opponent: Some(no(opponent)), colour: Some(Color::White), result }
    }

    /// Two teams of two boards and a reserve: players 1-3 and 4-6.
    fn event(rounds: [Vec<RoundRecord>; 6], ratings: [u32; 6]) -> TeamEvent {
        let players = (0..6).map(|i| player(i as u32 + 1, ratings[i], rounds[i].clone())).collect();
        let team = |tpn: u32, roster: [u32; 3]| Team {
            tpn: no(tpn),
            name: format!("T{tpn}"),
            strength: 0,
            roster: roster.map(no).to_vec(),
        };
        let teams = Teams {
            teams: vec![team(1, [1, 2, 3]), team(2, [4, 5, 6])],
            board_colours: vec![Color::White, Color::Black],
            ..Teams::default()
        };
        TeamEvent { players: Event { players, ..Event::default() }, teams }
    }

    use RoundResult::{Draw, ForfeitWin, Loss, Win};

    #[test]
    fn players_are_ranked_on_their_roster_board_by_performance() {
        let e = event(
            [
                vec![game(4, Win), game(4, Draw)],
                vec![game(5, Loss), game(6, Win)],
                vec![game(5, Win)],
                vec![game(1, Loss), game(1, Draw)],
                vec![game(2, Win), game(3, Loss)],
                vec![game(2, Loss)],
            ],
            [2400, 2300, 2200, 2500, 2350, 0],
        );
        let rules = BoardPrizeRules { measure: BoardMeasure::Performance, min_games: 2, unrated_rating: None };
        let got = board_rankings(&e, &rules);
        assert_eq!(
            got.iter().map(|b| b.board).collect::<Vec<_>>(),
            [RosterBoard::Board(1), RosterBoard::Board(2), RosterBoard::Reserves]
        );
        // Board 1: player 1 scored 1.5/2 against 2500 (75%: dp 193), player 4 0.5/2 against 2400.
        let one = &got[0].entries;
        assert_eq!((one[0].player, one[0].performance, one[0].percentage), (no(1), Some(2693), Some(75)));
        assert_eq!((one[1].player, one[1].performance, one[1].place), (no(4), Some(2207), 2));
        // Board 2: player 2's win over the unrated player 6 is a game and a point,
        // but not in the performance (2350 alone, lost: 2350 - 800).
        let two = &got[1].entries;
        let p2 = two.iter().find(|e| e.player == no(2)).unwrap();
        assert_eq!((p2.games, p2.half_points, p2.percentage, p2.performance), (2, 2, Some(50), Some(1550)));
        // Reserves: one game each, below the minimum of two: listed, not eligible.
        assert!(got[2].entries.iter().all(|e| !e.eligible && e.games == 1));
        assert_eq!(got[2].entries[0].player, no(3), "a win first");
    }

    #[test]
    fn forfeits_are_no_games_and_the_unrated_can_be_given_a_rating() {
        let e = event(
            [
                vec![game(4, ForfeitWin), game(4, Win)],
                vec![game(6, Draw)],
                vec![],
                vec![game(1, RoundResult::ForfeitLoss), game(1, Loss)],
                vec![],
                vec![game(2, Draw)],
            ],
            [2000, 2000, 2000, 2000, 2000, 0],
        );
        let rules = BoardPrizeRules { measure: BoardMeasure::Percentage, min_games: 1, unrated_rating: Some(1400) };
        let got = board_rankings(&e, &rules);
        let p1 = &got[0].entries[0];
        assert_eq!((p1.player, p1.games, p1.half_points), (no(1), 1, 2), "the forfeit is not a game");
        let p2 = got[1].entries.iter().find(|e| e.player == no(2)).unwrap();
        assert_eq!(p2.performance, Some(1400), "the unrated opponent counts at 1400, a draw: dp 0");
        // Player 5 played nothing: last and not eligible.
        let last = got[1].entries.last().unwrap();
        assert_eq!((last.player, last.eligible, last.percentage), (no(5), false, None));
    }

    #[test]
    fn players_equal_on_every_measure_share_a_place() {
        let e =
            event([vec![game(4, Draw)], vec![], vec![], vec![game(1, Draw)], vec![], vec![]], [2000, 0, 0, 2000, 0, 0]);
        let rules = BoardPrizeRules { measure: BoardMeasure::Performance, min_games: 1, unrated_rating: None };
        let got = board_rankings(&e, &rules);
        assert_eq!(got[0].entries.iter().map(|e| e.place).collect::<Vec<_>>(), [1, 1]);
        assert_eq!(got[1].entries.iter().map(|e| e.place).collect::<Vec<_>>(), [1, 1], "no games: tied, ineligible");
    }

    #[test]
    fn a_board_won_as_left_empty_is_no_game() {
        let e = crate::tournament::team::fixtures::one_board_empty();
        let rules = BoardPrizeRules { measure: BoardMeasure::Percentage, min_games: 1, unrated_rating: None };
        let got = board_rankings(&e, &rules);
        let p2 = got[1].entries.iter().find(|e| e.player == no(2)).unwrap();
        assert_eq!((p2.games, p2.half_points, p2.percentage, p2.eligible), (0, 0, None, false));
        let p1 = got[0].entries.iter().find(|e| e.player == no(1)).unwrap();
        assert_eq!((p1.games, p1.half_points), (1, 2), "the game played over the board counts");
    }
}
