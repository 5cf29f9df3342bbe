//! The visitor's country, resolved by the host so that no add-on needs the raw address: from a
//! header a trusted proxy or CDN sets (`HEARKEN_COUNTRY_HEADER`, such as `CF-IPCountry`), else
//! from an IP-to-country database in the MaxMind format (`HEARKEN_GEOIP_DB`; `make` copies the
//! CC0 geo-whois-asn-country database from the npm registry to build/geoip/country.mmdb). Without
//! either, the country is unknown (null).
//!
//! The database is read into memory once, on first use, and shared by the process's threads.
//! `hearken geoip update FILE` checks a new one and moves it into place ([`install`]); each
//! running process notices within [`RECHECK`] (it looks at the file's size and time at most that
//! often, on a lookup) and swaps it in without a restart. A lookup in between pays one atomic load.

use std::{
    io::Write,
    net::IpAddr,
    path::{Path, PathBuf},
    sync::{
        Arc, RwLock,
        atomic::{AtomicU64, Ordering},
    },
    time::{Duration, Instant, SystemTime},
};

use serde::Deserialize;

/// How often a process looks whether the database file was replaced.
pub const RECHECK: Duration = Duration::from_secs(1);

/// An ISO 3166-1 alpha-2 code, as a header or the database gives it, upper-cased.
fn code(text: &str) -> Option<String> {
    let text = text.trim();
    (text.len() == 2 && text.chars().all(|c| c.is_ascii_alphabetic()))
        .then(|| text.to_ascii_uppercase())
        // CDNs send XX or T1 for unknown or Tor: not a country.
        .filter(|c| c != "XX" && c != "T1")
}

/// The two record shapes in use: ip-location-db's `{country_code}` and MaxMind's
/// `{country: {iso_code}}`.
#[derive(Deserialize)]
struct Record<'a> {
    #[serde(borrow, default)]
    country_code: Option<&'a str>,
    #[serde(borrow, default)]
    country: Option<Country<'a>>,
}

#[derive(Deserialize)]
struct Country<'a> {
    #[serde(borrow, default)]
    iso_code: Option<&'a str>,
}

type Reader = maxminddb::Reader<Vec<u8>>;

/// What identifies one version of the database file.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Stamp {
    len: u64,
    modified: Option<SystemTime>,
}

fn stamp(path: &Path) -> Option<Stamp> {
    let meta = std::fs::metadata(path).ok()?;
    Some(Stamp {
        len: meta.len(),
        modified: meta.modified().ok(),
    })
}

/// A database loaded from the file as it was at `stamp`.
struct Loaded {
    reader: Option<Reader>,
    stamp: Option<Stamp>,
}

pub struct Countries {
    path: Option<PathBuf>,
    loaded: RwLock<Option<Arc<Loaded>>>,
    /// Milliseconds after `epoch` of the last look at the file.
    checked: AtomicU64,
    epoch: Instant,
}

/// Opens `path` as a country database and checks that it answers a lookup with a country.
pub fn open(path: &Path) -> Result<Reader, String> {
    let reader = maxminddb::Reader::open_readfile(path).map_err(|e| e.to_string())?;
    let probe: IpAddr = "8.8.8.8".parse().expect("a literal address");
    match reader.lookup::<Record>(probe) {
        Ok(_) => Ok(reader),
        Err(e) => Err(format!("it cannot look up an address ({e})")),
    }
}

/// `hearken geoip update FILE`: checks that `source` is a country database, then puts it at
/// `target` by a rename (a running process never reads a half-written file) and answers the
/// database's type and build date. Running servers pick it up within [`RECHECK`].
pub fn install(source: &Path, target: &Path) -> Result<String, String> {
    let reader = open(source)
        .map_err(|e| format!("{} is not an IP-to-country database: {e}", source.display()))?;
    let meta = &reader.metadata;
    let about = format!(
        "{} ({} nodes, built {})",
        meta.database_type,
        meta.node_count,
        crate::time::to_rfc3339(i64::try_from(meta.build_epoch).unwrap_or(i64::MAX)),
    );
    drop(reader);
    let folder = target
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
    let mut temporary = tempfile::NamedTempFile::new_in(folder)
        .map_err(|e| format!("{}: {e}", folder.display()))?;
    let bytes = std::fs::read(source).map_err(|e| format!("{}: {e}", source.display()))?;
    temporary
        .write_all(&bytes)
        .and_then(|()| temporary.as_file().sync_all())
        .map_err(|e| format!("{}: {e}", folder.display()))?;
    temporary
        .persist(target)
        .map_err(|e| format!("{}: {e}", target.display()))?;
    Ok(about)
}

impl Countries {
    pub fn new(path: Option<PathBuf>) -> Countries {
        Countries {
            path,
            loaded: RwLock::new(None),
            checked: AtomicU64::new(0),
            epoch: Instant::now(),
        }
    }

