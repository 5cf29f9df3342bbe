//! One storage layer, two backends. SQLite (WAL, foreign keys on) is the embedded default; PostgreSQL
//! is how an installation outgrows one machine. Every query is written once, in SQL both accept
//! (`$1` placeholders, `RETURNING`, `ON CONFLICT`), and run through [`on_db!`] on whichever pool is
//! configured. Integers are BIGINT, timestamps Unix seconds, JSON documents TEXT, so one row type
//! decodes from either backend.
//!
//! Invariants: migrations run before any other query; a write that reads first opens its
//! transaction with [`Db::begin_write`] so that SQLite takes the write lock up front (a deferred
//! transaction that upgrades can fail with "database is locked" instead of waiting).

use std::{str::FromStr, time::Duration};

use sqlx::{
    PgPool, SqlitePool,
    postgres::PgPoolOptions,
    sqlite::{SqliteConnectOptions, SqliteJournalMode, SqlitePoolOptions, SqliteSynchronous},
};

static SQLITE_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/sqlite");
static POSTGRES_MIGRATIONS: sqlx::migrate::Migrator = sqlx::migrate!("../migrations/postgres");

/// A connection pool on one of the two backends. Cheap to clone.
#[derive(Clone, Debug)]
pub enum Db {
    Sqlite(SqlitePool),
    Postgres(PgPool),
}

/// Runs `$body` with `$pool` bound to the concrete pool, so one query text serves both backends.
#[macro_export]
macro_rules! on_db {
    ($db:expr, $pool:ident => $body:expr) => {
        match $db {
            $crate::storage::Db::Sqlite($pool) => $body,
            $crate::storage::Db::Postgres($pool) => $body,
        }
    };
}

impl Db {
    /// Connects to `url` (`sqlite://…` or `postgres://…`), creating a SQLite file and its folder if
    /// needed.
    pub async fn connect(url: &str) -> anyhow::Result<Db> {
        if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            let pool = PgPoolOptions::new()
                // Enough for a busy admin plus the widget's traffic per process; PostgreSQL's
                // default max_connections (100) leaves room for several processes.
                .max_connections(env_u32("HEARKEN_PG_POOL_SIZE", 16))
                .acquire_timeout(Duration::from_secs(10))
                .connect(url)
                .await?;
            return Ok(Db::Postgres(pool));
        }
        let Some(path) = url
            .strip_prefix("sqlite://")
            .or_else(|| url.strip_prefix("sqlite:"))
        else {
            anyhow::bail!("unsupported DATABASE_URL '{url}': use sqlite://PATH or postgres://…");
        };
        let file = path.split('?').next().unwrap_or(path);
        if let Some(parent) = std::path::Path::new(file).parent()
            && !parent.as_os_str().is_empty()
        {
            std::fs::create_dir_all(parent)?;
        }
        let options = SqliteConnectOptions::from_str(url)?
            .create_if_missing(true)
            .journal_mode(SqliteJournalMode::Wal)
            // FULL: a commit (and so an acknowledged response) survives an OS crash or a power
            // cut; the response writer's group commit pays the extra fsync once per batch.
            // HEARKEN_SQLITE_SYNCHRONOUS=normal trades the last transactions on a power cut for
            // speed (docs/DEPLOY.md, docs/PERFORMANCE.md).
            .synchronous(sqlite_synchronous()?)
            .foreign_keys(true)
            // Writers queue behind one another instead of failing at once.
            .busy_timeout(Duration::from_secs(10));
        // Checkpoints run beside the writer (below), not inside its commits, unless
        // HEARKEN_SQLITE_CHECKPOINT_MS=0 leaves them to SQLite.
        let beside = env_u32("HEARKEN_SQLITE_CHECKPOINT_MS", 500) > 0;
        let options = if beside {
            options.pragma("wal_autocheckpoint", "0")
        } else {
            options
        };
        let pool = SqlitePoolOptions::new()
            .max_connections(env_u32("HEARKEN_SQLITE_POOL_SIZE", 8))
            .connect_with(options)
            .await?;
        if beside {
            spawn_checkpointer(pool.clone());
        }
        Ok(Db::Sqlite(pool))
    }

    /// A handle for one long-lived writer (the response writer). On SQLite: a pool of one
    /// connection of its own, kept open, with a 32 MiB page cache and temporary data in memory.
    /// A pool lends its idle connections in turn, and a SQLite connection that another one has
    /// written behind throws its whole page cache away: on the shared pool the writer read again,
    /// in every batch, each page it touched (docs/PERFORMANCE.md, issue 36's profile). On
    /// PostgreSQL (and an in-memory SQLite database), the same pool.
    pub async fn own_writer(&self) -> Db {
        let Db::Sqlite(pool) = self else {
            return self.clone();
        };
        let options = (*pool.connect_options()).clone();
        let file = options.get_filename().to_string_lossy();
        if file.contains(":memory:") || file.contains("sqlx-in-memory") {
            return self.clone();
        }
        let own = SqlitePoolOptions::new()
            .max_connections(1)
            .min_connections(1)
            .idle_timeout(None)
            .max_lifetime(None)
            // Its statement journals (a multi-row statement's undo) in memory, not a temp file.
            .connect_with(
                options
                    .pragma("cache_size", "-32768")
                    .pragma("temp_store", "memory"),
            )
            .await;
        match own {
            Ok(own) => Db::Sqlite(own),
            Err(e) => {
                tracing::warn!(error = %e, "the writer's own connection could not be opened; it shares the pool");
                self.clone()
            }
        }
    }

    /// Applies the backend's migrations (`migrations/sqlite` or `migrations/postgres`).
    pub async fn migrate(&self) -> anyhow::Result<()> {
        match self {
            Db::Sqlite(pool) => SQLITE_MIGRATIONS.run(pool).await?,
            Db::Postgres(pool) => POSTGRES_MIGRATIONS.run(pool).await?,
        }
        Ok(())
    }

    /// True once a trivial query answers (`/healthz`).
    pub async fn is_reachable(&self) -> bool {
        on_db!(self, pool => sqlx::query("SELECT 1").execute(pool).await.map(|r| r.rows_affected()).is_ok())
    }

    pub fn backend_name(&self) -> &'static str {
        match self {
            Db::Sqlite(_) => "sqlite",
            Db::Postgres(_) => "postgres",
        }
    }

    pub async fn close(&self) {
        on_db!(self, pool => pool.close().await)
    }
}

