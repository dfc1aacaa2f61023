//! A player's requests through the personal link (issue 56): a half-point
//! or zero-point bye, or a withdrawal, for a round not yet paired, within
//! the limits the arbiter set; and the arbiter's decision, which records
//! the bye (with the checks of FIDE mode) or the withdrawal through the
//! arbiter's own actions.

use super::{Decision, bye_deadline_open, checked_reason};
use crate::actions::audit::{AuditEvent, audit, audit_by};
use crate::actions::rounds::{ByeRequest, RoundRefusal, request_bye};
use crate::actions::{Failed, PlayerRefusal, Withdraw, Withdrawn, refuse, withdraw_player};
use crate::db::models::TournamentRow;
use crate::db::player_requests::{RequestKind, RequestRow, RequestState};
use crate::db::{self, DbConnection, PlayerId, UserId};
use crate::tournament::ByeKind;
use chrono::NaiveDateTime;

/// Why a player's request is refused (nothing is stored).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum AskRefusal {
    /// The event takes no such request (byes not allowed, a round robin).
    NotTaken,
    /// The round is paired, being paired, or not in the event.
    RoundClosed,
    /// Too late: the deadline before the round's start has passed.
    TooLate,
    /// The player has as many half-point byes as the event allows.
    ByeLimit {
        /// The limit.
        limit: i32,
    },
    /// The player has a request for that round waiting already.
    AlreadyAsked,
    /// The player has withdrawn.
    Withdrawn,
    /// The player has made as many requests as one player may ([`MOST_REQUESTS`]).
    TooMany,
}

/// The most requests one player may make in an event (asked, taken back
/// and asked again included): a bound on what a link can write.
pub const MOST_REQUESTS: usize = 50;

/// Asks the arbiter, as the player of a personal link, for a bye or a
/// withdrawal from round `round`; logged as the player's.
pub fn ask(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    (kind, round): (RequestKind, i32),
    now: NaiveDateTime,
) -> Result<i32, Failed<AskRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let settings = db::self_service::of(conn, t.id)?;
    let bye = kind != RequestKind::Withdrawal;
    if bye && (settings.bye_limit == 0 || t.system().is_round_robin()) {
        return refuse(AskRefusal::NotTaken);
    }
    let Some(row) = db::players::by_id(conn, t.id, player)? else { return refuse(AskRefusal::NotTaken) };
    // A player who withdrew from a round on may still ask for a bye before it.
    if row.withdrawn_from_round.is_some_and(|from| !bye || round >= from) {
        return refuse(AskRefusal::Withdrawn);
    }
    let drafted = !db::boards::for_round(conn, t.id, round)?.is_empty();
    if round <= t.paired_rounds || round > t.rounds || drafted {
        return refuse(AskRefusal::RoundClosed);
    }
    let starts = db::tournaments::round_start(conn, t.id, round)?;
    if bye && !bye_deadline_open(starts, settings.bye_hours, now) {
        return refuse(AskRefusal::TooLate);
    }
    let asked = db::player_requests::for_player(conn, player)?;
    if asked.len() >= MOST_REQUESTS {
        return refuse(AskRefusal::TooMany);
    }
    // One request a round: a waiting one, one granted, or a bye recorded already.
    let granted = |r: &&RequestRow| matches!(r.state(), RequestState::Open | RequestState::Accepted);
    let bye_recorded = super::check_in::has_bye(conn, t, player, round)?;
    if asked.iter().filter(granted).any(|r| r.round == round) || bye_recorded {
        return refuse(AskRefusal::AlreadyAsked);
    }
    if kind == RequestKind::HalfPointBye && half_point_byes(conn, t, player, &asked)? >= settings.bye_limit as usize {
        return refuse(AskRefusal::ByeLimit { limit: settings.bye_limit });
    }
    let id = db::player_requests::insert(conn, t.id, player, (kind, round), now)?;
    let event = AuditEvent::PlayerAsked { player: row.name, kind: kind.code().to_string(), round };
    audit_by(conn, t.id, None, event)?;
    Ok(id)
}

/// The half-point byes a player has had, has requested of the arbiter, or
/// has asked for and is waiting for (or was granted).
pub(super) fn half_point_byes(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    asked: &[RequestRow],
) -> Result<usize, diesel::result::Error> {
    let had = db::boards::bye_rounds(conn, t.id, player, ByeKind::HalfPoint)?;
    let requested: Vec<i32> = db::byes::for_player(conn, t.id, player)?
        .into_iter()
        .filter(|b| b.kind == ByeKind::HalfPoint)
        .map(|b| b.round)
        .collect();
    let waiting = asked
        .iter()
        .filter(|r| r.kind() == Some(RequestKind::HalfPointBye) && r.state() == RequestState::Open)
        .map(|r| r.round);
    let mut rounds: Vec<i32> = had.into_iter().chain(requested).chain(waiting).collect();
    rounds.sort_unstable();
    rounds.dedup();
    Ok(rounds.len())
}

