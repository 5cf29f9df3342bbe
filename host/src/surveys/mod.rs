//! Surveys: the model of spec 000 §3, the server-side rules of §5 and the license resets of §6,
//! storage with the list's filters and counts, status transitions, duplication and templates.

pub mod api;
pub mod limits;
pub mod model;
pub mod owned;
pub mod question_types;
pub mod save;
pub mod store;
pub mod templates;
pub mod translations;
pub mod validation;

pub use model::{Question, Status, Survey, SurveyInput, SurveySettings};
