//! `hearken addon new <slug>`: a working add-on folder to start from.
//!
//! The folder holds a manifest, a Rust component with three hooks (`survey-visibility`,
//! `validate-response`, `http-request`), an admin remote (a menu entry and its page), a
//! page-scoped widget module that calls a public endpoint, and a test beside each. It builds,
//! packs and installs as it is (`host/tests/platform/addon_new.rs` does exactly that).
//!
//! The files are the SDK's templates (`addon-sdk/template/`), compiled into the binary: the CLI
//! carries them, the server library does not. The placeholders are
//! `__SLUG__`, `__NAME__`, `__CRATE__` (the wasm file's stem), and the paths to the SDK:
//! `__SDK_RUST__` (the `hearken-addon` crate) and `__SDK_JS__` (the npm dependency, which brings
//! the front ends' build, test and type-check settings: the folder holds no tsconfig.json,
//! vite.config.ts or vitest setup of its own).

use std::path::{Component, Path, PathBuf};

use hearken::addons::package::manifest::{RESERVED_SLUGS, is_slug};

/// Where the add-on goes and what it builds against.
pub struct Options {
    /// The add-on's slug; the folder is `<parent>/<slug>`.
    pub slug: String,
    /// Its display name (default: the slug in title case).
    pub name: Option<String>,
    /// The folder that receives the add-on's folder.
    pub parent: PathBuf,
    /// The SDK: a folder holding `rust/` (the `hearken-addon` crate) and `js/` (`@hearken/addon-sdk`).
    pub sdk: PathBuf,
}

/// One template: its path in the new folder and its text.
const TEMPLATE: &[(&str, &str)] = &[
    (
        "addon.toml",
        include_str!("../../../addon-sdk/template/addon.toml"),
    ),
    (
        "README.md",
        include_str!("../../../addon-sdk/template/README.md"),
    ),
    (
        ".gitignore",
        include_str!("../../../addon-sdk/template/gitignore"),
    ),
    (
        "src/lib.rs",
        include_str!("../../../addon-sdk/template/src/lib.rs"),
    ),
    (
        "package.json",
        include_str!("../../../addon-sdk/template/package.json"),
    ),
    (
        "ui-src/src/Page.tsx",
        include_str!("../../../addon-sdk/template/ui-src/src/Page.tsx"),
    ),
    (
        "ui-src/src/Page.test.tsx",
        include_str!("../../../addon-sdk/template/ui-src/src/Page.test.tsx"),
    ),
    (
        "widget-src/src/index.ts",
        include_str!("../../../addon-sdk/template/widget-src/src/index.ts"),
    ),
    (
        "widget-src/src/index.test.ts",
        include_str!("../../../addon-sdk/template/widget-src/src/index.test.ts"),
    ),
];

/// Cargo.toml of an add-on that is its own project.
const CARGO_STANDALONE: &str = include_str!("../../../addon-sdk/template/Cargo.toml");
/// Cargo.toml of an add-on inside Hearken's own `addons/` folder (a member of its workspace).
const CARGO_MEMBER: &str = include_str!("../../../addon-sdk/template/Cargo.member.toml");

/// Why no folder was made.
#[derive(Debug, thiserror::Error)]
pub enum ScaffoldError {
    #[error(
        "'{0}' is not a valid slug: use 2 to 64 lowercase letters, digits and dashes, starting with a letter."
    )]
    Slug(String),
    #[error("'{0}' is reserved for the host's own routes; choose another slug.")]
    Reserved(String),
    #[error("{0} already exists; choose another slug or folder.")]
    Exists(PathBuf),
    #[error(
        "{0} is not Hearken's add-on SDK (it needs rust/Cargo.toml and js/package.json); pass --sdk <path to addon-sdk>."
    )]
    Sdk(PathBuf),
    #[error("writing {0}: {1}")]
    Io(PathBuf, std::io::Error),
}

