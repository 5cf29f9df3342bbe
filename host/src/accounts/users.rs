//! Users and roles in storage. E-mail addresses are stored trimmed and lower-cased, so logins are
//! case-insensitive and one address holds one account.

use serde::{Deserialize, Serialize};

use super::{capabilities::ADMINISTRATOR, passwords};
use crate::{
    error::{Error, Result},
    on_db,
    storage::{Db, is_unique_violation},
    text::is_valid_email,
    time,
};

#[derive(Debug, Clone, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub name: String,
    pub role: String,
    /// A disabled user cannot sign in and has no sessions.
    pub disabled: bool,
    /// The admin's language for this user (`en`, `de`); null follows the browser.
    #[schema(required = true)]
    pub language: Option<String>,
    #[serde(skip)]
    pub created_at: i64,
}

/// The languages the admin is translated into.
pub const ADMIN_LANGUAGES: [&str; 2] = ["en", "de"];

/// Sets user `id`'s admin language (None: the browser's).
pub async fn set_language(db: &Db, id: i64, language: Option<&str>) -> Result<()> {
    on_db!(db, pool => {
        sqlx::query("UPDATE users SET language = $1 WHERE id = $2").bind(language).bind(id).execute(pool).await.map(|r| r.rows_affected())
    })?;
    Ok(())
}

#[derive(Debug, Clone, Serialize, sqlx::FromRow, utoipa::ToSchema)]
pub struct Role {
    pub slug: String,
    pub name: String,
    pub builtin: bool,
}

/// A new account: from `POST /setup`, `POST /users` or `hearken user add`.
#[derive(Debug, Clone, Deserialize, utoipa::ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewUser {
    pub email: String,
    /// 8 to 1024 characters.
    #[schema(min_length = 8, max_length = 1024)]
    pub password: String,
    #[serde(default)]
    pub name: String,
    /// Role slug; `administrator` when omitted.
    #[serde(default)]
    pub role: Option<String>,
}

pub(super) const USER_COLUMNS: &str = "id, email, name, role, disabled, language, created_at";

/// The refusal of set-up once an administrator exists.
pub(super) fn already_set_up() -> Error {
    Error::Conflict("Hearken is already set up: sign in instead.".into())
}

/// Set-up is needed while no administrator exists (an account made with `hearken user add --role
/// administrator` counts; editors alone do not).
pub async fn setup_needed(db: &Db) -> Result<bool> {
    let admins: i64 = on_db!(db, pool => {
        sqlx::query_scalar("SELECT COUNT(*) FROM users WHERE role = $1")
            .bind(ADMINISTRATOR).fetch_one(pool).await
    })?;
    Ok(admins == 0)
}

/// Creates the first administrator while none exists; otherwise answers Conflict. Two racing
/// calls serialise on the set-up claim row (taken, or re-taken, in the same transaction), so one
/// of them sees the other's administrator.
pub async fn create_first_admin(db: &Db, mut new: NewUser) -> Result<User> {
    new.role = Some(ADMINISTRATOR.into());
    let (email, name, hash) = prepare(new.email, new.name, new.password).await?;
    let now = time::now();
    let sql = format!(
        "INSERT INTO users (email, name, password_hash, role, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING {USER_COLUMNS}"
    );
    let taken = |email: &str| {
        Error::invalid_field(
            "email",
            format!("An account with the e-mail address {email} already exists."),
        )
    };
    on_db!(db, pool => {
        let mut tx = crate::begin_write!(pool).await?;
        sqlx::query("INSERT INTO setup_claim (id, claimed_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET claimed_at = excluded.claimed_at")
            .bind(now)
            .execute(&mut *tx)
            .await?;
        let (admins,): (i64,) = sqlx::query_as("SELECT COUNT(*) FROM users WHERE role = $1")
            .bind(ADMINISTRATOR).fetch_one(&mut *tx).await?;
        if admins > 0 {
            return Err(already_set_up());
        }
        let user: User = match sqlx::query_as(&sql)
            .bind(&email).bind(&name).bind(&hash).bind(ADMINISTRATOR).bind(now)
            .fetch_one(&mut *tx)
            .await
        {
            Ok(user) => user,
            Err(err) if is_unique_violation(&err) => return Err(taken(&email)),
            Err(err) => return Err(err.into()),
        };
        tx.commit().await?;
        Ok(user)
    })
}

