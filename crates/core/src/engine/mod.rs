//! The engine: owns the live sessions and runs turns. For each incoming message it parses the
//! input, steps the pure state machine, performs the effects (say, persist, call a tool) and feeds
//! tool results back as events until the machine waits for the user again.
//!
//! Concurrency: sessions live in a `DashMap<UserKey, Arc<tokio::Mutex<SessionState>>>`; a map
//! guard is never held across an `.await` (the `Arc` is cloned out first). A user's turns are
//! serialised by their mutex; different users run in parallel. Messages and submissions are rate
//! limited per user, and sandbox jobs go through the fair queue.
//!
//! Memory: every transition is saved before its reply, so a session idle longer than
//! `EngineSettings::evict_idle_after` is dropped from memory (see `evict.rs`) and reloaded from the
//! store by its next message.

mod closed;
mod commands;
mod effects;
mod evict;
mod fit;
mod journal;
pub(crate) mod ratelimit;
mod replica;
mod run;
mod summary;
mod tools;

use std::sync::Arc;
use std::time::Duration;

use tokio::time::Instant;

use dashmap::DashMap;
use tokio::sync::Mutex;

use crate::brain::hook::{HookCtx, LlmHook, Trigger};
use crate::brain::wait;
use crate::input::{self, Command, Input};
use crate::interviewer::{Grader, Level, QuestionBank, Role};
use crate::msg::Msg;
use crate::ports::{Record, Store, StoreError};
use crate::preset::Persona;
use crate::session::fsm::step;
use crate::session::{Event, SessionState, Status, UserKey, guards};
use mashang_i18n::Locale;

pub use crate::present::{self, Card, Reply, ReplyKind};
pub use crate::queue::{self, FairQueue, QueueLimits};
pub use ratelimit::{RateLimiter, RateRule};
pub use summary::TurnSummary;

/// Where a turn's replies go (the adapter's side of the conversation).
pub trait Outbox: Send + Sync {
    fn send(&self, reply: Reply);
}

/// Collects replies in memory (tests, benchmarks, adapters that batch).
#[derive(Default)]
pub struct VecOutbox(pub std::sync::Mutex<Vec<Reply>>);

impl Outbox for VecOutbox {
    fn send(&self, reply: Reply) {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(reply);
    }
}

impl VecOutbox {
    pub fn take(&self) -> Vec<Reply> {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }
}

/// Defaults and limits of the engine.
#[derive(Debug, Clone)]
pub struct EngineSettings {
    pub default_locale: Locale,
    pub default_language: String,
    pub default_role: Role,
    pub default_level: Level,
    pub message_rate: RateRule,
    pub submission_rate: RateRule,
    /// How long one judge call may go without a sign of life from its jobs (waiting their turn,
    /// queued or running on a live worker) before the user is told it failed.
    pub judge_timeout: Duration,
    /// Upper bound on one judge call however alive it is (a long line, a wedged worker).
    pub judge_max_wait: Duration,
    /// Sessions idle this long leave memory (they are in the store); `None` keeps them forever.
    pub evict_idle_after: Option<Duration>,
}

impl Default for EngineSettings {
    fn default() -> Self {
        EngineSettings {
            default_locale: Locale::En,
            default_language: "python".into(),
            default_role: Role::Algorithm,
            default_level: Level::Junior,
            message_rate: RateRule { burst: 20, per_minute: 60 },
            submission_rate: RateRule { burst: 5, per_minute: 12 },
            judge_timeout: Duration::from_secs(120),
            judge_max_wait: Duration::from_secs(900),
            evict_idle_after: Some(Duration::from_secs(30 * 60)),
        }
    }
}

/// What the engine is built from.
pub struct EngineParts {
    pub store: Arc<dyn Store>,
    pub bank: Arc<dyn QuestionBank>,
    pub grader: Arc<dyn Grader>,
    pub queue: Arc<FairQueue>,
    pub persona: Persona,
    pub settings: EngineSettings,
    /// Wall-clock time (tool-call records, report dates).
    pub clock: Arc<dyn crate::clock::Clock>,
}

