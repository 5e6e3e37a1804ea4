//! A fake Discord on loopback that speaks the real wire protocols, for driving the real `mashang`
//! binary: a REST API (reached through `MASHANG_DISCORD_PROXY_URL`, as a twilight-http-proxy
//! would be) answering every route the bot uses with Discord's response shapes, and a gateway
//! (JSON text frames over a websocket, API v10) that says Hello, checks Identify's token and
//! intents, sends READY, acknowledges heartbeats, accepts Resume, and pushes INTERACTION_CREATE
//! dispatches built like Discord's (slash commands with options, button clicks, modal submits).
//! Tests can cut the gateway connection (close frame or TCP reset) to prove reconnects. Several
//! processes may connect, each as the shards it identifies with (`[id, total]`): a dispatch goes
//! to the live session of the shard its guild belongs to (`(guild_id >> 22) % total`, DMs to
//! shard 0), as Discord routes it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use futures::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, mpsc};
use tokio_tungstenite::WebSocketStream;
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

mod faults;
pub use faults::RateLimit;

pub const TOKEN: &str = "MTIzNDU2Nzg5MDEyMzQ1Njc4.Gfake0.test-token_for-the-fake-gateway";
pub const APP: u64 = 1_300_000_000_000_000_001;
pub const BOT: u64 = APP;
pub const GUILD: u64 = 1_300_000_000_000_000_100;
pub const CHANNEL: u64 = 1_300_000_000_000_000_200;
/// GUILDS | GUILD_MESSAGES | DIRECT_MESSAGES: what the bot asks for without message content.
pub const INTENTS: u64 = 1 | (1 << 9) | (1 << 12);
/// What the fake asks the bot to heartbeat at (short, so tests see heartbeats).
const HEARTBEAT_MS: u64 = 1_000;

/// One REST call the bot made.
#[derive(Debug, Clone)]
pub struct Call {
    pub method: String,
    pub path: String,
    /// The JSON body (for multipart, the `payload_json` part), or `Null`.
    pub body: Value,
    /// The raw body as text (multipart included).
    pub raw: String,
    pub at: Instant,
    /// The status of a fault the test set up that answered this call (a rate limit, a deleted
    /// channel); `None`: answered as Discord answers it.
    pub fault: Option<u16>,
}

/// How to cut the gateway connection.
#[derive(Debug, Clone, Copy)]
pub enum Cut {
    /// A close frame with this code (4000 = unknown error: Discord lets the client resume).
    Close(u16),
    /// The TCP connection is reset (RST, no close frame).
    Reset,
}

enum Frame {
    Dispatch(&'static str, Value),
    Cut(Cut),
}

#[derive(Default)]
pub struct Inner {
    pub calls: Vec<Call>,
    pub identifies: Vec<Value>,
    pub resumes: Vec<Value>,
    pub heartbeats: usize,
    pub connections: usize,
    /// Sessions handed out by READY.
    pub sessions: Vec<String>,
    /// The live connections (READY or RESUMED): connection number, shard, sender.
    live: Vec<(usize, [u64; 2], mpsc::UnboundedSender<Frame>)>,
    /// The shard each session handed out by READY was identified as.
    session_shards: std::collections::HashMap<String, [u64; 2]>,
    /// Message ids deleted in a channel (by a member, in the test): editing one is Discord's
    /// 404 with JSON error code 10008, Unknown Message.
    deleted: Vec<u64>,
    /// Users whose interactions carry Manage Server in their member permissions.
    managers: Vec<u64>,
    /// 429s still to answer, each to the first call matching its method and path.
    limits: Vec<RateLimit>,
    /// Channels deleted: every call on them is Discord's 404 with JSON code 10003.
    deleted_channels: Vec<u64>,
}

impl Inner {
    /// The live session serving events of `guild` (`None`: a DM, shard 0).
    fn serving(&self, guild: Option<u64>) -> Option<&mpsc::UnboundedSender<Frame>> {
        let shard_of = |total: u64| guild.map_or(0, |g| (g >> 22) % total.max(1));
        self.live.iter().find(|(_, [id, total], _)| shard_of(*total) == *id).map(|(_, _, tx)| tx)
    }
}

#[derive(Default)]
struct State {
    inner: Mutex<Inner>,
    changed: Notify,
    ids: AtomicU64,
    ws_url: Mutex<String>,
    /// How long the answer to a command registration (PUT …/commands) is held back: Discord
    /// slow to take it (or rate-limiting it) while interactions already arrive.
    registration_delay: Mutex<Duration>,
}

impl State {
    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(|e| e.into_inner())
    }
    fn id(&self) -> u64 {
        1_300_000_000_000_100_000 + self.ids.fetch_add(1, Ordering::SeqCst)
    }
}

