//! The audit log's entries as typed changes (domain events): every action
//! that changes a tournament records one or more in the same transaction.
//! An entry is stored as JSON and worded in the reader's language only when
//! the log is shown (`web::tournaments::audit_log`).

use crate::db::codes::StoredCode;
use crate::db::models::{BoardRow, NewAudit, PlayerFields, PlayerRow, TournamentRow, TournamentSettings};
use crate::db::teams::{TeamFields, TeamRow, TeamSettingsFields};
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::rulings::decision::Decision;
use crate::rulings::incident::LogEntry;
use crate::tournament::{BirthDate, BoardResult, ByeKind, Sex, Title};
use serde::{Deserialize, Serialize};

/// A player's pairing number before and after the numbers were given again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NumberMove {
    /// The player's name.
    pub player: String,
    /// The number before.
    pub from: i32,
    /// The number after.
    pub to: i32,
}

/// A value before or after a change, shown the way the arbiter entered it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", content = "v", rename_all = "snake_case")]
pub enum Value {
    /// Nothing (an empty field).
    None,
    /// Text shown as it is.
    Text(String),
    /// A whole number.
    Number(i64),
    /// Points, stored in tenths and shown as points (`1`, `½`, `2.5`).
    Points(i32),
    /// A message key, worded in the reader's language (`system-rr`).
    Message(String),
}

impl Value {
    /// Text, or [`Value::None`] when empty.
    pub fn text(s: &str) -> Value {
        if s.is_empty() { Value::None } else { Value::Text(s.to_string()) }
    }

    /// A code, or [`Value::None`].
    pub fn code(code: Option<&str>) -> Value {
        Value::text(code.unwrap_or_default())
    }

    /// A birth date as written (`YYYY/MM/DD`), or [`Value::None`].
    pub fn date(date: Option<BirthDate>) -> Value {
        date.map_or(Value::None, |d| Value::Text(d.to_string()))
    }

    /// A number, or [`Value::None`].
    pub fn number<N: Into<i64>>(n: Option<N>) -> Value {
        n.map_or(Value::None, |n| Value::Number(n.into()))
    }
}

/// Every field a change can name, tournament settings and player fields:
/// `audit-field-` + the name (`_` as `-`) is its label.
pub const FIELDS: [&str; 27] = [
    "name",
    "place",
    "federation",
    "start_date",
    "end_date",
    "system",
    "rounds",
    "time_control",
    "default_time_minutes",
    "game_mode",
    "time_zone",
    "points_win",
    "points_draw",
    "points_loss",
    "points_pab",
    "points_hpb",
    "points_fpb",
    "points_zpb",
    "sex",
    "title",
    "fide_rating",
    "national_rating",
    "fide_id",
    "birth_date",
    "club",
    "short_name",
    "captain",
];

/// One field that changed: its name (`audit-field-` + name is its label).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldChange {
    /// Field name (`fide_rating`, `points_win`...).
    pub field: String,
    /// The value before.
    pub before: Value,
    /// The value after.
    pub after: Value,
}

/// Collects the fields whose values differ.
#[derive(Default)]
struct Diff(Vec<FieldChange>);

impl Diff {
    fn field(mut self, field: &str, before: Value, after: Value) -> Diff {
        debug_assert!(FIELDS.contains(&field), "audit field {field} is missing from FIELDS");
        if before != after {
            self.0.push(FieldChange { field: field.to_string(), before, after });
        }
        self
    }
}

/// A board of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BoardRef {
    /// Round number.
    pub round: i32,
    /// Board number.
    pub board: i32,
}

impl BoardRef {
    /// The board a stored board row is.
    pub fn of(row: &BoardRow) -> BoardRef {
        BoardRef { round: row.round, board: row.board_no }
    }
}

/// A game log entry as data: its incident event type and fields, as
/// [`crate::rulings::incident::LogEntry::stored`] gives them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredEntry {
    /// The event type (`claim_flag`...).
    pub kind: String,
    /// The fields, as JSON.
    pub fields: String,
}

impl StoredEntry {
    /// The data of a log entry.
    pub fn of(entry: &LogEntry) -> StoredEntry {
        let (kind, fields) = entry.stored();
        StoredEntry { kind, fields }
    }
}

