//! Schemas for the OpenAPI document where a field's Rust type (a `serde_json::Value`) says less than
//! the API promises, for `#[schema(schema_with = …)]`. A leaf module: the domain types name these
//! without looking up at `http`.

use utoipa::openapi::{
    Object,
    schema::{
        AdditionalProperties, ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type,
    },
};

/// Any JSON value.
pub fn any() -> Schema {
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(SchemaType::AnyValue)
            .build(),
    )
}

/// An id chosen by the survey's author: a string (`q1`), a whole number, or null (none yet).
pub fn id() -> Schema {
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(SchemaType::from_iter([
                Type::String,
                Type::Integer,
                Type::Null,
            ]))
            .build(),
    )
}

/// The id of a saved survey's question: a string or a whole number (saving assigns the missing
/// ones), as results and stored answers name it.
pub fn saved_id() -> Schema {
    Schema::Object(
        ObjectBuilder::new()
            .schema_type(SchemaType::from_iter([Type::String, Type::Integer]))
            .build(),
    )
}

/// A choice question's options: plain strings (checkbox, radio-button), `{label, image}`
/// (image-radio) or `{label, icon: {name, style}}` (icon-choice).
pub fn options() -> Schema {
    Schema::Array(
        ArrayBuilder::new()
            .items(
                OneOfBuilder::new()
                    .item(Object::with_type(Type::String))
                    .item(free_object()),
            )
            .build(),
    )
}

/// A response's answers: `[{question_id, value, extra?}]`, each naming one of the survey's questions.
pub fn answers() -> Schema {
    Schema::Array(
        ArrayBuilder::new()
            .items(
                ObjectBuilder::new()
                    .property("question_id", saved_id())
                    .required("question_id")
                    .property("value", any())
                    .property("extra", any()),
            )
            .build(),
    )
}

/// A JSON object whose keys the document does not list: settings add-ons own, what add-ons
/// attached, a visitor's context. Any key, any value.
pub fn object() -> Schema {
    Schema::Object(free_object().build())
}

fn free_object() -> ObjectBuilder {
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .additional_properties(Some(AdditionalProperties::FreeForm(true)))
}

/// A list of [`object`]s.
pub fn objects() -> Schema {
    Schema::Array(ArrayBuilder::new().items(free_object()).build())
}

/// [`object`], or null.
pub fn object_or_null() -> Schema {
    Schema::Object(
        free_object()
            .schema_type(SchemaType::from_iter([Type::Object, Type::Null]))
            .build(),
    )
}

fn nullable_string() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(SchemaType::from_iter([Type::String, Type::Null]))
}

/// Where a response was given, as `responses::page_view` answers it: `name` to show (the title,
/// else the link), the page's `url` when it is an http(s) address, its `link` and `title`, and the
/// `id` and `type` the site sent.
pub fn page_submitted() -> Schema {
    Schema::Object(
        ObjectBuilder::new()
            .property("name", Object::with_type(Type::String))
            .property("url", nullable_string())
            .property("link", nullable_string())
            .property("title", nullable_string())
            .property("id", any())
            .property("type", any())
            .required("name")
            .required("url")
            .required("link")
            .required("title")
            .build(),
    )
}

/// A survey's questions as a responses page lists them: `[{id, title, type}]`.
pub fn question_summaries() -> Schema {
    Schema::Array(
        ArrayBuilder::new()
            .items(
                ObjectBuilder::new()
                    .property("id", saved_id())
                    .property("title", Object::with_type(Type::String))
                    .property("type", Object::with_type(Type::String))
                    .required("id")
                    .required("title")
                    .required("type"),
            )
            .build(),
    )
}

/// [`object`] as a type, for a handler whose body is a JSON object of any keys
/// (`body = crate::api_schema::JsonObject`).
pub struct JsonObject;

impl utoipa::PartialSchema for JsonObject {
    fn schema() -> utoipa::openapi::RefOr<Schema> {
        object().into()
    }
}

impl utoipa::ToSchema for JsonObject {}
