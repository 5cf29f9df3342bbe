//! The page rules of spec 002 §3 (`targeting.page_rules`), evaluated against the visitor context
//! the host sends with `survey-visibility`: one function per logic type, and how rules combine.
//!
//! Decisions (docs/ARCHITECTURE.md, "Decisions where the spec is silent"):
//! - `&&` binds tighter than `||`, as in the languages the operators come from: the rules split
//!   into groups at every `||`, a group passes when all its rules do, and the page matches when
//!   any group passes. The first rule's operator is ignored.
//! - A rule's `data` is text, a list of choices (strings, or `{id, label}` as the pickers store
//!   them), or a boolean (`user_logged_in`); a list matches when any choice does.
//! - Addresses compare without the fragment, the trailing slash, the scheme's and host's case and
//!   a `www.` prefix; `page_url_contains`, `referrer` and the query rules compare text without
//!   regard to case, except `query_parameter_regex`, whose pattern decides.
//! - A rule this version does not know, or a pattern that is not a valid regular expression,
//!   matches nothing (the editor and `validate-survey-settings` keep such rules out).

use std::{borrow::Cow, collections::BTreeMap};

use hearken_addon::{
    Value,
    serde::{Deserialize, de::IgnoredAny},
};

/// The visitor context as the host sends it (API 1.1), read straight from the input's text: the
/// strings are borrowed where they hold no escapes, and what the rules do not read is skipped.
#[derive(Deserialize, Default)]
#[serde(crate = "hearken_addon::serde", default)]
pub struct Visitor<'a> {
    #[serde(borrow)]
    url: Option<Cow<'a, str>>,
    #[serde(borrow)]
    referrer: Option<Cow<'a, str>>,
    #[serde(borrow)]
    page_type: Option<Cow<'a, str>>,
    #[serde(borrow)]
    post_type: Option<Cow<'a, str>>,
    #[serde(borrow)]
    post_id: Option<Cow<'a, str>>,
    #[serde(borrow)]
    terms: Option<Vec<Cow<'a, str>>>,
    logged_in: Option<bool>,
    #[serde(borrow)]
    role: Option<Cow<'a, str>>,
    /// Only the names count (`cookie_exist`).
    #[serde(borrow)]
    cookies: Option<BTreeMap<Cow<'a, str>, IgnoredAny>>,
    #[serde(borrow)]
    pub device: Option<Cow<'a, str>>,
}

/// The part of the visitor context the rules read.
pub struct Page<'a> {
    pub url: &'a str,
    pub referrer: &'a str,
    pub page_type: &'a str,
    pub post_type: &'a str,
    pub post_id: &'a str,
    /// `taxonomy:term` pairs.
    pub terms: Vec<&'a str>,
    pub logged_in: bool,
    pub role: &'a str,
    pub cookies: Vec<&'a str>,
}

impl<'a> Page<'a> {
    pub fn of(visitor: &'a Visitor<'_>) -> Page<'a> {
        let text = |field: &'a Option<Cow<'_, str>>| field.as_deref().unwrap_or("");
        Page {
            url: text(&visitor.url),
            referrer: text(&visitor.referrer),
            page_type: text(&visitor.page_type),
            post_type: text(&visitor.post_type),
            post_id: text(&visitor.post_id),
            terms: visitor.terms.iter().flatten().map(|t| t.as_ref()).collect(),
            logged_in: visitor.logged_in.unwrap_or(false),
            role: text(&visitor.role),
            cookies: visitor
                .cookies
                .iter()
                .flatten()
                .map(|(k, _)| k.as_ref())
                .collect(),
        }
    }
}

