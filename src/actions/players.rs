//! Entries and withdrawals once the event has begun: a late entry's pairing
//! number, and the forfeits a withdrawal from a round robin gives.

use super::stored_event::StoredEvent;
use crate::db::PlayerId;
use crate::db::models::{BoardRow, PlayerRow, TournamentRow};
use crate::tournament::GameResult;

/// Why a player cannot be registered or withdrawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerRefusal {
    /// A round robin's schedule is fixed once paired: no new players.
    RoundRobinFixed,
    /// The tournament has no such player.
    UnknownPlayer,
}

impl PlayerRefusal {
    /// The message key.
    pub fn message_key(self) -> &'static str {
        match self {
            PlayerRefusal::RoundRobinFixed => "player-round-robin-fixed",
            PlayerRefusal::UnknownPlayer => "error-not-found",
        }
    }
}

/// The pairing numbers of `count` players registered now: none before round
/// 1 is paired (everyone is numbered in FIDE order then), else the next free
/// numbers in registration order (C.04.2: late entries take the next numbers).
pub fn late_entry_numbers(
    t: &TournamentRow,
    players: &[PlayerRow],
    count: usize,
) -> Result<Vec<Option<i32>>, PlayerRefusal> {
    if t.paired_rounds == 0 {
        return Ok(vec![None; count]);
    }
    if t.system().is_round_robin() {
        return Err(PlayerRefusal::RoundRobinFixed);
    }
    let last = players.iter().filter_map(|p| p.pairing_no).max().unwrap_or(0);
    Ok((last + 1..).take(count).map(Some).collect())
}

/// What a withdrawal changes: the first round the player misses, and in a
/// round robin each game of that round or later still without a result,
/// forfeited to the opponent (the schedule stays as drawn).
pub struct Withdrawal<'a> {
    /// The first round missed; none takes a withdrawal back.
    pub from_round: Option<i32>,
    /// The boards to forfeit and their results.
    pub forfeits: Vec<(&'a BoardRow, GameResult)>,
}

/// Withdraws the player with id `player_id` from round `from_round` on (none:
/// takes the withdrawal back).
pub fn withdraw(
    event: &StoredEvent,
    player_id: PlayerId,
    from_round: Option<i32>,
) -> Result<Withdrawal<'_>, PlayerRefusal> {
    event.player(player_id).ok_or(PlayerRefusal::UnknownPlayer)?;
    let forfeits = match from_round {
        Some(from) if event.t.system().is_round_robin() => event
            .boards
            .iter()
            .chain(&event.draft)
            .filter(|b| b.round >= from && b.result == GameResult::Pending.code())
            .filter_map(|b| {
                let result = match (b.white_id == player_id, b.black_id == Some(player_id)) {
                    (true, _) => GameResult::BlackWinsByForfeit,
                    (_, true) => GameResult::WhiteWinsByForfeit,
                    _ => return None,
                };
                Some((b, result))
            })
            .collect(),
        _ => Vec::new(),
    };
    Ok(Withdrawal { from_round, forfeits })
}
