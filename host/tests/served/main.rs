//! The real `hearken serve` binary, as an operator runs it and an attacker meets it: stopping with
//! SIGTERM, crashes, two processes on one PostgreSQL, and the attacks of issue 31 with raw requests.

#[path = "../support/serve.rs"]
mod support;

mod attacks;
mod operations;
mod processes;
