//! The tie-break actions: storing the tournament's tie-break list (once
//! rounds are paired only when the arbiter confirms it) and the edition of
//! C.07 it follows. Both are versioned writes and logged.

use crate::actions::audit::{AuditEvent, audit};
use crate::actions::tournaments::{record_breach, round_in_play};
use crate::actions::{Failed, refuse};
use crate::db::models::TournamentRow;
use crate::db::{self, DbConnection, TournamentId, UserId};
use crate::standings::tiebreak::{Edition, TieBreak, UnknownTieBreak};
use crate::standings::{default_tiebreaks, tiebreak_list};
use crate::tournament::{Breach, BreachKind};

/// Why a tie-break change was refused; nothing was written.
#[derive(Debug, Clone)]
pub enum TiebreakRefusal {
    /// The list names no tie-break.
    Empty,
    /// A code is not a tie-break (the reason names it and lists the valid ones).
    Unknown(UnknownTieBreak),
    /// Rounds are paired and the arbiter did not confirm the change.
    ConfirmNeeded,
    /// Someone changed the tournament since the form was read.
    ChangedMeanwhile,
    /// In FIDE mode a round robin under the 2026 text of C.07 is ranked
    /// without Buchholz, Fore Buchholz or average of opponents' Buchholz
    /// (art. 8; checklist Q105): these codes.
    BuchholzInRoundRobin(String),
}

/// A tie-break list as the arbiter typed it.
#[derive(Debug, Clone)]
pub struct TiebreakList {
    /// The codes, as typed.
    pub text: String,
    /// Whether the arbiter confirmed, in two steps, changing it after round
    /// 1 was paired.
    pub confirmed: bool,
    /// The tournament's version when the form was read.
    pub version: i32,
}

/// The tournament's list as the settings page writes it: `BH/C1, BH, SB`.
pub fn list_text(list: &[TieBreak]) -> String {
    crate::standings::tiebreak::list_text(list, ", ")
}

/// The list in force for a tournament: as stored, or its system's defaults.
pub fn current_list(t: &TournamentRow) -> Vec<TieBreak> {
    let rr = t.system().is_round_robin();
    tiebreak_list(&t.tiebreaks, rr).unwrap_or_else(|_| default_tiebreaks(rr))
}

/// The tournament as stored now (the caller has just checked access to it).
fn tournament_row(conn: &mut DbConnection, id: TournamentId) -> Result<TournamentRow, diesel::result::Error> {
    db::tournaments::by_id(conn, id)?.ok_or(diesel::result::Error::NotFound)
}

/// Stores the tournament's tie-break list; refused when it names no
/// tie-break or an unknown one, when rounds are paired and the change is not
/// confirmed (in two steps: the checklist's Level 4), or when the tournament
/// changed since `version`. A change once rounds are paired is recorded as
/// a `Tie-breaks` breach with the previous list (`### Tie-breaks @ Round 3:
/// BH, SB (was BH/C1, BH, SB)`).
pub fn set_tiebreaks(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    input: TiebreakList,
) -> Result<(), Failed<TiebreakRefusal>> {
    let t = tournament_row(conn, tournament)?;
    let list = match tiebreak_list(&input.text, t.system().is_round_robin()) {
        Ok(list) if !list.is_empty() => list,
        Ok(_) => return refuse(TiebreakRefusal::Empty),
        Err(e) => return refuse(TiebreakRefusal::Unknown(e)),
    };
    let buchholz: Vec<String> =
        list.iter().filter(|tb| tb.kind.is_buchholz_family()).map(ToString::to_string).collect();
    let text_of_2026 = t.tiebreak_edition() == Edition::C07of2026;
    if t.fide_mode().is_on() && t.system().is_round_robin() && text_of_2026 && !buchholz.is_empty() {
        return refuse(TiebreakRefusal::BuchholzInRoundRobin(buchholz.join(", ")));
    }
    if t.paired_rounds > 0 && !input.confirmed {
        return refuse(TiebreakRefusal::ConfirmNeeded);
    }
    let before = list_text(&current_list(&t));
    let after = list_text(&list);
    if !db::tournaments::set_tiebreaks(conn, tournament, input.version, &after)? {
        return refuse(TiebreakRefusal::ChangedMeanwhile);
    }
    if t.paired_rounds > 0 && before != after {
        let round = round_in_play(conn, &t)? as u32;
        let detail = format!("{after} (was {before})");
        record_breach(conn, by, tournament, &Breach { kind: BreachKind::Tiebreaks, round, detail })?;
    }
    audit(conn, tournament, by, AuditEvent::TiebreaksChanged { before, after })?;
    Ok(())
}

