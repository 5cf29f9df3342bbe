//! The released versions of the `hearken:addon` contract (`addon-sdk/wit/v{X.Y}/`). The hooks
//! (`hooks.rs`) say which version introduced each; the runtime binds each version's WIT; the
//! manifest's `api` range picks among them.

/// A released version of the `hearken:addon` contract.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ApiVersion {
    V1_0,
    V1_1,
}

impl ApiVersion {
    pub fn as_str(self) -> &'static str {
        match self {
            ApiVersion::V1_0 => "1.0.0",
            ApiVersion::V1_1 => "1.1.0",
        }
    }

    pub fn parse(text: &str) -> Option<ApiVersion> {
        match text {
            "1.0.0" => Some(ApiVersion::V1_0),
            "1.1.0" => Some(ApiVersion::V1_1),
            _ => None,
        }
    }
}
