//! Turns: each message that reaches the engine runs as its own task, so the dispatcher never waits
//! on a judge. A user's turns still run in arrival order (a lane of chained completions), and the
//! replies of a turn stream out as the engine produces them, through a per-turn delivery task.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use dashmap::DashMap;
use teloxide::prelude::*;
use teloxide::types::InlineKeyboardMarkup;
use tokio::sync::{Notify, mpsc, oneshot};

use crate::adapters::telegram::render::{self, Outgoing};
use crate::adapters::telegram::{Shared, keyboard, send};
use crate::core::engine::{Outbox, Reply, VecOutbox};
use crate::core::i18n::{Locale, t};
use crate::core::input::MAX_CODE_BYTES;
use crate::core::interviewer::{Level, Role};
use crate::core::session::UserKey;

/// What a turn asks of the engine.
#[derive(Debug, Clone)]
pub enum Work {
    /// `Engine::handle` with this text.
    Handle(String),
    /// `/start`: open the conversation; offer the role picker when no interview runs.
    Open,
    /// The picker's last button.
    Start(Role, Level, String),
    /// A source file to download and submit.
    Document { file_id: String, language: &'static str, note: Option<String> },
}

/// A user on Telegram.
pub fn user_key(user: u64) -> UserKey {
    UserKey::new("telegram", &user.to_string())
}

enum Item {
    Reply(Reply),
    /// A message of the adapter's own (a picker).
    Html(String, Option<InlineKeyboardMarkup>),
    /// The turn is over; the held-back last message gets this keyboard.
    End(Option<InlineKeyboardMarkup>),
}

struct ChannelOutbox(mpsc::UnboundedSender<Item>);

impl Outbox for ChannelOutbox {
    fn send(&self, reply: Reply) {
        // The delivery task outlives the turn, so the channel is open while the engine speaks.
        let _ = self.0.send(Item::Reply(reply));
    }
}

/// Per-user ordering: each turn waits for the previous one's completion signal.
#[derive(Default)]
pub struct Lanes(DashMap<u64, oneshot::Receiver<()>>);

impl Lanes {
    fn enter(&self, user: u64) -> (Option<oneshot::Receiver<()>>, oneshot::Sender<()>) {
        let (tx, rx) = oneshot::channel();
        (self.0.insert(user, rx), tx)
    }
}

/// Counts turns in flight, so shutdown can let them finish.
#[derive(Default)]
pub struct Inflight {
    count: AtomicUsize,
    idle: Notify,
}

pub struct InflightGuard(Arc<Inflight>);

impl Drop for InflightGuard {
    fn drop(&mut self) {
        if self.0.count.fetch_sub(1, Ordering::AcqRel) == 1 {
            self.0.idle.notify_waiters();
        }
    }
}

impl Inflight {
    pub fn enter(self: &Arc<Self>) -> InflightGuard {
        self.count.fetch_add(1, Ordering::AcqRel);
        InflightGuard(Arc::clone(self))
    }

