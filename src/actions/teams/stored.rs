//! A team event loaded beside the stored event: its settings, teams,
//! rosters, matches and line-ups, and the core's [`Teams`] and
//! [`TeamEvent`] made of them.

use crate::actions::StoredEvent;
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::team_rounds::{self, TeamMatchRow};
use crate::db::teams::{TeamRow, TeamSettingsRow};
use crate::db::{self, DbConnection, PlayerId, TeamId};
use crate::tournament::team::{
    ForfeitedMatch, MatchScoring, PabScore, Team, TeamAbsence, TeamEvent, TeamLineUp, TeamSystem, Teams,
};
use crate::tournament::{BoardResult, ByeKind, Color, Event, PairingNumber, Points, RoundRecord, RoundResult};
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
    /// Every round's matches (the proposed round's included), by round
    /// and match number.
    pub matches: Vec<TeamMatchRow>,
    /// Each team's line-up of a round: the player on each board, none
    /// for a board left empty.
    pub line_ups: HashMap<(i32, TeamId), Vec<Option<PlayerId>>>,
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
        let matches = team_rounds::matches(conn, t.id)?;
        let boards = settings.fields.boards.max(0) as usize;
        let mut line_ups: HashMap<(i32, TeamId), Vec<Option<PlayerId>>> = HashMap::new();
        for (round, team, board, player) in team_rounds::line_ups(conn, t.id)? {
            let line_up = line_ups.entry((round, team)).or_insert_with(|| vec![None; boards]);
            if let Some(seat) = usize::try_from(board - 1).ok().and_then(|k| line_up.get_mut(k)) {
                *seat = Some(player);
            }
        }
        Ok(Some(StoredTeams { settings, teams, rosters, matches, line_ups }))
    }

    /// The number of boards of a match.
    pub fn boards(&self) -> i32 {
        self.settings.fields.boards.max(0)
    }

    /// A team by its row id.
    pub fn team(&self, id: TeamId) -> Option<&TeamRow> {
        self.teams.iter().find(|t| t.id == id)
    }

    /// The matches of round `round`, by match number.
    pub fn round(&self, round: i32) -> impl Iterator<Item = &TeamMatchRow> {
        self.matches.iter().filter(move |m| m.round == round)
    }

    /// A team's line-up of a round (empty boards none; all none if it has none).
    pub fn line_up(&self, round: i32, team: TeamId) -> Vec<Option<PlayerId>> {
        self.line_ups.get(&(round, team)).cloned().unwrap_or_else(|| vec![None; self.boards() as usize])
    }

    /// The team event of rounds 1 to `up_to`: `players` (the players'
    /// event as [`StoredEvent::record`] or [`StoredEvent::played`] reads it)
    /// with the team records: each round's pairing-allocated bye (in a
    /// round robin, the rest round: no points), its matches forfeited as a
    /// whole, the teams not paired in it (absent), and the forfeit win of
    /// a player whose board the other team left empty.
    pub fn event(&self, stored: &StoredEvent, mut players: Event, up_to: i32) -> TeamEvent {
        let mut teams = self.core(stored);
        let round_robin = stored.t.system().is_round_robin();
        let tpn = |id: TeamId| self.team(id).map_or(PairingNumber::new(0), |t| PairingNumber::new(t.tpn.max(0) as u32));
        for round in 1..=up_to {
            let matches: Vec<&TeamMatchRow> = self.round(round).collect();
            for m in &matches {
                let f = &m.fields;
                let Some(second) = f.second_team_id else {
                    let (round, team) = (round as u32, tpn(f.first_team_id));
                    match round_robin {
                        true => teams.absences.push(TeamAbsence { round, team, kind: ByeKind::RestRound }),
                        false => teams.pab_teams.push((round, team)),
                    }
                    continue;
                };
                if let Some(BoardResult::Game(result)) = f.forfeit {
                    let (white, black) = (tpn(f.first_team_id), tpn(second));
                    teams.forfeited.push(ForfeitedMatch { round: round as u32, white, black, result });
                }
                self.empty_boards(stored, &mut players, round, m);
                for (team, opponent) in [(f.first_team_id, second), (second, f.first_team_id)] {
                    let seats = self.line_up(round, team).iter().map(|p| p.map(|p| stored.number(p))).collect();
                    let (team, opponent) = (tpn(team), tpn(opponent));
                    teams.line_ups.push(TeamLineUp { round: round as u32, team, opponent, players: seats });
                }
            }
            for t in &self.teams {
                if !matches.iter().any(|m| m.has(t.id)) {
                    teams.absences.push(TeamAbsence { round: round as u32, team: tpn(t.id), kind: ByeKind::ZeroPoint });
                }
            }
        }
        teams.line_ups.sort_by_key(|l| (l.round, l.team));
        TeamEvent { players, teams }
    }

    /// Gives the forfeit win to each player of match `m` whose board the
    /// other team left empty (a match forfeited as a whole has its boards).
    fn empty_boards(&self, stored: &StoredEvent, players: &mut Event, round: i32, m: &TeamMatchRow) {
        let Some(second) = m.fields.second_team_id else { return };
        let colours = self.board_colours();
        let (first, other) = (self.line_up(round, m.fields.first_team_id), self.line_up(round, second));
        for (k, colour) in colours.iter().enumerate() {
            let present = match (first.get(k).copied().flatten(), other.get(k).copied().flatten()) {
                (Some(p), None) => Some((p, *colour)),
                (None, Some(p)) => Some((p, !*colour)),
                _ => None,
            };
            let Some((player, colour)) = present else { continue };
            let no = stored.number(player);
            let Some(record) = players
                .players
                .iter_mut()
                .find(|p| p.start_no == no)
                .and_then(|p| p.rounds.get_mut(round as usize - 1))
            else {
                continue;
            };
            *record = RoundRecord { opponent: None, colour: Some(colour), result: RoundResult::ForfeitWin };
        }
    }

    /// The first-named team's colour on each board (record 352): White on
    /// odd boards.
    pub fn board_colours(&self) -> Vec<Color> {
        (0..self.boards()).map(colour_on_board).collect()
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
        let board_colours = self.board_colours();
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

/// The first-named team's colour on board `k` of a match (from 0): White on
/// odd boards (1, 3...), as record 352 writes them.
fn colour_on_board(k: i32) -> Color {
    if k % 2 == 0 { Color::White } else { Color::Black }
}

/// The first-named team's colour on the round's board `board_no` in an
/// event of `boards` boards a match (its board within the match, as
/// [`StoredTeams::board_colours`] gives it).
pub fn first_team_colour(boards: i32, board_no: i32) -> Color {
    colour_on_board((board_no - 1).rem_euclid(boards.max(1)))
}
