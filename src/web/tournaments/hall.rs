//! The playing hall's screen: a TV shows the current round's pairings or the
//! standings in large type, turning its pages by itself (a plain
//! `<meta http-equiv="refresh">`, no script needed) and so picking up new
//! results, with a QR code of the tournament's public address in a corner.
//! Public as the round and standings pages are: a proposed round never shows.
//! A team event's screen shows the round's matches board by board and the
//! team standings instead, as its Matches and Team standings pages do.

use crate::actions::teams::StoredTeams;
use crate::actions::{NumberedPlayer, StoredEvent, numbered};
use crate::db::TournamentId;
use crate::db::models::{BoardRow, TournamentRow};
use crate::tournament::Points;
use crate::web::access;
use crate::web::address::AddressQr;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::parts::board_lines::{BoardLine, board_lines};
use crate::web::parts::standings_table::{Line, Table};
use crate::web::parts::team_matches::{MatchView, match_views};
use crate::web::parts::team_standings::TeamStanding;
use crate::web::view::render;
use crate::web::{AppState, read};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// Lines per page: with the headings they fill a 16:9 screen (the sizes in
/// `hall.css` follow the screen's height).
pub const ROWS_PER_PAGE: usize = 15;

/// Seconds each page stays before the next (after the last: the first again, fresh).
pub const SECONDS_PER_PAGE: u32 = 15;

/// What the screen shows and which page of it: `show=pairings|standings`, `page=N`.
#[derive(Deserialize)]
pub struct HallQuery {
    show: Option<String>,
    page: Option<String>,
}

/// The round the hall is playing or about to play: the latest round with a
/// game result entered while it still has games to finish, else the round
/// after it (the next round of a round robin, whose rounds are all published
/// at once); within the published rounds, 0 when none is.
pub fn current_round(boards: &[BoardRow], published: i32) -> i32 {
    let played = |b: &&BoardRow| b.black_id.is_some() && !b.is_pending_game();
    let started = boards.iter().filter(played).map(|b| b.round).max().unwrap_or(0);
    let unfinished = boards.iter().any(|b| b.round == started && b.is_pending_game());
    let round = if started > 0 && unfinished { started } else { started + 1 };
    round.min(published)
}

/// Pages needed for `rows` lines (one, even when empty).
fn page_count(rows: usize) -> usize {
    rows.div_ceil(ROWS_PER_PAGE).max(1)
}

/// The page asked for, within `1..=pages`; the first when unreadable.
fn clamp_page(asked: Option<&str>, pages: usize) -> usize {
    asked.and_then(|p| p.trim().parse::<usize>().ok()).unwrap_or(1).clamp(1, pages)
}

/// One page's slice of `lines` (pages count from 1).
fn page_of<T>(lines: Vec<T>, page: usize) -> Vec<T> {
    page_by(lines, page, ROWS_PER_PAGE)
}

/// One page's slice of `items`, `size` to a page (pages count from 1).
fn page_by<T>(items: Vec<T>, page: usize, size: usize) -> Vec<T> {
    items.into_iter().skip((page - 1) * size).take(size).collect()
}

/// Matches per page of a team event's screen: each takes its heading line
/// and a line per board (at least one match, however many boards).
fn matches_per_page(boards: usize) -> usize {
    (ROWS_PER_PAGE / (boards + 1)).max(1)
}

#[derive(Template)]
#[template(path = "hall/screen.html")]
struct HallScreen<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// `pairings` or `standings`.
    show: &'static str,
    /// What is shown, said: "Round 3 · Pairings", "Standings after round 2".
    heading: String,
    /// The round shown (pairings; 0: none published yet).
    round: i32,
    page: usize,
    pages: usize,
    /// Where the screen goes next, and when.
    next: String,
    seconds: u32,
    pairings: Vec<BoardLine>,
    /// The standings' tie-break codes and names.
    tiebreaks: Vec<(String, String)>,
    standings: Vec<Line>,
    /// A team event's screen: its matches and team standings instead.
    team: bool,
    matches: Vec<MatchView>,
    team_standings: Vec<TeamStanding>,
    qr: AddressQr,
}

