//! `data`: reads of the site's data, each behind a permission (`surveys:read`, `responses:read`,
//! `settings:read`; add-ons of the 1.0 contract hold the three). Settings never include secrets or
//! keys other add-ons own.

use super::{DB_LIMIT, HostCall};
use crate::{addons::package::manifest::Permission, error::Error};

fn text<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| e.to_string())
}

impl HostCall {
    pub async fn get_survey(&mut self, id: u64) -> Result<Option<String>, String> {
        self.require(Permission::SurveysRead)?;
        let db = self.services()?.db;
        self.wait(DB_LIMIT, async move {
            match crate::surveys::store::get(&db, id as i64).await {
                Ok(survey) => text(&survey).map(Some),
                Err(Error::NotFound(_)) => Ok(None),
                Err(e) => Err(e.to_string()),
            }
        })
        .await
    }

    pub async fn get_settings(&mut self) -> Result<String, String> {
        self.require(Permission::SettingsRead)?;
        let db = self.services()?.db;
        self.wait(DB_LIMIT, async move {
            let settings = crate::settings::load_for_addons(&db)
                .await
                .map_err(|e| e.to_string())?;
            text(&settings)
        })
        .await
    }

    pub async fn list_responses(&mut self, survey_id: u64, limit: u32) -> Result<String, String> {
        self.require(Permission::ResponsesRead)?;
        let db = self.services()?.db;
        self.wait(DB_LIMIT, async move {
            let list = crate::responses::recent(&db, survey_id as i64, limit.min(100))
                .await
                .map_err(|e| e.to_string())?;
            text(&list)
        })
        .await
    }

    pub async fn get_response(
        &mut self,
        survey_id: u64,
        response_id: u64,
    ) -> Result<Option<String>, String> {
        self.require(Permission::ResponsesRead)?;
        let db = self.services()?.db;
        self.wait(DB_LIMIT, async move {
            match crate::responses::get(&db, survey_id as i64, response_id as i64).await {
                Ok(response) => text(&response).map(Some),
                Err(Error::NotFound(_)) => Ok(None),
                Err(e) => Err(e.to_string()),
            }
        })
        .await
    }
}
