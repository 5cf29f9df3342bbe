//! The WebAssembly runtime: one wasmtime `Engine` for the process, components compiled once and
//! cached on disk by content hash, an `InstancePre` per loaded add-on (typed by the contract it
//! speaks), and a fresh `Store` from the pooling allocator for every call, bounded in time (an
//! epoch deadline that counts only the add-on's own computing, plus a wall-clock timeout around the
//! whole call) and memory (a resource limiter).
//!
//! An API 1.1 add-on's hook and endpoint calls may run on a warm instance that an earlier call of
//! the same add-on used and that ended cleanly (`Warm`); lifecycle calls, jobs, API 1.0 add-ons and
//! add-ons that ask for `limits.fresh_instances` always get a fresh one.
//!
//! Invariants: an instance that faulted, timed out, grew its memory past `WARM_MEMORY` or wrote
//! much to stderr is dropped, never reused, so a trap poisons nothing but that call; a warm
//! instance holds nothing of the call it served but the guest's own memory (its host side is
//! reset); nothing an add-on does reaches the host except through the host services of
//! `addons/capabilities/`; a component is accepted only if it implements a contract its manifest's `api`
//! range allows and imports no host interface its manifest does not declare.

use std::{
    hash::{Hash, Hasher},
    path::{Path, PathBuf},
    sync::{
        Arc, Mutex, OnceLock,
        atomic::{AtomicU64, AtomicUsize, Ordering},
    },
    time::{Duration, Instant},
};

use tokio::sync::Semaphore;
use wasmtime::{
    Config as EngineConfig, Engine, InstanceAllocationStrategy, PoolingAllocationConfig, Store,
    UpdateDeadline,
    component::{Component, Linker},
};

use super::{
    AddonInfo, AddonInstance, Answer, ApiVersion, Call, CallError, CallFuture, LIFECYCLE_BUDGET,
    LifecycleStep, Services, since_v1_0, since_v1_1, state::CallState,
};
use crate::addons::{
    capabilities::HostCall,
    package::PackageError,
    package::hooks::{Hook, Kind},
    package::manifest::{Manifest, Permission},
};

/// How often the epoch advances; deadlines are counted in these ticks. 1 ms: budgets are tens of
/// milliseconds, and a tick costs the guest one load and compare per loop back-edge.
const TICK: Duration = Duration::from_millis(1);
/// Instances that may run at once; further calls wait for a slot.
const POOL_INSTANCES: u32 = 128;
/// Warm instances kept between calls, per add-on and in all (each holds a slot of the pool, its
/// memory and a stack). Two cores run at most a few calls of one add-on at once.
const WARM_PER_ADDON: usize = 4;
const WARM_TOTAL: usize = 64;
/// A warm instance whose linear memory grew past this is retired after its call: a leaking or
/// memory-hungry add-on runs on fresh instances instead of drifting toward its limit.
const WARM_MEMORY: usize = 4 * MIB;
/// A warm instance is retired after this many calls, and once its captured stderr passes
/// `WARM_STDERR` bytes (the pipe is bounded).
const WARM_CALLS: u32 = 10_000;
const WARM_STDERR: usize = 1024;
/// Wall-clock allowance for host calls (database reads, outgoing HTTP) within one add-on call.
pub const HOST_WAIT_LIMIT: Duration = Duration::from_secs(12);
/// How long a call waits for one of the pool's slots before it is answered "busy" (503).
pub const SLOT_WAIT: Duration = Duration::from_secs(2);
const MIB: usize = 1024 * 1024;

/// The process's one engine and linker (every released contract's imports on one linker: their
/// names carry the version, so a 1.0 component binds to the 1.0 imports).
pub struct Runtime {
    engine: Engine,
    linker: Linker<CallState>,
    slots: Semaphore,
    /// Warm instances kept, across add-ons (at most `WARM_TOTAL`).
    warm: AtomicUsize,
    compat: String,
}

/// The runtime, created on first use; it starts the epoch ticker thread.
pub fn runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| Runtime::new().expect("the WebAssembly engine starts"))
}

/// Where compiled components are cached.
pub fn cache_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("addon-cache")
}

/// The trap of an add-on that computed past its budget.
#[derive(Debug)]
struct BudgetExceeded;

impl std::fmt::Display for BudgetExceeded {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("time budget exceeded")
    }
}

impl std::error::Error for BudgetExceeded {}

