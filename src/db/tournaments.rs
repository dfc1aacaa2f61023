//! Tournaments, their arbiters and their round schedule.

use super::DbConnection;
use super::ids::{TournamentId, UserId};
use super::models::{TournamentRow, TournamentSettings};
use super::schema::{
    archived_tournaments, boards, deputy_names, players, rounds, tournament_arbiters, tournaments, users,
};
use crate::standings::tiebreak::Edition;
use chrono::NaiveDateTime;
use diesel::prelude::*;

/// Every tournament, newest first.
pub fn all(conn: &mut DbConnection) -> QueryResult<Vec<TournamentRow>> {
    tournaments::table
        .order((tournaments::start_date.desc(), tournaments::id.desc()))
        .select(TournamentRow::as_select())
        .load(conn)
}

/// One tournament.
pub fn by_id(conn: &mut DbConnection, id: TournamentId) -> QueryResult<Option<TournamentRow>> {
    tournaments::table.find(id).select(TournamentRow::as_select()).first(conn).optional()
}

/// Whether a tournament with this name and these first and last days exists
/// (a file imported twice).
pub fn same_name_and_dates(
    conn: &mut DbConnection,
    name: &str,
    (start, end): (chrono::NaiveDate, chrono::NaiveDate),
) -> QueryResult<bool> {
    let found = tournaments::table
        .filter(tournaments::name.eq(name).and(tournaments::start_date.eq(start)).and(tournaments::end_date.eq(end)))
        .select(tournaments::id)
        .first::<TournamentId>(conn)
        .optional()?;
    Ok(found.is_some())
}

/// Creates a tournament with `creator` as its chief arbiter; returns its id.
pub fn insert(
    conn: &mut DbConnection,
    settings: &TournamentSettings,
    creator: UserId,
    now: NaiveDateTime,
) -> QueryResult<TournamentId> {
    let id: TournamentId = diesel::insert_into(tournaments::table)
        .values((
            settings.clone(),
            tournaments::tiebreaks.eq(""),
            tournaments::paired_rounds.eq(0),
            tournaments::version.eq(1),
            tournaments::created_by.eq(creator),
            tournaments::created_at.eq(now),
            search_keys(settings),
        ))
        .returning(tournaments::id)
        .get_result(conn)?;
    diesel::insert_into(tournament_arbiters::table)
        .values((
            tournament_arbiters::tournament_id.eq(id),
            tournament_arbiters::user_id.eq(creator),
            tournament_arbiters::chief.eq(true),
        ))
        .execute(conn)?;
    Ok(id)
}

/// The folded name and place the list searches ([`crate::text::fold`]),
/// written with every name and place.
fn search_keys(
    settings: &TournamentSettings,
) -> (diesel::dsl::Eq<tournaments::name_key, String>, diesel::dsl::Eq<tournaments::place_key, String>) {
    (
        tournaments::name_key.eq(crate::text::fold(&settings.name)),
        tournaments::place_key.eq(crate::text::fold(&settings.place)),
    )
}

/// Folds again the names and places whose search keys differ from their
/// folding (rows stored before the keys, which SQL could fold in ASCII
/// only). Returns how many rows it rewrote.
pub fn refresh_search_keys(conn: &mut DbConnection) -> QueryResult<usize> {
    let rows: Vec<(TournamentId, String, String, String, String)> = tournaments::table
        .select((tournaments::id, tournaments::name, tournaments::place, tournaments::name_key, tournaments::place_key))
        .load(conn)?;
    let mut rewritten = 0;
    for (id, name, place, name_key, place_key) in rows {
        let (name_folded, place_folded) = (crate::text::fold(&name), crate::text::fold(&place));
        if name_folded != name_key || place_folded != place_key {
            diesel::update(tournaments::table.find(id))
                .set((tournaments::name_key.eq(name_folded), tournaments::place_key.eq(place_folded)))
                .execute(conn)?;
            rewritten += 1;
        }
    }
    Ok(rewritten)
}

