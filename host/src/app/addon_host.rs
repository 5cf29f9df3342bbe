//! The host as the add-on platform's capabilities reach it: the traits `addons::capabilities`
//! declares (the site's data, the settings add-ons own, the license, the drawer), implemented over
//! the features here, where the application assembles itself. The platform thus knows no feature,
//! and each feature's tables are read and written by its own code.

use serde_json::Value;

use crate::{
    addons::capabilities::{
        HostFuture, data::SiteData, license::License, notifications, notifications::Drawer,
        settings::SiteSettings,
    },
    addons::workers::jobs::EntitlementsNow,
    error::Error,
    licensing::{self, Licensing},
    storage::Db,
    tier::Tier,
};

/// What the capabilities reach: the database through the features, and the license issuers.
pub struct AddonHost {
    pub db: Db,
    pub licensing: Licensing,
}

fn text<T: serde::Serialize>(value: &T) -> Result<String, String> {
    serde_json::to_string(value).map_err(|e| e.to_string())
}

/// A read of one thing: None when there is no such thing.
fn found<T>(outcome: crate::error::Result<T>) -> Result<Option<T>, String> {
    match outcome {
        Ok(value) => Ok(Some(value)),
        Err(Error::NotFound(_)) => Ok(None),
        Err(e) => Err(e.to_string()),
    }
}

impl SiteData for AddonHost {
    fn survey(&self, id: i64) -> HostFuture<'_, Option<String>> {
        Box::pin(async move {
            found(crate::surveys::store::get(&self.db, id).await)?
                .map(|survey| text(&survey))
                .transpose()
        })
    }

    fn settings(&self) -> HostFuture<'_, String> {
        Box::pin(async move {
            let settings = crate::settings::load_for_addons(&self.db)
                .await
                .map_err(|e| e.to_string())?;
            text(&settings)
        })
    }

    fn responses(&self, survey_id: i64, limit: u32) -> HostFuture<'_, String> {
        Box::pin(async move {
            let list = crate::responses::recent(&self.db, survey_id, limit)
                .await
                .map_err(|e| e.to_string())?;
            text(&list)
        })
    }

    fn response(&self, survey_id: i64, response_id: i64) -> HostFuture<'_, Option<String>> {
        Box::pin(async move {
            found(crate::responses::get(&self.db, survey_id, response_id).await)?
                .map(|response| text(&response))
                .transpose()
        })
    }
}

impl SiteSettings for AddonHost {
    fn get(&self, path: Vec<String>) -> HostFuture<'_, Option<Value>> {
        Box::pin(async move {
            crate::settings::load_path(&self.db, &path)
                .await
                .map_err(|e| e.to_string())
        })
    }

    fn set(&self, path: Vec<String>, value: Value) -> HostFuture<'_, ()> {
        Box::pin(async move {
            crate::settings::store_path(&self.db, &path, &value)
                .await
                .map_err(|e| e.to_string())
        })
    }

    fn survey_get(
        &self,
        survey_id: i64,
        path: Vec<String>,
    ) -> HostFuture<'_, Option<Option<Value>>> {
        Box::pin(async move {
            crate::surveys::store::setting_at(&self.db, survey_id, &path)
                .await
                .map_err(|e| e.to_string())
        })
    }

    fn survey_set(&self, survey_id: i64, path: Vec<String>, value: Value) -> HostFuture<'_, bool> {
        Box::pin(async move {
            crate::surveys::store::set_setting_at(&self.db, survey_id, &path, value)
                .await
                .map_err(|e| e.to_string())
        })
    }
}

impl License for AddonHost {
    fn tier(&self) -> HostFuture<'_, Tier> {
        Box::pin(async move {
            licensing::current(&self.db, &self.licensing)
                .await
                .map(|license| license.effective_tier())
                .map_err(|e| e.to_string())
        })
    }
}

impl Drawer for AddonHost {
    fn count(&self, prefix: &str) -> HostFuture<'_, i64> {
        let prefix = prefix.to_owned();
        Box::pin(async move {
            crate::notifications::count(&self.db, &prefix)
                .await
                .map_err(|e| e.to_string())
        })
    }

    fn raise(&self, notice: notifications::Notice) -> HostFuture<'_, ()> {
        Box::pin(async move {
            let buttons = notice
                .link
                .map(|(text, url)| crate::notifications::Button {
                    button_type: "link".into(),
                    text,
                    url,
                    is_external: false,
                })
                .into_iter()
                .collect();
            crate::notifications::raise(
                &self.db,
                crate::notifications::Raise {
                    id: notice.id,
                    title: &notice.title,
                    content: notice.content,
                    category: "alert",
                    icon: "warning",
                    buttons,
                },
            )
            .await
            .map_err(|e| e.to_string())
        })
    }

    fn withdraw(&self, prefix: &str, keep: Option<&str>) -> HostFuture<'_, ()> {
        let (prefix, keep) = (prefix.to_owned(), keep.map(str::to_owned));
        Box::pin(async move {
            crate::notifications::withdraw(&self.db, &prefix, keep.as_deref())
                .await
                .map_err(|e| e.to_string())
        })
    }
}

/// The add-on workers read the entitlements in force before each round.
impl EntitlementsNow for super::AppState {
    type Entitlements = licensing::Entitlements;
    fn entitlements_now(
        &self,
    ) -> impl Future<Output = crate::error::Result<Self::Entitlements>> + Send {
        self.entitlements()
    }
}
