//! Entries and withdrawals once the event has begun: a late entry's pairing
//! number, the forfeits a withdrawal from a round robin gives, and what
//! becomes of a withdrawn player's game in a published Swiss round. The
//! arbiter's actions on players (each writes in the caller's transaction)
//! are in the modules below.

mod eligibility;
mod entry;
mod identity;
mod later_ratings;
#[cfg(test)]
mod on_a_database;
mod refresh;
mod removal;
mod withdrawal;

pub use eligibility::set_hpb_ineligible;
pub use entry::{NewEntry, PlayerEdit, add_player, add_player_by, import_players, numbers_late_entries, update_player};
pub use identity::{Candidate, name_key, same_person};
pub use later_ratings::{LaterRatingEntry, MAX_RATING, set_later_rating};
pub use refresh::{Refresh, list_month, rating_for, ratings_fixed, refresh_ratings, refreshes, refreshes_of};
pub use removal::delete_player;
pub use withdrawal::{PublishedChoice, PublishedGame, Withdraw, Withdrawn, has_recorded_games, withdraw_player};

use super::stored_event::StoredEvent;
use crate::db::PlayerId;
use crate::db::models::{BoardRow, NewBoard, PlayerRow, TournamentRow};
use crate::tournament::{BoardResult, ByeKind, GameResult};

/// The most players one event holds (README "Limits", SECURITY.md "Input").
/// Every way of adding players (the registration form, a CSV or TRF import,
/// a late entry) refuses to go past it, through [`room_for`].
pub const MAX_PLAYERS_PER_EVENT: usize = 10_000;

/// How many more players an event that has `registered` can take.
pub fn room(registered: usize) -> usize {
    MAX_PLAYERS_PER_EVENT.saturating_sub(registered)
}

/// Whether `adding` more players fit in an event that has `registered`:
/// refused with [`PlayerRefusal::EventFull`] past [`MAX_PLAYERS_PER_EVENT`].
pub fn room_for(registered: usize, adding: usize) -> Result<(), PlayerRefusal> {
    let room = room(registered);
    if adding > room { Err(PlayerRefusal::EventFull { room }) } else { Ok(()) }
}

/// Why the arbiter's action on a player is refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlayerRefusal {
    /// A round robin's schedule is fixed once paired: no new players.
    RoundRobinFixed,
    /// The event would hold more than [`MAX_PLAYERS_PER_EVENT`] players;
    /// `room` more can still be registered.
    EventFull {
        /// How many more players the event can take.
        room: usize,
    },
    /// The tournament has no such player.
    UnknownPlayer,
    /// The player has a game in a published round from which they would
    /// be withdrawn: the arbiter chooses between its forfeit and its removal.
    PublishedGames,
    /// The registration form was sent before and registered this player
    /// (named): nothing is added.
    SentTwice {
        /// The player registered by the first sending.
        name: String,
    },
    /// A player with the same name and date of birth is registered (named),
    /// and "register anyway" was not ticked.
    SamePerson {
        /// The registered player.
        name: String,
    },
    /// Someone changed the player since the arbiter read them: nothing is
    /// overwritten.
    EditedMeanwhile,
    /// The player has been on a board (proposed or published): withdrawn, never deleted.
    Seated,
    /// The box confirming a deletion was not ticked.
    DeleteUnconfirmed,
    /// A board whose result a withdrawal forfeits changed since it was read;
    /// `current` is its stored result now.
    ResultChangedMeanwhile {
        /// The stored result.
        current: crate::tournament::BoardResult,
    },
    /// A board the withdrawal would remove has a recorded game (its moves would be lost).
    RecordedGames,
    /// Ratings during the event are kept only for an event lasting over 30
    /// days (checklist Q212).
    NotLongEvent,
    /// A later rating's first round is not a round of the event after the first.
    LaterRatingRound {
        /// The last round of the event.
        rounds: i32,
    },
    /// A later rating out of range.
    LaterRatingValue,
    /// Round 1 is paired: the ratings (and the pairing numbers they gave) stay.
    RatingsFixed,
    /// The list in force is not the one the changes were read from (a new
    /// list arrived meanwhile): nothing is applied.
    ListChangedMeanwhile,
}

/// Whether `count` players may enter now beside `players`: refused past
/// [`MAX_PLAYERS_PER_EVENT`] and once a round robin is paired. A late entry
/// of a Swiss event gets its pairing number when the next round is paired:
/// the number its rating earns, the players below moving down one (C.04.2
/// 2.4-2.5; [`crate::actions::numbered`]).
pub fn may_enter(t: &TournamentRow, players: &[PlayerRow], count: usize) -> Result<(), PlayerRefusal> {
    room_for(players.len(), count)?;
    if t.paired_rounds > 0 && t.system().is_round_robin() {
        return Err(PlayerRefusal::RoundRobinFixed);
    }
    Ok(())
}

