-- The visitor loop (issue 5): parsed user-agent fields on responses, daily counters that keep the
-- results area fast at a million responses, pages the widget has seen, the secret that signs
-- visitor nonces, the e-mail outbox and the weekly summary's once-only claim.

ALTER TABLE responses ADD COLUMN user_browser TEXT;
ALTER TABLE responses ADD COLUMN user_os TEXT;
ALTER TABLE responses ADD COLUMN user_device TEXT;
CREATE INDEX responses_survey_time ON responses (survey_id, submitted_at);

-- Published responses per survey and UTC day (days since 1970-01-01). Trash subtracts, restore adds.
CREATE TABLE response_daily (
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    day INTEGER NOT NULL,
    responses INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (survey_id, day)
);

-- Per question and day: `choice` '' counts answered responses; any other value counts that option
-- (one per selected value of a checkbox answer; the score of star-rating and nps).
CREATE TABLE answer_daily (
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    question_key TEXT NOT NULL,
    day INTEGER NOT NULL,
    choice TEXT NOT NULL,
    answers INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (survey_id, question_key, day, choice)
);

-- Pages the widget was shown on, for `GET search?title=` (redirect pickers).
CREATE TABLE pages_seen (
    url TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    post_id TEXT,
    page_type TEXT,
    last_seen_at INTEGER NOT NULL
);

-- Secrets every host process shares (the HMAC key of visitor nonces).
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- E-mails to send; a failed send is retried with back-off and never loses the response.
CREATE TABLE email_outbox (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    recipients TEXT NOT NULL,
    subject TEXT NOT NULL,
    html TEXT NOT NULL,
    text TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at INTEGER NOT NULL,
    claimed_until INTEGER NOT NULL DEFAULT 0,
    last_error TEXT,
    sent_at INTEGER,
    created_at INTEGER NOT NULL
);
CREATE INDEX email_outbox_due ON email_outbox (sent_at, next_attempt_at);

-- One row per ISO week whose summary was queued: the primary key makes the claim once-only across
-- host processes.
CREATE TABLE weekly_summaries (
    week TEXT PRIMARY KEY,
    claimed_at INTEGER NOT NULL
);

-- Cached AI summaries per survey.
CREATE TABLE ai_summaries (
    survey_id INTEGER PRIMARY KEY REFERENCES surveys (id) ON DELETE CASCADE,
    summary TEXT NOT NULL,
    responses_count INTEGER NOT NULL,
    created_at INTEGER NOT NULL
);

-- Responses stored before the counters existed.
INSERT INTO response_daily (survey_id, day, responses)
SELECT survey_id, submitted_at / 86400, COUNT(*) FROM responses WHERE status = 'publish'
GROUP BY survey_id, submitted_at / 86400;
