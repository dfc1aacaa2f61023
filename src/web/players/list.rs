//! Player registration: list, add, edit, withdraw, CSV import.

use crate::db::models::{PlayerFields, PlayerRow, TournamentRow};
use crate::db::{self, DbConnection, PlayerId, TournamentId};
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::{AppError, Worded};
use crate::web::forms::{CsrfForm, FieldErrors, IMPORT_LIMIT, KeptForm};
use crate::web::name_filter::{FilterForm, NameFilter};
use crate::web::players::form::{CSV_COLUMNS, CsvError, CsvRow, PlayerForm, TEAM_COLUMN, parse_csv, parse_team_csv};
use crate::web::players::lookup::{self, Lookup, LookupQuery};
use crate::web::players::prohibition_lines::prohibited;
use crate::web::players::refusal::refused;
use crate::web::upload::{PREVIEW_ERRORS, read_upload_within};
use crate::web::view::{ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_multipart::Multipart;
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

use crate::actions::{self, Failed, PlayerRefusal};
pub use crate::actions::{NumberedPlayer, numbered, seeding_key};

#[derive(Template)]
#[template(path = "players/list.html")]
struct ListPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    players: Vec<NumberedPlayer>,
    form: PlayerForm,
    errors: FieldErrors,
    /// The round whose byes can still be requested (Swiss, not yet paired).
    bye_round: Option<i32>,
    /// Requested byes for that round: player name, player id, kind code.
    byes: Vec<(String, PlayerId, String)>,
    /// The rating-list search and its results.
    lookup: Lookup,
    /// Whether ratings can still be refreshed from a newer list (round 1 not paired).
    refresh_open: bool,
    /// The FIDE list in force and how many players it would change (Q139:
    /// checked on every view before round 1, so a new list is reported at once).
    refresh_due: Option<(String, usize)>,
    /// The name filter of the list.
    filter_form: FilterForm,
    /// The prohibited pairings (arbiters of a Swiss event; None otherwise).
    prohibited: Option<Vec<crate::web::players::prohibition_lines::ProhibitionLine>>,
    /// The player just registered, with their number: "Registered: NAME, No. 12".
    registered: Option<(String, i32)>,
    /// The registration form's token ([`PlayerForm::registered_after`]).
    form_token: i32,
    /// How the tournament rating seeds the event: the rating column shows
    /// the tournament rating, which the order follows.
    method: crate::tournament::RatingMethod,
    /// Whether the Name field takes the focus (after a registration).
    focus_name: bool,
    /// Where the event asks players to check in (arbiters): the round
    /// and who is checked in for it.
    check_in: Option<(i32, Vec<PlayerId>)>,
}

impl ListPage<'_> {
    /// Whether the player is checked in for the round check-in is for.
    fn checked_in(&self, player: &PlayerId) -> bool {
        self.check_in.as_ref().is_some_and(|(_, ids)| ids.contains(player))
    }
}

impl ListPage<'_> {
    /// A player's tournament rating, as the event's method takes it (empty: unrated).
    fn tournament_rating(&self, p: &NumberedPlayer) -> String {
        let rated = |r: Option<i32>| r.unwrap_or(0).max(0) as u32;
        match self.method.tournament_rating(rated(p.row.fide_rating), rated(p.row.national_rating)) {
            0 => String::new(),
            r => r.to_string(),
        }
    }
}

/// The players page again (422) with the prohibited-pairing form's message.
pub(in crate::web) async fn prohibition_refused(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    message: String,
) -> Result<HttpResponse, AppError> {
    let mut errors = FieldErrors::default();
    errors.add("prohibited", message);
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    list_page(ctx, state, id, status, PlayerForm::default(), errors, LookupQuery::default()).await
}

/// The players page's query after a registration.
#[derive(Deserialize)]
pub struct RegisteredQuery {
    /// The player just registered.
    registered: Option<PlayerId>,
}

async fn list_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    form: PlayerForm,
    errors: FieldErrors,
    query: LookupQuery,
) -> Result<HttpResponse, AppError> {
    registered_page(ctx, state, (id, None), status, form, errors, query).await
}

