//! `storage`: the add-on's own key-value store (`capabilities.storage = true`); keys at most
//! 200 bytes, values at most 1 MiB, and all of an add-on's entries within its quota
//! (`HEARKEN_ADDON_STORAGE_QUOTA_MB`, default 64): a write that would pass it is refused with a
//! message that says so, and stores nothing.

use super::{DB_LIMIT, HostCall};
use crate::addons::store as addon_store;

pub const MAX_KEY: usize = 200;
pub const MAX_VALUE: usize = 1024 * 1024;

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
        let (db, slug) = self.storage_access(&key)?;
        if value.len() > MAX_VALUE {
            return Err(format!("values are at most {MAX_VALUE} bytes"));
        }
        let quota = self.services()?.storage_quota;
        self.wait(DB_LIMIT, async move {
            let used = addon_store::storage_used(&db, &slug, &key)
                .await
                .map_err(|e| e.to_string())?;
            let after = used as u64 + (key.chars().count() + value.chars().count()) as u64;
            if after > quota {
                return Err(format!(
                    "the add-on's storage is full: this write would hold {after} of its {quota} bytes \
                     (HEARKEN_ADDON_STORAGE_QUOTA_MB); delete entries first"
                ));
            }
            addon_store::storage_set(&db, &slug, &key, &value)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }

    pub async fn storage_delete(&mut self, key: String) -> Result<(), String> {
        let (db, slug) = self.storage_access(&key)?;
        self.wait(DB_LIMIT, async move {
            addon_store::storage_delete(&db, &slug, &key)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }

    pub async fn storage_keys(&mut self, prefix: String) -> Result<Vec<String>, String> {
        let (db, slug) = self.storage_access("")?;
        self.wait(DB_LIMIT, async move {
            addon_store::storage_keys(&db, &slug, &prefix)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }
}
