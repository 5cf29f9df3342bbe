//! Whether the process is asked to stop (SIGTERM, SIGINT): background workers finish what they
//! hold and take nothing new. A leaf, so that every worker can wait on it without importing the
//! application context.

use std::sync::Arc;

/// Whether the process is stopping, and a way to wait for it. Cheap to clone.
#[derive(Clone)]
pub struct Stopping(Arc<tokio::sync::watch::Sender<bool>>);

impl Default for Stopping {
    fn default() -> Self {
        Stopping(Arc::new(tokio::sync::watch::Sender::new(false)))
    }
}

impl Stopping {
    /// Starts the stop: every waiter wakes.
    pub fn begin(&self) {
        self.0.send_replace(true);
    }

    pub fn is_set(&self) -> bool {
        *self.0.borrow()
    }

    /// Completes once the stop has begun.
    pub async fn wait(&self) {
        let mut rx = self.0.subscribe();
        let _ = rx.wait_for(|stopping| *stopping).await;
    }
}
