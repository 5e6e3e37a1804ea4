//! In proxy mode, a loopback HTTP front between serenity and the REST proxy that waits out
//! Discord's 429s: serenity's own rate limiter must be off for its requests to reach the proxy at
//! all, and without it a 429 reaches the caller with its `Retry-After` dropped. The front sends
//! each request on to the proxy; a 429 is held for its `Retry-After` (the header, else the body's
//! `retry_after`) and the same request is sent again, so serenity never sees it. A global limit
//! (`X-RateLimit-Global`) holds every request but the interaction endpoints, which Discord keeps
//! out of the global limit; a route's limit holds that route.

use std::collections::HashMap;
use std::convert::Infallible;
use std::net::{Ipv4Addr, SocketAddr};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::header::{self, HeaderMap, HeaderName};
use hyper::http::request::Parts;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use tokio::net::TcpListener;
use tokio::time::Instant;

/// The longest `Retry-After` the front waits out. Longer ones (Cloudflare's ban of an invalid
/// request flood can be an hour) go back to the caller as the 429 at once, logged as an error:
/// holding every Discord call that long would look like a hung bot.
pub(crate) const MAX_WAIT: Duration = Duration::from_secs(60);
/// Sends of one request at most (the last 429 goes back to the caller).
const MAX_ATTEMPTS: u32 = 5;
/// The wait when a 429 names none (Discord always does; a proxy might not).
const DEFAULT_WAIT: Duration = Duration::from_secs(1);

/// Why the front could not start or forward a request.
#[derive(Debug, thiserror::Error)]
pub(crate) enum FrontError {
    #[error("could not listen on loopback for the Discord proxy front: {0}")]
    Listen(#[source] std::io::Error),
    #[error("could not build the HTTP client to the Discord proxy: {0}")]
    Client(#[source] reqwest::Error),
    #[error("the Discord REST proxy did not answer: {0}")]
    Upstream(#[source] reqwest::Error),
    #[error("could not read the request from serenity: {0}")]
    Body(#[source] hyper::Error),
}

/// What a 429 asks for.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(crate) struct Limit {
    pub(crate) wait: Duration,
    pub(crate) global: bool,
}

impl Limit {
    /// Reads a 429: `Retry-After` (seconds) first, then the JSON body's `retry_after`; global
    /// when the `X-RateLimit-Global` header or the body's `global` says so.
    pub(crate) fn read(headers: &HeaderMap, body: &[u8]) -> Limit {
        let json: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
        let header_secs = headers
            .get(header::RETRY_AFTER)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.trim().parse::<f64>().ok());
        let wait = header_secs
            .or_else(|| json["retry_after"].as_f64())
            .filter(|s| s.is_finite() && *s >= 0.0)
            // Too long to represent is longer than `MAX_WAIT` too.
            .map_or(DEFAULT_WAIT, |s| Duration::try_from_secs_f64(s).unwrap_or(Duration::MAX));
        let global = headers
            .get("x-ratelimit-global")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.eq_ignore_ascii_case("true"))
            || json["global"] == true;
        Limit { wait, global }
    }
}

/// When requests may be sent again: globally, and per route (the request's path).
#[derive(Default)]
struct Gates {
    global: Option<Instant>,
    routes: HashMap<String, Instant>,
}

struct Front {
    /// The proxy's base URL, no trailing `/`.
    upstream: String,
    client: reqwest::Client,
    gates: Mutex<Gates>,
}

/// Starts the front on a loopback port, forwarding to `upstream` (the configured proxy URL);
/// returns the base URL to give serenity as its proxy. It serves for the life of the process.
pub(crate) async fn start(upstream: &str) -> Result<String, FrontError> {
    let listener = TcpListener::bind((Ipv4Addr::LOCALHOST, 0)).await.map_err(FrontError::Listen)?;
    let addr: SocketAddr = listener.local_addr().map_err(FrontError::Listen)?;
    let front = Arc::new(Front {
        upstream: upstream.trim_end_matches('/').to_string(),
        client: reqwest::Client::builder().build().map_err(FrontError::Client)?,
        gates: Mutex::new(Gates::default()),
    });
    tokio::spawn(async move {
        loop {
            let tcp = match listener.accept().await {
                Ok((tcp, _)) => tcp,
                Err(e) => {
                    tracing::warn!(error = %e, "discord proxy front: accept failed");
                    // E.g. out of file descriptors: try again shortly rather than spin.
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            };
            let front = Arc::clone(&front);
            tokio::spawn(async move {
                let service = hyper::service::service_fn(move |req| {
                    let front = Arc::clone(&front);
                    async move { Ok::<_, Infallible>(front.handle(req).await) }
                });
                let conn = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(tcp), service);
                if let Err(e) = conn.await {
                    tracing::debug!(error = %e, "discord proxy front: connection ended");
                }
            });
        }
    });
    Ok(format!("http://{addr}"))
}

impl Front {
    async fn handle(&self, req: Request<Incoming>) -> Response<Full<Bytes>> {
        let (parts, body) = req.into_parts();
        let sent = match body.collect().await {
            Ok(body) => self.forward(&parts, body.to_bytes()).await,
            Err(e) => Err(FrontError::Body(e)),
        };
        sent.unwrap_or_else(|e| {
            tracing::warn!(error = %e, "discord proxy front: request failed");
            // serenity reads a 5xx as transient, as it read the network error before.
            let body = serde_json::json!({"message": e.to_string(), "code": 0}).to_string();
            let mut r = Response::new(Full::new(Bytes::from(body)));
            *r.status_mut() = StatusCode::BAD_GATEWAY;
            r.headers_mut()
                .insert(header::CONTENT_TYPE, header::HeaderValue::from_static("application/json"));
            r
        })
    }

