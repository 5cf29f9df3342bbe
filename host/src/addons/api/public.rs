//! Add-ons' public endpoints (API 1.1): `/api/v1/public/addons/{slug}/…`, answered by the add-on's
//! `http-request` hook for visitors of the sites that embed the widget. Only paths and methods the
//! manifest declares in `[[public]]` answer, each behind the add-on's signed nonce (handed out with
//! its widget module), a per-address rate limit and a body limit; requests carry no cookies and no
//! admin identity, and the add-on sees `visitor` (as its permissions allow) instead of `user`.
//!
//! Cost to an attacker per call: the host refuses an unknown path, a bad nonce or an address over
//! its limit before any add-on code runs (a table lookup and one HMAC); an admitted call runs the
//! add-on within its time and memory budget.

use serde_json::{Map, Value, json};

use crate::addons::capabilities::visitor::VisitorContext;
use crate::addons::package::manifest::Permission;
use crate::{
    app::AppState,
    error::{Error, Result},
    widget::{
        device,
        nonces::{INVALID_ADDON_TOKEN, Kind},
    },
};

/// A visitor's request to a public endpoint, as the HTTP layer read it.
pub struct PublicRequest<'a> {
    pub slug: &'a str,
    pub method: &'a str,
    /// The path after the slug, from `/`.
    pub path: &'a str,
    pub query: &'a str,
    /// Headers the add-on may see (no cookies, no authorization, no nonce).
    pub headers: Map<String, Value>,
    pub body: &'a [u8],
    pub nonce: &'a str,
    pub address: &'a str,
    pub user_agent: &'a str,
    /// The country a trusted proxy's header gives, if any.
    pub header_country: Option<&'a str>,
}

fn not_found() -> Error {
    Error::NotFound("There is nothing at this address.".into())
}

/// Admits and answers one request: the add-on's `{status, headers, body}`.
pub async fn handle(state: &AppState, request: PublicRequest<'_>) -> Result<Value> {
    let snapshot = state.visitor_snapshot().await?;
    let entitlements = &snapshot.entitlements;
    let addon = state
        .addons
        .active()
        .into_iter()
        .find(|a| a.slug() == request.slug && entitlements.addon(a.slug()))
        .ok_or_else(not_found)?;
    let endpoint = addon
        .manifest()
        .public
        .iter()
        .find(|e| e.matches(request.method, request.path))
        .cloned()
        .ok_or_else(not_found)?;
    let key = state.nonce_key().await?;
    if !key.verify_for(
        request.nonce,
        Kind::Public,
        request.slug,
        crate::time::now(),
    ) {
        return Err(Error::Forbidden {
            code: "invalid_nonce",
            message: INVALID_ADDON_TOKEN.into(),
        });
    }
    state
        .visitors
        .throttle_calls(
            &state.db,
            &format!(
                "p:{}:{}",
                request.slug,
                crate::visitors::address::rate_key(request.address)
            ),
            endpoint.rate_limit,
            "Too many requests from this address; please try again in a minute.",
        )
        .await?;
    if request.body.len() > endpoint.body_limit {
        return Err(Error::BodyAbove(endpoint.body_limit));
    }
    let body = std::str::from_utf8(request.body).map_err(|_| {
        Error::bad_request("invalid_body", "Add-on endpoints take text bodies (UTF-8).")
    })?;
    let info = addon.package.component.info().clone();
    let country = info
        .may(Permission::VisitorCountry)
        .then(|| state.countries.of(request.address, request.header_country))
        .flatten();
    let address = if snapshot.settings["anonymize_ip"].as_bool().unwrap_or(false) {
        crate::visitors::address::anonymise_ip(request.address)
    } else {
        request.address.to_owned()
    };
    let base = json!({"device": device::device_of(request.user_agent).as_str()});
    let visitor = VisitorContext::new(
        base.as_object().cloned().unwrap_or_default(),
        address,
        country,
    );
    let call = json!({
        "method": request.method,
        "path": request.path,
        "query": request.query,
        "headers": request.headers,
        "body": body,
        "visitor": visitor.for_addon(&info),
    });
    state
        .addons
        .handle_http(request.slug, &call, entitlements)
        .await
}
