//! An account's role, as the `users.role` column stores it (`admin` or
//! `arbiter`). A stored code outside these is an error when the row is
//! read, never a default.

use diesel::backend::Backend;
use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::serialize::{self, Output, ToSql};
use diesel::sql_types::Text;
use serde::{Deserialize, Serialize};

/// Account roles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, AsExpression, FromSqlRow)]
#[serde(rename_all = "lowercase")]
#[diesel(sql_type = Text)]
pub enum Role {
    /// Manages accounts and may act as arbiter in every tournament.
    Admin,
    /// Creates tournaments and writes to those they are an arbiter of.
    Arbiter,
}

impl Role {
    /// The stable code stored in the database.
    pub fn code(self) -> &'static str {
        match self {
            Role::Admin => "admin",
            Role::Arbiter => "arbiter",
        }
    }

    /// The role from its stored code.
    pub fn from_code(code: &str) -> Option<Role> {
        match code {
            "admin" => Some(Role::Admin),
            "arbiter" => Some(Role::Arbiter),
            _ => None,
        }
    }
}

impl<DB: Backend> FromSql<Text, DB> for Role
where
    String: FromSql<Text, DB>,
{
    fn from_sql(bytes: DB::RawValue<'_>) -> deserialize::Result<Self> {
        let code = String::from_sql(bytes)?;
        Role::from_code(&code).ok_or_else(|| format!("unknown account role {code:?} in users.role").into())
    }
}

impl<DB: Backend> ToSql<Text, DB> for Role
where
    str: ToSql<Text, DB>,
{
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, DB>) -> serialize::Result {
        self.code().to_sql(out)
    }
}

#[cfg(test)]
mod tests {
    use super::Role;

    #[test]
    fn codes_read_back_and_unknown_codes_are_none() {
        for role in [Role::Admin, Role::Arbiter] {
            assert_eq!(Role::from_code(role.code()), Some(role));
        }
        assert_eq!(Role::from_code("Admin"), None);
        assert_eq!(Role::from_code(""), None);
    }
}
