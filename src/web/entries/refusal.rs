//! Why an online entry, or an arbiter's decision on one, was refused, in
//! the visitor's language.

use crate::actions::entries::EntryRefusal;
use crate::db::entries::EntryState;
use crate::db::models::TournamentRow;
use crate::web::error::Worded;
use crate::web::i18n::Tr;
use crate::web::view::local_time;
use actix_web::http::StatusCode;

/// The refusal worded, a closing time in the event's time zone.
pub fn entry_message(tr: &Tr, t: &TournamentRow, refusal: &EntryRefusal) -> String {
    match refusal {
        EntryRefusal::ClosedAt { closes } => tr.t1("entry-closed-at", "time", &local_time(t, *closes)),
        other => other.message(tr),
    }
}

impl Worded for EntryRefusal {
    fn message(&self, tr: &Tr) -> String {
        match self {
            EntryRefusal::NotOpen => tr.t("entry-not-open"),
            EntryRefusal::ClosedAt { closes } => {
                tr.t1("entry-closed-at", "time", &format!("{} UTC", closes.format("%Y-%m-%d %H:%M")))
            }
            EntryRefusal::Archived => tr.t("entry-archived"),
            EntryRefusal::Full { limit } => tr.n("entry-full", *limit),
            EntryRefusal::RoundRobinFixed => tr.t("entry-round-robin-fixed"),
            EntryRefusal::AlreadyRegistered { name } => tr.t1("entry-already-registered", "name", name),
            EntryRefusal::AlreadyEntered { name } => tr.t1("entry-already-entered", "name", name),
            EntryRefusal::TooMany { minutes } => tr.n("entry-too-many", i64::try_from(*minutes).unwrap_or(i64::MAX)),
            EntryRefusal::NameMissing => tr.t("entry-name-not-listed"),
            EntryRefusal::UnknownEntry => tr.t("entry-unknown"),
            EntryRefusal::Decided { name, state: EntryState::Refused } => tr.t1("entry-decided-refused", "name", name),
            EntryRefusal::Decided { name, .. } => tr.t1("entry-decided-accepted", "name", name),
            EntryRefusal::Registration(refusal) => refusal.message(tr),
            EntryRefusal::Reason(problem) => crate::web::parts::decisions::reason_refused(tr, problem),
        }
    }

    fn status(&self) -> StatusCode {
        match self {
            EntryRefusal::TooMany { .. } => StatusCode::TOO_MANY_REQUESTS,
            EntryRefusal::UnknownEntry => StatusCode::NOT_FOUND,
            EntryRefusal::NotOpen
            | EntryRefusal::ClosedAt { .. }
            | EntryRefusal::Archived
            | EntryRefusal::Full { .. }
            | EntryRefusal::RoundRobinFixed
            | EntryRefusal::Decided { .. } => StatusCode::CONFLICT,
            EntryRefusal::AlreadyRegistered { .. }
            | EntryRefusal::AlreadyEntered { .. }
            | EntryRefusal::NameMissing
            | EntryRefusal::Registration(_)
            | EntryRefusal::Reason(_) => StatusCode::UNPROCESSABLE_ENTITY,
        }
    }
}
