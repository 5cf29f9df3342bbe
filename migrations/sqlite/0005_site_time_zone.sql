-- The site's time zone (issue 11): results count responses by its days. The row always exists so
-- that every transaction that writes the daily counters can lock it (PostgreSQL: FOR SHARE) while
-- a change of zone recounts them (host/src/responses/counters.rs). Existing counters are UTC days.
INSERT INTO settings (key, value) VALUES ('timezone', '"UTC"') ON CONFLICT (key) DO NOTHING;
