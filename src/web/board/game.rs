//! Boards recorded move by move: the board page (position drawn on the
//! server, SAN input, click-to-move with JavaScript), take-back, start
//! position, PGN import and export.

use crate::actions::{self, GameInput, StoredEvent};
use crate::chess::notation::role_name;
use crate::chess::{self, Game, GameEnd, SanStyle, Termination, pgn};
use crate::db::models::{BoardRow, GameRow, TournamentRow};
use crate::db::{self, BoardId, DbConnection, PlayerId, TournamentId};
use crate::tournament::GameResult;
use crate::web::access::{self, Access};
use crate::web::board::clock;
use crate::web::board::record::{Loaded, Refusal, failure, load};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, KeptForm};
use crate::web::i18n::{Lang, Tr};
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use clock::ClockPanel;
use serde::Deserialize;
use shakmaty::{Chess, Color, Position, Role, Square};

/// One square of the drawn board.
struct SquareView {
    name: String,
    glyph: &'static str,
    dark: bool,
    label: String,
    last: bool,
    /// The file's letter, shown on the bottom rank.
    file_mark: Option<char>,
    /// The rank's digit, shown on the left file.
    rank_mark: Option<char>,
}

/// One line of the move list: move number, White's and Black's move.
struct MoveLine {
    number: u32,
    white: Option<(usize, String)>,
    black: Option<(usize, String)>,
}

#[derive(Template)]
#[template(path = "games/board.html")]
struct BoardPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    board: BoardRow,
    white: String,
    black: String,
    squares: Vec<SquareView>,
    lines: Vec<MoveLine>,
    shown: usize,
    total: usize,
    result: String,
    ending: String,
    fen: String,
    start_fen: String,
    legal: String,
    to_move: String,
    style: &'static str,
    typed: Typed,
    error: String,
    clock: ClockPanel,
    /// See [`live_token`].
    live: String,
    /// The game has a result: over the board, by the arbiter's log or entered on the round page.
    finished: bool,
    /// The rules of the game still allow a move (no mate, stalemate...).
    playable: bool,
    /// An arbiter asked for the controls of a finished game (`?correct=1`).
    correcting: bool,
    /// The move, take-back and clock controls are shown: an arbiter, and the game is on or being corrected.
    controls: bool,
}

/// A piece's chess symbol (♔ for White's king...).
pub(in crate::web) fn glyph(piece: shakmaty::Piece) -> &'static str {
    match (piece.color, piece.role) {
        (Color::White, Role::King) => "♔",
        (Color::White, Role::Queen) => "♕",
        (Color::White, Role::Rook) => "♖",
        (Color::White, Role::Bishop) => "♗",
        (Color::White, Role::Knight) => "♘",
        (Color::White, Role::Pawn) => "♙",
        (Color::Black, Role::King) => "♚",
        (Color::Black, Role::Queen) => "♛",
        (Color::Black, Role::Rook) => "♜",
        (Color::Black, Role::Bishop) => "♝",
        (Color::Black, Role::Knight) => "♞",
        (Color::Black, Role::Pawn) => "♟",
    }
}

fn piece_label(tr: &Tr, piece: shakmaty::Piece) -> String {
    let colour = if piece.color.is_white() { "white" } else { "black" };
    tr.t(&format!("piece-{colour}-{}", role_name(piece.role)))
}

fn squares(tr: &Tr, pos: &Chess, last: Option<shakmaty::Move>) -> Vec<SquareView> {
    let mut out = Vec::with_capacity(64);
    for rank in (0..8).rev() {
        for file in 0..8 {
            let sq = Square::from_coords(shakmaty::File::new(file), shakmaty::Rank::new(rank));
            let piece = pos.board().piece_at(sq);
            let touched = last.is_some_and(|m| m.from() == Some(sq) || m.to() == sq);
            out.push(SquareView {
                name: sq.to_string(),
                glyph: piece.map_or("", glyph),
                dark: (file + rank) % 2 == 0,
                label: match piece {
                    Some(p) => format!("{sq} {}", piece_label(tr, p)),
                    None => sq.to_string(),
                },
                last: touched,
                file_mark: (rank == 0).then(|| sq.file().char()),
                rank_mark: (file == 0).then(|| sq.rank().char()),
            });
        }
    }
    out
}

/// The notation style from `?notation=` or the language.
pub(in crate::web) fn style_of(code: Option<&str>, lang: Lang) -> SanStyle {
    match code {
        Some("figurine") => SanStyle::Figurine,
        Some("ru") => SanStyle::Russian,
        Some("latin") => SanStyle::Latin,
        _ if lang == Lang::Ru => SanStyle::Russian,
        _ => SanStyle::Latin,
    }
}

