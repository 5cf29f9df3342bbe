//! The templates add-on (Pro): adds the Pro survey templates to the template grid. Templates that
//! use add-on question types list them in `required_addons`; the host marks such a template
//! unavailable ('Requires {addon} addon') while that add-on is inactive.

use hearken_addon::{Addon, Value, export_addon};

struct Templates;

const TEMPLATES: &str = include_str!("../templates.json");

impl Addon for Templates {
    fn survey_templates(mut templates: Value) -> Result<Value, String> {
        let ours: Vec<Value> =
            hearken_addon::serde_json::from_str(TEMPLATES).map_err(|e| e.to_string())?;
        let list = templates
            .as_array_mut()
            .ok_or("survey-templates expects an array")?;
        for template in ours {
            if !list.iter().any(|t| t["key"] == template["key"]) {
                list.push(template);
            }
        }
        Ok(templates)
    }
}

export_addon!(Templates);