fn ticks(left: Duration) -> u64 {
    (left.as_micros() / TICK.as_micros()).min(u64::MAX as u128 / 4) as u64 + 1
}

impl Runtime {
    fn new() -> wasmtime::Result<Runtime> {
        let mut pool = PoolingAllocationConfig::default();
        // Running calls and warm instances each hold an instance of the pool (a warm store keeps
        // its fiber stack too).
        let instances = POOL_INSTANCES + WARM_TOTAL as u32;
        pool.total_component_instances(instances)
            .total_core_instances(instances * 8)
            .total_memories(instances * 2)
            .total_tables(instances * 8)
            .total_stacks(instances)
            .max_memory_size(crate::addons::package::manifest::DEFAULT_MEMORY_MB as usize * MIB)
            // Reset the first pages of a reused slot with memset (and, on Linux 6.7+, only the
            // pages that were touched) instead of madvise: no page faults on the next call.
            .linear_memory_keep_resident(2 * MIB)
            .table_keep_resident(64 * 1024)
            .async_stack_keep_resident(128 * 1024)
            .pagemap_scan(wasmtime::Enabled::Auto);
        let mut config = EngineConfig::new();
        config
            .wasm_component_model(true)
            .epoch_interruption(true)
            .max_wasm_stack(512 * 1024)
            .async_stack_size(2 * MIB)
            .allocation_strategy(InstanceAllocationStrategy::Pooling(pool));
        // For profiling add-on code with `perf`: names the guest's functions in /tmp/perf-PID.map
        // (docs/PERFORMANCE.md, "Profiling add-on code").
        if std::env::var_os("HEARKEN_WASM_PERFMAP").is_some() {
            config.profiler(wasmtime::ProfilingStrategy::PerfMap);
        }
        let engine = Engine::new(&config)?;
        let ticker = engine.clone();
        std::thread::Builder::new()
            .name("addon-epoch".into())
            .spawn(move || {
                loop {
                    std::thread::sleep(TICK);
                    ticker.increment_epoch();
                }
            })
            .expect("the epoch thread starts");
        let mut linker = Linker::new(&engine);
        wasmtime_wasi::p2::add_to_linker_async(&mut linker)?;
        since_v1_0::add_to_linker(&mut linker)?;
        since_v1_1::add_to_linker(&mut linker)?;
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        engine.precompile_compatibility_hash().hash(&mut hasher);
        let compat = format!("{:016x}", hasher.finish());
        Ok(Runtime {
            engine,
            linker,
            slots: Semaphore::new(POOL_INSTANCES as usize),
            warm: AtomicUsize::new(0),
            compat,
        })
    }

    /// Compiles (or loads from `cache_dir`) and links a package's component, after checking that
    /// it implements a contract the manifest's `api` range allows, imports nothing the manifest
    /// does not declare, exports every hook the manifest subscribes to, and instantiates. None of
    /// the add-on's hooks or lifecycle calls run.
    pub async fn load(
        &self,
        manifest: &Manifest,
        wasm: &[u8],
        cache_dir: Option<&Path>,
    ) -> Result<Arc<dyn AddonInstance>, PackageError> {
        // Compiling takes from milliseconds (cache hit) to a second: off the async workers.
        let component = {
            let (wasm, cache_dir) = (wasm.to_vec(), cache_dir.map(Path::to_owned));
            tokio::task::spawn_blocking(move || runtime().compile(&wasm, cache_dir.as_deref()))
                .await
                .map_err(|e| PackageError(format!("compiling addon.wasm failed ({e}).")))??
        };
        let pre = self.linker.instantiate_pre(&component).map_err(|e| {
            PackageError(format!(
                "addon.wasm imports something this host does not provide ({}).",
                root_cause(&e)
            ))
        })?;
        let api = self.contract_of(manifest, &component)?;
        self.check_imports(manifest, api, &component)?;
        for (hook, _) in manifest.subscriptions() {
            if hook.since() > api {
                return Err(PackageError(format!(
                    "addon.toml subscribes to {}, which came with hearken:addon {}; addon.wasm implements {}.",
                    hook.name(),
                    hook.since().as_str(),
                    api.as_str()
                )));
            }
        }
        if !manifest.jobs.is_empty() && api < ApiVersion::V1_1 {
            return Err(PackageError(format!(
                "addon.toml declares [[jobs]], which came with hearken:addon 1.1.0; addon.wasm implements {}.",
                api.as_str()
            )));
        }
        let unusable = |e: wasmtime::Error| {
            PackageError(format!(
                "addon.wasm is not a usable add-on: it does not export what hearken:addon {} needs ({}).",
                api.as_str(),
                root_cause(&e)
            ))
        };
        let bindings = match api {
            ApiVersion::V1_0 => Bindings::V1_0(since_v1_0::AddonPre::new(pre).map_err(unusable)?),
            ApiVersion::V1_1 => Bindings::V1_1(since_v1_1::AddonPre::new(pre).map_err(unusable)?),
        };
        let addon = WasmAddon {
            bindings,
            info: Arc::new(AddonInfo::of(manifest, api)),
            warm: Mutex::new(Vec::new()),
            warm_era: AtomicU64::new(0),
        };
        addon.check_instantiates().await?;
        Ok(Arc::new(addon))
    }

