//! Managing accounts after they exist: names and roles, passwords, disabling, deleting, and ending
//! sessions. A password change and a disable end the user's sessions (all but the caller's own when
//! they change their own password). At least one active administrator always remains: disabling,
//! deleting or demoting the last one is refused with 409 `last_administrator`. That check and the
//! change run in one transaction that first locks the administrators' rows, so two
//! administrators disabling each other at once cannot both succeed.

use super::{
    User,
    capabilities::ADMINISTRATOR,
    guesses::{self, Guessing},
    passwords,
    users::{USER_COLUMNS, list_roles},
};
use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
};

/// What an administrator may change of a user (`POST users/{id}`).
#[derive(Debug, Default, Clone, serde::Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct UserChange {
    pub name: Option<String>,
    pub role: Option<String>,
}

/// What a change does to the user's standing as an administrator.
enum Effect {
    /// Still an active administrator, or never was one.
    Keeps,
    /// No longer an active administrator afterwards (disabled, deleted or demoted).
    Removes,
}

pub fn last_administrator() -> Error {
    Error::ConflictWith {
        code: "last_administrator",
        message: "At least one active administrator must remain.".into(),
    }
}

fn no_user(id: i64) -> Error {
    Error::NotFound(format!("There is no user with id {id}."))
}

/// The user with `id`.
pub async fn get_user(db: &Db, id: i64) -> Result<User> {
    let sql = format!("SELECT {USER_COLUMNS} FROM users WHERE id = $1");
    let user: Option<User> =
        on_db!(db, pool => sqlx::query_as(&sql).bind(id).fetch_optional(pool).await)?;
    user.ok_or_else(|| no_user(id))
}

/// The id of the account with `email` (the command line names users by address).
pub async fn id_by_email(db: &Db, email: &str) -> Result<i64> {
    let email = email.trim().to_lowercase();
    let id: Option<i64> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT id FROM users WHERE email = $1").bind(&email).fetch_optional(pool).await
    })?;
    id.ok_or_else(|| Error::NotFound(format!("There is no user with the e-mail address {email}.")))
}

/// Runs `statement` (binding the user id as $1 and `extra` as $2) after checking that an active
/// administrator remains when `effect` removes one; ends the user's sessions when `end_sessions`
/// (all but `keep`, a session token hash). Answers the user afterwards.
async fn change(
    db: &Db,
    id: i64,
    effect: Effect,
    statement: &str,
    extra: Option<String>,
    end_sessions: bool,
    keep: Option<&str>,
) -> Result<()> {
    let outcome: Result<()> = on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        // Locks the administrators' rows (PostgreSQL; SQLite's write transaction is exclusive).
        sqlx::query("UPDATE users SET role = role WHERE role = $1 AND disabled = FALSE")
            .bind(ADMINISTRATOR).execute(&mut *tx).await?;
        let target: Option<(String, bool)> = sqlx::query_as("SELECT role, disabled FROM users WHERE id = $1")
            .bind(id).fetch_optional(&mut *tx).await?;
        let Some((role, disabled)) = target else { return Err(no_user(id)) };
        if matches!(effect, Effect::Removes) && role == ADMINISTRATOR && !disabled {
            let (others,): (i64,) = sqlx::query_as(
                "SELECT COUNT(*) FROM users WHERE role = $1 AND disabled = FALSE AND id <> $2")
                .bind(ADMINISTRATOR).bind(id).fetch_one(&mut *tx).await?;
            if others == 0 {
                return Err(last_administrator());
            }
        }
        let mut query = sqlx::query(statement).bind(id);
        if let Some(extra) = &extra {
            query = query.bind(extra);
        }
        query.execute(&mut *tx).await?;
        if end_sessions {
            sqlx::query("DELETE FROM sessions WHERE user_id = $1 AND token_hash <> $2")
                .bind(id).bind(keep.unwrap_or("")).execute(&mut *tx).await?;
        }
        tx.commit().await?;
        Ok(())
    });
    outcome
}

