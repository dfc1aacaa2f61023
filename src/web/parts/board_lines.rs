//! The boards of a published round as the pages list them (the round's
//! page, the result grid, the hall, the draft), and the 404 of a round not
//! published.

use crate::actions::StoredEvent;
use crate::db::PlayerId;
use crate::db::models::{BoardRow, TournamentRow};
use crate::standings::Standing;
use crate::tournament::{PairingNumber, Points};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;

/// One line of the pairing list.
pub(in crate::web) struct BoardLine {
    pub(in crate::web) board: BoardRow,
    pub(in crate::web) white_no: u32,
    pub(in crate::web) white: String,
    pub(in crate::web) white_rating: String,
    pub(in crate::web) white_points: Points,
    pub(in crate::web) black_no: u32,
    pub(in crate::web) black: String,
    pub(in crate::web) black_rating: String,
    pub(in crate::web) black_points: Points,
    pub(in crate::web) bye: String,
    pub(in crate::web) result: String,
    pub(in crate::web) error: String,
}

/// The lines of a pairing list: players with numbers, ratings and points before the round, results.
pub(in crate::web) fn board_lines(ctx: &Ctx, event: &StoredEvent, boards: &[BoardRow]) -> Vec<BoardLine> {
    let round = boards.first().map_or(1, |b| b.round);
    let before: Vec<Standing> = event.standings(round - 1);
    let points =
        |no: u32| before.iter().find(|s| s.start_no == PairingNumber::new(no)).map_or(Points::ZERO, |s| s.points);
    let describe = |id: PlayerId| {
        let p = event.player(id);
        let name = p.map(|p| p.name.clone()).unwrap_or_default();
        let rating = p.and_then(|p| p.fide_rating).map(|r| r.to_string()).unwrap_or_default();
        (event.number(id).get(), name, rating)
    };
    // Rests and byes after the games, also for round robins paired before
    // the rest was numbered last.
    let mut boards: Vec<&BoardRow> = boards.iter().collect();
    boards.sort_by_key(|b| b.black_id.is_none());
    boards
        .into_iter()
        .map(|b| {
            let (white_no, white, white_rating) = describe(b.white_id);
            let (black_no, black, black_rating) = b.black_id.map(describe).unwrap_or_default();
            let (bye, result) = match b.black_id {
                None => (ctx.tr.tk("bye-", b.result.code()), String::new()),
                Some(_) => (String::new(), b.result.game().map(|r| shown_result(&ctx.tr, r)).unwrap_or_default()),
            };
            BoardLine {
                board: b.clone(),
                white_points: points(white_no),
                black_points: points(black_no),
                white_no,
                white,
                white_rating,
                black_no,
                black,
                black_rating,
                bye,
                result,
                error: String::new(),
            }
        })
        .collect()
}

/// Refuses a round that is not published: one of the event's rounds not
/// paired yet is a 404 that says so, any other number a plain 404.
pub(in crate::web) fn published_round(t: &TournamentRow, round: i32) -> Result<(), AppError> {
    match (1..=t.paired_rounds).contains(&round) {
        true => Ok(()),
        false => Err(unpublished(t, round)),
    }
}

/// The 404 of a round that is not published (see [`published_round`]).
pub(in crate::web) fn unpublished(t: &TournamentRow, round: i32) -> AppError {
    match round > t.paired_rounds && round <= t.rounds {
        true => AppError::RoundNotPaired(round),
        false => AppError::NotFound,
    }
}

/// A game's result as pages show it: its symbol, an adjourned game in the
/// visitor's language.
pub(in crate::web) fn shown_result(tr: &crate::web::i18n::Tr, result: crate::tournament::GameResult) -> String {
    match result.is_adjourned() {
        true => tr.t("result-adjourned-short"),
        false => result.symbol().to_string(),
    }
}
