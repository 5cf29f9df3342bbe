//! Several `hearken serve` processes on one PostgreSQL, as behind a load balancer (issue 14, item
//! 6): a visitor's per-address limits and the sign-in throttle hold across the processes, and a
//! change made through one process shows in the other within a second.

use std::{
    process::Child,
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use crate::support;

/// A running server, killed when the test lets go of it.
struct Server {
    child: Child,
    base: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

async fn serve(url: &str, data: &std::path::Path, rate_limit: u32) -> Server {
    let (child, base) = support::serve(url, data, rate_limit).await;
    Server { child, base }
}

/// Waits, if needed, so that the next few seconds stay within one clock minute (the limits count
/// per minute).
async fn away_from_a_minute_boundary() {
    let second = hearken::time::now().rem_euclid(60);
    if second > 45 {
        tokio::time::sleep(Duration::from_secs((61 - second) as u64)).await;
    }
}

/// The survey a page of `base` shows, if any.
async fn shown(http: &reqwest::Client, base: &str) -> Value {
    http.get(format!(
        "{base}/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F"
    ))
    .send()
    .await
    .unwrap()
    .json::<Value>()
    .await
    .unwrap()["survey"]
        .clone()
}

/// The first administrator, signed in through `base`, and their request nonce.
async fn first_administrator(base: &str) -> (reqwest::Client, String) {
    let admin = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let me: Value = admin
        .post(format!("{base}/api/v1/setup"))
        .json(&json!({"email": "ada@example.com", "password": "password-123"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let nonce = me["nonce"].as_str().unwrap().to_owned();
    (admin, nonce)
}

#[tokio::test]
async fn limits_hold_and_changes_show_across_two_processes() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let Some((url, name)) = support::fresh_postgres("hearken_procs").await else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    // 3 responses a minute per address (12 impressions).
    let a = serve(&url, data.path(), 3).await;
    let b = serve(&url, data.path(), 3).await;
    let (admin, nonce) = first_administrator(&a.base).await;
    let http = reqwest::Client::new();
    // Both processes have served a page (and built their caches) before the change.
    assert_eq!(shown(&http, &a.base).await, Value::Null);
    assert_eq!(shown(&http, &b.base).await, Value::Null);

    // A survey published through A shows on B within a second.
    let created: Value = admin
        .post(format!("{}/api/v1/surveys", a.base))
        .header("x-hearken-nonce", &nonce)
        .json(
            &json!({"title": "Shared", "status": "publish", "questions": [
            {"id": "t", "type": "text", "title": "Anything?"}]}),
        )
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["survey"]["id"].as_i64().unwrap();
    let changed = Instant::now();
    while shown(&http, &b.base).await.is_null() {
        assert!(
            changed.elapsed() < Duration::from_millis(1500),
            "the other process did not show the new survey within a second"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let converged = changed.elapsed();
    assert!(converged <= Duration::from_secs(1), "{converged:?}");

    // Responses from one address, alternating between the processes: 3 in all, not 3 each.
    away_from_a_minute_boundary().await;
    let mut statuses = Vec::new();
    for i in 0..6 {
        let base = if i % 2 == 0 { &a.base } else { &b.base };
        let survey = shown(&http, base).await;
        let impression = survey["nonces"]["impression"].as_str().unwrap();
        let counted: Value = http
            .post(format!(
                "{base}/api/v1/surveys/{id}/impression?nonce={impression}"
            ))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        let token = counted["submission"].as_str().unwrap();
        let res = http
            .post(format!("{base}/api/v1/surveys/{id}/responses"))
            .json(&json!({"answers": [{"question_id": "t", "value": format!("answer {i}")}], "nonce": token}))
            .send()
            .await
            .unwrap();
        statuses.push(res.status().as_u16());
    }
    assert_eq!(statuses, [201, 201, 201, 429, 429, 429], "{statuses:?}");

    // Wrong passwords from one address, alternating: the throttle counts them together.
    let mut answers = Vec::new();
    for i in 0..7 {
        let base = if i % 2 == 0 { &a.base } else { &b.base };
        let res = http
            .post(format!("{base}/api/v1/auth/login"))
            .json(&json!({"email": "ada@example.com", "password": format!("wrong-{i}")}))
            .send()
            .await
            .unwrap();
        answers.push(res.status().as_u16());
    }
    assert_eq!(answers[..5], [401; 5], "{answers:?}");
    assert_eq!(answers[5..], [429, 429], "{answers:?}");

    drop(a);
    drop(b);
    support::drop_postgres(&name).await;
}

/// Issue 35: a survey limited to 50 responses takes exactly 50 when 200 visitors answer at once
/// through two processes; the other 150 are thanked and stored over quota.
#[tokio::test]
async fn a_response_limit_is_exact_across_two_processes() {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let Some((url, name)) = support::fresh_postgres("hearken_limit").await else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let a = serve(&url, data.path(), 0).await;
    let b = serve(&url, data.path(), 0).await;
    let (admin, nonce) = first_administrator(&a.base).await;
    let created: Value = admin
        .post(format!("{}/api/v1/surveys", a.base))
        .header("x-hearken-nonce", &nonce)
        .json(&json!({"title": "Limited", "status": "publish",
            "questions": [{"id": "t", "type": "text", "title": "Anything?"}],
            "settings": {"limits": {"responses": 50}}}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = created["survey"]["id"].as_i64().unwrap();
    let http = reqwest::Client::new();
    // Every visitor started in time: each has a token before the first answer is stored.
    let mut tokens = Vec::new();
    for i in 0..200 {
        let base = if i % 2 == 0 { &a.base } else { &b.base };
        let mut survey = shown(&http, base).await;
        let started = Instant::now();
        while survey.is_null() {
            assert!(
                started.elapsed() < Duration::from_secs(2),
                "not shown on {base}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
            survey = shown(&http, base).await;
        }
        let impression = survey["nonces"]["impression"].as_str().unwrap();
        let counted: Value = http
            .post(format!(
                "{base}/api/v1/surveys/{id}/impression?nonce={impression}"
            ))
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
        tokens.push((
            base.clone(),
            counted["submission"].as_str().unwrap().to_owned(),
        ));
    }
    let answers = tokens.into_iter().enumerate().map(|(i, (base, token))| {
        let http = http.clone();
        tokio::spawn(async move {
            let res = http
                .post(format!("{base}/api/v1/surveys/{id}/responses"))
                .json(&json!({"answers": [{"question_id": "t", "value": format!("answer {i}")}], "nonce": token}))
                .send()
                .await
                .unwrap();
            assert_eq!(res.status().as_u16(), 201);
            res.json::<Value>().await.unwrap()["status"]
                .as_str()
                .unwrap()
                .to_owned()
        })
    });
    let mut statuses = Vec::new();
    for task in answers.collect::<Vec<_>>() {
        statuses.push(task.await.unwrap());
    }
    assert_eq!(statuses.iter().filter(|s| *s == "publish").count(), 50);
    assert_eq!(statuses.iter().filter(|s| *s == "over_quota").count(), 150);
    let survey: Value = admin
        .get(format!("{}/api/v1/surveys/{id}", b.base))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(survey["responses_count"], 50, "{survey}");
    assert_eq!(survey["closed_by_limit"], true);
    drop(a);
    drop(b);
    support::drop_postgres(&name).await;
}
