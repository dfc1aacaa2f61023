//! Hand-made team events with boards left empty, for the tests of the
//! modules that read a team event's history.

use super::{ForfeitedMatch, Team, TeamEvent, TeamLineUp, Teams};
use crate::tournament::{Color, Event, EventPlayer, GameResult, PairingNumber, RoundRecord, RoundResult};

fn no(n: u32) -> PairingNumber {
    PairingNumber::new(n)
}

/// A player's round: its opponent (0: none), colour and result.
fn round(opponent: u32, colour: Option<Color>, result: RoundResult) -> RoundRecord {
    RoundRecord { opponent: (opponent != 0).then(|| no(opponent)), colour, result }
}

/// A forfeit win on a board the other team left empty.
fn present(colour: Color) -> RoundRecord {
    round(0, Some(colour), RoundResult::ForfeitWin)
}

/// Teams 1 (players 1, 2) and 2 (players 3, 4) of two boards (`WB`), one
/// round: each player's record, players 1 to 4.
fn event(rounds: [RoundRecord; 4]) -> TeamEvent {
    let players = rounds
        .iter()
        .zip(1..)
        .map(|(&r, n)| EventPlayer {
            name: format!("P{n}"),
            rating: 2000 - 10 * n,
            rounds: vec![r],
            ..EventPlayer::new(no(n))
        })
        .collect();
    let team = |tpn: u32, roster: [u32; 2]| Team {
        tpn: no(tpn),
        name: format!("Team {tpn}"),
        strength: 0,
        roster: roster.map(no).to_vec(),
    };
    let teams = Teams {
        teams: vec![team(1, [1, 2]), team(2, [3, 4])],
        board_colours: vec![Color::White, Color::Black],
        ..Teams::default()
    };
    let players = Event { players, total_rounds: Some(3), initial_colour: Some(Color::White), ..Event::default() };
    TeamEvent { players, teams }
}

/// Team 2 fields one player (3): player 1 beats player 3 on board 1,
/// player 2 wins board 2 by forfeit, left empty by team 2.
pub fn one_board_empty() -> TeamEvent {
    event([
        round(3, Some(Color::White), RoundResult::Win),
        present(Color::Black),
        round(1, Some(Color::Black), RoundResult::Loss),
        RoundRecord::ABSENT,
    ])
}

/// Team 2 leaves board 1 empty and seats player 4 on board 2 (record 300
/// says so): player 1 wins board 1 by forfeit, player 2 draws player 4.
pub fn top_board_empty() -> TeamEvent {
    let mut event = event([
        present(Color::White),
        round(4, Some(Color::Black), RoundResult::Draw),
        RoundRecord::ABSENT,
        round(2, Some(Color::White), RoundResult::Draw),
    ]);
    event.teams.line_ups = vec![
        TeamLineUp { round: 1, team: no(1), opponent: no(2), players: vec![Some(no(1)), Some(no(2))] },
        TeamLineUp { round: 1, team: no(2), opponent: no(1), players: vec![None, Some(no(4))] },
    ];
    event
}

/// Team 2 fields nobody: players 1 and 2 win their boards by forfeit;
/// record 330 (`+-`) names the match.
pub fn team_not_fielded() -> TeamEvent {
    let mut event = event([present(Color::White), present(Color::Black), RoundRecord::ABSENT, RoundRecord::ABSENT]);
    event.teams.forfeited =
        vec![ForfeitedMatch { round: 1, white: no(1), black: no(2), result: GameResult::WhiteWinsByForfeit }];
    event
}
