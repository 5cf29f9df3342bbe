//! `survey-visibility`: whether a survey shows to a visitor, as the add-ons on the hook decide after
//! the host's own rules, each in turn: the typed adapter of the hook, over the registry's chain.

use serde_json::Value;

use crate::{
    addons::{
        capabilities::visitor::VisitorContext,
        package::{contract::ApiVersion, hooks::Hook, info::AddonInfo},
        registry::{
            Addons, Entitled, Visibility,
            ownership::{self, Ownership},
            verdicts::{self, Verdicts},
        },
    },
    surveys::model::Survey,
};

/// Whether a survey may show to a visitor, as the add-ons on `survey-visibility` decide after
/// the host's own rules (`visible`, `reason` are the host's verdict), each in turn. An add-on of
/// the 1.1 contract sees the survey's id, title, type, cookie name and its own settings keys,
/// the visitor as its permissions allow, and `now` (the host's clock, Unix seconds); one of 1.0
/// sees the whole survey, as 1.0 documented. Fail-closed: when an
/// add-on fails, the survey is hidden with the failure as the reason.
///
/// With `verdicts`, it answers from there where an add-on said an earlier verdict holds for this
/// call (`reuse`, SDK 1.3; see `addons::registry::verdicts`), and remembers there what the add-ons
/// say holds for later calls.
pub async fn survey_visibility(
    addons: &Addons,
    survey: &Survey,
    visitor: &VisitorContext,
    verdict: Visibility,
    entitlements: &dyn Entitled,
    ownership: &Ownership,
    verdicts: Option<&Verdicts>,
) -> Visibility {
    #[derive(serde::Deserialize)]
    struct Decision {
        #[serde(default)]
        visible: bool,
        #[serde(default)]
        reason: Option<String>,
        #[serde(default)]
        reuse: Option<verdicts::Reuse>,
    }
    let mut verdict = verdict;
    let hook = Hook::SurveyVisibility;
    let generation = addons.generation();
    for addon in addons.chain(hook, entitlements) {
        if !ownership.visibility_matters(addon.slug(), &survey.settings.owned) {
            continue;
        }
        let info = addon.package.component.info().clone();
        let survey_part = visibility_survey(survey, &info, ownership);
        let now = crate::time::now();
        // What the answer may depend on apart from the visitor: the add-on (as of this
        // registry generation), the survey as it sees it, and the verdict so far.
        let verdicts = verdicts.filter(|v| v.may_reuse(&info.slug));
        let key = verdicts.map(|_| {
            format!(
                "{generation}\0{}\0{}\0{:?}\0{survey_part}",
                info.slug, verdict.visible, verdict.reason,
            )
        });
        if let (Some(verdicts), Some(key)) = (verdicts, &key)
            && let Some(known) = verdicts.get(key, visitor, now)
        {
            verdict = known;
            continue;
        }
        let input = visibility_input(&survey_part, visitor, &verdict, &info, now);
        let outcome = addons.call_json::<Decision>(&addon, hook, &input).await;
        match outcome {
            Ok(decision) => {
                verdict = Visibility {
                    visible: decision.visible,
                    reason: decision.reason,
                };
                if let (Some(verdicts), Some(key)) = (verdicts, &key) {
                    verdicts.answered(&info.slug, decision.reuse.is_some());
                    if let Some(reuse) = decision.reuse {
                        verdicts.put(key, reuse, visitor, &verdict, now);
                    }
                }
            }
            Err(e) => {
                let reason = match addons.failed(&addon, hook, e).await {
                    Err(e) => e.to_string(),
                    Ok(()) => "hidden by a failing add-on".to_owned(),
                };
                return Visibility {
                    visible: false,
                    reason: Some(reason),
                };
            }
        }
    }
    verdict
}

/// The survey part of the input of `survey-visibility` for one add-on, as JSON text, written from
/// references (this runs on a visitor's page view, once per survey and add-on): an add-on of the
/// 1.1 contract sees the survey's id, title, type, cookie name and its own settings keys (defaults
/// filled in); one of 1.0 the whole survey, as 1.0 documented.
fn visibility_survey(survey: &Survey, info: &AddonInfo, ownership: &Ownership) -> String {
    #[derive(serde::Serialize)]
    struct SurveyPart<'a> {
        id: i64,
        title: &'a str,
        #[serde(rename = "type")]
        survey_type: &'a Option<String>,
        cookie_name: &'a str,
        settings: std::collections::BTreeMap<&'a str, &'a Value>,
    }
    if info.api == ApiVersion::V1_0 {
        serde_json::to_string(survey)
    } else {
        let settings = ownership
            .survey
            .iter()
            .filter(|k| k.slug == info.slug)
            .map(|k| {
                let value = ownership::value_at(&survey.settings.owned, &k.path())
                    .unwrap_or_else(|| k.default());
                (k.key.as_str(), value)
            })
            .collect();
        serde_json::to_string(&SurveyPart {
            id: survey.id,
            title: &survey.title,
            survey_type: &survey.survey_type,
            cookie_name: &survey.cookie_name,
            settings,
        })
    }
    .unwrap_or_else(|_| "null".into())
}

/// The whole input of `survey-visibility`: the survey part, the visitor as `info` may see it
/// (written once per request), the verdict so far and the clock.
fn visibility_input(
    survey_part: &str,
    visitor: &VisitorContext,
    verdict: &Visibility,
    info: &AddonInfo,
    now: i64,
) -> String {
    format!(
        r#"{{"survey":{},"visitor":{},"visible":{},"reason":{},"now":{}}}"#,
        survey_part,
        visitor.json_for(info),
        verdict.visible,
        serde_json::to_string(&verdict.reason).unwrap_or_else(|_| "null".into()),
        now,
    )
}
