//! `.hkpkg` packages: a zip with `addon.toml`, `addon.wasm`, and optional `ui/`, `widget/` and
//! `assets/` folders. Reading one checks everything that can be checked without running it: zip
//! structure, paths that would escape the package (zip-slip), the total unpacked size and each
//! entry's packing ratio (zip bombs), the manifest and the host API range. Sizes are counted while
//! streaming, never taken from headers, in a first pass that keeps nothing: a package is held in
//! memory only once it is known to fit.
//!
//! A package may carry its publisher's signature in a `SIGNATURE` entry: `hkpkg-signature-v1`, the
//! publisher's Ed25519 public key and the signature (both base64), one per line, over the package's
//! content digest ([`content_digest`]: every other entry's name and SHA-256, in name order). Reading
//! checks it: a signature that does not match the content refuses the package. Whether the
//! publisher is trusted is the installer's question (`addons::package::trust`).

pub mod contract;
pub mod hooks;
pub mod info;
pub mod manifest;
pub mod schema;
pub mod trust;

use std::{
    collections::BTreeMap,
    io::{Read, Write},
    path::{Path, PathBuf},
};

use sha2::{Digest, Sha256};

use crate::addons::package::manifest::{HOST_API_VERSIONS, Manifest, is_safe_path};

/// Largest package file accepted (compressed).
pub const MAX_PACKAGE_BYTES: usize = 32 * 1024 * 1024;
/// Largest total unpacked size: what reading a package may hold in memory (the first-party
/// packages unpack to a few MiB).
pub const MAX_UNPACKED_BYTES: u64 = 48 * 1024 * 1024;
/// Most files in one package.
pub const MAX_ENTRIES: usize = 2000;
/// Largest ratio of unpacked to packed size, of an entry and of the whole package (components,
/// scripts and styles pack to a third or a tenth; a zip bomb to a thousandth) ...
pub const MAX_RATIO: u64 = 100;
/// ... past the first MiB of an entry, or of the package, which may pack as well as they like.
const RATIO_FREE_BYTES: u64 = 1024 * 1024;

/// The entry that carries the publisher's signature.
pub const SIGNATURE_ENTRY: &str = "SIGNATURE";
const SIGNATURE_MAGIC: &str = "hkpkg-signature-v1";

/// Folders a package may carry besides the manifest and the component.
pub const FOLDERS: [&str; 3] = ["ui", "widget", "assets"];

#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{0}")]
pub struct PackageError(pub String);

fn fail<T>(message: impl Into<String>) -> Result<T, PackageError> {
    Err(PackageError(message.into()))
}

/// A package read into memory and checked.
#[derive(Debug, Clone)]
pub struct Package {
    pub manifest: Manifest,
    pub wasm: Vec<u8>,
    /// `ui/…`, `widget/…` and `assets/…` files by their path in the package.
    pub files: BTreeMap<String, Vec<u8>>,
    /// Hex SHA-256 of the package file.
    pub sha256: String,
    /// The manifest as written in the package.
    pub manifest_text: String,
    /// The key that signed the package's content, when it is signed.
    pub publisher: Option<ed25519_dalek::VerifyingKey>,
}

/// What a signature covers: each entry but the signature, as its name and its SHA-256, in name
/// order, each name length-prefixed so that no two listings read alike.
pub fn content_digest(manifest: &[u8], wasm: &[u8], files: &BTreeMap<String, Vec<u8>>) -> [u8; 32] {
    let mut entries: Vec<(&str, &[u8])> = vec![("addon.toml", manifest), ("addon.wasm", wasm)];
    entries.extend(files.iter().map(|(n, b)| (n.as_str(), b.as_slice())));
    entries.sort_by(|a, b| a.0.cmp(b.0));
    let mut digest = Sha256::new();
    digest.update(SIGNATURE_MAGIC.as_bytes());
    for (name, bytes) in entries {
        digest.update((name.len() as u64).to_be_bytes());
        digest.update(name.as_bytes());
        digest.update(Sha256::digest(bytes));
    }
    digest.finalize().into()
}