/// Makes `<parent>/<slug>` and returns its path. Nothing is written when a check fails, and an
/// existing folder is never touched.
pub fn create(options: &Options) -> Result<PathBuf, ScaffoldError> {
    let slug = options.slug.as_str();
    if !is_slug(slug) {
        return Err(ScaffoldError::Slug(slug.to_string()));
    }
    if RESERVED_SLUGS.contains(&slug) {
        return Err(ScaffoldError::Reserved(slug.to_string()));
    }
    let sdk = absolute(&options.sdk);
    if !sdk.join("rust/Cargo.toml").is_file() || !sdk.join("js/package.json").is_file() {
        return Err(ScaffoldError::Sdk(sdk));
    }
    let parent = absolute(&options.parent);
    let dir = parent.join(slug);
    if dir.exists() {
        return Err(ScaffoldError::Exists(dir));
    }

    // Inside Hearken's own addons/, the add-on joins the Cargo and npm workspaces; in examples/,
    // only the npm one (an example is its own Cargo project, as a third party's would be).
    let repo = sdk.parent();
    let cargo_member = repo.is_some_and(|repo| parent == repo.join("addons"));
    let member = cargo_member || repo.is_some_and(|repo| parent == repo.join("examples"));
    let name = options.name.clone().unwrap_or_else(|| title(slug));
    let sdk_js = relative(&dir, &sdk.join("js"));
    let placeholders = [
        ("__SLUG__", slug.to_string()),
        ("__NAME__", name),
        ("__CRATE__", slug.replace('-', "_")),
        ("__SDK_RUST__", slash(&relative(&dir, &sdk.join("rust")))),
        (
            "__SDK_JS__",
            if member {
                // The workspace links its own package; npm matches it by version.
                sdk_version(&sdk).unwrap_or_else(|| "*".into())
            } else {
                format!("file:{}", slash(&sdk_js))
            },
        ),
    ];
    let fill = |text: &str| {
        placeholders
            .iter()
            .fold(text.to_string(), |text, (key, value)| {
                text.replace(key, value)
            })
    };

    let cargo = if cargo_member {
        CARGO_MEMBER
    } else {
        CARGO_STANDALONE
    };
    let files = TEMPLATE
        .iter()
        .copied()
        .chain(std::iter::once(("Cargo.toml", cargo)));
    for (path, text) in files {
        let path = dir.join(path);
        let folder = path.parent().unwrap_or(&dir);
        std::fs::create_dir_all(folder).map_err(|e| ScaffoldError::Io(folder.to_path_buf(), e))?;
        std::fs::write(&path, fill(text)).map_err(|e| ScaffoldError::Io(path.clone(), e))?;
    }
    Ok(dir)
}

/// The SDK that ships beside this host's sources, when it is there (a checkout).
pub fn default_sdk() -> Option<PathBuf> {
    let sdk = Path::new(env!("CARGO_MANIFEST_DIR")).join("../addon-sdk");
    sdk.join("rust/Cargo.toml")
        .is_file()
        .then(|| absolute(&sdk))
}

