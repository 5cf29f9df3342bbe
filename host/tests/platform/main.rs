//! The add-on platform, and each first-party add-on, through the API: packages, lifecycle, hooks,
//! storage, faults, the UI manifest, native add-ons, `hearken addon new`; then what each add-on of
//! the catalogue does, from its own `tests/api.rs` beside it (built here, on the shared test kit,
//! so that the host is linked once).

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod addon_new;
mod addon_notifications;
mod addon_platform;
mod addon_storage;
mod addons;
mod addons_e2e;
mod native_addons;

// The first-party add-ons' own API tests, beside each add-on.
#[path = "../../../addons/behavior/tests/api.rs"]
mod behavior;
#[path = "../../../addons/branding/tests/api.rs"]
mod branding;
#[path = "../../../addons/geo-restrictions/tests/api.rs"]
mod geo_restrictions;
#[path = "../../../addons/google-drive/tests/api.rs"]
mod google_drive;
#[path = "../../../addons/heatmaps/tests/api.rs"]
mod heatmaps;
#[path = "../../../addons/post-ratings/tests/api.rs"]
mod post_ratings;
#[path = "../../../addons/question-types/tests/api.rs"]
mod question_types;
#[path = "../../../addons/targeting/tests/api.rs"]
mod targeting;
#[path = "../../../addons/templates/tests/api.rs"]
mod templates;
