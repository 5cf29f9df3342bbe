//! The fixed parts of the OpenAPI 3.1 document; each handler adds its own path through
//! `#[utoipa::path]` and the `routes!` registration in its module.

use utoipa::{
    Modify, OpenApi,
    openapi::security::{ApiKey, ApiKeyValue, SecurityScheme},
};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Hearken API",
        description = "REST API of Hearken, the self-hosted feedback-survey platform. Admin endpoints need the \
            session cookie set by POST /api/v1/auth/login; every state-changing call also needs the \
            X-Hearken-Nonce header with the nonce that login (or GET /api/v1/auth/me) answered. Errors \
            always use the envelope {code, message, fields}."
    ),
    components(schemas(crate::http::error::ErrorBody)),
    modifiers(&Security),
    tags(
        (name = "auth", description = "First-run setup, sign-in, users and roles"),
        (name = "surveys", description = "Survey list and editor"),
        (name = "settings", description = "Plugin-wide settings"),
        (name = "license", description = "License keys and tiers"),
        (name = "notifications", description = "The notifications drawer"),
        (name = "config", description = "Global flags for the admin UI"),
    )
)]
struct ApiDoc;

struct Security;

impl Modify for Security {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "session",
            SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::new(
                crate::config::SESSION_COOKIE,
            ))),
        );
        components.add_security_scheme(
            "nonce",
            SecurityScheme::ApiKey(ApiKey::Header(ApiKeyValue::new("X-Hearken-Nonce"))),
        );
    }
}

pub fn base() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

/// Adds to every operation what the shared layers answer before or around its handler, so that
/// the document lists every status an operation can answer (checked from outside by schemathesis,
/// e2e/tests/api-contract.test.mjs) without each handler repeating them:
/// - the access layer (`http/access.rs`): 401 without a session, 403 without the capability or,
///   on a write, without the session's nonce; and each such operation's security requirement;
/// - `ApiJson` (`http/extract.rs`): 400 for a body that is not JSON, 413 past the body limit,
///   422 for JSON of the wrong shape;
/// - `ApiPath`: 400 for a path parameter of the wrong type, 404 for one that names nothing;
/// - query parsing: 400;
/// - the NUL rule (`http/nul.rs`): 422 for a path or query holding U+0000, as for a body.
pub fn complete(doc: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::{
        RefOr,
        path::{HttpMethod, ParameterIn},
        schema::{Schema, SchemaType, Type},
        security::SecurityRequirement,
    };

    for (path, item) in doc.paths.paths.iter_mut() {
        let operations = [
            (HttpMethod::Get, &mut item.get),
            (HttpMethod::Post, &mut item.post),
            (HttpMethod::Put, &mut item.put),
            (HttpMethod::Delete, &mut item.delete),
            (HttpMethod::Patch, &mut item.patch),
        ];
        for (method, operation) in operations {
            let Some(operation) = operation.as_mut() else {
                continue;
            };
            let write = method != HttpMethod::Get;
            let method = match method {
                HttpMethod::Get => axum::http::Method::GET,
                HttpMethod::Post => axum::http::Method::POST,
                HttpMethod::Put => axum::http::Method::PUT,
                HttpMethod::Delete => axum::http::Method::DELETE,
                _ => axum::http::Method::PATCH,
            };
            let access = super::access::rule(&method, path);
            let signed_in = !matches!(access, Some(super::access::Access::Public) | None);
            let add =
                |operation: &mut utoipa::openapi::path::Operation, status: &str, why: &str| {
                    let responses = &mut operation.responses.responses;
                    if !responses.contains_key(status) {
                        responses.insert(status.to_owned(), error_response(why));
                    }
                };
            if signed_in {
                add(operation, "401", "Not signed in, or the session has ended");
                add(
                    operation,
                    "403",
                    "The signed-in user lacks the capability, or a write lacks the session's nonce",
                );
            }
            // A parameter is present or absent, never null: `Option<T>` only makes it optional.
            for parameter in operation.parameters.iter_mut().flatten() {
                if let Some(RefOr::T(Schema::Object(schema))) = parameter.schema.as_mut()
                    && let SchemaType::Array(types) = &schema.schema_type
                {
                    let types: Vec<Type> = types
                        .iter()
                        .filter(|t| **t != Type::Null)
                        .cloned()
                        .collect();
                    schema.schema_type = match types.as_slice() {
                        [one] => SchemaType::Type(one.clone()),
                        _ => SchemaType::from_iter(types),
                    };
                }
            }
            let takes = |place: ParameterIn| {
                operation
                    .parameters
                    .iter()
                    .flatten()
                    .any(|p| p.parameter_in == place)
            };
            let (in_path, in_query) = (takes(ParameterIn::Path), takes(ParameterIn::Query));
            if in_path {
                add(operation, "400", "A path parameter is not valid");
                add(operation, "404", "Nothing has this id");
            }
            if in_query {
                add(operation, "400", "A query parameter is not valid");
            }
            if in_path || in_query {
                add(
                    operation,
                    "422",
                    "A parameter holds the NUL character (U+0000), which no text may",
                );
            }
            if operation.request_body.is_some() {
                add(
                    operation,
                    "400",
                    "The body cannot be read as the type it names",
                );
                add(operation, "413", "The body is larger than the limit");
                add(
                    operation,
                    "422",
                    "The body does not have the expected shape, or a field is not valid",
                );
            }
            if signed_in {
                let mut requirement = SecurityRequirement::new("session", Vec::<String>::new());
                if write {
                    requirement = requirement.add("nonce", Vec::<String>::new());
                }
                operation.security = Some(vec![requirement]);
            }
        }
    }
}

