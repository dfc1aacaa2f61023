//! A team event: the players' event and the teams' records, and each
//! team's matches read from the players' boards.

use super::{BoardGame, MatchKind, MatchOutcome, MatchScoring, PabScore, Team, TeamRound, TeamSystem};
use crate::tournament::{ByeKind, Color, Event, GameResult, PairingNumber, Points, RoundResult};
use std::collections::HashMap;

/// A match forfeited as a whole (record 330): no board was played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ForfeitedMatch {
    /// The round, from 1.
    pub round: u32,
    /// The first-named team (its board-1 player had White).
    pub white: PairingNumber,
    /// The other team.
    pub black: PairingNumber,
    /// Who won by forfeit: [`GameResult::WhiteWinsByForfeit`],
    /// [`GameResult::BlackWinsByForfeit`] or [`GameResult::DoubleForfeit`].
    pub result: GameResult,
}

/// A team not paired in a round (record 240): absent (`Z`), or a bye it
/// asked for (`H`, `F`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TeamAbsence {
    /// The round, from 1.
    pub round: u32,
    /// The team.
    pub team: PairingNumber,
    /// The kind of bye: zero-point, half-point or full-point.
    pub kind: ByeKind,
}

/// The team part of an event: the teams, and the records only teams have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Teams {
    /// The teams, in TPN order.
    pub teams: Vec<Team>,
    /// The system (record 192).
    pub system: TeamSystem,
    /// The first-named team's colour on each board (record 352; its
    /// length is the number of boards).
    pub board_colours: Vec<Color>,
    /// Match points (record 362).
    pub scoring: MatchScoring,
    /// What the pairing-allocated bye is worth (record 320).
    pub pab: PabScore,
    /// The team given the pairing-allocated bye, per round (record 320).
    pub pab_teams: Vec<(u32, PairingNumber)>,
    /// Matches forfeited as a whole (record 330).
    pub forfeited: Vec<ForfeitedMatch>,
    /// Teams not paired (record 240).
    pub absences: Vec<TeamAbsence>,
}

impl Default for Teams {
    fn default() -> Self {
        let board_colours = vec![Color::White, Color::Black, Color::White, Color::Black];
        let scoring = MatchScoring::default();
        Teams {
            teams: Vec::new(),
            system: TeamSystem::default(),
            pab: PabScore::drawn_match(&scoring, board_colours.len()),
            board_colours,
            scoring,
            pab_teams: Vec::new(),
            forfeited: Vec::new(),
            absences: Vec::new(),
        }
    }
}

impl Teams {
    /// The number of boards of a match.
    pub fn boards(&self) -> usize {
        self.board_colours.len()
    }

    /// A team's colour on each board of a match (record 352): the
    /// first-named team's (its board-1 player has White by default), or
    /// the opposite for the other team.
    pub fn colours_on_boards(&self, first_named: bool) -> Vec<Color> {
        self.board_colours.iter().map(|&c| if first_named { c } else { !c }).collect()
    }

    /// The team with a pairing number.
    pub fn team(&self, tpn: PairingNumber) -> Option<&Team> {
        self.teams.iter().find(|t| t.tpn == tpn)
    }

    /// The team whose roster holds a player.
    pub fn team_of(&self, player: PairingNumber) -> Option<&Team> {
        self.teams.iter().find(|t| t.roster.contains(&player))
    }
}

/// A team event: the players with their games, and the teams.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamEvent {
    /// The players and their board results, round by round.
    pub players: Event,
    /// The teams and the team records.
    pub teams: Teams,
}

/// Where a team's round cannot be read from the players' boards.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("team {team}, round {round}: {problem}")]
pub struct TeamError {
    /// The team's pairing number.
    pub team: PairingNumber,
    /// The round, from 1.
    pub round: u32,
    /// What is wrong.
    pub problem: TeamProblem,
}

