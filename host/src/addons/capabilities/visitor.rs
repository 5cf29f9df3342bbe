//! What add-ons are told about a visitor (`survey-visibility`, `validate-response`, public
//! endpoints): the page context the widget sent, plus the country (resolved by the host) for an
//! add-on that declares `visitor.country`, and the address (anonymised when the site anonymises
//! addresses) for one that declares `visitor.address`. Nothing else about the visitor leaves the
//! host.

use serde_json::{Map, Value};

use crate::addons::package::info::AddonInfo;
use crate::addons::package::manifest::Permission;

#[derive(Debug, Clone, Default)]
pub struct VisitorContext {
    /// The page context (the same for every add-on).
    base: Map<String, Value>,
    /// As add-ons with `visitor.address` see it (already anonymised when the site says so).
    address: String,
    country: Option<String>,
    /// `base` as JSON text, made once per request for every add-on on the visitor's path.
    base_json: std::sync::OnceLock<String>,
}

impl VisitorContext {
    pub fn new(mut base: Map<String, Value>, address: String, country: Option<String>) -> Self {
        // Only the host says where a visitor is: a page context's own `country` or `address`
        // never passes for the resolved ones.
        base.remove("country");
        base.remove("address");
        VisitorContext {
            base,
            address,
            country,
            base_json: std::sync::OnceLock::new(),
        }
    }

    /// What the host adds to the page context for `addon`, by its permissions: the country with
    /// `visitor.country`, the address with `visitor.address`.
    fn resolved_for(&self, addon: &AddonInfo) -> impl Iterator<Item = (&'static str, Value)> {
        let country = addon.may(Permission::VisitorCountry).then(|| {
            (
                "country",
                self.country.clone().map_or(Value::Null, Value::String),
            )
        });
        let address = addon
            .may(Permission::VisitorAddress)
            .then(|| ("address", Value::String(self.address.clone())));
        country.into_iter().chain(address)
    }

    /// The visitor as `addon` sees it, as JSON text: what [`Self::for_addon`] gives, without
    /// building a value per add-on (the page context is written once per request).
    pub fn json_for(&self, addon: &AddonInfo) -> String {
        let base = self
            .base_json
            .get_or_init(|| serde_json::to_string(&self.base).unwrap_or_else(|_| "{}".into()));
        let mut out = String::with_capacity(base.len() + 64);
        out.push_str(&base[..base.len() - 1]);
        for (key, value) in self.resolved_for(addon) {
            if out.len() > 1 {
                out.push(',');
            }
            out.push_str(&Value::from(key).to_string());
            out.push(':');
            out.push_str(&value.to_string());
        }
        out.push('}');
        out
    }

    /// The value of the page's cookie `name`, as the widget sent it.
    pub fn cookie(&self, name: &str) -> Option<&str> {
        self.base.get("cookies")?.get(name)?.as_str()
    }

    /// The visitor as `addon` sees it.
    pub fn for_addon(&self, addon: &AddonInfo) -> Value {
        let mut visitor = self.base.clone();
        visitor.extend(self.resolved_for(addon).map(|(k, v)| (k.to_owned(), v)));
        Value::Object(visitor)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::addons::{package::manifest::Manifest, runtime::ApiVersion};

    fn addon(permissions: &str) -> AddonInfo {
        let manifest = Manifest::parse(&format!(
            "slug = \"seer\"\nname = \"Seer\"\nversion = \"1.0.0\"\nplan = \"lite\"\napi = \"^1.1\"\n\n[hooks]\nsurvey-visibility = 10\n\n[capabilities]\npermissions = [{permissions}]\n"
        ))
        .unwrap();
        AddonInfo::of(&manifest, ApiVersion::V1_1)
    }

    fn context(base: Value, country: Option<&str>) -> VisitorContext {
        let Value::Object(base) = base else {
            unreachable!()
        };
        VisitorContext::new(base, "203.0.113.0".into(), country.map(str::to_owned))
    }

    #[test]
    fn each_addon_sees_what_its_permissions_allow() {
        let page = json!({"url": "https://shop.example/a \"quoted\" page", "device": "mobile", "cookies": {"a": "1"}});
        for (permissions, seen) in [
            ("", json!({})),
            ("\"visitor.country\"", json!({"country": "DE"})),
            (
                "\"visitor.country\", \"visitor.address\"",
                json!({"country": "DE", "address": "203.0.113.0"}),
            ),
        ] {
            let info = addon(permissions);
            let visitor = context(page.clone(), Some("DE"));
            let mut expected = page.clone();
            expected
                .as_object_mut()
                .unwrap()
                .extend(seen.as_object().unwrap().clone());
            let text: Value = serde_json::from_str(&visitor.json_for(&info)).unwrap();
            assert_eq!(text, expected, "{permissions}");
            assert_eq!(visitor.for_addon(&info), expected, "{permissions}");
        }
        // An empty page context and an unknown country are still valid JSON.
        let visitor = context(json!({}), None);
        assert_eq!(visitor.json_for(&addon("")), "{}");
        assert_eq!(
            visitor.json_for(&addon("\"visitor.country\"")),
            r#"{"country":null}"#
        );
    }

    #[test]
    fn a_page_context_cannot_pose_as_the_resolved_country_or_address() {
        let visitor = context(
            json!({"url": "https://shop.example/", "country": "US", "address": "198.51.100.7"}),
            Some("DE"),
        );
        let none: Value = serde_json::from_str(&visitor.json_for(&addon(""))).unwrap();
        assert_eq!(none, json!({"url": "https://shop.example/"}));
        let both = addon("\"visitor.country\", \"visitor.address\"");
        let seen: Value = serde_json::from_str(&visitor.json_for(&both)).unwrap();
        assert_eq!(seen["country"], "DE");
        assert_eq!(seen["address"], "203.0.113.0");
    }
}
