//! The add-on platform across process boundaries: two host processes on one PostgreSQL, the
//! third-party signed-webhook example against a real HTTP listener, and `hearken addon pack`.

use crate::common;

use std::{
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use hearken::licensing::Tier;
use serde_json::{Value, json};

struct Process(Child);

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A signed-in HTTP client of a separately running host.
struct Remote {
    http: reqwest::Client,
    base: String,
    nonce: String,
}

impl Remote {
    async fn login(base: String) -> Remote {
        let http = reqwest::Client::builder()
            .cookie_store(true)
            .build()
            .unwrap();
        let started = Instant::now();
        loop {
            if let Ok(r) = http.get(format!("{base}/healthz")).send().await
                && r.status().is_success()
            {
                break;
            }
            assert!(
                started.elapsed() < Duration::from_secs(30),
                "the second host never started"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        let res: Value = http
            .post(format!("{base}/api/v1/auth/login"))
            .json(&json!({"email": common::ADMIN_EMAIL, "password": common::ADMIN_PASSWORD}))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let nonce = res["nonce"]
            .as_str()
            .expect("login answers the nonce")
            .to_owned();
        Remote { http, base, nonce }
    }

    async fn probe_active(&self) -> bool {
        let list: Value = self
            .http
            .get(format!("{}/api/v1/addons", self.base))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        list.as_array()
            .unwrap()
            .iter()
            .any(|a| a["slug"] == "probe" && a["active"] == true)
    }

    async fn save(&self, title: &str) -> Value {
        self.http
            .post(format!("{}/api/v1/surveys", self.base))
            .header("x-hearken-nonce", &self.nonce)
            .json(&common::valid_survey(title))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    }

    /// Waits until the second host reports probe `active`; answers how long that took.
    async fn until_probe(&self, active: bool, since: Instant) -> Duration {
        loop {
            if self.probe_active().await == active {
                return since.elapsed();
            }
            assert!(
                since.elapsed() < Duration::from_secs(5),
                "never saw active={active}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }
}

#[tokio::test]
async fn two_hosts_on_one_postgres_see_each_others_activation_within_a_second() {
    let Some(app) = common::TestApp::start(common::Backend::Postgres).await else {
        return;
    };
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    let port = free_port();
    // Processes on one machine share the data folder, so the second one finds the component
    // already compiled in the cache.
    let data = common::workspace_root().join("target/test-data");
    let _second = Process(
        Command::new(env!("CARGO_BIN_EXE_hearken"))
            .args(["serve", "--listen", &format!("127.0.0.1:{port}")])
            .env("DATABASE_URL", &app.url)
            // As the first host: development mode trusts the development license it verified.
            .env("HEARKEN_DEV", "1")
            .env("HEARKEN_DATA_DIR", &data)
            .env("HEARKEN_CATALOGUE_DIR", app.catalogue.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap(),
    );
    let remote = Remote::login(format!("http://127.0.0.1:{port}")).await;
    assert!(!remote.probe_active().await);

    let started = Instant::now();
    let res = admin
        .upload(
            "/api/v1/addons/upload?activate=true",
            &common::addon_package("probe"),
        )
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    let seen = remote.until_probe(true, started).await;
    assert!(
        seen < Duration::from_secs(1),
        "activation took {seen:?} to reach the second host"
    );
    // The second host runs the hook with no restart.
    assert_eq!(
        remote.save("Remote").await["survey"]["title"],
        "Remote (probed)"
    );

    let started = Instant::now();
    admin
        .post("/api/v1/addons/probe/deactivate", json!({}))
        .await;
    let seen = remote.until_probe(false, started).await;
    assert!(seen < Duration::from_secs(1), "deactivation took {seen:?}");
    assert_eq!(remote.save("Plain").await["survey"]["title"], "Plain");
}

/// One HTTP request as the listener received it.
#[tokio::test]
async fn the_signed_webhook_example_posts_each_response_signed() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    common::webhook::round_trip(&app, &common::addon_package("webhook-notifier")).await;
}

#[test]
fn addon_pack_builds_a_package_the_host_accepts_and_explains_failures() {
    let (dir, wasm) = common::addon_sources("probe");
    let out = tempfile::tempdir().unwrap();
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_hearken"))
            .args(args)
            .env(
                "HEARKEN_DATA_DIR",
                common::workspace_root().join("target/test-data"),
            )
            .output()
            .unwrap()
    };
    let done = run(&[
        "addon",
        "pack",
        dir.to_str().unwrap(),
        "--wasm",
        wasm.to_str().unwrap(),
        "--out",
        out.path().to_str().unwrap(),
    ]);
    assert!(
        done.status.success(),
        "{}",
        String::from_utf8_lossy(&done.stderr)
    );
    let path = out.path().join("probe-1.0.0.hkpkg");
    assert_eq!(
        String::from_utf8_lossy(&done.stdout).trim(),
        path.display().to_string()
    );
    let package = hearken::addons::package::read(&std::fs::read(&path).unwrap()).unwrap();
    assert_eq!(package.manifest.slug, "probe");

    let failed = run(&["addon", "pack", out.path().to_str().unwrap()]);
    assert!(!failed.status.success());
    assert!(String::from_utf8_lossy(&failed.stderr).contains("addon.toml"));
    let not_wasm = run(&[
        "addon",
        "pack",
        dir.to_str().unwrap(),
        "--wasm",
        dir.join("addon.toml").to_str().unwrap(),
        "--out",
        out.path().to_str().unwrap(),
    ]);
    assert!(!not_wasm.status.success());
    assert!(
        String::from_utf8_lossy(&not_wasm.stderr).contains("not a valid WebAssembly component")
    );
}