/// What is wrong with a team's round.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TeamProblem {
    /// A player's opponent is on no team's roster.
    #[error("player {0}'s opponent is on no team")]
    OpponentOnNoTeam(PairingNumber),
    /// The boards face players of more than one team.
    #[error("the boards face players of teams {0} and {1}")]
    OpponentsOfTwoTeams(PairingNumber, PairingNumber),
    /// More boards than the event has.
    #[error("{found} boards, the event has {allowed}")]
    TooManyBoards {
        /// Boards found.
        found: usize,
        /// Boards of the event (record 352).
        allowed: usize,
    },
    /// Record 330 names a match the boards do not show as forfeited.
    #[error("record 330 names a forfeited match against team {0} that the boards do not show")]
    ForfeitNotOnTheBoards(PairingNumber),
}

impl TeamEvent {
    /// The number of rounds with a record: the players' rounds and the team records'.
    pub fn rounds(&self) -> u32 {
        let t = &self.teams;
        let records = t.pab_teams.iter().map(|&(r, _)| r).chain(t.absences.iter().map(|a| a.round));
        records.chain(t.forfeited.iter().map(|f| f.round)).max().unwrap_or(0).max(self.players.rounds_recorded())
    }

    /// Every team's rounds, in the order of [`Teams::teams`], round 1 first.
    pub fn history(&self) -> Result<Vec<Vec<TeamRound>>, TeamError> {
        let rounds = self.rounds();
        let team_of: HashMap<PairingNumber, PairingNumber> =
            self.teams.teams.iter().flat_map(|t| t.roster.iter().map(move |&p| (p, t.tpn))).collect();
        let mut history: Vec<Vec<TeamRound>> = Vec::with_capacity(self.teams.teams.len());
        for team in &self.teams.teams {
            let rounds = (1..=rounds).map(|r| self.round_of(team, r, &team_of)).collect::<Result<Vec<_>, _>>()?;
            history.push(rounds);
        }
        let gp_of: HashMap<(PairingNumber, u32), Points> = self
            .teams
            .teams
            .iter()
            .zip(&history)
            .flat_map(|(t, rounds)| rounds.iter().zip(1u32..).map(move |(x, r)| ((t.tpn, r), x.game_points)))
            .collect();
        for rounds in &mut history {
            for (x, r) in rounds.iter_mut().zip(1u32..) {
                if let Some(opponent) = x.opponent() {
                    let theirs = gp_of.get(&(opponent, r)).copied().unwrap_or_default();
                    x.outcome = match x.game_points.cmp(&theirs) {
                        _ if x.is_double_forfeit(theirs) => MatchOutcome::Loss,
                        std::cmp::Ordering::Greater => MatchOutcome::Win,
                        std::cmp::Ordering::Equal => MatchOutcome::Draw,
                        std::cmp::Ordering::Less => MatchOutcome::Loss,
                    };
                    x.match_points = self.match_points(x.outcome);
                }
            }
        }
        self.check_forfeits(&history)?;
        Ok(history)
    }

    /// The match points of a match's outcome.
    fn match_points(&self, outcome: MatchOutcome) -> Points {
        let s = &self.teams.scoring;
        match outcome {
            MatchOutcome::Win => s.win,
            MatchOutcome::Draw => s.draw,
            MatchOutcome::Loss => s.loss,
        }
    }

