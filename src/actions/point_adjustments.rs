//! Points the arbiter adds to or takes from a player's score: the
//! penalties of the Laws 12.9 d (the opponent's score in a game raised to
//! the most it could be) and 12.9 e (the offender's reduced), and a bonus
//! or deduction the event's regulations set. Each belongs to a published
//! round and counts from it on: standings, tie-breaks, the score groups of
//! the rounds paired after it, and the TRF's record 299
//! ([`crate::tournament::PointAdjustment`]).

use super::audit::{AuditEvent, audit};
use super::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::point_adjustments::NewPointAdjustment;
use crate::db::{self, DbConnection, PointAdjustmentId, UserId};
use crate::tournament::{MOST_ADJUSTED, Points};

/// Why an adjustment is refused (nothing is stored).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AdjustmentRefusal {
    /// The tournament has no such player, or the player has no pairing number.
    UnknownPlayer,
    /// The round is not published (or does not exist).
    RoundNotPublished,
    /// No points, or more than a record 299 holds ([`MOST_ADJUSTED`]).
    PointsOutOfRange,
    /// A team event: its standings count matches, not players' points.
    TeamEvent,
    /// The adjustment to remove is not (or no longer) there.
    UnknownAdjustment,
    /// The Swiss round is before the last paired one, so that the rounds
    /// after it were paired from scores without the adjustment: entered
    /// only once the arbiter confirms.
    PairedSince {
        /// The round of the adjustment.
        round: i32,
        /// The last paired round.
        paired: i32,
    },
}

/// Adds points to (or takes them from) a player's score in a round;
/// logged. In a Swiss round before the last paired one only when
/// `confirmed` (the later rounds were paired without it). Two arbiters at once: each
/// adjustment is stored, one after the other.
pub fn adjust_points(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    (new, confirmed): (&NewPointAdjustment, bool),
) -> Result<PointAdjustmentId, Failed<AdjustmentRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    if db::teams::settings(conn, t.id)?.is_some() {
        return refuse(AdjustmentRefusal::TeamEvent);
    }
    let Some(player) = db::players::by_id(conn, t.id, new.player_id)?.filter(|p| p.pairing_no.is_some()) else {
        return refuse(AdjustmentRefusal::UnknownPlayer);
    };
    if !(1..=t.paired_rounds).contains(&new.round) {
        return refuse(AdjustmentRefusal::RoundNotPublished);
    }
    if new.points == Points::ZERO || new.points.0.abs() > MOST_ADJUSTED.0 {
        return refuse(AdjustmentRefusal::PointsOutOfRange);
    }
    // A round robin's pairings do not follow the scores: nothing to ask.
    if new.round < t.paired_rounds && !t.system().is_round_robin() && !confirmed {
        return refuse(AdjustmentRefusal::PairedSince { round: new.round, paired: t.paired_rounds });
    }
    let id = db::point_adjustments::insert(conn, t.id, new)?;
    db::tournaments::touch(conn, t.id)?;
    let event = AuditEvent::PointsAdjusted {
        player: player.name,
        round: new.round,
        tenths: new.points.0,
        reason: new.reason.clone(),
        removed: false,
    };
    audit(conn, t.id, by, event)?;
    Ok(id)
}