/// The players page, saying who was just registered (`pid`), if anyone.
async fn registered_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, pid): (TournamentId, Option<PlayerId>),
    status: StatusCode,
    mut form: PlayerForm,
    errors: FieldErrors,
    query: LookupQuery,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let tr = ctx.tr;
    let filter = query.q.clone();
    let (t, access, players, bye_round, byes, lookup, form, (refresh_open, refresh_due), (prohibited, check_in)) =
        read(state, move |c| {
            let (t, access) = access::load(c, id, user.as_ref())?;
            let lookup = match access.write {
                true => lookup::look_up(c, &tr, &t, &query, &mut form)?,
                false => Lookup::default(),
            };
            let seeding = db::rating_methods::of(c, &t)?;
            let players = numbered(db::players::for_tournament(c, id)?, &seeding);
            let next = t.paired_rounds + 1;
            let open =
                !t.system().is_round_robin() && next <= t.rounds && db::boards::for_round(c, id, next)?.is_empty();
            let bye_round = open.then_some(next);
            let byes = match bye_round {
                Some(round) => db::byes::for_round(c, id, round)?
                    .into_iter()
                    .filter_map(|r| {
                        let p = players.iter().find(|p| p.row.id == r.player_id)?;
                        Some((p.row.name.clone(), p.row.id, r.kind.code().to_string()))
                    })
                    .collect(),
                None => Vec::new(),
            };
            let refresh_open =
                access.write && !actions::ratings_fixed(c, &t)? && crate::db::list_sequences::checks(c, &t)?;
            let refresh_due = match refresh_open {
                true => {
                    let rows = players.iter().map(|p| p.row.clone()).collect();
                    actions::refreshes_of(c, &t, rows, chrono::Utc::now().date_naive())?
                }
                .filter(|(_, changes)| !changes.is_empty())
                .map(|(list, changes)| (crate::actions::rating_lists::list_name(&list), changes.len())),
                false => None,
            };
            let prohibited = prohibited(c, &tr, &t, &access, &players)?;
            let check_in = match (access.write && db::self_service::of(c, id)?.check_in, bye_round) {
                (true, Some(round)) => {
                    Some((round, db::check_ins::for_round(c, id, round)?.into_iter().map(|(p, _)| p).collect()))
                }
                _ => None,
            };
            Ok((
                t,
                access,
                (players, seeding.method),
                bye_round,
                byes,
                lookup,
                form,
                (refresh_open, refresh_due),
                (prohibited, check_in),
            ))
        })
        .await?;
    let (players, method) = players;
    let filter_form = FilterForm { filter: NameFilter::new(&filter), keep: Vec::new() };
    let registered = pid.and_then(|pid| players.iter().find(|p| p.row.id == pid)).map(|p| (p.row.name.clone(), p.no));
    let form_token = players.iter().map(|p| p.row.id.0).max().unwrap_or(0);
    let focus_name = registered.is_some();
    let page = ListPage {
        ctx,
        t,
        access,
        method,
        players,
        form,
        errors,
        bye_round,
        byes,
        lookup,
        refresh_open,
        refresh_due,
        filter_form,
        prohibited,
        registered,
        form_token,
        focus_name,
        check_in,
    };
    render(status, &page)
}

/// `GET /t/{id}/players?find=…|fide_id=…`: the players, with the registration
/// form for arbiters (filled from the FIDE list when a player was picked).
pub async fn list(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    query: web::Query<LookupQuery>,
    registered: web::Query<RegisteredQuery>,
) -> Result<HttpResponse, AppError> {
    let (id, query) = (id.into_inner(), query.into_inner());
    let path = (id, registered.registered);
    registered_page(&ctx, &state, path, StatusCode::OK, PlayerForm::default(), FieldErrors::default(), query).await
}

