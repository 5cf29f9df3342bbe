//! An add-on's HTTP answer (`{status, headers, body}` of its `http-request` hook) as the host
//! serves it, at `/api/v1/addons/{slug}/…` and `/api/v1/public/addons/{slug}/…`.
//!
//! Both paths are on Hearken's own origin, where the administrator's session lives, so the host
//! owns every header that changes what a browser does with the answer. The rule:
//! - an add-on may set `Content-Type`, `Cache-Control`, `ETag`, `Content-Disposition`, `Location`
//!   (a path on this site or an `https://` address) and its own `X-…` headers ([`OWN_X_HEADERS`]
//!   names the `X-` headers that are not its own); every other header it sets is dropped;
//! - every answer carries `Content-Security-Policy: sandbox; default-src 'none'` (opened as a page,
//!   it runs in no origin and loads nothing), `X-Content-Type-Options: nosniff`, and
//!   `Cross-Origin-Resource-Policy` (`same-origin` for admin endpoints; `cross-origin` for public
//!   ones, which the embedding sites read);
//! - an answer a browser would render as a document (HTML, SVG, any XML) is an attachment;
//! - CORS is the host's: none on admin endpoints, the site origins and never credentials on public
//!   ones (`widget::api::visitor_layer`).

use axum::{
    http::{HeaderName, HeaderValue, StatusCode, header},
    response::{IntoResponse, Response},
};
use serde_json::Value;

use crate::error::{Error, Result};

/// Who an endpoint answers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audience {
    /// `/api/v1/addons/{slug}/…`: signed-in users of this admin.
    Admin,
    /// `/api/v1/public/addons/{slug}/…`: visitors of the sites that embed the widget.
    Public,
}

/// The policy every add-on answer carries.
pub const SANDBOX: &str = "sandbox; default-src 'none'";

/// `X-` headers that are not an add-on's own: browsers, proxies or Hearken act on them.
const OWN_X_HEADERS: &[&str] = &[
    "x-frame-options",
    "x-content-type-options",
    "x-xss-protection",
    "x-permitted-cross-domain-policies",
    "x-dns-prefetch-control",
    "x-download-options",
    "x-ua-compatible",
    "x-sendfile",
    "x-lighttpd-send-file",
    "x-real-ip",
];
/// Prefixes of the same (proxies' internal redirects and forwarding, Hearken's own headers).
const OWN_X_PREFIXES: &[&str] = &["x-accel-", "x-forwarded-", "x-hearken-"];

/// May an add-on set this header (lower-case name) with this value?
fn allowed(name: &str, value: &str) -> bool {
    match name {
        "content-type" | "cache-control" | "etag" | "content-disposition" => true,
        "location" => same_site_or_https(value),
        x if x.starts_with("x-") => {
            !OWN_X_HEADERS.contains(&x) && !OWN_X_PREFIXES.iter().any(|p| x.starts_with(p))
        }
        _ => false,
    }
}

/// A path on this site (not `//host` nor `/\host`, which browsers read as another site) or an
/// `https://` address.
fn same_site_or_https(location: &str) -> bool {
    let lower = location.to_ascii_lowercase();
    if lower.starts_with("https://") {
        return true;
    }
    location.starts_with('/') && !location.starts_with("//") && !location.contains('\\')
}

/// Would a browser open an answer of this type as a document that runs script?
fn is_document(content_type: &str) -> bool {
    let essence = content_type
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase();
    essence.contains("html") || essence.contains("xml") || essence.contains("svg")
}