pub struct FakeDiscord {
    /// The REST base URL to give as the proxy.
    pub url: String,
    state: Arc<State>,
    _rest: MockServer,
}

impl FakeDiscord {
    pub async fn start() -> FakeDiscord {
        let state = Arc::new(State::default());
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        *state.ws_url.lock().unwrap() = format!("ws://{}", listener.local_addr().unwrap());
        let gw = Arc::clone(&state);
        tokio::spawn(async move {
            while let Ok((tcp, _)) = listener.accept().await {
                tokio::spawn(connection(Arc::clone(&gw), tcp));
            }
        });
        let rest = MockServer::start().await;
        Mock::given(wiremock::matchers::any())
            .respond_with(Rest(Arc::clone(&state)))
            .mount(&rest)
            .await;
        FakeDiscord { url: rest.uri(), state, _rest: rest }
    }

    /// Reads the recorded state.
    pub fn with<T>(&self, f: impl FnOnce(&Inner) -> T) -> T {
        f(&self.state.lock())
    }

    /// Waits until `pred` holds of the state; panics with `what` after `deadline`.
    pub async fn wait_state(&self, what: &str, deadline: Duration, pred: impl Fn(&Inner) -> bool) {
        let end = Instant::now() + deadline;
        loop {
            let notified = self.state.changed.notified();
            if pred(&self.state.lock()) {
                return;
            }
            let left = end.saturating_duration_since(Instant::now());
            assert!(!left.is_zero(), "fake Discord: timed out waiting for {what}");
            let _ = tokio::time::timeout(left.min(Duration::from_millis(500)), notified).await;
        }
    }

    /// Waits for the first REST call at or after index `from` matching `pred`.
    pub async fn wait_call(
        &self,
        from: usize,
        what: &str,
        deadline: Duration,
        pred: impl Fn(&Call) -> bool,
    ) -> (usize, Call) {
        let found = Mutex::new(None);
        self.wait_state(what, deadline, |i| {
            let hit = i.calls.iter().enumerate().skip(from).find(|(_, c)| pred(c));
            *found.lock().unwrap() = hit.map(|(n, c)| (n, c.clone()));
            hit.is_some()
        })
        .await;
        found.into_inner().unwrap().unwrap()
    }

    /// Sends a dispatch on the current connection, waiting (up to `deadline`) for one to be
    /// READY or RESUMED: an event is never written into a dead or half-open session.
    pub async fn dispatch(&self, t: &'static str, d: Value, deadline: Duration) {
        let end = Instant::now() + deadline;
        let guild = d["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        loop {
            self.wait_state("a live gateway session", deadline, |i| i.serving(guild).is_some())
                .await;
            let tx = self.with(|i| i.serving(guild).cloned());
            if let Some(tx) = tx
                && tx.send(Frame::Dispatch(t, d.clone())).is_ok()
            {
                return;
            }
            assert!(Instant::now() < end, "no live gateway session for {t}");
        }
    }

    /// Holds back the answer to every later command registration for `delay`.
    pub fn delay_registration(&self, delay: Duration) {
        *self.state.registration_delay.lock().unwrap() = delay;
    }

    /// Deletes message `id`, as a member with Manage Messages would in the app.
    pub fn delete_message(&self, id: u64) {
        self.state.lock().deleted.push(id);
        self.state.changed.notify_waiters();
    }

    /// Gives `user` Manage Server: their interactions' member permissions say so.
    pub fn make_manager(&self, user: u64) {
        self.state.lock().managers.push(user);
    }

    /// Cuts the (first) live gateway connection.
    pub fn cut(&self, how: Cut) {
        let mut inner = self.state.lock();
        assert!(!inner.live.is_empty(), "a live gateway connection to cut");
        let (_, _, tx) = inner.live.remove(0);
        tx.send(Frame::Cut(how)).ok();
    }

