//! The Berger numbers page of a round robin (checklist Q95): before the
//! schedule is paired, the arbiters draw the numbers by lot, set them by
//! hand, or leave them in FIDE order; afterwards the page shows them.

use crate::actions::Failed;
use crate::actions::MAX_PLAYERS_PER_EVENT;
use crate::actions::rounds::{
    self, BergerNumbers, MAX_HAND_SCHEDULE_PLAYERS, RoundRefusal, berger_order, scheduled_players,
};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::{self, PlayerId, TournamentId};
use crate::pairing::hand_schedule::{self, HandRound, ScheduleProblem};
use crate::pairing::round_robin;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::error::Worded;
use crate::web::forms::{CsrfForm, EmptyForm};
use crate::web::parts::round_refusal::round_error;
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

/// A player of the schedule with the number they have or would get.
struct NumberLine {
    id: PlayerId,
    no: usize,
    name: String,
    rating: Option<i32>,
}

#[derive(Template)]
#[template(path = "rounds/berger.html")]
struct BergerPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    lines: Vec<NumberLine>,
    /// Numbers are set (by hand or by lot), not FIDE order.
    set: bool,
    /// The schedule by hand as typed, or the Berger tables' to start from.
    schedule: String,
    /// Why the schedule by hand was not taken: the message, then each fault.
    schedule_error: String,
    schedule_faults: Vec<String>,
    /// The schedule differs from the tables: the confirmation is asked.
    schedule_confirm: bool,
}

/// The most faults of a schedule by hand listed on the page.
const FAULTS_SHOWN: usize = 30;

/// A schedule as the page writes it: a round a line, games `white-black`
/// by Berger number.
fn schedule_text(rounds: &[HandRound]) -> String {
    let line = |round: &HandRound| round.iter().map(|(w, b)| format!("{w}-{b}")).collect::<Vec<_>>().join(" ");
    rounds.iter().map(line).collect::<Vec<_>>().join("\n")
}

/// The Berger tables' schedule of the event's players, to start from.
fn tables_text(t: &TournamentRow, players: usize) -> String {
    let double = t.system() == crate::tournament::System::DoubleRoundRobin;
    let schedule = round_robin::schedule(players as u32, double, double && t.rr_reverse_last_two);
    let rounds: Vec<HandRound> =
        schedule.iter().map(|round| round.iter().filter_map(|b| Some((b.white, b.black?))).collect()).collect();
    schedule_text(&rounds)
}

/// Reads a schedule typed by hand: a round a line (empty lines skipped),
/// games `white-black` separated by spaces, commas or semicolons. `Err`
/// names the line that does not read, bounded in rounds and games.
fn parse_schedule(text: &str) -> Result<Vec<HandRound>, usize> {
    let lines: Vec<&str> = text.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    if lines.len() > hand_schedule::MAX_ROUNDS {
        return Err(hand_schedule::MAX_ROUNDS + 1);
    }
    let game = |g: &str| -> Option<(u32, u32)> {
        let (w, b) = g.split_once(['-', '–'])?;
        let number = |s: &str| s.trim().parse::<u32>().ok().filter(|&n| n as usize <= MAX_PLAYERS_PER_EVENT);
        Some((number(w)?, number(b)?))
    };
    lines
        .iter()
        .enumerate()
        .map(|(k, line)| {
            let games: Option<HandRound> =
                line.split([' ', ',', ';', '\t']).filter(|g| !g.is_empty()).map(game).collect();
            games.filter(|g| g.len() <= MAX_HAND_SCHEDULE_PLAYERS).ok_or(k + 1)
        })
        .collect()
}