/// The prize settings an entry names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrizeTerms {
    /// How tied players share: `` (not shared), `shared` or `hort`.
    pub sharing: String,
    /// The date ages are counted at, if set.
    pub age_cutoff: Option<chrono::NaiveDate>,
    /// The currency.
    pub currency: String,
}

impl PrizeTerms {
    /// The settings as stored.
    pub fn of(row: &crate::db::prizes::SettingsRow) -> PrizeTerms {
        PrizeTerms {
            sharing: row.sharing.code().to_string(),
            age_cutoff: row.age_cutoff,
            currency: row.currency.clone(),
        }
    }

    /// The settings as the codes older entries kept.
    pub fn codes(&self) -> String {
        format!("{} {:?} {}", self.sharing, self.age_cutoff, self.currency)
    }
}

/// A message in no language: its key and arguments, worded when the log is read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Said {
    /// The message key.
    pub key: String,
    /// The arguments, as codes and numbers.
    pub args: Vec<(String, String)>,
}

impl Said {
    /// The message of a ruling.
    pub fn decision(d: &Decision) -> Said {
        let (key, args) = d.message();
        Said { key: key.to_string(), args: args.into_iter().map(|(k, v)| (k.to_string(), v)).collect() }
    }
}

/// One change to a tournament, as the audit log keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum AuditEvent {
    /// The tournament was created.
    TournamentCreated { name: String },
    /// The tournament was created from a TRF file.
    TournamentImported {
        name: String,
        players: usize,
        rounds: i32,
        pending: usize,
        /// The settings the file did not give, which took their defaults
        /// ([`crate::actions::tournaments::ImportDefault`] codes).
        #[serde(default)]
        defaults: Vec<String>,
    },
    /// One setting changed.
    SettingChanged(FieldChange),
    /// The tournament was archived (hidden from the public list, read-only).
    TournamentArchived,
    /// The tournament came back from the archive.
    TournamentRestored,
    /// The tournament left FIDE mode for good, in round `round` (0: before round 1).
    FideModeLeft { round: i32 },
    /// A pairing-integrity breaching event was recorded for FIDE (a TRF
    /// `###` line): its kind's code ([`crate::tournament::BreachKind::code`])
    /// and round; what changed is the entry logged beside it.
    BreachRecorded { kind: String, round: i32 },
    /// An account became an arbiter of the tournament.
    ArbiterAdded { username: String },
    /// A deputy arbiter was removed from the tournament.
    ArbiterRemoved { username: String },
    /// A player was registered.
    PlayerAdded { player: String },
    /// Players were registered from a CSV file.
    PlayersImported { count: usize },
    /// One field of a player changed (by hand, or from a rating list).
    PlayerChanged {
        player: String,
        change: FieldChange,
        #[serde(default)]
        list: Option<String>,
    },
    /// A player was withdrawn (or `expelled`) from a round on, or (`None`) reinstated.
    PlayerWithdrawn {
        player: String,
        from_round: Option<i32>,
        #[serde(default)]
        expelled: bool,
    },
    /// A player who was never paired was deleted.
    PlayerDeleted { player: String },
    /// A player's rating from a round on in a long event was set (`None`: removed).
    LaterRatingSet { player: String, from_round: i32, rating: Option<i32> },
    /// The event was marked as lasting over 30 days or not, and which
    /// rating its rating tie-breaks use.
    LongEventSet { long_event: bool, ratings_each_round: bool },
    /// Ties left after the whole tie-break list set to be separated by lot
    /// (`lots`), or to stand.
    FinalTiesRule { lots: bool },
    /// The officials the rating report names (records 102, 112) were set.
    OfficialsNamed { chief: Option<String>, deputies: Vec<String> },
    /// The method that takes the tournament rating changed (codes: FIDE, NRO...).
    RatingMethodSet { before: String, after: String },
    /// Pairing numbers given again after round 1: a late entry took the
    /// number its rating earns (or a deleted one left a gap), `changed`
    /// players' numbers changed (C.04.2 2.4-2.5).
    PairingNumbersGiven { changed: i32 },
    /// The players' check against the FIDE list in force switched on or off.
    RatingChecksSet { on: bool },
    /// The FIDE lists players' ratings are taken from changed (codes in order).
    ListSequenceSet { before: String, after: String },
    /// The event was made a Chess960 event, or one of the usual game.
    Chess960Set { chess960: bool },
    /// A player's place by hand within a tie, or value of the EXT
    /// tie-break (hundredths), set or cleared.
    TieEntry { player: String, place: Option<i32>, external: Option<i32> },
    /// A double round robin's last two rounds of the first cycle set to be
    /// played in reverse order, or in the table's order.
    LastTwoRoundsOrder { reversed: bool },
    /// A player was marked ineligible for half-point byes, or eligible again.
    HpbEligibility { player: String, ineligible: bool },
    /// What an event lets its players do themselves changed (a summary of codes).
    SelfServiceSet { summary: String },
    /// A player's personal link made anew (the old one stops working).
    PlayerLinkRenewed { player: String },
    /// A player's email address set (or removed: `set` false); the address
    /// itself is not logged.
    PlayerEmailSet { player: String, set: bool },
    /// A player asked, through the personal link, for a bye (`hpb`, `zpb`)
    /// or a withdrawal (`withdraw`) from a round.
    PlayerAsked { player: String, kind: String, round: i32 },
    /// A player's request accepted, refused, or taken back by the player.
    RequestDecided { player: String, kind: String, round: i32, state: String },
    /// A player checked in for a round (or was checked in by an arbiter,
    /// or the check-in was taken back).
    CheckIn { player: String, round: i32, by_arbiter: bool, undone: bool },
    /// A player reported their game's result through the personal link.
    ResultReported { player: String, board: BoardRef, result: BoardResult },
    /// Points added to or taken from a player's score in a round (tenths,
    /// negative when taken; Laws 12.9), or such an adjustment removed.
    PointsAdjusted { player: String, round: i32, tenths: i32, reason: String, removed: bool },
    /// A bye was requested (of `kind`), or the request cancelled.
    ByeRequest { player: String, round: i32, kind: Option<ByeKind> },
    /// The result a board's game has in the rating report changed (a
    /// correction for the rating report only, or its taking back).
    RatingCorrection { board: BoardRef, before: BoardResult, after: BoardResult },
    /// A board's result changed; `reason` names the rule or ending, if any.
    ResultChanged {
        board: BoardRef,
        before: BoardResult,
        after: BoardResult,
        #[serde(default)]
        reason: Option<String>,
    },
    /// The Berger numbers of a round robin set: drawn by lot with `seed`, or by hand.
    BergerNumbersSet { seed: Option<u64> },
    /// The Berger numbers of a round robin cleared: FIDE order.
    BergerNumbersCleared,
    /// Rounds paired at once (round robins).
    RoundsPaired { first: i32, last: i32, boards: usize },
    /// A Swiss round's pairing was proposed.
    RoundProposed { round: i32, boards: usize },
    /// A Swiss round was started for pairing by hand.
    RoundStartedByHand { round: i32, boards: usize },
    /// The proposed round was published.
    RoundPublished { round: i32, boards: usize },
    /// The proposed round was discarded.
    DraftDiscarded { round: i32 },
    /// Two players of the proposed round were exchanged (pairing numbers).
    PlayersExchanged { round: i32, first: i32, second: i32 },
    /// Two players of equal tournament rating and title exchanged their
    /// pairing numbers (checklist Q147): each name with the number it had.
    PairingNumbersExchanged { first: String, first_no: i32, second: String, second_no: i32 },
    /// Every pairing number was given again from the initial order: the
    /// numbers that moved (checklist Q153).
    PairingNumbersRegenerated { moves: Vec<NumberMove> },
    /// The colours of a board of the proposed round were exchanged.
    ColoursExchanged { board: BoardRef },
    /// Published rounds were taken back: back to a proposal (`to_draft`) or deleted.
    RoundsTakenBack { first: i32, last: i32, to_draft: bool },
    /// A board's result was dropped because its round was taken back.
    ResultDropped { board: BoardRef, before: BoardResult },
    /// A published board was removed because `player` withdrew; the
    /// opponent got the pairing-allocated bye (`opponent_pab`) or nothing.
    BoardRemoved { board: BoardRef, player: String, opponent_pab: bool },
    /// A player was taken out of the proposed round (`pab`: given the pairing-allocated bye).
    PlayerTakenOut { round: i32, player: String, pab: bool },
    /// Two players of the proposed round were paired by hand (pairing numbers).
    PairedByHand { round: i32, white: i32, black: i32 },
    /// The tie-break list changed.
    TiebreaksChanged { before: String, after: String },
    /// The round schedule changed: each round's start before and after, in
    /// the event's local time (empty for a round without one).
    ScheduleChanged { before: Vec<String>, after: Vec<String> },
    /// The edition of C.07 the tie-breaks follow was chosen (`by_date`: back
    /// to the one in force on the start date).
    TiebreakEditionChanged { before: String, after: String, by_date: bool },
    /// A clock was started at a time (the event's local time).
    ClockStarted { board: BoardRef, at: String },
    /// An entry (claim, flag, illegal move...) was added to a game's log:
    /// `logged` as data, worded in the reader's language when read; `entry`,
    /// the text of entries written before the data was kept (in their
    /// writer's language), empty in later ones.
    GameLogEntry {
        board: BoardRef,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        entry: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        logged: Option<StoredEntry>,
    },
    /// An entry of a game's log was withdrawn (fields as [`AuditEvent::GameLogEntry`]).
    GameLogEntryWithdrawn {
        board: BoardRef,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        entry: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        logged: Option<StoredEntry>,
    },
    /// When a move's clock was pressed was corrected.
    MoveTimeCorrected { board: BoardRef, ply: i32, before: String, after: String },
    /// The rules gave a ruling on a game: `decision` in English, `said` as a
    /// message key and arguments (absent in entries written before it was kept).
    Ruling {
        board: BoardRef,
        decision: String,
        article: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        said: Option<Said>,
    },
    /// The last move of a game was taken back.
    MoveTakenBack { board: BoardRef, ply: i32, san: String },
    /// The game's starting position was set.
    StartPosition { board: BoardRef, fen: String },
    /// A game was loaded from PGN.
    PgnLoaded { board: BoardRef, plies: usize },
    /// Prize settings changed (sharing, age cut-off, currency): `before` and
    /// `after` as codes, `terms` as data (absent in entries written before it was kept).
    PrizeSettings {
        before: String,
        after: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        terms: Option<Box<(PrizeTerms, PrizeTerms)>>,
    },
    /// A prize category was added.
    CategoryAdded { name: String, rules: String },
    /// A prize category was removed.
    CategoryDeleted { id: i32 },
    /// A list of prizes was added (to a category, or the general prizes).
    PrizesAdded { category: Option<i32>, amounts: String },
    /// A list of prizes was removed.
    PrizesDeleted { id: i32 },
    /// The acceleration of the pairings changed (codes: `` none, `baku`).
    AccelerationChanged { before: String, after: String },
    /// Virtual points were entered by hand (or removed: `added` false).
    VirtualPoints { added: bool, group: VirtualPointsGroup },
    /// A prohibited pairing was entered (or removed: `added` false): the
    /// players' names, or a rule (`club`, `federation`), and its rounds.
    ProhibitedPairing { added: bool, players: Vec<String>, rule: String, first_round: i32, last_round: i32 },
    /// The event became a team event (`before` none), its team settings
    /// changed, or it became an individual event again (`after` none).
    TeamSettingsChanged { before: Option<TeamTerms>, after: Option<TeamTerms> },
    /// A team was entered with its team pairing number.
    TeamAdded { team: String, tpn: i32 },
    /// One field of a team changed.
    TeamChanged { team: String, change: FieldChange },
    /// A team was withdrawn from a round on, or (`None`) reinstated.
    TeamWithdrawn { team: String, from_round: Option<i32> },
    /// A team's roster changed: its players in board order now.
    RosterChanged { team: String, roster: Vec<String> },
    /// A team round was paired (proposed) with so many matches (the bye included).
    TeamRoundPaired { round: i32, matches: i32 },
    /// A team's line-up of a round: its players board by board (empty: a
    /// board left empty), entered by the arbiter or (`by_captain`) through
    /// the team's captain link.
    LineUpSet {
        round: i32,
        team: String,
        line_up: Vec<String>,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        by_captain: bool,
    },
    /// A team's captain link was made anew (the old one stops working).
    CaptainLinkRenewed { team: String },
    /// A match was forfeited as a whole (the first-named team's side:
    /// `+`, `-`, `--`), or the forfeit taken back (none).
    MatchForfeited { round: i32, first: String, second: String, forfeit: Option<String> },
    /// A published team round was taken back.
    TeamRoundTakenBack { round: i32 },
    /// Two teams of a proposed round were swapped by hand.
    TeamsSwapped { round: i32, first: String, second: String },
    /// The team tie-break list changed (empty: the default).
    TeamTiebreaksChanged { before: String, after: String },
    /// An online entry was accepted and its player registered: by an
    /// arbiter, or (`auto`) at once, as the event's setting says.
    EntryAccepted {
        player: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        auto: bool,
    },
    /// An online entry was refused by an arbiter, with the reason the
    /// entrant was given (none in entries logged before reasons were kept).
    EntryRefused {
        player: String,
        #[serde(default, skip_serializing_if = "String::is_empty")]
        reason: String,
    },
}

