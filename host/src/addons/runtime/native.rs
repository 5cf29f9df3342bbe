//! The native runtime (issue 18): add-ons as shared libraries that the operator installs in
//! `HEARKEN_NATIVE_ADDONS_DIR`, loaded with `libloading` and called through the C ABI of
//! `hearken-addon-abi` (version [`abi::ABI_VERSION`]) with the same JSON values a WebAssembly
//! add-on takes, so the same source builds as either kind.
//!
//! A native add-on is not sandboxed: it runs in the host's process with the host's rights (files,
//! network, memory, every thread). The host still answers its host calls by the same rules as a
//! component's (`addons/capabilities/`: the manifest's permissions, storage quota, the network policy), so
//! it behaves the same as its WebAssembly build, but nothing stops it from doing more on its own.
//! That is why it is never uploaded (`package::native_refused`), only loaded from the operator's
//! folder.
//!
//! Where calls run. A hook or endpoint call runs **inline**, on the async worker thread that makes
//! it, when the runtime has several workers: a hand-off to another thread costs tens of
//! microseconds, the call itself well under one (docs/PERFORMANCE.md, "Issue 18"). A host call it
//! makes is answered by `block_in_place` + `Handle::block_on` of the same `HostCall` operations a
//! component's imports await, which hands the worker's other tasks to another thread while this
//! one waits. An add-on [`SLOW_CALLS`] of whose inline calls took longer than [`INLINE_LIMIT`] of
//! their own (waits for host calls do not count; it computes much, or blocks on its own sockets or
//! sleeps, which `block_in_place` cannot see) is **offloaded** from then on: its calls run on
//! tokio's blocking threads, as lifecycle calls, migrations and jobs always do, and as every call
//! does on a single-threaded runtime. At most [`NATIVE_SLOTS`] offloaded calls run at once across
//! native add-ons. An offloaded call still running at its wall-clock limit is reported as a fault,
//! but native code cannot be stopped: it runs on, and keeps its slot, until it returns; an inline
//! call that never returns holds its worker thread. A library is never unloaded while the process
//! runs (its code may still be running on a thread, and unloading Rust libraries with thread-local
//! destructors is unsound): replacing one takes effect at restart.
//!
//! Invariants: nothing unwinds across the ABI in either direction (the SDK catches the add-on's
//! panics, [`host_call`] catches the host's); every buffer is freed by the side that allocated it;
//! the host table is valid only during the call it was passed to, and only on that call's thread.

use std::{
    ffi::c_void,
    panic::{AssertUnwindSafe, catch_unwind},
    path::Path,
    sync::{
        Arc, LazyLock,
        atomic::{AtomicBool, AtomicU32, Ordering},
    },
    thread::ThreadId,
    time::{Duration, Instant},
};

use hearken_addon_abi::{self as abi, Buffer, Bytes, Descriptor, HostTable};
use serde_json::{Value, json};
use tokio::{
    runtime::{Handle, RuntimeFlavor},
    sync::Semaphore,
};

use super::{
    AddonInfo, AddonInstance, Answer, ApiVersion, Call, CallError, CallFuture, HOST_WAIT_LIMIT,
    LifecycleStep, SLOT_WAIT, Services,
};
use crate::addons::{
    capabilities::attachments::Target,
    capabilities::{HostCall, log::Level},
    package::PackageError,
    package::hooks::{Hook, Kind},
    package::manifest::Manifest,
};

/// Offloaded native calls that may run at once, across native add-ons: each holds a blocking
/// thread.
pub const NATIVE_SLOTS: usize = 64;
/// An inline call that took longer than this (not counting its waits for host calls) is slow.
pub const INLINE_LIMIT: Duration = Duration::from_millis(1);
/// Slow inline calls after which an add-on's calls move to blocking threads: more than one, so
/// that a worker thread the machine preempted during one short call does not move it.
pub const SLOW_CALLS: u32 = 3;

static SLOTS: LazyLock<Arc<Semaphore>> = LazyLock::new(|| Arc::new(Semaphore::new(NATIVE_SLOTS)));

/// The file name of a native add-on's library in its folder: `addon.so` (`addon.dylib` on macOS,
/// `addon.dll` on Windows).
pub fn library_name() -> String {
    format!("addon.{}", std::env::consts::DLL_EXTENSION)
}

/// A loaded library's descriptor; the library stays loaded for the life of the process.
#[derive(Clone, Copy)]
struct Library {
    descriptor: &'static Descriptor,
}

