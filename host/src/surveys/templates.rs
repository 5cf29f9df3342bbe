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
    #[schema(required = true)]
    pub is_available: bool,
    /// The slugs of the add-ons the template needs.
    #[serde(default)]
    #[schema(required = true)]
    pub required_addons: Vec<String>,
    /// Why it is unavailable ('Requires {addon} addon'), if it is.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The survey type the template creates (`nps` or null).
    #[serde(rename = "type")]
    #[schema(required = true)]
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

/// The templates of the setup step, 'blank' first: the core ones and those of active add-ons on
/// `survey-templates`. A template whose required add-on is inactive is not available, with the
/// error 'Requires {addon} addon'.
pub async fn in_force(
    addons: &crate::addons::Addons,
    entitlements: &crate::licensing::Entitlements,
) -> crate::error::Result<Vec<Template>> {
    let core = serde_json::to_value(core()).map_err(|e| anyhow::anyhow!("{e}"))?;
    let all = addons
        .filter(
            crate::addons::package::hooks::Hook::SurveyTemplates,
            core,
            entitlements,
        )
        .await?;
    let mut list: Vec<Template> = Vec::new();
    for item in all.as_array().into_iter().flatten() {
        match serde_json::from_value::<Template>(item.clone()) {
            Ok(t) if !list.iter().any(|have| have.key == t.key) => list.push(t),
            Ok(_) => {}
            Err(e) => tracing::warn!("skipping a template an add-on contributed: {e}"),
        }
    }
    // Looking a title up reads the catalogue folder: once per missing add-on, not per template.
    let mut titles: std::collections::HashMap<String, String> = Default::default();
    for template in &mut list {
        if let Some(missing) = template
            .required_addons
            .iter()
            .find(|a| !entitlements.addon(a))
        {
            let title = titles
                .entry(missing.clone())
                .or_insert_with(|| addons.title_of(missing));
            template.is_available = false;
            template.error = Some(format!("Requires {title} addon"));
        }
    }
    Ok(list)
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
