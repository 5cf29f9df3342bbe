//! What `GET /metrics` tells Prometheus: requests by route and status with their latency, the
//! response writer's batch sizes and queue depth, add-on calls, faults and time by slug and hook,
//! and the depth of the e-mail and add-on action outboxes. Kept in the official client's registry
//! (`prometheus-client`) and encoded by it.
//!
//! Recording costs a read lock and a few atomic adds once a series exists: label values are the
//! router's route templates and installed add-ons' slugs, each made `'static` once ([`name`]), so
//! building a series' labels allocates nothing. They come only from bounded sets (route templates,
//! not request paths; installed add-ons; hook names; status codes), so no caller can grow the
//! registry at will.

use std::{
    collections::HashSet,
    sync::{OnceLock, RwLock, atomic::AtomicU64},
    time::Duration,
};

use prometheus_client::{
    encoding::EncodeLabelSet,
    metrics::{counter::Counter, family::Family, gauge::Gauge, histogram::Histogram},
    registry::Registry,
};

/// Latency buckets, in seconds.
const LATENCY: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];
/// Batch-size buckets (the writer takes at most 512).
const BATCH: [f64; 10] = [1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0, 512.0];

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Answered {
    method: &'static str,
    route: &'static str,
    status: u16,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Route {
    route: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct AddonCall {
    addon: &'static str,
    hook: &'static str,
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct AddonHook {
    addon: &'static str,
    hook: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct Addon {
    addon: &'static str,
}

type RouteLatency = Family<Route, Histogram, fn() -> Histogram>;

/// The series, and the registry that encodes them.
pub struct Metrics {
    registry: Registry,
    requests: Family<Answered, Counter>,
    latency: RouteLatency,
    batches: Histogram,
    commits: Histogram,
    queue: Gauge,
    calls: Family<AddonCall, Counter>,
    call_seconds: Family<AddonHook, Counter<f64, AtomicU64>>,
    offloaded: Family<Addon, Gauge>,
    outbox: Gauge,
    actions_pending: Gauge,
    actions_failed: Gauge,
}

fn latency_histogram() -> Histogram {
    Histogram::new(LATENCY)
}

/// Registers each series under its name and help text.
macro_rules! register {
    ($registry:ident; $($name:literal, $help:literal => $metric:expr;)*) => {
        $($registry.register($name, $help, $metric.clone());)*
    };
}

impl Metrics {
    fn new() -> Metrics {
        let metrics = Metrics {
            registry: Registry::default(),
            requests: Family::default(),
            latency: Family::new_with_constructor(latency_histogram),
            batches: Histogram::new(BATCH),
            commits: latency_histogram(),
            queue: Gauge::default(),
            calls: Family::default(),
            call_seconds: Family::default(),
            offloaded: Family::default(),
            outbox: Gauge::default(),
            actions_pending: Gauge::default(),
            actions_failed: Gauge::default(),
        };
        let mut registry = Registry::default();
        // Name, help, series.
        register! {
            registry;
            "hearken_http_requests", "Requests answered, by route template, method and status" => metrics.requests;
            "hearken_http_request_duration_seconds", "Time to answer a request, by route template" => metrics.latency;
            "hearken_writer_batch_size", "Responses committed per transaction by the response writer" => metrics.batches;
            "hearken_writer_commit_seconds", "Time the response writer took to write and commit one batch" => metrics.commits;
            "hearken_writer_queue_depth", "Responses waiting for the response writer" => metrics.queue;
            "hearken_addon_calls", "Add-on calls, by add-on, hook and outcome (ok, refused, fault, busy)" => metrics.calls;
            "hearken_addon_call_seconds", "Time spent in add-on calls, by add-on and hook" => metrics.call_seconds;
            "hearken_native_addon_offloaded", "Native add-ons whose calls run on blocking threads since one took over 1 ms of its own on an async worker" => metrics.offloaded;
            "hearken_email_outbox_depth", "E-mails waiting to be sent" => metrics.outbox;
            "hearken_addon_actions_pending", "Add-on actions waiting for delivery or a retry" => metrics.actions_pending;
            "hearken_addon_actions_failed", "Add-on actions given up after every retry" => metrics.actions_failed;
        }
        Metrics {
            registry,
            ..metrics
        }
    }
}

/// The process's series.
pub fn global() -> &'static Metrics {
    static METRICS: OnceLock<Metrics> = OnceLock::new();
    METRICS.get_or_init(Metrics::new)
}

/// `text` as a `'static` label value: made once per distinct text (route templates and add-on
/// slugs, both bounded sets), then found with a read lock.
fn name(text: &str) -> &'static str {
    static NAMES: OnceLock<RwLock<HashSet<&'static str>>> = OnceLock::new();
    let names = NAMES.get_or_init(Default::default);
    if let Some(known) = names.read().expect("metrics lock").get(text) {
        return known;
    }
    let mut names = names.write().expect("metrics lock");
    if let Some(known) = names.get(text) {
        return known;
    }
    let made: &'static str = Box::leak(text.to_owned().into_boxed_str());
    names.insert(made);
    made
}

/// What became of an add-on call.
#[derive(Debug, Clone, Copy)]
pub enum CallOutcome {
    Ok,
    Refused,
    Fault,
    Busy,
}

impl CallOutcome {
    fn label(self) -> &'static str {
        match self {
            CallOutcome::Ok => "ok",
            CallOutcome::Refused => "refused",
            CallOutcome::Fault => "fault",
            CallOutcome::Busy => "busy",
        }
    }
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

/// The outboxes' depths, read at scrape time.
pub struct Outboxes {
    pub email: i64,
    pub actions_pending: i64,
    pub actions_failed: i64,
}

impl Metrics {
    /// One answered request: its route template ("unmatched" outside the routes), method,
    /// status and time.
    pub fn request(&self, route: &str, method: &axum::http::Method, status: u16, took: Duration) {
        let route = name(route);
        self.latency
            .get_or_create(&Route { route })
            .observe(took.as_secs_f64());
        self.requests
            .get_or_create(&Answered {
                method: method_label(method),
                route,
                status,
            })
            .inc();
    }

    /// One batch the response writer committed.
    pub fn batch(&self, size: usize) {
        self.batches.observe(size as f64);
    }

    /// The time one batch took to write and commit.
    pub fn commit(&self, took: std::time::Duration) {
        self.commits.observe(took.as_secs_f64());
    }

    /// Responses queued for the writer, or taken from its queue (negative).
    pub fn queued(&self, delta: i64) {
        self.queue.inc_by(delta);
    }

    /// One add-on call.
    pub fn addon_call(&self, slug: &str, hook: &'static str, outcome: CallOutcome, took: Duration) {
        let addon = name(slug);
        self.calls
            .get_or_create(&AddonCall {
                addon,
                hook,
                outcome: outcome.label(),
            })
            .inc();
        self.call_seconds
            .get_or_create(&AddonHook { addon, hook })
            .inc_by(took.as_secs_f64());
    }

    /// A native add-on's calls now run on blocking threads.
    pub fn native_offloaded(&self, slug: &str) {
        self.offloaded
            .get_or_create(&Addon { addon: name(slug) })
            .set(1);
    }

    /// The text exposition format (OpenMetrics), with the outboxes' depths read at scrape time.
    pub fn render(&self, outboxes: Outboxes) -> String {
        self.outbox.set(outboxes.email);
        self.actions_pending.set(outboxes.actions_pending);
        self.actions_failed.set(outboxes.actions_failed);
        let mut out = String::with_capacity(8192);
        if let Err(e) = prometheus_client::encoding::text::encode(&mut out, &self.registry) {
            tracing::error!(error = %e, "the metrics could not be encoded");
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_cumulatively_and_counters_say_total() {
        let metrics = Metrics::new();
        for size in [1, 3, 3, 600] {
            metrics.batch(size);
        }
        metrics.request(
            "/api/v1/widget/survey",
            &axum::http::Method::GET,
            200,
            Duration::from_millis(2),
        );
        let out = metrics.render(Outboxes {
            email: 2,
            actions_pending: 0,
            actions_failed: 1,
        });
        assert!(
            out.contains("hearken_writer_batch_size_bucket{le=\"1.0\"} 1\n"),
            "{out}"
        );
        assert!(
            out.contains("hearken_writer_batch_size_bucket{le=\"4.0\"} 3\n"),
            "{out}"
        );
        assert!(
            out.contains("hearken_writer_batch_size_bucket{le=\"+Inf\"} 4\n"),
            "{out}"
        );
        assert!(
            out.contains("hearken_writer_batch_size_sum 607.0\n"),
            "{out}"
        );
        assert!(out.contains("hearken_writer_batch_size_count 4\n"), "{out}");
        assert!(
            out.contains("hearken_http_requests_total{method=\"GET\",route=\"/api/v1/widget/survey\",status=\"200\"} 1\n"),
            "{out}"
        );
        assert!(out.contains("hearken_email_outbox_depth 2\n"), "{out}");
    }

    #[test]
    fn a_label_value_is_made_once() {
        assert!(std::ptr::eq(name("/api/v1/a"), name("/api/v1/a")));
        assert_eq!(name("addon-x"), "addon-x");
    }
}