/// What becomes of a withdrawn player's games in published Swiss rounds
/// that still wait for a result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PublishedGames {
    /// Each is forfeited: the opponent wins by forfeit (`+`/`-`).
    Forfeit,
    /// Each board is removed; the opponent is then unpaired in that round,
    /// or gets the pairing-allocated bye (`pab`), as when a player is taken
    /// out of a proposed round.
    Remove {
        /// The opponent gets the pairing-allocated bye.
        pab: bool,
    },
}

/// What a withdrawal changes: the first round the player misses; the
/// boards to forfeit and their results (in a round robin every game still
/// without a result from that round on, the schedule staying as drawn; in a
/// Swiss event the published games, if so chosen); the published boards to
/// remove, and the byes their opponents get instead.
pub struct Withdrawal<'a> {
    /// The first round missed; none takes a withdrawal back.
    pub from_round: Option<i32>,
    /// The boards to forfeit and their results.
    pub forfeits: Vec<(&'a BoardRow, GameResult)>,
    /// The boards to remove.
    pub removed: Vec<&'a BoardRow>,
    /// The pairing-allocated byes the opponents of removed boards get.
    pub byes: Vec<NewBoard>,
}

/// The games of published rounds from `from_round` on that the player
/// still has to play: a Swiss withdrawal must say what becomes of them.
pub fn published_games(event: &StoredEvent, player_id: PlayerId, from_round: i32) -> Vec<&BoardRow> {
    event
        .boards
        .iter()
        .filter(|b| b.round >= from_round && b.is_pending_game())
        .filter(|b| b.seats(player_id))
        .collect()
}

/// The forfeit that the withdrawal of `player_id` gives on board `b`.
fn forfeit(b: &BoardRow, player_id: PlayerId) -> Option<GameResult> {
    match (b.white_id == player_id, b.black_id == Some(player_id)) {
        (true, _) => Some(GameResult::BlackWinsByForfeit),
        (_, true) => Some(GameResult::WhiteWinsByForfeit),
        _ => None,
    }
}

/// Withdraws the player with id `player_id` from round `from_round` on (none:
/// takes the withdrawal back). In a Swiss event, a game of a published round
/// from then on is forfeited or removed as `published` says; with none
/// given, such a game is refused ([`PlayerRefusal::PublishedGames`]).
pub fn withdraw(
    event: &StoredEvent,
    player_id: PlayerId,
    from_round: Option<i32>,
    published: Option<PublishedGames>,
) -> Result<Withdrawal<'_>, PlayerRefusal> {
    event.player(player_id).ok_or(PlayerRefusal::UnknownPlayer)?;
    let mut out = Withdrawal { from_round, forfeits: Vec::new(), removed: Vec::new(), byes: Vec::new() };
    let Some(from) = from_round else { return Ok(out) };
    if event.t.system().is_round_robin() {
        out.forfeits = event
            .boards
            .iter()
            .chain(&event.draft)
            .filter(|b| b.round >= from && b.result == BoardResult::PENDING)
            .filter_map(|b| Some((b, forfeit(b, player_id)?)))
            .collect();
        return Ok(out);
    }
    let games = published_games(event, player_id, from);
    match (published, games.is_empty()) {
        (_, true) => {}
        (None, false) => return Err(PlayerRefusal::PublishedGames),
        (Some(PublishedGames::Forfeit), false) => {
            out.forfeits = games.into_iter().filter_map(|b| Some((b, forfeit(b, player_id)?))).collect();
        }
        (Some(PublishedGames::Remove { pab }), false) => {
            for b in games {
                let opponent = if b.white_id == player_id { b.black_id } else { Some(b.white_id) };
                if let (true, Some(opponent)) = (pab, opponent) {
                    let result = ByeKind::PairingAllocated.into();
                    let (tournament_id, round, board_no) = (b.tournament_id, b.round, b.board_no);
                    let bye = NewBoard {
                        tournament_id,
                        round,
                        board_no,
                        white_id: opponent,
                        black_id: None,
                        result,
                        version: 1,
                    };
                    out.byes.push(bye);
                }
                out.removed.push(b);
            }
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_event_takes_players_up_to_the_maximum_and_not_one_more() {
        assert_eq!(room_for(0, MAX_PLAYERS_PER_EVENT), Ok(()));
        assert_eq!(room_for(MAX_PLAYERS_PER_EVENT - 1, 1), Ok(()));
        assert_eq!(room_for(MAX_PLAYERS_PER_EVENT, 0), Ok(()));
        assert_eq!(room_for(MAX_PLAYERS_PER_EVENT, 1), Err(PlayerRefusal::EventFull { room: 0 }));
        assert_eq!(
            room_for(0, MAX_PLAYERS_PER_EVENT + 1),
            Err(PlayerRefusal::EventFull { room: MAX_PLAYERS_PER_EVENT })
        );
        assert_eq!(room_for(9_990, 11), Err(PlayerRefusal::EventFull { room: 10 }));
        // An event already past the maximum (imported before it existed) takes no one.
        assert_eq!(room_for(MAX_PLAYERS_PER_EVENT + 5, 1), Err(PlayerRefusal::EventFull { room: 0 }));
        const { assert!(MAX_PLAYERS_PER_EVENT >= 10_000, "the documented maximum") };
    }
}
