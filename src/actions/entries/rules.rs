//! The rules of online entry that need no database: whether entry is open
//! at a time, whether the event has room, whether an entry names a player
//! registered or entered already, and how many entries one address may
//! send.

use super::EntryRefusal;
use crate::actions::MAX_PLAYERS_PER_EVENT;
pub use crate::actions::players::{Candidate, name_key, same_person};
use crate::auth::throttle::Rule;
use crate::db::entries::OnlineEntry;
use crate::db::models::PlayerRow;
use crate::db::self_service::SelfService;
use chrono::NaiveDateTime;
use std::time::Duration;

/// The most entries one address sends to one event within [`ENTRY_WINDOW`].
pub const ENTRIES_PER_ADDRESS: usize = 10;

/// The window over which entries from one address are counted: an hour.
pub const ENTRY_WINDOW: Duration = Duration::from_secs(3600);

/// At most [`ENTRIES_PER_ADDRESS`] entries per address and event within
/// [`ENTRY_WINDOW`] (the sign-in throttle's rule, counting entries stored).
pub const ENTRY_RULE: Rule = Rule::new(ENTRIES_PER_ADDRESS, ENTRY_WINDOW);

/// Why the event takes no entry at `now` (UTC) by its settings, if so: entry
/// not open, or past its closing time.
pub fn closed(settings: &SelfService, now: NaiveDateTime) -> Option<EntryRefusal> {
    if settings.entry_open_at(now) {
        return None;
    }
    match settings.entry_closes.filter(|_| settings.entry_open) {
        Some(closes) => Some(EntryRefusal::ClosedAt { closes }),
        None => Some(EntryRefusal::NotOpen),
    }
}

/// The most players online entry fills the event with: the event's limit
/// (none below zero), never past the app's ([`MAX_PLAYERS_PER_EVENT`]).
pub fn entry_limit(settings: &SelfService) -> usize {
    settings.entry_limit.map_or(MAX_PLAYERS_PER_EVENT, |l| usize::try_from(l).unwrap_or(0).min(MAX_PLAYERS_PER_EVENT))
}

/// Whether one more entry fits beside `players` registered and `open`
/// entries waiting: refused ([`EntryRefusal::Full`]) at the limit.
pub fn room(settings: &SelfService, players: usize, open: usize) -> Result<(), EntryRefusal> {
    let limit = entry_limit(settings);
    if players + open >= limit { Err(EntryRefusal::Full { limit }) } else { Ok(()) }
}

/// Whether entries sent at `sent` (UTC) from one address leave room for one
/// more at `now`: refused ([`EntryRefusal::TooMany`]) past [`ENTRY_RULE`],
/// naming the minutes to wait.
pub fn throttled(sent: &[NaiveDateTime], now: NaiveDateTime) -> Result<(), EntryRefusal> {
    let ages: Vec<Duration> = sent.iter().map(|&at| (now - at).to_std().unwrap_or_default()).collect();
    ENTRY_RULE.check(&ages).map_err(|secs| EntryRefusal::TooMany { minutes: secs.div_ceil(60) })
}

