//! Pairing a Swiss round as a job: "Pair round N" (and "pair again") records
//! the job in the database and runs the Dutch engine in the background, not
//! inside the request. The request waits a moment ([`PAIRING_WAIT`]), enough
//! for a small event, and otherwise sends the arbiter to the round's page,
//! which follows the job ("Pairing round N… score bracket x of y") by
//! refreshing itself, or by asking [`status`] from JavaScript, until the
//! draft is ready. The job's row is taken with the tournament locked, so a
//! second click, a second arbiter or a second instance finds it running and
//! follows it instead; a job whose heartbeat stopped (its process was
//! killed) is stale after [`STALE_AFTER`] and the next request takes it over.

use crate::actions::PairRefusal;
use crate::actions::rounds::{self, RoundRefusal, Target, is_running, is_stale};
use crate::db::models::TournamentRow;
use crate::db::pairing_jobs::{JobState, PairingJobRow};
use crate::db::{self, DbConnection, TournamentId};
use crate::pairing::dutch::Progress;
use crate::web::access;
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::error::kept;
use crate::web::i18n::Tr;
use crate::web::parts::round_refusal::{refusal_message, said};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use chrono::NaiveDateTime;
use futures_util::future::{Either, select};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;

/// How often a running job writes its heartbeat and progress.
pub const HEARTBEAT: Duration = Duration::from_secs(1);
/// How long the request that starts a job waits for it before sending the
/// arbiter to the page that follows it: a small event is paired by then.
pub const PAIRING_WAIT: Duration = Duration::from_secs(3);
/// How often the page that follows a job refreshes itself without JavaScript.
const REFRESH_SECONDS: u32 = 2;

use crate::actions::rounds::JobKey;

/// Why a job ended without a proposal, kept in its row (as JSON) and said
/// in the language of whoever looks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failure {
    /// The round cannot be paired (the same refusals as ever).
    Refused(PairRefusal),
    /// Another reason: a message key and its named arguments.
    Message {
        /// The message key.
        key: String,
        /// Its arguments.
        args: Vec<(String, String)>,
    },
}

impl Failure {
    /// The failure an error of the job is (internal errors are logged and
    /// said as such).
    fn of(error: &AppError) -> Failure {
        let message = |key: &str, args: &[(&str, String)]| Failure::Message {
            key: key.to_string(),
            args: args.iter().map(|(k, v)| (k.to_string(), v.clone())).collect(),
        };
        match error {
            AppError::Conflict(key) | AppError::BadRequest(key) => message(key, &[]),
            AppError::DoneMeanwhile { key, args } => message(key, args),
            AppError::NotFound => message("error-not-found", &[]),
            AppError::Forbidden => message("error-forbidden", &[]),
            other => {
                tracing::error!("pairing job failed: {other}");
                message("error-internal", &[])
            }
        }
    }

    /// The failure an action's refusal is.
    fn of_refusal(refusal: &RoundRefusal) -> Failure {
        match refusal {
            RoundRefusal::Pair(refusal) => Failure::Refused(refusal.clone()),
            other => {
                let (key, args) = said(other);
                Failure::Message {
                    key: key.to_string(),
                    args: args.into_iter().map(|(k, v)| (k.to_string(), v)).collect(),
                }
            }
        }
    }

    /// The failure in the visitor's language.
    pub fn message(&self, tr: &Tr) -> String {
        match self {
            Failure::Refused(refusal) => refusal_message(tr, refusal),
            Failure::Message { key, args } => {
                let args: Vec<(&str, String)> = args.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
                tr.args(key, &args)
            }
        }
    }