pub async fn create_user(db: &Db, new: NewUser) -> Result<User> {
    let role = new.role.clone().unwrap_or_else(|| ADMINISTRATOR.into());
    if !list_roles(db).await?.iter().any(|r| r.slug == role) {
        return Err(Error::invalid_field(
            "role",
            format!("There is no role '{role}'."),
        ));
    }
    let (email, name, hash) = prepare(new.email, new.name, new.password).await?;
    let sql = format!(
        "INSERT INTO users (email, name, password_hash, role, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING {USER_COLUMNS}"
    );
    let inserted: Result<User, sqlx::Error> = on_db!(db, pool => {
        sqlx::query_as(&sql).bind(&email).bind(&name).bind(&hash).bind(&role).bind(time::now())
            .fetch_one(pool).await
    });
    inserted.map_err(|err| {
        if is_unique_violation(&err) {
            Error::invalid_field(
                "email",
                format!("An account with the e-mail address {email} already exists."),
            )
        } else {
            err.into()
        }
    })
}

pub async fn list_users(db: &Db) -> Result<Vec<User>> {
    let sql = format!("SELECT {USER_COLUMNS} FROM users ORDER BY id");
    Ok(on_db!(db, pool => sqlx::query_as(&sql).fetch_all(pool).await)?)
}

pub(super) async fn find_by_email(db: &Db, email: &str) -> Result<Option<(User, String)>> {
    #[derive(sqlx::FromRow)]
    struct Row {
        #[sqlx(flatten)]
        user: User,
        password_hash: String,
    }
    let sql = format!("SELECT {USER_COLUMNS}, password_hash FROM users WHERE email = $1");
    let row: Option<Row> = on_db!(db, pool => sqlx::query_as(&sql).bind(normalise_email(email)).fetch_optional(pool).await)?;
    Ok(row.map(|r| (r.user, r.password_hash)))
}

pub async fn list_roles(db: &Db) -> Result<Vec<Role>> {
    let sql = "SELECT slug, name, builtin FROM roles ORDER BY builtin DESC, slug";
    Ok(on_db!(db, pool => sqlx::query_as(sql).fetch_all(pool).await)?)
}

/// Adds a role (`shop_manager`, "Shop Manager"); the Access settings can then grant it capabilities.
pub async fn add_role(db: &Db, slug: &str, name: &str) -> Result<Role> {
    let slug = slug.trim();
    let name = name.trim();
    if slug.is_empty()
        || slug.len() > 64
        || !slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_' || c == '-')
    {
        return Err(Error::invalid_field(
            "slug",
            "A role slug is 1 to 64 lower-case letters, digits, '-' or '_'.",
        ));
    }
    if name.is_empty() || name.chars().count() > 100 {
        return Err(Error::invalid_field(
            "name",
            "A role name is 1 to 100 characters.",
        ));
    }
    let inserted: Result<Role, sqlx::Error> = on_db!(db, pool => {
        sqlx::query_as("INSERT INTO roles (slug, name, builtin) VALUES ($1, $2, $3) RETURNING slug, name, builtin")
            .bind(slug).bind(name).bind(false)
            .fetch_one(pool).await
    });
    inserted.map_err(|err| {
        if is_unique_violation(&err) {
            Error::invalid_field("slug", format!("The role '{slug}' already exists."))
        } else {
            err.into()
        }
    })
}

fn normalise_email(email: &str) -> String {
    email.trim().to_lowercase()
}

async fn prepare(
    email: String,
    name: String,
    password: String,
) -> Result<(String, String, String)> {
    let email = normalise_email(&email);
    if !is_valid_email(&email) {
        return Err(Error::invalid_field(
            "email",
            "Please enter a valid e-mail address.",
        ));
    }
    let name = name.trim().to_owned();
    if name.chars().count() > 100 {
        return Err(Error::invalid_field(
            "name",
            "A name is 100 characters at most.",
        ));
    }
    passwords::check_strength(&password)?;
    let hash = passwords::hash(password).await?;
    Ok((email, name, hash))
}
