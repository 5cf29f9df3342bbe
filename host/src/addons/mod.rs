//! The add-on platform: a library the features call, in parts that each look only down.
//!
//! - `package/`: what an add-on is on disk: the manifest and its JSON Schemas, the hooks a manifest
//!   may subscribe to and the contract versions, publisher signatures, packing and reading
//!   `.hkpkg` files. Pure data and checks.
//! - `capabilities/`: what an add-on may reach outside its sandbox, one module per host interface
//!   (log, storage, data, settings, attachments, http, license, notifications), each reaching the
//!   rest of the host only through a narrow trait that the application implements when it
//!   assembles itself (`app.rs`), as Spin's factors do.
//! - `runtime/`: running a package: WebAssembly components (wasmtime) and native libraries behind
//!   one instance trait, with budgets, and the bindings of each released contract.
//! - `registry/`: which add-ons are installed and active in this process, the hook chains built
//!   from their manifests, calling a chain with the failure policy, the package lifecycle, the
//!   catalogue, the settings keys add-ons own, and the visibility verdicts that may be reused.
//! - `workers/`: background work: the outbox of add-on actions, scheduled jobs and the batched
//!   storage writer.
//! - `api/`: the HTTP routes (list, install, activate, upload, the UI manifest, add-ons' own admin
//!   and public endpoints and files) and the headers the host puts on an add-on's answer.
//!
//! The rule that keeps it a library: `package`, `capabilities`, `runtime` and `registry` import no
//! feature module, `http` or `app` (a test in `rules.rs` checks it). The typed hook adapters
//! (survey visibility, validate-response, question types) live with the features that call them.

pub mod api;
pub mod capabilities;
pub mod package;
pub mod registry;
pub mod runtime;
pub mod workers;

pub use registry::{Active, Addons, CatalogueEntry, LoadedPackage, Visibility};
