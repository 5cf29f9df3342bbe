//! `license`: the effective tier of the install's license ([`License`], which licensing answers).

use super::{DB_LIMIT, HostCall, HostFuture};
use crate::tier::Tier;

/// The install's license as an add-on may learn it.
pub trait License: Send + Sync {
    /// The tier in force (lite when no valid key is stored).
    fn tier(&self) -> HostFuture<'_, Tier>;
}

impl HostCall {
    /// `lite`, `plus`, `pro` or `elite`; `lite` when it cannot be read.
    pub async fn license_tier(&mut self) -> String {
        let Ok(services) = self.services() else {
            return "lite".to_owned();
        };
        self.wait(DB_LIMIT, async move { services.license.tier().await })
            .await
            .map(|tier| tier.as_str().to_owned())
            .unwrap_or_else(|_| "lite".to_owned())
    }
}