impl EngineParts {
    /// Runs `work` on `user`'s executor while its jobs are alive: `None` when they have been
    /// silent for `judge_timeout` (a lost job, no live worker) or `judge_max_wait` has passed.
    pub(crate) async fn judged<W, F>(&self, user: &UserKey, work: W) -> Option<F::Output>
    where
        W: FnOnce(Arc<dyn crate::ports::Executor>) -> F,
        F: std::future::Future,
    {
        let life = crate::ports::Liveness::new();
        let executor = self.queue.for_user_watched(user, &life);
        let s = &self.settings;
        life.wait(s.judge_timeout, s.judge_max_wait, work(executor)).await
    }
}

/// The interview engine. Share it as `Arc<Engine>`.
pub struct Engine {
    sessions: DashMap<UserKey, Arc<evict::Live>>,
    /// Last known locale per user, so replies sent without the session lock speak their language.
    locales: DashMap<UserKey, Locale>,
    limiter: RateLimiter,
    parts: EngineParts,
    /// The optional LLM interviewer (see `core::brain::hook`).
    llm: Option<Arc<LlmHook>>,
    /// The zero of the sessions' last-used clocks.
    epoch: Instant,
    /// Users whose stored session was unreadable and set aside, not yet told so.
    unreadable: dashmap::DashSet<UserKey>,
    /// Per-user turn locks across processes on one store (see `replica.rs`).
    replicas: Option<Arc<dyn crate::ports::Replicas>>,
    /// Problems closed to a user during their duel or peer session (see `closed.rs`).
    locks: Option<Arc<dyn crate::ports::ProblemLocks>>,
}

impl Engine {
    pub fn new(parts: EngineParts) -> Self {
        let limiter = RateLimiter::new(parts.settings.message_rate, parts.settings.submission_rate);
        Engine {
            sessions: DashMap::new(),
            locales: DashMap::new(),
            limiter,
            parts,
            llm: None,
            epoch: Instant::now(),
            unreadable: dashmap::DashSet::new(),
            replicas: None,
            locks: None,
        }
    }

    /// Plugs in the LLM interviewer; without it the offline interviewer runs every turn.
    pub fn with_llm(mut self, llm: Arc<LlmHook>) -> Self {
        self.llm = Some(llm);
        self
    }

    pub fn persona(&self) -> &Persona {
        &self.parts.persona
    }

    /// The question bank (front ends offer its topics and ids as completions).
    pub fn bank(&self) -> &dyn QuestionBank {
        self.parts.bank.as_ref()
    }

    /// The fair queue in front of the executor; other services of the process (the drills) judge
    /// through it so one sandbox serves everything in turn.
    pub fn queue(&self) -> Arc<FairQueue> {
        Arc::clone(&self.parts.queue)
    }

    /// What the engine was built on (the one-object-graph test's view; not an API).
    #[doc(hidden)]
    pub fn wiring(&self) -> crate::wiring::Wiring {
        use crate::wiring::addr;
        crate::wiring::Wiring {
            store: addr(&self.parts.store),
            members: None,
            bank: self.parts.bank.problems().map(addr),
            queue: addr(&self.parts.queue),
            locks: self.locks.as_ref().map(addr),
        }
    }

    /// Sessions currently held in memory.
    pub fn live_sessions(&self) -> usize {
        self.sessions.len()
    }

    fn fresh_state(&self, locale: Locale) -> SessionState {
        let s = &self.parts.settings;
        SessionState::new(locale, &s.default_language, s.default_role, s.default_level)
    }

    fn locale_of(&self, user: &UserKey) -> Locale {
        self.locales.get(user).map_or(self.parts.settings.default_locale, |l| *l.value())
    }

    fn say(&self, out: &dyn Outbox, locale: Locale, msg: &Msg) {
        out.send(self.render(msg, locale));
    }

    fn render(&self, msg: &Msg, locale: Locale) -> Reply {
        present::render(msg, locale, self.parts.bank.as_ref(), &self.parts.persona)
    }

    /// The user's session cell, loaded from the store on first use (or after eviction).
    async fn cell(&self, user: &UserKey) -> Arc<Mutex<SessionState>> {
        self.live(user).await.cell()
    }

