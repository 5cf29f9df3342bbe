//! The add-on's own computing time in a call, which is what its budget counts (issue 14: overload
//! is not a fault). A call runs as a future the runtime polls; each poll runs on one thread from
//! start to end, so the thread's CPU clock (`CLOCK_THREAD_CPUTIME_ID`) read at a poll's start and
//! end measures what that poll computed. The meter adds the polls up; the store's epoch callback,
//! which runs inside a poll, adds the poll in progress. Time the thread spends descheduled (a
//! machine at full load) or the call spends awaiting the host (database, network) is not counted,
//! so a healthy add-on never runs out of budget because the machine is busy.

use std::{
    future::Future,
    pin::Pin,
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    task::{Context, Poll},
    time::Duration,
};

/// The calling thread's CPU time.
#[cfg(unix)]
pub fn thread_cpu() -> Duration {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes one timespec through a valid pointer.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut ts) } == 0;
    if !ok {
        return Duration::ZERO;
    }
    Duration::new(ts.tv_sec as u64, ts.tv_nsec as u32)
}

/// Without a thread CPU clock, wall time stands in (the budget is then wall-clock, as before).
#[cfg(not(unix))]
pub fn thread_cpu() -> Duration {
    static START: std::sync::OnceLock<std::time::Instant> = std::sync::OnceLock::new();
    START.get_or_init(std::time::Instant::now).elapsed()
}

/// The CPU time of one call so far. Cheap to clone.
#[derive(Clone, Default)]
pub struct CpuMeter(Arc<Counts>);

#[derive(Default)]
struct Counts {
    /// Nanoseconds of the finished polls.
    done: AtomicU64,
    /// The thread CPU clock (ns, plus one) when the poll in progress began; 0 between polls.
    poll_began: AtomicU64,
}

impl CpuMeter {
    /// CPU time of the call so far, the poll in progress included (call it from inside the call).
    pub fn used(&self) -> Duration {
        let done = self.0.done.load(Ordering::Relaxed);
        let began = self.0.poll_began.load(Ordering::Relaxed);
        let current = if began == 0 {
            0
        } else {
            (thread_cpu().as_nanos() as u64).saturating_sub(began - 1)
        };
        Duration::from_nanos(done + current)
    }

    /// `future`, metered.
    pub fn meter<'a, T>(&self, future: impl Future<Output = T> + Send + 'a) -> Metered<'a, T> {
        Metered {
            meter: self.clone(),
            inner: Box::pin(future),
        }
    }
}

/// A future whose polls add their CPU time to a [`CpuMeter`].
pub struct Metered<'a, T> {
    meter: CpuMeter,
    inner: Pin<Box<dyn Future<Output = T> + Send + 'a>>,
}

impl<T> Future for Metered<'_, T> {
    type Output = T;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<T> {
        let began = thread_cpu().as_nanos() as u64;
        let counts = self.meter.0.clone();
        counts.poll_began.store(began + 1, Ordering::Relaxed);
        let outcome = self.inner.as_mut().poll(cx);
        counts.poll_began.store(0, Ordering::Relaxed);
        // The clock is a system call (about a microsecond here): read it at the end of a poll
        // only when the call goes on. A finished call's total is not needed.
        if outcome.is_pending() {
            let spent = (thread_cpu().as_nanos() as u64).saturating_sub(began);
            counts.done.fetch_add(spent, Ordering::Relaxed);
        }
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spin(for_cpu: Duration) {
        let start = thread_cpu();
        while thread_cpu() - start < for_cpu {
            std::hint::black_box(0u64);
        }
    }

    #[tokio::test]
    async fn a_call_is_charged_its_computing_not_its_waiting() {
        let meter = CpuMeter::default();
        let inside = meter.clone();
        let seen_inside = meter
            .meter(async move {
                spin(Duration::from_millis(20));
                let mid = inside.used();
                tokio::time::sleep(Duration::from_millis(100)).await;
                spin(Duration::from_millis(20));
                mid
            })
            .await;
        assert!(seen_inside >= Duration::from_millis(20), "{seen_inside:?}");
        // What the call computed before its last poll; the sleep in between is not in it.
        let used = meter.used();
        assert!(used >= Duration::from_millis(20), "{used:?}");
        assert!(used < Duration::from_millis(70), "{used:?}");
    }

    #[test]
    fn a_descheduled_thread_is_charged_nothing() {
        let before = thread_cpu();
        std::thread::sleep(Duration::from_millis(50));
        assert!(thread_cpu() - before < Duration::from_millis(10));
    }
}