    /// The failure as stored in the job's row.
    fn to_stored(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The failure stored in a job's row (an unreadable one as an internal error).
    pub fn from_stored(text: &str) -> Failure {
        serde_json::from_str(text)
            .unwrap_or_else(|_| Failure::Message { key: "error-internal".to_string(), args: Vec::new() })
    }
}

/// What a request to pair a round did.
pub enum Started {
    /// It started the job of this round; its outcome comes on the receiver.
    New(i32, oneshot::Receiver<Result<i32, Failure>>),
    /// The round's job was already running: nothing was started.
    AlreadyRunning(i32),
}

/// Takes the round's job row for a new attempt unless the job is running
/// ([`rounds::start_pairing_job`], which locks the tournament so that two
/// requests, perhaps on two instances, agree which of them starts it).
fn claim(
    c: &mut DbConnection,
    id: TournamentId,
    user: &SessionUser,
    target: Target,
    now: NaiveDateTime,
) -> Result<(i32, Option<i32>), AppError> {
    let t = access::load_for_write(c, id, user)?;
    rounds::start_pairing_job(c, user.id, &t, target, now).map_err(crate::web::parts::round_refusal::round_error)
}

/// Starts pairing a Swiss round as a job (see the module), or finds it
/// already running.
pub async fn start(
    state: &web::Data<AppState>,
    id: TournamentId,
    user: &SessionUser,
    target: Target,
) -> Result<Started, AppError> {
    let u = user.clone();
    let now = chrono::Utc::now().naive_utc();
    let (round, attempt) = transaction(state, move |c| claim(c, id, &u, target, now)).await?;
    let Some(attempt) = attempt else { return Ok(Started::AlreadyRunning(round)) };
    let (sender, receiver) = oneshot::channel();
    let (state, user) = (state.clone(), user.clone());
    actix_web::rt::spawn(async move {
        let outcome = run(&state, (id, round, attempt), &user, target).await;
        // The request may have stopped waiting: the page follows the row.
        let _ = sender.send(outcome);
    });
    Ok(Started::New(round, receiver))
}

/// Starts pairing (see [`start`]) and waits up to [`PAIRING_WAIT`] for the
/// job: the round's page once the draft is stored or while the job is still
/// running (the page follows it), the refusal as ever if it failed.
pub async fn pair_and_wait(
    req: &HttpRequest,
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    target: Target,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (round, receiver) = match start(state, id, &user, target).await? {
        Started::New(round, receiver) => (round, receiver),
        Started::AlreadyRunning(round) => {
            Ctx::set_flash(req, &ctx.tr.t1("pairing-job-running", "n", &round.to_string()));
            return Ok(see_other(&format!("/t/{id}/round/{round}")));
        }
    };
    match actix_web::rt::time::timeout(PAIRING_WAIT, receiver).await {
        Ok(Ok(Err(failure))) => Err(AppError::Refused(failure.message(&ctx.tr))),
        Ok(Ok(Ok(round))) => Ok(see_other(&format!("/t/{id}/round/{round}"))),
        // Still running (or its task was dropped: the page finds it stale).
        Ok(Err(_)) | Err(_) => Ok(see_other(&format!("/t/{id}/round/{round}"))),
    }
}

/// Runs the job: pairs the round (the draft and the job's end stored in one
/// transaction) while a heartbeat says how far it is; a failure is stored
/// in the job's row. Stops without a word if another attempt took the job over.
async fn run(state: &web::Data<AppState>, key: JobKey, user: &SessionUser, target: Target) -> Result<i32, Failure> {
    let progress = Arc::new(Progress::default());
    let pairing = std::pin::pin!(pair_next(state, key, user, target, progress.clone()));
    let beating = std::pin::pin!(heartbeat(state, key, &progress));
    let outcome = match select(pairing, beating).await {
        Either::Left((outcome, _)) => outcome,
        Either::Right(((), _)) => {
            return Err(Failure::Message {
                key: "pairing-job-stopped".into(),
                args: vec![("n".into(), key.1.to_string())],
            });
        }
    };
    let failure = match outcome {
        Ok(Ok(round)) => return Ok(round),
        Ok(Err(refusal)) => Failure::of_refusal(&refusal),
        Err(error) => Failure::of(&error),
    };
    let (stored, brackets, now) = (failure.to_stored(), progress.brackets(), chrono::Utc::now().naive_utc());
    let ended = transaction(state, move |c| {
        // Taken over meanwhile: the other attempt's row stays as it is.
        let _taken_over = kept(rounds::fail_pairing_job(c, key, &stored, brackets, now))?;
        Ok(())
    })
    .await;
    if let Err(e) = ended {
        tracing::error!("pairing job: its failure was not stored: {e}");
    }
    Err(failure)
}

/// The pairing itself ([`rounds::pair_next`]) on a worker thread, the
/// arbiter's right to write the tournament asked in each of its transactions.
async fn pair_next(
    state: &web::Data<AppState>,
    job: JobKey,
    user: &SessionUser,
    target: Target,
    progress: Arc<Progress>,
) -> Result<Result<i32, RoundRefusal>, AppError> {
    let (store, user) = (state.store.clone(), user.clone());
    let input = rounds::PairNext { job, by: user.id, target };
    web::block(move || {
        let writable = |c: &mut DbConnection| access::load_for_write(c, job.0, &user);
        rounds::pair_next(&store, input, writable, &progress, || chrono::Utc::now().naive_utc())
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?
}

/// Writes the job's heartbeat and progress every [`HEARTBEAT`] while the
/// job runs; returns when another attempt took the job over.
async fn heartbeat(state: &web::Data<AppState>, key: JobKey, progress: &Arc<Progress>) {
    loop {
        actix_web::rt::time::sleep(HEARTBEAT).await;
        let (brackets, now) = (progress.brackets(), chrono::Utc::now().naive_utc());
        match transaction(state, move |c| kept(rounds::beat_pairing_job(c, key, brackets, now))).await {
            Ok(Ok(true)) => {}
            Ok(Ok(false)) => return,
            // No action on a job refuses its heartbeat.
            Ok(Err(refusal)) => tracing::warn!("pairing job heartbeat: {refusal:?}"),
            // The database is away for a moment: the next beat tries again.
            Err(e) => tracing::warn!("pairing job heartbeat: {e}"),
        }
    }
}

/// The page that follows a running job.
#[derive(Template)]
#[template(path = "rounds/pairing.html")]
struct JobPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    /// Score brackets paired and in all (0 in all: not begun).
    done: i32,
    total: i32,
    /// The step, said ("Score bracket 3 of 9 paired.").
    step: String,
    /// How long it has been running, said.
    elapsed: String,
    /// Seconds between refreshes without JavaScript.
    refresh: u32,
}

/// The step and the time a job has run, in the visitor's language.
fn described(tr: &Tr, job: &PairingJobRow, now: NaiveDateTime) -> (String, String) {
    let step = match job.brackets {
        0 => tr.t("pairing-job-starting"),
        total => {
            tr.args("pairing-job-brackets", &[("done", job.brackets_done.to_string()), ("total", total.to_string())])
        }
    };
    let seconds = now.signed_duration_since(job.started_at).num_seconds().max(0);
    (step, tr.t1("pairing-job-elapsed", "seconds", &seconds.to_string()))
}

/// The job of round `round` if it is running at `now`, for the round's page.
pub fn running(
    c: &mut DbConnection,
    id: TournamentId,
    round: i32,
    now: NaiveDateTime,
) -> Result<Option<PairingJobRow>, AppError> {
    Ok(db::pairing_jobs::load(c, id, round)?.filter(|job| is_running(job, now)))
}

/// The round's page while its job runs: what it is doing, refreshing itself.
pub fn page(ctx: &Ctx, t: TournamentRow, job: &PairingJobRow, now: NaiveDateTime) -> Result<HttpResponse, AppError> {
    let (step, elapsed) = described(&ctx.tr, job, now);
    let (round, done, total) = (job.round, job.brackets_done, job.brackets);
    render(StatusCode::OK, &JobPage { ctx, t, round, done, total, step, elapsed, refresh: REFRESH_SECONDS })
}

/// The job of a round as an arbiter of the event may see it.
async fn load_job(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    round: i32,
) -> Result<(TournamentRow, Option<PairingJobRow>), AppError> {
    let user = ctx.require_user()?.clone();
    read(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok((t, db::pairing_jobs::load(c, id, round)?))
    })
    .await
}

/// `GET /t/{id}/round/{n}/pairing`: where the page that follows a job
/// refreshes to. While the job runs, the round's page (which shows it);
/// once done, the round's page with the draft; if it failed, the tournament's
/// page with the reason, as when pairing was refused at once; if it
/// stopped (stale), the tournament's page saying so, to pair again.
pub async fn follow(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let (_, job) = load_job(&ctx, &state, id, round).await?;
    let now = chrono::Utc::now().naive_utc();
    let message = match job {
        Some(job) if job.state() == JobState::Failed => Failure::from_stored(&job.failure).message(&ctx.tr),
        Some(job) if job.state() == JobState::Running && is_stale(&job, now) => {
            ctx.tr.t1("pairing-job-stopped", "n", &round.to_string())
        }
        _ => return Ok(see_other(&format!("/t/{id}/round/{round}"))),
    };
    Ctx::set_flash(&req, &message);
    Ok(see_other(&format!("/t/{id}")))
}

/// The job's status as [`status`] says it.
#[derive(Serialize)]
struct Status {
    /// `running`, `done`, `failed`, `stopped` (stale) or `none`.
    state: &'static str,
    /// Score brackets paired.
    brackets_done: i32,
    /// Score brackets in all (0: not begun).
    brackets: i32,
    /// Seconds since the job started.
    seconds: i64,
    /// The step, said in the visitor's language.
    step: String,
    /// The time it has run, said.
    elapsed: String,
    /// Where to go once it is not running.
    next: String,
}

/// `GET /t/{id}/round/{n}/pairing.json`: the round's job for the page's
/// script (arbiters of the event only).
pub async fn status(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let (_, job) = load_job(&ctx, &state, id, round).await?;
    let now = chrono::Utc::now().naive_utc();
    let next = format!("/t/{id}/round/{round}/pairing");
    let status = match &job {
        None => Status {
            state: "none",
            brackets_done: 0,
            brackets: 0,
            seconds: 0,
            step: String::new(),
            elapsed: String::new(),
            next,
        },
        Some(job) => {
            let (step, elapsed) = described(&ctx.tr, job, now);
            let state = match job.state() {
                JobState::Running if is_stale(job, now) => "stopped",
                other => other.code(),
            };
            let seconds = now.signed_duration_since(job.started_at).num_seconds().max(0);
            let (brackets_done, brackets) = (job.brackets_done, job.brackets);
            Status { state, brackets_done, brackets, seconds, step, elapsed, next }
        }
    };
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .insert_header(("Cache-Control", "no-store"))
        .body(serde_json::to_string(&status).unwrap_or_default()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failure_is_stored_and_read_back_as_the_same_message() {
        let tr = Tr::new(crate::web::i18n::Lang::En);
        let refused = Failure::Refused(PairRefusal::Prohibited(vec![("2 B, B".into(), "3 C, C".into())]));
        let back = Failure::from_stored(&refused.to_stored());
        assert_eq!(back, refused);
        assert_eq!(
            back.message(&tr),
            refusal_message(&tr, &PairRefusal::Prohibited(vec![("2 B, B".into(), "3 C, C".into())]))
        );
        let conflict = Failure::of(&AppError::Conflict("pair-changed-meanwhile"));
        assert_eq!(Failure::from_stored(&conflict.to_stored()).message(&tr), tr.t("pair-changed-meanwhile"));
        let taken_over = Failure::of_refusal(&RoundRefusal::JobTakenOver);
        assert_eq!(Failure::from_stored(&taken_over.to_stored()).message(&tr), tr.t("pair-changed-meanwhile"));
        let paired = Failure::of_refusal(&RoundRefusal::PairedMeanwhile { round: 2, by: Some("Anna".into()) });
        let said = tr.args("pair-just-paired-by", &[("round", "2".into()), ("name", "Anna".into())]);
        assert_eq!(Failure::from_stored(&paired.to_stored()).message(&tr), said);
        assert_eq!(Failure::from_stored("not json").message(&tr), tr.t("error-internal"));
    }
}
