//! Whether two descriptions of a player name the same person: the one
//! rule the arbiter's registration form and online entry both ask.

use crate::db::models::PlayerRow;
use crate::tournament::BirthDate;

/// A name as compared: its words in lower case, single spaces between.
pub fn name_key(name: &str) -> String {
    name.split_whitespace().collect::<Vec<_>>().join(" ").to_lowercase()
}

/// Who an entry says the player is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate<'a> {
    /// The name.
    pub name: &'a str,
    /// The FIDE ID, if known.
    pub fide_id: Option<i64>,
    /// The date of birth, if known.
    pub birth_date: Option<BirthDate>,
}

/// Whether two descriptions name the same person: the same FIDE ID when
/// both have one, else the same name (in any case, spaces aside) unless
/// both dates of birth are known and differ. An entry that leaves out the
/// date of birth (or names a player registered without one) under a
/// registered player's name is that player entering again far more often
/// than a namesake, who can ask the arbiter.
pub fn same_person(a: &Candidate, b: &Candidate) -> bool {
    match (a.fide_id, b.fide_id) {
        (Some(x), Some(y)) if x == y => true,
        (Some(_), Some(_)) => false,
        _ => {
            let born_apart = matches!((&a.birth_date, &b.birth_date), (Some(x), Some(y)) if x != y);
            !born_apart && name_key(a.name) == name_key(b.name)
        }
    }
}

impl<'a> Candidate<'a> {
    /// A registered player as a candidate.
    pub fn of(player: &'a PlayerRow) -> Candidate<'a> {
        Candidate { name: &player.name, fide_id: player.fide_id, birth_date: player.birth_date }
    }
}
