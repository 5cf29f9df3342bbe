//! Who owns which settings key: the survey-settings and plugin-settings keys that add-on manifests
//! declare (`[survey_settings]`, `[settings]`), with their schemas and defaults, gathered from the
//! installed add-ons (active or not) and, for add-ons not installed, from the catalogue shipped with
//! the host. The core names no paid add-on: it asks this registry what a key is, who owns it, what
//! its default is, and whether the owner is in force.
//!
//! Keys of first-party add-ons sit at the top of `settings` (`top_level`, the spec's REST shape);
//! every other add-on's keys sit under `settings.addons.{slug}.{key}`, so no two add-ons can
//! claim one key.

use std::{collections::BTreeMap, sync::Arc};

use serde_json::{Map, Value};

use super::Entitled;
use crate::addons::package::manifest::{Manifest, PluginSettingDecl, SurveySettingDecl};
use crate::addons::package::schema::{Failure, Schema};
use crate::tier::Tier;

pub use crate::addons::package::manifest::key_path;

/// A key some add-on owns.
#[derive(Debug, Clone)]
pub struct Owned<D> {
    pub slug: String,
    /// The add-on's name (for 'Please activate the {name} addon …').
    pub name: String,
    pub plan: Tier,
    pub key: String,
    pub decl: D,
    pub schema: Schema,
}

pub type SurveyKey = Owned<SurveySettingDecl>;
pub type PluginKey = Owned<PluginSettingDecl>;

impl<D: Declared> Owned<D> {
    /// May the owner's features work now (installed, active and covered by the license), or those
    /// of another add-on the declaration names in `also_with`?
    pub fn in_force(&self, entitlements: &dyn Entitled) -> bool {
        entitlements.addon(&self.slug)
            || self.decl.also_with().iter().any(|s| entitlements.addon(s))
    }
}

impl<D> Owned<D> {
    /// Checks `value` against the declared schema; failures carry paths below `path`.
    pub fn check(&self, value: &Value, path: &str) -> Vec<Failure> {
        self.schema.check(value, path)
    }
}

/// The first top-level key of `claims` that an add-on other than `slug` already owns in `owned`,
/// with that add-on's name.
fn first_claimed<D: Declared>(
    owned: &[Owned<D>],
    claims: &BTreeMap<String, D>,
    slug: &str,
) -> Option<(String, String)> {
    claims
        .iter()
        .filter(|(_, d)| d.top_level())
        .find_map(|(key, _)| {
            owned
                .iter()
                .find(|o| o.decl.top_level() && &o.key == key && o.slug != slug)
                .map(|o| (key.clone(), o.name.clone()))
        })
}

/// What survey-settings and plugin-settings declarations have in common.
pub trait Declared: Clone {
    fn schema(&self) -> &Value;
    fn default(&self) -> &Value;
    fn top_level(&self) -> bool;
    /// Other add-ons whose being in force makes the key work too.
    fn also_with(&self) -> &[String] {
        &[]
    }
}

/// The fields both declarations have, read as [`Declared`] reads them.
macro_rules! declared_fields {
    () => {
        fn schema(&self) -> &Value {
            &self.schema
        }
        fn default(&self) -> &Value {
            &self.default
        }
        fn top_level(&self) -> bool {
            self.top_level
        }
    };
}

impl Declared for SurveySettingDecl {
    declared_fields!();
}

impl Declared for PluginSettingDecl {
    declared_fields!();
    fn also_with(&self) -> &[String] {
        &self.also_with
    }
}

impl<D: Declared> Owned<D> {
    /// Where the key sits in a survey's settings, or in the plugin settings (and its row in the
    /// settings table).
    pub fn path(&self) -> Vec<String> {
        key_path(&self.slug, &self.key, self.decl.top_level())
    }

    pub fn default(&self) -> &Value {
        self.decl.default()
    }
}

/// Adds manifest `m`'s declarations `decls` to `keys`; a key path claimed twice keeps its first
/// claimant, and a declaration whose schema does not compile is skipped.
fn claim<D: Declared>(
    keys: &mut Vec<Owned<D>>,
    m: &Manifest,
    decls: &std::collections::BTreeMap<String, D>,
) {
    for (key, decl) in decls {
        let Ok(schema) = Schema::compile(decl.schema()) else {
            continue;
        };
        let owned = Owned {
            slug: m.slug.clone(),
            name: m.name.clone(),
            plan: m.plan,
            key: key.clone(),
            decl: decl.clone(),
            schema,
        };
        if !keys.iter().any(|k| k.path() == owned.path()) {
            keys.push(owned);
        }
    }
}

