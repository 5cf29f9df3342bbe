//! The signed-webhook example's whole round trip, shared by the test of today's build and the
//! test of its 1.0 build (host/tests/fixtures/api-1.0).

use std::time::Duration;

use hmac::{Hmac, Mac};
use serde_json::{Value, json};
use sha2::Sha256;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

pub struct Received {
    pub head: String,
    pub body: String,
}

/// A minimal HTTP/1.1 server that records the first request and answers 204.
pub async fn listen_once() -> (u16, tokio::sync::oneshot::Receiver<Received>) {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (tx, rx) = tokio::sync::oneshot::channel();
    tokio::spawn(async move {
        let (mut socket, _) = listener.accept().await.unwrap();
        let mut buf = Vec::new();
        let mut chunk = [0u8; 4096];
        let (head, body) = loop {
            let n = socket.read(&mut chunk).await.unwrap();
            buf.extend_from_slice(&chunk[..n]);
            let text = String::from_utf8_lossy(&buf).to_string();
            if let Some(split) = text.find("\r\n\r\n") {
                let head = text[..split].to_owned();
                let length: usize = head
                    .lines()
                    .find_map(|l| {
                        l.to_ascii_lowercase()
                            .strip_prefix("content-length:")
                            .map(|v| v.trim().parse().unwrap())
                    })
                    .unwrap_or(0);
                if buf.len() >= split + 4 + length {
                    break (
                        head,
                        String::from_utf8_lossy(&buf[split + 4..split + 4 + length]).to_string(),
                    );
                }
            }
            assert!(n > 0, "the connection closed early");
        };
        socket
            .write_all(b"HTTP/1.1 204 No Content\r\ncontent-length: 0\r\nconnection: close\r\n\r\n")
            .await
            .unwrap();
        let _ = tx.send(Received { head, body });
    });
    (port, rx)
}

/// Uploads and activates `package` (a webhook-notifier build), configures it to post to a local
/// listener, sends a response, and checks the webhook arrives signed.
pub async fn round_trip(app: &super::TestApp, package: &[u8]) {
    let mut admin = app.admin().await;
    // Installed through the upload API, as an administrator would (consenting when it is unsigned).
    let res = admin
        .upload_consenting("/api/v1/addons/upload?activate=true", package)
        .await;
    assert_eq!(res.status, 201, "{}", res.body);
    assert_eq!(res.body["title"], "Signed Webhooks");

    let (port, received) = listen_once().await;
    let url = format!("http://127.0.0.1:{port}/hooks/hearken");
    let bad = admin
        .send_bytes(
            axum::http::Method::PUT,
            "/api/v1/addons/webhook-notifier/config",
            "application/json",
            json!({"url": "ftp://x"}).to_string().into_bytes(),
        )
        .await;
    assert_eq!(bad.status, 422);
    assert_eq!(
        bad.message(),
        "The webhook URL must start with http:// or https://."
    );
    let res = admin
        .send_bytes(
            axum::http::Method::PUT,
            "/api/v1/addons/webhook-notifier/config",
            "application/json",
            json!({"url": url, "secret": "s3cret"})
                .to_string()
                .into_bytes(),
        )
        .await;
    assert_eq!(res.status, 200, "{}", res.body);
    assert_eq!(res.body, json!({"url": url, "has_secret": true}));

    let id = admin
        .post("/api/v1/surveys", super::valid_survey("Hooked"))
        .await
        .body["survey"]["id"]
        .as_i64()
        .unwrap();
    let mut visitor = app.client();
    let nonce = app.submission_nonce(id).await;
    let res = visitor
        .post(
            &format!("/api/v1/surveys/{id}/responses"),
            json!({"answers": [{"question_id": "q1", "value": "Well"}], "nonce": nonce}),
        )
        .await;
    assert_eq!(res.status, 201);
    let got = tokio::time::timeout(Duration::from_secs(10), received)
        .await
        .expect("the listener received the webhook")
        .unwrap();
    assert!(
        got.head.starts_with("POST /hooks/hearken HTTP/1.1"),
        "{}",
        got.head
    );
    let signature = got
        .head
        .lines()
        .find_map(|l| {
            l.to_ascii_lowercase()
                .strip_prefix("x-hearken-signature:")
                .map(|v| v.trim().to_owned())
        })
        .expect("a signature header");
    let mut mac = Hmac::<Sha256>::new_from_slice(b"s3cret").unwrap();
    mac.update(got.body.as_bytes());
    assert_eq!(
        signature,
        format!("sha256={}", hex::encode(mac.finalize().into_bytes()))
    );
    let payload: Value = serde_json::from_str(&got.body).unwrap();
    assert_eq!(payload["event"], "response.submitted");
    assert_eq!(payload["survey"], json!({"id": id, "title": "Hooked"}));
    assert_eq!(payload["response"]["answers"][0]["value"], "Well");
}
