//! The arbiters' prize actions: the settings (sharing, age cut-off,
//! currency), adding and deleting categories, adding and deleting prize
//! series. Each checks its rules (how many categories and series, what a
//! category's rules and a series' amounts must read as), writes, records
//! its audit entry and marks the tournament changed.

use crate::actions::audit::{AuditEvent, PrizeTerms, audit};
use crate::actions::{Failed, refuse};
use crate::db::prizes::SettingsRow;
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::standings::prizes::{Category, CategoryError, RuleError};

/// The most categories a tournament may have, and the most prize series.
pub const MAX_SERIES: usize = 50;
/// The most prizes in one series.
pub const MAX_PRIZES: usize = 100;
/// The largest single prize, in whole units of the currency.
const MAX_AMOUNT: u64 = 1_000_000_000;

/// Why a prize change was refused; nothing was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PrizeRefusal {
    /// The tournament already has [`MAX_SERIES`] categories (or series).
    TooMany,
    /// The category's name or rules do not read.
    Category(CategoryProblem),
    /// The amounts are not whole numbers from the highest down, at most
    /// [`MAX_PRIZES`] of them, none over a thousand million.
    BadAmounts,
    /// The series names a category the tournament does not have.
    UnknownCategory,
    /// The category or series to delete is not the tournament's.
    NotFound,
}

/// What is wrong with a category as typed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CategoryProblem {
    /// The name is empty.
    EmptyName,
    /// It has no rule.
    NoRule,
    /// A rule does not read.
    Rule {
        /// The rule's number among the non-blank lines, from 1.
        n: usize,
        /// The rule as typed.
        text: String,
        /// Why it does not read.
        reason: RuleError,
    },
}

/// A category as stored: its name and its rules, one a line.
pub fn parse_category(name: &str, rules: &str) -> Result<Category, CategoryError> {
    let lines: Vec<&str> = rules.lines().collect();
    Category::from_texts(name, &lines)
}

/// A series' amounts as typed and stored: whole numbers separated by spaces,
/// commas or semicolons, from the highest down; `None` when they do not
/// read so (see [`PrizeRefusal::BadAmounts`]).
pub fn parse_amounts(text: &str) -> Option<Vec<u64>> {
    let amounts: Vec<u64> = text
        .split([' ', ',', ';', '\n', '\t'])
        .filter(|a| !a.trim().is_empty())
        .map(|a| a.trim().parse::<u64>().ok())
        .collect::<Option<_>>()?;
    let rising = amounts.windows(2).any(|w| w[1] > w[0]);
    let valid =
        !amounts.is_empty() && amounts.len() <= MAX_PRIZES && !rising && amounts.iter().all(|&a| a <= MAX_AMOUNT);
    valid.then_some(amounts)
}

/// A category as the arbiter typed it (trimmed).
#[derive(Debug, Clone)]
pub struct NewCategory {
    /// Its name.
    pub name: String,
    /// Its rules, one a line.
    pub rules: String,
}

/// A prize series as the arbiter typed it (trimmed).
#[derive(Debug, Clone)]
pub struct NewSeries {
    /// The category it is for, or `None` for the overall standings.
    pub category: Option<i32>,
    /// The amounts, as typed.
    pub amounts: String,
}

/// Stores how prizes are given out (sharing, age cut-off, currency).
pub fn save_prize_settings(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    settings: SettingsRow,
) -> Result<(), Failed<PrizeRefusal>> {
    let row = SettingsRow { tournament_id: tournament, ..settings };
    let before = db::prizes::settings(conn, tournament)?;
    db::prizes::save_settings(conn, &row)?;
    let terms = (PrizeTerms::of(&before), PrizeTerms::of(&row));
    let (before, after) = (terms.0.codes(), terms.1.codes());
    audit(conn, tournament, by, AuditEvent::PrizeSettings { before, after, terms: Some(Box::new(terms)) })?;
    changed(conn, tournament)
}

