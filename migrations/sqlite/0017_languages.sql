-- Languages (issue 34): a survey's base language and its translations (language tag → text id →
-- text, JSON), the language each response was answered in (null: not recorded), and each
-- administrator's language for the admin (null: the browser's).
ALTER TABLE surveys ADD COLUMN language TEXT;
ALTER TABLE surveys ADD COLUMN translations TEXT NOT NULL DEFAULT '{}';
ALTER TABLE responses ADD COLUMN language TEXT;
ALTER TABLE users ADD COLUMN language TEXT;