impl SurveyKey {
    /// Does a survey with these settings hold a value of this key other than its default?
    ///
    /// On the widget's path for every survey and add-on: compares in place, without completing a
    /// copy (a key the value lacks takes the default's, so only the keys it has can differ).
    pub fn is_set(&self, settings: &Map<String, Value>) -> bool {
        match (self.value_in(settings), self.default()) {
            (None, _) => false,
            (Some(Value::Object(map)), Value::Object(defaults)) => {
                map.iter().any(|(k, v)| defaults.get(k) != Some(v))
            }
            (Some(value), default) => value != default,
        }
    }

    /// Does a survey hold, at one of `pointers` into this key's value, something other than the
    /// default's value there? (A field it lacks takes the default's.)
    pub fn is_set_in(&self, settings: &Map<String, Value>, pointers: &[String]) -> bool {
        let Some(value) = self.value_in(settings) else {
            return false;
        };
        pointers.iter().any(|p| match value.pointer(p) {
            None => false,
            Some(v) => self.default().pointer(p) != Some(v),
        })
    }

    /// This key's value in a survey's settings.
    fn value_in<'a>(&self, settings: &'a Map<String, Value>) -> Option<&'a Value> {
        if self.decl.top_level {
            settings.get(&self.key)
        } else {
            settings
                .get("addons")
                .and_then(|a| a.get(&self.slug))
                .and_then(|a| a.get(&self.key))
        }
    }
}

impl PluginKey {
    /// The plan needed to change it.
    pub fn plan(&self) -> Tier {
        self.decl.plan.unwrap_or(self.plan)
    }

    /// The feature named in its upgrade prompt.
    pub fn feature(&self) -> &str {
        self.decl.feature.as_deref().unwrap_or(&self.name)
    }
}

/// The declared keys of every known add-on.
#[derive(Debug, Default)]
pub struct Ownership {
    pub survey: Vec<SurveyKey>,
    pub plugin: Vec<PluginKey>,
    /// The trigger names add-ons provide (`widget.triggers`), with the slug of each provider.
    pub triggers: Vec<(String, String)>,
    /// `(slug, add-on name, device)` for each device besides desktop an add-on shows surveys on.
    pub devices: Vec<(String, String, String)>,
    /// `(slug, core field, paid value)` for each paid value of a core field an add-on unlocks.
    pub unlocks: Vec<(String, String, String)>,
    /// Each known add-on's name, by slug.
    pub names: BTreeMap<String, String>,
}

/// The keys of a settings map (site or survey) with their values, each by its path: core keys and
/// first-party add-ons' keys at the top, other add-ons' under `addons.{slug}`.
pub fn paths(changes: Map<String, Value>) -> Vec<(Vec<String>, Value)> {
    let mut out = Vec::new();
    for (key, value) in changes {
        match (key.as_str(), value) {
            ("addons", Value::Object(by_slug)) => {
                for (slug, keys) in by_slug {
                    match keys {
                        Value::Object(keys) => {
                            for (k, v) in keys {
                                out.push((vec!["addons".into(), slug.clone(), k], v));
                            }
                        }
                        other => out.push((vec!["addons".into(), slug], other)),
                    }
                }
            }
            (_, value) => out.push((vec![key], value)),
        }
    }
    out
}

/// Reads the value at `path` of a JSON object.
pub fn value_at<'a>(root: &'a Map<String, Value>, path: &[String]) -> Option<&'a Value> {
    let (first, rest) = path.split_first()?;
    rest.iter()
        .try_fold(root.get(first)?, |at, key| at.get(key))
}

/// Writes `value` at `path` of a JSON object, creating the objects on the way.
pub fn set_at(root: &mut Map<String, Value>, path: &[String], value: Value) {
    let Some((last, parents)) = path.split_last() else {
        return;
    };
    let mut at = root;
    for key in parents {
        let slot = at
            .entry(key.clone())
            .or_insert_with(|| Value::Object(Map::new()));
        if !slot.is_object() {
            *slot = Value::Object(Map::new());
        }
        at = slot.as_object_mut().expect("made an object above");
    }
    at.insert(last.clone(), value);
}

