//! A team event: the players' event and the teams' records, and each
//! team's matches read from the players' boards.

use super::{BoardGame, MatchKind, MatchOutcome, MatchScoring, PabScore, Team, TeamLineUp, TeamRound, TeamSystem};
use crate::tournament::{ByeKind, Color, Event, GameResult, PairingNumber, Points, RoundRecord, RoundResult};
use std::collections::{HashMap, HashSet};

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
    /// The line-ups recorded board by board (record 300), by round then
    /// team: where a team left a board empty, or did not field its
    /// players in roster order.
    pub line_ups: Vec<TeamLineUp>,
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
            line_ups: Vec::new(),
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
    /// Every board the team fielded was left empty by the other team, and
    /// no team record (330, 300) names that team.
    #[error("the other team left every board empty and no record 330 or 300 names it")]
    OpponentUnknown,
    /// A player seated on a board is not on the line-up of record 300, or
    /// a player of that line-up has no board in the round.
    #[error("player {0} is not on the boards as record 300 seats the team")]
    NotAsLinedUp(PairingNumber),
    /// A board won by forfeit because the other team left it empty holds
    /// a player of the other team.
    #[error("board {0} is won as left empty, but the other team has a player on it")]
    BoardNotEmpty(usize),
}

impl TeamEvent {
    /// The number of rounds with a record: the players' rounds and the team records'.
    pub fn rounds(&self) -> u32 {
        let t = &self.teams;
        let records = t.pab_teams.iter().map(|&(r, _)| r).chain(t.absences.iter().map(|a| a.round));
        let records = records.chain(t.line_ups.iter().map(|l| l.round));
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
        self.check_empty_boards(&history)?;
        // A team that fielded nobody was scheduled the colours opposite to its opponent's.
        let colour_of: HashMap<(PairingNumber, u32), Color> = self
            .teams
            .teams
            .iter()
            .zip(&history)
            .flat_map(|(t, rounds)| rounds.iter().zip(1u32..).map(move |(x, r)| (t.tpn, r, x)))
            .filter_map(|(t, r, x)| match x.kind {
                MatchKind::Match { colour, .. } if !x.boards.is_empty() => Some(((t, r), colour)),
                _ => None,
            })
            .collect();
        for rounds in &mut history {
            for (x, r) in rounds.iter_mut().zip(1u32..) {
                if let MatchKind::Match { opponent, colour } = &mut x.kind
                    && x.boards.is_empty()
                    && let Some(&theirs) = colour_of.get(&(*opponent, r))
                {
                    *colour = !theirs;
                }
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
        let records: Vec<(PairingNumber, RoundRecord)> = team
            .roster
            .iter()
            .filter_map(|&no| Some((no, *self.players.player(no)?.rounds.get(round as usize - 1)?)))
            .collect();
        let seated: Vec<(PairingNumber, RoundRecord)> =
            records.iter().copied().filter(|(_, e)| e.opponent.is_some() || is_empty_board_win(e)).collect();
        let boards = self.boards_of(team.tpn, round, &seated).map_err(err)?;
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
        let absence = self.teams.absences.iter().find(|a| a.round == round && a.team == team.tpn);
        let recorded = self.recorded_opponent(team.tpn, round).map_err(err)?;
        let Some(first) = boards.first() else {
            return Ok(match (absence, recorded) {
                (None, Some((opponent, colour))) => TeamRound {
                    // The match of a team that fielded nobody: its colour is
                    // the opponent's opposite (set by `history`); when neither
                    // team fielded anyone and no record 330 tells, the lower
                    // TPN is taken as first-named.
                    kind: MatchKind::Match {
                        opponent,
                        colour: colour.unwrap_or(self.first_named_colour(team.tpn < opponent)),
                    },
                    played: false,
                    outcome: MatchOutcome::Loss,
                    match_points: Points::ZERO,
                    game_points: Points::ZERO,
                    boards: Vec::new(),
                },
                _ => self.bye(absence.map_or(ByeKind::ZeroPoint, |a| a.kind)),
            });
        };
        let mut opponent: Option<PairingNumber> = None;
        for b in &boards {
            let Some(player) = b.opponent else { continue };
            let theirs = *team_of.get(&player).ok_or_else(|| err(TeamProblem::OpponentOnNoTeam(b.player)))?;
            match opponent {
                Some(o) if o != theirs => return Err(err(TeamProblem::OpponentsOfTwoTeams(o, theirs))),
                _ => opponent = Some(theirs),
            }
        }
        let opponent = match (opponent, recorded) {
            (Some(o), Some((r, _))) if o != r => return Err(err(TeamProblem::OpponentsOfTwoTeams(o, r))),
            (Some(o), _) | (None, Some((o, _))) => o,
            (None, None) => return Err(err(TeamProblem::OpponentUnknown)),
        };
        // The team's colour is its board-1 player's, whichever board it fielded first.
        let first_named = self.teams.board_colours.get(first.board - 1) == Some(&first.colour);
        Ok(TeamRound {
            kind: MatchKind::Match { opponent, colour: self.first_named_colour(first_named) },
            played: boards.iter().any(BoardGame::is_played),
            outcome: MatchOutcome::Draw,
            match_points: Points::ZERO,
            game_points: boards.iter().map(|b| b.points).sum(),
            boards,
        })
    }

    /// The board-1 colour of the first-named team, or of the other one.
    fn first_named_colour(&self, first_named: bool) -> Color {
        let board_1 = self.teams.board_colours.first().copied().unwrap_or(Color::White);
        if first_named { board_1 } else { !board_1 }
    }

    /// The boards of team `team` in round `round` from its `seated`
    /// players (roster order): numbered as its line-up of record 300
    /// seats them, else from board 1 down in roster order.
    fn boards_of(
        &self,
        team: PairingNumber,
        round: u32,
        seated: &[(PairingNumber, RoundRecord)],
    ) -> Result<Vec<BoardGame>, TeamProblem> {
        let allowed = self.teams.boards();
        let game = |board: usize, (player, e): (PairingNumber, RoundRecord)| BoardGame {
            board,
            player,
            opponent: e.opponent,
            colour: e.colour.unwrap_or(Color::White),
            result: e.result,
            points: self.players.scoring.of_round(e.result),
        };
        let Some(line_up) = self.teams.line_ups.iter().find(|l| l.round == round && l.team == team) else {
            if seated.len() > allowed {
                return Err(TeamProblem::TooManyBoards { found: seated.len(), allowed });
            }
            return Ok(seated.iter().zip(1..).map(|(&s, board)| game(board, s)).collect());
        };
        if line_up.players.len() > allowed {
            return Err(TeamProblem::TooManyBoards { found: line_up.players.len(), allowed });
        }
        if let Some(&(player, _)) = seated.iter().find(|(p, _)| !line_up.players.contains(&Some(*p))) {
            return Err(TeamProblem::NotAsLinedUp(player));
        }
        let mut boards = Vec::new();
        for (board, player) in line_up.players.iter().enumerate().filter_map(|(k, p)| Some((k + 1, (*p)?))) {
            let s = seated.iter().find(|(p, _)| *p == player).ok_or(TeamProblem::NotAsLinedUp(player))?;
            boards.push(game(board, *s));
        }
        Ok(boards)
    }

    /// The opponent the team records name for a team's round (record 330,
    /// then the line-ups of record 300), with the team's colour when
    /// record 330 tells it; an error when they name two teams.
    fn recorded_opponent(
        &self,
        team: PairingNumber,
        round: u32,
    ) -> Result<Option<(PairingNumber, Option<Color>)>, TeamProblem> {
        let t = &self.teams;
        let forfeited = t.forfeited.iter().filter(|f| f.round == round).find_map(|f| match team {
            _ if f.white == team => Some((f.black, Some(self.first_named_colour(true)))),
            _ if f.black == team => Some((f.white, Some(self.first_named_colour(false)))),
            _ => None,
        });
        let lined_up = t.line_ups.iter().filter(|l| l.round == round).find_map(|l| match team {
            _ if l.team == team => Some(l.opponent),
            _ if l.opponent == team => Some(l.team),
            _ => None,
        });
        match (forfeited, lined_up) {
            (Some((a, _)), Some(b)) if a != b => Err(TeamProblem::OpponentsOfTwoTeams(a, b)),
            (Some(f), _) => Ok(Some(f)),
            (None, l) => Ok(l.map(|o| (o, None))),
        }
    }

    /// A board won because the other team left it empty must be empty on
    /// the other team's side.
    fn check_empty_boards(&self, history: &[Vec<TeamRound>]) -> Result<(), TeamError> {
        let taken: HashSet<(PairingNumber, u32, usize)> = self
            .teams
            .teams
            .iter()
            .zip(history)
            .flat_map(|(t, rounds)| {
                rounds.iter().zip(1u32..).flat_map(move |(x, r)| x.boards.iter().map(move |b| (t.tpn, r, b.board)))
            })
            .collect();
        for (team, rounds) in self.teams.teams.iter().zip(history) {
            for (x, round) in rounds.iter().zip(1u32..) {
                let Some(opponent) = x.opponent() else { continue };
                if let Some(b) =
                    x.boards.iter().find(|b| b.opponent.is_none() && taken.contains(&(opponent, round, b.board)))
                {
                    return Err(TeamError { team: team.tpn, round, problem: TeamProblem::BoardNotEmpty(b.board) });
                }
            }
        }
        Ok(())
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

/// Whether a player's round is a board the other team left empty: won by
/// forfeit, with the colour the board gave and no opponent.
fn is_empty_board_win(e: &RoundRecord) -> bool {
    e.opponent.is_none() && e.colour.is_some() && e.result == RoundResult::ForfeitWin
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
    use crate::tournament::EventPlayer;

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

    #[test]
    fn a_board_left_empty_is_won_by_forfeit_by_the_player_present() {
        let event = super::super::fixtures::one_board_empty();
        let history = event.history().unwrap();
        let (ours, theirs) = (&history[0][0], &history[1][0]);
        assert_eq!(ours.kind, MatchKind::Match { opponent: no(2), colour: Color::White });
        assert_eq!((ours.outcome, ours.game_points, ours.played), (MatchOutcome::Win, Points(20), true));
        let empty = ours.boards[1];
        assert_eq!((empty.board, empty.player, empty.opponent, empty.is_played()), (2, no(2), None, false));
        assert_eq!(theirs.kind, MatchKind::Match { opponent: no(1), colour: Color::Black });
        assert_eq!((theirs.outcome, theirs.game_points, theirs.boards.len()), (MatchOutcome::Loss, Points::ZERO, 1));
    }

    #[test]
    fn a_line_up_of_record_300_seats_the_boards() {
        let event = super::super::fixtures::top_board_empty();
        let history = event.history().unwrap();
        let theirs = &history[1][0];
        assert_eq!(theirs.boards.iter().map(|b| (b.board, b.player)).collect::<Vec<_>>(), [(2, no(4))]);
        assert_eq!(theirs.kind, MatchKind::Match { opponent: no(1), colour: Color::Black }, "Black on board 1");
        assert_eq!((history[0][0].outcome, history[0][0].game_points), (MatchOutcome::Win, Points(15)));
        // Without the line-up, player 4 would sit on board 1, which player 1 won as left empty.
        let mut unseated = event.clone();
        unseated.teams.line_ups.clear();
        assert!(matches!(unseated.history(), Err(TeamError { problem: TeamProblem::BoardNotEmpty(1), .. })));
        // A line-up that does not seat the player who played.
        let mut wrong = event;
        wrong.teams.line_ups[1].players = vec![None, Some(no(3))];
        assert!(matches!(wrong.history(), Err(TeamError { problem: TeamProblem::NotAsLinedUp(_), .. })));
    }

    #[test]
    fn a_team_that_fields_nobody_loses_the_match_its_opponent_named_by_the_team_records() {
        let event = super::super::fixtures::team_not_fielded();
        let history = event.history().unwrap();
        let (ours, theirs) = (&history[0][0], &history[1][0]);
        assert_eq!((ours.outcome, ours.game_points, ours.played), (MatchOutcome::Win, Points(20), false));
        assert!(ours.is_forfeit_win());
        assert_eq!(theirs.kind, MatchKind::Match { opponent: no(1), colour: Color::Black });
        assert!(theirs.boards.is_empty() && theirs.is_forfeit_loss());
        // The line-ups of record 300 name the opponent as well as record 330.
        let mut lined_up = event.clone();
        lined_up.teams.forfeited.clear();
        let seats = vec![None, None];
        lined_up.teams.line_ups = vec![TeamLineUp { round: 1, team: no(2), opponent: no(1), players: seats }];
        let again = lined_up.history().unwrap();
        assert_eq!((again[0][0].outcome, &again[1][0].kind), (MatchOutcome::Win, &theirs.kind));
        // Nothing names the team that left every board empty.
        lined_up.teams.line_ups.clear();
        assert!(matches!(lined_up.history(), Err(TeamError { problem: TeamProblem::OpponentUnknown, .. })));
    }

    #[test]
    fn the_line_ups_a_file_records_are_those_of_matches_with_a_board_left_empty() {
        let event = super::super::fixtures::one_board_empty();
        let records = event.line_up_records(&event.history().unwrap());
        let seats = |list: [u32; 2]| list.map(|n| (n != 0).then(|| no(n))).to_vec();
        assert_eq!(
            records,
            [
                TeamLineUp { round: 1, team: no(1), opponent: no(2), players: seats([1, 2]) },
                TeamLineUp { round: 1, team: no(2), opponent: no(1), players: seats([3, 0]) },
            ]
        );
        let full = one_round([RoundResult::Win, RoundResult::Draw], None);
        assert!(full.line_up_records(&full.history().unwrap()).is_empty(), "the default line-ups");
    }
}
