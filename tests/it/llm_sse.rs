//! A raw TCP OpenAI-compatible server speaking the real streaming wire format (`text/event-stream`
//! of `chat.completion.chunk` objects), for the latency tests: it can stream at a set pace, accept
//! and never answer (frozen), or answer with a plain JSON body; it counts the requests it got and
//! notices when the client closes a connection it is still serving.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use serde_json::json;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio::sync::Notify;

/// How the server answers every request.
#[derive(Debug, Clone)]
pub enum Pace {
    /// Reads the request, then never sends a byte.
    Frozen,
    /// Streams `content` in pieces of about one token (4 characters), `per_sec` pieces a second.
    Tokens { per_sec: f64, content: String },
}

/// A running server.
pub struct SseServer {
    pub base_url: String,
    requests: Arc<AtomicUsize>,
    disconnects: Arc<AtomicUsize>,
    closed: Arc<Notify>,
    /// One permit per request read (so a waiter never misses one).
    arrived: Arc<Notify>,
    bodies: Arc<std::sync::Mutex<Vec<serde_json::Value>>>,
}

impl SseServer {
    pub async fn start(pace: Pace) -> SseServer {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = SseServer {
            base_url: format!("http://{addr}/v1"),
            requests: Arc::default(),
            disconnects: Arc::default(),
            closed: Arc::new(Notify::new()),
            arrived: Arc::new(Notify::new()),
            bodies: Arc::default(),
        };
        let (requests, disconnects, closed, bodies) = (
            server.requests.clone(),
            server.disconnects.clone(),
            server.closed.clone(),
            server.bodies.clone(),
        );
        let arrived = server.arrived.clone();
        tokio::spawn(async move {
            loop {
                let Ok((sock, _)) = listener.accept().await else { return };
                let (pace, requests, disconnects, closed, bodies) = (
                    pace.clone(),
                    requests.clone(),
                    disconnects.clone(),
                    closed.clone(),
                    bodies.clone(),
                );
                let arrived = arrived.clone();
                tokio::spawn(async move {
                    let (mut sock, body) = match read_request(sock).await {
                        Some(x) => x,
                        None => return,
                    };
                    requests.fetch_add(1, Ordering::SeqCst);
                    let streamed = body["stream"] == true;
                    bodies.lock().unwrap().push(body);
                    arrived.notify_one();
                    if !serve(&mut sock, &pace, streamed).await {
                        disconnects.fetch_add(1, Ordering::SeqCst);
                        closed.notify_one();
                    }
                });
            }
        });
        server
    }

    /// Chat requests received.
    pub fn requests(&self) -> usize {
        self.requests.load(Ordering::SeqCst)
    }

    /// Waits for the next request not yet waited for (one `notify_one` permit per request; two
    /// arriving before a wait leave one permit, so wait between requests).
    pub async fn wait_request(&self) {
        self.arrived.notified().await;
    }

    /// Request bodies received.
    pub fn bodies(&self) -> Vec<serde_json::Value> {
        self.bodies.lock().unwrap().clone()
    }

    /// Waits (at most `within`) until the client has closed a connection the server was still
    /// serving; whether it did.
    pub async fn saw_disconnect(&self, within: Duration) -> bool {
        if self.disconnects.load(Ordering::SeqCst) > 0 {
            return true;
        }
        let _ = tokio::time::timeout(within, self.closed.notified()).await;
        self.disconnects.load(Ordering::SeqCst) > 0
    }
}

/// A base URL where nothing listens (connection refused).
pub async fn dead_url() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    drop(listener);
    format!("http://{addr}/v1")
}

/// Reads one HTTP request (headers, then `content-length` bytes of JSON body).
pub(crate) async fn read_request(mut sock: TcpStream) -> Option<(TcpStream, serde_json::Value)> {
    let mut buf = vec![0u8; 64 * 1024];
    let mut got = Vec::new();
    loop {
        let k = sock.read(&mut buf).await.ok()?;
        if k == 0 {
            return None;
        }
        got.extend_from_slice(&buf[..k]);
        let text = String::from_utf8_lossy(&got);
        if let Some(h) = text.find("\r\n\r\n") {
            let len = text[..h]
                .lines()
                .find_map(|l| {
                    l.to_ascii_lowercase()
                        .strip_prefix("content-length:")
                        .map(|v| v.trim().parse::<usize>().unwrap_or(0))
                })
                .unwrap_or(0);
            if got.len() >= h + 4 + len {
                let body = serde_json::from_slice(&got[h + 4..h + 4 + len]).unwrap_or_default();
                return Some((sock, body));
            }
        }
    }
}

fn chunk(content: &str) -> String {
    let c = json!({
        "id": "chatcmpl-sse", "object": "chat.completion.chunk",
        "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": null}]
    });
    format!("data: {c}\n\n")
}

/// Serves one request; `false` when the client closed the connection before the answer ended.
/// A request that did not ask for a stream gets the whole answer as one JSON body once it is
/// "generated" (what a server does for `stream: false`).
async fn serve(sock: &mut TcpStream, pace: &Pace, streamed: bool) -> bool {
    let (mut rd, mut wr) = sock.split();
    let mut probe = [0u8; 1];
    let answer = async {
        match pace {
            Pace::Frozen => std::future::pending::<()>().await,
            Pace::Tokens { per_sec, content } if !streamed => {
                let tokens = content.chars().count().div_ceil(4);
                tokio::time::sleep(Duration::from_secs_f64(tokens as f64 / per_sec)).await;
                let body = crate::llm_fake::completion(content).to_string();
                let resp = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = wr.write_all(resp.as_bytes()).await;
            }
            Pace::Tokens { per_sec, content } => {
                let head = "HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-cache\r\nconnection: close\r\n\r\n";
                if wr.write_all(head.as_bytes()).await.is_err() {
                    return;
                }
                let gap = Duration::from_secs_f64(1.0 / per_sec);
                let chars: Vec<char> = content.chars().collect();
                for piece in chars.chunks(4) {
                    // The pace of generation, not synchronisation: a token every `gap`.
                    tokio::time::sleep(gap).await;
                    let piece: String = piece.iter().collect();
                    if wr.write_all(chunk(&piece).as_bytes()).await.is_err() {
                        return;
                    }
                }
                let last = json!({"choices": [{"index": 0, "delta": {}, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 50, "completion_tokens": chars.len().div_ceil(4)}});
                let _ = wr.write_all(format!("data: {last}\n\ndata: [DONE]\n\n").as_bytes()).await;
            }
        }
    };
    tokio::select! {
        () = answer => true,
        // The client sends nothing more: a read that ends means it closed the connection.
        _ = rd.read(&mut probe) => false,
    }
}
