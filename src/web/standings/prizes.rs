//! Categories and the prize list: the public page (categories, prize winners
//! after the last published round, printable and as CSV) and the arbiters'
//! forms to define categories, prize series and how tied players are paid.

use crate::actions::standings::prizes::{
    self as actions, NewCategory, NewSeries, PrizeRefusal, parse_amounts, parse_category,
};
use crate::actions::{Failed, StoredEvent};
use crate::db;
use crate::db::models::TournamentRow;
use crate::db::prizes::{CategoryRow, SeriesRow, SettingsRow};
use crate::db::{TournamentId, UserId};
use crate::standings::prizes::{
    self, Allocation, PrizeRules, PrizeSeries, RatingSource, Rule, SeriesTarget, ShareGroup, Sharing,
};
use crate::tournament::PairingNumber;
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::download::download;
use crate::web::error::{AppError, Worded};
use crate::web::forms::KeptForm;
use crate::web::i18n::Tr;
use crate::web::view::{render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use chrono::{Datelike, NaiveDate};
use serde::Deserialize;
use std::collections::HashMap;

/// Hundredths (kopecks, cents) in a unit of the currency: prizes are typed in whole units and
/// shared to the hundredth, the hundredths that do not split equally going one each to the
/// first tied players in tie-break order (see [`prizes::allocate`]).
const HUNDREDTHS: u64 = 100;

/// An amount in hundredths in machine form, as the CSV writes it: `5000`, `3333.34`.
fn money(hundredths: u64) -> String {
    let (whole, cents) = (hundredths / HUNDREDTHS, hundredths % HUNDREDTHS);
    if cents == 0 { whole.to_string() } else { format!("{whole}.{cents:02}") }
}

/// A tournament's prize data as stored.
pub struct PrizeData {
    /// Sharing, age cut-off, currency.
    pub settings: SettingsRow,
    /// Categories in creation order.
    pub categories: Vec<CategoryRow>,
    /// Series in the order of choice.
    pub series: Vec<SeriesRow>,
}

impl PrizeData {
    /// Loads a tournament's prize data.
    pub fn load(c: &mut db::DbConnection, id: TournamentId) -> Result<PrizeData, diesel::result::Error> {
        Ok(PrizeData {
            settings: db::prizes::settings(c, id)?,
            categories: db::prizes::categories(c, id)?,
            series: db::prizes::series(c, id)?,
        })
    }

    /// The date ages are taken at: as set, or 1 January of the start year (FIDE youth rules).
    pub fn cutoff(&self, t: &TournamentRow) -> NaiveDate {
        self.settings
            .age_cutoff
            .unwrap_or_else(|| NaiveDate::from_ymd_opt(t.start_date.year(), 1, 1).unwrap_or(t.start_date))
    }

    /// The core prize rules, and the stored series in the core's order;
    /// categories (and series) whose stored text no longer reads are left out.
    pub fn event(&self, t: &TournamentRow) -> (PrizeRules, Vec<&SeriesRow>) {
        let mut categories = Vec::new();
        let mut index = HashMap::new();
        for row in &self.categories {
            if let Ok(c) = parse_category(&row.name, &row.rules) {
                index.insert(row.id, categories.len());
                categories.push(c);
            }
        }
        let (series, rows): (Vec<PrizeSeries>, Vec<&SeriesRow>) = self
            .series
            .iter()
            .filter_map(|s| {
                let target = match s.category_id {
                    None => SeriesTarget::Overall,
                    Some(id) => SeriesTarget::Category(*index.get(&id)?),
                };
                let amounts = parse_amounts(&s.amounts)?.into_iter().map(|a| a * HUNDREDTHS).collect();
                Some((PrizeSeries { target, amounts }, s))
            })
            .unzip();
        (PrizeRules { categories, cutoff: self.cutoff(t), series, sharing: self.settings.sharing }, rows)
    }
}

/// A rule in the visitor's language.
fn describe_rule(tr: &Tr, rule: &Rule) -> String {
    match rule {
        Rule::AgeUnder(n) => tr.t1("category-age-under", "age", &n.to_string()),
        Rule::AgeAtLeast(n) => tr.t1("category-age-at-least", "age", &n.to_string()),
        Rule::BornInOrAfter(y) => tr.t1("category-born-from", "year", &y.to_string()),
        Rule::BornInOrBefore(y) => tr.t1("category-born-until", "year", &y.to_string()),
        Rule::Sex(s) => tr.tk("category-sex-", s.code()),
        Rule::Rating(band) => {
            let source = match band.source() {
                RatingSource::Fide => tr.t("category-rating-fide"),
                RatingSource::National => tr.t("category-rating-national"),
            };
            let text = match (band.min(), band.max()) {
                (Some(lo), Some(hi)) => format!("{source} {lo}–{hi}"),
                (Some(lo), None) => format!("{source} ≥ {lo}"),
                (None, Some(hi)) => format!("{source} ≤ {hi}"),
                (None, None) => source,
            };
            if band.unrated_included() { format!("{text} {}", tr.t("category-unrated-included")) } else { text }
        }
        Rule::Federation(set) => tr.t1("category-federation", "federations", &set.join(", ")),
        Rule::Club(name) => tr.t1("category-club", "club", name),
    }
}

/// A category as the page lists it.
pub struct CategoryView {
    /// Row id.
    pub id: i32,
    /// Name.
    pub name: String,
    /// Its rules, worded; or why the stored rules cannot be read.
    pub rules: Vec<String>,
    /// Registered players in it.
    pub members: usize,
}

/// A series as the page lists it.
pub struct SeriesView {
    /// Row id.
    pub id: i32,
    /// "Overall" or the category's name.
    pub target: String,
    /// The amounts.
    pub amounts: String,
}

/// One line of the prize list: a prize and its winner, or a player of a tie sharing prizes.
pub struct AwardView {
    /// "Overall, place 1", "U16, place 2"; for a tie "Overall, places 3–4".
    pub prize: String,
    /// The player's name, or "—" when nobody is eligible.
    pub winner: String,
    /// What the player is paid (after sharing), in the visitor's number format, with the currency.
    pub amount: String,
    /// The same amount in machine form (`3333.34`), for the CSV.
    pub machine_amount: String,
    /// How the money was shared with tied players ("shared", "shared, Hort system"), or empty.
    pub shared: String,
}
#[derive(Template)]
#[template(path = "standings/prizes.html")]
struct PrizesPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    data_settings: SettingsRow,
    cutoff: String,
    categories: Vec<CategoryView>,
    series: Vec<SeriesView>,
    awards: Vec<AwardView>,
    /// How each tie shared its prizes, worded.
    ties: Vec<String>,
    /// Whether some shares were rounded, the odd hundredths going to the first in tie-break order.
    remainder: bool,
    /// Why the prize list cannot be computed, if so.
    problem: String,
    /// A refused form's message.
    error: String,
    /// The refused form as typed, to fill the fields again.
    form: PrizeForm,
    after: i32,
}