/// Copies the WAL back into the database every half second with a PASSIVE checkpoint, which never
/// blocks the writer. With SQLite's automatic checkpoint the commit that crosses 1000 pages does it,
/// and every response queued behind that commit waits for its fsync.
fn spawn_checkpointer(pool: SqlitePool) {
    let Ok(runtime) = tokio::runtime::Handle::try_current() else {
        return;
    };
    let every = Duration::from_millis(env_u32("HEARKEN_SQLITE_CHECKPOINT_MS", 500).into());
    runtime.spawn(async move {
        loop {
            tokio::time::sleep(every).await;
            if pool.is_closed() {
                return;
            }
            if let Err(e) = sqlx::query("PRAGMA wal_checkpoint(PASSIVE)")
                .execute(&pool)
                .await
            {
                tracing::debug!(error = %e, "a WAL checkpoint did not run");
            }
        }
    });
}

/// Is this error a unique-constraint violation (a duplicate e-mail, a second setup call …)?
pub fn is_unique_violation(err: &sqlx::Error) -> bool {
    matches!(err, sqlx::Error::Database(db) if db.is_unique_violation())
}

/// `HEARKEN_SQLITE_SYNCHRONOUS`: `full` (the default) or `normal`.
fn sqlite_synchronous() -> anyhow::Result<SqliteSynchronous> {
    let value = std::env::var("HEARKEN_SQLITE_SYNCHRONOUS").unwrap_or_default();
    match value.trim().to_ascii_lowercase().as_str() {
        "" | "full" => Ok(SqliteSynchronous::Full),
        "normal" => Ok(SqliteSynchronous::Normal),
        other => anyhow::bail!(
            "HEARKEN_SQLITE_SYNCHRONOUS is '{other}': use full (the default: an acknowledged \
             response survives a power cut) or normal (faster; a power cut can lose the last \
             commits)"
        ),
    }
}

fn env_u32(name: &str, default: u32) -> u32 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Opens a write transaction: `BEGIN IMMEDIATE` on SQLite, a plain `BEGIN` on PostgreSQL.
#[macro_export]
macro_rules! begin_write {
    ($pool:expr) => {
        $crate::storage::BeginWrite::begin_write($pool)
    };
}