/// The publisher of a signature entry, checked against the content digest.
fn check_signature(
    text: &[u8],
    digest: &[u8; 32],
) -> Result<ed25519_dalek::VerifyingKey, PackageError> {
    use base64::Engine;
    let engine = base64::engine::general_purpose::STANDARD;
    let bad =
        || PackageError("The package's SIGNATURE entry is not a Hearken package signature.".into());
    let text = std::str::from_utf8(text).map_err(|_| bad())?;
    let mut lines = text.lines().map(str::trim);
    let (Some(SIGNATURE_MAGIC), Some(key), Some(signature)) =
        (lines.next(), lines.next(), lines.next())
    else {
        return Err(bad());
    };
    let key: [u8; 32] = engine
        .decode(key)
        .ok()
        .and_then(|k| k.try_into().ok())
        .ok_or_else(bad)?;
    let key = ed25519_dalek::VerifyingKey::from_bytes(&key).map_err(|_| bad())?;
    let signature = engine
        .decode(signature)
        .ok()
        .and_then(|s| ed25519_dalek::Signature::from_slice(&s).ok())
        .ok_or_else(bad)?;
    use ed25519_dalek::Verifier;
    key.verify(digest, &signature).map_err(|_| {
        PackageError(
            "The package's signature does not match its content: it was changed after it was signed."
                .into(),
        )
    })?;
    Ok(key)
}

pub fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// Why a native add-on is never uploaded: what an upload of one answers.
pub fn native_refused(what: &str) -> String {
    format!(
        "{what} Native add-ons run inside Hearken's own process, outside the sandbox, so they are never uploaded: the server's operator installs them in the folder HEARKEN_NATIVE_ADDONS_DIR names and restarts Hearken."
    )
}

/// Does `bytes` start like a shared library or an executable (ELF, Mach-O, PE)?
fn is_native_binary(bytes: &[u8]) -> bool {
    const MAGICS: [&[u8]; 6] = [
        b"\x7fELF",
        b"MZ",
        b"\xfe\xed\xfa\xce",
        b"\xfe\xed\xfa\xcf",
        b"\xcf\xfa\xed\xfe",
        b"\xce\xfa\xed\xfe",
    ];
    MAGICS.iter().any(|m| bytes.starts_with(m))
}

/// The first pass over a package, which keeps nothing: each entry's name and kind, and its unpacked
/// size streamed into a counter, so that a zip bomb is refused before any of it is held in memory.
/// Refused: an entry, or the package, that unpacks to more than [`MAX_RATIO`] times its packed
/// size (past its first MiB), and a package that unpacks to more than [`MAX_UNPACKED_BYTES`].
/// Answers each entry's unpacked size (0 for folders).
fn inspect(
    archive: &mut zip::ZipArchive<std::io::Cursor<&[u8]>>,
    packed: u64,
) -> Result<Vec<u64>, PackageError> {
    let mut sizes = Vec::with_capacity(archive.len());
    let mut total: u64 = 0;
    let package_limit = packed
        .saturating_mul(MAX_RATIO)
        .clamp(RATIO_FREE_BYTES, MAX_UNPACKED_BYTES);
    for i in 0..archive.len() {
        let mut entry = archive
            .by_index(i)
            .or_else(|e| fail(format!("The package is corrupt: {e}.")))?;
        let name = entry
            .name()
            .map(|n| n.into_owned())
            .or_else(|e| fail(format!("The package has an unreadable file name ({e}).")))?;
        // A folder entry ends with `/`.
        if !is_safe_path(name.trim_end_matches('/')) {
            return fail(format!(
                "The package contains the unsafe path '{name}'; every path must stay inside the package."
            ));
        }
        if entry.is_dir() {
            sizes.push(0);
            continue;
        }
        if entry.is_symlink() {
            return fail(format!(
                "The package contains the symbolic link '{name}'; links are not allowed."
            ));
        }
        let top = name.split('/').next().unwrap_or("");
        let allowed = name == "addon.toml"
            || name == "addon.wasm"
            || name == SIGNATURE_ENTRY
            || (FOLDERS.contains(&top) && name.contains('/'));
        if !allowed {
            return fail(format!(
                "The package contains '{name}'; a package holds addon.toml, addon.wasm, SIGNATURE, ui/, widget/ and assets/ only."
            ));
        }
        // The packed size bounds what the entry's reader takes from the archive, so the ratio
        // holds whatever the header claims of the unpacked size.
        let entry_limit = entry
            .compressed_size()
            .max(1)
            .saturating_mul(MAX_RATIO)
            .max(RATIO_FREE_BYTES);
        let limit = entry_limit.min(package_limit - total);
        let unpacked = std::io::copy(&mut (&mut entry).take(limit + 1), &mut std::io::sink())
            .or_else(|e| {
                fail(format!(
                    "The package is corrupt: '{name}' cannot be read ({e})."
                ))
            })?;
        if unpacked > entry_limit {
            return fail(format!(
                "The package's '{name}' unpacks to more than {MAX_RATIO} times its packed size, as a zip bomb does; it was refused."
            ));
        }
        total += unpacked;
        if total > package_limit {
            return fail(if package_limit == MAX_UNPACKED_BYTES {
                format!(
                    "The package unpacks to more than {} MiB; it was refused.",
                    MAX_UNPACKED_BYTES / 1024 / 1024
                )
            } else {
                format!(
                    "The package unpacks to more than {MAX_RATIO} times its size, as a zip bomb does; it was refused."
                )
            });
        }
        sizes.push(unpacked);
    }
    Ok(sizes)
}

