//! The overlay's token: which page and dates an administrator opened the heatmap of, until when,
//! signed with HMAC-SHA256 under a key only this installation's add-on storage holds. It travels in
//! the URL fragment (never sent to a server by the browser) and then in the overlay's request.
//!
//! Form: `{page}.{from}.{to}.{expires}.{mac}`: the page id (16 hex), two `YYYY-MM-DD`, Unix
//! seconds, and the first 16 bytes of the MAC in hex.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// How long a token opens the overlay.
pub const LIFETIME_SECS: i64 = 15 * 60;

/// What a token grants.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grant {
    pub page: String,
    pub from: String,
    pub to: String,
    pub expires: i64,
}

fn mac(key: &[u8], payload: &str) -> String {
    let mut mac = Hmac::<Sha256>::new_from_slice(key).expect("HMAC takes any key length");
    mac.update(payload.as_bytes());
    mac.finalize().into_bytes()[..16]
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The token of `grant` under `key`.
pub fn sign(key: &[u8], grant: &Grant) -> String {
    let payload = format!(
        "{}.{}.{}.{}",
        grant.page, grant.from, grant.to, grant.expires
    );
    let tag = mac(key, &payload);
    format!("{payload}.{tag}")
}

/// The grant of a token signed under `key` that has not expired at `now`.
pub fn verify(key: &[u8], token: &str, now: i64) -> Option<Grant> {
    let (payload, tag) = token.rsplit_once('.')?;
    let expected = mac(key, payload);
    // Compare without stopping at the first difference.
    if tag.len() != expected.len()
        || tag
            .bytes()
            .zip(expected.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            != 0
    {
        return None;
    }
    let mut parts = payload.split('.');
    let (Some(page), Some(from), Some(to), Some(expires), None) = (
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
        parts.next(),
    ) else {
        return None;
    };
    let expires: i64 = expires.parse().ok()?;
    (now < expires).then(|| Grant {
        page: page.to_owned(),
        from: from.to_owned(),
        to: to.to_owned(),
        expires,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_token_opens_its_page_until_it_expires() {
        let grant = Grant {
            page: "00112233aabbccdd".into(),
            from: "2026-11-19".into(),
            to: "2026-11-25".into(),
            expires: 1_000,
        };
        let token = sign(b"key", &grant);
        assert_eq!(verify(b"key", &token, 999), Some(grant.clone()));
        assert_eq!(verify(b"key", &token, 1_000), None, "expired");
        assert_eq!(verify(b"other", &token, 0), None, "another installation's");
        let forged = token.replace("2026-11-19", "2020-01-01");
        assert_eq!(verify(b"key", &forged, 0), None, "a changed range");
        let later = token.replacen(".1000.", ".9999999999.", 1);
        assert_eq!(verify(b"key", &later, 0), None, "a changed expiry");
        assert_eq!(verify(b"key", "", 0), None);
        assert_eq!(verify(b"key", "a.b", 0), None);
    }
}
