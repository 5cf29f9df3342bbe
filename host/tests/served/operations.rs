//! Running Hearken as an operator does (issue 14): the real `hearken serve` binary on loopback,
//! stopped with SIGTERM as systemd and container runtimes stop it.

use std::{
    io::{Read, Write},
    net::{SocketAddr, TcpListener, TcpStream},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use crate::support;

/// `hearken serve` on a free loopback port, SQLite in `data`. The caller waits for the child.
#[allow(clippy::zombie_processes)]
fn serve(data: &std::path::Path, extra_env: &[(&str, &str)]) -> (Child, SocketAddr) {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_hearken"));
    command
        .args(["serve", "--listen", &addr.to_string(), "--site-dir", ""])
        .arg("--data-dir")
        .arg(data)
        .env_remove("DATABASE_URL")
        .env("RUST_LOG", "info")
        .stdout(Stdio::null())
        .stderr(Stdio::null());
    for (key, value) in extra_env {
        command.env(key, value);
    }
    let child = command.spawn().unwrap();
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(answer) = request(
            addr,
            "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        ) && answer.starts_with("HTTP/1.1 200")
        {
            return (child, addr);
        }
        assert!(Instant::now() < deadline, "hearken serve did not come up");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Sends `raw` on a new connection and reads the whole answer.
fn request(addr: SocketAddr, raw: &str) -> std::io::Result<String> {
    let mut stream = TcpStream::connect_timeout(&addr, Duration::from_secs(2))?;
    stream.set_read_timeout(Some(Duration::from_secs(20)))?;
    stream.write_all(raw.as_bytes())?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    Ok(answer)
}

fn terminate(child: &Child) {
    let done = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(done.success());
}

/// Waits at most `limit` for the process to end; answers its exit status.
fn exits_within(child: &mut Child, limit: Duration) -> std::process::ExitStatus {
    let deadline = Instant::now() + limit;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("hearken serve still ran {limit:?} after SIGTERM");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn sigterm_lets_a_request_in_flight_finish_and_store_its_write() {
    let data = tempfile::tempdir().unwrap();
    let (mut child, addr) = serve(data.path(), &[]);
    let body = r#"{"email":"ada@example.com","password":"password-123","name":"Ada"}"#;
    let (first, rest) = body.split_at(20);
    // The request is in flight: its headers and part of its body are sent.
    let mut stream = TcpStream::connect(addr).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(20)))
        .unwrap();
    write!(
        stream,
        "POST /api/v1/setup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{first}",
        body.len()
    )
    .unwrap();
    stream.flush().unwrap();
    std::thread::sleep(Duration::from_millis(200));
    terminate(&child);
    // The server stops accepting at once…
    let deadline = Instant::now() + Duration::from_secs(5);
    while TcpStream::connect_timeout(&addr, Duration::from_millis(200)).is_ok() {
        assert!(
            Instant::now() < deadline,
            "still accepting connections after SIGTERM"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(
        child.try_wait().unwrap().is_none(),
        "exited with a request in flight"
    );
    // …and the request in flight is answered in full when its body arrives.
    stream.write_all(rest.as_bytes()).unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
    let status = exits_within(&mut child, Duration::from_secs(10));
    assert!(status.success(), "{status}");

    // Its write is stored: the set-up is done when the server comes back.
    let (mut again, addr) = serve(data.path(), &[]);
    let answer = request(
        addr,
        "GET /api/v1/setup HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    assert!(answer.contains(r#""needed":false"#), "{answer}");
    terminate(&again);
    assert!(exits_within(&mut again, Duration::from_secs(10)).success());
}

#[test]
fn sigterm_ends_the_process_within_the_shutdown_timeout_whatever_is_in_flight() {
    let data = tempfile::tempdir().unwrap();
    let (mut child, addr) = serve(data.path(), &[("HEARKEN_SHUTDOWN_TIMEOUT_SECS", "2")]);
    // A client that sends half a request and then nothing (the body deadline is 30 s).
    let mut stalled = TcpStream::connect(addr).unwrap();
    stalled
        .write_all(
            b"POST /api/v1/setup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
        )
        .unwrap();
    std::thread::sleep(Duration::from_millis(200));
    let signalled = Instant::now();
    terminate(&child);
    let status = exits_within(&mut child, Duration::from_secs(6));
    let took = signalled.elapsed();
    assert!(status.success(), "{status}");
    assert!(
        took >= Duration::from_millis(1_900),
        "it did not wait for the request in flight: {took:?}"
    );
}

/// One visitor's answer, as the widget sends it: the survey, the impression's token, the
/// response. Answers the stored id when the host acknowledged it (201).
async fn answer(http: &reqwest::Client, base: &str, text: &str) -> Option<i64> {
    let shown: serde_json::Value = http
        .get(format!(
            "{base}/api/v1/widget/survey?url=https%3A%2F%2Fshop.example%2F"
        ))
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let survey = &shown["survey"];
    let id = survey["id"].as_i64()?;
    let nonce = survey["nonces"]["impression"].as_str()?;
    let counted: serde_json::Value = http
        .post(format!(
            "{base}/api/v1/surveys/{id}/impression?nonce={nonce}"
        ))
        .send()
        .await
        .ok()?
        .json()
        .await
        .ok()?;
    let token = counted["submission"].as_str()?;
    let question = survey["questions"][0]["id"].clone();
    let res = http
        .post(format!("{base}/api/v1/surveys/{id}/responses"))
        .json(&serde_json::json!({"answers": [{"question_id": question, "value": text}], "page_submitted": {}, "nonce": token}))
        .send()
        .await
        .ok()?;
    if res.status() != 201 {
        return None;
    }
    let stored: serde_json::Value = res.json().await.ok()?;
    stored["id"].as_i64()
}

/// Submits at load, kills the server with SIGKILL at a random moment, restarts it; over 10 trials,
/// every acknowledged response is stored exactly once (and SQLite's file is sound).
async fn every_acknowledged_response_survives_kill_9(postgres: bool) {
    let _ = rustls::crypto::ring::default_provider().install_default();
    let dir = tempfile::tempdir().unwrap();
    let (url, pg_name) = if postgres {
        let Some((url, name)) = support::fresh_postgres("hearken_crash").await else {
            return;
        };
        (url, Some(name))
    } else {
        (
            format!("sqlite://{}/hearken.db", dir.path().display()),
            None,
        )
    };
    let http = reqwest::Client::builder()
        .cookie_store(true)
        .build()
        .unwrap();
    let (mut child, mut base) = support::serve(&url, dir.path(), 0).await;
    let me: serde_json::Value = http
        .post(format!("{base}/api/v1/setup"))
        .json(&serde_json::json!({"email": "ada@example.com", "password": "password-123"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let created = http
        .post(format!("{base}/api/v1/surveys"))
        .header("x-hearken-nonce", me["nonce"].as_str().unwrap())
        .json(
            &serde_json::json!({"title": "Crash", "status": "publish", "questions": [
            {"id": "t", "type": "text", "title": "Anything?"}]}),
        )
        .send()
        .await
        .unwrap();
    assert_eq!(created.status(), 201);
    let mut acknowledged: Vec<(String, i64)> = Vec::new();
    for trial in 0..10 {
        let acked = std::sync::Arc::new(std::sync::Mutex::new(Vec::new()));
        let load: Vec<_> = (0..8)
            .map(|worker| {
                let (base, acked) = (base.clone(), acked.clone());
                tokio::spawn(async move {
                    let http = reqwest::Client::new();
                    for i in 0.. {
                        let text = format!("trial {trial} worker {worker} answer {i}");
                        match answer(&http, &base, &text).await {
                            Some(id) => acked.lock().unwrap().push((text, id)),
                            None => tokio::time::sleep(Duration::from_millis(5)).await,
                        }
                    }
                })
            })
            .collect();
        tokio::time::sleep(Duration::from_millis(150 + rand::random::<u64>() % 600)).await;
        child.kill().unwrap(); // SIGKILL
        child.wait().unwrap();
        for task in load {
            task.abort();
        }
        acknowledged.extend(acked.lock().unwrap().drain(..));
        if !postgres {
            let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
            let check: String = sqlx::query_scalar("PRAGMA integrity_check")
                .fetch_one(&pool)
                .await
                .unwrap();
            assert_eq!(check, "ok", "trial {trial}");
            pool.close().await;
        }
        (child, base) = support::serve(&url, dir.path(), 0).await;
    }
    assert!(
        acknowledged.len() > 50,
        "too few responses acknowledged to mean anything: {}",
        acknowledged.len()
    );
    let _ = child.kill();
    let _ = child.wait();
    // Every acknowledged response is stored, once, under the id it was acknowledged with.
    let rows: Vec<(i64, String)> = if postgres {
        let pool = sqlx::PgPool::connect(&url).await.unwrap();
        let rows = sqlx::query_as("SELECT id, answers FROM responses")
            .fetch_all(&pool)
            .await
            .unwrap();
        pool.close().await;
        if let Some(name) = &pg_name {
            support::drop_postgres(name).await;
        }
        rows
    } else {
        let pool = sqlx::SqlitePool::connect(&url).await.unwrap();
        sqlx::query_as("SELECT id, answers FROM responses")
            .fetch_all(&pool)
            .await
            .unwrap()
    };
    let mut stored: std::collections::HashMap<String, Vec<i64>> = Default::default();
    for (id, answers) in rows {
        let answers: serde_json::Value = serde_json::from_str(&answers).unwrap();
        let text = answers[0]["value"].as_str().unwrap_or_default().to_owned();
        stored.entry(text).or_default().push(id);
    }
    for (text, id) in &acknowledged {
        assert_eq!(
            stored.get(text),
            Some(&vec![*id]),
            "acknowledged {text:?} as {id}"
        );
    }
    eprintln!(
        "{} responses acknowledged over 10 kills, every one stored once ({} stored in all)",
        acknowledged.len(),
        stored.len()
    );
}

#[tokio::test]
async fn every_acknowledged_response_survives_kill_9_on_sqlite() {
    every_acknowledged_response_survives_kill_9(false).await;
}

#[tokio::test]
async fn every_acknowledged_response_survives_kill_9_on_postgres() {
    every_acknowledged_response_survives_kill_9(true).await;
}

#[test]
fn metrics_answer_this_machine_but_not_a_visitor_through_a_local_proxy() {
    let data = tempfile::tempdir().unwrap();
    let (mut child, addr) = serve(data.path(), &[]);
    let local = request(
        addr,
        "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    assert!(local.starts_with("HTTP/1.1 200"), "{local}");
    assert!(local.contains("hearken_http_requests_total"), "{local}");
    // A proxy on this machine that Hearken was not told to trust: its requests come from
    // loopback, but they say they were forwarded.
    let proxied = request(
        addr,
        "GET /metrics HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 203.0.113.9\r\nConnection: close\r\n\r\n",
    )
    .unwrap();
    assert!(proxied.starts_with("HTTP/1.1 403"), "{proxied}");
    terminate(&child);
    assert!(exits_within(&mut child, Duration::from_secs(10)).success());
}
