//! Pairing jobs: one row per tournament and round saying whether the round
//! is being paired (and how far), was paired, or could not be. The row is
//! what makes the job happen once: it is taken in a transaction with the
//! tournament locked, so a second click, a second arbiter or a second
//! instance on the same database finds it running.

use super::DbConnection;
use super::ids::{TournamentId, UserId};
use super::schema::pairing_jobs;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// A pairing job as stored.
#[derive(Debug, Clone, PartialEq, Eq, Queryable, Selectable)]
#[diesel(table_name = pairing_jobs)]
pub struct PairingJobRow {
    /// The tournament.
    pub tournament_id: TournamentId,
    /// The round being paired.
    pub round: i32,
    /// `running`, `done` or `failed` ([`JobState`]).
    pub state: String,
    /// Raised each time the job is started: a job taken over (stale) finds
    /// its attempt gone and writes nothing more.
    pub attempt: i32,
    /// Who started it.
    pub started_by: UserId,
    /// When it started.
    pub started_at: NaiveDateTime,
    /// When it last said it was alive (or when it ended).
    pub heartbeat_at: NaiveDateTime,
    /// Score brackets paired so far.
    pub brackets_done: i32,
    /// Score brackets in all (0 while the engine has not begun).
    pub brackets: i32,
    /// Why it failed, as the job stored it (empty unless failed).
    pub failure: String,
}

/// Where a pairing job is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum JobState {
    /// Pairing (or stopped without a word, if its heartbeat is old).
    Running,
    /// The proposal is stored.
    Done,
    /// No proposal: [`PairingJobRow::failure`] says why.
    Failed,
}

impl JobState {
    /// The stored code.
    pub fn code(self) -> &'static str {
        match self {
            JobState::Running => "running",
            JobState::Done => "done",
            JobState::Failed => "failed",
        }
    }
}

impl PairingJobRow {
    /// The job's state (an unknown code reads as failed).
    pub fn state(&self) -> JobState {
        match self.state.as_str() {
            "running" => JobState::Running,
            "done" => JobState::Done,
            _ => JobState::Failed,
        }
    }
}

/// The job of round `round`, if one was ever started.
pub fn load(conn: &mut DbConnection, tournament_id: TournamentId, round: i32) -> QueryResult<Option<PairingJobRow>> {
    pairing_jobs::table
        .filter(pairing_jobs::tournament_id.eq(tournament_id))
        .filter(pairing_jobs::round.eq(round))
        .select(PairingJobRow::as_select())
        .first(conn)
        .optional()
}

/// Records round `round`'s job as started now by `user` (replacing an older
/// job of the round) with attempt `attempt`.
pub fn start(
    conn: &mut DbConnection,
    (tournament_id, round): (TournamentId, i32),
    user: UserId,
    attempt: i32,
    now: NaiveDateTime,
) -> QueryResult<()> {
    diesel::delete(
        pairing_jobs::table.filter(pairing_jobs::tournament_id.eq(tournament_id)).filter(pairing_jobs::round.eq(round)),
    )
    .execute(conn)?;
    diesel::insert_into(pairing_jobs::table)
        .values((
            pairing_jobs::tournament_id.eq(tournament_id),
            pairing_jobs::round.eq(round),
            pairing_jobs::state.eq(JobState::Running.code()),
            pairing_jobs::attempt.eq(attempt),
            pairing_jobs::started_by.eq(user),
            pairing_jobs::started_at.eq(now),
            pairing_jobs::heartbeat_at.eq(now),
            pairing_jobs::brackets_done.eq(0),
            pairing_jobs::brackets.eq(0),
            pairing_jobs::failure.eq(""),
        ))
        .execute(conn)?;
    Ok(())
}

/// The running job's attempt `attempt` (and no other) of round `round`.
macro_rules! this_attempt {
    ($tournament_id:expr, $round:expr, $attempt:expr) => {
        pairing_jobs::table
            .filter(pairing_jobs::tournament_id.eq($tournament_id))
            .filter(pairing_jobs::round.eq($round))
            .filter(pairing_jobs::attempt.eq($attempt))
            .filter(pairing_jobs::state.eq(JobState::Running.code()))
    };
}

/// The running job says it is alive and how far it is; false when it was
/// taken over (the row holds another attempt).
#[must_use = "whether it changed anything"]
pub fn beat(
    conn: &mut DbConnection,
    (tournament_id, round, attempt): (TournamentId, i32, i32),
    (done, total): (usize, usize),
    now: NaiveDateTime,
) -> QueryResult<bool> {
    let changed = diesel::update(this_attempt!(tournament_id, round, attempt))
        .set((
            pairing_jobs::heartbeat_at.eq(now),
            pairing_jobs::brackets_done.eq(as_int(done)),
            pairing_jobs::brackets.eq(as_int(total)),
        ))
        .execute(conn)?;
    Ok(changed == 1)
}

/// The running job ended: done, or failed for `failure`, with the score
/// brackets paired and in all. False when it was taken over meanwhile
/// (nothing is written then).
#[must_use = "whether it changed anything"]
pub fn finish(
    conn: &mut DbConnection,
    (tournament_id, round, attempt): (TournamentId, i32, i32),
    (state, failure): (JobState, &str),
    (done, total): (usize, usize),
    now: NaiveDateTime,
) -> QueryResult<bool> {
    let changed = diesel::update(this_attempt!(tournament_id, round, attempt))
        .set((
            pairing_jobs::state.eq(state.code()),
            pairing_jobs::failure.eq(failure),
            pairing_jobs::heartbeat_at.eq(now),
            pairing_jobs::brackets_done.eq(as_int(done)),
            pairing_jobs::brackets.eq(as_int(total)),
        ))
        .execute(conn)?;
    Ok(changed == 1)
}

/// A count as stored (saturating).
fn as_int(n: usize) -> i32 {
    i32::try_from(n).unwrap_or(i32::MAX)
}