/// Everything the page and the CSV show.
struct Computed {
    categories: Vec<CategoryView>,
    series: Vec<SeriesView>,
    awards: Vec<AwardView>,
    ties: Vec<String>,
    remainder: bool,
    problem: String,
}

fn series_name(tr: &Tr, data: &PrizeData, s: &SeriesRow) -> String {
    match s.category_id {
        None => tr.t("prizes-overall"),
        Some(id) => data.categories.iter().find(|c| c.id == id).map_or_else(String::new, |c| c.name.clone()),
    }
}

fn compute(tr: &Tr, event: &StoredEvent, data: &PrizeData) -> Computed {
    let (rules, rows) = data.event(&event.t);
    let players = event.event_players(|_| None);
    let categories = data
        .categories
        .iter()
        .map(|row| match parse_category(&row.name, &row.rules) {
            Ok(c) => CategoryView {
                id: row.id,
                name: row.name.clone(),
                rules: c.rules().iter().map(|r| describe_rule(tr, r)).collect(),
                members: players.iter().filter(|p| c.matches(p, rules.cutoff)).count(),
            },
            Err(_) => CategoryView {
                id: row.id,
                name: row.name.clone(),
                rules: vec![tr.t("category-unreadable")],
                members: 0,
            },
        })
        .collect();
    let series: Vec<SeriesView> = data
        .series
        .iter()
        .map(|s| SeriesView { id: s.id, target: series_name(tr, data, s), amounts: s.amounts.clone() })
        .collect();
    // Prizes go by the standings after the last round whose results are all in.
    let ranking = event.ranking(event.completed_rounds());
    let standings: Vec<prizes::RankingLine> = ranking
        .standings
        .iter()
        .map(|s| prizes::RankingLine { player: s.start_no.get(), rank: s.rank, points: s.points.0.max(0) as u32 })
        .collect();
    let mut computed =
        Computed { categories, series, awards: Vec::new(), ties: Vec::new(), remainder: false, problem: String::new() };
    if rules.series.is_empty() || event.completed_rounds() == 0 {
        return computed;
    }
    match prizes::allocate(&rules, &standings, &players) {
        Ok(allocation) => {
            let list = PrizeList { tr, event, data, rows: &rows, allocation: &allocation, sharing: rules.sharing };
            computed.remainder = allocation.groups.iter().any(|g| g.remainder > 0);
            computed.ties = allocation.groups.iter().map(|g| list.tie(g)).collect();
            computed.awards = list.lines();
        }
        Err(e) => computed.problem = tr.t1("prizes-problem", "reason", &crate::web::error_text::prizes(tr, &e)),
    }
    computed
}

