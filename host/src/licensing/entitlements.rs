//! What the install may use right now: the effective tier of its license and its active add-ons.
//! Every gate in the host (pre-save resets of surveys, locked settings, the UI's flags) asks this
//! one type, so "is add-on X active and licensed" has a single answer.

use super::{LicenseView, Tier};

#[derive(Debug, Clone)]
pub struct Entitlements {
    pub license: LicenseView,
    pub tier: Tier,
    /// Active add-ons and the plan each needs.
    active_addons: Vec<(String, Tier)>,
}

impl Entitlements {
    pub fn new(license: LicenseView, active_addons: Vec<(String, Tier)>) -> Entitlements {
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

    /// Does the license cover an add-on of `plan`? Free (lite) add-ons are always covered.
    pub fn covers(&self, plan: Tier) -> bool {
        plan == Tier::Lite || self.has_plan(plan)
    }

    /// Is add-on `slug` installed, active, and covered by the license?
    pub fn addon(&self, slug: &str) -> bool {
        self.active_addons
            .iter()
            .any(|(s, plan)| s == slug && self.covers(*plan))
    }
}

impl crate::addons::registry::Entitled for Entitlements {
    fn covers(&self, plan: Tier) -> bool {
        Entitlements::covers(self, plan)
    }

    fn addon(&self, slug: &str) -> bool {
        Entitlements::addon(self, slug)
    }
}
