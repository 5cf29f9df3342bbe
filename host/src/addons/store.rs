//! The add-on tables: packages, installed add-ons, their scoped storage and the registry
//! generation that every host process polls.

use serde::Serialize;

use super::manifest::Manifest;
use crate::{error::Result, on_db, storage::Db, time};

#[derive(Debug, Clone, sqlx::FromRow)]
pub struct InstalledRow {
    pub slug: String,
    pub version: String,
    pub package_sha256: String,
    pub source: String,
    pub manifest: String,
    pub active: bool,
    pub activation_seq: i64,
    pub data_version: Option<String>,
}

#[derive(Debug, Clone)]
pub struct Installed {
    pub row: InstalledRow,
    pub manifest: Manifest,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Catalogue,
    Upload,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Catalogue => "catalogue",
            Source::Upload => "upload",
        }
    }
}

pub async fn generation(db: &Db) -> Result<i64> {
    let g: i64 = on_db!(db, pool => {
        sqlx::query_scalar("SELECT generation FROM addon_registry WHERE id = 1").fetch_one(pool).await
    })?;
    Ok(g)
}

const INSTALLED_COLUMNS: &str =
    "slug, version, package_sha256, source, manifest, active, activation_seq, data_version";

/// Pairs rows with their manifests; a row whose manifest no longer parses is logged and left out.
fn with_manifests(rows: Vec<InstalledRow>) -> Vec<Installed> {
    rows.into_iter()
        // JSON since issue 11 (a default may be null, which TOML cannot hold); TOML before.
        .filter_map(|row| {
            match serde_json::from_str::<Manifest>(&row.manifest)
                .or_else(|_| toml::from_str::<Manifest>(&row.manifest).map_err(|e| e.to_string()))
            {
                Ok(manifest) => Some(Installed { row, manifest }),
                Err(e) => {
                    tracing::error!(slug = %row.slug, "stored manifest unreadable: {e}");
                    None
                }
            }
        })
        .collect()
}

pub async fn installed(db: &Db) -> Result<Vec<Installed>> {
    let sql = format!("SELECT {INSTALLED_COLUMNS} FROM addons ORDER BY slug");
    let rows: Vec<InstalledRow> = on_db!(db, pool => {
        sqlx::query_as(&sql).fetch_all(pool).await
    })?;
    Ok(with_manifests(rows))
}

pub async fn find(db: &Db, slug: &str) -> Result<Option<Installed>> {
    let sql = format!("SELECT {INSTALLED_COLUMNS} FROM addons WHERE slug = $1");
    let rows: Vec<InstalledRow> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(slug).fetch_all(pool).await
    })?;
    Ok(with_manifests(rows).pop())
}

pub async fn package_bytes(db: &Db, sha256: &str) -> Result<Option<Vec<u8>>> {
    let bytes: Option<Vec<u8>> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT bytes FROM addon_packages WHERE sha256 = $1").bind(sha256).fetch_optional(pool).await
    })?;
    Ok(bytes)
}

/// Stores the package and installs (or replaces) the add-on row in one transaction. A replaced
/// add-on keeps its active flag; its storage is untouched.
pub async fn install(
    db: &Db,
    manifest: &Manifest,
    sha256: &str,
    bytes: &[u8],
    source: Source,
) -> Result<()> {
    let manifest_text = serde_json::to_string(manifest).map_err(|e| anyhow::anyhow!("{e}"))?;
    let now = time::now();
    let version = manifest.version.to_string();
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        sqlx::query("INSERT INTO addon_packages (sha256, bytes, created_at) VALUES ($1, $2, $3) ON CONFLICT (sha256) DO NOTHING")
            .bind(sha256).bind(bytes).bind(now).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO addons (slug, version, package_sha256, source, manifest, active, activation_seq, installed_at, updated_at) \
                     VALUES ($1, $2, $3, $4, $5, $6, 0, $7, $7) \
                     ON CONFLICT (slug) DO UPDATE SET version = excluded.version, package_sha256 = excluded.package_sha256, \
                     source = excluded.source, manifest = excluded.manifest, updated_at = excluded.updated_at")
            .bind(&manifest.slug).bind(&version).bind(sha256).bind(source.as_str()).bind(&manifest_text).bind(false).bind(now)
            .execute(&mut *tx).await?;
        sqlx::query("UPDATE addon_registry SET generation = generation + 1 WHERE id = 1").execute(&mut *tx).await?;
        sqlx::query("DELETE FROM addon_packages WHERE sha256 NOT IN (SELECT package_sha256 FROM addons)").execute(&mut *tx).await?;
        tx.commit().await.map(|_| 0u64)
    })?;
    Ok(())
}

