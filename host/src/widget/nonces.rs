//! Signed visitor nonces (spec 002 §6: "visitor impression and submission calls use their own
//! nonces"). A nonce is `{expiry}.{HMAC-SHA256(key, kind.survey.expiry)}`; it needs no session and
//! stays valid for [`LIFETIME_SECS`] so that pages served from a cache keep working. The key lives in
//! the database so that every host process accepts every other's nonces.
//!
//! Submission nonces are single-use tokens, `{expiry}.{id}.{HMAC(key, submission.survey.id.expiry)}`
//! with a random id: the response writer records each id it stores a response for and refuses a
//! second response with the same token (409 `already_submitted`), so a token scraped from a page
//! or a proxy log stores one response, not thousands. The widget takes a fresh one from each
//! impression it posts; `GET widget/survey` also hands one.

use base64::{Engine, engine::general_purpose::URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use rand::RngCore;
use sha2::Sha256;

use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
};

pub const LIFETIME_SECS: i64 = 12 * 3600;
/// The visitor's message when a nonce has expired or is forged.
pub const INVALID_NONCE: &str = "This survey form has expired; please reload the page.";
/// The visitor's refusal when a survey form's nonce has expired or is forged: 403 `invalid_nonce`.
pub fn expired_form() -> Error {
    Error::Forbidden {
        code: "invalid_nonce",
        message: INVALID_NONCE.into(),
    }
}

/// The visitor's message when the page's token for an add-on's public endpoints has expired or is
/// forged.
pub const INVALID_ADDON_TOKEN: &str =
    "This page's add-on token has expired or is not valid; please reload the page.";
const KEY_NAME: &str = "visitor_nonce_key";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Impression,
    Submission,
    /// An add-on's public endpoints (the subject is the add-on's slug).
    Public,
}

impl Kind {
    fn tag(self) -> &'static str {
        match self {
            Kind::Impression => "impression",
            Kind::Submission => "submission",
            Kind::Public => "public",
        }
    }
}

#[derive(Clone)]
pub struct NonceKey(Hmac<Sha256>);

/// A verified submission token: its id (to record as used), when it expires, and the visitor it
/// was issued to when the host knew them (for the frequency caps).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubmissionToken {
    pub id: String,
    pub expires_at: i64,
    pub visitor: Option<VisitorKey>,
}

/// A visitor's key (`visitors::memory::Key`), as the nonces carry it: 22 base64url characters.
pub type VisitorKey = crate::visitors::memory::Key;

fn visitor_text(visitor: &VisitorKey) -> String {
    URL_SAFE_NO_PAD.encode(visitor)
}

fn visitor_of(text: &str) -> Option<VisitorKey> {
    if text.len() != 22 {
        return None;
    }
    URL_SAFE_NO_PAD.decode(text).ok()?.try_into().ok()
}

impl SubmissionToken {
    /// The id as the used-token record keys it: its first 8 bytes as an integer, so that the
    /// record is SQLite's own row key (one B-tree, 8-byte keys) rather than a text index. Two
    /// live tokens share a key with a probability of about n²/2⁶⁵.
    pub fn key(&self) -> i64 {
        let bytes = URL_SAFE_NO_PAD.decode(&self.id).unwrap_or_default();
        let mut first = [0u8; 8];
        for (slot, byte) in first.iter_mut().zip(bytes) {
            *slot = byte;
        }
        i64::from_le_bytes(first)
    }
}

/// Random bits under a token key's time: tokens that expire in the same second share a key with a
/// probability of n²/2⁴⁷ (at 1,000 tokens a second, about once in 4 years of it).
const KEY_RANDOM_BITS: u32 = 46;

/// A fresh submission token id: 12 bytes whose first 8 are its key (see
/// [`SubmissionToken::key`]), the expiry second (modulo 2¹⁷, 36 hours, longer than a token lives)
/// above [`KEY_RANDOM_BITS`] random bits, then 4 more random bytes. Keys so ordered by time are
/// recorded next to the keys of the tokens used just before, at the end of the used tokens' B-tree,
/// instead of at a random place in it: a batch of responses dirties a page or two of it rather
/// than one page each, and the pages it reads stay in cache however many tokens are live
/// (docs/PERFORMANCE.md, issue 36).
fn token_id(expiry: i64, rng: &mut impl RngCore) -> [u8; 12] {
    let second = (expiry as u64) & ((1 << 17) - 1);
    let key = (second << KEY_RANDOM_BITS) | (rng.next_u64() & ((1 << KEY_RANDOM_BITS) - 1));
    let mut id = [0u8; 12];
    id[..8].copy_from_slice(&key.to_le_bytes());
    rng.fill_bytes(&mut id[8..]);
    id
}

