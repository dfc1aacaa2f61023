//! Swiss rounds in the app: the next round proposed by the Dutch engine
//! (requested byes and withdrawals taken into account), changed by hand with
//! the checker's warnings, and published; and the event as a TRF file.

use crate::actions::StoredEvent;
use crate::actions::audit::audit;
use crate::actions::audit::{AuditEvent, BoardRef};
use crate::actions::{self, DraftRefusal, DraftReview, PairRefusal, Reseat};
use crate::db::byes::ByeRequestRow;
use crate::db::models::TournamentRow;
use crate::db::{self, BoardId, DbConnection, PlayerId, TournamentId};
use crate::tournament::{ByeKind, System};
use crate::trf::{self, EventHeader, Trf};
use crate::web::access;
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, read, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// Why a round could not be paired, in the visitor's language.
pub fn refusal_message(tr: &crate::web::i18n::Tr, refusal: &PairRefusal) -> String {
    match refusal {
        PairRefusal::MissingResults { round, boards } => {
            let boards = boards.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            tr.args(refusal.message_key(), &[("round", round.to_string()), ("boards", boards)])
        }
        PairRefusal::Prohibited(pairs) => {
            let pairs: Vec<String> = pairs.iter().map(|(a, b)| format!("{a} – {b}")).collect();
            tr.n_args(refusal.message_key(), pairs.len(), &[("pairs", pairs.join("; "))])
        }
        _ => tr.t(refusal.message_key()),
    }
}

/// The header of the event's TRF.
fn header(t: &TournamentRow) -> EventHeader {
    let kind = match t.system() {
        System::SwissDutch => "Individual: Swiss system (FIDE Dutch)",
        System::RoundRobin => "Individual: round robin",
        System::DoubleRoundRobin => "Individual: double round robin",
    };
    EventHeader {
        name: t.name.clone(),
        place: t.place.clone(),
        federation: t.federation.clone(),
        start_date: t.start_date.format("%Y/%m/%d").to_string(),
        end_date: t.end_date.format("%Y/%m/%d").to_string(),
        kind: kind.to_string(),
        kind_code: t.system().trf_code().to_string(),
        time_control: t.time_control.clone(),
        tiebreaks: String::new(),
    }
}

/// The event's published rounds as a TRF-2026 file: ranks by points and
/// the event's tie-breaks, which record 202 lists.
pub fn published_trf(event: &StoredEvent) -> Trf {
    let ranking = event.ranking(event.t.paired_rounds);
    let ranks: std::collections::HashMap<crate::tournament::PairingNumber, u32> = if event.t.paired_rounds > 0 {
        ranking.standings.iter().map(|s| (s.start_no, s.rank)).collect()
    } else {
        Default::default()
    };
    let tiebreaks = crate::standings::tiebreak::list_text(&ranking.tiebreaks, ",");
    let header = EventHeader { tiebreaks, ..header(&event.t) };
    trf::event_trf(&header, &event.record(event.t.paired_rounds, |no| ranks.get(&no).copied()))
}

/// How often the next round is paired again when the tournament changed
/// while the engine ran, before the arbiter is asked to try again.
const PAIRING_ATTEMPTS: usize = 3;

/// Which round [`pair_next`] pairs.
#[derive(Debug, Clone, Copy)]
pub enum Target {
    /// The next round; with the round the arbiter's page offered to pair,
    /// when the form said (another arbiter pairing it first is then a 409,
    /// however the two requests fall in time).
    Next(Option<i32>),
    /// The waiting draft of this round, paired again.
    Again(i32),
}

