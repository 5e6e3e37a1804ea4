//! Discord's 429s are waited out by serenity's own rate limiter — the configuration the bot runs
//! with — and every message is delivered exactly once. serenity ignores the HTTP proxy setting
//! while its rate limiter is on, so these tests reach the fake Discord the way production reaches
//! the real one: `https://discord.com`, resolved to a local TLS front (a test CA and a
//! `discord.com` certificate in fixtures/, valid only for these tests) that forwards to the fake.
//! The 429s carry Discord's real headers (`Retry-After`, `X-RateLimit-*`, global or per route)
//! and JSON body.

use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mashang_core::engine::{Outbox, Reply, ReplyKind};
use mashang_discord::outbox::{self, Target};
use mashang_i18n::Locale;
use serde_json::json;
use serenity::all::{ApplicationId, ChannelId, Http, HttpBuilder};
use tokio::net::{TcpListener, TcpStream};
use tokio_rustls::TlsAcceptor;
use tokio_rustls::rustls::ServerConfig;
use tokio_rustls::rustls::pki_types::pem::PemObject;
use tokio_rustls::rustls::pki_types::{CertificateDer, PrivateKeyDer};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

use crate::discord::{APP, CHANNEL, message_json};

const CA: &[u8] = include_bytes!("fixtures/fake-discord-ca.pem");
const CERT: &[u8] = include_bytes!("fixtures/fake-discord-cert.pem");
const KEY: &[u8] = include_bytes!("fixtures/fake-discord-key.pem");
/// What the 429s ask the client to wait.
const RETRY_AFTER: Duration = Duration::from_secs(1);

/// A TLS endpoint for `discord.com` that forwards every connection to `upstream` (the fake).
async fn tls_front(upstream: SocketAddr) -> SocketAddr {
    let certs = CertificateDer::pem_slice_iter(CERT).collect::<Result<Vec<_>, _>>().unwrap();
    let key = PrivateKeyDer::from_pem_slice(KEY).unwrap();
    let provider = Arc::new(tokio_rustls::rustls::crypto::ring::default_provider());
    let config = ServerConfig::builder_with_provider(provider)
        .with_safe_default_protocol_versions()
        .unwrap()
        .with_no_client_auth()
        .with_single_cert(certs, key)
        .unwrap();
    let acceptor = TlsAcceptor::from(Arc::new(config));
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        while let Ok((tcp, _)) = listener.accept().await {
            let acceptor = acceptor.clone();
            tokio::spawn(async move {
                let Ok(mut tls) = acceptor.accept(tcp).await else { return };
                let Ok(mut up) = TcpStream::connect(upstream).await else { return };
                let _ = tokio::io::copy_bidirectional(&mut tls, &mut up).await;
            });
        }
    });
    addr
}

/// serenity's HTTP client as `serenity::Client` builds it (rate limiter on, no proxy), except
/// that `discord.com` resolves to the TLS front and the test CA is trusted.
async fn production_http(fake: &MockServer) -> Arc<Http> {
    let front = tls_front(*fake.address()).await;
    let client = reqwest::Client::builder()
        .use_rustls_tls()
        .add_root_certificate(reqwest::Certificate::from_pem(CA).unwrap())
        .resolve("discord.com", front)
        .build()
        .unwrap();
    let http = HttpBuilder::new("Bot test-token")
        .client(client)
        .application_id(ApplicationId::new(APP))
        .build();
    assert!(http.ratelimiter.is_some(), "the rate limiter is on, as in production");
    Arc::new(http)
}

/// Answers the first request with Discord's 429 (per route, or global), then `ok`; records when
/// each request arrived.
struct RateLimitedOnce {
    global: bool,
    ok: ResponseTemplate,
    seen: Arc<Mutex<Vec<Instant>>>,
}

