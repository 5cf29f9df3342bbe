//! The add-on platform's background work: the outbox of actions (`response-submitted` and the
//! like, delivered and retried), the scheduler of add-ons' `[[jobs]]`, and the storage writer that
//! commits add-ons' storage writes in batches.

pub mod actions;
pub mod jobs;
pub mod storage_writer;
