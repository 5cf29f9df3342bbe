//! The survey and its parts, in the JSON shapes of spec 000 §3 so that the admin and the widget use
//! them as they are. Known keys are typed (a wrong type is refused with the field's path); question
//! `config` and `settings` also keep unknown keys, which add-on question types use.

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::{Map, Value};
use utoipa::ToSchema;

use super::translations::Translations;

/// The default thank-you text.
pub const DEFAULT_THANK_YOU: &str = "Thanks for your feedback!";
/// Prefix of a survey's cookie name (`hearken_survey_12`).
pub const COOKIE_PREFIX: &str = "hearken_survey_";

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Draft,
    Publish,
    Trash,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Draft => "draft",
            Status::Publish => "publish",
            Status::Trash => "trash",
        }
    }

    pub fn parse(text: &str) -> Option<Status> {
        match text {
            "draft" => Some(Status::Draft),
            "publish" => Some(Status::Publish),
            "trash" => Some(Status::Trash),
            _ => None,
        }
    }
}

/// A stored survey, as every endpoint answers it.
#[derive(Debug, Clone, Serialize, ToSchema)]
pub struct Survey {
    pub id: i64,
    pub title: String,
    /// `nps` for an NPS survey, otherwise null or another label.
    #[serde(rename = "type")]
    #[schema(required = true)]
    pub survey_type: Option<String>,
    pub status: Status,
    #[schema(required = true)]
    pub template: Option<String>,
    pub questions: Vec<Question>,
    pub settings: SurveySettings,
    pub notifications: Notifications,
    /// The language of the survey's texts (BCP 47), or null when not said.
    #[schema(required = true)]
    pub language: Option<String>,
    /// The survey's texts in other languages: language tag → text id → text
    /// (`surveys::translations` names the ids). A text a language lacks shows in the base language.
    #[schema(value_type = std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>)]
    pub translations: Translations,
    /// RFC 3339, UTC.
    pub created_at: String,
    pub updated_at: String,
    /// RFC 3339, UTC; a published survey whose publish_at is in the future is scheduled.
    #[schema(required = true)]
    pub publish_at: Option<String>,
    pub impressions: i64,
    pub responses_count: i64,
    /// True when `settings.limits.responses` is set and reached: the survey takes no more
    /// responses (read-only).
    pub closed_by_limit: bool,
    pub cookie_name: String,
    /// What add-ons attached to the survey (`attachments` of API 1.1), by add-on; read-only.
    #[serde(skip_serializing_if = "Map::is_empty")]
    #[schema(schema_with = crate::api_schema::object)]
    pub addon_data: Map<String, Value>,
}

/// The editable content of a survey: what validation checks and storage writes.
#[derive(Debug, Clone, Default)]
pub struct SurveyDraft {
    pub title: String,
    pub survey_type: Option<String>,
    pub template: Option<String>,
    pub questions: Vec<Question>,
    pub settings: SurveySettings,
    pub notifications: Notifications,
    pub language: Option<String>,
    pub translations: Translations,
}

impl Survey {
    /// A published survey `id` with `questions` given as their JSON, for tests.
    #[cfg(test)]
    pub fn for_tests(id: i64, questions: Value) -> Survey {
        Survey {
            id,
            title: "Survey".into(),
            survey_type: None,
            status: Status::Publish,
            template: None,
            questions: serde_json::from_value(questions).expect("questions of a test survey"),
            settings: Default::default(),
            notifications: Default::default(),
            language: None,
            translations: Translations::new(),
            created_at: String::new(),
            updated_at: String::new(),
            publish_at: None,
            impressions: 0,
            responses_count: 0,
            closed_by_limit: false,
            cookie_name: format!("{COOKIE_PREFIX}{id}"),
            addon_data: Map::new(),
        }
    }

    pub fn draft(&self) -> SurveyDraft {
        SurveyDraft {
            title: self.title.clone(),
            survey_type: self.survey_type.clone(),
            template: self.template.clone(),
            questions: self.questions.clone(),
            settings: self.settings.clone(),
            notifications: self.notifications.clone(),
            language: self.language.clone(),
            translations: self.translations.clone(),
        }
    }
}

