//! Setting a board's result: the one way every result is entered (the round
//! page's form, the round's grid, a game's end, a ruling of the Laws, a
//! default, a withdrawal's forfeit), with one conflict rule.
//!
//! **The conflict rule.** A result is entered on a board as the writer saw
//! it (its version). If the board already holds exactly that result,
//! nothing is written and it is not an error (a button pressed twice). If
//! the board changed since it was seen, the result is refused
//! ([`ResultRefusal::ChangedMeanwhile`], naming what the board holds now),
//! so that two arbiters entering results at once never overwrite each other
//! unseen. Otherwise the result is stored, the board's version bumped, and
//! one [`AuditEvent::ResultChanged`] recorded. A proposed (unpublished)
//! round's board and a bye get no result.
//!
//! **FIDE mode.** In FIDE mode only the last round played and the round
//! before it take a changed result ([`ResultRefusal::FideModeOldRound`]).
//! A Swiss round's result changed once a later round is paired from it is a
//! correction ([`is_correction`]): a pairing-integrity breaching event,
//! `### Correction @ Round n` in the TRF, in FIDE mode or not; in FIDE mode
//! it is made only once the arbiter confirms it (checklist Q115: Level 3,
//! [`ResultRefusal::CorrectionNotConfirmed`]).
//!
//! **Adjourned games.** An adjourned game's result is entered whenever it
//! is finished, in any round and in FIDE mode too (checklist Q162): it is
//! no correction. Once a later round was paired counting it as a draw
//! (C.04.3 D.1), a result other than a draw is an adjournment breach,
//! `### Adjournment @ Round n`, made in FIDE mode only once the arbiter
//! confirms it (Q163: Level 3, [`ResultRefusal::AdjournedNotDrawn`]).

use crate::actions::audit::{AuditEvent, BoardRef, audit_by};
use crate::actions::tournaments::record_breach;
use crate::actions::{Failed, refuse};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, UserId};
use crate::tournament::{BoardResult, Breach, BreachKind, GameResult, System};

/// Why a result cannot be entered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ResultRefusal {
    /// The tournament has no such board.
    UnknownBoard,
    /// The board is not in a published round (a proposed round's boards get
    /// results once it is published).
    NotPublished,
    /// A bye has no result to enter.
    Bye,
    /// The board changed since the arbiter read it; `current` is its result now.
    ChangedMeanwhile {
        /// What the board holds now.
        current: BoardResult,
    },
    /// In FIDE mode, results are changed only in the last round played and
    /// the round before it (checklist Q189-Q191; Level 5).
    FideModeOldRound {
        /// The last round played.
        last_played: i32,
    },
    /// In FIDE mode, a correction (see [`is_correction`]) not yet confirmed
    /// (checklist Q115: Level 3).
    CorrectionNotConfirmed {
        /// The round of the result.
        round: i32,
        /// The last round paired (from it, among others).
        paired: i32,
    },
    /// In FIDE mode, an adjourned game's result other than a draw, once a
    /// later round was paired counting it as a draw, not yet confirmed
    /// (checklist Q163: Level 3).
    AdjournedNotDrawn {
        /// The round of the game.
        round: i32,
        /// The last round paired.
        paired: i32,
    },
}

/// A result to enter on a board.
#[derive(Debug, Clone)]
pub struct NewResult {
    /// The board.
    pub board: BoardId,
    /// The board's version as the writer saw it.
    pub version: i32,
    /// The result entered.
    pub result: GameResult,
    /// Why, for the audit log (the article of a ruling, a game's end), if
    /// not the arbiter's entry.
    pub reason: Option<String>,
    /// The arbiter confirmed that this entry may be a correction (the
    /// Level-3 question of FIDE mode answered).
    pub correction_confirmed: bool,
}

/// What entering a result did.
#[derive(Debug, Clone)]
pub enum ResultSet {
    /// The result is stored; the board as it was before.
    Stored(BoardRow),
    /// The board already held that result: nothing was written.
    Unchanged(BoardRow),
}

