//! `http`: outgoing HTTP for add-ons, only to the hosts their manifest declares, with a time limit and a
//! bounded answer.
//!
//! An add-on author may declare any host name, including one that resolves to this machine, the
//! local network or a cloud's metadata service. So the host name is resolved by the shared client's
//! own resolver ([`Guard`]), which drops loopback, private, link-local, unique-local, shared,
//! unspecified, broadcast and multicast addresses unless the operator allows their network
//! (`HEARKEN_ADDON_ALLOWED_NETWORKS`); the connection goes to an address that passed, so a name
//! that changes its answer between a check and the connection gains nothing. An address written in
//! the URL is checked the same way. A declared entry without a port allows 443 and 80 only; with a
//! port, that port only. Redirects are not followed, and the add-on cannot set `Host` (nor the
//! framing headers).

use std::{
    collections::BTreeMap,
    net::{IpAddr, SocketAddr},
    sync::Arc,
    time::Duration,
};

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

/// Is `url`'s host and port among `allowed`? An entry `host` allows ports 443 and 80; an entry
/// `host:port` that port only; `host:*` any port (for development endpoints; the consent dialog
/// shows it as declared).
pub fn is_allowed(url: &reqwest::Url, allowed: &[String]) -> bool {
    let (Some(host), Some(port)) = (url.host_str(), url.port_or_known_default()) else {
        return false;
    };
    let host = host.trim_start_matches('[').trim_end_matches(']');
    allowed.iter().any(|entry| match entry.rsplit_once(':') {
        Some((name, p)) if !name.contains(':') || name.starts_with('[') => {
            name.trim_start_matches('[')
                .trim_end_matches(']')
                .eq_ignore_ascii_case(host)
                && (p == "*" || p.parse::<u16>() == Ok(port))
        }
        _ => entry.eq_ignore_ascii_case(host) && (port == 443 || port == 80),
    })
}

/// The networks an add-on may not reach unless the operator allows them.
pub fn is_internal(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => {
            let o = v4.octets();
            v4.is_loopback()
                || v4.is_private()
                || v4.is_link_local()
                || v4.is_unspecified()
                || v4.is_broadcast()
                || v4.is_multicast()
                || o[0] == 0
                || (o[0] == 100 && (64..128).contains(&o[1]))
        }
        IpAddr::V6(v6) => match v6.to_ipv4_mapped() {
            Some(v4) => is_internal(IpAddr::V4(v4)),
            None => {
                let first = v6.segments()[0];
                v6.is_loopback()
                    || v6.is_unspecified()
                    || v6.is_multicast()
                    || (first & 0xfe00) == 0xfc00
                    || (first & 0xffc0) == 0xfe80
            }
        },
    }
}

/// What outgoing requests may reach: the public internet, plus the operator's networks.
#[derive(Debug, Clone, Default)]
pub struct NetworkPolicy {
    /// `HEARKEN_ADDON_ALLOWED_NETWORKS`: internal networks add-ons may reach all the same.
    pub allowed: Vec<ipnet::IpNet>,
    /// `HEARKEN_ADDON_EXTRA_HOSTS`: `(slug, host)`, hosts an add-on may reach beyond its manifest's.
    pub extra_hosts: Vec<(String, String)>,
}

impl NetworkPolicy {
    /// The hosts add-on `slug` may reach: its manifest's `declared`, then the operator's extras.
    pub fn hosts_of(&self, slug: &str, declared: &[String]) -> Vec<String> {
        let extras = self.extra_hosts.iter().filter(|(s, _)| s == slug);
        declared
            .iter()
            .cloned()
            .chain(extras.map(|(_, host)| host.clone()))
            .collect()
    }

    pub fn admits(&self, ip: IpAddr) -> bool {
        !is_internal(ip) || self.allowed.iter().any(|net| net.contains(&ip))
    }
}

/// The shared client's resolver: the system's answers, less the addresses the policy refuses.
struct Guard(Arc<NetworkPolicy>);

impl reqwest::dns::Resolve for Guard {
    fn resolve(&self, name: reqwest::dns::Name) -> reqwest::dns::Resolving {
        let policy = self.0.clone();
        let host = name.as_str().to_owned();
        Box::pin(async move {
            let found: Vec<SocketAddr> =
                tokio::net::lookup_host((host.as_str(), 0)).await?.collect();
            let admitted: Vec<SocketAddr> = found
                .iter()
                .copied()
                .filter(|a| policy.admits(a.ip()))
                .collect();
            if admitted.is_empty() {
                return Err(format!(
                    "{host} resolves only to addresses add-ons may not reach (loopback, private or link-local networks)"
                )
                .into());
            }
            Ok(Box::new(admitted.into_iter()) as reqwest::dns::Addrs)
        })
    }
}

/// Headers an add-on may not set: the connection's own.
const RESERVED_HEADERS: [&str; 4] = ["host", "content-length", "transfer-encoding", "connection"];

