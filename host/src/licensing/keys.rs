//! License keys: `HKN1.<payload>.<signature>`, both parts base64url without padding. The payload is
//! JSON claims (key id, tier, expiry date); the signature is Ed25519 over the payload's base64 text.
//! The host trusts the issuers this build ships with ([`SHIPPED_ISSUERS`]), the operator's
//! `HEARKEN_LICENSE_PUBLIC_KEYS`, and the development issuer only in development mode
//! (`--dev` / `HEARKEN_DEV=1`); and a revocation list of key ids (the database's, plus
//! `HEARKEN_LICENSE_REVOKED`).

use std::{collections::HashSet, sync::Arc};

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use chrono::NaiveDate;
use ed25519_dalek::{Signature, Signer, SigningKey, Verifier, VerifyingKey};
use serde::{Deserialize, Serialize};

use super::Tier;
use crate::Config;

const PREFIX: &str = "HKN1";
const DEV_SEED_HEX: &str = include_str!("../../dev-keys/DEVELOPMENT-ONLY-license-issuer.seed.hex");

/// The public keys (base64) of the license issuers every build trusts. Hearken's production issuer
/// goes here when the release process holds its private key; until then an installation trusts only
/// the keys its operator configures (and the development issuer in development mode).
pub const SHIPPED_ISSUERS: &[&str] = &[];

/// What a key says about itself, under the issuer's signature.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Claims {
    /// The key's id, used by revocation lists.
    pub id: String,
    pub tier: Tier,
    /// Last day (UTC) on which the key is valid; `None` never expires.
    pub expires: Option<NaiveDate>,
    pub issued: NaiveDate,
    /// The issuer disabled this key when minting it (development keys for testing that state).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disabled: bool,
}

/// The state of a key, in the spec's priority order: expired, then disabled, then invalid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum LicenseState {
    Valid,
    Expired,
    Disabled,
    Invalid,
}

/// The trusted issuers and the configured revocations. Cheap to clone.
#[derive(Clone)]
pub struct Licensing {
    issuers: Arc<Vec<VerifyingKey>>,
    revoked: Arc<HashSet<String>>,
}

/// A request to mint a key (`hearken license mint`).
pub struct MintRequest {
    pub tier: Tier,
    pub expires: Option<NaiveDate>,
    pub disabled: bool,
}

/// An Ed25519 public key in base64 (standard or URL-safe).
fn public_key(text: &str) -> anyhow::Result<VerifyingKey> {
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(text)
        .or_else(|_| URL_SAFE_NO_PAD.decode(text))?;
    let bytes: [u8; 32] = bytes
        .try_into()
        .map_err(|_| anyhow::anyhow!("a license public key is 32 bytes"))?;
    Ok(VerifyingKey::from_bytes(&bytes)?)
}

/// An issuer's signing key from its private key file: the 32-byte seed in hex (as in dev-keys/).
pub fn signing_key_file(path: &std::path::Path) -> anyhow::Result<SigningKey> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| anyhow::anyhow!("reading the issuer key {}: {e}", path.display()))?;
    crate::ed25519::seed_from_hex(&text).ok_or_else(|| {
        anyhow::anyhow!(
            "{} is not an issuer key: it holds a 32-byte Ed25519 seed in hex",
            path.display()
        )
    })
}

/// The development issuer's signing key. Its seed is public: never trust it in production.
pub fn dev_signing_key() -> SigningKey {
    crate::ed25519::seed_from_hex(DEV_SEED_HEX)
        .expect("the development seed in dev-keys/ is 32 bytes of hex")
}

