//! What the imported FIDE list says of a player who entered with a FIDE
//! ID: the name (when none was typed), and the rating, federation, title,
//! sex and year of birth the player is registered with.

use crate::actions::rating_for;
use crate::actions::rating_lists::list_name;
use crate::db::entries::OnlineEntry;
use crate::db::models::{PlayerFields, TournamentRow};
use crate::db::rating_lists::EntryRow;
use crate::db::{self, DbConnection};
use crate::rating::source::{ListedAs, RatingSource};
use crate::tournament::BirthDate;
use diesel::QueryResult;

/// The newest imported FIDE list's entry of FIDE ID `fide_id`, with the
/// list's name ("FIDE 2026-12"); none without an ID, a list, or the ID in it.
pub fn listed(conn: &mut DbConnection, fide_id: Option<i64>) -> QueryResult<Option<(String, EntryRow)>> {
    let Some(id) = fide_id else { return Ok(None) };
    let Some(list) = db::rating_lists::newest(conn, "fide")? else { return Ok(None) };
    Ok(db::rating_lists::entry(conn, list.id, id)?.map(|entry| (list_name(&list), entry)))
}

/// The year of birth a list gives, as a date of birth.
fn listed_birth(entry: &EntryRow) -> Option<BirthDate> {
    entry.birth_year.and_then(|y| u16::try_from(y).ok()).filter(|&y| y > 0).map(BirthDate::year)
}

/// A date of birth typed, unless the list gives another year: then the
/// list's year.
pub(super) fn birth_date(typed: Option<BirthDate>, entry: Option<&EntryRow>) -> Option<BirthDate> {
    match (typed, entry.and_then(listed_birth)) {
        (Some(t), Some(l)) if t.year == l.year => Some(t),
        (t, l) => l.or(t),
    }
}

/// The fields the player of `entry` is registered with: the entry's name,
/// FIDE ID, date of birth and club; where the FIDE ID is in the newest
/// FIDE list, its rating (the first of the event's list sequence that
/// rates the player, its source recorded), federation, title, sex and
/// year of birth.
pub fn player_fields(conn: &mut DbConnection, t: &TournamentRow, entry: &OnlineEntry) -> QueryResult<PlayerFields> {
    let mut fields = PlayerFields {
        fide_id: entry.fide_id,
        birth_date: entry.birth_date,
        club: entry.club.clone(),
        ..PlayerFields::named(&entry.name)
    };
    let Some((list, listed)) = listed(conn, entry.fide_id)? else { return Ok(fields) };
    let lists = db::list_sequences::of(conn, t)?;
    if let Some((rating, kind)) = rating_for(&listed, &lists) {
        fields.fide_rating = Some(rating);
        fields.fide_rating_source = RatingSource::List { list, rating: ListedAs::Fide(kind) }.code();
    }
    fields.federation = listed.federation.clone();
    fields.title = listed.title.parse().ok();
    fields.sex = listed.sex.parse().ok();
    fields.birth_date = birth_date(entry.birth_date, Some(&listed));
    Ok(fields)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn born(year: Option<i32>) -> EntryRow {
        EntryRow {
            list_id: 1,
            player_id: 24100001,
            name: "Petrov, Ivan".into(),
            search_name: "petrov, ivan".into(),
            federation: "RUS".into(),
            sex: "m".into(),
            title: "FM".into(),
            birth_year: year,
            standard: Some(2301),
            rapid: None,
            blitz: None,
            inactive: false,
        }
    }

    #[test]
    fn a_typed_date_of_the_listed_year_stays_else_the_list_wins() {
        let day: BirthDate = "2009/05/01".parse().unwrap();
        assert_eq!(birth_date(Some(day), Some(&born(Some(2009)))), Some(day));
        assert_eq!(birth_date(Some(day), Some(&born(Some(2008)))), Some(BirthDate::year(2008)));
        assert_eq!(birth_date(None, Some(&born(Some(2008)))), Some(BirthDate::year(2008)));
        assert_eq!(birth_date(Some(day), Some(&born(None))), Some(day));
        assert_eq!(birth_date(Some(day), None), Some(day));
        assert_eq!(birth_date(None, None), None);
    }
}
