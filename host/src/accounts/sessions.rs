//! Sessions and throttled logins.
//!
//! Invariants: a session lives in the database (any host process can answer for it); the cookie
//! holds a random token and the database only its SHA-256, so a leaked table cannot be replayed;
//! each session has one CSRF nonce, fixed for its life, that state-changing calls must echo in
//! `X-Hearken-Nonce`; every sign-in opens a new session, so the nonce rotates with it. A session
//! ends at logout, at `expires_at` (14 days), after `session_idle_hours` without a request
//! (default 8), when its user is disabled or deleted, or when their password changes; expired rows
//! are swept at login. `last_seen_at` is written at most once a minute per session.
//! Every sign-in is a guess at a password, counted per client address and per account in the
//! database (`accounts::guesses`), so throttling holds across processes and against an attacker
//! with many addresses.

use base64::Engine;
use rand::RngCore;
use sha2::{Digest, Sha256};

use super::{
    User,
    capabilities::Capability,
    capabilities_of,
    guesses::{self, Guessing},
    passwords,
    users::find_by_email,
};
use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
    time,
};

pub use crate::config::{SECURE_SESSION_COOKIE, SESSION_COOKIE};
pub use crate::settings::{DEFAULT_IDLE_HOURS, MAX_IDLE_HOURS};
/// How long a session lasts after login.
pub const SESSION_LIFETIME_SECS: i64 = 14 * 24 * 3600;
/// How stale `last_seen_at` may get before a request writes it again.
const TOUCH_EVERY_SECS: i64 = 60;

/// A signed-in user as the HTTP layer sees it.
#[derive(Debug, Clone)]
pub struct Session {
    pub user: User,
    pub nonce: String,
    pub capabilities: Vec<Capability>,
    /// The SHA-256 of the cookie token: names this session without being able to replay it.
    pub token_hash: String,
}

impl Session {
    pub fn can(&self, cap: Capability) -> bool {
        self.capabilities.contains(&cap)
    }
}

/// Checks the password and opens a session, answering the session and its cookie token. Each
/// attempt is a guess (`guesses`): refused with 429 past the limits.
pub async fn login(
    db: &Db,
    email: &str,
    password: String,
    address: &str,
) -> Result<(Session, String)> {
    let now = time::now();
    let guess = guesses::begin(db, email, address, Guessing::SignIn).await?;
    let found = find_by_email(db, email).await?;
    let ok = match passwords::verify(password, found.as_ref().map(|(_, h)| h.clone())).await {
        Ok(ok) => ok,
        Err(busy) => {
            guess.not_checked(db).await?;
            return Err(busy);
        }
    };
    let user = match (ok, found) {
        (true, Some((user, _))) => user,
        _ => {
            return Err(Error::Unauthorized {
                code: "invalid_credentials",
                message: "The e-mail address or password is incorrect.".into(),
            });
        }
    };
    if user.disabled {
        guess.not_checked(db).await?;
        return Err(Error::Unauthorized {
            code: "account_disabled",
            message: "This account is disabled. Ask an administrator to enable it.".into(),
        });
    }
    guess.right(db).await?;

    let token = random_token(32);
    let token_hash = hash_token(&token);
    let nonce = hex::encode(random_bytes::<16>());
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        sqlx::query("DELETE FROM sessions WHERE expires_at <= $1").bind(now).execute(&mut *tx).await?;
        sqlx::query("INSERT INTO sessions (token_hash, user_id, nonce, created_at, expires_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $4)")
            .bind(&token_hash).bind(user.id).bind(&nonce).bind(now).bind(now + SESSION_LIFETIME_SECS)
            .execute(&mut *tx).await?;
        tx.commit().await
    })?;
    let capabilities = capabilities_of(db, &user.role).await?;
    Ok((
        Session {
            user,
            nonce,
            capabilities,
            token_hash,
        },
        token,
    ))
}

/// The live session for a cookie token, if any: not expired, used within the idle period, of a
/// user who is not disabled.
pub async fn find_session(db: &Db, token: &str) -> Result<Option<Session>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        user: User,
        nonce: String,
        last_seen_at: i64,
    }
    let access = crate::settings::AccessLists::of(crate::settings::load(db).await?);
    let now = time::now();
    let token_hash = hash_token(token);
    let sql = "SELECT u.id, u.email, u.name, u.role, u.disabled, u.language, u.created_at, s.nonce, s.last_seen_at \
               FROM sessions s JOIN users u ON u.id = s.user_id \
               WHERE s.token_hash = $1 AND s.expires_at > $2 AND s.last_seen_at > $3 AND u.disabled = FALSE";
    let row: Option<Row> = on_db!(db, pool => {
        sqlx::query_as(sql).bind(&token_hash).bind(now).bind(now - access.session_idle_secs())
            .fetch_optional(pool).await
    })?;
    let Some(row) = row else { return Ok(None) };
    if now - row.last_seen_at >= TOUCH_EVERY_SECS {
        on_db!(db, pool => {
            sqlx::query("UPDATE sessions SET last_seen_at = $2 WHERE token_hash = $1")
                .bind(&token_hash).bind(now).execute(pool).await.map(|r| r.rows_affected())
        })?;
    }
    let capabilities = super::capabilities::capabilities_in(&access, &row.user.role);
    Ok(Some(Session {
        user: row.user,
        nonce: row.nonce,
        capabilities,
        token_hash,
    }))
}

pub async fn end_session(db: &Db, token: &str) -> Result<()> {
    end_session_by_hash(db, &hash_token(token)).await
}

/// Ends the session whose token has this SHA-256 ([`Session::token_hash`]).
pub async fn end_session_by_hash(db: &Db, token_hash: &str) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("DELETE FROM sessions WHERE token_hash = $1").bind(token_hash).execute(pool).await.map(|r| r.rows_affected())
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
