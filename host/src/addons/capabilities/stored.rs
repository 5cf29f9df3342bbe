//! The table behind the `storage` capability (`addon_storage`): each add-on's own key-value
//! entries, counter keys that add up, and the quota check the storage writer applies in its
//! transaction.

use serde_json::Value;

use crate::{error::Result, on_db, storage::Db};

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
