//! The application context: what one host process shares between requests and background tasks
//! (the database, the configuration, the license issuers, the add-on registry, the visitor caches,
//! the SMTP client and the response writer). The HTTP layer hands it to the domain's entry points;
//! it holds no rules of its own.

use std::sync::Arc;

pub use crate::stopping::Stopping;
use crate::{
    Config,
    addons::Addons,
    error::Result,
    licensing::{self, Entitlements, Licensing},
    mail::Smtp,
    responses::ingest::Ingest,
    storage::Db,
    widget::{Snapshot, Visitors, geo::Countries, nonces::NonceKey},
};

/// What every handler and background task can reach. Cheap to clone: pools and `Arc`s inside.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    pub licensing: Licensing,
    pub addons: Addons,
    pub visitors: Visitors,
    pub smtp: Smtp,
    pub mail_wakeup: Arc<tokio::sync::Notify>,
    /// Visitors' countries, for add-ons that declare `visitor.country`.
    pub countries: Arc<Countries>,
    /// Surveys whose AI summary is being made or was made within the last minute.
    pub ai_cooldowns: crate::results::ai::Cooldowns,
    /// Set when the process is asked to stop (SIGTERM, SIGINT): background workers finish what
    /// they hold and take nothing new.
    pub stopping: Stopping,
    ingest: Arc<std::sync::OnceLock<Ingest>>,
}

impl AppState {
    /// Connects to the configured database, applies migrations and loads the license issuers.
    pub async fn open(config: Config) -> anyhow::Result<AppState> {
        let db = Db::connect(&config.database_url()).await?;
        db.migrate().await?;
        Self::with_db(config, db)
    }

    pub fn with_db(config: Config, db: Db) -> anyhow::Result<AppState> {
        let licensing = Licensing::from_config(&config)?;
        let addons = Addons::new(db.clone(), &config, licensing.clone())?;
        let smtp = Smtp::new(config.smtp_url.as_deref(), &config.mail_from)?;
        Ok(AppState {
            db,
            countries: Arc::new(Countries::new(config.geoip_db.clone())),
            config: Arc::new(config),
            licensing,
            addons,
            visitors: Visitors::default(),
            smtp,
            mail_wakeup: Arc::new(tokio::sync::Notify::new()),
            ai_cooldowns: Default::default(),
            stopping: Stopping::default(),
            ingest: Arc::default(),
        })
    }

    /// What the install may use right now: the license in force, the active add-ons and the
    /// question types they contribute.
    pub async fn entitlements(&self) -> Result<Entitlements> {
        let license = licensing::current(&self.db, &self.licensing).await?;
        let mut entitlements = Entitlements::new(license, self.addons.active_plans());
        entitlements.question_types = self.addons.question_types(&entitlements).await?;
        Ok(entitlements)
    }

    /// What the visitor endpoints read on every page view (at most 750 ms old).
    pub async fn visitor_snapshot(&self) -> Result<Arc<Snapshot>> {
        self.visitors
            .snapshot(&self.db, self.addons.generation(), || async {
                Ok((self.entitlements().await?, self.addons.ownership()))
            })
            .await
    }

    /// The key that signs and checks visitor nonces, shared by every process.
    pub async fn nonce_key(&self) -> Result<&NonceKey> {
        self.visitors.key(&self.db).await
    }

    /// The response writer, started on first use (it needs the runtime).
    pub fn ingest(&self) -> &Ingest {
        self.ingest.get_or_init(|| Ingest::start(self.db.clone()))
    }

    /// Tells the e-mail worker that a message was queued.
    pub fn mail_wake(&self) {
        self.mail_wakeup.notify_one();
    }

    /// Loads the active add-ons and starts following registry changes made by other processes.
    pub async fn start_addons(&self) -> Result<()> {
        self.addons.load_native().await?;
        self.addons.reload().await?;
        self.addons.watch();
        Ok(())
    }
}
