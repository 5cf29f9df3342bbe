-- The add-on platform: uploaded packages, installed add-ons, their scoped storage, and the
-- generation counter every host process polls to pick up activations made by another process.

-- Package bytes live in the database so that every host process sharing it can run an add-on
-- installed through any of them; each process unpacks and compiles its own cached copy.
CREATE TABLE addon_packages (
    sha256 TEXT PRIMARY KEY,
    bytes BLOB NOT NULL,
    created_at INTEGER NOT NULL
);

CREATE TABLE addons (
    slug TEXT PRIMARY KEY,
    version TEXT NOT NULL,
    package_sha256 TEXT NOT NULL REFERENCES addon_packages (sha256),
    source TEXT NOT NULL CHECK (source IN ('catalogue', 'upload')),
    manifest TEXT NOT NULL,
    active INTEGER NOT NULL DEFAULT 0,
    -- Increases with each activation: hook chains break priority ties by activation order.
    activation_seq INTEGER NOT NULL DEFAULT 0,
    -- The version whose data the add-on's storage holds (for the migrate call).
    data_version TEXT,
    installed_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
);

CREATE TABLE addon_storage (
    slug TEXT NOT NULL,
    key TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (slug, key)
);

CREATE TABLE addon_registry (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    generation INTEGER NOT NULL
);
INSERT INTO addon_registry (id, generation) VALUES (1, 0);
