//! A file sent with a form (multipart): a player list, a TRF. The upload is
//! read with every field bounded, and a preview of it lists a bounded
//! number of its problems.

use crate::web::error::AppError;
use crate::web::forms::IMPORT_LIMIT;
use actix_multipart::Multipart;
use futures_util::StreamExt;
use std::collections::HashMap;

/// The most rows with errors an import preview lists; all are counted.
pub const PREVIEW_ERRORS: usize = 50;

/// A multipart upload as read by [`read_upload`].
pub(in crate::web) struct Upload {
    /// The CSRF token sent.
    pub csrf: String,
    /// The file chosen, or else the text pasted.
    pub content: Vec<u8>,
    /// The other short fields (check boxes...), as text.
    pub fields: HashMap<String, String>,
}

/// Reads a multipart upload: the CSRF token and the content, from the `file`
/// field or, when no file was chosen, from the pasted `text_field`; no field
/// longer than [`IMPORT_LIMIT`].
pub(in crate::web) async fn read_upload(payload: Multipart, text_field: &str) -> Result<Upload, AppError> {
    read_upload_within(payload, text_field, IMPORT_LIMIT).await
}

/// [`read_upload`], no field longer than `limit` bytes.
pub(in crate::web) async fn read_upload_within(
    mut payload: Multipart,
    text_field: &str,
    limit: usize,
) -> Result<Upload, AppError> {
    let (mut csrf, mut file, mut pasted) = (String::new(), Vec::new(), Vec::new());
    let mut fields = HashMap::new();
    while let Some(field) = payload.next().await {
        let mut field = field.map_err(|_| AppError::BadRequest("error-bad-form"))?;
        let name = field.name().unwrap_or("").to_string();
        let mut bytes = Vec::new();
        while let Some(chunk) = field.next().await {
            let chunk = chunk.map_err(|_| AppError::BadRequest("error-bad-form"))?;
            if bytes.len() + chunk.len() > limit {
                return Err(AppError::BadRequest("error-too-large"));
            }
            bytes.extend_from_slice(&chunk);
        }
        match name.as_str() {
            "csrf" => csrf = String::from_utf8_lossy(&bytes).into_owned(),
            "file" => file = bytes,
            n if n == text_field => pasted = bytes,
            // Only short fields are kept (check boxes), and a few of them.
            _ if bytes.len() <= 256 && fields.len() < 16 => {
                fields.insert(name, String::from_utf8_lossy(&bytes).into_owned());
            }
            _ => {}
        }
    }
    Ok(Upload { csrf, content: if file.is_empty() { pasted } else { file }, fields })
}
