//! `GET /api/v1/config`: the global flags the admin UI needs (spec 000 §3, 002 §3).

use std::collections::BTreeMap;

use axum::extract::State;
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use super::{error::ErrorBody, extract::Admin};
use crate::app::AppState;
use crate::{
    accounts::{self, Capability, User},
    error::Result,
};

pub fn routes() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(get_config))
}

#[derive(Serialize, ToSchema)]
pub struct AddonFlags {
    /// Its name, as its manifest (installed or in the catalogue) gives it: what 'Requires {name}
    /// addon' and 'Install {name}' say.
    pub name: String,
    pub installed: bool,
    pub active: bool,
    /// 'licensed' when the license covers the add-on's plan, else 'unlicensed'.
    #[serde(rename = "type")]
    pub addon_type: String,
}

/// An add-on that makes a feature work.
#[derive(Serialize, ToSchema, Clone, PartialEq, Debug)]
pub struct FeatureOwner {
    pub slug: String,
    /// Its catalogue name, for 'Please activate the {name} addon …'.
    pub name: String,
}

#[derive(Serialize, ToSchema)]
pub struct SiteConfig {
    /// A license key is stored (valid or not): the UI prompts to activate rather than to upgrade.
    pub is_pro: bool,
    /// The stored key is valid.
    pub is_licensed: bool,
    /// lite, plus, pro or elite: the tier in force.
    pub license_type: String,
    pub admin_email: String,
    /// The site's time zone (IANA name, the `timezone` setting): results count by its days.
    pub timezone: String,
    pub admin_url: String,
    pub assets_url: String,
    pub nonce: String,
    pub addons: BTreeMap<String, AddonFlags>,
    /// Which add-ons (installed or in the catalogue) make each paid feature work, so that screens
    /// gate them without naming add-ons: each add-on-owned plugin setting by its key
    /// (`widget_color`; with the `also_with` add-ons after its owner), and each paid value of a
    /// core survey field as `{field}={value}` (`thank_you.type=redirect`).
    pub feature_owners: BTreeMap<String, Vec<FeatureOwner>>,
    pub user: User,
    pub capabilities: Vec<Capability>,
    /// The server runs in development mode (`--dev`): the development license issuer is trusted.
    /// The admin says so in its footer.
    pub dev_mode: bool,
    /// An SMTP server is configured (`HEARKEN_SMTP_URL`). Without one, e-mails wait in the queue:
    /// every screen that promises an e-mail says so.
    pub mail_configured: bool,
}

/// The flags every admin screen reads.
#[utoipa::path(get, path = "/config", tag = "config", responses((status = 200, body = SiteConfig), (status = 401, body = ErrorBody)))]
async fn get_config(State(state): State<AppState>, admin: Admin) -> Result<axum::Json<SiteConfig>> {
    let entitlements = state.entitlements().await?;
    let admin_email = accounts::list_users(&state.db)
        .await?
        .into_iter()
        .find(|u| u.role == "administrator")
        .map(|u| u.email)
        .unwrap_or_default();
    let addons = state
        .addons
        .items(&entitlements)
        .into_iter()
        .map(|a| {
            let flags = AddonFlags {
                name: a.title,
                installed: a.installed,
                active: a.active,
                addon_type: a.addon_type,
            };
            (a.slug, flags)
        })
        .collect();
    let feature_owners = feature_owners(&state.addons.ownership());
    let timezone = crate::responses::counters::zone(&state.db)
        .await?
        .name()
        .to_owned();
    let session = admin.0;
    Ok(axum::Json(SiteConfig {
        is_pro: entitlements.is_pro(),
        is_licensed: entitlements.is_licensed(),
        license_type: entitlements.tier.as_str().into(),
        admin_email,
        timezone,
        admin_url: "/admin/".into(),
        assets_url: "/admin/assets/".into(),
        nonce: session.nonce,
        addons,
        feature_owners,
        user: session.user,
        capabilities: session.capabilities,
        dev_mode: state.config.dev,
        mail_configured: state.config.smtp_url.is_some(),
    }))
}

/// [`SiteConfig::feature_owners`] from the ownership registry.
fn feature_owners(
    ownership: &crate::addons::registry::ownership::Ownership,
) -> BTreeMap<String, Vec<FeatureOwner>> {
    let name_of = |slug: &str| {
        ownership
            .names
            .get(slug)
            .cloned()
            .unwrap_or_else(|| slug.to_owned())
    };
    let mut out: BTreeMap<String, Vec<FeatureOwner>> = BTreeMap::new();
    for key in ownership.plugin.iter().filter(|k| k.decl.top_level) {
        let owners = std::iter::once(key.slug.clone())
            .chain(key.decl.also_with.iter().cloned())
            .map(|slug| FeatureOwner {
                name: name_of(&slug),
                slug,
            })
            .collect();
        out.insert(key.key.clone(), owners);
    }
    for (slug, field, value) in &ownership.unlocks {
        let owners = out.entry(format!("{field}={value}")).or_default();
        let owner = FeatureOwner {
            slug: slug.clone(),
            name: name_of(slug),
        };
        if !owners.contains(&owner) {
            owners.push(owner);
        }
    }
    out
}
