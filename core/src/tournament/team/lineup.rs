//! A team's line-up for one round and the boards of a match.
//!
//! - The line-up names who plays, board by board from board 1. It keeps
//!   the roster's board order: a player listed lower on the roster never
//!   plays above one listed higher (the rule of team events such as the
//!   Olympiad; reserves come in below the players they replace).
//! - A team short of players leaves its bottom boards empty; an empty
//!   board is lost by forfeit (both empty: no game, both lose).
//! - By default a team fields the first available players of its roster.
//! - The boards of a match take their colours from the first-named team's
//!   board colours (TRF-2026 record 352: type A, White on boards 1 and 3).

use super::{MatchKind, TeamEvent, TeamRound, Teams};
use crate::tournament::{Color, PairingNumber};

/// Who plays for a team in a round, in board order from board 1.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LineUp {
    players: Vec<PairingNumber>,
}

/// Why a line-up cannot be fielded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LineUpError {
    /// The player is not on the team's roster.
    #[error("player {0} is not on the team's roster")]
    NotOnRoster(PairingNumber),
    /// The player is named twice.
    #[error("player {0} is named twice")]
    Twice(PairingNumber),
    /// A player listed lower on the roster is put above one listed higher.
    #[error("player {below} is listed below player {above} on the roster and cannot play above them")]
    OutOfRosterOrder {
        /// The player listed higher on the roster.
        above: PairingNumber,
        /// The player listed lower, put on a higher board.
        below: PairingNumber,
    },
    /// More players than the match has boards.
    #[error("{found} players for {boards} boards")]
    TooMany {
        /// Players named.
        found: usize,
        /// Boards of a match.
        boards: usize,
    },
    /// The player cannot play this round (withdrawn, or not available).
    #[error("player {0} cannot play this round")]
    Unavailable(PairingNumber),
}

impl LineUp {
    /// The line-up `chosen` (board 1 first) of a team with `roster`, for a
    /// match of `boards` boards, if it keeps the roster order and names
    /// only available players of the roster.
    pub fn new(
        roster: &[PairingNumber],
        boards: usize,
        chosen: &[PairingNumber],
        available: impl Fn(PairingNumber) -> bool,
    ) -> Result<LineUp, LineUpError> {
        if chosen.len() > boards {
            return Err(LineUpError::TooMany { found: chosen.len(), boards });
        }
        let mut previous: Option<(usize, PairingNumber)> = None;
        for (k, &player) in chosen.iter().enumerate() {
            if chosen[..k].contains(&player) {
                return Err(LineUpError::Twice(player));
            }
            let place = roster.iter().position(|&p| p == player).ok_or(LineUpError::NotOnRoster(player))?;
            if !available(player) {
                return Err(LineUpError::Unavailable(player));
            }
            // The board above holds a player listed lower on the roster.
            if let Some((higher_board_place, below)) = previous
                && higher_board_place > place
            {
                return Err(LineUpError::OutOfRosterOrder { above: player, below });
            }
            previous = Some((place, player));
        }
        Ok(LineUp { players: chosen.to_vec() })
    }

    /// The first available players of the roster, as many as there are boards.
    pub fn default_for(roster: &[PairingNumber], boards: usize, available: impl Fn(PairingNumber) -> bool) -> LineUp {
        LineUp { players: roster.iter().copied().filter(|&p| available(p)).take(boards).collect() }
    }

    /// The players in board order, board 1 first.
    pub fn players(&self) -> &[PairingNumber] {
        &self.players
    }

    /// The player on a board (from 1); none for an empty board.
    pub fn on_board(&self, board: usize) -> Option<PairingNumber> {
        board.checked_sub(1).and_then(|k| self.players.get(k)).copied()
    }
}

/// A team's line-up in one round as record 300 writes it (TRF-2026 "team
/// line-up out of default order"): who sat on each board, board 1 first,
/// `None` for a board the team left empty.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TeamLineUp {
    /// The round, from 1.
    pub round: u32,
    /// The team.
    pub team: PairingNumber,
    /// The team it met.
    pub opponent: PairingNumber,
    /// The player on each board, board 1 first; `None`: left empty.
    pub players: Vec<Option<PairingNumber>>,
}

impl TeamEvent {
    /// The line-ups a file must record (record 300), by round then team
    /// as [`Teams::teams`] lists them: every line-up the event records,
    /// and, for both teams, each match with a board left empty or with a
    /// line-up not in roster order. Each is read from `history`'s boards.
    pub fn line_up_records(&self, history: &[Vec<TeamRound>]) -> Vec<TeamLineUp> {
        let boards = self.teams.boards();
        let mut records = Vec::new();
        let rounds = history.iter().map(Vec::len).max().unwrap_or(0);
        for (k, round) in (0..rounds).zip(1u32..) {
            let needed = |team: PairingNumber, x: &TeamRound| {
                let in_roster_order = self.teams.team(team).is_some_and(|t| {
                    let places: Vec<Option<usize>> = x.boards.iter().map(|b| t.roster_place(b.player)).collect();
                    places.windows(2).all(|w| w[0] < w[1]) && x.boards.iter().zip(1..).all(|(b, n)| b.board == n)
                });
                x.boards.len() < boards
                    || x.boards.iter().any(|b| b.opponent.is_none())
                    || !in_roster_order
                    || self.teams.line_ups.iter().any(|l| l.round == round && l.team == team)
            };
            let at = |tpn: PairingNumber| {
                let index = self.teams.teams.iter().position(|t| t.tpn == tpn)?;
                history.get(index)?.get(k)
            };
            for (team, rounds) in self.teams.teams.iter().zip(history) {
                let Some(x) = rounds.get(k) else { continue };
                let MatchKind::Match { opponent, .. } = x.kind else { continue };
                let theirs = at(opponent);
                if !needed(team.tpn, x) && !theirs.is_some_and(|y| needed(opponent, y)) {
                    continue;
                }
                let mut players = vec![None; boards.max(x.boards.iter().map(|b| b.board).max().unwrap_or(0))];
                for b in &x.boards {
                    players[b.board - 1] = Some(b.player);
                }
                records.push(TeamLineUp { round, team: team.tpn, opponent, players });
            }
        }
        records
    }
}

