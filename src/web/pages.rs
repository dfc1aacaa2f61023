//! Small pages without a domain of their own: language switch, static files.

use super::error::AppError;
use super::forms::local_path;
use super::i18n::{LANG_COOKIE, Lang};
use actix_web::cookie::{Cookie, SameSite};
use actix_web::{HttpResponse, web};
use serde::Deserialize;

/// Query of the language switch.
#[derive(Deserialize)]
pub struct NextQuery {
    next: Option<String>,
}

/// `GET /lang/{code}?next=/path`: remembers the language in a cookie and goes back.
pub async fn set_language(code: web::Path<String>, query: web::Query<NextQuery>) -> Result<HttpResponse, AppError> {
    let lang = Lang::from_code(&code).ok_or(AppError::NotFound)?;
    let cookie = Cookie::build(LANG_COOKIE, lang.code())
        .path("/")
        .same_site(SameSite::Lax)
        .max_age(actix_web::cookie::time::Duration::days(365))
        .finish();
    Ok(HttpResponse::SeeOther().cookie(cookie).insert_header(("Location", local_path(query.next.as_deref()))).finish())
}

/// The stylesheet and scripts, embedded in the binary so that it runs from anywhere.
pub async fn static_file(name: web::Path<String>) -> Result<HttpResponse, AppError> {
    let (body, content_type) = match name.as_str() {
        "style.css" => (include_str!("../../static/style.css"), "text/css; charset=utf-8"),
        "hall.css" => (include_str!("../../static/hall.css"), "text/css; charset=utf-8"),
        "hall.js" => (include_str!("../../static/hall.js"), "text/javascript; charset=utf-8"),
        "boards.js" => (include_str!("../../static/boards.js"), "text/javascript; charset=utf-8"),
        "board.js" => (include_str!("../../static/board.js"), "text/javascript; charset=utf-8"),
        "clock.js" => (include_str!("../../static/clock.js"), "text/javascript; charset=utf-8"),
        "live.js" => (include_str!("../../static/live.js"), "text/javascript; charset=utf-8"),
        "lookup.js" => (include_str!("../../static/lookup.js"), "text/javascript; charset=utf-8"),
        "filter.js" => (include_str!("../../static/filter.js"), "text/javascript; charset=utf-8"),
        "pairing.js" => (include_str!("../../static/pairing.js"), "text/javascript; charset=utf-8"),
        "time_control.js" => (include_str!("../../static/time_control.js"), "text/javascript; charset=utf-8"),
        _ => return Err(AppError::NotFound),
    };
    Ok(HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(("Cache-Control", "public, max-age=3600"))
        .body(body))
}