    /// Sends the request until it is not a 429 (waiting each one out), at most `MAX_ATTEMPTS`
    /// times.
    async fn forward(
        &self,
        parts: &Parts,
        body: Bytes,
    ) -> Result<Response<Full<Bytes>>, FrontError> {
        let route = parts.uri.path().to_string();
        let exempt = out_of_global_limit(&route);
        // An interaction's path carries its token: not for the log.
        let shown = if exempt { "an interaction response" } else { route.as_str() };
        let url =
            format!("{}{}", self.upstream, parts.uri.path_and_query().map_or("/", |p| p.as_str()));
        let mut attempt = 1;
        loop {
            self.wait_gates(&route, exempt).await;
            let sent = self
                .client
                .request(parts.method.clone(), &url)
                .headers(end_to_end(&parts.headers))
                .body(body.clone())
                .send()
                .await
                .map_err(upstream)?;
            let (status, headers) = (sent.status(), sent.headers().clone());
            let bytes = sent.bytes().await.map_err(upstream)?;
            if status != StatusCode::TOO_MANY_REQUESTS {
                return Ok(answer(status, &headers, bytes));
            }
            let limit = Limit::read(&headers, &bytes);
            if limit.wait > MAX_WAIT {
                tracing::error!(
                    route = shown,
                    wait_s = limit.wait.as_secs_f64(),
                    max_s = MAX_WAIT.as_secs(),
                    "discord asked to wait longer than the proxy front waits: the 429 goes to the caller"
                );
                return Ok(answer(status, &headers, bytes));
            }
            if attempt == MAX_ATTEMPTS {
                tracing::warn!(
                    route = shown,
                    attempt,
                    "discord still rate-limits after waiting: the 429 goes to the caller"
                );
                return Ok(answer(status, &headers, bytes));
            }
            tracing::info!(
                route = shown,
                wait_s = limit.wait.as_secs_f64(),
                global = limit.global,
                "discord rate limit: waiting Retry-After, then sending again"
            );
            self.close_gate(&route, limit);
            attempt += 1;
        }
    }

    /// Waits until neither the route's gate nor (unless exempt) the global one is closed; a gate
    /// closed again meanwhile is waited for too.
    async fn wait_gates(&self, route: &str, exempt: bool) {
        loop {
            let until = {
                let g = self.gates.lock().unwrap_or_else(|e| e.into_inner());
                let global = g.global.filter(|_| !exempt);
                global.into_iter().chain(g.routes.get(route).copied()).max()
            };
            match until {
                Some(t) if t > Instant::now() => tokio::time::sleep_until(t).await,
                _ => return,
            }
        }
    }

