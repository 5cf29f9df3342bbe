//! A visitor's response (spec 002 §4 "Finishing"): checked against the published survey and its
//! submission nonce, rate limited per address, normalised, stored through the batching writer with
//! its counters and e-mail, then announced to the add-ons on `response-submitted`.

use serde::Deserialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

use super::{
    Response, answers,
    ingest::{Event, Ingest, Prepared, Stored},
};
use crate::{
    addons::{
        capabilities::visitor::VisitorContext, package::hooks::Hook, package::manifest::Permission,
    },
    error::{Error, Result},
    licensing::Tier,
    surveys::{
        model::{Status, Survey},
        store as surveys,
    },
    visitors::address::anonymise_ip,
    widget::{Snapshot, Visiting, device, nonces},
};

/// A visitor's submission (spec 002 §3 "Response payload").
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Submission {
    /// `[{question_id, value, extra?}]`.
    #[schema(schema_with = crate::api_schema::answers)]
    pub answers: Value,
    /// The page the survey was answered on: link, title and page data.
    #[serde(default)]
    #[schema(schema_with = crate::api_schema::object)]
    pub page_submitted: Value,
    /// A single-use submission token: from the impression's answer, or `nonces.submission` of
    /// `GET widget/survey`. It stores one response.
    #[serde(default)]
    pub nonce: Option<String>,
    /// The language the survey was shown in (`survey.lang` of `GET widget/survey`): the response
    /// is stored with it, and choices made in a translation count as the base option.
    #[serde(default)]
    pub lang: Option<String>,
    /// False for the pages answered so far of a survey the visitor has not finished: stored (or
    /// updated) as a partial response under the same submission token, counted nowhere, and
    /// completed by the post that leaves it out or sends true (the default).
    #[serde(default)]
    pub complete: Option<bool>,
}

/// The published survey a visitor answers: from the snapshot, else (published in another process
/// within the last second) from the database.
async fn answerable(
    db: &crate::storage::Db,
    snapshot: &Snapshot,
    id: i64,
) -> Result<std::sync::Arc<Survey>> {
    if let Some(s) = snapshot.surveys.iter().find(|s| s.id == id) {
        return Ok(s.clone());
    }
    match surveys::get(db, id).await {
        Ok(s) if s.status == Status::Publish => Ok(std::sync::Arc::new(s)),
        Ok(_) | Err(Error::NotFound(_)) => Err(Error::NotFound(format!(
            "There is no published survey {id}."
        ))),
        Err(e) => Err(e),
    }
}

/// The page a response was answered on: the known keys, their text capped.
fn page_of(sent: &Value) -> Result<Value> {
    match sent {
        Value::Null => Ok(json!({})),
        Value::Object(map) => Ok(Value::Object(
            map.iter()
                .filter(|(k, _)| matches!(k.as_str(), "link" | "title" | "id" | "type" | "url"))
                .map(|(k, v)| {
                    let v = match v {
                        Value::String(s) => Value::String(s.chars().take(2000).collect()),
                        Value::Number(_) | Value::Null => v.clone(),
                        other => Value::String(other.to_string().chars().take(200).collect()),
                    };
                    (k.clone(), v)
                })
                .collect(),
        )),
        _ => Err(Error::invalid_field(
            "page_submitted",
            "page_submitted must be an object.",
        )),
    }
}

/// What storing a response reaches beyond the visitor side: the response writer, the bell of the
/// e-mail worker, and the address the e-mail's links lead to.
pub struct Storing<'a> {
    pub ingest: &'a Ingest,
    pub mail_wakeup: &'a tokio::sync::Notify,
    pub public_url: &'a str,
}

