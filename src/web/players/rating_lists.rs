//! Rating lists (admins): FIDE's monthly list as FIDE publishes it (TXT or
//! XML) and national lists as CSV with a column mapping, imported once per
//! list and month for every tournament; and the name search that registration
//! suggests players from.

use crate::actions::Failed;
use crate::actions::rating_lists::{self as actions, RatingListRefusal, list_name};
use crate::db;
use crate::db::rating_lists::{EntryRow, ListKey, RatingListRow};
use crate::db::settings::ListCheck;
use crate::list_updates::LIST_LIMIT;
use crate::rating::list::{CsvMapping, ListError, TextProblem};
use crate::rating::list_format::{self, ListFormat};
use crate::spool::Spooled;
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::view::render;
use crate::web::{AppState, read, transaction};
use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use futures_util::StreamExt;
use serde::Deserialize;
use std::collections::HashMap;
use std::io::Write;

/// The import form's fields (the file travels beside them).
#[derive(Default, Clone, Debug)]
pub struct ListForm {
    /// `fide` or `national`.
    pub source: String,
    /// A national list's name (FIDE lists are called "FIDE").
    pub label: String,
    /// `YYYY-MM`.
    pub month: String,
    /// For FIDE's per-kind TXT files: which rating the file's one rating column is.
    pub kind: String,
    /// National CSV: the header of the ID, name and rating columns...
    pub col_id: String,
    /// ...of the name...
    pub col_name: String,
    /// ...of the rating...
    pub col_rating: String,
    /// ...and, optionally, of the federation, sex, title and birth year.
    pub col_federation: String,
    /// Sex column (optional).
    pub col_sex: String,
    /// Title column (optional).
    pub col_title: String,
    /// Birth year or date column (optional).
    pub col_birth: String,
}

impl ListForm {
    fn set(&mut self, field: &str, value: String) {
        let slot = match field {
            "source" => &mut self.source,
            "label" => &mut self.label,
            "month" => &mut self.month,
            "kind" => &mut self.kind,
            "col_id" => &mut self.col_id,
            "col_name" => &mut self.col_name,
            "col_rating" => &mut self.col_rating,
            "col_federation" => &mut self.col_federation,
            "col_sex" => &mut self.col_sex,
            "col_title" => &mut self.col_title,
            "col_birth" => &mut self.col_birth,
            _ => return,
        };
        *slot = value.chars().filter(|c| !c.is_control()).take(100).collect::<String>().trim().to_string();
    }

    /// The list's identity and the parser to read it with, or the message key of what is wrong.
    fn parse(&self) -> Result<(ListKey, ListFormat), &'static str> {
        let month = list_format::list_month(&self.month).ok_or("ratings-month-invalid")?;
        let (label, format) = match self.source.as_str() {
            "fide" => {
                let kind = list_format::list_kind(&self.kind).ok_or("ratings-source-invalid")?;
                ("FIDE".to_string(), ListFormat::Fide { kind })
            }
            "national" => {
                if self.label.is_empty() {
                    return Err("ratings-label-required");
                }
                if self.col_id.is_empty() || self.col_name.is_empty() || self.col_rating.is_empty() {
                    return Err("ratings-columns-required");
                }
                let optional = |s: &String| (!s.is_empty()).then(|| s.clone());
                let mapping = CsvMapping {
                    id: self.col_id.clone(),
                    name: self.col_name.clone(),
                    rating: self.col_rating.clone(),
                    federation: optional(&self.col_federation),
                    sex: optional(&self.col_sex),
                    title: optional(&self.col_title),
                    birth_year: optional(&self.col_birth),
                };
                (self.label.clone(), ListFormat::Csv(mapping))
            }
            _ => return Err("ratings-source-invalid"),
        };
        Ok((ListKey { source: self.source.clone(), label, month }, format))
    }
}

#[derive(Template)]
#[template(path = "admin/rating_lists.html")]
struct ListsPage<'a> {
    ctx: &'a Ctx,
    lists: Vec<RatingListRow>,
    form: ListForm,
    /// What the last import did, or why it failed.
    message: String,
    failed: bool,
    /// Where FIDE's list is downloaded from (none: only uploads).
    address: Option<String>,
    /// What the checks for a newer list found.
    check: ListCheck,
    /// The address the form proposes when none is set.
    proposed: &'static str,
}