/// A loaded native add-on.
struct NativeAddon {
    library: Library,
    info: Arc<AddonInfo>,
    /// Inline calls that took longer than [`INLINE_LIMIT`].
    slow_calls: AtomicU32,
    /// [`SLOW_CALLS`] inline calls were slow: every call runs on a blocking thread.
    offloaded: AtomicBool,
}

/// Loads the library at `path` for `manifest` and checks it: it exports the descriptor, speaks
/// this host's ABI version and a contract the manifest's `api` range allows, and implements every
/// hook the manifest subscribes to. Answers the add-on and the library's SHA-256.
///
/// Loading runs the library's initialisers: only the operator's own folder is ever loaded.
pub fn load(
    manifest: &Manifest,
    path: &Path,
) -> Result<(Arc<dyn AddonInstance>, String), PackageError> {
    let file = path.display();
    let bytes =
        std::fs::read(path).map_err(|e| PackageError(format!("{file} cannot be read ({e}).")))?;
    let sha256 = crate::addons::package::sha256_hex(&bytes);
    drop(bytes);
    // SAFETY: the operator installed this library to run inside Hearken; loading it runs its
    // initialisers, which is what trusting it means.
    let library = unsafe { libloading::Library::new(path) }
        .map_err(|e| PackageError(format!("{file} is not a loadable shared library ({e}).")))?;
    // The library is never unloaded (module comment): its descriptor and code live as long as
    // the process.
    let library: &'static libloading::Library = Box::leak(Box::new(library));
    // SAFETY: the SDK exports this symbol with this signature; a library without it is refused.
    let entry = unsafe {
        library.get::<unsafe extern "C" fn() -> *const Descriptor>(abi::DESCRIPTOR_SYMBOL.as_bytes())
    }
    .map_err(|_| {
        PackageError(format!(
            "{file} is not a Hearken native add-on: it does not export {} (build it with the Rust SDK's export_addon!).",
            abi::DESCRIPTOR_SYMBOL
        ))
    })?;
    // SAFETY: the function takes nothing and answers a pointer to a static.
    let pointer = unsafe { entry() };
    if pointer.is_null() {
        return Err(PackageError(format!(
            "{file} answered no descriptor from {}.",
            abi::DESCRIPTOR_SYMBOL
        )));
    }
    // Every ABI version keeps `abi_version` as the descriptor's first field: read it alone before
    // reading the rest as this version's layout.
    // SAFETY: the descriptor starts with a u32.
    let version = unsafe { pointer.cast::<u32>().read() };
    if version != abi::ABI_VERSION {
        return Err(PackageError(abi_mismatch(version)));
    }
    // SAFETY: a descriptor of this ABI version, static in a library that is never unloaded.
    let descriptor: &'static Descriptor = unsafe { &*pointer };
    let text = |bytes: Bytes, what: &str| {
        // SAFETY: static text of the descriptor.
        std::str::from_utf8(unsafe { bytes.as_slice() })
            .map_err(|_| PackageError(format!("{file}: the descriptor's {what} is not UTF-8.")))
    };
    let api_text = text(descriptor.api, "api")?;
    let api = ApiVersion::parse(api_text)
        .filter(|api| manifest.compatible_apis().any(|v| v == api.as_str()))
        .ok_or_else(|| {
            PackageError(format!(
                "{file} speaks hearken:addon {api_text}, which addon.toml's api range {} does not allow on this host.",
                manifest.api
            ))
        })?;
    let hooks: Vec<String> =
        serde_json::from_str(text(descriptor.hooks, "hooks")?).map_err(|e| {
            PackageError(format!(
                "{file}: the descriptor's hooks are not a JSON array of names ({e})."
            ))
        })?;
    for (hook, _) in manifest.subscriptions() {
        if !hooks.iter().any(|h| h == hook.name()) {
            return Err(PackageError(format!(
                "addon.toml subscribes to {}, which {file} does not implement.",
                hook.name()
            )));
        }
    }
    let addon = NativeAddon {
        library: Library { descriptor },
        info: Arc::new(AddonInfo::of(manifest, api)),
        slow_calls: AtomicU32::new(0),
        offloaded: AtomicBool::new(false),
    };
    Ok((Arc::new(addon), sha256))
}

/// The refusal of a library built for another ABI version, naming both.
pub fn abi_mismatch(version: u32) -> String {
    format!(
        "The library was built for version {version} of the native add-on ABI; this Hearken speaks version {}. Rebuild it with a Hearken SDK of ABI version {}.",
        abi::ABI_VERSION,
        abi::ABI_VERSION
    )
}