/// Stores a visitor's response to published survey `id` and answers it as stored.
#[allow(clippy::too_many_arguments)]
pub async fn submit(
    visit: &Visiting<'_>,
    storing: &Storing<'_>,
    id: i64,
    address: &str,
    user_agent: &str,
    header_country: Option<&str>,
    submission: Submission,
    idempotency_key: Option<String>,
) -> Result<Response> {
    let snapshot = &visit.snapshot;
    let survey = answerable(visit.db, snapshot, id).await?;
    let key = visit.nonce_key;
    let now = crate::time::now();
    let Some(token) = key.verify_submission(submission.nonce.as_deref().unwrap_or(""), id, now)
    else {
        return Err(nonces::expired_form());
    };
    let complete = submission.complete.unwrap_or(true);
    // A survey's pages count apart from complete responses, at four times their limit (as
    // impressions do): a visitor answering a long survey is not refused its last page.
    let rate_key = crate::visitors::address::rate_key(address);
    let (bucket, limit): (std::borrow::Cow<str>, u32) = if complete {
        (rate_key, visit.rate_limit)
    } else {
        (
            format!("p:{rate_key}").into(),
            visit.rate_limit.saturating_mul(4),
        )
    };
    visit.visitors.throttle(visit.db, &bucket, limit).await?;
    let types = &snapshot.question_types;
    // The language it was answered in: one the survey has, else its base.
    let language = submission
        .lang
        .as_deref()
        .and_then(crate::surveys::translations::canonical_tag)
        .filter(|tag| {
            survey.language.as_ref() == Some(tag) || survey.translations.contains_key(tag)
        })
        .or_else(|| survey.language.clone());
    let mut sent = submission.answers;
    if let Some(translated) = language
        .as_ref()
        .and_then(|tag| survey.translations.get(tag))
    {
        crate::surveys::translations::answers_to_base(&survey.questions, translated, &mut sent);
    }
    let answers = answers::validate(&survey, types, &sent)?;
    let page = page_of(&submission.page_submitted)?;
    let agent_text: String = user_agent.chars().take(500).collect();
    let agent = device::parse(&agent_text);
    let ip = if snapshot.settings["anonymize_ip"].as_bool().unwrap_or(false) {
        anonymise_ip(address)
    } else {
        address.to_owned()
    };
    let entitlements = &snapshot.entitlements;
    // The add-ons check a response once, when it is complete.
    let (answers, page) = if complete
        && visit.addons.has_chain(Hook::ValidateResponse, entitlements)
    {
        let country = visit
            .addons
            .chain_needs(
                Hook::ValidateResponse,
                Permission::VisitorCountry,
                entitlements,
            )
            .then(|| visit.countries.of(address, header_country))
            .flatten();
        let base =
            json!({"device": agent.device.as_str(), "url": page["link"].as_str().unwrap_or("")});
        let context = VisitorContext::new(
            base.as_object().cloned().unwrap_or_default(),
            ip.clone(),
            country,
        );
        let (cleaned, page) = super::validate::validate_response(
            visit.addons,
            &survey,
            answers,
            page,
            &context,
            entitlements,
        )
        .await?;
        // What an add-on answers is held to the same rules as what the visitor sent.
        let answers = answers::validate(&survey, types, &Value::Array(cleaned)).map_err(|e| {
            Error::AddonFailed {
                slug: "validate-response".into(),
                message: format!("An add-on on validate-response answered answers the survey refuses ({e}). Nothing was stored."),
            }
        })?;
        (answers, page_of(&page)?)
    } else {
        (answers, page)
    };
    let reached = (!complete)
        .then(|| answers::next_asked(&survey, &answers))
        .flatten();
    // Told once, when complete.
    let emails = complete
        .then(|| {
            super::notify::response_email(
                &survey,
                &answers,
                &page,
                &snapshot.settings,
                snapshot.entitlements.has_plan(Tier::Pro),
                storing.public_url,
            )
        })
        .flatten()
        .into_iter()
        .collect();
    let counters = super::counted(&survey, types, &answers);
    let answers_value = Value::Array(answers);
    let mut response = Response {
        id: 0,
        survey_id: id,
        status: "publish".into(),
        submitted_at: crate::time::to_rfc3339(now),
        page_submitted: super::page_view(&page),
        user_ip: Some(ip.clone()),
        user_browser: Some(agent.browser.clone()),
        user_os: Some(agent.os.clone()),
        user_device: Some(agent.device.as_str().to_owned()),
        language: language.clone(),
        answers: Value::Null,
        addon_data: Default::default(),
    };
    // The add-ons on `response-submitted` are each queued an action with the response, in its
    // transaction (the outbox of `addons::workers::actions`): told at least once, even across a restart.
    let actions = if complete {
        visit
            .addons
            .actions_for(Hook::ResponseSubmitted, &snapshot.entitlements)
    } else {
        Vec::new()
    };
    let answers_text = answers_value.to_string();
    response.answers = answers_value;
    let event = (!actions.is_empty()).then(|| Event {
        survey: survey.clone(),
        response: response.clone(),
    });
    let queued = !actions.is_empty();
    // The frequency caps remember that the visitor the token was issued to answered.
    let caps = crate::visitors::memory::Caps::of(&snapshot.settings);
    let remember = match token.visitor {
        Some(visitor) if complete && caps.any() => {
            let seen = visit
                .visitors
                .memory()
                .get(visit.db, &visitor, now)
                .await?
                .unwrap_or_default()
                .answered(now, now + caps.memory_secs());
            Some((visitor, seen))
        }
        _ => None,
    };
    let prepared = Prepared {
        survey_id: id,
        answers: answers_text,
        page_submitted: page.to_string(),
        user_ip: ip,
        user_agent: agent_text,
        user_browser: agent.browser,
        user_os: agent.os,
        user_device: agent.device.as_str().to_owned(),
        submitted_at: now,
        language,
        counters,
        emails,
        token: Some((token.key(), token.expires_at)),
        idempotency_key,
        actions,
        event,
        limits: survey
            .settings
            .limits
            .any()
            .then(|| survey.settings.limits.clone()),
        remember,
        complete,
        reached,
    };
    let (response_id, repeated) = match storing.ingest.store(prepared).await? {
        Stored::New(id) => (id, false),
        Stored::Partial(id) => {
            response.status = "partial".into();
            (id, false)
        }
        Stored::OverQuota(id) => {
            response.status = "over_quota".into();
            (id, false)
        }
        Stored::Repeated(id) => (id, true),
    };
    if let Some((visitor, seen)) = remember {
        visit.visitors.memory().note(visitor, seen);
    }
    response.id = response_id;
    // A retry's e-mails and actions were queued when it was first stored.
    if !repeated {
        storing.mail_wakeup.notify_one();
        if queued {
            visit.addons.actions_queued();
        }
    }
    Ok(response)
}

