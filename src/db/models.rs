//! Rows as diesel reads and writes them.

use super::codes::{Code, OrEmpty, PgnResult, StoredBirthDate};
use super::ids::{BoardId, GameId, PlayerId, TournamentId, UserId};
use super::schema::*;
use crate::auth::role::Role;
use crate::chess::Termination;
use crate::clock::GameMode;
use crate::standings::tiebreak::Edition;
use crate::tournament::{BirthDate, Sex, Title};
use crate::tournament::{BoardResult, GameResult, System};
use chrono::{NaiveDate, NaiveDateTime};
use diesel::prelude::*;

/// An account.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = users)]
pub struct User {
    /// Row id.
    pub id: UserId,
    /// Login name.
    pub username: String,
    /// Argon2id PHC string.
    pub password_hash: String,
    /// What the account may do.
    pub role: Role,
    /// When the account was made (UTC).
    pub created_at: NaiveDateTime,
    /// Bumped whenever every session of the account must end.
    pub session_generation: i32,
    /// A disabled account cannot sign in and its sessions have ended.
    pub disabled: bool,
}

/// A new account.
#[derive(Debug, Insertable)]
#[diesel(table_name = users)]
pub struct NewUser<'a> {
    /// Login name.
    pub username: &'a str,
    /// Argon2id PHC string.
    pub password_hash: &'a str,
    /// What the account may do.
    pub role: Role,
    /// Now (UTC).
    pub created_at: NaiveDateTime,
}

/// A tournament's settings as stored.
#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = tournaments)]
pub struct TournamentRow {
    /// Row id.
    pub id: TournamentId,
    /// Event name.
    pub name: String,
    /// City or venue.
    pub place: String,
    /// Organising federation (3 letters).
    pub federation: String,
    /// First day.
    pub start_date: NaiveDate,
    /// Last day.
    pub end_date: NaiveDate,
    /// The pairing system (stored as its code).
    #[diesel(deserialize_as = Code<System>)]
    pub system: System,
    /// Number of rounds.
    pub rounds: i32,
    /// Time control in canonical notation.
    pub time_control: String,
    /// Default time in minutes (FIDE 6.7.1).
    pub default_time_minutes: i32,
    /// IANA time zone of the venue.
    pub time_zone: String,
    /// Points for a win, in tenths.
    pub points_win: i32,
    /// Points for a draw, in tenths.
    pub points_draw: i32,
    /// Points for a loss, in tenths.
    pub points_loss: i32,
    /// Points for a pairing-allocated bye, in tenths.
    pub points_pab: i32,
    /// Points for a half-point bye, in tenths.
    pub points_hpb: i32,
    /// Points for a full-point bye, in tenths.
    pub points_fpb: i32,
    /// Points for a zero-point bye or forfeit loss, in tenths.
    pub points_zpb: i32,
    /// Tie-break codes, comma-separated, in order.
    pub tiebreaks: String,
    /// How many rounds have been paired.
    pub paired_rounds: i32,
    /// Optimistic-lock version.
    pub version: i32,
    /// Account that created it.
    pub created_by: UserId,
    /// When (UTC).
    pub created_at: NaiveDateTime,
    /// The game mode the event imposes, or none (stored empty): the mode
    /// the time control makes.
    #[diesel(deserialize_as = OrEmpty<GameMode>)]
    pub game_mode: Option<GameMode>,
    /// The edition of C.07 the chief arbiter chose, or none (stored empty):
    /// the one in force on the start date.
    #[diesel(deserialize_as = OrEmpty<Edition>)]
    pub tiebreak_edition: Option<Edition>,
    /// The round paired last when the event left FIDE mode; none while it
    /// is in it ([`TournamentRow::fide_mode`]).
    pub fide_mode_left: Option<i32>,
    /// The event lasts over 30 days (checklist Q210): players may get new
    /// ratings during it ([`crate::db::player_ratings`]).
    pub long_event: bool,
    /// In such an event, the rating tie-breaks use each round's rating
    /// rather than the first (checklist Q214-Q216).
    pub ratings_each_round: bool,
    /// A double round robin plays the last two rounds of its first cycle in
    /// reverse order (FIDE's recommendation; the arbiter's choice, Q98).
    pub rr_reverse_last_two: bool,
    /// Whether players still tied after the whole tie-break list share the
    /// place or are separated by lot (a [`crate::standings::FinalTies`] code).
    pub final_ties: String,
}

/// The game mode an event imposes, or none. Named, not spelled `Option`,
/// so that diesel's derives write none as empty text (through
/// [`OrEmpty`]) instead of skipping the column.
pub type ModeOverride = Option<GameMode>;