/// One board of a match as seated: who has White and who Black (players
/// by pairing number in the core, by stored id in the app); an empty side
/// is a board its team left empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatedBoard<P = PairingNumber> {
    /// The board, from 1.
    pub board: usize,
    /// The player with White.
    pub white: Option<P>,
    /// The player with Black.
    pub black: Option<P>,
}

/// The boards of a match between the first-named team (`first`, whose
/// board-1 player has the colour record 352 gives board 1) and `second`.
pub fn seat_match(teams: &Teams, first: &LineUp, second: &LineUp) -> Vec<SeatedBoard> {
    let seats = |l: &LineUp| (1..=teams.board_colours.len()).map(|b| l.on_board(b)).collect::<Vec<_>>();
    seat_boards(&teams.colours_on_boards(true), &seats(first), &seats(second))
}

/// The boards of a match from its two line-ups, board by board (`None`: a
/// board left empty), and the first-named team's colour on each board:
/// one board per colour given.
pub fn seat_boards<P: Copy>(first_colours: &[Color], first: &[Option<P>], second: &[Option<P>]) -> Vec<SeatedBoard<P>> {
    let on = |line_up: &[Option<P>], k: usize| line_up.get(k).copied().flatten();
    first_colours
        .iter()
        .enumerate()
        .map(|(k, &colour)| {
            let (ours, theirs) = (on(first, k), on(second, k));
            let (white, black) = if colour == Color::White { (ours, theirs) } else { (theirs, ours) };
            SeatedBoard { board: k + 1, white, black }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nos(list: &[u32]) -> Vec<PairingNumber> {
        list.iter().map(|&n| PairingNumber::new(n)).collect()
    }

    const ROSTER: [u32; 6] = [11, 12, 13, 14, 15, 16];

    fn line_up(chosen: &[u32]) -> Result<LineUp, LineUpError> {
        LineUp::new(&nos(&ROSTER), 4, &nos(chosen), |p| p.get() != 16)
    }

    #[test]
    fn a_line_up_keeps_the_roster_order() {
        assert_eq!(line_up(&[11, 12, 13, 14]).unwrap().players(), nos(&[11, 12, 13, 14]));
        assert_eq!(line_up(&[11, 13, 14, 15]).unwrap().players(), nos(&[11, 13, 14, 15]), "a reserve below");
        assert_eq!(line_up(&[12, 13]).unwrap().on_board(3), None, "the bottom boards empty");
        let no = PairingNumber::new;
        assert_eq!(line_up(&[12, 11, 13, 14]), Err(LineUpError::OutOfRosterOrder { above: no(11), below: no(12) }));
        assert_eq!(line_up(&[11, 15, 13]), Err(LineUpError::OutOfRosterOrder { above: no(13), below: no(15) }));
    }

    #[test]
    fn a_line_up_names_available_players_of_the_roster_once() {
        let no = PairingNumber::new;
        assert_eq!(line_up(&[11, 99]), Err(LineUpError::NotOnRoster(no(99))));
        assert_eq!(line_up(&[11, 11]), Err(LineUpError::Twice(no(11))));
        assert_eq!(line_up(&[11, 12, 13, 16]), Err(LineUpError::Unavailable(no(16))));
        assert_eq!(line_up(&[11, 12, 13, 14, 15]), Err(LineUpError::TooMany { found: 5, boards: 4 }));
    }

    #[test]
    fn the_default_line_up_is_the_first_available_players() {
        let roster = nos(&ROSTER);
        let without_12 = LineUp::default_for(&roster, 4, |p| p.get() != 12);
        assert_eq!(without_12.players(), nos(&[11, 13, 14, 15]));
        let short = LineUp::default_for(&roster[..3], 4, |_| true);
        assert_eq!((short.players().len(), short.on_board(4)), (3, None));
    }

    #[test]
    fn boards_are_seated_with_the_colours_of_record_352() {
        let teams = Teams::default(); // WBWB
        let first = LineUp::default_for(&nos(&[1, 2, 3, 4]), 4, |_| true);
        let second = LineUp::default_for(&nos(&[5, 6, 7]), 4, |_| true);
        let boards = seat_match(&teams, &first, &second);
        let pairs: Vec<(Option<u32>, Option<u32>)> =
            boards.iter().map(|b| (b.white.map(|p| p.get()), b.black.map(|p| p.get()))).collect();
        assert_eq!(pairs, [(Some(1), Some(5)), (Some(6), Some(2)), (Some(3), Some(7)), (None, Some(4))]);
    }
}