    /// The newest contract the manifest's range allows that the component implements (it exports
    /// that version's lifecycle interface).
    fn contract_of(
        &self,
        manifest: &Manifest,
        component: &Component,
    ) -> Result<ApiVersion, PackageError> {
        let allowed: Vec<&str> = manifest.compatible_apis().collect();
        // Export names compared exactly: a lookup by name would also match a semver-compatible
        // version, so a 1.0 component would pass for a 1.1 one.
        let ty = component.component_type();
        let exports: Vec<&str> = ty.exports(&self.engine).map(|(name, _)| name).collect();
        allowed
            .iter()
            .filter_map(|v| ApiVersion::parse(v))
            .find(|v| exports.contains(&format!("hearken:addon/lifecycle@{}", v.as_str()).as_str()))
            .ok_or_else(|| {
                PackageError(format!(
                    "addon.wasm implements none of the hearken:addon versions that addon.toml's api range {} allows on this host ({}).",
                    manifest.api,
                    allowed.join(", ")
                ))
            })
    }

    /// Refuses a component that imports a host interface its manifest does not declare, so that it
    /// is turned away at pack and install time rather than failing every call at run time.
    fn check_imports(
        &self,
        manifest: &Manifest,
        api: ApiVersion,
        component: &Component,
    ) -> Result<(), PackageError> {
        let ty = component.component_type();
        for (name, _) in ty.imports(&self.engine) {
            let Some(interface) = name
                .strip_prefix("hearken:addon/")
                .and_then(|rest| rest.split('@').next())
            else {
                continue;
            };
            let missing = match interface {
                "storage" if !manifest.capabilities.storage => {
                    Some("capabilities.storage = true".to_owned())
                }
                "http" if manifest.capabilities.http.is_empty() => {
                    Some("the hosts it calls in capabilities.http".to_owned())
                }
                "data"
                    if api >= ApiVersion::V1_1
                        && ![
                            Permission::SurveysRead,
                            Permission::ResponsesRead,
                            Permission::SettingsRead,
                        ]
                        .iter()
                        .any(|p| manifest.has_permission(*p)) =>
                {
                    Some(
                        "a read permission in capabilities.permissions (surveys:read, responses:read or settings:read)"
                            .to_owned(),
                    )
                }
                "settings" if manifest.settings.is_empty() && manifest.survey_settings.is_empty() => {
                    Some("the keys it owns in [settings] or [survey_settings]".to_owned())
                }
                _ => None,
            };
            if let Some(what) = missing {
                return Err(PackageError(format!(
                    "addon.wasm imports the host's {interface} interface, but addon.toml does not declare {what}."
                )));
            }
        }
        Ok(())
    }

    fn compile(&self, wasm: &[u8], cache_dir: Option<&Path>) -> Result<Component, PackageError> {
        let key = crate::addons::package::sha256_hex(wasm);
        let path = cache_dir.map(|dir| dir.join(format!("{key}-{}.cwasm", self.compat)));
        if let Some(path) = path.as_ref().filter(|p| p.is_file()) {
            // SAFETY: the file was written by `Component::serialize` of this engine configuration
            // (the name carries the engine's compatibility hash) into the host's private cache.
            match unsafe { Component::deserialize_file(&self.engine, path) } {
                Ok(component) => return Ok(component),
                Err(e) => {
                    tracing::warn!(path = %path.display(), "recompiling a bad cache entry: {e}")
                }
            }
        }
        let component = Component::new(&self.engine, wasm).map_err(|e| {
            PackageError(format!(
                "addon.wasm is not a valid WebAssembly component ({}).",
                root_cause(&e)
            ))
        })?;
        if let Some(path) = path
            && let Ok(bytes) = component.serialize()
        {
            let _ = write_atomically(&path, &bytes);
        }
        Ok(component)
    }
}

