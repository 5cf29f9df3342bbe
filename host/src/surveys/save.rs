//! Saving a survey (spec 000 §4 "Save results", §5, §6): the body of `POST /surveys` merged over the
//! stored survey, passed through the add-ons' `sanitize-survey`, the core's sanitising, license
//! resets and rules (`validation`), the add-ons' `validate-question`, then stored in one statement.

use serde::Serialize;
use serde_json::{Value, json};
use utoipa::ToSchema;

use super::{
    model::{Status, Survey, SurveyDraft, SurveyInput},
    store, translations, validation,
};
use crate::{
    addons::{Addons, package::hooks::Hook},
    error::{Error, FieldErrors, Result},
    licensing::Entitlements,
    storage::Db,
    surveys::question_types::TypeSet,
    time,
};

/// What a save reaches: the surveys' table, the add-ons (their hooks and the keys they own), and
/// what the install may use right now.
pub struct Saving<'a> {
    pub db: &'a Db,
    pub addons: &'a Addons,
    pub entitlements: &'a Entitlements,
    /// The question types in force under `entitlements`.
    pub types: &'a TypeSet,
}

/// The answer to a save.
#[derive(Serialize, ToSchema)]
pub struct SaveOutcome {
    pub survey: Survey,
    /// True when the survey is now published (or scheduled).
    pub published: bool,
    pub message: String,
    /// What keeps the survey from being published, per field ('Title is required.' …).
    pub fields: FieldErrors,
}

/// A stored save: what to answer, and whether the survey is new.
pub struct Saved {
    pub outcome: SaveOutcome,
    pub created: bool,
}

/// Creates (`id` null) or updates a survey. Publishing with incomplete questions saves a draft and
/// answers published false with the reason; structurally wrong content is refused with nothing
/// stored.
pub async fn save(saving: &Saving<'_>, input: SurveyInput) -> Result<Saved> {
    let (db, addons, entitlements) = (saving.db, saving.addons, saving.entitlements);
    let existing = match input.id {
        Some(id) => Some(store::get(db, id).await?),
        None => None,
    };
    if existing.as_ref().is_some_and(|s| s.status == Status::Trash) {
        return Err(Error::Conflict(format!(
            "Survey {} is in the trash: restore it before editing.",
            input.id.unwrap_or_default()
        )));
    }
    let mut draft = existing.as_ref().map(Survey::draft).unwrap_or_default();
    if let Some(title) = input.title {
        draft.title = title;
    }
    if let Some(kind) = input.survey_type {
        draft.survey_type = kind;
    }
    if let Some(template) = input.template {
        draft.template = template;
    }
    if let Some(questions) = input.questions {
        draft.questions = questions;
    }
    let stored_owned = draft.settings.owned.clone();
    if let Some(mut settings) = input.settings {
        settings.owned = super::owned::merge(&stored_owned, std::mem::take(&mut settings.owned));
        draft.settings = settings;
    }
    if let Some(notifications) = input.notifications {
        draft.notifications = notifications;
    }
    if let Some(language) = input.language {
        draft.language = language.filter(|l| !l.trim().is_empty());
    }
    if let Some(translations) = input.translations {
        draft.translations = translations;
    }
    let requested = match input.status.as_deref() {
        None => existing.as_ref().map(|s| s.status).unwrap_or(Status::Draft),
        Some("draft") => Status::Draft,
        Some("publish") => Status::Publish,
        Some("trash") => {
            return Err(Error::invalid_field(
                "status",
                "Use POST /api/v1/surveys/trash to move a survey to the trash.",
            ));
        }
        Some(other) => {
            return Err(Error::invalid_field(
                "status",
                format!("The status '{other}' is not draft or publish."),
            ));
        }
    };
    let publish_at = resolve_publish_at(input.publish_at, existing.as_ref())?;

    let ownership = addons.ownership();
    let mut draft = sanitize_with_addons(addons, input.id, draft, entitlements).await?;
    let types = saving.types;
    let mut incomplete = validation::prepare(&mut draft, entitlements, types, &ownership)?;
    let settings_errors = super::owned::settle(
        &mut draft.settings.owned,
        &stored_owned,
        &ownership,
        entitlements,
    );
    if !settings_errors.is_empty() {
        return Err(refused(settings_errors));
    }
    let findings = super::owned::validate_with_owners(
        addons,
        &survey_value(input.id, &draft),
        &mut draft.settings.owned,
        &ownership,
        entitlements,
    )
    .await?;
    if !findings.errors.is_empty() {
        return Err(refused(findings.errors));
    }
    for (field, message) in findings.incomplete {
        incomplete.entry(field).or_insert(message);
    }
    let addon_errors =
        super::question_types::validate_questions(addons, &draft.questions, entitlements).await?;
    if !addon_errors.is_empty() {
        return Err(refused(addon_errors));
    }
    let language_errors = settle_languages(&mut draft, types, &ownership, entitlements);
    if !language_errors.is_empty() {
        return Err(refused(language_errors));
    }
    let (status, published, message) = outcome(requested, &incomplete);
    // Setting a survey to draft turns scheduling off (spec 000 §4).
    let publish_at = if status == Status::Draft {
        None
    } else {
        publish_at
    };

    let (id, created) = match existing {
        Some(existing) => {
            store::update(db, existing.id, &draft, status, publish_at).await?;
            (existing.id, false)
        }
        None => (store::insert(db, &draft, status, publish_at).await?, true),
    };
    let survey = store::get(db, id).await?;
    Ok(Saved {
        outcome: SaveOutcome {
            survey,
            published,
            message,
            fields: incomplete,
        },
        created,
    })
}

