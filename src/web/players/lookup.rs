//! Registration from the FIDE rating list: find a player by FIDE ID or by the
//! start of the name, and fill the form from the list.

use crate::actions::rating_for;
use crate::actions::rating_lists::list_name;
use crate::db;
use crate::db::DbConnection;
use crate::db::models::TournamentRow;
use crate::db::rating_lists::EntryRow;
use crate::rating::sequence::{ListRating, ListSequence};
use crate::rating::source::{ListedAs, RatingSource};
use crate::web::error::AppError;
use crate::web::i18n::Tr;
use crate::web::players::form::PlayerForm;
use serde::Deserialize;

/// How many name matches the players page lists.
const MATCHES_SHOWN: i64 = 20;

/// The players page's query: a search in the list, or a player picked from it.
#[derive(Deserialize, Default)]
pub struct LookupQuery {
    /// Part of a name (from its start), or a FIDE ID.
    #[serde(default)]
    pub find: String,
    /// The FIDE ID whose list entry fills the registration form.
    #[serde(default)]
    pub fide_id: String,
    /// The national ID whose entry in the newest national list fills the form.
    #[serde(default)]
    pub national_id: String,
    /// The FIDE list (`standard`, `rapid`, `blitz`...) whose rating the
    /// picked player registers with, instead of the event's list sequence
    /// (checklist Q129: the arbiter picks one of the ratings shown).
    #[serde(default)]
    pub rating: String,
    /// The name filter of the list (see [`crate::web::name_filter`]).
    #[serde(default)]
    pub q: String,
}

/// What the players page shows of the rating list.
#[derive(Default)]
pub struct Lookup {
    /// What was searched for.
    pub query: String,
    /// The list searched, as "FIDE 2026-11" (empty when no list is imported).
    pub list: String,
    /// Players found.
    pub matches: Vec<EntryRow>,
    /// The newest national list searched too, as "RCF 2026-11" (empty when none).
    pub national_list: String,
    /// Players found in it.
    pub national: Vec<EntryRow>,
    /// What was found there, in the visitor's language.
    pub national_found: String,
    /// What was found ("3 players in FIDE 2026-11"), in the visitor's language.
    pub found: String,
    /// Why nothing was filled in (not in the list, no list), in the visitor's language.
    pub message: String,
}

/// The registration form filled from a list entry; the club and national
/// rating stay as typed.
pub fn fill(mut form: PlayerForm, entry: &EntryRow, list: &str, lists: &ListSequence) -> PlayerForm {
    form.name = entry.name.clone();
    form.federation = entry.federation.clone();
    form.title = entry.title.clone();
    form.sex = entry.sex.clone();
    form.fide_id = entry.player_id.to_string();
    form.birth_date = entry.birth_year.map(|y| y.to_string()).unwrap_or_default();
    let listed = rating_for(entry, lists);
    form.fide_rating = listed.map(|(r, _)| r.to_string()).unwrap_or_default();
    form.fide_rating_listed = form.fide_rating.clone();
    form.fide_rating_source = listed.map_or_else(String::new, |(_, kind)| {
        RatingSource::List { list: list.to_string(), rating: ListedAs::Fide(kind) }.code()
    });
    form
}

/// The registration form filled from a national list's entry: the name, the
/// national rating and whatever else the list has; FIDE's fields stay as typed.
pub fn fill_national(mut form: PlayerForm, entry: &EntryRow, list: &str) -> PlayerForm {
    form.name = entry.name.clone();
    form.national_rating = entry.standard.map(|r| r.to_string()).unwrap_or_default();
    form.national_rating_listed = form.national_rating.clone();
    form.national_rating_source = match entry.standard {
        Some(_) => RatingSource::List { list: list.to_string(), rating: ListedAs::National }.code(),
        None => String::new(),
    };
    let keep = |typed: &mut String, listed: &str| {
        if !listed.is_empty() {
            *typed = listed.to_string();
        }
    };
    keep(&mut form.federation, &entry.federation);
    keep(&mut form.sex, &entry.sex);
    keep(&mut form.title, &entry.title);
    if let Some(y) = entry.birth_year {
        form.birth_date = y.to_string();
    }
    form
}

