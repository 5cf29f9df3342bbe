//! Verdicts of `survey-visibility` the add-ons said hold for later calls (SDK 1.3, `reuse` in the
//! answer): the same survey input and verdict so far, the same values of the named cookies,
//! before `until`. A page view that matches one is answered without calling the add-on.
//!
//! The memory lives in the widget's snapshot, so it is forgotten with it: at least once a second,
//! and at once after a change in this process (surveys, settings, licences, add-ons). Its key also
//! holds the registry's generation, so an add-on updated meanwhile is asked again. Visitors choose
//! their cookies' values, so the memory is bounded: [`MAX_KEYS`] survey inputs, [`MAX_VARIANTS`]
//! cookie values each, cookie values up to [`MAX_COOKIE_BYTES`] together; past that a call is
//! simply made.

use std::{collections::HashMap, sync::Mutex};

use crate::addons::capabilities::visitor::VisitorContext;
use crate::addons::registry::Visibility;

/// Survey inputs remembered per snapshot (an input is one survey as one add-on sees it).
pub const MAX_KEYS: usize = 4_096;
/// Verdicts remembered per survey input, one per combination of cookie values.
pub const MAX_VARIANTS: usize = 16;
/// A verdict that depends on longer cookie values is not remembered.
pub const MAX_COOKIE_BYTES: usize = 512;

/// What an add-on said its verdict holds for.
#[derive(Debug, Clone, Default, serde::Deserialize)]
pub struct Reuse {
    #[serde(default)]
    pub cookies: Vec<String>,
    #[serde(default)]
    pub until: Option<i64>,
}

#[derive(Default)]
pub struct Verdicts {
    table: Mutex<HashMap<String, Entry>>,
    /// Add-ons whose last answer in this snapshot named no reuse: not worth a key.
    once_only: std::sync::RwLock<std::collections::HashSet<String>>,
}

struct Entry {
    /// The cookies the verdicts depend on, as the add-on named them.
    cookies: Vec<String>,
    variants: Vec<Variant>,
}

struct Variant {
    values: Vec<Option<String>>,
    verdict: Visibility,
    until: Option<i64>,
}

fn values_of(cookies: &[String], visitor: &VisitorContext) -> Option<Vec<Option<String>>> {
    let values: Vec<Option<String>> = cookies
        .iter()
        .map(|name| visitor.cookie(name).map(str::to_owned))
        .collect();
    let bytes: usize = values.iter().flatten().map(String::len).sum();
    (bytes <= MAX_COOKIE_BYTES).then_some(values)
}

fn matches(values: &[Option<String>], cookies: &[String], visitor: &VisitorContext) -> bool {
    values
        .iter()
        .zip(cookies)
        .all(|(value, name)| value.as_deref() == visitor.cookie(name))
}

impl Verdicts {
    /// Whether `slug`'s answers may be reused (false once it answered without `reuse` in this
    /// snapshot, so that an add-on that never says costs no key per call).
    pub fn may_reuse(&self, slug: &str) -> bool {
        !self.once_only.read().expect("verdicts lock").contains(slug)
    }

    /// `slug` answered without `reuse` (or with): remembered for [`Verdicts::may_reuse`].
    pub fn answered(&self, slug: &str, reuses: bool) {
        if reuses == self.may_reuse(slug) {
            return;
        }
        let mut once = self.once_only.write().expect("verdicts lock");
        if reuses {
            once.remove(slug);
        } else {
            once.insert(slug.to_owned());
        }
    }

    /// The remembered verdict for input `key` and this visitor at `now`, if one holds.
    pub fn get(&self, key: &str, visitor: &VisitorContext, now: i64) -> Option<Visibility> {
        let table = self.table.lock().expect("verdicts lock");
        let entry = table.get(key)?;
        entry
            .variants
            .iter()
            .find(|v| {
                v.until.is_none_or(|until| now < until)
                    && matches(&v.values, &entry.cookies, visitor)
            })
            .map(|v| v.verdict.clone())
    }

    /// Remembers `verdict` for input `key`, as `reuse` says it holds.
    pub fn put(
        &self,
        key: &str,
        reuse: Reuse,
        visitor: &VisitorContext,
        verdict: &Visibility,
        now: i64,
    ) {
        if reuse.until.is_some_and(|until| until <= now) {
            return;
        }
        let Some(values) = values_of(&reuse.cookies, visitor) else {
            return;
        };
        let variant = Variant {
            values,
            verdict: verdict.clone(),
            until: reuse.until,
        };
        let mut table = self.table.lock().expect("verdicts lock");
        let full = table.len() >= MAX_KEYS;
        match table.get_mut(key) {
            // The add-on names other cookies than before: what it said before goes.
            Some(entry) if entry.cookies != reuse.cookies => {
                entry.cookies = reuse.cookies;
                entry.variants = vec![variant];
            }
            Some(entry) => {
                entry.variants.retain(|v| v.values != variant.values);
                if entry.variants.len() < MAX_VARIANTS {
                    entry.variants.push(variant);
                }
            }
            None if !full => {
                table.insert(
                    key.to_owned(),
                    Entry {
                        cookies: reuse.cookies,
                        variants: vec![variant],
                    },
                );
            }
            None => {}
        }
    }

