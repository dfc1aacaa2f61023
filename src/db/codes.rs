//! The core's vocabularies at the database edge: a board's result or bye
//! kind, a requested bye's kind, a tournament's system, game mode and
//! tie-break edition, a game's termination, a Swiss event's acceleration,
//! a team event's colour model and primary score are stored as their codes
//! (`Text`) and read back as the core's enums. A code outside the
//! vocabulary (a row edited by hand) is a clear error naming what the column
//! holds and the code, never a silent default. The stored text is each
//! code exactly as before: old databases read the same.

use crate::chess::Termination;
use crate::clock::GameMode;
use crate::pairing::team_swiss::ColourRule;
use crate::standings::prizes::Sharing;
use crate::standings::tiebreak::Edition;
use crate::tournament::team::{ColourModel, Score};
use crate::tournament::{
    Acceleration, BirthDate, BoardResult, BreachKind, ByeKind, GameResult, Sex, SharedRule, System, Title,
};
use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql, FromSqlRow, Queryable};
use diesel::expression::AsExpression;
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::{Nullable, Text};

/// A core enum stored as its code.
pub trait StoredCode: Sized + Copy {
    /// What the column holds, for the error.
    const WHAT: &'static str;
    /// The code stored.
    fn code(self) -> &'static str;
    /// The value a stored code names, none if it is not one of ours.
    fn read(code: &str) -> Option<Self>;
}

/// Reads a stored code, or says which code of which vocabulary is unknown.
pub fn read_code<T: StoredCode>(code: &str) -> deserialize::Result<T> {
    T::read(code).ok_or_else(|| format!("stored {} {code:?} is not one of this program's codes", T::WHAT).into())
}

/// A core value in a coded column, stored as its code (`Text`). Row fields
/// keep the core's type and are read with `#[diesel(deserialize_as =
/// Code<T>)]` and written with `serialize_as`; a query names a value as
/// `column.eq(Code(value))`. The core derives nothing from diesel: this
/// wrapper is where its enums meet the database.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, AsExpression, FromSqlRow)]
#[diesel(sql_type = Text)]
pub struct Code<T>(pub T);

impl<T: StoredCode, DB: Backend> FromSql<Text, DB> for Code<T>
where
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        read_code(&String::from_sql(bytes)?).map(Code)
    }
}

impl<T: StoredCode + std::fmt::Debug, DB: Backend> ToSql<Text, DB> for Code<T>
where
    str: ToSql<Text, DB>,
{
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.0.code().to_sql(out)
    }
}

impl<T: StoredCode> From<T> for Code<T> {
    fn from(value: T) -> Code<T> {
        Code(value)
    }
}

/// A code or nothing in a nullable coded column (a team match's colour
/// rule and forfeit): `NULL` is none. Read into an `Option<T>` field with
/// `deserialize_as = CodeOrNull<T>`, written with `serialize_as`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Nullable<Text>)]
pub struct CodeOrNull<T>(pub Option<T>);

impl<T: StoredCode, DB: Backend> FromSql<Nullable<Text>, DB> for CodeOrNull<T>
where
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        read_code(&String::from_sql(bytes)?).map(|v| CodeOrNull(Some(v)))
    }

    fn from_nullable_sql(bytes: Option<DB::RawValue<'_>>) -> deserialize::Result<Self> {
        bytes.map_or(Ok(CodeOrNull(None)), Self::from_sql)
    }
}

impl<T: StoredCode + std::fmt::Debug, DB: Backend> ToSql<Nullable<Text>, DB> for CodeOrNull<T>
where
    str: ToSql<Text, DB>,
{
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        match self.0 {
            Some(v) => v.code().to_sql(out),
            None => Ok(IsNull::Yes),
        }
    }
}

impl<T> From<CodeOrNull<T>> for Option<T> {
    fn from(value: CodeOrNull<T>) -> Option<T> {
        value.0
    }
}

