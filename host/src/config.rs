//! The configuration every subcommand reads: flags, or the same names as environment variables.

use std::{net::SocketAddr, path::PathBuf};

#[derive(Debug, Clone, clap::Args)]
pub struct Config {
    /// Folder for the SQLite database and other local state.
    #[arg(
        long,
        env = "HEARKEN_DATA_DIR",
        default_value = "./data",
        global = true
    )]
    pub data_dir: PathBuf,

    /// `postgres://…` to use PostgreSQL; unset means `sqlite://<data-dir>/hearken.db`.
    #[arg(long, env = "DATABASE_URL", global = true)]
    pub database_url: Option<String>,

    /// Comma-separated Ed25519 public keys (base64) of license issuers trusted on top of the ones
    /// this build ships with.
    #[arg(long, env = "HEARKEN_LICENSE_PUBLIC_KEYS", global = true)]
    pub license_public_keys: Option<String>,

    /// Development mode: also trust the development license issuer, whose private key is public in
    /// the repository (dev-keys/). `make run` and the tests set it; never set it in production.
    /// The server says so in its log and in the admin's footer.
    #[arg(long, env = "HEARKEN_DEV", default_value_t = false, global = true,
          value_parser = clap::builder::BoolishValueParser::new())]
    pub dev: bool,

    /// Comma-separated license key ids to treat as disabled, on top of the database's revocation list.
    #[arg(long, env = "HEARKEN_LICENSE_REVOKED", global = true)]
    pub license_revoked: Option<String>,

    /// Take the client address from `X-Forwarded-For` (set this only behind a reverse proxy that
    /// appends the address it was reached from): the rightmost entry that is not one of
    /// `trusted_proxies`. Used for every per-address limit and for visitors' countries.
    #[arg(
        long,
        env = "HEARKEN_TRUST_FORWARDED",
        default_value_t = false,
        global = true,
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    pub trust_forwarded: bool,

    /// Comma-separated networks (CIDR, or single addresses) of the proxies in front of Hearken
    /// beyond the one it talks to: their entries in `X-Forwarded-For` are skipped, from the right.
    #[arg(
        long,
        env = "HEARKEN_TRUSTED_PROXIES",
        value_delimiter = ',',
        value_parser = network,
        global = true
    )]
    pub trusted_proxies: Vec<ipnet::IpNet>,

    /// Comma-separated networks (CIDR) add-ons may reach over HTTP although they are internal
    /// (loopback, private, link-local): none by default, so a declared host that resolves to this
    /// machine, the local network or a metadata service is refused.
    #[arg(
        long,
        env = "HEARKEN_ADDON_ALLOWED_NETWORKS",
        value_delimiter = ',',
        value_parser = network,
        global = true
    )]
    pub addon_allowed_networks: Vec<ipnet::IpNet>,

    /// Comma-separated `slug=host` entries (`host`, `host:port` or `host:*`, as in a manifest's
    /// `capabilities.http`): hosts the operator lets one add-on reach beyond those its manifest
    /// declares, such as a local server speaking a third party's protocol in tests. None by
    /// default; the network rule above still applies to them.
    #[arg(
        long,
        env = "HEARKEN_ADDON_EXTRA_HOSTS",
        value_delimiter = ',',
        value_parser = extra_host,
        global = true
    )]
    pub addon_extra_hosts: Vec<(String, String)>,

    /// Comma-separated Ed25519 public keys (base64) of add-on publishers trusted on top of the ones
    /// this build ships with: their packages install without the consent dialog and may use
    /// first-party slugs and paid plans.
    #[arg(long, env = "HEARKEN_PUBLISHER_KEYS", global = true)]
    pub publisher_keys: Option<String>,

    /// Refuse every add-on package that no trusted publisher signed.
    #[arg(long, env = "HEARKEN_REQUIRE_SIGNED_ADDONS", default_value_t = false, global = true,
          value_parser = clap::builder::BoolishValueParser::new())]
    pub require_signed_addons: bool,

    /// The storage each add-on may hold, in MiB (its key-value entries, keys and values counted).
    #[arg(
        long,
        env = "HEARKEN_ADDON_STORAGE_QUOTA_MB",
        default_value_t = 64,
        global = true
    )]
    pub addon_storage_quota_mb: u64,

    /// A token a metrics scraper sends (`Authorization: Bearer …`) to read `GET /metrics` from
    /// another machine; without it only this machine may.
    #[arg(
        long,
        env = "HEARKEN_METRICS_TOKEN",
        global = true,
        hide_env_values = true
    )]
    pub metrics_token: Option<String>,

    /// Mark the session cookie `Secure` (set this when Hearken is served over HTTPS; an https
    /// `HEARKEN_PUBLIC_URL` does it too).
    #[arg(
        long,
        env = "HEARKEN_COOKIE_SECURE",
        default_value_t = false,
        global = true,
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    pub cookie_secure: bool,

    /// Folder of add-on packages (`*.hkpkg`) offered on the Add-ons screen; `make run` and
    /// `make test` build it from addons/.
    #[arg(
        long,
        env = "HEARKEN_CATALOGUE_DIR",
        default_value = "build/catalogue",
        global = true
    )]
    pub catalogue_dir: Option<PathBuf>,

    /// Folder of native add-ons (one folder each, holding `addon.toml` with `runtime = "native"`
    /// and the shared library `addon.so`), loaded at startup. Native add-ons run unsandboxed in
    /// Hearken's process: put here only code you trust as you trust Hearken (docs/SECURITY.md).
    #[arg(long, env = "HEARKEN_NATIVE_ADDONS_DIR", global = true)]
    pub native_addons_dir: Option<PathBuf>,

    /// Responses one visitor address may submit per minute (impressions and partial pages: four
    /// times as many each); 0 turns the limit off. Counted in each process on SQLite, and shared by every process on
    /// PostgreSQL (the `visitor_rate` table).
    #[arg(
        long,
        env = "HEARKEN_VISITOR_RATE_LIMIT",
        default_value_t = 30,
        global = true
    )]
    pub visitor_rate_limit: u32,

    /// The SMTP server for notifications and summaries: `smtp://host:port` (plain, e.g. a relay on
    /// loopback), `smtp://user:pass@host:587?tls=required` (STARTTLS) or `smtps://host`. Unset keeps
    /// e-mails queued in the database until one is configured.
    #[arg(long, env = "HEARKEN_SMTP_URL", global = true)]
    pub smtp_url: Option<String>,

    /// The sender of Hearken's e-mails.
    #[arg(
        long,
        env = "HEARKEN_MAIL_FROM",
        default_value = "Hearken <hearken@localhost>",
        global = true
    )]
    pub mail_from: String,

    /// An IP-to-country database in the MaxMind format, for add-ons that declare `visitor.country`
    /// (`make` puts the CC0 geo-whois-asn-country database here); missing: countries are unknown.
    #[arg(
        long,
        env = "HEARKEN_GEOIP_DB",
        default_value = "build/geoip/country.mmdb",
        global = true
    )]
    pub geoip_db: Option<PathBuf>,

    /// A request header holding the visitor's country that a trusted proxy or CDN sets (such as
    /// `CF-IPCountry`); it wins over the database. Unset: no header is trusted.
    #[arg(long, env = "HEARKEN_COUNTRY_HEADER", global = true)]
    pub country_header: Option<String>,

    /// The address administrators reach this server at, for links in e-mails.
    #[arg(
        long,
        env = "HEARKEN_PUBLIC_URL",
        default_value = "http://127.0.0.1:8080",
        global = true
    )]
    pub public_url: String,
}

