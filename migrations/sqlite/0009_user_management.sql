-- Users can be disabled (they cannot sign in; their sessions end), and sessions end after a
-- period without use (the `session_idle_hours` setting) besides their fixed lifetime.
ALTER TABLE users ADD COLUMN disabled INTEGER NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN last_seen_at INTEGER NOT NULL DEFAULT 0;
UPDATE sessions SET last_seen_at = created_at;
CREATE INDEX sessions_user ON sessions (user_id);
