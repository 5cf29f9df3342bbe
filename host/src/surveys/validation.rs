//! What happens to a survey on its way to storage, in order:
//! 1. `sanitise`: trim text, assign missing question ids, restore defaults the spec restores (an
//!    empty thank-you message, logic left without conditions is turned off);
//! 2. `reset_unlicensed`: reset what the license and active add-ons do not cover (spec 000 §6);
//! 3. `check_rules`: refuse structurally wrong content (unknown types, too many options, logic on a
//!    later question, bad e-mail addresses …) with 422 and per-field messages; nothing is stored;
//! 4. `incomplete`: list what keeps the survey from being published ('Title is required.',
//!    'Options are required.'); a draft may be saved with these, a publish becomes a draft.

use serde_json::Value;

use super::{
    model::{DEFAULT_THANK_YOU, LogicCondition, Question, SurveyDraft},
    question_types::{self, LOGIC_NEEDS_EARLIER_QUESTION, OptionKind, TypeSet},
};
use crate::{
    addons::registry::ownership::Ownership,
    error::{Error, FieldErrors, Result},
    licensing::{Entitlements, Tier},
};

pub const TITLE_REQUIRED: &str = "Title is required.";
pub const OPTIONS_REQUIRED: &str = "Options are required.";
pub const CANNOT_PUBLISH: &str =
    "The Survey can't be published: Some questions are missing options.";
/// When only settings keep a survey from being published (an add-on's incomplete findings, such
/// as a page rule without a value): the spec's message names questions, which would mislead.
pub const SETTINGS_INCOMPLETE: &str =
    "The Survey can't be published: Some settings are incomplete.";
use crate::text::{INVALID_ADDRESSES, has_markup, is_hex_color, is_url, is_valid_email};

pub const UNTITLED: &str = "Untitled Survey";
pub const MAX_QUESTIONS: usize = 50;

/// Steps 1 to 3; answers the step-4 findings.
pub fn prepare(
    draft: &mut SurveyDraft,
    entitlements: &Entitlements,
    types: &TypeSet,
    ownership: &Ownership,
) -> Result<FieldErrors> {
    sanitise(draft, types);
    reset_unlicensed(draft, entitlements, ownership);
    check_rules(draft, types)?;
    Ok(incomplete(draft, types))
}

/// The stable text form of a question id (`"q1"` and `1` both compare by their text).
pub fn id_key(id: &Value) -> String {
    match id {
        Value::String(s) => s.trim().to_owned(),
        Value::Number(n) => n.to_string(),
        _ => String::new(),
    }
}

pub fn sanitise(draft: &mut SurveyDraft, types: &TypeSet) {
    draft.title = draft.title.trim().to_owned();
    if draft.title.is_empty() {
        draft.title = UNTITLED.into();
    }
    let mut used: Vec<String> = draft
        .questions
        .iter()
        .map(|q| id_key(&q.id))
        .filter(|k| !k.is_empty())
        .collect();
    let mut next = 1;
    for question in &mut draft.questions {
        if id_key(&question.id).is_empty() {
            while used.contains(&format!("q{next}")) {
                next += 1;
            }
            question.id = Value::String(format!("q{next}"));
            used.push(format!("q{next}"));
        }
        sanitise_question(question, types);
    }
    let thank_you = &mut draft.settings.thank_you;
    thank_you.message = thank_you.message.trim().to_owned();
    if thank_you.message.is_empty() {
        thank_you.message = DEFAULT_THANK_YOU.into();
    }
    // The pickers store the page `{id, label, url}`; the widget goes to `redirect_url`.
    if let Some(target) = &mut thank_you.redirect_to {
        if target.url.trim().is_empty()
            && let Value::String(id) = &target.id
            && is_url(id.trim())
        {
            target.url = id.trim().to_owned();
        }
        target.url = target.url.trim().to_owned();
        if !target.url.is_empty() {
            thank_you.redirect_url = Some(target.url.clone());
        }
    }
    for row in &mut thank_you.conditions {
        let url = match &row.page {
            Value::String(id) => id.trim(),
            Value::Object(page) => page
                .get("url")
                .and_then(Value::as_str)
                .filter(|u| !u.trim().is_empty())
                .or_else(|| page.get("id").and_then(Value::as_str))
                .unwrap_or("")
                .trim(),
            _ => "",
        };
        if is_url(url) {
            row.redirect_url = Some(url.to_owned());
        }
    }
    let email = &mut draft.notifications.email;
    email.addresses = email
        .addresses
        .split(',')
        .map(str::trim)
        .filter(|a| !a.is_empty())
        .collect::<Vec<_>>()
        .join(", ");
    if email.logic.conditions.is_empty() {
        email.logic.enable = false;
    }
}