/// The body of `POST /surveys`: `id` null (or absent) creates, a number updates. Absent fields keep
/// their stored value on update and take defaults on create. Read-only fields that a client echoes
/// back from a GET are accepted and ignored.
#[derive(Debug, Clone, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct SurveyInput {
    #[serde(default)]
    pub id: Option<i64>,
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default, rename = "type", deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    pub survey_type: Option<Option<String>>,
    /// draft or publish (trash goes through `POST /surveys/trash`).
    #[serde(default)]
    pub status: Option<String>,
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    pub template: Option<Option<String>>,
    #[serde(default)]
    pub questions: Option<Vec<Question>>,
    #[serde(default)]
    pub settings: Option<SurveySettings>,
    #[serde(default)]
    pub notifications: Option<Notifications>,
    /// The base language (BCP 47); null when not said.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    pub language: Option<Option<String>>,
    /// Language tag → text id → text; replaces the stored translations when present.
    #[serde(default)]
    #[schema(value_type = Option<std::collections::BTreeMap<String, std::collections::BTreeMap<String, String>>>)]
    pub translations: Option<Translations>,
    /// RFC 3339 or `YYYY-MM-DD HH:MM:SS` (UTC); null turns scheduling off.
    #[serde(default, deserialize_with = "double_option")]
    #[schema(value_type = Option<String>)]
    pub publish_at: Option<Option<String>>,
    #[serde(default)]
    #[schema(ignore)]
    pub created_at: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub updated_at: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub impressions: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub responses_count: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub closed_by_limit: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub cookie_name: Option<serde::de::IgnoredAny>,
    #[serde(default)]
    #[schema(ignore)]
    pub addon_data: Option<serde::de::IgnoredAny>,
}

/// An id the survey's author chose (a question's, a page's): a string, a whole number or null
/// (none yet). Anything else is refused when the survey is read, so that what is stored is what
/// the OpenAPI document says (`api_schema::id`).
pub(crate) fn author_id<'de, D: Deserializer<'de>>(de: D) -> Result<Value, D::Error> {
    match Value::deserialize(de)? {
        id @ (Value::Null | Value::String(_)) => Ok(id),
        Value::Number(n) if n.is_i64() || n.is_u64() => Ok(Value::Number(n)),
        Value::Number(n)
            if n.as_f64()
                .is_some_and(|f| f.fract() == 0.0 && f.abs() < 9.0e15) =>
        {
            Ok(Value::from(n.as_f64().unwrap_or_default() as i64))
        }
        _ => Err(serde::de::Error::custom(
            "expected a string or a whole number",
        )),
    }
}

