//! `/t/{id}/rating-method`: which rating seeds the event (checklist Q116,
//! Q145): the FIDE rating, the national one, or one of FIDE's mixed
//! methods, chosen before round 1.

use crate::actions::Failed;
use crate::actions::rating_method::{RatingMethodRefusal, set_rating_method};
use crate::db::models::TournamentRow;
use crate::db::{self, TournamentId};
use crate::rating::sequence::{ListRating, ListSequence, SequenceError};
use crate::tournament::{RatingMethod, TieOrder};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::{render, see_other};
use crate::web::{AppState, access, read, transaction};
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, web};
use askama::Template;
use serde::Deserialize;

#[derive(Template)]
#[template(path = "tournaments/rating_method.html")]
struct MethodPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    chosen: RatingMethod,
    methods: [RatingMethod; 5],
    ties: TieOrder,
    tie_orders: [TieOrder; 2],
    /// The lists ratings are taken from, and every list a select offers.
    lists: ListSequence,
    list_choices: [ListRating; 5],
    /// Whether the players are checked against the FIDE list in force.
    checks: bool,
}

impl MethodPage<'_> {
    /// The list chosen at place `n` (0-based) of the sequence, as its code (empty: none).
    fn list_at(&self, n: &usize) -> &'static str {
        self.lists.lists().get(*n).map_or("", |l| l.code())
    }
}

/// The form: the method's code.
#[derive(Deserialize)]
pub struct MethodForm {
    #[serde(default)]
    method: String,
    #[serde(default)]
    ties: String,
    /// The list sequence, one select per place (empty: no list there).
    #[serde(default)]
    list1: String,
    #[serde(default)]
    list2: String,
    #[serde(default)]
    list3: String,
    /// "on" when the players are checked against the FIDE list in force.
    #[serde(default)]
    checks: String,
}

impl MethodForm {
    /// The sequence the selects name in order (`None` for a form without
    /// them: an older page keeps the stored one), or why it cannot be one.
    fn lists(&self) -> Option<Result<ListSequence, SequenceError>> {
        let places = [&self.list1, &self.list2, &self.list3];
        if places.iter().all(|p| p.is_empty()) {
            return None;
        }
        Some(ListSequence::parse(&places.map(|p| p.as_str()).join(",")))
    }
}

/// `GET /t/{id}/rating-method`.
pub async fn show(ctx: Ctx, state: web::Data<AppState>, id: web::Path<TournamentId>) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let (t, seeding, lists, checks) = read(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        let seeding = db::rating_methods::of(c, &t)?;
        let lists = db::list_sequences::of(c, &t)?;
        let checks = db::list_sequences::checks(c, &t)?;
        Ok((t, seeding, lists, checks))
    })
    .await?;
    let (chosen, ties) = (seeding.method, seeding.ties);
    let (methods, tie_orders, list_choices) = (RatingMethod::ALL, TieOrder::ALL, ListRating::ALL);
    let page = MethodPage { ctx: &ctx, t, chosen, methods, ties, tie_orders, lists, list_choices, checks };
    render(StatusCode::OK, &page)
}

/// `POST /t/{id}/rating-method`.
pub async fn save(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    id: web::Path<TournamentId>,
    CsrfForm(form): CsrfForm<MethodForm>,
) -> Result<HttpResponse, AppError> {
    let user = ctx.require_user()?.clone();
    let id = id.into_inner();
    let method = RatingMethod::from_code(&form.method).ok_or(AppError::BadRequest("error-bad-form"))?;
    // A form without the order of ties (an older page) keeps names.
    let ties = match form.ties.as_str() {
        "" => TieOrder::Name,
        code => TieOrder::from_code(code).ok_or(AppError::BadRequest("error-bad-form"))?,
    };
    let tr = ctx.tr;
    let checks = form.checks == "on";
    let lists = match form.lists() {
        Some(Ok(lists)) => Some(lists),
        Some(Err(SequenceError::Twice(list))) => {
            let named = tr.tk("rating-source-kind-short-", list.code());
            return Err(AppError::Refused(tr.t1("list-sequence-twice", "list", &named)));
        }
        Some(Err(_)) => return Err(AppError::BadRequest("error-bad-form")),
        None => None,
    };
    transaction(&state, move |c| {
        let t = access::load_for_write(c, id, &user)?;
        // A form without the lists (an older page) keeps them and the checks.
        let (lists, checks) = match lists {
            Some(lists) => (lists, checks),
            None => (db::list_sequences::of(c, &t)?, db::list_sequences::checks(c, &t)?),
        };
        match set_rating_method(c, user.id, &t, (method, ties), (&lists, checks)) {
            Ok(()) => Ok(()),
            Err(Failed::Refused(RatingMethodRefusal::RoundOnePaired)) => {
                Err(AppError::Refused(tr.t("rating-method-after-round-1")))
            }
            Err(Failed::Refused(RatingMethodRefusal::RoundOneProposed)) => {
                Err(AppError::Refused(tr.t("rating-method-round-1-proposed")))
            }
            Err(Failed::Db(e)) => Err(e.into()),
        }
    })
    .await?;
    Ctx::set_notice(&req, &ctx.tr.t("rating-method-saved"));
    Ok(see_other(&format!("/t/{id}/rating-method")))
}