fn style_code(style: SanStyle) -> &'static str {
    match style {
        SanStyle::Latin => "latin",
        SanStyle::Figurine => "figurine",
        SanStyle::Russian => "ru",
    }
}

/// What changes whenever the board's game does (a move, a take-back, a log
/// entry, a result): the board page's live updates compare it.
fn live_token(board: &BoardRow, game: Option<&GameRow>, log_ids: &[i32]) -> String {
    let last = log_ids.iter().max().copied().unwrap_or(0);
    format!("{}.{}.{}.{last}", board.version, game.map_or(0, |g| g.version), log_ids.len())
}

/// `GET /t/{id}/boards/{bid}/game/live`: the board's [`live_token`], for the page's script.
pub async fn live(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let user = ctx.user.clone();
    let token = crate::web::read(&state, move |c| {
        let (t, access) = access::load(c, tid, user.as_ref())?;
        let board = db::boards::by_id(c, tid, bid)?
            .filter(|b| b.round <= t.paired_rounds || access.write)
            .ok_or(AppError::NotFound)?;
        let game = db::games::by_board(c, bid)?;
        let log_ids: Vec<i32> = db::game_events::for_board(c, bid)?.iter().map(|e| e.id).collect();
        Ok(live_token(&board, game.as_ref(), &log_ids))
    })
    .await?;
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .body(token))
}

/// Query of the board page.
#[derive(Deserialize)]
pub struct BoardQuery {
    ply: Option<usize>,
    notation: Option<String>,
    /// `1`: an arbiter corrects a finished game's record.
    correct: Option<String>,
}

/// How the game ended, with its article: by the rules of the game record,
/// by the replay of the arbiter's log, or a result entered on the round page.
fn ending_text(tr: &Tr, end: Option<GameEnd>, clock: &ClockPanel, board_result: GameResult) -> String {
    let article = |n: &str| tr.t1("article", "n", n);
    if let Some(e) = end {
        format!("{} ({})", tr.t(&format!("end-{}", e.termination().code())), article(e.article()))
    } else if clock.over && !clock.termination.is_empty() {
        format!("{} ({})", tr.t(&format!("termination-{}", clock.termination)), article(&clock.article))
    } else if board_result != GameResult::Pending {
        tr.t("game-result-entered")
    } else {
        String::new()
    }
}

#[allow(clippy::too_many_arguments)]
fn page(
    ctx: &Ctx,
    l: Loaded,
    ply: Option<usize>,
    notation: Option<&str>,
    correct: bool,
    status: StatusCode,
    typed: Typed,
    error: String,
) -> Result<HttpResponse, AppError> {
    let style = style_of(notation, ctx.lang());
    let total = l.game.moves().len();
    let shown = ply.unwrap_or(total).min(total);
    let pos = l.game.position_at(shown).expect("ply within the game");
    let last = shown.checked_sub(1).map(|i| l.game.moves()[i].m);
    let mut lines: Vec<MoveLine> = Vec::new();
    let start = l.game.start();
    let mut number = start.fullmoves().get();
    let mut white_turn = start.turn().is_white();
    for (i, m) in l.game.moves().iter().enumerate() {
        let text = chess::notation::display(&m.san, style);
        if white_turn || lines.is_empty() {
            lines.push(MoveLine { number, white: None, black: None });
        }
        let line = lines.last_mut().expect("pushed");
        if white_turn {
            line.white = Some((i + 1, text));
        } else {
            line.black = Some((i + 1, text));
            number += 1;
        }
        white_turn = !white_turn;
    }
    let end = l.game.end();
    let clock = clock::panel(&ctx.tr, &l, &l.log_ids, chrono::Utc::now());
    let board_result = l.board.result.game().unwrap_or(GameResult::Pending);
    let finished = board_result != GameResult::Pending || end.is_some() || clock.over;
    let correcting = correct && finished && l.access.write;
    let controls = l.access.write && (!finished || correcting);
    let result = match board_result {
        GameResult::Pending => l.row.as_ref().map_or("*", |r| r.result.pgn()).replace("1/2-1/2", "½-½"),
        r => crate::web::parts::board_lines::shown_result(&ctx.tr, r),
    };
    let ending = ending_text(&ctx.tr, end, &clock, board_result);
    let legal = if shown == total && end.is_none() && controls {
        pos.legal_moves()
            .iter()
            .map(|m| chess::notation::uci_in(*m, pos.castles().mode()))
            .collect::<Vec<_>>()
            .join(" ")
    } else {
        String::new()
    };
    let to_move = if pos.turn().is_white() { ctx.tr.t("white-to-move") } else { ctx.tr.t("black-to-move") };
    let live = live_token(&l.board, l.row.as_ref(), &l.log_ids);
    let page = BoardPage {
        clock,
        live,
        ctx,
        squares: squares(&ctx.tr, pos, last),
        fen: chess::fen::write(pos),
        start_fen: chess::fen::write(l.game.start()),
        t: l.t,
        access: l.access,
        board: l.board,
        white: l.white,
        black: l.black,
        lines,
        shown,
        total,
        result,
        ending,
        finished,
        playable: end.is_none(),
        correcting,
        controls,
        legal,
        to_move,
        style: style_code(style),
        typed,
        error,
    };
    render(status, &page)
}

