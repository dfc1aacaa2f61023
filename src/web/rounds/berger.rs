//! The Berger numbers page of a round robin (checklist Q95): before the
//! schedule is paired, the arbiters draw the numbers by lot, set them by
//! hand, or leave them in FIDE order; afterwards the page shows them.

use crate::actions::MAX_PLAYERS_PER_EVENT;
use crate::actions::rounds::{self, BergerNumbers, berger_order, scheduled_players};
use crate::db::models::{PlayerRow, TournamentRow};
use crate::db::{self, PlayerId, TournamentId};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
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
    let (lines, set) = number_lines(&players);
    render(StatusCode::OK, &BergerPage { ctx: &ctx, t, lines, set })
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
