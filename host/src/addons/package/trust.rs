//! Who may install what. A package may carry its publisher's Ed25519 signature (`package.rs`).
//! The host trusts the publishers its build ships with ([`SHIPPED_PUBLISHERS`]), the operator's
//! `HEARKEN_PUBLISHER_KEYS`, and in development mode the development publisher whose key is in
//! `host/dev-keys/` (`make` signs the first-party catalogue with it). Then:
//!
//! - a package that claims the slug of a first-party add-on (one the catalogue offers signed by a
//!   trusted publisher), or that needs a paid plan, installs only when a trusted publisher signed
//!   it (403 `signature_required`);
//! - any other package not signed by a trusted publisher installs only with the administrator's
//!   consent to what it asks for ([`CapabilitySummary`]): the upload names the package's SHA-256 in
//!   `consent`, else it is answered 409 `consent_required` with that list;
//! - `HEARKEN_REQUIRE_SIGNED_ADDONS` refuses every package no trusted publisher signed.
//!
//! An add-on's admin UI runs in the admin's page with the signed-in administrator's privileges, so
//! signatures and consent are what stands between a package and the administrator's session.

use base64::Engine;
use ed25519_dalek::{SigningKey, VerifyingKey};
use serde::Serialize;
use utoipa::ToSchema;

use crate::Config;
use crate::addons::package::Package;
use crate::addons::package::manifest::Manifest;

const DEV_PUBLISHER_SEED_HEX: &str =
    include_str!("../../../dev-keys/DEVELOPMENT-ONLY-publisher.seed.hex");

/// The public keys (base64) of the publishers every build trusts: Hearken's release key goes here
/// when the release process holds it.
pub const SHIPPED_PUBLISHERS: &[&str] = &[];

/// The development publisher's signing key. Its seed is public: trusted only in development mode.
pub fn dev_publisher_key() -> SigningKey {
    crate::ed25519::seed_from_hex(DEV_PUBLISHER_SEED_HEX)
        .expect("the development publisher seed in dev-keys/ is 32 bytes of hex")
}

/// How a package is signed, as this installation sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Signed {
    /// By a publisher this installation trusts.
    Trusted,
    /// By a publisher this installation does not know.
    Unknown,
    Unsigned,
}

/// The trusted publishers and the operator's policy.
pub struct Trust {
    publishers: Vec<VerifyingKey>,
    pub require_signed: bool,
}

impl Trust {
    pub fn from_config(config: &Config) -> anyhow::Result<Trust> {
        let configured = config.publisher_keys.as_deref().unwrap_or("");
        let mut publishers = SHIPPED_PUBLISHERS
            .iter()
            .copied()
            .chain(configured.split(','))
            .map(str::trim)
            .filter(|k| !k.is_empty())
            .map(|k| {
                let bytes: [u8; 32] = base64::engine::general_purpose::STANDARD
                    .decode(k)
                    .ok()
                    .and_then(|b| b.try_into().ok())
                    .ok_or_else(|| {
                        anyhow::anyhow!(
                            "HEARKEN_PUBLISHER_KEYS: '{k}' is not a base64 Ed25519 public key"
                        )
                    })?;
                Ok(VerifyingKey::from_bytes(&bytes)?)
            })
            .collect::<anyhow::Result<Vec<_>>>()?;
        if config.dev {
            publishers.push(dev_publisher_key().verifying_key());
        }
        Ok(Trust {
            publishers,
            require_signed: config.require_signed_addons,
        })
    }

    pub fn of(&self, package: &Package) -> Signed {
        self.verdict(package.publisher.as_ref())
    }

    /// The verdict on a package signed by `publisher` (or by no one).
    pub fn verdict(&self, publisher: Option<&VerifyingKey>) -> Signed {
        match publisher {
            Some(key) if self.publishers.contains(key) => Signed::Trusted,
            Some(_) => Signed::Unknown,
            None => Signed::Unsigned,
        }
    }
}

/// A schedule an add-on asks for.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct ScheduleSummary {
    pub name: String,
    pub every: String,
}

/// An admin route an add-on opens to a capability below `manage_options`.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct RouteSummary {
    pub path: String,
    pub capability: crate::capability::Capability,
}

