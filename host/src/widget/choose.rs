//! Which survey a visitor sees (spec 002 §4 "Survey selection"): the host's rules over the snapshot
//! of published surveys, then the add-ons' `survey-visibility`, the first survey that passes with
//! its nonces and widget modules, and the impressions the widget reports.

use std::borrow::Cow;

use serde::Serialize;
use serde_json::{Map, Value, json, value::RawValue};
use utoipa::ToSchema;

use super::{
    Visiting,
    nonces::{Kind, NonceKey},
    selection::{self, Visitor},
};
use crate::{
    addons::{
        Visibility,
        capabilities::visitor::VisitorContext,
        package::hooks::Hook,
        package::manifest::{Manifest, Permission, WidgetScope},
    },
    error::Result,
    surveys::{limits, model::Survey},
    visitors::memory::Key,
};

/// Who the visitor is to the frequency caps and the samples (issue 35).
#[derive(Default)]
struct Who {
    /// Their key for the caps: from the site's `userId`, else from the `hearken_vid` cookie.
    caps: Option<Key>,
    /// Their key for the samples: the caps' key, else (no client storage) their address's.
    sample: Option<Key>,
    /// A visitor id made for a visitor without one, for the loader to keep as `hearken_vid`.
    minted: Option<String>,
}

/// The name of the widget's visitor id cookie.
pub const VID_COOKIE: &str = "hearken_vid";

