//! Ed25519 private keys as Hearken keeps them: the 32-byte seed in hex, one per file (the
//! development keys in `host/dev-keys/`, and the files `license mint` and `addon pack` are given).

use ed25519_dalek::SigningKey;

/// The signing key whose seed `text` holds in hex (surrounding whitespace ignored).
pub fn seed_from_hex(text: &str) -> Option<SigningKey> {
    let seed: [u8; 32] = hex::decode(text.trim()).ok()?.try_into().ok()?;
    Some(SigningKey::from_bytes(&seed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seed_is_32_bytes_of_hex() {
        let key = seed_from_hex(&format!(" {}\n", hex::encode([7u8; 32]))).unwrap();
        assert_eq!(key.to_bytes(), [7u8; 32]);
        assert!(seed_from_hex(&hex::encode([7u8; 31])).is_none());
        assert!(seed_from_hex("not hex").is_none());
    }
}
