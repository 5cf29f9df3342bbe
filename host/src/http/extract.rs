//! Extractors that turn every malformed request into the JSON error envelope, and the admin-session
//! extractor that enforces sign-in (401), the CSRF nonce on state-changing calls (403) and
//! capabilities (403).

use std::net::SocketAddr;

use axum::{
    extract::{
        ConnectInfo, FromRequest, FromRequestParts, Request,
        rejection::{JsonRejection, PathRejection},
    },
    http::{Method, StatusCode, request::Parts},
};
use serde::de::DeserializeOwned;

use crate::{
    accounts::{self, Capability, Session},
    app::AppState,
    error::Error,
};

/// The header that must carry the session's nonce on every state-changing call.
pub const NONCE_HEADER: &str = "x-hearken-nonce";

/// `Json<T>` whose rejections are answered in the error envelope. Every request body of the API is
/// a JSON object: another JSON value is refused (serde would read an array into a struct's fields
/// in order, which no document describes).
pub struct ApiJson<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned> FromRequest<S> for ApiJson<T> {
    type Rejection = Error;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let (parts, body) = req.into_parts();
        let json = parts
            .headers
            .get(axum::http::header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .map(|v| {
                v.split(';')
                    .next()
                    .unwrap_or("")
                    .trim()
                    .to_ascii_lowercase()
            })
            .is_some_and(|m| {
                m == "application/json" || (m.starts_with("application/") && m.ends_with("+json"))
            });
        if !json {
            return Err(missing_json_content_type());
        }
        let bytes = axum::body::Bytes::from_request(Request::from_parts(parts, body), state)
            .await
            .map_err(|rejection| {
                if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE {
                    Error::PayloadTooLarge
                } else {
                    Error::bad_request(
                        "unreadable_body",
                        format!(
                            "The request body could not be read: {}",
                            rejection.body_text()
                        ),
                    )
                }
            })?;
        super::nul::check_json(&bytes)?;
        let axum::Json(value) = axum::Json::<T>::from_bytes(&bytes).map_err(json_rejection)?;
        if bytes.iter().find(|b| !b.is_ascii_whitespace()) != Some(&b'{') {
            return Err(Error::Invalid {
                code: "invalid_body",
                message: "The request body must be a JSON object.".into(),
                fields: Default::default(),
            });
        }
        Ok(ApiJson(value))
    }
}

fn json_rejection(rejection: JsonRejection) -> Error {
    let detail = rejection.body_text();
    match rejection {
        JsonRejection::JsonDataError(_) => {
            let problem = strip_prefix(&detail);
            // serde_path_to_error writes "path.to.field: what is wrong"; "." is the body itself.
            let fields = match problem.split_once(": ") {
                Some((path, what)) if path != "." && !path.contains(' ') => {
                    crate::error::FieldErrors::from([(path.to_owned(), what.to_owned())])
                }
                _ => Default::default(),
            };
            Error::Invalid {
                code: "invalid_body",
                message: format!("The request body does not have the expected shape: {problem}"),
                fields,
            }
        }
        JsonRejection::JsonSyntaxError(_) => Error::bad_request(
            "malformed_json",
            format!(
                "The request body is not valid JSON: {}",
                strip_prefix(&detail)
            ),
        ),
        JsonRejection::MissingJsonContentType(_) => missing_json_content_type(),
        other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => Error::PayloadTooLarge,
        _ => Error::bad_request(
            "unreadable_body",
            format!("The request body could not be read: {detail}"),
        ),
    }
}

fn missing_json_content_type() -> Error {
    Error::bad_request(
        "unsupported_media_type",
        "Send the request body as JSON with 'Content-Type: application/json'.",
    )
}

fn strip_prefix(detail: &str) -> &str {
    detail
        .split_once(": ")
        .map(|(_, rest)| rest)
        .unwrap_or(detail)
}

/// `Path<T>` whose rejections are answered in the error envelope.
pub struct ApiPath<T>(pub T);

impl<S: Send + Sync, T: DeserializeOwned + Send> FromRequestParts<S> for ApiPath<T> {
    type Rejection = Error;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, Self::Rejection> {
        match axum::extract::Path::<T>::from_request_parts(parts, state).await {
            Ok(axum::extract::Path(value)) => Ok(ApiPath(value)),
            Err(PathRejection::FailedToDeserializePathParams(err)) => Err(Error::bad_request(
                "invalid_path",
                format!("The address is not valid: {}", err.body_text()),
            )),
            Err(other) => Err(Error::bad_request("invalid_path", other.body_text())),
        }
    }
}

/// A session already verified for this request (cookie, and nonce on writes) by the access layer
/// (`http/access.rs`), which hands it to the handler's [`Admin`] so that it is looked up once.
#[derive(Clone)]
pub struct Verified(pub crate::accounts::Session);

/// A signed-in admin. Extracting it checks the session cookie, and for any method other than
/// GET/HEAD/OPTIONS the `X-Hearken-Nonce` header.
pub struct Admin(pub Session);

