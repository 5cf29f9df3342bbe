//! A large export streams in flat memory: 200,000 responses (about 100 MB of CSV) leave the
//! process's resident memory within a few tens of megabytes of where it started, because rows are
//! read in keyset pages and handed to the body as they are written.

use crate::common;

use axum::{
    body::Body,
    http::{Request, header},
};
use hearken::licensing::Tier;
use http_body_util::BodyExt;
use serde_json::json;
use tower::ServiceExt;

const RESPONSES: i64 = 200_000;

/// Resident memory of this process in bytes (Linux).
fn rss() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .unwrap()
        .trim()
        .trim_end_matches(" kB")
        .trim()
        .parse()
        .unwrap();
    kb * 1024
}

async fn download(app: &common::TestApp, cookie: &str, path: &str) -> (u64, u64) {
    let response = app
        .router
        .clone()
        .oneshot(
            Request::get(path)
                .header(header::COOKIE, format!("hearken_session={cookie}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), 200);
    let mut body = response.into_body();
    let (mut bytes, mut peak) = (0u64, rss());
    while let Some(frame) = body.frame().await {
        if let Ok(data) = frame.unwrap().into_data() {
            bytes += data.len() as u64;
        }
        peak = peak.max(rss());
    }
    (bytes, peak)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_large_export_streams_in_flat_memory() {
    let app = common::TestApp::start(common::Backend::Sqlite)
        .await
        .unwrap();
    let mut admin = app.admin().await;
    admin.license(Tier::Pro).await;
    let res = admin
        .post(
            "/api/v1/surveys",
            json!({"id": null, "title": "Big", "status": "publish", "questions": [
                {"id": "r", "type": "radio-button", "title": "How did we do?", "config": {"options": ["Well", "Badly"]}},
                {"id": "t", "type": "long-text", "title": "Anything else?"}
            ]}),
        )
        .await;
    let id = res.body["survey"]["id"].as_i64().unwrap();
    let hearken::Db::Sqlite(pool) = &app.db else {
        unreachable!()
    };
    // 200,000 responses with a 400-character answer each, written by SQL to keep the test quick.
    sqlx::query(
        "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < $1) \
         INSERT INTO responses (survey_id, status, answers, page_submitted, user_ip, user_agent, user_browser, user_os, user_device, submitted_at) \
         SELECT $2, 'publish', \
           '[{\"question_id\":\"r\",\"value\":\"Well\"},{\"question_id\":\"t\",\"value\":\"' || substr(hex(randomblob(200)), 1, 400) || '\"}]', \
           '{\"link\":\"https://shop.example/\",\"title\":\"Home\"}', '203.0.113.1', 'bench', 'Chrome 120', 'Linux', 'desktop', $3 - i FROM n",
    )
    .bind(RESPONSES)
    .bind(id)
    .bind(hearken::time::now())
    .execute(pool)
    .await
    .unwrap();
    let cookie = admin.cookie.clone().unwrap();

    let before = rss();
    let (bytes, peak) = download(
        &app,
        &cookie,
        &format!("/api/v1/exports?survey_id={id}&format=csv"),
    )
    .await;
    let grew = peak.saturating_sub(before);
    println!(
        "CSV: {} MB streamed, resident memory grew {} MB",
        bytes >> 20,
        grew >> 20
    );
    assert!(
        bytes > 90 << 20,
        "the export holds every response: {bytes} bytes"
    );
    assert!(
        grew < 48 << 20,
        "memory grew {} MB while streaming {} MB",
        grew >> 20,
        bytes >> 20
    );

    let before = rss();
    let (bytes, peak) = download(
        &app,
        &cookie,
        &format!("/api/v1/exports?survey_id={id}&format=xlsx"),
    )
    .await;
    let grew = peak.saturating_sub(before);
    println!(
        "XLSX: {} MB streamed, resident memory grew {} MB",
        bytes >> 20,
        grew >> 20
    );
    assert!(
        bytes > 10 << 20,
        "the workbook holds every response: {bytes} bytes"
    );
    assert!(
        grew < 64 << 20,
        "memory grew {} MB while writing the workbook",
        grew >> 20
    );
}
