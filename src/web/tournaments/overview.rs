//! Tournament pages: create, overview, settings, arbiters, audit log.

use crate::actions::teams::{self, TeamRefusal};
use crate::actions::tournaments::{self, ConfigurationChange, PairingSetting, TournamentRefusal};
use crate::clock::TimeControl;
use crate::db;
use crate::db::TournamentId;
use crate::db::models::{AuditRow, TournamentRow};
use crate::tournament::{ScoringProblem, System};
use crate::web::access::{self, Access};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::error::Worded;
use crate::web::error::kept;
use crate::web::forms::{CsrfForm, FieldErrors, KeptForm};
use crate::web::tournaments::form::{POINT_FIELDS, TournamentForm, reading};
use crate::web::tournaments::team_settings_form::{COLOUR_CODES, PRIMARY_CODES, TeamSettingsForm};
use crate::web::view::{local_time, ok, render, see_other};
use crate::web::{AppState, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/form.html")]
struct FormPage<'a> {
    ctx: &'a Ctx,
    form: TournamentForm,
    errors: FieldErrors,
    action: String,
    systems: [System; 3],
    point_fields: [&'static str; 7],
    /// How the time control typed was read, in words (empty if unreadable).
    reading: String,
    /// The mode the control would switch the event to, to confirm: its
    /// code and the sentence saying what changes.
    mode_change: Option<(&'static str, String)>,
    /// The settings that pair or score changed once a round is paired, to
    /// confirm in two steps (FIDE mode's Level 4).
    configuration: Option<ConfigurationWarning>,
    /// The colour preferences a team event offers, by code.
    team_colours: [&'static str; 3],
    /// The primary scores a team event offers, by code.
    team_primaries: [&'static str; 2],
}

fn form_page(
    ctx: &Ctx,
    status: StatusCode,
    form: TournamentForm,
    errors: FieldErrors,
    action: String,
) -> Result<HttpResponse, AppError> {
    mode_form_page(ctx, status, form, errors, action, None)
}

/// A change of settings that pair or score, as the form asks to confirm
/// it: which step (1: the consequences stated, to tick; 2: the last
/// press), each change worded (`Rounds: 9 → 11`) and the paired rounds
/// the Dutch system pairs otherwise under the new settings (`2, 3`; empty
/// when none).
struct ConfigurationWarning {
    step: u8,
    changes: Vec<String>,
    paired_otherwise: String,
}

impl ConfigurationWarning {
    /// The warning for `changes`, one step after the one `form` confirmed.
    fn of(ctx: &Ctx, form: &TournamentForm, changes: &[ConfigurationChange], rounds: &[u32]) -> ConfigurationWarning {
        let label = |c: &ConfigurationChange| match c.setting {
            PairingSetting::Rounds => ctx.tr.t("tournament-rounds"),
            setting => ctx.tr.t(&setting.field().replace('_', "-")),
        };
        let changes =
            changes.iter().map(|c| format!("{}: {} → {}", label(c), c.shown(c.before), c.shown(c.after))).collect();
        let step = if form.confirm_configuration == "1" { 2 } else { 1 };
        let paired_otherwise = rounds.iter().map(u32::to_string).collect::<Vec<_>>().join(", ");
        ConfigurationWarning { step, changes, paired_otherwise }
    }
}

/// The settings form, asking to confirm the change of game mode `change`
/// refuses (a [`TournamentRefusal::ModeChange`]) when there is one, or
/// the settings that pair or score changed
/// ([`TournamentRefusal::ConfigurationUnconfirmed`]).
fn mode_form_page(
    ctx: &Ctx,
    status: StatusCode,
    form: TournamentForm,
    errors: FieldErrors,
    action: String,
    change: Option<&TournamentRefusal>,
) -> Result<HttpResponse, AppError> {
    let reading = form.time_control.parse::<TimeControl>().map(|c| reading(&c, &ctx.tr)).unwrap_or_default();
    let mode_change = change.and_then(|refusal| match refusal {
        TournamentRefusal::ModeChange { after, .. } => Some((after.code(), refusal.message(&ctx.tr))),
        _ => None,
    });
    let configuration = change.and_then(|refusal| match refusal {
        TournamentRefusal::ConfigurationUnconfirmed { changes, paired_otherwise } => {
            Some(ConfigurationWarning::of(ctx, &form, changes, paired_otherwise))
        }
        _ => None,
    });
    let systems = System::ALL;
    let (team_colours, team_primaries) = (COLOUR_CODES, PRIMARY_CODES);
    let point_fields = POINT_FIELDS;
    let page = FormPage {
        ctx,
        form,
        errors,
        action,
        systems,
        point_fields,
        reading,
        mode_change,
        configuration,
        team_colours,
        team_primaries,
    };
    render(status, &page)
}

/// The query of the time-control read-back.
#[derive(Deserialize)]
pub struct ReadingQuery {
    /// The control as typed so far.
    #[serde(default)]
    tc: String,
}

/// `GET /time-control/reading?tc=…`: how the control typed so far reads, in
/// the visitor's language, as the settings form says it after saving (or why
/// it cannot be read), for the form's script to show as one types.
pub async fn time_control_reading(ctx: Ctx, query: web::Query<ReadingQuery>) -> HttpResponse {
    let text = match query.tc.trim() {
        "" => String::new(),
        typed => match typed.parse::<TimeControl>() {
            Ok(c) => ctx.tr.t1("tc-read-as", "reading", &reading(&c, &ctx.tr)),
            Err(e) => {
                ctx.tr.t1("form-time-control-invalid", "reason", &crate::web::error_text::time_control(&ctx.tr, &e))
            }
        },
    };
    HttpResponse::Ok().content_type("text/plain; charset=utf-8").insert_header(("Cache-Control", "no-store")).body(text)
}

/// `GET /tournaments/new`.
pub async fn new_form(ctx: Ctx) -> Result<HttpResponse, AppError> {
    ctx.require_user()?;
    form_page(&ctx, StatusCode::OK, TournamentForm::defaults(), FieldErrors::default(), "/tournaments/new".into())
}

/// `POST /tournaments/new`: creates the event with the creator as chief
/// arbiter (a team event with its settings when "team event" is ticked).
pub async fn create(
    ctx: Ctx,
    state: web::Data<AppState>,
    KeptForm { form, refused: bad_text }: KeptForm<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    let action = "/tournaments/new".to_string();
    let team = form.team.validate(&ctx.tr, &mut errors);
    let (Some(valid), Some(team), true) = (form.validate(&ctx, &mut errors), team, errors.is_empty()) else {
        return form_page(&ctx, StatusCode::UNPROCESSABLE_ENTITY, form, errors, action);
    };
    let created = transaction(&state, move |c| match team {
        None => Ok(kept(tournaments::create_tournament(c, user.id, valid))?.map_err(TeamRefusal::Tournament)),
        Some(team) => kept(teams::create_team_event(c, user.id, valid, team)),
    })
    .await?;
    match created {
        Ok(id) => Ok(see_other(&format!("/t/{id}"))),
        Err(TeamRefusal::Tournament(refusal)) => refused_form(&ctx, form, errors, action, refusal),
        Err(refusal) => {
            errors.add("team_boards", refusal.message(&ctx.tr));
            form_page(&ctx, refusal.status(), form, errors, action)
        }
    }
}

/// The settings form again after a refusal: the mode change to confirm,
/// or the reason under the field it concerns.
fn refused_form(
    ctx: &Ctx,
    form: TournamentForm,
    mut errors: FieldErrors,
    action: String,
    refusal: TournamentRefusal,
) -> Result<HttpResponse, AppError> {
    let status = StatusCode::UNPROCESSABLE_ENTITY;
    match refusal {
        TournamentRefusal::ModeChange { .. } | TournamentRefusal::ConfigurationUnconfirmed { .. } => {
            mode_form_page(ctx, status, form, errors, action, Some(&refusal))
        }
        TournamentRefusal::FideScoring(problem) => {
            let field = match problem {
                ScoringProblem::DrawsOverWinAndLoss => "points_draw",
                ScoringProblem::ByeOverWin | ScoringProblem::StandardByeOdd => "points_pab",
            };
            errors.add(field, refusal.message(&ctx.tr));
            form_page(ctx, status, form, errors, action)
        }
        TournamentRefusal::SystemLocked => {
            errors.add("system", refusal.message(&ctx.tr));
            form_page(ctx, status, form, errors, action)
        }
        other => Err(AppError::Refusal(Box::new(other))),
    }
}

/// A round of the schedule as shown.
struct RoundLine {
    number: i32,
    starts: String,
    paired: bool,
}

#[derive(Template)]
#[template(path = "tournaments/show.html")]
struct ShowPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    access: Access,
    players: usize,
    control: String,
    mode: String,
    rounds: Vec<RoundLine>,
    arbiters: Vec<(String, bool)>,
    arbiter_error: String,
    /// The next round has a proposed pairing waiting to be published.
    draft: bool,
    /// The number of the round to pair next.
    next_round: i32,
    /// Archived: hidden from the public list and read-only.
    archived: bool,
    /// A team event: its number of teams.
    teams: Option<usize>,
    /// The round being played or about to be (0: none published), for the hall of boards.
    current_round: i32,
    /// Why the event cannot be completed as set up (arbiters, before round 1).
    setup_warning: Option<String>,
    /// Online entry takes entries now (the entry form is linked).
    entry_open: bool,
    /// How many online entries wait for the arbiter.
    open_entries: i64,
    /// What players asked that waits for an arbiter, and (where the event
    /// asks for check-in) how many players of the next round have not checked in.
    waiting: (usize, usize),
}

async fn show_page(
    ctx: &Ctx,
    state: &web::Data<AppState>,
    id: TournamentId,
    status: StatusCode,
    arbiter_error: String,
) -> Result<HttpResponse, AppError> {
    let user = ctx.user.clone();
    let now = chrono::Utc::now().naive_utc();
    let (t, access, players, schedule, arbiters, (draft, archived, teams, current_round), entries) =
        read(state, move |c| {
            let (t, access) = access::load(c, id, user.as_ref())?;
            let settings = db::self_service::of(c, id)?;
            let players = db::players::for_tournament(c, id)?.len();
            let open_count = db::entries::open_count(c, id)?;
            // A full event's form would only say so: no link to it.
            let entry_open = settings.entry_open_at(now)
                && crate::actions::entries::room(&settings, players, usize::try_from(open_count).unwrap_or(usize::MAX))
                    .is_ok();
            let open_entries = if access.write { open_count } else { 0 };
            let waiting = match access.write {
                true => self_service_waiting(c, &t, &settings)?,
                false => (0, 0),
            };
            let teams = match db::teams::settings(c, id)? {
                Some(_) => Some(db::teams::for_tournament(c, id)?.len()),
                None => None,
            };
            let schedule = db::tournaments::schedule(c, id)?;
            let arbiters = db::tournaments::arbiters(c, id)?;
            let draft = !db::boards::for_round(c, id, t.paired_rounds + 1)?.is_empty();
            let archived = db::tournaments::is_archived(c, id)?;
            let current =
                crate::web::tournaments::hall::current_round(&db::boards::for_tournament(c, id)?, t.paired_rounds);
            Ok((
                t,
                access,
                players,
                schedule,
                arbiters,
                (draft, archived, teams, current),
                (entry_open, open_entries, waiting),
            ))
        })
        .await?;
    let total = (t.rounds as usize).max(t.paired_rounds as usize).max(schedule.len());
    let rounds = (1..=total as i32)
        .map(|n| RoundLine {
            number: n,
            starts: schedule
                .iter()
                .find(|(r, _)| *r == n)
                .and_then(|(_, at)| *at)
                .map(|at| local_time(&t, at))
                .unwrap_or_default(),
            paired: n <= t.paired_rounds,
        })
        .collect();
    let tc: Option<TimeControl> = t.time_control.parse().ok();
    let control = tc.as_ref().map(TimeControl::human).unwrap_or_else(|| t.time_control.clone());
    let mode = ctx.tr.t(&format!("mode-{}", t.game_mode().code()));
    let next_round = t.paired_rounds + 1;
    let setup_warning = setup_warning(ctx, &t, players, teams.is_some());
    let page = ShowPage {
        ctx,
        t,
        access,
        players,
        control,
        mode,
        rounds,
        arbiters,
        arbiter_error,
        draft,
        next_round,
        archived,
        teams,
        current_round,
        setup_warning,
        entry_open: entries.0,
        open_entries: entries.1,
        waiting: entries.2,
    };
    render(status, &page)
}

/// Before round 1 of an individual Swiss event: why the set-up cannot be
/// completed as it stands (more rounds than its players can play without
/// meeting twice; checklist Q62), if so.
fn setup_warning(ctx: &Ctx, t: &TournamentRow, players: usize, teams: bool) -> Option<String> {
    let possible = crate::pairing::swiss_rounds_possible(players);
    let rounds = t.rounds.max(0) as usize;
    let asks_too_many = t.paired_rounds == 0 && !teams && !t.system().is_round_robin() && players >= 2;
    (asks_too_many && rounds > possible).then(|| {
        let args = [("players", players.to_string()), ("rounds", rounds.to_string()), ("max", possible.to_string())];
        ctx.tr.args("setup-too-many-rounds", &args)
    })
}

/// `GET /t/{id}/live`: a token that changes whenever the tournament's public
/// pages would (pairings, results, players, settings), polled by the round and
/// standings pages to reload themselves when results come in.
pub async fn live(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let (id, user) = (id.into_inner(), ctx.user.clone());
    let fingerprint = crate::web::read(&state, move |c| {
        access::load(c, id, user.as_ref())?;
        Ok(db::tournaments::fingerprint(c, id)?)
    })
    .await?;
    let token: Vec<String> = fingerprint.iter().map(i64::to_string).collect();
    Ok(HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .insert_header(("Cache-Control", "no-store"))
        .body(token.join("-")))
}

/// `GET /t/{id}`: the overview, with the arbiter's controls for its arbiters.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    show_page(&ctx, &state, id.into_inner(), StatusCode::OK, String::new()).await
}

/// `GET /t/{id}/edit`.
pub async fn edit_form(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let form = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        current_form(c, &t)
    })
    .await?;
    form_page(&ctx, StatusCode::OK, form, FieldErrors::default(), format!("/t/{id}/edit"))
}

