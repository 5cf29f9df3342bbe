//! Survey templates: the core (Lite) set shipped with the host, 'blank' first. Add-ons will add
//! theirs through the `survey-templates` hook.

use serde::{Deserialize, Serialize};

use super::model::Question;

#[derive(Debug, Clone, Serialize, Deserialize, utoipa::ToSchema)]
pub struct Template {
    pub key: String,
    pub name: String,
    pub description: String,
    /// False while a required add-on is inactive or the plan does not cover it.
    #[serde(default = "yes")]
    pub is_available: bool,
    /// Add-ons the template needs (`question-types` …).
    #[serde(default)]
    pub required_addons: Vec<String>,
    /// Why it is unavailable ('Requires {addon} addon'), if it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The survey type the template creates (`nps` or null).
    #[serde(rename = "type")]
    pub survey_type: Option<String>,
    pub questions: Vec<Question>,
}

fn yes() -> bool {
    true
}

/// The six core templates.
pub fn core() -> Vec<Template> {
    serde_json::from_str(include_str!("templates/lite.json")).expect("templates/lite.json is valid")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::surveys::{model::SurveyDraft, question_types::TypeSet, validation};

    #[test]
    fn blank_comes_first_and_every_other_core_template_is_publishable() {
        let templates = core();
        assert_eq!(templates[0].key, "blank");
        assert_eq!(templates.len(), 6);
        for template in &templates[1..] {
            let draft = SurveyDraft {
                title: template.name.clone(),
                questions: template.questions.clone(),
                ..Default::default()
            };
            validation::check_rules(&draft, &TypeSet::core()).unwrap();
            assert!(
                validation::incomplete(&draft, &TypeSet::core()).is_empty(),
                "{} is incomplete",
                template.key
            );
            assert!(
                template
                    .questions
                    .iter()
                    .all(|q| TypeSet::core().find(&q.question_type).is_some())
            );
        }
    }
}
