-- Impressions per survey and day of the site's zone when they were counted (issue 33: the results'
-- funnel follows the chosen dates). Added to in the response writer's transaction with the survey's
-- lifetime counter. A change of zone does not move them (unlike response_daily, they cannot be
-- recounted), and impressions counted before this table have no day.
CREATE TABLE impression_daily (
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    day INTEGER NOT NULL,
    impressions INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (survey_id, day)
);