/// A value with the properties its default has and it lacks filled in (one level deep): what a
/// client leaves out of an object keeps its default, as a typed struct with defaults would.
pub fn completed(value: Value, default: &Value) -> Value {
    match (value, default) {
        (Value::Object(mut map), Value::Object(defaults)) => {
            for (key, fallback) in defaults {
                map.entry(key.clone()).or_insert_with(|| fallback.clone());
            }
            Value::Object(map)
        }
        (value, _) => value,
    }
}

impl Ownership {
    /// Gathers the declarations of `manifests` (installed first, then catalogue entries of slugs
    /// not installed); a top-level key claimed twice keeps its first claimant.
    pub fn gather<'a>(manifests: impl IntoIterator<Item = &'a Manifest>) -> Ownership {
        let mut out = Ownership::default();
        for m in manifests {
            out.names
                .entry(m.slug.clone())
                .or_insert_with(|| m.name.clone());
            claim(&mut out.survey, m, &m.survey_settings);
            claim(&mut out.plugin, m, &m.settings);
            for name in m.widget.iter().flat_map(|w| &w.triggers) {
                out.triggers.push((m.slug.clone(), name.clone()));
            }
            for device in m.widget.iter().flat_map(|w| &w.devices) {
                out.devices
                    .push((m.slug.clone(), m.name.clone(), device.clone()));
            }
            for (field, values) in &m.unlocks {
                for value in values {
                    out.unlocks
                        .push((m.slug.clone(), field.clone(), value.clone()));
                }
            }
        }
        out
    }

    /// Has `slug`'s `survey-visibility` anything to decide for a survey with these settings? Not
    /// when the add-on marks keys `visibility_when_set` and every one of them has its default.
    pub fn visibility_matters(&self, slug: &str, settings: &Map<String, Value>) -> bool {
        let mut marked = self
            .survey
            .iter()
            .filter(|k| k.slug == slug && k.decl.visibility_when_set)
            .peekable();
        if marked.peek().is_none() {
            return true;
        }
        marked.any(|k| {
            if k.decl.visibility_fields.is_empty() {
                k.is_set(settings)
            } else {
                k.is_set_in(settings, &k.decl.visibility_fields)
            }
        })
    }

    /// Does an add-on in force decide the host's selection rule `rule` ([`TAKEOVER_RULES`]) for a
    /// survey with these settings? Only where its `survey-visibility` is called for the survey.
    ///
    /// [`TAKEOVER_RULES`]: crate::addons::package::manifest::TAKEOVER_RULES
    pub fn takes_over(
        &self,
        rule: &str,
        settings: &Map<String, Value>,
        entitlements: &dyn Entitled,
    ) -> bool {
        self.survey.iter().any(|k| {
            k.decl.takes_over.iter().any(|r| r == rule)
                && entitlements.addon(&k.slug)
                && self.visibility_matters(&k.slug, settings)
        })
    }

    /// Why surveys are not shown on `device` (`tablet`, `mobile`), or `None` when they may be:
    /// desktop always is; another device when an add-on in force declares it. Else the reason
    /// names the first known add-on that would (spec 002 §8's '{name} addon missing').
    pub fn device_refusal(&self, device: &str, entitlements: &dyn Entitled) -> Option<String> {
        if device == "desktop" {
            return None;
        }
        let mut claimants = self
            .devices
            .iter()
            .filter(|(_, _, d)| d == device)
            .peekable();
        if claimants
            .clone()
            .any(|(slug, _, _)| entitlements.addon(slug))
        {
            return None;
        }
        Some(match claimants.peek() {
            Some((_, name, _)) => format!("{name} addon missing"),
            None => format!("no add-on shows surveys on {device} devices"),
        })
    }

    /// May a survey keep `value` in the core field `field`? Yes unless it is a paid value some known
    /// add-on unlocks and none of those is in force.
    pub fn value_unlocked(&self, field: &str, value: &str, entitlements: &dyn Entitled) -> bool {
        let mut claimants = self
            .unlocks
            .iter()
            .filter(|(_, f, v)| f == field && v == value)
            .peekable();
        claimants.peek().is_none() || claimants.any(|(slug, _, _)| entitlements.addon(slug))
    }

    /// Does an add-on in force unlock `value` of `field` (a widget behaviour is on only then)?
    pub fn unlocked_in_force(&self, field: &str, value: &str, entitlements: &dyn Entitled) -> bool {
        self.unlocks
            .iter()
            .any(|(slug, f, v)| f == field && v == value && entitlements.addon(slug))
    }

    /// The paid values of the core's fields and who unlocks each (installed or in the catalogue):
    /// `(field, value, slug)`.
    pub fn unlockable(&self) -> impl Iterator<Item = (&str, &str, &str)> {
        self.unlocks
            .iter()
            .map(|(slug, field, value)| (field.as_str(), value.as_str(), slug.as_str()))
    }

    /// The add-ons in force that unlock a value the survey uses in `field`.
    fn unlockers_of<'a>(
        &'a self,
        field: &'a str,
        value: &'a str,
        entitlements: &'a dyn Entitled,
    ) -> impl Iterator<Item = &'a String> + 'a {
        self.unlocks
            .iter()
            .filter(move |(slug, f, v)| f == field && v == value && entitlements.addon(slug))
            .map(|(slug, _, _)| slug)
    }

    /// The triggers a survey may be opened by: `immediate`, then the names the add-ons in force
    /// provide.
    pub fn triggers(&self, entitlements: &dyn Entitled) -> Vec<String> {
        let mut names = vec!["immediate".to_owned()];
        for (slug, name) in &self.triggers {
            if entitlements.addon(slug) && !names.contains(name) {
                names.push(name.clone());
            }
        }
        names
    }

    /// The trigger that opens a survey: the first key in force that declares `trigger` and whose
    /// value names one of `allowed` other than `immediate`; else `immediate`. First-party
    /// (top-level) keys are asked first, then the others, each in slug order.
    pub fn survey_trigger(
        &self,
        settings: &Map<String, Value>,
        entitlements: &dyn Entitled,
        allowed: &[String],
    ) -> String {
        let mut keys: Vec<&SurveyKey> = self
            .survey
            .iter()
            .filter(|k| k.decl.trigger.is_some() && k.in_force(entitlements))
            .collect();
        keys.sort_by(|a, b| (!a.decl.top_level, &a.slug).cmp(&(!b.decl.top_level, &b.slug)));
        keys.into_iter()
            .filter_map(|k| {
                let pointer = k.decl.trigger.as_deref()?;
                let value = value_at(settings, &k.path()).unwrap_or_else(|| k.default());
                let name = value.pointer(pointer)?.as_str()?;
                (name != "immediate" && allowed.iter().any(|a| a == name)).then(|| name.to_owned())
            })
            .next()
            .unwrap_or_else(|| "immediate".to_owned())
    }

    /// The owner of the survey-settings top-level key `key` (`theming`), or of an
    /// `addons.{slug}.{key}` path.
    pub fn survey_key(&self, path: &[String]) -> Option<&SurveyKey> {
        self.survey.iter().find(|k| k.path() == path)
    }

    pub fn plugin_key(&self, path: &[String]) -> Option<&PluginKey> {
        self.plugin.iter().find(|k| k.path() == path)
    }

    /// Which add-on other than `slug` already owns a top-level key `manifest` also claims.
    pub fn conflict(&self, manifest: &Manifest) -> Option<(String, String)> {
        let survey = first_claimed(&self.survey, &manifest.survey_settings, &manifest.slug);
        let plugin = || first_claimed(&self.plugin, &manifest.settings, &manifest.slug);
        survey
            .map(|(key, owner)| (format!("survey setting '{key}'"), owner))
            .or_else(|| plugin().map(|(key, owner)| (format!("setting '{key}'"), owner)))
    }

    /// Fills in the default of every known survey key a survey's settings lack, so every survey
    /// answers the whole shape.
    pub fn complete_survey(&self, settings: &mut Map<String, Value>) {
        for key in &self.survey {
            let path = key.path();
            match value_at(settings, &path).cloned() {
                None => set_at(settings, &path, key.default().clone()),
                Some(value) => set_at(settings, &path, completed(value, key.default())),
            }
        }
    }

    /// The survey keys the widget may read whose owners are in force, with their values (the
    /// default when a survey has none).
    pub fn survey_widget_settings(
        &self,
        settings: &Map<String, Value>,
        entitlements: &dyn Entitled,
    ) -> Map<String, Value> {
        let mut out = Map::new();
        for key in self
            .survey
            .iter()
            .filter(|k| k.decl.widget && k.in_force(entitlements))
        {
            if key.decl.widget_when_set && !key.is_set(settings) {
                continue;
            }
            let path = key.path();
            let value = value_at(settings, &path)
                .cloned()
                .map(|v| completed(v, key.default()))
                .unwrap_or_else(|| key.default().clone());
            set_at(&mut out, &path, value);
        }
        out
    }

    /// The slugs of add-ons in force whose survey-scoped widget modules a survey needs: those that
    /// own a key of its widget settings (`survey_widget_settings`), and those that unlock a paid
    /// value it uses (its thank-you redirect).
    pub fn widget_owners(
        &self,
        widget_settings: &Map<String, Value>,
        thank_you_type: &str,
        entitlements: &dyn Entitled,
    ) -> Vec<String> {
        let mut slugs: Vec<String> = self
            .survey
            .iter()
            .filter(|k| k.decl.widget && k.in_force(entitlements))
            .filter(|k| value_at(widget_settings, &k.path()).is_some())
            .map(|k| k.slug.clone())
            .chain(
                self.unlockers_of("thank_you.type", thank_you_type, entitlements)
                    .cloned(),
            )
            .collect();
        slugs.sort();
        slugs.dedup();
        slugs
    }
}

