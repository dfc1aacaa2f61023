//! `/t/{id}/pairing-numbers`: a Swiss event's pairing numbers changed
//! without touching ratings (checklist Q147-Q155): two players of equal
//! tournament rating and title exchange numbers, or every number is given
//! again from the initial order; each after a question (Level 3) on the
//! shared question page, and only before round 4 is paired.

use crate::actions::Failed;
use crate::actions::pairing_numbers::{
    Exchange, NumbersRefusal, Regenerated, exchange_numbers, moves_token, regenerate_numbers, renumbering_refused,
};
use crate::actions::{numbered, seeding_key};
use crate::db::models::TournamentRow;
use crate::db::{self, PlayerId, TournamentId};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::i18n::Tr;
use crate::web::parts::question::{self, Question};
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

/// A player as the page lists and the selects offer them.
struct Line {
    id: i32,
    no: i32,
    name: String,
    title: &'static str,
    rating: u32,
}

#[derive(Template)]
#[template(path = "tournaments/pairing_numbers.html")]
struct NumbersPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    /// Why the numbers cannot change now, worded; none: the forms are offered.
    refused: Option<String>,
    players: Vec<Line>,
}

/// The refusal worded in the visitor's language (the questions excepted,
/// which have their own page).
fn refusal_text(tr: &Tr, refusal: &NumbersRefusal) -> String {
    match refusal {
        NumbersRefusal::RoundRobin => tr.t("tpn-round-robin"),
        NumbersRefusal::TeamEvent => tr.t("tpn-team-event"),
        NumbersRefusal::NotYetPaired => tr.t("tpn-not-yet-paired"),
        NumbersRefusal::RoundFourPaired => tr.t("tpn-round-four-paired"),
        NumbersRefusal::DraftExists { round } => tr.t1("tpn-draft-exists", "round", &round.to_string()),
        NumbersRefusal::UnknownPlayer => tr.t("tpn-unknown-player"),
        NumbersRefusal::SamePlayer => tr.t("tpn-same-player"),
        NumbersRefusal::UnequalRating { first, second } => {
            let args = [
                ("first", first.0.clone()),
                ("a", first.1.to_string()),
                ("second", second.0.clone()),
                ("b", second.1.to_string()),
            ];
            tr.args("tpn-unequal-rating", &args)
        }
        NumbersRefusal::UnequalTitle { first, second } => {
            let title = |code: &str| if code.is_empty() { "–".to_string() } else { code.to_string() };
            let args = [
                ("first", first.0.clone()),
                ("a", title(first.1)),
                ("second", second.0.clone()),
                ("b", title(second.1)),
            ];
            tr.args("tpn-unequal-title", &args)
        }
        NumbersRefusal::ChangedMeanwhile
        | NumbersRefusal::ExchangeNotConfirmed { .. }
        | NumbersRefusal::RegenerationNotConfirmed { .. } => tr.t("tpn-changed-meanwhile"),
    }
}

/// `GET /t/{id}/pairing-numbers`.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, refused, players) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let refused = renumbering_refused::<AppError>(c, &t)?;
        let seeding = db::rating_methods::of(c, &t)?;
        let players: Vec<Line> = numbered(db::players::for_tournament(c, t.id)?, &seeding)
            .into_iter()
            .map(|p| Line {
                id: p.row.id.0,
                no: p.no,
                rating: seeding_key(&p.row, &seeding).rating,
                title: p.row.title_code(),
                name: p.row.name,
            })
            .collect();
        Ok((t, refused, players))
    })
    .await?;
    let refused = refused.map(|r| refusal_text(&ctx.tr, &r));
    render(StatusCode::OK, &NumbersPage { ctx: &ctx, t, refused, players })
}

/// The exchange form: two players' ids, and the numbers the question showed
/// (`a,b`) once confirmed.
#[derive(Deserialize)]
pub struct ExchangeForm {
    #[serde(default)]
    first: String,
    #[serde(default)]
    second: String,
    #[serde(default)]
    confirm: String,
}

/// The regeneration form: the moves the question listed, once confirmed.
#[derive(Deserialize)]
pub struct RegenerateForm {
    #[serde(default)]
    confirm: String,
}

/// What a form did: done (the notice to show), or a question to ask.
enum Outcome {
    Done(String),
    Ask(Box<(TournamentRow, Question)>),
}