/// `GET /t/{id}/boards/{bid}/game?ply=N&notation=figurine`: the board and its moves.
pub async fn show(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    query: web::Query<BoardQuery>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let user = ctx.user.clone();
    let loaded = read(&state, move |c| {
        let (t, access) = access::load(c, tid, user.as_ref())?;
        load(c, tid, bid, access, t)
    })
    .await?;
    let correct = query.correct.as_deref() == Some("1");
    page(&ctx, loaded, query.ply, query.notation.as_deref(), correct, StatusCode::OK, Typed::Nothing, String::new())
}

/// The move form: the move as typed and the number of moves the arbiter saw.
#[derive(Deserialize)]
pub struct MoveForm {
    #[serde(default, rename = "move")]
    text: String,
    #[serde(default)]
    ply: String,
    /// When the clock was pressed (local time), on a board with a clock; empty: now.
    #[serde(default)]
    at: String,
}

/// Runs one change to a board's game ([`actions::change_game`]) in a
/// transaction, for an arbiter of the tournament, with the change `input`
/// reads from the form (a field it cannot read is its message key): back to
/// the board page when saved, or the page again with the refusal (and the
/// text the arbiter typed) when not.
pub(in crate::web) async fn change_game<F>(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    tid: TournamentId,
    bid: BoardId,
    typed: Typed,
    input: F,
) -> Result<HttpResponse, AppError>
where
    F: FnOnce(&TournamentRow) -> Result<GameInput, &'static str> + Send + 'static,
{
    let user = ctx.require_user()?.clone();
    let writer = user.clone();
    let refused = transaction(state, move |c| {
        let t = access::load_for_write(c, tid, &writer)?;
        let input = match input(&t) {
            Ok(input) => input,
            Err(key) => return Ok(Some(Refusal::Field(key))),
        };
        match actions::change_game(c, writer.id, &t, bid, input) {
            Ok(()) => Ok(None),
            Err(failed) => Ok(Some(Refusal::Game(failure(failed)?))),
        }
    })
    .await?;
    let Some(r) = refused else { return Ok(see_other(&format!("/t/{tid}/boards/{bid}/game"))) };
    refused_page(ctx, state, (tid, bid), typed, r.status(), r.message(&ctx.tr)).await
}

/// The board page again for an arbiter of the tournament, with what they
/// typed kept in its field and why it was refused.
async fn refused_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (tid, bid): (TournamentId, BoardId),
    typed: Typed,
    status: StatusCode,
    message: String,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let l = read(state, move |c| {
        let t = access::load_for_write(c, tid, &user)?;
        load(c, tid, bid, Access { write: true, chief: false }, t)
    })
    .await?;
    page(ctx, l, None, None, false, status, typed, message)
}

/// What the arbiter typed into one of the board page's forms, shown again
/// in its field when the change is refused.
#[derive(Default)]
pub(in crate::web) enum Typed {
    /// Nothing to show again (a button, a menu).
    #[default]
    Nothing,
    /// A move.
    Move(String),
    /// A start position.
    Fen(String),
    /// A game's PGN.
    Pgn(String),
}

impl Typed {
    /// The move typed, or nothing.
    fn move_text(&self) -> &str {
        if let Typed::Move(text) = self { text } else { "" }
    }

    /// The start position typed, if that form was sent.
    fn fen(&self) -> Option<&str> {
        if let Typed::Fen(text) = self { Some(text) } else { None }
    }

    /// The PGN pasted, if that form was sent.
    fn pgn(&self) -> Option<&str> {
        if let Typed::Pgn(text) = self { Some(text) } else { None }
    }
}

