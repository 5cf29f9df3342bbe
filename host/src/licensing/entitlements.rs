//! What the install may use right now: the effective tier of its license and its active add-ons.
//! Every gate in the host (pre-save resets of surveys, locked settings, the UI's flags) asks this
//! one type, so "is add-on X active and licensed" has a single answer.

use super::{LicenseView, Tier, current};
use crate::{addons, error::Result, http::AppState};

#[derive(Debug, Clone)]
pub struct Entitlements {
    pub license: LicenseView,
    pub tier: Tier,
    active_addons: Vec<String>,
}

impl Entitlements {
    pub async fn load(state: &AppState) -> Result<Entitlements> {
        let license = current(&state.db, &state.licensing).await?;
        Ok(Self::new(license, state.addons.active_slugs()))
    }

    pub fn new(license: LicenseView, active_addons: Vec<String>) -> Entitlements {
        let tier = license.effective_tier();
        Entitlements {
            license,
            tier,
            active_addons,
        }
    }

    /// A valid key of any paid tier.
    pub fn is_licensed(&self) -> bool {
        self.license.is_licensed
    }

    /// A key is stored (valid or not): the spec's "Pro install", which prompts to activate a license
    /// rather than to upgrade.
    pub fn is_pro(&self) -> bool {
        !self.license.key.is_empty()
    }

    /// The licensed tier meets `plan`.
    pub fn has_plan(&self, plan: Tier) -> bool {
        self.is_licensed() && self.tier.satisfies(plan)
    }

    /// Is add-on `slug` installed, active, and covered by the license?
    pub fn addon(&self, slug: &str) -> bool {
        let Some(known) = addons::known(slug) else {
            return false;
        };
        self.active_addons.iter().any(|s| s == slug) && self.has_plan(known.plan)
    }
}