    async fn live(&self, user: &UserKey) -> Arc<evict::Live> {
        // Clone the Arc out so the map guard is released before any await. Holding the clone
        // keeps the session from being evicted until the caller is done with it.
        if let Some(live) = self.sessions.get(user).map(|e| Arc::clone(e.value())) {
            live.touch(self.epoch);
            return live;
        }
        // The revision first: a save landing in between makes the state newer than the
        // revision, and the next turn reloads (never the other way round).
        let rev = self.parts.store.session_rev(user).await.ok().flatten();
        let loaded = match self.parts.store.load_session(user).await {
            Ok(Some(state)) => match guards::check(&state) {
                Ok(()) => Some(state),
                Err(why) => {
                    tracing::warn!(%user, %why, "stored session breaks an invariant; starting fresh");
                    Some(self.fresh_state(state.locale))
                }
            },
            Ok(None) => None,
            Err(e @ StoreError::Quarantined(_)) => {
                tracing::error!(%user, error = %e, "stored session unreadable; starting fresh, the user is told");
                self.unreadable.insert(user.clone());
                None
            }
            Err(e) => {
                tracing::warn!(%user, error = %e, "could not load session; starting fresh");
                None
            }
        };
        // Only a stored session's locale is known; a new user's is settled by their first turn
        // (or by `locale_hint`).
        if let Some(s) = &loaded {
            self.locales.insert(user.clone(), s.locale);
        }
        let loaded = loaded.unwrap_or_else(|| self.fresh_state(self.parts.settings.default_locale));
        let entry = self
            .sessions
            .entry(user.clone())
            .or_insert_with(|| Arc::new(evict::Live::new(loaded, rev, self.epoch)));
        let live = Arc::clone(entry.value());
        live.touch(self.epoch);
        live
    }

    /// The user's interface language: their session's (chosen with `/locale`, or settled earlier),
    /// or — for someone the engine has never spoken with — `hint` (e.g. their chat client's
    /// language), which their session then adopts. Front ends use it for their own sentences, so
    /// everything the user reads is in one language. Never waits for a running turn.
    pub async fn locale_hint(&self, user: &UserKey, hint: Locale) -> Locale {
        self.locale_for(user, Some(hint)).await
    }

    /// The user's interface language ([`Engine::locale_hint`] without a hint: a new user gets the
    /// default). Never waits for a running turn.
    pub async fn locale_for(&self, user: &UserKey, hint: Option<Locale>) -> Locale {
        if let Some(l) = self.locales.get(user).map(|l| *l.value()) {
            return l;
        }
        let cell = self.cell(user).await;
        if let Some(l) = self.locales.get(user).map(|l| *l.value()) {
            return l;
        }
        // A brand-new user whose first turn is running: answer with the hint, change nothing.
        let Ok(mut state) = cell.try_lock() else {
            return hint.unwrap_or_else(|| self.locale_of(user));
        };
        if let Some(hint) = hint
            && state.seq == 0
            && !state.in_interview()
        {
            state.locale = hint;
        }
        self.locales.insert(user.clone(), state.locale);
        state.locale
    }

    /// What a code editor (Discord's `/submit` modal) starts with: the user's last submission for
    /// the question on the table when it is in `language` (or no language is asked), else that
    /// question's starter in `language` or the session's language. `None` outside a code question,
    /// or while the session is busy with a turn (the editor then opens empty rather than waiting).
    pub async fn draft(&self, user: &UserKey, language: Option<&str>) -> Option<String> {
        let cell = self.cell(user).await;
        let state = cell.try_lock().ok()?;
        let q = state.current_question.as_ref()?;
        if q.brief.kind != crate::interviewer::QuestionKind::Code {
            return None;
        }
        if let Some(last) = &state.user_answer
            && language.is_none_or(|l| l == last.language)
        {
            return Some(last.code.clone());
        }
        let language = language.unwrap_or(&state.language);
        self.parts.bank.text(&q.brief.id, state.locale, language)?.starter
    }

    /// Opens a conversation (e.g. the terminal starting): greets, or resumes an unfinished
    /// interview exactly where it stood — re-running a tool call that was in flight.
    pub async fn open(&self, user: &UserKey, out: &dyn Outbox) -> TurnSummary {
        self.live(user).await;
        self.tell_if_unreadable(user, out);
        let mut state = self.lock_turn(user).await;
        let locale = state.locale;
        if !state.in_interview() {
            self.say(out, locale, &Msg::Welcome);
            return TurnSummary::of(&state);
        }
        self.say(
            out,
            locale,
            &Msg::Resumed {
                round: state.current_round,
                total: state.rounds_total,
                status: state.status,
            },
        );
        if let Some(q) = &state.current_question {
            let msg = Msg::Question {
                id: q.brief.id.clone(),
                round: q.round,
                total: state.rounds_total,
                language: state.language.clone(),
            };
            self.say(out, locale, &msg);
        }
        self.drive_pending(user, &mut state, out).await;
        TurnSummary::of(&state)
    }

