//! `log`: lines in the host's log, tagged with the add-on's slug, at most 4 KiB each.

use super::HostCall;

#[derive(Debug, Clone, Copy)]
pub enum Level {
    Debug,
    Info,
    Warn,
    Error,
}

impl HostCall {
    pub fn log(&self, level: Level, message: &str) {
        let slug = &self.info.slug;
        let message: String = message.chars().take(4096).collect();
        match level {
            Level::Debug => tracing::debug!(addon = %slug, "{message}"),
            Level::Info => tracing::info!(addon = %slug, "{message}"),
            Level::Warn => tracing::warn!(addon = %slug, "{message}"),
            Level::Error => tracing::error!(addon = %slug, "{message}"),
        }
    }
}