/// The registered player or open entry that `candidate` repeats, as the
/// refusal naming them: [`EntryRefusal::AlreadyRegistered`] or
/// [`EntryRefusal::AlreadyEntered`].
pub fn duplicate(candidate: &Candidate, players: &[PlayerRow], open: &[OnlineEntry]) -> Option<EntryRefusal> {
    let player = |p: &&PlayerRow| same_person(candidate, &Candidate::of(p));
    let entry = |e: &&OnlineEntry| {
        same_person(candidate, &Candidate { name: &e.name, fide_id: e.fide_id, birth_date: e.birth_date })
    };
    if let Some(p) = players.iter().find(player) {
        return Some(EntryRefusal::AlreadyRegistered { name: p.name.clone() });
    }
    open.iter().find(entry).map(|e| EntryRefusal::AlreadyEntered { name: e.name.clone() })
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::NaiveDate;

    fn at(day: u32, hour: u32, minute: u32) -> NaiveDateTime {
        NaiveDate::from_ymd_opt(2026, 12, day).unwrap().and_hms_opt(hour, minute, 0).unwrap()
    }

    fn open_until(closes: Option<NaiveDateTime>) -> SelfService {
        SelfService { entry_open: true, entry_closes: closes, ..SelfService::default() }
    }

    fn who<'a>(name: &'a str, fide_id: Option<i64>, born: Option<&str>) -> Candidate<'a> {
        Candidate { name, fide_id, birth_date: born.map(|b| b.parse().unwrap()) }
    }

    #[test]
    fn entry_is_open_until_its_closing_time_and_not_at_it() {
        let closes = at(14, 18, 0);
        let settings = open_until(Some(closes));
        assert_eq!(closed(&settings, at(14, 17, 59)), None);
        assert_eq!(closed(&settings, closes), Some(EntryRefusal::ClosedAt { closes }));
        assert_eq!(closed(&settings, at(15, 9, 0)), Some(EntryRefusal::ClosedAt { closes }));
        assert_eq!(closed(&open_until(None), at(31, 23, 59)), None, "no closing time: open until closed by hand");
    }

    #[test]
    fn entry_not_opened_is_closed_whatever_the_closing_time() {
        let never = SelfService::default();
        assert_eq!(closed(&never, at(1, 0, 0)), Some(EntryRefusal::NotOpen));
        let closed_by_hand = SelfService { entry_open: false, ..open_until(Some(at(20, 0, 0))) };
        assert_eq!(closed(&closed_by_hand, at(1, 0, 0)), Some(EntryRefusal::NotOpen));
    }

    #[test]
    fn the_limit_counts_players_and_entries_waiting() {
        let settings = SelfService { entry_limit: Some(3), ..open_until(None) };
        assert_eq!(room(&settings, 1, 1), Ok(()));
        assert_eq!(room(&settings, 2, 1), Err(EntryRefusal::Full { limit: 3 }));
        assert_eq!(room(&settings, 3, 0), Err(EntryRefusal::Full { limit: 3 }));
        let none = SelfService { entry_limit: Some(-5), ..open_until(None) };
        assert_eq!(room(&none, 0, 0), Err(EntryRefusal::Full { limit: 0 }));
        let app = open_until(None);
        assert_eq!(room(&app, MAX_PLAYERS_PER_EVENT - 1, 0), Ok(()));
        assert_eq!(room(&app, MAX_PLAYERS_PER_EVENT - 1, 1), Err(EntryRefusal::Full { limit: MAX_PLAYERS_PER_EVENT }));
    }

    #[test]
    fn the_same_fide_id_is_the_same_player_whatever_the_name() {
        assert!(same_person(&who("Petrov, Ivan", Some(24100001), None), &who("I. Petrov", Some(24100001), None)));
        assert!(!same_person(
            &who("Petrov, Ivan", Some(24100001), Some("2009")),
            &who("Petrov, Ivan", Some(24100009), Some("2009"))
        ));
    }

    #[test]
    fn without_two_fide_ids_the_name_and_date_of_birth_decide() {
        let entered = who("  petrov,   IVAN ", None, Some("2009/05/01"));
        assert!(same_person(&entered, &who("Petrov, Ivan", Some(24100001), Some("2009/05/01"))));
        assert!(!same_person(&entered, &who("Petrov, Ivan", None, Some("2009/05/02"))));
        assert!(same_person(&entered, &who("Petrov, Ivan", None, None)), "one date of birth unknown");
        assert!(same_person(&who("Petrov, Ivan", None, None), &entered), "either way round");
        assert!(!same_person(&entered, &who("Petrova, Ivana", None, Some("2009/05/01"))));
        assert!(same_person(&who("Berg, Anna", None, None), &who("berg, anna", None, None)));
    }

    #[test]
    fn ten_entries_an_hour_from_one_address() {
        let now = at(14, 12, 0);
        let nine: Vec<NaiveDateTime> = (0..9).map(|m| at(14, 11, 10 + m)).collect();
        assert_eq!(throttled(&nine, now), Ok(()));
        let mut ten = nine.clone();
        ten.push(at(14, 11, 30));
        // The oldest (11:10) leaves the window at 12:10: ten minutes to wait.
        assert_eq!(throttled(&ten, now), Err(EntryRefusal::TooMany { minutes: 10 }));
        assert_eq!(throttled(&ten, at(14, 12, 10)), Ok(()));
    }
}
