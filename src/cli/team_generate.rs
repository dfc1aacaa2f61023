//! `arbiter generate --team`: a random team Swiss event paired round by
//! round by our C.04.6 engine, with random absent teams (record 240),
//! line-ups in roster order with now and then a reserve in (or, without
//! one, the bottom board left empty and won by forfeit), random board
//! results, forfeited boards and forfeited matches (record 330), written
//! as a TRF-2026 team file.

use super::Failure;
use super::generate::{Random, board_result, drawn, fresh_seed, player, ratings};
use crate::pairing::team_swiss::{TeamPair, TeamPairing, pair_round};
use crate::standings::tiebreak::Edition;
use crate::tournament::team::{
    ColourModel, ForfeitedMatch, LineUp, PabScore, Score, Team, TeamAbsence, TeamEvent, TeamLineUp, TeamSystem, Teams,
    seat_match,
};
use crate::tournament::{ByeKind, Color, Event, GameResult, PairingNumber, RoundRecord, RoundResult};
use crate::trf::{self, EventHeader};

/// The most players a file numbers (columns 5-8 of record 001).
const MAX_PLAYERS: usize = 9999;

/// The most rounds a file records.
const MAX_ROUNDS: u32 = 99;

/// Percent chance per team and match that a regular player rests and the
/// next player of the roster (a reserve) plays.
const RESERVE_PERCENT: u64 = 20;

/// Why the options cannot make an event.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TeamGenerateError {
    /// A count out of its bounds.
    #[error("{what} must be {least} to {most}, not {value}")]
    OutOfBounds {
        /// What is counted (`teams`, `boards`, `reserves`).
        what: &'static str,
        /// The value given.
        value: usize,
        /// The least allowed.
        least: usize,
        /// The most allowed.
        most: usize,
    },
    /// More players than a file can number.
    #[error("{teams} teams of {roster} players are {players} players; a file numbers at most {MAX_PLAYERS}")]
    TooManyPlayers {
        /// Teams.
        teams: usize,
        /// Players on each roster (boards and reserves).
        roster: usize,
        /// Their product.
        players: usize,
    },
    /// No round, or more rounds than the teams can play without meeting twice.
    #[error(
        "the rounds must be 1 to {most} ({teams} teams can play at most {most} rounds without two teams meeting twice), not {rounds}"
    )]
    TooManyRounds {
        /// Teams.
        teams: usize,
        /// Rounds asked for.
        rounds: u32,
        /// The most rounds.
        most: u32,
    },
}

/// The options of `arbiter generate --team`, each in its bounds (the
/// command line parses each; [`TeamGenerateOptions::new`] checks them together).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamGenerateOptions {
    /// Teams (2-999).
    pub teams: usize,
    /// Boards of a match (1-20).
    pub boards: usize,
    /// Reserves on each roster (0-10).
    pub reserves: usize,
    /// Rounds.
    pub rounds: u32,
    /// Seed: the same seed gives the same event.
    pub seed: u64,
    /// The colour preferences (record 192).
    pub colours: ColourModel,
    /// Percent chance per board of a forfeit.
    pub board_forfeit_percent: u64,
    /// Percent chance per match that it is forfeited as a whole.
    pub match_forfeit_percent: u64,
    /// Percent chance per team and round of being absent.
    pub absent_percent: u64,
}

impl TeamGenerateOptions {
    /// The options, when the teams' players can be numbered and the teams
    /// can play the rounds without meeting twice (a round robin's rounds
    /// at most, and no more than a file records).
    pub fn new(options: TeamGenerateOptions) -> Result<TeamGenerateOptions, TeamGenerateError> {
        let counts = [
            ("teams", options.teams, 2, 999),
            ("boards", options.boards, 1, 20),
            ("reserves", options.reserves, 0, 10),
        ];
        if let Some(&(what, value, least, most)) =
            counts.iter().find(|(_, v, least, most)| !(least..=most).contains(&v))
        {
            return Err(TeamGenerateError::OutOfBounds { what, value, least, most });
        }
        let roster = options.boards + options.reserves;
        let players = options.teams * roster;
        if players > MAX_PLAYERS {
            return Err(TeamGenerateError::TooManyPlayers { teams: options.teams, roster, players });
        }
        let most = (round_robin_rounds(options.teams) as u32).min(MAX_ROUNDS);
        if options.rounds == 0 || options.rounds > most {
            return Err(TeamGenerateError::TooManyRounds { teams: options.teams, rounds: options.rounds, most });
        }
        Ok(options)
    }
}

