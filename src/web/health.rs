//! `GET /health` for load balancers and orchestrators: whether this instance
//! can serve, that is, its database answers and has every migration this
//! build expects. No session, no page: one pooled connection and one query.

use super::AppState;
use actix_web::{HttpResponse, web};
use std::time::Duration;

/// How long the check waits for a database connection before answering 503.
const CONNECTION_WAIT: Duration = Duration::from_secs(2);

/// Why the instance cannot serve.
#[derive(Debug, PartialEq, Eq)]
enum Unhealthy {
    /// No connection, or the query failed.
    Database,
    /// The schema lacks migrations this build expects.
    Migrations,
}

/// `GET /health`: 200 `{"status":"ok"}`, or 503 `{"status":"unavailable","reason":...}`.
pub async fn check(state: web::Data<AppState>) -> HttpResponse {
    let state = state.clone();
    let verdict = web::block(move || {
        let mut conn = state.store.reads().get_timeout(CONNECTION_WAIT).map_err(|_| Unhealthy::Database)?;
        match crate::db::is_migrated(&mut conn) {
            Ok(true) => Ok(()),
            Ok(false) => Err(Unhealthy::Migrations),
            Err(_) => Err(Unhealthy::Database),
        }
    })
    .await
    .unwrap_or(Err(Unhealthy::Database));
    let body = match &verdict {
        Ok(()) => serde_json::json!({ "status": "ok" }),
        Err(Unhealthy::Database) => serde_json::json!({ "status": "unavailable", "reason": "database" }),
        Err(Unhealthy::Migrations) => serde_json::json!({ "status": "unavailable", "reason": "migrations" }),
    };
    let mut response = if verdict.is_ok() { HttpResponse::Ok() } else { HttpResponse::ServiceUnavailable() };
    response.content_type("application/json").insert_header(("Cache-Control", "no-store")).body(body.to_string())
}