/// Adds a category; refused when its name or rules do not read, or when
/// the tournament has [`MAX_SERIES`] categories already.
pub fn add_category(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    category: NewCategory,
) -> Result<(), Failed<PrizeRefusal>> {
    let NewCategory { name, rules } = category;
    if let Err(e) = parse_category(&name, &rules) {
        return refuse(PrizeRefusal::Category(problem(&rules, e)));
    }
    if db::prizes::categories(conn, tournament)?.len() >= MAX_SERIES {
        return refuse(PrizeRefusal::TooMany);
    }
    db::prizes::add_category(conn, tournament, &name, &rules)?;
    audit(conn, tournament, by, AuditEvent::CategoryAdded { name, rules })?;
    changed(conn, tournament)
}

/// What is wrong with a category whose `rules` gave `e`.
fn problem(rules: &str, e: CategoryError) -> CategoryProblem {
    match e {
        CategoryError::EmptyName => CategoryProblem::EmptyName,
        CategoryError::NoRule(_) => CategoryProblem::NoRule,
        CategoryError::Rule(i, reason) => CategoryProblem::Rule {
            n: rules.lines().take(i + 1).filter(|l| !l.trim().is_empty()).count(),
            text: rules.lines().nth(i).unwrap_or("").trim().to_string(),
            reason,
        },
    }
}

/// Adds a prize series; refused when the amounts do not read, the category
/// is not the tournament's, or it has [`MAX_SERIES`] series already.
pub fn add_prize_series(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    series: NewSeries,
) -> Result<(), Failed<PrizeRefusal>> {
    let NewSeries { category, amounts } = series;
    if parse_amounts(&amounts).is_none() {
        return refuse(PrizeRefusal::BadAmounts);
    }
    if let Some(id) = category
        && !db::prizes::categories(conn, tournament)?.iter().any(|c| c.id == id)
    {
        return refuse(PrizeRefusal::UnknownCategory);
    }
    if db::prizes::series(conn, tournament)?.len() >= MAX_SERIES {
        return refuse(PrizeRefusal::TooMany);
    }
    db::prizes::add_series(conn, tournament, category, &amounts)?;
    audit(conn, tournament, by, AuditEvent::PrizesAdded { category, amounts })?;
    changed(conn, tournament)
}

/// Deletes one of the tournament's categories (with its series).
pub fn delete_category(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    category: i32,
) -> Result<(), Failed<PrizeRefusal>> {
    if !db::prizes::delete_category(conn, tournament, category)? {
        return refuse(PrizeRefusal::NotFound);
    }
    audit(conn, tournament, by, AuditEvent::CategoryDeleted { id: category })?;
    changed(conn, tournament)
}

/// Deletes one of the tournament's prize series.
pub fn delete_prize_series(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    series: i32,
) -> Result<(), Failed<PrizeRefusal>> {
    if !db::prizes::delete_series(conn, tournament, series)? {
        return refuse(PrizeRefusal::NotFound);
    }
    audit(conn, tournament, by, AuditEvent::PrizesDeleted { id: series })?;
    changed(conn, tournament)
}

