//! The add-on registry: which add-ons are installed and active, their loaded components, the hook
//! chains built from their manifests, the package lifecycle (install, activate, deactivate,
//! uninstall), and the circuit breaker that deactivates an add-on that keeps faulting.
//!
//! The database is the source of truth. Every change bumps a generation counter; each host
//! process polls it (every 250 ms) and rebuilds its snapshot when it moves, so an activation made
//! through one process takes effect in every process sharing the database within a second. The
//! process that made the change rebuilds at once.

pub mod native;
pub mod ownership;
pub mod refusal;
pub mod store;
pub mod verdicts;

use std::{
    collections::{BTreeMap, HashMap, VecDeque},
    path::{Path, PathBuf},
    sync::{Arc, Mutex, RwLock, Weak},
    time::{Duration, Instant, SystemTime},
};

use serde_json::Value;

use self::store::{Installed, Source};
use super::{
    capabilities::{self as host, notifications::Notice},
    package,
    package::{
        Package, PackageError,
        hooks::{Hook, Policy},
        manifest::{self, Manifest, Permission},
        trust,
    },
    runtime::{self, AddonInfo, AddonInstance, ApiVersion, CallError, LifecycleStep, Services},
};
use crate::{
    Config,
    error::{Error, Result},
    storage::Db,
    tier::Tier,
};

/// How often each process checks the database for registry changes.
pub const POLL_INTERVAL: Duration = Duration::from_millis(250);
/// Faults within [`FAULT_WINDOW`] that deactivate an add-on.
pub const FAULT_LIMIT: usize = 3;
pub const FAULT_WINDOW: Duration = Duration::from_secs(60);

/// What the install is entitled to, as the registry asks it: whether the license covers a plan,
/// and whether an add-on is active and covered. Licensing's `Entitlements` answers it.
pub trait Entitled: Sync {
    /// Does the license cover an add-on of `plan`? Free (lite) add-ons are always covered.
    fn covers(&self, plan: Tier) -> bool;
    /// Is add-on `slug` installed, active and covered by the license?
    fn addon(&self, slug: &str) -> bool;
}

/// A package that is loaded: its manifest, linked component, and UI/widget/asset files.
pub struct LoadedPackage {
    pub manifest: Manifest,
    pub sha256: String,
    /// The key that signed the package, if one did.
    pub publisher: Option<ed25519_dalek::VerifyingKey>,
    pub component: Arc<dyn AddonInstance>,
    pub files: BTreeMap<String, Arc<Vec<u8>>>,
}

/// An active add-on in a snapshot.
pub struct Active {
    pub package: Arc<LoadedPackage>,
    pub activation_seq: i64,
}

impl Active {
    pub fn slug(&self) -> &str {
        &self.package.manifest.slug
    }
    pub fn manifest(&self) -> &Manifest {
        &self.package.manifest
    }
}

#[derive(Default)]
struct Snapshot {
    generation: i64,
    installed: Vec<Installed>,
    /// By activation order.
    active: Vec<Arc<Active>>,
    /// Per hook, in call order: priority, then activation order.
    chains: HashMap<Hook, Vec<Arc<Active>>>,
}

/// A catalogue file's modification time and length, and what it held (None: unreadable).
type CachedEntry = (SystemTime, u64, Option<Arc<CatalogueEntry>>);

struct Inner {
    db: Db,
    services: Services,
    trust: trust::Trust,
    cache_dir: PathBuf,
    catalogue_dir: Option<PathBuf>,
    /// The operator's folder of native add-ons (`HEARKEN_NATIVE_ADDONS_DIR`).
    native_dir: Option<PathBuf>,
    /// The native add-ons this process loaded from it at startup, by their `native:{sha256}`
    /// marker: kept for the life of the process (a library is never unloaded).
    native: RwLock<HashMap<String, Arc<LoadedPackage>>>,
    snapshot: RwLock<Arc<Snapshot>>,
    packages: Mutex<HashMap<String, Arc<LoadedPackage>>>,
    faults: Mutex<HashMap<String, VecDeque<Instant>>>,
    reload_lock: tokio::sync::Mutex<()>,
    catalogue: Mutex<HashMap<PathBuf, CachedEntry>>,
    /// The settings keys add-ons own, by the manifests they were gathered from.
    ownership: Mutex<Option<ownership::Cached>>,
    /// Wakes the action worker (`actions.rs`) when a response queued actions.
    actions_wakeup: Arc<tokio::sync::Notify>,
}

/// The registry. Cheap to clone.
#[derive(Clone)]
pub struct Addons {
    inner: Arc<Inner>,
}