/// The visitor's message when a submission token was used already.
pub const ALREADY_SUBMITTED: &str = "This response was already sent.";

impl NonceKey {
    /// Loads the shared key, creating it on first use (the first process to insert wins).
    pub async fn load(db: &Db) -> Result<NonceKey> {
        let mut fresh = [0u8; 32];
        rand::thread_rng().fill_bytes(&mut fresh);
        let candidate = hex::encode(fresh);
        let stored: String = on_db!(db, pool => {
            sqlx::query("INSERT INTO secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING")
                .bind(KEY_NAME).bind(&candidate).execute(pool).await?;
            sqlx::query_scalar("SELECT value FROM secrets WHERE name = $1").bind(KEY_NAME).fetch_one(pool).await
        })?;
        let bytes = hex::decode(stored.trim())
            .ok()
            .and_then(|b| <[u8; 32]>::try_from(b).ok())
            .ok_or_else(|| anyhow::anyhow!("the stored visitor nonce key is malformed"))?;
        Ok(NonceKey::from_bytes(&bytes))
    }

    #[cfg(test)]
    pub fn fixed(byte: u8) -> NonceKey {
        NonceKey::from_bytes(&[byte; 32])
    }

    /// The key's HMAC state is made once: each nonce clones it instead of hashing the key again.
    fn from_bytes(bytes: &[u8; 32]) -> NonceKey {
        NonceKey(Hmac::<Sha256>::new_from_slice(bytes).expect("HMAC takes any key length"))
    }

    fn mac(&self, kind: Kind, subject: &str, expiry: i64) -> Hmac<Sha256> {
        let mut mac = self.0.clone();
        mac.update(format!("{}.{subject}.{expiry}", kind.tag()).as_bytes());
        mac
    }

    pub fn issue(&self, kind: Kind, survey_id: i64, now: i64) -> String {
        self.issue_for(kind, &survey_id.to_string(), now)
    }

    /// A nonce for `kind` on `subject` (a survey's id, an add-on's slug).
    pub fn issue_for(&self, kind: Kind, subject: &str, now: i64) -> String {
        let expiry = now + LIFETIME_SECS;
        let signature = self.mac(kind, subject, expiry).finalize().into_bytes();
        format!("{expiry}.{}", URL_SAFE_NO_PAD.encode(signature))
    }

    /// A single-use submission token for `survey_id`.
    pub fn issue_submission(&self, survey_id: i64, now: i64) -> String {
        self.issue_submission_to(survey_id, None, now)
    }

    /// A single-use submission token for `survey_id`, bound to `visitor` when known:
    /// `{expiry}.{id}.{visitor}.{signature}` (the visitor is signed with the rest).
    pub fn issue_submission_to(
        &self,
        survey_id: i64,
        visitor: Option<&VisitorKey>,
        now: i64,
    ) -> String {
        let expiry = now + LIFETIME_SECS;
        let id = URL_SAFE_NO_PAD.encode(token_id(expiry, &mut rand::thread_rng()));
        let (subject, shown) = match visitor {
            Some(v) => {
                let v = visitor_text(v);
                (format!("{survey_id}.{id}.{v}"), format!("{id}.{v}"))
            }
            None => (format!("{survey_id}.{id}"), id),
        };
        let signature = self
            .mac(Kind::Submission, &subject, expiry)
            .finalize()
            .into_bytes();
        format!("{expiry}.{shown}.{}", URL_SAFE_NO_PAD.encode(signature))
    }

    /// An impression nonce for `survey_id`, bound to `visitor` when known:
    /// `{expiry}.{visitor}.{signature}`.
    pub fn issue_impression(
        &self,
        survey_id: i64,
        visitor: Option<&VisitorKey>,
        now: i64,
    ) -> String {
        let Some(visitor) = visitor else {
            return self.issue(Kind::Impression, survey_id, now);
        };
        let expiry = now + LIFETIME_SECS;
        let v = visitor_text(visitor);
        let signature = self
            .mac(Kind::Impression, &format!("{survey_id}.{v}"), expiry)
            .finalize()
            .into_bytes();
        format!("{expiry}.{v}.{}", URL_SAFE_NO_PAD.encode(signature))
    }