fn write_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp{}", rand::random::<u64>()));
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

/// The innermost message of a wasmtime error.
fn root_cause(e: &wasmtime::Error) -> String {
    e.chain()
        .last()
        .map(|c| c.to_string())
        .unwrap_or_else(|| e.to_string())
}

/// A linked component, typed by the contract it speaks.
enum Bindings {
    V1_0(since_v1_0::AddonPre<CallState>),
    V1_1(since_v1_1::AddonPre<CallState>),
}

/// A loaded WebAssembly add-on.
struct WasmAddon {
    bindings: Bindings,
    info: Arc<AddonInfo>,
    /// Instances of API 1.1 that served a call cleanly, for the next hook or endpoint call.
    warm: Mutex<Vec<Warm>>,
    /// Bumped whenever the kept instances are retired (a lifecycle call): an instance whose call
    /// began before is not kept, so none survives an activation or deactivation.
    warm_era: AtomicU64,
}

/// An instance kept between calls, with the store it lives in.
struct Warm {
    store: Store<CallState>,
    addon: since_v1_1::Addon,
    calls: u32,
    /// Bytes of stderr the instance had written when it was kept: the next call's start.
    stderr_len: usize,
}

impl Drop for WasmAddon {
    fn drop(&mut self) {
        let kept = self.warm.get_mut().map(|w| w.len()).unwrap_or(0);
        runtime().warm.fetch_sub(kept, Ordering::Relaxed);
    }
}

impl WasmAddon {
    fn store(&self, services: Option<Services>, budget: Duration) -> Store<CallState> {
        let state = CallState::new(self.info.clone(), services, budget);
        let mut store = Store::new(self.pre_engine(), state);
        store.limiter(|s| &mut s.limits);
        // The deadline is re-armed from what is left of the budget whenever it passes: only the
        // add-on's own computing counts (`cpu`), not waiting on host calls or for a busy CPU.
        store.epoch_deadline_callback(|ctx| {
            let left = ctx.data().host.budget_left();
            if left.is_zero() {
                Err(BudgetExceeded.into())
            } else {
                Ok(UpdateDeadline::Continue(ticks(left)))
            }
        });
        store.set_epoch_deadline(ticks(budget));
        store
    }

    fn pre_engine(&self) -> &Engine {
        match &self.bindings {
            Bindings::V1_0(pre) => pre.engine(),
            Bindings::V1_1(pre) => pre.engine(),
        }
    }

    /// Runs one call within the add-on's limits: hooks and endpoints of a 1.1 add-on on a warm
    /// instance when one is kept, everything else on a fresh one.
    async fn run(&self, services: Option<Services>, call: Call<'_>) -> Result<Answer, CallError> {
        let started = Instant::now();
        let label = call.label();
        let outcome = self.run_limited(services, call).await;
        super::record_call(&self.info.slug, label, &outcome, started);
        outcome
    }

    async fn run_limited(
        &self,
        services: Option<Services>,
        call: Call<'_>,
    ) -> Result<Answer, CallError> {
        let runtime = runtime();
        // Waiting for a slot is the machine's load, not the add-on's doing: bounded on its own,
        // and never counted against the add-on.
        let _slot = match tokio::time::timeout(SLOT_WAIT, runtime.slots.acquire()).await {
            Ok(Ok(slot)) => slot,
            Ok(Err(_)) => {
                return Err(CallError::Unavailable(
                    "the add-on runtime is shutting down".into(),
                ));
            }
            Err(_) => {
                return Err(CallError::Unavailable(format!(
                    "every add-on instance stayed busy for {} ms",
                    SLOT_WAIT.as_millis()
                )));
            }
        };
        let budget = call.budget(&self.info);
        match (&self.bindings, &call) {
            (Bindings::V1_1(pre), Call::Text(..) | Call::Notify(..))
                if !self.info.fresh_instances =>
            {
                self.run_warm(pre, services, call, budget).await
            }
            (_, Call::Lifecycle(_) | Call::Migrate(_)) => {
                // Activation, deactivation and upgrades start the add-on over.
                self.retire_warm();
                self.run_fresh(services, call, budget).await
            }
            _ => self.run_fresh(services, call, budget).await,
        }
    }

