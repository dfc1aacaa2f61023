//! A team's roster in board order: the first players are its boards, the
//! others its reserves. A player is on one team at most; the board order
//! stays once a player of the team has been paired.

use super::entry::{NewTeam, add_team, same_name, team};
use super::{Done, MAX_ROSTER, StoredTeams, TeamRefusal};
use crate::actions::audit::{AuditEvent, audit};
use crate::actions::{Failed, import_players, refuse};
use crate::db::models::{PlayerFields, PlayerRow, TournamentRow};
use crate::db::teams::{TeamFields, TeamRow};
use crate::db::{self, DbConnection, PlayerId, TeamId, UserId};

/// One change to a roster, as the arbiter asks for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RosterChange {
    /// A registered player joins the roster, last.
    Add(PlayerId),
    /// A player of the roster moves to a place (1: board 1).
    Move {
        /// The player.
        player: PlayerId,
        /// The place in board order, from 1.
        to: usize,
    },
    /// A player leaves the roster.
    Remove(PlayerId),
}

/// Changes the roster of `team_id`, as the arbiter saw the team (its
/// `version`). A change already made (the player on it, at that place, or
/// off it) is [`Done::Unchanged`]: a button pressed twice. Refused when the
/// player is not the event's ([`TeamRefusal::UnknownPlayer`]) or is on
/// another team, the roster is full, the place is not one of the roster,
/// the team changed since it was read, or a player of the team has been
/// paired and the change would move or remove one ([`TeamRefusal::RosterFixed`]).
pub fn change_roster(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (team_id, version): (TeamId, i32),
    change: RosterChange,
) -> Result<Done, Failed<TeamRefusal>> {
    let stored = team(conn, t, team_id)?;
    db::tournaments::lock(conn, t.id)?;
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let player = match change {
        RosterChange::Add(p) | RosterChange::Move { player: p, .. } | RosterChange::Remove(p) => p,
    };
    let players = db::players::for_tournament(conn, t.id)?;
    if !players.iter().any(|p| p.id == player) {
        return refuse(TeamRefusal::UnknownPlayer);
    }
    let mut roster = teams.roster(team_id).to_vec();
    let place = roster.iter().position(|&p| p == player);
    match (change, place) {
        (RosterChange::Add(_), Some(_)) | (RosterChange::Remove(_), None) => return Ok(Done::Unchanged),
        (RosterChange::Move { to, .. }, Some(at)) if at + 1 == to => return Ok(Done::Unchanged),
        (RosterChange::Move { .. }, None) => return refuse(TeamRefusal::NotOnRoster),
        _ => {}
    }
    if stored.version != version {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    match (change, place) {
        (RosterChange::Add(_), _) => {
            if let Some(other) = teams.team_of(player) {
                return refuse(TeamRefusal::OnAnotherTeam { team: other.name.clone() });
            }
            if roster.len() >= MAX_ROSTER {
                return refuse(TeamRefusal::RosterFull);
            }
            roster.push(player);
        }
        (RosterChange::Move { to, .. }, Some(at)) => {
            if to == 0 || to > roster.len() {
                return refuse(TeamRefusal::PlaceOutOfRange);
            }
            fixed(conn, t, &roster)?;
            let p = roster.remove(at);
            roster.insert(to - 1, p);
        }
        (_, at) => {
            fixed(conn, t, &roster)?;
            if let Some(at) = at {
                roster.remove(at);
            }
        }
    }
    save_roster(conn, by, t, (stored, version), (&roster, &players))?;
    Ok(Done::Changed)
}

/// Refused with [`TeamRefusal::RosterFixed`] once a player of `roster` has
/// been on a board (proposed or published).
fn fixed(conn: &mut DbConnection, t: &TournamentRow, roster: &[PlayerId]) -> Result<(), Failed<TeamRefusal>> {
    for &p in roster {
        if db::players::is_seated(conn, t.id, p)? {
            return refuse(TeamRefusal::RosterFixed);
        }
    }
    Ok(())
}

/// Registers every player of a team event's imported file, or none, and
/// puts each player whose row names a team (empty: none) last on that
/// team's roster, in the order of the file. A team not entered yet is
/// entered with that name, as [`add_team`] enters it (refused the same
/// way: entry closed, too many teams). Refused too when a roster would
/// exceed [`MAX_ROSTER`] players. Returns how many players were registered.
pub fn import_team_players(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    rows: &[(PlayerFields, String)],
) -> Result<usize, Failed<TeamRefusal>> {
    if db::teams::settings(conn, t.id)?.is_none() {
        return refuse(TeamRefusal::NotATeamEvent);
    }
    db::tournaments::lock(conn, t.id)?;
    let fields: Vec<PlayerFields> = rows.iter().map(|(fields, _)| fields.clone()).collect();
    let ids = import_players(conn, by, t, &fields).map_err(|failed| match failed {
        Failed::Refused(refusal) => Failed::Refused(TeamRefusal::Players(refusal)),
        Failed::Db(e) => Failed::Db(e),
    })?;
    let mut names: Vec<&str> = Vec::new();
    for (_, name) in rows {
        if !name.is_empty() && !names.iter().any(|n| same_name(n, name)) {
            names.push(name);
        }
    }
    let entered = db::teams::for_tournament(conn, t.id)?;
    for &name in &names {
        if !entered.iter().any(|team| same_name(&team.name, name)) {
            let fields = TeamFields { name: name.to_string(), ..TeamFields::default() };
            add_team(conn, by, t, NewTeam { fields, entered_after: None })?;
        }
    }
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let players = db::players::for_tournament(conn, t.id)?;
    for name in names {
        let Some(stored) = teams.teams.iter().find(|team| same_name(&team.name, name)).cloned() else {
            return refuse(TeamRefusal::UnknownTeam);
        };
        let joining = rows.iter().zip(&ids).filter(|((_, team), _)| same_name(team, name)).map(|(_, &id)| id);
        let mut roster = teams.roster(stored.id).to_vec();
        roster.extend(joining);
        if roster.len() > MAX_ROSTER {
            return refuse(TeamRefusal::RosterFull);
        }
        let version = stored.version;
        save_roster(conn, by, t, (stored, version), (&roster, &players))?;
    }
    Ok(ids.len())
}

/// Stores a team's new roster unless the team changed since `version`
/// ([`TeamRefusal::ChangedMeanwhile`]), and logs it with the names of the
/// event's `players`.
fn save_roster(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (stored, version): (TeamRow, i32),
    (roster, players): (&[PlayerId], &[PlayerRow]),
) -> Result<(), Failed<TeamRefusal>> {
    if !db::teams::set_roster(conn, stored.id, version, roster)? {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    let name = |id: &PlayerId| players.iter().find(|p| p.id == *id).map(|p| p.name.clone()).unwrap_or_default();
    audit(conn, t.id, by, AuditEvent::RosterChanged { team: stored.name, roster: roster.iter().map(name).collect() })?;
    Ok(())
}
