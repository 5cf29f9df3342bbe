//! Signed webhooks for Hearken: on every stored response, POST `{"event", "survey", "response"}` as
//! JSON to the configured URL with `X-Hearken-Signature: sha256=<hex HMAC-SHA256 of the body>`.
//!
//! Configure it through its endpoint:
//! `PUT /api/v1/addons/webhook-notifier/config` with `{"url": "...", "secret": "..."}`;
//! `GET` the same path shows the URL and whether a secret is set (never the secret).

use hearken_addon::{
    Addon, HttpRequest, HttpResponse, Value, export_addon, http, json, log, storage,
};
use hmac::{Hmac, Mac};
use sha2::Sha256;

struct Webhooks;

const SIGNATURE_HEADER: &str = "X-Hearken-Signature";

/// The HMAC-SHA256 of `body` under `secret`, as `sha256=<hex>`.
pub fn sign(secret: &str, body: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(secret.as_bytes()).expect("HMAC takes any key");
    mac.update(body.as_bytes());
    format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
}

/// The endpoint and secret, kept as one stored value so a response costs one storage read.
#[derive(Default, serde::Serialize, serde::Deserialize)]
struct Config {
    url: Option<String>,
    secret: Option<String>,
}

fn config() -> Result<Config, String> {
    Ok(storage::get_json("config")?.unwrap_or_default())
}

impl Addon for Webhooks {
    fn response_submitted(event: Value) -> Result<(), String> {
        let Config {
            url: Some(url),
            secret,
        } = config()?
        else {
            return Ok(());
        };
        let body = json!({
            "event": "response.submitted",
            "survey": {"id": event["survey"]["id"], "title": event["survey"]["title"]},
            "response": event["response"],
        })
        .to_string();
        let signature = sign(secret.as_deref().unwrap_or(""), &body);
        let answer = http::fetch(
            "POST",
            &url,
            &[
                ("content-type", "application/json"),
                (SIGNATURE_HEADER, &signature),
                ("X-Hearken-Event", "response.submitted"),
            ],
            &body,
        )?;
        if !(200..300).contains(&answer.status) {
            log::warn(&format!("{url} answered {}", answer.status));
        }
        Ok(())
    }

    fn http_request(request: HttpRequest) -> Result<HttpResponse, String> {
        match (request.method.as_str(), request.path.trim_end_matches('/')) {
            ("GET", "/config") => {
                let config = config()?;
                Ok(HttpResponse::json(
                    200,
                    &json!({"url": config.url, "has_secret": config.secret.is_some()}),
                ))
            }
            ("PUT" | "POST", "/config") => {
                let body: Value = request.json()?;
                let url = body["url"].as_str().unwrap_or("").trim();
                if !(url.starts_with("https://") || url.starts_with("http://")) {
                    return Ok(HttpResponse::json(
                        422,
                        &json!({
                            "code": "invalid",
                            "message": "The webhook URL must start with http:// or https://.",
                            "fields": {"url": "The webhook URL must start with http:// or https://."}
                        }),
                    ));
                }
                let mut config = config()?;
                config.url = Some(url.to_owned());
                if let Some(secret) = body["secret"].as_str() {
                    config.secret = Some(secret.to_owned());
                }
                storage::set_json("config", &config)?;
                Ok(HttpResponse::json(
                    200,
                    &json!({"url": url, "has_secret": config.secret.is_some()}),
                ))
            }
            _ => Ok(HttpResponse::json(
                404,
                &json!({"code": "not_found", "message": "No such endpoint."}),
            )),
        }
    }
}

export_addon!(Webhooks);