/// `POST /t/{id}/players`: registers one player.
pub async fn add(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused: bad_text }: KeptForm<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    // A FIDE ID typed without a name registers the player as the list has them.
    let (u, tr) = (user.clone(), ctx.tr);
    let completed = read(&state, move |c| {
        let t = access::load_for_write(c, id, &u)?;
        lookup::complete(c, &tr, &t, form)
    })
    .await?;
    let form = match completed {
        Ok(form) => form,
        Err((form, message)) => {
            errors.add("fide_id", message);
            let query = LookupQuery::default();
            return list_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, form, errors, query).await;
        }
    };
    let (Some(fields), true) = (form.validate(&ctx.tr, &mut errors), errors.is_empty()) else {
        return list_page(&ctx, &state, id, StatusCode::UNPROCESSABLE_ENTITY, form, errors, LookupQuery::default())
            .await;
    };
    let registered_after = form.registered_after.parse::<PlayerId>().ok();
    let entry = actions::NewEntry { fields, registered_after, same_anyway: !form.same_anyway.is_empty() };
    let added = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        Ok(actions::add_player(c, user.id, &t, entry))
    })
    .await?;
    let (status, form) = match added {
        Ok(pid) => return Ok(see_other(&format!("/t/{id}/players?registered={pid}#register"))),
        Err(Failed::Refused(refusal @ PlayerRefusal::SentTwice { .. })) => {
            errors.add("name", refusal.message(&ctx.tr));
            (StatusCode::CONFLICT, PlayerForm::default())
        }
        Err(Failed::Refused(refusal @ PlayerRefusal::SamePerson { .. })) => {
            errors.add("same_person", refusal.message(&ctx.tr));
            (StatusCode::UNPROCESSABLE_ENTITY, form)
        }
        Err(Failed::Refused(refusal @ (PlayerRefusal::RoundRobinFixed | PlayerRefusal::EventFull { .. }))) => {
            errors.add("name", refusal.message(&ctx.tr));
            (StatusCode::UNPROCESSABLE_ENTITY, form)
        }
        Err(failed) => return Err(refused(failed)),
    };
    list_page(&ctx, &state, id, status, form, errors, LookupQuery::default()).await
}

#[derive(Template)]
#[template(path = "players/edit.html")]
struct EditPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    player: PlayerRow,
    form: PlayerForm,
    errors: FieldErrors,
    /// The player is on a board (proposed or published): withdrawn, never deleted.
    seated: bool,
    /// Whether the Name field takes the focus (never here).
    focus_name: bool,
    /// In an event lasting over 30 days, the player's later ratings.
    later_ratings: Vec<db::player_ratings::PlayerRatingRow>,
}

/// A player of a tournament the visitor may change, as their page shows them.
struct Editable {
    t: TournamentRow,
    player: PlayerRow,
    /// The player is on a board (proposed or published).
    seated: bool,
    /// In an event lasting over 30 days, the player's later ratings.
    later_ratings: Vec<db::player_ratings::PlayerRatingRow>,
}

impl Editable {
    /// The player's page with `form` and `errors`.
    fn page<'a>(self, ctx: &'a Ctx, form: PlayerForm, errors: FieldErrors) -> EditPage<'a> {
        let Editable { t, player, seated, later_ratings } = self;
        EditPage { ctx, t, player, form, errors, seated, focus_name: false, later_ratings }
    }
}

/// A player of a tournament the visitor may change.
fn editable(
    c: &mut DbConnection,
    id: TournamentId,
    pid: PlayerId,
    user: &crate::web::ctx::SessionUser,
) -> Result<Editable, AppError> {
    let t = access::load_for_write(c, id, user)?;
    let player = db::players::by_id(c, id, pid)?.ok_or(AppError::NotFound)?;
    let seated = db::players::is_seated(c, id, pid)?;
    let later_ratings = match t.long_event {
        true => db::player_ratings::for_player(c, id, pid)?,
        false => Vec::new(),
    };
    Ok(Editable { t, player, seated, later_ratings })
}

/// The player's page (edit, withdraw, delete) with `errors`; the form
/// filled from the stored player.
pub(in crate::web) async fn edit_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    (id, pid): (TournamentId, PlayerId),
    status: StatusCode,
    errors: FieldErrors,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let editable = read(state, move |c| editable(c, id, pid, &user)).await?;
    let form = PlayerForm::from_row(&editable.player);
    render(status, &editable.page(ctx, form, errors))
}

/// `GET /t/{id}/players/{pid}/edit`.
pub async fn edit_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
) -> Result<HttpResponse, AppError> {
    edit_page(&ctx, &state, path.into_inner(), StatusCode::OK, FieldErrors::default()).await
}

enum EditOutcome {
    Saved,
    Invalid(Box<Editable>),
    Conflict(Box<Editable>),
}