impl<T> From<Option<T>> for CodeOrNull<T> {
    fn from(value: Option<T>) -> CodeOrNull<T> {
        CodeOrNull(value)
    }
}

/// `From<Code<T>> for T` for each coded vocabulary (the orphan rule allows
/// no blanket impl), so that `deserialize_as = Code<T>` fills a `T` field.
macro_rules! unwraps_from_code {
    ($($t:ty),*) => {$(
        impl From<Code<$t>> for $t {
            fn from(value: Code<$t>) -> $t {
                value.0
            }
        }
    )*};
}

unwraps_from_code!(
    BreachKind,
    BoardResult,
    ByeKind,
    System,
    GameMode,
    Edition,
    Termination,
    Sharing,
    Acceleration,
    SharedRule,
    ColourModel,
    Score,
    ColourRule
);

/// The colour preferences of a team event (C.04.6 art. 1.7): `a`, `b`, `none`.
impl StoredCode for ColourModel {
    const WHAT: &'static str = "team colour model";
    fn code(self) -> &'static str {
        match self {
            ColourModel::TypeA => "a",
            ColourModel::TypeB => "b",
            ColourModel::None => "none",
        }
    }
    fn read(code: &str) -> Option<Self> {
        [ColourModel::TypeA, ColourModel::TypeB, ColourModel::None].into_iter().find(|m| m.code() == code)
    }
}

/// The rule of C.04.6 art. 4.3 that gave a team match its colours: its
/// article (`4.3.1` ... `4.3.9`).
impl StoredCode for ColourRule {
    const WHAT: &'static str = "team colour rule";
    fn code(self) -> &'static str {
        self.article()
    }
    fn read(code: &str) -> Option<Self> {
        ColourRule::ALL.into_iter().find(|r| r.article() == code)
    }
}

/// A team event's primary score (C.04.6 art. 1.2): `mp`, `gp`.
impl StoredCode for Score {
    const WHAT: &'static str = "team primary score";
    fn code(self) -> &'static str {
        match self {
            Score::Match => "mp",
            Score::Game => "gp",
        }
    }
    fn read(code: &str) -> Option<Self> {
        [Score::Match, Score::Game].into_iter().find(|s| StoredCode::code(*s) == code)
    }
}

impl StoredCode for BoardResult {
    const WHAT: &'static str = "board result";
    fn code(self) -> &'static str {
        BoardResult::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

impl StoredCode for ByeKind {
    const WHAT: &'static str = "bye kind";
    fn code(self) -> &'static str {
        ByeKind::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

impl StoredCode for System {
    const WHAT: &'static str = "pairing system";
    fn code(self) -> &'static str {
        System::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

impl StoredCode for BreachKind {
    const WHAT: &'static str = "pairing-integrity breach kind";
    fn code(self) -> &'static str {
        BreachKind::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        BreachKind::of_code(code)
    }
}

impl StoredCode for GameMode {
    const WHAT: &'static str = "game mode";
    fn code(self) -> &'static str {
        GameMode::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        GameMode::from_code(code)
    }
}

impl StoredCode for Edition {
    const WHAT: &'static str = "tie-break edition";
    fn code(self) -> &'static str {
        self.year()
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

impl StoredCode for SharedRule {
    const WHAT: &'static str = "prohibition rule";
    fn code(self) -> &'static str {
        SharedRule::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        SharedRule::of_code(code)
    }
}

impl StoredCode for Acceleration {
    const WHAT: &'static str = "acceleration";
    fn code(self) -> &'static str {
        Acceleration::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        Acceleration::read(code)
    }
}

impl StoredCode for Termination {
    const WHAT: &'static str = "game termination";
    fn code(self) -> &'static str {
        Termination::code(self)
    }
    /// The spellings stored before there was one vocabulary still read.
    fn read(code: &str) -> Option<Self> {
        Termination::from_stored(code).ok().flatten()
    }
}