/// Reads and checks a package (everything but the component, which the runtime checks). A
/// package of a native add-on, or a shared library itself, is refused: those are installed by the
/// operator ([`native_refused`]).
pub fn read(bytes: &[u8]) -> Result<Package, PackageError> {
    if is_native_binary(bytes) {
        return fail(native_refused(
            "This file is a native program or shared library, not a .hkpkg package.",
        ));
    }
    if bytes.len() > MAX_PACKAGE_BYTES {
        return fail(format!(
            "The package is larger than {} MiB.",
            MAX_PACKAGE_BYTES / 1024 / 1024
        ));
    }
    let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes)).or_else(|e| {
        fail(format!(
            "The file is not a valid .hkpkg package (a zip archive): {e}."
        ))
    })?;
    if archive.len() > MAX_ENTRIES {
        return fail(format!("The package holds more than {MAX_ENTRIES} files."));
    }
    let sizes = inspect(&mut archive, bytes.len() as u64)?;
    // Every entry is now known to be allowed, and its size and ratio within the limits: each is
    // read into a buffer of its size.
    let mut manifest_text = None;
    let mut signature = None;
    let mut wasm = None;
    let mut files = BTreeMap::new();
    for (i, size) in sizes.into_iter().enumerate() {
        let mut entry = archive
            .by_index(i)
            .or_else(|e| fail(format!("The package is corrupt: {e}.")))?;
        if entry.is_dir() {
            continue;
        }
        let name = entry.name().unwrap_or_default().into_owned();
        let mut content = Vec::with_capacity(size as usize);
        (&mut entry)
            .take(size)
            .read_to_end(&mut content)
            .or_else(|e| {
                fail(format!(
                    "The package is corrupt: '{name}' cannot be read ({e})."
                ))
            })?;
        match name.as_str() {
            "addon.toml" => manifest_text = Some(content),
            "addon.wasm" => wasm = Some(content),
            SIGNATURE_ENTRY => signature = Some(content),
            _ => {
                files.insert(name, content);
            }
        }
    }
    let Some(manifest_text) = manifest_text else {
        return fail("The package has no addon.toml manifest.");
    };
    let manifest_text =
        String::from_utf8(manifest_text).or_else(|_| fail("addon.toml is not UTF-8 text."))?;
    let manifest = Manifest::parse(&manifest_text).map_err(|e| PackageError(e.0))?;
    if manifest.runtime == crate::addons::package::manifest::AddonRuntime::Native {
        return fail(native_refused(&format!(
            "'{}' is a native add-on (runtime = \"native\").",
            manifest.name
        )));
    }
    let Some(wasm) = wasm else {
        return fail("The package has no addon.wasm component.");
    };
    let publisher = match &signature {
        Some(text) => Some(check_signature(
            text,
            &content_digest(manifest_text.as_bytes(), &wasm, &files),
        )?),
        None => None,
    };
    check_api(&manifest)?;
    check_entries(&manifest, &files, "the package")?;
    Ok(Package {
        manifest,
        wasm,
        files,
        sha256: sha256_hex(bytes),
        manifest_text,
        publisher,
    })
}

