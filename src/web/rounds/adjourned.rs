//! Games without a result recorded as adjourned, so that the next round can
//! be paired counting them as draws (C.04.3 D.1; checklist Q157, Q159).

use crate::actions;
use crate::db::TournamentId;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::{CsrfForm, EmptyForm};
use crate::web::parts::result_text::result_refused;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpRequest, HttpResponse, web};

/// `POST /t/{id}/round/{n}/adjourn`: every game of the round still without
/// a result is recorded as adjourned; the round page says how many.
pub async fn adjourn_missing(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, i32)>,
    CsrfForm(_): CsrfForm<EmptyForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, round) = path.into_inner();
    let (count, open) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let count = actions::adjourn_missing(c, user.id, &t, round).map_err(result_refused)?;
        // Pressed again (or late): say which games are adjourned already.
        let boards = crate::db::boards::for_round(c, id, round)?;
        let open: Vec<i32> = boards.iter().filter(|b| b.is_adjourned_game()).map(|b| b.board_no).collect();
        Ok((count, open))
    })
    .await?;
    let mut notice = ctx.tr.n("adjourned-recorded", count as i64);
    if count == 0 && !open.is_empty() {
        let boards = open.iter().map(i32::to_string).collect::<Vec<_>>().join(", ");
        notice = format!("{notice} {}", ctx.tr.n_args("adjourned-already", open.len(), &[("boards", boards)]));
    }
    Ctx::set_notice(&req, &notice);
    Ok(see_other(&format!("/t/{id}/round/{round}")))
}
