//! The `hearken` command: serve the API and front ends, migrate the database, manage users, mint
//! license keys with an issuer's key file, make and pack add-ons.

mod cli;

use std::time::{Duration, Instant};

use anyhow::Context;
use clap::{Parser, Subcommand};
use hearken::{
    AppState, Config, Db,
    accounts::{self, NewUser},
    addons,
    config::ServeArgs,
    http::Assets,
    licensing::{self, MintRequest, Tier},
    routes::{openapi_document, router},
};

/// The allocator: glibc malloc serialised the add-on calls of two worker threads on its arena locks
/// (docs/PERFORMANCE.md, "Allocator").
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "hearken",
    version,
    about = "Hearken: the self-hosted feedback-survey server"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// The server's options (database, data folder, licensing, mail, add-ons) belong to the commands
/// that open the database; `addon` commands work on files and list none of them.
#[derive(Subcommand)]
enum Command {
    /// Apply migrations, then serve the API, the admin shell and the widget.
    Serve {
        #[command(flatten)]
        config: Config,
        #[command(flatten)]
        args: ServeArgs,
    },
    /// Apply the database migrations and exit.
    Migrate {
        #[command(flatten)]
        config: Config,
    },
    /// Manage admin accounts.
    User {
        #[command(flatten)]
        config: Config,
        #[command(subcommand)]
        command: UserCommand,
    },
    /// License keys: mint one with an issuer's private key file, revoke one.
    License {
        #[command(flatten)]
        config: Config,
        #[command(subcommand)]
        command: LicenseCommand,
    },
    /// Add-on packages: start one, pack one.
    #[command(subcommand)]
    Addon(AddonCommand),
    /// Print the API's OpenAPI document (what `/api/v1/openapi.json` answers) as JSON.
    Openapi,
    /// The IP-to-country database visitors' countries are read from.
    #[command(subcommand)]
    Geoip(GeoipCommand),
}

#[derive(Subcommand)]
enum GeoipCommand {
    /// Check that FILE is an IP-to-country database in the MaxMind format and put it in place of
    /// the one in use; running servers read it within a second, without a restart.
    Update {
        /// The new database (`.mmdb`).
        file: std::path::PathBuf,
        /// Where the servers read it from (their `HEARKEN_GEOIP_DB`).
        #[arg(
            long,
            env = "HEARKEN_GEOIP_DB",
            default_value = "build/geoip/country.mmdb"
        )]
        geoip_db: std::path::PathBuf,
    },
}

#[derive(Subcommand)]
enum AddonCommand {
    /// Make a working add-on folder to start from: a hook in Rust, a public endpoint, a
    /// page-scoped widget module, an admin page, and a test beside each (see its README.md).
    New {
        /// The add-on's slug: 2 to 64 lowercase letters, digits and dashes.
        slug: String,
        /// Its display name; default: the slug in title case.
        #[arg(long)]
        name: Option<String>,
        /// The folder that receives `<slug>/`.
        #[arg(long, default_value = ".")]
        dir: std::path::PathBuf,
        /// Hearken's addon-sdk folder; default: the one beside this host's sources.
        #[arg(long)]
        sdk: Option<std::path::PathBuf>,
    },
    /// Build `<slug>-<version>.hkpkg` from an add-on folder (addon.toml, the component, ui/,
    /// widget/, assets/) and check it as the host's installer would.
    Pack {
        /// The add-on folder (holding addon.toml).
        dir: std::path::PathBuf,
        /// The built component; default: <dir>/addon.wasm.
        #[arg(long)]
        wasm: Option<std::path::PathBuf>,
        /// Where to write the package; default: the current folder.
        #[arg(long, default_value = ".")]
        out: std::path::PathBuf,
        /// Sign the package as its publisher with this private key file (a 32-byte Ed25519 seed in
        /// hex; `make` signs the first-party catalogue with host/dev-keys/DEVELOPMENT-ONLY-publisher.seed.hex).
        #[arg(long, env = "HEARKEN_PUBLISHER_KEY_FILE")]
        sign_key: Option<std::path::PathBuf>,
    },
}