/// A visitor id as the widget keeps it: 16 to 64 letters, digits, `-` or `_`.
fn is_vid(text: &str) -> bool {
    (16..=64).contains(&text.len())
        && text
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// True when the site set "no client storage": the widget writes no cookie and no localStorage.
fn storage_allowed(settings: &Map<String, Value>) -> bool {
    !settings
        .get("no_client_storage")
        .and_then(Value::as_bool)
        .unwrap_or(false)
}

/// The visitor's keys, made only when a cap or a sample is in use (else no id is kept or made).
fn identify(visit: &Visiting<'_>, visitor: &Visitor, address: &str) -> Who {
    let snapshot = &visit.snapshot;
    if !(snapshot.caps.any() || snapshot.sampling) {
        return Who::default();
    }
    let key = visit.nonce_key;
    if !visitor.user_id.is_empty() {
        let user = key.visitor("u", &visitor.user_id);
        return Who {
            caps: Some(user),
            sample: Some(user),
            minted: None,
        };
    }
    if !storage_allowed(&snapshot.settings) {
        return Who {
            caps: None,
            sample: Some(key.visitor("a", &crate::visitors::address::rate_key(address))),
            minted: None,
        };
    }
    let (vid, minted) = match visitor.cookies.get(VID_COOKIE).and_then(Value::as_str) {
        Some(vid) if is_vid(vid) => (vid.to_owned(), None),
        _ => {
            let mut bytes = [0u8; 16];
            rand::RngCore::fill_bytes(&mut rand::thread_rng(), &mut bytes);
            let vid =
                base64::Engine::encode(&base64::engine::general_purpose::URL_SAFE_NO_PAD, bytes);
            (vid.clone(), Some(vid))
        }
    };
    let own = key.visitor("v", &vid);
    Who {
        caps: Some(own),
        sample: Some(own),
        minted,
    }
}

/// Why the site's frequency caps hide every floating survey from `who` at `now` (None: they do
/// not). They hold for the floating widget only: an inline survey is the page's own.
async fn cap_refusal(
    visit: &Visiting<'_>,
    who: &Who,
    floating: bool,
    now: i64,
) -> Result<Option<String>> {
    let caps = &visit.snapshot.caps;
    match who.caps {
        Some(key) if floating && caps.any() => Ok(visit
            .visitors
            .memory()
            .get(visit.db, &key, now)
            .await?
            .and_then(|seen| caps.refusal(&seen, now))),
        _ => Ok(None),
    }
}

/// The reasons of a survey's audience and limits: its response limit, its daily pace, and (for
/// the floating widget) its sample.
fn audience_reasons(
    visit: &Visiting<'_>,
    survey: &Survey,
    visitor: &Visitor,
    sample_key: Option<&Key>,
    now: i64,
) -> Vec<String> {
    let snapshot = &visit.snapshot;
    let mut out = Vec::new();
    if let Some(limit) = survey.settings.limits.responses
        && survey.responses_count >= limit
    {
        out.push(limits::limit_reached(limit));
    }
    let audience = &survey.settings.audience;
    if let Some(limit) = audience.daily_limit {
        let (impressions, responses) = snapshot.today.get(&survey.id).copied().unwrap_or_default();
        let used = if audience.daily_limit_of == "responses" {
            responses
        } else {
            impressions
        };
        let zone = &snapshot.zone;
        let allowed = limits::paced(limit, now - zone.start_of(zone.date_of(now)));
        if used >= allowed {
            out.push(limits::pace_reached(
                limit,
                &audience.daily_limit_of,
                allowed,
            ));
        }
    }
    if visitor.survey_id.is_none()
        && let Some(key) = sample_key
        && !limits::in_sample(key, survey.id, audience.sample_percent)
    {
        out.push(limits::outside_sample(audience.sample_percent));
    }
    out
}

/// One survey's verdict for a visitor: the host's rules, then the add-ons' `survey-visibility`.
async fn verdict(
    visit: &Visiting<'_>,
    survey: &Survey,
    visitor: &Visitor,
    context: &VisitorContext,
    sample_key: Option<&Key>,
) -> Vec<String> {
    let snapshot = &visit.snapshot;
    let mut reasons = selection::hidden_reasons(
        survey,
        visitor,
        &snapshot.entitlements,
        &snapshot.question_types,
        &snapshot.ownership,
        crate::time::utc_now(),
    );
    reasons.extend(
        audience_reasons(visit, survey, visitor, sample_key, crate::time::now())
            .into_iter()
            .map(Cow::Owned),
    );
    let entitlements = &snapshot.entitlements;
    // A survey the host's rules hide stays hidden whatever the add-ons say (their verdict only
    // adds a reason), so they are not asked: no add-on call for a survey already answered.
    if !reasons.is_empty() || !visit.addons.has_chain(Hook::SurveyVisibility, entitlements) {
        return reasons.into_iter().map(Cow::into_owned).collect();
    }
    let host = Visibility {
        visible: true,
        reason: None,
    };
    let decision = super::visibility::survey_visibility(
        visit.addons,
        survey,
        context,
        host,
        entitlements,
        &snapshot.ownership,
        Some(&snapshot.verdicts),
    )
    .await;
    if decision.visible {
        return Vec::new();
    }
    vec![
        decision
            .reason
            .unwrap_or_else(|| "hidden by an add-on's survey-visibility filter".into()),
    ]
}

/// What add-ons on `survey-visibility` are told about this visitor: the country is looked up only
/// when one of them declares `visitor.country`.
fn visitor_context(
    visit: &Visiting<'_>,
    visitor: &Visitor,
    address: &str,
    header_country: Option<&str>,
) -> VisitorContext {
    let snapshot = &visit.snapshot;
    let entitlements = &snapshot.entitlements;
    let country = visit
        .addons
        .chain_needs(
            Hook::SurveyVisibility,
            Permission::VisitorCountry,
            entitlements,
        )
        .then(|| visit.countries.of(address, header_country))
        .flatten();
    let address = if snapshot.settings["anonymize_ip"].as_bool().unwrap_or(false) {
        crate::visitors::address::anonymise_ip(address)
    } else {
        address.to_owned()
    };
    let base = match visitor.to_json() {
        Value::Object(map) => map,
        _ => Map::new(),
    };
    VisitorContext::new(base, address, country)
}

#[derive(Serialize, ToSchema)]
pub struct WidgetAnswer {
    /// The survey to show, or null.
    #[schema(schema_with = crate::api_schema::object_or_null)]
    pub survey: Option<Box<RawValue>>,
    #[schema(schema_with = crate::api_schema::object)]
    pub appearance: Box<RawValue>,
    #[schema(schema_with = crate::api_schema::object)]
    pub features: Box<RawValue>,
    /// The widget modules the shown survey needs.
    #[schema(schema_with = crate::api_schema::objects)]
    pub modules: Vec<Value>,
    /// The page-scoped modules of add-ons in force: loaded on every page view, survey or not.
    #[schema(schema_with = crate::api_schema::objects)]
    pub page_modules: Vec<Value>,
    pub renderer: &'static str,
    /// False when the site set "no client storage": the widget then writes no cookie and no
    /// localStorage.
    pub storage: bool,
    /// A visitor id the host made for a visitor without one (only while a frequency cap or a
    /// sample is in use, and storage is allowed): the loader keeps it as the `hearken_vid` cookie.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vid: Option<String>,
    /// The language of the widget's own words for this page view (a catalogue of
    /// widget/locales/): the survey's language when it has a catalogue, else the page's.
    pub lang: &'static str,
    /// `ltr` or `rtl`, for `lang`.
    pub dir: &'static str,
    /// The words of `lang` when a survey is shown and `lang` is not English (the renderer's own).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(schema_with = crate::api_schema::object_or_null)]
    pub words: Option<&'static RawValue>,
}

/// The survey of an answer, written straight from the survey and its shared parts.
#[derive(Serialize)]
struct SurveyBody<'a> {
    id: i64,
    /// The language the texts are in: a translation's, else the base's (absent when not said).
    #[serde(skip_serializing_if = "Option::is_none")]
    lang: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    dir: Option<&'static str>,
    title: &'a str,
    #[serde(rename = "type")]
    survey_type: &'a Option<String>,
    questions: &'a [crate::surveys::model::Question],
    cookie_name: &'a str,
    settings: &'a RawValue,
    trigger: &'a str,
    position: &'a str,
    shortcode: bool,
    nonces: Nonces,
}

