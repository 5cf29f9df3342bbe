//! Native add-ons in the operator's folder (issue 18): `HEARKEN_NATIVE_ADDONS_DIR` holds one folder
//! per add-on, with `addon.toml` (`runtime = "native"`), the shared library `addon.so` and, as a
//! package may, `ui/`, `widget/` and `assets/`. At startup each is loaded by the native runtime
//! (`runtime/native.rs`) and installed into the registry as a row of source `native` whose package
//! is the marker `native:{sha256 of the library}` (no bytes are stored: the library stays in the
//! folder). A new one arrives inactive; an administrator activates and deactivates it like any
//! other. A changed library is an update (its migration runs if its version changed). A folder
//! that cannot be loaded is left out, logged, and named in a notification in the admin's drawer;
//! the server starts anyway.
//!
//! Nothing here is reachable from the API: native add-ons are never uploaded
//! (`package::native_refused`), and one is uninstalled only once its folder is gone.

use std::{
    collections::BTreeMap,
    path::{Path, PathBuf},
    sync::Arc,
};

use crate::addons::package::manifest::{AddonRuntime, Manifest};
use crate::addons::package::{self, FOLDERS, MAX_ENTRIES, MAX_UNPACKED_BYTES};
use crate::addons::registry::Addons;
use crate::addons::registry::LoadedPackage;
use crate::addons::registry::store::{self, Source};
use crate::addons::runtime::{self, AddonInstance};
use crate::{addons::capabilities::notifications::Notice, error::Result};

/// How a native add-on's package marker starts; the rest is its library's SHA-256.
pub const MARKER: &str = "native:";

/// A native add-on found and loaded.
pub struct Found {
    /// Its folder's name in the operator's folder.
    pub folder: String,
    pub manifest: Manifest,
    pub component: Arc<dyn AddonInstance>,
    /// SHA-256 of its library.
    pub checksum: String,
    pub files: BTreeMap<String, Vec<u8>>,
}

/// A folder that was not loaded, and why.
pub struct Refused {
    pub folder: String,
    pub message: String,
}

/// The library's checksum of a package marker, for a native add-on.
pub fn checksum(package_sha256: &str) -> Option<&str> {
    package_sha256.strip_prefix(MARKER)
}

/// Every add-on folder of `dir`, by name, loaded (or refused). A `dir` that cannot be read is one
/// refusal.
pub fn scan(dir: &Path) -> Vec<std::result::Result<Found, Refused>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) => {
            return vec![Err(Refused {
                folder: dir.display().to_string(),
                message: format!(
                    "HEARKEN_NATIVE_ADDONS_DIR ({}) cannot be read: {e}.",
                    dir.display()
                ),
            })];
        }
    };
    let mut folders: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    folders.sort();
    folders
        .into_iter()
        .map(|path| {
            let folder = path
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            load_folder(&path, &folder).map_err(|message| Refused { folder, message })
        })
        .collect()
}

fn load_folder(folder: &Path, name: &str) -> std::result::Result<Found, String> {
    let manifest_path = folder.join("addon.toml");
    let text = std::fs::read_to_string(&manifest_path)
        .map_err(|e| format!("{} cannot be read ({e}).", manifest_path.display()))?;
    let manifest = Manifest::parse(&text).map_err(|e| format!("{}: {}", folder.display(), e.0))?;
    if manifest.runtime != AddonRuntime::Native {
        return Err(format!(
            "{} is not a native add-on: its addon.toml does not say runtime = \"native\" (WebAssembly add-ons are installed as packages from the Add-ons screen).",
            folder.display()
        ));
    }
    package::check_api(&manifest).map_err(|e| e.0)?;
    let files = read_files(folder)?;
    package::check_entries(&manifest, &files, &folder.display().to_string()).map_err(|e| e.0)?;
    let library = folder.join(runtime::native::library_name());
    if !library.is_file() {
        return Err(format!(
            "{} holds no {}: copy the add-on's shared library there under that name.",
            folder.display(),
            runtime::native::library_name()
        ));
    }
    let (component, checksum) = runtime::native::load(&manifest, &library)
        .map_err(|e| format!("{}: {}", library.display(), e.0))?;
    Ok(Found {
        folder: name.to_owned(),
        manifest,
        component,
        checksum,
        files,
    })
}