/// The verdict of `survey-visibility`.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
pub struct Visibility {
    pub visible: bool,
    /// Why it is hidden (or a note why it shows).
    pub reason: Option<String>,
}

/// A package in the catalogue folder.
pub struct CatalogueEntry {
    pub path: PathBuf,
    pub manifest: Manifest,
    pub signed: trust::Signed,
}

impl Addons {
    /// The registry of one process, on `db`, whose add-ons' host calls reach `services`.
    pub fn new(db: Db, config: &Config, services: Services) -> anyhow::Result<Addons> {
        let trust = trust::Trust::from_config(config)?;
        Ok(Addons {
            inner: Arc::new(Inner {
                trust,
                services,
                db,
                cache_dir: runtime::cache_dir(&config.data_dir),
                catalogue_dir: config.catalogue_dir.clone(),
                native_dir: config.native_addons_dir.clone(),
                native: RwLock::new(HashMap::new()),
                snapshot: RwLock::new(Arc::new(Snapshot {
                    generation: -1,
                    ..Default::default()
                })),
                packages: Mutex::new(HashMap::new()),
                faults: Mutex::new(HashMap::new()),
                reload_lock: tokio::sync::Mutex::new(()),
                catalogue: Mutex::new(HashMap::new()),
                ownership: Mutex::new(None),
                actions_wakeup: Arc::new(tokio::sync::Notify::new()),
            }),
        })
    }

    /// The registry's generation as this process last read it (it polls every
    /// [`POLL_INTERVAL`]): it changes whenever an add-on is installed, updated, activated,
    /// deactivated or removed, in any process.
    pub fn generation(&self) -> i64 {
        self.inner
            .snapshot
            .read()
            .expect("registry lock")
            .generation
    }

    /// The admin's drawer, where the registry tells of add-ons that broke.
    fn drawer(&self) -> Arc<dyn host::notifications::Drawer> {
        self.inner.services.drawer.clone()
    }

    /// The database the registry lives in (the workers' outboxes share it).
    pub fn db(&self) -> &Db {
        &self.inner.db
    }

    /// What wakes this process's action worker (`workers::actions`) when a response queued
    /// actions.
    pub fn actions_wakeup(&self) -> Arc<tokio::sync::Notify> {
        self.inner.actions_wakeup.clone()
    }

    fn snapshot(&self) -> Arc<Snapshot> {
        self.inner.snapshot.read().expect("snapshot lock").clone()
    }

    pub fn services(&self) -> Services {
        self.inner.services.clone()
    }

