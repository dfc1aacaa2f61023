//! Rendering helpers shared by the handlers.

use super::ctx::Ctx;
use super::error::AppError;
use crate::db::models::TournamentRow;
use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse};
use askama::Template;
use chrono::{NaiveDateTime, TimeZone};

/// Renders a page with a status (200 for pages, 422 for a form sent back with errors).
pub fn render<T: Template>(status: StatusCode, page: &T) -> Result<HttpResponse, AppError> {
    let html = page.render()?;
    Ok(HttpResponse::build(status).content_type("text/html; charset=utf-8").body(html))
}

/// Renders a page with 200 OK.
pub fn ok<T: Template>(page: &T) -> Result<HttpResponse, AppError> {
    render(StatusCode::OK, page)
}

/// A redirect after a successful POST (303, so the browser GETs the target).
pub fn see_other(location: &str) -> HttpResponse {
    HttpResponse::SeeOther().insert_header(("Location", location.to_string())).finish()
}

#[derive(Template)]
#[template(path = "error.html")]
struct ErrorPage<'a> {
    ctx: &'a Ctx,
    status: u16,
    message: String,
    /// The tournament the failed page belongs to, to go back to.
    back: Option<String>,
}

/// The page shown for an error, in the visitor's language, with the visitor
/// still signed in on its header and a link back to the tournament (if any).
pub fn error_page(req: &HttpRequest, status: StatusCode, message: String, back: Option<String>) -> String {
    let ctx = Ctx::of(req);
    let page = ErrorPage { message: message.clone(), ctx: &ctx, status: status.as_u16(), back };
    page.render().unwrap_or(message)
}

/// Formats a UTC time in the event's zone, as the pages show a round's start.
pub fn local_time(t: &TournamentRow, at: NaiveDateTime) -> String {
    t.tz().from_utc_datetime(&at).format("%Y-%m-%d %H:%M").to_string()
}