/// Refuses a manifest whose `api` range no contract of this host meets, naming both.
pub fn check_api(manifest: &Manifest) -> Result<(), PackageError> {
    if manifest.compatible_api().is_none() {
        return fail(format!(
            "Add-on '{}' needs the Hearken add-on API {}, but this host provides {}.",
            manifest.slug,
            manifest.api,
            HOST_API_VERSIONS.join(", ")
        ));
    }
    Ok(())
}

/// Refuses files (by path: `ui/…`, `widget/…`) that lack the UI entry or the widget module the
/// manifest names; `container` says where they were looked for ("the package").
pub fn check_entries<T>(
    manifest: &Manifest,
    files: &BTreeMap<String, T>,
    container: &str,
) -> Result<(), PackageError> {
    if let Some(ui) = &manifest.ui
        && !files.contains_key(&format!("ui/{}", ui.entry))
    {
        return fail(format!(
            "addon.toml names the UI entry ui/{} but {container} does not contain it.",
            ui.entry
        ));
    }
    if let Some(module) = manifest.widget.as_ref().and_then(|w| w.module.as_ref())
        && !files.contains_key(&format!("widget/{module}"))
    {
        return fail(format!(
            "addon.toml names the widget module widget/{module} but {container} does not contain it."
        ));
    }
    Ok(())
}

/// Signs a package as its publisher: the same entries, plus (or in place of) its `SIGNATURE`.
pub fn sign(bytes: &[u8], key: &ed25519_dalek::SigningKey) -> Result<Vec<u8>, PackageError> {
    use base64::Engine;
    use ed25519_dalek::Signer;
    let package = read(bytes)?;
    let digest = content_digest(
        package.manifest_text.as_bytes(),
        &package.wasm,
        &package.files,
    );
    let engine = base64::engine::general_purpose::STANDARD;
    let signature = format!(
        "{SIGNATURE_MAGIC}\n{}\n{}\n",
        engine.encode(key.verifying_key().to_bytes()),
        engine.encode(key.sign(&digest).to_bytes())
    );
    let mut out = Writer::new();
    out.add("addon.toml", package.manifest_text.as_bytes())?;
    out.add("addon.wasm", &package.wasm)?;
    for (name, content) in &package.files {
        out.add(name, content)?;
    }
    out.add(SIGNATURE_ENTRY, signature.as_bytes())?;
    let signed = out.finish()?;
    read(&signed)?;
    Ok(signed)
}

/// A publisher's signing key from its private key file: the 32-byte Ed25519 seed in hex.
pub fn publisher_key_file(path: &Path) -> Result<ed25519_dalek::SigningKey, PackageError> {
    let text = std::fs::read_to_string(path).or_else(|e| {
        fail(format!(
            "Cannot read the publisher key {}: {e}.",
            path.display()
        ))
    })?;
    crate::ed25519::seed_from_hex(&text).ok_or_else(|| {
        PackageError(format!(
            "{} is not a publisher key: it holds a 32-byte Ed25519 seed in hex.",
            path.display()
        ))
    })
}

/// The file name of a package: `<slug>-<version>.hkpkg`.
pub fn file_name(manifest: &Manifest) -> String {
    format!("{}-{}.hkpkg", manifest.slug, manifest.version)
}

