//! Downloads of the standings and the crosstable: CSV for spreadsheets and
//! the crosstable as one self-contained HTML file (for a club website or
//! for printing), from the same [`Table`] the pages show.

use crate::db::TournamentId;
use crate::web::AppState;
use crate::web::ctx::Ctx;
use crate::web::download::{defused, download};
use crate::web::error::AppError;
use crate::web::parts::standings_table::{RoundQuery, Table, is_arbiter, load_event};
use actix_web::{HttpResponse, web};
use askama::Template;

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
        // An undefined value, or none yet (no round completed), is an empty
        // field for a spreadsheet: every row has the header's fields.
        row.extend((0..table.columns.len()).map(|i| match l.values.get(i) {
            Some(v) if v != crate::web::parts::standings_table::UNDEFINED => v.clone(),
            _ => String::new(),
        }));
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
    crate::web::parts::standings_table::format_value(v)
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
