//! The plans, lowest first: lite < plus < pro < elite. The product's words for what a license
//! entitles and what an add-on needs; licensing decides which one an install holds.

use serde::{Deserialize, Serialize};

/// Plans, lowest first. A plan satisfies a requirement at or above it.
#[derive(
    Debug,
    Clone,
    Copy,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Serialize,
    Deserialize,
    utoipa::ToSchema,
    clap::ValueEnum,
)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    Lite,
    Plus,
    Pro,
    Elite,
}

impl Tier {
    /// The plan's name as people read it (`Pro`).
    pub fn label(self) -> &'static str {
        match self {
            Tier::Lite => "Lite",
            Tier::Plus => "Plus",
            Tier::Pro => "Pro",
            Tier::Elite => "Elite",
        }
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Tier::Lite => "lite",
            Tier::Plus => "plus",
            Tier::Pro => "pro",
            Tier::Elite => "elite",
        }
    }

    pub fn satisfies(self, required: Tier) -> bool {
        self >= required
    }
}

#[cfg(test)]
mod tests {
    use super::Tier;

    #[test]
    fn a_plan_satisfies_requirements_at_or_below_it() {
        assert!(Tier::Elite.satisfies(Tier::Pro));
        assert!(Tier::Pro.satisfies(Tier::Pro));
        assert!(!Tier::Plus.satisfies(Tier::Pro));
        assert!(!Tier::Lite.satisfies(Tier::Plus));
    }
}