    async fn run_fresh(
        &self,
        services: Option<Services>,
        call: Call<'_>,
        budget: Duration,
    ) -> Result<Answer, CallError> {
        let mut store = self.store(services, budget);
        let wall = budget + HOST_WAIT_LIMIT;
        let cpu = store.data().host.cpu.clone();
        let outcome = tokio::time::timeout(
            wall,
            cpu.meter(async {
                match &self.bindings {
                    Bindings::V1_0(pre) => since_v1_0::call(pre, &mut store, call).await,
                    Bindings::V1_1(pre) => since_v1_1::call(pre, &mut store, call).await,
                }
            }),
        )
        .await;
        match outcome {
            Ok(Ok(answer)) => answer.map_err(CallError::Refused),
            Ok(Err(e)) => Err(self.classify(&e, &store, budget, 0)),
            Err(_) => Err(Self::took_too_long(wall, cpu.used(), budget)),
        }
    }

    /// One call on a warm instance (or a fresh one when none is kept), which is kept for the next
    /// call only if this one ended cleanly (an answer or the add-on's own refusal).
    async fn run_warm(
        &self,
        pre: &since_v1_1::AddonPre<CallState>,
        services: Option<Services>,
        call: Call<'_>,
        budget: Duration,
    ) -> Result<Answer, CallError> {
        let wall = budget + HOST_WAIT_LIMIT;
        let era = self.warm_era.load(Ordering::Acquire);
        let kept = self.warm.lock().expect("warm instances").pop();
        let (mut store, addon, calls, stderr_before) = match kept {
            Some(Warm {
                mut store,
                addon,
                calls,
                stderr_len,
            }) => {
                runtime().warm.fetch_sub(1, Ordering::Relaxed);
                store.data_mut().host = HostCall::new(self.info.clone(), services, budget);
                store.set_epoch_deadline(ticks(budget));
                (store, Some(addon), calls, stderr_len)
            }
            None => (self.store(services, budget), None, 0, 0),
        };
        let cpu = store.data().host.cpu.clone();
        let outcome = tokio::time::timeout(
            wall,
            cpu.meter(async {
                let addon = match addon {
                    Some(addon) => addon,
                    None => pre.instantiate_async(&mut store).await?,
                };
                let answer = since_v1_1::call_on(&addon, &mut store, call).await?;
                Ok::<_, wasmtime::Error>((addon, answer))
            }),
        )
        .await;
        match outcome {
            Ok(Ok((addon, answer))) => {
                self.keep_warm(
                    Warm {
                        store,
                        addon,
                        calls: calls + 1,
                        stderr_len: 0,
                    },
                    era,
                );
                answer.map_err(CallError::Refused)
            }
            Ok(Err(e)) => Err(self.classify(&e, &store, budget, stderr_before)),
            Err(_) => Err(Self::took_too_long(wall, cpu.used(), budget)),
        }
    }

    /// Keeps an instance that served a call cleanly, unless it is worn (memory grown, many calls,
    /// stderr filling), enough are kept already, or the kept ones were retired since its call
    /// began (`era`). Its host side forgets the call.
    fn keep_warm(&self, mut warm: Warm, era: u64) {
        let state = warm.store.data_mut();
        warm.stderr_len = state.stderr.contents().len();
        if warm.calls >= WARM_CALLS
            || state.limits.memory > WARM_MEMORY
            || warm.stderr_len > WARM_STDERR
        {
            return;
        }
        state.host = HostCall::new(self.info.clone(), None, Duration::ZERO);
        let mut kept = self.warm.lock().expect("warm instances");
        if kept.len() >= WARM_PER_ADDON || self.warm_era.load(Ordering::Acquire) != era {
            return;
        }
        let runtime = runtime();
        if runtime.warm.fetch_add(1, Ordering::Relaxed) >= WARM_TOTAL {
            runtime.warm.fetch_sub(1, Ordering::Relaxed);
            return;
        }
        kept.push(warm);
    }

    fn retire_warm(&self) {
        let mut kept = self.warm.lock().expect("warm instances");
        self.warm_era.fetch_add(1, Ordering::AcqRel);
        let retired = std::mem::take(&mut *kept);
        drop(kept);
        runtime().warm.fetch_sub(retired.len(), Ordering::Relaxed);
    }

    /// A call still running at its wall-clock limit: the add-on's fault when it computed its
    /// budget's worth, the machine's load when it did not (then nothing counts against it).
    fn took_too_long(wall: Duration, cpu: Duration, budget: Duration) -> CallError {
        if cpu >= budget {
            CallError::Fault(format!("the call took longer than {} ms", wall.as_millis()))
        } else {
            CallError::Unavailable(format!(
                "the call did not finish within {} ms on a busy machine ({} ms of its own computing)",
                wall.as_millis(),
                cpu.as_millis()
            ))
        }
    }

