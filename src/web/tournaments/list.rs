//! The tournament list (`GET /`): fifty events a page, newest first, with a
//! search by name, place, dates, federation and state that works without
//! JavaScript. Filtered and cut in SQL ([`db::tournament_list`]); the
//! unfiltered pages that anonymous visitors read are kept in memory by the
//! list's stamp in the database ([`crate::web::page_cache`]).

use crate::db::tournament_list::{ListFilter, ListPage, ListedEvent, PAGE_SIZE, Phase};
use crate::db::{self, DbConnection};
use crate::text::{self, TextKind};
use crate::web::AppState;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::page_cache;
use crate::web::view::see_other;
use crate::web::{read, visitor_read};
use actix_web::web::Bytes;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::NaiveDate;

/// Where an event is, for the tournament list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Progress {
    /// No round played yet.
    NotStarted,
    /// This round is being played (published, results missing).
    InPlay(i32),
    /// Every result of this round and those before is in; more rounds to come.
    After(i32),
    /// Every result of every round is in.
    Finished,
}

impl Progress {
    /// The progress of an event of `total` rounds of which `paired` are
    /// published, the first `complete` with every result in; `started`
    /// when any result is in (a round robin publishes every round at once).
    fn of(paired: i32, complete: i32, total: i32, started: bool, round_robin: bool) -> Progress {
        if paired == 0 || (round_robin && !started) {
            Progress::NotStarted
        } else if complete >= total.max(paired) {
            Progress::Finished
        } else if complete < paired {
            Progress::InPlay(complete + 1)
        } else {
            Progress::After(complete)
        }
    }

    /// The progress of a listed event: complete up to the round before its
    /// first game without result.
    fn of_listed(event: &ListedEvent) -> Progress {
        let t = &event.row;
        let complete = event.first_open.map_or(t.paired_rounds, |r| r - 1);
        Progress::of(t.paired_rounds, complete, t.rounds, event.started, t.system().is_round_robin())
    }

    /// The progress in words.
    fn text(self, tr: &crate::web::i18n::Tr, total: i32) -> String {
        let args = |round: i32| [("round", round.to_string()), ("rounds", total.to_string())];
        match self {
            Progress::NotStarted => tr.t("progress-not-started"),
            Progress::InPlay(round) => tr.args("progress-in-play", &args(round)),
            Progress::After(round) => tr.args("progress-after", &args(round)),
            Progress::Finished => tr.t("progress-finished"),
        }
    }
}

/// The most characters of a searched name or place.
const MAX_SEARCH: usize = text::MAX_SHORT_TEXT;

/// The most digits of a page number (a million pages of fifty).
const MAX_PAGE_DIGITS: usize = 6;

/// The search as typed (trimmed and checked), to fill the form again and
/// to write the links to other pages.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct SearchForm {
    name: String,
    place: String,
    federation: String,
    from: String,
    to: String,
    state: String,
}

/// The list's query, read: which page and what to search for.
#[derive(Debug, PartialEq, Eq)]
struct ListQuery {
    /// The page, from 1.
    page: i64,
    form: SearchForm,
    filter: ListFilter,
}

