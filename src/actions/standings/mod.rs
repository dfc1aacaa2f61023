//! The arbiters' actions on what follows from the standings: the prize
//! settings, categories and prize series ([`prizes`]), and the tie-break
//! list and the edition of C.07 it follows ([`tiebreaks`]). Each runs
//! inside the caller's transaction, records its audit entry and never sees
//! HTTP; the prize computations themselves stay in [`crate::standings`].

pub mod prizes;
pub mod tiebreaks;

/// A fresh, migrated in-memory SQLite database with one tournament (a Swiss
/// of 5 rounds, created by user 1), for the actions' tests.
#[cfg(test)]
pub(crate) fn test_event() -> (crate::db::DbConnection, crate::db::TournamentId, crate::db::UserId) {
    use crate::db::models::TournamentSettings;
    let mut conn = crate::db::establish(":memory:").expect("an in-memory SQLite database opens");
    crate::db::migrate(&mut conn).expect("the migrations apply");
    let date = chrono::NaiveDate::from_ymd_opt(2026, 3, 1).expect("a date");
    let now = date.and_hms_opt(9, 0, 0).expect("a time");
    let arbiter =
        crate::db::models::NewUser { username: "arbiter", password_hash: "hash", role: "arbiter", created_at: now };
    let user = crate::db::users::insert(&mut conn, &arbiter).expect("the arbiter is added");
    let settings = TournamentSettings {
        name: "Test open".into(),
        place: String::new(),
        federation: String::new(),
        start_date: date,
        end_date: date,
        system: crate::tournament::System::SwissDutch,
        rounds: 5,
        time_control: "90+30".into(),
        default_time_minutes: 0,
        time_zone: "UTC".into(),
        points_win: 10,
        points_draw: 5,
        points_loss: 0,
        points_pab: 10,
        points_hpb: 5,
        points_fpb: 10,
        points_zpb: 0,
        game_mode: None,
    };
    let id = crate::db::tournaments::insert(&mut conn, &settings, user, now).expect("the tournament is stored");
    (conn, id, user)
}
