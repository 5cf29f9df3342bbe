-- The add-ons' action outbox: what an action hook (response-submitted) is to be told, written in
-- the transaction that stores the response, delivered at least once by a worker, with retries.
-- A delivered row is deleted; one that failed every try keeps failed_at and its last error.
CREATE TABLE addon_actions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL,
    hook TEXT NOT NULL,
    event TEXT NOT NULL,
    attempts BIGINT NOT NULL DEFAULT 0,
    next_attempt_at BIGINT NOT NULL,
    claimed_until BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    failed_at BIGINT,
    created_at BIGINT NOT NULL
);
CREATE INDEX addon_actions_due ON addon_actions (next_attempt_at) WHERE failed_at IS NULL;
CREATE INDEX addon_actions_slug ON addon_actions (slug);