    /// When `nonce` is an impression nonce this installation issued for `survey_id` and it has not
    /// expired: the visitor it names, if any.
    pub fn verify_impression(
        &self,
        nonce: &str,
        survey_id: i64,
        now: i64,
    ) -> Option<Option<VisitorKey>> {
        let nonce = nonce.trim();
        let mut parts = nonce.split('.');
        match (parts.next(), parts.next(), parts.next(), parts.next()) {
            (Some(_), Some(_), None, None) => self
                .verify(nonce, Kind::Impression, survey_id, now)
                .then_some(None),
            (Some(expiry), Some(v), Some(sig), None) => {
                let visitor = visitor_of(v)?;
                let nonce = format!("{expiry}.{sig}");
                self.verify_for(&nonce, Kind::Impression, &format!("{survey_id}.{v}"), now)
                    .then_some(Some(visitor))
            }
            _ => None,
        }
    }

    /// A visitor's key: the first 16 bytes of an HMAC, with the install's secret, of `kind`
    /// (`v` for the `hearken_vid` cookie, `u` for the site's `userId`) and the id. The id itself is
    /// kept nowhere.
    pub fn visitor(&self, kind: &str, id: &str) -> VisitorKey {
        let mut mac = self.0.clone();
        mac.update(b"visitor.");
        mac.update(kind.as_bytes());
        mac.update(b".");
        mac.update(id.as_bytes());
        let bytes = mac.finalize().into_bytes();
        let mut key = [0u8; 16];
        key.copy_from_slice(&bytes[..16]);
        key
    }

    /// The token's id and expiry when `token` is a submission token this installation issued for
    /// `survey_id` and it has not expired (whether it was used is the response writer's to say).
    pub fn verify_submission(
        &self,
        token: &str,
        survey_id: i64,
        now: i64,
    ) -> Option<SubmissionToken> {
        let parts: Vec<&str> = token.trim().split('.').collect();
        let (expiry, id, visitor, signature) = match parts.as_slice() {
            [expiry, id, signature] => (*expiry, *id, None, *signature),
            [expiry, id, visitor, signature] => (*expiry, *id, Some(*visitor), *signature),
            _ => return None,
        };
        let expiry = expiry.parse::<i64>().ok()?;
        if expiry < now || expiry > now + LIFETIME_SECS + 60 || id.len() != 16 {
            return None;
        }
        let signature = URL_SAFE_NO_PAD.decode(signature).ok()?;
        let subject = match visitor {
            Some(v) => format!("{survey_id}.{id}.{v}"),
            None => format!("{survey_id}.{id}"),
        };
        self.mac(Kind::Submission, &subject, expiry)
            .verify_slice(&signature)
            .ok()?;
        let visitor = match visitor {
            Some(v) => Some(visitor_of(v)?),
            None => None,
        };
        Some(SubmissionToken {
            id: id.to_owned(),
            expires_at: expiry,
            visitor,
        })
    }

    /// True when `nonce` was issued by this installation for `kind` on `survey_id` and has not expired.
    pub fn verify(&self, nonce: &str, kind: Kind, survey_id: i64, now: i64) -> bool {
        self.verify_for(nonce, kind, &survey_id.to_string(), now)
    }