/// Longest `Idempotency-Key` kept.
pub const IDEMPOTENCY_KEY_MAX: usize = 128;

/// The widget's `Idempotency-Key` header: 1 to 128 characters (the widget sends a UUID), compared
/// in any case (kept lowercase), or a clear refusal. Any such string is taken, as the IETF draft
/// has it, so that the OpenAPI document can say exactly what is accepted.
pub fn idempotency_key(header: Option<&str>) -> Result<Option<String>> {
    let Some(value) = header else {
        return Ok(None);
    };
    if value.is_empty() || value.chars().count() > IDEMPOTENCY_KEY_MAX {
        return Err(Error::invalid_field(
            "Idempotency-Key",
            "The Idempotency-Key header is 1 to 128 characters.",
        ));
    }
    Ok(Some(value.to_lowercase()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_idempotency_key_is_1_to_128_characters_in_any_case() {
        assert_eq!(idempotency_key(None).unwrap(), None);
        assert_eq!(
            idempotency_key(Some("0F8FAD5B-D9CB-469F-A165-70867728950E")).unwrap(),
            Some("0f8fad5b-d9cb-469f-a165-70867728950e".into())
        );
        assert_eq!(
            idempotency_key(Some("retry-1")).unwrap(),
            Some("retry-1".into())
        );
        let long = "k".repeat(IDEMPOTENCY_KEY_MAX + 1);
        for bad in ["", long.as_str()] {
            assert!(idempotency_key(Some(bad)).is_err(), "{bad}");
        }
        assert!(idempotency_key(Some(&long[1..])).is_ok());
    }
}
