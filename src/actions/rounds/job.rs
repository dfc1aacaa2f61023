//! The bookkeeping of a pairing job: its row is taken with the tournament
//! locked, so that two requests (perhaps on two instances) agree which of
//! them starts it; a running job writes a heartbeat; a job whose heartbeat
//! stopped (its process was killed) is stale after [`STALE_AFTER`] and the
//! next request takes it over. Every write names the job's attempt, so a
//! job taken over writes nothing more.

use super::{RoundRefusal, Target, refuse_if_paired_meanwhile};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::pairing_jobs::{JobState, PairingJobRow};
use crate::db::{self, DbConnection, TournamentId, UserId};
use chrono::NaiveDateTime;
use std::time::Duration;

/// A running job whose heartbeat is older than this has stopped (its
/// process was killed): the next request to pair the round takes it over.
pub const STALE_AFTER: Duration = Duration::from_secs(30);

/// The job's identity: tournament, round and attempt. Every write of a job
/// names its attempt, so a job taken over writes nothing more.
pub type JobKey = (TournamentId, i32, i32);

/// Whether a job's heartbeat is older than [`STALE_AFTER`] at `now`.
pub fn is_stale(job: &PairingJobRow, now: NaiveDateTime) -> bool {
    now.signed_duration_since(job.heartbeat_at).to_std().is_ok_and(|age| age > STALE_AFTER)
}

/// Whether `job` is running at `now` (not ended, not stale).
pub fn is_running(job: &PairingJobRow, now: NaiveDateTime) -> bool {
    job.state() == JobState::Running && !is_stale(job, now)
}

/// The attempt a new job of a round takes, or `None` when its job is
/// running and must be followed rather than started again.
pub fn next_attempt(job: Option<&PairingJobRow>, now: NaiveDateTime) -> Option<i32> {
    match job {
        Some(job) if is_running(job, now) => None,
        Some(job) => Some(job.attempt + 1),
        None => Some(1),
    }
}

/// Takes the job row of the round `target` pairs for a new attempt by `by`,
/// unless the job is running, with the tournament's lock taken, so that two
/// requests (perhaps on two instances) agree which of them starts it. Returns the round and the attempt taken (none: the job
/// runs already and is to be followed). A draft paired again that is not
/// waiting is [`RoundRefusal::NotFound`].
pub fn start_pairing_job(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    target: Target,
    now: NaiveDateTime,
) -> Result<(i32, Option<i32>), Failed<RoundRefusal>> {
    let t = &super::locked(conn, t)?;
    let round = match target {
        Target::Next(offered) => {
            if let Some(offered) = offered {
                refuse_if_paired_meanwhile(conn, t, offered)?;
            }
            t.paired_rounds + 1
        }
        Target::Again(round) if round == t.paired_rounds + 1 => round,
        Target::Again(_) => return refuse(RoundRefusal::NotFound),
    };
    let attempt = next_attempt(db::pairing_jobs::load(conn, t.id, round)?.as_ref(), now);
    if let Some(attempt) = attempt {
        db::pairing_jobs::start(conn, (t.id, round), by, attempt, now)?;
    }
    Ok((round, attempt))
}

/// The job ended with its draft (in the transaction that stores the
/// draft); refused when another attempt took the job over meanwhile.
/// `brackets`: the score brackets paired and in all.
pub(super) fn finish_pairing_job(
    conn: &mut DbConnection,
    key: JobKey,
    brackets: (usize, usize),
    now: NaiveDateTime,
) -> Result<(), Failed<RoundRefusal>> {
    match db::pairing_jobs::finish(conn, key, (JobState::Done, ""), brackets, now)? {
        true => Ok(()),
        false => refuse(RoundRefusal::JobTakenOver),
    }
}

/// The job ended without a draft, for `failure` (as stored); false when it
/// was taken over meanwhile (nothing is written then).
pub fn fail_pairing_job(
    conn: &mut DbConnection,
    key: JobKey,
    failure: &str,
    brackets: (usize, usize),
    now: NaiveDateTime,
) -> Result<bool, Failed<RoundRefusal>> {
    Ok(db::pairing_jobs::finish(conn, key, (JobState::Failed, failure), brackets, now)?)
}

/// The running job's heartbeat and progress; false when another attempt
/// took the job over (nothing is written then).
pub fn beat_pairing_job(
    conn: &mut DbConnection,
    key: JobKey,
    brackets: (usize, usize),
    now: NaiveDateTime,
) -> Result<bool, Failed<RoundRefusal>> {
    Ok(db::pairing_jobs::beat(conn, key, brackets, now)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn job(state: JobState, heartbeat_seconds_ago: i64, now: NaiveDateTime) -> PairingJobRow {
        PairingJobRow {
            tournament_id: TournamentId(1),
            round: 2,
            state: state.code().to_string(),
            attempt: 4,
            started_by: UserId(1),
            started_at: now - chrono::Duration::seconds(300),
            heartbeat_at: now - chrono::Duration::seconds(heartbeat_seconds_ago),
            brackets_done: 0,
            brackets: 0,
            failure: String::new(),
        }
    }

    #[test]
    fn a_running_job_is_followed_and_a_stale_or_ended_one_started_again() {
        let now = chrono::Utc::now().naive_utc();
        let stale = STALE_AFTER.as_secs() as i64;
        assert_eq!(next_attempt(None, now), Some(1), "the first job");
        assert_eq!(next_attempt(Some(&job(JobState::Running, 0, now)), now), None, "running: followed");
        assert_eq!(next_attempt(Some(&job(JobState::Running, stale, now)), now), None, "not stale yet");
        assert_eq!(next_attempt(Some(&job(JobState::Running, stale + 1, now)), now), Some(5), "stale: taken over");
        assert_eq!(next_attempt(Some(&job(JobState::Done, 0, now)), now), Some(5), "paired again");
        assert_eq!(next_attempt(Some(&job(JobState::Failed, 0, now)), now), Some(5), "tried again");
    }
}