    /// An INTERACTION_CREATE for a slash command; returns its token.
    pub async fn command(&self, user: u64, channel: Place, name: &str, options: Value) -> String {
        let data = json!({
            "id": self.state.id().to_string(), "name": name, "type": 1, "options": options,
            "guild_id": GUILD.to_string(),
        });
        self.interact(user, channel, 2, data, None).await
    }

    /// A click on a button (`message` is the message that carried it, as the bot sent it).
    pub async fn button(
        &self,
        user: u64,
        channel: Place,
        custom_id: &str,
        message: Value,
    ) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        self.interact(user, channel, 3, data, Some(message)).await
    }

    /// A modal submit with one text input per `(custom_id, value)`.
    pub async fn modal(
        &self,
        user: u64,
        channel: Place,
        custom_id: &str,
        fields: &[(&str, &str)],
    ) -> String {
        let rows: Vec<Value> = fields
            .iter()
            .map(|(id, v)| json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": v}]}))
            .collect();
        let data = json!({"custom_id": custom_id, "components": rows});
        self.interact(user, channel, 5, data, None).await
    }

    async fn interact(
        &self,
        user: u64,
        at: Place,
        kind: u8,
        data: Value,
        msg: Option<Value>,
    ) -> String {
        let id = self.state.id();
        let token = format!("aW50ZXJhY3Rpb246{id}:fake-interaction-token");
        let manager = self.with(|i| i.managers.contains(&user));
        let (channel, channel_type) = match at {
            Place::Channel(c) => (c, 0),
            Place::Thread(t) => (t, 12),
        };
        let mut channel_json = json!({
            "id": channel.to_string(), "type": channel_type, "guild_id": GUILD.to_string(),
            "name": if channel_type == 0 { "interviews".to_string() } else { format!("mashang · {user}") },
            "permissions": "2248473465835073", "nsfw": false, "flags": 0,
            "last_message_id": null, "rate_limit_per_user": 0, "topic": null, "position": 0,
            "parent_id": null,
        });
        if channel_type == 12 {
            channel_json["parent_id"] = json!(CHANNEL.to_string());
            channel_json["thread_metadata"] = json!({"archived": false, "auto_archive_duration": 1440,
                "archive_timestamp": "2025-01-01T00:00:00.000000+00:00", "locked": false});
        }
        let mut d = json!({
            "id": id.to_string(), "application_id": APP.to_string(), "type": kind,
            "data": data, "guild_id": GUILD.to_string(), "channel": channel_json,
            "channel_id": channel.to_string(), "member": member(user, manager), "token": token,
            "version": 1, "app_permissions": "2248473465835073", "locale": "en-US",
            "guild_locale": "en-US", "entitlements": [],
            "authorizing_integration_owners": {"0": GUILD.to_string()}, "context": 0,
            "attachment_size_limit": 10_485_760,
        });
        if let Some(m) = msg {
            d["message"] = m;
        }
        self.dispatch("INTERACTION_CREATE", d, Duration::from_secs(60)).await;
        token
    }
}

/// Where an interaction happens.
#[derive(Debug, Clone, Copy)]
pub enum Place {
    Channel(u64),
    Thread(u64),
}

/// A member whose display name tries every trick: pings, a role mention, a masked link, and
/// bidi and zero-width characters.
pub const HOSTILE: u64 = 1_300_000_000_000_006_666;
pub const HOSTILE_NAME: &str = "@everyone <@&1> [free](https://e.vil) \u{202E}gnp.exe\u{200B}";

pub fn user(id: u64) -> Value {
    let name = if id == HOSTILE { HOSTILE_NAME.to_string() } else { format!("User {id}") };
    json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0",
           "global_name": name, "avatar": null, "public_flags": 0})
}

/// A guild member as an interaction carries it; a manager's permissions add Manage Server.
fn member(id: u64, manager: bool) -> Value {
    let permissions: u64 = 2_248_473_465_835_073 | if manager { 1 << 5 } else { 0 };
    json!({"user": user(id), "roles": [], "joined_at": "2024-05-01T12:00:00.000000+00:00",
           "deaf": false, "mute": false, "flags": 0, "pending": false, "nick": null,
           "avatar": null, "premium_since": null, "communication_disabled_until": null,
           "permissions": permissions.to_string()})
}

