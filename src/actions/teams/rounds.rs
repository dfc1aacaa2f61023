//! A team event's rounds: pairing the next round (C.04.6 for a Swiss, the
//! Berger tables for a round robin) as a proposed round with each team's
//! default line-up seated, publishing or discarding it, each team's
//! line-up of a round, two teams of a proposed round swapped by hand, and
//! a match forfeited as a whole. The games of a
//! match are the round's boards: results are entered on them as in an
//! individual event.

use super::{StoredTeams, TeamRefusal};
use crate::actions::audit::{AuditEvent, audit, audit_by};
use crate::actions::{Failed, StoredEvent, refuse};
use crate::db::models::{NewBoard, PlayerRow, TournamentRow};
use crate::db::team_rounds::{self, TeamMatchFields, TeamMatchRow, board_no};
use crate::db::teams::TeamRow;
use crate::db::{self, DbConnection, PlayerId, TeamId, TeamMatchId, UserId};
use crate::pairing::team_round_robin::team_schedule;
use crate::pairing::team_swiss::{self, HandPairing, HandWarning, TeamPair};
use crate::tournament::team::{LineUp, LineUpError, TeamError, TeamEvent, seat_boards};
use crate::tournament::{BoardResult, Color, GameResult, PairingNumber, System};
use std::collections::HashMap;

/// Pairs the next round of a team event as a proposed round, if it is
/// still `offered` (the round the arbiter's page offered to pair): its
/// matches, each team's default line-up (the first available players of
/// its roster) and the boards they seat. Players of the rosters get their
/// pairing numbers first (team by team, in board order). Refused when a
/// round waits to be published, every round is paired, results of the
/// last round are missing, fewer than two teams can play, or the rules
/// leave no pairing.
pub fn pair_team_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    offered: i32,
) -> Result<i32, Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(t) = db::tournaments::by_id(conn, t.id)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let round = t.paired_rounds + 1;
    if offered != round || !db::boards::for_round(conn, t.id, round)?.is_empty() {
        let by = db::audit::latest_author(conn, t.id)?;
        return refuse(TeamRefusal::PairedMeanwhile { round: offered, by });
    }
    if round > t.rounds {
        return refuse(TeamRefusal::AllRoundsPaired);
    }
    let Some(teams) = StoredTeams::load(conn, &t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    number_rostered_players(conn, &t, &teams)?;
    let event = StoredEvent::load(conn, t.clone())?;
    if event.boards.iter().any(|b| b.round == t.paired_rounds && b.is_pending_game()) {
        return refuse(TeamRefusal::ResultsPending { round: t.paired_rounds });
    }
    let team_event = teams.event(&event, event.record(t.paired_rounds, |_| None), t.paired_rounds);
    let absent: Vec<PairingNumber> = teams
        .teams
        .iter()
        .filter(|x| x.withdrawn_from.is_some_and(|w| w <= round) || teams.roster(x.id).is_empty())
        .map(tpn)
        .collect();
    if teams.teams.len() - absent.len() < 2 {
        return refuse(TeamRefusal::TooFewTeams);
    }
    let pairs = match t.system() {
        System::RoundRobin => round_robin_round(&team_event, round, false)?,
        System::DoubleRoundRobin => round_robin_round(&team_event, round, true)?,
        _ => swiss_round(&team_event, round, &absent)?,
    };
    let stored = store_matches(conn, &t, &teams, round, &pairs, |team| default_line_up(&teams, &event, team, round))?;
    audit(conn, t.id, by, AuditEvent::TeamRoundPaired { round, matches: stored as i32 })?;
    Ok(round)
}

