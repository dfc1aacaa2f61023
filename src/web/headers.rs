//! Response headers that depend on who asked: pages for one visitor (a
//! signed-in account's, or one carrying a message for that visitor alone)
//! are never stored by a browser or a shared cache, and HTTPS deployments
//! tell browsers to keep to HTTPS.

use crate::web::session::SignedIn;
use actix_web::HttpMessage;
use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{CACHE_CONTROL, HeaderValue};
use actix_web::middleware::Next;

/// Marks a request whose page shows a message meant for this visitor alone
/// (a refusal kept in their session): the page must not be cached or reused.
#[derive(Clone, Copy, Debug)]
pub struct PersonalPage;

/// The `Strict-Transport-Security` value sent when cookies are secure
/// (the app is served over HTTPS): two years, the preload lists' minimum.
pub const HSTS: &str = "max-age=63072000";

/// Middleware: `Cache-Control: no-store` on every response to a signed-in
/// account and on every page that carries a one-visitor message, whatever
/// the handler set.
pub async fn no_store_for_personal_pages(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let mut res = next.call(req).await?;
    let personal = {
        let extensions = res.request().extensions();
        extensions.get::<SignedIn>().is_some() || extensions.get::<PersonalPage>().is_some()
    };
    if personal {
        res.headers_mut().insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(res)
}
