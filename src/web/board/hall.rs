//! The hall of boards: every game of a published round as a small diagram
//! (drawn on the server as SVG) with the last move, both clocks when the
//! arbiters keep them, and the result; each links to its game page. The
//! boards come from the round's broadcast feed ([`super::feed::rendered`]),
//! rendered once per change of the round's data. Without JavaScript the
//! page reloads itself every [`REFRESH_SECONDS`]; with it, `boards.js` asks
//! the page again as often, gets a 304 while nothing changed (the page's
//! `ETag` is the data's version) and replaces the boards that did.

use crate::chess::feed;
use crate::chess::notation;
use crate::db::models::TournamentRow;
use crate::db::{BoardId, TournamentId};
use crate::tournament::GameResult;
use crate::web::AppState;
use crate::web::board::clock::clock_text;
use crate::web::board::feed::{Feeds, Rendered, names_etag, rendered};
use crate::web::board::game::{glyph, style_of};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use actix_web::http::header;
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use shakmaty::{Position, Square};

/// Seconds between two looks at the round: the page's reload without
/// JavaScript, the script's poll with it.
pub const REFRESH_SECONDS: u32 = 30;

/// Seconds between the script's polls (a 304 costs little).
pub const POLL_SECONDS: u32 = 10;

/// A piece on a diagram: its column and row from the top left (White at the
/// bottom), its glyph and its colour.
struct Piece {
    x: u8,
    y: u8,
    glyph: &'static str,
    white: bool,
}

/// A board's position, drawn small.
struct Diagram {
    pieces: Vec<Piece>,
    /// The squares of the last move (from, to) as column and row.
    last: Vec<(u8, u8)>,
    /// What the diagram shows, for screen readers.
    label: String,
}

/// One player of a board: name, title and rating, and the clock.
struct Player {
    name: String,
    title: String,
    elo: String,
    /// `H:MM:SS` after the player's last move (empty: no clock kept).
    clock: String,
}

/// One board of the hall.
struct HallBoard {
    number: i32,
    /// The game page.
    link: String,
    white: Player,
    black: Player,
    /// None for a board without a recorded game.
    diagram: Option<Diagram>,
    /// `23. Nf3`, in the visitor's notation (empty: no move yet).
    last_move: String,
    /// The result, or whether the game goes on or has not started.
    result: String,
    /// Whether the game has a result.
    finished: bool,
}

#[derive(Template)]
#[template(path = "rounds/boards.html")]
struct HallPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    round: i32,
    boards: Vec<HallBoard>,
    /// The page's `ETag`, which the script compares.
    version: String,
    refresh: u32,
    poll: u32,
}

/// The square's column and row on a diagram with White at the bottom.
fn spot(sq: Square) -> (u8, u8) {
    (u8::from(sq.file()), 7 - u8::from(sq.rank()))
}

fn diagram(ctx: &Ctx, board: &feed::Board, last_move: &str) -> Diagram {
    let pos = board.game.position();
    let pieces = pos
        .board()
        .iter()
        .map(|(sq, p)| {
            let (x, y) = spot(sq);
            Piece { x, y, glyph: glyph(p), white: p.color.is_white() }
        })
        .collect();
    let last = match board.game.moves().last() {
        Some(m) => m.m.from().into_iter().chain([m.m.to()]).map(spot).collect(),
        None => Vec::new(),
    };
    let n = board.number.to_string();
    let label = match last_move.is_empty() {
        true => ctx.tr.t1("hall-boards-start", "board", &n),
        false => ctx.tr.args("hall-boards-position", &[("board", n), ("move", last_move.to_string())]),
    };
    Diagram { pieces, last, label }
}

fn player(side: &crate::chess::pgn::Side, clock: Option<u64>) -> Player {
    Player {
        name: side.name.clone(),
        title: side.title.clone(),
        elo: side.elo.map(|e| e.to_string()).unwrap_or_default(),
        clock: clock.map(|ms| clock_text(i64::try_from(ms).unwrap_or(i64::MAX))).unwrap_or_default(),
    }
}

/// The round's boards as the hall shows them, in board order.
fn hall_boards(ctx: &Ctx, tid: TournamentId, feed: &Rendered) -> Vec<HallBoard> {
    let style = style_of(None, ctx.lang());
    feed.round
        .boards
        .iter()
        .filter_map(|b| {
            let &(id, recorded): &(BoardId, bool) = feed.boards.get(&b.number)?;
            let last_move = match b.last_move() {
                Some(m) if m.white => format!("{}. {}", m.number, notation::display(&m.san, style)),
                Some(m) => format!("{}... {}", m.number, notation::display(&m.san, style)),
                None => String::new(),
            };
            let (white_clock, black_clock) = b.last_clocks();
            let finished = b.result != GameResult::Pending;
            let result = match (finished, last_move.is_empty()) {
                (true, _) => crate::web::parts::board_lines::shown_result(&ctx.tr, b.result),
                (false, true) => ctx.tr.t("hall-boards-not-started"),
                (false, false) => ctx.tr.t("hall-boards-playing"),
            };
            Some(HallBoard {
                number: b.number,
                link: format!("/t/{tid}/boards/{id}/game"),
                white: player(&b.white, white_clock),
                black: player(&b.black, black_clock),
                diagram: recorded.then(|| diagram(ctx, b, &last_move)),
                last_move,
                result,
                finished,
            })
        })
        .collect()
}

/// `GET /t/{id}/round/{n}/boards`: the hall of boards of a published round
/// (404 before it is published). A client naming the page's `ETag` gets a 304
/// while the round's data is unchanged.
pub async fn page(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    feeds: web::Data<Feeds>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    let (t, feed) = rendered(&state, &feeds, tid, round).await?;
    // The page also shows who is signed in, in which language.
    let user = ctx.user.as_ref().map_or_else(String::new, |u| u.id.to_string());
    let version = format!("W/\"{}.{}.{user}\"", feed.version, ctx.tr.lang.code());
    // A page carrying a message for this visitor is always sent whole.
    let fresh = ctx.flash.is_none() && names_etag(&req, &version) == Some(true);
    let mut res = if fresh { HttpResponse::NotModified() } else { HttpResponse::Ok() };
    res.insert_header((header::ETAG, version.clone()))
        .insert_header(header::CacheControl(vec![header::CacheDirective::NoCache, header::CacheDirective::Private]));
    if fresh {
        return Ok(res.finish());
    }
    let make = || -> Result<Bytes, AppError> {
        let boards = hall_boards(&ctx, tid, &feed);
        let page = HallPage {
            ctx: &ctx,
            t,
            round,
            boards,
            version: version.clone(),
            refresh: REFRESH_SECONDS,
            poll: POLL_SECONDS,
        };
        Ok(Bytes::from(page.render()?))
    };
    // What an anonymous visitor sees is the same for all of them: made once per version.
    let body = match (&ctx.user, &ctx.flash) {
        (None, None) => feeds.halls.get(&format!("{tid}/{round} {}", ctx.tr.lang.code()), &version, make)?,
        _ => make()?,
    };
    Ok(res.content_type("text/html; charset=utf-8").body(body))
}
