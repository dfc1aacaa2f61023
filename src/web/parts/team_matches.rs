//! A team round's matches as shown: each match's teams, boards and result,
//! read from the first-named team's side, why the pairing made it, and for
//! the event's arbiters the line-up forms. The Matches page and the hall
//! screen show them.

use crate::actions::StoredEvent;
use crate::actions::teams::StoredTeams;
use crate::db::models::{BoardRow, TournamentRow};
use crate::db::team_rounds::{TeamMatchRow, board_no};
use crate::db::teams::TeamRow;
use crate::db::{PlayerId, TeamId};
use crate::tournament::team::{TeamEvent, TeamRound};
use crate::tournament::{BoardResult, Color, GameResult, Points};
use crate::web::ctx::Ctx;
use std::collections::HashMap;

/// One board of a match as shown.
pub struct MatchBoard {
    /// The board of the match, from 1.
    pub board: i32,
    /// The round's board number.
    pub board_no: i32,
    /// Whether the first-named team has White on it.
    pub first_white: bool,
    /// The first-named team's player (empty: the board left empty).
    pub first: String,
    /// The other team's player.
    pub second: String,
    /// The stored board, if both sides are seated.
    pub row: Option<BoardRow>,
    /// The result as shown, read left to right from the first-named
    /// team's player whatever the colour (`1-0`: that player won; `½-½`,
    /// `+/-`...; empty while pending).
    pub result: String,
    /// The code of the result for the entry form, read the same way
    /// (empty while pending).
    pub code: &'static str,
}

/// A team's line-up form: its roster and the player on each board.
pub struct LineUpForm {
    /// The team.
    pub team: TeamId,
    /// The roster in board order: (id, name).
    pub roster: Vec<(PlayerId, String)>,
    /// The player on each board.
    pub chosen: Vec<Option<PlayerId>>,
}

impl LineUpForm {
    /// Whether `player` is on board `k + 1`.
    pub fn is_on(&self, k: &usize, player: &PlayerId) -> bool {
        self.chosen.get(*k).copied().flatten() == Some(*player)
    }
}

/// A match as shown.
pub struct MatchView {
    /// The stored match.
    pub row: TeamMatchRow,
    /// The first-named team.
    pub first: TeamRow,
    /// The other team (none: the pairing-allocated bye, or a round robin's rest round).
    pub second: Option<TeamRow>,
    /// The game points of each side, as shown (`2½`), once any board has a result.
    pub score: Option<(String, String)>,
    /// Why the pairing made the match, in the reader's language.
    pub why: String,
    /// The boards.
    pub boards: Vec<MatchBoard>,
    /// The line-up forms (arbiters, while no board has a result).
    pub line_ups: Vec<LineUpForm>,
    /// The forfeit of the whole match, as its form's code (`` none).
    pub forfeit: &'static str,
    /// What the match breaks or strains, worded (the arbiters', on a proposed round).
    pub warnings: Vec<String>,
}

/// The shown text of a result, with its form code, read from the
/// first-named team's side (`first`: its player's colour), left to right
/// as the match's boards print it.
fn shown(result: BoardResult, first: Color) -> (String, &'static str) {
    match result.game().map(|r| r.seen_from(first)) {
        Some(GameResult::Pending) | None => (String::new(), ""),
        Some(r) => (r.symbol().to_string(), result_code(r)),
    }
}

/// The form code of a result.
fn result_code(result: GameResult) -> &'static str {
    match result {
        GameResult::WhiteWins => "1",
        GameResult::Draw => "=",
        GameResult::BlackWins => "0",
        GameResult::WhiteWinsByForfeit => "+",
        GameResult::BlackWinsByForfeit => "-",
        GameResult::DoubleForfeit => "--",
        unusual if unusual.is_unusual() => unusual.code(),
        _ => "",
    }
}

/// The forfeit form's code of a match forfeited as a whole.
fn forfeit_code(forfeit: Option<BoardResult>) -> &'static str {
    match forfeit.and_then(BoardResult::game) {
        Some(GameResult::WhiteWinsByForfeit) => "first",
        Some(GameResult::BlackWinsByForfeit) => "second",
        Some(GameResult::DoubleForfeit) => "both",
        _ => "",
    }
}