/// The editable settings of a tournament.
#[derive(Debug, Clone, Insertable, AsChangeset)]
#[diesel(table_name = tournaments)]
pub struct TournamentSettings {
    /// Event name.
    pub name: String,
    /// City or venue.
    pub place: String,
    /// Organising federation.
    pub federation: String,
    /// First day.
    pub start_date: NaiveDate,
    /// Last day.
    pub end_date: NaiveDate,
    /// Pairing system.
    #[diesel(serialize_as = Code<System>)]
    pub system: System,
    /// Number of rounds.
    pub rounds: i32,
    /// Canonical time control.
    pub time_control: String,
    /// Default time in minutes.
    pub default_time_minutes: i32,
    /// IANA time zone.
    pub time_zone: String,
    /// Win points (tenths).
    pub points_win: i32,
    /// Draw points (tenths).
    pub points_draw: i32,
    /// Loss points (tenths).
    pub points_loss: i32,
    /// PAB points (tenths).
    pub points_pab: i32,
    /// Half-point bye points (tenths).
    pub points_hpb: i32,
    /// Full-point bye points (tenths).
    pub points_fpb: i32,
    /// Zero-point bye / forfeit loss points (tenths).
    pub points_zpb: i32,
    /// Game mode override, or none (stored empty).
    #[diesel(serialize_as = OrEmpty<GameMode>)]
    pub game_mode: ModeOverride,
}

/// A registered player as stored.
#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = players)]
pub struct PlayerRow {
    /// Row id.
    pub id: PlayerId,
    /// Tournament.
    pub tournament_id: TournamentId,
    /// Pairing number once assigned.
    pub pairing_no: Option<i32>,
    /// `Lastname, Firstname`.
    pub name: String,
    /// Sex, stored `m`, `w` or empty.
    #[diesel(deserialize_as = OrEmpty<Sex>)]
    pub sex: Option<Sex>,
    /// Title, stored as its code or empty.
    #[diesel(deserialize_as = OrEmpty<Title>)]
    pub title: Option<Title>,
    /// FIDE rating.
    pub fide_rating: Option<i32>,
    /// National rating.
    pub national_rating: Option<i32>,
    /// Federation (3 letters) or empty.
    pub federation: String,
    /// FIDE id.
    pub fide_id: Option<i64>,
    /// Birth date, stored `YYYY/MM/DD` (`00` for a part not known) or empty.
    #[diesel(deserialize_as = StoredBirthDate)]
    pub birth_date: Option<BirthDate>,
    /// Club.
    pub club: String,
    /// First round the player no longer plays in.
    pub withdrawn_from_round: Option<i32>,
    /// Optimistic-lock version.
    pub version: i32,
    /// Marked ineligible for half-point byes (free entry, conditions of
    /// entry): a half-point bye is refused (checklist Q175, Q176).
    pub hpb_ineligible: bool,
    /// The withdrawal is an expulsion: a Swiss event's standings leave the
    /// player out (checklist Q197, Q198). Never set without
    /// `withdrawn_from_round` ([`crate::db::players::set_withdrawn`]).
    pub expelled: bool,
    /// The place the arbiter gave the player by hand within a tie left at
    /// the end (1 first; checklist Q205).
    pub tie_place: Option<i32>,
    /// The player's value of the EXT tie-break, in hundredths (checklist Q207).
    pub external_tiebreak: Option<i32>,
    /// Where the FIDE rating came from ([`crate::rating::source::RatingSource`]'s code).
    pub fide_rating_source: String,
    /// Where the national rating came from.
    pub national_rating_source: String,
}

impl PlayerRow {
    /// The title's code, empty for none (as lists and pages show it).
    pub fn title_code(&self) -> &'static str {
        self.title.map_or("", Title::code)
    }
}

/// The editable fields of a player.
#[derive(Debug, Clone, PartialEq, Eq, Insertable, AsChangeset)]
#[diesel(table_name = players, treat_none_as_null = true)]
pub struct PlayerFields {
    /// `Lastname, Firstname`.
    pub name: String,
    /// Sex, stored `m`, `w` or empty.
    #[diesel(serialize_as = OrEmpty<Sex>)]
    pub sex: Option<Sex>,
    /// Title, stored as its code or empty.
    #[diesel(serialize_as = OrEmpty<Title>)]
    pub title: Option<Title>,
    /// FIDE rating.
    pub fide_rating: Option<i32>,
    /// National rating.
    pub national_rating: Option<i32>,
    /// Federation.
    pub federation: String,
    /// FIDE id.
    pub fide_id: Option<i64>,
    /// Birth date, stored `YYYY/MM/DD` or empty.
    #[diesel(serialize_as = StoredBirthDate)]
    pub birth_date: Option<BirthDate>,
    /// Club.
    pub club: String,
    /// Where the FIDE rating came from ([`crate::rating::source::RatingSource`]'s code).
    pub fide_rating_source: String,
    /// Where the national rating came from.
    pub national_rating_source: String,
}