impl ResultSet {
    /// The board as it was before the entry.
    pub fn board(&self) -> &BoardRow {
        match self {
            ResultSet::Stored(b) | ResultSet::Unchanged(b) => b,
        }
    }
}

/// Whether changing `board`'s result is a correction: a result of a Swiss
/// round that a later round is already paired from (a pending game getting
/// its result is not, nor an adjourned game finished).
pub fn is_correction(t: &TournamentRow, board: &BoardRow) -> bool {
    corrects(t, board.round) && !board.is_pending_game() && !board.is_adjourned_game()
}

/// Whether entering `result` on `board` finishes an adjourned game
/// otherwise than drawn after a later Swiss round was paired counting it as
/// a draw (C.04.3 D.1; checklist Q163).
pub fn breaks_adjournment(t: &TournamentRow, board: &BoardRow, result: GameResult) -> bool {
    board.is_adjourned_game()
        && corrects(t, board.round)
        && !matches!(result, GameResult::Draw | GameResult::DrawUnrated | GameResult::Adjourned)
}

/// Whether a changed result of round `round` of `t` is a correction (see
/// [`is_correction`]).
fn corrects(t: &TournamentRow, round: i32) -> bool {
    round < t.paired_rounds && t.system() == System::SwissDutch
}

/// Whether FIDE mode asks the arbiter to confirm a changed result of round
/// `round` as a correction: the forms of that round offer the confirmation.
pub fn asks_to_confirm_correction(t: &TournamentRow, round: i32) -> bool {
    t.fide_mode().is_on() && corrects(t, round)
}

/// Whether `input` may be entered on `board` (of `t`): `Ok(false)` when the
/// board holds it already (nothing to write), else `Ok(true)` or the
/// refusal. The conflict rule, without the database.
pub fn check_result(
    t: &TournamentRow,
    (board, last_played): (&BoardRow, i32),
    input: &NewResult,
) -> Result<bool, ResultRefusal> {
    let (version, result) = (input.version, input.result);
    if board.round > t.paired_rounds {
        return Err(ResultRefusal::NotPublished);
    }
    if board.black_id.is_none() {
        return Err(ResultRefusal::Bye);
    }
    if board.result == BoardResult::Game(result) {
        return Ok(false);
    }
    let adjourned = board.result == BoardResult::Game(GameResult::Adjourned);
    if t.fide_mode().is_on() && board.round < last_played - 1 && !adjourned {
        return Err(ResultRefusal::FideModeOldRound { last_played });
    }
    if version != board.version {
        return Err(ResultRefusal::ChangedMeanwhile { current: board.result });
    }
    if t.fide_mode().is_on() && is_correction(t, board) && !input.correction_confirmed {
        return Err(ResultRefusal::CorrectionNotConfirmed { round: board.round, paired: t.paired_rounds });
    }
    if t.fide_mode().is_on() && breaks_adjournment(t, board, result) && !input.correction_confirmed {
        return Err(ResultRefusal::AdjournedNotDrawn { round: board.round, paired: t.paired_rounds });
    }
    Ok(true)
}

/// Enters a result on a board of `t` under the conflict rule of this
/// module: stored with its audit entry, left alone when the board holds it
/// already, or refused.
pub fn set_result(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: NewResult,
) -> Result<ResultSet, Failed<ResultRefusal>> {
    store_result(conn, Some(by), t, input)
}

/// Enters the result both players of a game reported alike, where the
/// arbiter chose so (issue 56): logged without an account, as the players'
/// report. Only a game still without a result in the last published round
/// (never a correction); anything else is refused as not published.
pub fn enter_reported_result(
    conn: &mut DbConnection,
    t: &TournamentRow,
    input: NewResult,
) -> Result<ResultSet, Failed<ResultRefusal>> {
    let board = db::boards::by_id(conn, t.id, input.board)?;
    if !board.is_some_and(|b| b.round == t.paired_rounds && b.is_pending_game()) {
        return refuse(ResultRefusal::NotPublished);
    }
    store_result(conn, None, t, input)
}

