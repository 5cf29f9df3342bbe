-- Per-address call counts of the current minute, shared by every process on one PostgreSQL (a
-- visitor's limits hold across processes behind a load balancer). One SQLite file serves one
-- process, which counts in memory; the table exists there too so both schemas stay the same.
CREATE TABLE visitor_rate (
    key TEXT NOT NULL,
    minute BIGINT NOT NULL,
    count BIGINT NOT NULL,
    PRIMARY KEY (key, minute)
);
