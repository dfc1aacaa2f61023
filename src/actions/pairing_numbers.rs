//! Changing the pairing numbers of a Swiss event without touching ratings
//! (checklist Q147-Q155; C.04.2 2.1-2.3): two players of equal tournament
//! rating and title exchange numbers, or every number is given again from
//! the event's initial order. Both wait for the arbiter's confirmation
//! (Level 3), are refused once round 4 is paired (C.04.2 2.3), and are
//! recorded for FIDE as pairing-integrity breaching events.

use crate::actions::audit::{AuditEvent, NumberMove, audit};
use crate::actions::numbering::{numbered, seeding_key};
use crate::actions::tournaments::record_breach;
use crate::actions::{Failed, refuse};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::rating_methods::Seeding;
use crate::db::{self, DbConnection, DbError, PlayerId, UserId};
use crate::tournament::{Breach, BreachKind};

/// The last round after whose pairing numbers may still change: none
/// changes once round 4 has been paired (C.04.2 2.3).
pub const LAST_ROUND_RENUMBERED: i32 = 3;

/// Why the pairing numbers were not changed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum NumbersRefusal {
    /// A round robin: its Berger numbers are drawn or set elsewhere.
    RoundRobin,
    /// A team event: its boards' numbers follow the teams' line-ups.
    TeamEvent,
    /// Round 1 is not paired yet: the numbers follow the seeding until it is.
    NotYetPaired,
    /// Round 4 is paired: no number changes any more (C.04.2 2.3).
    RoundFourPaired,
    /// A proposed round waits: its pairing was made from the numbers.
    DraftExists {
        /// The proposed round.
        round: i32,
    },
    /// No player of the event has that id.
    UnknownPlayer,
    /// The same player was chosen twice.
    SamePlayer,
    /// The two players' tournament ratings differ: exchanging their numbers
    /// would break the initial order (checklist Q148). Each: name, rating.
    UnequalRating {
        /// The first player chosen.
        first: (String, u32),
        /// The second.
        second: (String, u32),
    },
    /// Equal ratings, different titles (the title orders them next). Each:
    /// name, title code (empty: none).
    UnequalTitle {
        /// The first player chosen.
        first: (String, &'static str),
        /// The second.
        second: (String, &'static str),
    },
    /// The exchange waits for the arbiter's confirmation (Level 3,
    /// checklist Q150): the players and their numbers now.
    ExchangeNotConfirmed {
        /// The first player: number and name.
        first: (i32, String),
        /// The second player: number and name.
        second: (i32, String),
    },
    /// The numbers changed after the question was asked: ask again.
    ChangedMeanwhile,
    /// Regeneration moves two or more numbers and waits for the arbiter's
    /// confirmation of the moves listed (Level 3, checklist Q154).
    RegenerationNotConfirmed {
        /// Every move regeneration makes.
        moves: Vec<Renumbering>,
    },
}

/// One player's number before and after regeneration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Renumbering {
    /// The player.
    pub player: PlayerId,
    /// The player's name.
    pub name: String,
    /// The number now.
    pub from: i32,
    /// The number regeneration gives.
    pub to: i32,
}

/// The moves that giving every number again from the initial order makes,
/// in the order of the new numbers (only the players whose number changes).
/// Ties keep the order chosen at the start ([`Seeding::ties`], Q155).
pub fn regeneration(players: &[PlayerRow], seeding: &Seeding) -> Vec<Renumbering> {
    let now: Vec<(PlayerId, i32)> = numbered(players.to_vec(), seeding).into_iter().map(|p| (p.row.id, p.no)).collect();
    let fresh: Vec<PlayerRow> = players.iter().cloned().map(|p| PlayerRow { pairing_no: None, ..p }).collect();
    numbered(fresh, seeding)
        .into_iter()
        .filter_map(|p| {
            let from = now.iter().find(|(id, _)| *id == p.row.id).map_or(0, |(_, no)| *no);
            (from != p.no).then_some(Renumbering { player: p.row.id, name: p.row.name, from, to: p.no })
        })
        .collect()
}

/// The confirmation that stands for `moves`: each player's id and new number.
pub fn moves_token(moves: &[Renumbering]) -> String {
    moves.iter().map(|m| format!("{}:{}", m.player.0, m.to)).collect::<Vec<_>>().join(",")
}