/// Marks the tournament changed, for the pages that follow it.
fn changed(conn: &mut DbConnection, tournament: TournamentId) -> Result<(), Failed<PrizeRefusal>> {
    db::tournaments::touch(conn, tournament)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::standings::test_event;
    use crate::standings::prizes::Sharing;

    fn refusal(result: Result<(), Failed<PrizeRefusal>>) -> PrizeRefusal {
        match result {
            Err(Failed::Refused(refusal)) => refusal,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn category(name: &str, rules: &str) -> NewCategory {
        NewCategory { name: name.into(), rules: rules.into() }
    }

    fn series(category: Option<i32>, amounts: &str) -> NewSeries {
        NewSeries { category, amounts: amounts.into() }
    }

    #[test]
    fn amounts_read_from_the_highest_down_within_the_limits() {
        assert_eq!(parse_amounts("500, 300; 200 200"), Some(vec![500, 300, 200, 200]));
        assert_eq!(parse_amounts("300 500"), None);
        assert_eq!(parse_amounts(""), None);
        assert_eq!(parse_amounts("100 ten"), None);
        assert_eq!(parse_amounts("1000000001"), None);
        assert_eq!(parse_amounts(&"1 ".repeat(MAX_PRIZES)).map(|a| a.len()), Some(MAX_PRIZES));
        assert_eq!(parse_amounts(&"1 ".repeat(MAX_PRIZES + 1)), None);
    }

    #[test]
    fn a_category_whose_rules_do_not_read_is_refused_with_the_rule() {
        let (mut conn, t, user) = test_event();
        assert_eq!(
            refusal(add_category(&mut conn, user, t, category("", "age<16"))),
            PrizeRefusal::Category(CategoryProblem::EmptyName)
        );
        assert_eq!(
            refusal(add_category(&mut conn, user, t, category("Open", ""))),
            PrizeRefusal::Category(CategoryProblem::NoRule)
        );
        match refusal(add_category(&mut conn, user, t, category("Odd", "age<16\n\nnonsense"))) {
            PrizeRefusal::Category(CategoryProblem::Rule { n, text, .. }) => {
                assert_eq!((n, text.as_str()), (2, "nonsense"));
            }
            other => panic!("expected a rule refusal, got {other:?}"),
        }
        assert!(db::prizes::categories(&mut conn, t).unwrap().is_empty());
        assert!(db::audit::for_tournament(&mut conn, t).unwrap().is_empty());
    }

    #[test]
    fn categories_and_series_stop_at_the_limit() {
        let (mut conn, t, user) = test_event();
        for i in 0..MAX_SERIES {
            add_category(&mut conn, user, t, category(&format!("U{}", i + 8), &format!("age<{}", i + 8)))
                .expect("room for the category");
            add_prize_series(&mut conn, user, t, series(None, "100")).expect("room for the series");
        }
        assert_eq!(refusal(add_category(&mut conn, user, t, category("Women", "sex=w"))), PrizeRefusal::TooMany);
        assert_eq!(refusal(add_prize_series(&mut conn, user, t, series(None, "100"))), PrizeRefusal::TooMany);
        assert_eq!(db::prizes::categories(&mut conn, t).unwrap().len(), MAX_SERIES);
        assert_eq!(db::prizes::series(&mut conn, t).unwrap().len(), MAX_SERIES);
    }

    #[test]
    fn a_series_names_one_of_the_tournaments_categories_and_deletes_find_theirs() {
        let (mut conn, t, user) = test_event();
        assert_eq!(refusal(add_prize_series(&mut conn, user, t, series(None, "1 2"))), PrizeRefusal::BadAmounts);
        assert_eq!(
            refusal(add_prize_series(&mut conn, user, t, series(Some(999), "100"))),
            PrizeRefusal::UnknownCategory
        );
        add_category(&mut conn, user, t, category("Juniors", "age<20")).expect("added");
        let junior = db::prizes::categories(&mut conn, t).unwrap()[0].id;
        add_prize_series(&mut conn, user, t, series(Some(junior), "100 50")).expect("added");
        let stored = db::prizes::series(&mut conn, t).unwrap();
        assert_eq!((stored.len(), stored[0].category_id, stored[0].amounts.as_str()), (1, Some(junior), "100 50"));

        assert_eq!(refusal(delete_prize_series(&mut conn, user, t, stored[0].id + 1)), PrizeRefusal::NotFound);
        assert_eq!(refusal(delete_category(&mut conn, user, t, junior + 1)), PrizeRefusal::NotFound);
        delete_prize_series(&mut conn, user, t, stored[0].id).expect("deleted");
        delete_category(&mut conn, user, t, junior).expect("deleted");
        assert!(db::prizes::series(&mut conn, t).unwrap().is_empty());
        assert!(db::prizes::categories(&mut conn, t).unwrap().is_empty());
    }

    #[test]
    fn the_settings_are_stored_for_the_tournament_named() {
        let (mut conn, t, user) = test_event();
        let mut typed = SettingsRow::defaults(crate::db::TournamentId(t.0 + 1));
        typed.sharing = Sharing::Hort;
        typed.currency = "EUR".into();
        save_prize_settings(&mut conn, user, t, typed).expect("saved");
        let stored = db::prizes::settings(&mut conn, t).unwrap();
        assert_eq!((stored.tournament_id, stored.sharing, stored.currency.as_str()), (t, Sharing::Hort, "EUR"));
    }
}
