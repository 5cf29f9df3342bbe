-- Counts per status, kept by triggers, so the list's quick-filter counts read three rows instead of
-- grouping every survey (34 ms at 100,000 surveys). Only "scheduled" is counted live, from the
-- (status, publish_at) index, because it depends on the clock.
CREATE TABLE survey_status_counts (
    status TEXT PRIMARY KEY,
    n INTEGER NOT NULL
);
INSERT INTO survey_status_counts (status, n)
SELECT s.status, (SELECT COUNT(*) FROM surveys WHERE surveys.status = s.status)
FROM (SELECT 'draft' AS status UNION ALL SELECT 'publish' UNION ALL SELECT 'trash') AS s;

CREATE TRIGGER surveys_count_insert AFTER INSERT ON surveys
BEGIN
    UPDATE survey_status_counts SET n = n + 1 WHERE status = NEW.status;
END;

CREATE TRIGGER surveys_count_delete AFTER DELETE ON surveys
BEGIN
    UPDATE survey_status_counts SET n = n - 1 WHERE status = OLD.status;
END;

CREATE TRIGGER surveys_count_update AFTER UPDATE OF status ON surveys WHEN OLD.status <> NEW.status
BEGIN
    UPDATE survey_status_counts SET n = n - 1 WHERE status = OLD.status;
    UPDATE survey_status_counts SET n = n + 1 WHERE status = NEW.status;
END;