/// Proposes the next round of a Swiss event: stores the pairing numbers and
/// the round's boards as a draft (published rounds are untouched), or
/// replaces the waiting draft ([`Target::Again`]). The engine runs on a
/// snapshot read without the write lock (a 1000-player round takes seconds,
/// and result entry and public pages must not wait for it), saying in
/// `progress` how far it is; the proposal is then stored, with the end of
/// the pairing job `job`, in one short transaction that first checks that
/// nothing changed meanwhile, and pairs again if something did. Returns the
/// round. Runs as the job of [`crate::web::rounds::pairing_job`], never in a request.
pub async fn pair_next(
    state: &web::Data<AppState>,
    job: crate::web::rounds::pairing_job::JobKey,
    user: &SessionUser,
    target: Target,
    progress: std::sync::Arc<crate::pairing::dutch::Progress>,
) -> Result<Result<i32, PairRefusal>, AppError> {
    let id = job.0;
    let replacing = match target {
        Target::Again(round) => Some(round),
        Target::Next(_) => None,
    };
    let offered = match target {
        Target::Next(offered) => offered,
        Target::Again(_) => None,
    };
    for _ in 0..PAIRING_ATTEMPTS {
        let u = user.clone();
        let (mut event, requests, fingerprint) = read(state, move |c| {
            let event = match replacing {
                Some(round) => load_draft(c, id, round, &u)?,
                None => {
                    let t = access::load_for_write(c, id, &u)?;
                    if let Some(round) = offered {
                        refuse_if_paired_meanwhile(c, &t, round)?;
                    }
                    StoredEvent::load(c, t)?
                }
            };
            let requests = db::byes::for_round(c, id, event.t.paired_rounds + 1)?;
            Ok((event, requests, db::tournaments::fingerprint(c, id)?))
        })
        .await?;
        if replacing.is_some() {
            event.draft.clear();
        }
        let reporting = progress.clone();
        let proposed =
            web::block(move || actions::propose_round_reporting(&event, &requests, &reporting).map(|p| (p, requests)))
                .await
                .map_err(|e| AppError::Internal(e.to_string()))?;
        let (proposed, requests) = match proposed {
            Ok(done) => done,
            Err(refusal) => return Ok(Err(refusal)),
        };
        let (u, brackets) = (user.clone(), progress.brackets());
        let stored = transaction(state, move |c| {
            // Another arbiter pairing the same round (perhaps on another
            // instance) waits here, then finds the round paired.
            db::tournaments::lock(c, id)?;
            let t = access::load_for_write(c, id, &u)?;
            if replacing.is_none() {
                refuse_if_paired_meanwhile(c, &t, offered.unwrap_or(proposed.round))?;
            }
            let now = db::byes::for_round(c, id, t.paired_rounds + 1)?;
            if db::tournaments::fingerprint(c, id)? != fingerprint || !same_requests(&now, &requests) {
                return Ok(None);
            }
            if let Some(round) = replacing {
                db::boards::delete_round(c, id, round)?;
            }
            db::players::set_pairing_numbers(c, &proposed.numbers)?;
            if let (1, Some(last)) = (proposed.round, proposed.baku_last) {
                db::pairing_rules::fix_baku_group(c, id, last)?;
            }
            db::boards::insert_all(c, &proposed.boards)?;
            db::round_inputs::store(c, id, proposed.round, &proposed.made_from.to_stored())?;
            crate::web::rounds::pairing_job::finish_done(c, job, brackets)?;
            let (round, boards) = (proposed.round, proposed.boards.len());
            audit(c, id, u.id, AuditEvent::RoundProposed { round, boards })?;
            Ok(Some(round))
        })
        .await?;
        if let Some(round) = stored {
            return Ok(Ok(round));
        }
    }
    Err(AppError::Conflict("pair-changed-meanwhile"))
}

/// Refuses (409, naming who) when round `round` was paired while this
/// arbiter's pairing of it was being computed. Call with the tournament locked.
pub(in crate::web) fn refuse_if_paired_meanwhile(
    conn: &mut DbConnection,
    t: &TournamentRow,
    round: i32,
) -> Result<(), AppError> {
    if t.paired_rounds < round && db::boards::for_round(conn, t.id, round)?.is_empty() {
        return Ok(());
    }
    let round = round.to_string();
    Err(match db::audit::latest_author(conn, t.id)? {
        Some(name) => {
            AppError::DoneMeanwhile { key: "pair-just-paired-by", args: vec![("round", round), ("name", name)] }
        }
        None => AppError::DoneMeanwhile { key: "pair-just-paired", args: vec![("round", round)] },
    })
}

/// Whether two lists of requested byes are the same requests.
fn same_requests(a: &[ByeRequestRow], b: &[ByeRequestRow]) -> bool {
    let key = |r: &ByeRequestRow| (r.player_id, r.kind);
    a.len() == b.len() && a.iter().map(key).eq(b.iter().map(key))
}