/// A team event's settings as the audit log keeps them (points in tenths).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TeamTerms {
    /// The boards of a match.
    pub boards: i32,
    /// The colour preferences (`a`, `b`, `none`).
    pub colours: String,
    /// The primary score (`mp`, `gp`).
    pub primary: String,
    /// Match points of a won, drawn and lost match.
    pub match_points: (i32, i32, i32),
    /// The pairing-allocated bye's match and game points.
    pub pab: (i32, i32),
    /// Whether captains enter their team's line-up (absent from older entries).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub captains: bool,
}

impl TeamTerms {
    /// The terms of stored settings.
    pub fn of(s: &TeamSettingsFields) -> TeamTerms {
        TeamTerms {
            boards: s.boards,
            colours: StoredCode::code(s.colour_model).to_string(),
            primary: StoredCode::code(s.primary_score).to_string(),
            match_points: (s.match_win, s.match_draw, s.match_loss),
            pab: (s.pab_match, s.pab_game),
            captains: s.captains_line_ups,
        }
    }
}

/// Virtual points of a group of pairing numbers in a range of rounds, as
/// the audit log keeps them (points in tenths).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct VirtualPointsGroup {
    /// The points, in tenths.
    pub points: i32,
    /// The first round.
    pub first_round: i32,
    /// The last round.
    pub last_round: i32,
    /// The first pairing number.
    pub first_player: i32,
    /// The last pairing number.
    pub last_player: i32,
}

