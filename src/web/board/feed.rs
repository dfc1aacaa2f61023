//! A round's live feed for broadcasts (lichess and other relays): the
//! round's games as one PGN file and one per game, and the DGT LiveChess
//! JSON layout (a round index, one file per game), public once the round is
//! published. The files are built by [`crate::chess::feed`] from the round's
//! data, rendered once per change of that data ([`db::games::round_fingerprint`])
//! and kept in the page cache, so that spectators polling every few seconds
//! cost a few small queries each; every answer carries an `ETag` and a
//! `Last-Modified` (when this instance rendered it) and an unchanged file is
//! a 304 to a client that names its `ETag`.

use crate::actions::StoredEvent;
use crate::chess::{Game, feed};
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, TournamentId};
use crate::tournament::GameResult;
use crate::web::access;
use crate::web::board::game::{move_clocks, pgn_side, pgn_site, round_day};
use crate::web::error::AppError;
use crate::web::page_cache;
use crate::web::parts::board_lines::published_round;
use crate::web::{AppState, visitor_read};
use actix_web::http::header::{self, HttpDate};
use actix_web::web::Bytes;
use actix_web::{HttpRequest, HttpResponse, web};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::sync::Arc;
use std::time::{Duration, SystemTime};

/// One file of the feed with what validates it.
pub struct Doc {
    body: Bytes,
    /// A weak validator (the compressed and plain bodies share it): a hash of the body.
    etag: String,
    /// When it was rendered, to the second.
    modified: SystemTime,
}

impl Doc {
    fn new(body: impl Into<Bytes>, modified: SystemTime) -> Doc {
        let body = body.into();
        Doc { etag: format!("W/\"{}\"", hex(&body)), body, modified }
    }
}

/// A board's two files: PGN and DGT JSON.
struct GameDocs {
    pgn: Doc,
    json: Doc,
}

/// Every file of a round's feed, rendered from one state of its data, with
/// that data (the hall of boards draws its boards from it).
pub struct Rendered {
    pgn: Doc,
    index: Doc,
    games: BTreeMap<i32, GameDocs>,
    /// The round's boards as plain data.
    pub(in crate::web) round: feed::Round,
    /// Each board's id by its number, and whether it has a recorded game.
    pub(in crate::web) boards: BTreeMap<i32, (BoardId, bool)>,
    /// A hash of the data's fingerprint: it changes whenever the data does.
    pub(in crate::web) version: String,
}

/// A round's feed as served: the tournament it was rendered for, and its files.
pub type Feed = (TournamentRow, Arc<Rendered>);

/// The rounds' feeds, rendered once per change of their data: the board
/// area's own state, registered beside the app's ([`crate::web::startup`]).
#[derive(Default)]
pub struct Feeds {
    rendered: page_cache::PageCache<Feed, Vec<i64>>,
    /// The halls of boards as anonymous visitors see them, made from the
    /// feeds, by round and language.
    pub(in crate::web) halls: page_cache::MadeFrom<Bytes>,
}

impl Rendered {
    fn of(loaded: Loaded, fingerprint: &[i64]) -> Result<Rendered, AppError> {
        let Loaded { round, boards } = loaded;
        // To the second, as Last-Modified says it.
        let seconds = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).map_or(0, |d| d.as_secs());
        let now = SystemTime::UNIX_EPOCH + Duration::from_secs(seconds);
        let mut games = BTreeMap::new();
        for b in &round.boards {
            let docs = GameDocs { pgn: Doc::new(b.pgn(&round), now), json: Doc::new(json(&b.dgt_game())?, now) };
            games.insert(b.number, docs);
        }
        let numbers: Vec<u8> = fingerprint.iter().flat_map(|n| n.to_le_bytes()).collect();
        Ok(Rendered {
            pgn: Doc::new(round.pgn(), now),
            index: Doc::new(json(&round.dgt_index())?, now),
            games,
            version: hex(&numbers),
            round,
            boards,
        })
    }
}

/// The first 12 bytes of the SHA-256 of `data`, in hex.
fn hex(data: &[u8]) -> String {
    Sha256::digest(data).iter().take(12).map(|b| format!("{b:02x}")).collect()
}