/// The settings form filled from the stored tournament and its team settings.
fn current_form(c: &mut db::DbConnection, t: &TournamentRow) -> Result<TournamentForm, AppError> {
    let mut form = TournamentForm::from_row(t, &db::tournaments::schedule(c, t.id)?);
    form.team = TeamSettingsForm::from_row(db::teams::settings(c, t.id)?.as_ref());
    Ok(form)
}

/// `POST /t/{id}/edit`: saves the settings and the team settings unless
/// someone else saved first.
pub async fn update(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    KeptForm { form, refused: bad_text }: KeptForm<TournamentForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let action = format!("/t/{id}/edit");
    let mut errors = FieldErrors::default();
    errors.refuse(bad_text);
    let valid = form.validate(&ctx, &mut errors);
    let team = form.team.validate(&ctx.tr, &mut errors);
    let version: Option<i32> = form.version.parse().ok();
    let team_version = form.team.version();
    let (Some(valid), Some(version), Some(team), true) = (valid, version, team, errors.is_empty()) else {
        // Authorization first: a stranger learns nothing from validation messages.
        let u = user.clone();
        transaction(&state, move |c| access::load_for_write(c, id, &u).map(|_| ())).await?;
        return form_page(&ctx, StatusCode::UNPROCESSABLE_ENTITY, form, errors, action);
    };
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match kept(teams::update_team_event(c, user.id, &t, (version, valid), (team_version, team)))? {
            Err(
                refusal
                @ (TeamRefusal::Tournament(TournamentRefusal::Conflict) | TeamRefusal::SettingsChangedMeanwhile),
            ) => {
                let current = db::tournaments::by_id(c, id)?.ok_or(AppError::NotFound)?;
                Ok(Err((refusal, Some(Box::new(current_form(c, &current)?)))))
            }
            done => Ok(done.map(|_| ()).map_err(|refusal| (refusal, None))),
        }
    })
    .await?;
    match outcome {
        Ok(()) => Ok(see_other(&format!("/t/{id}"))),
        Err((refusal, Some(current))) => {
            errors.add("version", refusal.message(&ctx.tr));
            form_page(&ctx, refusal.status(), *current, errors, action)
        }
        Err((TeamRefusal::Tournament(refusal), None)) => refused_form(&ctx, form, errors, action, refusal),
        Err((refusal, None)) => {
            errors.add("team_boards", refusal.message(&ctx.tr));
            form_page(&ctx, refusal.status(), form, errors, action)
        }
    }
}