impl FromRequestParts<AppState> for Admin {
    type Rejection = Error;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        if let Some(Verified(session)) = parts.extensions.get() {
            return Ok(Admin(session.clone()));
        }
        let token = cookie(parts, state.config.session_cookie()).ok_or_else(Error::unauthorized)?;
        let session = accounts::find_session(&state.db, &token)
            .await?
            .ok_or_else(Error::unauthorized)?;
        if !matches!(parts.method, Method::GET | Method::HEAD | Method::OPTIONS) {
            let sent = parts
                .headers
                .get(NONCE_HEADER)
                .and_then(|v| v.to_str().ok())
                .unwrap_or("");
            if !constant_time_eq(sent.as_bytes(), session.nonce.as_bytes()) {
                return Err(Error::Forbidden {
                    code: "invalid_nonce",
                    message: "The security token (X-Hearken-Nonce) is missing or does not match your session. Reload the page and try again.".into(),
                });
            }
        }
        Ok(Admin(session))
    }
}

impl Admin {
    /// Refuses with 403 unless the user holds `cap`.
    pub fn require(&self, cap: Capability) -> Result<(), Error> {
        if self.0.can(cap) {
            Ok(())
        } else {
            Err(Error::Forbidden {
                code: "missing_capability",
                message: format!(
                    "Sorry, you are not allowed to do that (it needs the {} capability).",
                    cap.as_str()
                ),
            })
        }
    }

    /// Refuses with 403 unless the user holds at least one of `caps`.
    pub fn require_any(&self, caps: &[Capability]) -> Result<(), Error> {
        match caps.iter().find(|c| self.0.can(**c)) {
            Some(_) => Ok(()),
            None => self.require(caps[0]),
        }
    }
}

/// The value of one cookie of the request.
pub fn cookie(parts: &Parts, name: &str) -> Option<String> {
    parts
        .headers
        .get_all(axum::http::header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
}

/// The client's address, for throttling: the socket peer, or the first `X-Forwarded-For` entry
/// when the configuration says a proxy sets it.
pub struct ClientAddress(pub String);

impl FromRequestParts<AppState> for ClientAddress {
    type Rejection = Error;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &AppState,
    ) -> Result<Self, Self::Rejection> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map(|ci| ci.0.ip().to_string());
        let peer = peer.unwrap_or_else(|| "unknown".into());
        if !state.config.trust_forwarded {
            return Ok(ClientAddress(peer));
        }
        let chain = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok());
        Ok(ClientAddress(
            forwarded_client(chain, &state.config.trusted_proxies).unwrap_or(peer),
        ))
    }
}

/// The client's address in `X-Forwarded-For` (every header line, in order): the rightmost entry
/// that is not in `trusted` (the entries left of it were written by the client, who may write
/// anything). An entry that is not an address ends the walk at the hop to its right. `None` when
/// there is no entry to take.
pub fn forwarded_client<'a>(
    lines: impl Iterator<Item = &'a str>,
    trusted: &[ipnet::IpNet],
) -> Option<String> {
    let entries: Vec<&str> = lines
        .flat_map(|line| line.split(','))
        .map(str::trim)
        .filter(|e| !e.is_empty())
        .collect();
    let mut last_hop = None;
    for entry in entries.iter().rev() {
        let Some(ip) = parse_hop(entry) else {
            return last_hop;
        };
        last_hop = Some(ip.to_string());
        if !trusted.iter().any(|net| net.contains(&ip)) {
            break;
        }
    }
    last_hop
}

/// An address as proxies write it: `1.2.3.4`, `1.2.3.4:56`, `2001:db8::1` or `[2001:db8::1]:56`.
fn parse_hop(entry: &str) -> Option<std::net::IpAddr> {
    entry
        .parse()
        .ok()
        .or_else(|| entry.parse::<SocketAddr>().ok().map(|s| s.ip()))
}

pub fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::forwarded_client;

    fn nets(list: &[&str]) -> Vec<ipnet::IpNet> {
        list.iter().map(|n| n.parse().unwrap()).collect()
    }

    #[test]
    fn the_client_is_the_rightmost_entry_no_trusted_proxy_wrote() {
        // The client wrote "6.6.6.6"; the proxy in front of Hearken appended the address it saw.
        let one = ["6.6.6.6, 198.51.100.7"];
        assert_eq!(
            forwarded_client(one.into_iter(), &[]).as_deref(),
            Some("198.51.100.7")
        );
        // Two proxies: the CDN's edge (trusted) appended the client, the load balancer the edge.
        let two = ["6.6.6.6, 198.51.100.7, 10.1.2.3"];
        let trusted = nets(&["10.0.0.0/8"]);
        assert_eq!(
            forwarded_client(two.into_iter(), &trusted).as_deref(),
            Some("198.51.100.7")
        );
        // Header lines count in order, ports and IPv6 brackets are read.
        let lines = ["6.6.6.6", "[2001:db8::7]:4711, 10.0.0.1:80"];
        assert_eq!(
            forwarded_client(lines.into_iter(), &trusted).as_deref(),
            Some("2001:db8::7")
        );
    }

    #[test]
    fn what_the_client_writes_cannot_pass_for_its_address() {
        let trusted = nets(&["10.0.0.0/8"]);
        // Garbage left of the trusted hops ends the walk at the hop to its right.
        let garbage = ["127.0.0.1, not-an-address, 10.0.0.9"];
        assert_eq!(
            forwarded_client(garbage.into_iter(), &trusted).as_deref(),
            Some("10.0.0.9")
        );
        assert_eq!(forwarded_client(["", " "].into_iter(), &trusted), None);
    }
}