/// The choices of a rule's `data`: each string, or the `id` (else `url`, else `label`) of each
/// `{id, label}`; a plain string is one choice.
pub fn choices(data: &Value) -> Vec<String> {
    let one = |v: &Value| match v {
        Value::String(s) => Some(s.trim().to_owned()),
        Value::Number(n) => Some(n.to_string()),
        Value::Object(o) => ["id", "url", "label"]
            .iter()
            .find_map(|k| match &o.get(*k) {
                Some(Value::String(s)) => Some(s.trim().to_owned()),
                Some(Value::Number(n)) => Some(n.to_string()),
                _ => None,
            }),
        _ => None,
    };
    let all: Vec<String> = match data {
        Value::Array(list) => list.iter().filter_map(one).collect(),
        other => one(other).into_iter().collect(),
    };
    all.into_iter().filter(|c| !c.is_empty()).collect()
}

/// The first choice of a rule's `data`, for rules that take one text.
pub fn text(data: &Value) -> String {
    choices(data).into_iter().next().unwrap_or_default()
}

/// An address made comparable: no fragment, no trailing slash, lowercase scheme and host, no
/// `www.`.
pub fn normalise(url: &str) -> String {
    let url = url.trim();
    let url = url.split('#').next().unwrap_or("");
    let (scheme, rest) = match url.split_once("://") {
        Some((scheme, rest)) => (scheme.to_ascii_lowercase(), rest),
        None => (String::new(), url),
    };
    let (host, path) = match rest.find(['/', '?']) {
        Some(i) => rest.split_at(i),
        None => (rest, ""),
    };
    let host = host.to_ascii_lowercase();
    let host = host.strip_prefix("www.").unwrap_or(&host);
    let (path, query) = match path.split_once('?') {
        Some((path, query)) => (path, Some(query)),
        None => (path, None),
    };
    let path = path.trim_end_matches('/');
    let mut out = if scheme.is_empty() {
        host.to_owned()
    } else {
        format!("{scheme}://{host}")
    };
    out.push_str(path);
    if let Some(query) = query.filter(|q| !q.is_empty()) {
        out.push('?');
        out.push_str(query);
    }
    out
}

/// The query string of an address (after `?`, before `#`), percent-decoded.
fn query(url: &str) -> String {
    let query = url
        .split('#')
        .next()
        .and_then(|u| u.split_once('?'))
        .map(|(_, q)| q)
        .unwrap_or("");
    hearken_addon::percent_decode(query)
}

fn contains_ci(haystack: &str, needle: &str) -> bool {
    !needle.is_empty() && haystack.to_lowercase().contains(&needle.to_lowercase())
}

fn any_is(value: &str, choices: &[String]) -> bool {
    !value.is_empty() && choices.iter().any(|c| c.eq_ignore_ascii_case(value))
}

fn wants_logged_in(data: &Value) -> bool {
    match data {
        Value::Bool(b) => *b,
        other => matches!(
            text(other).to_ascii_lowercase().as_str(),
            "true" | "yes" | "1" | "logged_in" | "logged in"
        ),
    }
}

/// Does the page match a query-parameter rule's text? `key=value` needs that parameter with that
/// value; `key` needs the parameter; either way the decoded query may also simply contain the text.
fn query_contains(url: &str, wanted: &str) -> bool {
    let query = query(url);
    if wanted.is_empty() {
        return false;
    }
    let pairs: Vec<(String, String)> = query
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| match p.split_once('=') {
            Some((k, v)) => (k.to_lowercase(), v.to_lowercase()),
            None => (p.to_lowercase(), String::new()),
        })
        .collect();
    let wanted_lc = wanted.to_lowercase();
    let exact = match wanted_lc.split_once('=') {
        Some((k, v)) => pairs.iter().any(|(pk, pv)| pk == k && pv == v),
        None => pairs.iter().any(|(pk, _)| *pk == wanted_lc),
    };
    exact || contains_ci(&query, wanted)
}

/// Compiles a `query_parameter_regex` pattern (None when it is not a valid one).
pub fn pattern(text: &str) -> Option<regex_lite::Regex> {
    if text.is_empty() || text.len() > 500 {
        return None;
    }
    regex_lite::Regex::new(text).ok()
}