/// The id of the fake's DM channel with `user`.
pub fn dm_channel(user: u64) -> u64 {
    user + 7
}

/// A message as Discord returns it from a create/edit.
pub fn message(id: u64, channel: u64, body: &Value) -> Value {
    json!({
        "id": id.to_string(), "channel_id": channel.to_string(),
        "author": {"id": BOT.to_string(), "username": "mashang", "discriminator": "0",
                   "avatar": null, "bot": true, "global_name": null},
        "content": body.get("content").cloned().unwrap_or(json!("")),
        "timestamp": "2025-01-01T00:00:00.000000+00:00", "edited_timestamp": null,
        "tts": false, "mention_everyone": false, "mentions": [], "mention_roles": [],
        "attachments": [], "embeds": body.get("embeds").cloned().unwrap_or(json!([])),
        "components": body.get("components").cloned().unwrap_or(json!([])),
        "pinned": false, "type": 0, "flags": 0, "webhook_id": null
    })
}

/// The REST side.
struct Rest(Arc<State>);

impl Respond for Rest {
    fn respond(&self, req: &Request) -> ResponseTemplate {
        let raw = String::from_utf8_lossy(&req.body).to_string();
        let body = serde_json::from_slice(&req.body).unwrap_or_else(|_| multipart_json(&raw));
        let method = req.method.to_string();
        let path = req.url.path().to_string();
        let authorized = req
            .headers
            .get("authorization")
            .is_some_and(|v| v.to_str().ok() == Some(&format!("Bot {TOKEN}")));
        let fault = self.fault(&method, &path);
        let reply = match &fault {
            Some((_, r)) => r.clone(),
            None if path.starts_with("/api/v10/interactions/") || authorized => {
                self.route(&method, &path, &body)
            }
            None => ResponseTemplate::new(401)
                .set_body_json(json!({"message": "401: Unauthorized", "code": 0})),
        };
        let fault = fault.map(|(status, _)| status);
        let mut inner = self.0.lock();
        // Like Discord, a message create repeating an enforced nonce already seen on the channel
        // returns the earlier message and creates nothing (a refused call created nothing).
        let nonce = body.get("nonce").filter(|_| body["enforce_nonce"] == true).cloned();
        let repeated = nonce.is_some_and(|n| {
            inner.calls.iter().any(|c| {
                c.fault.is_none() && c.method == method && c.path == path && c.body["nonce"] == n
            })
        });
        if !repeated {
            inner.calls.push(Call { method, path, body, raw, at: Instant::now(), fault });
        }
        drop(inner);
        self.0.changed.notify_waiters();
        reply
    }
}