/// Stores round `round`'s matches as `pairs` make them (numbered in
/// order): the matches, the line-up `line_up` gives each team of a match
/// (none for the bye), and the boards they seat. Returns how many matches.
fn store_matches(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
    round: i32,
    pairs: &[PairedMatch],
    line_up: impl Fn(TeamId) -> Vec<Option<PlayerId>>,
) -> Result<usize, diesel::result::Error> {
    let matches: Vec<TeamMatchFields> = pairs
        .iter()
        .zip(1..)
        .filter_map(|(p, match_no)| {
            let first = teams.teams.iter().find(|x| tpn(x) == p.first)?.id;
            let second = p.second.and_then(|s| teams.teams.iter().find(|x| tpn(x) == s)).map(|x| x.id);
            Some(TeamMatchFields {
                match_no,
                first_team_id: first,
                second_team_id: second,
                bracket: p.bracket,
                first_upfloater: p.upfloaters.0,
                second_upfloater: p.upfloaters.1,
                colour_rule: p.rule,
                forfeit: None,
            })
        })
        .collect();
    team_rounds::insert_matches(conn, t.id, round, &matches)?;
    let mut boards = Vec::new();
    for m in &matches {
        let Some(second) = m.second_team_id else { continue };
        let line_ups = (line_up(m.first_team_id), line_up(second));
        team_rounds::set_line_up(conn, t.id, round, m.first_team_id, &line_ups.0)?;
        team_rounds::set_line_up(conn, t.id, round, second, &line_ups.1)?;
        boards.extend(match_boards(t, teams, round, m, &line_ups));
    }
    db::boards::insert_all(conn, &boards)?;
    Ok(matches.len())
}

/// Two teams of a proposed round to swap, as the arbiter asks it.
#[derive(Debug, Clone)]
pub struct TeamSwap {
    /// The proposed round.
    pub round: i32,
    /// The two teams, each in a match of the round or on its bye.
    pub teams: (TeamId, TeamId),
    /// The round as the arbiter saw it ([`round_stamp`]).
    pub stamp: String,
    /// Whether the arbiter pairs teams that met before anyway.
    pub rematch_confirmed: bool,
}

/// The matches of round `round` as a form carries them, to tell a form
/// of the round as it was: each match's id and version.
pub fn round_stamp(teams: &StoredTeams, round: i32) -> String {
    teams.round(round).map(|m| format!("{}v{}", m.id, m.version)).collect::<Vec<_>>().join(".")
}

/// The teams before round `round` as its pairing sees them.
fn hand_pairing(event: &StoredEvent, teams: &StoredTeams, round: i32) -> Result<HandPairing, TeamError> {
    let before = round - 1;
    let team_event = teams.event(event, event.record(before, |_| None), before);
    let history = team_event.history()?;
    Ok(HandPairing::new(&team_event, &history, round.max(1) as usize))
}

/// What each match of round `round` breaks or strains ([`HandWarning`]),
/// by match: for the arbiter to see before publishing a proposed round.
pub fn round_warnings(event: &StoredEvent, teams: &StoredTeams, round: i32) -> HashMap<TeamMatchId, Vec<HandWarning>> {
    let Ok(hand) = hand_pairing(event, teams, round) else { return HashMap::new() };
    let number = |id: TeamId| teams.team(id).map_or(PairingNumber::new(0), tpn);
    teams
        .round(round)
        .filter_map(|m| Some((m.id, hand.warnings(number(m.fields.first_team_id), number(m.fields.second_team_id?)))))
        .collect()
}