/// `GET /t/{id}/hall?show=pairings|standings&page=N`: the hall screen. An
/// unknown `show` is not found; a page out of range shows the nearest one.
pub async fn screen(
    ctx: Ctx,
    req: HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<HallQuery>,
) -> Result<HttpResponse, AppError> {
    let show = match query.show.as_deref() {
        None | Some("pairings") => "pairings",
        Some("standings") => "standings",
        Some(_) => return Err(AppError::NotFound),
    };
    let id = id.into_inner();
    let (event, teams) = read(&state, move |c| {
        // Everyone sees the screen as the public does (no drafts): it hangs in the hall.
        let (t, _) = access::load(c, id, None)?;
        let teams = StoredTeams::load(c, &t)?;
        Ok((StoredEvent::load(c, t)?, teams))
    })
    .await?;
    let qr = AddressQr::of(&ctx.tr, &state, &req, id);
    let page = match (show, &teams) {
        ("pairings", None) => pairings(&ctx, &event, qr, &query),
        (_, None) => standings(&ctx, &event, qr, &query),
        ("pairings", Some(teams)) => team_matches(&ctx, &event, teams, qr, &query),
        (_, Some(teams)) => team_standings(&ctx, &event, teams, qr, &query)?,
    };
    render(StatusCode::OK, &page)
}

/// The screen without its lines, on page `page` of `pages`.
fn screen_of<'a>(
    ctx: &'a Ctx,
    t: &TournamentRow,
    show: &'static str,
    pages: usize,
    asked: &HallQuery,
) -> HallScreen<'a> {
    let page = clamp_page(asked.page.as_deref(), pages);
    let next_page = if page < pages { page + 1 } else { 1 };
    HallScreen {
        ctx,
        t: t.clone(),
        show,
        heading: String::new(),
        round: 0,
        page,
        pages,
        next: format!("/t/{}/hall?show={show}&page={next_page}", t.id),
        seconds: SECONDS_PER_PAGE,
        pairings: Vec::new(),
        tiebreaks: Vec::new(),
        standings: Vec::new(),
        team: false,
        matches: Vec::new(),
        team_standings: Vec::new(),
        qr: AddressQr { address: String::new(), svg: String::new() },
    }
}

/// The heading of the pairings of `round` (0: none published yet).
fn pairings_heading(ctx: &Ctx, round: i32) -> String {
    match round {
        0 => ctx.tr.t("tab-pairings"),
        n => format!("{} · {}", ctx.tr.t1("round-n", "n", &n.to_string()), ctx.tr.t("tab-pairings")),
    }
}

/// A team event's current round: its matches (the published ones only),
/// each with its boards, players, colours, results and match score.
fn team_matches<'a>(
    ctx: &'a Ctx,
    event: &StoredEvent,
    teams: &StoredTeams,
    qr: AddressQr,
    asked: &HallQuery,
) -> HallScreen<'a> {
    let round = current_round(&event.boards, event.t.paired_rounds);
    let matches = if round > 0 { match_views(ctx, event, teams, round, false) } else { Vec::new() };
    let size = matches_per_page(teams.boards() as usize);
    let screen = screen_of(ctx, &event.t, "pairings", matches.len().div_ceil(size).max(1), asked);
    let matches = page_by(matches, screen.page, size);
    HallScreen { heading: pairings_heading(ctx, round), round, team: true, matches, qr, ..screen }
}

/// A team event's standings after the rounds completed, as its Team
/// standings page shows them.
fn team_standings<'a>(
    ctx: &'a Ctx,
    event: &StoredEvent,
    teams: &StoredTeams,
    qr: AddressQr,
    asked: &HallQuery,
) -> Result<HallScreen<'a>, AppError> {
    let (tiebreaks, lines) = crate::web::parts::team_standings::table(ctx, event, teams)?;
    let screen = screen_of(ctx, &event.t, "standings", page_count(lines.len()), asked);
    let heading = match event.completed_rounds() {
        0 => ctx.tr.t("team-standings-none-completed"),
        n => ctx.tr.t1("team-standings-after", "n", &n.to_string()),
    };
    let team_standings = page_of(lines, screen.page);
    Ok(HallScreen { heading, tiebreaks, team: true, team_standings, qr, ..screen })
}

/// The current round's boards, byes last.
fn pairings<'a>(ctx: &'a Ctx, event: &StoredEvent, qr: AddressQr, asked: &HallQuery) -> HallScreen<'a> {
    let round = current_round(&event.boards, event.t.paired_rounds);
    let boards: Vec<BoardRow> = event.boards.iter().filter(|b| b.round == round).cloned().collect();
    let lines = if round > 0 { board_lines(ctx, event, &boards) } else { Vec::new() };
    let screen = screen_of(ctx, &event.t, "pairings", page_count(lines.len()), asked);
    let heading = pairings_heading(ctx, round);
    HallScreen { heading, round, pairings: page_of(lines, screen.page), qr, ..screen }
}