fn sanitise_question(question: &mut Question, types: &TypeSet) {
    question.title = question.title.trim().to_owned();
    let Some(rules) = types.find(&question.question_type) else {
        return;
    };
    if question.title.is_empty() && !rules.default_title.is_empty() {
        question.title = rules.default_title.clone();
    }
    match rules.options {
        OptionKind::None => question.config.options.clear(),
        OptionKind::Text => {
            for option in &mut question.config.options {
                if let Value::String(text) = option {
                    *text = text.trim().to_owned();
                }
            }
        }
        OptionKind::Image | OptionKind::Icon => {
            for option in &mut question.config.options {
                if let Some(Value::String(label)) = option.get_mut("label") {
                    *label = label.trim().to_owned();
                }
            }
        }
    }
    let settings = &mut question.settings;
    settings.randomize &= rules.randomize();
    settings.comment_box &= rules.comment_box();
    if rules.options == OptionKind::Icon {
        settings.icon_color.get_or_insert_with(|| "#1579EF".into());
        settings.icon_size.get_or_insert_with(|| "medium".into());
    } else {
        settings.icon_color = None;
        settings.icon_size = None;
    }
    if question.logic.conditions.is_empty() {
        question.logic.enabled = false;
    }
}

/// Resets what the license does not cover (spec 000 §6).
pub fn reset_unlicensed(
    draft: &mut SurveyDraft,
    entitlements: &Entitlements,
    ownership: &Ownership,
) {
    // Question types an add-on brings, while no add-on that brings them is in force: a choice
    // keeps its options' labels as a plain radio, a question without options goes.
    let locked =
        |q: &Question| !ownership.value_unlocked("question.type", &q.question_type, entitlements);
    let removed: Vec<String> = draft
        .questions
        .iter()
        .filter(|q| locked(q) && q.config.options.is_empty())
        .map(|q| id_key(&q.id))
        .collect();
    draft
        .questions
        .retain(|q| !(locked(q) && q.config.options.is_empty()));
    for id in &removed {
        remove_references(draft, id);
    }
    for question in draft.questions.iter_mut().filter(|q| locked(q)) {
        question.question_type = "radio-button".into();
        question.config.options = question
            .config
            .options
            .iter()
            .map(|o| match o {
                Value::String(_) => o.clone(),
                _ => Value::String(
                    o.get("label")
                        .and_then(Value::as_str)
                        .unwrap_or("")
                        .to_owned(),
                ),
            })
            .collect();
        question.settings.icon_color = None;
        question.settings.icon_size = None;
    }
    let unlocked =
        |setting: &str| ownership.value_unlocked("question.settings", setting, entitlements);
    let (randomize, comment_box) = (unlocked("randomize"), unlocked("comment_box"));
    for question in &mut draft.questions {
        question.settings.randomize &= randomize;
        question.settings.comment_box &= comment_box;
    }
    if !entitlements.has_plan(Tier::Plus) {
        for question in &mut draft.questions {
            question.settings.required = false;
        }
        draft.settings.thank_you.message = DEFAULT_THANK_YOU.into();
    }
    // The keys add-ons own are reset by `surveys::save` from their manifests' defaults; a paid
    // thank-you type (a redirect) only while an add-on that unlocks it is in force.
    let settings = &mut draft.settings;
    if !ownership.value_unlocked(
        "thank_you.type",
        &settings.thank_you.thank_you_type,
        entitlements,
    ) {
        let message = std::mem::take(&mut settings.thank_you.message);
        settings.thank_you = Default::default();
        settings.thank_you.message = message;
    }
    if !entitlements.has_plan(Tier::Pro) {
        draft.notifications.email.logic = Default::default();
    }
}