/// Distinguishes an absent field (outer None) from an explicit null (Some(None)).
fn double_option<'de, D, T>(de: D) -> Result<Option<Option<T>>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de>,
{
    Option::<T>::deserialize(de).map(Some)
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Question {
    /// Unique within the survey; a string or a number. Missing ids are assigned on save.
    #[serde(default)]
    #[serde(deserialize_with = "author_id")]
    #[schema(schema_with = crate::api_schema::id)]
    pub id: Value,
    #[serde(rename = "type")]
    pub question_type: String,
    #[serde(default)]
    pub title: String,
    #[serde(default)]
    pub config: QuestionConfig,
    #[serde(default)]
    pub settings: QuestionSettings,
    #[serde(default)]
    pub logic: QuestionLogic,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
pub struct QuestionConfig {
    /// Plain strings (checkbox, radio-button), `{label, image}` (image-radio) or
    /// `{label, icon: {name, style}}` (icon-choice).
    #[serde(default)]
    #[schema(schema_with = crate::api_schema::options)]
    pub options: Vec<Value>,
    /// Email questions: also ask for a first name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub include_name: Option<bool>,
    /// Keys of question types add-ons bring.
    #[serde(flatten)]
    #[schema(schema_with = crate::api_schema::object)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
pub struct QuestionSettings {
    #[serde(default)]
    pub required: bool,
    #[serde(default)]
    pub randomize: bool,
    #[serde(default)]
    pub comment_box: bool,
    /// icon-choice only; default #1579EF.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon_color: Option<String>,
    /// icon-choice only: small, medium (default) or large.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub icon_size: Option<String>,
    /// Keys of question types add-ons bring.
    #[serde(flatten)]
    #[schema(schema_with = crate::api_schema::object)]
    pub extra: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct QuestionLogic {
    pub enabled: bool,
    /// show or hide.
    pub action: String,
    pub conditions: Vec<LogicCondition>,
}

impl Default for QuestionLogic {
    fn default() -> Self {
        QuestionLogic {
            enabled: false,
            action: "show".into(),
            conditions: Vec::new(),
        }
    }
}

/// One condition of question or e-mail logic: the answer to `question_id` compared with `value`.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct LogicCondition {
    #[serde(default)]
    #[serde(deserialize_with = "author_id")]
    #[schema(schema_with = crate::api_schema::id)]
    pub question_id: Value,
    /// is, is_not, includes, lower_than, greater_than (spaces instead of underscores are accepted).
    #[serde(default)]
    pub compare: String,
    #[serde(default)]
    #[schema(schema_with = crate::api_schema::any)]
    pub value: Value,
}

/// A survey's settings: the core's own (`enable_tracking`, `thank_you`) and the keys add-ons own,
/// kept as they are stored. First-party add-ons' keys sit at the top (`theming`, …,
/// the spec's REST shape), every other add-on's under `addons.{slug}`; the add-on registry's
/// ownership (`addons::registry::ownership`) says what each key is, and `surveys::save` checks them.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(default)]
pub struct SurveySettings {
    pub enable_tracking: bool,
    pub thank_you: ThankYou,
    /// Whom the survey shows to: a sample, a daily pace (`surveys::limits`).
    pub audience: super::limits::Audience,
    /// How many answers it takes: a response limit, quotas (`surveys::limits`).
    pub limits: super::limits::Limits,
    /// The keys add-ons own.
    #[serde(flatten)]
    #[schema(schema_with = crate::api_schema::object)]
    pub owned: Map<String, Value>,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct ThankYou {
    /// message, redirect or conditional_redirect.
    #[serde(rename = "type")]
    pub thank_you_type: String,
    pub message: String,
    pub redirect_to: Option<RedirectTarget>,
    pub redirect_url: Option<String>,
    pub conditions: Vec<RedirectCondition>,
}

impl Default for ThankYou {
    fn default() -> Self {
        ThankYou {
            thank_you_type: "message".into(),
            message: DEFAULT_THANK_YOU.into(),
            redirect_to: None,
            redirect_url: None,
            conditions: Vec::new(),
        }
    }
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct RedirectTarget {
    /// A page id or a URL.
    #[serde(deserialize_with = "author_id")]
    #[schema(schema_with = crate::api_schema::id)]
    pub id: Value,
    pub label: String,
    /// The URL the page stands for (the redirect pickers store it with the page); a save copies
    /// it to `redirect_url`, which the widget follows.
    pub url: String,
}

/// A conditional-redirect row: when the answer to `question` matches, go to `page`/`redirect_url`.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct RedirectCondition {
    #[serde(deserialize_with = "author_id")]
    #[schema(schema_with = crate::api_schema::id)]
    pub question: Value,
    /// IN, =, !=, CONTAINS, !CONTAINS, STARTS_WITH, ENDS_WITH, >, <.
    pub condition_type: String,
    #[schema(schema_with = crate::api_schema::any)]
    pub condition: Value,
    #[schema(schema_with = crate::api_schema::any)]
    pub page: Value,
    pub redirect_url: Option<String>,
}

#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct Notifications {
    pub email: EmailNotification,
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct EmailNotification {
    pub active: bool,
    /// Comma-separated e-mail addresses.
    pub addresses: String,
    pub logic: EmailLogic,
}

impl Default for EmailNotification {
    fn default() -> Self {
        EmailNotification {
            active: true,
            addresses: String::new(),
            logic: EmailLogic::default(),
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, default)]
pub struct EmailLogic {
    pub enable: bool,
    pub action: String,
    pub conditions: Vec<LogicCondition>,
}

impl Default for EmailLogic {
    fn default() -> Self {
        EmailLogic {
            enable: false,
            action: "send".into(),
            conditions: Vec::new(),
        }
    }
}
