//! Turns: each message that reaches the engine runs as its own task, so the dispatcher never waits
//! on a judge. A user's turns still run in arrival order (a lane of chained completions), and the
//! replies of a turn stream out as the engine produces them, through a per-turn delivery task.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use dashmap::DashMap;
use teloxide::prelude::*;
use teloxide::types::InlineKeyboardMarkup;
use tokio::sync::{Notify, mpsc, oneshot};

use crate::render::{self, Outgoing};
use crate::{Shared, files, keyboard, send};
use mashang_chatkit::retry::{self, Retry};
use mashang_core::engine::{Outbox, Reply, TurnSummary};
use mashang_core::input::MAX_CODE_BYTES;
use mashang_core::interviewer::{Level, Role};
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::session::UserKey;
use mashang_i18n::{Locale, t};

/// What a turn asks of the engine.
#[derive(Debug, Clone)]
pub(crate) enum Work {
    /// `Engine::handle` with this text.
    Handle(String),
    /// `/start`: open the conversation; offer the role picker when no interview runs.
    Open,
    /// The picker's last button.
    Start(Role, Level, String),
    /// A source file to download and submit.
    Document(crate::inbound::Document),
    /// A journaled turn left unanswered by a restart: finish it.
    Replay(Box<Unanswered>),
    /// An interview left waiting on a tool call with no journaled turn to finish it: re-open it.
    Resume,
}

