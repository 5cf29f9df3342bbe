//! The add-on tables: packages, installed add-ons, their scoped storage and the registry
//! generation that every host process polls.

use serde::Serialize;
use serde_json::Value;

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

pub async fn storage_get(db: &Db, slug: &str, key: &str) -> Result<Option<String>> {
    let v: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT value FROM addon_storage WHERE slug = $1 AND key = $2").bind(slug).bind(key).fetch_optional(pool).await
    })?;
    Ok(v)
}

/// What an add-on asks of one entry of its storage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Change {
    Set(String),
    /// Adds the JSON value to the stored one (a counter key, `capabilities.storage_counters`).
    Add(String),
    Delete,
}

impl Change {
    pub fn value(&self) -> Option<&str> {
        match self {
            Change::Set(value) | Change::Add(value) => Some(value),
            Change::Delete => None,
        }
    }
}

/// `delta` added to `base`: numbers add up (whole numbers stay whole), objects add member by
/// member and arrays element by element (the longer wins the length), null adds nothing, and any
/// other value replaces what was there. What counter keys (`capabilities.storage_counters`) do.
pub fn add_json(base: Value, delta: Value) -> Value {
    match (base, delta) {
        (base, Value::Null) => base,
        (Value::Number(a), Value::Number(b)) => match (a.as_i64(), b.as_i64()) {
            (Some(a), Some(b)) => a.saturating_add(b).into(),
            _ => match (a.as_u64(), b.as_u64()) {
                (Some(a), Some(b)) => a.saturating_add(b).into(),
                _ => serde_json::Number::from_f64(
                    a.as_f64().unwrap_or(0.0) + b.as_f64().unwrap_or(0.0),
                )
                .map_or(Value::Null, Value::Number),
            },
        },
        (Value::Object(mut a), Value::Object(b)) => {
            for (key, delta) in b {
                let base = a.remove(&key).unwrap_or(Value::Null);
                a.insert(key, add_json(base, delta));
            }
            Value::Object(a)
        }
        (Value::Array(a), Value::Array(b)) => {
            let length = a.len().max(b.len());
            let (mut a, mut b) = (a.into_iter(), b.into_iter());
            Value::Array(
                (0..length)
                    .map(|_| {
                        add_json(
                            a.next().unwrap_or(Value::Null),
                            b.next().unwrap_or(Value::Null),
                        )
                    })
                    .collect(),
            )
        }
        (_, delta) => delta,
    }
}

/// The largest value a counter may reach, as any value (bytes).
pub const MAX_COUNTER_VALUE: usize = 1024 * 1024;

/// The text of `delta` added to the stored text, or why not.
fn added(stored: Option<String>, delta: &str) -> std::result::Result<String, String> {
    let delta: Value = serde_json::from_str(delta)
        .map_err(|_| "a counter's value is added, so it must be JSON".to_owned())?;
    let base = stored
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null);
    let sum = add_json(base, delta).to_string();
    if sum.len() > MAX_COUNTER_VALUE {
        return Err(format!(
            "this addition would make the value pass {MAX_COUNTER_VALUE} bytes"
        ));
    }
    Ok(sum)
}

/// One change of an add-on's storage, as the storage writer applies it.
pub struct StorageChange<'a> {
    pub slug: &'a str,
    pub key: &'a str,
    /// The new value; `None` deletes the entry.
    pub value: Option<&'a str>,
    /// The value is added to the stored one ([`add_json`]) instead of replacing it.
    pub add: bool,
    /// Characters (keys and values) the add-on's entries may hold.
    pub quota: u64,
}

