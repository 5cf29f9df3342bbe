//! The add-on runtime behind a small interface: the registry (`addons/mod.rs`) loads a package into
//! an [`AddonInstance`], calls its hooks and lifecycle through that trait, and never learns how the
//! add-on runs. Two runtimes implement it: WebAssembly components run by wasmtime (`wasm.rs`,
//! every uploaded or catalogue add-on) and shared libraries the operator installs
//! (`native.rs`, issue 18), which take the same calls with the same JSON values.
//!
//! One module per released contract generates its bindings from `addon-sdk/wit/v{X.Y}/`
//! (`since_v1_0.rs`, `since_v1_1.rs`); `latest` names the newest. A released module is never
//! edited, as its WIT folder is never edited: an add-on built against 1.0 keeps running unchanged.

#[macro_use]
mod contract;
pub mod native;
pub mod since_v1_0;
pub mod since_v1_1;
mod state;
mod wasm;

pub use crate::addons::package::contract::ApiVersion;
pub use since_v1_1 as latest;
pub use state::CallState;
pub use wasm::{HOST_WAIT_LIMIT, Runtime, SLOT_WAIT, cache_dir, runtime};

use std::{
    future::Future,
    pin::Pin,
    sync::Arc,
    time::{Duration, Instant},
};

use serde_json::Value;

use crate::addons::package::hooks::Hook;
pub use crate::addons::{capabilities::Services, package::info::AddonInfo};

/// A lifecycle step.
#[derive(Debug, Clone, Copy)]
pub enum LifecycleStep {
    Activate,
    Deactivate,
    Uninstall,
}

/// One call into an add-on.
#[derive(Debug, Clone, Copy)]
pub enum Call<'a> {
    /// A filter or handler hook: JSON text in, JSON text out.
    Text(Hook, &'a str),
    /// An action hook.
    Notify(Hook, &'a str),
    Lifecycle(LifecycleStep),
    /// The stored data was written by this version.
    Migrate(&'a str),
    /// A scheduled job by name, with its budget.
    Job(&'a str, Duration),
}

/// Lifecycle calls (activate, deactivate, uninstall, migrate) may do more than a hook: they run
/// on admin actions, not on visitors' requests.
pub const LIFECYCLE_BUDGET: Duration = Duration::from_secs(2);

impl Call<'_> {
    /// The call's budget: the hook's, or the manifest's `time_ms` when tighter.
    pub fn budget(&self, info: &AddonInfo) -> Duration {
        match self {
            Call::Text(hook, _) | Call::Notify(hook, _) => hook.budget().min(info.budget),
            Call::Lifecycle(_) | Call::Migrate(_) => LIFECYCLE_BUDGET,
            Call::Job(_, budget) => *budget,
        }
    }

    /// What the metrics call it.
    pub fn label(&self) -> &'static str {
        match self {
            Call::Text(hook, _) | Call::Notify(hook, _) => hook.name(),
            Call::Lifecycle(_) => "lifecycle",
            Call::Migrate(_) => "migrate",
            Call::Job(..) => "scheduled-job",
        }
    }
}

/// Records a call's outcome and time in the metrics, whatever runtime made it.
fn record_call(
    slug: &str,
    label: &'static str,
    outcome: &Result<Answer, CallError>,
    started: Instant,
) {
    use crate::metrics::CallOutcome;
    let recorded = match outcome {
        Ok(_) => CallOutcome::Ok,
        Err(CallError::Refused(_)) => CallOutcome::Refused,
        Err(CallError::Fault(_)) => CallOutcome::Fault,
        Err(CallError::Unavailable(_)) => CallOutcome::Busy,
    };
    crate::metrics::global().addon_call(slug, label, recorded, started.elapsed());
}

/// What a call answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    Text(String),
    Done,
}

/// Why a call failed.
#[derive(Debug, Clone, PartialEq)]
pub enum CallError {
    /// The add-on answered `err` with this message: a controlled refusal.
    Refused(String),
    /// A trap, timeout, memory blow-up, panic or malformed answer: counted against the add-on.
    Fault(String),
    /// The host could not run the call (no pool slot); not the add-on's fault.
    Unavailable(String),
}

impl std::fmt::Display for CallError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            CallError::Refused(m) | CallError::Fault(m) | CallError::Unavailable(m) => {
                f.write_str(m)
            }
        }
    }
}

/// The fault of an add-on whose answer to `hook` is not JSON.
pub fn malformed(hook: Hook, e: serde_json::Error) -> CallError {
    CallError::Fault(format!(
        "it answered {} with malformed JSON ({e})",
        hook.name()
    ))
}

pub type CallFuture<'a, T> = Pin<Box<dyn Future<Output = Result<T, CallError>> + Send + 'a>>;

/// A loaded add-on, whatever runs it.
pub trait AddonInstance: Send + Sync {
    fn info(&self) -> &Arc<AddonInfo>;

    /// Runs one call within the add-on's limits; `services` are what its host calls reach (none:
    /// every host call that needs them answers `err`).
    fn call<'a>(&'a self, call: Call<'a>, services: Option<Services>) -> CallFuture<'a, Answer>;

    /// Benchmarks only: calls filter `hook` `rounds` times on one instance and answers each call's
    /// time. A runtime that never reuses an instance may refuse.
    fn time_reused_calls<'a>(
        &'a self,
        hook: Hook,
        input: &'a str,
        rounds: usize,
    ) -> CallFuture<'a, Vec<Duration>> {
        let _ = (hook, input, rounds);
        Box::pin(async { Err(CallError::Unavailable("not supported".into())) })
    }
}

/// The calls the registry makes, in terms of [`AddonInstance::call`].
impl dyn AddonInstance {
    /// One filter or handler call: text in, text out.
    pub async fn call_text(
        &self,
        hook: Hook,
        services: Option<Services>,
        input: &str,
    ) -> Result<String, CallError> {
        match self.call(Call::Text(hook, input), services).await? {
            Answer::Text(text) => Ok(text),
            Answer::Done => Err(CallError::Fault("unexpected answer shape".into())),
        }
    }

    /// A filter call whose answer must be JSON.
    pub async fn call_json(
        &self,
        hook: Hook,
        services: Option<Services>,
        input: &str,
    ) -> Result<Value, CallError> {
        let text = self.call_text(hook, services, input).await?;
        serde_json::from_str(&text).map_err(|e| malformed(hook, e))
    }

    /// One action call.
    pub async fn notify(
        &self,
        hook: Hook,
        services: Option<Services>,
        input: &str,
    ) -> Result<(), CallError> {
        self.call(Call::Notify(hook, input), services)
            .await
            .map(|_| ())
    }

    pub async fn lifecycle(
        &self,
        step: LifecycleStep,
        services: Option<Services>,
    ) -> Result<(), CallError> {
        self.call(Call::Lifecycle(step), services).await.map(|_| ())
    }

    pub async fn migrate(&self, from: &str, services: Option<Services>) -> Result<(), CallError> {
        self.call(Call::Migrate(from), services).await.map(|_| ())
    }

    pub async fn run_job(
        &self,
        name: &str,
        budget: Duration,
        services: Option<Services>,
    ) -> Result<(), CallError> {
        self.call(Call::Job(name, budget), services)
            .await
            .map(|_| ())
    }
}