/// Changes a user's name or role.
pub async fn update_user(db: &Db, id: i64, change_to: UserChange) -> Result<User> {
    if let Some(name) = &change_to.name {
        if name.chars().count() > 200 {
            return Err(Error::invalid_field(
                "name",
                "The name is 200 characters at most.",
            ));
        }
        change(
            db,
            id,
            Effect::Keeps,
            "UPDATE users SET name = $2 WHERE id = $1",
            Some(name.trim().to_owned()),
            false,
            None,
        )
        .await?;
    }
    if let Some(role) = change_to.role {
        if !list_roles(db).await?.iter().any(|r| r.slug == role) {
            return Err(Error::invalid_field(
                "role",
                format!("There is no role '{role}'."),
            ));
        }
        let effect = if role == ADMINISTRATOR {
            Effect::Keeps
        } else {
            Effect::Removes
        };
        change(
            db,
            id,
            effect,
            "UPDATE users SET role = $2 WHERE id = $1",
            Some(role),
            false,
            None,
        )
        .await?;
    }
    get_user(db, id).await
}

/// Sets a user's password and ends their sessions, but `keep` (the caller's own, by token hash).
pub async fn set_password(db: &Db, id: i64, password: String, keep: Option<&str>) -> Result<User> {
    get_user(db, id).await?;
    passwords::check_strength(&password)?;
    let hash = passwords::hash(password).await?;
    change(
        db,
        id,
        Effect::Keeps,
        "UPDATE users SET password_hash = $2 WHERE id = $1",
        Some(hash),
        true,
        keep,
    )
    .await?;
    get_user(db, id).await
}

/// Checks the signed-in user's current password, then sets the new one; their other sessions end.
/// A wrong current password is a guess, counted with sign-in's (`guesses`) against the account and
/// the client `address`: past the limits the answer is 429 and this session ends, so a stolen
/// session cannot guess the password outside the sign-in limits.
pub async fn change_own_password(
    db: &Db,
    session: &super::Session,
    current: String,
    password: String,
    address: &str,
) -> Result<()> {
    passwords::check_strength(&password)?;
    let guess =
        match guesses::begin(db, &session.user.email, address, Guessing::PasswordChange).await {
            Ok(guess) => guess,
            Err(refused @ Error::TooManyRequests { .. }) => {
                super::sessions::end_session_by_hash(db, &session.token_hash).await?;
                return Err(refused);
            }
            Err(other) => return Err(other),
        };
    let stored: Option<String> = on_db!(db, pool => {
        sqlx::query_scalar("SELECT password_hash FROM users WHERE id = $1").bind(session.user.id).fetch_optional(pool).await
    })?;
    let right = match passwords::verify(current, stored).await {
        Ok(right) => right,
        Err(busy) => {
            guess.not_checked(db).await?;
            return Err(busy);
        }
    };
    if !right {
        return Err(Error::invalid_field(
            "current_password",
            "The current password is not right.",
        ));
    }
    guess.right(db).await?;
    set_password(db, session.user.id, password, Some(&session.token_hash)).await?;
    Ok(())
}

/// Disables (ending every session) or enables a user.
pub async fn set_disabled(db: &Db, id: i64, disabled: bool) -> Result<User> {
    if disabled {
        change(
            db,
            id,
            Effect::Removes,
            "UPDATE users SET disabled = TRUE WHERE id = $1",
            None,
            true,
            None,
        )
        .await?;
    } else {
        change(
            db,
            id,
            Effect::Keeps,
            "UPDATE users SET disabled = FALSE WHERE id = $1",
            None,
            false,
            None,
        )
        .await?;
    }
    get_user(db, id).await
}

/// Deletes a user and their sessions.
pub async fn delete_user(db: &Db, id: i64) -> Result<()> {
    change(
        db,
        id,
        Effect::Removes,
        "DELETE FROM users WHERE id = $1",
        None,
        true,
        None,
    )
    .await
}

/// Ends every session of a user; answers how many there were.
pub async fn end_sessions(db: &Db, id: i64) -> Result<u64> {
    get_user(db, id).await?;
    Ok(on_db!(db, pool => {
        sqlx::query("DELETE FROM sessions WHERE user_id = $1").bind(id).execute(pool).await.map(|r| r.rows_affected())
    })?)
}
