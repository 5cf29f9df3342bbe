//! The architecture's rules, each kept by a test below.
//!
//! **The core names no paid add-on.** Every paid feature lives in its add-on; the host, the admin
//! shell and the widget offer extension points and read what add-ons declare in their manifests.
//! So no source file of `host/src`, `admin-shell/src` or `widget/src` outside tests holds a
//! catalogue add-on's slug as a string literal.
//!
//! **Layers look down.** Every module has a floor ([`FLOORS`]); a file may import only what stands on a lower floor, or
//! its own module. From the bottom:
//! - the ground: errors, time, storage, metrics, configuration, the product's vocabulary (`tier`,
//!   `capability`), checks of text (`text`); just above it, who visitors are (`visitors`: their
//!   addresses, and the caps' memory, which stores);
//! - the add-on platform, in its parts: `package` < `capabilities` < `runtime` < `registry` <
//!   `workers`. None of them imports a feature, `http` or `app`: the features reach it, and it
//!   reaches the features only through the traits `capabilities` declares and `app` implements;
//! - the features' domain code, each taking the narrow context it uses: licensing < notifications
//!   < settings < accounts < surveys < widget < mail < responses < results;
//! - `app` (the application state that assembles the rest), then `http` (extractors, the error
//!   envelope, access rules, the server), then each feature's `api.rs` (its routes: the only files
//!   that use `http` and `app`), then `routes` (the router), then the binary.
//!
//! So an import that points up, or two modules that import each other, fails the test below.

#[cfg(test)]
mod tests {
    /// Each module's floor: `folder` or `folder/part` (the add-on platform's parts), or a root file's
    /// name. A file `api.rs` (or one under `addons/api/`) stands on the floor of the API files.
    pub const FLOORS: &[(&str, u32)] = &[
        ("error", 0),
        ("time", 0),
        ("storage", 0),
        ("metrics", 0),
        ("stopping", 0),
        ("ed25519", 0),
        ("api_schema", 0),
        ("config", 0),
        ("tier", 0),
        ("capability", 0),
        ("text", 0),
        ("language", 0),
        ("visitors", 1),
        ("addons/package", 10),
        ("addons/capabilities", 11),
        ("addons/runtime", 12),
        ("addons/registry", 13),
        ("addons/workers", 14),
        ("addons", 15),
        ("licensing", 20),
        ("notifications", 21),
        ("settings", 22),
        ("accounts", 23),
        ("surveys", 24),
        ("widget", 25),
        ("mail", 26),
        ("responses", 27),
        ("results", 28),
        ("app", 50),
        ("addons/api", 60),
        ("http", 55),
        ("routes", 65),
        ("rules", 70),
        ("lib", 70),
    ];

    /// The floor of every feature's `api.rs` and of `addons/api/`.
    pub const API_FLOOR: u32 = 60;

    use std::{
        collections::BTreeSet,
        path::{Path, PathBuf},
    };

    /// The module a file belongs to, from its path under src/.
    fn module_of(relative: &str) -> String {
        let parts: Vec<&str> = relative.split('/').collect();
        match parts.as_slice() {
            [file] => file.trim_end_matches(".rs").to_owned(),
            ["addons", part, ..] if !part.ends_with(".rs") => format!("addons/{part}"),
            [folder, ..] => (*folder).to_owned(),
            [] => String::new(),
        }
    }

    fn floor(module: &str) -> Option<u32> {
        FLOORS.iter().find(|(m, _)| *m == module).map(|(_, f)| *f)
    }

    fn is_api(relative: &str) -> bool {
        relative.ends_with("/api.rs") || relative.starts_with("addons/api/")
    }

