-- Ask less, learn more (issue 35). `responses` is rebuilt because SQLite cannot change a CHECK
-- (https://www.sqlite.org/lang_altertable.html#otheralter). sqlx runs a SQLite migration inside a
-- transaction, where foreign keys cannot be turned off, so dropping the old table cascades to
-- `addon_response_data`: its rows are kept aside first and put back after the rename.
--
-- responses.status gains 'over_quota': a response that came in after its survey's response limit
-- or a full quota was reached is stored (the visitor who started in time is thanked, not refused)
-- but counted nowhere.
--
-- visitor_memory: what the host remembers of a visitor for the site's frequency caps, keyed by
-- the visitor's key (16 bytes of an HMAC of the hearken_vid cookie or of the site's userId with a
-- per-install secret); each row is forgotten at forget_at (the caps' longest length).
CREATE TEMP TABLE kept_response_data AS SELECT * FROM addon_response_data;
CREATE TABLE responses_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'trash', 'over_quota')),
    answers TEXT NOT NULL,
    page_submitted TEXT NOT NULL DEFAULT '{}',
    user_ip TEXT,
    user_agent TEXT,
    submitted_at INTEGER NOT NULL,
    user_browser TEXT,
    user_os TEXT,
    user_device TEXT,
    language TEXT
);
INSERT INTO responses_rebuilt (id, survey_id, status, answers, page_submitted, user_ip, user_agent, submitted_at, user_browser, user_os, user_device, language)
    SELECT id, survey_id, status, answers, page_submitted, user_ip, user_agent, submitted_at, user_browser, user_os, user_device, language FROM responses;
DELETE FROM sqlite_sequence WHERE name = 'responses_rebuilt';
INSERT INTO sqlite_sequence (name, seq) SELECT 'responses_rebuilt', seq FROM sqlite_sequence WHERE name = 'responses';
DROP TABLE responses;
ALTER TABLE responses_rebuilt RENAME TO responses;
CREATE INDEX responses_survey ON responses (survey_id, status);
CREATE INDEX responses_survey_time ON responses (survey_id, submitted_at);
INSERT INTO addon_response_data SELECT * FROM kept_response_data;
DROP TABLE kept_response_data;

CREATE TABLE visitor_memory (
    visitor BLOB PRIMARY KEY,
    shown_at INTEGER NOT NULL DEFAULT 0,
    answered_at INTEGER NOT NULL DEFAULT 0,
    visit_shown INTEGER NOT NULL DEFAULT 0,
    forget_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
CREATE INDEX visitor_memory_forget ON visitor_memory (forget_at);
CREATE INDEX visitor_memory_updated ON visitor_memory (updated_at);
