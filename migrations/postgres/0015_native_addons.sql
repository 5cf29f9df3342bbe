-- Native add-ons (issue 18): installed from the operator's HEARKEN_NATIVE_ADDONS_DIR, with source
-- 'native'.
ALTER TABLE addons DROP CONSTRAINT addons_source_check;
ALTER TABLE addons ADD CONSTRAINT addons_source_check CHECK (source IN ('catalogue', 'upload', 'native'));
