-- Native add-ons (issue 18): installed from the operator's HEARKEN_NATIVE_ADDONS_DIR, with source
-- 'native'. SQLite cannot change a CHECK constraint in place: the table is rebuilt with the rows
-- it holds (nothing references it).
CREATE TABLE addons_with_native (
    slug TEXT PRIMARY KEY,
    version TEXT NOT NULL,
    package_sha256 TEXT NOT NULL REFERENCES addon_packages (sha256),
    source TEXT NOT NULL CHECK (source IN ('catalogue', 'upload', 'native')),
    manifest TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 0,
    -- Increases with each activation: hook chains break priority ties by activation order.
    activation_seq INTEGER NOT NULL DEFAULT 0,
    -- The version whose data the add-on's storage holds (for the migrate call).
    data_version TEXT,
    installed_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);
INSERT INTO addons_with_native
    SELECT slug, version, package_sha256, source, manifest, active, activation_seq, data_version, installed_at, updated_at
    FROM addons;
DROP TABLE addons;
ALTER TABLE addons_with_native RENAME TO addons;