/// Not sharing is stored as empty text, as before there was a type.
impl StoredCode for Sharing {
    const WHAT: &'static str = "prize sharing";
    fn code(self) -> &'static str {
        Sharing::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        Sharing::from_code(code)
    }
}

/// A code or nothing, stored as the code or as empty text (the column is
/// not nullable): a tournament's game mode and tie-break edition, a game's
/// termination. Read with `#[diesel(deserialize_as = OrEmpty<T>)]` into an
/// `Option<T>` field, written with `serialize_as` or `column.eq(OrEmpty(..))`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Text)]
pub struct OrEmpty<T>(pub Option<T>);

impl<T: StoredCode, DB: Backend> FromSql<Text, DB> for OrEmpty<T>
where
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        let code = String::from_sql(bytes)?;
        if code.is_empty() { Ok(OrEmpty(None)) } else { read_code(&code).map(|v| OrEmpty(Some(v))) }
    }
}

impl<T: StoredCode + std::fmt::Debug, DB: Backend> ToSql<Text, DB> for OrEmpty<T>
where
    str: ToSql<Text, DB>,
{
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.0.map_or("", StoredCode::code).to_sql(out)
    }
}

impl<T> From<OrEmpty<T>> for Option<T> {
    fn from(value: OrEmpty<T>) -> Option<T> {
        value.0
    }
}

impl<T> From<Option<T>> for OrEmpty<T> {
    fn from(value: Option<T>) -> OrEmpty<T> {
        OrEmpty(value)
    }
}

/// A player's sex as registered: `m`, `w` (read as `Sex::from_str`
/// reads it, so `M` or `f` stored by hand read too).
impl StoredCode for Sex {
    const WHAT: &'static str = "sex";
    fn code(self) -> &'static str {
        Sex::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

/// A player's title by its code (`GM` ... `WCM`; read as `Title::from_str`
/// reads it, the older one-letter codes too).
impl StoredCode for Title {
    const WHAT: &'static str = "title";
    fn code(self) -> &'static str {
        Title::code(self)
    }
    fn read(code: &str) -> Option<Self> {
        code.parse().ok()
    }
}

/// A player's birth date or none, stored as `YYYY/MM/DD` (`00` for a part
/// not known) or empty text. Read with `deserialize_as = StoredBirthDate`
/// into an `Option<BirthDate>` field: a date stored before dates were
/// checked reads as [`BirthDate::lenient`] reads it (its year, at least),
/// as it always did; text with no year in it is an error naming it.
#[derive(Debug, Clone, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Text)]
pub struct StoredBirthDate {
    date: Option<BirthDate>,
    /// The date as written to the column: kept beside the date because
    /// `ToSql` can only hand the backend text it borrows from `self`.
    text: String,
}

impl<DB: Backend> FromSql<Text, DB> for StoredBirthDate
where
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        let text = String::from_sql(bytes)?;
        if text.is_empty() {
            return Ok(StoredBirthDate { date: None, text });
        }
        match BirthDate::lenient(&text) {
            Some(date) => Ok(StoredBirthDate { date: Some(date), text }),
            None => Err(format!("stored birth date {text:?} is not of the form YYYY/MM/DD").into()),
        }
    }
}

impl<DB: Backend> ToSql<Text, DB> for StoredBirthDate
where
    str: ToSql<Text, DB>,
{
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.text.as_str().to_sql(out)
    }
}

impl From<StoredBirthDate> for Option<BirthDate> {
    fn from(value: StoredBirthDate) -> Option<BirthDate> {
        value.date
    }
}

impl From<Option<BirthDate>> for StoredBirthDate {
    fn from(date: Option<BirthDate>) -> StoredBirthDate {
        StoredBirthDate { date, text: date.map(|d| d.to_string()).unwrap_or_default() }
    }
}

/// A recorded game's result as its PGN Result tag stores it (`*`, `1-0`,
/// `0-1`, `1/2-1/2`); read with `#[diesel(deserialize_as = PgnResult)]`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PgnResult(pub GameResult);