/// `POST /t/{id}/players/{pid}/edit`: saves unless someone else saved first.
pub async fn update(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    KeptForm { form, refused: bad_text }: KeptForm<PlayerForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, pid) = path.into_inner();
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    let valid = form.validate(&ctx.tr, &mut errors).filter(|_| errors.is_empty());
    let version: i32 = form.version.parse().unwrap_or(-1);
    let outcome = transaction(&state, move |c| {
        let editable = editable(c, id, pid, &user)?;
        let Some(fields) = valid else {
            return Ok(EditOutcome::Invalid(Box::new(editable)));
        };
        let edit = actions::PlayerEdit { player: pid, version, fields };
        match actions::update_player(c, user.id, &editable.t, &edit) {
            Ok(()) => Ok(EditOutcome::Saved),
            Err(Failed::Refused(PlayerRefusal::EditedMeanwhile)) => Ok(EditOutcome::Conflict(Box::new(editable))),
            Err(failed) => Err(refused(failed)),
        }
    })
    .await?;
    match outcome {
        EditOutcome::Saved => Ok(see_other(&format!("/t/{id}/players"))),
        EditOutcome::Invalid(editable) => render(StatusCode::UNPROCESSABLE_ENTITY, &editable.page(&ctx, form, errors)),
        EditOutcome::Conflict(editable) => {
            errors.add("version", ctx.tr.t("conflict-player"));
            let form = PlayerForm::from_row(&editable.player);
            render(StatusCode::CONFLICT, &editable.page(&ctx, form, errors))
        }
    }
}

/// The withdrawal form: the first round the player misses (empty to
/// reinstate); for a game in a published round, what becomes of it
/// (`forfeit`, or `remove` with `gets` = `pab` for the opponent's bye).
#[derive(Deserialize)]
pub struct WithdrawForm {
    #[serde(default)]
    from_round: String,
    #[serde(default)]
    games: String,
    #[serde(default)]
    gets: String,
    /// `1`: the withdrawal is an expulsion.
    #[serde(default)]
    expelled: String,
}

/// The question a withdrawal asks when the player has games in published
/// rounds: forfeit them or remove their boards.
#[derive(Template)]
#[template(path = "players/withdraw.html")]
struct WithdrawPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    player: PlayerRow,
    from_round: i32,
    /// The games, one line each: round, board and players.
    games: Vec<String>,
    /// The withdrawal asked for is an expulsion (kept for the answer).
    expelled: bool,
}

/// A game of a published round as the withdrawal page lists it.
fn game_line(tr: &crate::web::i18n::Tr, game: &actions::PublishedGame) -> String {
    let args = [
        ("round", game.round.to_string()),
        ("board", game.board.to_string()),
        ("white", game.white.clone()),
        ("black", game.black.clone()),
    ];
    tr.args("withdraw-published-game", &args)
}

/// `POST /t/{id}/players/{pid}/withdraw`: withdraws from a round on. In a round
/// robin the player's pending games from that round are forfeited to the
/// opponents. In a Swiss event a game the player has in a published round
/// from then on is forfeited or its board removed, as the arbiter chooses:
/// without a choice the page asks (409), and nothing changes.
pub async fn withdraw(
    ctx: Ctx,
    state: web::Data<AppState>,
    path: web::Path<(TournamentId, PlayerId)>,
    CsrfForm(form): CsrfForm<WithdrawForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let (id, pid) = path.into_inner();
    let from: Option<i32> = match form.from_round.trim() {
        "" => None,
        t => Some(
            t.parse()
                .ok()
                .filter(|&r| (1..=999).contains(&r))
                .ok_or(AppError::BadRequest("player-withdraw-invalid"))?,
        ),
    };
    let published = match (form.games.as_str(), form.gets.as_str()) {
        ("", _) => None,
        ("forfeit", _) => Some(actions::PublishedGames::Forfeit),
        ("remove", gets) => Some(actions::PublishedGames::Remove { pab: gets == "pab" }),
        _ => return Err(AppError::BadRequest("error-bad-form")),
    };
    let expelled = form.expelled == "1";
    let input = actions::Withdraw { player: pid, from_round: from, published, expelled };
    let (t, outcome) = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let outcome = actions::withdraw_player(c, user.id, &t, input).map_err(refused)?;
        Ok((t, outcome))
    })
    .await?;
    match outcome {
        actions::Withdrawn::Done => Ok(see_other(&format!("/t/{id}/players"))),
        actions::Withdrawn::Choose(choice) => {
            let actions::PublishedChoice { player, from_round, games } = *choice;
            let games = games.iter().map(|g| game_line(&ctx.tr, g)).collect();
            render(StatusCode::CONFLICT, &WithdrawPage { ctx: &ctx, t, player, from_round, games, expelled })
        }
    }
}

/// The most rows the import preview lists; the others are counted.
pub const PREVIEW_ROWS: usize = 200;