/// Stores the edition of C.07 the tie-breaks follow (`None`: the one in
/// force on the start date); refused when the tournament changed since
/// `version`. Only the chief arbiter (or an admin) may: the caller checks.
pub fn choose_edition(
    conn: &mut DbConnection,
    by: UserId,
    tournament: TournamentId,
    chosen: Option<Edition>,
    version: i32,
) -> Result<(), Failed<TiebreakRefusal>> {
    let t = tournament_row(conn, tournament)?;
    let before = t.tiebreak_edition();
    if !db::tournaments::set_tiebreak_edition(conn, tournament, version, chosen)? {
        return refuse(TiebreakRefusal::ChangedMeanwhile);
    }
    let after = chosen.unwrap_or_else(|| Edition::in_force_on(t.start_date));
    let (before, after) = (before.year().to_string(), after.year().to_string());
    audit(conn, tournament, by, AuditEvent::TiebreakEditionChanged { before, after, by_date: chosen.is_none() })?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::standings::test_event;

    fn refusal(result: Result<(), Failed<TiebreakRefusal>>) -> TiebreakRefusal {
        match result {
            Err(Failed::Refused(refusal)) => refusal,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    fn list(text: &str, confirmed: bool, version: i32) -> TiebreakList {
        TiebreakList { text: text.into(), confirmed, version }
    }

    fn stored(conn: &mut DbConnection, id: TournamentId) -> TournamentRow {
        db::tournaments::by_id(conn, id).unwrap().expect("the tournament")
    }

    #[test]
    fn a_list_is_stored_once_and_a_stale_form_is_refused() {
        let (mut conn, t, user) = test_event();
        assert!(matches!(
            refusal(set_tiebreaks(&mut conn, user, t, list("XYZ", false, 1))),
            TiebreakRefusal::Unknown(_)
        ));
        set_tiebreaks(&mut conn, user, t, list("bh/c1 ,sb", false, 1)).expect("stored");
        assert_eq!(stored(&mut conn, t).tiebreaks, "BH/C1, SB");
        assert!(matches!(
            refusal(set_tiebreaks(&mut conn, user, t, list("DE", false, 1))),
            TiebreakRefusal::ChangedMeanwhile
        ));
        assert_eq!(stored(&mut conn, t).tiebreaks, "BH/C1, SB");
        assert_eq!(db::audit::for_tournament(&mut conn, t).unwrap().len(), 1);
    }

    #[test]
    fn once_paired_a_change_needs_the_confirmation() {
        let (mut conn, t, user) = test_event();
        db::tournaments::set_paired(&mut conn, t, 1, 5).unwrap();
        let version = stored(&mut conn, t).version;
        assert!(matches!(
            refusal(set_tiebreaks(&mut conn, user, t, list("SB", false, version))),
            TiebreakRefusal::ConfirmNeeded
        ));
        set_tiebreaks(&mut conn, user, t, list("SB", true, version)).expect("confirmed");
        assert_eq!(stored(&mut conn, t).tiebreaks, "SB");
    }

    #[test]
    fn the_edition_is_chosen_or_follows_the_date_again() {
        let (mut conn, t, user) = test_event();
        let version = stored(&mut conn, t).version;
        choose_edition(&mut conn, user, t, Some(Edition::ALL[0]), version).expect("chosen");
        assert_eq!(stored(&mut conn, t).tiebreak_edition_chosen(), Some(Edition::ALL[0]));
        assert!(matches!(
            refusal(choose_edition(&mut conn, user, t, None, version)),
            TiebreakRefusal::ChangedMeanwhile
        ));
        choose_edition(&mut conn, user, t, None, version + 1).expect("by the date again");
        assert_eq!(stored(&mut conn, t).tiebreak_edition_chosen(), None);
    }
}