impl<DB: Backend> Queryable<Text, DB> for PgnResult
where
    String: FromSql<Text, DB>,
{
    type Row = String;

    fn build(tag: String) -> deserialize::Result<Self> {
        GameResult::from_pgn(&tag)
            .map(PgnResult)
            .ok_or_else(|| format!("stored game result {tag:?} is not one of this program's codes").into())
    }
}

impl From<PgnResult> for GameResult {
    fn from(value: PgnResult) -> GameResult {
        value.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: StoredCode>(code: &str) -> Result<T, String> {
        read_code(code).map_err(|e| e.to_string())
    }

    #[test]
    fn known_codes_read_and_unknown_ones_are_refused() {
        assert_eq!(read::<BoardResult>("1/2"), Ok(BoardResult::Game(GameResult::Draw)));
        assert_eq!(read::<BoardResult>("pab"), Ok(BoardResult::Bye(ByeKind::PairingAllocated)));
        assert_eq!(read::<ByeKind>("hpb"), Ok(ByeKind::HalfPoint));
        assert_eq!(read::<System>("swiss"), Ok(System::SwissDutch));
        assert_eq!(read::<GameMode>("rapid"), Ok(GameMode::Rapid));
        assert_eq!(read::<Sharing>(""), Ok(Sharing::NotShared));
        assert_eq!(read::<Sharing>("hort"), Ok(Sharing::Hort));
        assert_eq!(read::<Edition>("2026"), Ok(Edition::C07of2026));
        assert_eq!(read::<Termination>("seventyfive"), Ok(Termination::SeventyFiveMoves));
        assert_eq!(read::<Acceleration>(""), Ok(Acceleration::None));
        assert_eq!(read::<Acceleration>("baku"), Ok(Acceleration::Baku));
        assert_eq!(
            read::<BoardResult>("2-0"),
            Err("stored board result \"2-0\" is not one of this program's codes".into())
        );
        assert!(read::<ByeKind>("1-0").is_err());
        assert!(read::<System>("").is_err());
        assert!(read::<GameMode>("bullet").is_err());
        assert!(read::<Edition>("2025").is_err());
        assert!(read::<Termination>("").is_err());
        assert_eq!(read::<ColourModel>("b"), Ok(ColourModel::TypeB));
        assert_eq!(read::<Score>("gp"), Ok(Score::Game));
        assert_eq!(
            read::<ColourModel>("c"),
            Err("stored team colour model \"c\" is not one of this program's codes".into())
        );
        assert!(read::<Score>("MP").is_err());
    }

    #[test]
    fn every_code_reads_back_as_what_was_stored() {
        let results = GameResult::ALL.map(BoardResult::Game).into_iter().chain(ByeKind::ALL.map(BoardResult::Bye));
        for r in results {
            assert_eq!(read::<BoardResult>(r.code()), Ok(r));
        }
        for s in System::ALL {
            assert_eq!(read::<System>(s.code()), Ok(s));
        }
        for e in Edition::ALL {
            assert_eq!(read::<Edition>(StoredCode::code(e)), Ok(e));
        }
        for m in [ColourModel::TypeA, ColourModel::TypeB, ColourModel::None] {
            assert_eq!(read::<ColourModel>(m.code()), Ok(m));
        }
        for s in [Score::Match, Score::Game] {
            assert_eq!(read::<Score>(StoredCode::code(s)), Ok(s));
        }
        for t in Termination::ALL {
            assert_eq!(read::<Termination>(t.code()), Ok(t));
        }
        assert_eq!(
            <PgnResult as Queryable<Text, diesel::sqlite::Sqlite>>::build("1/2-1/2".into()).map(|r| r.0).ok(),
            Some(GameResult::Draw)
        );
        assert!(<PgnResult as Queryable<Text, diesel::sqlite::Sqlite>>::build("1/2".into()).is_err());
    }
}
