//! What `GET /metrics` tells Prometheus (issue 14): requests by route and status with their
//! latency, the response writer's batch sizes and queue depth, add-on calls, faults and time by
//! slug and hook, and the depth of the e-mail and add-on action outboxes.
//!
//! The series live in one process-wide registry of atomics, so recording costs a read lock and a
//! few atomic adds, never an allocation on the hot path once a series exists. Labels come only from
//! bounded sets (the router's route templates, not request paths; installed add-ons' slugs; hook
//! names; status codes), so no caller can grow the registry at will.

use std::{
    collections::HashMap,
    fmt::Write,
    sync::{
        Arc, OnceLock, RwLock,
        atomic::{AtomicI64, AtomicU64, Ordering},
    },
    time::Duration,
};

/// Latency buckets, in seconds.
const LATENCY: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Batch-size buckets (the writer takes at most 512).
const BATCH: [f64; 10] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0];

/// A Prometheus histogram with fixed buckets.
pub struct Histogram {
    bounds: &'static [f64],
    counts: Vec<AtomicU64>,
    /// The sum, in millionths of the unit.
    sum_micro: AtomicU64,
    count: AtomicU64,
}

impl Histogram {
    fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            counts: bounds.iter().map(|_| AtomicU64::new(0)).collect(),
            sum_micro: AtomicU64::new(0),
            count: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, value: f64) {
        if let Some(i) = self.bounds.iter().position(|b| value <= *b) {
            self.counts[i].fetch_add(1, Ordering::Relaxed);
        }
        self.sum_micro
            .fetch_add((value * 1e6) as u64, Ordering::Relaxed);
        self.count.fetch_add(1, Ordering::Relaxed);
    }

    fn render(&self, out: &mut String, name: &str, labels: &str) {
        let sep = if labels.is_empty() { "" } else { "," };
        let mut cumulative = 0;
        for (bound, count) in self.bounds.iter().zip(&self.counts) {
            cumulative += count.load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "{name}_bucket{{{labels}{sep}le=\"{bound}\"}} {cumulative}"
            );
        }
        let count = self.count.load(Ordering::Relaxed);
        let _ = writeln!(out, "{name}_bucket{{{labels}{sep}le=\"+Inf\"}} {count}");
        let sum = self.sum_micro.load(Ordering::Relaxed) as f64 / 1e6;
        let braces = if labels.is_empty() {
            String::new()
        } else {
            format!("{{{labels}}}")
        };
        let _ = writeln!(out, "{name}_sum{braces} {sum}");
        let _ = writeln!(out, "{name}_count{braces} {count}");
    }
}

/// One add-on hook's calls.
#[derive(Default)]
struct AddonSeries {
    ok: AtomicU64,
    refused: AtomicU64,
    faults: AtomicU64,
    busy: AtomicU64,
    micros: AtomicU64,
}

/// One route template's series: its latency, and its answers by method and status.
struct RouteSeries {
    latency: Histogram,
    answers: RwLock<HashMap<(&'static str, u16), AtomicU64>>,
}

/// The registry.
pub struct Metrics {
    routes: RwLock<HashMap<String, Arc<RouteSeries>>>,
    batches: Histogram,
    queue: AtomicI64,
    addons: RwLock<HashMap<(String, &'static str), Arc<AddonSeries>>>,
    /// Native add-ons whose calls this process moved to blocking threads (a call took over 1 ms
    /// of its own inline).
    offloaded: RwLock<std::collections::BTreeSet<String>>,
}

/// The process's registry.
pub fn global() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(|| Metrics {
        routes: RwLock::default(),
        batches: Histogram::new(&BATCH),
        queue: AtomicI64::new(0),
        addons: RwLock::default(),
        offloaded: RwLock::default(),
    })
}

/// What became of an add-on call.
#[derive(Debug, Clone, Copy)]
pub enum CallOutcome {
    Ok,
    Refused,
    Fault,
    Busy,
}

fn method_label(method: &axum::http::Method) -> &'static str {
    match method.as_str() {
        "GET" => "GET",
        "HEAD" => "HEAD",
        "POST" => "POST",
        "PUT" => "PUT",
        "PATCH" => "PATCH",
        "DELETE" => "DELETE",
        "OPTIONS" => "OPTIONS",
        _ => "other",
    }
}

impl Metrics {
    /// One answered request: its route template ("unmatched" outside the routes), method,
    /// status and time. Allocates only the first time a series is seen.
    pub fn request(&self, route: &str, method: &axum::http::Method, status: u16, took: Duration) {
        let series = self
            .routes
            .read()
            .expect("metrics lock")
            .get(route)
            .cloned();
        let series = series.unwrap_or_else(|| {
            self.routes
                .write()
                .expect("metrics lock")
                .entry(route.to_owned())
                .or_insert_with(|| {
                    Arc::new(RouteSeries {
                        latency: Histogram::new(&LATENCY),
                        answers: RwLock::default(),
                    })
                })
                .clone()
        });
        series.latency.observe(took.as_secs_f64());
        let key = (method_label(method), status);
        if let Some(n) = series.answers.read().expect("metrics lock").get(&key) {
            n.fetch_add(1, Ordering::Relaxed);
            return;
        }
        series
            .answers
            .write()
            .expect("metrics lock")
            .entry(key)
            .or_default()
            .fetch_add(1, Ordering::Relaxed);
    }

    /// One batch the response writer committed.
    pub fn batch(&self, size: usize) {
        self.batches.observe(size as f64);
    }

    /// Responses queued for the writer, or taken from its queue (negative).
    pub fn queued(&self, delta: i64) {
        self.queue.fetch_add(delta, Ordering::Relaxed);
    }

