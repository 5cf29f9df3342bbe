//! A stand-in AI provider: an HTTP server on loopback speaking the chat-completions protocol.

use std::sync::Arc;

use serde_json::Value;
use tokio::{
    io::{AsyncReadExt, AsyncWriteExt},
    net::TcpListener,
    sync::Mutex,
};

/// A one-shot-per-connection HTTP server speaking the chat-completions protocol: records each
/// request body and answers `reply`.
pub async fn openai_mock(reply: (u16, Value)) -> (String, Arc<Mutex<Vec<Value>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}/v1", listener.local_addr().unwrap());
    let seen = Arc::new(Mutex::new(Vec::new()));
    let record = seen.clone();
    tokio::spawn(async move {
        loop {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            let mut buf = Vec::new();
            let mut chunk = [0u8; 4096];
            let body = loop {
                let n = socket.read(&mut chunk).await.unwrap_or(0);
                if n == 0 {
                    break Vec::new();
                }
                buf.extend_from_slice(&chunk[..n]);
                let text = String::from_utf8_lossy(&buf).to_string();
                if let Some(end) = text.find("\r\n\r\n") {
                    let length: usize = text[..end]
                        .lines()
                        .find_map(|l| {
                            l.to_ascii_lowercase()
                                .strip_prefix("content-length:")
                                .map(|v| v.trim().parse().unwrap())
                        })
                        .unwrap_or(0);
                    if buf.len() >= end + 4 + length {
                        assert!(text.starts_with("POST /v1/chat/completions"), "{text}");
                        assert!(
                            text.to_ascii_lowercase()
                                .contains("authorization: bearer sk-test"),
                            "{text}"
                        );
                        break buf[end + 4..end + 4 + length].to_vec();
                    }
                }
            };
            record
                .lock()
                .await
                .push(serde_json::from_slice(&body).unwrap_or(Value::Null));
            let payload = reply.1.to_string();
            let response = format!(
                "HTTP/1.1 {} X\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{payload}",
                reply.0,
                payload.len()
            );
            let _ = socket.write_all(response.as_bytes()).await;
        }
    });
    (url, seen)
}