impl AuditEvent {
    /// The stable code kept in the log's `action` column.
    pub fn code(&self) -> String {
        serde_json::to_value(self)
            .ok()
            .and_then(|v| v.get("event").and_then(|k| k.as_str().map(str::to_string)))
            .unwrap_or_default()
    }

    /// One event per setting that differs between the stored row and the new settings.
    pub fn settings_changes(old: &TournamentRow, new: &TournamentSettings) -> Vec<AuditEvent> {
        let text = |field, a: &str, b: &str| (field, Value::text(a), Value::text(b));
        let number = |field, a: i32, b: i32| (field, Value::Number(a.into()), Value::Number(b.into()));
        let points = |field, a: i32, b: i32| (field, Value::Points(a), Value::Points(b));
        let mode = |m: Option<crate::clock::GameMode>| match m {
            None => Value::Message("tournament-game-mode-auto".into()),
            Some(m) => Value::Message(format!("mode-{}", m.code())),
        };
        let fields = [
            text("name", &old.name, &new.name),
            text("place", &old.place, &new.place),
            text("federation", &old.federation, &new.federation),
            text("start_date", &old.start_date.to_string(), &new.start_date.to_string()),
            text("end_date", &old.end_date.to_string(), &new.end_date.to_string()),
            (
                "system",
                Value::Message(format!("system-{}", old.system)),
                Value::Message(format!("system-{}", new.system)),
            ),
            number("rounds", old.rounds, new.rounds),
            text("time_control", &old.time_control, &new.time_control),
            number("default_time_minutes", old.default_time_minutes, new.default_time_minutes),
            ("game_mode", mode(old.game_mode), mode(new.game_mode)),
            text("time_zone", &old.time_zone, &new.time_zone),
            points("points_win", old.points_win, new.points_win),
            points("points_draw", old.points_draw, new.points_draw),
            points("points_loss", old.points_loss, new.points_loss),
            points("points_pab", old.points_pab, new.points_pab),
            points("points_hpb", old.points_hpb, new.points_hpb),
            points("points_fpb", old.points_fpb, new.points_fpb),
            points("points_zpb", old.points_zpb, new.points_zpb),
        ];
        let diff = fields.into_iter().fold(Diff::default(), |d, (f, a, b)| d.field(f, a, b));
        diff.0.into_iter().map(AuditEvent::SettingChanged).collect()
    }