/// Builds a package from an add-on folder: its `addon.toml`, the component (`wasm`, or the
/// folder's `addon.wasm`), and its `ui/`, `widget/` and `assets/` folders. Answers the bytes and
/// the manifest; the bytes pass [`read`].
pub fn pack(dir: &Path, wasm: Option<&Path>) -> Result<(Manifest, Vec<u8>), PackageError> {
    let manifest_path = dir.join("addon.toml");
    let manifest_text = std::fs::read_to_string(&manifest_path)
        .or_else(|e| fail(format!("Cannot read {}: {e}.", manifest_path.display())))?;
    let manifest = Manifest::parse(&manifest_text).map_err(|e| PackageError(e.0))?;
    if manifest.runtime == crate::addons::package::manifest::AddonRuntime::Native {
        return fail(format!(
            "{} says runtime = \"native\": a native add-on is not packed. Its folder (addon.toml and the library as addon.so) goes into HEARKEN_NATIVE_ADDONS_DIR on the server (addon-sdk/README.md, \"Native add-ons\"); without that line the manifest packs as a WebAssembly add-on.",
            manifest_path.display()
        ));
    }
    let wasm_path = wasm
        .map(Path::to_path_buf)
        .unwrap_or_else(|| dir.join("addon.wasm"));
    let wasm_bytes = std::fs::read(&wasm_path).or_else(|e| {
        fail(format!(
            "Cannot read the component {}: {e}. Build it with `cargo build --target wasm32-wasip2 --release` and pass it with --wasm.",
            wasm_path.display()
        ))
    })?;
    let mut out = Writer::new();
    out.add("addon.toml", manifest_text.as_bytes())?;
    out.add("addon.wasm", &wasm_bytes)?;
    for folder in FOLDERS {
        let root = dir.join(folder);
        if !root.is_dir() {
            continue;
        }
        let mut files = Vec::new();
        walk(&root, &mut files)
            .or_else(|e| fail(format!("Cannot read {}: {e}.", root.display())))?;
        files.sort();
        for path in files {
            let rel = path.strip_prefix(dir).expect("walked under dir");
            let name = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect::<Vec<_>>()
                .join("/");
            let bytes = std::fs::read(&path)
                .or_else(|e| fail(format!("Cannot read {}: {e}.", path.display())))?;
            out.add(&name, &bytes)?;
        }
    }
    let bytes = out.finish()?;
    read(&bytes)?;
    Ok((manifest, bytes))
}

/// A package being written: its entries deflated, each readable by all (0644).
struct Writer(zip::ZipWriter<std::io::Cursor<Vec<u8>>>);

impl Writer {
    fn new() -> Writer {
        Writer(zip::ZipWriter::new(std::io::Cursor::new(Vec::new())))
    }

    fn add(&mut self, name: &str, bytes: &[u8]) -> Result<(), PackageError> {
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(0o644);
        self.0
            .start_file(name, options)
            .and_then(|_| self.0.write_all(bytes).map_err(Into::into))
            .or_else(|e| fail(format!("Cannot write {name} into the package: {e}.")))
    }

    fn finish(self) -> Result<Vec<u8>, PackageError> {
        Ok(self
            .0
            .finish()
            .or_else(|e| fail(format!("Cannot finish the package: {e}.")))?
            .into_inner())
    }
}