impl Licensing {
    pub fn from_config(config: &Config) -> anyhow::Result<Licensing> {
        let configured = config.license_public_keys.as_deref().unwrap_or("");
        let mut issuers = SHIPPED_ISSUERS
            .iter()
            .copied()
            .chain(configured.split(','))
            .map(str::trim)
            .filter(|k| !k.is_empty())
            .map(public_key)
            .collect::<anyhow::Result<Vec<_>>>()
            .map_err(|e| anyhow::anyhow!("HEARKEN_LICENSE_PUBLIC_KEYS: {e}"))?;
        if config.dev {
            issuers.push(dev_signing_key().verifying_key());
        }
        let revoked = config
            .license_revoked
            .as_deref()
            .unwrap_or("")
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(str::to_owned)
            .collect();
        Ok(Licensing {
            issuers: Arc::new(issuers),
            revoked: Arc::new(revoked),
        })
    }

    /// Reads a key: its claims if an issuer signed it, else `None` (an invalid key).
    pub fn claims(&self, key: &str) -> Option<Claims> {
        let mut parts = key.trim().split('.');
        let (Some(PREFIX), Some(payload), Some(signature), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return None;
        };
        let signature = Signature::from_slice(&URL_SAFE_NO_PAD.decode(signature).ok()?).ok()?;
        if !self
            .issuers
            .iter()
            .any(|issuer| issuer.verify(payload.as_bytes(), &signature).is_ok())
        {
            return None;
        }
        serde_json::from_slice(&URL_SAFE_NO_PAD.decode(payload).ok()?).ok()
    }

    /// The state of `key` on `today`, given the database's revoked key ids.
    pub fn state(
        &self,
        key: &str,
        revoked_in_db: &HashSet<String>,
        today: NaiveDate,
    ) -> (LicenseState, Option<Claims>) {
        let Some(claims) = self.claims(key) else {
            return (LicenseState::Invalid, None);
        };
        let state = if claims.expires.is_some_and(|last_day| today > last_day) {
            LicenseState::Expired
        } else if claims.disabled
            || self.revoked.contains(&claims.id)
            || revoked_in_db.contains(&claims.id)
        {
            LicenseState::Disabled
        } else {
            LicenseState::Valid
        };
        (state, Some(claims))
    }
}

/// Signs a new key with `signing_key`.
pub fn mint(signing_key: &SigningKey, request: &MintRequest, today: NaiveDate) -> String {
    let mut id_bytes = [0u8; 8];
    rand::RngCore::fill_bytes(&mut rand::rngs::OsRng, &mut id_bytes);
    let claims = Claims {
        id: format!("lic_{}", hex::encode(id_bytes)),
        tier: request.tier,
        expires: request.expires,
        issued: today,
        disabled: request.disabled,
    };
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).expect("claims serialise"));
    let signature = URL_SAFE_NO_PAD.encode(signing_key.sign(payload.as_bytes()).to_bytes());
    format!("{PREFIX}.{payload}.{signature}")
}

