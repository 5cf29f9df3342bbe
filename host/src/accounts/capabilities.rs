//! The four capabilities and who holds them. Administrators hold all of them; other roles hold the
//! three that the Access settings (spec 002 §2.1) map to role lists.

pub use crate::capability::Capability;
use crate::{error::Result, settings, storage::Db};

/// The role that can manage options, and so always holds every capability.
pub const ADMINISTRATOR: &str = "administrator";

pub async fn capabilities_of(db: &Db, role: &str) -> Result<Vec<Capability>> {
    if role == ADMINISTRATOR {
        return Ok(Capability::ALL.to_vec());
    }
    Ok(capabilities_in(&settings::access_lists(db).await?, role))
}

/// The capabilities `access` grants `role`.
pub fn capabilities_in(access: &settings::AccessLists, role: &str) -> Vec<Capability> {
    if role == ADMINISTRATOR {
        return Capability::ALL.to_vec();
    }
    [
        Capability::CreateEditSurveys,
        Capability::ViewResults,
        Capability::DeleteSurveys,
    ]
    .into_iter()
    .filter(|cap| access.roles_for(*cap).iter().any(|r| r == role))
    .collect()
}