#[derive(Subcommand)]
enum UserCommand {
    /// Add an admin account.
    Add {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
        /// Role slug (administrator, editor, or one added later).
        #[arg(long, default_value = "administrator")]
        role: String,
        #[arg(long, default_value = "")]
        name: String,
    },
    /// Set an account's password; its sessions end.
    Passwd {
        #[arg(long)]
        email: String,
        #[arg(long)]
        password: String,
    },
    /// Disable an account: it cannot sign in, and its sessions end.
    Disable {
        #[arg(long)]
        email: String,
    },
    /// Enable a disabled account.
    Enable {
        #[arg(long)]
        email: String,
    },
    /// Delete an account and its sessions.
    Delete {
        #[arg(long)]
        email: String,
    },
}

#[derive(Subcommand)]
enum LicenseCommand {
    /// Print a new key signed by the issuer whose private key file is given (for development:
    /// host/dev-keys/DEVELOPMENT-ONLY-license-issuer.seed.hex, trusted only with --dev).
    Mint {
        /// The issuer's private key file: its 32-byte Ed25519 seed in hex.
        #[arg(long, env = "HEARKEN_LICENSE_ISSUER_KEY")]
        key_file: std::path::PathBuf,
        #[arg(long, value_enum)]
        tier: Tier,
        /// Last valid day, YYYY-MM-DD (none: never expires).
        #[arg(long)]
        expires: Option<chrono::NaiveDate>,
        /// Mint the key already disabled by its issuer.
        #[arg(long)]
        disabled: bool,
    },
    /// Print the public key (base64) of an issuer's private key file, for HEARKEN_LICENSE_PUBLIC_KEYS.
    PublicKey {
        #[arg(long, env = "HEARKEN_LICENSE_ISSUER_KEY")]
        key_file: std::path::PathBuf,
    },
    /// Add a key id to this installation's revocation list (the key becomes disabled).
    Revoke {
        key_id: String,
        #[arg(long, default_value = "")]
        reason: String,
    },
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // HEARKEN_LOG_FORMAT=json: one JSON object per line (for log shippers), with an access line
    // per request (`hearken::access`); the default text format leaves the access lines off
    // unless RUST_LOG asks for them.
    let json = std::env::var("HEARKEN_LOG_FORMAT").is_ok_and(|f| f.eq_ignore_ascii_case("json"));
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| {
        if json {
            "hearken=info,tower_http=warn,sqlx=warn".into()
        } else {
            "hearken=info,hearken::access=warn,tower_http=warn,sqlx=warn".into()
        }
    });
    let logs = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr);
    if json {
        logs.json()
            .flatten_event(true)
            .with_current_span(false)
            .init();
    } else {
        logs.init();
    }
    let cli = Cli::parse();
    match cli.command {
        Command::Serve { config, args } => serve(config, args).await,
        Command::Geoip(GeoipCommand::Update { file, geoip_db }) => {
            let about =
                hearken::widget::geo::install(&file, &geoip_db).map_err(anyhow::Error::msg)?;
            println!(
                "{} now answers visitors' countries: {about}",
                geoip_db.display()
            );
            Ok(())
        }
        Command::Openapi => {
            println!("{}", openapi_document().to_pretty_json()?);
            Ok(())
        }
        Command::Migrate { config } => {
            open(&config).await?;
            println!("migrations applied to {}", redact(&config.database_url()));
            Ok(())
        }
        Command::User { config, command } => {
            let db = open(&config).await?;
            user_command(&db, command)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))
        }
        Command::License {
            command:
                LicenseCommand::Mint {
                    key_file,
                    tier,
                    expires,
                    disabled,
                },
            ..
        } => {
            if tier == Tier::Lite {
                anyhow::bail!("lite is the free tier: it needs no key (use plus, pro or elite)");
            }
            let issuer = licensing::signing_key_file(&key_file)?;
            let request = MintRequest {
                tier,
                expires,
                disabled,
            };
            let today = hearken::time::utc_now().date_naive();
            println!("{}", licensing::mint(&issuer, &request, today));
            Ok(())
        }
        Command::License {
            command: LicenseCommand::PublicKey { key_file },
            ..
        } => {
            use base64::Engine;
            let issuer = licensing::signing_key_file(&key_file)?;
            println!(
                "{}",
                base64::engine::general_purpose::STANDARD.encode(issuer.verifying_key().to_bytes())
            );
            Ok(())
        }
        Command::License {
            config,
            command: LicenseCommand::Revoke { key_id, reason },
        } => {
            let db = open(&config).await?;
            licensing::revoke(&db, &key_id, &reason)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("revoked {key_id}");
            Ok(())
        }
        Command::Addon(AddonCommand::New {
            slug,
            name,
            dir,
            sdk,
        }) => {
            let sdk = sdk.or_else(cli::scaffold::default_sdk).context(
                "no add-on SDK beside this host's sources: pass --sdk <path to addon-sdk>",
            )?;
            let options = cli::scaffold::Options {
                slug,
                name,
                parent: dir,
                sdk,
            };
            let made = cli::scaffold::create(&options).map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("{}", made.display());
            Ok(())
        }
        Command::Addon(AddonCommand::Pack {
            dir,
            wasm,
            out,
            sign_key,
        }) => {
            let (manifest, mut bytes) =
                addons::package::pack(&dir, wasm.as_deref()).map_err(|e| anyhow::anyhow!("{e}"))?;
            if let Some(key) = sign_key {
                let key = addons::package::publisher_key_file(&key)
                    .map_err(|e| anyhow::anyhow!("{e}"))?;
                bytes = addons::package::sign(&bytes, &key).map_err(|e| anyhow::anyhow!("{e}"))?;
            }
            let package = addons::package::read(&bytes).map_err(|e| anyhow::anyhow!("{e}"))?;
            // Checked as the installer checks it, compiled in memory only (no cache files).
            addons::runtime::runtime()
                .load(&package.manifest, &package.wasm, None)
                .await
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            std::fs::create_dir_all(&out).with_context(|| format!("creating {}", out.display()))?;
            let path = out.join(addons::package::file_name(&manifest));
            std::fs::write(&path, &bytes).with_context(|| format!("writing {}", path.display()))?;
            println!("{}", path.display());
            Ok(())
        }
    }
}

