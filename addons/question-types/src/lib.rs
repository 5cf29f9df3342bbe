//! The question-types add-on (Pro): star rating, NPS, image radio and icon choice, with the
//! defaults, titles, option rules and settings of spec 000 §3–§5 and §9.

use hearken_addon::{Addon, Value, export_addon, json};

struct QuestionTypes;

/// The four definitions (spec 000 §3–§5, §9: icon colour #1579EF, sizes small 16 px / medium
/// 20 px / large 24 px, NPS 1–10 'Not Likely' … 'Extremely Likely', star rating 5 steps). The host's
/// unit tests read the same file.
const DEFINITIONS: &str = include_str!("../definitions.json");

fn definitions() -> Vec<Value> {
    hearken_addon::serde_json::from_str(DEFINITIONS).expect("definitions.json is valid")
}

impl Addon for QuestionTypes {
    fn question_types(mut types: Value) -> Result<Value, String> {
        let list = types
            .as_array_mut()
            .ok_or("question-types expects an array")?;
        for definition in definitions() {
            if !list.iter().any(|t| t["key"] == definition["key"]) {
                list.push(definition);
            }
        }
        Ok(types)
    }

    /// The host checks option counts, labels, icon colours and sizes from the definitions; this
    /// adds what only these types know: image choices take a web address or a site path, and icon
    /// names carry no markup.
    fn validate_question(mut input: Value) -> Result<Value, String> {
        let question = input["question"].clone();
        let mut errors = Vec::new();
        match question["type"].as_str() {
            Some("icon-choice") => {
                for (i, option) in options(&question).iter().enumerate() {
                    let name = option["icon"]["name"].as_str().unwrap_or("");
                    if name.contains('<') || name.contains('>') {
                        errors.push(json!({"field": format!("config.options.{i}.icon.name"), "message": "Icon names cannot contain markup."}));
                    }
                }
            }
            Some("image-radio") => {
                for (i, option) in options(&question).iter().enumerate() {
                    let image = option["image"].as_str().unwrap_or("");
                    if is_uploaded_image(image) {
                        if image.len() > MAX_UPLOADED_IMAGE_CHARS {
                            errors.push(json!({"field": format!("config.options.{i}.image"), "message": "An uploaded image can be at most 100 KB."}));
                        }
                        continue;
                    }
                    let acceptable = image.is_empty()
                        || image.starts_with("https://")
                        || image.starts_with("http://")
                        || image.starts_with('/');
                    if !acceptable {
                        errors.push(json!({"field": format!("config.options.{i}.image"), "message": "Images must be a web address (http, https) or a path on this site."}));
                    }
                }
            }
            _ => {}
        }
        if let Some(list) = input["errors"].as_array_mut() {
            list.extend(errors);
        }
        Ok(input)
    }
}

fn options(question: &Value) -> Vec<Value> {
    question["config"]["options"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

export_addon!(QuestionTypes);

/// An image the editor uploaded inline: a base64 data URL of a raster format browsers show.
/// SVG is left out on purpose: it can carry script.
fn is_uploaded_image(image: &str) -> bool {
    ["png", "jpeg", "gif", "webp"]
        .iter()
        .any(|format| image.starts_with(&format!("data:image/{format};base64,")))
}

/// 100 KB of image as base64 plus its prefix; five such options keep a survey well under the
/// host's 1 MiB request limit.
const MAX_UPLOADED_IMAGE_CHARS: usize = 100 * 1024 * 4 / 3 + 64;
