//! A tournament loaded whole for the pages that show results: players,
//! boards, and the core view of them (pairings by round, standings).

use crate::db::models::{BoardRow, PlayerRow, TournamentRow};
use crate::db::{self, DbConnection};
use crate::standings::{self, Ranking, Standing};
use crate::tournament::{Pairing, System};
use std::collections::HashMap;

/// Everything stored about a tournament's players and rounds.
pub struct Event {
    /// Settings.
    pub t: TournamentRow,
    /// Players by pairing number (unnumbered ones last).
    pub players: Vec<PlayerRow>,
    /// Every board of the published rounds, by round then board number.
    pub boards: Vec<BoardRow>,
    /// The boards of a proposed round not yet published (Swiss), if any.
    pub draft: Vec<BoardRow>,
    number_by_id: HashMap<i32, u32>,
    index_by_number: HashMap<u32, usize>,
}

impl Event {
    /// Loads the players and boards of a tournament.
    pub fn load(conn: &mut DbConnection, t: TournamentRow) -> Result<Event, diesel::result::Error> {
        let players = db::players::for_tournament(conn, t.id)?;
        let (boards, draft) =
            db::boards::for_tournament(conn, t.id)?.into_iter().partition(|b| b.round <= t.paired_rounds);
        let number_by_id = players.iter().filter_map(|p| Some((p.id, p.pairing_no? as u32))).collect();
        let index_by_number = players.iter().enumerate().filter_map(|(i, p)| Some((p.pairing_no? as u32, i))).collect();
        Ok(Event { t, players, boards, draft, number_by_id, index_by_number })
    }

    /// A player's pairing number (0 if none yet).
    pub fn number(&self, player_id: i32) -> u32 {
        self.number_by_id.get(&player_id).copied().unwrap_or(0)
    }

    /// The player with a pairing number.
    pub fn player_by_number(&self, no: u32) -> Option<&PlayerRow> {
        self.index_by_number.get(&no).map(|&i| &self.players[i])
    }

    /// The player with a row id.
    pub fn player(&self, id: i32) -> Option<&PlayerRow> {
        self.players.iter().find(|p| p.id == id)
    }

    /// The pairings of rounds `1..=up_to`, as core data.
    pub fn rounds(&self, up_to: i32) -> Vec<Vec<Pairing>> {
        (1..=up_to)
            .map(|r| self.boards.iter().filter(|b| b.round == r).map(|b| b.pairing(|id| self.number(id))).collect())
            .collect()
    }

    /// Standings after round `up_to`.
    pub fn standings(&self, up_to: i32) -> Vec<Standing> {
        let numbers: Vec<u32> = self.players.iter().filter_map(|p| p.pairing_no.map(|n| n as u32)).collect();
        standings::rank(standings::records(&numbers, &self.rounds(up_to), &self.t.scoring()))
    }

    /// Whether the event is a round robin (tie-breaks follow its rules).
    pub fn is_round_robin(&self) -> bool {
        self.t.system() != System::SwissDutch
    }

    /// The standings after round `up_to` ranked by points and the event's
    /// tie-breaks (the default list if the stored one cannot be read).
    pub fn ranking(&self, up_to: i32) -> Ranking {
        let numbers: Vec<u32> = self.players.iter().filter_map(|p| p.pairing_no.map(|n| n as u32)).collect();
        let records = standings::records(&numbers, &self.rounds(up_to), &self.t.scoring());
        let rr = self.is_round_robin();
        let list = standings::tiebreak_list(&self.t.tiebreaks, rr).unwrap_or_else(|_| standings::default_tiebreaks(rr));
        let ratings: HashMap<u32, u32> = self
            .players
            .iter()
            .filter_map(|p| Some((p.pairing_no? as u32, p.fide_rating.filter(|&r| r > 0)? as u32)))
            .collect();
        Ranking::new(records, |no| ratings.get(&no).copied(), up_to.max(0) as usize, &self.t.scoring(), rr, &list)
    }
}