/// What an add-on may do, from its manifest: shown before consent and on its card.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct CapabilitySummary {
    /// `capabilities.http`: where it may send data.
    pub outgoing_hosts: Vec<String>,
    /// The data it may read (`surveys:read`, `responses:read`, …).
    pub permissions: Vec<String>,
    /// Its own key-value store.
    pub storage: bool,
    /// `[settings]`: the plugin-settings keys it owns, which it may read and write.
    pub plugin_settings: Vec<String>,
    /// `[survey_settings]`: the keys it owns in every survey's settings.
    pub survey_settings: Vec<String>,
    /// Endpoints visitors may call.
    pub public_endpoints: Vec<String>,
    pub schedules: Vec<ScheduleSummary>,
    /// It brings code that runs in the admin, with the signed-in administrator's privileges.
    pub admin_ui: bool,
    /// Where in the admin (`Settings tab: Probe`).
    pub admin_pages: Vec<String>,
    /// Its widget module's scope (`page`: every page view; `survey`: with its surveys).
    pub widget_modules: Vec<String>,
    pub admin_routes: Vec<RouteSummary>,
}

pub fn summary(manifest: &Manifest) -> CapabilitySummary {
    CapabilitySummary {
        outgoing_hosts: manifest.capabilities.http.clone(),
        permissions: manifest
            .capabilities
            .permissions
            .iter()
            .map(|p| p.as_str().to_owned())
            .collect(),
        storage: manifest.capabilities.storage,
        plugin_settings: manifest.settings.keys().cloned().collect(),
        survey_settings: manifest.survey_settings.keys().cloned().collect(),
        public_endpoints: manifest.public.iter().map(|p| p.path.clone()).collect(),
        schedules: manifest
            .jobs
            .iter()
            .map(|j| ScheduleSummary {
                name: j.name.clone(),
                every: j.every.clone(),
            })
            .collect(),
        admin_ui: manifest.ui.is_some(),
        admin_pages: manifest
            .ui
            .iter()
            .flat_map(|ui| &ui.extension_points)
            .map(|p| match &p.label {
                Some(label) => format!("{}: {label}", p.point),
                None => p.point.clone(),
            })
            .collect(),
        widget_modules: manifest
            .widget
            .iter()
            .filter(|w| w.module.is_some())
            .map(|w| format!("{:?}", w.scope).to_lowercase())
            .collect(),
        admin_routes: manifest
            .admin_routes
            .iter()
            .map(|r| RouteSummary {
                path: r.path.clone(),
                capability: r.capability,
            })
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::addons::package;

    fn probe() -> Vec<u8> {
        package::tests::zip_of(&[
            ("addon.toml", package::tests::MANIFEST.as_bytes()),
            ("addon.wasm", b"\\0asm"),
        ])
    }

    #[test]
    fn a_signature_names_its_publisher_and_breaks_when_the_content_changes() {
        let publisher = SigningKey::from_bytes(&[5; 32]);
        let signed = package::sign(&probe(), &publisher).unwrap();
        let read = package::read(&signed).unwrap();
        assert_eq!(read.publisher, Some(publisher.verifying_key()));
        assert!(package::read(&probe()).unwrap().publisher.is_none());

        // The signature of one package on another's content is refused.
        let other = package::tests::zip_of(&[
            ("addon.toml", package::tests::MANIFEST.as_bytes()),
            ("addon.wasm", b"\\0asm-changed"),
        ]);
        let signature = {
            let mut archive = zip::ZipArchive::new(std::io::Cursor::new(&signed)).unwrap();
            let mut entry = archive.by_name(package::SIGNATURE_ENTRY).unwrap();
            let mut text = Vec::new();
            std::io::Read::read_to_end(&mut entry, &mut text).unwrap();
            text
        };
        let forged = package::tests::zip_of(&[
            ("addon.toml", package::tests::MANIFEST.as_bytes()),
            ("addon.wasm", b"\\0asm-changed"),
            (package::SIGNATURE_ENTRY, &signature),
        ]);
        let err = package::read(&forged).unwrap_err().0;
        assert!(err.contains("changed after it was signed"), "{err}");
        assert!(package::read(&other).unwrap().publisher.is_none());
    }

    #[test]
    fn the_development_publisher_is_trusted_only_in_development_mode() {
        let signed = package::sign(&probe(), &dev_publisher_key()).unwrap();
        let package = package::read(&signed).unwrap();
        let mut config = Config::for_database("sqlite::memory:");
        assert_eq!(
            Trust::from_config(&config).unwrap().of(&package),
            Signed::Unknown
        );
        config.dev = true;
        assert_eq!(
            Trust::from_config(&config).unwrap().of(&package),
            Signed::Trusted
        );
        let operator = SigningKey::from_bytes(&[6; 32]);
        config.dev = false;
        config.publisher_keys = Some(
            base64::engine::general_purpose::STANDARD.encode(operator.verifying_key().to_bytes()),
        );
        let theirs = package::read(&package::sign(&probe(), &operator).unwrap()).unwrap();
        assert_eq!(
            Trust::from_config(&config).unwrap().of(&theirs),
            Signed::Trusted
        );
        assert_eq!(
            Trust::from_config(&config).unwrap().of(&package),
            Signed::Unknown
        );
    }
}
