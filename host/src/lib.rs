//! Hearken's server: the REST API under `/api/v1/`, the admin and widget assets, storage on SQLite or
//! PostgreSQL, admin accounts, licensing, and the add-on runtime, as one library that the
//! `hearken` binary, the tests and the benchmarks all drive the same way.

pub mod accounts;
pub mod addons;
pub mod api_schema;
pub mod app;
pub mod capability;
pub mod config;
pub mod ed25519;
pub mod error;
pub mod http;
pub mod language;
pub mod licensing;
pub mod mail;
pub mod metrics;
pub mod notifications;
pub mod responses;
pub mod results;
pub mod routes;
mod rules;
pub mod settings;
pub mod stopping;
pub mod storage;
pub mod surveys;
pub mod text;
pub mod tier;
pub mod time;
pub mod visitors;
pub mod widget;

pub use app::AppState;
pub use config::Config;
pub use error::Error;
pub use routes::router;
pub use storage::Db;
