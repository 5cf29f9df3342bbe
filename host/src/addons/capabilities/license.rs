//! `license`: the effective tier of the install's license.

use super::{DB_LIMIT, HostCall};

impl HostCall {
    /// `lite`, `plus`, `pro` or `elite`; `lite` when it cannot be read.
    pub async fn license_tier(&mut self) -> String {
        let Ok(services) = self.services() else {
            return "lite".to_owned();
        };
        self.wait(DB_LIMIT, async move {
            crate::licensing::current(&services.db, &services.licensing)
                .await
                .map(|l| l.effective_tier().as_str().to_owned())
                .map_err(|e| e.to_string())
        })
        .await
        .unwrap_or_else(|_| "lite".to_owned())
    }
}
