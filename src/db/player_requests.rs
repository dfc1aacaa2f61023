//! What players asked the arbiter through their personal link (issue 56):
//! a bye or a withdrawal from a round, open until an arbiter decides.

use super::DbConnection;
use super::ids::{PlayerId, TournamentId, UserId};
use super::schema::player_requests;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// What a player asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RequestKind {
    /// A half-point bye in the round.
    HalfPointBye,
    /// A zero-point bye (a known absence) in the round.
    ZeroPointBye,
    /// To withdraw from the round on.
    Withdrawal,
}

impl RequestKind {
    /// Every kind, in the order the player's page offers them.
    pub const ALL: [RequestKind; 3] = [RequestKind::HalfPointBye, RequestKind::ZeroPointBye, RequestKind::Withdrawal];

    /// The stored code: `hpb`, `zpb`, `withdraw`.
    pub fn code(self) -> &'static str {
        match self {
            RequestKind::HalfPointBye => "hpb",
            RequestKind::ZeroPointBye => "zpb",
            RequestKind::Withdrawal => "withdraw",
        }
    }

    /// The kind of a stored code.
    pub fn read(code: &str) -> Option<RequestKind> {
        RequestKind::ALL.into_iter().find(|k| k.code() == code)
    }
}

/// Where a request stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RequestState {
    /// Waiting for an arbiter.
    Open,
    /// Accepted: the bye or the withdrawal is recorded.
    Accepted,
    /// Refused by an arbiter.
    Refused,
    /// Taken back by the player before an arbiter decided.
    Cancelled,
}

impl RequestState {
    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            RequestState::Open => "open",
            RequestState::Accepted => "accepted",
            RequestState::Refused => "refused",
            RequestState::Cancelled => "cancelled",
        }
    }

    /// The state of a stored code (unknown: cancelled, which does nothing).
    pub fn read(code: &str) -> RequestState {
        [RequestState::Open, RequestState::Accepted, RequestState::Refused]
            .into_iter()
            .find(|s| s.code() == code)
            .unwrap_or(RequestState::Cancelled)
    }
}

/// One stored request.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = player_requests)]
pub struct RequestRow {
    /// Row id.
    pub id: i32,
    /// The player who asked.
    pub player_id: PlayerId,
    /// The stored code of the [`RequestKind`].
    pub kind: String,
    /// The round asked about.
    pub round: i32,
    /// The stored code of the [`RequestState`].
    pub state: String,
    /// When the player asked (UTC).
    pub asked_at: NaiveDateTime,
    /// The arbiter who decided it (none: open, or taken back by the player).
    pub decided_by: Option<UserId>,
    /// When it was decided or taken back (UTC).
    pub decided_at: Option<NaiveDateTime>,
    /// Why the arbiter refused it, if they said ('' otherwise).
    pub reason: String,
}

impl RequestRow {
    /// What was asked (none for a code this version does not know).
    pub fn kind(&self) -> Option<RequestKind> {
        RequestKind::read(&self.kind)
    }

    /// Where it stands.
    pub fn state(&self) -> RequestState {
        RequestState::read(&self.state)
    }
}

/// The tournament's requests, newest last (`open_only`: those waiting).
pub fn for_tournament(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    open_only: bool,
) -> QueryResult<Vec<RequestRow>> {
    let mut query = player_requests::table.filter(player_requests::tournament_id.eq(tournament_id)).into_boxed();
    if open_only {
        query = query.filter(player_requests::state.eq(RequestState::Open.code()));
    }
    query.order(player_requests::id).select(RequestRow::as_select()).load(conn)
}

/// The tournament's requests decided or taken back, the most recent first,
/// at most `limit` of them.
pub fn decided(conn: &mut DbConnection, tournament_id: TournamentId, limit: i64) -> QueryResult<Vec<RequestRow>> {
    player_requests::table
        .filter(player_requests::tournament_id.eq(tournament_id))
        .filter(player_requests::state.ne(RequestState::Open.code()))
        .order((player_requests::decided_at.desc(), player_requests::id.desc()))
        .limit(limit)
        .select(RequestRow::as_select())
        .load(conn)
}

/// One player's requests, newest last.
pub fn for_player(conn: &mut DbConnection, player: PlayerId) -> QueryResult<Vec<RequestRow>> {
    player_requests::table
        .filter(player_requests::player_id.eq(player))
        .order(player_requests::id)
        .select(RequestRow::as_select())
        .load(conn)
}

/// One request of a tournament.
pub fn by_id(conn: &mut DbConnection, tournament_id: TournamentId, id: i32) -> QueryResult<Option<RequestRow>> {
    player_requests::table
        .filter(player_requests::tournament_id.eq(tournament_id))
        .find(id)
        .select(RequestRow::as_select())
        .first(conn)
        .optional()
}

/// Stores a player's new request (open); its id.
pub fn insert(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    player: PlayerId,
    (kind, round): (RequestKind, i32),
    now: NaiveDateTime,
) -> QueryResult<i32> {
    diesel::insert_into(player_requests::table)
        .values((
            player_requests::tournament_id.eq(tournament_id),
            player_requests::player_id.eq(player),
            player_requests::kind.eq(kind.code()),
            player_requests::round.eq(round),
            player_requests::state.eq(RequestState::Open.code()),
            player_requests::asked_at.eq(now),
        ))
        .returning(player_requests::id)
        .get_result(conn)
}

/// Settles an open request: `state`, by `by` (none: the player) at `now`,
/// with the arbiter's `reason` for a refusal ('' for none). Whether it was
/// still open.
#[must_use = "false: the request was settled meanwhile"]
pub fn settle(
    conn: &mut DbConnection,
    id: i32,
    (state, reason): (RequestState, &str),
    by: Option<UserId>,
    now: NaiveDateTime,
) -> QueryResult<bool> {
    let open = player_requests::table.find(id).filter(player_requests::state.eq(RequestState::Open.code()));
    let n = diesel::update(open)
        .set((
            player_requests::state.eq(state.code()),
            player_requests::decided_by.eq(by),
            player_requests::decided_at.eq(now),
            player_requests::reason.eq(reason),
        ))
        .execute(conn)?;
    Ok(n == 1)
}
