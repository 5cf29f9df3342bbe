-- Hearken's first schema on SQLite. Integers are INTEGER (64-bit), timestamps Unix seconds,
-- JSON documents TEXT, booleans INTEGER 0/1; the PostgreSQL twin keeps the same names and meanings.

CREATE TABLE roles (
    slug TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    builtin INTEGER NOT NULL DEFAULT 0
);
INSERT INTO roles (slug, name, builtin) VALUES ('administrator', 'Administrator', 1), ('editor', 'Editor', 1);

CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL DEFAULT '',
    password_hash TEXT NOT NULL,
    role TEXT NOT NULL REFERENCES roles (slug),
    created_at INTEGER NOT NULL
);

-- One row at most: the first-administrator setup call claims it, so a second call cannot succeed.
CREATE TABLE setup_claim (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    claimed_at INTEGER NOT NULL
);

CREATE TABLE sessions (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    nonce TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_expiry ON sessions (expires_at);

CREATE TABLE login_failures (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    address TEXT NOT NULL,
    at INTEGER NOT NULL
);
CREATE INDEX login_failures_address ON login_failures (address, at);

CREATE TABLE surveys (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    title TEXT NOT NULL,
    type TEXT,
    status TEXT NOT NULL CHECK (status IN ('draft', 'publish', 'trash')),
    template TEXT,
    questions TEXT NOT NULL,
    settings TEXT NOT NULL,
    notifications TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL,
    publish_at INTEGER,
    impressions INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX surveys_status_id ON surveys (status, id);
CREATE INDEX surveys_status_publish_at ON surveys (status, publish_at);
CREATE INDEX surveys_title ON surveys (title, id);
CREATE INDEX surveys_created_at ON surveys (created_at, id);

-- Filled by the visitor widget; responses_count of a survey is counted here.
CREATE TABLE responses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'trash')),
    answers TEXT NOT NULL,
    page_submitted TEXT NOT NULL DEFAULT '{}',
    user_ip TEXT,
    user_agent TEXT,
    submitted_at INTEGER NOT NULL
);
CREATE INDEX responses_survey ON responses (survey_id, status);

CREATE TABLE settings (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- The license key in force (one row at most).
CREATE TABLE license (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    license_key TEXT NOT NULL,
    verified_at INTEGER NOT NULL
);

CREATE TABLE license_revocations (
    key_id TEXT PRIMARY KEY,
    reason TEXT NOT NULL DEFAULT '',
    revoked_at INTEGER NOT NULL
);

CREATE TABLE notifications (
    id TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    category TEXT NOT NULL,
    icon TEXT NOT NULL,
    buttons TEXT NOT NULL DEFAULT '[]',
    dismissed INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
);