    /// The fault of a call that failed; `stderr_from` is where this call's stderr starts.
    fn classify(
        &self,
        e: &wasmtime::Error,
        store: &Store<CallState>,
        budget: Duration,
        stderr_from: usize,
    ) -> CallError {
        let contents = store.data().stderr.contents();
        let stderr = String::from_utf8_lossy(contents.get(stderr_from..).unwrap_or_default())
            .trim()
            .to_owned();
        let detail = if e.downcast_ref::<BudgetExceeded>().is_some() {
            format!("it ran past its {} ms time budget", budget.as_millis())
        } else {
            match e.downcast_ref::<wasmtime::Trap>() {
                Some(wasmtime::Trap::Interrupt) => {
                    format!("it ran past its {} ms time budget", budget.as_millis())
                }
                Some(wasmtime::Trap::StackOverflow) => "it overflowed its stack".to_owned(),
                Some(trap) => format!("it trapped ({trap})"),
                None => {
                    let cause = root_cause(e);
                    if cause.contains("pool") && cause.contains("concurrent") {
                        return CallError::Unavailable(cause);
                    }
                    if cause.contains("memory") || cause.contains("limit") {
                        format!("it exceeded its memory limit ({cause})")
                    } else {
                        cause
                    }
                }
            }
        };
        if stderr.is_empty() {
            CallError::Fault(detail)
        } else {
            CallError::Fault(format!("{detail}: {stderr}"))
        }
    }

    /// Instantiates once (no hook or lifecycle call runs), so a component that cannot start is
    /// refused at install time.
    async fn check_instantiates(&self) -> Result<(), PackageError> {
        let mut store = self.store(None, LIFECYCLE_BUDGET);
        let outcome = match &self.bindings {
            Bindings::V1_0(pre) => pre.instantiate_async(&mut store).await.map(|_| ()),
            Bindings::V1_1(pre) => pre.instantiate_async(&mut store).await.map(|_| ()),
        };
        outcome.map_err(|e| {
            PackageError(format!(
                "addon.wasm is not a usable add-on: it cannot be instantiated ({}).",
                root_cause(&e)
            ))
        })
    }
}

impl AddonInstance for WasmAddon {
    fn info(&self) -> &Arc<AddonInfo> {
        &self.info
    }

    fn call<'a>(&'a self, call: Call<'a>, services: Option<Services>) -> CallFuture<'a, Answer> {
        Box::pin(self.run(services, call))
    }

    fn time_reused_calls<'a>(
        &'a self,
        hook: Hook,
        input: &'a str,
        rounds: usize,
    ) -> CallFuture<'a, Vec<Duration>> {
        Box::pin(async move {
            if hook.kind() != Kind::Filter {
                return Err(CallError::Unavailable("only filters are timed".into()));
            }
            let mut store = self.store(None, Duration::from_secs(3600));
            let fault = |e: wasmtime::Error| CallError::Fault(root_cause(&e));
            let mut times = Vec::with_capacity(rounds);
            match &self.bindings {
                Bindings::V1_0(pre) => {
                    let addon = pre.instantiate_async(&mut store).await.map_err(fault)?;
                    for _ in 0..rounds {
                        let started = Instant::now();
                        let answer = since_v1_0::filter(&addon, &mut store, hook, input)
                            .await
                            .map_err(fault)?;
                        times.push(started.elapsed());
                        std::hint::black_box(answer).map_err(CallError::Refused)?;
                    }
                }
                Bindings::V1_1(pre) => {
                    let addon = pre.instantiate_async(&mut store).await.map_err(fault)?;
                    for _ in 0..rounds {
                        let started = Instant::now();
                        let answer = since_v1_1::filter(&addon, &mut store, hook, input)
                            .await
                            .map_err(fault)?;
                        times.push(started.elapsed());
                        std::hint::black_box(answer).map_err(CallError::Refused)?;
                    }
                }
            }
            Ok(times)
        })
    }
}

/// Keeps the lifecycle step names in one place for logs.
impl std::fmt::Display for LifecycleStep {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            LifecycleStep::Activate => "on-activate",
            LifecycleStep::Deactivate => "on-deactivate",
            LifecycleStep::Uninstall => "on-uninstall",
        })
    }
}