async fn page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    status: StatusCode,
    form: ListForm,
    message: String,
) -> Result<HttpResponse, AppError> {
    let (lists, address, check) = read(state, |c| {
        Ok((db::rating_lists::all(c)?, db::settings::fide_list_url(c)?, db::settings::fide_list_check(c)?))
    })
    .await?;
    let failed = status != StatusCode::OK;
    let proposed = crate::list_updates::FIDE_COMBINED_LIST;
    render(status, &ListsPage { ctx, lists, form, message, failed, address, check, proposed })
}

/// `GET /ratings`: the imported lists and the import form.
pub async fn lists(ctx: Ctx, state: web::Data<AppState>) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let form = ListForm {
        source: "fide".into(),
        month: chrono::Utc::now().format("%Y-%m").to_string(),
        ..ListForm::default()
    };
    page(&ctx, &state, StatusCode::OK, form, String::new()).await
}

/// Reads the multipart form: the text fields, and the file streamed to a
/// temporary file (never held in memory whole).
async fn receive(mut payload: Multipart) -> Result<(String, ListForm, Spooled, u64), AppError> {
    let (spooled, mut file) = Spooled::create("list").map_err(|e| AppError::Internal(e.to_string()))?;
    let (mut csrf, mut form, mut size) = (String::new(), ListForm::default(), 0u64);
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(|_| AppError::BadRequest("error-bad-form"))?;
        let name = field.name().unwrap_or("").to_string();
        let mut text = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| AppError::BadRequest("error-bad-form"))?;
            if name == "file" {
                size += chunk.len() as u64;
                if size > LIST_LIMIT as u64 {
                    return Err(AppError::BadRequest("error-too-large"));
                }
                file.write_all(&chunk).map_err(|e| AppError::Internal(e.to_string()))?;
            } else if text.len() + chunk.len() <= 4096 {
                text.extend_from_slice(&chunk);
            }
        }
        let value = String::from_utf8_lossy(&text).into_owned();
        match name.as_str() {
            "csrf" => csrf = value,
            "file" => {}
            other => form.set(other, value),
        }
    }
    file.flush().map_err(|e| AppError::Internal(e.to_string()))?;
    Ok((csrf, form, spooled, size))
}