/// What the prize list is made from.
struct PrizeList<'a> {
    tr: &'a Tr,
    event: &'a StoredEvent,
    data: &'a PrizeData,
    rows: &'a [&'a SeriesRow],
    allocation: &'a Allocation,
    sharing: Sharing,
}

impl PrizeList<'_> {
    /// An amount in hundredths for a person: the visitor's decimal sign, then the currency.
    fn amount(&self, hundredths: u64) -> String {
        format!("{} {}", self.tr.decimal(&money(hundredths)), self.data.settings.currency).trim().to_string()
    }

    fn series(&self, index: usize) -> String {
        self.rows.get(index).map(|s| series_name(self.tr, self.data, s)).unwrap_or_default()
    }

    fn name(&self, no: u32) -> String {
        self.event.player_by_number(PairingNumber::new(no)).map_or_else(String::new, |p| p.name.clone())
    }

    /// "Overall, places 3–4" for a tie.
    fn places(&self, g: &ShareGroup) -> String {
        let (first, last) = (g.places.0.to_string(), g.places.1.to_string());
        self.tr.args("prizes-places", &[("series", self.series(g.series)), ("first", first), ("last", last)])
    }

    /// How a tie shared its prizes, in a sentence.
    fn tie(&self, g: &ShareGroup) -> String {
        let key = if self.sharing == Sharing::Hort { "prizes-tie-hort" } else { "prizes-tie-shared" };
        let count = g.members.len();
        self.tr.n_args(
            key,
            count,
            &[("places", self.places(g)), ("total", self.amount(g.total)), ("pot", self.amount(g.pot))],
        )
    }

    /// Every prize in list order with its winner, each tie once with every tied player.
    fn lines(&self) -> Vec<AwardView> {
        let shared = match self.sharing {
            Sharing::Hort => self.tr.t("prizes-shared-hort"),
            _ => self.tr.t("prizes-shared"),
        };
        let mut awards: Vec<&prizes::PrizeAward> = self.allocation.prizes.iter().collect();
        awards.sort_by_key(|a| (a.prize.series, a.prize.place));
        let mut listed = vec![false; self.allocation.groups.len()];
        let mut lines = Vec::new();
        for a in awards {
            match (a.winner, a.group) {
                (Some(_), Some(gi)) => {
                    if std::mem::replace(&mut listed[gi], true) {
                        continue;
                    }
                    let g = &self.allocation.groups[gi];
                    lines.extend(g.members.iter().map(|m| AwardView {
                        prize: self.places(g),
                        winner: self.name(m.player),
                        amount: self.amount(m.kept + m.share),
                        machine_amount: money(m.kept + m.share),
                        shared: shared.clone(),
                    }));
                }
                (winner, _) => lines.push(AwardView {
                    prize: self.tr.args(
                        "prizes-place",
                        &[("series", self.series(a.prize.series)), ("place", a.prize.place.to_string())],
                    ),
                    winner: winner.map_or_else(|| "—".to_string(), |no| self.name(no)),
                    amount: self.amount(a.amount),
                    machine_amount: money(a.amount),
                    shared: String::new(),
                }),
            }
        }
        lines
    }
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    error: String,
    form: PrizeForm,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let (event, access, data) = read(state, move |c| {
        let (t, access) = access::load(c, id, user.as_ref())?;
        let data = PrizeData::load(c, id)?;
        Ok((StoredEvent::load(c, t)?, access, data))
    })
    .await?;
    let computed = compute(&ctx.tr, &event, &data);
    let page = PrizesPage {
        ctx,
        cutoff: data.cutoff(&event.t).to_string(),
        after: event.completed_rounds(),
        t: event.t,
        access,
        data_settings: data.settings,
        categories: computed.categories,
        series: computed.series,
        awards: computed.awards,
        ties: computed.ties,
        remainder: computed.remainder,
        problem: computed.problem,
        error,
        form,
    };
    render(status, &page)
}

