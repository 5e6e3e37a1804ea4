//! The Telegram adapter (teloxide): long polling, the command menu, inline keyboards, and the
//! translation between Telegram updates and the engine. It holds no interview logic.
//!
//! The pure layer — [`inbound`] (message → what to do), [`keyboard`] (buttons, callback data,
//! menu), [`render`] (reply → HTML messages or a document) and [`utf16`] — holds the decisions
//! and is unit-tested; [`listener`], [`turns`] and [`send`] are the thin glue around teloxide.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod boards;
mod chats;
mod drills;
mod duels;
mod files;
mod group;
mod inbound;
mod keyboard;
mod listener;
mod pairs;
mod poller;
mod render;
mod send;
mod turns;
mod utf16;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use anyhow::Context;
use dashmap::DashMap;
use teloxide::dispatching::{Dispatcher, UpdateFilterExt};
use teloxide::error_handlers::LoggingErrorHandler;
use teloxide::prelude::*;
use teloxide::types::{BotCommandScope, CallbackQuery, Update};

use crate::inbound::{Inbound, Me, Picker, Rejection};
use crate::keyboard::Callback;
use crate::listener::{AckedPolling, Acks};
use crate::turns::{Inflight, Lanes, Turn, Work};
use mashang_core::engine::Engine;
use mashang_core::services::Services;
use mashang_i18n::{Locale, t};

/// How long shutdown waits for running turns (a judge call) to finish and deliver.
const DRAIN: Duration = Duration::from_secs(30);

/// State shared by every handler and turn.
pub struct Shared {
    pub engine: Arc<Engine>,
    pub bot: Bot,
    pub me: Me,
    pub acks: Arc<Acks>,
    pub lanes: Lanes,
    pub inflight: Arc<Inflight>,
    /// Interface language per user as last seen by the engine.
    pub locales: DashMap<u64, Locale>,
    pub default_locale: Locale,
    /// Daily drills.
    pub drills: Arc<mashang_core::drills::Drills>,
    /// Duels.
    pub duels: Arc<mashang_core::duel::Duels>,
    /// Peer mock interviews.
    pub pairs: Arc<mashang_core::pair::Pairs>,
    /// Where a local Bot API server's files are read from.
    pub(crate) local_files: files::LocalFiles,
}

impl Shared {
    /// The language for the adapter's own messages to `user`.
    pub fn locale(&self, user: u64) -> Locale {
        self.locales.get(&user).map_or(self.default_locale, |l| *l.value())
    }

    fn locale_or(&self, user: u64, hint: Option<Locale>) -> Locale {
        match self.locales.get(&user) {
            Some(l) => *l.value(),
            None => hint.unwrap_or(self.default_locale),
        }
    }
}

/// What the Telegram front end is started with (the app fills it from its configuration).
#[derive(Debug, Clone, Default)]
pub struct TelegramOptions {
    /// The bot token (from `MASHANG_TELEGRAM_TOKEN`; never logged).
    pub token: String,
    /// Another Bot API server (a local one, or the tests' fake); `None` = api.telegram.org.
    pub api_url: Option<String>,
    /// A local Bot API server's (`--local`) working directory as mounted here: the absolute file
    /// paths it gives are read under it. `None`: read where the server says (same filesystem).
    pub files_dir: Option<std::path::PathBuf>,
    /// The interface language for users whose client says nothing.
    pub default_locale: Locale,
    /// With replicas on one database: poll only while holding the poller lease of this length
    /// (see `poller.rs`); `None` polls at once (one process alone).
    pub poller_lease: Option<Duration>,
}

/// The bot for `opts`: its token, and its base URL when another Bot API server is configured.
pub fn bot(opts: &TelegramOptions) -> anyhow::Result<Bot> {
    let token = opts.token.clone();
    // Long polls hold the connection for up to 25 s; the client timeout must outlast them.
    let client = teloxide::net::default_reqwest_settings()
        .timeout(Duration::from_secs(40))
        .build()
        .context("building the HTTP client")?;
    let mut bot = Bot::with_client(token, client);
    if let Some(url) = opts.api_url.as_deref().filter(|u| !u.is_empty()) {
        let url = url.trim_end_matches('/');
        bot = bot.set_api_url(url.parse().with_context(|| format!("telegram_api_url `{url}`"))?);
    }
    Ok(bot)
}

