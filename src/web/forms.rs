//! Form handling shared by all pages: the CSRF-checked form extractor, field
//! errors, and small parsing helpers.

use super::ctx::Ctx;
use super::error::AppError;
use super::i18n::Tr;
use crate::text::{self, TextKind};
use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest, web};
use serde::de::DeserializeOwned;
use std::collections::BTreeMap;
use std::future::Future;
use std::pin::Pin;

/// The largest ordinary form body accepted (bigger bodies get 413).
pub const FORM_LIMIT: usize = 64 * 1024;
/// The largest upload accepted: a TRF file, or a CSV import's text (UTF-8,
/// line breaks counted as one byte), the same for its preview and its
/// confirmation (SECURITY.md "Input").
pub const IMPORT_LIMIT: usize = 2 * 1024 * 1024;

/// A urlencoded form whose `csrf` field has been checked against the session.
/// A POST with a missing or wrong token never reaches the handler (403);
/// nor does one with a refused character ([`refused_field`]: 400).
pub struct CsrfForm<T>(pub T);

/// A form of a button alone: nothing but its CSRF token (sign out, delete, withdraw).
#[derive(serde::Deserialize)]
pub struct EmptyForm {}

/// A CSRF-checked form whose page is shown again, every value kept, when a
/// field holds a refused character ([`refused_field`]): the handler gets
/// the form as typed and the refusal, to show at the field ([`FieldErrors::refuse`]).
pub struct KeptForm<T> {
    /// The form as typed.
    pub form: T,
    /// The first field refused, if any: nothing of it may be stored.
    pub refused: Option<RefusedField>,
}

/// A field refused for the character it holds, with the reason worded
/// for the place beside it.
#[derive(Debug, Clone)]
pub struct RefusedField {
    /// The field's name in the form.
    pub field: String,
    /// Why, in the visitor's language, for the place beside the field.
    pub message: String,
    /// Why, naming the field, for a page that shows it elsewhere.
    pub named: String,
}

/// Reads a form body: bounded ([`FORM_LIMIT`]), its CSRF token checked;
/// the fields as pairs and as `T`.
async fn read_form<T: DeserializeOwned>(
    ctx: &Ctx,
    body: impl Future<Output = Result<web::Bytes, actix_web::Error>>,
) -> Result<(Vec<(String, String)>, T), actix_web::Error> {
    let bytes = body.await?;
    if bytes.len() > FORM_LIMIT {
        return Err(actix_web::error::ErrorPayloadTooLarge("form too large"));
    }
    let pairs: Vec<(String, String)> =
        serde_urlencoded::from_bytes(&bytes).map_err(|_| AppError::BadRequest("error-bad-form"))?;
    let token = pairs.iter().find(|(k, _)| k == "csrf").map(|(_, v)| v.as_str()).unwrap_or("");
    ctx.check_csrf(token)?;
    let form = serde_urlencoded::from_bytes(&bytes).map_err(|_| AppError::BadRequest("error-bad-form"))?;
    Ok((pairs, form))
}

/// The future both form extractors return: the form read ([`read_form`]),
/// then `finish` given it and the first field refused for a character.
fn extract<T: DeserializeOwned + 'static, E: 'static>(
    req: &HttpRequest,
    payload: &mut Payload,
    finish: fn(&Ctx, T, Option<RefusedCharacter>) -> Result<E, actix_web::Error>,
) -> Pin<Box<dyn Future<Output = Result<E, actix_web::Error>>>> {
    let req = req.clone();
    let body = web::Bytes::from_request(&req, payload);
    Box::pin(async move {
        let ctx = Ctx::of(&req);
        let (pairs, form) = read_form(&ctx, body).await?;
        finish(&ctx, form, refused_field(&pairs))
    })
}

impl<T: DeserializeOwned + 'static> FromRequest for CsrfForm<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        extract(req, payload, |ctx, form, refused| match refused {
            Some(refused) => Err(AppError::Refused(refused.message(&ctx.tr)).into()),
            None => Ok(CsrfForm(form)),
        })
    }
}

