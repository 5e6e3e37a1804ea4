//! A fake Telegram Bot API server on loopback that speaks the real wire protocol (JSON and
//! multipart requests to `/bot<token>/<method>`, file downloads from `/file/bot<token>/<path>`),
//! with long-polled `getUpdates` that honours `offset` the way Telegram does. Tests push user
//! updates in, read what the bot sent, and can make chosen requests fail (429, dropped
//! connections) to prove nothing is lost.

use std::collections::{HashMap, VecDeque};
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use http_body_util::{BodyExt, Full};
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::sync::Notify;

mod files;
mod wire;
use wire::{chat_id, error, message_json, ok, params};

pub const TOKEN: &str = "123456:TEST-token_for-fake";
pub const BOT_ID: i64 = 777;
pub const BOT_NAME: &str = "mashang_test_bot";

/// One request the bot made that shows something to a user.
#[derive(Debug, Clone)]
pub struct Sent {
    pub method: String,
    pub chat: i64,
    pub message_id: i64,
    /// Message text or document caption, as sent (HTML).
    pub text: String,
    pub parse_mode: Option<String>,
    pub markup: Option<Value>,
    /// Name of the uploaded file, for `sendDocument`.
    pub file_name: Option<String>,
}

impl Sent {
    /// Callback data of every button.
    pub fn buttons(&self) -> Vec<String> {
        let Some(rows) = self.markup.as_ref().and_then(|m| m["inline_keyboard"].as_array()) else {
            return Vec::new();
        };
        rows.iter()
            .flat_map(|r| r.as_array().cloned().unwrap_or_default())
            .filter_map(|b| b["callback_data"].as_str().map(str::to_string))
            .collect()
    }
}

/// A user whose first name tries every trick: a ping, markup, a bidi override and zero-width
/// characters (Telegram lets anyone choose such a name).
pub const HOSTILE: i64 = 6666;
pub const HOSTILE_NAME: &str = "@everyone <b>x</b> \u{202E}gnp.exe\u{200B}\u{2066}";

/// A failure to inject into the next call of a method.
#[derive(Debug, Clone, Copy)]
pub enum Fault {
    /// `429 Too Many Requests` with `retry_after`.
    RetryAfter(u32),
    /// The connection is closed without an answer.
    Drop,
    /// `400 Bad Request` with this description (not retried: the call failed for good).
    BadRequest(&'static str),
}

/// How a chat answers every request addressed to it from now on.
#[derive(Debug, Clone, Copy)]
pub enum ChatFault {
    /// The group was upgraded to this supergroup: `400` with `parameters.migrate_to_chat_id`.
    Migrated(i64),
    /// The bot was removed from the group: `403 Forbidden: bot was kicked from the supergroup chat`.
    Kicked,
}

#[derive(Default)]
struct Inner {
    updates: VecDeque<(i64, Value)>,
    next_update: i64,
    next_message: i64,
    /// Highest `offset` a `getUpdates` has confirmed.
    confirmed: i64,
    sent: Vec<Sent>,
    calls: Vec<(String, Value)>,
    files: HashMap<String, (String, Vec<u8>)>,
    /// Set: files are kept on disk under this directory and `getFile` gives absolute paths, as a
    /// local Bot API server (`--local`) does; its HTTP file endpoint then serves nothing.
    local_dir: Option<(std::path::PathBuf, std::path::PathBuf)>,
    faults: HashMap<String, VecDeque<Fault>>,
    /// Chats that refuse every request addressed to them (the attempt is still recorded).
    chat_faults: HashMap<i64, ChatFault>,
    /// Users `getChatMember` reports as the group's creator (everyone else is a member).
    owners: Vec<i64>,
    /// Bytes of the file uploaded (as multipart/form-data) with each sent message, by message id.
    uploads: HashMap<i64, Vec<u8>>,
    /// Messages deleted in the chat (by a member, in the test): editing or pinning one fails as
    /// Telegram fails it.
    deleted: Vec<(i64, i64)>,
}

#[derive(Default)]
struct State {
    inner: Mutex<Inner>,
    new_update: Notify,
    changed: Notify,
}

pub struct FakeTelegram {
    pub url: String,
    state: Arc<State>,
    task: tokio::task::JoinHandle<()>,
}

impl Drop for FakeTelegram {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl FakeTelegram {
    pub async fn start() -> FakeTelegram {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr: SocketAddr = listener.local_addr().unwrap();
        let state = Arc::new(State::default());
        state.inner.lock().unwrap().next_update = 1000;
        state.inner.lock().unwrap().next_message = 1;
        let served = Arc::clone(&state);
        let task = tokio::spawn(async move {
            loop {
                let Ok((stream, _)) = listener.accept().await else { continue };
                let state = Arc::clone(&served);
                tokio::spawn(async move {
                    let svc = service_fn(move |req| serve(Arc::clone(&state), req));
                    let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), svc).await;
                });
            }
        });
        FakeTelegram { url: format!("http://{addr}"), state, task }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.state.inner.lock().unwrap()
    }

