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
                crate::accounts::SESSION_COOKIE,
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