/// `page-pulse` → `Page Pulse`.
fn title(slug: &str) -> String {
    slug.split('-')
        .filter(|w| !w.is_empty())
        .map(|w| {
            let mut chars = w.chars();
            chars
                .next()
                .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
                .unwrap_or_default()
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The JS SDK's version, from its package.json.
fn sdk_version(sdk: &Path) -> Option<String> {
    let text = std::fs::read_to_string(sdk.join("js/package.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json["version"].as_str().map(str::to_string)
}

/// `path` made absolute against the current folder, with `.` and `..` folded.
fn absolute(path: &Path) -> PathBuf {
    let path = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().unwrap_or_default().join(path)
    };
    let mut out = PathBuf::new();
    for part in path.components() {
        match part {
            Component::CurDir => {}
            Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// The path from folder `from` to `to` (both absolute and folded).
fn relative(from: &Path, to: &Path) -> PathBuf {
    let from: Vec<_> = from.components().collect();
    let to: Vec<_> = to.components().collect();
    let shared = from.iter().zip(&to).take_while(|(a, b)| a == b).count();
    let mut out = PathBuf::new();
    for _ in shared..from.len() {
        out.push("..");
    }
    for part in &to[shared..] {
        out.push(part);
    }
    out
}

/// A path as manifests, package.json and tsconfig.json write it: forward slashes.
fn slash(path: &Path) -> String {
    path.to_string_lossy().replace('\\', "/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_paths_climb_to_the_shared_folder() {
        assert_eq!(
            relative(Path::new("/a/b/c"), Path::new("/a/sdk/js")),
            PathBuf::from("../../sdk/js")
        );
        assert_eq!(
            relative(Path::new("/a"), Path::new("/a/x")),
            PathBuf::from("x")
        );
    }

    #[test]
    fn names_come_from_slugs() {
        assert_eq!(title("page-pulse"), "Page Pulse");
        assert_eq!(title("nps2"), "Nps2");
    }

    #[test]
    fn bad_slugs_and_taken_folders_write_nothing() {
        let parent = std::env::temp_dir().join(format!("hearken-new-{}", std::process::id()));
        let sdk = default_sdk().expect("the SDK beside the host's sources");
        let options = |slug: &str| Options {
            slug: slug.into(),
            name: None,
            parent: parent.clone(),
            sdk: sdk.clone(),
        };
        assert!(matches!(
            create(&options("Bad!")),
            Err(ScaffoldError::Slug(_))
        ));
        assert!(matches!(
            create(&options("upload")),
            Err(ScaffoldError::Reserved(_))
        ));
        assert!(!parent.exists(), "nothing written for a refused slug");

        std::fs::create_dir_all(parent.join("taken")).unwrap();
        std::fs::write(parent.join("taken/keep.txt"), "mine").unwrap();
        let error = create(&options("taken")).unwrap_err();
        assert!(
            error
                .to_string()
                .ends_with("already exists; choose another slug or folder.")
        );
        assert_eq!(
            std::fs::read_to_string(parent.join("taken/keep.txt")).unwrap(),
            "mine"
        );

        let bad_sdk = Options {
            sdk: parent.clone(),
            ..options("fresh")
        };
        assert!(matches!(create(&bad_sdk), Err(ScaffoldError::Sdk(_))));
        std::fs::remove_dir_all(&parent).unwrap();
    }

    #[test]
    fn inside_the_repository_an_addon_joins_the_workspaces_an_example_only_npm() {
        let repo = std::env::temp_dir().join(format!("hearken-repo-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&repo);
        let sdk = repo.join("addon-sdk");
        std::fs::create_dir_all(sdk.join("rust")).unwrap();
        std::fs::create_dir_all(sdk.join("js")).unwrap();
        std::fs::write(sdk.join("rust/Cargo.toml"), "[package]").unwrap();
        std::fs::write(sdk.join("js/package.json"), r#"{"version": "1.1.0"}"#).unwrap();
        let made = |folder: &str| {
            let dir = create(&Options {
                slug: "page-pulse".into(),
                name: None,
                parent: repo.join(folder),
                sdk: sdk.clone(),
            })
            .unwrap();
            let read = |file: &str| std::fs::read_to_string(dir.join(file)).unwrap();
            (read("Cargo.toml"), read("package.json"))
        };

        let (cargo, npm) = made("addons");
        assert!(cargo.contains("edition.workspace = true"), "{cargo}");
        assert!(npm.contains(r#""@hearken/addon-sdk": "1.1.0""#), "{npm}");

        let (cargo, npm) = made("examples");
        assert!(
            cargo.contains("[workspace]"),
            "its own Cargo project: {cargo}"
        );
        assert!(npm.contains(r#""@hearken/addon-sdk": "1.1.0""#), "{npm}");

        let (cargo, npm) = made("elsewhere");
        assert!(cargo.contains("[workspace]"), "{cargo}");
        assert!(npm.contains(r#""file:../../addon-sdk/js""#), "{npm}");
        std::fs::remove_dir_all(&repo).unwrap();
    }
}
