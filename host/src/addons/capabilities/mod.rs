//! What an add-on can reach outside its sandbox, one module per host interface (as Spin's factors
//! are): `log`, `storage`, `data`, `settings`, `attachments`, `http`, `license`. Each module holds
//! the operation once, on [`HostCall`]; the contract modules (`runtime/since_v1_0.rs`,
//! `since_v1_1.rs`) only bind each version's generated traits to these operations, so a rule
//! (a permission, a size limit, the owner of a key) is written once for every version.
//!
//! Every operation answers `Err(text)` (the contract's `err`) rather than trapping: a refused or
//! failed host call is the add-on's to handle. The add-on's budget counts its own computing time
//! (`runtime::cpu`): waiting on the database or the network, or for a busy machine's CPU, is not
//! counted; [`HostCall::wait`] bounds each wait on its own.

pub mod attachments;
pub mod data;
pub mod http;
pub mod license;
pub mod log;
pub mod notifications;
pub mod settings;
pub mod storage;
pub mod visitor;

use std::{sync::Arc, time::Duration};

pub use notifications::prefix as notification_prefix;

use crate::addons::package::manifest::Permission;
use crate::addons::runtime::{AddonInfo, Services, cpu::CpuMeter};

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