/// The options of `arbiter generate --team` as given: each one left out
/// is drawn from the seed ([`TeamAsked::settle`]), and the seed itself is
/// fresh when left out, so that the same options never give the same
/// event unless the seed is given too (checklist Q25, Q30).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TeamAsked {
    /// Teams.
    pub teams: Option<usize>,
    /// Boards of a match.
    pub boards: Option<usize>,
    /// Reserves on each roster.
    pub reserves: Option<usize>,
    /// Rounds.
    pub rounds: Option<u32>,
    /// Seed.
    pub seed: Option<u64>,
    /// The colour preferences.
    pub colours: Option<ColourModel>,
    /// Percent chance per board of a forfeit.
    pub board_forfeit_percent: Option<u64>,
    /// Percent chance per match that it is forfeited as a whole.
    pub match_forfeit_percent: Option<u64>,
    /// Percent chance per team and round of being absent.
    pub absent_percent: Option<u64>,
}

/// The streams of the values drawn for the options left out (apart from
/// the event's own, so that giving a drawn value changes nothing else).
#[derive(Clone, Copy)]
enum Stream {
    Teams = 1,
    Boards,
    Reserves,
    Rounds,
    Colours,
    BoardForfeits,
    MatchForfeits,
    Absences,
}

/// The boards of a match an event without `--boards` gets, one drawn.
const USUAL_BOARDS: [usize; 8] = [4, 4, 4, 4, 6, 3, 5, 2];

impl TeamAsked {
    /// The options of a run: those left out drawn, each from its own
    /// stream of the seed; and the lines that print them, the drawn ones
    /// marked `(random)`.
    pub fn settle(&self) -> Result<(TeamGenerateOptions, Vec<String>), TeamGenerateError> {
        let seed = self.seed.unwrap_or_else(fresh_seed);
        let stream = |s: Stream| Random::stream(seed, s as u64);
        let mut lines = vec![format!("seed {seed}{}", drawn(self.seed.is_some()))];
        // `name` is printed before the value, `unit` after it.
        let mut value = |(name, unit): (&str, &str), asked: Option<u64>, s: Stream, lowest: u64, highest: u64| {
            let value = asked.unwrap_or_else(|| stream(s).between(lowest, highest));
            lines.push(format!("{name} {value}{unit}{}", drawn(asked.is_some())));
            value
        };
        // Enough teams for the rounds asked for, when those are given.
        let fewest = self.rounds.map_or(6, |r| (u64::from(r) + 1).max(6));
        let teams = value(("teams", ""), self.teams.map(|t| t as u64), Stream::Teams, fewest, fewest.max(40)) as usize;
        let most_rounds = (round_robin_rounds(teams.max(2)) as u64).min(9);
        let rounds =
            value(("rounds", ""), self.rounds.map(u64::from), Stream::Rounds, most_rounds.min(3), most_rounds) as u32;
        let usual = USUAL_BOARDS[stream(Stream::Boards).below(USUAL_BOARDS.len() as u64) as usize] as u64;
        let boards = value(("boards", ""), self.boards.map(|b| b as u64), Stream::Boards, usual, usual) as usize;
        let reserves = value(("reserves", ""), self.reserves.map(|r| r as u64), Stream::Reserves, 0, 2) as usize;
        let board_forfeit_percent =
            value(("board forfeits", "%"), self.board_forfeit_percent, Stream::BoardForfeits, 0, 3);
        let match_forfeit_percent =
            value(("match forfeits", "%"), self.match_forfeit_percent, Stream::MatchForfeits, 0, 2);
        let absent_percent = value(("absent teams", "% a round"), self.absent_percent, Stream::Absences, 0, 3);
        // Type A in half the events, type B or none in a quarter each.
        let colours = self.colours.unwrap_or_else(|| match stream(Stream::Colours).below(4) {
            0 | 1 => ColourModel::TypeA,
            2 => ColourModel::TypeB,
            _ => ColourModel::None,
        });
        // The same code the command line and the database give it (`a`, `b`, `none`).
        let name = crate::db::codes::StoredCode::code(colours);
        lines.push(format!("colours {name}{}", drawn(self.colours.is_some())));
        let options = TeamGenerateOptions::new(TeamGenerateOptions {
            teams,
            boards,
            reserves,
            rounds,
            seed,
            colours,
            board_forfeit_percent,
            match_forfeit_percent,
            absent_percent,
        })?;
        Ok((options, lines))
    }
}

