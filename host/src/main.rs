//! The `hearken` command: serve the API and front ends, migrate the database, add users, mint
//! development license keys.

use std::net::SocketAddr;

use anyhow::Context;
use clap::{Parser, Subcommand};
use hearken::{
    AppState, Config, Db,
    accounts::{self, NewUser},
    addons,
    config::ServeArgs,
    http::{Assets, router},
    licensing::{self, MintRequest, Tier},
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
    /// License keys (development issuer).
    License {
        #[command(flatten)]
        config: Config,
        #[command(subcommand)]
        command: LicenseCommand,
    },
    /// Add-on packages: start one, pack one.
    #[command(subcommand)]
    Addon(AddonCommand),
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
}

#[derive(Subcommand)]
enum LicenseCommand {
    /// Print a new key signed by the DEVELOPMENT issuer (dev-keys/; never trusted in production).
    Mint {
        #[arg(long, value_enum)]
        tier: Tier,
        /// Last valid day, YYYY-MM-DD (none: never expires).
        #[arg(long)]
        expires: Option<chrono::NaiveDate>,
        /// Mint the key already disabled by its issuer.
        #[arg(long)]
        disabled: bool,
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
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "hearken=info,tower_http=warn,sqlx=warn".into()),
        )
        .with_writer(std::io::stderr)
        .init();
    let cli = Cli::parse();
    match cli.command {
        Command::Serve { config, args } => serve(config, args).await,
        Command::Migrate { config } => {
            open(&config).await?;
            println!("migrations applied to {}", redact(&config.database_url()));
            Ok(())
        }
        Command::User {
            config,
            command:
                UserCommand::Add {
                    email,
                    password,
                    role,
                    name,
                },
        } => {
            let db = open(&config).await?;
            let user = accounts::create_user(
                &db,
                NewUser {
                    email,
                    password,
                    name,
                    role: Some(role),
                },
            )
            .await
            .map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("added {} ({}) with id {}", user.email, user.role, user.id);
            Ok(())
        }
        Command::License {
            command:
                LicenseCommand::Mint {
                    tier,
                    expires,
                    disabled,
                },
            ..
        } => {
            if tier == Tier::Lite {
                anyhow::bail!("lite is the free tier: it needs no key (use plus, pro or elite)");
            }
            println!(
                "{}",
                MintRequest {
                    tier,
                    expires,
                    disabled
                }
                .mint_dev()
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
            let sdk = sdk.or_else(addons::scaffold::default_sdk).context(
                "no add-on SDK beside this host's sources: pass --sdk <path to addon-sdk>",
            )?;
            let options = addons::scaffold::Options {
                slug,
                name,
                parent: dir,
                sdk,
            };
            let made = addons::scaffold::create(&options).map_err(|e| anyhow::anyhow!("{e}"))?;
            println!("{}", made.display());
            Ok(())
        }
        Command::Addon(AddonCommand::Pack { dir, wasm, out }) => {
            let (manifest, bytes) =
                addons::package::pack(&dir, wasm.as_deref()).map_err(|e| anyhow::anyhow!("{e}"))?;
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
    let state = AppState::with_db(config, db)?;
    state.start_addons().await?;
    hearken::mail::worker::start(state.clone());
    hearken::addons::jobs::start(state.clone());
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
    let app = router(state, assets);
    let listener = tokio::net::TcpListener::bind(args.listen)
        .await
        .with_context(|| format!("listening on {}", args.listen))?;
    tracing::info!(
        "Hearken serving on http://{} ({backend}); admin at /admin/{site}",
        args.listen
    );
    axum::serve(
        listener,
        app.into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await?;
    Ok(())
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