impl<T: DeserializeOwned + 'static> FromRequest for KeptForm<T> {
    type Error = actix_web::Error;
    type Future = Pin<Box<dyn Future<Output = Result<Self, Self::Error>>>>;

    fn from_request(req: &HttpRequest, payload: &mut Payload) -> Self::Future {
        extract(req, payload, |ctx, form, refused| {
            Ok(KeptForm { form, refused: refused.map(|r| r.at_the_field(&ctx.tr)) })
        })
    }
}

/// The form fields that are text of several lines (the text areas); every
/// other field is one line.
const FREE_TEXT_FIELDS: [&str; 6] = ["csv", "deputies", "pgn", "rules", "schedule", "trf"];

/// The first field that holds a character no stored text may hold.
struct RefusedCharacter {
    /// The field's name.
    field: String,
    /// Where in it (characters from 1).
    at: usize,
    /// The character, as a code point (`U+0007`).
    char: String,
    /// The message key of the kind of character (`error-control-character`
    /// or `error-bidi-override`).
    key: &'static str,
}

impl RefusedCharacter {
    /// The refusal naming the field, for a page of its own.
    fn message(&self, tr: &Tr) -> String {
        let args = [("field", self.field.clone()), ("at", self.at.to_string()), ("char", self.char.clone())];
        tr.args(self.key, &args)
    }

    /// The refusal worded for the place beside the field.
    fn at_the_field(self, tr: &Tr) -> RefusedField {
        let key = if self.key == "error-bidi-override" { "field-bidi-override" } else { "field-control-character" };
        let message = tr.args(key, &[("at", self.at.to_string()), ("char", self.char.clone())]);
        RefusedField { named: self.message(tr), field: self.field, message }
    }
}

/// The first field (and the place in it) that holds a control character,
/// which no text stored may hold, or (in a one-line field) a bidirectional
/// override; `None` if all are clean.
fn refused_field(pairs: &[(String, String)]) -> Option<RefusedCharacter> {
    pairs.iter().find_map(|(field, value)| {
        let kind = if FREE_TEXT_FIELDS.contains(&field.as_str()) { TextKind::FreeText } else { TextKind::Line };
        let (at, c) = text::refused_character(value, kind)?;
        let key = if text::is_bidi_override(c) { "error-bidi-override" } else { "error-control-character" };
        Some(RefusedCharacter { field: field.clone(), at, char: text::code_point(c), key })
    })
}

/// Checks a one-line text field against the rule on control characters and
/// its bound of `max` characters ([`crate::text`]: `MAX_NAME` for names,
/// places and clubs); when refused, a message naming the field (by its
/// label's message key) for it. Whether it passed.
pub fn check_line(tr: &Tr, errors: &mut FieldErrors, field: &'static str, label: &str, text: &str, max: usize) -> bool {
    match text::check(text, TextKind::Line, max) {
        Ok(()) => true,
        Err(problem) => {
            let reason = super::error_text::text_problem(tr, &problem);
            errors.add(field, tr.args("form-text-refused", &[("field", tr.t(label)), ("reason", reason)]));
            false
        }
    }
}

/// A text sent back in a form to be corrected or sent again (a refused
/// import): itself when it fits an ordinary form ([`FORM_LIMIT`]), else
/// nothing, so that a refusal never echoes a large upload.
pub fn echo(text: String) -> String {
    if text.len() <= FORM_LIMIT { text } else { String::new() }
}

/// Messages per form field, already translated.
#[derive(Default, Debug)]
pub struct FieldErrors(BTreeMap<String, String>);

impl FieldErrors {
    /// Adds a message for a field (the first one stays).
    pub fn add(&mut self, field: &str, message: String) {
        self.0.entry(field.to_string()).or_insert(message);
    }

    /// Adds the message of a field refused for its characters, if any
    /// ([`KeptForm::refused`]).
    pub fn refuse(&mut self, refused: Option<RefusedField>) {
        if let Some(RefusedField { field, message, .. }) = refused {
            self.add(&field, message);
        }
    }

    /// The message for a field, or an empty string.
    pub fn get(&self, field: &str) -> &str {
        self.0.get(field).map_or("", String::as_str)
    }