/// A cached [`Ownership`] keyed by what it was built from.
pub type Cached = (String, Arc<Ownership>);

/// The fingerprint of the manifests an ownership was built from.
pub fn fingerprint<'a>(manifests: impl IntoIterator<Item = &'a Manifest>) -> String {
    let mut parts: Vec<String> = manifests
        .into_iter()
        .map(|m| format!("{}@{}", m.slug, m.version))
        .collect();
    parts.sort();
    parts.join(",")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::addons::package::manifest::test_manifest;
    use serde_json::json;

    fn manifest(text: &str) -> Manifest {
        Manifest::parse(text).unwrap()
    }

    const NUDGE: &str = test_manifest!(
        "nudge",
        "Nudge",
        "pro",
        "^1.1",
        r#"
[survey_settings.nudge]
widget = true
default = { delay = 20, style = "soft" }
schema = { type = "object", properties = { delay = { type = "integer" }, style = { type = "string" } } }
[survey_settings.mine]
top_level = true
default = "x"
schema = { type = "string" }
"#
    );

    #[test]
    fn third_party_keys_sit_under_addons_and_defaults_fill_what_is_missing() {
        let m = manifest(NUDGE);
        let ownership = Ownership::gather([&m]);
        let nudge = ownership.survey.iter().find(|k| k.key == "nudge").unwrap();
        assert_eq!(nudge.path(), ["addons", "nudge", "nudge"]);
        let mut settings = Map::new();
        settings.insert("addons".into(), json!({"nudge": {"nudge": {"delay": 5}}}));
        ownership.complete_survey(&mut settings);
        assert_eq!(
            Value::Object(settings),
            json!({"addons": {"nudge": {"nudge": {"delay": 5, "style": "soft"}}}, "mine": "x"})
        );
    }

    #[test]
    fn a_top_level_key_has_one_owner() {
        let first = manifest(NUDGE);
        let second = manifest(
            &NUDGE
                .replace("slug = \"nudge\"", "slug = \"other\"")
                .replace("name = \"Nudge\"", "name = \"Other\""),
        );
        let ownership = Ownership::gather([&first]);
        assert_eq!(
            ownership.conflict(&second),
            Some(("survey setting 'mine'".into(), "Nudge".into()))
        );
        assert_eq!(ownership.conflict(&first), None);
    }

    #[test]
    fn first_party_trigger_keys_decide_first_then_others_in_slug_order() {
        use crate::licensing::{LicenseView, Tier};
        let opener = |slug: &str, top_level: bool, names: &str| {
            manifest(&format!(
                "slug = \"{slug}\"\nname = \"{slug}\"\nversion = \"1.0.0\"\nplan = \"lite\"\napi = \"^1.1\"\n[widget]\ntriggers = [\"{names}\"]\n[survey_settings.{}]\ntop_level = {top_level}\ntrigger = \"/on\"\ndefault = {{ on = \"{names}\" }}\nschema = {{ type = \"object\" }}\n",
                slug.replace('-', "_")
            ))
        };
        let (zed, abe, core) = (
            opener("zed", false, "zed_tap"),
            opener("abe", false, "abe_tap"),
            opener("core-timing", true, "core_tap"),
        );
        let ownership = Ownership::gather([&zed, &abe, &core]);
        let active = |slugs: &[&str]| {
            crate::licensing::Entitlements::new(
                LicenseView::for_tests(None),
                slugs.iter().map(|s| (s.to_string(), Tier::Lite)).collect(),
            )
        };
        let settings = Map::new();
        let pick = |e: &crate::licensing::Entitlements| {
            ownership.survey_trigger(&settings, e, &ownership.triggers(e))
        };
        assert_eq!(pick(&active(&["zed", "abe", "core-timing"])), "core_tap");
        assert_eq!(pick(&active(&["zed", "abe"])), "abe_tap");
        assert_eq!(pick(&active(&["zed"])), "zed_tap");
        assert_eq!(pick(&active(&[])), "immediate");
        // A name no add-on in force provides opens nothing.
        let e = active(&["zed"]);
        assert_eq!(
            ownership.survey_trigger(&settings, &e, &["immediate".to_owned()]),
            "immediate"
        );
    }

    #[test]
    fn visibility_matters_only_where_a_marked_key_is_not_its_default() {
        let marked = manifest(&NUDGE.replace(
            "widget = true\n",
            "widget = true\nvisibility_when_set = true\n",
        ));
        let ownership = Ownership::gather([&marked]);
        let settings = |v: Value| match v {
            Value::Object(map) => map,
            _ => unreachable!(),
        };
        assert!(!ownership.visibility_matters("nudge", &settings(json!({}))));
        let at_default = json!({"addons": {"nudge": {"nudge": {"delay": 20}}}});
        assert!(!ownership.visibility_matters("nudge", &settings(at_default)));
        let changed = json!({"addons": {"nudge": {"nudge": {"delay": 5}}}});
        assert!(ownership.visibility_matters("nudge", &settings(changed)));
        // An add-on that marks no key is always asked.
        let unmarked = Ownership::gather([&manifest(NUDGE)]);
        assert!(unmarked.visibility_matters("nudge", &settings(json!({}))));
        // With visibility_fields, only those fields count.
        let fields = manifest(&NUDGE.replace(
            "widget = true\n",
            "widget = true\nvisibility_when_set = true\nvisibility_fields = [\"/style\"]\n",
        ));
        let ownership = Ownership::gather([&fields]);
        let delay_only = json!({"addons": {"nudge": {"nudge": {"delay": 5, "style": "soft"}}}});
        assert!(!ownership.visibility_matters("nudge", &settings(delay_only)));
        let styled = json!({"addons": {"nudge": {"nudge": {"style": "loud"}}}});
        assert!(ownership.visibility_matters("nudge", &settings(styled)));
        // A pointer that is not one, or fields without visibility_when_set, are refused.
        for bad in [
            "widget = true\nvisibility_when_set = true\nvisibility_fields = [\"style\"]\n",
            "widget = true\nvisibility_fields = [\"/style\"]\n",
        ] {
            let text = NUDGE.replace("widget = true\n", bad);
            assert!(Manifest::parse(&text).is_err(), "{bad}");
        }
    }

    #[test]
    fn paths_read_and_write_nested_objects() {
        let mut root = Map::new();
        let path = vec!["addons".to_owned(), "a".to_owned(), "k".to_owned()];
        assert!(value_at(&root, &path).is_none());
        set_at(&mut root, &path, json!(1));
        assert_eq!(value_at(&root, &path), Some(&json!(1)));
        assert_eq!(
            completed(json!({"a": 1}), &json!({"a": 0, "b": 2})),
            json!({"a": 1, "b": 2})
        );
        assert_eq!(completed(json!("x"), &json!({"b": 2})), json!("x"));
    }
}