fn json(value: &impl serde::Serialize) -> Result<Vec<u8>, AppError> {
    serde_json::to_vec(value).map_err(|e| AppError::Internal(e.to_string()))
}

/// Which file of the feed.
#[derive(Clone, Copy)]
enum File {
    Pgn,
    Index,
    GamePgn(i32),
    GameJson(i32),
}

/// A round's feed as plain data, and its boards' ids.
struct Loaded {
    round: feed::Round,
    /// Each board's id by its number, and whether it has a recorded game.
    boards: BTreeMap<i32, (BoardId, bool)>,
}

/// The feed of a published round as plain data: its boards with two
/// players, in board order, each with its game so far.
fn load_round(conn: &mut DbConnection, event: &StoredEvent, round: i32) -> Result<Loaded, AppError> {
    let t = &event.t;
    let boards: Vec<&BoardRow> =
        event.boards.iter().filter(|b| b.round == round && b.black_id.is_some() && b.result.bye().is_none()).collect();
    let ids: Vec<BoardId> = boards.iter().map(|b| b.id).collect();
    let mut rows: HashMap<BoardId, _> =
        db::games::for_boards(conn, &ids)?.into_iter().map(|g| (g.board_id, g)).collect();
    let schedule = db::tournaments::schedule(conn, t.id)?;
    let variant = db::variants::Variant::of(conn, t)?;
    let mut out = Vec::with_capacity(boards.len());
    let mut ids = BTreeMap::new();
    for board in boards {
        ids.insert(board.board_no, (board.id, rows.contains_key(&board.id)));
        let entered = board.result.game().filter(|r| *r != GameResult::Pending);
        let (game, clocks, last_move_at, result) = match rows.remove(&board.id) {
            Some(row) => {
                let moves = db::games::moves(conn, row.id)?;
                let game = db::games::rebuild(&row, &moves, variant.castling())
                    .map_err(|e| AppError::Internal(e.to_string()))?;
                let clocks = move_clocks(conn, event, board, &row, &moves)?;
                let last = moves.last().map(|m| m.entered_at.and_utc().timestamp_millis());
                (game, clocks, last, entered.unwrap_or(row.result))
            }
            None => (Game::new(variant.start(round)), None, None, entered.unwrap_or(GameResult::Pending)),
        };
        out.push(feed::Board {
            number: board.board_no,
            white: pgn_side(event, Some(board.white_id)),
            black: pgn_side(event, board.black_id),
            result,
            game,
            clocks,
            last_move_at,
        });
    }
    let round = feed::Round {
        event: t.name.clone(),
        site: pgn_site(t),
        date: round_day(t, &schedule, round).unwrap_or_else(|| t.start_date.format("%Y.%m.%d").to_string()),
        round,
        time_control: crate::clock::time_control::pgn_tag(&t.time_control),
        boards: out,
    };
    Ok(Loaded { round, boards: ids })
}

/// The feed of round `round` as last rendered (with the tournament it was
/// rendered for), or rendered now if its data changed ([`page_cache`]);
/// 404 unless the round is published.
pub(in crate::web) async fn rendered(
    state: &web::Data<AppState>,
    feeds: &web::Data<Feeds>,
    tid: TournamentId,
    round: i32,
) -> Result<Feed, AppError> {
    let key = format!("{tid}/{round}");
    let look = || {
        let (cache, key) = (feeds.clone(), key.clone());
        let count = state.store.changes().now();
        visitor_read(state, move |c| {
            let (t, _) = access::load(c, tid, None)?;
            published_round(&t, round)?;
            let fingerprint = |c: &mut DbConnection| Ok(db::games::round_fingerprint(c, tid, round)?);
            cache.rendered.check(c, &key, count, fingerprint, |c, fingerprint| {
                let event = StoredEvent::load(c, t.clone())?;
                Ok((t, Arc::new(Rendered::of(load_round(c, &event, round)?, fingerprint)?)))
            })
        })
    };
    let known = feeds.rendered.known(&key, state.store.changes().now());
    page_cache::serve(known, look, Ok).await
}