/// Swaps two teams of the proposed round: each takes the other's place
/// (a team on the bye gives it to the other), the two matches changed get
/// their colours by art. 4.3 as the pairing gives them and are marked as
/// paired by hand, and every match is seated again (each team keeps its
/// line-up of the round, a team new to a match gets its default one).
/// Refused in a round robin (its Berger table pairs every round), for a
/// round not proposed, a form of the round as it was, a
/// team not in the round, two teams of one match, or teams that met
/// before unless the arbiter confirms the rematch.
pub fn swap_teams(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    swap: TeamSwap,
) -> Result<(), Failed<TeamRefusal>> {
    let round = swap.round;
    let t = proposed_round(conn, t, round)?;
    if t.system().is_round_robin() {
        return refuse(TeamRefusal::BergerTable);
    }
    let event = StoredEvent::load(conn, t.clone())?;
    let Some(teams) = StoredTeams::load(conn, &t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    if round_stamp(&teams, round) != swap.stamp {
        return refuse(TeamRefusal::RoundChangedMeanwhile);
    }
    let (a, b) = swap.teams;
    let (Some(team_a), Some(team_b)) = (teams.team(a).cloned(), teams.team(b).cloned()) else {
        return refuse(TeamRefusal::UnknownTeam);
    };
    let matches: Vec<TeamMatchRow> = teams.round(round).cloned().collect();
    let (Some(i), Some(j)) = (matches.iter().position(|m| m.has(a)), matches.iter().position(|m| m.has(b))) else {
        return refuse(TeamRefusal::NoMatch);
    };
    if i == j {
        return refuse(TeamRefusal::SameMatch);
    }
    let hand = match hand_pairing(&event, &teams, round) {
        Ok(hand) => hand,
        Err(problem) => return refuse(TeamRefusal::Unreadable(problem)),
    };
    let number = |id: TeamId| teams.team(id).map_or(PairingNumber::new(0), tpn);
    let other = |id: TeamId| match id {
        id if id == a => b,
        id if id == b => a,
        id => id,
    };
    let exchanged = |id: TeamId| number(other(id));
    let mut pairs = Vec::new();
    for (k, m) in matches.iter().enumerate() {
        let (first, second) = (exchanged(m.fields.first_team_id), m.fields.second_team_id.map(exchanged));
        let kept = PairedMatch {
            first,
            second,
            bracket: m.fields.bracket,
            upfloaters: (m.fields.first_upfloater, m.fields.second_upfloater),
            rule: m.fields.colour_rule,
        };
        let by_hand = PairedMatch { bracket: 0, upfloaters: (false, false), rule: None, ..kept };
        let paired = match second {
            _ if k != i && k != j => kept,
            None => by_hand,
            Some(second) => {
                let (white, black, _) =
                    hand.colours(first, second).unwrap_or((first, second, team_swiss::ColourRule::NotPlayed));
                if !swap.rematch_confirmed && hand.warnings(white, black).contains(&HandWarning::MetBefore) {
                    let name = |no: PairingNumber| {
                        teams.teams.iter().find(|x| tpn(x) == no).map_or(String::new(), |x| x.name.clone())
                    };
                    return refuse(TeamRefusal::MetBefore { first: name(white), second: name(black) });
                }
                PairedMatch { first: white, second: Some(black), ..by_hand }
            }
        };
        pairs.push(paired);
    }
    drop_round(conn, &t, round)?;
    let line_up = |team: TeamId| {
        teams.line_ups.get(&(round, team)).cloned().unwrap_or_else(|| default_line_up(&teams, &event, team, round))
    };
    store_matches(conn, &t, &teams, round, &pairs, line_up)?;
    audit(conn, t.id, by, AuditEvent::TeamsSwapped { round, first: team_a.name, second: team_b.name })?;
    Ok(())
}

/// One match of a round as the pairing makes it, by team pairing numbers.
#[derive(Clone, Copy)]
struct PairedMatch {
    first: PairingNumber,
    second: Option<PairingNumber>,
    bracket: i32,
    upfloaters: (bool, bool),
    rule: Option<team_swiss::ColourRule>,
}

/// A Swiss round by C.04.6, the pairing-allocated bye last.
fn swiss_round(
    event: &TeamEvent,
    round: i32,
    absent: &[PairingNumber],
) -> Result<Vec<PairedMatch>, Failed<TeamRefusal>> {
    let history = match event.history() {
        Ok(history) => history,
        Err(problem) => return refuse(TeamRefusal::Unreadable(problem)),
    };
    let pairing = match team_swiss::pair_round(event, &history, round as usize, absent) {
        Ok(pairing) => pairing,
        Err(problem) => return refuse(TeamRefusal::Unpairable(problem)),
    };
    let matched = pairing.pairs.iter().map(|p: &TeamPair| PairedMatch {
        first: p.white,
        second: Some(p.black),
        bracket: p.bracket.0,
        upfloaters: p.upfloaters,
        rule: Some(p.rule),
    });
    let bye =
        pairing.bye.map(|b| PairedMatch { first: b, second: None, bracket: 0, upfloaters: (false, false), rule: None });
    Ok(matched.chain(bye).collect())
}

/// Round `round` of the teams' round robin (Berger tables): the team
/// whose board-1 player has White is named first.
fn round_robin_round(event: &TeamEvent, round: i32, double: bool) -> Result<Vec<PairedMatch>, Failed<TeamRefusal>> {
    let schedule = team_schedule(&event.teams, double);
    let Some(matches) = schedule.get(round as usize - 1) else { return refuse(TeamRefusal::AllRoundsPaired) };
    Ok(matches
        .iter()
        .map(|m| {
            let (first, second) = match (m.second, m.colours.first()) {
                (Some(second), Some(Color::Black)) => (second, Some(m.first)),
                (second, _) => (m.first, second),
            };
            PairedMatch { first, second, bracket: 0, upfloaters: (false, false), rule: None }
        })
        .collect())
}

/// A team's pairing number.
fn tpn(team: &TeamRow) -> PairingNumber {
    PairingNumber::new(team.tpn.max(0) as u32)
}

/// Gives pairing numbers to the players of the rosters who have none, team
/// by team in board order, after the highest number given.
fn number_rostered_players(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
) -> Result<(), diesel::result::Error> {
    let players = db::players::for_tournament(conn, t.id)?;
    let mut next = players.iter().filter_map(|p| p.pairing_no).max().unwrap_or(0);
    let mut numbers: Vec<(PlayerId, i32)> = Vec::new();
    for team in &teams.teams {
        for player in teams.roster(team.id) {
            if players.iter().any(|p| p.id == *player && p.pairing_no.is_none()) {
                next += 1;
                numbers.push((*player, next));
            }
        }
    }
    db::players::set_pairing_numbers(conn, &numbers)
}

/// Whether a player can play round `round` (not withdrawn from it).
fn available(player: &PlayerRow, round: i32) -> bool {
    player.withdrawn_from_round.is_none_or(|w| w > round)
}

/// A team's default line-up of a round: the first available players of its roster.
fn default_line_up(teams: &StoredTeams, event: &StoredEvent, team: TeamId, round: i32) -> Vec<Option<PlayerId>> {
    let boards = teams.boards() as usize;
    let mut line_up: Vec<Option<PlayerId>> = teams
        .roster(team)
        .iter()
        .filter(|&&p| event.player(p).is_some_and(|row| available(row, round)))
        .take(boards)
        .map(|&p| Some(p))
        .collect();
    line_up.resize(boards, None);
    line_up
}

/// The boards of a match (`fields` of round `round`) as its two line-ups
/// seat them, with record 352's colours: a board with a player on each
/// side is a game; a board a team left empty is no board (its forfeit
/// stays in the line-up). A match forfeited as a whole gives each board
/// its forfeit result.
fn match_boards(
    t: &TournamentRow,
    teams: &StoredTeams,
    round: i32,
    fields: &TeamMatchFields,
    (first, second): &(Vec<Option<PlayerId>>, Vec<Option<PlayerId>>),
) -> Vec<NewBoard> {
    let first_won = match fields.forfeit {
        Some(BoardResult::Game(GameResult::WhiteWinsByForfeit)) => Some(true),
        Some(BoardResult::Game(_)) => Some(false),
        _ => None,
    };
    let colours = teams.board_colours();
    let mut out = Vec::new();
    for seat in seat_boards(&colours, first, second) {
        let (Some(white_id), Some(black_id)) = (seat.white, seat.black) else { continue };
        let first_white = colours[seat.board - 1] == Color::White;
        let game = match (fields.forfeit, first_won) {
            (Some(BoardResult::Game(GameResult::DoubleForfeit)), _) => GameResult::DoubleForfeit,
            (_, Some(won)) if won == first_white => GameResult::WhiteWinsByForfeit,
            (_, Some(_)) => GameResult::BlackWinsByForfeit,
            (_, None) => GameResult::Pending,
        };
        out.push(NewBoard {
            tournament_id: t.id,
            round,
            board_no: board_no(fields.match_no, teams.boards(), seat.board as i32),
            white_id,
            black_id: Some(black_id),
            result: BoardResult::Game(game),
            version: 1,
        });
    }
    out
}

/// Who enters a line-up.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LineUpAuthor {
    /// One of the event's arbiters.
    Arbiter(UserId),
    /// The team's captain, through the team's captain link (no account).
    Captain,
}

