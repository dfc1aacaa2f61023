//! The players list by rating, printed A4 from the browser for the notice
//! board: public as the players page is.

use crate::db::TournamentId;
use crate::db::models::{PlayerRow, TournamentRow};
use crate::tournament::{SeedingKey, fide_order};
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::players::list::seeding_key;
use crate::web::view::render;
use crate::web::{AppState, read};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;

/// One line of the players list by rating.
struct PlayerLine {
    rank: usize,
    row: PlayerRow,
}

#[derive(Template)]
#[template(path = "print/players.html")]
struct PlayersPrint<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    players: Vec<PlayerLine>,
}

/// `GET /t/{id}/players/print`: every player by rating (FIDE order: rating,
/// title, name), for the notice board.
pub async fn players(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let user = ctx.user.clone();
    let (t, rows, method) = read(&state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        let seeding = crate::db::rating_methods::of(c, &t)?;
        Ok((t, crate::db::players::for_tournament(c, id)?, seeding))
    })
    .await?;
    let keys: Vec<SeedingKey> = rows.iter().map(|p| seeding_key(p, &method)).collect();
    let players = fide_order(&keys)
        .into_iter()
        .enumerate()
        .map(|(i, k)| PlayerLine { rank: i + 1, row: rows[k].clone() })
        .collect();
    render(StatusCode::OK, &PlayersPrint { ctx: &ctx, t, players })
}