    fn close_gate(&self, route: &str, limit: Limit) {
        let now = Instant::now();
        let until = now + limit.wait;
        let mut g = self.gates.lock().unwrap_or_else(|e| e.into_inner());
        g.routes.retain(|_, t| *t > now); // forget the gates that opened
        if limit.global {
            g.global = Some(g.global.map_or(until, |t| t.max(until)));
        } else {
            let gate = g.routes.entry(route.to_string()).or_insert(until);
            *gate = (*gate).max(until);
        }
    }
}

/// A failed call to the proxy, without its URL (which may carry the proxy's `user:password@`).
fn upstream(e: reqwest::Error) -> FrontError {
    FrontError::Upstream(e.without_url())
}

/// Interaction responses and their follow-ups (`/interactions/…`, `/webhooks/{app}/{token}…`)
/// are not bound to the bot's global limit (Discord's rate-limit documentation).
fn out_of_global_limit(path: &str) -> bool {
    path.contains("/interactions/") || path.contains("/webhooks/")
}

/// Headers worth passing on: the hop-by-hop ones belong to one connection, and `Host` and the
/// length are the client's to set.
fn end_to_end(headers: &HeaderMap) -> HeaderMap {
    const HOP: [HeaderName; 8] = [
        header::CONNECTION,
        header::HOST,
        header::CONTENT_LENGTH,
        header::TRANSFER_ENCODING,
        header::TE,
        header::TRAILER,
        header::UPGRADE,
        header::PROXY_AUTHORIZATION,
    ];
    let mut out = headers.clone();
    for h in &HOP {
        out.remove(h);
    }
    out.remove("keep-alive");
    out
}

fn answer(status: StatusCode, headers: &HeaderMap, body: Bytes) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(body));
    *r.status_mut() = status;
    *r.headers_mut() = end_to_end(headers);
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    fn headers(pairs: &[(&'static str, &str)]) -> HeaderMap {
        let mut h = HeaderMap::new();
        for (k, v) in pairs {
            h.insert(*k, v.parse().unwrap());
        }
        h
    }

    #[test]
    fn a_429_is_waited_for_its_retry_after_header_else_its_body_and_global_when_either_says_so() {
        let body =
            br#"{"message": "You are being rate limited.", "retry_after": 0.25, "global": false}"#;
        let route = Limit::read(&headers(&[("retry-after", "3")]), body);
        assert_eq!(route, Limit { wait: Duration::from_secs(3), global: false });
        let from_body = Limit::read(&HeaderMap::new(), body);
        assert_eq!(from_body.wait, Duration::from_millis(250));
        let global = Limit::read(&headers(&[("x-ratelimit-global", "true")]), body);
        assert!(global.global);
        let global_body = br#"{"retry_after": 1.5, "global": true}"#;
        assert!(Limit::read(&HeaderMap::new(), global_body).global);
        // Nothing usable: a short default, never a panic on a hostile value.
        for bad in ["-1", "NaN", "soon"] {
            let l = Limit::read(&headers(&[("retry-after", bad)]), b"not json");
            assert_eq!(l.wait, DEFAULT_WAIT, "{bad}");
        }
        let huge = Limit::read(&headers(&[("retry-after", "1e300")]), b"");
        assert!(huge.wait > MAX_WAIT, "passed to the caller, not waited");
    }

    #[tokio::test]
    async fn an_unreachable_proxy_is_a_bad_gateway_that_does_not_show_the_proxys_address() {
        // Nothing listens on a port just released.
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let front = start(&format!("http://user:hunter2@127.0.0.1:{port}/")).await.unwrap();
        let url = format!("{front}/api/v10/channels/1/messages");
        let r = reqwest::Client::new().post(url).body("{}").send().await.unwrap();
        assert_eq!(r.status(), StatusCode::BAD_GATEWAY, "serenity retries a 5xx");
        let body = r.text().await.unwrap();
        assert!(body.contains("did not answer"), "{body}");
        assert!(!body.contains("hunter2") && !body.contains(&port.to_string()), "{body}");
    }

    #[test]
    fn interaction_responses_are_out_of_the_global_limit_and_channel_messages_are_not() {
        assert!(out_of_global_limit("/api/v10/interactions/1/tok/callback"));
        assert!(out_of_global_limit("/api/v10/webhooks/1/tok/messages/@original"));
        assert!(!out_of_global_limit("/api/v10/channels/1/messages"));
        assert!(!out_of_global_limit("/api/v10/users/@me/channels"));
    }
}
