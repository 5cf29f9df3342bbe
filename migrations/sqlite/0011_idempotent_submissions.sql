-- A submission may carry the widget's Idempotency-Key (a UUID): the token it used records the key
-- and the response it stored, so that a retry with the same token and key answers that response
-- instead of storing a second one or refusing it.
ALTER TABLE submission_tokens ADD COLUMN idempotency_key TEXT;
ALTER TABLE submission_tokens ADD COLUMN response_id BIGINT;
