-- What each add-on's storage holds (keys and values, in characters), kept beside the entries in the
-- same transactions, so that the quota check of a write reads one row instead of summing every
-- entry of the add-on (which made each write slower as the storage grew).
CREATE TABLE addon_storage_usage (
    slug TEXT PRIMARY KEY,
    bytes BIGINT NOT NULL
);

INSERT INTO addon_storage_usage (slug, bytes)
SELECT slug, SUM(LENGTH(key) + LENGTH(value)) FROM addon_storage GROUP BY slug;