/// `POST /t/{id}/boards/{bid}/game/move`: plays a move typed or clicked by an arbiter.
pub async fn play(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<MoveForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let text = form.text.trim().to_string();
    let now = chrono::Utc::now();
    let typed = Typed::Move(text.clone());
    change_game(&ctx, &state, tid, bid, typed, move |t| {
        let at = clock::parse_at(t, &form.at, now)?;
        Ok(GameInput::Play { seen_plies: form.ply.parse().ok(), text, at })
    })
    .await
}

/// The take-back form: the number of moves the arbiter saw.
#[derive(Deserialize)]
pub struct PlyForm {
    #[serde(default)]
    ply: String,
}

/// `POST /t/{id}/boards/{bid}/game/takeback`: removes the last move (logged);
/// a result the rules had set is withdrawn with it.
pub async fn take_back(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    CsrfForm(form): CsrfForm<PlyForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    change_game(&ctx, &state, tid, bid, Typed::Nothing, move |_| {
        Ok(GameInput::TakeBack { seen_plies: form.ply.parse().ok() })
    })
    .await
}

/// The start-position form.
#[derive(Deserialize)]
pub struct StartForm {
    #[serde(default)]
    fen: String,
}

/// `POST /t/{id}/boards/{bid}/game/start`: sets the start position before the first move.
pub async fn set_start(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    KeptForm { form, refused }: KeptForm<StartForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let typed = Typed::Fen(form.fen.clone());
    if let Some(r) = refused {
        return refused_page(&ctx, &state, (tid, bid), typed, StatusCode::UNPROCESSABLE_ENTITY, r.named).await;
    }
    change_game(&ctx, &state, tid, bid, typed, move |_| Ok(GameInput::StartPosition { fen: form.fen })).await
}

/// The PGN import form.
#[derive(Deserialize)]
pub struct PgnForm {
    #[serde(default)]
    pgn: String,
}

/// `POST /t/{id}/boards/{bid}/game/pgn`: records a game from PGN (the board
/// must have no moves yet); the first illegal move is reported with its ply.
pub async fn import_pgn(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
    KeptForm { form, refused }: KeptForm<PgnForm>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let typed = Typed::Pgn(form.pgn.clone());
    if let Some(r) = refused {
        return refused_page(&ctx, &state, (tid, bid), typed, StatusCode::UNPROCESSABLE_ENTITY, r.named).await;
    }
    let at = chrono::Utc::now();
    change_game(&ctx, &state, tid, bid, typed, move |_| Ok(GameInput::Pgn { text: form.pgn, at })).await
}

/// One side of a board as the PGN tags name it.
pub(in crate::web) fn pgn_side(event: &StoredEvent, id: Option<PlayerId>) -> pgn::Side {
    id.and_then(|id| event.player(id)).map_or_else(pgn::Side::default, |p| pgn::Side {
        name: p.name.clone(),
        title: p.title_code().to_string(),
        elo: p.fide_rating,
        fide_id: p.fide_id,
    })
}

/// The event's `Site` tag: the place and federation.
pub(in crate::web) fn pgn_site(t: &TournamentRow) -> String {
    if t.federation.is_empty() { t.place.clone() } else { format!("{} {}", t.place, t.federation) }
}

/// The PGN of a board's game (Seven Tag Roster, then Board, titles, Elo, FIDE ids, TimeControl, Termination).
fn pgn_game(
    event: &StoredEvent,
    board: &BoardRow,
    row: &GameRow,
    game: &Game,
    round_date: Option<String>,
    clocks: Option<&[Option<u64>]>,
) -> Result<String, AppError> {
    let t = &event.t;
    let header = pgn::Header {
        event: t.name.clone(),
        site: pgn_site(t),
        date: round_date.unwrap_or_else(|| t.start_date.format("%Y.%m.%d").to_string()),
        round: board.round.to_string(),
        white: pgn_side(event, Some(board.white_id)),
        black: pgn_side(event, board.black_id),
        result: row.result.pgn().to_string(),
        board: Some(board.board_no),
        time_control: crate::clock::time_control::pgn_tag(&t.time_control),
        termination: Some(row.termination.map_or("unterminated", Termination::pgn_tag).into()),
    };
    Ok(header.write(game, clocks))
}

