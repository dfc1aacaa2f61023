//! The team standings as the public sees them (after the rounds completed):
//! each team's match and game points and the C.07 team tie-breaks of the
//! event's list, with what each tie-break means. The Team standings page,
//! the team crosstable and the hall screen show them.

use crate::actions::StoredEvent;
use crate::actions::teams::{StoredTeams, ranking_list};
use crate::db::models::TournamentRow;
use crate::standings::tiebreak::team::{TeamResults, TeamTieBreak, compute_teams};
use crate::tournament::Points;
use crate::tournament::team::{TeamEvent, TeamRound};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;

/// One team's line of the standings.
pub struct TeamStanding {
    /// The rank (teams equal on everything share it).
    pub rank: u32,
    /// The team pairing number.
    pub tpn: u32,
    /// The team's row id (its card's address).
    pub id: Option<crate::db::TeamId>,
    /// The team's name.
    pub name: String,
    /// Match points, as shown.
    pub mp: String,
    /// Game points, as shown.
    pub gp: String,
    /// The tie-break values after the two scores, as shown (`—` undefined).
    pub values: Vec<String>,
}

/// The team event of the rounds completed (every result in), with each
/// team's rounds: a match still in play is not yet a drawn match.
pub(in crate::web) fn published(
    event: &StoredEvent,
    teams: &StoredTeams,
) -> Result<(TeamEvent, Vec<Vec<TeamRound>>), AppError> {
    let up_to = event.completed_rounds();
    let team_event = teams.event(event, event.played(up_to), up_to);
    let history = team_event.history().map_err(|_| AppError::BadRequest("team-standings-unreadable"))?;
    Ok((team_event, history))
}

/// A tie-break value (hundredths) as shown.
fn value_text(v: Option<i64>) -> String {
    match v {
        None => "—".into(),
        Some(v) if v % 100 == 0 => (v / 100).to_string(),
        Some(v) if v % 10 == 0 => Points((v / 10) as i32).decimal(),
        Some(v) => format!("{:.2}", v as f64 / 100.0),
    }
}

/// Each team's rank and pairing number by `list`, best first.
pub(in crate::web) fn ranked(
    event: &TeamEvent,
    history: &[Vec<TeamRound>],
    list: &[TeamTieBreak],
    t: &TournamentRow,
) -> Vec<(u32, crate::tournament::PairingNumber)> {
    let results = TeamResults::new(event, history, t.tiebreak_edition());
    let mut computed: Vec<(u32, crate::tournament::PairingNumber)> =
        compute_teams(&results, list).into_iter().map(|x| (x.rank, x.tpn)).collect();
    computed.sort();
    computed
}

/// The standings lines by `list` (led by the two scores), best first.
fn standings(
    event: &TeamEvent,
    history: &[Vec<TeamRound>],
    list: &[TeamTieBreak],
    t: &TournamentRow,
    teams: &[crate::db::TeamId],
) -> Vec<TeamStanding> {
    let scores = TeamEvent::scores(history);
    let results = TeamResults::new(event, history, t.tiebreak_edition());
    let mut computed: Vec<(usize, _)> = compute_teams(&results, list).into_iter().enumerate().collect();
    computed.sort_by_key(|(_, x)| (x.rank, x.tpn));
    computed
        .into_iter()
        .map(|(i, x)| TeamStanding {
            rank: x.rank,
            tpn: x.tpn.get(),
            id: teams.get(i).copied().filter(|id| id.0 > 0),
            name: event.teams.teams[i].name.clone(),
            mp: scores[i].0.decimal(),
            gp: scores[i].1.decimal(),
            values: x.values.iter().skip(2).map(|&v| value_text(v)).collect(),
        })
        .collect()
}

/// The team standings as shown: the tie-breaks after the two scores as
/// (code, what it means), and the lines, best first.
pub(in crate::web) type ShownStandings = (Vec<(String, String)>, Vec<TeamStanding>);

/// The team standings the public sees (the rounds completed): the
/// tie-breaks after the two scores as (code, what it means) and the lines,
/// best first. Shared by the standings page and the hall screen.
pub(in crate::web) fn table(ctx: &Ctx, event: &StoredEvent, teams: &StoredTeams) -> Result<ShownStandings, AppError> {
    let list = ranking_list(&event.t, teams);
    let (team_event, history) = published(event, teams)?;
    let ids: Vec<crate::db::TeamId> = team_event
        .teams
        .teams
        .iter()
        .map(|c| teams.teams.iter().find(|x| x.tpn == c.tpn.get() as i32).map_or(crate::db::TeamId(0), |x| x.id))
        .collect();
    let lines = standings(&team_event, &history, &list, &event.t, &ids);
    let tiebreaks = list.iter().skip(2).map(|tb| (tb.to_string(), ctx.tr.tk("team-tb-", tb.kind.code()))).collect();
    Ok((tiebreaks, lines))
}