    /// The change of the round schedule from `before` to `after` (each
    /// round's start as the form writes it), if anything changed.
    pub fn schedule_change(mut before: Vec<String>, mut after: Vec<String>) -> Option<AuditEvent> {
        for starts in [&mut before, &mut after] {
            while starts.last().is_some_and(String::is_empty) {
                starts.pop();
            }
        }
        (before != after).then_some(AuditEvent::ScheduleChanged { before, after })
    }

    /// One event per field of the team that differs.
    pub fn team_changes(old: &TeamRow, new: &TeamFields) -> Vec<AuditEvent> {
        let diff = Diff::default()
            .field("name", Value::text(&old.name), Value::text(&new.name))
            .field("short_name", Value::text(&old.short_name), Value::text(&new.short_name))
            .field("federation", Value::text(&old.federation), Value::text(&new.federation))
            .field("captain", Value::text(&old.captain), Value::text(&new.captain));
        diff.0.into_iter().map(|change| AuditEvent::TeamChanged { team: old.name.clone(), change }).collect()
    }

    /// One event per field of the player that differs; `list` names the rating
    /// list the new values came from, if any.
    pub fn player_changes(old: &PlayerRow, new: &PlayerFields, list: Option<&str>) -> Vec<AuditEvent> {
        let diff = Diff::default()
            .field("name", Value::text(&old.name), Value::text(&new.name))
            .field("sex", Value::code(old.sex.map(Sex::code)), Value::code(new.sex.map(Sex::code)))
            .field("title", Value::code(old.title.map(Title::code)), Value::code(new.title.map(Title::code)))
            .field("fide_rating", Value::number(old.fide_rating), Value::number(new.fide_rating))
            .field("national_rating", Value::number(old.national_rating), Value::number(new.national_rating))
            .field("federation", Value::text(&old.federation), Value::text(&new.federation))
            .field("fide_id", Value::number(old.fide_id), Value::number(new.fide_id))
            .field("birth_date", Value::date(old.birth_date), Value::date(new.birth_date))
            .field("club", Value::text(&old.club), Value::text(&new.club));
        diff.0
            .into_iter()
            .map(|change| AuditEvent::PlayerChanged {
                player: old.name.clone(),
                change,
                list: list.map(str::to_string),
            })
            .collect()
    }
}

/// Appends an entry to a tournament's log in the current transaction.
pub fn audit(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user_id: UserId,
    event: AuditEvent,
) -> Result<(), diesel::result::Error> {
    audit_by(conn, tournament_id, Some(user_id), event)
}

/// Appends an entry made by an account, or (none) by someone without one
/// (a team's captain through the captain link: the entry says who).
pub fn audit_by(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user_id: Option<UserId>,
    event: AuditEvent,
) -> Result<(), diesel::result::Error> {
    let json = serde_json::to_string(&event).map_err(|e| diesel::result::Error::SerializationError(Box::new(e)))?;
    db::audit::record(
        conn,
        NewAudit {
            tournament_id: Some(tournament_id),
            user_id,
            at: chrono::Utc::now().naive_utc(),
            action: event.code(),
            subject: String::new(),
            before: String::new(),
            after: String::new(),
            event: Some(json),
        },
    )?;
    Ok(())
}

/// Appends several entries (one per changed field, say).
pub fn audit_all(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user_id: UserId,
    events: Vec<AuditEvent>,
) -> Result<(), diesel::result::Error> {
    events.into_iter().try_for_each(|e| audit(conn, tournament_id, user_id, e))
}
