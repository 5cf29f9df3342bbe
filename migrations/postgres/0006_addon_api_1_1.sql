-- Add-on API 1.1 (issue 11): data add-ons attach to surveys and responses, and the claims of
-- scheduled jobs that make each run at most once per interval across every host process.

CREATE TABLE addon_survey_data (
    slug TEXT NOT NULL,
    survey_id BIGINT NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (slug, survey_id, key)
);
CREATE INDEX addon_survey_data_survey ON addon_survey_data (survey_id);

CREATE TABLE addon_response_data (
    slug TEXT NOT NULL,
    response_id BIGINT NOT NULL REFERENCES responses (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    updated_at BIGINT NOT NULL,
    PRIMARY KEY (slug, response_id, key)
);
CREATE INDEX addon_response_data_response ON addon_response_data (response_id);

-- One row per declared job: the next time it is due, and until when a process holds it.
CREATE TABLE addon_jobs (
    slug TEXT NOT NULL,
    job TEXT NOT NULL,
    next_run_at BIGINT NOT NULL,
    claimed_until BIGINT NOT NULL DEFAULT 0,
    last_run_at BIGINT,
    last_error TEXT,
    runs BIGINT NOT NULL DEFAULT 0,
    failures BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (slug, job)
);
