-- Counts per status, kept by a trigger, so the list's quick-filter counts read three rows instead of
-- grouping every survey. Only "scheduled" is counted live, from the (status, publish_at) index,
-- because it depends on the clock.
CREATE TABLE survey_status_counts (
    status TEXT PRIMARY KEY,
    n BIGINT NOT NULL
);
INSERT INTO survey_status_counts (status, n)
SELECT s.status, (SELECT COUNT(*) FROM surveys WHERE surveys.status = s.status)
FROM (VALUES ('draft'), ('publish'), ('trash')) AS s (status);

CREATE FUNCTION surveys_count_status() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        UPDATE survey_status_counts SET n = n - 1 WHERE status = OLD.status;
    END IF;
    IF TG_OP IN ('UPDATE', 'INSERT') THEN
        UPDATE survey_status_counts SET n = n + 1 WHERE status = NEW.status;
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER surveys_count_status AFTER INSERT OR DELETE OR UPDATE OF status ON surveys
FOR EACH ROW EXECUTE FUNCTION surveys_count_status();
