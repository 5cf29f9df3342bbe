//! What an add-on can reach outside its sandbox, one module per host interface (as Spin's factors
//! are): `log`, `storage`, `data`, `settings`, `attachments`, `http`, `license`, `notifications`.
//! Each module holds the operation once, on [`HostCall`]; the contract modules
//! (`runtime/since_v1_0.rs`, `since_v1_1.rs`) only bind each version's generated traits to these
//! operations, so a rule (a permission, a size limit, the owner of a key) is written once for
//! every version.
//!
//! What a capability needs of the rest of the host (the surveys, the settings, the license, the
//! drawer) it asks through a narrow trait declared beside it ([`data::SiteData`],
//! [`settings::SiteSettings`], [`license::License`], [`notifications::Drawer`],
//! [`storage::StorageWrites`]); the application implements them when it assembles itself and
//! hands them over in [`Services`]. So the platform knows no feature, and a feature's tables are
//! written by the feature's own code.
//!
//! Every operation answers `Err(text)` (the contract's `err`) rather than trapping: a refused or
//! failed host call is the add-on's to handle. The add-on's budget counts its own computing time
//! (`cpu`): waiting on the database or the network, or for a busy machine's CPU, is not counted;
//! [`HostCall::wait`] bounds each wait on its own.

pub mod attachments;
pub mod cpu;
pub mod data;
pub mod http;
pub mod license;
pub mod log;
pub mod notifications;
pub mod settings;
pub mod storage;
pub mod stored;
pub mod visitor;

use std::{future::Future, pin::Pin, sync::Arc, time::Duration};

pub use notifications::prefix as notification_prefix;

use self::cpu::CpuMeter;
use crate::{
    addons::package::{info::AddonInfo, manifest::Permission},
    storage::Db,
};

/// What a host trait's operation answers: later, the value or the refusal's text.
pub type HostFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, String>> + Send + 'a>>;

/// What add-ons' host calls reach, filled by the application when it assembles itself.
#[derive(Clone)]
pub struct Services {
    /// The platform's own tables (storage, attachments).
    pub db: Db,
    pub http: reqwest::Client,
    /// The networks outgoing requests may reach.
    pub network: Arc<http::NetworkPolicy>,
    /// Bytes of storage each add-on may hold.
    pub storage_quota: u64,
    /// Where storage writes go: batched, one commit for the writes that wait together.
    pub storage_writer: Arc<dyn storage::StorageWrites>,
    /// The surveys, responses and settings an add-on may read.
    pub data: Arc<dyn data::SiteData>,
    /// The settings keys add-ons own, as stored.
    pub settings: Arc<dyn settings::SiteSettings>,
    pub license: Arc<dyn license::License>,
    /// The admin's notifications drawer.
    pub drawer: Arc<dyn notifications::Drawer>,
}

impl Services {
    /// The services of one process: the platform's own (storage and its writer, outgoing HTTP
    /// within the configured networks) and the parts of the host the application implements.
    pub fn new(
        db: Db,
        config: &crate::Config,
        storage_writer: Arc<dyn storage::StorageWrites>,
        data: Arc<dyn data::SiteData>,
        settings: Arc<dyn settings::SiteSettings>,
        license: Arc<dyn license::License>,
        drawer: Arc<dyn notifications::Drawer>,
    ) -> Services {
        let network = Arc::new(http::NetworkPolicy {
            allowed: config.addon_allowed_networks.clone(),
            extra_hosts: config.addon_extra_hosts.clone(),
        });
        Services {
            db,
            http: http::client(network.clone()),
            network,
            storage_quota: config.addon_storage_quota_mb.saturating_mul(1024 * 1024),
            storage_writer,
            data,
            settings,
            license,
            drawer,
        }
    }
}

/// A database operation of one host call may take this long.
pub const DB_LIMIT: Duration = Duration::from_secs(2);

/// The host's side of one call: which add-on it serves, what it may reach, and the clock of its
/// budget.
pub struct HostCall {
    pub info: Arc<AddonInfo>,
    services: Option<Services>,
    /// The CPU time the call has computed (its polls on the runtime's threads).
    pub cpu: CpuMeter,
    /// This call's time budget: the hook's, or the manifest's when tighter.
    budget: Duration,
}

impl HostCall {
    pub fn new(info: Arc<AddonInfo>, services: Option<Services>, budget: Duration) -> HostCall {
        HostCall {
            info,
            services,
            cpu: CpuMeter::default(),
            budget,
        }
    }

    pub fn budget(&self) -> Duration {
        self.budget
    }

    /// What is left of the add-on's own time budget: its computing time so far counts, waiting
    /// (on host calls, or for a CPU on a busy machine) does not.
    pub fn budget_left(&self) -> Duration {
        self.budget.saturating_sub(self.cpu.used())
    }

    fn services(&self) -> Result<Services, String> {
        self.services
            .clone()
            .ok_or_else(|| "host services are not available in this call".to_owned())
    }

    /// Refuses unless the add-on declared `permission` (1.0 add-ons hold the reads 1.0 gave).
    fn require(&self, permission: Permission) -> Result<(), String> {
        if self.info.may(permission) {
            Ok(())
        } else {
            Err(format!(
                "the manifest does not declare the permission {} (capabilities.permissions)",
                permission.as_str()
            ))
        }
    }

    /// Awaits a host operation with a time limit, keeping the wait out of the add-on's budget.
    async fn wait<T>(
        &mut self,
        limit: Duration,
        fut: impl Future<Output = Result<T, String>>,
    ) -> Result<T, String> {
        tokio::time::timeout(limit, fut).await.unwrap_or_else(|_| {
            Err(format!(
                "the host call took longer than {} s",
                limit.as_secs()
            ))
        })
    }
}
