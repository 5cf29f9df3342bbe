//! The listening loop: the router on hyper's HTTP/1.1 server, with the limits on slow clients that
//! `axum::serve` does not set. A client that opens connections and trickles bytes holds a task and a
//! socket each; without deadlines a few thousand such connections exhaust the process's file
//! descriptors (a "slowloris"). So a request's head must arrive within [`Limits::header_read`] of
//! the connection becoming ready for it (which also closes idle keep-alive connections), and its
//! body within [`Limits::body_read`] of the head; then the connection is closed, or the handler
//! reading the body gets an error (400).

use std::{
    future::Future,
    pin::{Pin, pin},
    task::{Context, Poll},
    time::Duration,
};

use axum::{Router, body::Body, extract::ConnectInfo, http::Request};
use bytes::Bytes;
use http_body::{Frame, SizeHint};
use hyper::body::Incoming;
use hyper_util::{
    rt::{TokioIo, TokioTimer},
    server::graceful::GracefulShutdown,
};
use tokio::{net::TcpListener, time::Instant};
use tower::ServiceExt;

/// How long clients may take to send their requests.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// From the connection being ready for a request (opened, or the previous answer sent) to the
    /// end of the request's headers.
    pub header_read: Duration,
    /// From the headers to the end of the body (the body limit is 1 MiB; 30 s allows ~35 KB/s).
    pub body_read: Duration,
    /// How long a shutdown waits for requests in flight.
    pub shutdown_grace: Duration,
}

impl Default for Limits {
    fn default() -> Self {
        Limits {
            header_read: Duration::from_secs(15),
            body_read: Duration::from_secs(30),
            shutdown_grace: Duration::from_secs(10),
        }
    }
}

/// Serves `app` on `listener` until `shutdown` completes, then lets requests in flight finish (at
/// most [`Limits::shutdown_grace`]). Handlers see the peer as `ConnectInfo<SocketAddr>`.
pub async fn serve(
    listener: TcpListener,
    app: Router,
    limits: Limits,
    shutdown: impl Future<Output = ()>,
) -> std::io::Result<()> {
    let graceful = GracefulShutdown::new();
    let mut shutdown = pin!(shutdown);
    loop {
        let (stream, peer) = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok(accepted) => accepted,
                Err(e) => {
                    // Out of descriptors, or a connection reset before it was accepted: pause
                    // rather than spin, and keep serving the connections already open.
                    tracing::warn!("accepting a connection: {e}");
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            () = &mut shutdown => break,
        };
        let _ = stream.set_nodelay(true);
        let app = app.clone();
        let service = hyper::service::service_fn(move |request: Request<Incoming>| {
            let (mut parts, body) = request.into_parts();
            parts.extensions.insert(ConnectInfo(peer));
            let body = Body::new(DeadlineBody {
                inner: body,
                deadline: Instant::now() + limits.body_read,
                sleep: None,
            });
            app.clone().oneshot(Request::from_parts(parts, body))
        });
        let connection = hyper::server::conn::http1::Builder::new()
            .timer(TokioTimer::new())
            .header_read_timeout(limits.header_read)
            .serve_connection(TokioIo::new(stream), service);
        let connection = graceful.watch(connection);
        tokio::spawn(async move {
            if let Err(e) = connection.await {
                tracing::debug!("connection from {peer}: {e}");
            }
        });
    }
    drop(listener);
    if tokio::time::timeout(limits.shutdown_grace, graceful.shutdown())
        .await
        .is_err()
    {
        tracing::info!("shut down with requests still in flight");
    }
    Ok(())
}

/// A request body that fails once its deadline passes while it is still waiting for bytes.
struct DeadlineBody {
    inner: Incoming,
    deadline: Instant,
    /// Made the first time the body has to wait, so that bodies that arrive at once cost no timer.
    sleep: Option<Pin<Box<tokio::time::Sleep>>>,
}

impl http_body::Body for DeadlineBody {
    type Data = Bytes;
    type Error = axum::BoxError;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        if let Poll::Ready(frame) = Pin::new(&mut self.inner).poll_frame(cx) {
            return Poll::Ready(frame.map(|f| f.map_err(Into::into)));
        }
        let deadline = self.deadline;
        let sleep = self
            .sleep
            .get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
        match sleep.as_mut().poll(cx) {
            Poll::Ready(()) => {
                Poll::Ready(Some(Err("the request body did not arrive in time".into())))
            }
            Poll::Pending => Poll::Pending,
        }
    }

    fn is_end_stream(&self) -> bool {
        self.inner.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.inner.size_hint()
    }
}
