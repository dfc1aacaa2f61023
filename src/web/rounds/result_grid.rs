//! The whole round's results in one form, keyboard first: one short entry
//! per board (`1`, `=`, `0`, `+`, `-`, `--`), saved at once, each board
//! through [`actions::set_result`]: a board that holds the entry already is
//! left alone, a board someone else changed meanwhile keeps their result and
//! is reported.

use crate::actions::{self, Failed, NewResult, ResultRefusal, ResultSet, StoredEvent};
use crate::db;
use crate::db::models::TournamentRow;
use crate::db::{BoardId, TournamentId};
use crate::tournament::{BoardResult, GameResult};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::CsrfForm;
use crate::web::parts::board_lines::{BoardLine, board_lines};
use crate::web::parts::result_text::typed_result;
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use std::collections::HashMap;

/// What the grid shows for a stored result.
fn shown(result: BoardResult) -> &'static str {
    match result.game() {
        Some(GameResult::WhiteWins) => "1",
        Some(GameResult::Draw) => "=",
        Some(GameResult::BlackWins) => "0",
        Some(GameResult::WhiteWinsByForfeit) => "+",
        Some(GameResult::BlackWinsByForfeit) => "-",
        Some(GameResult::DoubleForfeit) => "--",
        Some(GameResult::Adjourned) => "?",
        Some(r) if r.less_than_one_move() || r.is_unusual() => r.code(),
        _ => "",
    }
}

/// One board of the grid.
pub struct GridLine {
    /// The pairing line.
    pub line: BoardLine,
    /// What the entry field holds.
    pub typed: String,
    /// Why this board's entry was not saved.
    pub error: String,
    /// The entry takes the focus: the first refused one, else the first.
    pub focus: bool,
    /// What the grid shows as stored (sent back as `o{board}`): an entry
    /// left as it was shown changes nothing, even if the board changed since.
    pub stored: &'static str,
}

#[derive(Template)]
#[template(path = "rounds/results.html")]
struct GridPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    lines: Vec<GridLine>,
    saved: String,
    /// The boards whose entries were not saved, and why, listed above the
    /// table (a message in a cell would widen it): board id, message.
    problems: Vec<(BoardId, String)>,
    /// Changing a result of this round is a correction FIDE mode asks to
    /// confirm: the form offers the box.
    corrections: bool,
}

/// The event whose published round `round` an arbiter's form of results
/// shows (this grid, the corrections for the rating report): 404 for a
/// round not published.
pub(super) async fn load(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    round: i32,
) -> Result<StoredEvent, AppError> {
    let user = ctx.require_user()?.clone();
    let event = read(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(StoredEvent::load(c, t)?)
    })
    .await?;
    crate::web::parts::board_lines::published_round(&event.t, round)?;
    Ok(event)
}

fn grid_page(
    ctx: &Ctx,
    event: &StoredEvent,
    round: i32,
    status: StatusCode,
    typed: &HashMap<String, String>,
    errors: &HashMap<BoardId, String>,
    saved: String,
) -> Result<HttpResponse, AppError> {
    let boards: Vec<_> = event.boards.iter().filter(|b| b.round == round && b.black_id.is_some()).cloned().collect();
    let mut lines: Vec<GridLine> = board_lines(ctx, event, &boards)
        .into_iter()
        .map(|line| {
            let id = line.board.id;
            let typed = typed.get(&format!("r{id}")).cloned().unwrap_or_else(|| shown(line.board.result).into());
            let stored = shown(line.board.result);
            GridLine { typed, error: errors.get(&id).cloned().unwrap_or_default(), line, focus: false, stored }
        })
        .collect();
    if let Some(first) = lines.iter().position(|g| !g.error.is_empty()).or((!lines.is_empty()).then_some(0)) {
        lines[first].focus = true;
    }
    let problems = lines.iter().filter(|g| !g.error.is_empty()).map(|g| (g.line.board.id, g.error.clone())).collect();
    let corrections = actions::asks_to_confirm_correction(&event.t, round);
    render(status, &GridPage { ctx, t: event.t.clone(), round, lines, saved, problems, corrections })
}

/// `GET /t/{id}/round/{n}/results`: the grid (arbiters).
pub async fn form(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let event = load(&ctx, &state, id, round).await?;
    grid_page(&ctx, &event, round, StatusCode::OK, &HashMap::new(), &HashMap::new(), String::new())
}

