//! Licensing: offline license keys signed with Ed25519, their states (valid, expired, disabled,
//! invalid) with the spec's notices, the tier order lite < plus < pro < elite, and what the current
//! license and active add-ons entitle the install to.

pub mod api;
mod entitlements;
mod keys;
mod store;

pub use crate::tier::Tier;
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

/// The spec's license notices (spec 002 §8), with the product's name.
pub mod notices {
    pub const EXPIRED: &str =
        "Your license key for Hearken has expired. Please click here to renew your license key.";
    pub const DISABLED: &str =
        "Your license key for Hearken has been disabled. Please use a different key.";
    pub const INVALID: &str = "Your license key for Hearken is invalid. The key no longer exists or the user associated with the key has been deleted. Please use a different key.";
}
