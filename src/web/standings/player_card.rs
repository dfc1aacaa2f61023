//! The player card: one player's tournament round by round, as players look
//! themselves up on their phones between rounds: board, colour, opponent
//! (with rating and federation), result and points after each round, and
//! the performance rating of the games played against rated opponents.

use crate::actions::StoredEvent;
use crate::db::ids::PlayerId;
use crate::db::models::BoardRow;
use crate::rating::change::{performance, rating_average};
use crate::tournament::{Event, EventPlayer, PairingNumber, Points, RoundResult};
use crate::web::i18n::Tr;
use shakmaty::Color;

/// A player's opponent in one round.
pub(in crate::web) struct Opponent {
    /// Pairing number (the card's link).
    pub(in crate::web) no: u32,
    pub(in crate::web) name: String,
    /// FIDE rating, empty when unrated.
    pub(in crate::web) rating: String,
    pub(in crate::web) federation: String,
}

/// One round of the card.
pub(in crate::web) struct CardRound {
    pub(in crate::web) round: i32,
    /// Board number, none for a bye or a round not played.
    pub(in crate::web) board: Option<i32>,
    /// Colour, none without a game.
    pub(in crate::web) colour: Option<Color>,
    pub(in crate::web) opponent: Option<Opponent>,
    /// The result from the player's side (`1`, `½`, `0`, `+`, `−`), a bye
    /// named in words, or `—` while the game goes on.
    pub(in crate::web) result: String,
    /// The player's points after the round.
    pub(in crate::web) points: Points,
}

/// The performance rating Rp = Ra + dp (B.01 1.4.8) over the games played
/// against rated opponents.
pub(in crate::web) struct Performance {
    /// Rp.
    pub(in crate::web) rating: i32,
    /// Ra, the opponents' average rating.
    pub(in crate::web) average: u16,
    /// The games counted.
    pub(in crate::web) games: u32,
}

/// A player's card after a round.
pub(in crate::web) struct Card {
    /// Every round from the first.
    pub(in crate::web) rounds: Vec<CardRound>,
    /// None without a game against a rated opponent.
    pub(in crate::web) performance: Option<Performance>,
}

/// The card of the player with pairing number `no` after round `after` (a
/// game of the round in play counts once finished, as in the standings).
pub(in crate::web) fn card(tr: &Tr, event: &StoredEvent, no: PairingNumber, after: i32) -> Card {
    let played = event.played(after);
    let Some(record) = played.player(no) else {
        return Card { rounds: Vec::new(), performance: None };
    };
    Card { rounds: rounds(tr, event, &played, record, after), performance: performance_of(event, record) }
}

fn rounds(tr: &Tr, event: &StoredEvent, played: &Event, record: &EventPlayer, after: i32) -> Vec<CardRound> {
    let Some(player) = event.player_by_number(record.start_no) else { return Vec::new() };
    (1..=after)
        .map(|round| {
            let board = event.boards.iter().find(|b| b.round == round && b.seats(player.id));
            let points = played.score_after(record, round as usize);
            match board {
                Some(b) => card_round(tr, event, b, player.id, points),
                None => CardRound { round, board: None, colour: None, opponent: None, result: "—".into(), points },
            }
        })
        .collect()
}

/// One round from the board the player sat at.
fn card_round(tr: &Tr, event: &StoredEvent, board: &BoardRow, me: PlayerId, points: Points) -> CardRound {
    let round = board.round;
    let Some(black) = board.black_id else {
        let result = tr.tk("bye-", board.result.code());
        return CardRound { round, board: None, colour: None, opponent: None, result, points };
    };
    let colour = if board.white_id == me { Color::White } else { Color::Black };
    let opponent_id = if colour == Color::White { black } else { board.white_id };
    let opponent = event.player(opponent_id).map(|p| Opponent {
        no: event.number(opponent_id).get(),
        name: p.name.clone(),
        rating: p.fide_rating.filter(|&r| r > 0).map(|r| r.to_string()).unwrap_or_default(),
        federation: p.federation.clone(),
    });
    let result = match board.result.game() {
        Some(r) => {
            side_symbol(RoundResult::of(if colour == Color::White { r.white_outcome() } else { r.black_outcome() }))
        }
        None => "—",
    };
    CardRound { round, board: Some(board.board_no), colour: Some(colour), opponent, result: result.into(), points }
}

/// A game's result from one player's side as crosstables write it.
fn side_symbol(result: RoundResult) -> &'static str {
    match (result.half_points_over_the_board(), result) {
        (Some(2), _) => "1",
        (Some(1), _) => "½",
        (Some(_), _) => "0",
        (None, RoundResult::ForfeitWin) => "+",
        (None, RoundResult::ForfeitLoss) => "−",
        (None, _) => "—",
    }
}

/// The performance over the games played over the board against rated
/// opponents, none without such a game.
fn performance_of(event: &StoredEvent, record: &EventPlayer) -> Option<Performance> {
    let mut ratings = Vec::new();
    let mut half_points = 0;
    for r in &record.rounds {
        let Some(scored) = r.result.half_points_over_the_board() else { continue };
        let rating = r.opponent.and_then(|o| event.player_by_number(o)).and_then(|o| o.fide_rating);
        let Some(rating) = rating.and_then(|x| u32::try_from(x).ok()).filter(|&x| x > 0) else {
            continue;
        };
        ratings.push(u16::try_from(rating).ok()?);
        half_points += scored;
    }
    let average = rating_average(&ratings)?;
    let games = ratings.len() as u32;
    Some(Performance { rating: performance(average, half_points, games).ok()?, average, games })
}
