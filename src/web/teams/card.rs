//! A team's card: its roster with each player's result in every published
//! round and total, and the team's matches round by round (opponent,
//! board-1 colour, game points of both sides, match points); and the
//! team crosstable: every team by rank with its match in each round (a
//! round robin's as a table of team against team).

use crate::db::models::TournamentRow;
use crate::db::{TeamId, TournamentId};
use crate::tournament::team::{MatchKind, TeamEvent, TeamRound};
use crate::tournament::{Color, PairingNumber, Points};
use crate::web::AppState;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::parts::team_standings::{published, ranked};
use crate::web::view::render;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

/// A roster player's line on the card.
pub struct PlayerLine {
    /// The place on the roster (a reserve's past the boards).
    pub place: usize,
    /// The player's name.
    pub name: String,
    /// The FIDE rating, if any.
    pub rating: String,
    /// Per round: the board played and the points (`3: ½`), empty if none.
    pub rounds: Vec<String>,
    /// Points from the boards played, and boards played.
    pub total: (String, usize),
}

/// A team's round on the card.
pub struct MatchLine {
    /// The round.
    pub round: usize,
    /// The opponent, or what the round was (the bye, absent).
    pub opponent: String,
    /// The board-1 colour (`○` White, `●` Black), empty without a match.
    pub colour: &'static str,
    /// The game points of the team and of the opponent (`2½ : 1½`).
    pub score: String,
    /// The match points it earned.
    pub match_points: String,
}

#[derive(Template)]
#[template(path = "teams/card.html")]
struct CardPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    name: String,
    tpn: i32,
    players: Vec<PlayerLine>,
    matches: Vec<MatchLine>,
    rounds: usize,
}

/// A team's index in the core's teams.
fn index_of(event: &TeamEvent, tpn: i32) -> Option<usize> {
    event.teams.teams.iter().position(|t| t.tpn == PairingNumber::new(tpn.max(0) as u32))
}

/// The opponent's name of a team's round, or what the round was.
fn opponent_text(ctx: &Ctx, event: &TeamEvent, x: &TeamRound) -> String {
    match x.kind {
        MatchKind::Match { opponent, .. } => event.teams.team(opponent).map_or_else(String::new, |t| t.name.clone()),
        MatchKind::PairingAllocatedBye => ctx.tr.t("team-bye"),
        MatchKind::Absent(_) => ctx.tr.t("team-absent"),
    }
}

/// `GET /t/{id}/teams/{team}/card`: a team's card.
pub async fn card(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, TeamId)>,
) -> Result<HttpResponse, AppError> {
    let (id, team_id) = path.into_inner();
    let (event, _, teams) = super::load_team_event(&ctx, &state, id).await?;
    let row = teams.team(team_id).cloned().ok_or(AppError::NotFound)?;
    let (team_event, history) = published(&event, &teams)?;
    let rounds = event.completed_rounds().max(0) as usize;
    let index = index_of(&team_event, row.tpn).ok_or(AppError::NotFound)?;
    let own = &history[index];
    let players = teams
        .roster(team_id)
        .iter()
        .enumerate()
        .filter_map(|(i, &p)| {
            let stored = event.player(p)?;
            let no = event.number(p);
            let mut total = (Points::ZERO, 0);
            let cells = own
                .iter()
                .map(|x| match x.boards.iter().find(|b| b.player == no) {
                    Some(b) => {
                        total = (total.0 + b.points, total.1 + 1);
                        format!("{}: {}", b.board, b.points)
                    }
                    None => String::new(),
                })
                .collect();
            Some(PlayerLine {
                place: i + 1,
                name: stored.name.clone(),
                rating: stored.fide_rating.map(|r| r.to_string()).unwrap_or_default(),
                rounds: cells,
                total: (total.0.to_string(), total.1),
            })
        })
        .collect::<Vec<_>>();
    let matches = own
        .iter()
        .enumerate()
        .map(|(r, x)| {
            let theirs = match x.kind {
                MatchKind::Match { opponent, .. } => {
                    index_of(&team_event, opponent.get() as i32).and_then(|o| history[o].get(r)).map(|o| o.game_points)
                }
                _ => None,
            };
            MatchLine {
                round: r + 1,
                opponent: opponent_text(&ctx, &team_event, x),
                colour: match x.colour() {
                    Some(Color::White) => "○",
                    Some(Color::Black) => "●",
                    None => "",
                },
                score: match theirs {
                    Some(t) => format!("{} : {}", x.game_points, t),
                    None => x.game_points.to_string(),
                },
                match_points: x.match_points.to_string(),
            }
        })
        .collect();
    let page = CardPage { ctx: &ctx, t: event.t, name: row.name, tpn: row.tpn, players, matches, rounds };
    render(StatusCode::OK, &page)
}

/// One team's line of the crosstable.
pub struct CrossLine {
    /// Its rank after the published rounds.
    pub rank: u32,
    /// Its row id (the card's address).
    pub id: TeamId,
    /// Its name.
    pub name: String,
    /// Per column: a round's match (`7 ○ 2½`: the opponent's rank, board-1
    /// colour, own game points), or in a round robin the match against
    /// the team of that column.
    pub cells: Vec<String>,
    /// Match points and game points.
    pub totals: (String, String),
}