/// Why the pairing made match `m`, in the reader's language.
fn why(ctx: &Ctx, t: &TournamentRow, m: &TeamMatchRow, first: &TeamRow, second: Option<&TeamRow>) -> String {
    let tr = &ctx.tr;
    let round_robin = t.system().is_round_robin();
    let Some(second) = second else {
        return tr.t(if round_robin { "team-why-rest" } else { "team-why-bye" });
    };
    if round_robin {
        return tr.t("team-why-round-robin");
    }
    let Some(rule) = m.fields.colour_rule else { return tr.t("team-why-by-hand") };
    let mut parts = vec![tr.t1("team-why-bracket", "score", &Points(m.fields.bracket).to_string())];
    for (up, team) in [(m.fields.first_upfloater, first), (m.fields.second_upfloater, second)] {
        if up {
            parts.push(tr.t1("team-why-upfloater", "team", &team.name));
        }
    }
    parts.push(tr.t1("team-why-colours", "article", rule.article()));
    parts.join("; ")
}

/// The team event of the rounds up to `round` as played so far, with each
/// team's rounds (none if the boards cannot be read as matches).
fn history(event: &StoredEvent, teams: &StoredTeams, round: i32) -> Option<(TeamEvent, Vec<Vec<TeamRound>>)> {
    let team_event = teams.event(event, event.played(round), round);
    let history = team_event.history().ok()?;
    Some((team_event, history))
}

/// The matches of round `round` as shown (`write`: with the line-up forms).
pub(in crate::web) fn match_views(
    ctx: &Ctx,
    event: &StoredEvent,
    teams: &StoredTeams,
    round: i32,
    write: bool,
) -> Vec<MatchView> {
    let boards: HashMap<i32, BoardRow> =
        event.boards.iter().chain(&event.draft).filter(|b| b.round == round).map(|b| (b.board_no, b.clone())).collect();
    let played = history(event, teams, round);
    let points_of = |team: &TeamRow| {
        let (e, h) = played.as_ref()?;
        let i = e.teams.teams.iter().position(|x| x.tpn.get() == team.tpn.max(0) as u32)?;
        h.get(i)?.get(round as usize - 1).map(|x| x.game_points)
    };
    let name = |p: Option<PlayerId>| p.and_then(|p| event.player(p)).map_or(String::new(), |p| p.name.clone());
    teams
        .round(round)
        .filter_map(|m| {
            let first = teams.team(m.fields.first_team_id)?.clone();
            let second = m.fields.second_team_id.and_then(|s| teams.team(s)).cloned();
            let (ours, theirs) = match &second {
                Some(s) => (teams.line_up(round, first.id), teams.line_up(round, s.id)),
                None => (Vec::new(), Vec::new()),
            };
            let colours = teams.board_colours();
            let match_boards: Vec<MatchBoard> = ours
                .iter()
                .zip(&theirs)
                .zip(&colours)
                .zip(1..)
                .map(|(((&a, &b), &colour), k)| {
                    let no = board_no(m.fields.match_no, teams.boards(), k);
                    let row = boards.get(&no).cloned();
                    let (result, code) = match (&row, a, b) {
                        (Some(r), _, _) => shown(r.result, colour),
                        (None, Some(_), None) => (GameResult::WhiteWinsByForfeit.symbol().to_string(), ""),
                        (None, None, Some(_)) => (GameResult::BlackWinsByForfeit.symbol().to_string(), ""),
                        _ => (String::new(), ""),
                    };
                    MatchBoard {
                        board: k,
                        board_no: no,
                        first_white: colour == Color::White,
                        first: name(a),
                        second: name(b),
                        row,
                        result,
                        code,
                    }
                })
                .collect();
            let entered = match_boards.iter().any(|b| !b.code.is_empty());
            let score = match (&second, entered || m.fields.forfeit.is_some()) {
                (Some(s), true) => Some((points_of(&first)?.to_string(), points_of(s)?.to_string())),
                _ => None,
            };
            let line_ups = match (&second, write && !entered && m.fields.forfeit.is_none()) {
                (Some(s), true) => [(&first, &ours), (s, &theirs)]
                    .into_iter()
                    .map(|(team, chosen)| LineUpForm {
                        team: team.id,
                        roster: teams.roster(team.id).iter().map(|&p| (p, name(Some(p)))).collect(),
                        chosen: chosen.clone(),
                    })
                    .collect(),
                _ => Vec::new(),
            };
            Some(MatchView {
                why: why(ctx, &event.t, m, &first, second.as_ref()),
                row: m.clone(),
                first,
                second,
                score,
                boards: match_boards,
                line_ups,
                forfeit: forfeit_code(m.fields.forfeit),
                warnings: Vec::new(),
            })
        })
        .collect()
}
