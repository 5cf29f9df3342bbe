//! What add-ons are told about a visitor (`survey-visibility`, `validate-response`, public
//! endpoints): the page context the widget sent, plus the country (resolved by the host) for an
//! add-on that declares `visitor.country`, and the address (anonymised when the site anonymises
//! addresses) for one that declares `visitor.address`. Nothing else about the visitor leaves the
//! host.

use serde_json::{Map, Value};

use super::{manifest::Permission, runtime::AddonInfo};

#[derive(Debug, Clone, Default)]
pub struct VisitorContext {
    /// The page context (the same for every add-on).
    base: Map<String, Value>,
    /// As add-ons with `visitor.address` see it (already anonymised when the site says so).
    address: String,
    country: Option<String>,
}

impl VisitorContext {
    pub fn new(base: Map<String, Value>, address: String, country: Option<String>) -> Self {
        VisitorContext {
            base,
            address,
            country,
        }
    }

    /// The visitor as `addon` sees it.
    pub fn for_addon(&self, addon: &AddonInfo) -> Value {
        let mut visitor = self.base.clone();
        if addon.may(Permission::VisitorCountry) {
            visitor.insert(
                "country".into(),
                self.country
                    .clone()
                    .map(Value::String)
                    .unwrap_or(Value::Null),
            );
        }
        if addon.may(Permission::VisitorAddress) {
            visitor.insert("address".into(), Value::String(self.address.clone()));
        }
        Value::Object(visitor)
    }
}
