//! Downloads of the standings and the crosstable: CSV for spreadsheets and
//! the crosstable as one self-contained HTML file (for a club website or
//! for printing), from the same [`Table`] the pages show.

use crate::db::TournamentId;
use crate::web::AppState;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::standings::table::{RoundQuery, Table, is_arbiter, load_event};
use actix_web::{HttpResponse, web};
use askama::Template;

/// Text typed by people (names, federations) that starts like a spreadsheet
/// formula gets a leading apostrophe, so that opening the file cannot run it.
pub fn defused(text: &str) -> String {
    // Spreadsheets read the full-width forms (＝ ＋ － ＠) as formula starts too.
    if text.starts_with(['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// The CSV of a table (RFC 4180, CRLF line ends): rank, player facts, the
/// crosstable cells when `cells` is set, points and the tie-breaks.
pub fn table_csv(table: &Table, tr: &crate::web::i18n::Tr, cells: bool) -> String {
    let mut head: Vec<String> = ["col-rank", "col-no", "player-name", "player-title", "col-rating", "col-fed"]
        .iter()
        .map(|k| tr.t(k))
        .collect();
    if cells {
        head.extend(table.cell_heads.iter().map(|n| n.to_string()));
    }
    head.push(tr.t("col-points"));
    head.extend(table.columns.iter().map(|c| c.code.clone()));
    if table.rating_changes {
        head.push(tr.t("col-rating-change"));
    }
    let mut out = csv::WriterBuilder::new().terminator(csv::Terminator::CRLF).from_writer(Vec::new());
    let mut records = vec![head];
    for l in &table.lines {
        let mut row = vec![
            l.rank.to_string(),
            l.no.to_string(),
            defused(&l.name),
            defused(&l.title),
            l.rating.clone(),
            defused(&l.federation),
        ];
        if cells {
            row.extend(l.cells.iter().cloned());
        }
        row.push(points_decimal(l.points));
        // An undefined value is an empty field for a spreadsheet.
        row.extend(
            l.values
                .iter()
                .map(|v| if v == crate::web::standings::table::UNDEFINED { String::new() } else { v.clone() }),
        );
        if table.rating_changes {
            row.push(l.rating_change.clone());
        }
        records.push(row);
    }
    for record in &records {
        // Writing to memory cannot fail.
        let _ = out.write_record(record);
    }
    String::from_utf8(out.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// Points as a spreadsheet reads them (`2.5`, not `2½`).
fn points_decimal(p: crate::tournament::Points) -> String {
    let v = i64::from(p.0) * 10;
    crate::web::standings::table::format_value(v)
}

/// A file to download: its type, its name and the body. A name beyond
/// ASCII (a Russian tournament's) is also given UTF-8 encoded (RFC 6266),
/// with `_` for those characters in the plain name older clients read.
pub fn download(content_type: &str, name: &str, body: String) -> HttpResponse {
    let plain: String =
        name.chars().map(|c| if c.is_ascii_graphic() && c != '"' && c != '\\' { c } else { '_' }).collect();
    let mut disposition = format!("attachment; filename=\"{plain}\"");
    if plain != name {
        let encoded: String = name
            .bytes()
            .map(|b| match b {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => char::from(b).to_string(),
                _ => format!("%{b:02X}"),
            })
            .collect();
        disposition.push_str(&format!("; filename*=UTF-8''{encoded}"));
    }
    HttpResponse::Ok().content_type(content_type).insert_header(("Content-Disposition", disposition)).body(body)
}

/// A tournament's name made fit for a file name: letters and digits kept
/// (any script), everything else one `-`, at most 60 characters;
/// `tournament-ID` when nothing is left.
pub fn file_stem(name: &str, id: TournamentId) -> String {
    let mut stem = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            stem.push(c);
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
        if stem.chars().count() >= 60 {
            break;
        }
    }
    let stem = stem.trim_end_matches('-');
    if stem.is_empty() { format!("tournament-{id}") } else { stem.to_string() }
}

/// The files made from a standings [`Table`].
#[derive(Clone, Copy, PartialEq, Eq)]
enum Export {
    StandingsCsv,
    CrosstableCsv,
    CrosstableHtml,
}

#[derive(Template)]
#[template(path = "exports/crosstable.html")]
struct StandaloneCrosstable<'a> {
    ctx: &'a Ctx,
    table: Table,
    round_robin: bool,
    /// Always false: a downloaded file has no player cards to link to.
    link_names: bool,
}

async fn export(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: TournamentId,
    query: &RoundQuery,
    what: Export,
) -> Result<HttpResponse, AppError> {
    let live = query.wants_live() && is_arbiter(&ctx, &state, id).await?;
    let event = load_event(&ctx, &state, id).await?;
    let mut table = Table::build(&event, query.round, live, &ctx.tr, what != Export::StandingsCsv);
    if query.with_changes() {
        table = table.with_rating_changes(&event);
    }
    // The view of the round in play is named apart from the standings after it.
    let live = if table.live { "-live" } else { "" };
    let name = |stem: &str, ext: &str| format!("{stem}-{id}-r{}{live}.{ext}", table.after);
    let csv = "text/csv; charset=utf-8";
    Ok(match what {
        Export::StandingsCsv => download(csv, &name("standings", "csv"), table_csv(&table, &ctx.tr, false)),
        Export::CrosstableCsv => download(csv, &name("crosstable", "csv"), table_csv(&table, &ctx.tr, true)),
        Export::CrosstableHtml => {
            let name = name("crosstable", "html");
            let html =
                StandaloneCrosstable { ctx: &ctx, round_robin: event.is_round_robin(), table, link_names: false }
                    .render()?;
            download("text/html; charset=utf-8", &name, html)
        }
    })
}

/// `GET /t/{id}/standings.csv?round=n`.
pub async fn standings_csv(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    export(ctx, state, id.into_inner(), &query, Export::StandingsCsv).await
}

/// `GET /t/{id}/crosstable.csv?round=n`.
pub async fn crosstable_csv(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    export(ctx, state, id.into_inner(), &query, Export::CrosstableCsv).await
}

/// `GET /t/{id}/crosstable.html?round=n`: the crosstable as a file that
/// needs nothing else (styles inline, no links, prints on A4).
pub async fn crosstable_html(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<RoundQuery>,
) -> Result<HttpResponse, AppError> {
    export(ctx, state, id.into_inner(), &query, Export::CrosstableHtml).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_defused() {
        assert_eq!(defused("=HYPERLINK(1)"), "'=HYPERLINK(1)");
        assert_eq!(defused("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(defused("Smith, John"), "Smith, John");
    }

    #[test]
    fn file_stems_keep_letters_of_any_script() {
        assert_eq!(file_stem("Club Championship 2026", TournamentId(3)), "Club-Championship-2026");
        assert_eq!(file_stem("Кубок «Казани»!", TournamentId(3)), "Кубок-Казани");
        assert_eq!(file_stem(" ... ", TournamentId(3)), "tournament-3");
    }

    #[test]
    fn names_beyond_ascii_are_sent_encoded() {
        let res = download("text/plain", "Кубок-trf16.trf", String::new());
        let header = res.headers().get("content-disposition").unwrap().to_str().unwrap().to_string();
        assert!(header.starts_with("attachment; filename=\"_____-trf16.trf\""), "{header}");
        assert!(header.ends_with("filename*=UTF-8''%D0%9A%D1%83%D0%B1%D0%BE%D0%BA-trf16.trf"), "{header}");
    }
}