/// Whether `a` and `b` may exchange numbers: equal tournament rating and
/// title under `seeding` (C.04.2 2.2: the order only ties them then).
pub fn exchangeable(a: &PlayerRow, b: &PlayerRow, seeding: &Seeding) -> Result<(), NumbersRefusal> {
    if a.id == b.id {
        return Err(NumbersRefusal::SamePlayer);
    }
    let (ka, kb) = (seeding_key(a, seeding), seeding_key(b, seeding));
    if ka.rating != kb.rating {
        return Err(NumbersRefusal::UnequalRating {
            first: (a.name.clone(), ka.rating),
            second: (b.name.clone(), kb.rating),
        });
    }
    if ka.title != kb.title {
        let titled = |p: &PlayerRow| (p.name.clone(), p.title_code());
        return Err(NumbersRefusal::UnequalTitle { first: titled(a), second: titled(b) });
    }
    Ok(())
}

/// Locks the tournament (changes of it wait until this transaction ends)
/// and reads it again: a round paired meanwhile counts.
fn locked(conn: &mut DbConnection, t: &TournamentRow) -> Result<TournamentRow, diesel::result::Error> {
    db::tournaments::lock(conn, t.id)?;
    Ok(db::tournaments::by_id(conn, t.id)?.unwrap_or_else(|| t.clone()))
}

/// Whether the event's numbers may change now: a Swiss individual event
/// with round 1 paired, round 4 not, and no proposed round waiting.
fn may_renumber(conn: &mut DbConnection, t: &TournamentRow) -> Result<(), Failed<NumbersRefusal>> {
    if t.system().is_round_robin() {
        return refuse(NumbersRefusal::RoundRobin);
    }
    if db::teams::settings(conn, t.id)?.is_some() {
        return refuse(NumbersRefusal::TeamEvent);
    }
    if t.paired_rounds > LAST_ROUND_RENUMBERED {
        return refuse(NumbersRefusal::RoundFourPaired);
    }
    let next = t.paired_rounds + 1;
    if !db::boards::for_round(conn, t.id, next)?.is_empty() {
        return refuse(NumbersRefusal::DraftExists { round: next });
    }
    if t.paired_rounds == 0 {
        return refuse(NumbersRefusal::NotYetPaired);
    }
    Ok(())
}

/// Whether the pairing-numbers page's forms can be used now (the same
/// checks as the actions, without a player): the refusal otherwise.
pub fn renumbering_refused<E: From<DbError>>(
    conn: &mut DbConnection,
    t: &TournamentRow,
) -> Result<Option<NumbersRefusal>, E> {
    Ok(Failed::split(may_renumber(conn, t))?.err())
}

/// What the exchange form sends: two players, and the confirmation of the
/// numbers the question showed (`None` before it was asked).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    /// The first player.
    pub first: PlayerId,
    /// The second player.
    pub second: PlayerId,
    /// The two numbers the confirmed question showed, in that order.
    pub confirmed: Option<(i32, i32)>,
}

/// Exchanges the pairing numbers of two players of equal tournament rating
/// and title, once confirmed (Level 3): in one transaction, with the audit
/// entry and the record for FIDE.
pub fn exchange_numbers(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    input: Exchange,
) -> Result<(), Failed<NumbersRefusal>> {
    let t = &locked(conn, t)?;
    may_renumber(conn, t)?;
    let (Some(a), Some(b)) =
        (db::players::by_id(conn, t.id, input.first)?, db::players::by_id(conn, t.id, input.second)?)
    else {
        return refuse(NumbersRefusal::UnknownPlayer);
    };
    let seeding = db::rating_methods::of(conn, t)?;
    if let Err(refusal) = exchangeable(&a, &b, &seeding) {
        return refuse(refusal);
    }
    let (Some(a_no), Some(b_no)) = (a.pairing_no, b.pairing_no) else {
        return refuse(NumbersRefusal::UnknownPlayer);
    };
    match input.confirmed {
        None => {
            return refuse(NumbersRefusal::ExchangeNotConfirmed { first: (a_no, a.name), second: (b_no, b.name) });
        }
        Some(shown) if shown != (a_no, b_no) => return refuse(NumbersRefusal::ChangedMeanwhile),
        Some(_) => {}
    }
    db::players::set_pairing_numbers(conn, &[(a.id, b_no), (b.id, a_no)])?;
    db::tournaments::touch(conn, t.id)?;
    let logged = AuditEvent::PairingNumbersExchanged {
        first: a.name.clone(),
        first_no: a_no,
        second: b.name.clone(),
        second_no: b_no,
    };
    audit(conn, t.id, by, logged)?;
    let detail = format!("exchange {a_no} <-> {b_no}");
    record_breach(conn, by, t.id, &Breach { kind: BreachKind::PairingNumbers, round: t.paired_rounds as u32, detail })?;
    Ok(())
}

/// What regeneration did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Regenerated {
    /// Every number already follows the initial order.
    Unchanged,
    /// This many numbers moved.
    Moved(usize),
}