/// What saving the grid did.
struct Saved {
    count: usize,
    errors: HashMap<BoardId, String>,
    /// Some entry was not a result: nothing was saved.
    invalid: bool,
}

/// `POST /t/{id}/round/{n}/results`: enters every entry (`r{board}`
/// with the version `v{board}` read) in one transaction; an unreadable entry
/// refuses the whole grid, a board changed meanwhile is skipped and reported.
pub async fn save(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(fields): CsrfForm<HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let tr = ctx.tr;
    let typed = fields.clone();
    let saved = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        if round < 1 || round > t.paired_rounds {
            return Err(AppError::NotFound);
        }
        let boards = db::boards::for_round(c, id, round)?;
        let mut entries = Vec::new();
        let mut errors = HashMap::new();
        for b in boards.iter().filter(|b| b.black_id.is_some()) {
            let Some(text) = fields.get(&format!("r{}", b.id)) else { continue };
            // Left as shown: nothing to enter, whatever another arbiter did since.
            let shown_then = fields.get(&format!("o{}", b.id)).and_then(|o| typed_result(o));
            if shown_then.is_some() && typed_result(text) == shown_then {
                continue;
            }
            match typed_result(text) {
                Some(result) => entries.push((b, result)),
                None => {
                    let args = [("board", b.board_no.to_string()), ("typed", text.trim().to_string())];
                    errors.insert(b.id, tr.args("results-grid-invalid", &args));
                }
            }
        }
        // Corrections not confirmed (FIDE mode): nothing is saved, the
        // entries stay as typed, and the box is pointed out.
        let correction_confirmed = fields.get("confirm_correction").is_some_and(|v| v == "yes");
        if !correction_confirmed && actions::asks_to_confirm_correction(&t, round) {
            for (b, result) in &entries {
                let paired = t.paired_rounds;
                let refusal = match (actions::is_correction(&t, b), actions::breaks_adjournment(&t, b, *result)) {
                    (true, _) => ResultRefusal::CorrectionNotConfirmed { round, paired },
                    (false, true) => ResultRefusal::AdjournedNotDrawn { round, paired },
                    (false, false) => continue,
                };
                let board = tr.t1("results-grid-board", "n", &b.board_no.to_string());
                let said = format!("{board}: {} {}", refusal.message(&tr), tr.t("results-grid-correction-tick"));
                errors.insert(b.id, said);
            }
        }
        if !errors.is_empty() {
            return Ok(Saved { count: 0, errors, invalid: true });
        }
        let mut count = 0;
        for (b, result) in entries {
            let version: i32 = fields.get(&format!("v{}", b.id)).and_then(|v| v.parse().ok()).unwrap_or(-1);
            let entry = NewResult { board: b.id, version, result, reason: None, correction_confirmed };
            match actions::set_result(c, user.id, &t, entry) {
                Ok(ResultSet::Stored(_)) => count += 1,
                Ok(ResultSet::Unchanged(_)) => {}
                Err(Failed::Refused(refusal)) => {
                    let current = match refusal {
                        ResultRefusal::ChangedMeanwhile { current } => current,
                        _ => b.result,
                    };
                    let current = current.game().map_or("", GameResult::symbol);
                    let args = [("board", b.board_no.to_string()), ("current", current.to_string())];
                    errors.insert(b.id, tr.args("results-grid-conflict", &args));
                }
                Err(Failed::Db(e)) => return Err(AppError::Db(e)),
            }
        }
        Ok(Saved { count, errors, invalid: false })
    })
    .await?;
    if saved.errors.is_empty() {
        return Ok(see_other(&format!("/t/{id}/round/{round}")));
    }
    let event = load(&ctx, &state, id, round).await?;
    // Unreadable entries: everything stays as typed, to be corrected. Boards
    // changed meanwhile: every board shows what is stored now.
    let (status, typed, message) = if saved.invalid {
        (StatusCode::UNPROCESSABLE_ENTITY, typed, String::new())
    } else {
        (StatusCode::CONFLICT, HashMap::new(), ctx.tr.n("results-grid-saved", saved.count))
    };
    grid_page(&ctx, &event, round, status, &typed, &saved.errors, message)
}
