//! Language tags (BCP 47): their conventional case, the lookup of RFC 4647 §3.4 that picks one of
//! a list for a visitor's wishes, and which languages are written right to left. Text rules with
//! no feature behind them, so that settings, surveys and the widget all use the same ones.

/// The longest language tag a visitor may send or an administrator may set.
pub const MAX_TAG: usize = 35;
/// The most languages a site may offer, and a survey be translated into.
pub const MAX_LANGUAGES: usize = 50;

/// A language tag in its conventional case (`pt-br` → `pt-BR`, `zh-hant` → `zh-Hant`), or None
/// when `tag` is not a well-formed BCP 47 tag of the usual shape: a language of 2–3 letters, then
/// subtags of 1–8 letters or digits, 35 characters at most.
pub fn canonical_tag(tag: &str) -> Option<String> {
    let tag = tag.trim();
    let tag = if tag.contains('_') {
        std::borrow::Cow::Owned(tag.replace('_', "-"))
    } else {
        std::borrow::Cow::Borrowed(tag)
    };
    if tag.is_empty() || tag.len() > MAX_TAG {
        return None;
    }
    let mut out = String::with_capacity(tag.len());
    for (i, sub) in tag.split('-').enumerate() {
        let ok =
            !sub.is_empty() && sub.len() <= 8 && sub.bytes().all(|b| b.is_ascii_alphanumeric());
        let alpha = sub.bytes().all(|b| b.is_ascii_alphabetic());
        if !ok || (i == 0 && (!(2..=3).contains(&sub.len()) || !alpha)) {
            return None;
        }
        if i > 0 {
            out.push('-');
        }
        // The language lower case, a region of two letters upper case, a script title case.
        for (j, c) in sub.chars().enumerate() {
            let upper = i > 0 && alpha && (sub.len() == 2 || (sub.len() == 4 && j == 0));
            out.push(if upper {
                c.to_ascii_uppercase()
            } else {
                c.to_ascii_lowercase()
            });
        }
    }
    Some(out)
}

/// The languages a visitor's page asks for, in order (`lang` of `GET widget/survey`: the script
/// tag's or `hearkenConfig`'s, `<html lang>`, then `navigator.languages`, comma-separated), each
/// well-formed; at most 10.
pub fn wishes(sent: &str) -> Vec<String> {
    sent.split(',').filter_map(canonical_tag).take(10).collect()
}

/// RFC 4647 §3.4 lookup: the first of `available` that a wish names, trying each wish whole and
/// then without its last subtags (`pt-BR` → `pt-BR`, then `pt`; case does not matter).
pub fn lookup<'a, S: AsRef<str>>(wishes: &[String], available: &'a [S]) -> Option<&'a str> {
    for wish in wishes {
        let mut range = wish.as_str();
        loop {
            if let Some(found) = available
                .iter()
                .find(|a| a.as_ref().eq_ignore_ascii_case(range))
            {
                return Some(found.as_ref());
            }
            match range.rfind('-') {
                Some(cut) => {
                    range = &range[..cut];
                    // A single-letter subtag (an extension's) goes with the one after it.
                    if range.len() >= 2 && range.as_bytes()[range.len() - 2] == b'-' {
                        range = &range[..range.len() - 2];
                    }
                }
                None => break,
            }
        }
    }
    None
}

/// The message for a tag that is not one.
pub fn not_a_tag(tag: &str) -> String {
    format!("“{tag}” is not a language tag (BCP 47, like de or pt-BR).")
}

/// Whether `tag`'s language is written right to left (Arabic, Persian, Hebrew, Urdu).
pub fn is_rtl(tag: &str) -> bool {
    let primary = tag.split('-').next().unwrap_or("").to_ascii_lowercase();
    matches!(primary.as_str(), "ar" | "fa" | "he" | "ur")
}

/// `rtl` or `ltr` for `tag`.
pub fn direction(tag: &str) -> &'static str {
    if is_rtl(tag) { "rtl" } else { "ltr" }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_take_their_conventional_case_and_nonsense_is_refused() {
        assert_eq!(canonical_tag("pt-br").as_deref(), Some("pt-BR"));
        assert_eq!(canonical_tag("ZH_hant_tw").as_deref(), Some("zh-Hant-TW"));
        assert_eq!(canonical_tag("es-419").as_deref(), Some("es-419"));
        for bad in [
            "",
            "e",
            "deutsch",
            "de--at",
            "1e",
            "de-AT-toolongsubtag",
            "de at",
        ] {
            assert_eq!(canonical_tag(bad), None, "{bad}");
        }
    }

    #[test]
    fn lookup_tries_each_wish_then_its_shorter_forms_in_order() {
        let available = ["de", "pt-BR", "pt", "zh-Hant"];
        let find = |w: &[&str]| {
            lookup(
                &w.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                &available,
            )
        };
        assert_eq!(find(&["pt-BR"]), Some("pt-BR"));
        assert_eq!(find(&["pt-PT"]), Some("pt"));
        assert_eq!(find(&["fr", "de-AT"]), Some("de"));
        assert_eq!(find(&["zh-hant-tw"]), Some("zh-Hant"));
        assert_eq!(find(&["de-x-private"]), Some("de"));
        assert_eq!(find(&["fr", "ja"]), None);
    }

    #[test]
    fn four_languages_are_written_right_to_left() {
        for tag in ["ar", "fa-IR", "he", "ur"] {
            assert_eq!(direction(tag), "rtl");
        }
        assert_eq!(direction("de"), "ltr");
    }
}