/// Does one rule match the page?
pub fn matches(logic: &str, data: &Value, page: &Page) -> bool {
    let taxonomies = || page.terms.iter().map(|t| t.split(':').next().unwrap_or(""));
    let term_matches = |choices: &[String]| {
        page.terms.iter().any(|t| {
            let term = t.split_once(':').map(|(_, term)| term).unwrap_or(t);
            any_is(t, choices) || any_is(term, choices)
        })
    };
    match logic {
        "user_logged_in" => page.logged_in == wants_logged_in(data),
        "user_role" => any_is(page.role, &choices(data)),
        "page_type" => any_is(page.page_type, &choices(data)),
        "page_or_post_is" => page_is(page, &choices(data)),
        "page_or_post_is_not" => !page_is(page, &choices(data)),
        "post_type_is" => any_is(page.post_type, &choices(data)),
        "post_type_is_not" => !any_is(page.post_type, &choices(data)),
        "taxonomy_is" => {
            let wanted = choices(data);
            taxonomies().any(|t| any_is(t, &wanted))
        }
        "taxonomy_is_not" => {
            let wanted = choices(data);
            !taxonomies().any(|t| any_is(t, &wanted))
        }
        "taxonomy_term_is" => term_matches(&choices(data)),
        "taxonomy_term_is_not" => !term_matches(&choices(data)),
        "referrer" => choices(data).iter().any(|c| contains_ci(page.referrer, c)),
        "query_parameter_contains" => query_contains(page.url, &text(data)),
        "query_parameter_not_contains" => !query_contains(page.url, &text(data)),
        "query_parameter_regex" => {
            pattern(&text(data)).is_some_and(|re| re.is_match(&query(page.url)))
        }
        "cookie_exist" => choices(data)
            .iter()
            .any(|c| page.cookies.contains(&c.as_str())),
        "cookie_not_exist" => !choices(data)
            .iter()
            .any(|c| page.cookies.contains(&c.as_str())),
        "page_url_is" => url_is(page.url, &choices(data)),
        "page_url_is_not" => !url_is(page.url, &choices(data)),
        "page_url_contains" => choices(data).iter().any(|c| contains_ci(page.url, c)),
        "page_url_not_contains" => !choices(data).iter().any(|c| contains_ci(page.url, c)),
        _ => false,
    }
}

fn url_is(url: &str, choices: &[String]) -> bool {
    let here = normalise(url);
    !here.is_empty() && choices.iter().any(|c| normalise(c) == here)
}

/// A page picked by id (the post id the page reports) or by address.
fn page_is(page: &Page, choices: &[String]) -> bool {
    (!page.post_id.is_empty() && choices.iter().any(|c| c == page.post_id))
        || url_is(page.url, choices)
}

/// Do the rules match the page? `&&` binds tighter than `||`; no rules match every page.
pub fn all_match(rules: &[Value], page: &Page) -> bool {
    if rules.is_empty() {
        return true;
    }
    let mut any_group = false;
    let mut group = true;
    for (i, rule) in rules.iter().enumerate() {
        if i > 0 && rule["operator"].as_str() == Some("||") {
            any_group |= group;
            group = true;
        }
        group = group && matches(rule["logic"].as_str().unwrap_or(""), &rule["data"], page);
    }
    any_group || group
}

#[cfg(test)]
mod tests {
    use super::*;
    use hearken_addon::{json, serde_json};

    fn visitor() -> Value {
        json!({
            "url": "https://Shop.example/pricing/?plan=team&utm_source=news%20letter#faq",
            "referrer": "https://www.google.com/search?q=shop",
            "page_type": "page", "post_type": "product", "post_id": "42",
            "terms": ["category:news", "post_tag:rust"],
            "logged_in": true, "role": "subscriber",
            "cookies": {"hearken_survey_3": "x", "theme": ""},
        })
    }

    fn check(logic: &str, data: Value) -> bool {
        let text = visitor().to_string();
        let v: Visitor = serde_json::from_str(&text).unwrap();
        matches(logic, &data, &Page::of(&v))
    }