#[derive(Template)]
#[template(path = "players/import.html")]
struct ImportPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// The columns a file may have.
    columns: Vec<&'static str>,
    /// Whether the event is a team event (the preview shows each row's team).
    teams: bool,
    /// The file checked, sent back with the confirmation (a valid preview only).
    csv: String,
    /// The text pasted, shown again to be corrected (an invalid preview of a short text only).
    pasted: String,
    /// The first [`PREVIEW_ROWS`] rows.
    rows: Vec<CsvRow>,
    /// How many rows the file has.
    total: usize,
    /// How many of them have errors.
    bad: usize,
    /// The first [`PREVIEW_ERRORS`] rows with errors: line and messages.
    errors: Vec<(usize, String)>,
    /// Why the file as a whole cannot be imported (empty: it can, if no row has errors).
    error: String,
}

impl ImportPage<'_> {
    /// The upload form alone.
    fn form<'a>(ctx: &'a Ctx, t: TournamentRow, teams: bool) -> ImportPage<'a> {
        let mut columns = CSV_COLUMNS.to_vec();
        if teams {
            columns.push(TEAM_COLUMN);
        }
        ImportPage {
            ctx,
            t,
            columns,
            teams,
            csv: String::new(),
            pasted: String::new(),
            rows: Vec::new(),
            total: 0,
            bad: 0,
            errors: Vec::new(),
            error: String::new(),
        }
    }

    /// Whether every row can be imported.
    fn valid(&self) -> bool {
        self.total > 0 && self.bad == 0 && self.error.is_empty()
    }

    /// How many rows the preview does not list.
    fn more(&self) -> usize {
        self.total - self.rows.len()
    }
}

/// A tournament its arbiter may import players into, as the import reads it.
struct ImportTarget {
    /// The tournament.
    t: TournamentRow,
    /// How many players it has.
    registered: usize,
    /// Whether it is a team event (its file may name each player's team).
    teams: bool,
}

/// The tournament an import goes to, if its arbiter may add players to it.
async fn load_writable(ctx: &Ctx, state: &web::Data<AppState>, id: TournamentId) -> Result<ImportTarget, AppError> {
    let user = ctx.require_user()?.clone();
    read(state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let registered = db::players::for_tournament(c, id)?.len();
        let teams = db::teams::settings(c, id)?.is_some();
        Ok(ImportTarget { t, registered, teams })
    })
    .await
}

/// `GET /t/{id}/players/import`: the upload form with the column list.
pub async fn import_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let target = load_writable(&ctx, &state, id.into_inner()).await?;
    ok(&ImportPage::form(&ctx, target.t, target.teams))
}

fn csv_error_message(ctx: &Ctx, e: CsvError) -> String {
    match e {
        CsvError::Empty => ctx.tr.t("import-empty"),
        CsvError::NoNameColumn => ctx.tr.t("import-no-name"),
        CsvError::UnknownColumns(cols) => ctx.tr.t1("import-unknown-columns", "columns", &cols.join(", ")),
        CsvError::Text(e) => crate::web::error_text::line_error(&ctx.tr, &e),
        CsvError::Malformed(line) => {
            let reason = match line {
                Some(line) => ctx.tr.t1("import-malformed-line", "line", &line.to_string()),
                None => ctx.tr.t("import-malformed-header"),
            };
            ctx.tr.t1("import-malformed", "reason", &reason)
        }
    }
}

/// The most bytes a CSV upload field may take on the wire: browsers send a
/// text area's line breaks as CRLF, which can double a file of short lines,
/// so the limit itself ([`IMPORT_LIMIT`]) is checked on the text by [`import_text`].
const IMPORT_UPLOAD_LIMIT: usize = 2 * IMPORT_LIMIT;

/// The CSV of an upload (the preview's file or pasted text, or the text the
/// confirmation sends back) as the import reads it: decoded, line breaks as
/// `\n`, and refused when longer than [`IMPORT_LIMIT`]. Preview and
/// confirmation both read through here, so whatever the preview accepts the
/// confirmation accepts.
fn import_text(ctx: &Ctx, content: &[u8]) -> Result<String, AppError> {
    let text = crate::text::encoding::decode(content).replace("\r\n", "\n");
    if text.len() > IMPORT_LIMIT {
        let mib = (IMPORT_LIMIT / (1024 * 1024)).to_string();
        return Err(AppError::Refused(ctx.tr.t1("import-too-large", "mib", &mib)));
    }
    Ok(text)
}