    /// Says once that the user's stored session could not be read (see [`StoreError::Quarantined`]).
    fn tell_if_unreadable(&self, user: &UserKey, out: &dyn Outbox) {
        if self.unreadable.remove(user).is_some() {
            self.say(out, self.locale_of(user), &Msg::SessionUnreadable);
        }
    }

    /// Re-issues a tool call that was pending when the process stopped.
    async fn drive_pending(&self, user: &UserKey, state: &mut SessionState, out: &dyn Outbox) {
        if let Some(pending) = state.pending.clone() {
            let effect = tools::effect_for(&pending);
            let mut records = Vec::new();
            let event = tools::run(self, user, state, effect, &mut records).await;
            self.apply(user, state, event, records, out).await;
        }
    }

    /// The users of `platform` whose interview was waiting on a tool call (a pick, a judge, a
    /// report) when the process stopped. Each front end re-opens them ([`Engine::open`]) after
    /// replaying its journal, so the result reaches the user even when no journaled turn is left
    /// to carry it (a turn older than the journal keeps, a session from before the journal).
    pub async fn stalled(&self, platform: &str) -> Vec<UserKey> {
        match self.parts.store.unfinished().await {
            Ok(list) => list
                .into_iter()
                .filter(|(user, state)| user.platform == platform && state.pending.is_some())
                .map(|(user, _)| user)
                .collect(),
            Err(e) => {
                tracing::warn!(error = %e, "could not list unfinished sessions");
                Vec::new()
            }
        }
    }

    /// Starts an interview as if the user typed `/interview role level language`.
    pub async fn start(
        &self,
        user: &UserKey,
        role: Option<Role>,
        level: Option<Level>,
        language: Option<String>,
        out: &dyn Outbox,
    ) -> TurnSummary {
        let cmd = Command::Interview { role, level, language, topic: None, problem: None };
        self.command(user, cmd, out).await;
        self.summary(user).await
    }

    /// Handles one incoming message.
    pub async fn handle(&self, user: &UserKey, text: &str, out: &dyn Outbox) -> TurnSummary {
        self.handle_message(user, text, out).await;
        self.summary(user).await
    }

    /// The user's situation now. Never waits: a read-only command (`/help`) may overtake a turn
    /// of theirs that is still running, and only an interview's tool call (a pick, a judge, a
    /// report) runs that long — so a busy session counts as in an interview.
    pub(crate) async fn summary(&self, user: &UserKey) -> TurnSummary {
        let cell = self.cell(user).await;
        match cell.try_lock() {
            Ok(state) => TurnSummary::of(&state),
            Err(_) => TurnSummary { locale: self.locale_of(user), in_interview: true },
        }
    }

    async fn handle_message(&self, user: &UserKey, text: &str, out: &dyn Outbox) {
        let now = Instant::now();
        if let Err(limited) = self.limiter.check(user, ratelimit::Action::Message, now) {
            if limited.tell {
                let msg = Msg::RateLimited { retry_secs: limited.wait.as_secs().max(1) };
                self.say(out, self.locale_of(user), &msg);
            }
            return;
        }
        // Loads the session now, so a user whose stored one was set aside hears it first.
        self.live(user).await;
        self.tell_if_unreadable(user, out);
        let parsed = match input::parse(text) {
            Ok(p) => p,
            Err(msg) => {
                self.say(out, self.locale_of(user), &msg);
                return;
            }
        };
        if self.closed_to(user, &parsed).await {
            self.say(out, self.locale_of(user), &Msg::ProblemClosed);
            return;
        }
        match parsed {
            Input::Empty => {}
            Input::Command(c) => self.command(user, c, out).await,
            Input::Code { language, code, note } => {
                if let Err(limited) = self.limiter.check(user, ratelimit::Action::Submission, now) {
                    if limited.tell {
                        let msg = Msg::RateLimited { retry_secs: limited.wait.as_secs().max(1) };
                        self.say(out, self.locale_of(user), &msg);
                    }
                    return;
                }
                let mut state = self.lock_turn(user).await;
                let language = language.unwrap_or_else(|| state.language.clone());
                self.turn(user, &mut state, Event::Code { language, code, note }, out).await;
            }
            Input::Run { input, language, code } => {
                self.run(user, input, language, code, now, out).await;
            }
            Input::Text(t) => {
                let mut state = self.lock_turn(user).await;
                self.turn(user, &mut state, Event::Text(t), out).await;
            }
        }
    }