/// A fault of a schedule by hand in the visitor's language, each player
/// named by Berger number and name (`names`, in Berger number order).
fn fault_text(tr: &crate::web::i18n::Tr, fault: &ScheduleProblem, names: &[String]) -> String {
    let n = |v: usize| v.to_string();
    let named = |no: &u32| match names.get((*no as usize).wrapping_sub(1)) {
        Some(name) => format!("{no} ({name})"),
        None => no.to_string(),
    };
    match fault {
        ScheduleProblem::Rounds { expected, found } => {
            tr.args("rr-hand-rounds", &[("expected", n(*expected)), ("found", n(*found))])
        }
        ScheduleProblem::UnknownPlayer { round, player } => {
            tr.args("rr-hand-unknown", &[("round", n(*round)), ("player", player.to_string())])
        }
        ScheduleProblem::OwnOpponent { round, player } => {
            tr.args("rr-hand-own", &[("round", n(*round)), ("player", named(player))])
        }
        ScheduleProblem::PlaysTwice { round, player } => {
            tr.args("rr-hand-twice", &[("round", n(*round)), ("player", named(player))])
        }
        ScheduleProblem::Idle { round, players } => {
            let list = players.iter().map(named).collect::<Vec<_>>().join(", ");
            tr.args("rr-hand-idle", &[("round", n(*round)), ("players", list)])
        }
        ScheduleProblem::Meetings { a, b, times, expected } => tr.n_args(
            "rr-hand-meetings",
            *times as usize,
            &[("a", named(a)), ("b", named(b)), ("expected", expected.to_string())],
        ),
    }
}

/// The scheduled players in Berger number order, and whether numbers are set.
fn number_lines(players: &[PlayerRow]) -> (Vec<NumberLine>, bool) {
    let (order, set) = berger_order(&scheduled_players(players));
    let line =
        |(k, p): (usize, &PlayerRow)| NumberLine { id: p.id, no: k + 1, name: p.name.clone(), rating: p.fide_rating };
    (order.into_iter().enumerate().map(line).collect(), set)
}

/// `GET /t/{id}/berger`: the Berger numbers of a round robin (its arbiters only).
pub async fn page(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, players) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        if !t.system().is_round_robin() || db::teams::settings(c, id)?.is_some() {
            return Err(AppError::NotFound);
        }
        Ok((t, db::players::for_tournament(c, id)?))
    })
    .await?;
    render(StatusCode::OK, &berger_page(&ctx, t, &players, None))
}

/// The page, with what was typed for a schedule by hand and why it was refused.
fn berger_page<'a>(
    ctx: &'a Ctx,
    t: TournamentRow,
    players: &[PlayerRow],
    refused: Option<(String, RoundRefusal)>,
) -> BergerPage<'a> {
    let (lines, set) = number_lines(players);
    let tr = &ctx.tr;
    let (schedule, schedule_error, schedule_faults, schedule_confirm) = match refused {
        None => (tables_text(&t, lines.len()), String::new(), Vec::new(), false),
        Some((typed, RoundRefusal::HandSchedule(faults))) => {
            let names: Vec<String> = lines.iter().map(|l| l.name.clone()).collect();
            let shown = faults.iter().take(FAULTS_SHOWN).map(|f| fault_text(tr, f, &names)).collect();
            let message = RoundRefusal::HandSchedule(faults).message(tr);
            (typed, message, shown, false)
        }
        Some((typed, refusal @ RoundRefusal::HandScheduleNotConfirmed)) => {
            (typed, refusal.message(tr), Vec::new(), true)
        }
        Some((typed, refusal)) => (typed, refusal.message(tr), Vec::new(), false),
    };
    BergerPage { ctx, t, lines, set, schedule, schedule_error, schedule_faults, schedule_confirm }
}

/// The schedule-by-hand form: the rounds as typed, and the confirmation.
#[derive(serde::Deserialize)]
pub struct HandScheduleForm {
    #[serde(default)]
    schedule: String,
    #[serde(default)]
    confirm: String,
}

/// `POST /t/{id}/berger/by-hand`: the whole round robin paired by hand
/// (checklist Q100, Q101), checked and published (and mailed to the
/// players who gave an address), or the page again with every fault.
pub async fn pair_by_hand(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<HandScheduleForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let parsed = parse_schedule(&form.schedule);
    let confirmed = form.confirm == "yes";
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let players = db::players::for_tournament(c, id)?;
        let rounds = match parsed {
            Ok(rounds) => rounds,
            Err(line) => return Ok(Err((t, players, line))),
        };
        match rounds::pair_round_robin_by_hand(c, user.id, &t, &rounds, confirmed) {
            Ok(_) => Ok(Ok(None)),
            Err(Failed::Refused(
                refusal @ (RoundRefusal::HandSchedule(_) | RoundRefusal::HandScheduleNotConfirmed),
            )) => Ok(Ok(Some((t, players, refusal)))),
            Err(failed) => Err(round_error(failed)),
        }
    })
    .await?;
    match outcome {
        Ok(None) => {
            crate::web::parts::letters::mail_schedule(ctx.tr, &req, &state, id).await;
            Ctx::set_notice(&req, &ctx.tr.t("rr-hand-paired"));
            Ok(see_other(&format!("/t/{id}/round/1")))
        }
        Ok(Some((t, players, refusal))) => {
            render(StatusCode::UNPROCESSABLE_ENTITY, &berger_page(&ctx, t, &players, Some((form.schedule, refusal))))
        }
        Err((t, players, line)) => {
            let mut page = berger_page(&ctx, t, &players, None);
            page.schedule = form.schedule;
            page.schedule_error = ctx.tr.t1("rr-hand-unreadable", "line", &line.to_string());
            render(StatusCode::UNPROCESSABLE_ENTITY, &page)
        }
    }
}