/// The rounds `teams` teams play in a round robin.
fn round_robin_rounds(teams: usize) -> usize {
    if teams.is_multiple_of(2) { teams - 1 } else { teams }
}

/// `arbiter generate --team`: writes the event to `output`.
pub fn generate(options: &TeamGenerateOptions, output: &str) -> Result<(), Failure> {
    let mut rng = Random::seeded(options.seed);
    let mut event = starting_list(options, &mut rng);
    let mut stopped = None;
    for round in 1..=options.rounds {
        if let Err(reason) = play_round(&mut event, round, options, &mut rng) {
            stopped = Some(format!("round {round} cannot be paired: {reason}"));
            break;
        }
    }
    let header = EventHeader {
        name: format!("Generated team Swiss {}", options.seed),
        kind: "Team Swiss System (FIDE C.04.6)".into(),
        ..EventHeader::default()
    };
    // Ranked by the points alone, which every edition of C.07 counts alike.
    let order = trf::TeamRankOrder::by_scores(event.teams.system.primary, Edition::C07of2026);
    let file = trf::team_trf(&header, &event, &order).map_err(super::failed)?;
    super::output::write_file(output, trf::write(&file).as_bytes())?;
    let played = event.players.rounds_recorded();
    outln!("wrote {output}: {} teams, {played} rounds", event.teams.teams.len());
    if let Some(stopped) = stopped {
        outln!("{stopped}");
    }
    Ok(())
}

/// The teams before the first round: each a roster of boards and
/// reserves, strongest player first; the teams numbered by strength
/// (TPN 1 the strongest), their players numbered team by team.
fn starting_list(options: &TeamGenerateOptions, rng: &mut Random) -> TeamEvent {
    let roster = options.boards + options.reserves;
    let mut rosters: Vec<Vec<u32>> = (0..options.teams)
        .map(|_| {
            let lowest = 1200 + rng.below(1000) as u32;
            ratings(rng, roster, lowest, 400)
        })
        .collect();
    rosters.sort_by_key(|r| std::cmp::Reverse(Team::strength_of(r.iter().copied())));
    let mut players =
        Event { total_rounds: Some(options.rounds), initial_colour: Some(Color::White), ..Event::default() };
    let mut teams = Vec::with_capacity(options.teams);
    for (t, ratings) in rosters.iter().enumerate() {
        let first = players.players.len();
        players.players.extend(ratings.iter().enumerate().map(|(i, &rating)| player(first + i, rating)));
        teams.push(Team {
            tpn: PairingNumber::from_index(t),
            name: format!("Team {}", t + 1),
            strength: Team::strength_of(ratings.iter().copied()),
            roster: (first..first + roster).map(PairingNumber::from_index).collect(),
        });
    }
    let board_colours: Vec<Color> =
        (0..options.boards).map(|b| if b % 2 == 0 { Color::White } else { Color::Black }).collect();
    let system = TeamSystem { colours: options.colours, primary: Score::Match, secondary_for_colours: true };
    let defaults = Teams::default();
    let pab = PabScore::drawn_match(&defaults.scoring, board_colours.len());
    TeamEvent { players, teams: Teams { teams, system, board_colours, pab, ..defaults } }
}

