//! FIDE Tournament Report File (TRF-16 and TRF-2026, with the pairing engines'
//! `XXR`/`XXC` lines): reading with line-and-column errors, and writing.

mod event;
mod read;
mod write;

pub use event::{
    Entrant, EventHeader, ImportError, ImportedEvent, as_trf16, event_trf, import, point_system, recorded_pairings,
    result_code, round_entry,
};

pub use read::{TrfError, decode, parse};
pub use write::write;

use crate::tournament::Points;

/// The colour a player had (or was scheduled to have) in a round.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Colour {
    /// White.
    #[default]
    White,
    /// Black.
    Black,
}

impl Colour {
    /// The other colour.
    pub fn invert(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }
}

/// A round's result code (TRF column `r` of a round block).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResultCode {
    /// `1`: won a played game.
    Win,
    /// `=`: drew a played game.
    Draw,
    /// `0`: lost a played game.
    Loss,
    /// `+`: won by forfeit.
    ForfeitWin,
    /// `-`: lost by forfeit.
    ForfeitLoss,
    /// `W`: won a game of less than one move (counts as played, not rated).
    UnratedWin,
    /// `D`: drew a game of less than one move.
    UnratedDraw,
    /// `L`: lost a game of less than one move.
    UnratedLoss,
    /// `H`: half-point bye.
    HalfPointBye,
    /// `F`: full-point bye.
    FullPointBye,
    /// `U`: pairing-allocated bye.
    PairingAllocatedBye,
    /// `Z` or blank: zero-point bye, absence, or not yet entered.
    ZeroPointBye,
}

impl ResultCode {
    /// The TRF character.
    pub fn code(self) -> char {
        match self {
            ResultCode::Win => '1',
            ResultCode::Draw => '=',
            ResultCode::Loss => '0',
            ResultCode::ForfeitWin => '+',
            ResultCode::ForfeitLoss => '-',
            ResultCode::UnratedWin => 'W',
            ResultCode::UnratedDraw => 'D',
            ResultCode::UnratedLoss => 'L',
            ResultCode::HalfPointBye => 'H',
            ResultCode::FullPointBye => 'F',
            ResultCode::PairingAllocatedBye => 'U',
            ResultCode::ZeroPointBye => 'Z',
        }
    }

    /// Whether the game was played over the board (counts for colours and meetings).
    pub fn is_played(self) -> bool {
        matches!(
            self,
            ResultCode::Win
                | ResultCode::Draw
                | ResultCode::Loss
                | ResultCode::UnratedWin
                | ResultCode::UnratedDraw
                | ResultCode::UnratedLoss
        )
    }

    /// Whether it is an absence known before the round was paired (`H`, `F`, `Z`).
    pub fn is_absence(self) -> bool {
        matches!(self, ResultCode::HalfPointBye | ResultCode::FullPointBye | ResultCode::ZeroPointBye)
    }
}

/// One round block of a player line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundEntry {
    /// The opponent's starting rank, none for a bye or absence.
    pub opponent: Option<u32>,
    /// The (scheduled) colour, none without a pairing.
    pub colour: Option<Colour>,
    /// The result.
    pub result: ResultCode,
}

/// A `001` player record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerRecord {
    /// Starting rank (pairing number).
    pub start_no: u32,
    /// `m`, `w` or blank.
    pub sex: String,
    /// Title as written (right-aligned field, trimmed).
    pub title: String,
    /// `Lastname, Firstname`.
    pub name: String,
    /// FIDE rating, 0 when unrated.
    pub rating: u32,
    /// Federation.
    pub federation: String,
    /// FIDE id.
    pub fide_id: Option<u64>,
    /// Birth date as written.
    pub birth_date: String,
    /// Points as written in columns 81-84.
    pub points: Points,
    /// Rank as written, if any.
    pub rank: Option<u32>,
    /// Round blocks from round 1; trailing rounds not yet entered are absent.
    pub rounds: Vec<RoundEntry>,
}

/// Points per kind of result (TRF-2026 record 162, bbp `BBx` lines).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PointSystem {
    /// W: win, forfeit win, full-point bye.
    pub win: Points,
    /// D: draw, half-point bye.
    pub draw: Points,
    /// L: loss over the board.
    pub loss: Points,
    /// A: zero-point bye, forfeit loss.
    pub absence: Points,
    /// P: pairing-allocated bye.
    pub pairing_allocated_bye: Points,
}

impl Default for PointSystem {
    fn default() -> Self {
        PointSystem {
            win: Points(10),
            draw: Points(5),
            loss: Points(0),
            absence: Points(0),
            pairing_allocated_bye: Points(10),
        }
    }
}

impl PointSystem {
    /// The points a round block is worth.
    pub fn points(&self, result: ResultCode) -> Points {
        match result {
            ResultCode::Win | ResultCode::ForfeitWin | ResultCode::UnratedWin | ResultCode::FullPointBye => self.win,
            ResultCode::Draw | ResultCode::UnratedDraw | ResultCode::HalfPointBye => self.draw,
            ResultCode::Loss | ResultCode::UnratedLoss => self.loss,
            ResultCode::ForfeitLoss | ResultCode::ZeroPointBye => self.absence,
            ResultCode::PairingAllocatedBye => self.pairing_allocated_bye,
        }
    }
}

/// A whole TRF file.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trf {
    /// Header records in file order as `(code, value)`, `XXR`/`XXC` included;
    /// unknown records are kept here to be written back unchanged.
    pub headers: Vec<(String, String)>,
    /// Player records in file order.
    pub players: Vec<PlayerRecord>,
    /// Total number of rounds (`142` or `XXR`).
    pub total_rounds: Option<u32>,
    /// Initial colour of the top player (`152` or `XXC white1|black1`).
    pub initial_colour: Option<Colour>,
    /// The point system (`162`, `BBx`).
    pub points: PointSystem,
    /// Pairs that may never meet (`XXP`, `260`).
    pub forbidden: Vec<Vec<u32>>,
}

impl Trf {
    /// The value of the first header record with this code.
    pub fn header(&self, code: &str) -> Option<&str> {
        self.headers.iter().find(|(c, _)| c == code).map(|(_, v)| v.as_str())
    }

    /// The number of rounds with at least one entry.
    pub fn rounds_in_file(&self) -> u32 {
        self.players.iter().map(|p| p.rounds.len() as u32).max().unwrap_or(0)
    }

    /// The player with a starting rank.
    pub fn player(&self, start_no: u32) -> Option<&PlayerRecord> {
        self.players.iter().find(|p| p.start_no == start_no)
    }

    /// A player's score after the first `rounds` rounds, computed from the round blocks.
    pub fn score_after(&self, player: &PlayerRecord, rounds: usize) -> Points {
        player.rounds.iter().take(rounds).map(|r| self.points.points(r.result)).sum()
    }
}
