//! Standings with FIDE tie-breaks, the way each value was computed, and the
//! crosstable (Swiss wall chart or round-robin grid): the pages, on the
//! table model ([`crate::web::parts::standings_table`]) the exports share with them.

use crate::actions::StoredEvent;
use crate::db;
use crate::db::models::TournamentRow;
use crate::db::{DbConnection, TournamentId};
use crate::standings::tiebreak::{Kind, Part};
use crate::tournament::PairingNumber;
use crate::web::access;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::name_filter::FilterForm;
use crate::web::page_cache;
use crate::web::parts::standings_table::{
    Column, Line, RoundQuery, Table, describe, dummy_text, format_defined, format_value, is_arbiter, load_event,
    player_line, shown_round,
};
use crate::web::standings::norms::{NormLine, RatingView, norm_lines};
use crate::web::standings::prizes::{self, PrizeData};
use crate::web::view::render;
use crate::web::{AppState, read, visitor_read};
use actix_web::http::StatusCode;
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};
use askama::Template;

/// A page built by `build` from the whole tournament. Anonymous visitors
/// (the phones) get a copy rendered earlier from the tournament's data
/// ([`page_cache`]: as it is now, or for at most a second during a rebuild);
/// only pages whose query is empty or a round number are kept, so that
/// visitors cannot fill the cache with variants.
async fn public_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    build: impl FnOnce(&StoredEvent) -> Result<String, AppError>,
) -> Result<HttpResponse, AppError> {
    let canonical = match ctx.path.split_once('?') {
        None => true,
        // One spelling per round ("round=3", never "round=03"): visitors cannot fill the cache with variants.
        Some((_, query)) => query.strip_prefix("round=").is_some_and(|n| {
            (1..=3).contains(&n.len()) && n.bytes().all(|b| b.is_ascii_digit()) && !n.starts_with('0')
        }),
    };
    // A page for one visitor (signed in, or carrying a message for them) is never kept.
    let html = if ctx.user.is_some() || ctx.flash.is_some() || !canonical {
        Bytes::from(build(&load_event(ctx, state, id).await?)?)
    } else {
        let key = format!("{} {}", ctx.tr.lang.code(), ctx.path);
        let look = || {
            let (cache, key) = (state.clone(), key.clone());
            let count = state.store.changes().now();
            visitor_read(state, move |c| {
                let (t, _) = access::load(c, id, None)?;
                let fingerprint = |c: &mut DbConnection| Ok(db::tournaments::fingerprint(c, id)?);
                cache.pages.check(c, &key, count, fingerprint, |c, _| Ok(Box::new(StoredEvent::load(c, t)?)))
            })
        };
        let known = state.pages.known(&key, state.store.changes().now());
        page_cache::serve(known, look, |event| Ok(Bytes::from(build(&event)?))).await?
    };
    Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
}

#[derive(Template)]
#[template(path = "standings/standings.html")]
struct StandingsPage<'a> {
    ctx: &'a Ctx,
    table: Table,
    /// The name filter of the table.
    filter_form: FilterForm,
    /// Whether the visitor is one of the event's arbiters (a link to the round in play).
    arbiter: bool,
}

#[derive(Template)]
#[template(path = "standings/crosstable.html")]
struct CrosstablePage<'a> {
    ctx: &'a Ctx,
    table: Table,
    round_robin: bool,
    /// Names link to the player cards (not in the standalone file).
    link_names: bool,
    /// Whether the visitor is one of the event's arbiters (a link to the round in play).
    arbiter: bool,
}

/// The standings page, or with `crosstable` the crosstable page.
async fn table_page(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: TournamentId,
    query: &RoundQuery,
    crosstable: bool,
) -> Result<HttpResponse, AppError> {
    let (round, changes) = (query.round, query.with_changes());
    // Only the event's arbiters may look at the round in play.
    let arbiter = is_arbiter(&ctx, &state, id).await?;
    let live = query.wants_live() && arbiter;
    if let (Some(category), false) = (query.category, crosstable) {
        return category_page(&ctx, &state, id, category, query, arbiter).await;
    }
    public_page(&ctx, &state, id, |event| {
        let mut table = Table::build(event, round, live, &ctx.tr, crosstable);
        if changes {
            table = table.with_rating_changes(event);
        }
        Ok(if crosstable {
            CrosstablePage { ctx: &ctx, round_robin: event.is_round_robin(), table, link_names: true, arbiter }
                .render()?
        } else {
            let filter_form = query.filter_form();
            table.lines.retain(|l| filter_form.filter.matches(&l.name, l.no));
            StandingsPage { ctx: &ctx, table, filter_form, arbiter }.render()?
        })
    })
    .await
}

/// The standings of one category's players (not cached: categories are few and read rarely).
async fn category_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    category: i32,
    query: &RoundQuery,
    arbiter: bool,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let (event, data) = read(state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        let data = PrizeData::load(c, id)?;
        Ok((StoredEvent::load(c, t)?, data))
    })
    .await?;
    let (name, members) = prizes::members(&event, &data, category).ok_or(AppError::NotFound)?;
    let mut table = Table::build(&event, query.round, query.wants_live() && arbiter, &ctx.tr, false);
    if query.with_changes() {
        table = table.with_rating_changes(&event);
    }
    let table = table.only(name, &members);
    render(StatusCode::OK, &StandingsPage { ctx, table, filter_form: FilterForm::default(), arbiter })
}