/// `POST /ratings` (multipart): imports a list in one transaction; a bad
/// line refuses the whole file and the list stored before stays.
pub async fn import(ctx: Ctx, state: web::Data<AppState>, payload: Multipart) -> Result<HttpResponse, AppError> {
    // Only an admin's upload is read at all: nobody else fills the disk.
    let user = ctx.require_admin()?.clone();
    let (csrf, form, spooled, size) = receive(payload).await?;
    ctx.check_csrf(&csrf)?;
    let (key, format) = match form.parse() {
        Ok(parsed) => parsed,
        Err(problem) => {
            return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, ctx.tr.t(problem)).await;
        }
    };
    if size == 0 {
        return page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, ctx.tr.t("import-empty")).await;
    }
    let path = spooled.path().to_path_buf();
    let outcome = transaction(&state, move |c| {
        let file = std::fs::File::open(&path).map_err(|e| AppError::Internal(e.to_string()))?;
        // A refused file leaves nothing stored: the page says why.
        match actions::import_rating_list(c, Some(user.id), &key, &format, file) {
            Ok(row) => Ok(Ok(row)),
            Err(Failed::Refused(refusal)) => Ok(Err(refusal)),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    drop(spooled);
    match outcome {
        Ok(row) => {
            let message = ctx.tr.n_args("ratings-imported", row.players, &[("list", list_name(&row))]);
            page(&ctx, &state, StatusCode::OK, form, message).await
        }
        Err(refusal) => page(&ctx, &state, StatusCode::UNPROCESSABLE_ENTITY, form, refusal.message(&ctx.tr)).await,
    }
}

impl Worded for RatingListRefusal {
    fn message(&self, tr: &crate::web::i18n::Tr) -> String {
        match self {
            RatingListRefusal::BadFile(e) => tr.args("ratings-bad-file", &[("reason", list_error(tr, e))]),
            RatingListRefusal::BadArchive(reason) => tr.args("ratings-bad-archive", &[("reason", reason.clone())]),
        }
    }
}

/// Why a list file was refused, in the visitor's language, with its line.
fn list_error(tr: &crate::web::i18n::Tr, e: &ListError) -> String {
    let place = |line: usize, column: Option<usize>| match column {
        Some(c) => tr.args("ratings-at-column", &[("line", line.to_string()), ("column", c.to_string())]),
        None => tr.t1("ratings-at-line", "line", &line.to_string()),
    };
    match e {
        ListError::Io { line, .. } => tr.t1("ratings-error-io", "at", &place(*line, None)),
        ListError::NotAList { line, .. } => tr.t1("ratings-error-not-a-list", "at", &place(*line, None)),
        ListError::MissingColumn { line, column } => {
            tr.args("ratings-error-missing-column", &[("at", place(*line, None)), ("column", column.to_string())])
        }
        ListError::Truncated { line, column, .. } => tr.t1("ratings-error-truncated", "at", &place(*line, *column)),
        ListError::BadNumber { line, column, field, value } => tr.args(
            "ratings-error-bad-number",
            &[("at", place(*line, *column)), ("field", field.to_string()), ("value", value.clone())],
        ),
        ListError::Malformed { line, .. } => tr.t1("ratings-error-malformed", "at", &place(*line, None)),
        ListError::TooLong { line, limit } => {
            tr.args("ratings-error-too-long", &[("at", place(*line, None)), ("limit", limit.to_string())])
        }
        ListError::BadText { line, field, problem: TextProblem::TooLong(max) } => tr.args(
            "ratings-error-text-too-long",
            &[("at", place(*line, None)), ("field", field.to_string()), ("max", max.to_string())],
        ),
        ListError::BadText { line, field, problem: TextProblem::ControlCharacter(c) } => tr.args(
            "ratings-error-control-character",
            &[("at", place(*line, None)), ("field", field.to_string()), ("char", c.clone())],
        ),
    }
}

/// The search box's query.
#[derive(Deserialize)]
pub struct SearchQuery {
    /// Part of a name (from its start), or a FIDE ID.
    #[serde(default)]
    pub q: String,
}

/// The newest list of a source (`fide` or `national`) and its players
/// matching what was typed: an ID, or the start of a name. At most `limit`.
pub fn find(
    c: &mut db::DbConnection,
    source: &str,
    typed: &str,
    limit: i64,
) -> Result<Option<(RatingListRow, Vec<EntryRow>)>, AppError> {
    let Some(list) = db::rating_lists::newest(c, source)? else { return Ok(None) };
    let typed = typed.trim();
    let found = match typed.parse::<i64>() {
        Ok(id) => db::rating_lists::entry(c, list.id, id)?.into_iter().collect(),
        Err(_) if typed.chars().count() >= 2 => db::rating_lists::search(c, list.id, typed, limit)?,
        Err(_) => Vec::new(),
    };
    Ok(Some((list, found)))
}

/// `GET /ratings/search?q=`: suggestions as JSON for the registration form's
/// script (signed-in users; the page works without it).
pub async fn search(
    ctx: Ctx,
    state: web::Data<AppState>,
    query: web::Query<SearchQuery>,
) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    let typed: String = query.q.chars().take(100).collect();
    let found = read(&state, move |c| find(c, "fide", &typed, 12)).await?;
    let players: Vec<HashMap<&str, serde_json::Value>> = found
        .map(|(_, rows)| rows)
        .unwrap_or_default()
        .into_iter()
        .map(|e| {
            HashMap::from([
                ("fide_id", e.player_id.into()),
                ("name", e.name.into()),
                ("federation", e.federation.into()),
                ("title", e.title.into()),
                ("sex", e.sex.into()),
                ("standard", e.standard.into()),
                ("rapid", e.rapid.into()),
                ("blitz", e.blitz.into()),
                ("birth_year", e.birth_year.into()),
            ])
        })
        .collect();
    Ok(HttpResponse::Ok().json(serde_json::json!({ "players": players })))
}