impl PlayerFields {
    /// A player known by name alone: unrated, no title, no other data.
    pub fn named(name: &str) -> PlayerFields {
        PlayerFields {
            name: name.into(),
            sex: None,
            title: None,
            fide_rating: None,
            national_rating: None,
            federation: String::new(),
            fide_id: None,
            birth_date: None,
            club: String::new(),
            fide_rating_source: String::new(),
            national_rating_source: String::new(),
        }
    }
}

/// One board (or bye) of a round as stored. `black_id` is `None` for a bye,
/// and then `result` holds the bye's kind.
#[derive(Debug, Clone, Queryable, Selectable, Identifiable)]
#[diesel(table_name = boards)]
pub struct BoardRow {
    /// Row id.
    pub id: BoardId,
    /// Tournament.
    pub tournament_id: TournamentId,
    /// Round number.
    pub round: i32,
    /// Board number.
    pub board_no: i32,
    /// White (or the player with the bye).
    pub white_id: PlayerId,
    /// Black, none for a bye.
    pub black_id: Option<PlayerId>,
    /// The game's result, or the bye's kind.
    #[diesel(deserialize_as = Code<BoardResult>)]
    pub result: BoardResult,
    /// Optimistic-lock version.
    pub version: i32,
}

/// A new board.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = boards)]
pub struct NewBoard {
    /// Tournament.
    pub tournament_id: TournamentId,
    /// Round number.
    pub round: i32,
    /// Board number.
    pub board_no: i32,
    /// White (or the player with the bye).
    pub white_id: PlayerId,
    /// Black, none for a bye.
    pub black_id: Option<PlayerId>,
    /// The game's result, or the bye's kind.
    #[diesel(serialize_as = Code<BoardResult>)]
    pub result: BoardResult,
    /// Starts at 1.
    pub version: i32,
}

/// One line of the audit log.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = audit_log)]
pub struct AuditRow {
    /// Row id.
    pub id: i32,
    /// Tournament concerned.
    pub tournament_id: Option<TournamentId>,
    /// Who did it.
    pub user_id: Option<UserId>,
    /// When (UTC).
    pub at: NaiveDateTime,
    /// What was done (`result`, `player.edit`...).
    pub action: String,
    /// What it was done to (`round 3 board 2`...).
    pub subject: String,
    /// The value before.
    pub before: String,
    /// The value after.
    pub after: String,
    /// The typed change as JSON ([`crate::actions::audit::AuditEvent`]); `None`
    /// for entries written before entries were typed.
    pub event: Option<String>,
}

/// A new audit line.
#[derive(Debug, Clone, Insertable)]
#[diesel(table_name = audit_log)]
pub struct NewAudit {
    /// Tournament concerned.
    pub tournament_id: Option<TournamentId>,
    /// Who did it.
    pub user_id: Option<UserId>,
    /// When (UTC).
    pub at: NaiveDateTime,
    /// What was done.
    pub action: String,
    /// What it was done to.
    pub subject: String,
    /// The value before.
    pub before: String,
    /// The value after.
    pub after: String,
    /// The typed change as JSON ([`crate::actions::audit::AuditEvent`]); `None`
    /// for entries written before entries were typed.
    pub event: Option<String>,
}

/// A game recorded move by move on a board.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = games)]
pub struct GameRow {
    /// Row id.
    pub id: GameId,
    /// Tournament.
    pub tournament_id: TournamentId,
    /// The board it is played on.
    pub board_id: BoardId,
    /// Start position (FEN).
    pub start_fen: String,
    /// The result as PGN writes it (`*`, `1-0`, `0-1` or `1/2-1/2`): a
    /// forfeit reads back as the win it gives.
    #[diesel(deserialize_as = PgnResult)]
    pub result: GameResult,
    /// Why it ended, none (stored empty) while it goes on.
    #[diesel(deserialize_as = OrEmpty<Termination>)]
    pub termination: Option<Termination>,
    /// Optimistic-lock version: bumped by every change.
    pub version: i32,
}

/// One recorded move.
#[derive(Debug, Clone, Queryable, Selectable)]
#[diesel(table_name = game_moves)]
pub struct MoveRow {
    /// Row id.
    pub id: i32,
    /// Game.
    pub game_id: GameId,
    /// 1-based ply.
    pub ply: i32,
    /// Canonical SAN.
    pub san: String,
    /// UCI.
    pub uci: String,
    /// When the arbiter entered it (UTC).
    pub entered_at: NaiveDateTime,
}
