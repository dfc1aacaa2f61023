//! What a Swiss round is paired from, kept with its proposal: a digest of
//! each part an arbiter can change (earlier results, players, requested
//! byes, pairing rules, settings). Compared with the event as it is now, it
//! says whether a proposed round is out of date, and why.

use super::stored_event::StoredEvent;
use crate::db::byes::ByeRequestRow;
use crate::tournament::SharedRule;
use std::fmt::Debug;

/// A part of what a round is paired from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum InputPart {
    /// The pairings and results of the rounds before it.
    Results,
    /// The players: entries, pairing numbers, ratings, titles, names, clubs
    /// and federations, withdrawals.
    Players,
    /// The byes requested for the round.
    Byes,
    /// The pairing rules: acceleration, virtual points, prohibited pairings.
    Rules,
    /// The event's settings that pairing reads: system, rounds, points.
    Settings,
}

impl InputPart {
    /// Every part, in the order they are stored and named.
    pub const ALL: [InputPart; 5] =
        [InputPart::Results, InputPart::Players, InputPart::Byes, InputPart::Rules, InputPart::Settings];

    /// The name in the stored form.
    fn code(self) -> &'static str {
        match self {
            InputPart::Results => "results",
            InputPart::Players => "players",
            InputPart::Byes => "byes",
            InputPart::Rules => "rules",
            InputPart::Settings => "settings",
        }
    }

    /// The message key naming the change.
    pub fn message_key(self) -> &'static str {
        match self {
            InputPart::Results => "draft-stale-results",
            InputPart::Players => "draft-stale-players",
            InputPart::Byes => "draft-stale-byes",
            InputPart::Rules => "draft-stale-rules",
            InputPart::Settings => "draft-stale-settings",
        }
    }
}

/// The digests of what a round is paired from, one per [`InputPart`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PairingInput([u64; 5]);

/// A 64-bit FNV-1a digest of a value's debug form: the same on every run,
/// build and machine, so a stored digest stays comparable.
fn digest(value: &impl Debug) -> u64 {
    format!("{value:?}").bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3))
}

impl PairingInput {
    /// What the round after the published ones is paired from, given the
    /// byes requested for it.
    pub fn of(event: &StoredEvent, requests: &[ByeRequestRow]) -> PairingInput {
        let mut results: Vec<_> =
            event.boards.iter().map(|b| (b.round, b.board_no, b.white_id, b.black_id, b.result.code())).collect();
        results.sort_unstable();
        let mut players: Vec<_> = event
            .players
            .iter()
            .map(|p| {
                let seeding = (&p.name, &p.title, p.fide_rating, &p.federation, &p.club);
                (p.id, p.pairing_no, seeding, p.withdrawn_from_round)
            })
            .collect();
        players.sort_by_key(|p| p.0);
        let mut byes: Vec<_> = requests.iter().map(|r| (r.player_id, r.kind.code())).collect();
        byes.sort_unstable();
        let rules = &event.rules;
        let points: Vec<_> = rules
            .virtual_points
            .iter()
            .map(|v| (v.points, v.first_round, v.last_round, v.first_player, v.last_player))
            .collect();
        let prohibited: Vec<_> = rules
            .prohibitions
            .iter()
            .map(|p| (p.first_round, p.last_round, p.rule.map_or("", SharedRule::code), &p.players))
            .collect();
        let t = &event.t;
        let points_per =
            [t.points_win, t.points_draw, t.points_loss, t.points_pab, t.points_hpb, t.points_fpb, t.points_zpb];
        PairingInput([
            digest(&results),
            digest(&players),
            digest(&byes),
            // The code, as when it was stored as text: digests stay the same.
            digest(&(rules.acceleration.code(), points, prohibited)),
            digest(&(&t.system, t.rounds, points_per)),
        ])
    }

    /// The stored form: `results=…;players=…;…`, digests in hexadecimal.
    pub fn to_stored(self) -> String {
        InputPart::ALL
            .iter()
            .zip(self.0)
            .map(|(part, d)| format!("{}={d:016x}", part.code()))
            .collect::<Vec<_>>()
            .join(";")
    }

    /// Reads the stored form back; none if it is not one.
    pub fn from_stored(text: &str) -> Option<PairingInput> {
        let mut out = [0; 5];
        let mut fields = text.split(';');
        for (part, slot) in InputPart::ALL.iter().zip(&mut out) {
            let (code, hex) = fields.next()?.split_once('=')?;
            if code != part.code() {
                return None;
            }
            *slot = u64::from_str_radix(hex, 16).ok()?;
        }
        fields.next().is_none().then_some(PairingInput(out))
    }

    /// The parts that differ between `self` and `now`.
    pub fn changed(self, now: PairingInput) -> Vec<InputPart> {
        InputPart::ALL.iter().zip(self.0.iter().zip(now.0)).filter(|(_, (a, b))| *a != b).map(|(p, _)| *p).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_stored_form_reads_back_and_names_what_changed() {
        let then = PairingInput([1, 2, 3, 4, u64::MAX]);
        let text = then.to_stored();
        assert_eq!(
            text,
            "results=0000000000000001;players=0000000000000002;byes=0000000000000003;rules=0000000000000004;settings=ffffffffffffffff"
        );
        assert_eq!(PairingInput::from_stored(&text), Some(then));
        assert_eq!(then.changed(then), vec![]);
        let now = PairingInput([9, 2, 3, 8, u64::MAX]);
        assert_eq!(then.changed(now), vec![InputPart::Results, InputPart::Rules]);
        for bad in [
            "",
            "results=1",
            "players=1;results=2;byes=3;rules=4;settings=5",
            &format!("{text};more=1"),
            "results=x;players=2;byes=3;rules=4;settings=5",
        ] {
            assert_eq!(PairingInput::from_stored(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_digest_is_fixed_and_tells_values_apart() {
        // FNV-1a of "1": the same on every run and build.
        assert_eq!(digest(&1), 0xaf63_ac4c_8601_9afc);
        assert_ne!(digest(&(1, "a")), digest(&(1, "b")));
    }
}
