//! Which survey a visitor sees (spec 002 §4 "Survey selection"): the host's rules over the snapshot
//! of published surveys, then the add-ons' `survey-visibility`, the first survey that passes with
//! its nonces and widget modules, and the impressions the widget reports.

use serde::Serialize;
use serde_json::{Map, Value, json};
use utoipa::ToSchema;

use super::{
    Snapshot,
    nonces::{INVALID_NONCE, Kind, NonceKey},
    selection::{self, Visitor},
};
use crate::{
    addons::{
        Visibility,
        hooks::Hook,
        manifest::{Manifest, Permission, WidgetScope},
        ownership::{set_at, value_at},
        visitor::VisitorContext,
    },
    app::AppState,
    error::{Error, Result},
    surveys::model::Survey,
};

/// The core's appearance keys the widget reads from the global settings; add-ons' keys join them
/// where their manifests say `widget = true` and their owner is in force.
const APPEARANCE_KEYS: [&str; 8] = [
    "widget_toggle_text",
    "widget_toggle_icon",
    "widget_font",
    "widget_position",
    "widget_show_logo",
    "logo_type",
    "skip_text",
    "next_text",
];

/// One survey's verdict for a visitor: the host's rules, then the add-ons' `survey-visibility`.
async fn verdict(
    state: &AppState,
    snapshot: &Snapshot,
    survey: &Survey,
    visitor: &Visitor,
    context: &VisitorContext,
) -> Vec<String> {
    let reasons = selection::hidden_reasons(
        survey,
        visitor,
        &snapshot.entitlements,
        crate::time::utc_now(),
    );
    let entitlements = &snapshot.entitlements;
    if !state.addons.has_chain(Hook::SurveyVisibility, entitlements) {
        return reasons.into_iter().map(str::to_owned).collect();
    }
    let host = Visibility {
        visible: reasons.is_empty(),
        reason: reasons.first().map(|r| (*r).to_owned()),
    };
    let decision = state
        .addons
        .survey_visibility(survey, context, host, entitlements, &snapshot.ownership)
        .await;
    let mut out: Vec<String> = reasons.into_iter().map(str::to_owned).collect();
    if !decision.visible && out.is_empty() {
        out.push(
            decision
                .reason
                .unwrap_or_else(|| "hidden by an add-on's survey-visibility filter".into()),
        );
    }
    out
}

/// What add-ons on `survey-visibility` are told about this visitor: the country is looked up only
/// when one of them declares `visitor.country`.
fn visitor_context(
    state: &AppState,
    snapshot: &Snapshot,
    visitor: &Visitor,
    address: &str,
    header_country: Option<&str>,
) -> VisitorContext {
    let entitlements = &snapshot.entitlements;
    let country = state
        .addons
        .chain_needs(
            Hook::SurveyVisibility,
            Permission::VisitorCountry,
            entitlements,
        )
        .then(|| state.countries.of(address, header_country))
        .flatten();
    let address = if snapshot.settings["anonymize_ip"].as_bool().unwrap_or(false) {
        crate::responses::submit::anonymise_ip(address)
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
    #[schema(value_type = Object)]
    pub survey: Value,
    #[schema(value_type = Object)]
    pub appearance: Value,
    #[schema(value_type = Object)]
    pub features: Value,
    /// The widget modules the shown survey needs.
    #[schema(value_type = Vec<Object>)]
    pub modules: Vec<Value>,
    /// The page-scoped modules of add-ons in force: loaded on every page view, survey or not.
    #[schema(value_type = Vec<Object>)]
    pub page_modules: Vec<Value>,
    pub renderer: String,
}

/// What the widget reads of a survey's settings: the thank-you, and the keys whose manifests say
/// `widget = true`, only while their owners are in force.
fn survey_settings(snapshot: &Snapshot, survey: &Survey) -> Value {
    let mut out = snapshot
        .ownership
        .survey_widget_settings(&survey.settings.owned, &snapshot.entitlements);
    out.insert(
        "thank_you".into(),
        serde_json::to_value(&survey.settings.thank_you).unwrap_or(Value::Null),
    );
    Value::Object(out)
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
        entry["public"] = crate::addons::public::public_entry(key, &m.slug);
    }
    Some(entry)
}

/// The survey-scoped widget modules a survey needs: those of add-ons in force that contribute one
/// of its question types or own a survey setting the widget reads.
fn modules_for(
    state: &AppState,
    snapshot: &Snapshot,
    survey: &Survey,
    key: &NonceKey,
) -> Vec<Value> {
    let entitlements = &snapshot.entitlements;
    let mut slugs: Vec<String> = survey
        .questions
        .iter()
        .filter_map(|q| {
            entitlements
                .question_types
                .find(&q.question_type)
                .and_then(|t| t.addon.clone())
        })
        .chain(snapshot.ownership.widget_owners(entitlements))
        .collect();
    slugs.sort();
    slugs.dedup();
    state
        .addons
        .active()
        .into_iter()
        .filter(|a| slugs.iter().any(|s| s == a.slug()) && entitlements.addon(a.slug()))
        .filter(|a| {
            a.manifest()
                .widget
                .as_ref()
                .is_some_and(|w| w.scope == WidgetScope::Survey)
        })
        .filter_map(|a| module_entry(a.manifest(), key))
        .collect()
}

/// The page-scoped widget modules of add-ons in force (heatmap capture, post ratings): every page
/// view loads them.
fn page_modules(state: &AppState, snapshot: &Snapshot, key: &NonceKey) -> Vec<Value> {
    state
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
        .filter_map(|a| module_entry(a.manifest(), key))
        .collect()
}