    /// One user turn: finish any tool call left pending by a crash, then apply the event.
    async fn turn(&self, user: &UserKey, state: &mut SessionState, event: Event, out: &dyn Outbox) {
        self.drive_pending(user, state, out).await;
        self.apply(user, state, event, Vec::new(), out).await;
        self.locales.insert(user.clone(), state.locale);
    }

    /// Steps the machine with `event` and every tool result that follows, persisting each
    /// transition (with its records) before the next tool call starts.
    async fn apply(
        &self,
        user: &UserKey,
        state: &mut SessionState,
        event: Event,
        mut records: Vec<Record>,
        out: &dyn Outbox,
    ) {
        let mut next = Some(event);
        while let Some(event) = next.take() {
            let before = state.seq;
            let old = std::mem::replace(
                state,
                SessionState::new(Locale::En, "", Role::Algorithm, Level::Junior),
            );
            let trigger = self.llm.as_ref().map(|_| Trigger::of(&event));
            let judged = matches!(event, Event::Judged { .. });
            let (new, effects) = step(old, event);
            *state = new;
            let interview_id = state.interview_id.clone().unwrap_or_default();
            let (mut say, tool) = effects::split(effects, &interview_id, &mut records);
            // The LLM interviewer words (and, guarded, steers) a turn whose reply is its words
            // before it is saved; where it only adds a line to facts, it speaks after them.
            let mut follow = None;
            let mut line_after = None;
            if let (Some(llm), Some(trigger)) = (&self.llm, trigger) {
                if trigger.is_additive() {
                    line_after = Some((llm, trigger));
                } else {
                    // "typing…" for as long as the model is asked (the next reply ends it).
                    if wait::consults_model(state, &trigger, &say) {
                        self.say(out, state.locale, &Msg::Thinking);
                    }
                    let ctx = self.hook_ctx(user);
                    follow = llm.after_step(&ctx, state, trigger, &mut say, &mut records).await;
                }
            }
            // A journaled turn keeps its replies with the transition, to deliver after a crash.
            let replies: Vec<Reply> = say.iter().map(|m| self.render(m, state.locale)).collect();
            if let Some(event) = journal::current() {
                records.push(Record::Outcome { event, replies: replies.clone() });
            }
            if (state.seq != before || !records.is_empty())
                && !self.save(user, state, std::mem::take(&mut records), out).await
            {
                return; // another replica's newer session was reloaded; this step is void
            }
            crate::crashpoint::hit(if judged { "verdict" } else { "persisted" });
            // Speak only after the transition is durable: what the user saw survives a crash.
            for reply in replies {
                out.send(reply);
            }
            if let Some((llm, trigger)) = line_after {
                self.line_after(user, state, llm, &trigger, &say, out).await;
            }
            if let Some(effect) = tool {
                next = Some(tools::run(self, user, state, effect, &mut records).await);
            } else {
                next = follow;
            }
        }
    }

    /// The model's line after facts already sent, with "typing…" while it is asked.
    async fn line_after(
        &self,
        user: &UserKey,
        state: &SessionState,
        llm: &LlmHook,
        trigger: &Trigger,
        said: &[Msg],
        out: &dyn Outbox,
    ) {
        if !wait::consults_model(state, trigger, said) {
            return;
        }
        self.say(out, state.locale, &Msg::Thinking);
        if let Some(line) = llm.line_after(&self.hook_ctx(user), state, trigger, said).await {
            self.say(out, state.locale, &line);
        }
    }

    fn hook_ctx<'a>(&'a self, user: &'a UserKey) -> HookCtx<'a> {
        HookCtx {
            user,
            store: self.parts.store.as_ref(),
            bank: self.parts.bank.as_ref(),
            persona: &self.parts.persona,
        }
    }

    /// A copy of the user's in-memory state (tests, diagnostics).
    pub async fn snapshot(&self, user: &UserKey) -> SessionState {
        let cell = self.cell(user).await;
        cell.lock().await.clone()
    }

    /// Whether the user's interview is waiting on them (not running a tool).
    pub async fn status(&self, user: &UserKey) -> Status {
        self.snapshot(user).await.status
    }
}
