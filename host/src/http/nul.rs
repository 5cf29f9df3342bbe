//! The NUL rule: no text that reaches Hearken carries U+0000.
//!
//! PostgreSQL cannot store the NUL character in text, nor read `\u0000` in a JSON value it
//! unpacks; SQLite can. So that both databases behave alike and no stored answer can break a view
//! later, the host refuses NUL at the edge, in one place, with 422 `nul_character` and [`MESSAGE`]
//! (naming the field, the query parameter or the path), before anything is stored:
//! - the address: a `%00` in the path or the query ([`refuse_in_address`], a middleware);
//! - JSON bodies: a `\u0000` escape (a raw NUL is not JSON at all) in any key or string
//!   ([`check_json`], which `ApiJson` and the add-on endpoints call);
//! - text bodies of add-on endpoints: a NUL byte ([`check_text`]).
//!
//! Cost on every request: one substring search of the path and query, and one of a JSON body.

use axum::{
    extract::Request,
    middleware::Next,
    response::{IntoResponse, Response},
};
use serde_json::Value;

use crate::error::{Error, FieldErrors};

/// What a request with a NUL in its text gets.
pub const MESSAGE: &str = "Text may not contain the NUL character (U+0000).";

/// The refusal, naming where the NUL was (`field` may be empty when no field can be named).
pub fn refused(field: &str) -> Error {
    let fields = if field.is_empty() {
        FieldErrors::new()
    } else {
        FieldErrors::from([(field.to_owned(), MESSAGE.to_owned())])
    };
    Error::Invalid {
        code: "nul_character",
        message: MESSAGE.into(),
        fields,
    }
}

/// Refuses a request whose path or query holds `%00`. (A raw NUL cannot be in a request line.)
pub async fn refuse_in_address(request: Request, next: Next) -> Response {
    let uri = request.uri();
    if uri.path().contains("%00") {
        return refused("path").into_response();
    }
    if let Some(query) = uri.query()
        && query.contains("%00")
    {
        let name = form_urlencoded::parse(query.as_bytes())
            .find(|(k, v)| k.contains('\0') || v.contains('\0'))
            .map(|(k, _)| k.replace('\0', ""))
            .unwrap_or_default();
        return refused(&name).into_response();
    }
    next.run(request).await
}

/// Refuses a JSON body holding NUL in a key or a string.
pub fn check_json(bytes: &[u8]) -> Result<(), Error> {
    if bytes.contains(&0) {
        return Err(refused(""));
    }
    if !has_escaped_nul(bytes) {
        return Ok(());
    }
    let field = serde_json::from_slice::<Value>(bytes)
        .ok()
        .and_then(|value| field_with_nul(&value, String::new()))
        .unwrap_or_default();
    Err(refused(&field))
}

/// Refuses a text body holding a NUL byte.
pub fn check_text(bytes: &[u8]) -> Result<(), Error> {
    if bytes.contains(&0) {
        return Err(refused("body"));
    }
    Ok(())
}

/// Refuses a body of an add-on endpoint holding NUL: by [`check_json`] when its `Content-Type`
/// says JSON, by [`check_text`] otherwise.
pub fn check_body(headers: &axum::http::HeaderMap, bytes: &[u8]) -> Result<(), Error> {
    let json = headers
        .get(axum::http::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.to_ascii_lowercase().contains("json"));
    match json {
        true => check_json(bytes),
        false => check_text(bytes),
    }
}

/// Does the JSON text hold a `\u0000` escape (an odd number of backslashes before the `u`; an
/// even number is a backslash written out followed by the letters)?
fn has_escaped_nul(bytes: &[u8]) -> bool {
    memchr::memmem::find_iter(bytes, b"u0000").any(|at| {
        let backslashes = bytes[..at]
            .iter()
            .rev()
            .take_while(|&&b| b == b'\\')
            .count();
        backslashes % 2 == 1
    })
}

/// The dotted path (`questions.0.title`) of the first key or string holding a NUL.
fn field_with_nul(value: &Value, at: String) -> Option<String> {
    let join = |key: &str| {
        if at.is_empty() {
            key.to_owned()
        } else {
            format!("{at}.{key}")
        }
    };
    match value {
        Value::String(text) if text.contains('\0') => {
            Some(if at.is_empty() { "body".into() } else { at })
        }
        Value::Array(items) => items
            .iter()
            .enumerate()
            .find_map(|(i, item)| field_with_nul(item, join(&i.to_string()))),
        Value::Object(map) => map.iter().find_map(|(key, item)| {
            if key.contains('\0') {
                Some(join(&key.replace('\0', "")))
            } else {
                field_with_nul(item, join(key))
            }
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn field_of(body: &str) -> Option<String> {
        match check_json(body.as_bytes()) {
            Ok(()) => None,
            Err(Error::Invalid { fields, .. }) => {
                Some(fields.keys().next().cloned().unwrap_or_default())
            }
            Err(other) => panic!("{other}"),
        }
    }

    #[test]
    fn an_escaped_nul_is_refused_and_named_by_its_field() {
        assert_eq!(
            field_of(r#"{"email":"a\u0000@example.com","password":"x"}"#).as_deref(),
            Some("email")
        );
        assert_eq!(
            field_of(r#"{"questions":[{"id":"q1"},{"title":"x\u0000"}]}"#).as_deref(),
            Some("questions.1.title")
        );
        assert_eq!(
            field_of(r#"{"answers":{"bad\u0000key":1}}"#).as_deref(),
            Some("answers.badkey")
        );
        assert_eq!(field_of("{\"a\":\"\0\"}").as_deref(), Some(""));
    }

    #[test]
    fn a_backslash_written_out_before_u0000_is_text() {
        assert_eq!(field_of(r#"{"note":"C:\\u0000 is a path"}"#), None);
        assert_eq!(field_of(r#"{"note":"\\\u0000"}"#).as_deref(), Some("note"));
        assert_eq!(field_of(r#"{"note":"u0000 and \u0001"}"#), None);
    }
}