impl Rest {
    fn route(&self, method: &str, path: &str, body: &Value) -> ResponseTemplate {
        let ok = |v: Value| ResponseTemplate::new(200).set_body_json(v);
        let parts: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
        let url = self.0.ws_url.lock().unwrap().clone();
        match (method, parts.as_slice()) {
            ("GET", ["gateway"]) => ok(json!({"url": url})),
            ("GET", ["gateway", "bot"]) => {
                ok(json!({"url": url, "shards": 1, "session_start_limit":
                {"total": 1000, "remaining": 999, "reset_after": 14_400_000, "max_concurrency": 1}}))
            }
            ("GET", ["oauth2", "applications", "@me"]) => ok(json!({
                "id": APP.to_string(), "name": "mashang", "icon": null, "description": "",
                "bot_public": true, "bot_require_code_grant": false, "verify_key": "00",
                "flags": 0, "team": null, "owner": user(1_300_000_000_000_000_002)})),
            ("PUT", ["applications", _, "commands"]) => {
                let echo: Vec<Value> = body
                    .as_array()
                    .map(|cmds| {
                        cmds.iter()
                            .map(|c| {
                                let mut c = c.clone();
                                c["id"] = json!(self.0.id().to_string());
                                c["application_id"] = json!(APP.to_string());
                                c["version"] = json!(self.0.id().to_string());
                                if c.get("type").is_none() {
                                    c["type"] = json!(1);
                                }
                                c
                            })
                            .collect()
                    })
                    .unwrap_or_default();
                let delay = *self.0.registration_delay.lock().unwrap();
                ok(Value::Array(echo)).set_delay(delay)
            }
            ("POST", ["interactions", _, _, "callback"]) => ResponseTemplate::new(204),
            ("PATCH", ["webhooks", _, _, "messages", "@original"])
            | ("POST", ["webhooks", _, _]) => ok(message(self.0.id(), CHANNEL, body)),
            ("POST", ["channels", parent, "threads"]) => {
                let id = self.0.id();
                ResponseTemplate::new(201).set_body_json(json!({
                    "id": id.to_string(), "type": 12, "guild_id": GUILD.to_string(),
                    "parent_id": parent, "owner_id": BOT.to_string(),
                    "name": body["name"], "position": 0, "permission_overwrites": [], "nsfw": false,
                    "rate_limit_per_user": 0, "flags": 0, "member_count": 1, "message_count": 0,
                    "thread_metadata": {"archived": false, "auto_archive_duration": 1440, "locked": false,
                        "invitable": false, "archive_timestamp": "2025-01-01T00:00:00.000000+00:00"}
                }))
            }
            ("PUT", ["channels", _, "thread-members", _]) => ResponseTemplate::new(204),
            ("POST", ["channels", channel, "messages"]) => {
                ok(message(self.0.id(), channel.parse().unwrap_or(0), body))
            }
            ("PATCH", ["channels", _, "messages", id])
            | ("PUT" | "DELETE", ["channels", _, "pins", id])
            | ("PUT" | "DELETE", ["channels", _, "messages", "pins", id])
                if self.0.lock().deleted.contains(&id.parse().unwrap_or(0)) =>
            {
                ResponseTemplate::new(404)
                    .set_body_json(json!({"message": "Unknown Message", "code": 10008}))
            }
            ("PATCH", ["channels", channel, "messages", id]) => {
                ok(message(id.parse().unwrap_or(0), channel.parse().unwrap_or(0), body))
            }
            // Pinning and unpinning: 204 No Content (the older and the current route).
            ("PUT" | "DELETE", ["channels", _, "pins", _])
            | ("PUT" | "DELETE", ["channels", _, "messages", "pins", _]) => {
                ResponseTemplate::new(204)
            }
            // A DM channel: one per user, its id derived from theirs.
            ("POST", ["users", "@me", "channels"]) => {
                let id = &body["recipient_id"];
                let to = id.as_str().and_then(|s| s.parse().ok()).or(id.as_u64()).unwrap_or(0);
                ok(json!({"id": dm_channel(to).to_string(), "type": 1, "last_message_id": null,
                          "recipients": [user(to)]}))
            }
            _ => ResponseTemplate::new(404)
                .set_body_json(json!({"message": "404: Not Found", "code": 0})),
        }
    }
}

/// The `payload_json` part of a multipart body.
fn multipart_json(raw: &str) -> Value {
    raw.split("name=\"payload_json\"")
        .nth(1)
        .and_then(|rest| rest.split("\r\n\r\n").nth(1))
        .and_then(|part| part.split("\r\n--").next())
        .and_then(|json| serde_json::from_str(json).ok())
        .unwrap_or(Value::Null)
}