/// Whether the client's copy is this one: its `If-None-Match` names the
/// ETag (weak comparison), or, without one, its `If-Modified-Since` is not
/// older than the file.
fn unchanged(req: &HttpRequest, doc: &Doc) -> bool {
    if let Some(named) = names_etag(req, &doc.etag) {
        return named;
    }
    let since = req.headers().get(header::IF_MODIFIED_SINCE).and_then(|v| v.to_str().ok());
    since.and_then(|s| s.parse::<HttpDate>().ok()).is_some_and(|since| SystemTime::from(since) >= doc.modified)
}

/// Whether the client's `If-None-Match` names `etag` (weak comparison);
/// `None` when it sent none.
pub(in crate::web) fn names_etag(req: &HttpRequest, etag: &str) -> Option<bool> {
    let value = req.headers().get(header::IF_NONE_MATCH)?;
    let Ok(value) = value.to_str() else { return Some(false) };
    let weak = |tag: &str| tag.trim().trim_start_matches("W/").to_string();
    let ours = weak(etag);
    Some(value.split(',').any(|tag| tag.trim() == "*" || weak(tag) == ours))
}

async fn serve(
    req: HttpRequest,
    (state, feeds): (web::Data<AppState>, web::Data<Feeds>),
    tid: TournamentId,
    round: i32,
    file: File,
) -> Result<HttpResponse, AppError> {
    let (_, feed) = rendered(&state, &feeds, tid, round).await?;
    let (doc, content_type) = match file {
        File::Pgn => (&feed.pgn, "application/x-chess-pgn; charset=utf-8"),
        File::Index => (&feed.index, "application/json"),
        File::GamePgn(n) => {
            (&feed.games.get(&n).ok_or(AppError::NotFound)?.pgn, "application/x-chess-pgn; charset=utf-8")
        }
        File::GameJson(n) => (&feed.games.get(&n).ok_or(AppError::NotFound)?.json, "application/json"),
    };
    let fresh = unchanged(&req, doc);
    let mut res = if fresh { HttpResponse::NotModified() } else { HttpResponse::Ok() };
    res.insert_header((header::ETAG, doc.etag.clone()))
        .insert_header((header::LAST_MODIFIED, HttpDate::from(doc.modified)))
        // Every poll asks again; the answer is a 304 while nothing changed.
        .insert_header(header::CacheControl(vec![header::CacheDirective::NoCache]))
        .insert_header((header::ACCESS_CONTROL_ALLOW_ORIGIN, "*"));
    if fresh {
        return Ok(res.finish());
    }
    Ok(res.content_type(content_type).body(doc.body.clone()))
}

/// `GET /t/{id}/round/{n}/games.pgn`: every game of a published round, in board order.
pub async fn round_pgn(
    req: HttpRequest,
    state: web::Data<AppState>,
    feeds: web::Data<Feeds>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    serve(req, (state, feeds), tid, round, File::Pgn).await
}

/// `GET /t/{id}/round/{n}/round.json` (and `index.json`): the DGT round index.
pub async fn round_index(
    req: HttpRequest,
    state: web::Data<AppState>,
    feeds: web::Data<Feeds>,
    path: web::Path<(TournamentId, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, round) = path.into_inner();
    serve(req, (state, feeds), tid, round, File::Index).await
}

/// `GET /t/{id}/round/{n}/game-{board}.pgn`: one game of the round.
pub async fn game_pgn(
    req: HttpRequest,
    state: web::Data<AppState>,
    feeds: web::Data<Feeds>,
    path: web::Path<(TournamentId, i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, round, board) = path.into_inner();
    serve(req, (state, feeds), tid, round, File::GamePgn(board)).await
}

/// `GET /t/{id}/round/{n}/game-{board}.json`: one game of the round as a DGT game file.
pub async fn game_json(
    req: HttpRequest,
    state: web::Data<AppState>,
    feeds: web::Data<Feeds>,
    path: web::Path<(TournamentId, i32, i32)>,
) -> Result<HttpResponse, AppError> {
    let (tid, round, board) = path.into_inner();
    serve(req, (state, feeds), tid, round, File::GameJson(board)).await
}
