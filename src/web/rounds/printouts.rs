//! Printouts an arbiter pins up or hands out, A4 from the browser's print:
//! a round's pairing list by board and by name ("where do I play?") and
//! result slips (pairing cards) one per board. Public where the data is: a
//! proposed round's printouts are its arbiters'. (The players list by
//! rating is the players area's.)

use crate::actions::StoredEvent;
use crate::db::TournamentId;
use crate::db::models::{BoardRow, TournamentRow};
use crate::web::access;
use crate::web::address::AddressQr;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::parts::board_lines::{BoardLine, board_lines};
use crate::web::view::render;
use crate::web::{AppState, read};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// Which printout of a round: `boards` (the default), `alphabetical` or `slips`.
#[derive(Deserialize)]
pub struct PrintQuery {
    what: Option<String>,
}

/// One player's line of the alphabetical pairing list.
struct Seat {
    name: String,
    no: u32,
    board: i32,
    /// `White`, `Black`, or the bye (translated).
    colour: String,
    opponent: String,
    opponent_no: u32,
}

#[derive(Template)]
#[template(path = "print/round.html")]
struct RoundPrint<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    /// The round's scheduled start, local, or empty.
    start: String,
    /// `boards`, `alphabetical` or `slips`.
    what: &'static str,
    /// The printout's name.
    heading: String,
    /// The round is proposed, not yet published.
    draft: bool,
    lines: Vec<BoardLine>,
    seats: Vec<Seat>,
    /// The tournament's public address and its QR code, on the pairing lists.
    qr: AddressQr,
    /// "Chess960 position 518: RNBQKBNR" for a Chess960 event, else empty.
    chess960: String,
}

/// The players of a round by name, each with board, colour and opponent.
fn seats(ctx: &Ctx, lines: &[BoardLine]) -> Vec<Seat> {
    let (white, black) = (ctx.tr.t("col-white"), ctx.tr.t("col-black"));
    let mut seats = Vec::with_capacity(lines.len() * 2);
    for l in lines {
        let board = l.board.board_no;
        if l.board.black_id.is_none() {
            let (name, no, colour) = (l.white.clone(), l.white_no, l.bye.clone());
            seats.push(Seat { name, no, board, colour, opponent: String::new(), opponent_no: 0 });
            continue;
        }
        seats.push(Seat {
            name: l.white.clone(),
            no: l.white_no,
            board,
            colour: white.clone(),
            opponent: l.black.clone(),
            opponent_no: l.black_no,
        });
        seats.push(Seat {
            name: l.black.clone(),
            no: l.black_no,
            board,
            colour: black.clone(),
            opponent: l.white.clone(),
            opponent_no: l.white_no,
        });
    }
    seats.sort_by(|a, b| a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.no.cmp(&b.no)));
    seats
}

/// `GET /t/{id}/round/{n}/print?what=boards|alphabetical|slips`: a round's
/// printout; a proposed round's only for its arbiters (404 for others).
pub async fn round(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    query: web::Query<PrintQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, round) = path.into_inner();
    let (what, heading) = match query.what.as_deref() {
        None | Some("boards") => ("boards", "print-boards"),
        Some("alphabetical") => ("alphabetical", "print-alphabetical"),
        Some("slips") => ("slips", "print-slips"),
        Some(_) => return Err(AppError::NotFound),
    };
    let user = ctx.user.clone();
    let (event, write, start, variant) = read(&state, move |c| {
        let (t, access) = access::load(c, id, user.as_ref())?;
        let start =
            crate::db::tournaments::schedule(c, id)?.into_iter().find(|(n, _)| *n == round).and_then(|(_, at)| at);
        let variant = crate::db::variants::Variant::of(c, &t)?;
        Ok((StoredEvent::load(c, t)?, access.write, start, variant))
    })
    .await?;
    let published = (1..=event.t.paired_rounds).contains(&round);
    let draft = !published && write && round == event.t.paired_rounds + 1 && !event.draft.is_empty();
    let boards: Vec<BoardRow> = if published {
        event.boards.iter().filter(|b| b.round == round).cloned().collect()
    } else if draft {
        event.draft.clone()
    } else {
        return Err(crate::web::parts::board_lines::unpublished(&event.t, round));
    };
    let lines = board_lines(&ctx, &event, &boards);
    let seats = if what == "alphabetical" { seats(&ctx, &lines) } else { Vec::new() };
    let start = start.map(|at| crate::web::view::local_time(&event.t, at)).unwrap_or_default();
    let heading = ctx.tr.t(heading);
    let qr = AddressQr::of(&ctx.tr, &state, &req, id);
    let chess960 = super::round::chess960_line(&ctx, variant, round);
    let page = RoundPrint { ctx: &ctx, t: event.t, round, start, what, heading, draft, lines, seats, qr, chess960 };
    render(StatusCode::OK, &page)
}