impl Library {
    /// Calls `export` with `input` on this thread, answering its status and text. `host` answers
    /// the host calls the add-on makes meanwhile; `inline`: this thread is an async worker, which
    /// waits for them in `block_in_place`. Also answers how long it waited for host calls.
    fn call(
        self,
        host: &mut HostCall,
        runtime: &Handle,
        inline: bool,
        export: &str,
        input: &str,
    ) -> (u32, String, Duration) {
        let mut context = Context {
            host,
            runtime,
            inline,
            thread: std::thread::current().id(),
            waited: Duration::ZERO,
        };
        let table = HostTable {
            context: (&raw mut context).cast::<c_void>(),
            call: host_call,
            free: host_free,
        };
        let mut out = Buffer::EMPTY;
        // SAFETY: the table, the export name and the input live until the call returns; the
        // descriptor's functions are the library's, which is never unloaded.
        let status = unsafe {
            (self.descriptor.call)(&table, Bytes::of(export), Bytes::of(input), &mut out)
        };
        // SAFETY: the add-on wrote `out` (or left it empty); read once, then given back to it.
        let text = unsafe { out.text() };
        unsafe { (self.descriptor.free)(out) };
        (status, text, context.waited)
    }
}

/// What the host table's context points to during one call.
struct Context<'a> {
    host: &'a mut HostCall,
    runtime: &'a Handle,
    /// On an async worker thread: wait in `block_in_place`.
    inline: bool,
    /// The call's thread: the table answers no other.
    thread: ThreadId,
    /// Time spent waiting for host calls.
    waited: Duration,
}

/// The host table's `free`.
///
/// # Safety
/// `buffer` was written by [`host_call`] and is freed once.
unsafe extern "C" fn host_free(_context: *mut c_void, buffer: Buffer) {
    // SAFETY: the caller's promise.
    unsafe { buffer.free() }
}

/// The host table's `call`: one host function, its arguments a JSON array.
///
/// # Safety
/// `context` is the [`Context`] of the running call; `name` and `input` are readable; `out` is
/// writable.
unsafe extern "C" fn host_call(
    context: *mut c_void,
    name: Bytes,
    input: Bytes,
    out: *mut Buffer,
) -> u32 {
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        // SAFETY: the table's context is the running call's `Context` (its thread is checked
        // before anything of it is used mutably).
        let context = unsafe { &mut *context.cast::<Context>() };
        if std::thread::current().id() != context.thread {
            return Err("host calls are answered only on the thread of the host's call".to_owned());
        }
        // SAFETY: the caller's promise.
        let (name, input) = unsafe { (name.as_slice(), input.as_slice()) };
        let name = std::str::from_utf8(name)
            .map_err(|_| "the host function's name is not UTF-8".to_owned())?;
        let args: Vec<Value> = serde_json::from_slice(input)
            .map_err(|e| format!("the arguments of {name} are not a JSON array ({e})"))?;
        let operation = dispatch(
            context.host,
            name,
            Args {
                name,
                args: args.into_iter(),
            },
        );
        let started = Instant::now();
        let answer = if context.inline {
            tokio::task::block_in_place(|| context.runtime.block_on(operation))
        } else {
            context.runtime.block_on(operation)
        };
        context.waited += started.elapsed();
        answer
    }));
    let (status, text) = match outcome {
        Ok(Ok(value)) => (abi::STATUS_OK, value.to_string()),
        Ok(Err(message)) => (abi::STATUS_ERR, message),
        Err(_) => (
            abi::STATUS_ERR,
            "the host failed while answering this call".to_owned(),
        ),
    };
    // SAFETY: the caller's promise.
    unsafe { out.write(Buffer::from_text(text)) };
    status
}

/// A host function's arguments, taken in order.
struct Args<'a> {
    name: &'a str,
    args: std::vec::IntoIter<Value>,
}

impl Args<'_> {
    fn next(&mut self, what: &str) -> Result<Value, String> {
        self.args
            .next()
            .ok_or_else(|| format!("{} takes {what}, which is missing", self.name))
    }
    fn text(&mut self) -> Result<String, String> {
        match self.next("a text")? {
            Value::String(text) => Ok(text),
            other => Err(format!("{} takes a text, not {other}", self.name)),
        }
    }
    fn number(&mut self) -> Result<u64, String> {
        let value = self.next("a number")?;
        value
            .as_u64()
            .ok_or_else(|| format!("{} takes a whole number, not {value}", self.name))
    }
    fn target(&mut self) -> Result<Target, String> {
        let value = self.next("a target")?;
        let id = |key: &str| value.get(key).and_then(Value::as_u64).map(|id| id as i64);
        id("survey")
            .map(Target::Survey)
            .or_else(|| id("response").map(Target::Response))
            .ok_or_else(|| {
                format!(
                    "{} takes a target {{\"survey\": id}} or {{\"response\": id}}, not {value}",
                    self.name
                )
            })
    }
}

