//! `attachments` (API 1.1): data an add-on attaches to a survey or a response, by key (at most
//! 200 bytes) with a JSON value (at most 64 KiB). Administrators read it under `addon_data.{slug}`;
//! no add-on reaches another's.

use super::{DB_LIMIT, HostCall};
use crate::addons::registry::store::{self as addon_store, Target};

pub const MAX_KEY: usize = 200;
pub const MAX_VALUE: usize = 64 * 1024;

impl HostCall {
    fn attachment_key(&self, key: &str) -> Result<(crate::storage::Db, String), String> {
        if key.is_empty() || key.len() > MAX_KEY {
            return Err(format!("keys are 1 to {MAX_KEY} bytes"));
        }
        if key.contains('\0') {
            return Err("keys may not contain the NUL character (U+0000)".into());
        }
        Ok((self.services()?.db, self.info.slug.clone()))
    }

    pub async fn attachment_get(
        &mut self,
        target: Target,
        key: String,
    ) -> Result<Option<String>, String> {
        let (db, slug) = self.attachment_key(&key)?;
        self.wait(DB_LIMIT, async move {
            addon_store::attachment_get(&db, &slug, target, &key)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }

    pub async fn attachment_set(
        &mut self,
        target: Target,
        key: String,
        value: String,
    ) -> Result<(), String> {
        let (db, slug) = self.attachment_key(&key)?;
        if value.len() > MAX_VALUE {
            return Err(format!("values are at most {MAX_VALUE} bytes"));
        }
        serde_json::from_str::<serde::de::IgnoredAny>(&value)
            .map_err(|e| format!("the value is not JSON ({e})"))?;
        self.wait(DB_LIMIT, async move {
            match addon_store::attachment_set(&db, &slug, target, &key, &value).await {
                Ok(true) => Ok(()),
                Ok(false) => Err(format!("there is no {target}")),
                Err(e) => Err(e.to_string()),
            }
        })
        .await
    }

    pub async fn attachment_delete(&mut self, target: Target, key: String) -> Result<(), String> {
        let (db, slug) = self.attachment_key(&key)?;
        self.wait(DB_LIMIT, async move {
            addon_store::attachment_delete(&db, &slug, target, &key)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }
}