/// The `ui/`, `widget/` and `assets/` files of a folder, by their path in it, within a package's
/// limits; links are refused, as in a package.
fn read_files(folder: &Path) -> std::result::Result<BTreeMap<String, Vec<u8>>, String> {
    let mut files = BTreeMap::new();
    let mut total = 0u64;
    let mut pending: Vec<(PathBuf, String)> = FOLDERS
        .iter()
        .map(|f| (folder.join(f), (*f).to_owned()))
        .filter(|(p, _)| p.is_dir())
        .collect();
    while let Some((dir, prefix)) = pending.pop() {
        let entries = std::fs::read_dir(&dir)
            .map_err(|e| format!("{} cannot be read ({e}).", dir.display()))?;
        for entry in entries.flatten() {
            let path = entry.path();
            let name = format!("{prefix}/{}", entry.file_name().to_string_lossy());
            let kind = entry
                .file_type()
                .map_err(|e| format!("{} cannot be read ({e}).", path.display()))?;
            if kind.is_symlink() {
                return Err(format!(
                    "{} is a symbolic link; links are not allowed.",
                    path.display()
                ));
            }
            if kind.is_dir() {
                pending.push((path, name));
                continue;
            }
            let content = std::fs::read(&path)
                .map_err(|e| format!("{} cannot be read ({e}).", path.display()))?;
            total += content.len() as u64;
            if total > MAX_UNPACKED_BYTES || files.len() >= MAX_ENTRIES {
                return Err(format!(
                    "{} holds more than a package may ({} MiB, {MAX_ENTRIES} files).",
                    folder.display(),
                    MAX_UNPACKED_BYTES / 1024 / 1024
                ));
            }
            files.insert(name, content);
        }
    }
    Ok(files)
}

/// A notification id's part for a folder name (ids hold no LIKE wildcard).
fn id_part(folder: &str) -> String {
    folder
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '-' || c == '.' {
                c
            } else {
                '-'
            }
        })
        .collect()
}

impl Addons {
    /// Loads the native add-ons of `HEARKEN_NATIVE_ADDONS_DIR` (when set) and installs each into
    /// the registry; run once at startup, before the first reload.
    pub async fn load_native(&self) -> Result<()> {
        let Some(dir) = self.inner.native_dir.clone() else {
            return Ok(());
        };
        let found = tokio::task::spawn_blocking(move || scan(&dir))
            .await
            .map_err(|e| anyhow::anyhow!("scanning the native add-ons failed: {e}"))?;
        for item in found {
            let (folder, outcome) = match item {
                Ok(found) => (found.folder.clone(), self.register_native(found).await?),
                Err(refused) => (refused.folder, Err(refused.message)),
            };
            let prefix = format!("native-refused:{}:", id_part(&folder));
            match outcome {
                Ok(()) => self
                    .drawer()
                    .withdraw(&prefix, None)
                    .await
                    .map_err(|e| anyhow::anyhow!(e))?,
                Err(message) => {
                    tracing::error!(folder = %folder, "a native add-on was not loaded: {message}");
                    let id = format!("{prefix}{}", &package::sha256_hex(message.as_bytes())[..12]);
                    let drawer = self.drawer();
                    drawer
                        .raise(Notice {
                            id: id.clone(),
                            title: "A native add-on could not be loaded".into(),
                            content: format!(
                                "The native add-on in {folder} of HEARKEN_NATIVE_ADDONS_DIR was not loaded: {message}"
                            ),
                            link: None,
                        })
                        .await
                        .map_err(|e| anyhow::anyhow!(e))?;
                    drawer
                        .withdraw(&prefix, Some(&id))
                        .await
                        .map_err(|e| anyhow::anyhow!(e))?;
                }
            }
        }
        Ok(())
    }

    /// Installs a loaded native add-on (or takes its changed library as an update); the inner
    /// `Err` says why it was left out.
    async fn register_native(&self, found: Found) -> Result<std::result::Result<(), String>> {
        let manifest = found.manifest;
        if let Err(e) = self.check_installable(&manifest, Source::Native) {
            return Ok(Err(e.0));
        }
        let existing = store::find(&self.inner.db, &manifest.slug).await?;
        if let Some(other) = existing
            .as_ref()
            .filter(|i| i.row.source != Source::Native.as_str())
        {
            return Ok(Err(format!(
                "An add-on with the slug '{}' ({}) is already installed from a package; uninstall it before installing the native one.",
                manifest.slug, other.manifest.name
            )));
        }
        let marker = format!("{MARKER}{}", found.checksum);
        let loaded = Arc::new(LoadedPackage {
            manifest: manifest.clone(),
            sha256: marker.clone(),
            publisher: None,
            component: found.component,
            files: found
                .files
                .into_iter()
                .map(|(k, v)| (k, Arc::new(v)))
                .collect(),
        });
        self.inner
            .native
            .write()
            .expect("native lock")
            .insert(marker.clone(), loaded);
        if existing.is_none_or(|i| i.row.package_sha256 != marker) {
            self.store_installed(&manifest, &marker, &[], Source::Native)
                .await?;
        }
        tracing::info!(addon = %manifest.slug, checksum = %found.checksum, "native add-on loaded");
        Ok(Ok(()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marker_gives_the_library_checksum() {
        assert_eq!(checksum("native:abc"), Some("abc"));
        assert_eq!(checksum("abc"), None);
        assert_eq!(id_part("my_add%on"), "my-add-on");
    }
}
