//! A tournament created from a TRF file (another program's event, or one
//! exported here): every round is checked on the way in, every problem is
//! reported with its line (the first [`PREVIEW_ERRORS`] listed, the others
//! counted), and nothing is saved unless all is well.

use crate::actions::tournaments::{self, TournamentRefusal};
use crate::db::TournamentId;
use crate::trf::{self, Adjustment, Trf, TrfErrors};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::error::Worded;
use crate::web::error::kept;
use crate::web::error_text;
use crate::web::upload::{PREVIEW_ERRORS, read_upload};
use crate::web::view::{render, see_other};
use crate::web::{AppState, transaction};
use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use std::collections::HashMap;

#[derive(Template)]
#[template(path = "tournaments/import.html")]
struct ImportPage<'a> {
    ctx: &'a Ctx,
    error: String,
    /// When the file has several problems: the first [`PREVIEW_ERRORS`], each with its line and column.
    problems: Vec<String>,
    /// How many more problems the file has than listed.
    more_problems: usize,
    text: String,
    /// The tournament just imported, when the file held conventions of other programs.
    imported: Option<TournamentId>,
    /// What was read of each convention of other programs, one sentence each.
    mapped: Vec<String>,
    /// A tournament with the file's name and dates already exists: the
    /// import waits for "import it again" to be ticked.
    duplicate: bool,
    /// "Import it again" was ticked: kept for the next step.
    again: bool,
    /// The Dutch system pairs some of the file's rounds otherwise: the
    /// import waits for the confirmation (Level 3).
    paired_otherwise: bool,
}

impl<'a> ImportPage<'a> {
    fn new(ctx: &'a Ctx, error: String, text: String) -> Self {
        ImportPage {
            ctx,
            error,
            problems: Vec::new(),
            more_problems: 0,
            text,
            imported: None,
            mapped: Vec::new(),
            duplicate: false,
            again: false,
            paired_otherwise: false,
        }
    }

    /// The form again with why the file was refused: its one problem, or
    /// how many and the first [`PREVIEW_ERRORS`] of them.
    fn refused(ctx: &'a Ctx, e: &TrfErrors, text: String) -> Self {
        let all = e.problems();
        if let [one] = all {
            return ImportPage::new(ctx, ctx.tr.t1("trf-error", "message", &error_text::trf(&ctx.tr, one)), text);
        }
        let mut page = ImportPage::new(ctx, ctx.tr.n("trf-error-count", all.len()), text);
        page.problems = all.iter().take(PREVIEW_ERRORS).map(|p| error_text::trf(&ctx.tr, p)).collect();
        page.more_problems = all.len().saturating_sub(PREVIEW_ERRORS);
        page
    }
}

/// `GET /tournaments/import`: the upload form; after an import that read
/// conventions of other programs (`?imported=ID&point_without_game=N...`,
/// by [`Adjustment::code`]), the tournament's link and what was read of
/// each, above the form.
pub async fn form(ctx: Ctx, query: web::Query<HashMap<String, String>>) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    let mut page = ImportPage::new(&ctx, String::new(), String::new());
    page.imported = query.get("imported").and_then(|id| id.parse().ok());
    if page.imported.is_some() {
        page.mapped = Adjustment::ALL
            .iter()
            .filter_map(|adjustment| {
                let count: u32 = query.get(adjustment.code())?.parse().ok().filter(|&n| n > 0)?;
                Some(ctx.tr.n(&format!("trf-adjustment-{}", adjustment.code()), count))
            })
            .collect();
    }
    render(StatusCode::OK, &page)
}

/// Where an import sends the arbiter: the tournament, or the import page
/// saying which conventions of other programs the file held and how they
/// were read.
fn after_import(id: TournamentId, file: &Trf) -> String {
    if file.adjustments.is_empty() {
        return format!("/t/{id}");
    }
    let counts: String = file.adjustments.iter().map(|(a, n)| format!("&{}={n}", a.code())).collect();
    format!("/tournaments/import?imported={id}{counts}")
}

/// `POST /tournaments/import` (multipart: `file` or pasted `trf`; `again`
/// to import a file whose tournament already exists; `confirm_import` to
/// import rounds the Dutch system pairs otherwise). The file is read as
/// the command line reads it; a refusal names the line and column.
pub async fn import(
    ctx: Ctx,
    req: actix_web::HttpRequest,
    state: web::Data<AppState>,
    payload: Multipart,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let upload = read_upload(payload, "trf").await?;
    ctx.check_csrf(&upload.csrf)?;
    let asked = tournaments::ImportAsked {
        again: upload.fields.contains_key("again"),
        confirmed: upload.fields.contains_key("confirm_import"),
    };
    let text = crate::text::encoding::decode(&upload.content);
    // Echoed back to be corrected or sent again, unless too long for the page.
    let echo = crate::web::forms::echo;
    let parsed = trf::parse(&text);
    // A team event's file is refused before its rounds are read as an
    // individual event's (they would be, with obscure reasons).
    if parsed.as_ref().is_ok_and(Trf::is_team_file) {
        let page = ImportPage::new(&ctx, TournamentRefusal::TeamFile.message(&ctx.tr), echo(text));
        return render(StatusCode::UNPROCESSABLE_ENTITY, &page);
    }
    let checked = parsed.and_then(|mut file| trf::import(&mut file).map(|imported| (file, imported)));
    let (file, imported) = match checked {
        Ok(ok) => ok,
        Err(e) => return render(StatusCode::UNPROCESSABLE_ENTITY, &ImportPage::refused(&ctx, &e, echo(text))),
    };
    // Every setting the file did not give is reported (checklist Q48, Q50).
    let defaults: Vec<String> = tournaments::import_defaults(&file).iter().map(|d| d.code().to_string()).collect();
    let created = transaction(&state, move |c| {
        Ok(kept(tournaments::import_trf(c, user.id, &file, &imported, asked))?.map(|id| after_import(id, &file)))
    })
    .await?;
    match created {
        Ok(next) => {
            if !defaults.is_empty() {
                let said = crate::web::tournaments::audit_log::import_defaults_text(&ctx.tr, &defaults);
                Ctx::set_notice(&req, &format!("{} {said}", ctx.tr.t("trf-imported-notice")));
            }
            Ok(see_other(&next))
        }
        Err(refusal) => {
            let duplicate = refusal == TournamentRefusal::AlreadyImported;
            let status = if duplicate { refusal.status() } else { StatusCode::UNPROCESSABLE_ENTITY };
            let mut page = ImportPage::new(&ctx, refusal.message(&ctx.tr), echo(text));
            page.duplicate = duplicate;
            page.again = asked.again;
            page.paired_otherwise = matches!(refusal, TournamentRefusal::ImportPairedOtherwise(_));
            render(status, &page)
        }
    }
}