/// `GET /t/{id}/prizes`: categories and the prize list after the last published round.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    page(&ctx, &state, id.into_inner(), StatusCode::OK, String::new(), PrizeForm::default()).await
}

/// `GET /t/{id}/prizes.csv`: the prize list for a spreadsheet.
pub async fn export_csv(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let id = id.into_inner();
    let user = ctx.user.clone();
    let (event, data) = read(&state, move |c| {
        let (t, _) = access::load(c, id, user.as_ref())?;
        let data = PrizeData::load(c, id)?;
        Ok((StoredEvent::load(c, t)?, data))
    })
    .await?;
    let computed = compute(&ctx.tr, &event, &data);
    let mut out = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    let tr = &ctx.tr;
    let head = [
        tr.t("prizes-prize"),
        tr.t("prizes-winner"),
        tr.t("prizes-amount"),
        tr.t("prizes-currency"),
        tr.t("prizes-note"),
    ];
    let _ = out.write_record(head);
    let currency = crate::web::download::defused(&data.settings.currency);
    for a in &computed.awards {
        let winner = crate::web::download::defused(&a.winner);
        let _ = out.write_record([&a.prize, &winner, &a.machine_amount, &currency, &a.shared]);
    }
    let body = String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default();
    Ok(download("text/csv; charset=utf-8", &format!("prizes-{id}.csv"), body))
}

/// The arbiters' prize forms: one action per submit.
#[derive(Deserialize, Default, Clone)]
#[serde(default)]
pub struct PrizeForm {
    /// `settings`, `category`, `series`, `delete-category`, `delete-series`.
    action: String,
    sharing: String,
    age_cutoff: String,
    currency: String,
    name: String,
    rules: String,
    category: String,
    amounts: String,
    id: String,
}

/// What a prize form asks for, as typed input for one action.
enum Change {
    Settings(SettingsRow),
    AddCategory(NewCategory),
    AddSeries(NewSeries),
    DeleteCategory(i32),
    DeleteSeries(i32),
}

fn clean(text: &str, max: usize) -> Result<String, &'static str> {
    let t = text.trim();
    let bad = t.chars().any(|c| c.is_control() && c != '\n' && c != '\r') || t.chars().count() > max;
    if bad { Err("form-too-long") } else { Ok(t.replace('\r', "")) }
}

