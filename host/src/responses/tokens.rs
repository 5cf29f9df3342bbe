//! The used submission tokens (`submission_tokens`): each token stores one response. The response
//! writer records a batch's tokens before it stores their responses, in the same transaction, so
//! a token used twice (in one batch or across batches) stores one response and the other is
//! refused without failing the batch; a retry with the same idempotency key finds the response
//! the token stored.

use std::collections::{HashMap, HashSet};

use crate::{on_tx, storage::Tx};

/// Token ids per INSERT statement (2 bound values each).
const TOKENS_PER_INSERT: usize = 400;
/// Keyed tokens per UPDATE statement (3 bound values each).
const KEYS_PER_UPDATE: usize = 300;

fn insert_sql(anonymous: bool, rows: usize) -> String {
    format!(
        "INSERT INTO submission_tokens (id, expires_at) VALUES {} ON CONFLICT (id) DO NOTHING RETURNING id",
        crate::storage::value_rows(anonymous, 2, rows)
    )
}

fn keys_sql(anonymous: bool, rows: usize) -> String {
    let values: Vec<String> = (0..rows)
        .map(|r| {
            let [id, key, response] = [1, 2, 3].map(|i| crate::storage::mark(anonymous, 3 * r + i));
            format!("(CAST({id} AS BIGINT), CAST({key} AS TEXT), CAST({response} AS BIGINT))")
        })
        .collect();
    // VALUES names its columns column1, column2… on both databases.
    format!(
        "UPDATE submission_tokens SET idempotency_key = v.column2, response_id = v.column3 \
         FROM (VALUES {}) AS v WHERE submission_tokens.id = v.column1",
        values.join(", ")
    )
}

/// Records the batch's tokens (`(id, expires at)`, None for a response without one); answers, for
/// each, whether it was new: not twice in the batch, and not recorded before.
pub async fn claim(tx: &mut Tx, tokens: &[Option<(i64, i64)>]) -> Result<Vec<bool>, sqlx::Error> {
    let mut fresh = vec![true; tokens.len()];
    let mut in_batch = HashSet::new();
    for (i, token) in tokens.iter().enumerate() {
        if let Some((id, _)) = token
            && !in_batch.insert(*id)
        {
            fresh[i] = false;
        }
    }
    let new: Vec<(i64, i64)> = tokens
        .iter()
        .zip(&fresh)
        .filter(|(_, f)| **f)
        .filter_map(|(t, _)| *t)
        .collect();
    if new.is_empty() {
        return Ok(fresh);
    }
    let mut recorded: HashSet<i64> = HashSet::with_capacity(new.len());
    for chunk in new.chunks(TOKENS_PER_INSERT) {
        let sql = insert_sql(tx.anonymous_marks(), chunk.len());
        let ids: Vec<i64> = on_tx!(tx, t => {
            let mut q = sqlx::query_scalar::<_, i64>(&sql);
            for (id, expires_at) in chunk {
                q = q.bind(*id).bind(*expires_at);
            }
            q.fetch_all(&mut **t).await?
        });
        recorded.extend(ids);
    }
    for (i, token) in tokens.iter().enumerate() {
        if let Some((id, _)) = token
            && fresh[i]
            && !recorded.contains(id)
        {
            fresh[i] = false;
        }
    }
    Ok(fresh)
}

/// Drops the tokens that have expired (a used token is kept until it could no longer be used).
pub async fn sweep(tx: &mut Tx, now: i64) -> Result<(), sqlx::Error> {
    on_tx!(tx, t => {
        sqlx::query("DELETE FROM submission_tokens WHERE expires_at < $1")
            .bind(now).execute(&mut **t).await.map(|_| ())?
    });
    Ok(())
}

/// Records, on each token's row, the idempotency key (if any) and the response it stored:
/// `(token, key, response id)`.
pub async fn remember(tx: &mut Tx, keyed: &[(i64, Option<&str>, i64)]) -> Result<(), sqlx::Error> {
    for chunk in keyed.chunks(KEYS_PER_UPDATE) {
        let sql = keys_sql(tx.anonymous_marks(), chunk.len());
        on_tx!(tx, t => {
            let mut q = sqlx::query(&sql);
            for (token, key, id) in chunk {
                q = q.bind(*token).bind(*key).bind(*id);
            }
            q.execute(&mut **t).await.map(|_| ())?
        });
    }
    Ok(())
}

/// The partial responses (unfinished surveys' answered pages) that earlier batches stored under
/// these tokens: token → response id.
pub async fn partials(tx: &mut Tx, tokens: &[i64]) -> Result<HashMap<i64, i64>, sqlx::Error> {
    let mut out = HashMap::new();
    for chunk in tokens.chunks(TOKENS_PER_INSERT) {
        let sql = format!(
            "SELECT t.id, r.id FROM submission_tokens t JOIN responses r ON r.id = t.response_id \
             WHERE t.id IN ({}) AND r.status = 'partial'",
            crate::storage::marks(tx.anonymous_marks(), 1, chunk.len())
        );
        let rows: Vec<(i64, i64)> = on_tx!(tx, t => {
            let mut q = sqlx::query_as::<_, (i64, i64)>(&sql);
            for token in chunk {
                q = q.bind(*token);
            }
            q.fetch_all(&mut **t).await?
        });
        out.extend(rows);
    }
    Ok(out)
}

/// The key and response that earlier batches recorded on these tokens, where they did.
pub async fn earlier(
    tx: &mut Tx,
    tokens: &[i64],
) -> Result<HashMap<i64, (String, i64)>, sqlx::Error> {
    let mut out = HashMap::new();
    for chunk in tokens.chunks(TOKENS_PER_INSERT) {
        let sql = format!(
            "SELECT id, idempotency_key, response_id FROM submission_tokens \
             WHERE id IN ({}) AND idempotency_key IS NOT NULL AND response_id IS NOT NULL",
            crate::storage::marks(tx.anonymous_marks(), 1, chunk.len())
        );
        let rows: Vec<(i64, String, i64)> = on_tx!(tx, t => {
            let mut q = sqlx::query_as::<_, (i64, String, i64)>(&sql);
            for token in chunk {
                q = q.bind(*token);
            }
            q.fetch_all(&mut **t).await?
        });
        for (token, key, id) in rows {
            out.insert(token, (key, id));
        }
    }
    Ok(out)
}