/// Checks the draft of the next round, also against what it was paired from.
pub fn review(conn: &mut DbConnection, event: &StoredEvent) -> Result<DraftReview, AppError> {
    let round = event.t.paired_rounds + 1;
    let requests = db::byes::for_round(conn, event.t.id, round)?;
    let made_from = db::round_inputs::load(conn, event.t.id, round)?;
    Ok(actions::review(event, &requests, made_from.as_deref()))
}

/// Loads a tournament for a change to its draft round `round`.
pub(in crate::web) fn load_draft(
    conn: &mut DbConnection,
    id: TournamentId,
    round: i32,
    user: &SessionUser,
) -> Result<StoredEvent, AppError> {
    let t = access::load_for_write(conn, id, user)?;
    if round != t.paired_rounds + 1 {
        return Err(AppError::NotFound);
    }
    let event = StoredEvent::load(conn, t)?;
    if event.draft.is_empty() {
        return Err(AppError::NotFound);
    }
    Ok(event)
}

/// Runs one change to the draft of round `n` of tournament `id` in one
/// transaction (`change` gets the loaded event and the user), logs what it
/// returns (`None`: it logged itself), and sends the browser to `next`
/// (`None`: back to the draft).
async fn change_draft<F>(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, round): (TournamentId, i32),
    next: Option<String>,
    change: F,
) -> Result<HttpResponse, AppError>
where
    F: FnOnce(&mut DbConnection, &StoredEvent, &SessionUser) -> Result<Option<AuditEvent>, AppError> + Send + 'static,
{
    let user = ctx.require_user()?.clone();
    transaction(state, move |c| {
        let event = load_draft(c, id, round, &user)?;
        let Some(logged) = change(c, &event, &user)? else {
            return Ok(());
        };
        Ok(audit(c, id, user.id, logged)?)
    })
    .await?;
    Ok(see_other(&next.unwrap_or_else(|| format!("/t/{id}/round/{round}"))))
}

/// The publish form: a ticked confirmation when the checker warns, another
/// when the proposal is out of date.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PublishForm {
    confirm: String,
    confirm_out_of_date: String,
}

/// `POST /t/{id}/round/{n}/publish`: the proposed round becomes the round;
/// a proposal the checker warns about, or one made before a change to what
/// it was paired from, needs the confirmation ticked.
pub async fn publish(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<PublishForm>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    change_draft(&ctx, &state, (id, round), None, move |c, event, _| {
        let (confirmed, out_of_date) = (form.confirm == "yes", form.confirm_out_of_date == "yes");
        let published = actions::publish(event, &review(c, event)?, confirmed, out_of_date).map_err(draft_error)?;
        db::tournaments::set_paired(c, id, published.round, event.t.rounds)?;
        Ok(Some(AuditEvent::RoundPublished { round: published.round, boards: published.boards }))
    })
    .await
}

/// `POST /t/{id}/round/{n}/discard`: drops the proposed round.
pub async fn discard(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _form: CsrfForm<crate::web::accounts::sign_in::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    change_draft(&ctx, &state, (id, round), Some(format!("/t/{id}")), move |c, _, _| {
        db::boards::delete_round(c, id, round)?;
        db::round_inputs::delete(c, id, round)?;
        Ok(Some(AuditEvent::DraftDiscarded { round }))
    })
    .await
}

/// `POST /t/{id}/round/{n}/repair`: drops the proposed round and pairs it
/// again, as a job ([`crate::web::rounds::pairing_job`]).
pub async fn repair(
    req: actix_web::HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _form: CsrfForm<crate::web::accounts::sign_in::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    // Pairing logs the new proposal.
    crate::web::rounds::pairing_job::pair_and_wait(&req, &ctx, &state, id, Target::Again(round)).await
}

/// The exchange form: two pairing numbers.
#[derive(Deserialize)]
pub struct SwapForm {
    #[serde(default)]
    a: String,
    #[serde(default)]
    b: String,
}

/// A refused change to the draft as the error the visitor sees.
fn draft_error(refusal: DraftRefusal) -> AppError {
    match refusal {
        DraftRefusal::UnknownBoard => AppError::NotFound,
        other => AppError::BadRequest(other.message_key()),
    }
}

/// Stores the boards a change to the draft reseats.
fn reseat(c: &mut DbConnection, boards: &[Reseat]) -> Result<(), AppError> {
    for b in boards {
        db::boards::reseat(c, b.board_id, b.white_id, b.black_id)?;
    }
    Ok(())
}