impl ListQuery {
    /// Reads the query string: unknown parameters are ignored, a repeated
    /// one counts once (the last); a bad value is refused with a message
    /// saying which field (400), never guessed.
    fn parse(query: &str) -> Result<ListQuery, AppError> {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(query).unwrap_or_default();
        let mut form = SearchForm::default();
        let mut page = "";
        for (key, value) in &pairs {
            let field = match key.as_str() {
                "page" => {
                    page = value.trim();
                    continue;
                }
                "name" => &mut form.name,
                "place" => &mut form.place,
                "federation" => &mut form.federation,
                "from" => &mut form.from,
                "to" => &mut form.to,
                "state" => &mut form.state,
                _ => continue,
            };
            *field = value.trim().to_string();
        }
        let page = match page {
            "" => 1,
            digits if digits.len() <= MAX_PAGE_DIGITS && digits.bytes().all(|b| b.is_ascii_digit()) => {
                digits.parse::<i64>().ok().filter(|&n| n >= 1).ok_or(AppError::BadRequest("list-page-invalid"))?
            }
            _ => return Err(AppError::BadRequest("list-page-invalid")),
        };
        for searched in [&form.name, &form.place] {
            text::check(searched, TextKind::Line, MAX_SEARCH).map_err(|_| AppError::BadRequest("list-text-invalid"))?;
        }
        form.federation = form.federation.to_ascii_uppercase();
        let federation_ok = form.federation.len() == 3 && form.federation.bytes().all(|b| b.is_ascii_uppercase());
        if !(form.federation.is_empty() || federation_ok) {
            return Err(AppError::BadRequest("list-federation-invalid"));
        }
        let phase = match form.state.as_str() {
            "" => None,
            code => Some(Phase::from_code(code).ok_or(AppError::BadRequest("list-state-invalid"))?),
        };
        let filter = ListFilter {
            name: text::fold(&form.name),
            place: text::fold(&form.place),
            federation: form.federation.clone(),
            from: date(&form.from)?,
            to: date(&form.to)?,
            phase,
        };
        Ok(ListQuery { page, form, filter })
    }

    /// The address of page `page` of the same search.
    fn href(&self, page: i64) -> String {
        let f = &self.form;
        let page = page.to_string();
        let fields = [
            ("name", f.name.as_str()),
            ("place", f.place.as_str()),
            ("federation", f.federation.as_str()),
            ("from", f.from.as_str()),
            ("to", f.to.as_str()),
            ("state", f.state.as_str()),
            ("page", if page == "1" { "" } else { page.as_str() }),
        ];
        let set: Vec<(&str, &str)> = fields.into_iter().filter(|(_, v)| !v.is_empty()).collect();
        match serde_urlencoded::to_string(&set) {
            Ok(query) if !query.is_empty() => format!("/?{query}"),
            _ => "/".to_string(),
        }
    }
}

/// A day typed in a date field (`2026-12-04`), if any.
fn date(typed: &str) -> Result<Option<NaiveDate>, AppError> {
    if typed.is_empty() {
        return Ok(None);
    }
    // A bounded length before parsing: at most a four-digit year.
    let parsed = (typed.len() == 10).then(|| NaiveDate::parse_from_str(typed, "%Y-%m-%d").ok()).flatten();
    parsed.map(Some).ok_or(AppError::BadRequest("list-date-invalid"))
}

/// One line of the tournament list.
struct ListItem {
    event: ListedEvent,
    /// Where the event is, in the visitor's language ("after round 2 of 7").
    state: String,
}

/// A link of the page navigation: a page number, or a gap between numbers.
struct PageLink {
    /// The page, or `None` for a gap ("…").
    number: Option<i64>,
    href: String,
    current: bool,
}

#[derive(Template)]
#[template(path = "tournaments/list.html")]
struct ListTemplate<'a> {
    ctx: &'a Ctx,
    items: Vec<ListItem>,
    form: SearchForm,
    /// Whether the visitor searched for anything.
    searching: bool,
    federations: Vec<String>,
    phases: [Phase; 3],
    /// Events found on every page.
    total: i64,
    last_page: i64,
    previous: Option<String>,
    next: Option<String>,
    pages: Vec<PageLink>,
    /// "Page 2 of 7".
    page_of: String,
}

/// The page numbers shown: the first and the last, and two on either side
/// of the current one, with gaps between.
fn page_numbers(current: i64, last: i64) -> Vec<Option<i64>> {
    let mut numbers: Vec<i64> =
        [1, last].into_iter().chain(current - 2..=current + 2).filter(|n| (1..=last).contains(n)).collect();
    numbers.sort_unstable();
    numbers.dedup();
    let mut out = Vec::with_capacity(numbers.len() * 2);
    for n in numbers {
        if out.last().is_some_and(|&before: &Option<i64>| before.is_some_and(|b| b + 1 < n)) {
            out.push(None);
        }
        out.push(Some(n));
    }
    out
}