    /// Starts the task that follows registry changes made by other processes. It ends when the
    /// registry is dropped.
    pub fn watch(&self) {
        let weak: Weak<Inner> = Arc::downgrade(&self.inner);
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(POLL_INTERVAL).await;
                let Some(inner) = weak.upgrade() else { return };
                let addons = Addons { inner };
                let known = addons.snapshot().generation;
                match store::generation(&addons.inner.db).await {
                    Ok(current) if current != known => {
                        if let Err(e) = addons.reload().await {
                            tracing::error!("reloading add-ons failed: {e}");
                        }
                    }
                    Ok(_) => {}
                    Err(e) => tracing::warn!("checking the add-on registry failed: {e}"),
                }
            }
        });
    }

    /// Rebuilds the snapshot from the database.
    pub async fn reload(&self) -> Result<()> {
        let _guard = self.inner.reload_lock.lock().await;
        let generation = store::generation(&self.inner.db).await?;
        let installed = store::installed(&self.inner.db).await?;
        let mut active = Vec::new();
        for item in installed.iter().filter(|i| i.row.active) {
            match self.load_package(&item.row.package_sha256).await {
                Ok(package) => active.push(Arc::new(Active {
                    package,
                    activation_seq: item.row.activation_seq,
                })),
                Err(e) => {
                    tracing::error!(addon = %item.row.slug, "cannot load the active add-on: {e}");
                    self.drawer()
                        .raise(Notice {
                            id: format!("addon-broken:{}:{}", item.row.slug, item.row.package_sha256),
                            title: "An add-on could not be loaded".into(),
                            content: format!(
                                "The {} add-on is active but could not be loaded: {e} Its features are off until it is reinstalled.",
                                item.manifest.name
                            ),
                            link: None,
                        })
                        .await
                        .map_err(|e| anyhow::anyhow!(e))?;
                }
            }
        }
        active.sort_by_key(|a| a.activation_seq);
        let mut chains: HashMap<Hook, Vec<(i32, i64, Arc<Active>)>> = HashMap::new();
        for addon in &active {
            for (hook, priority) in addon.manifest().subscriptions() {
                chains.entry(hook).or_default().push((
                    priority,
                    addon.activation_seq,
                    addon.clone(),
                ));
            }
        }
        let chains = chains
            .into_iter()
            .map(|(hook, mut list)| {
                list.sort_by_key(|(p, seq, _)| (*p, *seq));
                (hook, list.into_iter().map(|(_, _, a)| a).collect())
            })
            .collect();
        // Keep compiled packages that are still installed.
        {
            let keep: Vec<&str> = installed
                .iter()
                .map(|i| i.row.package_sha256.as_str())
                .collect();
            self.inner
                .packages
                .lock()
                .expect("packages lock")
                .retain(|sha, _| keep.contains(&sha.as_str()));
        }
        *self.inner.snapshot.write().expect("snapshot lock") = Arc::new(Snapshot {
            generation,
            installed,
            active,
            chains,
        });
        Ok(())
    }

    async fn load_package(&self, sha256: &str) -> Result<Arc<LoadedPackage>, String> {
        if sha256.starts_with(native::MARKER) {
            return self
                .inner
                .native
                .read()
                .expect("native lock")
                .get(sha256)
                .cloned()
                .ok_or_else(|| {
                    "its native library is not in this server's HEARKEN_NATIVE_ADDONS_DIR (or no longer the one installed).".to_owned()
                });
        }
        if let Some(p) = self
            .inner
            .packages
            .lock()
            .expect("packages lock")
            .get(sha256)
        {
            return Ok(p.clone());
        }
        let bytes = store::package_bytes(&self.inner.db, sha256)
            .await
            .map_err(|e| e.to_string())?
            .ok_or_else(|| "its package is missing from the database.".to_owned())?;
        let package = package::read(&bytes).map_err(|e| e.0)?;
        let loaded = self.link(package).await.map_err(|e| e.0)?;
        self.inner
            .packages
            .lock()
            .expect("packages lock")
            .insert(sha256.to_owned(), loaded.clone());
        Ok(loaded)
    }

    async fn link(&self, package: Package) -> Result<Arc<LoadedPackage>, PackageError> {
        let component = runtime::runtime()
            .load(
                &package.manifest,
                &package.wasm,
                Some(&self.inner.cache_dir),
            )
            .await?;
        Ok(Arc::new(LoadedPackage {
            publisher: package.publisher,
            manifest: package.manifest,
            sha256: package.sha256,
            component,
            files: package
                .files
                .into_iter()
                .map(|(k, v)| (k, Arc::new(v)))
                .collect(),
        }))
    }

    // ----- What the rest of the host asks -----

    pub fn is_active(&self, slug: &str) -> bool {
        self.snapshot().active.iter().any(|a| a.slug() == slug)
    }

    /// Active add-ons and the plan each needs.
    pub fn active_plans(&self) -> Vec<(String, Tier)> {
        self.snapshot()
            .active
            .iter()
            .map(|a| (a.slug().to_owned(), a.manifest().plan))
            .collect()
    }

    pub fn active(&self) -> Vec<Arc<Active>> {
        self.snapshot().active.clone()
    }

    pub fn installed(&self) -> Vec<Installed> {
        self.snapshot().installed.clone()
    }

    /// Who owns which settings key: the installed add-ons' manifests (active or not) and the
    /// catalogue's for add-ons not installed. Rebuilt only when those manifests change.
    pub fn ownership(&self) -> Arc<ownership::Ownership> {
        let installed = self.installed();
        let catalogue = self.catalogue();
        let manifests: Vec<&Manifest> = installed
            .iter()
            .map(|i| &i.manifest)
            .chain(
                catalogue
                    .iter()
                    .filter(|c| !installed.iter().any(|i| i.row.slug == c.manifest.slug))
                    .map(|c| &c.manifest),
            )
            .collect();
        let stamp = ownership::fingerprint(manifests.iter().copied());
        let mut cache = self.inner.ownership.lock().expect("ownership lock");
        if let Some((have, built)) = cache.as_ref()
            && *have == stamp
        {
            return built.clone();
        }
        let built = Arc::new(ownership::Ownership::gather(manifests));
        *cache = Some((stamp, built.clone()));
        built
    }

    /// The active add-ons on `hook` that the license covers, in call order.
    pub fn chain(&self, hook: Hook, entitlements: &dyn Entitled) -> Vec<Arc<Active>> {
        self.snapshot()
            .chains
            .get(&hook)
            .map(|list| {
                list.iter()
                    .filter(|a| entitlements.covers(a.manifest().plan))
                    .cloned()
                    .collect()
            })
            .unwrap_or_default()
    }

    /// The slugs of the active, licensed add-ons on `hook`, in call order.
    pub fn subscribers(&self, hook: Hook, entitlements: &dyn Entitled) -> Vec<String> {
        self.chain(hook, entitlements)
            .iter()
            .map(|a| a.slug().to_owned())
            .collect()
    }

    /// Calls one add-on's filter `hook` with `value` (when it is active, licensed and subscribed;
    /// otherwise `value` comes back unchanged), applying the hook's failure policy.
    pub async fn call_one(
        &self,
        slug: &str,
        hook: Hook,
        value: Value,
        entitlements: &dyn Entitled,
    ) -> Result<Value> {
        let Some(addon) = self
            .chain(hook, entitlements)
            .into_iter()
            .find(|a| a.slug() == slug)
        else {
            return Ok(value);
        };
        let input = serde_json::to_string(&value).map_err(|e| anyhow::anyhow!("{e}"))?;
        match addon
            .package
            .component
            .call_json(hook, Some(self.services()), &input)
            .await
        {
            Ok(answer) => Ok(answer),
            Err(e) => {
                self.failed(&addon, hook, e).await?;
                Ok(value)
            }
        }
    }

    /// Does any active, licensed add-on subscribe to `hook`?
    pub fn has_chain(&self, hook: Hook, entitlements: &dyn Entitled) -> bool {
        !self.chain(hook, entitlements).is_empty()
    }

    /// Passes `value` through every active, licensed add-on on filter `hook`. The value travels
    /// between add-ons as JSON text; each answer is checked to be JSON (a malformed one is that
    /// add-on's fault) and parsed into a value once, at the end.
    pub async fn filter(
        &self,
        hook: Hook,
        value: Value,
        entitlements: &dyn Entitled,
    ) -> Result<Value> {
        let chain = self.chain(hook, entitlements);
        if chain.is_empty() {
            return Ok(value);
        }
        let mut text = serde_json::to_string(&value).map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut changed = false;
        let services = self.services();
        for addon in chain {
            let outcome = addon
                .package
                .component
                .call_text(hook, Some(services.clone()), &text)
                .await
                .and_then(
                    |answer| match serde_json::from_str::<serde::de::IgnoredAny>(&answer) {
                        Ok(_) => Ok(answer),
                        Err(e) => Err(runtime::malformed(hook, e)),
                    },
                );
            match outcome {
                Ok(answer) => {
                    text = answer;
                    changed = true;
                }
                Err(e) => self.failed(&addon, hook, e).await?,
            }
        }
        if !changed {
            return Ok(value);
        }
        Ok(serde_json::from_str(&text).map_err(|e| anyhow::anyhow!("{e}"))?)
    }

    /// Does an add-on in force on `hook` declare `permission` (so the host must find out, say, the
    /// visitor's country)?
    pub fn chain_needs(
        &self,
        hook: Hook,
        permission: manifest::Permission,
        entitlements: &dyn Entitled,
    ) -> bool {
        self.chain(hook, entitlements)
            .iter()
            .any(|a| a.package.component.info().may(permission))
    }

    /// Calls `addon` on filter `hook` with `input` and reads its answer as a `T`; an answer that
    /// is not one is the add-on's fault.
    pub async fn call_json<T: serde::de::DeserializeOwned>(
        &self,
        addon: &Active,
        hook: Hook,
        input: &str,
    ) -> std::result::Result<T, CallError> {
        let text = addon
            .package
            .component
            .call_text(hook, Some(self.services()), input)
            .await?;
        serde_json::from_str::<T>(&text).map_err(|e| runtime::malformed(hook, e))
    }

    /// The title of add-on `slug`, as installed or in the catalogue; the slug if unknown.
    pub fn title_of(&self, slug: &str) -> String {
        if let Some(i) = self.installed().into_iter().find(|i| i.row.slug == slug) {
            return i.manifest.name;
        }
        self.catalogue()
            .into_iter()
            .find(|c| c.manifest.slug == slug)
            .map(|c| c.manifest.name.clone())
            .unwrap_or_else(|| slug.to_owned())
    }

    /// Runs add-on `slug`'s own endpoint.
    pub async fn handle_http(
        &self,
        slug: &str,
        request: &Value,
        entitlements: &dyn Entitled,
    ) -> Result<Value> {
        let addon = self
            .chain(Hook::HttpRequest, entitlements)
            .into_iter()
            .find(|a| a.slug() == slug)
            .ok_or_else(|| {
                Error::NotFound(format!(
                    "No active add-on '{slug}' with endpoints is installed."
                ))
            })?;
        let input = request.to_string();
        match addon
            .package
            .component
            .call_json(Hook::HttpRequest, Some(self.services()), &input)
            .await
        {
            Ok(answer) => Ok(answer),
            Err(e) => {
                self.failed(&addon, Hook::HttpRequest, e).await?;
                unreachable!("http-request is fail-closed")
            }
        }
    }

    /// Applies the hook's failure policy; records faults and trips the breaker.
    pub(crate) async fn failed(&self, addon: &Active, hook: Hook, error: CallError) -> Result<()> {
        let slug = addon.slug().to_owned();
        match &error {
            CallError::Fault(message) => {
                tracing::error!(addon = %slug, hook = hook.name(), "add-on fault: {message}");
                self.record_fault(addon, message).await?;
            }
            CallError::Refused(message) => refusal::log(&slug, hook, message),
            CallError::Unavailable(message) => {
                tracing::warn!(addon = %slug, hook = hook.name(), "add-on call not run: {message}");
            }
        }
        match hook.policy() {
            Policy::FailOpen => Ok(()),
            Policy::FailClosed => Err(match error {
                // A refusal is the add-on's answer, not a fault: the client gets 422 with its words.
                CallError::Refused(message) => {
                    refusal::Refusal::read(&message).into_error(&addon.manifest().name)
                }
                CallError::Fault(message) => Error::AddonFailed {
                    slug: slug.clone(),
                    message: format!(
                        "The {} add-on failed while handling this request ({message}). Nothing was changed.",
                        addon.manifest().name
                    ),
                },
                CallError::Unavailable(message) => Error::AddonBusy {
                    slug: slug.clone(),
                    message: format!("The add-on runtime is busy ({message}). Please try again."),
                },
            }),
        }
    }

    async fn record_fault(&self, addon: &Active, message: &str) -> Result<()> {
        let slug = addon.slug();
        let trip = {
            let mut faults = self.inner.faults.lock().expect("faults lock");
            let list = faults.entry(slug.to_owned()).or_default();
            let now = Instant::now();
            list.push_back(now);
            while list
                .front()
                .is_some_and(|t| now.duration_since(*t) > FAULT_WINDOW)
            {
                list.pop_front();
            }
            if list.len() >= FAULT_LIMIT {
                list.clear();
                true
            } else {
                false
            }
        };
        if !trip || !self.is_active(slug) {
            return Ok(());
        }
        tracing::error!(addon = %slug, "{FAULT_LIMIT} faults within {} s: deactivating", FAULT_WINDOW.as_secs());
        store::set_active(&self.inner.db, slug, false, None).await?;
        self.drawer()
            .raise(Notice {
                id: format!("addon-fault:{slug}:{}", crate::time::now()),
                title: "An add-on was deactivated".into(),
                content: format!(
                    "The {} add-on failed {FAULT_LIMIT} times within {} seconds and was deactivated to keep your site working. Last error: {message}. Activate it again from the Add-ons page once it is fixed.",
                    addon.manifest().name,
                    FAULT_WINDOW.as_secs()
                ),
                link: Some(("Go to Add-ons".into(), "/admin/addons".into())),
            })
            .await
            .map_err(|e| anyhow::anyhow!(e))?;
        self.reload().await
    }

    // ----- Catalogue -----

    /// The packages in the catalogue folder, newest version per slug.
    pub fn catalogue(&self) -> Vec<Arc<CatalogueEntry>> {
        let Some(dir) = &self.inner.catalogue_dir else {
            return vec![];
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            return vec![];
        };
        let mut cache = self.inner.catalogue.lock().expect("catalogue lock");
        let mut seen = Vec::new();
        let mut by_slug: BTreeMap<String, Arc<CatalogueEntry>> = BTreeMap::new();
        for entry in entries.flatten() {
            let path = entry.path();
            if path.extension().and_then(|e| e.to_str()) != Some("hkpkg") {
                continue;
            }
            let Ok(meta) = entry.metadata() else { continue };
            let stamp = (
                meta.modified().unwrap_or(SystemTime::UNIX_EPOCH),
                meta.len(),
            );
            seen.push(path.clone());
            let cached = cache
                .get(&path)
                .filter(|(m, l, _)| (*m, *l) == stamp)
                .map(|(_, _, e)| e.clone());
            let parsed = match cached {
                Some(entry) => entry,
                None => {
                    let parsed = read_catalogue_entry(&path, &self.inner.trust);
                    cache.insert(path.clone(), (stamp.0, stamp.1, parsed.clone()));
                    parsed
                }
            };
            let Some(item) = parsed else { continue };
            let newer = by_slug
                .get(&item.manifest.slug)
                .is_none_or(|have| item.manifest.version > have.manifest.version);
            if newer {
                by_slug.insert(item.manifest.slug.clone(), item);
            }
        }
        cache.retain(|p, _| seen.contains(p));
        by_slug.into_values().collect()
    }

    // ----- Lifecycle -----

    /// Installs `slug` from the catalogue.
    /// Whether an administrator may install `bytes` ([`trust`]): refuses a package that claims a
    /// first-party slug or a paid plan without a trusted signature, and one without a trusted
    /// signature that `consent` (the package's SHA-256) does not name.
    pub fn admit(&self, bytes: &[u8], consent: Option<&str>) -> Result<trust::Signed> {
        let package = package::read(bytes).map_err(package_error)?;
        let signed = self.inner.trust.of(&package);
        if signed == trust::Signed::Trusted {
            return Ok(signed);
        }
        let manifest = &package.manifest;
        let refuse = |message: String| Error::Forbidden {
            code: "signature_required",
            message,
        };
        if self.inner.trust.require_signed {
            return Err(Error::Forbidden {
                code: "unsigned_refused",
                message: "This installation accepts only add-ons signed by a trusted publisher."
                    .into(),
            });
        }
        let first_party = self
            .catalogue()
            .iter()
            .any(|e| e.manifest.slug == manifest.slug && e.signed == trust::Signed::Trusted);
        if first_party {
            return Err(refuse(format!(
                "Only packages signed by the Hearken publisher may use the slug {}: it belongs to a first-party add-on.",
                manifest.slug
            )));
        }
        if manifest.plan != Tier::Lite {
            return Err(refuse(format!(
                "'{}' needs the {} plan, and only add-ons signed by the Hearken publisher may need a paid plan.",
                manifest.name,
                manifest.plan.as_str()
            )));
        }
        if consent.is_some_and(|c| c.trim().eq_ignore_ascii_case(&package.sha256)) {
            return Ok(signed);
        }
        Err(Error::ConsentRequired {
            message: "This add-on is not signed by a publisher this installation trusts. Review what it may do, then install it only if you trust its author.".into(),
            sha256: package.sha256.clone(),
            addon: serde_json::json!({
                "slug": manifest.slug,
                "title": manifest.name,
                "version": manifest.version.to_string(),
                "author": manifest.author,
            }),
            capabilities: serde_json::to_value(trust::summary(manifest)).unwrap_or_default(),
        })
    }

    /// How the loaded package with `sha256` is signed, if it is loaded in this process.
    pub(crate) fn signed_package(&self, sha256: &str) -> Option<trust::Signed> {
        let packages = self.inner.packages.lock().expect("packages lock");
        let loaded = packages.get(sha256)?;
        Some(self.inner.trust.verdict(loaded.publisher.as_ref()))
    }

    pub async fn install_from_catalogue(&self, slug: &str, consent: Option<&str>) -> Result<()> {
        let entry = self
            .catalogue()
            .into_iter()
            .find(|e| e.manifest.slug == slug)
            .ok_or_else(|| {
                Error::NotFound(format!("There is no add-on '{slug}' in the catalogue."))
            })?;
        let bytes = tokio::fs::read(&entry.path)
            .await
            .map_err(|e| anyhow::anyhow!("reading {}: {e}", entry.path.display()))?;
        self.admit(&bytes, consent)?;
        self.install_bytes(&bytes, Source::Catalogue, Some(slug))
            .await
            .map(|_| ())
    }

    /// Checks and installs a package and answers its manifest. `expected_slug`, when given, must
    /// match the manifest's. Nothing is stored unless every check passes; an installed older
    /// version keeps working until the new one is stored.
    pub async fn install_bytes(
        &self,
        bytes: &[u8],
        source: Source,
        expected_slug: Option<&str>,
    ) -> Result<Manifest> {
        let package = package::read(bytes).map_err(package_error)?;
        if let Some(native) = self.native_row(&package.manifest.slug).await? {
            return Err(package_error(PackageError(format!(
                "'{}' is a native add-on installed by the server's operator; it is replaced in HEARKEN_NATIVE_ADDONS_DIR, not by a package.",
                native.manifest.name
            ))));
        }
        if let Some(expected) = expected_slug
            && expected != package.manifest.slug
        {
            return Err(package_error(PackageError(format!(
                "The package is for add-on '{}', not '{expected}'.",
                package.manifest.slug
            ))));
        }
        let manifest = package.manifest.clone();
        self.check_installable(&manifest, source)
            .map_err(package_error)?;
        let sha = package.sha256.clone();
        let loaded = self.link(package).await.map_err(package_error)?;
        self.inner
            .packages
            .lock()
            .expect("packages lock")
            .insert(sha.clone(), loaded);
        self.store_installed(&manifest, &sha, bytes, source).await?;
        Ok(manifest)
    }

    /// Stores an installed (or replaced) add-on and takes it into the registry; an upgrade of an
    /// active add-on runs its migration now.
    async fn store_installed(
        &self,
        manifest: &Manifest,
        sha: &str,
        bytes: &[u8],
        source: Source,
    ) -> Result<()> {
        let previous = store::find(&self.inner.db, &manifest.slug).await?;
        store::install(&self.inner.db, manifest, sha, bytes, source).await?;
        self.reload().await?;
        // An upgrade of an active add-on runs its migration now.
        if let Some(previous) = previous
            && previous.row.active
            && previous.row.version != manifest.version.to_string()
            && let Some(active) = self
                .active()
                .into_iter()
                .find(|a| a.slug() == manifest.slug)
        {
            if let Err(e) = active
                .package
                .component
                .migrate(&previous.row.version, Some(self.services()))
                .await
            {
                tracing::error!(addon = %manifest.slug, "migration from {} failed: {e}", previous.row.version);
            }
            store::set_active(
                &self.inner.db,
                &manifest.slug,
                true,
                Some(&manifest.version.to_string()),
            )
            .await?;
            self.reload().await?;
        }
        Ok(())
    }

    /// What every install checks of a manifest, whatever brings it: the slug is not the host's,
    /// only add-ons shipped with Hearken (the catalogue) own top-level settings, and no key it
    /// claims belongs to another add-on.
    fn check_installable(&self, manifest: &Manifest, source: Source) -> Result<(), PackageError> {
        if manifest::RESERVED_SLUGS.contains(&manifest.slug.as_str()) {
            return Err(PackageError(format!(
                "The slug '{}' is reserved by the host.",
                manifest.slug
            )));
        }
        let top_level = manifest.survey_settings.values().any(|d| d.top_level)
            || manifest.settings.values().any(|d| d.top_level);
        if top_level && source != Source::Catalogue {
            return Err(PackageError(
                "Only the add-ons shipped with Hearken may own top-level settings; declare your keys without top_level and they live under addons.{slug}.".replace("{slug}", &manifest.slug),
            ));
        }
        if let Some((what, owner)) = self.ownership().conflict(manifest) {
            return Err(PackageError(format!(
                "The {what} belongs to the {owner} add-on; an add-on keeps its own keys under addons.{}.",
                manifest.slug
            )));
        }
        Ok(())
    }

    /// The installed native add-on `slug`, if it is one.
    async fn native_row(&self, slug: &str) -> Result<Option<Installed>> {
        Ok(store::find(&self.inner.db, slug)
            .await?
            .filter(|i| i.row.source == Source::Native.as_str()))
    }

    /// The add-on's row as the database has it now (not this process's snapshot, which may be
    /// up to one poll behind a change made through another process).
    pub async fn installed_one(&self, slug: &str) -> Result<Installed> {
        store::find(&self.inner.db, slug)
            .await?
            .ok_or_else(|| Error::NotFound(format!("The add-on '{slug}' is not installed.")))
    }

    /// Activates an installed add-on: the license must cover its plan, and its `migrate` (when its
    /// stored data is from another version) and `on-activate` must succeed.
    pub async fn activate(&self, slug: &str, entitlements: &dyn Entitled) -> Result<()> {
        let item = self.installed_one(slug).await?;
        if item.row.active {
            return Ok(());
        }
        let plan = item.manifest.plan;
        if !entitlements.covers(plan) {
            return Err(Error::plan_required(
                item.manifest.name.clone(),
                plan.label(),
            ));
        }
        let package = self
            .load_package(&item.row.package_sha256)
            .await
            .map_err(|e| {
                Error::invalid_field(
                    "slug",
                    format!("The {} add-on cannot be loaded: {e}", item.manifest.name),
                )
            })?;
        let services = Some(self.services());
        let refused = |e: CallError| Error::Invalid {
            code: "addon_refused",
            message: format!(
                "The {} add-on could not be activated: {e}",
                item.manifest.name
            ),
            fields: Default::default(),
        };
        if let Some(from) = item.row.data_version.as_deref()
            && from != item.row.version
        {
            package
                .component
                .migrate(from, services.clone())
                .await
                .map_err(refused)?;
        }
        package
            .component
            .lifecycle(LifecycleStep::Activate, services)
            .await
            .map_err(refused)?;
        self.inner.faults.lock().expect("faults lock").remove(slug);
        store::set_active(&self.inner.db, slug, true, Some(&item.row.version)).await?;
        self.reload().await
    }

    pub async fn deactivate(&self, slug: &str) -> Result<()> {
        let item = self.installed_one(slug).await?;
        if !item.row.active {
            return Ok(());
        }
        // A failing on-deactivate does not keep an add-on active.
        self.notify_lifecycle(&item, LifecycleStep::Deactivate)
            .await;
        store::set_active(&self.inner.db, slug, false, None).await?;
        self.reload().await
    }

    pub async fn uninstall(&self, slug: &str, purge: bool) -> Result<()> {
        let item = self.installed_one(slug).await?;
        if self
            .inner
            .native
            .read()
            .expect("native lock")
            .contains_key(&item.row.package_sha256)
        {
            return Err(Error::ConflictWith {
                code: "native_addon",
                message: format!(
                    "The {} add-on is native: the server's operator installed it in HEARKEN_NATIVE_ADDONS_DIR. Deactivate it here; to remove it, the operator deletes its folder there and restarts Hearken, and it can then be uninstalled here.",
                    item.manifest.name
                ),
            });
        }
        if item.row.active {
            self.deactivate(slug).await?;
        }
        self.notify_lifecycle(&item, LifecycleStep::Uninstall).await;
        store::uninstall(&self.inner.db, slug, purge).await?;
        // What it raised in the drawer goes with it.
        self.drawer()
            .withdraw(&host::notification_prefix(slug), None)
            .await
            .map_err(|e| anyhow::anyhow!(e))?;
        self.reload().await
    }

    /// Runs `on-deactivate` or `on-uninstall`; a failure is logged, never blocking the step.
    async fn notify_lifecycle(&self, item: &Installed, step: LifecycleStep) {
        let slug = &item.row.slug;
        match self.load_package(&item.row.package_sha256).await {
            Ok(package) => {
                if let Err(e) = package
                    .component
                    .lifecycle(step, Some(self.services()))
                    .await
                {
                    tracing::warn!(addon = %slug, "{step:?} failed: {e}");
                }
            }
            Err(e) => {
                tracing::warn!(addon = %slug, "{step:?} skipped, the package does not load: {e}")
            }
        }
    }

    /// A file of an active add-on's `ui/`, `widget/` or `assets/` folder, and its version.
    pub fn asset(&self, slug: &str, path: &str) -> Option<(Arc<Vec<u8>>, String)> {
        let snapshot = self.snapshot();
        let addon = snapshot.active.iter().find(|a| a.slug() == slug)?;
        let file = addon.package.files.get(path)?.clone();
        Some((file, addon.manifest().version.to_string()))
    }
}