/// Round `round`: some teams absent, the others paired by C.04.6 and
/// their matches played; nothing is recorded when the round cannot be paired.
fn play_round(
    event: &mut TeamEvent,
    round: u32,
    options: &TeamGenerateOptions,
    rng: &mut Random,
) -> Result<(), String> {
    let history = event.history().map_err(|e| e.to_string())?;
    let absent: Vec<PairingNumber> =
        event.teams.teams.iter().map(|t| t.tpn).filter(|_| rng.chance(options.absent_percent)).collect();
    let pairing = pair_round(event, &history, round as usize, &absent).map_err(|e| e.to_string())?;
    let mut records = vec![RoundRecord::ABSENT; event.players.players.len()];
    record_byes(event, round, &absent, &pairing, &mut records);
    for pair in &pairing.pairs {
        play_match(event, round, pair, options, rng, &mut records);
    }
    for (player, record) in event.players.players.iter_mut().zip(records) {
        player.rounds.push(record);
    }
    Ok(())
}

/// The absent teams (record 240 `Z`, their players `Z`) and the team given
/// the pairing-allocated bye (record 320, its line-up `U`).
fn record_byes(
    event: &mut TeamEvent,
    round: u32,
    absent: &[PairingNumber],
    pairing: &TeamPairing,
    records: &mut [RoundRecord],
) {
    let teams = &mut event.teams;
    teams.absences.extend(absent.iter().map(|&team| TeamAbsence { round, team, kind: ByeKind::ZeroPoint }));
    if let Some(bye) = pairing.bye {
        teams.pab_teams.push((round, bye));
        let line_up = teams.team(bye).map(|t| t.roster[..teams.board_colours.len()].to_vec()).unwrap_or_default();
        for player in line_up {
            records[player.index()] =
                RoundRecord { opponent: None, colour: None, result: RoundResult::PairingAllocatedBye };
        }
    }
}

/// A team's line-up: the first players of its roster, in roster order,
/// one board's player now and then resting for the next on the roster
/// (a team without a reserve leaves its bottom board empty).
fn line_up(team: &Team, boards: usize, rng: &mut Random) -> LineUp {
    let resting = rng.chance(RESERVE_PERCENT).then(|| team.roster[rng.below(boards as u64) as usize]);
    LineUp::default_for(&team.roster, boards, |p| Some(p) != resting)
}

/// A match played (or forfeited as a whole, record 330): the first-named
/// team's player on each board has the colour of record 352.
fn play_match(
    event: &mut TeamEvent,
    round: u32,
    pair: &TeamPair,
    options: &TeamGenerateOptions,
    rng: &mut Random,
    records: &mut [RoundRecord],
) {
    let boards = event.teams.boards();
    let team = |tpn| event.teams.team(tpn).expect("the engine pairs the event's teams");
    let (mut home, mut away) = (line_up(team(pair.white), boards, rng), line_up(team(pair.black), boards, rng));
    let forfeit = rng
        .chance(options.match_forfeit_percent)
        .then(|| if rng.chance(50) { GameResult::WhiteWinsByForfeit } else { GameResult::BlackWinsByForfeit });
    if forfeit.is_some() {
        // A match forfeited as a whole is lost on every board: both teams' full line-ups.
        let full = |tpn| LineUp::default_for(&team(tpn).roster, boards, |_| true);
        (home, away) = (full(pair.white), full(pair.black));
    }
    if let Some(result) = forfeit {
        event.teams.forfeited.push(ForfeitedMatch { round, white: pair.white, black: pair.black, result });
    }
    if home.players().len() < boards || away.players().len() < boards {
        let seats = |l: &LineUp| (1..=boards).map(|b| l.on_board(b)).collect::<Vec<_>>();
        event.teams.line_ups.extend([
            TeamLineUp { round, team: pair.white, opponent: pair.black, players: seats(&home) },
            TeamLineUp { round, team: pair.black, opponent: pair.white, players: seats(&away) },
        ]);
    }
    for seat in seat_match(&event.teams, &home, &away) {
        let (white, black) = match (seat.white, seat.black) {
            (Some(white), Some(black)) => (white, black),
            // The board the other team left empty: the player present wins it by forfeit.
            (Some(present), None) | (None, Some(present)) => {
                let colour = if seat.white.is_some() { Color::White } else { Color::Black };
                records[present.index()] =
                    RoundRecord { opponent: None, colour: Some(colour), result: RoundResult::ForfeitWin };
                continue;
            }
            (None, None) => continue,
        };
        let first_named_white = event.teams.board_colours[seat.board - 1] == Color::White;
        let (white_result, black_result) = match forfeit {
            Some(GameResult::WhiteWinsByForfeit) => forfeit_results(first_named_white),
            Some(_) => forfeit_results(!first_named_white),
            None => board_result(rng, rating(event, white), rating(event, black), options.board_forfeit_percent),
        };
        records[white.index()] =
            RoundRecord { opponent: Some(black), colour: Some(Color::White), result: white_result };
        records[black.index()] =
            RoundRecord { opponent: Some(white), colour: Some(Color::Black), result: black_result };
    }
}