/// [`set_result`] by an account, or (none) by the players' agreeing reports.
fn store_result(
    conn: &mut DbConnection,
    by: Option<UserId>,
    t: &TournamentRow,
    input: NewResult,
) -> Result<ResultSet, Failed<ResultRefusal>> {
    let Some(board) = db::boards::by_id(conn, t.id, input.board)? else { return refuse(ResultRefusal::UnknownBoard) };
    // Only a round before the last two paired can be older than the round
    // before the last played: the common entry asks the database nothing.
    let last_played = match t.fide_mode().is_on() && board.round < t.paired_rounds - 1 {
        true => db::boards::last_played_round(conn, t.id)?,
        false => t.paired_rounds,
    };
    match check_result(t, (&board, last_played), &input) {
        Ok(true) => {}
        Ok(false) => return Ok(ResultSet::Unchanged(board)),
        Err(refusal) => return refuse(refusal),
    }
    let after = BoardResult::Game(input.result);
    if !db::boards::set_result(conn, board.id, input.version, after)? {
        // Someone else wrote between the read and the write: the same rule on the board as it is now.
        let Some(now) = db::boards::by_id(conn, t.id, board.id)? else { return refuse(ResultRefusal::UnknownBoard) };
        if now.result == after {
            return Ok(ResultSet::Unchanged(now));
        }
        return refuse(ResultRefusal::ChangedMeanwhile { current: now.result });
    }
    let logged =
        AuditEvent::ResultChanged { board: BoardRef::of(&board), before: board.result, after, reason: input.reason };
    audit_by(conn, t.id, by, logged)?;
    let kind = match (is_correction(t, &board), breaks_adjournment(t, &board, input.result)) {
        (true, _) => Some(BreachKind::Correction),
        (false, true) => Some(BreachKind::Adjournment),
        (false, false) => None,
    };
    if let Some(kind) = kind {
        // Only an arbiter corrects: the players' reports reach pending games alone.
        let Some(by) = by else { return refuse(ResultRefusal::NotPublished) };
        let detail = format!("board {}: {} -> {}", board.board_no, board.result.code(), after.code());
        record_breach(conn, by, t.id, &Breach { kind, round: board.round as u32, detail })?;
    }
    Ok(ResultSet::Stored(board))
}

/// Why an adjourned game was recorded as one, in the audit log.
pub const ADJOURNED_REASON: &str = "adjourned: no result when the next round was to be paired";

