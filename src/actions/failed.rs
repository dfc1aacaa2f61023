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

impl<R> Failed<R> {
    /// An action's outcome with its refusal kept as a value (for a page to
    /// show, or a job to store), a storage failure as the caller's error.
    pub fn split<T, E: From<DbError>>(result: Result<T, Failed<R>>) -> Result<Result<T, R>, E> {
        match result {
            Ok(done) => Ok(Ok(done)),
            Err(Failed::Refused(refusal)) => Ok(Err(refusal)),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    }
}

/// Refuses an action with `refusal`: `return refuse(Refusal::X)`.
pub fn refuse<T, R>(refusal: R) -> Result<T, Failed<R>> {
    Err(Failed::Refused(refusal))
}