/// Removes an adjustment (entered by mistake, or taken back on appeal); logged.
pub fn remove_adjustment(
    conn: &mut DbConnection,
    by: UserId,
    t: &TournamentRow,
    id: PointAdjustmentId,
) -> Result<(), Failed<AdjustmentRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    let Some(row) = db::point_adjustments::remove(conn, t.id, id)? else {
        return refuse(AdjustmentRefusal::UnknownAdjustment);
    };
    db::tournaments::touch(conn, t.id)?;
    let player = db::players::by_id(conn, t.id, row.player_id)?.map(|p| p.name).unwrap_or_default();
    let event =
        AuditEvent::PointsAdjusted { player, round: row.round, tenths: row.tenths, reason: row.reason, removed: true };
    audit(conn, t.id, by, event)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::StoredEvent;
    use crate::actions::fixture::{event, logged, players, publish, seat};
    use crate::db::boards;
    use crate::tournament::{BoardResult, GameResult};

    #[test]
    fn a_penalty_counts_in_the_standings_score_and_can_be_taken_back() {
        let (mut c, by, t) = event("swiss");
        let ids = players(&mut c, &t, 2);
        db::players::set_pairing_numbers(&mut c, &[(ids[0], 1), (ids[1], 2)]).unwrap();
        seat(&mut c, &t, 1, ids[0], ids[1]);
        let new = NewPointAdjustment { player_id: ids[0], round: 1, points: Points(-5), reason: "phone".into() };
        assert!(matches!(
            adjust_points(&mut c, by, &t, (&new, false)),
            Err(Failed::Refused(AdjustmentRefusal::RoundNotPublished))
        ));
        let t = publish(&mut c, &t, 1);
        let board = boards::for_round(&mut c, t.id, 1).unwrap().remove(0);
        boards::set_result(&mut c, board.id, board.version, BoardResult::Game(GameResult::Draw)).unwrap();
        for refused in [Points::ZERO, Points(96), Points(-96)] {
            let asked = NewPointAdjustment { points: refused, ..new.clone() };
            assert!(matches!(
                adjust_points(&mut c, by, &t, (&asked, false)),
                Err(Failed::Refused(AdjustmentRefusal::PointsOutOfRange))
            ));
        }
        let id = adjust_points(&mut c, by, &t, (&new, false)).unwrap();
        let score = |c: &mut DbConnection| {
            let now = crate::actions::fixture::reread(c, t.id);
            let stored = StoredEvent::load(c, now).unwrap();
            let played = stored.played(1);
            played.players.iter().map(|p| played.score(p)).collect::<Vec<_>>()
        };
        let draw = t.scoring().draw;
        assert_eq!(score(&mut c), [Points(draw.0 - 5), draw], "half a point taken from the first player");
        remove_adjustment(&mut c, by, &t, id).unwrap();
        assert_eq!(score(&mut c), [draw, draw]);
        assert!(matches!(
            remove_adjustment(&mut c, by, &t, id),
            Err(Failed::Refused(AdjustmentRefusal::UnknownAdjustment))
        ));
        let log = logged(&mut c, t.id);
        assert!(log.iter().any(|e| e.contains("points_adjusted")), "{log:?}");
    }

    #[test]
    fn an_adjustment_in_a_round_paired_over_waits_for_the_arbiters_confirmation() {
        let (mut c, by, t) = event("swiss");
        let ids = players(&mut c, &t, 2);
        db::players::set_pairing_numbers(&mut c, &[(ids[0], 1), (ids[1], 2)]).unwrap();
        seat(&mut c, &t, 1, ids[0], ids[1]);
        let t = publish(&mut c, &t, 2);
        let earlier = NewPointAdjustment { player_id: ids[0], round: 1, points: Points(-5), reason: "phone".into() };
        assert!(matches!(
            adjust_points(&mut c, by, &t, (&earlier, false)),
            Err(Failed::Refused(AdjustmentRefusal::PairedSince { round: 1, paired: 2 }))
        ));
        assert!(db::point_adjustments::for_tournament(&mut c, t.id).unwrap().is_empty(), "nothing stored");
        adjust_points(&mut c, by, &t, (&earlier, true)).unwrap();
        // The last paired round needs no confirmation.
        let last = NewPointAdjustment { round: 2, ..earlier.clone() };
        adjust_points(&mut c, by, &t, (&last, false)).unwrap();
        assert_eq!(db::point_adjustments::for_tournament(&mut c, t.id).unwrap().len(), 2);
        // Nor does a round robin, whose pairings do not follow the scores.
        let (mut c, by, t) = event("rr");
        let ids = players(&mut c, &t, 2);
        db::players::set_pairing_numbers(&mut c, &[(ids[0], 1), (ids[1], 2)]).unwrap();
        seat(&mut c, &t, 1, ids[0], ids[1]);
        let t = publish(&mut c, &t, 2);
        let earlier = NewPointAdjustment { player_id: ids[0], ..earlier };
        adjust_points(&mut c, by, &t, (&earlier, false)).expect("no question in a round robin");
    }
}
