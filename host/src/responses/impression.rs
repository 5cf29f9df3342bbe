//! An impression: the widget showed a survey (spec 002 §4, posted on init). Counted through the
//! response writer, in its group commit, and answered with the single-use token of the response
//! that may follow.

use super::ingest::Ingest;
use crate::{
    error::Result,
    visitors::address::rate_key,
    widget::{
        Visiting,
        nonces::{self, Kind},
    },
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
    if !key.verify(nonce, Kind::Impression, id, now) {
        return Err(nonces::expired_form());
    }
    visit
        .visitors
        .throttle(
            visit.db,
            &format!("i:{}", rate_key(address)),
            visit.rate_limit * 4,
        )
        .await?;
    // Through the response writer: counted in its group commit, durable when acknowledged.
    ingest.count_impression(id).await?;
    Ok(key.issue_submission(id, now))
}