/// The data a page of the list is rendered from: the events and the federations to search by.
type ListData = Box<(ListPage, Vec<String>)>;

/// Why a request of the list gets no list.
enum Unlisted {
    /// No account yet: the setup form comes first.
    Setup,
    /// The list could not be read or rendered.
    Failed(AppError),
}

impl From<AppError> for Unlisted {
    fn from(e: AppError) -> Self {
        Unlisted::Failed(e)
    }
}

/// `GET /`: a page of the tournaments, searched; leads to the setup form
/// while there are no accounts. A page number past the last page is 404.
pub async fn list(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    let query = ListQuery::parse(ctx.path.split_once('?').map_or("", |(_, q)| q))?;
    let (filter, number) = (query.filter.clone(), query.page);
    let load = move |c: &mut DbConnection| -> Result<ListData, AppError> {
        Ok(Box::new((db::tournament_list::page(c, &filter, number - 1)?, db::tournament_list::federations(c)?)))
    };
    let shown = |data: ListData| -> Result<Bytes, Unlisted> {
        let (found, federations) = *data;
        Ok(Bytes::from(render(&ctx, &query, found, federations)?))
    };
    // Anonymous visitors' unfiltered pages only are kept ([`page_cache`]): a search is one visitor's.
    let html = if ctx.user.is_none() && ctx.flash.is_none() && query.filter.is_empty() {
        let key = format!("{} /?page={}", ctx.tr.lang.code(), query.page);
        let look = || {
            let (cache, key, load) = (state.clone(), key.clone(), load.clone());
            let state = state.clone();
            let count = state.store.changes().now();
            async move {
                let found = visitor_read(&state, move |c| {
                    if db::users::count(c)? == 0 {
                        return Ok(None);
                    }
                    let stamp = |c: &mut DbConnection| Ok(db::tournament_list::stamp(c)?);
                    Ok(Some(cache.lists.check(c, &key, count, stamp, |c, _| load(c))?))
                })
                .await?;
                found.ok_or(Unlisted::Setup)
            }
        };
        let known = state.lists.known(&key, state.store.changes().now());
        page_cache::serve(known, look, shown).await
    } else {
        let data = read(&state, move |c| if db::users::count(c)? == 0 { Ok(None) } else { load(c).map(Some) }).await;
        match data {
            Ok(Some(data)) => shown(data),
            Ok(None) => Err(Unlisted::Setup),
            Err(e) => Err(Unlisted::Failed(e)),
        }
    };
    match html {
        Ok(html) => Ok(HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)),
        Err(Unlisted::Setup) => Ok(see_other("/setup")),
        Err(Unlisted::Failed(e)) => Err(e),
    }
}