/// One host function, by the name the SDK calls it (the WIT interface and function).
async fn dispatch(host: &mut HostCall, name: &str, mut a: Args<'_>) -> Result<Value, String> {
    let done = |r: Result<(), String>| r.map(|()| Value::Null);
    Ok(match name {
        "log.debug" | "log.info" | "log.warn" | "log.error" => {
            let level = match name {
                "log.debug" => Level::Debug,
                "log.info" => Level::Info,
                "log.warn" => Level::Warn,
                _ => Level::Error,
            };
            host.log(level, &a.text()?);
            Value::Null
        }
        "storage.get" => json!(host.storage_get(a.text()?).await?),
        "storage.set" => done(host.storage_set(a.text()?, a.text()?).await)?,
        "storage.delete" => done(host.storage_delete(a.text()?).await)?,
        "storage.keys" => json!(host.storage_keys(a.text()?).await?),
        "data.get-survey" => json!(host.get_survey(a.number()?).await?),
        "data.get-settings" => json!(host.get_settings().await?),
        "data.list-responses" => {
            let survey = a.number()?;
            let limit = u32::try_from(a.number()?).unwrap_or(u32::MAX);
            json!(host.list_responses(survey, limit).await?)
        }
        "data.get-response" => json!(host.get_response(a.number()?, a.number()?).await?),
        "settings.get" => json!(host.settings_get().await?),
        "settings.set" => done(host.settings_set(a.text()?, a.text()?).await)?,
        "settings.get-survey-setting" => {
            json!(host.survey_setting_get(a.number()?, a.text()?).await?)
        }
        "settings.set-survey-setting" => done(
            host.survey_setting_set(a.number()?, a.text()?, a.text()?)
                .await,
        )?,
        "attachments.get" => json!(host.attachment_get(a.target()?, a.text()?).await?),
        "attachments.set" => done(host.attachment_set(a.target()?, a.text()?, a.text()?).await)?,
        "attachments.delete" => done(host.attachment_delete(a.target()?, a.text()?).await)?,
        "http.fetch" => json!(host.http_fetch(a.text()?).await?),
        "license.tier" => json!(host.license_tier().await),
        other => return Err(format!("the host has no function named {other}")),
    })
}

/// The export a call goes to, its input, and whether it answers text.
fn export_of<'a>(call: &Call<'a>) -> (&'static str, &'a str, bool) {
    match *call {
        Call::Text(hook, input) => (hook.name(), input, true),
        Call::Notify(hook, input) => (hook.name(), input, false),
        Call::Lifecycle(LifecycleStep::Activate) => ("on-activate", "", false),
        Call::Lifecycle(LifecycleStep::Deactivate) => ("on-deactivate", "", false),
        Call::Lifecycle(LifecycleStep::Uninstall) => ("on-uninstall", "", false),
        Call::Migrate(from) => ("migrate", from, false),
        Call::Job(name, _) => ("scheduled-job", name, false),
    }
}

