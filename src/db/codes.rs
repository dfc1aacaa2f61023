//! Stored codes checked when a row is read: a board's result or bye kind, a
//! requested bye's kind, a tournament's system, game mode and tie-break
//! edition each belong to
//! a vocabulary of the core, and a code outside it (a row edited by hand) is
//! a clear error naming the column and the code, never a silent default.
//! Used as `#[diesel(deserialize_as = Code<...>)]` on the row's field.

use crate::clock::GameMode;
use crate::standings::tiebreak::Edition;
use crate::tournament::{ByeKind, GameResult, System};
use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql, Queryable};
use diesel::sql_types::Text;
use std::marker::PhantomData;

/// The codes a column may hold.
pub trait Vocabulary {
    /// What the column holds, for the error.
    const WHAT: &'static str;
    /// Whether `code` is one of them.
    fn knows(code: &str) -> bool;
}

/// A board's `result`: a result code, or for a bye its kind's code.
pub struct BoardResult;
/// A requested bye's kind.
pub struct ByeKindCode;
/// A tournament's pairing system.
pub struct SystemCode;
/// A tournament's game mode override, or empty.
pub struct GameModeCode;
/// A tournament's choice of tie-break edition, or empty.
pub struct EditionCode;

impl Vocabulary for BoardResult {
    const WHAT: &'static str = "board result";
    fn knows(code: &str) -> bool {
        code.parse::<GameResult>().is_ok() || code.parse::<ByeKind>().is_ok()
    }
}

impl Vocabulary for ByeKindCode {
    const WHAT: &'static str = "bye kind";
    fn knows(code: &str) -> bool {
        code.parse::<ByeKind>().is_ok()
    }
}

impl Vocabulary for SystemCode {
    const WHAT: &'static str = "pairing system";
    fn knows(code: &str) -> bool {
        code.parse::<System>().is_ok()
    }
}

impl Vocabulary for GameModeCode {
    const WHAT: &'static str = "game mode";
    fn knows(code: &str) -> bool {
        code.is_empty() || GameMode::from_code(code).is_some()
    }
}

impl Vocabulary for EditionCode {
    const WHAT: &'static str = "tie-break edition";
    fn knows(code: &str) -> bool {
        code.is_empty() || code.parse::<Edition>().is_ok()
    }
}

/// A code read from the database, checked against its vocabulary `V`.
pub struct Code<V>(String, PhantomData<V>);

impl<V: Vocabulary, DB: Backend> Queryable<Text, DB> for Code<V>
where
    String: FromSql<Text, DB>,
{
    type Row = String;

    fn build(code: String) -> deserialize::Result<Self> {
        if V::knows(&code) {
            Ok(Code(code, PhantomData))
        } else {
            Err(format!("stored {} {code:?} is not one of this program's codes", V::WHAT).into())
        }
    }
}

impl<V> From<Code<V>> for String {
    fn from(code: Code<V>) -> String {
        code.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<V: Vocabulary>(code: &str) -> Result<String, String> {
        <Code<V> as Queryable<Text, diesel::sqlite::Sqlite>>::build(code.to_string())
            .map(String::from)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn known_codes_read_and_unknown_ones_are_refused() {
        assert_eq!(read::<BoardResult>("1/2"), Ok("1/2".to_string()));
        assert_eq!(read::<BoardResult>("pab"), Ok("pab".to_string()));
        assert_eq!(read::<ByeKindCode>("hpb"), Ok("hpb".to_string()));
        assert_eq!(read::<SystemCode>("swiss"), Ok("swiss".to_string()));
        assert_eq!(read::<GameModeCode>(""), Ok(String::new()));
        assert_eq!(read::<GameModeCode>("rapid"), Ok("rapid".to_string()));
        assert_eq!(
            read::<BoardResult>("2-0"),
            Err("stored board result \"2-0\" is not one of this program's codes".into())
        );
        assert!(read::<ByeKindCode>("1-0").is_err());
        assert!(read::<SystemCode>("").is_err());
        assert!(read::<GameModeCode>("bullet").is_err());
    }
}