/// Registers the command menus: English by default, Chinese for `zh` clients; the private menu
/// (interviews and drills) and the group menu (drills).
async fn register_commands(bot: &Bot) {
    let langs = [(Locale::En, None), (Locale::En, Some("en")), (Locale::ZhCn, Some("zh"))];
    for (locale, code) in langs {
        let menus = [
            (keyboard::commands(locale), BotCommandScope::Default),
            (keyboard::group_commands(locale), BotCommandScope::AllGroupChats),
        ];
        for (commands, scope) in menus {
            let result = send::with_retry("setMyCommands", || {
                let mut req = bot.set_my_commands(commands.clone()).scope(scope.clone());
                if let Some(c) = code {
                    req = req.language_code(c);
                }
                req.send()
            })
            .await;
            if let Err(e) = result {
                tracing::warn!(error = %e, "setMyCommands failed; the menu may be missing");
            }
        }
    }
}

/// Serves Telegram users with the app's `services` until Ctrl-C (or the process is stopped).
pub async fn run(services: Services, opts: TelegramOptions) -> anyhow::Result<()> {
    let Services { engine, drills: study, duels, pairs } = services;
    let bot = bot(&opts)?;
    let me = send::with_retry("getMe", || bot.get_me().send())
        .await
        .map_err(|e| anyhow::anyhow!("getMe failed ({e}): is MASHANG_TELEGRAM_TOKEN right?"))?;
    let me = Me { id: me.id.0, username: me.username.clone().unwrap_or_default() };
    tracing::info!(bot = %me.username, "telegram adapter starting (long polling)");
    let default_locale = opts.default_locale;
    drills::start(Arc::clone(&study), bot.clone());
    boards::start(Arc::clone(&study), bot.clone());
    duels::start(Arc::clone(&duels), bot.clone());
    pairs::start(Arc::clone(&pairs), bot.clone());
    register_commands(&bot).await;
    let acks = Arc::new(Acks::default());
    let shared = Arc::new(Shared {
        engine,
        bot: bot.clone(),
        me,
        acks: Arc::clone(&acks),
        lanes: Lanes::default(),
        inflight: Arc::new(Inflight::default()),
        locales: DashMap::new(),
        default_locale,
        drills: study,
        duels,
        pairs,
        local_files: files::LocalFiles { dir: opts.files_dir.clone() },
    });
    let lease = match (opts.poller_lease, shared.engine.replicas()) {
        (Some(ttl), Some(replicas)) => Some(poller::PollerLease::new(replicas, ttl)),
        _ => None,
    };
    loop {
        if let Some(lease) = &lease {
            tokio::select! {
                () = lease.acquire() => {}
                _ = tokio::signal::ctrl_c() => return Ok(()),
            }
        }
        let lost = Arc::new(AtomicBool::new(false));
        let background = poll_once(&shared, &acks, lease.as_ref(), &lost).await;
        for task in background {
            task.abort();
        }
        if !lost.load(Ordering::SeqCst) {
            break;
        }
    }
    if let Some(lease) = &lease {
        lease.release().await;
    }
    shared.inflight.wait_idle(DRAIN).await;
    Ok(())
}

/// One spell of polling: the turns left unanswered (a restart, or a dead poller's), then the
/// dispatcher until Ctrl-C or until the poller lease is lost. Returns the tasks to stop after.
async fn poll_once(
    shared: &Arc<Shared>,
    acks: &Arc<Acks>,
    lease: Option<&poller::PollerLease>,
    lost: &Arc<AtomicBool>,
) -> Vec<tokio::task::JoinHandle<()>> {
    // Turns journaled but left unanswered by a restart go first, in their users' lanes.
    let replays = turns::replays(shared).await;
    let resumes = turns::resumes(shared, &replays).await;
    if !replays.is_empty() || !resumes.is_empty() {
        tracing::info!(
            replayed = replays.len(),
            resumed = resumes.len(),
            "telegram turns after restart"
        );
    }
    for turn in replays.into_iter().chain(resumes) {
        turns::spawn(Arc::clone(shared), turn);
    }
    let handler = dptree::entry()
        .branch(Update::filter_message().endpoint(on_message))
        .branch(Update::filter_callback_query().endpoint(on_callback));
    let unhandled = Arc::clone(acks);
    let mut dispatcher = Dispatcher::builder(shared.bot.clone(), handler)
        .dependencies(dptree::deps![Arc::clone(shared)])
        .default_handler(move |upd| {
            let acks = Arc::clone(&unhandled);
            async move { acks.started(upd.id.0) }
        })
        .error_handler(LoggingErrorHandler::with_custom_text("telegram handler failed"))
        .enable_ctrlc_handler()
        .build();
    let mut background = Vec::new();
    if let Some(lease) = lease {
        background.push(lease.keep(dispatcher.shutdown_token(), Arc::clone(lost)));
        background.push(turns::sweep_orphans(Arc::clone(shared), lease.ttl()));
    }
    dispatcher
        .dispatch_with_listener(
            AckedPolling::new(shared.bot.clone(), Arc::clone(acks)),
            LoggingErrorHandler::with_custom_text("telegram polling failed"),
        )
        .await;
    background
}