    /// Queues an update; returns its id.
    pub fn push(&self, kind: &str, payload: Value) -> i64 {
        let id = {
            let mut s = self.lock();
            let id = s.next_update;
            s.next_update += 1;
            s.updates.push_back((id, json!({ "update_id": id, kind: payload })));
            id
        };
        self.state.new_update.notify_waiters();
        id
    }

    fn next_message_id(&self) -> i64 {
        let mut s = self.lock();
        s.next_message += 1;
        s.next_message
    }

    fn user(user: i64, lang: &str) -> Value {
        let name = if user == HOSTILE { HOSTILE_NAME.to_string() } else { format!("U{user}") };
        json!({"id": user, "is_bot": false, "first_name": name, "language_code": lang})
    }

    fn private(user: i64) -> Value {
        json!({"id": user, "type": "private", "first_name": format!("U{user}")})
    }

    /// A private text message from `user`, with optional entities.
    pub fn text(&self, user: i64, lang: &str, text: &str, entities: Option<Value>) -> i64 {
        let mut m = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": Self::private(user), "from": Self::user(user, lang), "text": text,
        });
        if let Some(e) = entities {
            m["entities"] = e;
        } else if text.starts_with('/') {
            let len = text.split_whitespace().next().unwrap_or("").encode_utf16().count();
            m["entities"] = json!([{"type": "bot_command", "offset": 0, "length": len}]);
        }
        self.push("message", m)
    }

    /// A message in a group chat.
    pub fn group_text(&self, user: i64, group: i64, text: &str) -> i64 {
        let m = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": {"id": group, "type": "supergroup", "title": "Study group"},
            "from": Self::user(user, "en"), "text": text,
        });
        self.push("message", m)
    }

    /// A group message in which `shown` (ASCII) mentions user `whom` as Telegram's clients
    /// mention a user without a username: a `text_mention` entity carrying their id.
    pub fn group_text_mentioning(
        &self,
        user: i64,
        group: i64,
        text: &str,
        shown: &str,
        whom: i64,
    ) -> i64 {
        let offset = text.find(shown).expect("the mention is in the text");
        let m = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": {"id": group, "type": "supergroup", "title": "Study group"},
            "from": Self::user(user, "en"), "text": text,
            "entities": [{"type": "text_mention", "offset": offset, "length": shown.len(),
                          "user": Self::user(whom, "en")}],
        });
        self.push("message", m)
    }

    /// A press of the button `data` under the bot's message `on`.
    pub fn press(&self, user: i64, on: &Sent, data: &str) -> i64 {
        // Negative ids are groups, as on Telegram.
        let chat = if on.chat < 0 {
            json!({"id": on.chat, "type": "supergroup", "title": "Study group"})
        } else {
            Self::private(on.chat)
        };
        let q = json!({
            "id": format!("cb-{}", self.next_message_id()),
            "from": Self::user(user, "en"),
            "chat_instance": "ci",
            "data": data,
            "message": {
                "message_id": on.message_id, "date": 1_700_000_000, "chat": chat,
                "from": {"id": BOT_ID, "is_bot": true, "first_name": "bot", "username": BOT_NAME},
                "text": on.text,
            },
        });
        self.push("callback_query", q)
    }

    /// Makes `user` an owner of every group (for `getChatMember`).
    pub fn make_owner(&self, user: i64) {
        self.lock().owners.push(user);
    }

    /// Deletes message `id` in `chat`, as a member or admin would in the app.
    pub fn delete_message(&self, chat: i64, id: i64) {
        self.lock().deleted.push((chat, id));
    }

    /// Makes every later request addressed to `chat` fail with `fault`.
    pub fn fail_chat(&self, chat: i64, fault: ChatFault) {
        self.lock().chat_faults.insert(chat, fault);
    }

    /// `chat` answers requests again (the bot was added back).
    pub fn heal_chat(&self, chat: i64) {
        self.lock().chat_faults.remove(&chat);
    }

    /// Upgrades group `old` to supergroup `new` as Telegram does: requests to `old` fail with
    /// the migrate error from now on, and the two service messages arrive (`migrate_to_chat_id`
    /// in the old group, `migrate_from_chat_id` in the new one), sent by `user`.
    pub fn upgrade_group(&self, user: i64, old: i64, new: i64) {
        self.fail_chat(old, ChatFault::Migrated(new));
        let from = Self::user(user, "en");
        let to = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": {"id": old, "type": "group", "title": "Study group"},
            "from": from, "migrate_to_chat_id": new,
        });
        self.push("message", to);
        let back = json!({
            "message_id": self.next_message_id(), "date": 1_700_000_000,
            "chat": {"id": new, "type": "supergroup", "title": "Study group"},
            "from": from, "migrate_from_chat_id": old,
        });
        self.push("message", back);
    }

    /// Makes the next call of `method` fail with `fault`.
    pub fn fail_next(&self, method: &str, fault: Fault) {
        self.lock().faults.entry(method.to_string()).or_default().push_back(fault);
    }

    /// The file uploaded in a multipart request with `sent` (`sendPhoto`, `sendDocument`).
    pub fn upload(&self, sent: &Sent) -> Option<Vec<u8>> {
        self.lock().uploads.get(&sent.message_id).cloned()
    }

    /// Everything sent so far.
    pub fn sent(&self) -> Vec<Sent> {
        self.lock().sent.clone()
    }

    /// Every API call so far (method, parameters).
    pub fn calls(&self, method: &str) -> Vec<Value> {
        self.lock().calls.iter().filter(|(m, _)| m == method).map(|(_, v)| v.clone()).collect()
    }

    /// The highest offset confirmed by `getUpdates`.
    pub fn confirmed(&self) -> i64 {
        self.lock().confirmed
    }

    /// Waits (up to `deadline`) for the first sent item after index `from` that matches.
    pub async fn wait_for(
        &self,
        from: usize,
        deadline: Duration,
        what: &str,
        pred: impl Fn(&Sent) -> bool,
    ) -> (usize, Sent) {
        let end = Instant::now() + deadline;
        loop {
            let changed = self.state.changed.notified();
            if let Some((i, s)) =
                self.lock().sent.iter().enumerate().skip(from).find(|(_, s)| pred(s))
            {
                return (i, s.clone());
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, changed).await.is_err() {
                let all: Vec<String> = self
                    .sent()
                    .iter()
                    .map(|s| {
                        let file = s.file_name.as_deref().unwrap_or("");
                        format!("{} {} {file}: {}", s.method, s.chat, s.text)
                    })
                    .collect();
                panic!("timed out waiting for {what}; sent so far:\n{}", all.join("\n"));
            }
        }
    }

    /// Waits until a call of `method` satisfies `pred`.
    /// Waits (up to `deadline`) until a `getUpdates` has confirmed update `id` (its offset passed it).
    pub async fn wait_confirmed(&self, id: i64, deadline: Duration) {
        let end = Instant::now() + deadline;
        loop {
            let changed = self.state.changed.notified();
            if self.confirmed() > id {
                return;
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, changed).await.is_err() {
                panic!("update {id} was never confirmed (offset {})", self.confirmed());
            }
        }
    }

    pub async fn wait_call(&self, method: &str, deadline: Duration, pred: impl Fn(&Value) -> bool) {
        let end = Instant::now() + deadline;
        loop {
            let changed = self.state.changed.notified();
            if self.calls(method).iter().any(&pred) {
                return;
            }
            let left = end.saturating_duration_since(Instant::now());
            if left.is_zero() || tokio::time::timeout(left, changed).await.is_err() {
                panic!("timed out waiting for a {method} call");
            }
        }
    }
}