/// Lets generic code inside [`on_db!`] open the right kind of write transaction for its backend.
pub trait BeginWrite {
    type Db: sqlx::Database;
    fn begin_write(
        &self,
    ) -> impl std::future::Future<Output = Result<sqlx::Transaction<'static, Self::Db>, sqlx::Error>>
    + Send;
}

impl BeginWrite for SqlitePool {
    type Db = sqlx::Sqlite;
    async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Sqlite>, sqlx::Error> {
        self.begin_with("BEGIN IMMEDIATE").await
    }
}

impl BeginWrite for PgPool {
    type Db = sqlx::Postgres;
    async fn begin_write(&self) -> Result<sqlx::Transaction<'static, sqlx::Postgres>, sqlx::Error> {
        self.begin().await
    }
}

/// A write transaction on either backend, for code that writes across owners in one commit (the
/// response writer): each owner's writer takes `&mut Tx` and runs its statements through
/// [`on_tx!`], as [`on_db!`] does for a pool.
pub enum Tx {
    Sqlite(sqlx::Transaction<'static, sqlx::Sqlite>),
    Postgres(sqlx::Transaction<'static, sqlx::Postgres>),
}

/// Runs `$body` with `$tx` bound to the backend's transaction: `on_tx!(tx, t => …(&mut **t)…)`.
#[macro_export]
macro_rules! on_tx {
    ($tx:expr, $t:ident => $body:expr) => {
        match $tx {
            $crate::storage::Tx::Sqlite($t) => $body,
            $crate::storage::Tx::Postgres($t) => $body,
        }
    };
}

impl Db {
    /// Opens a write transaction ([`begin_write!`]: `BEGIN IMMEDIATE` on SQLite).
    pub async fn begin_write(&self) -> Result<Tx, sqlx::Error> {
        Ok(match self {
            Db::Sqlite(pool) => Tx::Sqlite(pool.begin_write().await?),
            Db::Postgres(pool) => Tx::Postgres(pool.begin_write().await?),
        })
    }
}

/// Bind placeholders for statements built at run time with many values: `rows` rows of `width`,
/// `(…), (…)`. PostgreSQL takes them numbered (`$1`, `$2`…); SQLite gets anonymous `?`s, because
/// it looks every `$N` up in a list while it parses the statement and again while each value is
/// bound: a statement of n of them cost n² (at a batch of 40 responses, 480 values, it was the
/// writer's largest cost in issue 36's profile).
pub fn value_rows(anonymous: bool, width: usize, rows: usize) -> String {
    let mut sql = String::with_capacity(rows * width * 5);
    for r in 0..rows {
        if r > 0 {
            sql.push_str(", ");
        }
        sql.push('(');
        sql.push_str(&marks(anonymous, r * width + 1, width));
        sql.push(')');
    }
    sql
}

/// `n` bind placeholders from number `first`, comma-separated: `$first, …` or `?, …` (see
/// [`value_rows`]).
pub fn marks(anonymous: bool, first: usize, n: usize) -> String {
    let marks: Vec<String> = (first..first + n).map(|i| mark(anonymous, i)).collect();
    marks.join(", ")
}

/// Bind placeholder number `i`: `$i`, or `?` where they are anonymous (see [`value_rows`]).
pub fn mark(anonymous: bool, i: usize) -> String {
    if anonymous {
        "?".to_owned()
    } else {
        format!("${i}")
    }
}

/// A backend's placeholder style, for code that holds a concrete transaction (the counters'
/// macro): true where [`value_rows`] should write anonymous `?`s.
pub trait Marks {
    const ANONYMOUS: bool;
}

impl Marks for sqlx::Sqlite {
    const ANONYMOUS: bool = true;
}

impl Marks for sqlx::Postgres {
    const ANONYMOUS: bool = false;
}

/// [`Marks::ANONYMOUS`] of the transaction's backend.
pub fn anonymous_marks<DB: sqlx::Database + Marks>(_: &sqlx::Transaction<'_, DB>) -> bool {
    DB::ANONYMOUS
}

impl Tx {
    /// Whether statements built for this transaction take anonymous `?` placeholders (SQLite).
    pub fn anonymous_marks(&self) -> bool {
        matches!(self, Tx::Sqlite(_))
    }

    pub async fn commit(self) -> Result<(), sqlx::Error> {
        match self {
            Tx::Sqlite(tx) => tx.commit().await,
            Tx::Postgres(tx) => tx.commit().await,
        }
    }
}

#[cfg(test)]
mod mark_tests {
    use super::*;

    #[test]
    fn many_valued_statements_number_their_marks_for_postgres_and_not_for_sqlite() {
        assert_eq!(value_rows(false, 2, 2), "($1, $2), ($3, $4)");
        assert_eq!(value_rows(true, 2, 2), "(?, ?), (?, ?)");
        assert_eq!(marks(false, 4, 3), "$4, $5, $6");
        assert_eq!(marks(true, 4, 3), "?, ?, ?");
    }
}

#[cfg(test)]
mod migration_tests {
    use super::*;

    /// Migrations 18 and 19 rebuild `responses` on SQLite (a CHECK cannot be changed in place)
    /// inside sqlx's transaction: responses, their ids' sequence and the add-ons' data on them
    /// survive, and the new statuses are accepted on every connection afterwards.
    #[tokio::test]
    async fn the_responses_rebuild_keeps_every_row_and_what_references_it() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::connect(&format!("sqlite://{}/m.db", dir.path().display()))
            .await
            .unwrap();
        let Db::Sqlite(pool) = &db else {
            unreachable!()
        };
        let before = sqlx::migrate::Migrator {
            migrations: std::borrow::Cow::Owned(
                SQLITE_MIGRATIONS
                    .migrations
                    .iter()
                    .filter(|m| m.version < 18)
                    .cloned()
                    .collect(),
            ),
            ..sqlx::migrate::Migrator::DEFAULT
        };
        before.run(pool).await.unwrap();
        for sql in [
            "INSERT INTO surveys (id, title, status, questions, settings, notifications, created_at, updated_at) VALUES (1, 'S', 'publish', '[]', '{}', '{}', 0, 0)",
            "INSERT INTO responses (id, survey_id, status, answers, submitted_at, language) VALUES (7, 1, 'publish', '[]', 5, 'de')",
            "INSERT INTO responses (id, survey_id, status, answers, submitted_at) VALUES (9, 1, 'trash', '[]', 6)",
            "DELETE FROM responses WHERE id = 9",
            "INSERT INTO addon_response_data (slug, response_id, key, value, updated_at) VALUES ('a', 7, 'k', '\"v\"', 1)",
        ] {
            sqlx::query(sql).execute(pool).await.unwrap();
        }
        db.migrate().await.unwrap();
        let kept: Vec<(i64, String, Option<String>)> =
            sqlx::query_as("SELECT id, status, language FROM responses")
                .fetch_all(pool)
                .await
                .unwrap();
        assert_eq!(kept, [(7, "publish".to_owned(), Some("de".to_owned()))]);
        let data: i64 =
            sqlx::query_scalar("SELECT COUNT(*) FROM addon_response_data WHERE response_id = 7")
                .fetch_one(pool)
                .await
                .unwrap();
        assert_eq!(data, 1, "the add-on's data on the response is kept");
        // Every connection of the pool takes the new status, and ids go on after the deleted 9.
        for status in ["over_quota", "partial", "over_quota", "partial"] {
            sqlx::query("INSERT INTO responses (survey_id, status, answers, submitted_at) VALUES (1, $1, '[]', 7)")
                .bind(status)
                .execute(pool)
                .await
                .unwrap();
        }
        let newest: i64 = sqlx::query_scalar("SELECT MIN(id) FROM responses WHERE id > 7")
            .fetch_one(pool)
            .await
            .unwrap();
        assert_eq!(newest, 10);
        let refused = sqlx::query("INSERT INTO responses (survey_id, status, answers, submitted_at) VALUES (1, 'lost', '[]', 7)")
            .execute(pool)
            .await;
        assert!(refused.is_err(), "the CHECK still holds");
        // Deleting a response still takes its add-on data with it.
        sqlx::query("DELETE FROM responses WHERE id = 7")
            .execute(pool)
            .await
            .unwrap();
        let data: i64 = sqlx::query_scalar("SELECT COUNT(*) FROM addon_response_data")
            .fetch_one(pool)
            .await
            .unwrap();
        assert_eq!(data, 0);
    }
}
