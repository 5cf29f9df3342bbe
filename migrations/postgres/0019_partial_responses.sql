-- Partial answers (issue 35).
--
-- responses.status gains 'partial': the pages a visitor answered of a survey they have not
-- finished, stored under their submission token and completed (made 'publish' or 'over_quota') by
-- the last page. A partial response is counted nowhere until then.
--
-- responses.reached: the id (as text) of the question a partial response's visitor was shown
-- next, for the drop-off view (null once complete, and for a response posted whole).
ALTER TABLE responses DROP CONSTRAINT IF EXISTS responses_status_check;
ALTER TABLE responses ADD CONSTRAINT responses_status_check CHECK (status IN ('publish', 'trash', 'over_quota', 'partial'));
ALTER TABLE responses ADD COLUMN reached TEXT;
