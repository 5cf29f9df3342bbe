//! The WebAssembly runtime: one wasmtime `Engine` for the process, components compiled once and
//! cached on disk by content hash, an `InstancePre` per loaded add-on, and a fresh `Store` from the
//! pooling allocator for every call, bounded in time (epoch deadline, plus a wall-clock timeout
//! around the whole call) and memory (a resource limiter). Everything an add-on can do outside its
//! sandbox goes through the host imports defined here.

use std::{
    collections::BTreeMap,
    hash::{Hash, Hasher},
    path::{Path, PathBuf},
    sync::{Arc, OnceLock},
    time::{Duration, Instant},
};

use serde_json::Value;
use tokio::sync::Semaphore;
use wasmtime::{
    Config as EngineConfig, Engine, InstanceAllocationStrategy, PoolingAllocationConfig, Store,
    StoreContextMut, StoreLimits, StoreLimitsBuilder,
    component::{Component, ComponentExportIndex, InstancePre, Linker, ResourceTable},
};
use wasmtime_wasi::{WasiCtx, WasiCtxBuilder, WasiCtxView, WasiView, p2::pipe::MemoryOutputPipe};

use super::{
    hooks::{Hook, LIFECYCLE},
    manifest::Manifest,
    package::PackageError,
    store as addon_store,
};
use crate::{licensing::Licensing, storage::Db};

/// How often the epoch advances; deadlines are counted in these ticks.
const TICK: Duration = Duration::from_millis(1);
/// Instances that may run at once (the pool's size); further calls wait for a slot.
const POOL_INSTANCES: u32 = 128;
/// Wall-clock allowance for host calls (database reads, outgoing HTTP) within one add-on call.
pub const HOST_WAIT_LIMIT: Duration = Duration::from_secs(12);
const MIB: usize = 1024 * 1024;
/// Lifecycle calls (activate, deactivate, uninstall, migrate) may do more than a hook: they run
/// on admin actions, not on visitors' requests.
const LIFECYCLE_BUDGET: Duration = Duration::from_secs(2);
const MAX_STORAGE_KEY: usize = 200;
const MAX_STORAGE_VALUE: usize = MIB;

/// What add-ons' host calls reach.
#[derive(Clone)]
pub struct Services {
    pub db: Db,
    pub licensing: Licensing,
    pub http: reqwest::Client,
}

/// The process's one engine and linker.
pub struct Runtime {
    engine: Engine,
    linker: Linker<CallState>,
    slots: Semaphore,
    compat: String,
}

/// The runtime, created on first use; it starts the epoch ticker thread.
pub fn runtime() -> &'static Runtime {
    static RUNTIME: OnceLock<Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| Runtime::new().expect("the WebAssembly engine starts"))
}

impl Runtime {
    fn new() -> wasmtime::Result<Runtime> {
        let mut pool = PoolingAllocationConfig::default();
        pool.total_component_instances(POOL_INSTANCES)
            .total_core_instances(POOL_INSTANCES * 8)
            .total_memories(POOL_INSTANCES * 2)
            .total_tables(POOL_INSTANCES * 8)
            .total_stacks(POOL_INSTANCES)
            .max_memory_size(super::manifest::DEFAULT_MEMORY_MB as usize * MIB)
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
        imports::add(&mut linker)?;
        let mut hasher = std::collections::hash_map::DefaultHasher::new();
        engine.precompile_compatibility_hash().hash(&mut hasher);
        let compat = format!("{:016x}", hasher.finish());
        Ok(Runtime {
            engine,
            linker,
            slots: Semaphore::new(POOL_INSTANCES as usize),
            compat,
        })
    }