#[derive(Serialize)]
struct Nonces {
    impression: String,
    submission: String,
}

/// One module entry of the answer; an add-on with public endpoints gets their base and nonce.
fn module_entry(m: &Manifest, key: &NonceKey) -> Option<Value> {
    let widget = m.widget.as_ref()?;
    let module = widget.module.as_ref()?;
    let mut entry = json!({
        "slug": m.slug,
        "url": format!("/addons/{}/widget/{module}?v={}", m.slug, m.version),
        "features": widget.features,
    });
    if !m.public.is_empty() {
        entry["public"] = public_entry(key, &m.slug);
    }
    Some(entry)
}

/// The survey-scoped widget modules of `slugs` (a survey's [`super::parts::SurveyParts`]).
fn modules_for(visit: &Visiting<'_>, slugs: &[String]) -> Vec<Value> {
    if slugs.is_empty() {
        return Vec::new();
    }
    visit
        .addons
        .active()
        .into_iter()
        .filter(|a| slugs.iter().any(|s| s == a.slug()))
        .filter(|a| {
            a.manifest()
                .widget
                .as_ref()
                .is_some_and(|w| w.scope == WidgetScope::Survey)
        })
        .filter_map(|a| module_entry(a.manifest(), visit.nonce_key))
        .collect()
}

/// The page-scoped widget modules of add-ons in force (heatmap capture, post ratings): every page
/// view loads them.
fn page_modules(visit: &Visiting<'_>) -> Vec<Value> {
    let snapshot = &visit.snapshot;
    visit
        .addons
        .active()
        .into_iter()
        .filter(|a| snapshot.entitlements.addon(a.slug()))
        .filter(|a| {
            a.manifest()
                .widget
                .as_ref()
                .is_some_and(|w| w.scope == WidgetScope::Page)
        })
        .filter_map(|a| module_entry(a.manifest(), visit.nonce_key))
        .collect()
}

/// The nonce and base address of an add-on's public endpoints, for the widget's module entries.
pub fn public_entry(key: &NonceKey, slug: &str) -> Value {
    json!({
        "base": format!("/api/v1/public/addons/{slug}"),
        "nonce": key.issue_for(Kind::Public, slug, crate::time::now()),
    })
}

/// Whether `url` is a page of `origin` (`scheme://host[:port]`, as the settings keep it).
fn same_origin(url: &str, origin: &str) -> bool {
    url.len() >= origin.len()
        && url[..origin.len()].eq_ignore_ascii_case(origin)
        && matches!(
            url.as_bytes().get(origin.len()),
            None | Some(b'/' | b'?' | b'#')
        )
}

