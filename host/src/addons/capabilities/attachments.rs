//! `attachments` (API 1.1): data an add-on attaches to a survey or a response, by key (at most
//! 200 bytes) with a JSON value (at most 64 KiB). Administrators read it under `addon_data.{slug}`;
//! no add-on reaches another's.

use super::{DB_LIMIT, HostCall};
use crate::{error::Result, on_db, storage::Db, time};

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
            attachment_get(&db, &slug, target, &key)
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
            match attachment_set(&db, &slug, target, &key, &value).await {
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
            attachment_delete(&db, &slug, target, &key)
                .await
                .map_err(|e| e.to_string())
        })
        .await
    }
}

/// What an add-on's data is attached to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target {
    Survey(i64),
    Response(i64),
}

impl std::fmt::Display for Target {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Target::Survey(id) => write!(f, "survey {id}"),
            Target::Response(id) => write!(f, "response {id}"),
        }
    }
}

impl Target {
    /// The table, its id column, and the table the id must exist in.
    fn tables(self) -> (&'static str, &'static str, &'static str, i64) {
        match self {
            Target::Survey(id) => ("addon_survey_data", "survey_id", "surveys", id),
            Target::Response(id) => ("addon_response_data", "response_id", "responses", id),
        }
    }
}

pub async fn attachment_get(
    db: &Db,
    slug: &str,
    target: Target,
    key: &str,
) -> Result<Option<String>> {
    let (table, column, _, id) = target.tables();
    let sql = format!("SELECT value FROM {table} WHERE slug = $1 AND {column} = $2 AND key = $3");
    let v: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar(&sql).bind(slug).bind(id).bind(key).fetch_optional(pool).await
    })?;
    Ok(v)
}

/// Stores a value; answers false when the survey or response does not exist.
pub async fn attachment_set(
    db: &Db,
    slug: &str,
    target: Target,
    key: &str,
    value: &str,
) -> Result<bool> {
    let (table, column, parent, id) = target.tables();
    let sql = format!(
        "INSERT INTO {table} (slug, {column}, key, value, updated_at) SELECT $1, $2, $3, $4, $5 \
         WHERE EXISTS (SELECT 1 FROM {parent} WHERE id = $2) \
         ON CONFLICT (slug, {column}, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"
    );
    let written = on_db!(db, pool => {
        sqlx::query(&sql).bind(slug).bind(id).bind(key).bind(value).bind(time::now())
            .execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(written > 0)
}

pub async fn attachment_delete(db: &Db, slug: &str, target: Target, key: &str) -> Result<()> {
    let (table, column, _, id) = target.tables();
    let sql = format!("DELETE FROM {table} WHERE slug = $1 AND {column} = $2 AND key = $3");
    on_db!(db, pool => {
        sqlx::query(&sql).bind(slug).bind(id).bind(key).execute(pool).await.map(|_| ())
    })?;
    Ok(())
}

/// Every add-on's data on a target, as `{slug: {key: value}}` (values parsed from JSON).
pub async fn attachments_of(
    db: &Db,
    target: Target,
) -> Result<serde_json::Map<String, serde_json::Value>> {
    let (table, column, _, id) = target.tables();
    let sql =
        format!("SELECT slug, key, value FROM {table} WHERE {column} = $1 ORDER BY slug, key");
    let rows: Vec<(String, String, String)> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(id).fetch_all(pool).await
    })?;
    let mut out = serde_json::Map::new();
    for (slug, key, value) in rows {
        let value = serde_json::from_str(&value).unwrap_or(serde_json::Value::String(value));
        if let serde_json::Value::Object(map) = out
            .entry(slug)
            .or_insert_with(|| serde_json::Value::Object(Default::default()))
        {
            map.insert(key, value);
        }
    }
    Ok(out)
}