/// `POST /t/{id}/round/{n}/swap`: exchanges two players' seats in the
/// proposed round (on one board: their colours). A player without a seat
/// (a late entry, say) takes the other's seat.
pub async fn swap(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<SwapForm>,
) -> Result<HttpResponse, AppError> {
    let parse = |s: &str| s.trim().parse::<i32>().map_err(|_| AppError::BadRequest("swap-unknown-player"));
    let (a_no, b_no) = (parse(&form.a)?, parse(&form.b)?);
    change_draft(&ctx, &state, path.into_inner(), None, move |c, event, _| {
        reseat(c, &actions::exchange_players(event, a_no, b_no).map_err(draft_error)?)?;
        Ok(Some(AuditEvent::PlayersExchanged { round: event.t.paired_rounds + 1, first: a_no, second: b_no }))
    })
    .await
}

/// The colour-exchange form: one board.
#[derive(Deserialize)]
pub struct BoardForm {
    #[serde(default)]
    board: String,
}

/// `POST /t/{id}/round/{n}/colours`: exchanges the colours on one board of the proposed round.
pub async fn swap_colours(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<BoardForm>,
) -> Result<HttpResponse, AppError> {
    let board_id: BoardId = form.board.parse().map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let (id, round) = path.into_inner();
    change_draft(&ctx, &state, (id, round), None, move |c, event, _| {
        let (change, board) = actions::exchange_colours(event, board_id).map_err(draft_error)?;
        reseat(c, &[change])?;
        Ok(Some(AuditEvent::ColoursExchanged { board: BoardRef::of(board) }))
    })
    .await
}

/// Which TRF to export.
#[derive(Deserialize)]
pub struct TrfQuery {
    /// `16` for TRF-16; anything else (or nothing) for TRF-2026.
    #[serde(default)]
    version: Option<String>,
}

/// `GET /t/{id}/export.trf[?version=16]`: the published rounds as a TRF file for rating.
pub async fn export_trf(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<TrfQuery>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let id = id.into_inner();
    let event = read(&state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await?;
    let file = published_trf(&event);
    let trf16 = query.version.as_deref() == Some("16");
    let text = trf::write(&if trf16 { trf::as_trf16(file) } else { file });
    let stem = crate::web::standings::exports::file_stem(&event.t.name, id);
    let name = format!("{stem}-{}.trf", if trf16 { "trf16" } else { "trf2026" });
    Ok(crate::web::standings::exports::download("text/plain; charset=utf-8", &name, text))
}

/// The bye-request form.
#[derive(Deserialize)]
pub struct ByeForm {
    #[serde(default)]
    player: String,
    #[serde(default)]
    round: String,
    #[serde(default)]
    kind: String,
}

/// `POST /t/{id}/byes`: a player asks for a half-point or zero-point bye in
/// a round not yet paired (`kind` = `none` withdraws the request).
pub async fn request_bye(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ByeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let player_id: PlayerId = form.player.parse().map_err(|_| AppError::BadRequest("bye-unknown-player"))?;
    let round: i32 = form.round.parse().map_err(|_| AppError::BadRequest("bye-bad-round"))?;
    let kind = match form.kind.as_str() {
        "none" => None,
        code => match code.parse::<ByeKind>() {
            Ok(k @ (ByeKind::HalfPoint | ByeKind::ZeroPoint | ByeKind::FullPoint)) => Some(k),
            _ => return Err(AppError::BadRequest("bye-bad-kind")),
        },
    };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        if t.system().is_round_robin() {
            return Err(AppError::BadRequest("bye-round-robin"));
        }
        let player = db::players::by_id(c, id, player_id)?.ok_or(AppError::BadRequest("bye-unknown-player"))?;
        let drafted = !db::boards::for_round(c, id, round)?.is_empty();
        if round <= t.paired_rounds || round > t.rounds || drafted {
            return Err(AppError::BadRequest("bye-bad-round"));
        }
        match kind {
            Some(k) => db::byes::request(c, id, player_id, round, k)?,
            // Cancelling a request the player does not have changes nothing: nothing to log.
            None if !db::byes::cancel(c, id, player_id, round)? => return Ok(()),
            None => {}
        }
        Ok(audit(c, id, user.id, AuditEvent::ByeRequest { player: player.name, round, kind })?)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/players#byes")))
}