    /// Team `team`'s round `round`, before the outcome of a match is known
    /// (it needs the opponent's game points).
    fn round_of(
        &self,
        team: &Team,
        round: u32,
        team_of: &HashMap<PairingNumber, PairingNumber>,
    ) -> Result<TeamRound, TeamError> {
        let err = |problem| TeamError { team: team.tpn, round, problem };
        let records: Vec<(PairingNumber, crate::tournament::RoundRecord)> = team
            .roster
            .iter()
            .filter_map(|&no| Some((no, *self.players.player(no)?.rounds.get(round as usize - 1)?)))
            .collect();
        let boards: Vec<BoardGame> = records
            .iter()
            .filter_map(|&(player, e)| Some((player, e.opponent?, e)))
            .zip(1..)
            .map(|((player, opponent, e), board)| BoardGame {
                board,
                player,
                opponent,
                colour: e.colour.unwrap_or(Color::White),
                result: e.result,
                points: self.players.scoring.of_round(e.result),
            })
            .collect();
        let pab = self.teams.pab_teams.contains(&(round, team.tpn))
            || (boards.is_empty() && records.iter().any(|(_, e)| e.result == RoundResult::PairingAllocatedBye));
        if pab {
            let p = self.teams.pab;
            return Ok(TeamRound {
                kind: MatchKind::PairingAllocatedBye,
                played: false,
                outcome: outcome_of_points(p.match_points, &self.teams.scoring),
                match_points: p.match_points,
                game_points: p.game_points,
                boards: Vec::new(),
            });
        }
        let Some(first) = boards.first() else {
            let kind = self
                .teams
                .absences
                .iter()
                .find(|a| a.round == round && a.team == team.tpn)
                .map_or(ByeKind::ZeroPoint, |a| a.kind);
            return Ok(self.bye(kind));
        };
        if boards.len() > self.teams.boards() {
            return Err(err(TeamProblem::TooManyBoards { found: boards.len(), allowed: self.teams.boards() }));
        }
        let opponent = *team_of.get(&first.opponent).ok_or_else(|| err(TeamProblem::OpponentOnNoTeam(first.player)))?;
        for b in &boards {
            let theirs = *team_of.get(&b.opponent).ok_or_else(|| err(TeamProblem::OpponentOnNoTeam(b.player)))?;
            if theirs != opponent {
                return Err(err(TeamProblem::OpponentsOfTwoTeams(opponent, theirs)));
            }
        }
        Ok(TeamRound {
            kind: MatchKind::Match { opponent, colour: first.colour },
            played: boards.iter().any(BoardGame::is_played),
            outcome: MatchOutcome::Draw,
            match_points: Points::ZERO,
            game_points: boards.iter().map(|b| b.points).sum(),
            boards,
        })
    }

    /// A round without a match: a bye of `kind` (a zero-point bye for an absence).
    fn bye(&self, kind: ByeKind) -> TeamRound {
        let boards = self.teams.boards() as i32;
        let (outcome, game_points) = match kind {
            ByeKind::FullPoint => (MatchOutcome::Win, Points(10 * boards)),
            ByeKind::HalfPoint => (MatchOutcome::Draw, Points(5 * boards)),
            _ => (MatchOutcome::Loss, Points::ZERO),
        };
        let match_points = match outcome {
            MatchOutcome::Win => self.teams.scoring.win,
            MatchOutcome::Draw => self.teams.scoring.draw,
            MatchOutcome::Loss => Points::ZERO,
        };
        TeamRound {
            kind: MatchKind::Absent(kind),
            played: false,
            outcome,
            match_points,
            game_points,
            boards: Vec::new(),
        }
    }

    /// Every match of record 330 must be on the boards, unplayed, with the winner it names.
    fn check_forfeits(&self, history: &[Vec<TeamRound>]) -> Result<(), TeamError> {
        for f in &self.teams.forfeited {
            let err = TeamError { team: f.white, round: f.round, problem: TeamProblem::ForfeitNotOnTheBoards(f.black) };
            let index = self.teams.teams.iter().position(|t| t.tpn == f.white).ok_or_else(|| err.clone())?;
            let x = history[index].get(f.round as usize - 1).ok_or_else(|| err.clone())?;
            let expected = match f.result {
                GameResult::WhiteWinsByForfeit => MatchOutcome::Win,
                _ => MatchOutcome::Loss,
            };
            if x.opponent() != Some(f.black) || x.played || x.outcome != expected {
                return Err(err);
            }
        }
        Ok(())
    }

    /// Each team's match points and game points after every recorded
    /// round, in the order of [`Teams::teams`].
    pub fn scores(history: &[Vec<TeamRound>]) -> Vec<(Points, Points)> {
        history
            .iter()
            .map(|rounds| (rounds.iter().map(|x| x.match_points).sum(), rounds.iter().map(|x| x.game_points).sum()))
            .collect()
    }
}