impl Respond for RateLimitedOnce {
    fn respond(&self, _: &Request) -> ResponseTemplate {
        let mut seen = self.seen.lock().unwrap();
        seen.push(Instant::now());
        if seen.len() > 1 {
            return self.ok.clone();
        }
        let secs = RETRY_AFTER.as_secs_f64();
        let mut r = ResponseTemplate::new(429)
            .insert_header("retry-after", format!("{}", RETRY_AFTER.as_secs()))
            .set_body_json(json!({
                "message": "You are being rate limited.",
                "retry_after": secs,
                "global": self.global,
            }));
        if self.global {
            r = r
                .insert_header("x-ratelimit-global", "true")
                .insert_header("x-ratelimit-scope", "global");
        } else {
            let reset = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .as_secs_f64()
                + secs;
            r = r
                .insert_header("x-ratelimit-limit", "5")
                .insert_header("x-ratelimit-remaining", "0")
                .insert_header("x-ratelimit-reset", format!("{reset:.3}"))
                .insert_header("x-ratelimit-reset-after", format!("{secs:.3}"))
                .insert_header("x-ratelimit-bucket", "abcd1234")
                .insert_header("x-ratelimit-scope", "user");
        }
        r
    }
}

fn reply(text: &str) -> Reply {
    Reply { kind: ReplyKind::Message, text: text.into(), locale: Locale::En, card: None }
}

/// The gap between the first two requests a responder saw.
fn gap(seen: &Mutex<Vec<Instant>>) -> Duration {
    let seen = seen.lock().unwrap();
    assert_eq!(seen.len(), 2, "one 429, one retry, nothing more");
    seen[1] - seen[0]
}

#[tokio::test]
async fn a_rate_limited_follow_up_is_sent_again_after_retry_after_and_delivered_once() {
    let fake = MockServer::start().await;
    let msg = message_json(CHANNEL, "ok");
    Mock::given(method("PATCH"))
        .and(path_regex(r"^/api/v10/webhooks/\d+/tok-rl/messages/@original$"))
        .respond_with(ResponseTemplate::new(200).set_body_json(msg.clone()))
        .mount(&fake)
        .await;
    let seen = Arc::new(Mutex::new(Vec::new()));
    Mock::given(method("POST"))
        .and(path(format!("/api/v10/webhooks/{APP}/tok-rl")))
        .respond_with(RateLimitedOnce {
            global: false,
            ok: ResponseTemplate::new(200).set_body_json(msg),
            seen: Arc::clone(&seen),
        })
        .mount(&fake)
        .await;
    let http = production_http(&fake).await;
    let target = Target::Interaction {
        token: "tok-rl".into(),
        channel: ChannelId::new(CHANNEL),
        received: Instant::now(),
    };
    let (out, done) = outbox::start(http, target);
    out.send(reply("first: edits the deferred response"));
    out.send(reply("second: a follow-up that meets a 429"));
    drop(out);
    let d = tokio::time::timeout(Duration::from_secs(30), done).await.unwrap().unwrap();

    assert_eq!((d.sent, d.failed), (2, 0));
    assert!(gap(&seen) >= RETRY_AFTER, "waited {:?}, Discord asked {RETRY_AFTER:?}", gap(&seen));
    let reqs = fake.received_requests().await.unwrap();
    let follow_ups: Vec<&Request> =
        reqs.iter().filter(|r| r.url.path() == format!("/api/v10/webhooks/{APP}/tok-rl")).collect();
    assert_eq!(follow_ups.len(), 2);
    assert!(follow_ups.iter().all(|r| String::from_utf8_lossy(&r.body).contains("second")));
    assert_eq!(reqs.len(), 3, "no fallback to the channel, no duplicate: {reqs:?}");
}

#[tokio::test]
async fn a_global_rate_limit_on_a_channel_message_is_waited_out_and_delivered_once() {
    let fake = MockServer::start().await;
    let seen = Arc::new(Mutex::new(Vec::new()));
    Mock::given(method("POST"))
        .and(path(format!("/api/v10/channels/{CHANNEL}/messages")))
        .respond_with(RateLimitedOnce {
            global: true,
            ok: ResponseTemplate::new(200).set_body_json(message_json(CHANNEL, "ok")),
            seen: Arc::clone(&seen),
        })
        .mount(&fake)
        .await;
    let http = production_http(&fake).await;
    let (out, done) = outbox::start(http, Target::Channel(ChannelId::new(CHANNEL)));
    out.send(reply("the daily drill is up"));
    drop(out);
    let d = tokio::time::timeout(Duration::from_secs(30), done).await.unwrap().unwrap();

    assert_eq!((d.sent, d.failed), (1, 0));
    assert!(gap(&seen) >= RETRY_AFTER, "waited {:?}", gap(&seen));
    assert_eq!(fake.received_requests().await.unwrap().len(), 2);
}
