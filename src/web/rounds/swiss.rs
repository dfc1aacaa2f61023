//! Swiss rounds in the app: the next round proposed by the Dutch engine
//! (requested byes and withdrawals taken into account), changed by hand with
//! the checker's warnings, and published; and the event as a TRF file.

use crate::actions::rounds::{self, Publish, RoundRefusal, Target};
use crate::actions::{DraftRefusal, DraftReview, Failed, PublishConfirmed, StoredEvent};
use crate::db::models::TournamentRow;
use crate::db::{BoardId, DbConnection, TournamentId};
use crate::trf::{self, EventHeader, Trf};
use crate::web::access;
use crate::web::ctx::{Ctx, SessionUser};
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::parts::board_lines::board_lines;
use crate::web::parts::round_refusal::round_error;
use crate::web::rounds::draft::PublishLastStep;
use crate::web::view::see_other;
use crate::web::{AppState, read, transaction};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// The event's published rounds as a TRF-2026 file with `header` (the
/// report's records, [`crate::actions::rating_report::report_header`]):
/// ranks by points and the event's tie-breaks, which record 202 lists.
pub fn published_trf(event: &StoredEvent, header: EventHeader) -> Trf {
    let ranking = event.ranking(event.t.paired_rounds);
    let ranks: std::collections::HashMap<crate::tournament::PairingNumber, u32> = if event.t.paired_rounds > 0 {
        ranking.standings.iter().map(|s| (s.start_no, s.rank)).collect()
    } else {
        Default::default()
    };
    let tiebreaks = crate::standings::tiebreak::trf_list_text(&ranking.tiebreaks);
    let header = EventHeader { tiebreaks, ..header };
    trf::event_trf(&header, &event.record(event.t.paired_rounds, |no| ranks.get(&no).copied()))
}

/// Checks the draft of the next round, also against what it was paired from.
pub fn review(conn: &mut DbConnection, event: &StoredEvent) -> Result<DraftReview, AppError> {
    Ok(rounds::review_draft(conn, event)?)
}

/// Runs `change`, one action on the draft of round `n` of tournament `id`,
/// in one transaction, and sends the browser to `next` (`None`: back to the draft).
async fn change_draft<F>(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, round): (TournamentId, i32),
    next: Option<String>,
    change: F,
) -> Result<HttpResponse, AppError>
where
    F: FnOnce(&mut DbConnection, &SessionUser, &TournamentRow) -> Result<(), crate::actions::Failed<RoundRefusal>>
        + Send
        + 'static,
{
    let user = ctx.require_user()?.clone();
    transaction(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        change(c, &user, &t).map_err(round_error)
    })
    .await?;
    Ok(see_other(&next.unwrap_or_else(|| format!("/t/{id}/round/{round}"))))
}

/// The publish form: a ticked confirmation when the checker warns, another
/// when the proposal is out of date, and for a pairing other than the
/// engine's in FIDE mode `yes` at the first step, `final` at the last.
#[derive(Deserialize, Default)]
#[serde(default)]
pub struct PublishForm {
    confirm: String,
    confirm_out_of_date: String,
    confirm_mpa: String,
}

/// `POST /t/{id}/round/{n}/publish`: the proposed round becomes the round;
/// a proposal the checker warns about, or one made before a change to what
/// it was paired from, needs the confirmation ticked; in FIDE mode, one that
/// is not the engine's pairing needs two steps, the last on the draft page
/// with the seats that differ (Level 4).
pub async fn publish(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(form): CsrfForm<PublishForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let confirmed = PublishConfirmed {
        warnings: form.confirm == "yes",
        out_of_date: form.confirm_out_of_date == "yes",
        manual_pairing: form.confirm_mpa == "final",
    };
    let first_step_done = form.confirm_mpa == "yes";
    let input = Publish { round, confirmed };
    let last_step = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match rounds::publish_round(c, user.id, &t, input) {
            Ok(_) => Ok(None),
            Err(Failed::Refused(RoundRefusal::Draft(DraftRefusal::ManualPairingNotConfirmed))) if first_step_done => {
                let event = StoredEvent::load(c, t)?;
                let review = review(c, &event)?;
                Ok(Some((event, review)))
            }
            Err(failed) => Err(round_error(failed)),
        }
    })
    .await?;
    let Some((event, review)) = last_step else {
        crate::web::parts::letters::mail_round(ctx.tr, &req, &state, id, round).await;
        return Ok(see_other(&format!("/t/{id}/round/{round}")));
    };
    let lines = board_lines(&ctx, &event, &event.draft);
    let step = PublishLastStep { warnings: confirmed.warnings, out_of_date: confirmed.out_of_date };
    crate::web::rounds::draft::page(&ctx, &event, review, lines, Some(step))
}