type HandlerResult = Result<(), teloxide::RequestError>;

/// A group command's work, run off the dispatcher (it may judge code): journaled, acknowledged,
/// run, answered (`group::receive`). The update is acknowledged whatever happens (an early return,
/// an error, a panic) at the latest when the task ends: an update left unacknowledged holds the
/// poll offset, and the bot would hear nobody once 100 updates queue behind it.
fn spawn_group(
    shared: &Arc<Shared>,
    update: u32,
    from: &teloxide::types::User,
    chat: &teloxide::types::Chat,
    work: group::Work,
) {
    let turn = group::GroupTurn { who: group::Who::of(from, chat), work };
    spawn_guarded(
        shared,
        update,
        |shared| async move { group::receive(&shared, update, turn).await },
    );
}

/// Runs `work` in its own task, acknowledging `update` when the task ends if `work` did not.
fn spawn_guarded<F, Fut>(shared: &Arc<Shared>, update: u32, work: F)
where
    F: FnOnce(Arc<Shared>) -> Fut,
    Fut: std::future::Future<Output = ()> + Send + 'static,
{
    let guard =
        AckOnDrop { _inflight: shared.inflight.enter(), acks: Arc::clone(&shared.acks), update };
    let work = work(Arc::clone(shared));
    tokio::spawn(async move {
        let _guard = guard;
        work.await;
    });
}

/// Acknowledges `update` when dropped (acknowledging twice is harmless).
struct AckOnDrop {
    _inflight: turns::InflightGuard,
    acks: Arc<Acks>,
    update: u32,
}

impl Drop for AckOnDrop {
    fn drop(&mut self) {
        self.acks.started(self.update);
    }
}

