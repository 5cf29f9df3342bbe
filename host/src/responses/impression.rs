//! An impression: the widget showed a survey (spec 002 §4, posted on init). Counted through the
//! response writer, in its group commit, and answered with the single-use token of the response
//! that may follow.

use super::ingest::Ingest;
use crate::{
    error::Result,
    visitors::{address::rate_key, memory::Caps},
    widget::{Visiting, nonces},
};

/// Counts an impression of survey `id` (the widget posts one on init) when its nonce is good, and
/// answers a fresh single-use submission token for the response that may follow it.
pub async fn count(
    visit: &Visiting<'_>,
    ingest: &Ingest,
    id: i64,
    nonce: &str,
    address: &str,
) -> Result<String> {
    let key = visit.nonce_key;
    let now = crate::time::now();
    let Some(visitor) = key.verify_impression(nonce, id, now) else {
        return Err(nonces::expired_form());
    };
    visit
        .visitors
        .throttle(
            visit.db,
            &format!("i:{}", rate_key(address)),
            visit.rate_limit * 4,
        )
        .await?;
    // The frequency caps remember that this visitor was shown a survey.
    let caps = Caps::of(&visit.snapshot.settings);
    let remember = match visitor {
        Some(visitor) if caps.any() => {
            let memory = visit.visitors.memory();
            let seen = memory
                .get(visit.db, &visitor, now)
                .await?
                .unwrap_or_default()
                .shown(now, now + caps.memory_secs());
            memory.note(visitor, seen);
            Some((visitor, seen))
        }
        _ => None,
    };
    // Through the response writer: counted in its group commit, durable when acknowledged.
    ingest.count_impression(id, remember).await?;
    Ok(key.issue_submission_to(id, visitor.as_ref(), now))
}