async fn serve(
    state: Arc<State>,
    req: Request<Incoming>,
) -> Result<Response<Full<Bytes>>, std::io::Error> {
    let path = req.uri().path().to_string();
    let content_type =
        req.headers().get("content-type").and_then(|v| v.to_str().ok()).unwrap_or("").to_string();
    let body = req.into_body().collect().await.map(|b| b.to_bytes()).unwrap_or_default();
    if let Some(file) = path.strip_prefix(&format!("/file/bot{TOKEN}/")) {
        return Ok(files::serve(&state.inner.lock().unwrap(), file));
    }
    let Some(method) = path.strip_prefix(&format!("/bot{TOKEN}/")) else {
        return Ok(error(
            StatusCode::UNAUTHORIZED,
            json!({"ok": false, "error_code": 401, "description": "Unauthorized"}),
        ));
    };
    // Method names are case-insensitive (teloxide sends `GetMe`); record them as documented.
    let mut method = method.to_string();
    if let Some(first) = method.get(..1).map(str::to_ascii_lowercase) {
        method.replace_range(..1, &first);
    }
    let (p, upload) = params(&content_type, &body);
    let fault = state.inner.lock().unwrap().faults.get_mut(&method).and_then(VecDeque::pop_front);
    match fault {
        Some(Fault::RetryAfter(secs)) => {
            return Ok(error(
                StatusCode::TOO_MANY_REQUESTS,
                json!({"ok": false, "error_code": 429,
                       "description": format!("Too Many Requests: retry after {secs}"),
                       "parameters": {"retry_after": secs}}),
            ));
        }
        Some(Fault::Drop) => return Err(std::io::Error::other("dropped by the fake")),
        Some(Fault::BadRequest(why)) => {
            return Ok(error(
                StatusCode::BAD_REQUEST,
                json!({"ok": false, "error_code": 400, "description": format!("Bad Request: {why}")}),
            ));
        }
        None => {}
    }
    if method == "getUpdates" {
        return Ok(get_updates(&state, &p).await);
    }
    if let Some(refused) = chat_fault(&state, &method, &p) {
        state.changed.notify_waiters();
        return Ok(refused);
    }
    let response = {
        let mut s = state.inner.lock().unwrap();
        s.calls.push((method.clone(), p.clone()));
        let text = p["text"].as_str().or(p["caption"].as_str()).unwrap_or("").to_string();
        let chat = chat_id(&p["chat_id"]);
        let record = |s: &mut Inner, id: i64, document: Option<(String, Vec<u8>)>| {
            if let Some((_, bytes)) = &document {
                s.uploads.insert(id, bytes.clone());
            }
            s.sent.push(Sent {
                method: method.clone(),
                chat,
                message_id: id,
                text: text.clone(),
                parse_mode: p["parse_mode"].as_str().map(str::to_string),
                markup: p.get("reply_markup").cloned(),
                file_name: document.map(|(name, _)| name),
            })
        };
        match method.as_str() {
            "getMe" => ok(json!({"id": BOT_ID, "is_bot": true, "first_name": "Mashang",
                                 "username": BOT_NAME, "can_join_groups": true,
                                 "can_read_all_group_messages": false,
                                 "supports_inline_queries": false,
                                 "can_connect_to_business": false,
                                 "has_main_web_app": false})),
            "sendMessage" | "sendDocument" | "sendPhoto" => {
                s.next_message += 1;
                let id = s.next_message;
                record(&mut s, id, upload);
                ok(message_json(id, chat, &text))
            }
            "editMessageText" => {
                let id = p["message_id"].as_i64().unwrap_or(0);
                if s.deleted.contains(&(chat, id)) || id <= 0 || id > s.next_message {
                    error(
                        StatusCode::BAD_REQUEST,
                        json!({"ok": false, "error_code": 400,
                               "description": "Bad Request: message to edit not found"}),
                    )
                } else {
                    record(&mut s, id, None);
                    ok(message_json(id, chat, &text))
                }
            }
            "pinChatMessage" | "unpinChatMessage" => {
                let id = p["message_id"].as_i64().unwrap_or(0);
                if s.deleted.contains(&(chat, id)) {
                    let what = if method == "pinChatMessage" { "pin" } else { "unpin" };
                    error(
                        StatusCode::BAD_REQUEST,
                        json!({"ok": false, "error_code": 400,
                               "description": format!("Bad Request: message to {what} not found")}),
                    )
                } else {
                    ok(json!(true))
                }
            }
            "getFile" => files::get_file(&s, p["file_id"].as_str().unwrap_or("")),
            "getChatMember" => {
                let user = p["user_id"].as_i64().unwrap_or(0);
                let who = json!({"id": user, "is_bot": false, "first_name": format!("U{user}")});
                if s.owners.contains(&user) {
                    ok(json!({"user": who, "status": "creator", "is_anonymous": false}))
                } else {
                    ok(json!({"user": who, "status": "member"}))
                }
            }
            "getWebhookInfo" => ok(json!({"url": "", "has_custom_certificate": false,
                                          "pending_update_count": 0})),
            _ => ok(json!(true)),
        }
    };
    state.changed.notify_waiters();
    Ok(response)
}

