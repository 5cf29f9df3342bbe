//! Licensing: offline license keys signed with Ed25519, their states (valid, expired, disabled,
//! invalid) with the spec's notices, the tier order lite < plus < pro < elite, and what the current
//! license and active add-ons entitle the install to.

pub mod api;
mod entitlements;
mod keys;
mod store;

pub use entitlements::Entitlements;
pub use keys::{
    Claims, LicenseState, Licensing, MintRequest, SHIPPED_ISSUERS, dev_signing_key, mint,
    signing_key_file,
};
pub use store::{LicenseView, current, revoke, view_of};

/// Stores a key without checking it, as a key stored long ago would be (tests and benchmarks).
#[doc(hidden)]
pub async fn store_key_for_tests(db: &crate::Db, key: &str) -> crate::error::Result<()> {
    store::store_key(db, key).await
}

use serde::{Deserialize, Serialize};

/// Plans, lowest first. A plan satisfies a requirement at or above it.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Lite,
    Plus,
    Pro,
    Elite,
}

impl Tier {
    /// The plan's name as people read it (`Pro`).
    pub fn label(self) -> &'static str {
        match self {
            Tier::Lite => "Lite",
            Tier::Plus => "Plus",
            Tier::Pro => "Pro",
            Tier::Elite => "Elite",
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Lite => "lite",
            Tier::Plus => "plus",
            Tier::Pro => "pro",
            Tier::Elite => "elite",
        }
    }

    pub fn satisfies(self, required: Tier) -> bool {
        self >= required
    }
}

/// The spec's license notices (spec 002 §8), with the product's name.
pub mod notices {
    pub const EXPIRED: &str =
        "Your license key for Hearken has expired. Please click here to renew your license key.";
    pub const DISABLED: &str =
        "Your license key for Hearken has been disabled. Please use a different key.";
    pub const INVALID: &str = "Your license key for Hearken is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.";
}

#[cfg(test)]
mod tests {
    use super::Tier;

    #[test]
    fn a_plan_satisfies_requirements_at_or_below_it() {
        assert!(Tier::Elite.satisfies(Tier::Pro));
        assert!(Tier::Pro.satisfies(Tier::Pro));
        assert!(!Tier::Plus.satisfies(Tier::Pro));
        assert!(!Tier::Lite.satisfies(Tier::Plus));
    }
}