impl PrizeForm {
    fn parse(&self, tournament_id: TournamentId, tr: &Tr) -> Result<Change, String> {
        let id = || self.id.trim().parse::<i32>().map_err(|_| tr.t("error-bad-form"));
        match self.action.as_str() {
            "settings" => {
                let sharing = Sharing::from_code(&self.sharing).ok_or_else(|| tr.t("error-bad-form"))?;
                let age_cutoff = match self.age_cutoff.trim() {
                    "" => None,
                    text => Some(prizes::parse_date(text).map_err(|_| tr.t("prizes-cutoff-invalid"))?),
                };
                let currency = clean(&self.currency, 8).map_err(|k| tr.t(k))?;
                Ok(Change::Settings(SettingsRow { tournament_id, sharing, age_cutoff, currency }))
            }
            "category" => {
                let name = clean(&self.name, 60).map_err(|k| tr.t(k))?;
                let rules = clean(&self.rules, 1000).map_err(|k| tr.t(k))?;
                Ok(Change::AddCategory(NewCategory { name, rules }))
            }
            "series" => {
                let category = match self.category.trim() {
                    "" => None,
                    c => Some(c.parse::<i32>().map_err(|_| tr.t("error-bad-form"))?),
                };
                let amounts = clean(&self.amounts, 2000).map_err(|k| tr.t(k))?;
                Ok(Change::AddSeries(NewSeries { category, amounts }))
            }
            "delete-category" => Ok(Change::DeleteCategory(id()?)),
            "delete-series" => Ok(Change::DeleteSeries(id()?)),
            _ => Err(tr.t("error-bad-form")),
        }
    }
}

/// The one action a change asks for, in the open transaction.
fn apply(c: &mut db::DbConnection, id: TournamentId, user: UserId, change: Change) -> Result<(), Failed<PrizeRefusal>> {
    match change {
        Change::Settings(row) => actions::save_prize_settings(c, user, id, row),
        Change::AddCategory(category) => actions::add_category(c, user, id, category),
        Change::AddSeries(series) => actions::add_prize_series(c, user, id, series),
        Change::DeleteCategory(category) => actions::delete_category(c, user, id, category),
        Change::DeleteSeries(series) => actions::delete_prize_series(c, user, id, series),
    }
}

/// `POST /t/{id}/prizes`: one change to categories, prizes or settings (arbiters).
pub async fn change(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused }: KeptForm<PrizeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    if let Some(refused) = refused {
        // Authorization first: a stranger learns nothing from the message.
        read(&state, move |c| access::load_for_write(c, id, &user).map(|_| ())).await?;
        return page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, refused.named, form).await;
    }
    let parsed = form.parse(id, &ctx.tr);
    let typed = form.clone();
    let tr = ctx.tr;
    // The refusal, in the visitor's language, or nothing when the change was saved.
    let refused: Option<String> = transaction(&state, move |c| {
        access::load_for_write(c, id, &user)?;
        match parsed.map(|change| apply(c, id, user.id, change)) {
            Ok(Ok(())) => Ok(None),
            Ok(Err(Failed::Refused(PrizeRefusal::NotFound))) => Err(AppError::NotFound),
            Ok(Err(Failed::Refused(refusal))) => Ok(Some(refusal.message(&tr))),
            Ok(Err(Failed::Db(e))) => Err(e.into()),
            Err(message) => Ok(Some(message)),
        }
    })
    .await?;
    match refused {
        None => Ok(see_other(&format!("/t/{id}/prizes"))),
        Some(message) => page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, message, typed).await,
    }
}

/// Which registered players (by pairing number) are in a stored category, for the standings filter.
pub fn members(event: &StoredEvent, data: &PrizeData, category_id: i32) -> Option<(String, Vec<u32>)> {
    let row = data.categories.iter().find(|c| c.id == category_id)?;
    let category = parse_category(&row.name, &row.rules).ok()?;
    let cutoff = data.cutoff(&event.t);
    let players = event.event_players(|_| None);
    let numbers = players.iter().filter(|p| category.matches(p, cutoff)).map(|p| p.start_no.get()).collect();
    Some((row.name.clone(), numbers))
}