/// A team's line-up of a round as the arbiter (or captain) enters it.
#[derive(Debug, Clone)]
pub struct LineUpEntry {
    /// The round.
    pub round: i32,
    /// The team.
    pub team: TeamId,
    /// The match's version as the arbiter saw it.
    pub version: i32,
    /// The players, board 1 first (as many as there are boards at most;
    /// the boards after the last are left empty).
    pub players: Vec<PlayerId>,
}

/// Sets a team's line-up of a paired (or proposed) round and seats its
/// match again. Refused when the team has no match in the round, the
/// match changed since it was read or has a result or a recorded game,
/// or the line-up breaks the roster order or names a player who is not on
/// the roster, twice, or withdrawn.
pub fn set_line_up(
    conn: &mut DbConnection,
    by: LineUpAuthor,
    t: &TournamentRow,
    entry: LineUpEntry,
) -> Result<(), Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let event = StoredEvent::load(conn, t.clone())?;
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let Some(team) = teams.team(entry.team).cloned() else { return refuse(TeamRefusal::UnknownTeam) };
    let Some(m) = teams.round(entry.round).find(|m| m.has(team.id) && !m.is_bye()).cloned() else {
        return refuse(TeamRefusal::NoMatch);
    };
    let number = |p: &PlayerId| event.number(*p);
    let roster: Vec<PairingNumber> = teams.roster(team.id).iter().map(number).collect();
    let chosen: Vec<PairingNumber> = entry.players.iter().map(number).collect();
    let unknown = entry.players.iter().find(|p| event.player(**p).is_none() || number(p) == PairingNumber::new(0));
    if unknown.is_some() {
        return refuse(TeamRefusal::NotOnRoster);
    }
    let boards = teams.boards() as usize;
    let is_available = |no: PairingNumber| event.player_by_number(no).is_some_and(|p| available(p, entry.round));
    let line_up = match LineUp::new(&roster, boards, &chosen, is_available) {
        Ok(line_up) => line_up,
        Err(problem) => return refuse(line_up_problem(&event, problem)),
    };
    let mut players: Vec<Option<PlayerId>> =
        line_up.players().iter().filter_map(|&no| event.player_by_number(no)).map(|p| Some(p.id)).collect();
    players.resize(boards, None);
    if teams.line_up(entry.round, team.id) == players {
        return Ok(());
    }
    if m.version != entry.version {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    match_unplayed(conn, t, &teams, &m)?;
    team_rounds::set_line_up(conn, t.id, entry.round, team.id, &players)?;
    if !team_rounds::touch(conn, m.id, m.version)? {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    let line_up_of = |id: TeamId| if id == team.id { players.clone() } else { teams.line_up(entry.round, id) };
    reseat_match(conn, t, &teams, &m, &m.fields, line_up_of)?;
    let names = players.iter().map(|p| p.and_then(|p| event.player(p)).map_or(String::new(), |p| p.name.clone()));
    let (account, by_captain) = match by {
        LineUpAuthor::Arbiter(user) => (Some(user), false),
        LineUpAuthor::Captain => (None, true),
    };
    let logged =
        AuditEvent::LineUpSet { round: entry.round, team: team.name.clone(), line_up: names.collect(), by_captain };
    audit_by(conn, t.id, account, logged)?;
    Ok(())
}

/// A line-up's problem, with the players it names.
fn line_up_problem(event: &StoredEvent, problem: LineUpError) -> TeamRefusal {
    let name = |no: PairingNumber| event.player_by_number(no).map_or_else(|| no.to_string(), |p| p.name.clone());
    let (player, other) = match problem {
        LineUpError::NotOnRoster(p) | LineUpError::Twice(p) | LineUpError::Unavailable(p) => (name(p), String::new()),
        LineUpError::OutOfRosterOrder { above, below } => (name(above), name(below)),
        LineUpError::TooMany { .. } => (String::new(), String::new()),
    };
    TeamRefusal::LineUp { problem, player, other }
}

/// Refuses when a board of match `m` has a result or a recorded game.
pub(super) fn match_unplayed(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
    m: &TeamMatchRow,
) -> Result<(), Failed<TeamRefusal>> {
    for board in match_board_rows(conn, t, teams, m)? {
        if board.result != BoardResult::Game(GameResult::Pending) || db::games::by_board(conn, board.id)?.is_some() {
            return refuse(TeamRefusal::MatchPlayed);
        }
    }
    Ok(())
}

/// The stored boards of match `m`.
pub fn match_board_rows(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
    m: &TeamMatchRow,
) -> Result<Vec<crate::db::models::BoardRow>, diesel::result::Error> {
    let first = board_no(m.fields.match_no, teams.boards(), 1);
    let last = board_no(m.fields.match_no, teams.boards(), teams.boards());
    let boards = db::boards::for_round(conn, t.id, m.round)?;
    Ok(boards.into_iter().filter(|b| (first..=last).contains(&b.board_no)).collect())
}

/// Seats match `m` again (its boards have no result) as it now stands:
/// `fields` and the line-ups `line_up` gives its two teams.
fn reseat_match(
    conn: &mut DbConnection,
    t: &TournamentRow,
    teams: &StoredTeams,
    m: &TeamMatchRow,
    fields: &TeamMatchFields,
    line_up: impl Fn(TeamId) -> Vec<Option<PlayerId>>,
) -> Result<(), diesel::result::Error> {
    for board in match_board_rows(conn, t, teams, m)? {
        db::boards::delete(conn, t.id, board.id)?;
    }
    let Some(second) = fields.second_team_id else { return Ok(()) };
    let line_ups = (line_up(fields.first_team_id), line_up(second));
    db::boards::insert_all(conn, &match_boards(t, teams, m.round, fields, &line_ups))
}

/// A match forfeited as a whole, as the arbiter enters it.
#[derive(Debug, Clone, Copy)]
pub struct MatchForfeit {
    /// The match.
    pub id: TeamMatchId,
    /// Its version as the arbiter saw it.
    pub version: i32,
    /// The first-named team's side (`WhiteWinsByForfeit`: it won,
    /// `BlackWinsByForfeit`: it lost, `DoubleForfeit`: both lost); none
    /// takes the forfeit back (the boards are pending again).
    pub forfeit: Option<GameResult>,
}

/// Records (or takes back) a match forfeited as a whole (record 330): each
/// seated board gets the forfeit result. Refused for a round not yet
/// published, a match changed since it was read, or one with a recorded game.
pub fn forfeit_match(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: MatchForfeit,
) -> Result<(), Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let Some(m) = teams.matches.iter().find(|m| m.id == input.id && !m.is_bye()).cloned() else {
        return refuse(TeamRefusal::NoMatch);
    };
    if m.round > t.paired_rounds {
        return refuse(TeamRefusal::RoundNotPublished);
    }
    let forfeit = input.forfeit.map(BoardResult::Game);
    if m.fields.forfeit == forfeit {
        return Ok(());
    }
    if m.version != input.version {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    for board in match_board_rows(conn, t, &teams, &m)? {
        if db::games::by_board(conn, board.id)?.is_some() {
            return refuse(TeamRefusal::MatchPlayed);
        }
    }
    if !team_rounds::set_forfeit(conn, m.id, m.version, forfeit)? {
        return refuse(TeamRefusal::ChangedMeanwhile);
    }
    let fields = TeamMatchFields { forfeit, ..m.fields };
    reseat_match(conn, t, &teams, &m, &fields, |id| teams.line_up(m.round, id))?;
    let name = |id: Option<TeamId>| id.and_then(|id| teams.team(id)).map_or(String::new(), |x| x.name.clone());
    let logged = AuditEvent::MatchForfeited {
        round: m.round,
        first: name(Some(m.fields.first_team_id)),
        second: name(m.fields.second_team_id),
        forfeit: forfeit.map(|f| f.code().to_string()),
    };
    audit(conn, t.id, by, logged)?;
    Ok(())
}

/// Locks the tournament and reads it again: refused unless round `round`
/// is the team event's proposed round.
fn proposed_round(
    conn: &mut DbConnection,
    t: &TournamentRow,
    round: i32,
) -> Result<TournamentRow, Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(teams) = StoredTeams::load(conn, t)? else { return refuse(TeamRefusal::NotATeamEvent) };
    let Some(t) = db::tournaments::by_id(conn, t.id)? else { return refuse(TeamRefusal::NotATeamEvent) };
    if round != t.paired_rounds + 1 || teams.round(round).next().is_none() {
        return refuse(TeamRefusal::NoProposedRound);
    }
    Ok(t)
}

