//! Withdrawing a player from a round on (or taking the withdrawal back),
//! with what becomes of their remaining games.

use super::{PlayerRefusal, PublishedGames, published_games, withdraw};
use crate::actions::audit::{AuditEvent, BoardRef, audit};
use crate::actions::{Failed, NewResult, ResultRefusal, StoredEvent, refuse, set_result};
use crate::db::models::{BoardRow, PlayerRow, TournamentRow};
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::tournament::GameResult;

/// A withdrawal as the arbiter asks for it.
#[derive(Debug, Clone, Copy)]
pub struct Withdraw {
    /// The player.
    pub player: PlayerId,
    /// The first round the player misses; none takes a withdrawal back.
    pub from_round: Option<i32>,
    /// What becomes of the player's games in published Swiss rounds from
    /// then on, if the arbiter chose already.
    pub published: Option<PublishedGames>,
    /// The withdrawal is an expulsion: a Swiss event's standings leave the
    /// player out (checklist Q197, Q198). Ignored in a round robin, whose
    /// standings follow its own rule on withdrawals.
    pub expelled: bool,
}

/// A game of a published round the withdrawn player still has to play.
#[derive(Debug, Clone)]
pub struct PublishedGame {
    /// Its round.
    pub round: i32,
    /// Its board number.
    pub board: i32,
    /// White's name.
    pub white: String,
    /// Black's name (empty for a bye).
    pub black: String,
}

/// The question a withdrawal asks before it is made: the player has games
/// in published rounds, to be forfeited or removed.
#[derive(Debug, Clone)]
pub struct PublishedChoice {
    /// The player.
    pub player: PlayerRow,
    /// The first round missed.
    pub from_round: i32,
    /// The games in question.
    pub games: Vec<PublishedGame>,
}

/// What a withdrawal did.
#[derive(Debug, Clone)]
pub enum Withdrawn {
    /// The player is withdrawn (or reinstated), their games settled.
    Done,
    /// Nothing changed: the arbiter must first choose what becomes of the
    /// player's games in published rounds.
    Choose(Box<PublishedChoice>),
}

/// Whether any of `boards` has a recorded game (moves or clock events).
pub fn has_recorded_games(c: &mut DbConnection, boards: &[&BoardRow]) -> Result<bool, diesel::result::Error> {
    for b in boards {
        if db::games::by_board(c, b.id)?.is_some() || !db::game_events::for_board(c, b.id)?.is_empty() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// Forfeits `board` ([`crate::actions::set_result`], with the audit entry),
/// unless someone changed the board since it was read.
fn forfeit_board(
    c: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    board: &BoardRow,
    result: GameResult,
) -> Result<(), Failed<PlayerRefusal>> {
    // A pending game's forfeit, never a correction.
    let input =
        NewResult { board: board.id, version: board.version, result, reason: None, correction_confirmed: false };
    match set_result(c, by, t, input) {
        Ok(_) => Ok(()),
        Err(Failed::Db(e)) => Err(Failed::Db(e)),
        Err(Failed::Refused(ResultRefusal::ChangedMeanwhile { current })) => {
            refuse(PlayerRefusal::ResultChangedMeanwhile { current })
        }
        // A withdrawal forfeits published games only; a board gone since it was read changed too.
        Err(Failed::Refused(_)) => refuse(PlayerRefusal::ResultChangedMeanwhile { current: board.result }),
    }
}

/// The question asked when the player has games in published rounds from `from_round` on.
fn choice(event: &StoredEvent, player: PlayerId, from_round: i32) -> Result<Withdrawn, Failed<PlayerRefusal>> {
    let name = |id: PlayerId| event.player(id).map(|p| p.name.clone()).unwrap_or_default();
    let games = published_games(event, player, from_round)
        .into_iter()
        .map(|b| PublishedGame {
            round: b.round,
            board: b.board_no,
            white: name(b.white_id),
            black: b.black_id.map(name).unwrap_or_default(),
        })
        .collect();
    let Some(player) = event.player(player).cloned() else { return refuse(PlayerRefusal::UnknownPlayer) };
    Ok(Withdrawn::Choose(Box::new(PublishedChoice { player, from_round, games })))
}

/// Withdraws a player of `t` from a round on, or takes the withdrawal back.
/// In a round robin the player's pending games from that round are
/// forfeited to the opponents. In a Swiss event a game the player has in a
/// published round from then on is forfeited or its board removed (the
/// opponent unpaired or given the pairing-allocated bye), as the arbiter
/// chose; without a choice nothing changes and the question is returned.
/// Every change goes to the audit log.
pub fn withdraw_player(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: Withdraw,
) -> Result<Withdrawn, Failed<PlayerRefusal>> {
    let event = StoredEvent::load(conn, t.clone())?;
    let (pid, id) = (input.player, t.id);
    let withdrawal = match withdraw(&event, pid, input.from_round, input.published) {
        Ok(withdrawal) => withdrawal,
        Err(PlayerRefusal::PublishedGames) => return choice(&event, pid, input.from_round.unwrap_or_default()),
        Err(refusal) => return refuse(refusal),
    };
    let player = event.player(pid).map(|p| p.name.clone()).unwrap_or_default();
    let expelled = input.expelled && !t.system().is_round_robin();
    db::players::set_withdrawn(conn, pid, withdrawal.from_round, expelled)?;
    let withdrawn = AuditEvent::PlayerWithdrawn { player: player.clone(), from_round: withdrawal.from_round, expelled };
    audit(conn, id, by, withdrawn)?;
    for (board, result) in withdrawal.forfeits {
        forfeit_board(conn, by, t, board, result)?;
    }
    for board in withdrawal.removed {
        if has_recorded_games(conn, &[board])? {
            return refuse(PlayerRefusal::RecordedGames);
        }
        db::boards::delete(conn, id, board.id)?;
        let opponent_pab = withdrawal.byes.iter().any(|b| (b.round, b.board_no) == (board.round, board.board_no));
        let logged = AuditEvent::BoardRemoved { board: BoardRef::of(board), player: player.clone(), opponent_pab };
        audit(conn, id, by, logged)?;
    }
    db::boards::insert_all(conn, &withdrawal.byes)?;
    Ok(Withdrawn::Done)
}
