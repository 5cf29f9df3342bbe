//! The widget's own words (Skip, Next, the thank-you, accessible names) in each language it has a
//! catalogue for: widget/locales/<tag>.json, built into the host so that the answer of
//! `GET widget/survey` carries the words of the language it shows the survey in (English, the
//! renderer's own, is never sent). Also which language that is for a page's wishes, and which
//! languages are written right to left.

use std::{collections::HashMap, sync::LazyLock};

use serde_json::value::RawValue;

use crate::language::lookup;

/// Each catalogue's tag and text, as the widget's source keeps them.
const CATALOGUES: [(&str, &str); 22] = [
    ("ar", include_str!("../../../widget/locales/ar.json")),
    ("de", include_str!("../../../widget/locales/de.json")),
    ("en", include_str!("../../../widget/locales/en.json")),
    ("es", include_str!("../../../widget/locales/es.json")),
    ("fa", include_str!("../../../widget/locales/fa.json")),
    ("fr", include_str!("../../../widget/locales/fr.json")),
    ("he", include_str!("../../../widget/locales/he.json")),
    ("hi", include_str!("../../../widget/locales/hi.json")),
    ("id", include_str!("../../../widget/locales/id.json")),
    ("it", include_str!("../../../widget/locales/it.json")),
    ("ja", include_str!("../../../widget/locales/ja.json")),
    ("ko", include_str!("../../../widget/locales/ko.json")),
    ("nl", include_str!("../../../widget/locales/nl.json")),
    ("pl", include_str!("../../../widget/locales/pl.json")),
    ("pt", include_str!("../../../widget/locales/pt.json")),
    ("pt-BR", include_str!("../../../widget/locales/pt-BR.json")),
    ("ru", include_str!("../../../widget/locales/ru.json")),
    ("sv", include_str!("../../../widget/locales/sv.json")),
    ("tr", include_str!("../../../widget/locales/tr.json")),
    ("uk", include_str!("../../../widget/locales/uk.json")),
    ("zh-CN", include_str!("../../../widget/locales/zh-CN.json")),
    ("zh-TW", include_str!("../../../widget/locales/zh-TW.json")),
];

/// The tags of the catalogues.
pub fn tags() -> impl Iterator<Item = &'static str> {
    CATALOGUES.iter().map(|(tag, _)| *tag)
}

/// Each catalogue but English's, as compact JSON, parsed once.
static WORDS: LazyLock<HashMap<&'static str, Box<RawValue>>> = LazyLock::new(|| {
    CATALOGUES
        .iter()
        .filter(|(tag, _)| *tag != "en")
        .map(|(tag, text)| {
            let value: serde_json::Value =
                serde_json::from_str(text).expect("widget/locales files are JSON");
            (
                *tag,
                serde_json::value::to_raw_value(&value).expect("JSON serialises"),
            )
        })
        .collect()
});

/// The words of catalogue `tag`, or None for English (the renderer's own) and unknown tags.
pub fn words(tag: &str) -> Option<&'static RawValue> {
    WORDS.get(tag).map(|w| &**w)
}

/// The catalogue for `wishes` (language tags in order of preference), by BCP 47 lookup: `pt-BR`
/// is tried as `pt-BR`, then `pt`. Chinese goes by its script: Traditional for `zh-Hant` and for
/// Taiwan, Hong Kong and Macau without a script, Simplified otherwise. English when none matches.
pub fn language_for(wishes: &[String]) -> &'static str {
    static AVAILABLE: LazyLock<Vec<&'static str>> = LazyLock::new(|| tags().collect());
    for wish in wishes {
        let mut parts = wish.split('-');
        if parts.next().is_some_and(|l| l.eq_ignore_ascii_case("zh")) {
            let is = |part: &str, name: &str| part.eq_ignore_ascii_case(name);
            let traditional = match parts.next() {
                Some(script) if is(script, "hant") => true,
                Some(script) if is(script, "hans") => false,
                Some(region) => ["tw", "hk", "mo"].iter().any(|r| is(region, r)),
                None => false,
            };
            return if traditional { "zh-TW" } else { "zh-CN" };
        }
        if let Some(found) = lookup(std::slice::from_ref(wish), &AVAILABLE) {
            return found;
        }
    }
    "en"
}

pub use crate::language::direction;

#[cfg(test)]
mod tests {
    use super::*;

    fn pick(wishes: &[&str]) -> &'static str {
        language_for(&wishes.iter().map(|w| w.to_string()).collect::<Vec<_>>())
    }

    #[test]
    fn the_first_wish_with_a_catalogue_wins_by_lookup() {
        assert_eq!(pick(&["pt-BR"]), "pt-BR");
        assert_eq!(pick(&["pt-PT"]), "pt");
        assert_eq!(pick(&["de-AT"]), "de");
        assert_eq!(pick(&["ca", "fr-CA"]), "fr");
        assert_eq!(pick(&["zh-Hant-HK"]), "zh-TW");
        assert_eq!(pick(&["zh-HK"]), "zh-TW");
        assert_eq!(pick(&["zh"]), "zh-CN");
        assert_eq!(pick(&["zh-Hans-TW"]), "zh-CN");
        assert_eq!(pick(&["ca", "eu"]), "en");
        assert_eq!(pick(&[]), "en");
    }

    #[test]
    fn every_catalogue_has_every_english_key_and_no_other() {
        let keys = |text: &str| -> Vec<String> {
            let value: serde_json::Value = serde_json::from_str(text).unwrap();
            let mut keys: Vec<String> = value.as_object().unwrap().keys().cloned().collect();
            keys.sort();
            keys
        };
        let english = keys(CATALOGUES.iter().find(|(t, _)| *t == "en").unwrap().1);
        for (tag, text) in CATALOGUES {
            assert_eq!(keys(text), english, "{tag}");
        }
        assert!(words("en").is_none());
        assert!(words("ar").unwrap().get().contains("\"skip\""));
    }
}
