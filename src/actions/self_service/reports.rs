//! Results the players report for their own games (issue 56), where the
//! arbiter allows it: each player of a game still without a result in the
//! last published round reports it; when the two reports agree, the
//! result is entered at once (if the arbiter chose so) or waits on the
//! arbiter's queue; when they disagree the arbiter sees both. An arbiter's
//! entry always wins: a game with a result takes no report.

use crate::actions::audit::{AuditEvent, BoardRef, audit_by};
use crate::actions::{Failed, NewResult, enter_reported_result, refuse};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::self_service::ReportedResults;
use crate::db::{self, DbConnection, PlayerId};
use crate::tournament::{BoardResult, GameResult};
use chrono::NaiveDateTime;

/// The reason written in the log for a result entered from the players' reports.
pub const REPORTED_REASON: &str = "reported by both players";

/// Why a report is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportRefusal {
    /// The event does not take reported results.
    NotTaken,
    /// The player has no game waiting for its result in the round.
    NoGame,
    /// The result is not one a game ends with.
    NoResult,
    /// The round has not started yet (by its scheduled start).
    NotStarted,
}

/// Whether the round of `board` has started at `now` by its scheduled start
/// (a round without one has started once published).
pub fn started(
    conn: &mut DbConnection,
    t: &TournamentRow,
    round: i32,
    now: NaiveDateTime,
) -> Result<bool, diesel::result::Error> {
    let starts = db::tournaments::round_start(conn, t.id, round)?;
    Ok(starts.is_none_or(|at| now >= at))
}

/// What a report did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Reported {
    /// Stored; the opponent has not reported, or reported otherwise.
    Waiting,
    /// Both agree: the result waits for the arbiter's confirmation.
    Agreed,
    /// Both agree and the result is entered.
    Entered,
}

/// The player's game in the last published round, if it waits for its result.
pub fn open_game(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
) -> Result<Option<BoardRow>, diesel::result::Error> {
    Ok(db::boards::for_round(conn, t.id, t.paired_rounds)?
        .into_iter()
        .find(|b| b.is_pending_game() && (b.white_id == player || b.black_id == Some(player))))
}

/// Stores the player's report of their game's result; enters it when both
/// agree and the arbiter chose so.
pub fn report(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    result: GameResult,
    now: NaiveDateTime,
) -> Result<Reported, Failed<ReportRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let mode = db::self_service::of(conn, t.id)?.reported();
    if mode == ReportedResults::Off {
        return refuse(ReportRefusal::NotTaken);
    }
    if result == GameResult::Pending {
        return refuse(ReportRefusal::NoResult);
    }
    let Some(board) = open_game(conn, t, player)? else { return refuse(ReportRefusal::NoGame) };
    if !started(conn, t, board.round, now)? {
        return refuse(ReportRefusal::NotStarted);
    }
    let before = db::result_reports::for_board(conn, board.id)?;
    if before.contains(&(player, result)) {
        // The same report again: nothing to store or log.
        let agreed = before.len() == 2 && before.iter().all(|&(_, r)| r == result);
        return Ok(if agreed { Reported::Agreed } else { Reported::Waiting });
    }
    db::result_reports::report(conn, t.id, (board.id, player), result, now)?;
    let name = db::players::by_id(conn, t.id, player)?.map(|p| p.name).unwrap_or_default();
    let logged =
        AuditEvent::ResultReported { player: name, board: BoardRef::of(&board), result: BoardResult::Game(result) };
    audit_by(conn, t.id, None, logged)?;
    let reports = db::result_reports::for_board(conn, board.id)?;
    let agreed = reports.len() == 2 && reports.iter().all(|&(_, r)| r == result);
    match (agreed, mode) {
        (false, _) => Ok(Reported::Waiting),
        (true, ReportedResults::Enter) => {
            let input = NewResult {
                board: board.id,
                version: board.version,
                result,
                reason: Some(REPORTED_REASON.to_string()),
                correction_confirmed: false,
            };
            match enter_reported_result(conn, t, input) {
                Ok(_) => {
                    db::result_reports::clear(conn, board.id)?;
                    Ok(Reported::Entered)
                }
                // The arbiter entered a result meanwhile: it wins.
                Err(Failed::Refused(_)) => refuse(ReportRefusal::NoGame),
                Err(Failed::Db(e)) => Err(Failed::Db(e)),
            }
        }
        (true, _) => Ok(Reported::Agreed),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, players, publish, seat};
    use crate::db::self_service::SelfService;

    #[test]
    fn agreeing_reports_are_entered_when_the_arbiter_chose_so_and_an_arbiters_result_wins() {
        let (mut c, _, t) = event("swiss");
        let ids = players(&mut c, &t, 2);
        seat(&mut c, &t, 1, ids[0], ids[1]);
        let t = publish(&mut c, &t, 1);
        let now = chrono::Utc::now().naive_utc();
        assert_eq!(
            report(&mut c, &t, ids[0], GameResult::WhiteWins, now).unwrap_err().to_string(),
            "refused: NotTaken"
        );
        let enter = SelfService { reported_results: ReportedResults::Enter.code().into(), ..SelfService::default() };
        db::self_service::set(&mut c, t.id, &enter).unwrap();
        assert_eq!(report(&mut c, &t, ids[0], GameResult::WhiteWins, now).unwrap(), Reported::Waiting);
        assert_eq!(report(&mut c, &t, ids[1], GameResult::Draw, now).unwrap(), Reported::Waiting, "they differ");
        assert_eq!(report(&mut c, &t, ids[1], GameResult::WhiteWins, now).unwrap(), Reported::Entered);
        let board = db::boards::for_round(&mut c, t.id, 1).unwrap().remove(0);
        assert_eq!(board.result, BoardResult::Game(GameResult::WhiteWins));
        assert!(db::result_reports::for_board(&mut c, board.id).unwrap().is_empty(), "the reports are cleared");
        // The game has its result: a later report changes nothing.
        assert!(matches!(
            report(&mut c, &t, ids[0], GameResult::BlackWins, now),
            Err(Failed::Refused(ReportRefusal::NoGame))
        ));
    }
}
