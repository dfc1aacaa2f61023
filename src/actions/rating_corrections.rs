//! Corrections for the rating report only (C.04.2 4.3: a correction made
//! once later rounds are paired "affects ratings only"; checklist Q192,
//! Q193). The board keeps the result pairing and standings were made from;
//! the corrected result goes to the rating changes, the norms and the
//! TRF's `### Rating correction` line. Any published round can take one,
//! in FIDE mode too: nothing that pairs changes.

use super::audit::{AuditEvent, BoardRef, audit};
use super::tournaments::record_breach;
use super::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection, UserId};
use crate::tournament::{BoardResult, Breach, BreachKind, GameResult};

/// A result for the rating report as the arbiter enters it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RatingCorrection {
    /// The board.
    pub board: BoardId,
    /// The result the rating report takes; the board's own result takes
    /// the correction back.
    pub result: GameResult,
}

/// Why a correction for the rating report is refused (nothing is stored).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RatingCorrectionRefusal {
    /// The tournament has no such board.
    UnknownBoard,
    /// The board's round is not published.
    NotPublished,
    /// A bye: there is no game to rate.
    Bye,
    /// The game has no result yet, or the correction would leave none:
    /// enter the result itself.
    NoResult,
}

/// Sets (or takes back) the result the rating report takes for a board;
/// recorded for FIDE and logged when it changes. Returns whether it did.
pub fn correct_for_rating(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    correction: RatingCorrection,
) -> Result<bool, Failed<RatingCorrectionRefusal>> {
    // Two arbiters at once: one after the other, each on what the other stored.
    db::tournaments::lock(conn, t.id)?;
    let Some(board) = db::boards::by_id(conn, t.id, correction.board)? else {
        return refuse(RatingCorrectionRefusal::UnknownBoard);
    };
    if board.round > t.paired_rounds {
        return refuse(RatingCorrectionRefusal::NotPublished);
    }
    let BoardResult::Game(played) = board.result else { return refuse(RatingCorrectionRefusal::Bye) };
    if played == GameResult::Pending || correction.result == GameResult::Pending {
        return refuse(RatingCorrectionRefusal::NoResult);
    }
    let before = db::rating_corrections::for_board(conn, board.id)?.unwrap_or(played);
    if before == correction.result {
        return Ok(false);
    }
    if correction.result == played {
        db::rating_corrections::remove(conn, board.id)?;
    } else {
        db::rating_corrections::set(conn, t.id, board.id, correction.result)?;
    }
    db::tournaments::touch(conn, t.id)?;
    let (from, to) = (BoardResult::Game(before), BoardResult::Game(correction.result));
    audit(conn, t.id, by, AuditEvent::RatingCorrection { board: BoardRef::of(&board), before: from, after: to })?;
    // The players by pairing number, as the TRF's player lines know them.
    let mut number = |id| -> Result<Option<i32>, diesel::result::Error> {
        Ok(db::players::by_id(conn, t.id, id)?.and_then(|p| p.pairing_no))
    };
    let players = match (number(board.white_id)?, board.black_id.map(&mut number).transpose()?.flatten()) {
        (Some(white), Some(black)) => format!(" ({white} - {black})"),
        _ => String::new(),
    };
    let detail = format!("board {}{players}: {} -> {}", board.board_no, from.code(), to.code());
    let breach = Breach { kind: BreachKind::RatingCorrection, round: board.round as u32, detail };
    record_breach(conn, by, t.id, &breach)?;
    Ok(true)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, fields, publish, seat};

    #[test]
    fn the_board_keeps_its_result_and_the_rating_report_takes_the_correction() {
        let (mut c, by, t) = event("swiss");
        let white = db::players::insert(&mut c, t.id, &fields("White", "")).unwrap();
        let black = db::players::insert(&mut c, t.id, &fields("Black", "")).unwrap();
        seat(&mut c, &t, 1, white, black);
        let board = db::boards::for_round(&mut c, t.id, 1).unwrap().remove(0);
        let correction = RatingCorrection { board: board.id, result: GameResult::BlackWins };
        assert_eq!(
            correct_for_rating(&mut c, by, &t, correction).unwrap_err().to_string(),
            Failed::<RatingCorrectionRefusal>::Refused(RatingCorrectionRefusal::NotPublished).to_string()
        );
        let t = publish(&mut c, &t, 1);
        assert!(matches!(
            correct_for_rating(&mut c, by, &t, correction),
            Err(Failed::Refused(RatingCorrectionRefusal::NoResult))
        ));
        db::boards::set_result(&mut c, board.id, board.version, BoardResult::Game(GameResult::WhiteWins)).unwrap();
        assert!(correct_for_rating(&mut c, by, &t, correction).unwrap());
        assert!(!correct_for_rating(&mut c, by, &t, correction).unwrap(), "the same again changes nothing");
        let stored = db::boards::by_id(&mut c, t.id, board.id).unwrap().unwrap();
        assert_eq!(stored.result, BoardResult::Game(GameResult::WhiteWins), "pairing keeps the board's result");
        assert_eq!(
            db::rating_corrections::for_tournament(&mut c, t.id).unwrap(),
            vec![(board.id, GameResult::BlackWins)]
        );
        // Back to the board's result: the correction is taken back, and recorded.
        let back = RatingCorrection { result: GameResult::WhiteWins, ..correction };
        assert!(correct_for_rating(&mut c, by, &t, back).unwrap());
        assert!(db::rating_corrections::for_tournament(&mut c, t.id).unwrap().is_empty());
        let lines: Vec<String> =
            db::integrity::for_tournament(&mut c, t.id).unwrap().iter().map(Breach::trf_comment).collect();
        assert_eq!(
            lines,
            ["Rating correction @ Round 1: board 1: 1-0 -> 0-1", "Rating correction @ Round 1: board 1: 0-1 -> 1-0"]
        );
    }
}
