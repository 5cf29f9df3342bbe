-- Failed sign-ins count per address and per account (the e-mail address as typed, lower-cased):
-- an attacker with many addresses meets the account's limit, and a successful sign-in clears
-- only its own account's failures.
ALTER TABLE login_failures ADD COLUMN account TEXT NOT NULL DEFAULT '';
CREATE INDEX login_failures_account ON login_failures (account, at);