/// One gateway connection, from Hello to its end.
async fn connection(state: Arc<State>, tcp: TcpStream) {
    let Ok(mut ws) = tokio_tungstenite::accept_async(tcp).await else { return };
    let conn = {
        let mut inner = state.lock();
        inner.connections += 1;
        inner.connections
    };
    state.changed.notify_waiters();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let mut seq = 0u64;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": HEARTBEAT_MS}, "s": null, "t": null});
    if send(&mut ws, &hello).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = ws.next() => {
                let Some(Ok(Message::Text(text))) = frame else { break };
                let Ok(p) = serde_json::from_str::<Value>(&text) else {
                    let _ = close(&mut ws, 4002).await;
                    break;
                };
                match p["op"].as_u64() {
                    Some(1) => {
                        state.lock().heartbeats += 1;
                        if send(&mut ws, &json!({"op": 11, "d": null, "s": null, "t": null})).await.is_err() {
                            break;
                        }
                    }
                    Some(2) => {
                        state.lock().identifies.push(p["d"].clone());
                        let d = &p["d"];
                        let token_ok = d["token"].as_str().map(|t| t.trim_start_matches("Bot ")) == Some(TOKEN);
                        if !token_ok {
                            let _ = close(&mut ws, 4004).await;
                            break;
                        }
                        if d["intents"].as_u64() != Some(INTENTS) {
                            let _ = close(&mut ws, 4014).await;
                            break;
                        }
                        let session = format!("fake-session-{conn}");
                        let shard = match d["shard"].as_array().map(|a| (a[0].as_u64(), a[1].as_u64())) {
                            Some((Some(id), Some(total))) => [id, total],
                            _ => [0, 1],
                        };
                        state.lock().session_shards.insert(session.clone(), shard);
                        seq += 1;
                        let url = state.ws_url.lock().unwrap().clone();
                        let ready = json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10, "user": {"id": BOT.to_string(), "username": "mashang", "discriminator": "0",
                                "global_name": null, "avatar": null, "bot": true, "verified": true,
                                "mfa_enabled": false, "flags": 0, "email": null},
                            "guilds": [{"id": GUILD.to_string(), "unavailable": true}],
                            "session_id": session, "resume_gateway_url": url,
                            "shard": shard, "private_channels": [], "presences": [], "relationships": [],
                            "geo_ordered_rtc_regions": ["hongkong"], "guild_join_requests": [],
                            "user_settings": {},
                            "application": {"id": APP.to_string(), "flags": 8_953_856}}});
                        if send(&mut ws, &ready).await.is_err() {
                            break;
                        }
                        go_live(&state, conn, shard, &tx, Some(session));
                    }
                    Some(6) => {
                        state.lock().resumes.push(p["d"].clone());
                        let known = p["d"]["session_id"].as_str()
                            .is_some_and(|s| state.lock().sessions.iter().any(|k| k == s));
                        if !known || p["d"]["token"].as_str().map(|t| t.trim_start_matches("Bot ")) != Some(TOKEN) {
                            let _ = send(&mut ws, &json!({"op": 9, "d": false, "s": null, "t": null})).await;
                            continue;
                        }
                        seq = p["d"]["seq"].as_u64().unwrap_or(0) + 1;
                        let shard = p["d"]["session_id"].as_str()
                            .and_then(|s| state.lock().session_shards.get(s).copied())
                            .unwrap_or([0, 1]);
                        let resumed = json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}});
                        if send(&mut ws, &resumed).await.is_err() {
                            break;
                        }
                        go_live(&state, conn, shard, &tx, None);
                    }
                    _ => {}
                }
            }
            Some(frame) = rx.recv() => match frame {
                Frame::Dispatch(t, d) => {
                    seq += 1;
                    if send(&mut ws, &json!({"op": 0, "t": t, "s": seq, "d": d})).await.is_err() {
                        break;
                    }
                }
                Frame::Cut(Cut::Close(code)) => {
                    let _ = close(&mut ws, code).await;
                    break;
                }
                Frame::Cut(Cut::Reset) => {
                    let _ = ws.get_ref().set_zero_linger();
                    break;
                }
            },
        }
    }
    state.lock().live.retain(|(c, _, _)| *c != conn);
}

fn go_live(
    state: &State,
    conn: usize,
    shard: [u64; 2],
    tx: &mpsc::UnboundedSender<Frame>,
    session: Option<String>,
) {
    let mut inner = state.lock();
    inner.sessions.extend(session);
    // A new session of a shard replaces its old one (a reconnect whose old socket lingers).
    inner.live.retain(|(_, s, _)| *s != shard);
    inner.live.push((conn, shard, tx.clone()));
    drop(inner);
    state.changed.notify_waiters();
}

async fn send(ws: &mut WebSocketStream<TcpStream>, v: &Value) -> Result<(), ()> {
    ws.send(Message::Text(v.to_string())).await.map_err(|_| ())
}

async fn close(ws: &mut WebSocketStream<TcpStream>, code: u16) -> Result<(), ()> {
    let frame = CloseFrame { code: code.into(), reason: "fake gateway".into() };
    ws.close(Some(frame)).await.map_err(|_| ())
}