    /// How many verdicts are remembered (tests).
    pub fn len(&self) -> usize {
        let table = self.table.lock().expect("verdicts lock");
        table.values().map(|e| e.variants.len()).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Map, json};

    use super::*;

    fn visitor(cookies: serde_json::Value) -> VisitorContext {
        let mut base = Map::new();
        base.insert("cookies".into(), cookies);
        VisitorContext::new(base, "192.0.2.1".into(), None)
    }

    fn hidden(reason: &str) -> Visibility {
        Visibility {
            visible: false,
            reason: Some(reason.into()),
        }
    }

    fn reuse(cookies: &[&str], until: Option<i64>) -> Reuse {
        Reuse {
            cookies: cookies.iter().map(|c| (*c).to_owned()).collect(),
            until,
        }
    }

    #[test]
    fn a_verdict_for_every_visitor_answers_any_visitor() {
        let verdicts = Verdicts::default();
        let first = visitor(json!({"hearken_survey_1": "x"}));
        verdicts.put("s1", reuse(&[], None), &first, &hidden("no"), 100);
        let other = visitor(json!({}));
        assert_eq!(verdicts.get("s1", &other, 100), Some(hidden("no")));
        assert_eq!(verdicts.get("s2", &other, 100), None);
    }

    #[test]
    fn a_verdict_by_cookie_answers_only_the_same_value_missing_included() {
        let verdicts = Verdicts::default();
        let none = visitor(json!({"theme": "dark"}));
        let seen = visitor(json!({"c": "seen"}));
        verdicts.put("s", reuse(&["c"], None), &none, &hidden("absent"), 0);
        assert_eq!(
            verdicts.get("s", &visitor(json!({})), 0),
            Some(hidden("absent"))
        );
        assert_eq!(verdicts.get("s", &seen, 0), None);
        verdicts.put("s", reuse(&["c"], None), &seen, &hidden("seen"), 0);
        assert_eq!(verdicts.get("s", &seen, 0), Some(hidden("seen")));
        assert_eq!(verdicts.get("s", &none, 0), Some(hidden("absent")));
        assert_eq!(verdicts.get("s", &visitor(json!({"c": "other"})), 0), None);
    }

    #[test]
    fn a_verdict_lapses_at_its_moment() {
        let verdicts = Verdicts::default();
        let v = visitor(json!({}));
        verdicts.put("s", reuse(&[], Some(200)), &v, &hidden("x"), 100);
        assert!(verdicts.get("s", &v, 199).is_some());
        assert!(verdicts.get("s", &v, 200).is_none());
        // Already lapsed: not remembered.
        verdicts.put("t", reuse(&[], Some(50)), &v, &hidden("x"), 100);
        assert!(verdicts.get("t", &v, 10).is_none());
    }

    #[test]
    fn visitors_cannot_make_the_memory_grow_without_bound() {
        let verdicts = Verdicts::default();
        for i in 0..1_000 {
            let v = visitor(json!({"c": format!("value {i}")}));
            verdicts.put("s", reuse(&["c"], None), &v, &hidden("x"), 0);
        }
        assert_eq!(verdicts.len(), MAX_VARIANTS);
        let long = visitor(json!({"c": "x".repeat(MAX_COOKIE_BYTES + 1)}));
        verdicts.put("t", reuse(&["c"], None), &long, &hidden("x"), 0);
        assert!(verdicts.get("t", &long, 0).is_none());
        for i in 0..(MAX_KEYS + 10) {
            verdicts.put(&format!("k{i}"), reuse(&[], None), &long, &hidden("x"), 0);
        }
        // "s" is one of the keys.
        assert_eq!(verdicts.len(), MAX_VARIANTS + MAX_KEYS - 1);
    }

    #[test]
    fn an_add_on_that_never_says_costs_no_key() {
        let verdicts = Verdicts::default();
        assert!(verdicts.may_reuse("targeting"));
        verdicts.answered("targeting", false);
        assert!(!verdicts.may_reuse("targeting"));
        assert!(verdicts.may_reuse("behavior"));
        verdicts.answered("targeting", true);
        assert!(verdicts.may_reuse("targeting"));
    }

    #[test]
    fn other_cookies_named_replace_what_was_said_before() {
        let verdicts = Verdicts::default();
        let v = visitor(json!({"a": "1", "b": "2"}));
        verdicts.put("s", reuse(&["a"], None), &v, &hidden("by a"), 0);
        verdicts.put("s", reuse(&["b"], None), &v, &hidden("by b"), 0);
        assert_eq!(verdicts.len(), 1);
        assert_eq!(verdicts.get("s", &v, 0), Some(hidden("by b")));
    }
}
