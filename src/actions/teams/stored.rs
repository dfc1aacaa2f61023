//! A team event loaded beside the stored event: its settings, teams and
//! rosters, and the core's [`Teams`] made of them.

use crate::actions::StoredEvent;
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::teams::{TeamRow, TeamSettingsRow};
use crate::db::{self, DbConnection, PlayerId, TeamId};
use crate::tournament::team::{MatchScoring, PabScore, Team, TeamSystem, Teams};
use crate::tournament::{Color, PairingNumber, Points};
use std::collections::HashMap;

/// Everything stored about a team event's teams.
#[derive(Debug, Clone)]
pub struct StoredTeams {
    /// The team settings.
    pub settings: TeamSettingsRow,
    /// The teams in TPN order.
    pub teams: Vec<TeamRow>,
    /// Each team's roster in board order (reserves last).
    pub rosters: HashMap<TeamId, Vec<PlayerId>>,
}

impl StoredTeams {
    /// Loads the teams of `t`; none if it is not a team event.
    pub fn load(conn: &mut DbConnection, t: &TournamentRow) -> Result<Option<StoredTeams>, diesel::result::Error> {
        let Some(settings) = db::teams::settings(conn, t.id)? else { return Ok(None) };
        let teams = db::teams::for_tournament(conn, t.id)?;
        let mut rosters: HashMap<TeamId, Vec<PlayerId>> = HashMap::new();
        for (team, player, _) in db::teams::members(conn, t.id)? {
            rosters.entry(team).or_default().push(player);
        }
        Ok(Some(StoredTeams { settings, teams, rosters }))
    }

    /// A team's roster in board order (empty if it has none).
    pub fn roster(&self, team: TeamId) -> &[PlayerId] {
        self.rosters.get(&team).map_or(&[], Vec::as_slice)
    }

    /// The team whose roster holds `player`.
    pub fn team_of(&self, player: PlayerId) -> Option<&TeamRow> {
        self.teams.iter().find(|t| self.roster(t.id).contains(&player))
    }

    /// A team's strength: [`Team::strength_of`] the FIDE ratings on its
    /// roster (an unrated player counts as none).
    pub fn strength(&self, team: TeamId, players: &[PlayerRow]) -> u32 {
        let rating = |id: &PlayerId| players.iter().find(|p| p.id == *id).and_then(|p| p.fide_rating);
        Team::strength_of(self.roster(team).iter().filter_map(rating).map(|r| r.max(0) as u32))
    }

    /// The system of C.04.6 the settings name (the other score counting for colours).
    pub fn system(&self) -> TeamSystem {
        TeamSystem {
            colours: self.settings.fields.colour_model,
            primary: self.settings.fields.primary_score,
            secondary_for_colours: true,
        }
    }

    /// The core's team records of the event: each team with its TPN, name,
    /// strength and the pairing numbers of its numbered players in board
    /// order; the boards (the first-named team White on odd boards), match
    /// points and the pairing-allocated bye's worth.
    pub fn core(&self, event: &StoredEvent) -> Teams {
        let boards = self.settings.fields.boards.max(0) as usize;
        let board_colours = (0..boards).map(|i| if i % 2 == 0 { Color::White } else { Color::Black }).collect();
        let teams = self
            .teams
            .iter()
            .map(|t| Team {
                tpn: PairingNumber::new(t.tpn.max(0) as u32),
                name: t.name.clone(),
                strength: self.strength(t.id, &event.players),
                roster: self
                    .roster(t.id)
                    .iter()
                    .map(|&p| event.number(p))
                    .filter(|n| *n != PairingNumber::new(0))
                    .collect(),
            })
            .collect();
        let s = &self.settings.fields;
        Teams {
            teams,
            system: self.system(),
            board_colours,
            scoring: MatchScoring { win: Points(s.match_win), draw: Points(s.match_draw), loss: Points(s.match_loss) },
            pab: PabScore { match_points: Points(s.pab_match), game_points: Points(s.pab_game) },
            ..Teams::default()
        }
    }
}
