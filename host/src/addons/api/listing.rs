//! The add-ons screen's list (spec 002 §2.2): the catalogue shipped with the host and the
//! installed add-ons, with the flags the screen and `GET config` show.

use serde::Serialize;
use utoipa::ToSchema;

use crate::addons::package::manifest::Manifest;
use crate::addons::registry::Addons;
use crate::addons::registry::Entitled;
use crate::tier::Tier;

/// One card of the add-ons screen.
#[derive(Debug, Serialize, ToSchema)]
pub struct AddonItem {
    pub slug: String,
    pub title: String,
    pub excerpt: String,
    /// Plus, Pro or Elite: the plan label is derived from these.
    pub categories: Vec<String>,
    /// The installed version, else the catalogue's.
    pub version: String,
    pub installed: bool,
    pub active: bool,
    /// 'licensed' when the license covers the add-on's plan, else 'unlicensed'.
    #[serde(rename = "type")]
    pub addon_type: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub redirect: Option<String>,
    /// lite, plus, pro or elite.
    pub plan: String,
    pub author: String,
    /// catalogue, upload or native (from the operator's HEARKEN_NATIVE_ADDONS_DIR), for installed
    /// add-ons.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// A newer version in the catalogue than the installed one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub update_available: Option<String>,
    /// Hooks the add-on subscribes to.
    pub hooks: Vec<String>,
    /// What runs it: `wasm` (sandboxed) or `native` (a shared library the operator installed,
    /// trusted as Hearken itself is).
    pub runtime: crate::addons::package::manifest::AddonRuntime,
    /// A native add-on's library as this server loaded it: its SHA-256, in hex.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub checksum: Option<String>,
    /// How its package is signed: trusted, unknown (a publisher this installation does not
    /// trust) or unsigned; absent when this process has not read the package.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signed: Option<crate::addons::package::trust::Signed>,
    /// What it may do, from its manifest.
    pub capabilities: crate::addons::package::trust::CapabilitySummary,
    /// Its actions not delivered yet (`response-submitted`): waiting, failed for good, and the
    /// latest error; absent when there are none. Only `GET addons` fills it in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actions: Option<crate::addons::workers::actions::ActionStats>,
}

impl Addons {
    /// Every add-on of the catalogue and every installed one, by title.
    pub fn items(&self, entitlements: &dyn Entitled) -> Vec<AddonItem> {
        let installed = self.installed();
        let catalogue = self.catalogue();
        let mut items: Vec<AddonItem> = installed
            .iter()
            .map(|i| {
                let newer = catalogue
                    .iter()
                    .find(|c| {
                        c.manifest.slug == i.row.slug && c.manifest.version > i.manifest.version
                    })
                    .map(|c| c.manifest.version.to_string());
                let mut it = item(
                    &i.manifest,
                    true,
                    i.row.active,
                    Some(i.row.source.clone()),
                    newer,
                    entitlements,
                );
                it.signed = self.signed_package(&i.row.package_sha256);
                it.checksum = crate::addons::registry::native::checksum(&i.row.package_sha256)
                    .map(str::to_owned);
                it
            })
            .collect();
        for entry in catalogue {
            if !items.iter().any(|i| i.slug == entry.manifest.slug) {
                let mut it = item(&entry.manifest, false, false, None, None, entitlements);
                it.signed = Some(entry.signed);
                items.push(it);
            }
        }
        items.sort_by_key(|a| a.title.to_lowercase());
        items
    }
}

/// `licensed` when the license in force covers `plan`, else `unlicensed`.
pub fn addon_type(entitlements: &dyn Entitled, plan: Tier) -> String {
    if entitlements.covers(plan) {
        "licensed"
    } else {
        "unlicensed"
    }
    .into()
}

fn item(
    m: &Manifest,
    installed: bool,
    active: bool,
    source: Option<String>,
    update_available: Option<String>,
    entitlements: &dyn Entitled,
) -> AddonItem {
    AddonItem {
        slug: m.slug.clone(),
        title: m.name.clone(),
        excerpt: m.description.clone(),
        categories: m.categories.clone(),
        version: m.version.to_string(),
        installed,
        active,
        addon_type: addon_type(entitlements, m.plan),
        redirect: m.redirect.clone(),
        plan: m.plan.as_str().into(),
        author: m.author.clone(),
        source,
        update_available,
        hooks: m.hooks.keys().cloned().collect(),
        runtime: m.runtime,
        checksum: None,
        signed: None,
        capabilities: crate::addons::package::trust::summary(m),
        actions: None,
    }
}
