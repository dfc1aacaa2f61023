//! Typed row ids: each table's id is its own type, so a board's id cannot be
//! passed where a player's is wanted. Each wraps the `Integer` column as it
//! is stored (the same on SQLite and PostgreSQL), prints and serializes as
//! the plain number, and is read from a URL path segment or a form field as
//! that number.

use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Integer;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::num::ParseIntError;
use std::str::FromStr;

/// Defines one id newtype over an `Integer` column.
macro_rules! row_id {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(
            Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize, AsExpression, FromSqlRow,
        )]
        #[serde(transparent)]
        #[diesel(sql_type = Integer)]
        pub struct $name(pub i32);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }

        impl FromStr for $name {
            type Err = ParseIntError;

            /// Reads the plain number, as a form or a URL carries it.
            fn from_str(s: &str) -> Result<Self, ParseIntError> {
                s.parse().map($name)
            }
        }

        impl<DB: Backend> FromSql<Integer, DB> for $name
        where
            i32: FromSql<Integer, DB>,
        {
            fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
                i32::from_sql(bytes).map($name)
            }
        }

        impl<DB: Backend> ToSql<Integer, DB> for $name
        where
            i32: ToSql<Integer, DB>,
        {
            fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
                self.0.to_sql(out)
            }
        }
    };
}

row_id! {
    /// A tournament's row id (`tournaments.id`).
    TournamentId
}

row_id! {
    /// A registered player's row id (`players.id`); not the pairing number.
    PlayerId
}

row_id! {
    /// A board's row id (`boards.id`), a bye's row included.
    BoardId
}

row_id! {
    /// A recorded game's row id (`games.id`).
    GameId
}

row_id! {
    /// A team's row id (`teams.id`); not the team pairing number.
    TeamId
}

row_id! {
    /// A team match's row id (`team_matches.id`); a pairing-allocated bye's row included.
    TeamMatchId
}

row_id! {
    /// An account's row id (`users.id`).
    UserId
}

row_id! {
    /// A point adjustment's row id (`point_adjustments.id`).
    PointAdjustmentId
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_print_and_serialize_as_the_plain_number() {
        assert_eq!(BoardId(42).to_string(), "42");
        assert_eq!(serde_json::to_string(&PlayerId(7)).unwrap(), "7");
        assert_eq!(serde_json::from_str::<TournamentId>("3").unwrap(), TournamentId(3));
        assert_eq!("12".parse::<GameId>(), Ok(GameId(12)));
        assert!("x".parse::<UserId>().is_err());
    }
}