    fn load(&self, stamp: Option<Stamp>) -> Arc<Loaded> {
        let reader = self.path.as_ref().and_then(|path| match open(path) {
            Ok(reader) => Some(reader),
            Err(e) => {
                tracing::warn!(path = %path.display(), "no IP-to-country database, countries are unknown: {e}");
                None
            }
        });
        Arc::new(Loaded { reader, stamp })
    }

    /// The database in force: loaded on first use, loaded again when the file changed (looked at
    /// no more than once per [`RECHECK`]).
    fn current(&self) -> Arc<Loaded> {
        let now = self.epoch.elapsed().as_millis() as u64;
        let last = self.checked.load(Ordering::Relaxed);
        let due = now.saturating_sub(last) >= RECHECK.as_millis() as u64
            && self
                .checked
                .compare_exchange(last, now.max(1), Ordering::Relaxed, Ordering::Relaxed)
                .is_ok();
        let held = self.loaded.read().expect("countries lock").clone();
        match held {
            Some(loaded) if !due => loaded,
            held => {
                let on_disk = self.path.as_deref().and_then(stamp);
                if let Some(loaded) = held.filter(|l| l.stamp == on_disk) {
                    return loaded;
                }
                let fresh = self.load(on_disk);
                if on_disk.is_some() {
                    tracing::info!(path = ?self.path, "IP-to-country database loaded");
                }
                *self.loaded.write().expect("countries lock") = Some(fresh.clone());
                fresh
            }
        }
    }

    /// The visitor's country: the trusted header's when the request carries one, else the
    /// database's for `address`.
    pub fn of(&self, address: &str, from_header: Option<&str>) -> Option<String> {
        if let Some(country) = from_header.and_then(code) {
            return Some(country);
        }
        let ip: IpAddr = address.parse().ok()?;
        self.lookup(ip)
    }

    /// The database's country for `ip`.
    pub fn lookup(&self, ip: IpAddr) -> Option<String> {
        let loaded = self.current();
        let record: Record = loaded.reader.as_ref()?.lookup(ip).ok()??;
        record
            .country_code
            .or(record.country.and_then(|c| c.iso_code))
            .and_then(code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_database_make_installs_knows_well_known_addresses() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/geoip/country.mmdb");
        if !path.is_file() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{} is missing: `make test` copies it from the npm registry",
                path.display()
            );
            eprintln!("SKIPPED: no {} (run `make test`)", path.display());
            return;
        }
        let countries = Countries::new(Some(path));
        assert_eq!(countries.of("193.99.144.80", None), Some("DE".into()));
        assert_eq!(countries.of("2a01:4f8::1", None), Some("DE".into()));
        assert_eq!(countries.of("8.8.8.8", None), Some("US".into()));
        assert_eq!(
            countries.of("2001:4860:4860::8888", None),
            Some("US".into())
        );
        assert_eq!(countries.of("127.0.0.1", None), None);
        // The trusted header still wins.
        assert_eq!(countries.of("8.8.8.8", Some("NZ")), Some("NZ".into()));
    }

    /// `hearken geoip update`: a file that is not a database is refused and changes nothing; a
    /// database put in place is read by a running process within [`RECHECK`], without a restart.
    #[test]
    fn an_updated_database_is_used_without_a_restart() {
        let shipped =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/geoip/country.mmdb");
        if !shipped.is_file() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "{} is missing",
                shipped.display()
            );
            eprintln!("SKIPPED: no {} (run `make test`)", shipped.display());
            return;
        }
        let folder = tempfile::tempdir().unwrap();
        let target = folder.path().join("geoip/country.mmdb");
        let countries = Countries::new(Some(target.clone()));
        assert_eq!(countries.of("8.8.8.8", None), None, "no database yet");

        let garbage = folder.path().join("garbage.mmdb");
        std::fs::write(&garbage, b"not a database").unwrap();
        let refused = install(&garbage, &target).unwrap_err();
        assert!(
            refused.contains("is not an IP-to-country database"),
            "{refused}"
        );
        assert!(!target.exists(), "a refused file is not put in place");

        let about = install(&shipped, &target).unwrap();
        assert!(about.contains("built "), "{about}");
        std::thread::sleep(RECHECK + Duration::from_millis(100));
        assert_eq!(countries.of("8.8.8.8", None), Some("US".into()));
        assert_eq!(
            countries.of("2001:4860:4860::8888", None),
            Some("US".into())
        );

        // A refused update keeps the database in use.
        assert!(install(&garbage, &target).is_err());
        std::thread::sleep(RECHECK + Duration::from_millis(100));
        assert_eq!(countries.of("8.8.8.8", None), Some("US".into()));
    }

    #[test]
    fn a_trusted_header_wins_and_unknown_codes_are_no_country() {
        let none = Countries::new(None);
        assert_eq!(none.of("203.0.113.9", Some("de")), Some("DE".into()));
        assert_eq!(none.of("203.0.113.9", Some("XX")), None);
        assert_eq!(none.of("203.0.113.9", None), None);
        assert_eq!(none.of("not an address", None), None);
    }
}