/// The answer of a chat that refuses requests (see [`ChatFault`]), the attempt recorded.
fn chat_fault(state: &State, method: &str, p: &Value) -> Option<Response<Full<Bytes>>> {
    let mut s = state.inner.lock().unwrap();
    let fault = *s.chat_faults.get(&chat_id(&p["chat_id"]))?;
    s.calls.push((method.to_string(), p.clone()));
    Some(match fault {
        ChatFault::Migrated(to) => error(
            StatusCode::BAD_REQUEST,
            json!({"ok": false, "error_code": 400,
                   "description": "Bad Request: group chat was upgraded to a supergroup chat",
                   "parameters": {"migrate_to_chat_id": to}}),
        ),
        ChatFault::Kicked => error(
            StatusCode::FORBIDDEN,
            json!({"ok": false, "error_code": 403,
                   "description": "Forbidden: bot was kicked from the supergroup chat"}),
        ),
    })
}

async fn get_updates(state: &State, p: &Value) -> Response<Full<Bytes>> {
    let offset = p["offset"].as_i64().unwrap_or(0);
    let timeout = Duration::from_secs(p["timeout"].as_u64().unwrap_or(0));
    let limit = p["limit"].as_u64().unwrap_or(100) as usize;
    let end = Instant::now() + timeout;
    loop {
        let notified = state.new_update.notified();
        {
            let mut s = state.inner.lock().unwrap();
            // Like Telegram: an offset confirms (forgets) every update below it.
            if offset > s.confirmed {
                while s.updates.front().is_some_and(|(id, _)| *id < offset) {
                    s.updates.pop_front();
                }
                s.confirmed = offset;
                state.changed.notify_waiters();
            }
            let batch: Vec<Value> = s.updates.iter().take(limit).map(|(_, u)| u.clone()).collect();
            if !batch.is_empty() || Instant::now() >= end {
                drop(s);
                state.changed.notify_waiters();
                return ok(Value::Array(batch));
            }
        }
        let _ = tokio::time::timeout(end.saturating_duration_since(Instant::now()), notified).await;
    }
}
