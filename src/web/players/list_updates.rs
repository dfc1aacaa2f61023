//! Keeping FIDE's list current (admins): the address it is downloaded from,
//! and *Check for a new list now* (checklist Q135, Q136).

use crate::db;
use crate::list_updates::{self, Updated, When};
use crate::web::ctx::Ctx;
use crate::web::error::AppError;
use crate::web::forms::CsrfForm;
use crate::web::view::see_other;
use crate::web::{AppState, transaction};
use actix_web::{HttpRequest, HttpResponse, web};
use serde::Deserialize;

/// The address form.
#[derive(Deserialize)]
pub struct AddressForm {
    /// What was typed (empty: no downloads).
    #[serde(default)]
    address: String,
}

/// `POST /ratings/address`: sets or clears the download address.
pub async fn set_address(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(form): CsrfForm<AddressForm>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let Some(address) = list_updates::parse_address(&form.address) else {
        return Err(AppError::BadRequest("ratings-address-invalid"));
    };
    let cleared = address.is_empty();
    transaction(&state, move |c| Ok(db::settings::set_fide_list_url(c, &address)?)).await?;
    Ctx::set_notice(&req, &ctx.tr.t(if cleared { "ratings-address-cleared" } else { "ratings-address-saved" }));
    Ok(see_other("/ratings"))
}

/// `POST /ratings/update`: checks FIDE's list at once and stores it if it changed.
pub async fn update_now(
    req: HttpRequest,
    ctx: Ctx,
    state: web::Data<AppState>,
    CsrfForm(_): CsrfForm<std::collections::HashMap<String, String>>,
) -> Result<HttpResponse, AppError> {
    ctx.require_admin()?;
    let now = chrono::Utc::now().naive_utc();
    let updated = list_updates::update_to_the_end(state.store.clone(), now, When::Now).await?;
    match updated {
        Updated::Failed(reason) => Ctx::set_flash(&req, &ctx.tr.t1("ratings-update-failed", "reason", &reason)),
        Updated::Off => Ctx::set_flash(&req, &ctx.tr.t("ratings-updates-off")),
        done => Ctx::set_notice(&req, &outcome(&ctx, &done)),
    }
    Ok(see_other("/ratings"))
}

/// What a successful check did, in the visitor's language.
pub fn outcome(ctx: &Ctx, updated: &Updated) -> String {
    match updated {
        Updated::Stored(list) => {
            ctx.tr.n_args("ratings-imported", list.players, &[("list", crate::actions::rating_lists::list_name(list))])
        }
        _ => ctx.tr.t("ratings-update-unchanged"),
    }
}
