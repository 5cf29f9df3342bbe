//! The heatmaps add-on: its manifest declares the settings it owns (with their schemas and
//! defaults), which the host checks, resets while the add-on is inactive or unlicensed, and serves
//! to the widget where the manifest says so. Its features come in later issues (see README.md).

use hearken_addon::{Addon, export_addon};

struct Owner;

impl Addon for Owner {}

export_addon!(Owner);