/// A user on Telegram.
pub(crate) fn user_key(user: u64) -> UserKey {
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
pub(crate) struct Turn {
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
pub(crate) fn spawn(shared: Arc<Shared>, turn: Turn) {
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
    // The turn's journal id, once it is journaled (its delivered replies are counted under it).
    let journaled = Arc::new(OnceLock::<EventId>::new());
    let delivery =
        tokio::spawn(deliver(Arc::clone(shared), turn.user, turn.chat, rx, Arc::clone(&journaled)));
    let out = ChannelOutbox(tx.clone());
    let key = user_key(turn.user);
    let engine = &shared.engine;
    if turn.ordered {
        align_locale(shared, &key, turn.user, turn.hint).await;
    }
    // What the turn left behind (None: nothing ran, e.g. a redelivered update).
    let summary = match turn.work {
        Work::Handle(text) => {
            journaled_turn(shared, (turn.update, turn.user, turn.chat), text, &journaled, &out)
                .await
        }
        Work::Replay(u) => {
            let _ = journaled.set(u.inbound.event.clone());
            Some(engine.replay(&u, &out).await)
        }
        Work::Open => {
            shared.acks.started(turn.update);
            let summary = engine.open(&key, &out).await;
            if !summary.in_interview {
                let (html, kb) = keyboard::roles(summary.locale);
                let _ = tx.send(Item::Html(html, Some(kb)));
            }
            Some(summary)
        }
        Work::Resume => Some(engine.open(&key, &out).await),
        Work::Start(role, level, language) => {
            shared.acks.started(turn.update);
            Some(engine.start(&key, Some(role), Some(level), Some(language), &out).await)
        }
        Work::Document(doc) => {
            // Acknowledged only after the download: a crash before it gets the update again.
            match download(shared, &doc.file_id).await {
                Ok(bytes) => {
                    let text = doc.text(&bytes);
                    let at = (turn.update, turn.user, turn.chat);
                    journaled_turn(shared, at, text, &journaled, &out).await
                }
                Err(e) => {
                    shared.acks.started(turn.update);
                    tracing::warn!(error = %e, "downloading a submitted file failed");
                    let l = shared.locale(turn.user);
                    let text = render::escape(&t(l, "telegram.download_failed", &[]));
                    let _ = tx.send(Item::Html(text, None));
                    None
                }
            }
        }
    };
    // Read-only commands that overtook a running turn leave that turn's keyboard alone.
    let actions = summary.filter(|_| turn.ordered).and_then(|s| {
        shared.locales.insert(turn.user, s.locale);
        s.in_interview.then(|| keyboard::actions(s.locale))
    });
    let _ = tx.send(Item::End(actions));
    drop((out, tx));
    let _ = delivery.await;
    if let Some(event) = journaled.get() {
        engine.answered(event).await;
    }
}

/// Journals the message (keyed by its update id), lets the offset pass it, and runs it. A
/// redelivered update only lets the offset pass.
async fn journaled_turn(
    shared: &Arc<Shared>,
    (update, user, chat): (u32, u64, ChatId),
    text: String,
    journaled: &OnceLock<EventId>,
    out: &ChannelOutbox,
) -> Option<TurnSummary> {
    let route = serde_json::json!({ "chat": chat.0, "user": user }).to_string();
    let event = EventId::new("telegram", "update", &update.to_string());
    let inbound = Inbound { event, user: user_key(user), text, route };
    let ack = async { shared.acks.started(update) };
    if shared.engine.receive(&inbound, ack).await == Accepted::Duplicate {
        return None;
    }
    let _ = journaled.set(inbound.event.clone());
    Some(shared.engine.handle_journaled(&inbound, out).await)
}

/// After a restart: the Telegram turns left unanswered that this replica could claim, as turns
/// to run (in the order received).
pub(crate) async fn replays(shared: &Arc<Shared>) -> Vec<Turn> {
    let mut turns = Vec::new();
    for u in shared.engine.unanswered_on("telegram").await {
        turns.extend(replay_turn(shared, u).await);
    }
    turns
}

/// A claimed unanswered turn as a turn to run in its user's lane (`None`: a group command, which
/// is run here in its own task, or a route that is unreadable — marked answered and dropped,
/// logged).
async fn replay_turn(shared: &Arc<Shared>, u: Unanswered) -> Option<Turn> {
    if let Some(group) = crate::group::of_journal(&u) {
        // A group command runs off the lanes, as it did when it arrived.
        crate::group::spawn_replay(Arc::clone(shared), u.inbound.event, group);
        return None;
    }
    let route: serde_json::Value = serde_json::from_str(&u.inbound.route).unwrap_or_default();
    let (Some(chat), Some(user)) = (route["chat"].as_i64(), route["user"].as_u64()) else {
        tracing::warn!(event = %u.inbound.event, "unreadable journal route; dropped");
        shared.engine.answered(&u.inbound.event).await;
        return None;
    };
    let work = Work::Replay(Box::new(u));
    Some(Turn { update: 0, user, chat: ChatId(chat), hint: None, work, ordered: true })
}

/// While this replica polls: every `every`, the Telegram turns of replicas that died mid-turn
/// (their liveness lease expired) are claimed and finished here, so none is lost — the sweep
/// both chat front ends share (`mashang_chatkit::orphans`).
pub(crate) fn sweep_orphans(
    shared: std::sync::Arc<Shared>,
    every: std::time::Duration,
) -> tokio::task::JoinHandle<()> {
    let engine = std::sync::Arc::clone(&shared.engine);
    mashang_chatkit::orphans::sweep(engine, "telegram", every, move |u| {
        let shared = std::sync::Arc::clone(&shared);
        async move {
            if let Some(turn) = replay_turn(&shared, u).await {
                spawn(shared, turn);
            }
        }
    })
}

/// After a restart and the replays: the Telegram interviews still waiting on a tool call (no
/// journaled turn carries them), as turns that re-open them in their users' private chats.
pub(crate) async fn resumes(shared: &Shared, replayed: &[Turn]) -> Vec<Turn> {
    let mut turns = Vec::new();
    for key in shared.engine.stalled("telegram").await {
        let Ok(user) = key.id.parse::<u64>() else { continue };
        if replayed.iter().any(|t| t.user == user) {
            continue; // its replay drives the pending call
        }
        let chat = ChatId(i64::try_from(user).unwrap_or_default());
        turns.push(Turn { update: 0, user, chat, hint: None, work: Work::Resume, ordered: true });
    }
    turns
}

/// A user the engine has never seen starts in their Telegram language: the same
/// `Engine::locale_hint` the Discord front end uses (no hidden `/locale` turn).
async fn align_locale(shared: &Shared, key: &UserKey, user: u64, hint: Option<Locale>) {
    if shared.locales.contains_key(&user) {
        return;
    }
    let locale = shared.engine.locale_for(key, hint).await;
    shared.locales.insert(user, locale);
}

/// The bytes of an uploaded file (at most just over [`MAX_CODE_BYTES`]: more is refused anyway).
pub(crate) async fn download(
    shared: &Shared,
    file_id: &str,
) -> Result<Vec<u8>, files::DownloadError> {
    let fetch = || files::fetch(&shared.bot, &shared.local_files, file_id, MAX_CODE_BYTES + 1);
    // A failure of the file host may pass, the policy bounds the attempts; a file the server
    // says is not there, or a local file that cannot be read, will not appear by waiting.
    retry::with_retry("downloadFile", fetch, |e| match e {
        files::DownloadError::Status(s) if s.is_client_error() => Retry::Never,
        files::DownloadError::Local { .. }
        | files::DownloadError::Outside(_)
        | files::DownloadError::BaseUrl => Retry::Never,
        _ => Retry::Backoff,
    })
    .await
}

/// Sends a turn's replies in order. The newest text is held back until the next item, so the
/// turn's last message can carry the action keyboard. A journaled turn's replies are counted as
/// delivered once their last message is sent.
async fn deliver(
    shared: Arc<Shared>,
    user: u64,
    chat: ChatId,
    mut rx: mpsc::UnboundedReceiver<Item>,
    journaled: Arc<OnceLock<EventId>>,
) {
    let bot = &shared.bot;
    let mut held = Held::default();
    let mut typing: Option<tokio::task::JoinHandle<()>> = None;
    let counted = |n: u32| {
        let (shared, journaled) = (Arc::clone(&shared), Arc::clone(&journaled));
        async move {
            if let Some(event) = journaled.get() {
                for _ in 0..n {
                    shared.engine.delivered(event).await;
                }
            }
        }
    };
    while let Some(item) = rx.recv().await {
        if let Some(t) = typing.take() {
            t.abort();
        }
        match item {
            Item::Reply(reply) => {
                shared.locales.insert(user, reply.locale);
                let mut last_held = false;
                for o in render::render(&reply, reply.locale) {
                    last_held = false;
                    match o {
                        Outgoing::Text { html, .. } => {
                            counted(held.flush(bot, chat, None).await).await;
                            held.text = Some(html);
                            last_held = true;
                        }
                        Outgoing::Typing => {
                            counted(held.flush(bot, chat, None).await).await;
                            typing = Some(send::typing(bot.clone(), chat));
                        }
                        doc @ Outgoing::Document { .. } => {
                            counted(held.flush(bot, chat, None).await).await;
                            send::outgoing(bot, chat, &doc).await;
                        }
                    }
                }
                if last_held {
                    held.ends = true;
                } else {
                    counted(1).await;
                }
            }
            Item::Html(html, kb) => {
                counted(held.flush(bot, chat, None).await).await;
                send::outgoing(bot, chat, &text(html, kb)).await;
            }
            Item::End(kb) => counted(held.flush(bot, chat, kb).await).await,
        }
    }
    counted(held.flush(bot, chat, None).await).await;
    if let Some(t) = typing.take() {
        t.abort();
    }
}

/// The text held back for the keyboard, and whether it is the last message of a reply.
#[derive(Default)]
struct Held {
    text: Option<String>,
    ends: bool,
}

impl Held {
    /// Sends the held text; returns how many replies that completed (0 or 1).
    async fn flush(&mut self, bot: &Bot, chat: ChatId, kb: Option<InlineKeyboardMarkup>) -> u32 {
        let ends = std::mem::take(&mut self.ends);
        match self.text.take() {
            Some(h) => {
                send::outgoing(bot, chat, &text(h, kb)).await;
                u32::from(ends)
            }
            None => 0,
        }
    }
}

fn text(html: String, keyboard: Option<InlineKeyboardMarkup>) -> Outgoing {
    Outgoing::Text { html, keyboard }
}