fn walk(dir: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        if kind.is_dir() {
            walk(&entry.path(), files)?;
        } else if kind.is_file() {
            files.push(entry.path());
        }
    }
    Ok(())
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    pub const MANIFEST: &str =
        "slug = \"probe\"\nname = \"Probe\"\nversion = \"1.0.0\"\nplan = \"pro\"\napi = \"^1.0\"\n";

    /// A zip of `(name, bytes)` entries, stored uncompressed.
    pub fn zip_of(entries: &[(&str, &[u8])]) -> Vec<u8> {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        for (name, bytes) in entries {
            out.start_file(*name, zip::write::SimpleFileOptions::default())
                .unwrap();
            out.write_all(bytes).unwrap();
        }
        out.finish().unwrap().into_inner()
    }

    fn refused(bytes: &[u8]) -> String {
        read(bytes).unwrap_err().0
    }

    #[test]
    fn native_addons_are_neither_packed_nor_read_as_packages() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("addon.toml"),
            format!("runtime = \"native\"\n{MANIFEST}"),
        )
        .unwrap();
        let err = pack(dir.path(), None).unwrap_err().0;
        assert!(
            err.contains("says runtime = \"native\": a native add-on is not packed"),
            "{err}"
        );
        let native = format!("runtime = \"native\"\n{MANIFEST}");
        let err = refused(&zip_of(&[
            ("addon.toml", native.as_bytes()),
            ("addon.wasm", b"\0asm"),
        ]));
        assert!(
            err.starts_with("'Probe' is a native add-on (runtime = \"native\"). Native add-ons run inside Hearken's own process"),
            "{err}"
        );
        for magic in [&b"\x7fELF\x02\x01"[..], b"MZ\x90\x00", b"\xcf\xfa\xed\xfe"] {
            assert!(
                refused(magic).starts_with("This file is a native program or shared library"),
                "{magic:?}"
            );
        }
    }

    #[test]
    fn a_minimal_package_reads() {
        let p = read(&zip_of(&[
            ("addon.toml", MANIFEST.as_bytes()),
            ("addon.wasm", b"\0asm"),
            ("ui/remoteEntry.js", b"x"),
        ]))
        .unwrap();
        assert_eq!(p.manifest.slug, "probe");
        assert_eq!(p.files.len(), 1);
    }

    #[test]
    fn bad_packages_are_refused_with_their_reason() {
        assert!(refused(b"not a zip").contains("not a valid .hkpkg"));
        assert!(refused(&zip_of(&[("../evil", b"x")])).contains("unsafe path '../evil'"));
        assert!(refused(&zip_of(&[("/etc/passwd", b"x")])).contains("unsafe path"));
        assert!(refused(&zip_of(&[("ui/../../x", b"x")])).contains("unsafe path"));
        assert!(refused(&zip_of(&[("addon.wasm", b"x")])).contains("no addon.toml"));
        assert!(refused(&zip_of(&[("addon.toml", MANIFEST.as_bytes())])).contains("no addon.wasm"));
        assert!(
            refused(&zip_of(&[
                ("addon.toml", b"slug = 3"),
                ("addon.wasm", b"x")
            ]))
            .contains("not a valid manifest")
        );
        assert!(refused(&zip_of(&[("notes.txt", b"x")])).contains("contains 'notes.txt'"));
        let future = MANIFEST.replace("^1.0", "^2");
        let err = refused(&zip_of(&[
            ("addon.toml", future.as_bytes()),
            ("addon.wasm", b"x"),
        ]));
        assert!(err.contains("^2") && err.contains("1.0.0"), "{err}");
    }

    /// A package of `entries` entries of `size` bytes each, where `byte(i)` is the i-th byte of one.
    fn packed(entries: usize, size: usize, byte: impl Fn(usize) -> u8) -> Vec<u8> {
        let mut out = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .large_file(true);
        let content: Vec<u8> = (0..size).map(byte).collect();
        for n in 0..entries {
            out.start_file(format!("assets/{n}"), options).unwrap();
            out.write_all(&content).unwrap();
        }
        out.finish().unwrap().into_inner()
    }

    #[test]
    fn a_zip_bomb_is_refused_by_what_it_unpacks_to() {
        // One entry: 129 MiB of zeros in well under a MiB.
        let bytes = packed(1, 129 * 1024 * 1024, |_| 0);
        assert!(
            bytes.len() < 1024 * 1024,
            "the bomb is small: {}",
            bytes.len()
        );
        let why = refused(&bytes);
        assert!(
            why.contains("'assets/0' unpacks to more than 100 times its packed size"),
            "{why}"
        );
        // Many entries, each small enough to pack as well as it likes: the package's ratio.
        let why = refused(&packed(100, 512 * 1024, |_| 0));
        assert!(
            why.contains("The package unpacks to more than 100 times its size"),
            "{why}"
        );
    }

    #[test]
    fn a_package_that_unpacks_past_the_limit_is_refused_though_it_packs_modestly() {
        // About 1 in 4 of each KiB is varied: it packs to a fraction, far from a bomb's ratio.
        let bytes = packed(50, 1024 * 1024, |i| {
            if i % 1024 < 256 {
                (i.wrapping_mul(2_654_435_761) >> 13) as u8
            } else {
                0
            }
        });
        assert!(bytes.len() as u64 * MAX_RATIO > MAX_UNPACKED_BYTES);
        let why = refused(&bytes);
        assert!(
            why.contains("The package unpacks to more than 48 MiB"),
            "{why}"
        );
    }
}
