//! `http`: outgoing HTTP for add-ons, only to the hosts their manifest declares, with a time limit and a
//! bounded answer.

use std::{collections::BTreeMap, time::Duration};

/// One outgoing HTTP request may take this long.
pub const HTTP_TIMEOUT: Duration = Duration::from_secs(10);

use serde::Deserialize;
use serde_json::json;

/// Largest answer body handed back to an add-on.
const MAX_BODY: usize = 1024 * 1024;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Request {
    #[serde(default = "get")]
    method: String,
    url: String,
    #[serde(default)]
    headers: BTreeMap<String, String>,
    #[serde(default)]
    body: String,
}

fn get() -> String {
    "GET".into()
}

/// Is `url`'s host (with its port when the entry has one) among `allowed`?
pub fn is_allowed(url: &reqwest::Url, allowed: &[String]) -> bool {
    let Some(host) = url.host_str() else {
        return false;
    };
    let with_port = url.port_or_known_default().map(|p| format!("{host}:{p}"));
    allowed.iter().any(|entry| {
        entry.eq_ignore_ascii_case(host)
            || with_port
                .as_deref()
                .is_some_and(|hp| entry.eq_ignore_ascii_case(hp))
    })
}

async fn fetch(
    client: &reqwest::Client,
    allowed: &[String],
    request: &str,
) -> Result<String, String> {
    let request: Request =
        serde_json::from_str(request).map_err(|e| format!("invalid request: {e}"))?;
    let url = reqwest::Url::parse(&request.url).map_err(|e| format!("invalid url: {e}"))?;
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!(
            "only http and https are allowed, not {}",
            url.scheme()
        ));
    }
    if !is_allowed(&url, allowed) {
        return Err(format!(
            "the host {} is not declared in the manifest's capabilities.http",
            url.host_str().unwrap_or("")
        ));
    }
    let method = reqwest::Method::from_bytes(request.method.to_ascii_uppercase().as_bytes())
        .map_err(|_| format!("invalid method {}", request.method))?;
    let mut builder = client
        .request(method, url)
        .timeout(HTTP_TIMEOUT)
        .body(request.body);
    for (name, value) in &request.headers {
        builder = builder.header(name, value);
    }
    let mut response = builder
        .send()
        .await
        .map_err(|e| format!("request failed: {e}"))?;
    let status = response.status().as_u16();
    let headers: BTreeMap<String, String> = response
        .headers()
        .iter()
        .filter_map(|(k, v)| Some((k.as_str().to_owned(), v.to_str().ok()?.to_owned())))
        .collect();
    let mut body = Vec::new();
    while let Some(chunk) = response
        .chunk()
        .await
        .map_err(|e| format!("reading the answer failed: {e}"))?
    {
        if body.len() + chunk.len() > MAX_BODY {
            return Err(format!("the answer is larger than {MAX_BODY} bytes"));
        }
        body.extend_from_slice(&chunk);
    }
    Ok(json!({
        "status": status,
        "headers": headers,
        "body": String::from_utf8_lossy(&body),
    })
    .to_string())
}

/// The HTTP client add-ons share: rustls with the system's roots, no redirects to undeclared
/// hosts (redirects are not followed at all).
pub fn client() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("Hearken/", env!("CARGO_PKG_VERSION")))
        .build()
        .expect("the HTTP client builds")
}

impl super::HostCall {
    /// One request to a host the manifest declares (`capabilities.http`).
    pub async fn http_fetch(&mut self, request: String) -> Result<String, String> {
        let client = self.services()?.http;
        let hosts = self.info.http_hosts.clone();
        self.wait(HTTP_TIMEOUT + Duration::from_secs(1), async move {
            fetch(&client, &hosts, &request).await
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_declared_hosts_are_allowed() {
        let allowed = vec!["hooks.example.com".to_owned(), "127.0.0.1:9000".to_owned()];
        let ok = |u: &str| is_allowed(&reqwest::Url::parse(u).unwrap(), &allowed);
        assert!(ok("https://hooks.example.com/x"));
        assert!(ok("http://127.0.0.1:9000/x"));
        assert!(!ok("http://127.0.0.1:9001/x"));
        assert!(!ok("https://evil.example.com/x"));
        assert!(!ok("https://hooks.example.com.evil.net/x"));
    }
}
