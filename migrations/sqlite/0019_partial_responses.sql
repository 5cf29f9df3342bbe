-- Partial answers (issue 35). `responses` is rebuilt as in 0018 because SQLite cannot change a
-- CHECK (https://www.sqlite.org/lang_altertable.html#otheralter); the add-ons' data on responses
-- is kept aside across the drop, which cascades to it.
--
-- responses.status gains 'partial': the pages a visitor answered of a survey they have not
-- finished, stored under their submission token and completed (made 'publish' or 'over_quota') by
-- the last page. A partial response is counted nowhere until then.
--
-- responses.reached: the id (as text) of the question a partial response's visitor was shown
-- next, for the drop-off view (null once complete, and for a response posted whole).
CREATE TEMP TABLE kept_response_data AS SELECT * FROM addon_response_data;
CREATE TABLE responses_rebuilt (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    survey_id INTEGER NOT NULL REFERENCES surveys (id) ON DELETE CASCADE,
    status TEXT NOT NULL DEFAULT 'publish' CHECK (status IN ('publish', 'trash', 'over_quota', 'partial')),
    answers TEXT NOT NULL,
    page_submitted TEXT NOT NULL DEFAULT '{}',
    user_ip TEXT,
    user_agent TEXT,
    submitted_at INTEGER NOT NULL,
    user_browser TEXT,
    user_os TEXT,
    user_device TEXT,
    language TEXT,
    reached TEXT
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
