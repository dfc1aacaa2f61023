//! The arbiter's actions on rounds: pairing a round (a Swiss round in two
//! phases: a snapshot read without the write lock, the engine outside any
//! transaction, then [`store_proposed_round`] in a short locked transaction
//! that checks nothing changed meanwhile; a round robin's whole schedule at
//! once), the pairing job's bookkeeping, changes to a proposed round
//! (exchanges, players taken out or paired by hand), publishing or
//! discarding it, taking a published round back, requested byes, and the
//! pairing rules (acceleration, virtual points, prohibited pairings). Each
//! runs inside the caller's transaction, writes through `crate::db`,
//! records its audit entries, and says no with a [`RoundRefusal`] before
//! writing anything.

mod berger;
mod byes;
mod changes;
mod draft;
mod job;
#[cfg(test)]
mod on_a_database;
mod pair;
mod rules;

pub use berger::{
    BergerNumbers, BergerRefusal, berger_order, scheduled_players, set_berger_numbers, set_reverse_last_two,
};
pub use byes::{ByeRequest, request_bye};
pub use changes::{PairByHand, TakeBack, TakeBackTo, TakeOut, pair_by_hand, take_back_round, take_out_player};
pub use draft::{Publish, discard_round, draft_event, publish_round, review_draft, swap_colours, swap_players};
pub use job::{
    JobKey, STALE_AFTER, beat_pairing_job, fail_pairing_job, is_running, is_stale, next_attempt, start_pairing_job,
};
pub use pair::{
    PAIRING_ATTEMPTS, PairNext, PairingSnapshot, Proposal, StoreProposal, Stored, Target, pair_next, pair_round_robin,
    pair_round_robin_by_hand, pairing_snapshot, start_by_hand, store_proposed_round,
};
pub use rules::{
    NewProhibition, add_prohibition, add_virtual_points, delete_prohibition, delete_virtual_points, set_acceleration,
    swiss_event,
};

use crate::actions::{DraftRefusal, Failed, PairRefusal, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection};

/// Why an action on a round was refused; nothing was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RoundRefusal {
    /// The round cannot be paired.
    Pair(PairRefusal),
    /// The round was paired meanwhile (while this pairing was computed, or
    /// since the arbiter's page offered it), by the last author of the
    /// audit log if known.
    PairedMeanwhile {
        /// The round.
        round: i32,
        /// Who changed the tournament last.
        by: Option<String>,
    },
    /// The pairing job was taken over by another attempt meanwhile.
    JobTakenOver,
    /// The tournament changed while each of the [`PAIRING_ATTEMPTS`]
    /// pairings ran (results or players entered meanwhile): pair again.
    KeptChanging,
    /// No such round, draft, group of virtual points or prohibited pairing
    /// (or a pairing rule of a round robin).
    NotFound,
    /// A change to the proposed round that the rules refuse.
    Draft(DraftRefusal),
    /// Berger numbers that cannot be set.
    Berger(BergerRefusal),
    /// The round to take back is not the last published one.
    NotLastRound,
    /// A proposed round waits; it must go before a round is taken back.
    DraftWaits,
    /// Taking the round back drops results: the round number must be typed again.
    ConfirmDroppedResults,
    /// A board of the round has a recorded game, whose moves would be lost.
    RecordedGames,
    /// A result changed while the round was taken back.
    ResultChangedMeanwhile,
    /// The player to pair is already seated in the proposed round.
    AlreadySeated,
    /// The player to pair is withdrawn from the round.
    Withdrawn,
    /// A bye requested in a round robin.
    ByeInRoundRobin,
    /// A bye requested for a player not in the event.
    ByeUnknownPlayer,
    /// A bye requested for a round already paired or proposed, or beyond the last.
    ByeRound,
    /// A half-point bye for a player marked ineligible for them (checklist
    /// Q176: refused).
    ByeIneligible {
        /// The player's name.
        player: String,
    },
    /// In FIDE mode, a half-point bye for a player who already had one,
    /// not yet confirmed (checklist Q174: Level 3).
    SecondHalfPointBye {
        /// The player's name.
        player: String,
        /// The rounds of the earlier half-point byes.
        rounds: Vec<i32>,
    },
    /// A prohibited pairing naming a player not in the event.
    ProhibitionUnknownPlayer,
    /// A prohibited pairing naming fewer than two players.
    ProhibitionTooFew,
    /// In FIDE mode, prohibited pairings are entered or removed only before
    /// round 1 is paired (checklist Q195, Q196; Level 5).
    FideModeProhibitions,
    /// In FIDE mode, the acceleration and virtual points are set only
    /// before round 1 is paired (checklist Q109, Q110; Level 5).
    FideModeAcceleration,
    /// A round robin's schedule made by hand that is not a complete round
    /// robin (checklist Q101): every fault, by round and player.
    HandSchedule(Vec<crate::pairing::hand_schedule::ScheduleProblem>),
    /// A schedule by hand for more players than [`MAX_HAND_SCHEDULE_PLAYERS`].
    HandScheduleTooLarge,
    /// A schedule by hand other than the Berger tables' is recorded for
    /// FIDE as a manual pairing: the arbiter confirms it first.
    HandScheduleNotConfirmed,
}

/// The most players a round robin paired by hand may have.
pub const MAX_HAND_SCHEDULE_PLAYERS: usize = 100;

impl From<DraftRefusal> for RoundRefusal {
    fn from(refusal: DraftRefusal) -> Self {
        RoundRefusal::Draft(refusal)
    }
}

impl From<PairRefusal> for RoundRefusal {
    fn from(refusal: PairRefusal) -> Self {
        RoundRefusal::Pair(refusal)
    }
}

/// Takes the tournament's lock until the transaction ends and reads its row
/// again under it: writes that depend on the whole tournament (pairing a
/// round, on one instance or many) run one after the other, each reading
/// what the last one stored. A tournament deleted meanwhile is
/// [`RoundRefusal::NotFound`].
fn locked(conn: &mut DbConnection, t: &TournamentRow) -> Result<TournamentRow, Failed<RoundRefusal>> {
    db::tournaments::lock(conn, t.id)?;
    match db::tournaments::by_id(conn, t.id)? {
        Some(row) => Ok(row),
        None => refuse(RoundRefusal::NotFound),
    }
}

/// Refuses (naming who, if the audit log knows) when round `round` was
/// paired while this arbiter's pairing of it was being computed, or since
/// their page offered it. Call with the tournament locked.
pub fn refuse_if_paired_meanwhile(
    conn: &mut DbConnection,
    t: &TournamentRow,
    round: i32,
) -> Result<(), Failed<RoundRefusal>> {
    if t.paired_rounds < round && db::boards::for_round(conn, t.id, round)?.is_empty() {
        return Ok(());
    }
    let by = db::audit::latest_author(conn, t.id)?;
    refuse(RoundRefusal::PairedMeanwhile { round, by })
}