/// `GET /t/{id}/standings?round=n`: standings after round n (default: every round so far).
pub async fn standings(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    table_page(ctx, state, id.into_inner(), &query, false).await
}

/// `GET /t/{id}/crosstable?round=n`: the Swiss wall chart in rank order, or
/// the round-robin grid by pairing number, with the tie-breaks.
pub async fn crosstable(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    table_page(ctx, state, id.into_inner(), &query, true).await
}

/// One round's part in a tie-break, ready to show.
struct PartLine {
    round: u32,
    opponent: String,
    amount: String,
    counted: bool,
}

/// One tie-break of one player, with its parts.
struct Explained {
    column: Column,
    value: String,
    parts: Vec<PartLine>,
}

#[derive(Template)]
#[template(path = "standings/player.html")]
struct PlayerPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    after: i32,
    /// The query that keeps the rounds counted in links (see [`Table::query`]).
    query: String,
    line: Line,
    /// The player's rounds and performance.
    card: crate::web::standings::player_card::Card,
    explained: Vec<Explained>,
    /// The tie-break explanation shown open (the one the visitor clicked).
    open_tiebreak: Option<usize>,
    /// What the rated games do to the player's rating (B.02).
    rating: Option<RatingView>,
    /// Each title norm's conditions (B.01), or why they cannot be checked.
    norms: Result<Vec<NormLine>, String>,
    /// Whether the visitor may print norm reports (the event's arbiters).
    arbiter: bool,
}

impl PlayerPage<'_> {
    /// Whether the explanation of the `j`-th tie-break is shown open.
    fn is_open(&self, j: usize) -> bool {
        self.open_tiebreak == Some(j)
    }

    /// Whether the card has a title norm section: once a round counts, and
    /// unless no norm applies (a grandmaster's card has none to check).
    fn shows_norms(&self) -> bool {
        self.after > 0 && !matches!(&self.norms, Ok(lines) if lines.is_empty())
    }
}

/// `GET /t/{id}/standings/{no}?round=n`: how each of a player's tie-breaks
/// was computed: which opponents (or dummies), which scores, what was cut.
pub async fn player(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, u32)>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, no) = path.into_inner();
    let no = PairingNumber::new(no);
    let arbiter = is_arbiter(&ctx, &state, id).await?;
    public_page(&ctx, &state, id, |event| player_html(&ctx, event, no, &query, arbiter)).await
}

/// The player page of player `no` as [`player`] serves it.
fn player_html(
    ctx: &Ctx,
    event: &StoredEvent,
    no: PairingNumber,
    query: &RoundQuery,
    arbiter: bool,
) -> Result<String, AppError> {
    let live = query.wants_live() && arbiter && event.progress().in_play().is_some();
    let after = shown_round(event, query.round, live);
    let keep = if live { "live=1".to_string() } else { format!("round={after}") };
    // The rounds are built once for the ranking, the rating changes and the norms.
    let played = event.played(after);
    let ranking = event.ranking_of(&played);
    // A player the standings leave out (expelled, or a round robin's early
    // withdrawal) still has a card, without a place or tie-breaks.
    let ranked = ranking.standings.iter().position(|s| s.start_no == no);
    let Some(unranked) = played.player(no).map(|p| played.score(p)) else {
        return Err(AppError::NotFound);
    };
    let name_of = |o: PairingNumber| event.player_by_number(o).map(|p| format!("{} ({o})", p.name)).unwrap_or_default();
    let explained = ranking
        .tiebreaks
        .iter()
        .filter(|_| ranked.is_some())
        .enumerate()
        .map(|(j, tb)| {
            let is_rating = matches!(tb.kind, Kind::AverageRating | Kind::Performance | Kind::PerfectPerformance);
            let parts = ranking
                .explain(no, j)
                .into_iter()
                .map(|p: Part| PartLine {
                    round: p.round,
                    opponent: match (p.dummy, p.opponent) {
                        (Some(dummy), scheduled) => dummy_text(&ctx.tr, dummy, scheduled.map(name_of)),
                        (None, Some(o)) => name_of(o),
                        (None, None) => ctx.tr.t("tb-no-opponent"),
                    },
                    amount: if is_rating { (p.amount / 100).to_string() } else { format_value(p.amount) },
                    counted: p.counted,
                })
                .collect();
            let column = describe(tb, &ctx.tr, ranking.results.edition);
            let value = ranked.and_then(|k| ranking.values[k][j]);
            Explained { column, value: format_defined(value), parts }
        })
        .collect();
    let line = match ranked.map(|k| &ranking.standings[k]) {
        Some(s) => player_line(event, s.rank, no, s.points),
        None => player_line(event, 0, no, unranked),
    };
    let rating = event.rating_changes_of(&played).get(&no).map(|c| RatingView::new(&ctx.tr, c, name_of));
    let norms = match event.norms_of(&played).get(&no) {
        Some(report) if after > 0 => norm_lines(&ctx.tr, report, name_of),
        _ => Ok(Vec::new()),
    };
    let card = crate::web::standings::player_card::card(&ctx.tr, event, no, after);
    let open_tiebreak = query.tb;
    let page = PlayerPage {
        ctx,
        t: event.t.clone(),
        after,
        query: keep,
        line,
        card,
        explained,
        open_tiebreak,
        rating,
        norms,
        arbiter,
    };
    Ok(page.render()?)
}