/// Publishes the proposed round `round` of a team event.
pub fn publish_team_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
) -> Result<(), Failed<TeamRefusal>> {
    let t = proposed_round(conn, t, round)?;
    db::tournaments::set_paired(conn, t.id, round, t.rounds)?;
    let boards = db::boards::for_round(conn, t.id, round)?.len();
    audit(conn, t.id, by, AuditEvent::RoundPublished { round, boards })?;
    Ok(())
}

/// Discards the proposed round `round` of a team event: its matches,
/// line-ups and boards.
pub fn discard_team_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
) -> Result<(), Failed<TeamRefusal>> {
    let t = proposed_round(conn, t, round)?;
    drop_round(conn, &t, round)?;
    audit(conn, t.id, by, AuditEvent::DraftDiscarded { round })?;
    Ok(())
}

/// Takes back the last published round of a team event while no board of
/// it has a result or a recorded game.
pub fn take_back_team_round(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    round: i32,
) -> Result<(), Failed<TeamRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(t) = db::tournaments::by_id(conn, t.id)? else { return refuse(TeamRefusal::NotATeamEvent) };
    if round != t.paired_rounds || round < 1 || !db::boards::for_round(conn, t.id, round + 1)?.is_empty() {
        return refuse(TeamRefusal::NotLastRound);
    }
    for board in db::boards::for_round(conn, t.id, round)? {
        if board.result != BoardResult::Game(GameResult::Pending) || db::games::by_board(conn, board.id)?.is_some() {
            return refuse(TeamRefusal::MatchPlayed);
        }
    }
    if team_rounds::round_matches(conn, t.id, round)?.iter().any(|m| m.fields.forfeit.is_some()) {
        return refuse(TeamRefusal::MatchPlayed);
    }
    drop_round(conn, &t, round)?;
    db::tournaments::set_paired(conn, t.id, round - 1, t.rounds)?;
    audit(conn, t.id, by, AuditEvent::TeamRoundTakenBack { round })?;
    Ok(())
}

/// Deletes a round's boards, matches and line-ups.
fn drop_round(conn: &mut DbConnection, t: &TournamentRow, round: i32) -> Result<(), diesel::result::Error> {
    db::boards::delete_round(conn, t.id, round)?;
    team_rounds::delete_round(conn, t.id, round)
}