/// Saves new settings if nobody changed the tournament since `version` was read.
/// Returns whether the row was updated.
#[must_use = "false: someone changed the tournament meanwhile"]
pub fn update(
    conn: &mut DbConnection,
    id: TournamentId,
    version: i32,
    settings: &TournamentSettings,
) -> QueryResult<bool> {
    let n = diesel::update(tournaments::table.filter(tournaments::id.eq(id)).filter(tournaments::version.eq(version)))
        .set((settings.clone(), search_keys(settings), tournaments::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// A value that changes whenever anything the public pages of a tournament
/// show changes: its settings (version), and the count, versions and ids of
/// its boards and players (an edit raises a version; a replaced row has a
/// new id). Every request of a cached public page reads it: three small
/// queries, the two aggregates read from indexes alone (`boards_fingerprint`,
/// `players_fingerprint`).
pub fn fingerprint(conn: &mut DbConnection, id: TournamentId) -> QueryResult<[i64; 7]> {
    use diesel::dsl::{count_star, sum};
    let version: i32 = tournaments::table.find(id).select(tournaments::version).first(conn)?;
    let (b_count, b_versions, b_ids): (i64, Option<i64>, Option<i64>) = boards::table
        .filter(boards::tournament_id.eq(id))
        .select((count_star(), sum(boards::version), sum(boards::id)))
        .first(conn)?;
    let (p_count, p_versions, p_ids): (i64, Option<i64>, Option<i64>) = players::table
        .filter(players::tournament_id.eq(id))
        .select((count_star(), sum(players::version), sum(players::id)))
        .first(conn)?;
    Ok([
        i64::from(version),
        b_count,
        b_versions.unwrap_or(0),
        b_ids.unwrap_or(0),
        p_count,
        p_versions.unwrap_or(0),
        p_ids.unwrap_or(0),
    ])
}

/// Stores the tie-break list if nobody changed the tournament since `version`
/// was read. Returns whether the row was updated.
#[must_use = "false: someone changed the tournament meanwhile"]
pub fn set_tiebreaks(conn: &mut DbConnection, id: TournamentId, version: i32, list: &str) -> QueryResult<bool> {
    let n = diesel::update(tournaments::table.filter(tournaments::id.eq(id)).filter(tournaments::version.eq(version)))
        .set((tournaments::tiebreaks.eq(list), tournaments::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Records how many rounds are paired and the total number of rounds.
pub fn set_paired(conn: &mut DbConnection, id: TournamentId, paired_rounds: i32, rounds: i32) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set((
            tournaments::paired_rounds.eq(paired_rounds),
            tournaments::rounds.eq(rounds),
            tournaments::version.eq(tournaments::version + 1),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Whether the account is an arbiter of the tournament: `Some(true)` for its chief.
pub fn arbiter_role(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    user_id: UserId,
) -> QueryResult<Option<bool>> {
    tournament_arbiters::table.find((tournament_id, user_id)).select(tournament_arbiters::chief).first(conn).optional()
}

/// The tournament's arbiters as its page lists them: `(name, chief)`, the
/// chief first, then every deputy named, whether or not that account exists.
pub fn arbiters(conn: &mut DbConnection, tournament_id: TournamentId) -> QueryResult<Vec<(String, bool)>> {
    let chiefs: Vec<String> = tournament_arbiters::table
        .inner_join(users::table)
        .filter(tournament_arbiters::tournament_id.eq(tournament_id))
        .filter(tournament_arbiters::chief.eq(true))
        .order(users::username)
        .select(users::username)
        .load(conn)?;
    let deputies: Vec<String> = deputy_names::table
        .filter(deputy_names::tournament_id.eq(tournament_id))
        .order(deputy_names::username)
        .select(deputy_names::username)
        .load(conn)?;
    Ok(chiefs.into_iter().map(|n| (n, true)).chain(deputies.into_iter().map(|n| (n, false))).collect())
}

/// Names the account `user_id`, named `username`, a deputy arbiter: it may
/// write to the tournament. Returns whether the name is new to the tournament.
#[must_use = "whether it changed anything"]
pub fn name_deputy(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    username: &str,
    user_id: UserId,
) -> QueryResult<bool> {
    let named = deputy_names::table.find((tournament_id, username)).count().get_result::<i64>(conn)? > 0;
    if named {
        return Ok(false);
    }
    diesel::insert_into(deputy_names::table)
        .values((deputy_names::tournament_id.eq(tournament_id), deputy_names::username.eq(username)))
        .execute(conn)?;
    if arbiter_role(conn, tournament_id, user_id)?.is_none() {
        add_arbiter(conn, tournament_id, user_id)?;
    }
    Ok(true)
}

/// Removes the deputy `username` (a name kept, and the account's right to
/// write); the chief is no deputy. Returns whether there was such a deputy.
#[must_use = "whether it changed anything"]
pub fn remove_deputy(conn: &mut DbConnection, tournament_id: TournamentId, username: &str) -> QueryResult<bool> {
    let named = diesel::delete(deputy_names::table.find((tournament_id, username))).execute(conn)?;
    let mut removed = 0;
    if let Some(user) = super::users::by_username(conn, username)? {
        let user_id = user.id;
        removed = diesel::delete(
            tournament_arbiters::table
                .filter(tournament_arbiters::tournament_id.eq(tournament_id))
                .filter(tournament_arbiters::user_id.eq(user_id))
                .filter(tournament_arbiters::chief.eq(false)),
        )
        .execute(conn)?;
    }
    Ok(named + removed > 0)
}

/// Adds a (deputy) arbiter.
fn add_arbiter(conn: &mut DbConnection, tournament_id: TournamentId, user_id: UserId) -> QueryResult<()> {
    diesel::insert_into(tournament_arbiters::table)
        .values((
            tournament_arbiters::tournament_id.eq(tournament_id),
            tournament_arbiters::user_id.eq(user_id),
            tournament_arbiters::chief.eq(false),
        ))
        .execute(conn)
        .map(|_| ())
}

/// The scheduled start (UTC) of round `round`, if it has one.
pub fn round_start(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    round: i32,
) -> QueryResult<Option<NaiveDateTime>> {
    let starts: Option<Option<NaiveDateTime>> = rounds::table
        .filter(rounds::tournament_id.eq(tournament_id).and(rounds::number.eq(round)))
        .select(rounds::starts_at)
        .first(conn)
        .optional()?;
    Ok(starts.flatten())
}

/// The scheduled start (UTC) of each round that has one: `(round, starts_at)`.
pub fn schedule(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
) -> QueryResult<Vec<(i32, Option<NaiveDateTime>)>> {
    rounds::table
        .filter(rounds::tournament_id.eq(tournament_id))
        .order(rounds::number)
        .select((rounds::number, rounds::starts_at))
        .load(conn)
}

/// Stores the chief arbiter's choice of tie-break edition (`None`: the one
/// in force on the start date) if the tournament is still at `version`.
/// Returns whether the row was updated.
#[must_use = "false: someone changed the tournament meanwhile"]
pub fn set_tiebreak_edition(
    conn: &mut DbConnection,
    id: TournamentId,
    version: i32,
    edition: Option<Edition>,
) -> QueryResult<bool> {
    let n = diesel::update(tournaments::table.find(id).filter(tournaments::version.eq(version)))
        .set((tournaments::tiebreak_edition.eq(super::codes::OrEmpty(edition)), tournaments::version.eq(version + 1)))
        .execute(conn)?;
    Ok(n == 1)
}

/// Replaces the round schedule.
pub fn set_schedule(
    conn: &mut DbConnection,
    tournament_id: TournamentId,
    starts: &[Option<NaiveDateTime>],
) -> QueryResult<()> {
    diesel::delete(rounds::table.filter(rounds::tournament_id.eq(tournament_id))).execute(conn)?;
    for (at, number) in starts.iter().zip(1..) {
        diesel::insert_into(rounds::table)
            .values((rounds::tournament_id.eq(tournament_id), rounds::number.eq(number), rounds::starts_at.eq(*at)))
            .execute(conn)?;
    }
    Ok(())
}

/// A scoring system from its stored points in tenths: win, draw, loss,
/// then the pairing-allocated, half-point, full-point and zero-point byes.
fn scoring([win, draw, loss, pab, hpb, fpb, zpb]: [i32; 7]) -> crate::tournament::Scoring {
    use crate::tournament::{Points, Scoring};
    Scoring {
        win: Points(win),
        draw: Points(draw),
        loss: Points(loss),
        pairing_allocated_bye: Points(pab),
        half_point_bye: Points(hpb),
        full_point_bye: Points(fpb),
        zero_point_bye: Points(zpb),
    }
}

impl TournamentSettings {
    /// The scoring system these settings give.
    pub fn scoring(&self) -> crate::tournament::Scoring {
        let s = self;
        scoring([s.points_win, s.points_draw, s.points_loss, s.points_pab, s.points_hpb, s.points_fpb, s.points_zpb])
    }
}

impl TournamentRow {
    /// The event's scoring system as core data.
    pub fn scoring(&self) -> crate::tournament::Scoring {
        let s = self;
        scoring([s.points_win, s.points_draw, s.points_loss, s.points_pab, s.points_hpb, s.points_fpb, s.points_zpb])
    }

    /// The pairing system.
    pub fn system(&self) -> crate::tournament::System {
        self.system
    }

    /// The game mode the event imposes, if it overrides the time control's.
    pub fn game_mode_override(&self) -> Option<crate::clock::GameMode> {
        self.game_mode
    }

    /// The game mode in force: the event's override, else what the time
    /// control makes (standard if the stored control cannot be read).
    pub fn game_mode(&self) -> crate::clock::GameMode {
        self.game_mode_override().unwrap_or_else(|| {
            self.time_control
                .parse::<crate::clock::TimeControl>()
                .map_or(crate::clock::GameMode::Standard, |c| c.mode())
        })
    }

    /// The edition of the tie-break regulations (C.07) the event follows:
    /// the chief arbiter's choice, else the one in force on its first day.
    pub fn tiebreak_edition(&self) -> Edition {
        self.tiebreak_edition_chosen().unwrap_or_else(|| Edition::in_force_on(self.start_date))
    }

    /// The edition the chief arbiter chose, if any.
    pub fn tiebreak_edition_chosen(&self) -> Option<Edition> {
        self.tiebreak_edition
    }

    /// The header of the event's TRF (records 012 to 122, without the
    /// tie-break list, which only a ranked file gives).
    pub fn trf_header(&self) -> crate::trf::EventHeader {
        use crate::tournament::System;
        let kind = match self.system() {
            System::SwissDutch => "Individual: Swiss system (FIDE Dutch)",
            System::RoundRobin => "Individual: round robin",
            System::DoubleRoundRobin => "Individual: double round robin",
        };
        crate::trf::EventHeader {
            name: self.name.clone(),
            place: self.place.clone(),
            federation: self.federation.clone(),
            start_date: self.start_date.format("%Y/%m/%d").to_string(),
            end_date: self.end_date.format("%Y/%m/%d").to_string(),
            kind: kind.to_string(),
            kind_code: self.system().trf_code().to_string(),
            time_control: self.time_control.clone(),
            time_control_code: self
                .time_control
                .parse::<crate::clock::TimeControl>()
                .ok()
                .and_then(|c| c.trf_code())
                .unwrap_or_default(),
            pairing_controller: format!("arbiter {}", env!("CARGO_PKG_VERSION")),
            ..crate::trf::EventHeader::default()
        }
    }

    /// Whether the event is in FIDE mode, or the round it left it in.
    pub fn fide_mode(&self) -> crate::tournament::FideMode {
        match self.fide_mode_left {
            None => crate::tournament::FideMode::On,
            Some(round) => crate::tournament::FideMode::Left { round: round.max(0) as u32 },
        }
    }

    /// How the ties left after the whole tie-break list are settled.
    pub fn final_ties(&self) -> crate::standings::FinalTies {
        crate::standings::FinalTies::from_code(&self.final_ties)
    }

    /// The tournament's seed for the drawing of lots: its id and the
    /// instant it was created, so that one tournament always draws the same
    /// lots and two tournaments draw differently (checklist Q206).
    pub fn lots_seed(&self) -> u64 {
        let created = self.created_at.and_utc().timestamp_micros() as u64;
        crate::standings::tournament_seed(self.id.0 as u64, created)
    }

    /// The time zone of the venue (UTC if the stored name is unknown).
    pub fn tz(&self) -> chrono_tz::Tz {
        self.time_zone.parse().unwrap_or(chrono_tz::UTC)
    }
}

/// Takes the tournament's row lock until the transaction ends (a write that
/// changes nothing): writes that depend on what they read of the whole
/// tournament (pairing a round) run one after the other, on one instance or
/// many, each reading what the last one stored.
pub fn lock(conn: &mut DbConnection, id: TournamentId) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set(tournaments::version.eq(tournaments::version))
        .execute(conn)
        .map(|_| ())
}

/// Raises the tournament's version after a change to data its public pages
/// show that lives in other tables (categories, prizes), so cached pages go.
pub fn touch(conn: &mut DbConnection, id: TournamentId) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set(tournaments::version.eq(tournaments::version + 1))
        .execute(conn)
        .map(|_| ())
}

/// Marks the tournament as lasting over 30 days or not, with the rating
/// its rating tie-breaks use.
pub fn set_long_event(
    conn: &mut DbConnection,
    id: TournamentId,
    long_event: bool,
    each_round: bool,
) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set((
            tournaments::long_event.eq(long_event),
            tournaments::ratings_each_round.eq(each_round),
            tournaments::version.eq(tournaments::version + 1),
        ))
        .execute(conn)
        .map(|_| ())
}

/// Sets how the ties left after the whole tie-break list are settled (a
/// [`crate::standings::FinalTies`] code).
pub fn set_final_ties(conn: &mut DbConnection, id: TournamentId, code: &str) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set((tournaments::final_ties.eq(code), tournaments::version.eq(tournaments::version + 1)))
        .execute(conn)
        .map(|_| ())
}

/// Whether the double round robin reverses the last two rounds of its first cycle.
pub fn set_rr_reverse_last_two(conn: &mut DbConnection, id: TournamentId, reverse: bool) -> QueryResult<()> {
    diesel::update(tournaments::table.find(id))
        .set((tournaments::rr_reverse_last_two.eq(reverse), tournaments::version.eq(tournaments::version + 1)))
        .execute(conn)
        .map(|_| ())
}

/// The ids of the archived tournaments.
pub fn archived_ids(conn: &mut DbConnection) -> QueryResult<Vec<TournamentId>> {
    archived_tournaments::table.select(archived_tournaments::tournament_id).load(conn)
}

/// Whether a tournament is archived.
pub fn is_archived(conn: &mut DbConnection, id: TournamentId) -> QueryResult<bool> {
    let n: i64 = archived_tournaments::table.find(id).count().get_result(conn)?;
    Ok(n > 0)
}

/// Archives (`true`) or restores (`false`) a tournament.
pub fn set_archived(conn: &mut DbConnection, id: TournamentId, archived: bool, now: NaiveDateTime) -> QueryResult<()> {
    if archived {
        diesel::insert_into(archived_tournaments::table)
            .values((archived_tournaments::tournament_id.eq(id), archived_tournaments::archived_at.eq(now)))
            .execute(conn)?;
    } else {
        diesel::delete(archived_tournaments::table.find(id)).execute(conn)?;
    }
    Ok(())
}

/// Deletes a tournament with everything in it (players, rounds, games, log).
pub fn delete(conn: &mut DbConnection, id: TournamentId) -> QueryResult<()> {
    diesel::delete(tournaments::table.find(id)).execute(conn).map(|_| ())
}
