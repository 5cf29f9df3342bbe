-- Hearken's first schema on PostgreSQL. Integers are BIGINT, timestamps Unix seconds,
-- JSON documents TEXT, booleans BOOLEAN; the SQLite twin keeps the same names and meanings.

CREATE TABLE roles (
    slug TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    builtin BOOLEAN NOT NULL DEFAULT FALSE
);
INSERT INTO roles (slug, name, builtin) VALUES ('administrator', 'Administrator', TRUE), ('editor', 'Editor', TRUE);

CREATE TABLE users (
    id BIGSERIAL PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL REFERENCES roles (slug),
    created_at BIGINT NOT NULL
);

-- One row at most: the first-administrator setup call claims it, so a second call cannot succeed.
CREATE TABLE setup_claim (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    claimed_at BIGINT NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    nonce TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    expires_at BIGINT NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE login_failures (
    id BIGSERIAL PRIMARY KEY,
    address TEXT NOT NULL,
    at BIGINT NOT NULL
);
CREATE INDEX login_failures_address ON login_failures (address, at);

CREATE TABLE surveys (
    id BIGSERIAL PRIMARY KEY,
    title TEXT NOT NULL,
    type TEXT,
    status TEXT NOT NULL CHECK (status IN ('draft', 'publish', 'trash')),
    template TEXT,
    questions TEXT NOT NULL,
    settings TEXT NOT NULL,
    notifications TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    updated_at BIGINT NOT NULL,
    publish_at BIGINT,
    impressions BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX surveys_status_id ON surveys (status, id);
CREATE INDEX surveys_status_publish_at ON surveys (status, publish_at);
CREATE INDEX surveys_title ON surveys (title, id);
CREATE INDEX surveys_created_at ON surveys (created_at, id);

-- Filled by the visitor widget; responses_count of a survey is counted here.
CREATE TABLE responses (
    id BIGSERIAL PRIMARY KEY,
    survey_id BIGINT NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'trash')),
    answers TEXT NOT NULL,
    page_submitted TEXT NOT NULL DEFAULT '{}',
    user_ip TEXT,
    user_agent TEXT,
    submitted_at BIGINT NOT NULL
);
CREATE INDEX responses_survey ON responses (survey_id, status);

CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- The license key in force (one row at most).
CREATE TABLE license (
    id BIGINT PRIMARY KEY CHECK (id = 1),
    license_key TEXT NOT NULL,
    verified_at BIGINT NOT NULL
);

CREATE TABLE license_revocations (
    key_id TEXT PRIMARY KEY,
    reason TEXT NOT NULL DEFAULT '',
    revoked_at BIGINT NOT NULL
);

CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    category TEXT NOT NULL,
    icon TEXT NOT NULL,
    buttons TEXT NOT NULL DEFAULT '[]',
    dismissed BOOLEAN NOT NULL DEFAULT FALSE,
    created_at BIGINT NOT NULL
);