/// The page's HTML; `NotFound` past the last page (the first always exists).
fn render(ctx: &Ctx, query: &ListQuery, found: ListPage, federations: Vec<String>) -> Result<String, AppError> {
    let last_page = ((found.total + PAGE_SIZE - 1) / PAGE_SIZE).max(1);
    if query.page > last_page {
        return Err(AppError::NotFound);
    }
    let items = found
        .events
        .into_iter()
        .map(|event| {
            let total = event.row.rounds.max(event.row.paired_rounds);
            let state = Progress::of_listed(&event).text(&ctx.tr, total);
            ListItem { event, state }
        })
        .collect();
    let page = query.page;
    let pages = page_numbers(page, last_page)
        .into_iter()
        .map(|number| PageLink {
            href: number.map(|n| query.href(n)).unwrap_or_default(),
            current: number == Some(page),
            number,
        })
        .collect();
    let list = ListTemplate {
        ctx,
        items,
        form: query.form.clone(),
        searching: !query.filter.is_empty(),
        federations,
        phases: Phase::ALL,
        total: found.total,
        last_page,
        previous: (page > 1).then(|| query.href(page - 1)),
        next: (page < last_page).then(|| query.href(page + 1)),
        pages,
        page_of: ctx.tr.args("list-page-of", &[("page", page.to_string()), ("pages", last_page.to_string())]),
    };
    Ok(list.render()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_events_progress_from_its_rounds() {
        // (published, complete, total, a result in, round robin)
        let swiss = |paired, complete, total, started| Progress::of(paired, complete, total, started, false);
        assert_eq!(swiss(0, 0, 7, false), Progress::NotStarted);
        assert_eq!(swiss(1, 0, 7, false), Progress::InPlay(1), "round 1 published");
        assert_eq!(swiss(3, 2, 7, true), Progress::InPlay(3));
        assert_eq!(swiss(3, 3, 7, true), Progress::After(3));
        assert_eq!(swiss(7, 7, 7, true), Progress::Finished);
        // A round robin publishes every round at once: in play from its first result.
        let rr = |complete, started| Progress::of(7, complete, 7, started, true);
        assert_eq!(rr(0, false), Progress::NotStarted);
        assert_eq!(rr(0, true), Progress::InPlay(1));
        assert_eq!(rr(2, true), Progress::InPlay(3));
        assert_eq!(rr(7, true), Progress::Finished);
    }

    #[test]
    fn a_query_is_read_or_refused_never_guessed() {
        let q = ListQuery::parse("name=%20Moscow+Open%20&federation=rus&state=running&page=3&x=1").unwrap();
        assert_eq!((q.page, q.filter.name.as_str(), q.filter.federation.as_str()), (3, "moscow open", "RUS"));
        assert_eq!(q.filter.phase, Some(Phase::Running));
        assert_eq!(ListQuery::parse("").unwrap().page, 1);
        assert_eq!(ListQuery::parse("page=2&page=1").unwrap().page, 1, "the last of a repeated parameter");
        let refused = |query: &str| match ListQuery::parse(query) {
            Err(AppError::BadRequest(key)) => key,
            other => panic!("{query}: {other:?}"),
        };
        for page in ["0", "-1", "x", "1.5", "9999999", "99999999999999999999", "%00"] {
            assert_eq!(refused(&format!("page={page}")), "list-page-invalid", "{page}");
        }
        assert_eq!(refused("name=a%00b"), "list-text-invalid");
        assert_eq!(refused(&format!("place={}", "x".repeat(65))), "list-text-invalid");
        assert_eq!(refused("federation=RUSS"), "list-federation-invalid");
        assert_eq!(refused("federation=R1S"), "list-federation-invalid");
        assert_eq!(refused("state=over"), "list-state-invalid");
        for day in ["2026-13-01", "2026-02-30", "12/04/2026", "+002026-01-01", "2026-1-1"] {
            assert_eq!(refused(&format!("from={day}")), "list-date-invalid", "{day}");
        }
        assert_eq!(ListQuery::parse("to=2026-02-28").unwrap().filter.to, NaiveDate::from_ymd_opt(2026, 2, 28));
    }

    #[test]
    fn links_keep_the_search_and_name_the_page() {
        let q = ListQuery::parse("name=Кубок%20%26%20Co&state=finished&page=2").unwrap();
        assert_eq!(q.href(1), "/?name=%D0%9A%D1%83%D0%B1%D0%BE%D0%BA+%26+Co&state=finished");
        assert_eq!(q.href(3), "/?name=%D0%9A%D1%83%D0%B1%D0%BE%D0%BA+%26+Co&state=finished&page=3");
        assert_eq!(ListQuery::parse("").unwrap().href(1), "/");
        assert_eq!(ListQuery::parse("").unwrap().href(2), "/?page=2");
    }

    #[test]
    fn page_numbers_around_the_current_one() {
        let shown = |current, last| page_numbers(current, last);
        assert_eq!(shown(1, 1), vec![Some(1)]);
        assert_eq!(shown(1, 4), vec![Some(1), Some(2), Some(3), Some(4)]);
        assert_eq!(
            shown(10, 200),
            vec![Some(1), None, Some(8), Some(9), Some(10), Some(11), Some(12), None, Some(200)]
        );
        assert_eq!(shown(200, 200), vec![Some(1), None, Some(198), Some(199), Some(200)]);
    }
}