#[derive(Debug, Clone, clap::Args)]
pub struct ServeArgs {
    /// Address to listen on.
    #[arg(long, env = "HEARKEN_LISTEN", default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,

    /// Folder holding the built admin shell (served at /admin/).
    #[arg(long, env = "HEARKEN_ADMIN_DIR", default_value = "admin-shell/dist")]
    pub admin_dir: PathBuf,

    /// Folder holding the built widget (served at /widget/).
    #[arg(long, env = "HEARKEN_WIDGET_DIR", default_value = "widget/dist")]
    pub widget_dir: PathBuf,

    /// A static website served at /site/ to try the widget on (examples/site); empty turns it off.
    #[arg(long, env = "HEARKEN_SITE_DIR", default_value = "examples/site", value_parser = any_path)]
    pub site_dir: PathBuf,

    /// On SIGTERM or SIGINT, how long (seconds) requests in flight and the background workers get
    /// to finish before the process exits anyway.
    #[arg(long, env = "HEARKEN_SHUTDOWN_TIMEOUT_SECS", default_value_t = 10)]
    pub shutdown_timeout_secs: u64,
}

/// A network in CIDR notation, or a single address (a /32 or /128).
fn network(value: &str) -> Result<ipnet::IpNet, String> {
    let value = value.trim();
    value
        .parse::<ipnet::IpNet>()
        .or_else(|_| value.parse::<std::net::IpAddr>().map(ipnet::IpNet::from))
        .map_err(|_| format!("'{value}' is not a network (like 10.0.0.0/8) or an address"))
}