    /// Whether a field has a message.
    pub fn has(&self, field: &str) -> bool {
        self.0.contains_key(field)
    }

    /// Whether the form is valid.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every message, for a summary at the top of the form.
    pub fn all(&self) -> Vec<&str> {
        self.0.values().map(String::as_str).collect()
    }
}

/// A redirect target from a query parameter, if it is a path on this site
/// (never an open redirect to another host).
pub fn local_path(next: Option<&str>) -> String {
    // Browsers drop tabs and line breaks inside URLs ("/\t/evil" becomes
    // "//evil"), so no control character or white space is accepted at all.
    let safe = |p: &str| {
        p.starts_with('/')
            && !p.starts_with("//")
            && !p.contains('\\')
            && !p.chars().any(|c| c.is_control() || c.is_whitespace())
    };
    match next {
        Some(p) if safe(p) => p.to_string(),
        _ => "/".to_string(),
    }
}

/// A form field that should hold a number but does not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotANumber;

/// An optional number from a form field; `Err` when present but not a number.
pub fn optional_number<T: std::str::FromStr>(text: &str) -> Result<Option<T>, NotANumber> {
    let t = text.trim();
    if t.is_empty() { Ok(None) } else { t.parse().map(Some).map_err(|_| NotANumber) }
}

/// Middleware: a query string whose values hold a control character (a
/// search for `%00`) is refused with 400 naming the parameter, before any
/// handler hands it to the database.
pub async fn refuse_control_characters_in_query(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>, actix_web::Error> {
    if !req.query_string().is_empty() {
        let pairs: Vec<(String, String)> = serde_urlencoded::from_str(req.query_string()).unwrap_or_default();
        let ctx = Ctx::anonymous(super::i18n::Lang::of_request(req.request()));
        if let Some(refused) = refused_field(&pairs) {
            return Err(AppError::Refused(refused.message(&ctx.tr)).into());
        }
    }
    next.call(req).await
}

/// Whether a request says its body is compressed: a `Content-Encoding`
/// other than `identity` (in any of its headers or list items).
fn is_encoded(headers: &actix_web::http::header::HeaderMap) -> bool {
    headers.get_all(actix_web::http::header::CONTENT_ENCODING).any(|value| {
        value.to_str().map_or(true, |v| v.split(',').any(|coding| !coding.trim().eq_ignore_ascii_case("identity")))
    })
}

/// Middleware: a request whose body is compressed (`Content-Encoding: gzip`,
/// `br`, `zstd`...) is refused with 415 before any extractor reads it. Every
/// form, upload and script call is sent uncompressed, and actix-web would
/// inflate such a body chunk by chunk before our size limits see it: 254 KB
/// of gzip becomes hundreds of megabytes. The refusal is a response (not an
/// `Err`, which would pass the outer middleware by), so that it is worded in
/// the visitor's language like any other error.
pub async fn refuse_encoded_bodies(
    req: actix_web::dev::ServiceRequest,
    next: actix_web::middleware::Next<impl actix_web::body::MessageBody>,
) -> Result<
    actix_web::dev::ServiceResponse<actix_web::body::EitherBody<impl actix_web::body::MessageBody>>,
    actix_web::Error,
> {
    if is_encoded(req.headers()) {
        return Ok(req.error_response(AppError::EncodedBody).map_into_right_body());
    }
    next.call(req).await.map(actix_web::dev::ServiceResponse::map_into_left_body)
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header::{CONTENT_ENCODING, HeaderMap, HeaderValue};

    #[test]
    fn only_an_identity_body_is_not_encoded() {
        let with = |values: &[&'static str]| {
            let mut headers = HeaderMap::new();
            for v in values {
                headers.append(CONTENT_ENCODING, HeaderValue::from_static(v));
            }
            is_encoded(&headers)
        };
        assert!(!with(&[]) && !with(&["identity"]) && !with(&[" Identity "]));
        assert!(with(&["gzip"]) && with(&["br"]) && with(&["identity, gzip"]) && with(&["identity", "deflate"]));
    }
}
