//! Password hashing with argon2id (the crate's OWASP-recommended defaults).

use argon2::{
    Argon2, PasswordHash, PasswordHasher, PasswordVerifier,
    password_hash::{SaltString, rand_core::OsRng},
};

use crate::error::{Error, Result};

/// The shortest password accepted for an admin account.
pub const MIN_PASSWORD_LEN: usize = 8;

pub fn check_strength(password: &str) -> Result<()> {
    if password.chars().count() < MIN_PASSWORD_LEN {
        return Err(Error::invalid_field(
            "password",
            format!("The password must be at least {MIN_PASSWORD_LEN} characters long."),
        ));
    }
    if password.len() > 1024 {
        return Err(Error::invalid_field(
            "password",
            "The password is too long (1024 bytes at most).",
        ));
    }
    Ok(())
}

/// Hashes on a blocking thread: argon2 is deliberately slow and must not stall the async workers.
pub async fn hash(password: String) -> Result<String> {
    tokio::task::spawn_blocking(move || {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default()
            .hash_password(password.as_bytes(), &salt)
            .map(|h| h.to_string())
            .map_err(|e| anyhow::anyhow!("hashing a password: {e}"))
    })
    .await
    .map_err(|e| anyhow::anyhow!("password hashing task: {e}"))?
    .map_err(Error::from)
}

/// Verifies on a blocking thread. With no stored hash it still spends the same effort, so an
/// unknown e-mail address cannot be told apart by timing.
pub async fn verify(password: String, stored_hash: Option<String>) -> bool {
    tokio::task::spawn_blocking(move || {
        let stored = stored_hash.unwrap_or_else(|| DUMMY_HASH.with(|h| h.clone()));
        let Ok(parsed) = PasswordHash::new(&stored) else {
            return false;
        };
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
    .await
    .unwrap_or(false)
}

thread_local! {
    static DUMMY_HASH: String = Argon2::default()
        .hash_password(b"not a real password", &SaltString::generate(&mut OsRng))
        .map(|h| h.to_string())
        .unwrap_or_default();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_hash_verifies_only_its_own_password() {
        let h = hash("correct horse".into()).await.unwrap();
        assert!(h.starts_with("$argon2id$"));
        assert!(verify("correct horse".into(), Some(h.clone())).await);
        assert!(!verify("wrong horse".into(), Some(h)).await);
        assert!(!verify("anything".into(), None).await);
    }

    #[test]
    fn short_passwords_are_refused_with_the_rule() {
        let err = check_strength("short").unwrap_err();
        assert_eq!(
            err.to_string(),
            "The password must be at least 8 characters long."
        );
    }
}
