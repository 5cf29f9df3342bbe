//! Sessions and throttled logins.
//!
//! Invariants: a session lives in the database (any host process can answer for it); the cookie
//! holds a random token and the database only its SHA-256, so a leaked table cannot be replayed;
//! each session has one CSRF nonce, fixed for its life, that state-changing calls must echo in
//! `X-Hearken-Nonce`. A session ends at logout or at `expires_at`; expired rows are swept at login.
//! Failed logins are counted per client address in the database, so throttling holds across
//! processes.

use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

use super::{User, capabilities::Capability, capabilities_of, passwords, users::find_by_email};
use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
    time,
};

/// The cookie that carries the session token.
pub const SESSION_COOKIE: &str = "hearken_session";
/// How long a session lasts after login.
pub const SESSION_LIFETIME_SECS: i64 = 14 * 24 * 3600;
/// Failed logins from one address within the window before further attempts are refused.
pub const LOGIN_FAILURE_LIMIT: i64 = 5;
pub const LOGIN_FAILURE_WINDOW_SECS: i64 = 15 * 60;

/// A signed-in user as the HTTP layer sees it.
#[derive(Debug, Clone)]
pub struct Session {
    pub user: User,
    pub nonce: String,
    pub capabilities: Vec<Capability>,
}

impl Session {
    pub fn can(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }
}

/// Checks the password and opens a session, answering the session and its cookie token.
pub async fn login(
    db: &Db,
    email: &str,
    password: String,
    address: &str,
) -> Result<(Session, String)> {
    let now = time::now();
    let since = now - LOGIN_FAILURE_WINDOW_SECS;
    let (failures, oldest): (i64, Option<i64>) = on_db!(db, pool => {
        sqlx::query_as("SELECT COUNT(*), MIN(at) FROM login_failures WHERE address = $1 AND at > $2")
            .bind(address).bind(since).fetch_one(pool).await
    })?;
    if failures >= LOGIN_FAILURE_LIMIT {
        let retry = (oldest.unwrap_or(now) + LOGIN_FAILURE_WINDOW_SECS - now).max(1);
        let minutes = (retry + 59) / 60;
        return Err(Error::TooManyRequests {
            message: format!(
                "Too many failed sign-in attempts from your address. Please try again in {minutes} minute{}.",
                if minutes == 1 { "" } else { "s" }
            ),
            retry_after_secs: retry as u64,
        });
    }

    let found = find_by_email(db, email).await?;
    let ok = passwords::verify(password, found.as_ref().map(|(_, h)| h.clone())).await;
    let user = match (ok, found) {
        (true, Some((user, _))) => user,
        _ => {
            on_db!(db, pool => {
                sqlx::query("INSERT INTO login_failures (address, at) VALUES ($1, $2)")
                    .bind(address).bind(now).execute(pool).await.map(|r| r.rows_affected())
            })?;
            return Err(Error::Unauthorized {
                code: "invalid_credentials",
                message: "The e-mail address or password is incorrect.".into(),
            });
        }
    };

    let token = random_token(32);
    let nonce = hex::encode(random_bytes::<16>());
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        sqlx::query("DELETE FROM login_failures WHERE address = $1 OR at <= $2")
            .bind(address).bind(since).execute(&mut *tx).await?;
        sqlx::query("DELETE FROM sessions WHERE expires_at <= $1").bind(now).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO sessions (token_hash, user_id, nonce, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)")
            .bind(hash_token(&token)).bind(user.id).bind(&nonce).bind(now).bind(now + SESSION_LIFETIME_SECS)
            .execute(&mut *tx).await?;
        tx.commit().await
    })?;
    let capabilities = capabilities_of(db, &user.role).await?;
    Ok((
        Session {
            user,
            nonce,
            capabilities,
        },
        token,
    ))
}

/// The live session for a cookie token, if any.
pub async fn find_session(db: &Db, token: &str) -> Result<Option<Session>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        user: User,
        nonce: String,
    }
    let sql = "SELECT u.id, u.email, u.name, u.role, u.created_at, s.nonce \
               FROM sessions s JOIN users u ON u.id = s.user_id \
               WHERE s.token_hash = $1 AND s.expires_at > $2";
    let row: Option<Row> = on_db!(db, pool => {
        sqlx::query_as(sql).bind(hash_token(token)).bind(time::now()).fetch_optional(pool).await
    })?;
    let Some(row) = row else { return Ok(None) };
    let capabilities = capabilities_of(db, &row.user.role).await?;
    Ok(Some(Session {
        user: row.user,
        nonce: row.nonce,
        capabilities,
    }))
}

pub async fn end_session(db: &Db, token: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1").bind(hash_token(token)).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

fn hash_token(token: &str) -> String {
    hex::encode(Sha256::digest(token.as_bytes()))
}

fn random_bytes<const N: usize>() -> [u8; N] {
    let mut bytes = [0u8; N];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    bytes
}

fn random_token(len: usize) -> String {
    let mut bytes = vec![0u8; len];
    rand::rngs::OsRng.fill_bytes(&mut bytes);
    base64::engine::general_purpose::URL_SAFE_NO_PAD.encode(bytes)
}