fn read_catalogue_entry(path: &Path, trust: &trust::Trust) -> Option<Arc<CatalogueEntry>> {
    let bytes = std::fs::read(path).ok()?;
    match package::read(&bytes) {
        Ok(p) => Some(Arc::new(CatalogueEntry {
            path: path.to_owned(),
            signed: trust.of(&p),
            manifest: p.manifest,
        })),
        Err(e) => {
            tracing::warn!(path = %path.display(), "skipping a bad catalogue package: {e}");
            None
        }
    }
}

/// What of `event` add-on `info` may see on `hook`, when it is not the whole of it (`None`). In
/// `response-submitted`, a 1.1 add-on sees a response's answers only with `responses:read` and
/// the visitor's address only with `visitor.address`; a 1.0 add-on sees both, as 1.0 documented.
pub fn visible_part(hook: Hook, info: &AddonInfo, event: &Value) -> Option<Value> {
    if hook != Hook::ResponseSubmitted || info.api == ApiVersion::V1_0 {
        return None;
    }
    let answers = info.may(Permission::ResponsesRead);
    let address = info.may(Permission::VisitorAddress);
    if answers && address {
        return None;
    }
    let mut event = event.clone();
    if let Some(response) = event.get_mut("response").and_then(Value::as_object_mut) {
        if !answers {
            response.insert("answers".into(), Value::Array(Vec::new()));
        }
        if !address {
            response.insert("user_ip".into(), Value::Null);
        }
    }
    Some(event)
}

fn package_error(e: PackageError) -> Error {
    Error::Invalid {
        code: "invalid_package",
        message: e.0,
        fields: Default::default(),
    }
}
