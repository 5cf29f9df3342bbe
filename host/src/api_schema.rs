//! Schemas for the OpenAPI document where a field's Rust type (a `serde_json::Value`) says less than
//! the API promises, for `#[schema(schema_with = …)]`. A leaf module: the domain types name these
//! without looking up at `http`.

use utoipa::openapi::{
    Object,
    schema::{ArrayBuilder, ObjectBuilder, OneOfBuilder, Schema, SchemaType, Type},
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

/// A choice question's options: plain strings (checkbox, radio-button), `{label, image}`
/// (image-radio) or `{label, icon: {name, style}}` (icon-choice).
pub fn options() -> Schema {
    Schema::Array(
        ArrayBuilder::new()
            .items(
                OneOfBuilder::new()
                    .item(Object::with_type(Type::String))
                    .item(Object::with_type(Type::Object)),
            )
            .build(),
    )
}

/// A response's answers: `[{question_id, value, extra?}]`.
pub fn answers() -> Schema {
    Schema::Array(
        ArrayBuilder::new()
            .items(
                ObjectBuilder::new()
                    .property("question_id", id())
                    .required("question_id")
                    .property("value", any())
                    .property("extra", any()),
            )
            .build(),
    )
}
