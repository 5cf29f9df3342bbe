//! The visitor's country lookup (issue 15: at most 2 µs per request): the IP-to-country database
//! `make` installs (build/geoip/country.mmdb), read into memory once and shared by the threads.
//! Prints the load time, the memory it takes (the process's resident size before and after), and
//! the time per lookup for public IPv4 and IPv6 addresses spread over the whole space, on one
//! thread and on every core at once.
//!
//! `cargo bench -p hearken --bench geoip`

use std::{
    hint::black_box,
    net::{IpAddr, Ipv4Addr, Ipv6Addr},
    path::Path,
    sync::Arc,
    time::{Duration, Instant},
};

use hearken::widget::geo::Countries;

fn resident_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1)?.parse().ok())
        })
        .unwrap_or(0)
}

/// Addresses spread over the space by a fixed-seed generator (xorshift), the same every run.
fn addresses(n: usize, v6: bool) -> Vec<String> {
    let mut x: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut next = || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    (0..n)
        .map(|_| {
            if v6 {
                // Global unicast, 2000::/3.
                let high = (0x2000_u64 << 48) | (next() >> 3);
                IpAddr::V6(Ipv6Addr::from(((high as u128) << 64) | next() as u128)).to_string()
            } else {
                IpAddr::V4(Ipv4Addr::from((next() >> 32) as u32)).to_string()
            }
        })
        .collect()
}

fn per_lookup(countries: &Countries, list: &[String], rounds: usize) -> (Duration, usize) {
    let mut found = 0;
    let start = Instant::now();
    for _ in 0..rounds {
        for address in list {
            found += black_box(countries.of(black_box(address), None)).is_some() as usize;
        }
    }
    (
        start.elapsed() / (rounds * list.len()) as u32,
        found / rounds,
    )
}

fn main() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../build/geoip/country.mmdb");
    assert!(
        path.is_file(),
        "{} is missing: run `make build/geoip/country.mmdb`",
        path.display()
    );
    let size = std::fs::metadata(&path).unwrap().len();
    let before = resident_kib();
    let countries = Arc::new(Countries::new(Some(path)));
    let start = Instant::now();
    countries.of("8.8.8.8", None);
    let load = start.elapsed();
    let after = resident_kib();
    println!(
        "database: {:.1} MiB file, loaded in {:.1} ms, resident memory +{:.1} MiB (once per process, shared by its threads)",
        size as f64 / 1048576.0,
        load.as_secs_f64() * 1000.0,
        after.saturating_sub(before) as f64 / 1024.0
    );
    for (label, v6) in [("IPv4", false), ("IPv6", true)] {
        let list = addresses(100_000, v6);
        per_lookup(&countries, &list, 1);
        let (time, found) = per_lookup(&countries, &list, 10);
        println!(
            "{label}: {:.0} ns per lookup on one thread ({} of {} addresses have a country)",
            time.as_nanos(),
            found,
            list.len()
        );
    }
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let list = Arc::new(addresses(100_000, false));
    let start = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|_| {
            let (countries, list) = (countries.clone(), list.clone());
            std::thread::spawn(move || per_lookup(&countries, &list, 5))
        })
        .collect();
    for handle in handles {
        handle.join().unwrap();
    }
    let total = (threads * 5 * list.len()) as f64;
    println!(
        "IPv4 on {threads} threads at once: {:.0} ns per lookup per thread, {:.1} M lookups/s in all",
        start.elapsed().as_nanos() as f64 / (total / threads as f64),
        total / start.elapsed().as_secs_f64() / 1e6
    );
}
