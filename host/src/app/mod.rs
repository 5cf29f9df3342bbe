//! The application context: what one host process shares between requests and background tasks
//! (the database, the configuration, the license issuers, the add-on registry, the visitor caches,
//! the SMTP client and the response writer), and where the add-on platform's capabilities are
//! wired to the features (`addon_host`). The HTTP layer hands it to the domain's entry points;
//! it holds no rules of its own.

pub mod addon_host;

use std::sync::Arc;

pub use crate::stopping::Stopping;
use crate::{
    Config,
    addons::{Addons, capabilities::Services, workers::storage_writer::StorageWriter},
    error::Result,
    licensing::{self, Entitlements, Licensing},
    mail::Smtp,
    responses::ingest::Ingest,
    storage::Db,
    surveys::question_types::{self, TypeCache, TypeSet},
    widget::{Snapshot, Visitors, geo::Countries, nonces::NonceKey},
};

/// What every handler and background task can reach: one `Arc` around [`Shared`], whose fields it
/// lends by `Deref` (`state.db`). axum clones the state for every request and each layer that
/// takes it; one reference count to touch, not one per pool and cache, kept those clones off the
/// visitor path's profile (docs/PERFORMANCE.md, issue 36).
#[derive(Clone)]
pub struct AppState(Arc<Shared>);

impl std::ops::Deref for AppState {
    type Target = Shared;

    fn deref(&self) -> &Shared {
        &self.0
    }
}

/// What [`AppState`] holds.
pub struct Shared {
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
    /// The question types of the last registry generation.
    question_types: Arc<TypeCache>,
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
        let host = Arc::new(addon_host::AddonHost {
            db: db.clone(),
            licensing: licensing.clone(),
        });
        let services = Services::new(
            db.clone(),
            &config,
            Arc::new(StorageWriter::new(db.clone())),
            host.clone(),
            host.clone(),
            host.clone(),
            host,
        );
        let addons = Addons::new(db.clone(), &config, services)?;
        let smtp = Smtp::new(config.smtp_url.as_deref(), &config.mail_from)?;
        Ok(AppState(Arc::new(Shared {
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
            question_types: Arc::default(),
        })))
    }

    /// What the install may use right now: the license in force and the active add-ons.
    pub async fn entitlements(&self) -> Result<Entitlements> {
        let license = licensing::current(&self.db, &self.licensing).await?;
        Ok(Entitlements::new(license, self.addons.active_plans()))
    }

    /// The question types in force: the core ones and those the active add-ons `entitlements`
    /// cover contribute.
    pub async fn question_types(&self, entitlements: &Entitlements) -> Result<Arc<TypeSet>> {
        question_types::in_force(&self.addons, entitlements, &self.question_types).await
    }

    /// What the visitor endpoints read on every page view (at most 750 ms old).
    pub async fn visitor_snapshot(&self) -> Result<Arc<Snapshot>> {
        self.visitors
            .snapshot(&self.db, self.addons.generation(), || async {
                let entitlements = self.entitlements().await?;
                let types = self.question_types(&entitlements).await?;
                Ok((entitlements, types, self.addons.ownership()))
            })
            .await
    }

    /// What the visitor side's entry points reach, with the current snapshot.
    pub async fn visiting(&self) -> Result<crate::widget::Visiting<'_>> {
        Ok(crate::widget::Visiting {
            db: &self.db,
            addons: &self.addons,
            visitors: &self.visitors,
            countries: &self.countries,
            snapshot: self.visitor_snapshot().await?,
            nonce_key: self.nonce_key().await?,
            rate_limit: self.config.visitor_rate_limit,
        })
    }

    /// What storing a visitor's response reaches beyond the visitor side.
    pub fn storing(&self) -> crate::responses::submit::Storing<'_> {
        crate::responses::submit::Storing {
            ingest: self.ingest(),
            mail_wakeup: &self.mail_wakeup,
            public_url: &self.config.public_url,
        }
    }

    /// The key that signs and checks visitor nonces, shared by every process.
    pub async fn nonce_key(&self) -> Result<&NonceKey> {
        self.visitors.key(&self.db).await
    }

    /// The response writer, started on first use (it needs the runtime).
    pub fn ingest(&self) -> &Ingest {
        self.ingest.get_or_init(|| Ingest::start(self.db.clone()))
    }

    /// What the e-mail worker reaches.
    pub fn mailing(&self) -> crate::mail::worker::Mailing {
        crate::mail::worker::Mailing {
            db: self.db.clone(),
            smtp: self.smtp.clone(),
            stopping: self.stopping.clone(),
            wakeup: self.mail_wakeup.clone(),
            public_url: self.config.public_url.clone(),
        }
    }

    /// Tells the e-mail worker that a message was queued.
    pub fn mail_wake(&self) {
        self.mail_wakeup.notify_one();
    }

    /// Starts this process's add-on job scheduler (`addons::workers::jobs`).
    pub fn start_jobs(&self) -> tokio::task::JoinHandle<()> {
        crate::addons::workers::jobs::start(
            self.addons.clone(),
            self.stopping.clone(),
            self.clone(),
        )
    }

    /// Starts this process's add-on action worker (`addons::workers::actions`).
    pub fn start_actions(&self) -> tokio::task::JoinHandle<()> {
        crate::addons::workers::jobs::start_actions(
            self.addons.clone(),
            self.stopping.clone(),
            self.clone(),
        )
    }

    /// Loads the active add-ons and starts following registry changes made by other processes.
    pub async fn start_addons(&self) -> Result<()> {
        self.addons.load_native().await?;
        self.addons.reload().await?;
        self.addons.watch();
        Ok(())
    }
}