    /// Waits until no turn runs, at most `limit`.
    pub async fn wait_idle(&self, limit: Duration) {
        let _ = tokio::time::timeout(limit, async {
            while self.count.load(Ordering::Acquire) > 0 {
                let idle = self.idle.notified();
                if self.count.load(Ordering::Acquire) == 0 {
                    break;
                }
                idle.await;
            }
        })
        .await;
    }
}

/// A turn to run for `user` in the private `chat`.
pub struct Turn {
    pub update: u32,
    pub user: u64,
    pub chat: ChatId,
    /// Telegram's idea of the user's language, for a user the engine has never seen.
    pub hint: Option<Locale>,
    pub work: Work,
    /// Runs in the user's lane (in order); `false` for read-only commands that may overtake a
    /// running judge (`/help`, `/report`, `/history`).
    pub ordered: bool,
}

/// Starts a turn without waiting for it.
pub fn spawn(shared: Arc<Shared>, turn: Turn) {
    let guard = shared.inflight.enter();
    let lane = turn.ordered.then(|| shared.lanes.enter(turn.user));
    tokio::spawn(async move {
        let _guard = guard;
        let done = match lane {
            Some((previous, done)) => {
                if let Some(p) = previous {
                    let _ = p.await;
                }
                Some(done)
            }
            None => None,
        };
        run(&shared, turn).await;
        drop(done);
    });
}

async fn run(shared: &Arc<Shared>, turn: Turn) {
    let (tx, rx) = mpsc::unbounded_channel();
    let delivery = tokio::spawn(deliver(Arc::clone(shared), turn.user, turn.chat, rx));
    let out = ChannelOutbox(tx.clone());
    let key = user_key(turn.user);
    let engine = &shared.engine;
    if turn.ordered {
        align_locale(shared, &key, turn.user, turn.hint).await;
    }
    match turn.work {
        Work::Handle(text) => {
            shared.acks.started(turn.update);
            engine.handle(&key, &text, &out).await;
        }
        Work::Open => {
            shared.acks.started(turn.update);
            if !engine.open(&key, &out).await {
                let (html, kb) = keyboard::roles(shared.locale(turn.user));
                let _ = tx.send(Item::Html(html, Some(kb)));
            }
        }
        Work::Start(role, level, language) => {
            shared.acks.started(turn.update);
            engine.start(&key, Some(role), Some(level), Some(language), &out).await;
        }
        Work::Document { file_id, language, note } => {
            // Acknowledged only after the download: a crash before it gets the update again.
            match download(shared, &file_id).await {
                Ok(code) => {
                    shared.acks.started(turn.update);
                    let note = note.map(|n| format!("{n}\n")).unwrap_or_default();
                    let code = code.trim_end_matches('\n');
                    engine.handle(&key, &format!("{note}```{language}\n{code}\n```"), &out).await;
                }
                Err(e) => {
                    shared.acks.started(turn.update);
                    tracing::warn!(error = %e, "downloading a submitted file failed");
                    let l = shared.locale(turn.user);
                    let _ = tx.send(Item::Html(
                        render::escape(&t(l, "telegram.download_failed", &[])),
                        None,
                    ));
                }
            }
        }
    }
    let actions = if turn.ordered {
        let state = engine.snapshot(&key).await;
        shared.locales.insert(turn.user, state.locale);
        state.in_interview().then(|| keyboard::actions(state.locale))
    } else {
        None
    };
    let _ = tx.send(Item::End(actions));
    drop((out, tx));
    let _ = delivery.await;
}

/// A user the engine has never seen starts in their Telegram language.
async fn align_locale(shared: &Shared, key: &UserKey, user: u64, hint: Option<Locale>) {
    if shared.locales.contains_key(&user) {
        return;
    }
    let state = shared.engine.snapshot(key).await;
    let mut locale = state.locale;
    if let Some(h) = hint
        && state.seq == 0
        && h != state.locale
    {
        // The confirmation is not shown: the user did not ask for it.
        shared.engine.handle(key, &format!("/locale {}", h.as_str()), &VecOutbox::default()).await;
        locale = h;
    }
    shared.locales.insert(user, locale);
}

pub(crate) async fn download(shared: &Shared, file_id: &str) -> anyhow::Result<String> {
    use teloxide::net::Download;
    let bot = &shared.bot;
    let id = teloxide::types::FileId(file_id.to_string());
    let file = send::with_retry("getFile", || bot.get_file(id.clone()).send()).await?;
    let mut bytes = Vec::new();
    let mut attempt = 0u32;
    loop {
        bytes.clear();
        match bot.download_file(&file.path, &mut bytes).await {
            Ok(()) => break,
            Err(e) if attempt < 4 => {
                attempt += 1;
                tracing::info!(error = %e, attempt, "file download retried");
                tokio::time::sleep(Duration::from_millis(250 << attempt)).await;
            }
            Err(e) => return Err(e.into()),
        }
    }
    if bytes.len() > MAX_CODE_BYTES {
        // The engine answers with its "too long" message.
        bytes.truncate(MAX_CODE_BYTES + 1);
    }
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Sends a turn's replies in order. The newest text is held back until the next item, so the
/// turn's last message can carry the action keyboard.
async fn deliver(
    shared: Arc<Shared>,
    user: u64,
    chat: ChatId,
    mut rx: mpsc::UnboundedReceiver<Item>,
) {
    let bot = &shared.bot;
    let mut held: Option<String> = None;
    let mut typing: Option<tokio::task::JoinHandle<()>> = None;
    while let Some(item) = rx.recv().await {
        if let Some(t) = typing.take() {
            t.abort();
        }
        match item {
            Item::Reply(reply) => {
                shared.locales.insert(user, reply.locale);
                for o in render::render(&reply, reply.locale) {
                    match o {
                        Outgoing::Text { html, .. } => {
                            if let Some(h) = held.replace(html) {
                                send::outgoing(bot, chat, &text(h, None)).await;
                            }
                        }
                        Outgoing::Typing => {
                            if let Some(h) = held.take() {
                                send::outgoing(bot, chat, &text(h, None)).await;
                            }
                            typing = Some(send::typing(bot.clone(), chat));
                        }
                        doc @ Outgoing::Document { .. } => {
                            if let Some(h) = held.take() {
                                send::outgoing(bot, chat, &text(h, None)).await;
                            }
                            send::outgoing(bot, chat, &doc).await;
                        }
                    }
                }
            }
            Item::Html(html, kb) => {
                if let Some(h) = held.take() {
                    send::outgoing(bot, chat, &text(h, None)).await;
                }
                send::outgoing(bot, chat, &text(html, kb)).await;
            }
            Item::End(kb) => {
                if let Some(h) = held.take() {
                    send::outgoing(bot, chat, &text(h, kb)).await;
                }
            }
        }
    }
    if let Some(h) = held.take() {
        send::outgoing(bot, chat, &text(h, None)).await;
    }
    if let Some(t) = typing.take() {
        t.abort();
    }
}

fn text(html: String, keyboard: Option<InlineKeyboardMarkup>) -> Outgoing {
    Outgoing::Text { html, keyboard }
}