fn error_response(description: &str) -> utoipa::openapi::RefOr<utoipa::openapi::Response> {
    utoipa::openapi::ResponseBuilder::new()
        .description(description)
        .content(
            "application/json",
            utoipa::openapi::ContentBuilder::new()
                .schema(Some(utoipa::openapi::Ref::from_schema_name("ErrorBody")))
                .build(),
        )
        .into()
}

#[cfg(test)]
mod tests {
    /// utoipa names a schema after its Rust type and keeps only one of two same-named types, so a
    /// second `ActionOutcome` once documented the responses' trash and restore with the drawer's
    /// fields. Every type that derives `ToSchema` must have a name of its own.
    #[test]
    fn every_schema_type_has_its_own_name() {
        fn walk(dir: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
            for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
                let path = entry.path();
                if path.is_dir() {
                    walk(&path, files);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    files.push(path);
                }
            }
        }
        let mut files = Vec::new();
        walk(
            std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
            &mut files,
        );
        let mut seen = std::collections::BTreeMap::<String, String>::new();
        for file in files {
            let text = std::fs::read_to_string(&file).expect("a source file is readable");
            let mut derives = false;
            for line in text.lines().map(str::trim) {
                if line.starts_with("#[derive(") {
                    derives = line.contains("ToSchema");
                } else if derives
                    && let Some(rest) = line
                        .strip_prefix("pub struct ")
                        .or_else(|| line.strip_prefix("pub enum "))
                        .or_else(|| line.strip_prefix("struct "))
                        .or_else(|| line.strip_prefix("enum "))
                {
                    let name: String = rest
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    let place = file.display().to_string();
                    if let Some(first) = seen.insert(name.clone(), place.clone()) {
                        panic!("two schema types named {name}: {first} and {place}");
                    }
                    derives = false;
                } else if !line.starts_with("#[") && !line.starts_with("//") {
                    derives = false;
                }
            }
        }
        assert!(seen.len() > 50, "the walk found the schema types");
    }

    /// docs/openapi.json is what the front ends' API types are generated from
    /// (addon-sdk/js/src/api-types.ts): it must be the document the API answers.
    #[test]
    fn the_committed_document_is_the_api_document() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/openapi.json");
        let current = crate::routes::openapi_document()
            .to_pretty_json()
            .expect("the document serializes")
            + "\n";
        if std::env::var_os("HEARKEN_UPDATE_OPENAPI").is_some() {
            std::fs::write(path, &current).expect("docs/openapi.json is writable");
            return;
        }
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        assert!(
            committed == current,
            "docs/openapi.json is not the API's document: run `make openapi` and commit the \
             document and addon-sdk/js/src/api-types.ts"
        );
    }
}
