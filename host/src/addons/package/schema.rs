//! The JSON Schema an add-on's manifest declares for each settings key it owns, compiled once when
//! the manifest is read and checked against every value a save brings.
//!
//! A subset of JSON Schema 2020-12, enough for settings: `type`, `enum`, `const`, `minimum`,
//! `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`, `minLength`, `maxLength`,
//! `pattern`, `format` (`email`, `uri`, `hex-color`, `date`), `items`, `minItems`, `maxItems`,
//! `uniqueItems`, `properties`, `required`, `additionalProperties`, `minProperties`,
//! `maxProperties`, `anyOf`, `oneOf`, `allOf`, `not`; the annotations `title`, `description`,
//! `default`, `examples`, `$schema`, `$id`, `$comment`; and `errorMessage` (a string shown instead
//! of the generated message when the value fails at that level, as ajv-errors does). A keyword
//! outside the subset is refused when the manifest is read, so an author never believes a rule is
//! enforced that is not.

use std::sync::Arc;

use regex::Regex;
use serde_json::{Map, Value};

/// A compiled schema. Cheap to clone.
#[derive(Debug, Clone)]
pub struct Schema(Arc<Node>);

#[derive(Debug)]
struct Node {
    types: Option<Vec<Kind>>,
    enumeration: Option<Vec<Value>>,
    constant: Option<Value>,
    minimum: Option<f64>,
    maximum: Option<f64>,
    exclusive_minimum: Option<f64>,
    exclusive_maximum: Option<f64>,
    multiple_of: Option<f64>,
    min_length: Option<usize>,
    max_length: Option<usize>,
    pattern: Option<Regex>,
    format: Option<Format>,
    items: Option<Schema>,
    min_items: Option<usize>,
    max_items: Option<usize>,
    unique_items: bool,
    properties: Vec<(String, Schema)>,
    required: Vec<String>,
    additional: Additional,
    min_properties: Option<usize>,
    max_properties: Option<usize>,
    any_of: Vec<Schema>,
    one_of: Vec<Schema>,
    all_of: Vec<Schema>,
    not: Option<Schema>,
    message: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Null,
    Boolean,
    Object,
    Array,
    Number,
    Integer,
    String,
}

