//! Password hashing with argon2id (the crate's OWASP-recommended defaults).
//!
//! Each hash or check takes 19 MiB and tens of milliseconds of a core, so at most
//! [`HASH_SLOTS`] run at once, process-wide; a request that cannot get a slot within
//! [`HASH_WAIT`] is refused with 429 instead of queueing without bound (a burst of sign-in or
//! set-up requests cannot exhaust memory or starve the blocking pool).

use argon2::{
    Argon2, PasswordHash, PasswordHasher, PasswordVerifier,
    password_hash::{SaltString, rand_core::OsRng},
};

use std::time::Duration;

use tokio::sync::{Semaphore, SemaphorePermit};

use crate::error::{Error, Result};

/// Password hashes or checks computed at once (one per core of the reference machine).
pub const HASH_SLOTS: usize = 2;
/// How long a request waits for a slot before it is refused.
pub const HASH_WAIT: Duration = Duration::from_secs(2);
pub const BUSY: &str = "The server is busy checking passwords. Please try again in a moment.";

static HASHING: Semaphore = Semaphore::const_new(HASH_SLOTS);

/// A slot of `slots` within `wait`, else 429.
async fn slot(slots: &Semaphore, wait: Duration) -> Result<SemaphorePermit<'_>> {
    match tokio::time::timeout(wait, slots.acquire()).await {
        Ok(Ok(permit)) => Ok(permit),
        _ => Err(Error::TooManyRequests {
            message: BUSY.into(),
            retry_after_secs: wait.as_secs().max(1),
        }),
    }
}

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
    let _slot = slot(&HASHING, HASH_WAIT).await?;
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
/// unknown e-mail address cannot be told apart by timing. Refused (429) when no slot frees up.
pub async fn verify(password: String, stored_hash: Option<String>) -> Result<bool> {
    let _slot = slot(&HASHING, HASH_WAIT).await?;
    Ok(tokio::task::spawn_blocking(move || {
        let stored = stored_hash.unwrap_or_else(|| DUMMY_HASH.with(|h| h.clone()));
        let Ok(parsed) = PasswordHash::new(&stored) else {
            return false;
        };
        Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok()
    })
    .await
    .unwrap_or(false))
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
        assert!(
            verify("correct horse".into(), Some(h.clone()))
                .await
                .unwrap()
        );
        assert!(!verify("wrong horse".into(), Some(h)).await.unwrap());
        assert!(!verify("anything".into(), None).await.unwrap());
    }

    #[tokio::test]
    async fn a_request_waits_briefly_for_a_hashing_slot_then_gets_429() {
        let slots = Semaphore::new(1);
        let held = slot(&slots, HASH_WAIT).await.unwrap();
        let wait = Duration::from_millis(50);
        let started = std::time::Instant::now();
        let Err(Error::TooManyRequests { message, .. }) = slot(&slots, wait).await else {
            panic!("expected 429 while the only slot is held");
        };
        assert_eq!(message, BUSY);
        assert!(started.elapsed() >= wait);
        // A slot that frees up while the request waits is taken.
        let release = async move {
            tokio::time::sleep(Duration::from_millis(20)).await;
            drop(held);
        };
        let ((), taken) = tokio::join!(release, slot(&slots, Duration::from_secs(5)));
        assert!(taken.is_ok());
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
