//! `arbiter standings FILE.trf [--tiebreaks LIST] [--json]` on a team
//! file: the teams' match points, game points, C.07 team tie-breaks and
//! ranks, as the team vectors write them.

use super::output::number;
use super::rank_check::{Ranked, report_misranks};
use super::{Failure, bad_input};
use crate::standings::tiebreak::Edition;
use crate::standings::tiebreak::team::{TeamKind, TeamResults, TeamTieBreak, compute_teams, parse_team_list};
use crate::tournament::team::{Score, TeamEvent};
use crate::trf::Trf;
use serde_json::{Value as Json, json};

/// The list to rank by: the one asked for, else record 212's (`PTS` in
/// either naming the primary score's points), else the primary score then
/// the other; led by the primary score's points when it does not start
/// with points.
fn list(file: &Trf, asked: Option<&str>, primary: Score) -> Result<(Vec<TeamTieBreak>, usize), Failure> {
    let points = TeamTieBreak::points;
    let text = asked.or_else(|| file.header("212").map(str::trim).filter(|t| !t.is_empty()));
    // `PTS` (which record 212 starts with) is the event's primary score.
    let primary_code = points(primary).to_string();
    let text = text.map(|t| {
        t.split(',')
            .map(|c| if c.trim().eq_ignore_ascii_case("PTS") { &primary_code } else { c })
            .collect::<Vec<_>>()
            .join(",")
    });
    let list = match text.as_deref() {
        Some(text) => parse_team_list(text).map_err(|e| bad_input(e.to_string()))?,
        None => vec![points(primary), points(primary.other())],
    };
    if list.is_empty() {
        return Err(bad_input("the tie-break list is empty"));
    }
    if matches!(list[0].kind, TeamKind::MatchPoints | TeamKind::GamePoints) {
        Ok((list, 0))
    } else {
        Ok((std::iter::once(points(primary)).chain(list).collect(), 1))
    }
}

/// Runs the command on a team event.
pub(super) fn standings(
    file: &Trf,
    event: &TeamEvent,
    tiebreaks: Option<&str>,
    edition: Edition,
    as_json: bool,
) -> Result<(), Failure> {
    let history = event.history().map_err(|e| bad_input(e.to_string()))?;
    let scores = TeamEvent::scores(&history);
    let (list, skip) = list(file, tiebreaks, event.teams.system.primary)?;
    let results = TeamResults::new(event, &history, edition);
    let mut computed: Vec<(usize, _)> = compute_teams(&results, &list).into_iter().enumerate().collect();
    computed.sort_by_key(|(_, t)| (t.rank, t.tpn));
    let codes: Vec<String> = list[skip..].iter().map(ToString::to_string).collect();
    if as_json {
        let teams: Vec<Json> = computed
            .iter()
            .map(|(i, t)| {
                let (mp, gp) = scores[*i];
                let values: serde_json::Map<String, Json> =
                    codes.iter().zip(&t.values[skip..]).map(|(c, &v)| (c.clone(), number(v))).collect();
                let points = |p: crate::tournament::Points| number(Some(i64::from(p.0) * 10));
                json!({"tpn": t.tpn, "mp": points(mp), "gp": points(gp), "rank": t.rank, "values": values})
            })
            .collect();
        outln!("{}", json!({ "edition": edition.year(), "tiebreaks": codes, "teams": teams }));
    } else {
        let mut head = format!("{:>4} {:>4}  {:<30} {:>6} {:>6}", "Rank", "TPN", "Team", "MP", "GP");
        for c in &codes {
            head.push_str(&format!(" {c:>9}"));
        }
        outln!("{head}");
        for (i, t) in &computed {
            let name = event.teams.teams[*i].name.as_str();
            let (mp, gp) = scores[*i];
            let mut line = format!("{:>4} {:>4}  {:<30} {:>6} {:>6}", t.rank, t.tpn, name, mp.decimal(), gp.decimal());
            for &v in &t.values[skip..] {
                let shown = if v.is_some() { number(v).to_string() } else { "—".into() };
                line.push_str(&format!(" {shown:>9}"));
            }
            outln!("{line}");
        }
    }
    Ok(())
}

/// The standings half of `arbiter check --team`: whether the team records'
/// rank column (310) follows the file's tie-break list (record 212),
/// printing one line per pair of teams the file orders the other way round
/// with the tie-break that decides it; how many there are (0 also when the
/// file has no list or no ranks).
pub(super) fn check_ranks(file: &Trf, event: &TeamEvent, edition: Edition) -> Result<usize, Failure> {
    let written = crate::trf::team_ranks(file);
    if written.is_empty() || file.header("212").is_none_or(|t| t.trim().is_empty()) {
        return Ok(0);
    }
    let history = event.history().map_err(|e| bad_input(e.to_string()))?;
    let (list, _) = list(file, None, event.teams.system.primary)?;
    let codes: Vec<String> = list.iter().map(ToString::to_string).collect();
    let computed = compute_teams(&TeamResults::new(event, &history, edition), &list);
    let of = |tpn| computed.iter().find(|t| t.tpn == tpn);
    let ranked = written
        .iter()
        .filter_map(|&(tpn, rank)| {
            let t = of(tpn)?;
            let (number, name) = (tpn.get(), format!("team {tpn}"));
            Some(Ranked { number, written: rank, computed: t.rank, name, values: &t.values })
        })
        .collect();
    Ok(report_misranks(ranked, &codes))
}