/// The time left on the mover's clock after each move of a game whose clock
/// the arbiter followed (a PGN's `[%clk]`); none for a game without a
/// followed clock or whose log cannot be replayed.
pub(in crate::web) fn move_clocks(
    conn: &mut DbConnection,
    event: &StoredEvent,
    board: &BoardRow,
    row: &GameRow,
    moves: &[db::models::MoveRow],
) -> Result<Option<Vec<Option<u64>>>, AppError> {
    let log = db::game_events::for_board(conn, board.id)?;
    let record = db::game_events::board_record(conn, &event.t, board, Some(row), moves, &log)?;
    // A game without a followed clock is replayed without time: no clocks.
    if !record.is_timed() {
        return Ok(None);
    }
    let Ok(Some(replay)) = crate::actions::replayed(&record) else { return Ok(None) };
    Ok(Some(replay.move_clocks.iter().map(|&ms| u64::try_from(ms).ok()).collect()))
}

fn pgn_response(name: &str, body: String) -> HttpResponse {
    crate::web::download::download("application/x-chess-pgn; charset=utf-8", name, body)
}

/// The PGN of one board's recorded game, if it has one.
fn board_pgn(
    conn: &mut DbConnection,
    event: &StoredEvent,
    board: &BoardRow,
    schedule: &[(i32, Option<chrono::NaiveDateTime>)],
) -> Result<Option<String>, AppError> {
    let Some(row) = db::games::by_board(conn, board.id)? else { return Ok(None) };
    let moves = db::games::moves(conn, row.id)?;
    let castling = db::variants::Variant::of(conn, &event.t)?.castling();
    let game = db::games::rebuild(&row, &moves, castling).map_err(|e| AppError::Internal(e.to_string()))?;
    let clocks = move_clocks(conn, event, board, &row, &moves)?;
    let date = round_day(&event.t, schedule, board.round);
    pgn_game(event, board, &row, &game, date, clocks.as_deref()).map(Some)
}

/// The day a round starts at the venue (`YYYY.MM.DD`), if it is scheduled.
pub(in crate::web) fn round_day(
    t: &TournamentRow,
    schedule: &[(i32, Option<chrono::NaiveDateTime>)],
    round: i32,
) -> Option<String> {
    use chrono::TimeZone;
    let at = schedule.iter().find(|(n, _)| *n == round).and_then(|(_, at)| *at)?;
    Some(t.tz().from_utc_datetime(&at).format("%Y.%m.%d").to_string())
}

/// Every recorded game of a tournament (of one round if given), as PGN text.
fn tournament_pgn(conn: &mut DbConnection, event: &StoredEvent, round: Option<i32>) -> Result<String, AppError> {
    let schedule = db::tournaments::schedule(conn, event.t.id)?;
    let mut out = String::new();
    for board in event.boards.iter().filter(|b| round.is_none_or(|r| b.round == r)) {
        if let Some(text) = board_pgn(conn, event, board, &schedule)? {
            out.push_str(&text);
        }
    }
    Ok(out)
}

/// `GET /t/{id}/boards/{bid}/game.pgn`.
pub async fn export_game(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, BoardId)>,
) -> Result<HttpResponse, AppError> {
    let (tid, bid) = path.into_inner();
    let user = ctx.user.clone();
    let (name, text) = read(&state, move |c| {
        let (t, _) = access::load(c, tid, user.as_ref())?;
        let event = StoredEvent::load(c, t)?;
        let board = event.boards.iter().find(|b| b.id == bid).ok_or(AppError::NotFound)?;
        let schedule = db::tournaments::schedule(c, tid)?;
        let text = board_pgn(c, &event, board, &schedule)?.ok_or(AppError::NotFound)?;
        Ok((format!("round{}-board{}.pgn", board.round, board.board_no), text))
    })
    .await?;
    Ok(pgn_response(&name, text))
}

/// Query for the tournament and round exports.
#[derive(Deserialize)]
pub struct ExportQuery {
    round: Option<i32>,
}

/// `GET /t/{id}/games.pgn?round=n`: every recorded game of the tournament, or of one round.
pub async fn export_all(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<ExportQuery>,
) -> Result<HttpResponse, AppError> {
    let tid = id.into_inner();
    let user = ctx.user.clone();
    let round = query.round;
    let text = read(&state, move |c| {
        let (t, _) = access::load(c, tid, user.as_ref())?;
        let event = StoredEvent::load(c, t)?;
        tournament_pgn(c, &event, round)
    })
    .await?;
    if text.is_empty() {
        return Err(AppError::Conflict(if round.is_some() { "pgn-no-games-round" } else { "pgn-no-games" }));
    }
    let name = match round {
        Some(r) => format!("tournament{tid}-round{r}.pgn"),
        None => format!("tournament{tid}.pgn"),
    };
    Ok(pgn_response(&name, text))
}