    /// One add-on call.
    pub fn addon_call(&self, slug: &str, hook: &'static str, outcome: CallOutcome, took: Duration) {
        let key = (slug.to_owned(), hook);
        let series = self.addons.read().expect("metrics lock").get(&key).cloned();
        let series = series.unwrap_or_else(|| {
            self.addons
                .write()
                .expect("metrics lock")
                .entry(key)
                .or_default()
                .clone()
        });
        match outcome {
            CallOutcome::Ok => &series.ok,
            CallOutcome::Refused => &series.refused,
            CallOutcome::Fault => &series.faults,
            CallOutcome::Busy => &series.busy,
        }
        .fetch_add(1, Ordering::Relaxed);
        series
            .micros
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
    }

    /// A native add-on's calls now run on blocking threads.
    pub fn native_offloaded(&self, slug: &str) {
        self.offloaded
            .write()
            .expect("metrics lock")
            .insert(slug.to_owned());
    }

    /// The text exposition format (version 0.0.4), with `gauges` (name, help, value) the caller
    /// read at scrape time.
    pub fn render(&self, gauges: &[(&str, &str, i64)]) -> String {
        let mut out = String::with_capacity(8192);
        out.push_str("# HELP hearken_http_requests_total Requests answered, by route template, method and status.\n# TYPE hearken_http_requests_total counter\n");
        let mut routes: Vec<(String, Arc<RouteSeries>)> = self
            .routes
            .read()
            .expect("metrics lock")
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        routes.sort_by(|a, b| a.0.cmp(&b.0));
        for (route, series) in &routes {
            let mut answers: Vec<_> = series
                .answers
                .read()
                .expect("metrics lock")
                .iter()
                .map(|(k, v)| (*k, v.load(Ordering::Relaxed)))
                .collect();
            answers.sort();
            for ((method, status), n) in answers {
                let _ = writeln!(
                    out,
                    "hearken_http_requests_total{{method=\"{method}\",route=\"{}\",status=\"{status}\"}} {n}",
                    escape(route)
                );
            }
        }
        out.push_str("# HELP hearken_http_request_duration_seconds Time to answer a request, by route template.\n# TYPE hearken_http_request_duration_seconds histogram\n");
        for (route, series) in &routes {
            series.latency.render(
                &mut out,
                "hearken_http_request_duration_seconds",
                &format!("route=\"{}\"", escape(route)),
            );
        }
        out.push_str("# HELP hearken_writer_batch_size Responses committed per transaction by the response writer.\n# TYPE hearken_writer_batch_size histogram\n");
        self.batches
            .render(&mut out, "hearken_writer_batch_size", "");
        out.push_str("# HELP hearken_writer_queue_depth Responses waiting for the response writer.\n# TYPE hearken_writer_queue_depth gauge\n");
        let _ = writeln!(
            out,
            "hearken_writer_queue_depth {}",
            self.queue.load(Ordering::Relaxed).max(0)
        );
        out.push_str("# HELP hearken_addon_calls_total Add-on calls, by add-on, hook and outcome (ok, refused, fault, busy).\n# TYPE hearken_addon_calls_total counter\n");
        let mut addons: Vec<_> = self
            .addons
            .read()
            .expect("metrics lock")
            .iter()
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        addons.sort_by(|a, b| a.0.cmp(&b.0));
        for ((slug, hook), s) in &addons {
            for (outcome, n) in [
                ("ok", &s.ok),
                ("refused", &s.refused),
                ("fault", &s.faults),
                ("busy", &s.busy),
            ] {
                let _ = writeln!(
                    out,
                    "hearken_addon_calls_total{{addon=\"{}\",hook=\"{hook}\",outcome=\"{outcome}\"}} {}",
                    escape(slug),
                    n.load(Ordering::Relaxed)
                );
            }
        }
        out.push_str("# HELP hearken_addon_call_seconds_total Time spent in add-on calls, by add-on and hook.\n# TYPE hearken_addon_call_seconds_total counter\n");
        for ((slug, hook), s) in &addons {
            let _ = writeln!(
                out,
                "hearken_addon_call_seconds_total{{addon=\"{}\",hook=\"{hook}\"}} {}",
                escape(slug),
                s.micros.load(Ordering::Relaxed) as f64 / 1e6
            );
        }
        out.push_str("# HELP hearken_native_addon_offloaded Native add-ons whose calls run on blocking threads since one took over 1 ms of its own on an async worker.\n# TYPE hearken_native_addon_offloaded gauge\n");
        for slug in self.offloaded.read().expect("metrics lock").iter() {
            let _ = writeln!(
                out,
                "hearken_native_addon_offloaded{{addon=\"{}\"}} 1",
                escape(slug)
            );
        }
        for (name, help, value) in gauges {
            let _ = writeln!(
                out,
                "# HELP {name} {help}\n# TYPE {name} gauge\n{name} {value}"
            );
        }
        out
    }
}

/// A label value as the exposition format writes it.
fn escape(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_cumulatively() {
        let h = Histogram::new(&BATCH);
        for v in [1.0, 3.0, 3.0, 600.0] {
            h.observe(v);
        }
        let mut out = String::new();
        h.render(&mut out, "x", "");
        assert!(out.contains("x_bucket{le=\"1\"} 1\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"4\"} 3\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"512\"} 3\n"), "{out}");
        assert!(out.contains("x_bucket{le=\"+Inf\"} 4\n"), "{out}");
        assert!(out.contains("x_sum 607\n"), "{out}");
        assert!(out.contains("x_count 4\n"), "{out}");
    }

    #[test]
    fn labels_are_escaped() {
        assert_eq!(escape("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