/// The answer to a form: back to the page with a notice, or the question.
fn answer(req: &HttpRequest, ctx: &Ctx, id: TournamentId, outcome: Outcome) -> Result<HttpResponse, AppError> {
    match outcome {
        Outcome::Done(notice) => {
            Ctx::set_notice(req, &notice);
            Ok(see_other(&format!("/t/{id}/pairing-numbers")))
        }
        Outcome::Ask(asked) => {
            let (t, q) = *asked;
            question::page(ctx, t, q)
        }
    }
}

/// The question an exchange or a regeneration asks first (Level 3): each
/// move (from, to, name) as "No. 1 → No. 2: name", what is recorded, and
/// the `fields` that confirm it on the `form` (`exchange`, `regenerate`).
fn moves_question(
    tr: &Tr,
    id: TournamentId,
    (form, heading): (&str, String),
    moves: &[(i32, i32, String)],
    fields: Vec<(&'static str, String)>,
) -> Question {
    let moved = |(from, to, name): &(i32, i32, String)| {
        tr.args("tpn-move", &[("from", from.to_string()), ("to", to.to_string()), ("name", name.clone())])
    };
    let (warning, button) = match form {
        "exchange" => ("tpn-exchange-warning", "tpn-exchange-confirm"),
        _ => ("tpn-regenerate-warning", "tpn-regenerate-confirm"),
    };
    Question {
        heading,
        facts: moves.iter().map(moved).collect(),
        change: None,
        warning: tr.t(warning),
        action: format!("/t/{id}/pairing-numbers/{form}"),
        fields,
        button: tr.t(button),
        cancel: format!("/t/{id}/pairing-numbers"),
    }
}

/// `POST /t/{id}/pairing-numbers/exchange`.
pub async fn exchange(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<ExchangeForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let player = |s: &str| s.trim().parse::<i32>().map(PlayerId).map_err(|_| AppError::Refused(tr.t("tpn-choose-two")));
    let (first, second) = (player(&form.first)?, player(&form.second)?);
    let confirmed = match form.confirm.split_once(',') {
        Some((a, b)) => match (a.parse::<i32>(), b.parse::<i32>()) {
            (Ok(a), Ok(b)) => Some((a, b)),
            _ => return Err(AppError::BadRequest("error-bad-form")),
        },
        None if form.confirm.is_empty() => None,
        None => return Err(AppError::BadRequest("error-bad-form")),
    };
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        match exchange_numbers(c, user.id, &t, Exchange { first, second, confirmed }) {
            Ok(()) => Ok(Outcome::Done(tr.t("tpn-exchanged"))),
            Err(Failed::Refused(NumbersRefusal::ExchangeNotConfirmed { first: (a_no, a), second: (b_no, b) })) => {
                let fields = vec![
                    ("first", first.0.to_string()),
                    ("second", second.0.to_string()),
                    ("confirm", format!("{a_no},{b_no}")),
                ];
                let moves = [(a_no, b_no, a), (b_no, a_no, b)];
                let q = moves_question(&tr, id, ("exchange", tr.t("tpn-exchange-title")), &moves, fields);
                Ok(Outcome::Ask(Box::new((t, q))))
            }
            Err(Failed::Refused(refusal)) => Err(AppError::Refused(refusal_text(&tr, &refusal))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    answer(&req, &ctx, id, outcome)
}

/// `POST /t/{id}/pairing-numbers/regenerate`.
pub async fn regenerate(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<RegenerateForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let tr = ctx.tr;
    let outcome = transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let confirmed = (!form.confirm.is_empty()).then_some(form.confirm.as_str());
        match regenerate_numbers(c, user.id, &t, confirmed) {
            Ok(Regenerated::Unchanged) => Ok(Outcome::Done(tr.t("tpn-regenerated-none"))),
            Ok(Regenerated::Moved(n)) => Ok(Outcome::Done(tr.n("tpn-regenerated", n))),
            Err(Failed::Refused(NumbersRefusal::RegenerationNotConfirmed { moves })) => {
                let listed: Vec<(i32, i32, String)> = moves.iter().map(|m| (m.from, m.to, m.name.clone())).collect();
                let heading = tr.n("tpn-regenerate-title", moves.len());
                let fields = vec![("confirm", moves_token(&moves))];
                let q = moves_question(&tr, id, ("regenerate", heading), &listed, fields);
                Ok(Outcome::Ask(Box::new((t, q))))
            }
            Err(Failed::Refused(refusal)) => Err(AppError::Refused(refusal_text(&tr, &refusal))),
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    answer(&req, &ctx, id, outcome)
}
