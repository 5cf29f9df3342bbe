//! The four capabilities and who holds them. Administrators hold all of them; other roles hold the
//! three that the Access settings (spec 002 §2.1) map to role lists.

use serde::{Deserialize, Serialize};

use crate::{error::Result, settings, storage::Db};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Capability {
    ManageOptions,
    CreateEditSurveys,
    ViewResults,
    DeleteSurveys,
}

impl Capability {
    pub const ALL: [Capability; 4] = [
        Capability::ManageOptions,
        Capability::CreateEditSurveys,
        Capability::ViewResults,
        Capability::DeleteSurveys,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Capability::ManageOptions => "manage_options",
            Capability::CreateEditSurveys => "create_edit_surveys",
            Capability::ViewResults => "view_results",
            Capability::DeleteSurveys => "delete_surveys",
        }
    }
}

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
