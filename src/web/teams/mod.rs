//! Teams of a team event: the Teams page (the teams with their strength
//! and roster), entering and editing a team, its roster in board order and
//! its withdrawal.

pub(crate) mod captain;
pub(crate) mod card;
pub(crate) mod matches;
pub(crate) mod page;
pub(crate) mod standings;

use actix_web::web;

/// The Teams page and its writes.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/t/{id}/teams", web::get().to(page::list))
        .route("/t/{id}/teams", web::post().to(page::add))
        .route("/t/{id}/teams/{team}/edit", web::post().to(page::edit))
        .route("/t/{id}/teams/{team}/withdraw", web::post().to(page::withdraw))
        .route("/t/{id}/teams/{team}/roster", web::post().to(page::roster))
        .route("/t/{id}/teams/{team}/captain-link", web::post().to(captain::renew))
        .route("/t/{id}/captain/{token}", web::get().to(captain::page))
        .route("/t/{id}/captain/{token}/line-up", web::post().to(captain::line_up))
        .route("/t/{id}/matches", web::get().to(matches::latest))
        .route("/t/{id}/matches/pair", web::post().to(matches::pair))
        .route("/t/{id}/matches/{n}", web::get().to(matches::show))
        .route("/t/{id}/matches/{n}/print", web::get().to(matches::print))
        .route("/t/{id}/matches/{n}/publish", web::post().to(matches::publish))
        .route("/t/{id}/matches/{n}/discard", web::post().to(matches::discard))
        .route("/t/{id}/matches/{n}/take-back", web::post().to(matches::take_back))
        .route("/t/{id}/matches/{n}/swap", web::post().to(matches::swap))
        .route("/t/{id}/matches/{n}/line-up", web::post().to(matches::line_up))
        .route("/t/{id}/matches/{n}/forfeit", web::post().to(matches::forfeit))
        .route("/t/{id}/matches/{n}/results", web::post().to(matches::results))
        .route("/t/{id}/team-standings", web::get().to(standings::page))
        .route("/t/{id}/team-crosstable", web::get().to(card::crosstable))
        .route("/t/{id}/team-crosstable.html", web::get().to(card::crosstable_file))
        .route("/t/{id}/team-standings.csv", web::get().to(standings::csv))
        .route("/t/{id}/board-prizes", web::get().to(card::board_prizes))
        .route("/t/{id}/teams/{team}/card", web::get().to(card::card))
        .route("/t/{id}/team-standings/tiebreaks", web::post().to(standings::set_tiebreaks))
        .route("/t/{id}/export-teams.trf", web::get().to(standings::export_trf));
}

/// A team event as a page reads it, without the write lock: the stored
/// event, what the visitor may do in it, and its teams; 404 if the
/// tournament is not a team event.
pub(crate) async fn load_team_event(
    ctx: &crate::web::ctx::Ctx,
    state: &web::Data<crate::web::AppState>,
    id: crate::db::TournamentId,
) -> Result<
    (crate::actions::StoredEvent, crate::web::access::Access, crate::actions::teams::StoredTeams),
    crate::web::error::AppError,
> {
    use crate::web::error::AppError;
    let user = ctx.user.clone();
    crate::web::read(state, move |c| {
        let (t, access) = crate::web::access::load(c, id, user.as_ref())?;
        let teams = crate::actions::teams::StoredTeams::load(c, &t)?.ok_or(AppError::NotFound)?;
        Ok((crate::actions::StoredEvent::load(c, t)?, access, teams))
    })
    .await
}

/// A line-up form as sent (the arbiter's and the captain's): `version` of
/// the match as shown and `b1`... the player on each board (empty: none),
/// for `team` in round `round`; 400 for a field that is not a number.
pub(crate) fn line_up_entry(
    form: &std::collections::HashMap<String, String>,
    round: i32,
    team: crate::db::TeamId,
) -> Result<crate::actions::teams::LineUpEntry, crate::web::error::AppError> {
    let bad = || crate::web::error::AppError::BadRequest("error-bad-form");
    let field = |name: &str| form.get(name).map_or("", |v| v.trim());
    let version = field("version").parse().map_err(|_| bad())?;
    let mut players = Vec::new();
    for k in 1..=crate::actions::teams::MAX_BOARDS {
        match field(&format!("b{k}")) {
            "" => {}
            text => players.push(crate::db::PlayerId(text.parse().map_err(|_| bad())?)),
        }
    }
    Ok(crate::actions::teams::LineUpEntry { round, team, version, players })
}
