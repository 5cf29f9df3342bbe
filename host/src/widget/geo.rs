//! The visitor's country, resolved by the host so that no add-on needs the raw address: from a
//! header a trusted proxy or CDN sets (`HEARKEN_COUNTRY_HEADER`, such as `CF-IPCountry`), else
//! from an IP-to-country database in the MaxMind format (`HEARKEN_GEOIP_DB`; `make` copies the
//! CC0 geo-whois-asn-country database from the npm registry to build/geoip/country.mmdb). Without
//! either, the country is unknown (null). The database is read once, on first use.

use std::{net::IpAddr, path::PathBuf, sync::OnceLock};

use serde::Deserialize;

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

pub struct Countries {
    path: Option<PathBuf>,
    reader: OnceLock<Option<maxminddb::Reader<Vec<u8>>>>,
}

impl Countries {
    pub fn new(path: Option<PathBuf>) -> Countries {
        Countries {
            path,
            reader: OnceLock::new(),
        }
    }

    fn reader(&self) -> Option<&maxminddb::Reader<Vec<u8>>> {
        self.reader
            .get_or_init(|| {
                let path = self.path.as_ref()?;
                match maxminddb::Reader::open_readfile(path) {
                    Ok(reader) => Some(reader),
                    Err(e) => {
                        tracing::warn!(path = %path.display(), "no IP-to-country database, countries are unknown: {e}");
                        None
                    }
                }
            })
            .as_ref()
    }

    /// The visitor's country: the trusted header's when the request carries one, else the
    /// database's for `address`.
    pub fn of(&self, address: &str, from_header: Option<&str>) -> Option<String> {
        if let Some(country) = from_header.and_then(code) {
            return Some(country);
        }
        let ip: IpAddr = address.parse().ok()?;
        let record: Record = self.reader()?.lookup(ip).ok()??;
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
        assert_eq!(countries.of("8.8.8.8", None), Some("US".into()));
        assert_eq!(
            countries.of("2001:4860:4860::8888", None),
            Some("US".into())
        );
        assert_eq!(countries.of("127.0.0.1", None), None);
        // The trusted header still wins.
        assert_eq!(countries.of("8.8.8.8", Some("NZ")), Some("NZ".into()));
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