    /// Compiles (or loads from `cache_dir`) and links a package's component, and checks that it
    /// exports the lifecycle interface and every hook its manifest subscribes to, with the
    /// signatures of `hearken:addon@1.0.0`. None of the add-on's hooks or lifecycle calls run.
    pub async fn load(
        &self,
        manifest: &Manifest,
        wasm: &[u8],
        cache_dir: &Path,
    ) -> Result<Loaded, PackageError> {
        // Compiling takes from milliseconds (cache hit) to a second: off the async workers.
        let component = {
            let (wasm, cache_dir) = (wasm.to_vec(), cache_dir.to_owned());
            tokio::task::spawn_blocking(move || runtime().compile(&wasm, &cache_dir))
                .await
                .map_err(|e| PackageError(format!("compiling addon.wasm failed ({e}).")))??
        };
        let pre = self.linker.instantiate_pre(&component).map_err(|e| {
            PackageError(format!(
                "addon.wasm imports something this host does not provide ({}).",
                root_cause(&e)
            ))
        })?;
        let export = |iface: &str, func: &str| -> Result<ComponentExportIndex, PackageError> {
            let missing = || {
                PackageError(format!(
                    "addon.wasm does not export {func} in {iface}, which its manifest needs."
                ))
            };
            let instance = component
                .get_export_index(None, iface)
                .ok_or_else(missing)?;
            component
                .get_export_index(Some(&instance), func)
                .ok_or_else(missing)
        };
        let lifecycle = Lifecycle {
            on_activate: export(LIFECYCLE, "on-activate")?,
            on_deactivate: export(LIFECYCLE, "on-deactivate")?,
            on_uninstall: export(LIFECYCLE, "on-uninstall")?,
            migrate: export(LIFECYCLE, "migrate")?,
        };
        let mut hooks = BTreeMap::new();
        for (hook, _) in manifest.subscriptions() {
            hooks.insert(hook, export(&hook.interface(), hook.function())?);
        }
        let loaded = Loaded {
            pre,
            lifecycle,
            hooks,
            info: Arc::new(AddonInfo {
                slug: manifest.slug.clone(),
                storage: manifest.capabilities.storage,
                http_hosts: manifest.capabilities.http.clone(),
                budget: Duration::from_millis(manifest.limits.time_ms),
                memory: manifest.limits.memory_mb as usize * MIB,
            }),
        };
        loaded.check_signatures().await?;
        Ok(loaded)
    }

