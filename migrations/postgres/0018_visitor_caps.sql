-- Ask less, learn more (issue 35).
--
-- responses.status gains 'over_quota': a response that came in after its survey's response limit
-- or a full quota was reached is stored (the visitor who started in time is thanked, not refused)
-- but counted nowhere.
--
-- visitor_memory: what the host remembers of a visitor for the site's frequency caps, keyed by
-- the visitor's key (16 bytes of an HMAC of the hearken_vid cookie or of the site's userId with a
-- per-install secret); each row is forgotten at forget_at (the caps' longest length).
ALTER TABLE responses DROP CONSTRAINT IF EXISTS responses_status_check;
ALTER TABLE responses ADD CONSTRAINT responses_status_check CHECK (status IN ('publish', 'trash', 'over_quota'));

CREATE TABLE visitor_memory (
    visitor BYTEA PRIMARY KEY,
    shown_at BIGINT NOT NULL DEFAULT 0,
    answered_at BIGINT NOT NULL DEFAULT 0,
    visit_shown BIGINT NOT NULL DEFAULT 0,
    forget_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL
);
CREATE INDEX visitor_memory_forget ON visitor_memory (forget_at);
CREATE INDEX visitor_memory_updated ON visitor_memory (updated_at);