    /// The modules a file's code (not its tests) names through `crate::`: `folder` or
    /// `addons/part`.
    fn imports(code: &str) -> BTreeSet<String> {
        let mut out = BTreeSet::new();
        let mut add = |path: &str| {
            let segments: Vec<&str> = path
                .split("::")
                .map(|s| s.trim())
                .take_while(|s| !s.is_empty())
                .collect();
            let Some(first) = segments.first() else {
                return;
            };
            let first: String = first
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            match (first.as_str(), segments.get(1)) {
                ("addons", Some(part)) => {
                    let part: String = part
                        .chars()
                        .take_while(|c| c.is_alphanumeric() || *c == '_')
                        .collect();
                    if !part.is_empty() {
                        out.insert(format!("addons/{part}"));
                    }
                }
                ("", _) => {}
                (name, _) => {
                    out.insert(name.to_owned());
                }
            }
        };
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            rest = &rest[at + "crate::".len()..];
            if let Some(group) = rest.strip_prefix('{') {
                // `crate::{a::b, c::{d, e}}`: each top-level item.
                let mut depth = 1;
                let mut item = String::new();
                for c in group.chars() {
                    match c {
                        '{' => depth += 1,
                        '}' => depth -= 1,
                        _ => {}
                    }
                    if depth == 0 || (c == ',' && depth == 1) {
                        add(&item);
                        item.clear();
                        if depth == 0 {
                            break;
                        }
                    } else {
                        item.push(c);
                    }
                }
            } else {
                let end = rest
                    .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':' || c == '{'))
                    .unwrap_or(rest.len());
                let path = &rest[..end];
                // `crate::addons::{a, b}`: each part.
                if let Some((head, _)) = path.split_once("::{") {
                    let close = rest.find('}').unwrap_or(rest.len());
                    for item in rest[head.len() + 3..close].split(',') {
                        let item = item.trim();
                        if !item.is_empty() {
                            add(&format!("{head}::{item}"));
                        }
                    }
                } else {
                    add(path);
                }
            }
        }
        out
    }

    fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("src is readable").flatten() {
            let path = entry.path();
            if path.is_dir() {
                sources(&path, out);
            } else if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }

    /// The slugs of the catalogue's add-ons (each folder of addons/ with a manifest).
    fn catalogue_slugs(repo: &Path) -> Vec<String> {
        let mut slugs = Vec::new();
        for entry in std::fs::read_dir(repo.join("addons")).unwrap().flatten() {
            let Ok(manifest) = std::fs::read_to_string(entry.path().join("addon.toml")) else {
                continue;
            };
            let slug = manifest
                .lines()
                .find_map(|l| l.trim().strip_prefix("slug = "))
                .map(|s| s.trim_matches('"').to_owned());
            slugs.extend(slug);
        }
        assert!(slugs.len() >= 9, "{slugs:?}");
        slugs
    }

    /// Test code, fixtures and test harnesses (the rule is for what ships).
    fn is_test(relative: &str) -> bool {
        relative.contains(".test.")
            || relative.contains("/test/")
            || relative.contains("/testing/")
            || relative.ends_with("/testing.tsx")
            || relative.ends_with("/testing.ts")
            || relative.ends_with("fixtures.ts")
            || relative.starts_with("test/")
    }

    /// Where a slug's text is rightly written, and why: not the add-on's name but another thing
    /// that the contract happens to name alike.
    const NOT_THE_ADD_ON: &[(&str, &str, &str)] = &[(
        "host/src/addons/package/hooks.rs",
        "question-types",
        "the hook question-types, which the WIT contract names",
    )];

    #[test]
    fn the_core_names_no_catalogue_add_on() {
        let repo = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
        let slugs = catalogue_slugs(repo);
        let mut wrong = Vec::new();
        for folder in ["host/src", "admin-shell/src", "widget/src"] {
            let root = repo.join(folder);
            let mut files = Vec::new();
            sources_with(&root, &["rs", "ts", "tsx", "js", "css"], &mut files);
            for file in files {
                let relative = file
                    .strip_prefix(&root)
                    .unwrap()
                    .to_string_lossy()
                    .replace('\\', "/");
                if is_test(&relative) {
                    continue;
                }
                let text = std::fs::read_to_string(&file).unwrap();
                let code = text
                    .split("#[cfg(test)]\nmod tests")
                    .next()
                    .unwrap_or_default()
                    .split("#[cfg(test)]\npub(crate) mod tests")
                    .next()
                    .unwrap_or_default();
                for slug in &slugs {
                    let path = format!("{folder}/{relative}");
                    if NOT_THE_ADD_ON
                        .iter()
                        .any(|(p, s, _)| *p == path && s == slug)
                    {
                        continue;
                    }
                    for quote in ['"', '\'', '`'] {
                        if code.contains(&format!("{quote}{slug}{quote}")) {
                            wrong.push(format!("{folder}/{relative} names '{slug}'"));
                        }
                    }
                }
            }
        }
        wrong.sort();
        wrong.dedup();
        assert!(
            wrong.is_empty(),
            "the core names catalogue add-ons ({}):\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }

    fn sources_with(dir: &Path, extensions: &[&str], out: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir)
            .expect("a source folder is readable")
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                sources_with(&path, extensions, out);
            } else if path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| extensions.contains(&e))
            {
                out.push(path);
            }
        }
    }

    #[test]
    fn every_import_points_down_and_no_two_modules_import_each_other() {
        let src = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src"));
        let mut files = Vec::new();
        sources(src, &mut files);
        let mut wrong = Vec::new();
        for file in files {
            let relative = file
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            if relative == "main.rs" || relative.starts_with("cli/") {
                continue; // the binary: above everything
            }
            let module = module_of(&relative);
            let Some(own) = floor(&module) else {
                wrong.push(format!(
                    "{relative}: module '{module}' has no floor in FLOORS"
                ));
                continue;
            };
            let own = if is_api(&relative) { API_FLOOR } else { own };
            let text = std::fs::read_to_string(&file).unwrap();
            let code = text
                .split("#[cfg(test)]\nmod tests")
                .next()
                .unwrap_or_default();
            for import in imports(code) {
                // What lib.rs re-exports at the root, by the module it comes from.
                let import = match import.as_str() {
                    "AppState" => "app".to_owned(),
                    "Config" => "config".to_owned(),
                    "Db" => "storage".to_owned(),
                    _ => import,
                };
                if import == module {
                    continue;
                }
                match floor(&import) {
                    Some(theirs) if theirs < own => {}
                    Some(theirs) => wrong.push(format!(
                        "{relative} (floor {own}) imports {import} (floor {theirs})"
                    )),
                    None => {}
                }
            }
        }
        assert!(
            wrong.is_empty(),
            "imports that point up or sideways ({}):\n{}",
            wrong.len(),
            wrong.join("\n")
        );
    }
}