/// The survey's texts as they stand, under the question types and add-ons in force.
pub fn texts_of(
    draft: &SurveyDraft,
    types: &TypeSet,
    ownership: &crate::addons::registry::ownership::Ownership,
    entitlements: &Entitlements,
) -> Vec<translations::Text> {
    let (mut title, mut questions, mut settings) = (
        draft.title.clone(),
        draft.questions.clone(),
        draft.settings.clone(),
    );
    translations::list(
        translations::Texts {
            title: &mut title,
            questions: &mut questions,
            settings: &mut settings,
        },
        &translations::Declared {
            types,
            ownership,
            entitlements,
        },
    )
}

/// Checks the base language and the translations, dropping texts the survey no longer has.
fn settle_languages(
    draft: &mut SurveyDraft,
    types: &TypeSet,
    ownership: &crate::addons::registry::ownership::Ownership,
    entitlements: &Entitlements,
) -> FieldErrors {
    let texts = texts_of(draft, types, ownership, entitlements);
    translations::settle(&mut draft.language, &mut draft.translations, &texts)
}

/// A save refused for `errors`: one error is the message itself.
fn refused(errors: FieldErrors) -> Error {
    let message = if errors.len() == 1 {
        errors.values().next().cloned().unwrap_or_default()
    } else {
        "Please fix errors on this page.".to_owned()
    };
    Error::invalid(message, errors)
}

/// The survey as add-ons see it on a save.
fn survey_value(id: Option<i64>, draft: &SurveyDraft) -> Value {
    json!({
        "id": id,
        "title": draft.title,
        "type": draft.survey_type,
        "template": draft.template,
        "questions": draft.questions,
        "settings": draft.settings,
        "notifications": draft.notifications,
    })
}

fn outcome(requested: Status, incomplete: &FieldErrors) -> (Status, bool, String) {
    match requested {
        Status::Publish if incomplete.is_empty() => {
            (Status::Publish, true, "Your Survey was Saved!".into())
        }
        Status::Publish if incomplete.keys().all(|k| k.starts_with("settings.")) => {
            (Status::Draft, false, validation::SETTINGS_INCOMPLETE.into())
        }
        Status::Publish => (Status::Draft, false, validation::CANNOT_PUBLISH.into()),
        _ => (
            Status::Draft,
            false,
            "Your Survey was Saved as a Draft.".into(),
        ),
    }
}

/// The publish_at to store: absent keeps the stored one; a new date may not lie before today.
fn resolve_publish_at(
    sent: Option<Option<String>>,
    existing: Option<&Survey>,
) -> Result<Option<i64>> {
    let stored = existing
        .and_then(|s| s.publish_at.as_deref())
        .and_then(time::parse_datetime);
    let Some(sent) = sent else { return Ok(stored) };
    let Some(text) = sent.filter(|t| !t.trim().is_empty()) else {
        return Ok(None);
    };
    let at = time::parse_datetime(&text).ok_or_else(|| {
        Error::invalid_field(
            "publish_at",
            "publish_at is a date and time such as 2026-12-01T09:00:00Z.",
        )
    })?;
    // "Today" depends on the editor's timezone; a day of slack accepts every timezone's today.
    if Some(at) != stored && at < time::now() - 24 * 3600 {
        return Err(Error::invalid_field(
            "publish_at",
            "The schedule date cannot be earlier than today.",
        ));
    }
    Ok(Some(at))
}

/// Passes the draft through the add-ons on `sanitize-survey` (fail-closed).
async fn sanitize_with_addons(
    addons: &Addons,
    id: Option<i64>,
    draft: SurveyDraft,
    entitlements: &Entitlements,
) -> Result<SurveyDraft> {
    if !addons.has_chain(Hook::SanitizeSurvey, entitlements) {
        return Ok(draft);
    }
    let (language, translations) = (draft.language.clone(), draft.translations.clone());
    let value = survey_value(id, &draft);
    let out = addons
        .filter(Hook::SanitizeSurvey, value, entitlements)
        .await?;
    let bad = |e: serde_json::Error| Error::AddonFailed {
        slug: "sanitize-survey".into(),
        message: format!(
            "An add-on on sanitize-survey answered something that is not a survey ({e}). Nothing was saved."
        ),
    };
    let field = |name: &str| out.get(name).cloned().unwrap_or(Value::Null);
    Ok(SurveyDraft {
        title: serde_json::from_value(field("title")).map_err(bad)?,
        survey_type: serde_json::from_value(field("type")).map_err(bad)?,
        template: serde_json::from_value(field("template")).map_err(bad)?,
        questions: serde_json::from_value(field("questions")).map_err(bad)?,
        settings: serde_json::from_value(field("settings")).map_err(bad)?,
        notifications: serde_json::from_value(field("notifications")).map_err(bad)?,
        language,
        translations,
    })
}
