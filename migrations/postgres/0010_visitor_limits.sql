-- The pages table is capped: the least recently seen pages are dropped first.
CREATE INDEX pages_seen_recency ON pages_seen (last_seen_at, url);

-- Submission tokens already used: each token (from an impression, or from `GET widget/survey`)
-- stores one response. Rows go once the token has expired. The key is the token id's first 8
-- bytes.
CREATE TABLE submission_tokens (
    id BIGINT PRIMARY KEY,
    expires_at BIGINT NOT NULL
);
CREATE INDEX submission_tokens_expiry ON submission_tokens (expires_at);