impl NativeAddon {
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
        let runtime = Handle::current();
        let inline = matches!(call, Call::Text(..) | Call::Notify(..))
            && !self.offloaded.load(Ordering::Relaxed)
            && runtime.runtime_flavor() == RuntimeFlavor::MultiThread;
        if inline {
            return self.run_inline(services, call, &runtime);
        }
        self.run_offloaded(services, call, runtime).await
    }

    /// One hook or endpoint call on this worker thread.
    fn run_inline(
        &self,
        services: Option<Services>,
        call: Call<'_>,
        runtime: &Handle,
    ) -> Result<Answer, CallError> {
        let (export, input, answers_text) = export_of(&call);
        let mut host = HostCall::new(self.info.clone(), services, call.budget(&self.info));
        let started = Instant::now();
        let (status, text, waited) = self.library.call(&mut host, runtime, true, export, input);
        // Its own time: waiting for host calls does not hold the worker (`block_in_place`).
        let own = started.elapsed().saturating_sub(waited);
        if own > INLINE_LIMIT
            && self.slow_calls.fetch_add(1, Ordering::Relaxed) + 1 >= SLOW_CALLS
            && !self.offloaded.swap(true, Ordering::Relaxed)
        {
            crate::metrics::global().native_offloaded(&self.info.slug);
            tracing::warn!(
                addon = %self.info.slug,
                "{SLOW_CALLS} calls took over {} ms of their own inline, the last ({export}) {} ms; its calls now run on blocking threads",
                INLINE_LIMIT.as_millis(),
                own.as_millis()
            );
        }
        answer(status, text, export, answers_text)
    }

    /// One call on a blocking thread, within a slot and a wall-clock limit.
    async fn run_offloaded(
        &self,
        services: Option<Services>,
        call: Call<'_>,
        runtime: Handle,
    ) -> Result<Answer, CallError> {
        let slot = match tokio::time::timeout(SLOT_WAIT, SLOTS.clone().acquire_owned()).await {
            Ok(Ok(slot)) => slot,
            Ok(Err(_)) => {
                return Err(CallError::Unavailable(
                    "the native runtime is closed".into(),
                ));
            }
            Err(_) => {
                return Err(CallError::Unavailable(format!(
                    "every native add-on slot stayed busy for {} ms",
                    SLOT_WAIT.as_millis()
                )));
            }
        };
        let budget = call.budget(&self.info);
        let wall = budget + HOST_WAIT_LIMIT;
        let (export, input, answers_text) = export_of(&call);
        let (library, info, input) = (self.library, self.info.clone(), input.to_owned());
        let task = tokio::task::spawn_blocking(move || {
            // Held until the library returns, even after the host stopped waiting.
            let _slot = slot;
            let mut host = HostCall::new(info, services, budget);
            let (status, text, _) = library.call(&mut host, &runtime, false, export, &input);
            (status, text)
        });
        let (status, text) = match tokio::time::timeout(wall, task).await {
            Ok(Ok(answer)) => answer,
            Ok(Err(e)) => {
                return Err(CallError::Fault(format!(
                    "the call failed in the host ({e})"
                )));
            }
            Err(_) => {
                return Err(CallError::Fault(format!(
                    "the call took longer than {} ms (a native add-on cannot be stopped: it runs on)",
                    wall.as_millis()
                )));
            }
        };
        answer(status, text, export, answers_text)
    }
}

/// What a call's status and text mean to the registry.
fn answer(
    status: u32,
    text: String,
    export: &str,
    answers_text: bool,
) -> Result<Answer, CallError> {
    match status {
        abi::STATUS_OK if answers_text => Ok(Answer::Text(text)),
        abi::STATUS_OK => Ok(Answer::Done),
        abi::STATUS_ERR => Err(CallError::Refused(text)),
        // Caught by the SDK and answered with its message rather than unwound; a panic is still a
        // fault the circuit breaker counts, as a WebAssembly add-on's trap is.
        abi::STATUS_PANIC => Err(CallError::Fault(text)),
        other => Err(CallError::Fault(format!(
            "it answered {export} with the unknown status {other}"
        ))),
    }
}

impl AddonInstance for NativeAddon {
    fn info(&self) -> &Arc<AddonInfo> {
        &self.info
    }

    fn call<'a>(&'a self, call: Call<'a>, services: Option<Services>) -> CallFuture<'a, Answer> {
        Box::pin(self.run(services, call))
    }

    /// The ABI's own cost: filter `hook` called `rounds` times on one blocking thread, straight
    /// through the descriptor (no slot, no thread hand-off), as the WebAssembly runtime times its
    /// reused instance.
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
            let (library, info, input) = (self.library, self.info.clone(), input.to_owned());
            let runtime = Handle::current();
            tokio::task::spawn_blocking(move || {
                let mut host = HostCall::new(info, None, Duration::from_secs(3600));
                let mut times = Vec::with_capacity(rounds);
                for _ in 0..rounds {
                    let started = Instant::now();
                    let (status, text, _) =
                        library.call(&mut host, &runtime, false, hook.name(), &input);
                    times.push(started.elapsed());
                    if status != abi::STATUS_OK {
                        return Err(CallError::Refused(text));
                    }
                    std::hint::black_box(text);
                }
                Ok(times)
            })
            .await
            .map_err(|e| CallError::Fault(e.to_string()))?
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_unknown_abi_version_names_both_versions() {
        let message = abi_mismatch(7);
        assert!(
            message.contains("version 7 of the native add-on ABI"),
            "{message}"
        );
        assert!(
            message.contains(&format!("speaks version {}", abi::ABI_VERSION)),
            "{message}"
        );
    }
}