/// Runs the page's search or pick for an arbiter: fills `form` from a picked
/// FIDE ID, or lists the players matching `find`.
pub fn look_up(
    c: &mut DbConnection,
    tr: &Tr,
    t: &TournamentRow,
    query: &LookupQuery,
    form: &mut PlayerForm,
) -> Result<Lookup, AppError> {
    let (find, pick, national) = (query.find.trim(), query.fide_id.trim(), query.national_id.trim());
    if !national.is_empty() {
        if let Some((list, found)) = crate::web::players::rating_lists::find(c, "national", national, 1)?
            && let Some(entry) = found.first()
        {
            *form = fill_national(std::mem::take(form), entry, &list_name(&list));
        }
        return Ok(Lookup::default());
    }
    if find.is_empty() && pick.is_empty() {
        return Ok(Lookup::default());
    }
    let national = match pick.is_empty() {
        true => crate::web::players::rating_lists::find(c, "national", find, MATCHES_SHOWN)?,
        false => None,
    };
    let (national_list, national) = national.map(|(l, found)| (list_name(&l), found)).unwrap_or_default();
    let typed = if pick.is_empty() { find } else { pick };
    let Some((list, matches)) = crate::web::players::rating_lists::find(c, "fide", typed, MATCHES_SHOWN)? else {
        let message = if national.is_empty() { tr.t("lookup-no-list") } else { String::new() };
        return Ok(Lookup { query: find.to_string(), message, national_list, national, ..Lookup::default() });
    };
    let mut lookup =
        Lookup { query: find.to_string(), list: list_name(&list), national_list, national, ..Lookup::default() };
    if !pick.is_empty() {
        match matches.first() {
            Some(entry) => {
                let events = db::list_sequences::of(c, t)?;
                let picked = ListRating::from_code(&query.rating).and_then(|kind| ListSequence::new(vec![kind]).ok());
                // A picked list that does not rate the player leaves the event's sequence to.
                let lists = picked.filter(|one| rating_for(entry, one).is_some()).unwrap_or(events);
                *form = fill(std::mem::take(form), entry, &lookup.list, &lists);
            }
            None => {
                form.fide_id = pick.chars().take(20).collect();
                lookup.message =
                    tr.args("lookup-not-in-list", &[("id", form.fide_id.clone()), ("list", lookup.list.clone())]);
            }
        }
    } else if matches.is_empty() && lookup.national.is_empty() {
        let key = if find.parse::<i64>().is_ok() { "lookup-not-in-list" } else { "lookup-nothing-found" };
        let args = [("query", find.to_string()), ("id", find.to_string()), ("list", lookup.list.clone())];
        lookup.message = tr.args(key, &args);
    } else if !matches.is_empty() {
        lookup.found = tr.n_args("lookup-found", matches.len(), &[("list", lookup.list.clone())]);
        lookup.matches = matches;
    }
    if !lookup.national.is_empty() {
        lookup.national_found =
            tr.n_args("lookup-found", lookup.national.len(), &[("list", lookup.national_list.clone())]);
    }
    Ok(lookup)
}

/// For a registration typed with a FIDE ID and no name: the form completed
/// from the newest list, or the form as typed with the reason it was not
/// (the ID is not in the list, or no list is imported).
pub fn complete(
    c: &mut DbConnection,
    tr: &Tr,
    t: &TournamentRow,
    form: PlayerForm,
) -> Result<Result<PlayerForm, (PlayerForm, String)>, AppError> {
    let id = form.fide_id.trim().to_string();
    if !form.name.trim().is_empty() || id.is_empty() {
        return Ok(Ok(form));
    }
    let Some((list, found)) = crate::web::players::rating_lists::find(c, "fide", &id, 1)? else {
        return Ok(Err((form, tr.t("lookup-no-list"))));
    };
    Ok(match found.first() {
        Some(entry) if id.parse::<i64>().is_ok() => {
            Ok(fill(form, entry, &list_name(&list), &db::list_sequences::of(c, t)?))
        }
        _ => Err((form, tr.args("lookup-not-in-list", &[("id", id), ("list", list_name(&list))]))),
    })
}