#[derive(Template)]
#[template(path = "teams/crosstable.html")]
struct CrosstablePage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The column headings: rounds, or the teams' ranks in a round robin.
    columns: Vec<String>,
    lines: Vec<CrossLine>,
    round_robin: bool,
}

/// `GET /t/{id}/team-crosstable.html`: the team crosstable as a file to keep.
pub async fn crosstable_file(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let page = crosstable(ctx, state.clone(), web::Path::from(id)).await?;
    let body = actix_web::body::to_bytes(page.into_body()).await.map_err(|_| AppError::NotFound)?;
    let name = format!("team-crosstable-{id}.html");
    let text = String::from_utf8_lossy(&body).into_owned();
    Ok(crate::web::download::download("text/html; charset=utf-8", &name, text))
}

/// `GET /t/{id}/team-crosstable`.
pub async fn crosstable(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let (event, _, teams) = super::load_team_event(&ctx, &state, id).await?;
    let (team_event, history) = published(&event, &teams)?;
    let list = crate::actions::teams::ranking_list(&event.t, &teams);
    let ranked = ranked(&team_event, &history, &list, &event.t);
    let rank_of = |tpn: PairingNumber| ranked.iter().position(|&(_, t)| t == tpn).map_or(0, |p| p + 1);
    let round_robin = event.t.system().is_round_robin();
    let scores = TeamEvent::scores(&history);
    let lines = ranked
        .iter()
        .filter_map(|&(rank, tpn)| {
            let i = index_of(&team_event, tpn.get() as i32)?;
            let row = teams.teams.iter().find(|t| t.tpn == tpn.get() as i32)?;
            let own = &history[i];
            let cells = if round_robin {
                ranked
                    .iter()
                    .map(|&(_, other)| {
                        own.iter()
                            .filter(|x| x.opponent() == Some(other))
                            .map(|x| x.game_points.to_string())
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .collect()
            } else {
                own.iter()
                    .map(|x| match (x.opponent(), x.colour()) {
                        (Some(o), Some(c)) => {
                            format!("{} {} {}", rank_of(o), if c == Color::White { "○" } else { "●" }, x.game_points)
                        }
                        _ if x.is_pab() => format!("{} {}", ctx.tr.t("team-bye-short"), x.game_points),
                        _ => "–".into(),
                    })
                    .collect()
            };
            Some(CrossLine {
                rank,
                id: row.id,
                name: row.name.clone(),
                cells,
                totals: (scores[i].0.to_string(), scores[i].1.to_string()),
            })
        })
        .collect();
    let columns = match round_robin {
        true => (1..=ranked.len()).map(|r| r.to_string()).collect(),
        false => (1..=event.completed_rounds().max(0)).map(|r| r.to_string()).collect(),
    };
    let page = CrosstablePage { ctx: &ctx, t: event.t, columns, lines, round_robin };
    render(StatusCode::OK, &page)
}

/// A player's line in a board's ranking, as shown.
pub struct BoardPrizeLine {
    /// The place (eligible players first).
    pub place: u32,
    /// The player's name.
    pub name: String,
    /// The team's name.
    pub team: String,
    /// Points from the games (`3½`) and games played.
    pub score: (String, u32),
    /// The percentage, if any game was played.
    pub percentage: String,
    /// The performance rating, if any.
    pub performance: String,
    /// Whether the player played enough games for a prize.
    pub eligible: bool,
}

#[derive(Template)]
#[template(path = "teams/board_prizes.html")]
struct BoardPrizesPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// Each board's heading and ranking.
    boards: Vec<(String, Vec<BoardPrizeLine>)>,
    min_games: u32,
}

/// `GET /t/{id}/board-prizes`: each board's players ranked by their
/// performance (FIDE: Ra + dp over the games played over the board), with
/// at least 60 % of the rounds played to be eligible.
pub async fn board_prizes(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    use crate::standings::board_prizes::{BoardMeasure, BoardPrizeRules, RosterBoard, board_rankings};
    let id = id.into_inner();
    let (event, _, teams) = super::load_team_event(&ctx, &state, id).await?;
    let (team_event, _) = published(&event, &teams)?;
    let min_games = (event.t.rounds.max(0) as u32 * 6).div_ceil(10);
    let rules = BoardPrizeRules { measure: BoardMeasure::Performance, min_games, unrated_rating: None };
    let name = |no: PairingNumber| event.player_by_number(no).map_or_else(String::new, |p| p.name.clone());
    let boards = board_rankings(&team_event, &rules)
        .into_iter()
        .map(|ranking| {
            let heading = match ranking.board {
                RosterBoard::Board(k) => ctx.tr.t1("team-board-n", "n", &k.to_string()),
                RosterBoard::Reserves => ctx.tr.t("team-reserves"),
            };
            let lines = ranking
                .entries
                .iter()
                .map(|e| BoardPrizeLine {
                    place: e.place,
                    name: name(e.player),
                    team: team_event.teams.team(e.team).map_or_else(String::new, |t| t.name.clone()),
                    score: (Points(e.half_points as i32 * 5).to_string(), e.games),
                    percentage: e.percentage.map(|p| format!("{p} %")).unwrap_or_default(),
                    performance: e.performance.map(|p| p.to_string()).unwrap_or_default(),
                    eligible: e.eligible,
                })
                .collect();
            (heading, lines)
        })
        .collect();
    render(StatusCode::OK, &BoardPrizesPage { ctx: &ctx, t: event.t, boards, min_games })
}
