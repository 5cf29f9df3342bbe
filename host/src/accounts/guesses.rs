//! Guesses at a password, counted in the database per client address and per account, wherever a
//! password is checked: signing in (`POST auth/login`) and changing one's own password (`POST
//! auth/password`, where a stolen session would otherwise guess outside the sign-in limits). Both
//! share one budget.
//!
//! Invariants: a guess records its failure *before* the password is checked and then counts, so
//! of a parallel burst the k-th record sees at least k rows and no more than the limit get a
//! check. A refused guess takes its row back (it was not a guess), and so does a check that never
//! ran (the hashing slots were busy); a right password clears its own account's failures only, so
//! an attacker who signs in to an account of their own wins no guesses at another.

use crate::{
    error::{Error, Result},
    on_db,
    storage::Db,
    time,
};

/// Failed guesses from one address within the window before further ones are refused.
pub const LOGIN_FAILURE_LIMIT: i64 = 5;
/// Failed guesses at one account, from any address, within the window before further ones at that
/// account are refused.
pub const ACCOUNT_FAILURE_LIMIT: i64 = 10;
pub const LOGIN_FAILURE_WINDOW_SECS: i64 = 15 * 60;

/// Where a password is being guessed, for the refusal's words.
#[derive(Debug, Clone, Copy)]
pub enum Guessing {
    SignIn,
    PasswordChange,
}

/// One recorded guess, failed until [`Guess::right`] says otherwise.
pub struct Guess {
    id: i64,
    account: String,
}

/// The account a guess counts against: the e-mail address as typed, lower-cased.
fn account_key(email: &str) -> String {
    email.trim().to_lowercase().chars().take(320).collect()
}

/// Records a guess at `email`'s password from `address` (a rate key: an IPv6 address counts by
/// its /64), or refuses it with 429 when either limit is reached.
pub async fn begin(db: &Db, email: &str, address: &str, guessing: Guessing) -> Result<Guess> {
    let now = time::now();
    let since = now - LOGIN_FAILURE_WINDOW_SECS;
    let account = account_key(email);
    let id: i64 = on_db!(db, pool => {
        sqlx::query_scalar("INSERT INTO login_failures (address, account, at) VALUES ($1, $2, $3) RETURNING id")
            .bind(address).bind(&account).bind(now).fetch_one(pool).await
    })?;
    let (by_address, oldest_by_address, by_account, oldest_by_account): (
        i64,
        Option<i64>,
        i64,
        Option<i64>,
    ) = on_db!(db, pool => {
        sqlx::query_as(
            "SELECT (SELECT COUNT(*) FROM login_failures WHERE address = $1 AND at > $2), \
                    (SELECT MIN(at) FROM login_failures WHERE address = $1 AND at > $2), \
                    (SELECT COUNT(*) FROM login_failures WHERE account = $3 AND at > $2), \
                    (SELECT MIN(at) FROM login_failures WHERE account = $3 AND at > $2)")
            .bind(address).bind(since).bind(&account).fetch_one(pool).await
    })?;
    let guess = Guess { id, account };
    let refusal = if by_address > LOGIN_FAILURE_LIMIT {
        Some(("from your address", oldest_by_address))
    } else if by_account > ACCOUNT_FAILURE_LIMIT {
        Some(("for this account", oldest_by_account))
    } else {
        None
    };
    let Some((whose, oldest)) = refusal else {
        return Ok(guess);
    };
    guess.not_checked(db).await?;
    let retry = (oldest.unwrap_or(now) + LOGIN_FAILURE_WINDOW_SECS - now).max(1);
    let minutes = (retry + 59) / 60;
    let wait = format!(
        "Please try again in {minutes} minute{}.",
        if minutes == 1 { "" } else { "s" }
    );
    Err(Error::TooManyRequests {
        message: match guessing {
            Guessing::SignIn => format!("Too many failed sign-in attempts {whose}. {wait}"),
            Guessing::PasswordChange => format!(
                "Too many wrong current passwords {whose}: you have been signed out. {wait}"
            ),
        },
        retry_after_secs: retry as u64,
    })
}

impl Guess {
    /// The password was not checked (or the account may not sign in): the guess does not count.
    pub async fn not_checked(self, db: &Db) -> Result<()> {
        on_db!(db, pool => {
            sqlx::query("DELETE FROM login_failures WHERE id = $1")
                .bind(self.id).execute(pool).await.map(|r| r.rows_affected())
        })?;
        Ok(())
    }

    /// The password was right: this account's failures are forgotten (this guess's among them),
    /// and the expired ones of every account.
    pub async fn right(self, db: &Db) -> Result<()> {
        let since = time::now() - LOGIN_FAILURE_WINDOW_SECS;
        on_db!(db, pool => {
            sqlx::query("DELETE FROM login_failures WHERE account = $1 OR at <= $2")
                .bind(&self.account).bind(since).execute(pool).await.map(|r| r.rows_affected())
        })?;
        Ok(())
    }
}