/// Records every game of round `round` of `t` still without a result as
/// adjourned (checklist Q157, Q159), so that the next round can be paired
/// counting them as draws (C.04.3 D.1): each through [`set_result`], with
/// its audit entry. Returns how many; none is not an error (a button
/// pressed twice).
pub fn adjourn_missing(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
) -> Result<usize, Failed<ResultRefusal>> {
    if round < 1 || round > t.paired_rounds {
        return refuse(ResultRefusal::NotPublished);
    }
    let pending: Vec<BoardRow> =
        db::boards::for_round(conn, t.id, round)?.into_iter().filter(BoardRow::is_pending_game).collect();
    for board in &pending {
        let input = NewResult {
            board: board.id,
            version: board.version,
            result: GameResult::Adjourned,
            reason: Some(ADJOURNED_REASON.to_string()),
            correction_confirmed: false,
        };
        set_result(conn, by, t, input)?;
    }
    Ok(pending.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, fields, logged, publish, seat};

    /// A tournament with round 1 published and its one board, pending.
    fn published() -> (DbConnection, UserId, TournamentRow, BoardRow) {
        let (mut c, by, t) = event("swiss");
        let white = db::players::insert(&mut c, t.id, &fields("White", "")).expect("white");
        let black = db::players::insert(&mut c, t.id, &fields("Black", "")).expect("black");
        seat(&mut c, &t, 1, white, black);
        let t = publish(&mut c, &t, 1);
        let board = db::boards::for_round(&mut c, t.id, 1).expect("boards").remove(0);
        (c, by, t, board)
    }

    fn entry(board: &BoardRow, version: i32, result: GameResult) -> NewResult {
        NewResult { board: board.id, version, result, reason: None, correction_confirmed: false }
    }

    #[test]
    fn a_result_is_stored_once_with_one_audit_entry_and_a_second_press_writes_nothing() {
        let (mut c, by, t, b) = published();
        let done = set_result(&mut c, by, &t, entry(&b, b.version, GameResult::WhiteWins)).expect("stored");
        assert!(matches!(done, ResultSet::Stored(_)));
        let now = db::boards::by_id(&mut c, t.id, b.id).unwrap().unwrap();
        assert_eq!((now.result, now.version), (GameResult::WhiteWins.into(), b.version + 1));
        // The same button again, with the version the page showed: nothing written, no error.
        let again = set_result(&mut c, by, &t, entry(&b, b.version, GameResult::WhiteWins)).expect("unchanged");
        assert!(matches!(again, ResultSet::Unchanged(_)));
        assert_eq!(db::boards::by_id(&mut c, t.id, b.id).unwrap().unwrap().version, b.version + 1);
        assert_eq!(logged(&mut c, t.id), ["result_changed"]);
    }

    #[test]
    fn games_without_a_result_are_adjourned_once_and_finished_without_a_correction() {
        let (mut c, by, t, b) = published();
        assert_eq!(adjourn_missing(&mut c, by, &t, 1).expect("adjourned"), 1);
        let now = db::boards::by_id(&mut c, t.id, b.id).unwrap().unwrap();
        assert!(now.is_adjourned_game() && !now.is_pending_game());
        assert_eq!(adjourn_missing(&mut c, by, &t, 1).expect("a second press"), 0, "nothing left to adjourn");
        assert!(matches!(adjourn_missing(&mut c, by, &t, 2), Err(Failed::Refused(ResultRefusal::NotPublished))));
        // In the round it was played in, no later round paired from it: finishing it is no breach.
        assert!(!breaks_adjournment(&t, &now, GameResult::WhiteWins));
        // Once a later round is paired, a result other than a draw is one; a draw is not.
        let mut later = t.clone();
        later.paired_rounds = 2;
        assert!(breaks_adjournment(&later, &now, GameResult::WhiteWins));
        assert!(!breaks_adjournment(&later, &now, GameResult::Draw));
        assert!(!is_correction(&later, &now), "an adjourned game finished is no correction");
        assert_eq!(logged(&mut c, t.id), ["result_changed"]);
    }

    #[test]
    fn a_board_changed_since_it_was_seen_is_refused_naming_its_result() {
        let (mut c, by, t, b) = published();
        set_result(&mut c, by, &t, entry(&b, b.version, GameResult::WhiteWins)).expect("first arbiter");
        let second = set_result(&mut c, by, &t, entry(&b, b.version, GameResult::Draw));
        let current = GameResult::WhiteWins.into();
        assert!(matches!(second, Err(Failed::Refused(ResultRefusal::ChangedMeanwhile { current: c })) if c == current));
        assert_eq!(db::boards::by_id(&mut c, t.id, b.id).unwrap().unwrap().result, current);
        assert_eq!(logged(&mut c, t.id).len(), 1);
    }

    #[test]
    fn a_proposed_rounds_board_a_bye_and_an_unknown_board_get_no_result() {
        let (mut c, by, t, b) = published();
        let mut proposed = t.clone();
        proposed.paired_rounds = 0;
        let refused = |r: Result<ResultSet, Failed<ResultRefusal>>| match r {
            Err(Failed::Refused(refusal)) => refusal,
            other => panic!("not refused: {other:?}"),
        };
        assert_eq!(
            refused(set_result(&mut c, by, &proposed, entry(&b, b.version, GameResult::Draw))),
            ResultRefusal::NotPublished
        );
        let mut bye = b.clone();
        bye.black_id = None;
        assert_eq!(check_result(&t, (&bye, 1), &entry(&b, b.version, GameResult::Draw)), Err(ResultRefusal::Bye));
        let mut gone = entry(&b, b.version, GameResult::Draw);
        gone.board = BoardId(b.id.0 + 100);
        assert_eq!(refused(set_result(&mut c, by, &t, gone)), ResultRefusal::UnknownBoard);
        assert!(logged(&mut c, t.id).is_empty());
    }
}
