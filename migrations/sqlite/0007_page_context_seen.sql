-- What the widget's page contexts said about the site (user roles, page types, post types,
-- taxonomies and their terms), for the page-rule pickers' `GET logic-type`. One row per value;
-- the host keeps at most 1000 values of each kind.
CREATE TABLE context_seen (
    kind TEXT NOT NULL,
    value TEXT NOT NULL,
    last_seen_at INTEGER NOT NULL,
    PRIMARY KEY (kind, value)
);
