//! How an action that writes can fail: the rules refused it (a typed
//! refusal of the action's own, which the web layer words in the visitor's
//! language), or storage failed. Nothing is written in either case: the
//! caller's transaction rolls back.

use crate::db::DbError;

/// Why an action did not happen.
#[derive(Debug, thiserror::Error)]
pub enum Failed<R> {
    /// The rules refused it; the state is unchanged.
    #[error("refused: {0:?}")]
    Refused(R),
    /// Reading or writing the database failed.
    #[error(transparent)]
    Db(#[from] DbError),
}

impl<R> From<diesel::result::Error> for Failed<R> {
    fn from(e: diesel::result::Error) -> Self {
        Failed::Db(e.into())
    }
}

/// Refuses an action with `refusal`: `return refuse(Refusal::X)`.
pub fn refuse<T, R>(refusal: R) -> Result<T, Failed<R>> {
    Err(Failed::Refused(refusal))
}
