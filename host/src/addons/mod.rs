//! The add-on registry as the rest of the host sees it: which add-ons exist, which are installed and
//! active. The WebAssembly runtime and package lifecycle arrive with the add-on platform; until then
//! nothing is installed, so every "is add-on X active" question answers no and every licensed
//! feature that needs an add-on stays locked, exactly as on an install with no add-ons.

use serde::Serialize;

use crate::licensing::Tier;

/// A first-party add-on the host knows by name, and the plan it needs.
#[derive(Debug, Clone, Copy, Serialize, utoipa::ToSchema)]
pub struct KnownAddon {
    pub slug: &'static str,
    pub title: &'static str,
    pub plan: Tier,
}

/// The nine first-party add-ons of spec 002 §1.
pub const FIRST_PARTY: [KnownAddon; 9] = [
    KnownAddon {
        slug: "templates",
        title: "Additional Templates",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "question-types",
        title: "Question Types",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "branding",
        title: "Branding",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "targeting",
        title: "Targeting",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "behavior",
        title: "Behavior",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "geo-restrictions",
        title: "Geo Restrictions",
        plan: Tier::Pro,
    },
    KnownAddon {
        slug: "heatmaps",
        title: "Heatmaps",
        plan: Tier::Elite,
    },
    KnownAddon {
        slug: "post-ratings",
        title: "Post Ratings",
        plan: Tier::Plus,
    },
    KnownAddon {
        slug: "google-drive",
        title: "Google Drive",
        plan: Tier::Pro,
    },
];

pub fn known(slug: &str) -> Option<&'static KnownAddon> {
    FIRST_PARTY.iter().find(|a| a.slug == slug)
}

/// Installed and active add-ons. Cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct Addons {
    active: std::sync::Arc<Vec<String>>,
}

impl Addons {
    /// A registry with nothing installed.
    pub fn none() -> Self {
        Addons::default()
    }

    pub fn is_installed(&self, slug: &str) -> bool {
        self.is_active(slug)
    }

    pub fn is_active(&self, slug: &str) -> bool {
        self.active.iter().any(|s| s == slug)
    }

    pub fn active_slugs(&self) -> Vec<String> {
        self.active.as_ref().clone()
    }
}