/// The players by pairing number, those not yet numbered after them in FIDE
/// order: the starting list, before round 1.
fn starting_list(event: &StoredEvent) -> Vec<Line> {
    let line = |p: NumberedPlayer| Line {
        withdrawn: p.row.withdrawn_from_round.is_some(),
        expelled: p.row.expelled,
        rank: p.no as u32,
        no: p.no as u32,
        title: p.row.title_code().to_string(),
        name: p.row.name,
        rating: p.row.fide_rating.filter(|&r| r > 0).map(|r| r.to_string()).unwrap_or_default(),
        federation: p.row.federation,
        points: Points::ZERO,
        values: Vec::new(),
        cells: Vec::new(),
        rating_change: String::new(),
        overall_rank: p.no as u32,
        playing: false,
        settled: "",
    };
    numbered(event.players.clone(), &event.rules.seeding).into_iter().map(line).collect()
}

/// The standings after the published rounds (before round 1: the starting list).
fn standings<'a>(ctx: &'a Ctx, event: &StoredEvent, qr: AddressQr, asked: &HallQuery) -> HallScreen<'a> {
    // The hall shows what visitors see: the standings after the rounds completed.
    let mut table = Table::build(event, None, false, &ctx.tr, false);
    if table.after == 0 {
        table.lines = starting_list(event);
    }
    let screen = screen_of(ctx, &event.t, "standings", page_count(table.lines.len()), asked);
    // Before round 1 the lines carry no tie-break values.
    let tiebreaks = match table.after {
        0 => Vec::new(),
        _ => table.columns.iter().map(|c| (c.code.clone(), c.name.clone())).collect(),
    };
    let standings = page_of(table.lines, screen.page);
    HallScreen { heading: table.heading, tiebreaks, standings, qr, ..screen }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{BoardId, PlayerId};

    fn board(round: i32, black: bool, result: &str) -> BoardRow {
        BoardRow {
            id: BoardId(round * 100),
            tournament_id: TournamentId(1),
            round,
            board_no: 1,
            white_id: PlayerId(1),
            black_id: black.then_some(PlayerId(2)),
            result: result.parse().expect("a board result code"),
            version: 0,
        }
    }

    #[test]
    fn the_current_round_is_the_one_being_played_or_the_next() {
        let pending = crate::tournament::GameResult::Pending.code();
        assert_eq!(current_round(&[], 0), 0, "nothing published");
        let swiss = [board(1, true, "1-0"), board(1, false, "pab"), board(2, true, pending)];
        assert_eq!(current_round(&swiss, 2), 2, "a Swiss event: its last published round");
        let done = [board(1, true, "1-0"), board(2, true, "0-1")];
        assert_eq!(current_round(&done, 2), 2, "finished: the last round stays");
        let rr = [board(1, true, "1-0"), board(1, true, pending), board(2, true, pending), board(3, true, pending)];
        assert_eq!(current_round(&rr, 3), 1, "a round robin in round 1");
        let rr = [board(1, true, "1-0"), board(1, true, "0-1"), board(2, true, pending), board(3, true, pending)];
        assert_eq!(current_round(&rr, 3), 2, "a round robin between rounds 1 and 2");
        let adjourned = [board(1, true, pending), board(2, true, "1-0"), board(2, true, pending)];
        assert_eq!(current_round(&adjourned, 3), 2, "an unfinished earlier game does not hold the screen back");
    }

    #[test]
    fn pages_are_counted_and_clamped() {
        assert_eq!(page_count(0), 1);
        assert_eq!(page_count(ROWS_PER_PAGE), 1);
        assert_eq!(page_count(ROWS_PER_PAGE + 1), 2);
        assert_eq!(clamp_page(None, 3), 1);
        assert_eq!(clamp_page(Some("2"), 3), 2);
        assert_eq!(clamp_page(Some("9"), 3), 3);
        assert_eq!(clamp_page(Some("0"), 3), 1);
        assert_eq!(clamp_page(Some("-1"), 3), 1);
        assert_eq!(clamp_page(Some("x"), 3), 1);
        let lines: Vec<usize> = (0..ROWS_PER_PAGE + 2).collect();
        assert_eq!(page_of(lines.clone(), 2), [ROWS_PER_PAGE, ROWS_PER_PAGE + 1]);
        assert_eq!(page_of(lines, 1).len(), ROWS_PER_PAGE);
        assert_eq!(matches_per_page(4), 3, "a match of four boards takes five lines");
        assert_eq!(matches_per_page(20), 1, "at least one match a page");
    }
}