/// The answer to `GET widget/survey` for this visitor.
pub async fn choose(
    state: &AppState,
    visitor: &Visitor,
    address: &str,
    header_country: Option<&str>,
) -> Result<WidgetAnswer> {
    let snapshot = state.visitor_snapshot().await?;
    record_page(state, visitor);
    let context = visitor_context(state, &snapshot, visitor, address, header_country);
    let mut chosen = None;
    for survey in &snapshot.surveys {
        if visitor.survey_id.is_some_and(|id| id != survey.id) {
            continue;
        }
        let reasons = verdict(state, &snapshot, survey, visitor, &context).await;
        if reasons.is_empty() {
            chosen = Some(survey.clone());
            break;
        }
        tracing::debug!(survey = survey.id, ?reasons, "survey hidden from a visitor");
    }
    let entitlements = &snapshot.entitlements;
    let settings = &snapshot.settings;
    let mut appearance: Map<String, Value> = APPEARANCE_KEYS
        .iter()
        .map(|k| {
            (
                (*k).to_owned(),
                settings.get(*k).cloned().unwrap_or(Value::Null),
            )
        })
        .collect();
    for key in snapshot
        .ownership
        .plugin
        .iter()
        .filter(|k| k.decl.widget && k.in_force(entitlements))
    {
        let path = key.path();
        if let Some(value) = value_at(settings, &path) {
            set_at(&mut appearance, &path, value.clone());
        }
    }
    let behavior = entitlements.addon("behavior");
    let triggers = snapshot.ownership.triggers(entitlements);
    let features = json!({
        "redirect": behavior,
        "required_hides_skip": entitlements.is_licensed() && entitlements.is_pro()
            && entitlements.addon("question-types"),
        "triggers": triggers,
    });
    let (survey, modules) = match chosen {
        None => (Value::Null, Vec::new()),
        Some(survey) => {
            let key = state.nonce_key().await?;
            let now = crate::time::now();
            let position = if visitor.survey_id.is_some() {
                "bottom_right".to_owned()
            } else {
                settings["widget_position"]
                    .as_str()
                    .unwrap_or("bottom_right")
                    .to_owned()
            };
            let body = json!({
                "id": survey.id,
                "title": survey.title,
                "type": survey.survey_type,
                "questions": survey.questions,
                "cookie_name": survey.cookie_name,
                "settings": survey_settings(&snapshot, &survey),
                "trigger": snapshot.ownership.survey_trigger(
                    &survey.settings.owned,
                    entitlements,
                    &triggers,
                ),
                "position": position,
                "shortcode": visitor.survey_id.is_some(),
                "nonces": {
                    "impression": key.issue(Kind::Impression, survey.id, now),
                    "submission": key.issue(Kind::Submission, survey.id, now),
                },
            });
            (body, modules_for(state, &snapshot, &survey, key))
        }
    };
    let page_modules = if visitor.survey_id.is_some() {
        Vec::new()
    } else {
        page_modules(state, &snapshot, state.nonce_key().await?)
    };
    let answer = WidgetAnswer {
        survey,
        appearance: Value::Object(appearance),
        features,
        modules,
        page_modules,
        renderer: "/widget/renderer.js".into(),
    };
    Ok(answer)
}

/// Why `survey` would be hidden from `visitor` now (empty when it would show), with a fresh
/// snapshot of the entitlements and settings; `country` stands for the visitor's.
pub async fn hidden_reasons(
    state: &AppState,
    survey: &Survey,
    visitor: &Visitor,
    country: Option<&str>,
) -> Result<Vec<String>> {
    state.visitors.invalidate();
    let snapshot = state.visitor_snapshot().await?;
    let context = visitor_context(state, &snapshot, visitor, "", country);
    Ok(verdict(state, &snapshot, survey, visitor, &context).await)
}

/// Counts an impression of survey `id` (the widget posts one on init) when its nonce is good.
pub async fn count_impression(state: &AppState, id: i64, nonce: &str, address: &str) -> Result<()> {
    let key = state.nonce_key().await?;
    if !key.verify(nonce, Kind::Impression, id, crate::time::now()) {
        return Err(Error::Forbidden {
            code: "invalid_nonce",
            message: INVALID_NONCE.into(),
        });
    }
    state
        .visitors
        .throttle(&format!("i:{address}"), state.config.visitor_rate_limit * 4)?;
    super::store::count_impression(&state.db, id).await
}

/// Remembers the page for the redirect pickers' search, off the request's path.
fn record_page(state: &AppState, visitor: &Visitor) {
    let url = visitor.url.trim();
    if url.is_empty()
        || !(url.starts_with("http://") || url.starts_with("https://"))
        || !state.visitors.should_record_page(url)
    {
        return;
    }
    let db = state.db.clone();
    let url = url.to_owned();
    let title = if visitor.title.trim().is_empty() {
        url.clone()
    } else {
        visitor.title.trim().to_owned()
    };
    let post_id = Some(visitor.post_id.clone()).filter(|p| !p.is_empty());
    let page_type = Some(visitor.page_type.clone()).filter(|p| !p.is_empty());
    tokio::spawn(async move {
        let seen = super::store::SeenPage {
            url,
            title,
            post_id,
            page_type,
        };
        if let Err(e) = super::store::record_page(&db, &seen, crate::time::now()).await {
            tracing::warn!(error = %e, "could not record a page seen by the widget");
        }
    });
}