/// The form that adds an arbiter by account name.
#[derive(Deserialize)]
pub struct ArbiterForm {
    #[serde(default)]
    username: String,
}

/// Which change to the tournament's deputies a form asks for.
#[derive(Clone, Copy)]
enum DeputyChange {
    Add,
    Remove,
}

/// `POST /t/{id}/arbiters`: the chief arbiter adds a deputy, an account.
pub async fn add_arbiter(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ArbiterForm>,
) -> Result<HttpResponse, AppError> {
    change_deputies(ctx, state, id.into_inner(), form, DeputyChange::Add).await
}

/// `POST /t/{id}/arbiters/remove`: the chief arbiter removes a deputy.
pub async fn remove_arbiter(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ArbiterForm>,
) -> Result<HttpResponse, AppError> {
    change_deputies(ctx, state, id.into_inner(), form, DeputyChange::Remove).await
}

/// Adds or removes the deputy the form names, for the chief arbiter only,
/// then shows the tournament's page with what was done or why not.
async fn change_deputies(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: TournamentId,
    form: ArbiterForm,
    change: DeputyChange,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let name = form.username.trim().to_string();
    if name.is_empty() || name.chars().count() > crate::text::MAX_SHORT_TEXT {
        return Err(AppError::BadRequest("account-username-invalid"));
    }
    let form_name = name.clone();
    let done = transaction(&state, move |c| {
        // Archived means read-only: no change of deputies until it is restored.
        let (t, access) = access::load_for_write_with_access(c, id, &user)?;
        if !access.chief {
            return Err(AppError::ForbiddenBut("arbiter-chief-only"));
        }
        kept(match change {
            DeputyChange::Add => tournaments::add_arbiter(c, user.id, &t, &name).map(|_| ()),
            DeputyChange::Remove => tournaments::remove_arbiter(c, user.id, &t, &name),
        })
    })
    .await?;
    let (status, msg) = match (done, change) {
        (Ok(()), DeputyChange::Add) => (StatusCode::OK, ctx.tr.t1("arbiter-added", "name", &form_name)),
        (Ok(()), DeputyChange::Remove) => (StatusCode::OK, ctx.tr.t1("arbiter-removed", "name", &form_name)),
        (Err(refusal), _) => (refusal.status(), refusal.message(&ctx.tr)),
    };
    show_page(&ctx, &state, id, status, msg).await
}