/// Removes every logic condition that refers to question `id` (question logic, e-mail logic and
/// conditional redirects); a logic block left with no conditions is turned off (spec 000 §4).
pub fn remove_references(draft: &mut SurveyDraft, id: &str) {
    fn prune(conditions: &mut Vec<LogicCondition>, id: &str) -> bool {
        conditions.retain(|c| id_key(&c.question_id) != id);
        conditions.is_empty()
    }
    for question in &mut draft.questions {
        if prune(&mut question.logic.conditions, id) {
            question.logic.enabled = false;
        }
    }
    if prune(&mut draft.notifications.email.logic.conditions, id) {
        draft.notifications.email.logic.enable = false;
    }
    draft
        .settings
        .thank_you
        .conditions
        .retain(|c| id_key(&c.question) != id);
    draft
        .settings
        .limits
        .quotas
        .retain(|q| id_key(&q.question_id) != id);
}

/// Step 3: the rules whose breach refuses the save.
pub fn check_rules(draft: &SurveyDraft, types: &TypeSet) -> Result<()> {
    let mut errors = FieldErrors::new();
    let mut fail = |field: String, message: String| {
        errors.entry(field).or_insert(message);
    };

    text_rule(&draft.title, 200, "title", &mut fail);
    if let Some(kind) = &draft.survey_type
        && (kind.len() > 32
            || !kind
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
    {
        fail(
            "type".into(),
            "The survey type is up to 32 letters, digits, '-' or '_'.".into(),
        );
    }
    if draft
        .template
        .as_deref()
        .is_some_and(|t| t.chars().count() > 64)
    {
        fail(
            "template".into(),
            "The template key is 64 characters at most.".into(),
        );
    }
    if draft.questions.len() > MAX_QUESTIONS {
        fail(
            "questions".into(),
            format!("A survey can have at most {MAX_QUESTIONS} questions."),
        );
    }

    let mut seen = Vec::new();
    for (i, question) in draft.questions.iter().enumerate() {
        let at = |field: &str| format!("questions.{i}.{field}");
        let key = id_key(&question.id);
        if seen.contains(&key) {
            fail(
                at("id"),
                format!("Two questions have the id '{key}'; each question needs its own."),
            );
        }
        seen.push(key);
        let Some(rules) = types.find(&question.question_type) else {
            fail(
                at("type"),
                format!("Unknown question type '{}'.", question.question_type),
            );
            continue;
        };
        text_rule(&question.title, 500, &at("title"), &mut fail);
        let options = &question.config.options;
        if options.len() > rules.max_options && rules.options != OptionKind::None {
            fail(
                at("config.options"),
                format!(
                    "A {} question can have at most {} options.",
                    rules.label, rules.max_options
                ),
            );
        }
        for (j, option) in options.iter().enumerate() {
            let field = format!("questions.{i}.config.options.{j}");
            match (rules.options, option) {
                (OptionKind::Text, Value::String(text)) => text_rule(text, 200, &field, &mut fail),
                (OptionKind::Text, _) => fail(field, "Each option is a piece of text.".into()),
                (OptionKind::Image | OptionKind::Icon, Value::Object(map)) => {
                    match map.get("label") {
                        Some(Value::String(label)) => text_rule(label, 200, &field, &mut fail),
                        None | Some(Value::Null) => {}
                        Some(_) => fail(field, "An option's label is a piece of text.".into()),
                    }
                }
                (OptionKind::Image, _) => {
                    fail(field, "Each option has a label and an image.".into())
                }
                (OptionKind::Icon, _) => fail(field, "Each option has a label and an icon.".into()),
                (OptionKind::None, _) => {}
            }
        }
        if let Some(color) = &question.settings.icon_color
            && !is_hex_color(color)
        {
            fail(
                at("settings.icon_color"),
                "The icon colour is a hex colour such as #1579EF.".into(),
            );
        }
        if let Some(size) = &question.settings.icon_size
            && !["small", "medium", "large"].contains(&size.as_str())
        {
            fail(
                at("settings.icon_size"),
                "The icon size is small, medium or large.".into(),
            );
        }
        check_logic(draft, i, types, &mut fail);
    }

    check_settings(draft, types, &mut fail);
    check_notifications(draft, types, &mut fail);

    if errors.is_empty() {
        return Ok(());
    }
    let message = if errors.len() == 1 {
        errors.values().next().cloned().unwrap_or_default()
    } else {
        "Please fix errors on this page.".to_owned()
    };
    Err(Error::invalid(message, errors))
}

fn check_logic(
    draft: &SurveyDraft,
    i: usize,
    types: &TypeSet,
    fail: &mut impl FnMut(String, String),
) {
    let logic = &draft.questions[i].logic;
    let at = |field: &str| format!("questions.{i}.logic.{field}");
    if !["show", "hide"].contains(&logic.action.as_str()) {
        fail(at("action"), "The logic action is show or hide.".into());
    }
    if !logic.enabled {
        return;
    }
    let earlier = &draft.questions[..i];
    let drives_logic = |q: &Question| {
        types
            .find(&q.question_type)
            .is_some_and(|t| t.drives_logic())
    };
    if !earlier.iter().any(drives_logic) {
        fail(
            format!("questions.{i}.logic"),
            LOGIC_NEEDS_EARLIER_QUESTION.into(),
        );
        return;
    }
    for (j, condition) in logic.conditions.iter().enumerate() {
        let field = |f: &str| format!("questions.{i}.logic.conditions.{j}.{f}");
        let target = earlier
            .iter()
            .find(|q| id_key(&q.id) == id_key(&condition.question_id) && drives_logic(q));
        match target {
            None => fail(
                field("question_id"),
                "A condition can only use an earlier Radio, Checkbox, NPS, or Star Rating question.".into(),
            ),
            Some(target) => check_condition(target, condition, types, &field, fail),
        }
    }
}

fn check_condition(
    target: &Question,
    condition: &LogicCondition,
    types: &TypeSet,
    field: &dyn Fn(&str) -> String,
    fail: &mut impl FnMut(String, String),
) {
    let Some(rules) = types.find(&target.question_type) else {
        return;
    };
    let op = question_types::canonical_operator(&condition.compare);
    if !op.is_empty() && !rules.allows_operator(&op) {
        fail(
            field("compare"),
            format!(
                "'{}' cannot be used with a {} question; use {}.",
                condition.compare,
                rules.label,
                rules.logic_operators.join(", ").replace('_', " ")
            ),
        );
    }
    if let Some(max) = rules.scale_max
        && !condition.value.is_null()
        && !in_scale(&condition.value, max)
    {
        fail(
            field("value"),
            format!("The value must be a number from 1 to {max}."),
        );
    }
}

fn check_settings(draft: &SurveyDraft, types: &TypeSet, fail: &mut impl FnMut(String, String)) {
    let s = &draft.settings;
    super::limits::check(draft, fail);
    let thank_you = &s.thank_you;
    if !["message", "redirect", "conditional_redirect"].contains(&thank_you.thank_you_type.as_str())
    {
        fail(
            "settings.thank_you.type".into(),
            "The thank-you type is message, redirect or conditional_redirect.".into(),
        );
    }
    text_rule(&thank_you.message, 1000, "settings.thank_you.message", fail);
    if let Some(url) = &thank_you.redirect_url
        && !url.is_empty()
        && !is_url(url)
    {
        fail(
            "settings.thank_you.redirect_url".into(),
            "Please enter a valid URL.".into(),
        );
    }
    for (j, row) in thank_you.conditions.iter().enumerate() {
        let at = |f: &str| format!("settings.thank_you.conditions.{j}.{f}");
        if id_key(&row.question).is_empty() {
            continue;
        }
        let Some(question) = draft
            .questions
            .iter()
            .find(|q| id_key(&q.id) == id_key(&row.question))
        else {
            fail(
                at("question"),
                "This condition refers to a question that is not in the survey.".into(),
            );
            continue;
        };
        let Some(rules) = types.find(&question.question_type) else {
            continue;
        };
        if !row.condition_type.is_empty() && !rules.allows_comparator(&row.condition_type) {
            fail(
                at("condition_type"),
                format!(
                    "A {} question allows the comparators {}.",
                    rules.label,
                    rules.redirect_comparators.join(", ")
                ),
            );
        }
        if let Some(max) = rules.scale_max
            && !row.condition.is_null()
            && row.condition != Value::String(String::new())
            && !in_scale(&row.condition, max)
        {
            fail(
                at("condition"),
                format!("The value must be a number from 1 to {max}."),
            );
        }
        if let Some(url) = &row.redirect_url
            && !url.is_empty()
            && !is_url(url)
        {
            fail(at("redirect_url"), "Please enter a valid URL.".into());
        }
    }
}

fn check_notifications(
    draft: &SurveyDraft,
    types: &TypeSet,
    fail: &mut impl FnMut(String, String),
) {
    let email = &draft.notifications.email;
    if email.active
        && !email.addresses.is_empty()
        && !email.addresses.split(',').all(|a| is_valid_email(a.trim()))
    {
        fail(
            "notifications.email.addresses".into(),
            INVALID_ADDRESSES.into(),
        );
    }
    if email.logic.action != "send" {
        fail(
            "notifications.email.logic.action".into(),
            "The e-mail logic action is send.".into(),
        );
    }
    if !email.logic.enable {
        return;
    }
    for (j, condition) in email.logic.conditions.iter().enumerate() {
        let field = |f: &str| format!("notifications.email.logic.conditions.{j}.{f}");
        let target = draft.questions.iter().find(|q| {
            id_key(&q.id) == id_key(&condition.question_id)
                && types
                    .find(&q.question_type)
                    .is_some_and(|t| t.drives_logic())
        });
        match target {
            None => fail(field("question_id"), "A condition can only use a Radio, Checkbox, NPS, or Star Rating question of this survey.".into()),
            Some(target) => check_condition(target, condition, types, &field, fail),
        }
    }
}

/// Step 4: what keeps the survey from being published.
pub fn incomplete(draft: &SurveyDraft, types: &TypeSet) -> FieldErrors {
    let mut found = FieldErrors::new();
    if draft.questions.is_empty() {
        found.insert("questions".into(), "Add at least one question.".into());
    }
    for (i, question) in draft.questions.iter().enumerate() {
        if question.title.is_empty() {
            found.insert(format!("questions.{i}.title"), TITLE_REQUIRED.into());
        }
        let Some(rules) = types.find(&question.question_type) else {
            continue;
        };
        let options = &question.config.options;
        let blank = |o: &Value| match o {
            Value::String(text) => text.is_empty(),
            Value::Object(map) => map
                .get("label")
                .and_then(Value::as_str)
                .unwrap_or("")
                .is_empty(),
            _ => true,
        };
        if rules.options != OptionKind::None
            && (options.len() < rules.min_options || options.iter().any(blank))
        {
            found.insert(
                format!("questions.{i}.config.options"),
                OPTIONS_REQUIRED.into(),
            );
        }
    }
    let s = &draft.settings;
    if s.thank_you.thank_you_type == "redirect"
        && s.thank_you
            .redirect_to
            .as_ref()
            .is_none_or(|t| id_key(&t.id).is_empty())
        && s.thank_you.redirect_url.as_deref().unwrap_or("").is_empty()
    {
        found.insert(
            "settings.thank_you.redirect_to".into(),
            "Choose where to redirect visitors.".into(),
        );
    }
    if s.thank_you.thank_you_type == "conditional_redirect" {
        for (j, row) in s.thank_you.conditions.iter().enumerate() {
            if id_key(&row.question).is_empty() || row.condition_type.is_empty() {
                found.insert(
                    format!("settings.thank_you.conditions.{j}"),
                    "Complete this redirect condition.".into(),
                );
            }
        }
    }
    found
}

fn text_rule(text: &str, max_chars: usize, field: &str, fail: &mut impl FnMut(String, String)) {
    if has_markup(text) {
        fail(
            field.to_owned(),
            "HTML tags are not allowed here; use plain text.".into(),
        );
    } else if text.chars().count() > max_chars {
        fail(
            field.to_owned(),
            format!("This text is too long ({max_chars} characters at most)."),
        );
    }
}

fn in_scale(value: &Value, max: i64) -> bool {
    let number = match value {
        Value::Number(n) => n.as_i64(),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    };
    number.is_some_and(|n| (1..=max).contains(&n))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::surveys::question_types::tests::with_question_types_addon;

    fn draft(value: serde_json::Value) -> SurveyDraft {
        let mut draft = SurveyDraft {
            title: "t".into(),
            ..Default::default()
        };
        if let Some(questions) = value.get("questions") {
            draft.questions = serde_json::from_value(questions.clone()).unwrap();
        }
        if let Some(settings) = value.get("settings") {
            draft.settings = serde_json::from_value(settings.clone()).unwrap();
        }
        draft
    }

    fn field_errors(d: &SurveyDraft) -> FieldErrors {
        match check_rules(d, &with_question_types_addon()) {
            Err(Error::Invalid { fields, .. }) => fields,
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn conditional_redirect_comparators_follow_the_question_type() {
        let d = draft(json!({
            "questions": [{"id": "s", "type": "star-rating", "title": "Stars"}, {"id": "c", "type": "checkbox", "title": "C", "config": {"options": ["a"]}}],
            "settings": {"thank_you": {"type": "conditional_redirect", "conditions": [
                {"question": "s", "condition_type": "=", "condition": 3, "redirect_url": "https://example.com/a"},
                {"question": "s", "condition_type": ">", "condition": 9},
                {"question": "c", "condition_type": "IN", "condition": "a", "redirect_url": "javascript alert"},
                {"question": "gone", "condition_type": "=", "condition": "x"}
            ]}}
        }));
        let errors = field_errors(&d);
        assert_eq!(
            errors["settings.thank_you.conditions.0.condition_type"],
            "A Star Rating question allows the comparators >, <."
        );
        assert_eq!(
            errors["settings.thank_you.conditions.1.condition"],
            "The value must be a number from 1 to 5."
        );
        assert_eq!(
            errors["settings.thank_you.conditions.2.redirect_url"],
            "Please enter a valid URL."
        );
        assert!(errors.contains_key("settings.thank_you.conditions.3.question"));
    }

    #[test]
    fn a_redirect_without_target_and_a_blank_conditional_row_block_publishing() {
        let d = draft(
            json!({"questions": [{"type": "text", "title": "T"}], "settings": {"thank_you": {"type": "redirect"}}}),
        );
        assert_eq!(
            incomplete(&d, &with_question_types_addon())["settings.thank_you.redirect_to"],
            "Choose where to redirect visitors."
        );
        let d = draft(
            json!({"questions": [{"type": "text", "title": "T"}], "settings": {"thank_you": {"type": "conditional_redirect", "conditions": [{}]}}}),
        );
        assert!(
            incomplete(&d, &with_question_types_addon())
                .contains_key("settings.thank_you.conditions.0")
        );
    }

    #[test]
    fn removing_a_question_drops_every_condition_on_it_and_disables_empty_logic() {
        let mut d = draft(json!({"questions": [
            {"id": "a", "type": "radio-button", "title": "A", "config": {"options": ["x", "y"]}},
            {"id": "b", "type": "text", "title": "B", "logic": {"enabled": true, "action": "show", "conditions": [{"question_id": "a", "compare": "is", "value": "x"}]}}
        ]}));
        d.notifications.email.logic.enable = true;
        d.notifications.email.logic.conditions = d.questions[1].logic.conditions.clone();
        remove_references(&mut d, "a");
        assert!(!d.questions[1].logic.enabled && d.questions[1].logic.conditions.is_empty());
        assert!(!d.notifications.email.logic.enable);
    }

    #[test]
    fn email_urls_colours_and_markup_checks() {
        assert!(
            is_valid_email("ops@example.com")
                && !is_valid_email("ops@localhost")
                && !is_valid_email("a b@example.com")
        );
        assert!(
            is_url("https://example.com/x")
                && is_url("/thanks")
                && !is_url("//evil.example")
                && !is_url("javascript:alert(1)")
        );
        // An open redirect through thank-you redirects and logo URLs.
        assert!(
            !is_url("/\\evil.example") && !is_url("/a\\..\\//evil.example") && !is_url("/\\/x")
        );
        assert!(is_hex_color("#1579EF") && is_hex_color("#fff") && !is_hex_color("blue"));
        assert!(has_markup("<b>hi</b>") && !has_markup("I <3 it") && !has_markup("a < b"));
    }
}