impl MintRequest {
    /// Mints with the development issuer.
    pub fn mint_dev(&self) -> String {
        mint(
            &dev_signing_key(),
            self,
            crate::time::utc_now().date_naive(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(s: &str) -> NaiveDate {
        s.parse().unwrap()
    }

    fn licensing() -> Licensing {
        let mut config = Config::for_database("sqlite::memory:");
        config.dev = true;
        Licensing::from_config(&config).unwrap()
    }

    #[test]
    fn a_minted_key_is_valid_until_the_end_of_its_last_day() {
        let req = MintRequest {
            tier: Tier::Pro,
            expires: Some(day("2026-12-31")),
            disabled: false,
        };
        let key = mint(&dev_signing_key(), &req, day("2026-01-01"));
        let none = HashSet::new();
        assert_eq!(
            licensing().state(&key, &none, day("2026-12-31")).0,
            LicenseState::Valid
        );
        assert_eq!(
            licensing().state(&key, &none, day("2027-01-01")).0,
            LicenseState::Expired
        );
        assert_eq!(licensing().claims(&key).unwrap().tier, Tier::Pro);
    }

    #[test]
    fn a_revoked_or_disabled_key_is_disabled_and_expiry_wins_over_both() {
        let key = MintRequest {
            tier: Tier::Plus,
            expires: Some(day("2026-06-01")),
            disabled: true,
        }
        .mint_dev();
        assert_eq!(
            licensing()
                .state(&key, &HashSet::new(), day("2026-05-01"))
                .0,
            LicenseState::Disabled
        );
        assert_eq!(
            licensing()
                .state(&key, &HashSet::new(), day("2026-07-01"))
                .0,
            LicenseState::Expired
        );
        let plain = MintRequest {
            tier: Tier::Elite,
            expires: None,
            disabled: false,
        }
        .mint_dev();
        let id = licensing().claims(&plain).unwrap().id;
        assert_eq!(
            licensing()
                .state(&plain, &HashSet::from([id]), day("2030-01-01"))
                .0,
            LicenseState::Disabled
        );
    }

    #[test]
    fn tampered_foreign_and_garbage_keys_are_invalid() {
        let key = MintRequest {
            tier: Tier::Plus,
            expires: None,
            disabled: false,
        }
        .mint_dev();
        let (prefix, rest) = key.split_once('.').unwrap();
        let (payload, sig) = rest.split_once('.').unwrap();
        let elite = URL_SAFE_NO_PAD.encode(
            String::from_utf8(URL_SAFE_NO_PAD.decode(payload).unwrap())
                .unwrap()
                .replace("plus", "elite"),
        );
        let tampered = format!("{prefix}.{elite}.{sig}");
        let foreign = mint(
            &SigningKey::from_bytes(&[7; 32]),
            &MintRequest {
                tier: Tier::Pro,
                expires: None,
                disabled: false,
            },
            day("2026-01-01"),
        );
        for bad in [
            tampered.as_str(),
            foreign.as_str(),
            "",
            "HKN1..",
            "not-a-key",
            "HKN1.a.b.c",
        ] {
            assert_eq!(
                licensing().state(bad, &HashSet::new(), day("2026-01-01")).0,
                LicenseState::Invalid,
                "{bad}"
            );
        }
    }

    #[test]
    fn a_production_install_refuses_development_keys() {
        let mut config = Config::for_database("sqlite::memory:");
        config.license_public_keys = Some(
            base64::engine::general_purpose::STANDARD
                .encode(SigningKey::from_bytes(&[9; 32]).verifying_key().to_bytes()),
        );
        let production = Licensing::from_config(&config).unwrap();
        let key = MintRequest {
            tier: Tier::Pro,
            expires: None,
            disabled: false,
        }
        .mint_dev();
        assert!(production.claims(&key).is_none());
        // Nor does an install that configures nothing: only development mode trusts that issuer.
        let bare = Licensing::from_config(&Config::for_database("sqlite::memory:")).unwrap();
        assert!(bare.claims(&key).is_none());
        config.dev = true;
        let dev = Licensing::from_config(&config).unwrap();
        assert!(dev.claims(&key).is_some());
    }

    #[test]
    fn an_issuer_key_file_signs_what_its_public_key_verifies() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("issuer.seed.hex");
        std::fs::write(&path, format!("{}\n", hex::encode([7u8; 32]))).unwrap();
        let signing = signing_key_file(&path).unwrap();
        let mut config = Config::for_database("sqlite::memory:");
        config.license_public_keys = Some(
            base64::engine::general_purpose::STANDARD.encode(signing.verifying_key().to_bytes()),
        );
        let request = MintRequest {
            tier: Tier::Elite,
            expires: None,
            disabled: false,
        };
        let key = mint(&signing, &request, day("2026-01-01"));
        assert_eq!(
            Licensing::from_config(&config)
                .unwrap()
                .claims(&key)
                .unwrap()
                .tier,
            Tier::Elite
        );
        std::fs::write(&path, "not hex").unwrap();
        let err = signing_key_file(&path).unwrap_err().to_string();
        assert!(err.contains("is not an issuer key"), "{err}");
    }
}