/// Takes back, as the player, a request still waiting.
pub fn cancel(
    conn: &mut DbConnection,
    t: &TournamentRow,
    player: PlayerId,
    id: i32,
    now: NaiveDateTime,
) -> Result<(), Failed<DecideRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(request) = db::player_requests::by_id(conn, t.id, id)?.filter(|r| r.player_id == player) else {
        return refuse(DecideRefusal::Gone);
    };
    if !db::player_requests::settle(conn, request.id, (RequestState::Cancelled, ""), None, now)? {
        return refuse(DecideRefusal::Gone);
    }
    let name = db::players::by_id(conn, t.id, player)?.map(|p| p.name).unwrap_or_default();
    let event = AuditEvent::RequestDecided {
        player: name,
        kind: request.kind.clone(),
        round: request.round,
        state: RequestState::Cancelled.code().to_string(),
    };
    audit_by(conn, t.id, None, event)?;
    Ok(())
}

/// Why an arbiter's decision on a request did not happen.
#[derive(Debug)]
pub enum DecideRefusal {
    /// The request is not (or no longer) waiting: decided or taken back meanwhile.
    Gone,
    /// Recording the bye was refused (round paired meanwhile, a player
    /// marked ineligible, a second half-point bye not confirmed in FIDE mode).
    Bye(RoundRefusal),
    /// Recording the withdrawal was refused.
    Withdrawal(PlayerRefusal),
    /// The round was published meanwhile: the withdrawal must choose what
    /// becomes of the player's games, on the players page.
    WithdrawalNeedsChoice,
    /// The reason given for a refusal is not one short line ([`checked_reason`]).
    Reason(crate::text::TextProblem),
}

/// A request decided: what the arbiter's notice names.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Decided {
    /// The player who asked.
    pub player: String,
    /// What was asked (its stored code).
    pub kind: String,
    /// The round asked about.
    pub round: i32,
    /// Whether it was accepted (else refused).
    pub accepted: bool,
}

/// Accepts (recording the bye or the withdrawal, through the arbiter's own
/// actions) or refuses (with the reason the player is shown) a player's
/// request; logged as the arbiter's. A second half-point bye in FIDE mode
/// waits for `confirmed`. Under the tournament's lock: of two arbiters
/// deciding at once, the second finds the request decided ([`DecideRefusal::Gone`]).
pub fn decide(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (id, decision, confirmed): (i32, &Decision, bool),
    now: NaiveDateTime,
) -> Result<Decided, Failed<DecideRefusal>> {
    let reason = match decision {
        Decision::Accept => String::new(),
        Decision::Refuse { reason } => checked_reason(reason).map_err(|p| Failed::Refused(DecideRefusal::Reason(p)))?,
    };
    let accept = *decision == Decision::Accept;
    db::tournaments::lock(conn, t.id)?;
    let Some(request) = db::player_requests::by_id(conn, t.id, id)? else { return refuse(DecideRefusal::Gone) };
    let (Some(kind), RequestState::Open) = (request.kind(), request.state()) else {
        return refuse(DecideRefusal::Gone);
    };
    let player = request.player_id;
    if accept {
        let bye = |kind| ByeRequest { player, round: request.round, kind: Some(kind), confirmed };
        match kind {
            RequestKind::HalfPointBye => request_bye(conn, by, t, bye(ByeKind::HalfPoint)).map_err(as_bye)?,
            RequestKind::ZeroPointBye => request_bye(conn, by, t, bye(ByeKind::ZeroPoint)).map_err(as_bye)?,
            RequestKind::Withdrawal => {
                let withdraw = Withdraw { player, from_round: Some(request.round), published: None, expelled: false };
                match withdraw_player(conn, by, t, withdraw) {
                    Ok(Withdrawn::Done) => {}
                    Ok(Withdrawn::Choose(_)) => return refuse(DecideRefusal::WithdrawalNeedsChoice),
                    Err(Failed::Refused(r)) => return refuse(DecideRefusal::Withdrawal(r)),
                    Err(Failed::Db(e)) => return Err(Failed::Db(e)),
                }
            }
        }
    }
    let state = if accept { RequestState::Accepted } else { RequestState::Refused };
    if !db::player_requests::settle(conn, request.id, (state, &reason), Some(by), now)? {
        return refuse(DecideRefusal::Gone);
    }
    let name = db::players::by_id(conn, t.id, player)?.map(|p| p.name).unwrap_or_default();
    let event = AuditEvent::RequestDecided {
        player: name.clone(),
        kind: request.kind.clone(),
        round: request.round,
        state: state.code().to_string(),
    };
    audit(conn, t.id, by, event)?;
    Ok(Decided { player: name, kind: request.kind, round: request.round, accepted: accept })
}

