//! Refreshing the registered players' ratings, titles and federations from
//! the FIDE list in force for the event, before round 1 is paired: the
//! consistency check of checklist Q133-Q144.

use super::PlayerRefusal;
use crate::actions::audit::{AuditEvent, audit_all};
use crate::actions::rating_lists::list_name;
use crate::actions::{Failed, refuse};
use crate::db::models::{PlayerFields, PlayerRow, TournamentRow};
use crate::db::rating_lists::{EntryRow, RatingListRow};
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::rating::sequence::{ListRating, ListSequence};
use crate::rating::source::{ListedAs, RatingSource};
use crate::tournament::Title;

/// The rating a list entry gives a player, and which of its ratings it is:
/// the first of the event's list sequence that rates him (Q118, Q123).
pub fn rating_for(entry: &EntryRow, lists: &ListSequence) -> Option<(i32, ListRating)> {
    lists.rating(&entry.listed())
}

/// One player whose list entry differs from what is registered.
pub struct Refresh {
    /// The registered player.
    pub player: PlayerRow,
    /// Rating now and on the list.
    pub rating: (Option<i32>, Option<i32>),
    /// Title now and on the list (a title the program does not know, none).
    pub title: (Option<Title>, Option<Title>),
    /// Federation now and on the list.
    pub federation: (String, String),
    /// Where the list's rating comes from (empty: the list does not rate him).
    pub source: String,
}

impl Refresh {
    /// The titles now and on the list as their codes (empty for none).
    pub fn title_codes(&self) -> (&'static str, &'static str) {
        (self.title.0.map_or("", Title::code), self.title.1.map_or("", Title::code))
    }

    /// The player's fields with the list's values.
    fn refreshed(&self) -> PlayerFields {
        let p = &self.player;
        PlayerFields {
            name: p.name.clone(),
            sex: p.sex,
            title: self.title.1,
            fide_rating: self.rating.1,
            national_rating: p.national_rating,
            federation: self.federation.1.clone(),
            fide_id: p.fide_id,
            birth_date: p.birth_date,
            club: p.club.clone(),
            fide_rating_source: self.source.clone(),
            national_rating_source: p.national_rating_source.clone(),
        }
    }
}

/// Whether round 1 has been paired (published, or proposed as a draft): the
/// pairing numbers follow the ratings from then on, so they stay as they are.
pub fn ratings_fixed(c: &mut DbConnection, t: &TournamentRow) -> Result<bool, diesel::result::Error> {
    Ok(t.paired_rounds > 0 || !db::boards::for_round(c, t.id, 1)?.is_empty())
}

/// The month whose FIDE list an event's ratings are checked against on
/// `today` (Q137): the list in force at the start, or for an event lasting
/// over 30 days ([`TournamentRow::long_event`]) the one in force on the day
/// of the check.
pub fn list_month(t: &TournamentRow, today: chrono::NaiveDate) -> String {
    let day = if t.long_event { today } else { t.start_date };
    day.format("%Y-%m").to_string()
}

/// What the FIDE list in force for the event ([`list_month`]) would change,
/// player by player (none without a list).
pub fn refreshes(
    c: &mut DbConnection,
    t: &TournamentRow,
    today: chrono::NaiveDate,
) -> Result<Option<(RatingListRow, Vec<Refresh>)>, diesel::result::Error> {
    let players = db::players::for_tournament(c, t.id)?;
    refreshes_of(c, t, players, today)
}

/// [`refreshes`] for the `players` of `t` the caller has read already.
pub fn refreshes_of(
    c: &mut DbConnection,
    t: &TournamentRow,
    players: Vec<PlayerRow>,
    today: chrono::NaiveDate,
) -> Result<Option<(RatingListRow, Vec<Refresh>)>, diesel::result::Error> {
    let Some(list) = db::rating_lists::in_force(c, "fide", &list_month(t, today))? else { return Ok(None) };
    let ids: Vec<i64> = players.iter().filter_map(|p| p.fide_id).collect();
    let mut entries = std::collections::HashMap::new();
    for chunk in ids.chunks(500) {
        for e in db::rating_lists::entries(c, list.id, chunk)? {
            entries.insert(e.player_id, e);
        }
    }
    let lists = db::list_sequences::of(c, t)?;
    let name = list_name(&list);
    let changes = players
        .into_iter()
        .filter_map(|player| {
            let entry = entries.get(&player.fide_id?)?;
            let federation =
                if entry.federation.is_empty() { player.federation.clone() } else { entry.federation.clone() };
            let listed = rating_for(entry, &lists);
            let source = listed.map_or_else(String::new, |(_, kind)| {
                RatingSource::List { list: name.clone(), rating: ListedAs::Fide(kind) }.code()
            });
            let change = Refresh {
                rating: (player.fide_rating, listed.map(|(r, _)| r)),
                source,
                title: (player.title, entry.title.parse().ok()),
                federation: (player.federation.clone(), federation),
                player,
            };
            let differs = change.rating.0 != change.rating.1
                || change.title.0 != change.title.1
                || change.federation.0 != change.federation.1;
            differs.then_some(change)
        })
        .collect();
    Ok(Some((list, changes)))
}

/// Applies the changes the FIDE list in force makes to the `chosen` players
/// of `t` (see [`refreshes`]; Q144: the arbiter may leave some out), each
/// written to the audit log naming the list. Refused once round 1 is paired,
/// when the list in force is no longer `list_id` (the one the arbiter
/// reviewed), and when a player changed meanwhile. Returns how many players
/// changed.
pub fn refresh_ratings(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    today: chrono::NaiveDate,
    list_id: i32,
    chosen: &std::collections::BTreeSet<PlayerId>,
) -> Result<usize, Failed<PlayerRefusal>> {
    if ratings_fixed(conn, t)? {
        return refuse(PlayerRefusal::RatingsFixed);
    }
    let Some((list, changes)) = refreshes(conn, t, today)? else { return Ok(0) };
    if list.id != list_id {
        return refuse(PlayerRefusal::ListChangedMeanwhile);
    }
    let list = list_name(&list);
    let mut applied = 0;
    for change in changes.iter().filter(|c| chosen.contains(&c.player.id)) {
        let p = &change.player;
        if !db::players::update(conn, p.id, p.version, &change.refreshed())? {
            return refuse(PlayerRefusal::EditedMeanwhile);
        }
        audit_all(conn, t.id, by, AuditEvent::player_changes(p, &change.refreshed(), Some(&list)))?;
        applied += 1;
    }
    Ok(applied)
}