/// The form that starts a round for pairing by hand: the round the page offered.
#[derive(Deserialize)]
pub struct StartByHandForm {
    round: i32,
}

/// `POST /t/{id}/pair-by-hand`: starts the next round of a Swiss event for
/// pairing by hand (when the engine finds no pairing, or by choice): a
/// draft with every present player seated in score order, which the
/// arbiter changes and publishes as any proposed round.
pub async fn start_by_hand(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<StartByHandForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let round = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::start_by_hand(c, user.id, &t, form.round).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}

/// `POST /t/{id}/round/{n}/discard`: drops the proposed round.
pub async fn discard(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    _form: CsrfForm<crate::web::forms::EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    change_draft(&ctx, &state, (id, round), Some(format!("/t/{id}")), move |c, user, t| {
        rounds::discard_round(c, user.id, t, round)
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
    _form: CsrfForm<crate::web::forms::EmptyForm>,
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
    let (id, round) = path.into_inner();
    change_draft(&ctx, &state, (id, round), None, move |c, user, t| {
        rounds::swap_players(c, user.id, t, (round, a_no, b_no))
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
    change_draft(&ctx, &state, (id, round), None, move |c, user, t| {
        rounds::swap_colours(c, user.id, t, (round, board_id))
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

/// The adjourned games (round, board) the final TRF report waits for.
#[derive(Debug)]
struct OpenAdjournments(Vec<(i32, i32)>);

impl crate::web::error::Worded for OpenAdjournments {
    fn message(&self, tr: &crate::web::i18n::Tr) -> String {
        let boards = self.0.iter().map(|(round, board)| {
            tr.args("trf-final-adjourned-board", &[("round", round.to_string()), ("board", board.to_string())])
        });
        tr.n_args("trf-final-adjourned", self.0.len(), &[("boards", boards.collect::<Vec<_>>().join(", "))])
    }

    fn status(&self) -> actix_web::http::StatusCode {
        actix_web::http::StatusCode::CONFLICT
    }
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
    let (event, header, breaches) = read(&state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        let event = StoredEvent::load(c, t)?;
        let header = crate::actions::rating_report::report_header(c, &event)?;
        Ok((event, header, crate::db::integrity::for_tournament(c, id)?))
    })
    .await?;
    // The final report waits for every adjourned game's result (checklist Q169).
    let open: Vec<(i32, i32)> =
        event.boards.iter().filter(|b| b.is_adjourned_game()).map(|b| (b.round, b.board_no)).collect();
    if event.t.paired_rounds >= event.t.rounds && !open.is_empty() {
        return Err(AppError::Refusal(Box::new(OpenAdjournments(open))));
    }
    let mut file = published_trf(&event, header);
    // The pairing-integrity breaching events, as `###` lines.
    file.comments = breaches.iter().map(crate::tournament::Breach::trf_comment).collect();
    let trf16 = query.version.as_deref() == Some("16");
    let text = trf::write(&if trf16 { trf::as_trf16(file) } else { file });
    let stem = crate::web::download::file_stem(&event.t.name, id);
    let name = format!("{stem}-{}.trf", if trf16 { "trf16" } else { "trf2026" });
    Ok(crate::web::download::download("text/plain; charset=utf-8", &name, text))
}