    #[test]
    fn each_of_the_21_logic_types_matches_and_misses() {
        let cases: [(&str, Value, Value); 21] = [
            ("user_logged_in", json!(true), json!(false)),
            (
                "user_role",
                json!([{"id": "subscriber", "label": "Subscriber"}]),
                json!(["editor"]),
            ),
            ("page_type", json!(["page"]), json!(["archive"])),
            (
                "page_or_post_is",
                json!([{"id": "42", "label": "Pricing"}]),
                json!([{"id": "7", "label": "Home"}]),
            ),
            (
                "page_or_post_is_not",
                json!([{"id": "7", "label": "Home"}]),
                json!(["42"]),
            ),
            ("post_type_is", json!(["product"]), json!(["post"])),
            ("post_type_is_not", json!(["post"]), json!(["product"])),
            ("taxonomy_is", json!(["category"]), json!(["product_cat"])),
            (
                "taxonomy_is_not",
                json!(["product_cat"]),
                json!(["post_tag"]),
            ),
            ("taxonomy_term_is", json!(["rust"]), json!(["go"])),
            (
                "taxonomy_term_is_not",
                json!(["category:sport"]),
                json!(["category:news"]),
            ),
            ("referrer", json!("google.com"), json!("bing.com")),
            (
                "query_parameter_contains",
                json!("plan=team"),
                json!("plan=solo"),
            ),
            (
                "query_parameter_not_contains",
                json!("coupon"),
                json!("utm_source"),
            ),
            (
                "query_parameter_regex",
                json!("utm_source=news\\s+letter"),
                json!("^coupon="),
            ),
            ("cookie_exist", json!("theme"), json!("consent")),
            (
                "cookie_not_exist",
                json!("consent"),
                json!("hearken_survey_3"),
            ),
            (
                "page_url_is",
                json!("https://shop.example/pricing?plan=team&utm_source=news%20letter"),
                json!("https://shop.example/pricing"),
            ),
            (
                "page_url_is_not",
                json!("https://shop.example/cart"),
                json!("https://www.shop.example/pricing/?plan=team&utm_source=news%20letter"),
            ),
            ("page_url_contains", json!("/PRICING"), json!("/cart")),
            ("page_url_not_contains", json!("/cart"), json!("pricing")),
        ];
        for (logic, hit, miss) in cases {
            assert!(check(logic, hit.clone()), "{logic} should match {hit}");
            assert!(
                !check(logic, miss.clone()),
                "{logic} should not match {miss}"
            );
        }
    }

    #[test]
    fn and_binds_tighter_than_or() {
        let text = visitor().to_string();
        let v: Visitor = serde_json::from_str(&text).unwrap();
        let page = Page::of(&v);
        let rule = |logic: &str, op: Option<&str>, data: Value| json!({"logic": logic, "operator": op, "data": data});
        let yes = |op| rule("page_type", op, json!(["page"]));
        let no = |op| rule("page_type", op, json!(["archive"]));
        // yes && no || yes  =  (yes && no) || yes  =  true
        assert!(all_match(
            &[yes(None), no(Some("&&")), yes(Some("||"))],
            &page
        ));
        // no || yes && no  =  no || (yes && no)  =  false
        assert!(!all_match(
            &[no(None), yes(Some("||")), no(Some("&&"))],
            &page
        ));
        // The first rule's operator is ignored.
        assert!(all_match(&[yes(Some("||"))], &page));
        assert!(!all_match(&[no(Some("||")), no(Some("&&"))], &page));
        assert!(all_match(&[], &page));
    }

    #[test]
    fn unknown_rules_and_bad_patterns_match_nothing() {
        assert!(!check("moon_phase", json!("full")));
        assert!(!check("query_parameter_regex", json!("(unclosed")));
        assert!(pattern("(unclosed").is_none());
        assert!(!check("page_url_contains", json!("")));
    }

    #[test]
    fn addresses_compare_without_the_noise() {
        assert_eq!(
            normalise("HTTPS://WWW.Shop.example/a/b/#top"),
            "https://shop.example/a/b"
        );
        assert_eq!(normalise("https://shop.example/?"), "https://shop.example");
        assert_eq!(hearken_addon::percent_decode("a%20b+c%2"), "a b c%2");
    }
}