/// The outcome a bye's match points stand for.
fn outcome_of_points(points: Points, scoring: &MatchScoring) -> MatchOutcome {
    if points >= scoring.win {
        MatchOutcome::Win
    } else if points >= scoring.draw {
        MatchOutcome::Draw
    } else {
        MatchOutcome::Loss
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tournament::{EventPlayer, RoundRecord};

    fn no(n: u32) -> PairingNumber {
        PairingNumber::new(n)
    }

    /// Teams 1 (players 1, 2) and 2 (players 3, 4) of two boards, one round
    /// with each board's result for players 1, 2 (3, 4 get the opposite).
    fn one_round(ours: [RoundResult; 2], forfeited: Option<GameResult>) -> TeamEvent {
        let opposite = |r: RoundResult| match r {
            RoundResult::Win => RoundResult::Loss,
            RoundResult::Loss => RoundResult::Win,
            RoundResult::ForfeitWin => RoundResult::ForfeitLoss,
            RoundResult::ForfeitLoss if forfeited == Some(GameResult::DoubleForfeit) => RoundResult::ForfeitLoss,
            RoundResult::ForfeitLoss => RoundResult::ForfeitWin,
            other => other,
        };
        let game =
            |opponent: u32, colour, result| RoundRecord { opponent: Some(no(opponent)), colour: Some(colour), result };
        let players = vec![
            EventPlayer { rounds: vec![game(3, Color::White, ours[0])], ..EventPlayer::new(no(1)) },
            EventPlayer { rounds: vec![game(4, Color::Black, ours[1])], ..EventPlayer::new(no(2)) },
            EventPlayer { rounds: vec![game(1, Color::Black, opposite(ours[0]))], ..EventPlayer::new(no(3)) },
            EventPlayer { rounds: vec![game(2, Color::White, opposite(ours[1]))], ..EventPlayer::new(no(4)) },
        ];
        let team = |tpn: u32, roster: [u32; 2]| Team {
            tpn: no(tpn),
            name: String::new(),
            strength: 0,
            roster: roster.map(no).to_vec(),
        };
        let teams = Teams {
            teams: vec![team(1, [1, 2]), team(2, [3, 4])],
            board_colours: vec![Color::White, Color::Black],
            forfeited: forfeited
                .map(|result| ForfeitedMatch { round: 1, white: no(1), black: no(2), result })
                .into_iter()
                .collect(),
            ..Teams::default()
        };
        TeamEvent { players: Event { players, ..Event::default() }, teams }
    }

    fn outcomes(event: &TeamEvent) -> Vec<(MatchOutcome, Points, bool)> {
        event.history().unwrap().iter().map(|t| (t[0].outcome, t[0].match_points, t[0].played)).collect()
    }

    #[test]
    fn a_match_forfeited_by_both_teams_is_lost_by_both() {
        let both = one_round([RoundResult::ForfeitLoss; 2], Some(GameResult::DoubleForfeit));
        let lost = (MatchOutcome::Loss, Points::ZERO, false);
        assert_eq!(outcomes(&both), [lost, lost]);
    }

    #[test]
    fn a_forfeited_match_is_won_by_the_team_present() {
        let won = one_round([RoundResult::ForfeitWin; 2], Some(GameResult::WhiteWinsByForfeit));
        assert_eq!(outcomes(&won), [(MatchOutcome::Win, Points(20), false), (MatchOutcome::Loss, Points::ZERO, false)]);
        // Record 330 naming the other winner does not match the boards.
        let wrong = one_round([RoundResult::ForfeitWin; 2], Some(GameResult::BlackWinsByForfeit));
        assert!(matches!(wrong.history(), Err(TeamError { problem: TeamProblem::ForfeitNotOnTheBoards(_), .. })));
    }

    #[test]
    fn a_match_with_one_board_played_is_played_and_drawn_on_equal_game_points() {
        let drawn = one_round([RoundResult::Win, RoundResult::ForfeitLoss], None);
        let draw = (MatchOutcome::Draw, Points(10), true);
        assert_eq!(outcomes(&drawn), [draw, draw]);
    }
}