/// The rows of a CSV, read on a worker thread, or why the file as a whole is
/// refused: unreadable, empty, or more players than the event has room for
/// (found at the first row past the room, where reading stops).
async fn checked_rows(
    ctx: &Ctx,
    csv: String,
    target: &ImportTarget,
) -> Result<(String, Vec<CsvRow>, String), AppError> {
    let (tr, teams, registered) = (ctx.tr, target.teams, target.registered);
    // One row past the room is enough to refuse the file: the rest is not read.
    let max_rows = actions::room(registered) + 1;
    let (csv, parsed) = web::block(move || {
        let parsed = if teams { parse_team_csv(&csv, &tr, max_rows) } else { parse_csv(&csv, &tr, max_rows) };
        (csv, parsed)
    })
    .await
    .map_err(|e| AppError::Internal(e.to_string()))?;
    let (rows, error) = match parsed {
        Ok(rows) if rows.is_empty() => (rows, ctx.tr.t("import-empty")),
        Ok(rows) => {
            let error = actions::room_for(registered, rows.len()).err().map(|r| r.message(&ctx.tr));
            (rows, error.unwrap_or_default())
        }
        Err(e) => (Vec::new(), csv_error_message(ctx, e)),
    };
    Ok((csv, rows, error))
}

/// The preview of a CSV: its first rows, its errors counted and the first
/// ones listed, and the confirmation when every row can be imported.
async fn preview(ctx: &Ctx, target: ImportTarget, csv: String) -> Result<HttpResponse, AppError> {
    let (csv, mut rows, error) = checked_rows(ctx, csv, &target).await?;
    let total = rows.len();
    let bad_rows = rows.iter().filter(|r| r.result.is_err());
    let bad = bad_rows.clone().count();
    let errors = bad_rows
        .take(PREVIEW_ERRORS)
        .map(|r| (r.line, r.result.as_ref().err().map(|m| m.join(" ")).unwrap_or_default()))
        .collect();
    rows.truncate(PREVIEW_ROWS);
    let mut page = ImportPage { rows, total, bad, errors, error, ..ImportPage::form(ctx, target.t, target.teams) };
    if page.valid() {
        page.csv = csv;
    } else if csv.len() <= crate::web::forms::FORM_LIMIT {
        page.pasted = csv;
    }
    let status = if page.valid() { StatusCode::OK } else { StatusCode::UNPROCESSABLE_ENTITY };
    render(status, &page)
}

/// The CSV of an import upload (preview or confirmation), its CSRF token checked.
async fn read_csv_upload(ctx: &Ctx, payload: Multipart) -> Result<String, AppError> {
    let upload = read_upload_within(payload, "csv", IMPORT_UPLOAD_LIMIT).await?;
    ctx.check_csrf(&upload.csrf)?;
    import_text(ctx, &upload.content)
}

/// `POST /t/{id}/players/import` (multipart): checks every row and shows the
/// first ones with all errors counted; nothing is saved yet. A file larger
/// than [`IMPORT_LIMIT`] or with more players than the event has room for
/// is refused here, with the reason.
pub async fn import_preview(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    payload: Multipart,
) -> Result<HttpResponse, AppError> {
    let csv = read_csv_upload(&ctx, payload).await?;
    let target = load_writable(&ctx, &state, id.into_inner()).await?;
    preview(&ctx, target, csv).await
}

/// `POST /t/{id}/players/import/confirm` (multipart, like the preview, so the
/// CSV comes back within the same limit): saves every row in one
/// transaction, or none if any row is bad or the event has no room for them.
pub async fn import_confirm(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    payload: Multipart,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let csv = read_csv_upload(&ctx, payload).await?;
    let target = load_writable(&ctx, &state, id).await?;
    let (csv, rows, error) = checked_rows(&ctx, csv, &target).await?;
    let fields: Option<Vec<(PlayerFields, String)>> = match error.is_empty() {
        true => rows.into_iter().map(|r| r.result.ok().map(|fields| (fields, r.team))).collect(),
        false => None,
    };
    let Some(fields) = fields else {
        return preview(&ctx, target, csv).await;
    };
    let teams = target.teams;
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match teams {
            true => actions::teams::import_team_players(c, user.id, &t, &fields)?,
            false => {
                let fields: Vec<PlayerFields> = fields.into_iter().map(|(fields, _)| fields).collect();
                actions::import_players(c, user.id, &t, &fields)?.len()
            }
        };
        Ok(())
    })
    .await?;
    Ok(see_other(&format!("/t/{id}/players")))
}