/// The results (White's, Black's) of a board of a forfeited match, by
/// whether White's team won it.
fn forfeit_results(white_won: bool) -> (RoundResult, RoundResult) {
    if white_won {
        (RoundResult::ForfeitWin, RoundResult::ForfeitLoss)
    } else {
        (RoundResult::ForfeitLoss, RoundResult::ForfeitWin)
    }
}

/// A player's rating.
fn rating(event: &TeamEvent, player: PairingNumber) -> u32 {
    event.players.player(player).map_or(0, |p| p.rating)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(teams: usize, boards: usize, reserves: usize, rounds: u32) -> TeamGenerateOptions {
        TeamGenerateOptions {
            teams,
            boards,
            reserves,
            rounds,
            seed: 1,
            colours: ColourModel::TypeA,
            board_forfeit_percent: 3,
            match_forfeit_percent: 2,
            absent_percent: 3,
        }
    }

    #[test]
    fn options_that_cannot_make_an_event_are_refused() {
        assert!(TeamGenerateOptions::new(options(10, 4, 1, 9)).is_ok());
        assert!(TeamGenerateOptions::new(options(11, 4, 1, 11)).is_ok(), "an odd field: a round robin with PABs");
        let e = TeamGenerateOptions::new(options(10, 4, 1, 10)).unwrap_err();
        assert_eq!(e, TeamGenerateError::TooManyRounds { teams: 10, rounds: 10, most: 9 });
        assert!(TeamGenerateOptions::new(options(10, 4, 1, 0)).is_err());
        let e = TeamGenerateOptions::new(options(1, 4, 1, 1)).unwrap_err();
        assert_eq!(e, TeamGenerateError::OutOfBounds { what: "teams", value: 1, least: 2, most: 999 });
        assert!(TeamGenerateOptions::new(options(4, 21, 1, 1)).is_err());
        let e = TeamGenerateOptions::new(options(999, 20, 10, 5)).unwrap_err();
        assert_eq!(e, TeamGenerateError::TooManyPlayers { teams: 999, roster: 30, players: 29970 });
        assert_eq!(TeamGenerateOptions::new(options(200, 20, 10, 99)).map(|o| o.rounds), Ok(99));
    }

    #[test]
    fn line_ups_keep_the_roster_order() {
        let team = Team {
            tpn: PairingNumber::new(1),
            name: "T".into(),
            strength: 0,
            roster: (1..=6).map(PairingNumber::new).collect(),
        };
        let mut rng = Random::seeded(3);
        let mut rested = 0;
        for _ in 0..200 {
            let players = line_up(&team, 4, &mut rng).players().to_vec();
            assert_eq!(players.len(), 4);
            assert!(players.windows(2).all(|w| w[0] < w[1]), "{players:?}");
            rested += usize::from(players != team.roster[..4]);
        }
        assert!(rested > 0 && rested < 200, "a reserve now and then: {rested}");
    }
}