/// The numbers typed on the page: `n{player id}` = number; refused (400)
/// when a field is not a player's number from 1 to the most players an
/// event may have, or when there are more of them.
fn typed_numbers(fields: &[(String, String)]) -> Result<Vec<(PlayerId, i32)>, AppError> {
    let bad = || AppError::BadRequest("berger-each-number-once");
    let numbers: Vec<(PlayerId, i32)> = fields
        .iter()
        .filter_map(|(name, value)| Some((name.strip_prefix('n')?, value)))
        .map(|(id, value)| {
            let id = id.parse::<i32>().map_err(|_| bad())?;
            let no = value.trim().parse::<i32>().ok().filter(|no| (1..=MAX_PLAYERS_PER_EVENT as i32).contains(no));
            Ok((PlayerId(id), no.ok_or_else(bad)?))
        })
        .collect::<Result<_, AppError>>()?;
    if numbers.len() > MAX_PLAYERS_PER_EVENT {
        return Err(bad());
    }
    Ok(numbers)
}

/// Sets the Berger numbers of event `id` as `choice` says, then back to the page.
async fn set_numbers(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    choice: BergerNumbers,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    transaction(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::set_berger_numbers(c, user.id, &t, choice).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/berger")))
}

/// `POST /t/{id}/berger`: the numbers set by hand.
pub async fn set_by_hand(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(fields): CsrfForm<Vec<(String, String)>>,
) -> Result<HttpResponse, AppError> {
    let numbers = typed_numbers(&fields)?;
    set_numbers(&ctx, &state, id.into_inner(), BergerNumbers::ByHand(numbers)).await
}

/// `POST /t/{id}/berger/lot`: the numbers drawn by lot, with a fresh seed
/// (logged, so that the draw can be repeated and checked).
pub async fn draw_by_lot(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let seed: u64 = rand::random();
    set_numbers(&ctx, &state, id.into_inner(), BergerNumbers::ByLot(seed)).await
}

/// The form of a double round robin's order of the last two rounds of the
/// first cycle: the box ticked (`1`) reverses them.
#[derive(serde::Deserialize)]
pub struct LastTwoForm {
    #[serde(default)]
    reverse: String,
}

/// `POST /t/{id}/berger/last-two`: whether the double round robin plays the
/// last two rounds of its first cycle in reverse order (checklist Q98).
pub async fn set_last_two(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<LastTwoForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let reverse = !form.reverse.is_empty();
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        rounds::set_reverse_last_two(c, user.id, &t, reverse).map_err(round_error)
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/berger#last-two")))
}

/// `POST /t/{id}/berger/fide-order`: the numbers cleared: FIDE order.
pub async fn fide_order_again(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    _form: CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    set_numbers(&ctx, &state, id.into_inner(), BergerNumbers::FideOrder).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_numbers_are_bounded_and_read_by_player() {
        let fields = |pairs: &[(&str, &str)]| -> Vec<(String, String)> {
            pairs.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
        };
        let read = typed_numbers(&fields(&[("csrf", "x"), ("n7", " 2 "), ("n9", "1")])).unwrap();
        assert_eq!(read, vec![(PlayerId(7), 2), (PlayerId(9), 1)]);
        for bad in [("n7", "0"), ("n7", "x"), ("nx", "1"), ("n7", "99999999999")] {
            assert!(typed_numbers(&fields(&[bad])).is_err(), "{bad:?}");
        }
    }
}