fn extra_host(value: &str) -> Result<(String, String), String> {
    let value = value.trim();
    match value.split_once('=') {
        Some((slug, host))
            if !slug.trim().is_empty()
                && !host.trim().is_empty()
                && !host.contains(['/', ' ', '=']) =>
        {
            Ok((slug.trim().to_owned(), host.trim().to_owned()))
        }
        _ => Err(format!(
            "'{value}' is not slug=host (like google-drive=127.0.0.1:8080)"
        )),
    }
}

/// A path that may be empty (clap's own path parser refuses an empty value, which some options
/// document as "off").
fn any_path(value: &str) -> Result<PathBuf, std::convert::Infallible> {
    Ok(PathBuf::from(value))
}

/// The cookie that carries the admin's session token.
pub const SESSION_COOKIE: &str = "hearken_session";
/// Its name when the cookie is `Secure` (an https public URL): the browser then takes it only from
/// a secure page of this very host, with `Path=/` and no `Domain`.
pub const SECURE_SESSION_COOKIE: &str = "__Host-hearken_session";

impl Config {
    /// Whether the session cookie is `Secure`: when asked, and whenever the public URL is https.
    pub fn secure_cookies(&self) -> bool {
        self.cookie_secure || self.public_url.to_ascii_lowercase().starts_with("https://")
    }

    /// The session cookie's name: with the `__Host-` prefix when it is `Secure`, so that neither a
    /// sibling subdomain nor a plain-http page can set or shadow it.
    pub fn session_cookie(&self) -> &'static str {
        if self.secure_cookies() {
            SECURE_SESSION_COOKIE
        } else {
            SESSION_COOKIE
        }
    }

    /// The database URL in force: `DATABASE_URL`, else the SQLite file in the data folder.
    pub fn database_url(&self) -> String {
        match &self.database_url {
            Some(url) if !url.trim().is_empty() => url.clone(),
            _ => format!("sqlite://{}/hearken.db", self.data_dir.display()),
        }
    }

    /// A configuration for tests and benchmarks: one database URL, defaults for the rest.
    pub fn for_database(database_url: impl Into<String>) -> Self {
        Config {
            data_dir: PathBuf::from("./data"),
            database_url: Some(database_url.into()),
            license_public_keys: None,
            dev: false,
            license_revoked: None,
            trust_forwarded: false,
            trusted_proxies: Vec::new(),
            addon_allowed_networks: Vec::new(),
            addon_extra_hosts: Vec::new(),
            publisher_keys: None,
            require_signed_addons: false,
            addon_storage_quota_mb: 64,
            metrics_token: None,
            cookie_secure: false,
            catalogue_dir: None,
            native_addons_dir: None,
            visitor_rate_limit: 30,
            smtp_url: None,
            mail_from: "Hearken <hearken@localhost>".into(),
            public_url: "http://127.0.0.1:8080".into(),
            geoip_db: None,
            country_header: None,
        }
    }
}