    /// True when `nonce` was issued for `kind` on `subject` and has not expired.
    pub fn verify_for(&self, nonce: &str, kind: Kind, subject: &str, now: i64) -> bool {
        let Some((expiry, sig)) = nonce.trim().split_once('.') else {
            return false;
        };
        let Ok(expiry) = expiry.parse::<i64>() else {
            return false;
        };
        if expiry < now || expiry > now + LIFETIME_SECS + 60 {
            return false;
        }
        let Ok(sig) = URL_SAFE_NO_PAD.decode(sig) else {
            return false;
        };
        self.mac(kind, subject, expiry).verify_slice(&sig).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_nonce_is_bound_to_its_kind_survey_and_lifetime() {
        let key = NonceKey::fixed(7);
        let now = 1_800_000_000;
        let nonce = key.issue(Kind::Submission, 12, now);
        assert!(key.verify(&nonce, Kind::Submission, 12, now));
        assert!(key.verify(&nonce, Kind::Submission, 12, now + LIFETIME_SECS - 1));
        assert!(!key.verify(&nonce, Kind::Submission, 12, now + LIFETIME_SECS + 1));
        assert!(!key.verify(&nonce, Kind::Impression, 12, now));
        assert!(!key.verify(&nonce, Kind::Submission, 13, now));
        assert!(!NonceKey::fixed(8).verify(&nonce, Kind::Submission, 12, now));
        assert!(!key.verify("garbage", Kind::Submission, 12, now));
        assert!(!key.verify("", Kind::Submission, 12, now));
        let public = key.issue_for(Kind::Public, "post-ratings", now);
        assert!(key.verify_for(&public, Kind::Public, "post-ratings", now));
        assert!(!key.verify_for(&public, Kind::Public, "heatmaps", now));
        assert!(!key.verify(&public, Kind::Submission, 12, now));
    }

    #[test]
    fn token_keys_are_ordered_by_expiry_and_distinct_within_a_second() {
        let key = NonceKey::fixed(7);
        let now = 1_800_000_000;
        let key_at = |at: i64| {
            key.verify_submission(&key.issue_submission_to(3, None, at), 3, at)
                .expect("a fresh token verifies")
                .key()
        };
        // Later tokens are recorded after earlier ones (within the key's 36-hour cycle).
        let keys: Vec<i64> = (0..60).map(|i| key_at(now + i)).collect();
        assert!(keys.windows(2).all(|w| 0 < w[0] && w[0] < w[1]), "{keys:?}");
        let same: std::collections::HashSet<i64> = (0..2000).map(|_| key_at(now)).collect();
        assert_eq!(same.len(), 2000, "two tokens of one second shared a key");
    }

    #[test]
    fn a_submission_token_is_bound_to_its_survey_and_lifetime_and_unique() {
        let key = NonceKey::fixed(7);
        let now = 1_800_000_000;
        let token = key.issue_submission(12, now);
        let verified = key.verify_submission(&token, 12, now).unwrap();
        assert_eq!(verified.expires_at, now + LIFETIME_SECS);
        assert_ne!(
            key.issue_submission(12, now),
            token,
            "each token has its own id"
        );
        assert!(key.verify_submission(&token, 13, now).is_none());
        assert!(
            key.verify_submission(&token, 12, now + LIFETIME_SECS + 1)
                .is_none()
        );
        assert!(
            NonceKey::fixed(8)
                .verify_submission(&token, 12, now)
                .is_none()
        );
        // A token whose id was changed (to dodge the used-token record) is not valid.
        let (expiry, rest) = token.split_once('.').unwrap();
        let (_, signature) = rest.split_once('.').unwrap();
        let forged = format!("{expiry}.AAAAAAAAAAAAAAAA.{signature}");
        assert!(key.verify_submission(&forged, 12, now).is_none());
        // A token bound to a visitor names them; changing the visitor breaks the signature.
        let visitor = key.visitor("v", "abc");
        let bound = key.issue_submission_to(12, Some(&visitor), now);
        let verified = key.verify_submission(&bound, 12, now).unwrap();
        assert_eq!(verified.visitor, Some(visitor));
        let other = URL_SAFE_NO_PAD.encode(key.visitor("v", "abd"));
        let parts: Vec<&str> = bound.split('.').collect();
        let swapped = format!("{}.{}.{other}.{}", parts[0], parts[1], parts[3]);
        assert!(key.verify_submission(&swapped, 12, now).is_none());
        let impression = key.issue_impression(12, Some(&visitor), now);
        assert_eq!(
            key.verify_impression(&impression, 12, now),
            Some(Some(visitor))
        );
        assert_eq!(key.verify_impression(&impression, 13, now), None);
        let plain = key.issue(Kind::Impression, 12, now);
        assert_eq!(key.verify_impression(&plain, 12, now), Some(None));
        assert_ne!(
            key.visitor("u", "abc"),
            visitor,
            "a user id and a cookie never meet"
        );
        // The long-lived nonce of the old kind is not a submission token.
        let old = key.issue(Kind::Submission, 12, now);
        assert!(key.verify_submission(&old, 12, now).is_none());
    }
}
