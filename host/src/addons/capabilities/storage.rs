//! `storage`: the add-on's own key-value store (`capabilities.storage = true`); keys at most
//! 200 bytes, values at most 1 MiB, and all of an add-on's entries within its quota
//! (`HEARKEN_ADDON_STORAGE_QUOTA_MB`, default 64): a write that would pass it is refused with a
//! message that says so, and stores nothing. Writes go through the process's storage writer
//! (`addons::workers::storage_writer`), which commits the writes that wait together in one transaction.
//! A key under one of the manifest's `capabilities.storage_counters` prefixes is a counter: a set
//! adds its JSON value to the stored one there (`stored::add_json`). Keys under
//! `hearken:notification/` are not stored: they raise and withdraw drawer notifications
//! (`notifications`).

use super::stored::{self as addon_store, Change};
use super::{DB_LIMIT, HostCall, HostFuture, notifications};

/// Where the storage capability's writes go: the process's storage writer
/// (`workers::storage_writer`), which commits the writes that wait together in one transaction.
pub trait StorageWrites: Send + Sync {
    /// Applies `change` to `key` of add-on `slug` within `quota` bytes; answers once it is
    /// committed, or why it was refused.
    fn write(&self, slug: String, key: String, change: Change, quota: u64) -> HostFuture<'_, ()>;
}

pub const MAX_KEY: usize = 200;
pub const MAX_VALUE: usize = 1024 * 1024;
/// Why a key or value holding U+0000 is refused (the NUL rule, `http::nul`).
const NUL: &str = "keys and values may not contain the NUL character (U+0000)";

impl HostCall {
    fn storage_access(&self, key: &str) -> Result<(crate::storage::Db, String), String> {
        if !self.info.storage {
            return Err(
                "storage is not declared in the manifest (capabilities.storage = true)".into(),
            );
        }
        if key.len() > MAX_KEY {
            return Err(format!("keys are at most {MAX_KEY} bytes"));
        }
        if key.contains('\0') {
            return Err(NUL.into());
        }
        Ok((self.services()?.db, self.info.slug.clone()))
    }

    pub async fn storage_get(&mut self, key: String) -> Result<Option<String>, String> {
        let (db, slug) = self.storage_access(&key)?;
        self.wait(DB_LIMIT, async move {
            addon_store::storage_get(&db, &slug, &key)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }

    pub async fn storage_set(&mut self, key: String, value: String) -> Result<(), String> {
        if let Some(id) = key.strip_prefix(notifications::KEY_PREFIX) {
            return self.notification_raise(id, &value).await;
        }
        let (_, slug) = self.storage_access(&key)?;
        if value.len() > MAX_VALUE {
            return Err(format!("values are at most {MAX_VALUE} bytes"));
        }
        // PostgreSQL cannot store it, and a refused write must not fail the writes it would
        // have shared a commit with.
        if value.contains('\0') {
            return Err(NUL.into());
        }
        let counter = self
            .info
            .storage_counters
            .iter()
            .any(|prefix| key.starts_with(prefix.as_str()));
        // A counter's value is parsed once, where it is added (`stored::storage_apply`), which
        // refuses one that is not JSON.
        let services = self.services()?;
        self.wait(DB_LIMIT, async move {
            let change = match counter {
                true => Change::Add(value),
                false => Change::Set(value),
            };
            services
                .storage_writer
                .write(slug, key, change, services.storage_quota)
                .await
        })
        .await
    }

    pub async fn storage_delete(&mut self, key: String) -> Result<(), String> {
        if let Some(id) = key.strip_prefix(notifications::KEY_PREFIX) {
            return self.notification_withdraw(id).await;
        }
        let (_, slug) = self.storage_access(&key)?;
        let services = self.services()?;
        self.wait(DB_LIMIT, async move {
            services
                .storage_writer
                .write(slug, key, Change::Delete, services.storage_quota)
                .await
        })
        .await
    }

    pub async fn storage_keys(&mut self, prefix: String) -> Result<Vec<String>, String> {
        let (db, slug) = self.storage_access("")?;
        if prefix.contains('\0') {
            return Err(NUL.into());
        }
        self.wait(DB_LIMIT, async move {
            addon_store::storage_keys(&db, &slug, &prefix)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }
}