/// `hearken user …`: what it did, printed; a refusal is the same message the API gives.
async fn user_command(db: &Db, command: UserCommand) -> hearken::error::Result<()> {
    use accounts::manage;
    match command {
        UserCommand::Add {
            email,
            password,
            role,
            name,
        } => {
            let user = accounts::create_user(
                db,
                NewUser {
                    email,
                    password,
                    name,
                    role: Some(role),
                },
            )
            .await?;
            println!("added {} ({}) with id {}", user.email, user.role, user.id);
        }
        UserCommand::Passwd { email, password } => {
            let id = manage::id_by_email(db, &email).await?;
            let user = manage::set_password(db, id, password, None).await?;
            println!("changed the password of {}; its sessions ended", user.email);
        }
        UserCommand::Disable { email } => {
            let id = manage::id_by_email(db, &email).await?;
            let user = manage::set_disabled(db, id, true).await?;
            println!("disabled {}; its sessions ended", user.email);
        }
        UserCommand::Enable { email } => {
            let id = manage::id_by_email(db, &email).await?;
            let user = manage::set_disabled(db, id, false).await?;
            println!("enabled {}", user.email);
        }
        UserCommand::Delete { email } => {
            let id = manage::id_by_email(db, &email).await?;
            manage::delete_user(db, id).await?;
            println!("deleted {}", email.trim().to_lowercase());
        }
    }
    Ok(())
}

async fn open(config: &Config) -> anyhow::Result<Db> {
    let url = config.database_url();
    let db = Db::connect(&url)
        .await
        .with_context(|| format!("connecting to {}", redact(&url)))?;
    db.migrate().await.context("applying migrations")?;
    Ok(db)
}