async fn on_message(shared: Arc<Shared>, update: Update, msg: Message) -> HandlerResult {
    let id = update.id.0;
    if let Some((old, new)) = chats::migration(&msg) {
        // The group's records move before the update is acknowledged (a crash replays it).
        let d = Arc::clone(&shared.drills);
        spawn_guarded(&shared, id, |_| async move {
            if let Err(e) = d.move_chat(&old, &new).await {
                tracing::error!(error = %e, %old, %new, "the group's records did not move");
            }
        });
        return Ok(());
    }
    let Some(from) = msg.from.as_ref().filter(|u| !u.is_bot) else {
        shared.acks.started(id);
        return Ok(());
    };
    let user = from.id.0;
    let hint = keyboard::locale_of(from.language_code.as_deref());
    let l = shared.locale_or(user, hint);
    let turn = |work, ordered| Turn { update: id, user, chat: msg.chat.id, hint, work, ordered };
    let chat = msg.chat.id;
    if let Some(doc) = drills::drill_document(&msg, &shared.me) {
        spawn_group(&shared, id, from, &msg.chat, group::Work::DrillFile(doc));
        return Ok(());
    }
    if let Some(text) = pairs::pair_text(&msg, &shared.me) {
        // A candidate's code is judged: off the dispatcher, like duels.
        spawn_group(&shared, id, from, &msg.chat, group::Work::Pair(text));
        return Ok(());
    }
    // A private message during a peer session goes to the partner, not to the interview engine.
    if pairs::relay(&shared, &shared.pairs, id, &msg).await {
        return Ok(());
    }
    if let Some(text) = duels::duel_text(&msg, &shared.me) {
        // Duel submissions are judged: off the dispatcher, like drills.
        spawn_group(&shared, id, from, &msg.chat, group::Work::Duel(text));
        return Ok(());
    }
    if let Some(text) = drills::drill_text(&msg, &shared.me) {
        // Drill commands are answered where they were written; a judged submission must not
        // hold up the dispatcher.
        spawn_group(&shared, id, from, &msg.chat, group::Work::Drill(text));
        return Ok(());
    }
    let reply = |html: String, kb| {
        let shared = Arc::clone(&shared);
        async move {
            shared.acks.started(id);
            send::text(&shared.bot, chat, &html, kb).await.map(drop)
        }
    };
    match inbound::classify(&msg, &shared.me) {
        Inbound::Engine(text) => {
            let read_only = inbound::command(&text, &shared.me.username).is_some_and(|(c, _)| {
                matches!(c.as_str(), "help" | "report" | "history" | "replay")
            });
            turns::spawn(Arc::clone(&shared), turn(Work::Handle(text), !read_only));
        }
        Inbound::Start => turns::spawn(Arc::clone(&shared), turn(Work::Open, true)),
        Inbound::Document(doc) => {
            turns::spawn(Arc::clone(&shared), turn(Work::Document(doc), true))
        }
        Inbound::Pick(p) => {
            let (html, kb) = match p {
                Picker::Role => keyboard::roles(l),
                Picker::Language => keyboard::set_language(l),
                Picker::Locale => keyboard::set_locale(l),
            };
            reply(html, Some(&kb)).await?;
        }
        Inbound::Reject(r) => {
            let text = match r {
                Rejection::File(refusal) => inbound::refusal_text(l, &refusal),
                Rejection::Unsupported => t(l, "telegram.unsupported", &[]),
            };
            reply(render::escape(&text), None).await?;
        }
        Inbound::ToPrivate => {
            let (html, kb) = keyboard::to_private(l, &shared.me.username);
            reply(html, Some(&kb)).await?;
        }
        Inbound::Ignore => shared.acks.started(id),
    }
    Ok(())
}

async fn on_callback(shared: Arc<Shared>, update: Update, q: CallbackQuery) -> HandlerResult {
    let id = update.id.0;
    // Answer first: the client shows a spinner on the button until we do.
    let answered = send::with_retry("answerCallbackQuery", || {
        shared.bot.answer_callback_query(q.id.clone()).send()
    })
    .await;
    if let Err(e) = answered {
        tracing::debug!(error = %e, "answerCallbackQuery failed");
    }
    let user = q.from.id.0;
    let hint = keyboard::locale_of(q.from.language_code.as_deref());
    let l = shared.locale_or(user, hint);
    let (Some(message), Some(data)) = (q.message.as_ref(), q.data.as_deref()) else {
        shared.acks.started(id);
        return Ok(());
    };
    let chat = message.chat().id;
    if let Some(text) = pairs::button_command(data) {
        spawn_group(&shared, id, &q.from, message.chat(), group::Work::Pair(text));
        return Ok(());
    }
    if let Some(text) = duels::button_command(data) {
        spawn_group(&shared, id, &q.from, message.chat(), group::Work::Duel(text));
        return Ok(());
    }
    if let Some(text) = drills::button_command(data) {
        spawn_group(&shared, id, &q.from, message.chat(), group::Work::Drill(text));
        return Ok(());
    }
    let private = message.chat().is_private();
    let callback = keyboard::parse(data).filter(|_| private);
    let turn = |work| Turn { update: id, user, chat, hint, work, ordered: true };
    match callback {
        Some(Callback::Role(role)) => {
            shared.acks.started(id);
            let (html, kb) = keyboard::levels(l, role);
            send::edit(&shared.bot, chat, message.id(), &html, Some(&kb)).await;
        }
        Some(Callback::Level(role, level)) => {
            shared.acks.started(id);
            let (html, kb) = keyboard::languages(l, role, level);
            send::edit(&shared.bot, chat, message.id(), &html, Some(&kb)).await;
        }
        Some(Callback::Start(role, level, language)) => {
            let html = keyboard::chosen(l, role, level, &language);
            send::edit(&shared.bot, chat, message.id(), &html, None).await;
            turns::spawn(Arc::clone(&shared), turn(Work::Start(role, level, language)));
        }
        Some(Callback::Command(text)) => {
            turns::spawn(Arc::clone(&shared), turn(Work::Handle(text)))
        }
        None => shared.acks.started(id),
    }
    Ok(())
}