/// The answer to `GET widget/survey` for this visitor.
pub async fn choose(
    visit: &Visiting<'_>,
    visitor: &Visitor,
    address: &str,
    header_country: Option<&str>,
) -> Result<WidgetAnswer> {
    let snapshot = &visit.snapshot;
    record_page(visit, visitor);
    let context = visitor_context(visit, visitor, address, header_country);
    let who = identify(visit, visitor, address);
    let floating = visitor.survey_id.is_none();
    let now = crate::time::now();
    let capped = cap_refusal(visit, &who, floating, now).await?;
    if let Some(reason) = &capped {
        tracing::debug!(reason, "no survey for a visitor under the site's caps");
    }
    let mut chosen = None;
    for (index, survey) in snapshot.surveys.iter().enumerate() {
        if visitor.survey_id.is_some_and(|id| id != survey.id) || capped.is_some() {
            continue;
        }
        let reasons = verdict(visit, survey, visitor, &context, who.sample.as_ref()).await;
        if reasons.is_empty() {
            chosen = Some(index);
            break;
        }
        tracing::debug!(survey = survey.id, ?reasons, "survey hidden from a visitor");
    }
    let shared = snapshot.shared();
    let mut lang = None;
    let (survey, modules) = match chosen {
        None => (None, Vec::new()),
        Some(index) => {
            let survey = &snapshot.surveys[index];
            let parts = snapshot.parts(index);
            let declared = crate::surveys::translations::Declared {
                types: &snapshot.question_types,
                ownership: &snapshot.ownership,
                entitlements: &snapshot.entitlements,
            };
            let shown = parts.show(&visitor.languages, survey, &declared);
            let (title, questions, settings) = match shown {
                Some((_, s)) => (s.title.as_str(), s.questions.as_slice(), &*s.settings),
                None => (
                    survey.title.as_str(),
                    survey.questions.as_slice(),
                    &*parts.settings,
                ),
            };
            lang = shown.map(|(tag, _)| tag).or(survey.language.as_deref());
            let key = visit.nonce_key;
            // The nonces name the visitor when the caps remember what they are shown and answer.
            let remembered = who.caps.filter(|_| floating && snapshot.caps.any());
            let position = if visitor.survey_id.is_some() {
                "bottom_right"
            } else {
                snapshot.settings["widget_position"]
                    .as_str()
                    .unwrap_or("bottom_right")
            };
            let body = SurveyBody {
                id: survey.id,
                lang,
                dir: lang.map(super::words::direction),
                title,
                survey_type: &survey.survey_type,
                questions,
                cookie_name: &survey.cookie_name,
                settings,
                trigger: &parts.trigger,
                position,
                shortcode: visitor.survey_id.is_some(),
                nonces: Nonces {
                    impression: key.issue_impression(survey.id, remembered.as_ref(), now),
                    submission: key.issue_submission_to(survey.id, remembered.as_ref(), now),
                },
            };
            let body = serde_json::value::to_raw_value(&body)
                .map_err(|e| anyhow::anyhow!("the widget's survey did not serialise: {e}"))?;
            (Some(body), modules_for(visit, &parts.modules))
        }
    };
    let page_modules = if visitor.survey_id.is_some() {
        Vec::new()
    } else {
        page_modules(visit)
    };
    // The widget's words follow the survey's language, then the page's wishes.
    let words_lang = match lang {
        Some(tag) => {
            let wishes: Vec<String> = std::iter::once(tag.to_owned())
                .chain(visitor.languages.iter().cloned())
                .collect();
            super::words::language_for(&wishes)
        }
        None => super::words::language_for(&visitor.languages),
    };
    let answer = WidgetAnswer {
        lang: words_lang,
        dir: super::words::direction(words_lang),
        words: survey
            .as_ref()
            .and_then(|_| super::words::words(words_lang)),
        survey,
        appearance: shared.appearance.clone(),
        features: shared.features.clone(),
        modules,
        page_modules,
        renderer: "/widget/renderer.js",
        storage: storage_allowed(&snapshot.settings),
        vid: who.minted,
    };
    Ok(answer)
}