impl Kind {
    fn parse(name: &str) -> Option<Kind> {
        Some(match name {
            "null" => Kind::Null,
            "boolean" => Kind::Boolean,
            "object" => Kind::Object,
            "array" => Kind::Array,
            "number" => Kind::Number,
            "integer" => Kind::Integer,
            "string" => Kind::String,
            _ => return None,
        })
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Null => "null",
            Kind::Boolean => "true or false",
            Kind::Object => "an object",
            Kind::Array => "a list",
            Kind::Number => "a number",
            Kind::Integer => "a whole number",
            Kind::String => "text",
        }
    }

    fn admits(self, value: &Value) -> bool {
        match self {
            Kind::Null => value.is_null(),
            Kind::Boolean => value.is_boolean(),
            Kind::Object => value.is_object(),
            Kind::Array => value.is_array(),
            Kind::Number => value.is_number(),
            Kind::Integer => value
                .as_f64()
                .is_some_and(|n| n.fract() == 0.0 && n.is_finite()),
            Kind::String => value.is_string(),
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Format {
    Email,
    Uri,
    HexColor,
    Date,
}

#[derive(Debug)]
enum Additional {
    Any,
    None,
    Schema(Schema),
}

/// One failed rule: the field's path (`pace.delay`) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    pub path: String,
    pub message: String,
}

const ANNOTATIONS: [&str; 7] = [
    "title",
    "description",
    "default",
    "examples",
    "$schema",
    "$id",
    "$comment",
];

impl Schema {
    /// Compiles a schema; the error names the keyword or value that is not understood.
    pub fn compile(value: &Value) -> Result<Schema, String> {
        compile_at(value, "")
    }

    /// Checks `value`; answers every failure, with paths below `path`.
    pub fn check(&self, value: &Value, path: &str) -> Vec<Failure> {
        let mut out = Vec::new();
        self.check_into(value, path, &mut out);
        out
    }

    /// True when `value` passes.
    pub fn admits(&self, value: &Value) -> bool {
        self.check(value, "").is_empty()
    }

    fn check_into(&self, value: &Value, path: &str, out: &mut Vec<Failure>) {
        let node = &self.0;
        let before = out.len();
        node.check_here(value, path, out);
        if out.len() > before
            && let Some(message) = &node.message
        {
            out.truncate(before);
            out.push(Failure {
                path: path.to_owned(),
                message: message.clone(),
            });
        }
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() {
        key.to_owned()
    } else {
        format!("{path}.{key}")
    }
}

fn compile_at(value: &Value, at: &str) -> Result<Schema, String> {
    let where_ = if at.is_empty() {
        "the schema".to_owned()
    } else {
        format!("the schema at {at}")
    };
    let map: &Map<String, Value> = match value {
        Value::Object(map) => map,
        Value::Bool(true) => &Map::new(),
        _ => return Err(format!("{where_} must be an object.")),
    };
    let bad = |keyword: &str, what: &str| format!("{where_}: '{keyword}' must be {what}.");
    let number = |key: &str| -> Result<Option<f64>, String> {
        map.get(key)
            .map(|v| v.as_f64().ok_or_else(|| bad(key, "a number")))
            .transpose()
    };
    let count = |key: &str| -> Result<Option<usize>, String> {
        map.get(key)
            .map(|v| {
                v.as_u64()
                    .map(|n| n as usize)
                    .ok_or_else(|| bad(key, "a whole number of at least 0"))
            })
            .transpose()
    };
    let sub = |key: &str, v: &Value| compile_at(v, &join(at, key));
    let list = |key: &str| -> Result<Vec<Schema>, String> {
        match map.get(key) {
            None => Ok(Vec::new()),
            Some(Value::Array(items)) if !items.is_empty() => items
                .iter()
                .enumerate()
                .map(|(i, v)| sub(&format!("{key}.{i}"), v))
                .collect(),
            Some(_) => Err(bad(key, "a non-empty list of schemas")),
        }
    };
    let mut node = Node {
        types: None,
        enumeration: None,
        constant: map.get("const").cloned(),
        minimum: number("minimum")?,
        maximum: number("maximum")?,
        exclusive_minimum: number("exclusiveMinimum")?,
        exclusive_maximum: number("exclusiveMaximum")?,
        multiple_of: number("multipleOf")?,
        min_length: count("minLength")?,
        max_length: count("maxLength")?,
        pattern: None,
        format: None,
        items: None,
        min_items: count("minItems")?,
        max_items: count("maxItems")?,
        unique_items: false,
        properties: Vec::new(),
        required: Vec::new(),
        additional: Additional::Any,
        min_properties: count("minProperties")?,
        max_properties: count("maxProperties")?,
        any_of: list("anyOf")?,
        one_of: list("oneOf")?,
        all_of: list("allOf")?,
        not: None,
        message: None,
    };
    for (key, v) in map {
        match key.as_str() {
            "type" => {
                let names: Vec<&Value> = match v {
                    Value::Array(list) => list.iter().collect(),
                    other => vec![other],
                };
                let kinds = names
                    .into_iter()
                    .map(|n| n.as_str().and_then(Kind::parse))
                    .collect::<Option<Vec<Kind>>>()
                    .ok_or_else(|| bad("type", "null, boolean, object, array, number, integer or string (or a list of them)"))?;
                node.types = Some(kinds);
            }
            "enum" => match v {
                Value::Array(values) if !values.is_empty() => {
                    node.enumeration = Some(values.clone())
                }
                _ => return Err(bad("enum", "a non-empty list")),
            },
            "pattern" => {
                let text = v.as_str().ok_or_else(|| bad("pattern", "text"))?;
                node.pattern = Some(Regex::new(text).map_err(|e| {
                    format!("{where_}: 'pattern' is not a regular expression ({e}).")
                })?);
            }
            "format" => {
                node.format = Some(match v.as_str() {
                    Some("email") => Format::Email,
                    Some("uri") => Format::Uri,
                    Some("hex-color") => Format::HexColor,
                    Some("date") => Format::Date,
                    _ => return Err(bad("format", "email, uri, hex-color or date")),
                })
            }
            "items" => node.items = Some(sub("items", v)?),
            "uniqueItems" => {
                node.unique_items = v
                    .as_bool()
                    .ok_or_else(|| bad("uniqueItems", "true or false"))?
            }
            "properties" => {
                let props = v
                    .as_object()
                    .ok_or_else(|| bad("properties", "an object of schemas"))?;
                for (name, schema) in props {
                    node.properties
                        .push((name.clone(), sub(&format!("properties.{name}"), schema)?));
                }
            }
            "required" => {
                node.required = v
                    .as_array()
                    .and_then(|names| {
                        names
                            .iter()
                            .map(|n| n.as_str().map(str::to_owned))
                            .collect::<Option<Vec<String>>>()
                    })
                    .ok_or_else(|| bad("required", "a list of property names"))?
            }
            "additionalProperties" => {
                node.additional = match v {
                    Value::Bool(true) => Additional::Any,
                    Value::Bool(false) => Additional::None,
                    other => Additional::Schema(sub("additionalProperties", other)?),
                }
            }
            "not" => node.not = Some(sub("not", v)?),
            "errorMessage" => {
                node.message = Some(
                    v.as_str()
                        .ok_or_else(|| bad("errorMessage", "text"))?
                        .to_owned(),
                )
            }
            "const" | "minimum" | "maximum" | "exclusiveMinimum" | "exclusiveMaximum"
            | "multipleOf" | "minLength" | "maxLength" | "minItems" | "maxItems"
            | "minProperties" | "maxProperties" | "anyOf" | "oneOf" | "allOf" => {}
            other if ANNOTATIONS.contains(&other) => {}
            other => {
                return Err(format!(
                    "{where_}: the keyword '{other}' is not supported (see the SDK README for the keywords Hearken checks)."
                ));
            }
        }
    }
    if node.multiple_of.is_some_and(|m| m <= 0.0) {
        return Err(bad("multipleOf", "a number above 0"));
    }
    Ok(Schema(Arc::new(node)))
}

fn describe(value: &Value) -> String {
    match value {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

fn number_text(n: f64) -> String {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        format!("{}", n as i64)
    } else {
        format!("{n}")
    }
}

impl Node {
    fn check_here(&self, value: &Value, path: &str, out: &mut Vec<Failure>) {
        let mut fail = |message: String| {
            out.push(Failure {
                path: path.to_owned(),
                message,
            })
        };
        if let Some(types) = &self.types
            && !types.iter().any(|k| k.admits(value))
        {
            let names: Vec<&str> = types.iter().map(|k| k.name()).collect();
            fail(format!("This must be {}.", names.join(" or ")));
            return;
        }
        if let Some(values) = &self.enumeration
            && !values.contains(value)
        {
            let names: Vec<String> = values.iter().map(describe).collect();
            fail(format!("Choose one of: {}.", names.join(", ")));
            return;
        }
        if let Some(constant) = &self.constant
            && constant != value
        {
            fail(format!("This must be {}.", describe(constant)));
            return;
        }
        if let Some(n) = value.as_f64() {
            let range = match (self.minimum, self.maximum) {
                (Some(a), Some(b)) => {
                    format!("from {} to {}", number_text(a), number_text(b))
                }
                (Some(a), None) => format!("at least {}", number_text(a)),
                (None, Some(b)) => format!("at most {}", number_text(b)),
                (None, None) => String::new(),
            };
            if self.minimum.is_some_and(|m| n < m) || self.maximum.is_some_and(|m| n > m) {
                fail(format!("This must be a number {range}."));
            }
            if let Some(m) = self.exclusive_minimum
                && n <= m
            {
                fail(format!("This must be above {}.", number_text(m)));
            }
            if let Some(m) = self.exclusive_maximum
                && n >= m
            {
                fail(format!("This must be below {}.", number_text(m)));
            }
            if let Some(m) = self.multiple_of
                && ((n / m) - (n / m).round()).abs() > 1e-9
            {
                fail(format!("This must be a multiple of {}.", number_text(m)));
            }
        }
        if let Value::String(text) = value {
            let length = text.chars().count();
            if let Some(min) = self.min_length
                && length < min
            {
                fail(if min == 1 {
                    "This cannot be empty.".to_owned()
                } else {
                    format!("This must be at least {min} characters.")
                });
            }
            if let Some(max) = self.max_length
                && length > max
            {
                fail(format!("This must be at most {max} characters."));
            }
            if let Some(pattern) = &self.pattern
                && !pattern.is_match(text)
            {
                fail("This is not in the expected form.".to_owned());
            }
            if let Some(format) = self.format
                && !format.admits(text)
            {
                fail(format.message().to_owned());
            }
        }
        if let Value::Array(items) = value {
            if let Some(min) = self.min_items
                && items.len() < min
            {
                fail(format!("Choose at least {min}."));
            }
            if let Some(max) = self.max_items
                && items.len() > max
            {
                fail(format!("Choose at most {max}."));
            }
            if self.unique_items
                && items
                    .iter()
                    .enumerate()
                    .any(|(i, a)| items[..i].contains(a))
            {
                fail("Each entry may appear only once.".to_owned());
            }
            if let Some(schema) = &self.items {
                for (i, item) in items.iter().enumerate() {
                    schema.check_into(item, &join(path, &i.to_string()), out);
                }
            }
        }
        if let Value::Object(map) = value {
            let mut fail = |message: String| {
                out.push(Failure {
                    path: path.to_owned(),
                    message,
                })
            };
            if let Some(min) = self.min_properties
                && map.len() < min
            {
                fail(format!("This needs at least {min} entries."));
            }
            if let Some(max) = self.max_properties
                && map.len() > max
            {
                fail(format!("This has at most {max} entries."));
            }
            for name in &self.required {
                if !map.contains_key(name) {
                    out.push(Failure {
                        path: join(path, name),
                        message: "This is required.".to_owned(),
                    });
                }
            }
            for (name, item) in map {
                match self.properties.iter().find(|(n, _)| n == name) {
                    Some((_, schema)) => schema.check_into(item, &join(path, name), out),
                    None => match &self.additional {
                        Additional::Any => {}
                        Additional::None => out.push(Failure {
                            path: join(path, name),
                            message: format!("'{name}' is not a setting here."),
                        }),
                        Additional::Schema(schema) => {
                            schema.check_into(item, &join(path, name), out)
                        }
                    },
                }
            }
        }
        for schema in &self.all_of {
            schema.check_into(value, path, out);
        }
        if !self.any_of.is_empty() && !self.any_of.iter().any(|s| s.admits(value)) {
            // The branch that fails least says best what is wrong.
            let best = self
                .any_of
                .iter()
                .map(|s| s.check(value, path))
                .min_by_key(Vec::len)
                .unwrap_or_default();
            out.extend(best);
        }
        if !self.one_of.is_empty() {
            let passing = self.one_of.iter().filter(|s| s.admits(value)).count();
            if passing != 1 {
                out.push(Failure {
                    path: path.to_owned(),
                    message: if passing == 0 {
                        "This does not match any allowed form.".to_owned()
                    } else {
                        "This matches more than one allowed form.".to_owned()
                    },
                });
            }
        }
        if let Some(schema) = &self.not
            && schema.admits(value)
        {
            out.push(Failure {
                path: path.to_owned(),
                message: "This value is not allowed.".to_owned(),
            });
        }
    }
}

impl Format {
    fn admits(self, text: &str) -> bool {
        match self {
            Format::Email => {
                let mut parts = text.split('@');
                matches!((parts.next(), parts.next(), parts.next()), (Some(local), Some(domain), None)
                    if !local.is_empty() && domain.contains('.') && !domain.starts_with('.')
                        && !domain.ends_with('.') && !text.contains(char::is_whitespace))
            }
            Format::Uri => text.split_once("://").is_some_and(|(scheme, rest)| {
                !scheme.is_empty()
                    && scheme
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
                    && !rest.is_empty()
                    && !text.contains(char::is_whitespace)
            }),
            Format::HexColor => {
                text.len() == 7
                    && text.starts_with('#')
                    && text[1..].chars().all(|c| c.is_ascii_hexdigit())
            }
            Format::Date => chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d").is_ok(),
        }
    }

    fn message(self) -> &'static str {
        match self {
            Format::Email => "Please enter a valid e-mail address.",
            Format::Uri => "Please enter a full web address, such as https://example.com.",
            Format::HexColor => "Colours are hex colours such as #2D87F1.",
            Format::Date => "This must be a date such as 2026-11-24.",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn schema(value: Value) -> Schema {
        Schema::compile(&value).unwrap()
    }

    #[test]
    fn behaviour_settings_are_checked_field_by_field() {
        let s = schema(json!({
            "type": "object",
            "additionalProperties": false,
            "properties": {
                "timing": {"enum": ["immediate", "delay"]},
                "timing_delay": {"type": "integer", "minimum": 0, "maximum": 60,
                                  "errorMessage": "Delay seconds are 0 to 60."},
                "devices": {"type": "array", "items": {"enum": ["desktop", "mobile"]},
                            "maxItems": 2, "uniqueItems": true}
            }
        }));
        assert!(s.admits(&json!({"timing": "delay", "timing_delay": 20, "devices": ["mobile"]})));
        let failures = s.check(
            &json!({"timing": "never", "timing_delay": 61, "devices": ["mobile", "mobile"], "moon": 1}),
            "pace",
        );
        let found: Vec<(&str, &str)> = failures
            .iter()
            .map(|f| (f.path.as_str(), f.message.as_str()))
            .collect();
        assert!(found.contains(&("pace.timing", "Choose one of: immediate, delay.")));
        assert!(found.contains(&("pace.timing_delay", "Delay seconds are 0 to 60.")));
        assert!(found.contains(&("pace.devices", "Each entry may appear only once.")));
        assert!(found.contains(&("pace.moon", "'moon' is not a setting here.")));
        assert_eq!(
            s.check(&json!("text"), "pace")[0].message,
            "This must be an object."
        );
    }

    #[test]
    fn numbers_strings_and_formats() {
        let s = schema(json!({"type": "number", "minimum": 0, "maximum": 60}));
        assert_eq!(
            s.check(&json!(61), "")[0].message,
            "This must be a number from 0 to 60."
        );
        assert!(
            schema(json!({"type": "integer"}))
                .check(&json!(1.5), "")
                .len()
                == 1
        );
        assert!(schema(json!({"type": "integer"})).admits(&json!(2.0)));
        let color = schema(json!({"type": "string", "format": "hex-color"}));
        assert!(color.admits(&json!("#2D87F1")));
        assert!(!color.admits(&json!("blue")));
        let email = schema(json!({"format": "email"}));
        assert!(email.admits(&json!("ada@example.com")));
        assert!(!email.admits(&json!("ada@example")));
        let text = schema(
            json!({"type": "string", "minLength": 1, "maxLength": 3, "pattern": "^[a-z]+$"}),
        );
        assert_eq!(
            text.check(&json!(""), "")[0].message,
            "This cannot be empty."
        );
        assert!(!text.admits(&json!("abcd")));
        assert!(!text.admits(&json!("AB")));
        let code =
            schema(json!({"type": "array", "items": {"type": "string", "pattern": "^[A-Z]{2}$"}}));
        assert_eq!(
            code.check(&json!(["FR", "fr"]), "countries")[0].path,
            "countries.1"
        );
    }

    #[test]
    fn combinators() {
        let either = schema(json!({"anyOf": [{"type": "string"}, {"type": "null"}]}));
        assert!(either.admits(&json!(null)));
        assert!(!either.admits(&json!(1)));
        let one = schema(json!({"oneOf": [{"minimum": 0}, {"maximum": 10}]}));
        assert!(one.admits(&json!(-5)));
        assert!(!one.admits(&json!(5)));
        let not = schema(json!({"not": {"const": "x"}}));
        assert!(!not.admits(&json!("x")));
        let required = schema(json!({"type": "object", "required": ["month"]}));
        assert_eq!(
            required.check(&json!({}), "expire_at")[0].path,
            "expire_at.month"
        );
    }

    #[test]
    fn unknown_keywords_and_bad_values_are_refused_when_compiling() {
        let err = Schema::compile(&json!({"type": "object", "if": {}})).unwrap_err();
        assert!(err.contains("'if' is not supported"), "{err}");
        let err = Schema::compile(&json!({"properties": {"a": {"minimum": "zero"}}})).unwrap_err();
        assert!(
            err.contains("properties.a") && err.contains("'minimum' must be a number"),
            "{err}"
        );
        assert!(Schema::compile(&json!({"type": "decimal"})).is_err());
        assert!(Schema::compile(&json!({"pattern": "("})).is_err());
        assert!(Schema::compile(&json!({"format": "phone"})).is_err());
        assert!(Schema::compile(&json!("object")).is_err());
        assert!(Schema::compile(&json!(true)).is_ok());
    }
}
