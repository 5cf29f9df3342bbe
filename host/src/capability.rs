//! The four capabilities a signed-in user may hold. The product's words for what a route or an
//! add-on's admin endpoint needs; accounts decide who holds which.

use serde::{Deserialize, Serialize};

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