/// Marks an add-on active (with the next activation number) or inactive.
pub async fn set_active(
    db: &Db,
    slug: &str,
    active: bool,
    data_version: Option<&str>,
) -> Result<()> {
    let now = time::now();
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        if active {
            sqlx::query("UPDATE addons SET active = $1, activation_seq = (SELECT COALESCE(MAX(activation_seq), 0) + 1 FROM addons), \
                         data_version = COALESCE($2, data_version), updated_at = $3 WHERE slug = $4")
                .bind(true).bind(data_version).bind(now).bind(slug).execute(&mut *tx).await?;
        } else {
            sqlx::query("UPDATE addons SET active = $1, updated_at = $2 WHERE slug = $3")
                .bind(false).bind(now).bind(slug).execute(&mut *tx).await?;
        }
        sqlx::query("UPDATE addon_registry SET generation = generation + 1 WHERE id = 1").execute(&mut *tx).await?;
        tx.commit().await.map(|_| 0u64)
    })?;
    Ok(())
}

/// Removes an add-on; its storage too when `purge`.
pub async fn uninstall(db: &Db, slug: &str, purge: bool) -> Result<()> {
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        sqlx::query("DELETE FROM addons WHERE slug = $1").bind(slug).execute(&mut *tx).await?;
        if purge {
            sqlx::query("DELETE FROM addon_storage WHERE slug = $1").bind(slug).execute(&mut *tx).await?;
        }
        sqlx::query("DELETE FROM addon_packages WHERE sha256 NOT IN (SELECT package_sha256 FROM addons)").execute(&mut *tx).await?;
        sqlx::query("UPDATE addon_registry SET generation = generation + 1 WHERE id = 1").execute(&mut *tx).await?;
        tx.commit().await.map(|_| 0u64)
    })?;
    Ok(())
}

pub async fn storage_get(db: &Db, slug: &str, key: &str) -> Result<Option<String>> {
    let v: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT value FROM addon_storage WHERE slug = $1 AND key = $2").bind(slug).bind(key).fetch_optional(pool).await
    })?;
    Ok(v)
}

/// What an add-on's entries take, besides the entry `except`: keys and values, in characters.
pub async fn storage_used(db: &Db, slug: &str, except: &str) -> Result<i64> {
    let used: i64 = on_db!(db, pool => {
        sqlx::query_scalar("SELECT CAST(COALESCE(SUM(LENGTH(key) + LENGTH(value)), 0) AS BIGINT) FROM addon_storage WHERE slug = $1 AND key <> $2")
            .bind(slug).bind(except).fetch_one(pool).await
    })?;
    Ok(used)
}

pub async fn storage_set(db: &Db, slug: &str, key: &str, value: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("INSERT INTO addon_storage (slug, key, value) VALUES ($1, $2, $3) ON CONFLICT (slug, key) DO UPDATE SET value = excluded.value")
            .bind(slug).bind(key).bind(value).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

pub async fn storage_delete(db: &Db, slug: &str, key: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("DELETE FROM addon_storage WHERE slug = $1 AND key = $2").bind(slug).bind(key).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

pub async fn storage_keys(db: &Db, slug: &str, prefix: &str) -> Result<Vec<String>> {
    let keys: Vec<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT key FROM addon_storage WHERE slug = $1 AND substr(key, 1, $2) = $3 ORDER BY key")
            .bind(slug).bind(prefix.chars().count() as i32).bind(prefix).fetch_all(pool).await
    })?;
    Ok(keys)
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