async fn fetch(
    client: &reqwest::Client,
    policy: &NetworkPolicy,
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
            "{}:{} is not declared in the manifest's capabilities.http (an entry without a port allows 443 and 80)",
            url.host_str().unwrap_or(""),
            url.port_or_known_default().unwrap_or(0)
        ));
    }
    let literal = url
        .host_str()
        .map(|h| h.trim_start_matches('[').trim_end_matches(']'))
        .and_then(|h| h.parse::<IpAddr>().ok());
    if let Some(ip) = literal
        && !policy.admits(ip)
    {
        return Err(format!(
            "{ip} is an address add-ons may not reach (loopback, private or link-local networks)"
        ));
    }
    if let Some(name) = request
        .headers
        .keys()
        .find(|n| RESERVED_HEADERS.iter().any(|r| n.eq_ignore_ascii_case(r)))
    {
        return Err(format!(
            "the {name} header is set by the host, not by add-ons"
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

/// A client for the core's own calls to addresses administrators configure (the AI provider,
/// which may well run on the local network): rustls, no redirects, no network policy.
pub fn core_client() -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("Hearken/", env!("CARGO_PKG_VERSION")))
        .build()
        .expect("the HTTP client builds")
}

/// The HTTP client add-ons share: rustls with the system's roots, no redirects to undeclared
/// hosts (redirects are not followed at all), names resolved through the network policy.
pub fn client(policy: Arc<NetworkPolicy>) -> reqwest::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .dns_resolver(Arc::new(Guard(policy)))
        .user_agent(concat!("Hearken/", env!("CARGO_PKG_VERSION")))
        .build()
        .expect("the HTTP client builds")
}

impl super::HostCall {
    /// One request to a host the manifest declares (`capabilities.http`).
    pub async fn http_fetch(&mut self, request: String) -> Result<String, String> {
        let services = self.services()?;
        let (client, policy) = (services.http, services.network);
        let hosts = policy.hosts_of(&self.info.slug, &self.info.http_hosts);
        self.wait(HTTP_TIMEOUT + Duration::from_secs(1), async move {
            fetch(&client, &policy, &hosts, &request).await
        })
        .await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_operators_extra_hosts_are_for_the_add_on_named() {
        let policy = NetworkPolicy {
            allowed: Vec::new(),
            extra_hosts: vec![("google-drive".into(), "127.0.0.1:*".into())],
        };
        let declared = vec!["oauth2.googleapis.com".to_owned()];
        let local = reqwest::Url::parse("http://127.0.0.1:9911/token").unwrap();
        assert!(is_allowed(
            &local,
            &policy.hosts_of("google-drive", &declared)
        ));
        assert!(!is_allowed(&local, &policy.hosts_of("webhooks", &declared)));
        assert!(
            !is_allowed(&local, &declared),
            "the manifest alone does not reach it"
        );
    }

    #[test]
    fn only_declared_hosts_and_ports_are_allowed() {
        let allowed = vec!["hooks.example.com".to_owned(), "127.0.0.1:9000".to_owned()];
        let ok = |u: &str| is_allowed(&reqwest::Url::parse(u).unwrap(), &allowed);
        assert!(ok("https://hooks.example.com/x"));
        assert!(ok("http://hooks.example.com/x"));
        assert!(
            !ok("https://hooks.example.com:8443/x"),
            "no port: 443 and 80 only"
        );
        assert!(!ok("http://hooks.example.com:22/x"));
        assert!(ok("http://127.0.0.1:9000/x"));
        assert!(!ok("http://127.0.0.1:9001/x"));
        assert!(!ok("https://evil.example.com/x"));
        assert!(!ok("https://hooks.example.com.evil.net/x"));
        let any_port = vec!["localhost:*".to_owned()];
        assert!(is_allowed(
            &reqwest::Url::parse("http://localhost:41234/x").unwrap(),
            &any_port
        ));
        assert!(!is_allowed(
            &reqwest::Url::parse("http://127.0.0.1:41234/x").unwrap(),
            &any_port
        ));
    }

    #[test]
    fn internal_networks_are_refused_unless_allowed() {
        let policy = NetworkPolicy::default();
        for internal in [
            "127.0.0.1",
            "10.1.2.3",
            "172.16.0.1",
            "192.168.1.1",
            "169.254.169.254",
            "0.0.0.0",
            "100.64.0.1",
            "::1",
            "fe80::1",
            "fd00:ec2::254",
            "::ffff:127.0.0.1",
            "224.0.0.1",
        ] {
            assert!(!policy.admits(internal.parse().unwrap()), "{internal}");
        }
        for public in ["93.184.216.34", "2606:2800:220:1::1", "8.8.8.8"] {
            assert!(policy.admits(public.parse().unwrap()), "{public}");
        }
        let operator = NetworkPolicy {
            extra_hosts: Vec::new(),
            allowed: vec!["10.0.0.0/8".parse().unwrap()],
        };
        assert!(operator.admits("10.9.9.9".parse().unwrap()));
        assert!(!operator.admits("127.0.0.1".parse().unwrap()));
    }
}