#[derive(Template)]
#[template(path = "tournaments/audit.html")]
struct AuditPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    entries: Vec<(AuditRow, Option<String>)>,
}

impl AuditPage<'_> {
    fn when(&self, row: &AuditRow) -> String {
        local_time(&self.t, row.at)
    }

    fn sentence(&self, row: &AuditRow) -> Option<String> {
        crate::web::tournaments::audit_log::sentence_of(row, &self.ctx.tr)
    }

    fn author(&self, row: &AuditRow) -> Option<String> {
        crate::web::tournaments::audit_log::author_of(row, &self.ctx.tr)
    }
}

/// `GET /t/{id}/audit`: every change, for the tournament's arbiters.
pub async fn audit_log(
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, entries) = read(&state, move |c| {
        // Readable by its arbiters even while archived.
        let (t, access) = access::load(c, id, Some(&user))?;
        if !access.write {
            return Err(AppError::Forbidden);
        }
        Ok((t, db::audit::for_tournament(c, id)?))
    })
    .await?;
    ok(&AuditPage { ctx: &ctx, t, entries })
}

/// The players' requests waiting, and the players of the next round not
/// checked in once its check-in window is open (0 unless the event asks
/// for check-in).
fn self_service_waiting(
    c: &mut crate::db::DbConnection,
    t: &crate::db::models::TournamentRow,
    settings: &crate::db::self_service::SelfService,
) -> Result<(usize, usize), diesel::result::Error> {
    use crate::actions::self_service::check_in::{absent_now, check_in_round};
    let requests = db::player_requests::for_tournament(c, t.id, true)?.len();
    let absent = match check_in_round(c, t)? {
        Some(round) => absent_now(c, (t, settings), round, chrono::Utc::now().naive_utc())?.len(),
        None => 0,
    };
    Ok((requests, absent))
}