/// Why `survey` would be hidden from `visitor` (empty when it would show); `country` stands for
/// the visitor's.
pub async fn hidden_reasons(
    visit: &Visiting<'_>,
    survey: &Survey,
    visitor: &Visitor,
    country: Option<&str>,
) -> Vec<String> {
    let context = visitor_context(visit, visitor, "", country);
    // A visitor the query names (`user_id`, or the `hearken_vid` cookie) is tried against the
    // caps and the sample; none is made up for them.
    let who = if visitor.user_id.is_empty()
        && !visitor
            .cookies
            .get(VID_COOKIE)
            .and_then(Value::as_str)
            .is_some_and(is_vid)
    {
        Who::default()
    } else {
        identify(visit, visitor, "")
    };
    let floating = visitor.survey_id.is_none();
    let mut reasons: Vec<String> = cap_refusal(visit, &who, floating, crate::time::now())
        .await
        .ok()
        .flatten()
        .into_iter()
        .collect();
    reasons.extend(verdict(visit, survey, visitor, &context, who.sample.as_ref()).await);
    reasons
}

/// The values a page context names for the page-rule pickers (`GET logic-type`): its role, page
/// type, post type, and each `taxonomy:term` with its taxonomy; each at most 100 characters, at
/// most 20 terms a page.
fn context_values(visitor: &Visitor) -> Vec<(&'static str, String)> {
    let fits = |v: &str| !v.is_empty() && v.chars().count() <= 100;
    let mut out: Vec<(&'static str, String)> = [
        ("role", visitor.role.trim()),
        ("page_type", visitor.page_type.trim()),
        ("post_type", visitor.post_type.trim()),
    ]
    .into_iter()
    .filter(|(_, v)| fits(v))
    .map(|(k, v)| (k, v.to_owned()))
    .collect();
    for term in visitor
        .terms
        .iter()
        .take(20)
        .map(|t| t.trim())
        .filter(|t| fits(t))
    {
        if let Some((taxonomy, name)) = term.split_once(':')
            && !taxonomy.is_empty()
            && !name.is_empty()
        {
            if !out.iter().any(|(k, v)| *k == "taxonomy" && v == taxonomy) {
                out.push(("taxonomy", taxonomy.to_owned()));
            }
            out.push(("term", term.to_owned()));
        }
    }
    out
}

/// Remembers the page for the redirect pickers' search, off the request's path: only pages of the
/// site origins when they are set (a visitor names the URL), and at most
/// [`super::store::MAX_PAGES_SEEN`] pages in all.
fn record_page(visit: &Visiting<'_>, visitor: &Visitor) {
    let snapshot = &visit.snapshot;
    let url = visitor.url.trim();
    if url.is_empty()
        || !(url.starts_with("http://") || url.starts_with("https://"))
        || !(snapshot.origins.is_empty() || snapshot.origins.iter().any(|o| same_origin(url, o)))
        || !visit.visitors.should_record_page(url)
    {
        return;
    }
    let db = visit.db.clone();
    let url = url.to_owned();
    let title = if visitor.title.trim().is_empty() {
        url.clone()
    } else {
        visitor.title.trim().to_owned()
    };
    let post_id = Some(visitor.post_id.clone()).filter(|p| !p.is_empty());
    let page_type = Some(visitor.page_type.clone()).filter(|p| !p.is_empty());
    let context = context_values(visitor);
    tokio::spawn(async move {
        let seen = super::store::SeenPage {
            url,
            title,
            post_id,
            page_type,
        };
        let now = crate::time::now();
        if let Err(e) = super::store::record_page(&db, &seen, now).await {
            tracing::warn!(error = %e, "could not record a page seen by the widget");
        }
        if let Err(e) = super::store::record_context(&db, &context, now).await {
            tracing::warn!(error = %e, "could not record a page context seen by the widget");
        }
    });
}

#[cfg(test)]
mod origin_tests {
    use super::same_origin;

    #[test]
    fn a_page_belongs_to_its_origin_only() {
        let site = "https://shop.example";
        assert!(same_origin("https://shop.example/cart", site));
        assert!(same_origin("https://shop.example", site));
        assert!(same_origin("HTTPS://Shop.Example/?q=1", site));
        assert!(!same_origin("https://shop.example.evil.test/cart", site));
        assert!(!same_origin("https://shop.example:8443/cart", site));
        assert!(!same_origin("http://shop.example/cart", site));
        assert!(!same_origin("https://shop.exampl", site));
    }
}
