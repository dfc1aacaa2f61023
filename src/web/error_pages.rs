//! Error responses in the visitor's language: a refused form goes back to
//! its page with the reason, a script gets JSON, anyone else an error page.

use super::error::AppError;
use super::{ctx, forms, i18n, view};
use crate::db::TournamentId;
use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;

/// Where to send an arbiter whose action was refused: the page the form was
/// on (the Referer's path), or the tournament, or the home page.
pub(super) fn back_path(req: &actix_web::HttpRequest) -> String {
    let referer = req.headers().get(actix_web::http::header::REFERER).and_then(|v| v.to_str().ok());
    let from_referer =
        referer.and_then(|r| r.split_once("://")).and_then(|(_, rest)| rest.find('/').map(|i| &rest[i..]));
    match from_referer {
        Some(path) => forms::local_path(Some(path)),
        None => tournament_path(req.path()).unwrap_or_else(|| "/".to_string()),
    }
}

/// `/t/ID` for a path inside a tournament.
fn tournament_path(path: &str) -> Option<String> {
    let id = path.strip_prefix("/t/")?.split('/').next()?;
    id.parse::<TournamentId>().ok().map(|id| format!("/t/{id}"))
}

/// Whether the caller is a script that asked for JSON (and not for a page):
/// it gets the error's own status (a lost race stays a 409) with the reason
/// as `{"error": ...}`, never a redirect.
fn wants_json(req: &actix_web::HttpRequest) -> bool {
    let accept = req.headers().get(actix_web::http::header::ACCEPT).and_then(|v| v.to_str().ok()).unwrap_or("");
    accept.contains("application/json") && !accept.contains("text/html")
}

/// Whether a response is JSON.
fn is_json(headers: &actix_web::http::header::HeaderMap) -> bool {
    let content_type = headers.get(actix_web::http::header::CONTENT_TYPE).and_then(|v| v.to_str().ok());
    content_type.is_some_and(|t| t.starts_with("application/json"))
}

/// Turns error responses into pages in the visitor's language: a refused
/// form (a bad request or a conflict with the tournament's state) sends the
/// arbiter back to the page they were on with the reason shown there; any
/// other error gets an error page with the signed-in header and a way back.
pub(super) async fn localize_errors(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let lang = i18n::Lang::of_request(req.request());
    let res = next.call(req).await?;
    let status = res.status();
    if !(status.is_client_error() || status.is_server_error()) {
        return Ok(res.map_into_boxed_body());
    }
    let app_error = res.response().error().and_then(|e| e.as_error::<AppError>());
    if app_error.is_none() && is_json(res.response().headers()) {
        // A handler's own JSON answer (the health check's 503) is meant as it is.
        return Ok(res.map_into_boxed_body());
    }
    if let (true, Some(error)) = (wants_json(res.request()), app_error) {
        let body = serde_json::json!({ "error": error.message(&i18n::Tr::new(lang)) }).to_string();
        let (req, mut response) = res.into_parts();
        let headers = response.headers_mut();
        headers.insert(
            actix_web::http::header::CONTENT_TYPE,
            actix_web::http::header::HeaderValue::from_static("application/json"),
        );
        headers.remove(actix_web::http::header::CONTENT_ENCODING);
        return Ok(ServiceResponse::new(req, response.set_body(body).map_into_boxed_body()));
    }
    let refusal = matches!(
        app_error,
        Some(AppError::BadRequest(_) | AppError::Conflict(_) | AppError::Refused(_) | AppError::Refusal(_))
    );
    if let (true, true, Some(error)) = (res.request().method() == actix_web::http::Method::POST, refusal, app_error) {
        ctx::Ctx::set_flash(res.request(), &error.message(&i18n::Tr::new(lang)));
        let back = back_path(res.request());
        let (req, _) = res.into_parts();
        return Ok(ServiceResponse::new(req, view::see_other(&back)));
    }
    let tr = i18n::Tr::new(lang);
    let message = match app_error {
        Some(app_error) => app_error.message(&tr),
        None if status == actix_web::http::StatusCode::NOT_FOUND => tr.t("error-not-found"),
        None if status == actix_web::http::StatusCode::PAYLOAD_TOO_LARGE => tr.t("error-too-large"),
        None if status.is_server_error() => tr.t("error-internal"),
        None if res.response().error().is_some() => tr.t("error-bad-form"),
        None => return Ok(res.map_into_boxed_body()),
    };
    let (req, mut response) = res.into_parts();
    let back = tournament_path(req.path());
    let html = view::error_page(&req, status, message, back);
    let headers = response.headers_mut();
    headers.insert(
        actix_web::http::header::CONTENT_TYPE,
        actix_web::http::header::HeaderValue::from_static("text/html; charset=utf-8"),
    );
    // The page replaces whatever body the handler made, compressed or not.
    headers.remove(actix_web::http::header::CONTENT_ENCODING);
    let response = response.set_body(html).map_into_boxed_body();
    Ok(ServiceResponse::new(req, response))
}
