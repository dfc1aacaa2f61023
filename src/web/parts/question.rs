//! A question FIDE mode asks before an action (the checklist's Level 3:
//! confirm or cancel) as a page of its own: what is asked and why, a
//! button that sends the form again with the confirmation, and a way back.
//! Pages work without JavaScript, so the question is a page, not a dialog.

use crate::db::models::TournamentRow;
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::view::render;
use actix_web::HttpResponse;
use actix_web::http::StatusCode;
use askama::Template;

/// The question and the form that answers it.
pub struct Question {
    /// The page's heading.
    pub heading: String,
    /// What is asked about (one paragraph each), before the warning.
    pub facts: Vec<String>,
    /// A result as it is and as entered, shown unbroken, if the question is about one.
    pub change: Option<(String, String)>,
    /// What confirming does and why it is asked.
    pub warning: String,
    /// Where the form goes.
    pub action: String,
    /// The form's fields, the confirmation among them.
    pub fields: Vec<(&'static str, String)>,
    /// The confirming button's text.
    pub button: String,
    /// The page to go back to without confirming.
    pub cancel: String,
}

#[derive(Template)]
#[template(path = "question.html")]
struct QuestionPage<'a> {
    ctx: &'a Ctx,
    t: TournamentRow,
    q: Question,
}

/// The question's page (409: the action waits for the answer).
pub fn page(ctx: &Ctx, t: TournamentRow, q: Question) -> Result<HttpResponse, AppError> {
    render(StatusCode::CONFLICT, &QuestionPage { ctx, t, q })
}
