//! What a player's own page shows, read through the personal link
//! (issue 56): the player's games, the round to come, their requests, the
//! check-in and the report of the game waiting for its result. Nothing the
//! public pages do not show, apart from the player's own requests.

use super::check_in::check_in_round;
use super::reports::open_game;
use super::{NoSuchLink, check_in_open, player_of_link};
use crate::actions::{Failed, StoredEvent, refuse};
use crate::db::models::{BoardRow, PlayerRow, TournamentRow};
use crate::db::player_requests::{RequestKind, RequestRow, RequestState};
use crate::db::self_service::SelfService;
use crate::db::{self, DbConnection, PlayerId};
use crate::tournament::{ByeKind, GameResult};
use chrono::NaiveDateTime;

/// The check-in of the round to come, as the player's page shows it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckInState {
    /// The round.
    pub round: i32,
    /// Whether the player is checked in.
    pub checked_in: bool,
    /// Whether check-in is open now.
    pub open: bool,
}

/// Everything the player's page shows.
pub struct PlayerView {
    /// The event.
    pub event: StoredEvent,
    /// The player.
    pub player: PlayerRow,
    /// What the event lets players do.
    pub settings: SelfService,
    /// The player's requests, oldest first.
    pub requests: Vec<RequestRow>,
    /// The check-in for the round to come, where the event asks for one.
    pub check_in: Option<CheckInState>,
    /// The player's game of the last published round still without a result.
    pub open_game: Option<BoardRow>,
    /// The results reported for that game: (player, result).
    pub reports: Vec<(PlayerId, GameResult)>,
    /// Each round's scheduled start (UTC).
    pub schedule: Vec<(i32, Option<NaiveDateTime>)>,
    /// The rounds the player has a bye in: requested for a round to come,
    /// or given in a paired round.
    pub bye_rounds: Vec<i32>,
    /// How many more half-point byes the player may ask for (the event's
    /// limit less those had, given or asked for).
    pub half_point_byes_left: usize,
    /// The player is out of the last paired round (a zero-point bye) for
    /// not checking in for it, not at their own request.
    pub left_out: bool,
}

/// Reads the page of personal link `token`; refused ([`NoSuchLink`]) for a
/// wrong or renewed link, or an archived event.
pub fn player_view(
    conn: &mut DbConnection,
    t: &TournamentRow,
    token: &str,
    now: NaiveDateTime,
) -> Result<PlayerView, Failed<NoSuchLink>> {
    let id = player_of_link(conn, t, token)?;
    let event = StoredEvent::load(conn, t.clone())?;
    let Some(player) = event.player(id).cloned() else { return refuse(NoSuchLink) };
    let settings = db::self_service::of(conn, t.id)?;
    let schedule = db::tournaments::schedule(conn, t.id)?;
    let out = |round: i32| player.withdrawn_from_round.is_some_and(|r| r <= round);
    let check_in = match (settings.check_in, check_in_round(conn, t)?) {
        (true, Some(round)) if out(round) || super::check_in::has_bye(conn, t, id, round)? => None,
        (true, Some(round)) => {
            let starts = schedule.iter().find(|(r, _)| *r == round).and_then(|(_, at)| *at);
            Some(CheckInState {
                round,
                checked_in: db::check_ins::is_checked_in(conn, id, round)?,
                open: check_in_open(starts, settings.check_in_minutes, now),
            })
        }
        _ => None,
    };
    let open_game = match open_game(conn, t, id)? {
        Some(board) if super::reports::started(conn, t, board.round, now)? => Some(board),
        _ => None,
    };
    let reports = match &open_game {
        Some(board) => db::result_reports::for_board(conn, board.id)?,
        None => Vec::new(),
    };
    let requests = db::player_requests::for_player(conn, id)?;
    // Byes requested for rounds to come, and byes given in paired rounds.
    let given = event.boards.iter().filter(|b| b.white_id == id && b.black_id.is_none()).map(|b| b.round);
    let requested = db::byes::for_player(conn, t.id, id)?.into_iter().map(|b| b.round);
    let bye_rounds = requested.chain(given).collect();
    let had = super::requests::half_point_byes(conn, t, id, &requests)?;
    let half_point_byes_left = (settings.bye_limit.max(0) as usize).saturating_sub(had);
    let left_out = left_out_unchecked(conn, (&event, &settings), &player, &requests)?;
    Ok(PlayerView {
        event,
        player,
        settings,
        requests,
        check_in,
        open_game,
        reports,
        schedule,
        bye_rounds,
        half_point_byes_left,
        left_out,
    })
}

/// Whether `player` has a zero-point bye in the last paired round of an
/// event that asks for check-in, without having checked in for it or asked
/// for that bye: left out for not checking in.
fn left_out_unchecked(
    conn: &mut DbConnection,
    (event, settings): (&StoredEvent, &SelfService),
    player: &PlayerRow,
    requests: &[RequestRow],
) -> Result<bool, diesel::result::Error> {
    let round = event.t.paired_rounds;
    let zero_point_bye = event.boards.iter().any(|b| {
        b.round == round && b.white_id == player.id && b.black_id.is_none() && b.result == ByeKind::ZeroPoint.into()
    });
    let asked = requests.iter().any(|r| {
        r.round == round && r.kind() == Some(RequestKind::ZeroPointBye) && r.state() == RequestState::Accepted
    });
    if !settings.check_in || !zero_point_bye || asked {
        return Ok(false);
    }
    Ok(!db::check_ins::is_checked_in(conn, player.id, round)?)
}
