//! The core's API, in process through the router, each test on SQLite and on PostgreSQL: access
//! rules, accounts, surveys, settings and licensing, the visitor loop, results and exports, the
//! OpenAPI document, and the security attacks of issue 13.
//!
//! One test binary (it links the whole host once); `common` is the test kit every binary shares.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod access;
mod auth;
mod caps_and_limits;
mod compat;
mod exports_memory;
mod languages;
mod openapi;
mod owned_settings;
mod partial_answers;
mod security;
mod settings_license;
mod surveys;
mod visitor;