/// Applies `changes` in one transaction (one commit, so one fsync with `synchronous=FULL`, for all
/// of them), in order. A write that would take its add-on past its quota is refused with the
/// message that says so and changes nothing; the others go through. What each add-on holds is
/// kept in `addon_storage_usage` in the same transaction, so the check reads one row.
///
/// The batch is worked out in memory from the entries' current sizes (one query per add-on) and
/// written with one statement per kind of change, so its cost grows with the rows written, not
/// with round trips.
pub async fn storage_apply(db: &Db, changes: &[StorageChange<'_>]) -> Result<Vec<Option<String>>> {
    use std::collections::HashMap;
    let postgres = matches!(db, Db::Postgres(_));
    let outcomes = on_db!(db, pool => {
        async {
            let mut tx = crate::begin_write!(pool).await?;
            // Several processes on one PostgreSQL: one transaction at a time works out an add-on's
            // entries and usage, in slug order so two batches never wait on each other (SQLite's
            // one writer at a time already does this).
            if postgres {
                let mut slugs: Vec<&str> = changes.iter().map(|c| c.slug).collect();
                slugs.sort_unstable();
                slugs.dedup();
                for slug in slugs {
                    sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))")
                        .bind(slug).execute(&mut *tx).await?;
                }
            }
            // The current size (key and value, in characters) of every entry the batch touches,
            // and what each add-on holds.
            let mut keys_of: HashMap<&str, Vec<&str>> = HashMap::new();
            for change in changes {
                let keys = keys_of.entry(change.slug).or_default();
                if !keys.contains(&change.key) {
                    keys.push(change.key);
                }
            }
            let mut sizes: HashMap<(&str, &str), Option<i64>> = HashMap::new();
            let mut usage: HashMap<&str, i64> = HashMap::new();
            for (slug, keys) in &keys_of {
                let mut query = sqlx::QueryBuilder::new("SELECT key, CAST(LENGTH(key) + LENGTH(value) AS BIGINT) FROM addon_storage WHERE slug = ");
                query.push_bind(*slug).push(" AND key IN (");
                let mut list = query.separated(", ");
                for key in keys {
                    list.push_bind(*key);
                }
                query.push(")");
                let found: Vec<(String, i64)> = query.build_query_as().fetch_all(&mut *tx).await?;
                for key in keys {
                    let size = found.iter().find(|(k, _)| k == key).map(|(_, n)| *n);
                    sizes.insert((*slug, *key), size);
                }
                let used: Option<i64> = sqlx::query_scalar("SELECT bytes FROM addon_storage_usage WHERE slug = $1")
                    .bind(*slug).fetch_optional(&mut *tx).await?;
                usage.insert(*slug, used.unwrap_or(0));
            }
            // The values counters add to.
            let mut current: HashMap<(&str, &str), Option<String>> = HashMap::new();
            for (slug, keys) in &keys_of {
                let added: Vec<&str> = keys.iter().copied()
                    .filter(|key| changes.iter().any(|c| c.add && c.slug == *slug && c.key == *key))
                    .collect();
                if added.is_empty() {
                    continue;
                }
                let mut query = sqlx::QueryBuilder::new("SELECT key, value FROM addon_storage WHERE slug = ");
                query.push_bind(*slug).push(" AND key IN (");
                let mut list = query.separated(", ");
                for key in &added {
                    list.push_bind(*key);
                }
                query.push(")");
                let found: Vec<(String, String)> = query.build_query_as().fetch_all(&mut *tx).await?;
                for key in added {
                    let value = found.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone());
                    current.insert((*slug, key), value);
                }
            }
            // Each change in order, against what the earlier ones left.
            let mut outcomes = Vec::with_capacity(changes.len());
            let mut last: HashMap<(&str, &str), Option<std::borrow::Cow<'_, str>>> = HashMap::new();
            for change in changes {
                let entry = (change.slug, change.key);
                let old = sizes[&entry].unwrap_or(0);
                let held = usage[change.slug];
                let value = match (change.add, change.value) {
                    (true, Some(delta)) => match added(current.get(&entry).cloned().flatten(), delta) {
                        Ok(sum) => Some(std::borrow::Cow::Owned(sum)),
                        Err(refused) => {
                            outcomes.push(Some(refused));
                            continue;
                        }
                    },
                    (_, value) => value.map(std::borrow::Cow::Borrowed),
                };
                match value.as_deref() {
                    Some(value) => {
                        let size = (change.key.chars().count() + value.chars().count()) as i64;
                        let after = held - old + size;
                        if after as u64 > change.quota {
                            outcomes.push(Some(format!(
                                "the add-on's storage is full: this write would hold {after} of its {} bytes \
                                 (HEARKEN_ADDON_STORAGE_QUOTA_MB); delete entries first",
                                change.quota
                            )));
                            continue;
                        }
                        sizes.insert(entry, Some(size));
                        usage.insert(change.slug, after);
                    }
                    None => {
                        sizes.insert(entry, None);
                        usage.insert(change.slug, held - old);
                    }
                }
                if let Some(held) = current.get_mut(&entry) {
                    *held = value.as_deref().map(str::to_owned);
                }
                last.insert(entry, value);
                outcomes.push(None);
            }
            let sets: Vec<(&str, &str, &str)> = last.iter().filter_map(|((slug, key), value)| value.as_deref().map(|v| (*slug, *key, v))).collect();
            for chunk in sets.chunks(256) {
                let mut query = sqlx::QueryBuilder::new("INSERT INTO addon_storage (slug, key, value) ");
                query.push_values(chunk, |mut row, (slug, key, value)| {
                    row.push_bind(*slug).push_bind(*key).push_bind(*value);
                });
                query.push(" ON CONFLICT (slug, key) DO UPDATE SET value = excluded.value");
                query.build().execute(&mut *tx).await?;
            }
            for ((slug, key), value) in &last {
                if value.is_none() {
                    sqlx::query("DELETE FROM addon_storage WHERE slug = $1 AND key = $2")
                        .bind(*slug).bind(*key).execute(&mut *tx).await?;
                }
            }
            for (slug, bytes) in &usage {
                sqlx::query("INSERT INTO addon_storage_usage (slug, bytes) VALUES ($1, $2) ON CONFLICT (slug) DO UPDATE SET bytes = excluded.bytes")
                    .bind(*slug).bind(*bytes).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            Ok::<_, sqlx::Error>(outcomes)
        }.await
    })?;
    Ok(outcomes)
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

#[cfg(test)]
mod tests {
    use super::add_json;
    use serde_json::json;

    #[test]
    fn json_adds_up_member_by_member() {
        assert_eq!(add_json(json!(2), json!(3)), json!(5));
        assert_eq!(add_json(json!(-2), json!(1)), json!(-1));
        assert_eq!(add_json(json!(u64::MAX), json!(1)), json!(u64::MAX));
        assert_eq!(add_json(json!(0.5), json!(1)), json!(1.5));
        assert_eq!(add_json(json!([1, 2]), json!([1, 1, 1])), json!([2, 3, 1]));
        assert_eq!(
            add_json(
                json!({"a": 1, "b": "x"}),
                json!({"a": 1, "b": "y", "c": {"d": 1}})
            ),
            json!({"a": 2, "b": "y", "c": {"d": 1}})
        );
        assert_eq!(add_json(json!(null), json!({"a": 1})), json!({"a": 1}));
        assert_eq!(add_json(json!({"a": 1}), json!(null)), json!({"a": 1}));
        assert_eq!(
            add_json(json!("text"), json!(1)),
            json!(1),
            "another kind replaces"
        );
    }
}