/// Gives every pairing number again from the event's initial order (its
/// rating method and order of ties, checklist Q153, Q155): when it moves
/// two or more numbers, only once the list of moves the arbiter saw
/// (`confirmed`, [`moves_token`]) is the list it makes now (Level 3, Q154).
/// In one transaction, with the audit entry and the record for FIDE.
pub fn regenerate_numbers(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    confirmed: Option<&str>,
) -> Result<Regenerated, Failed<NumbersRefusal>> {
    let t = &locked(conn, t)?;
    may_renumber(conn, t)?;
    let players = db::players::for_tournament(conn, t.id)?;
    let seeding = db::rating_methods::of(conn, t)?;
    let moves = regeneration(&players, &seeding);
    if moves.is_empty() {
        return Ok(Regenerated::Unchanged);
    }
    if moves.len() >= 2 && confirmed != Some(moves_token(&moves).as_str()) {
        return refuse(NumbersRefusal::RegenerationNotConfirmed { moves });
    }
    let numbers: Vec<(PlayerId, i32)> = moves.iter().map(|m| (m.player, m.to)).collect();
    db::players::set_pairing_numbers(conn, &numbers)?;
    db::tournaments::touch(conn, t.id)?;
    let logged: Vec<NumberMove> =
        moves.iter().map(|m| NumberMove { player: m.name.clone(), from: m.from, to: m.to }).collect();
    audit(conn, t.id, by, AuditEvent::PairingNumbersRegenerated { moves: logged })?;
    let said: Vec<String> = moves.iter().map(|m| format!("{} -> {}", m.from, m.to)).collect();
    let detail = format!("regenerated: {}", said.join(", "));
    record_breach(conn, by, t.id, &Breach { kind: BreachKind::PairingNumbers, round: t.paired_rounds as u32, detail })?;
    Ok(Regenerated::Moved(moves.len()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::fixture::{event, fields, publish, seat};
    use crate::db::models::PlayerFields;
    use crate::tournament::{RatingMethod, TieOrder, Title};

    fn seeding() -> Seeding {
        Seeding { method: RatingMethod::Fide, ties: TieOrder::Name, seed: 0 }
    }

    fn rated(name: &str, rating: i32, title: Option<Title>) -> PlayerFields {
        PlayerFields { fide_rating: Some(rating), title, ..fields(name, "") }
    }

    /// A Swiss event of four players (two pairs of equal rating), numbered
    /// in FIDE order, round 1 published: their ids in number order.
    fn paired() -> (DbConnection, UserId, TournamentRow, Vec<PlayerId>) {
        let (mut c, by, t) = event("swiss");
        let ids: Vec<PlayerId> =
            [("Adams", 2400, None), ("Brown", 2400, None), ("Clark", 2300, None), ("Drake", 2300, Some(Title::FM))]
                .iter()
                .map(|(n, r, title)| db::players::insert(&mut c, t.id, &rated(n, *r, *title)).unwrap())
                .collect();
        let numbers: Vec<(PlayerId, i32)> = ids.iter().zip(1..).map(|(id, no)| (*id, no)).collect();
        // Drake (FM) precedes Clark in FIDE order.
        let numbers = [numbers[0], numbers[1], (ids[2], 4), (ids[3], 3)];
        db::players::set_pairing_numbers(&mut c, &numbers).unwrap();
        seat(&mut c, &t, 1, ids[0], ids[3]);
        let t = publish(&mut c, &t, 1);
        (c, by, t, ids)
    }

    fn numbers(c: &mut DbConnection, t: &TournamentRow) -> Vec<(String, i32)> {
        let mut all: Vec<(String, i32)> = db::players::for_tournament(c, t.id)
            .unwrap()
            .into_iter()
            .map(|p| (p.name, p.pairing_no.unwrap_or(0)))
            .collect();
        all.sort_by_key(|(_, no)| *no);
        all
    }

    #[test]
    fn only_equal_rating_and_title_exchange() {
        let (mut c, _, t) = event("swiss");
        let mut row = |name: &str, rating, title| {
            let id = db::players::insert(&mut c, t.id, &rated(name, rating, title)).unwrap();
            db::players::by_id(&mut c, t.id, id).unwrap().unwrap()
        };
        let s = seeding();
        let a = row("Adams", 2400, None);
        assert_eq!(exchangeable(&a, &row("Brown", 2400, None), &s), Ok(()));
        assert_eq!(exchangeable(&a, &a, &s), Err(NumbersRefusal::SamePlayer));
        assert!(matches!(
            exchangeable(&a, &row("Brown", 2401, None), &s),
            Err(NumbersRefusal::UnequalRating { first: (_, 2400), second: (_, 2401) })
        ));
        assert!(matches!(
            exchangeable(&a, &row("Brown", 2400, Some(Title::IM)), &s),
            Err(NumbersRefusal::UnequalTitle { second: (_, "IM"), .. })
        ));
    }

    #[test]
    fn an_exchange_asks_then_swaps_and_is_recorded() {
        let (mut c, by, t, ids) = paired();
        let ask = Exchange { first: ids[0], second: ids[1], confirmed: None };
        let asked = exchange_numbers(&mut c, by, &t, ask.clone());
        assert!(matches!(
            asked,
            Err(Failed::Refused(NumbersRefusal::ExchangeNotConfirmed { first: (1, _), second: (2, _) }))
        ));
        let stale = Exchange { confirmed: Some((2, 1)), ..ask.clone() };
        assert!(matches!(
            exchange_numbers(&mut c, by, &t, stale),
            Err(Failed::Refused(NumbersRefusal::ChangedMeanwhile))
        ));
        exchange_numbers(&mut c, by, &t, Exchange { confirmed: Some((1, 2)), ..ask }).unwrap();
        assert_eq!(numbers(&mut c, &t)[..2], [("Brown".to_string(), 1), ("Adams".to_string(), 2)]);
        let breaches = db::integrity::for_tournament(&mut c, t.id).unwrap();
        assert_eq!(breaches.iter().map(Breach::trf_comment).collect::<Vec<_>>(), ["TPN @ Round 1: exchange 1 <-> 2"]);
        let unequal = Exchange { first: ids[0], second: ids[2], confirmed: None };
        assert!(matches!(
            exchange_numbers(&mut c, by, &t, unequal),
            Err(Failed::Refused(NumbersRefusal::UnequalRating { .. }))
        ));
        let titles = Exchange { first: ids[2], second: ids[3], confirmed: None };
        assert!(matches!(
            exchange_numbers(&mut c, by, &t, titles),
            Err(Failed::Refused(NumbersRefusal::UnequalTitle { .. }))
        ));
    }

    #[test]
    fn regeneration_restores_the_initial_order_after_asking() {
        let (mut c, by, t, ids) = paired();
        assert_eq!(regenerate_numbers(&mut c, by, &t, None).unwrap(), Regenerated::Unchanged);
        let swap = Exchange { first: ids[0], second: ids[1], confirmed: Some((1, 2)) };
        exchange_numbers(&mut c, by, &t, swap).unwrap();
        let Err(Failed::Refused(NumbersRefusal::RegenerationNotConfirmed { moves })) =
            regenerate_numbers(&mut c, by, &t, None)
        else {
            panic!("regeneration moving two numbers asks first");
        };
        let said: Vec<(String, i32, i32)> = moves.iter().map(|m| (m.name.clone(), m.from, m.to)).collect();
        assert_eq!(said, [("Adams".to_string(), 2, 1), ("Brown".to_string(), 1, 2)]);
        assert!(matches!(regenerate_numbers(&mut c, by, &t, Some("1:1")), Err(Failed::Refused(_))), "another list");
        let done = regenerate_numbers(&mut c, by, &t, Some(&moves_token(&moves))).unwrap();
        assert_eq!(done, Regenerated::Moved(2));
        assert_eq!(numbers(&mut c, &t)[..2], [("Adams".to_string(), 1), ("Brown".to_string(), 2)]);
        let last = db::integrity::for_tournament(&mut c, t.id).unwrap().pop().unwrap();
        assert_eq!(last.trf_comment(), "TPN @ Round 1: regenerated: 2 -> 1, 1 -> 2");
    }

    #[test]
    fn numbers_stay_before_round_one_with_a_draft_and_after_round_four() {
        let (mut c, by, t, ids) = paired();
        let ask = Exchange { first: ids[0], second: ids[1], confirmed: None };
        seat(&mut c, &t, 2, ids[1], ids[2]);
        assert!(matches!(
            exchange_numbers(&mut c, by, &t, ask.clone()),
            Err(Failed::Refused(NumbersRefusal::DraftExists { round: 2 }))
        ));
        let t4 = publish(&mut c, &t, 4);
        assert!(matches!(
            regenerate_numbers(&mut c, by, &t4, None),
            Err(Failed::Refused(NumbersRefusal::RoundFourPaired))
        ));
        let (mut c, by, fresh) = event("swiss");
        assert!(matches!(
            regenerate_numbers(&mut c, by, &fresh, None),
            Err(Failed::Refused(NumbersRefusal::NotYetPaired))
        ));
        let (mut c, by, rr) = event("rr");
        assert!(matches!(regenerate_numbers(&mut c, by, &rr, None), Err(Failed::Refused(NumbersRefusal::RoundRobin))));
    }
}
