//! `data`: reads of the site's data, each behind a permission (`surveys:read`, `responses:read`,
//! `settings:read`; add-ons of the 1.0 contract hold the three). Settings never include secrets or
//! keys other add-ons own. The reads themselves are the features' ([`SiteData`]).

use super::{DB_LIMIT, HostCall, HostFuture};
use crate::addons::package::manifest::Permission;

/// The reads the `data` interface makes, as JSON text; the application implements them over the
/// surveys, responses and settings.
pub trait SiteData: Send + Sync {
    /// A survey as the admin API answers it; None when there is no such survey.
    fn survey(&self, id: i64) -> HostFuture<'_, Option<String>>;
    /// The plugin settings an add-on may read (no secrets, no other add-on's keys).
    fn settings(&self) -> HostFuture<'_, String>;
    /// At most `limit` of a survey's newest responses.
    fn responses(&self, survey_id: i64, limit: u32) -> HostFuture<'_, String>;
    /// One response of a survey; None when there is no such response.
    fn response(&self, survey_id: i64, response_id: i64) -> HostFuture<'_, Option<String>>;
}

impl HostCall {
    pub async fn get_survey(&mut self, id: u64) -> Result<Option<String>, String> {
        self.require(Permission::SurveysRead)?;
        let data = self.services()?.data;
        self.wait(DB_LIMIT, async move { data.survey(id as i64).await })
            .await
    }

    pub async fn get_settings(&mut self) -> Result<String, String> {
        self.require(Permission::SettingsRead)?;
        let data = self.services()?.data;
        self.wait(DB_LIMIT, async move { data.settings().await })
            .await
    }

    pub async fn list_responses(&mut self, survey_id: u64, limit: u32) -> Result<String, String> {
        self.require(Permission::ResponsesRead)?;
        let data = self.services()?.data;
        self.wait(DB_LIMIT, async move {
            data.responses(survey_id as i64, limit.min(100)).await
        })
        .await
    }

    pub async fn get_response(
        &mut self,
        survey_id: u64,
        response_id: u64,
    ) -> Result<Option<String>, String> {
        self.require(Permission::ResponsesRead)?;
        let data = self.services()?.data;
        self.wait(DB_LIMIT, async move {
            data.response(survey_id as i64, response_id as i64).await
        })
        .await
    }
}