    fn compile(&self, wasm: &[u8], cache_dir: &Path) -> Result<Component, PackageError> {
        let key = super::package::sha256_hex(wasm);
        let path = cache_dir.join(format!("{key}-{}.cwasm", self.compat));
        if path.is_file() {
            // SAFETY: the file was written by `Component::serialize` of this engine configuration
            // (the name carries the engine's compatibility hash) into the host's private cache.
            match unsafe { Component::deserialize_file(&self.engine, &path) } {
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
        if let Ok(bytes) = component.serialize() {
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

/// What the host calls know about the add-on they serve.
#[derive(Debug)]
pub struct AddonInfo {
    pub slug: String,
    pub storage: bool,
    pub http_hosts: Vec<String>,
    pub budget: Duration,
    pub memory: usize,
}

struct Lifecycle {
    on_activate: ComponentExportIndex,
    on_deactivate: ComponentExportIndex,
    on_uninstall: ComponentExportIndex,
    migrate: ComponentExportIndex,
}

/// A linked add-on, ready to instantiate.
pub struct Loaded {
    pre: InstancePre<CallState>,
    lifecycle: Lifecycle,
    hooks: BTreeMap<Hook, ComponentExportIndex>,
    pub info: Arc<AddonInfo>,
}

/// The fault of an add-on whose answer to `hook` is not JSON.
pub fn malformed(hook: Hook, e: serde_json::Error) -> CallError {
    CallError::Fault(format!(
        "it answered {} with malformed JSON ({e})",
        hook.name()
    ))
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

type StringResult = Result<String, String>;

enum Call<'a> {
    Text(ComponentExportIndex, &'a str),
    Unit(ComponentExportIndex, Option<&'a str>),
}

enum Answer {
    Text(StringResult),
    Unit(UnitResult),
}

impl Answer {
    fn text(self) -> Result<String, CallError> {
        match self {
            Answer::Text(r) => r.map_err(CallError::Refused),
            Answer::Unit(_) => Err(CallError::Fault("unexpected answer shape".into())),
        }
    }
    fn unit(self) -> Result<(), CallError> {
        match self {
            Answer::Unit(r) => r.map_err(CallError::Refused),
            Answer::Text(_) => Err(CallError::Fault("unexpected answer shape".into())),
        }
    }
}
type UnitResult = Result<(), String>;

/// The state of one call's store.
pub struct CallState {
    wasi: WasiCtx,
    table: ResourceTable,
    limits: StoreLimits,
    info: Arc<AddonInfo>,
    services: Option<Services>,
    started: Instant,
    host_wait: Duration,
    /// This call's time budget: the hook's, or the manifest's when tighter.
    budget: Duration,
    stderr: MemoryOutputPipe,
}

impl WasiView for CallState {
    fn ctx(&mut self) -> WasiCtxView<'_> {
        WasiCtxView {
            ctx: &mut self.wasi,
            table: &mut self.table,
        }
    }
}

impl CallState {
    /// Ticks left in the add-on's own time budget (time spent waiting on host calls excluded).
    fn ticks_left(&self) -> u64 {
        let used = self.started.elapsed().saturating_sub(self.host_wait);
        let left = self.budget.saturating_sub(used);
        (left.as_micros() / TICK.as_micros()).min(u64::MAX as u128 / 4) as u64 + 1
    }
}

impl Loaded {
    fn store(&self, services: Option<Services>, budget: Duration) -> Store<CallState> {
        let stderr = MemoryOutputPipe::new(4096);
        let wasi = WasiCtxBuilder::new().stderr(stderr.clone()).build();
        let state = CallState {
            wasi,
            table: ResourceTable::new(),
            limits: StoreLimitsBuilder::new()
                .memory_size(self.info.memory)
                .instances(64)
                .tables(64)
                .memories(8)
                .table_elements(1_000_000)
                .trap_on_grow_failure(true)
                .build(),
            info: self.info.clone(),
            services,
            started: Instant::now(),
            host_wait: Duration::ZERO,
            budget,
            stderr,
        };
        let mut store = Store::new(self.pre.engine(), state);
        store.limiter(|s| &mut s.limits);
        store.epoch_deadline_trap();
        let ticks = store.data().ticks_left();
        store.set_epoch_deadline(ticks);
        store
    }

    /// Runs one call on a fresh instance within the add-on's limits.
    async fn run(
        &self,
        services: Option<Services>,
        budget: Duration,
        call: Call<'_>,
    ) -> Result<Answer, CallError> {
        let runtime = runtime();
        let _slot =
            runtime.slots.acquire().await.map_err(|_| {
                CallError::Unavailable("the add-on runtime is shutting down".into())
            })?;
        let mut store = self.store(services, budget);
        let budget = store.data().budget;
        let wall = budget + HOST_WAIT_LIMIT;
        let outcome = tokio::time::timeout(wall, async {
            let instance = self.pre.instantiate_async(&mut store).await?;
            match call {
                Call::Text(index, input) => {
                    let func =
                        instance.get_typed_func::<(&str,), (StringResult,)>(&mut store, index)?;
                    Ok(Answer::Text(func.call_async(&mut store, (input,)).await?.0))
                }
                Call::Unit(index, Some(input)) => {
                    let func =
                        instance.get_typed_func::<(&str,), (UnitResult,)>(&mut store, index)?;
                    Ok(Answer::Unit(func.call_async(&mut store, (input,)).await?.0))
                }
                Call::Unit(index, None) => {
                    let func = instance.get_typed_func::<(), (UnitResult,)>(&mut store, index)?;
                    Ok(Answer::Unit(func.call_async(&mut store, ()).await?.0))
                }
            }
        })
        .await;
        match outcome {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(e)) => Err(self.classify(&e, &store, budget)),
            Err(_) => Err(CallError::Fault(format!(
                "the call took longer than {} ms",
                wall.as_millis()
            ))),
        }
    }

    fn classify(
        &self,
        e: &wasmtime::Error,
        store: &Store<CallState>,
        budget: Duration,
    ) -> CallError {
        let stderr = String::from_utf8_lossy(&store.data().stderr.contents())
            .trim()
            .to_owned();
        let detail = match e.downcast_ref::<wasmtime::Trap>() {
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
        };
        if stderr.is_empty() {
            CallError::Fault(detail)
        } else {
            CallError::Fault(format!("{detail}: {stderr}"))
        }
    }

    /// Benchmarks only: calls filter `hook` `rounds` times on ONE instance and answers each call's
    /// time. Reusing an instance is only safe for a pure filter (no state carried between calls);
    /// the host always uses a fresh instance.
    pub async fn time_reused_calls(
        &self,
        hook: Hook,
        input: &str,
        rounds: usize,
    ) -> wasmtime::Result<Vec<Duration>> {
        let index = *self
            .hooks
            .get(&hook)
            .ok_or_else(|| wasmtime::format_err!("{} is not exported", hook.name()))?;
        let mut store = self.store(None, Duration::MAX);
        store.set_epoch_deadline(u64::MAX / 2);
        let instance = self.pre.instantiate_async(&mut store).await?;
        let func = instance.get_typed_func::<(&str,), (StringResult,)>(&mut store, index)?;
        let mut times = Vec::with_capacity(rounds);
        for _ in 0..rounds {
            let started = Instant::now();
            let answer = func.call_async(&mut store, (input,)).await?.0;
            times.push(started.elapsed());
            std::hint::black_box(answer).map_err(|e| wasmtime::format_err!("{e}"))?;
        }
        Ok(times)
    }

    /// A hook call's budget: the hook's, or the manifest's `time_ms` when tighter.
    fn budget(&self, hook: Hook) -> Duration {
        hook.budget().min(self.info.budget)
    }

    /// One filter or handler call: text in, text out.
    pub async fn call_text(
        &self,
        hook: Hook,
        services: Option<Services>,
        input: &str,
    ) -> Result<String, CallError> {
        let index = *self
            .hooks
            .get(&hook)
            .ok_or_else(|| CallError::Fault(format!("it does not export {}", hook.name())))?;
        self.run(services, self.budget(hook), Call::Text(index, input))
            .await?
            .text()
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
        let index = *self
            .hooks
            .get(&hook)
            .ok_or_else(|| CallError::Fault(format!("it does not export {}", hook.name())))?;
        self.run(services, self.budget(hook), Call::Unit(index, Some(input)))
            .await?
            .unit()
    }

    /// `on-activate`, `on-deactivate` or `on-uninstall`.
    pub async fn lifecycle(
        &self,
        step: LifecycleStep,
        services: Option<Services>,
    ) -> Result<(), CallError> {
        let index = match step {
            LifecycleStep::Activate => self.lifecycle.on_activate,
            LifecycleStep::Deactivate => self.lifecycle.on_deactivate,
            LifecycleStep::Uninstall => self.lifecycle.on_uninstall,
        };
        self.run(services, LIFECYCLE_BUDGET, Call::Unit(index, None))
            .await?
            .unit()
    }

    pub async fn migrate(&self, from: &str, services: Option<Services>) -> Result<(), CallError> {
        let index = self.lifecycle.migrate;
        self.run(services, LIFECYCLE_BUDGET, Call::Unit(index, Some(from)))
            .await?
            .unit()
    }

    /// Instantiates once and looks every export up with its expected signature, so a component
    /// with a wrong signature is refused at install time. No add-on code runs beyond
    /// instantiation.
    async fn check_signatures(&self) -> Result<(), PackageError> {
        let hooks: Vec<(Hook, ComponentExportIndex)> =
            self.hooks.iter().map(|(h, i)| (*h, *i)).collect();
        let lifecycle = [
            ("on-activate", self.lifecycle.on_activate),
            ("on-deactivate", self.lifecycle.on_deactivate),
            ("on-uninstall", self.lifecycle.on_uninstall),
        ];
        let migrate = self.lifecycle.migrate;
        let mut store = self.store(None, LIFECYCLE_BUDGET);
        let check = async {
            let instance = self
                .pre
                .instantiate_async(&mut store)
                .await
                .map_err(|e| format!("it cannot be instantiated ({})", root_cause(&e)))?;
            for (name, index) in lifecycle {
                instance
                    .get_typed_func::<(), (UnitResult,)>(&mut store, index)
                    .map_err(|e| {
                        format!(
                            "lifecycle {name} has the wrong signature ({})",
                            root_cause(&e)
                        )
                    })?;
            }
            instance
                .get_typed_func::<(&str,), (UnitResult,)>(&mut store, migrate)
                .map_err(|e| {
                    format!(
                        "lifecycle migrate has the wrong signature ({})",
                        root_cause(&e)
                    )
                })?;
            for (hook, index) in hooks {
                let typed = match hook.kind() {
                    super::hooks::Kind::Action => instance
                        .get_typed_func::<(&str,), (UnitResult,)>(&mut store, index)
                        .map(|_| ()),
                    _ => instance
                        .get_typed_func::<(&str,), (StringResult,)>(&mut store, index)
                        .map(|_| ()),
                };
                typed.map_err(|e| {
                    format!(
                        "hook {} has the wrong signature ({})",
                        hook.name(),
                        root_cause(&e)
                    )
                })?;
            }
            Ok::<(), String>(())
        };
        check
            .await
            .map_err(|e| PackageError(format!("addon.wasm is not a usable add-on: {e}.")))
    }
}

#[derive(Debug, Clone, Copy)]
pub enum LifecycleStep {
    Activate,
    Deactivate,
    Uninstall,
}

/// The host interfaces of `hearken:addon@1.0.0`.
mod imports {
    use super::*;

    fn services<'a>(store: &'a StoreContextMut<'_, CallState>) -> Result<&'a Services, String> {
        store
            .data()
            .services
            .as_ref()
            .ok_or_else(|| "host services are not available in this call".to_owned())
    }

    /// Awaits a host operation, excluding the wait from the add-on's time budget.
    async fn wait<T>(
        store: &mut StoreContextMut<'_, CallState>,
        limit: Duration,
        fut: impl Future<Output = Result<T, String>>,
    ) -> Result<T, String> {
        let started = Instant::now();
        let outcome = tokio::time::timeout(limit, fut).await;
        let data = store.data_mut();
        data.host_wait += started.elapsed();
        let ticks = data.ticks_left();
        store.set_epoch_deadline(ticks);
        outcome.unwrap_or_else(|_| {
            Err(format!(
                "the host call took longer than {} s",
                limit.as_secs()
            ))
        })
    }

    /// [`wait`] for an operation that needs what `access` grants; a refused access is the answer.
    async fn waited<A, T, F>(
        store: &mut StoreContextMut<'_, CallState>,
        limit: Duration,
        access: Result<A, String>,
        op: impl FnOnce(A) -> F,
    ) -> Result<T, String>
    where
        F: Future<Output = Result<T, String>>,
    {
        match access {
            Err(e) => Err(e),
            Ok(granted) => wait(store, limit, op(granted)).await,
        }
    }

    const DB_LIMIT: Duration = Duration::from_secs(2);

    pub fn add(linker: &mut Linker<CallState>) -> wasmtime::Result<()> {
        let mut log = linker.instance("hearken:addon/log@1.0.0")?;
        for level in ["debug", "info", "warn", "error"] {
            log.func_wrap(
                level,
                move |store: StoreContextMut<'_, CallState>, (message,): (String,)| {
                    let slug = &store.data().info.slug;
                    let message: String = message.chars().take(4096).collect();
                    match level {
                        "debug" => tracing::debug!(addon = %slug, "{message}"),
                        "info" => tracing::info!(addon = %slug, "{message}"),
                        "warn" => tracing::warn!(addon = %slug, "{message}"),
                        _ => tracing::error!(addon = %slug, "{message}"),
                    }
                    Ok(())
                },
            )?;
        }

        let mut storage = linker.instance("hearken:addon/storage@1.0.0")?;
        storage.func_wrap_async("get", |mut store, (key,): (String,)| {
            Box::new(async move {
                let access = storage_access(&store, &key);
                let r = waited(&mut store, DB_LIMIT, access, |(db, slug)| async move {
                    addon_store::storage_get(&db, &slug, &key)
                        .await
                        .map_err(|e| e.to_string())
                })
                .await;
                Ok((r,))
            })
        })?;
        storage.func_wrap_async("set", |mut store, (key, value): (String, String)| {
            Box::new(async move {
                let access = storage_access(&store, &key).and_then(|granted| {
                    if value.len() > MAX_STORAGE_VALUE {
                        Err(format!("values are at most {MAX_STORAGE_VALUE} bytes"))
                    } else {
                        Ok(granted)
                    }
                });
                let r = waited(&mut store, DB_LIMIT, access, |(db, slug)| async move {
                    addon_store::storage_set(&db, &slug, &key, &value)
                        .await
                        .map_err(|e| e.to_string())
                })
                .await;
                Ok((r,))
            })
        })?;
        storage.func_wrap_async("delete", |mut store, (key,): (String,)| {
            Box::new(async move {
                let access = storage_access(&store, &key);
                let r = waited(&mut store, DB_LIMIT, access, |(db, slug)| async move {
                    addon_store::storage_delete(&db, &slug, &key)
                        .await
                        .map_err(|e| e.to_string())
                })
                .await;
                Ok((r,))
            })
        })?;
        storage.func_wrap_async("keys", |mut store, (prefix,): (String,)| {
            Box::new(async move {
                let access = storage_access(&store, "");
                let r = waited(&mut store, DB_LIMIT, access, |(db, slug)| async move {
                    addon_store::storage_keys(&db, &slug, &prefix)
                        .await
                        .map_err(|e| e.to_string())
                })
                .await;
                Ok((r,))
            })
        })?;

        let mut data = linker.instance("hearken:addon/data@1.0.0")?;
        data.func_wrap_async("get-survey", |mut store, (id,): (u64,)| {
            Box::new(async move {
                let access = services(&store).cloned();
                let r = waited(&mut store, DB_LIMIT, access, |s| async move {
                    match crate::surveys::store::get(&s.db, id as i64).await {
                        Ok(survey) => serde_json::to_string(&survey)
                            .map(Some)
                            .map_err(|e| e.to_string()),
                        Err(crate::error::Error::NotFound(_)) => Ok(None),
                        Err(e) => Err(e.to_string()),
                    }
                })
                .await;
                Ok((r,))
            })
        })?;
        data.func_wrap_async("get-settings", |mut store, (): ()| {
            Box::new(async move {
                let access = services(&store).cloned();
                let r = waited(&mut store, DB_LIMIT, access, |s| async move {
                    let settings = crate::settings::load(&s.db)
                        .await
                        .map_err(|e| e.to_string())?;
                    serde_json::to_string(&settings).map_err(|e| e.to_string())
                })
                .await;
                Ok((r,))
            })
        })?;
        data.func_wrap_async(
            "list-responses",
            |mut store, (survey_id, limit): (u64, u32)| {
                Box::new(async move {
                    let access = services(&store).cloned();
                    let r = waited(&mut store, DB_LIMIT, access, |s| async move {
                        let list =
                            crate::responses::recent(&s.db, survey_id as i64, limit.min(100))
                                .await
                                .map_err(|e| e.to_string())?;
                        serde_json::to_string(&list).map_err(|e| e.to_string())
                    })
                    .await;
                    Ok((r,))
                })
            },
        )?;

        let mut http = linker.instance("hearken:addon/http@1.0.0")?;
        http.func_wrap_async("fetch", |mut store, (request,): (String,)| {
            Box::new(async move {
                let hosts = store.data().info.http_hosts.clone();
                let access = services(&store).cloned();
                let limit = crate::addons::outgoing::HTTP_TIMEOUT + Duration::from_secs(1);
                let r = waited(&mut store, limit, access, |s| async move {
                    crate::addons::outgoing::fetch(&s.http, &hosts, &request).await
                })
                .await;
                Ok((r,))
            })
        })?;

        let mut license = linker.instance("hearken:addon/license@1.0.0")?;
        license.func_wrap_async("tier", |mut store, (): ()| {
            Box::new(async move {
                let tier = match services(&store).cloned() {
                    Err(_) => "lite".to_owned(),
                    Ok(s) => wait(&mut store, DB_LIMIT, async move {
                        crate::licensing::current(&s.db, &s.licensing)
                            .await
                            .map(|l| l.effective_tier().as_str().to_owned())
                            .map_err(|e| e.to_string())
                    })
                    .await
                    .unwrap_or_else(|_| "lite".to_owned()),
                };
                Ok((tier,))
            })
        })?;
        Ok(())
    }

    fn storage_access(
        store: &StoreContextMut<'_, CallState>,
        key: &str,
    ) -> Result<(Db, String), String> {
        let info = &store.data().info;
        if !info.storage {
            return Err(
                "storage is not declared in the manifest (capabilities.storage = true)".into(),
            );
        }
        if key.len() > MAX_STORAGE_KEY {
            return Err(format!("keys are at most {MAX_STORAGE_KEY} bytes"));
        }
        let db = services(store)?.db.clone();
        Ok((db, info.slug.clone()))
    }
}

/// Where compiled components are cached.
pub fn cache_dir(data_dir: &Path) -> PathBuf {
    data_dir.join("addon-cache")
}