async fn serve(config: Config, args: ServeArgs) -> anyhow::Result<()> {
    let db = open(&config).await?;
    let backend = db.backend_name();
    if config.dev {
        tracing::warn!(
            "DEVELOPMENT MODE (--dev / HEARKEN_DEV): license keys of the development issuer, whose \
             private key is public, are accepted; never run a production site like this"
        );
    } else if licensing::SHIPPED_ISSUERS.is_empty()
        && config
            .license_public_keys
            .as_deref()
            .is_none_or(|k| k.trim().is_empty())
    {
        tracing::info!(
            "no license issuer is trusted: set HEARKEN_LICENSE_PUBLIC_KEYS to accept license keys"
        );
    }
    let state = AppState::with_db(config, db)?;
    state.start_addons().await?;
    let mut workers = hearken::mail::worker::start(state.mailing());
    workers.push(state.start_jobs());
    workers.push(state.start_actions());
    let assets = Assets {
        admin_dir: Some(args.admin_dir),
        widget_dir: Some(args.widget_dir),
        site_dir: Some(args.site_dir).filter(|d| !d.as_os_str().is_empty()),
    };
    let site = if assets.site_dir.is_some() {
        ", example site at /site/"
    } else {
        ""
    };
    let stopping = state.stopping.clone();
    let db = state.db.clone();
    let ingest = state.ingest().clone();
    let app = router(state, assets);
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("listening on {}", args.listen))?;
    tracing::info!(
        "Hearken serving on http://{} ({backend}); admin at /admin/{site}",
        args.listen
    );
    let grace = Duration::from_secs(args.shutdown_timeout_secs);
    let limits = hearken::http::server::Limits {
        shutdown_grace: grace,
        ..Default::default()
    };
    let signalled = stopping.clone();
    let since = std::sync::Arc::new(std::sync::OnceLock::<Instant>::new());
    let signal_at = since.clone();
    hearken::http::server::serve(listener, app, limits, async move {
        let signal = stop_signal().await;
        let _ = signal_at.set(Instant::now());
        tracing::info!(
            "{signal}: stopping (no new connections; requests in flight and background work get \
             up to {} s)",
            grace.as_secs()
        );
        signalled.begin();
    })
    .await?;
    // Every request in flight has been answered (a response is acknowledged only once committed),
    // or the grace is over. The impressions acknowledged before their commit are committed now.
    // The workers were told to stop when the signal came; wait for them within the same bound.
    let left = grace.saturating_sub(since.get().map_or(Duration::ZERO, Instant::elapsed));
    if tokio::time::timeout(left, ingest.flush()).await.is_err() {
        tracing::warn!("impressions still queued at the end of the shutdown grace");
    }
    let left = grace.saturating_sub(since.get().map_or(Duration::ZERO, Instant::elapsed));
    if tokio::time::timeout(left, join_all(workers)).await.is_err() {
        tracing::warn!("background work still running at the end of the shutdown grace");
    }
    let _ = tokio::time::timeout(Duration::from_secs(2), db.close()).await;
    tracing::info!("stopped");
    Ok(())
}

/// Waits for every task in `handles`.
async fn join_all(handles: Vec<tokio::task::JoinHandle<()>>) {
    for handle in handles {
        let _ = handle.await;
    }
}

/// Completes on SIGTERM (systemd, containers) or SIGINT (Ctrl-C), naming it.
async fn stop_signal() -> &'static str {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{SignalKind, signal};
        let (Ok(mut term), Ok(mut int)) = (
            signal(SignalKind::terminate()),
            signal(SignalKind::interrupt()),
        ) else {
            let _ = tokio::signal::ctrl_c().await;
            return "SIGINT";
        };
        tokio::select! {
            _ = term.recv() => "SIGTERM",
            _ = int.recv() => "SIGINT",
        }
    }
    #[cfg(not(unix))]
    {
        let _ = tokio::signal::ctrl_c().await;
        "Ctrl-C"
    }
}

/// Hides a password in a database URL before printing it.
fn redact(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let credentials = &url[scheme + 3..at];
            match credentials.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_site_dir_turns_the_example_site_off() {
        let cli = Cli::try_parse_from(["hearken", "serve", "--site-dir", ""]).unwrap();
        let Command::Serve { args, .. } = cli.command else {
            panic!("serve");
        };
        assert!(args.site_dir.as_os_str().is_empty());
    }
}