/// The response for an add-on's `{status, headers, body}`.
pub fn response(slug: &str, answer: &Value, audience: Audience) -> Result<Response> {
    let status = answer["status"]
        .as_u64()
        .filter(|s| (200..=599).contains(s))
        .and_then(|s| StatusCode::from_u16(s as u16).ok())
        .ok_or_else(|| Error::AddonFailed {
            slug: slug.to_owned(),
            message: format!("The add-on '{slug}' answered without a valid status."),
        })?;
    let mut response = (status, answer["body"].as_str().unwrap_or("").to_owned()).into_response();
    let headers = response.headers_mut();
    if let Some(map) = answer["headers"].as_object() {
        for (name, value) in map {
            let Some(value) = value.as_str() else {
                continue;
            };
            let name = name.to_ascii_lowercase();
            if !allowed(&name, value) {
                tracing::debug!(addon = slug, header = %name, "an add-on's answer header was dropped");
                continue;
            }
            if let (Ok(name), Ok(value)) = (
                HeaderName::from_bytes(name.as_bytes()),
                HeaderValue::from_str(value),
            ) {
                headers.insert(name, value);
            }
        }
    }
    let document = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_none_or(is_document);
    let attachment = headers
        .get(header::CONTENT_DISPOSITION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.trim_start()
                .to_ascii_lowercase()
                .starts_with("attachment")
        });
    if document && !attachment {
        headers.insert(
            header::CONTENT_DISPOSITION,
            HeaderValue::from_static("attachment"),
        );
    }
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(SANDBOX),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    headers.insert(
        HeaderName::from_static("cross-origin-resource-policy"),
        HeaderValue::from_static(match audience {
            Audience::Admin => "same-origin",
            Audience::Public => "cross-origin",
        }),
    );
    Ok(response)
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn served(headers: Value, audience: Audience) -> axum::http::HeaderMap {
        let answer =
            json!({"status": 200, "headers": headers, "body": "<script>alert(1)</script>"});
        response("mallory", &answer, audience)
            .unwrap()
            .headers()
            .clone()
    }

    #[test]
    fn a_hostile_pages_headers_give_way_to_the_hosts() {
        let headers = served(
            json!({
                "Content-Type": "text/html",
                "Content-Security-Policy": "script-src 'unsafe-inline'",
                "X-Frame-Options": "ALLOWALL",
                "Access-Control-Allow-Origin": "https://evil.example",
                "Access-Control-Allow-Credentials": "true",
                "Set-Cookie": "hearken_session=planted",
                "Refresh": "0; url=https://evil.example",
                "Link": "<https://evil.example/x.js>; rel=preload",
                "X-Accel-Redirect": "/etc/passwd",
                "X-Hearken-Nonce": "forged",
                "X-Ledger-Version": "1",
            }),
            Audience::Admin,
        );
        assert_eq!(headers["content-security-policy"], SANDBOX);
        assert_eq!(headers["x-frame-options"], "DENY");
        assert_eq!(headers["x-content-type-options"], "nosniff");
        assert_eq!(headers["cross-origin-resource-policy"], "same-origin");
        assert_eq!(headers["content-type"], "text/html");
        assert_eq!(headers["content-disposition"], "attachment");
        assert_eq!(headers["x-ledger-version"], "1");
        for gone in [
            "access-control-allow-origin",
            "access-control-allow-credentials",
            "set-cookie",
            "refresh",
            "link",
            "x-accel-redirect",
            "x-hearken-nonce",
        ] {
            assert!(headers.get(gone).is_none(), "{gone} passed through");
        }
    }

    #[test]
    fn svg_and_xml_are_attachments_and_json_is_not() {
        for document in [
            "image/svg+xml",
            "application/xhtml+xml",
            "text/xml; charset=utf-8",
        ] {
            let headers = served(json!({"content-type": document}), Audience::Public);
            assert_eq!(headers["content-disposition"], "attachment", "{document}");
            assert_eq!(headers["cross-origin-resource-policy"], "cross-origin");
        }
        let headers = served(
            json!({"content-type": "text/html", "content-disposition": "inline; filename=a.html"}),
            Audience::Admin,
        );
        assert_eq!(headers["content-disposition"], "attachment");
        let headers = served(
            json!({"content-type": "text/csv", "content-disposition": "attachment; filename=a.csv"}),
            Audience::Admin,
        );
        assert_eq!(headers["content-disposition"], "attachment; filename=a.csv");
        let json = served(json!({"content-type": "application/json"}), Audience::Admin);
        assert!(json.get("content-disposition").is_none());
        assert_eq!(json["content-security-policy"], SANDBOX);
    }

    #[test]
    fn a_redirect_stays_on_this_site_or_goes_to_https() {
        for (location, kept) in [
            ("/admin/settings?saved=1", true),
            ("https://accounts.google.com/o/oauth2", true),
            ("http://evil.example", false),
            ("//evil.example", false),
            ("/\\evil.example", false),
            ("javascript:alert(1)", false),
        ] {
            let answer = json!({"status": 302, "headers": {"Location": location}});
            let response = response("mallory", &answer, Audience::Admin).unwrap();
            assert_eq!(
                response.headers().get("location").is_some(),
                kept,
                "{location}"
            );
        }
    }

    #[test]
    fn a_status_outside_200_to_599_is_the_add_ons_failure() {
        for status in [json!(101), json!(99), json!(600), json!("200"), Value::Null] {
            let answer = json!({"status": status});
            assert!(response("mallory", &answer, Audience::Admin).is_err());
        }
    }
}
