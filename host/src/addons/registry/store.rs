//! The registry's tables: packages, installed add-ons and the registry generation that every host
//! process polls. (What add-ons store is the storage and attachments capabilities' own.)

use serde::Serialize;

use crate::addons::package::manifest::Manifest;
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
    /// A native add-on from the operator's `HEARKEN_NATIVE_ADDONS_DIR` (no package is stored).
    Native,
}

impl Source {
    pub fn as_str(self) -> &'static str {
        match self {
            Source::Catalogue => "catalogue",
            Source::Upload => "upload",
            Source::Native => "native",
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
        // Stored as JSON (a default may be null, which TOML cannot hold); older rows hold TOML.
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
/// add-on keeps its active flag; its storage is untouched. A native add-on's library stays in the
/// operator's folder: its row is stored with no bytes, under its `native:{sha256}` marker.
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
            sqlx::query("DELETE FROM addon_storage_usage WHERE slug = $1").bind(slug).execute(&mut *tx).await?;
        }
        sqlx::query("DELETE FROM addon_packages WHERE sha256 NOT IN (SELECT package_sha256 FROM addons)").execute(&mut *tx).await?;
        sqlx::query("UPDATE addon_registry SET generation = generation + 1 WHERE id = 1").execute(&mut *tx).await?;
        tx.commit().await.map(|_| 0u64)
    })?;
    Ok(())
}