/// A refused bye as the decision's refusal.
fn as_bye(e: Failed<RoundRefusal>) -> Failed<DecideRefusal> {
    match e {
        Failed::Refused(r) => Failed::Refused(DecideRefusal::Bye(r)),
        Failed::Db(e) => Failed::Db(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, players};
    use crate::db::self_service::SelfService;

    #[test]
    fn a_withdrawal_accepted_withdraws_the_player_and_byes_follow_the_limit() {
        let (mut c, by, t) = event("swiss");
        let ids = players(&mut c, &t, 4);
        let now = chrono::Utc::now().naive_utc();
        let refusal = |r: Result<i32, Failed<AskRefusal>>| match r {
            Err(Failed::Refused(refusal)) => refusal,
            other => panic!("refused, not {other:?}"),
        };
        assert_eq!(refusal(ask(&mut c, &t, ids[0], (RequestKind::HalfPointBye, 2), now)), AskRefusal::NotTaken);
        db::self_service::set(&mut c, t.id, &SelfService { bye_limit: 1, bye_hours: 0, ..SelfService::default() })
            .unwrap();
        ask(&mut c, &t, ids[0], (RequestKind::HalfPointBye, 2), now).unwrap();
        let limit = refusal(ask(&mut c, &t, ids[0], (RequestKind::HalfPointBye, 3), now));
        assert_eq!(limit, AskRefusal::ByeLimit { limit: 1 });
        assert_eq!(refusal(ask(&mut c, &t, ids[0], (RequestKind::Withdrawal, 9), now)), AskRefusal::RoundClosed);
        let id = ask(&mut c, &t, ids[1], (RequestKind::Withdrawal, 3), now).unwrap();
        let decided = decide(&mut c, by, &t, (id, &Decision::Accept, false), now).unwrap();
        assert_eq!((decided.kind.as_str(), decided.round, decided.accepted), ("withdraw", 3, true));
        let row = db::players::by_id(&mut c, t.id, ids[1]).unwrap().unwrap();
        assert_eq!(row.withdrawn_from_round, Some(3));
        let no = Decision::Refuse { reason: String::new() };
        assert!(matches!(decide(&mut c, by, &t, (id, &no, false), now), Err(Failed::Refused(DecideRefusal::Gone))));
        assert_eq!(refusal(ask(&mut c, &t, ids[1], (RequestKind::ZeroPointBye, 3), now)), AskRefusal::Withdrawn);
        assert_eq!(refusal(ask(&mut c, &t, ids[1], (RequestKind::Withdrawal, 2), now)), AskRefusal::Withdrawn);
        ask(&mut c, &t, ids[1], (RequestKind::ZeroPointBye, 2), now).expect("a bye before the withdrawal");
    }

    #[test]
    fn a_refusal_keeps_its_reason_and_a_bad_reason_changes_nothing() {
        let (mut c, by, t) = event("swiss");
        let ids = players(&mut c, &t, 2);
        let now = chrono::Utc::now().naive_utc();
        let id = ask(&mut c, &t, ids[0], (RequestKind::Withdrawal, 2), now).unwrap();
        let bad = Decision::Refuse { reason: "no\u{1b}[31m".into() };
        let refused = decide(&mut c, by, &t, (id, &bad, false), now);
        assert!(matches!(refused, Err(Failed::Refused(DecideRefusal::Reason(_)))), "{refused:?}");
        assert_eq!(db::player_requests::by_id(&mut c, t.id, id).unwrap().unwrap().state(), RequestState::Open);
        let why = Decision::Refuse { reason: "  Not before round 5.  ".into() };
        assert!(!decide(&mut c, by, &t, (id, &why, false), now).unwrap().accepted);
        let row = db::player_requests::by_id(&mut c, t.id, id).unwrap().unwrap();
        assert_eq!(
            (row.state(), row.reason.as_str(), row.decided_by),
            (RequestState::Refused, "Not before round 5.", Some(by))
        );
    }
}
