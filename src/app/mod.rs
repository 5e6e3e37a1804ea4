//! The composition root: [`App::build`] turns a [`Config`] into the running object graph — one
//! store (one SQLite connection, or one Postgres pool when `database_url` is set), one problem
//! bank (loaded once), one executor behind one fair queue, the interviewer (with the LLM when
//! configured), and the drills, duels and peer-session services — handed whole, as one
//! [`Services`], to every front end of the process. The binary builds through [`App::build`],
//! in-process tests through [`App::build_with`] and its [`Overrides`].

pub mod bank;
pub mod health;
pub mod llm;
pub mod overrides;
pub mod queue;
pub mod replica;
pub mod sandbox;
pub mod store;

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use mashang_bank::FsJudgeCache;
use mashang_core::drills::Drills;
use mashang_core::duel::Duels;
use mashang_core::engine::{Engine, EngineParts, EngineSettings, FairQueue, QueueLimits, RateRule};
use mashang_core::interviewer::{Level, Role};
use mashang_core::pair::Pairs;
use mashang_core::ports::{ExecError, Executor, Job, JobReport, JudgeCache};
use mashang_core::preset;
use mashang_core::services::Services;
use mashang_exec_local::LocalSandbox;
use mashang_i18n::Locale;
use mashang_judge::problem::Bank;

use self::overrides::Timing;
pub use self::overrides::{Interviewer, Overrides};
use crate::config::{self, Config};

/// The running object graph of one process.
pub struct App {
    /// The engine and the group services (drills, duels, peer sessions): one store, bank and
    /// queue between them, handed whole to every front end.
    pub services: Services,
    pub config: Config,
}

/// Stands in for the sandbox when it cannot be set up: every judge call fails as an execution
/// error with the reason, and the interview goes on.
struct NoSandbox(String);

#[async_trait::async_trait]
impl Executor for NoSandbox {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::Unavailable(self.0.clone()))
    }
}

impl App {
    /// Builds everything from the configuration (logs its warnings). Fails on what makes the
    /// bot useless: an unopenable database or an empty problem bank.
    pub async fn build(cfg: Config) -> anyhow::Result<App> {
        App::build_with(cfg, Overrides::default()).await
    }

    /// [`App::build`] with a test's `overrides` (each knob left unset comes from the
    /// configuration's `[testing]` section, else is the production value).
    pub async fn build_with(cfg: Config, overrides: Overrides) -> anyhow::Result<App> {
        let s = &cfg.settings;
        for w in &cfg.warnings {
            tracing::warn!("{w}");
        }
        if s.testing.is_set() {
            tracing::warn!("[testing] knobs are set: they are for tests, never for production");
        }
        if let Some(spec) = overrides.crash_at(&s.testing) {
            overrides::arm_crash_point(spec)?;
        }
        let timing = overrides.timing(&s.testing);
        let backend = store::Backend::open(s).await?;
        let bank = match &overrides.bank {
            Some(bank) => Arc::clone(bank),
            None => Arc::new(bank::load_logged(s)?),
        };
        let executor = match &overrides.executor {
            Some(executor) => Arc::clone(executor),
            None => executor(&cfg).await?,
        };
        let shared = Shared {
            queue: FairQueue::new(executor, queue_limits(&cfg)),
            cache: Arc::new(FsJudgeCache::new(s.data_dir.join("cache"))),
            plans: bank::load_plans(s, &bank),
            bank,
        };
        let engine = build_engine(&cfg, &backend, &shared, overrides)?;
        let (drills, duels, pairs) = shared.group_services(&backend, timing);
        let replicas = backend.replicas();
        replica::start_heartbeat(Arc::clone(&replicas), s).await;
        // A live duel's or peer session's problem is closed to its members in interviews and
        // drills until it ends.
        let locks: Arc<dyn mashang_core::ports::ProblemLocks> =
            Arc::new(mashang_core::locks::GroupLocks {
                members: backend.drills(),
                duels: backend.duels(),
                pairs: backend.pairs(),
            });
        let engine = engine.with_replicas(replicas).with_locks(Arc::clone(&locks));
        let drills = drills.with_locks(locks);
        let services = Services {
            engine: Arc::new(engine),
            drills: Arc::new(drills),
            duels: Arc::new(duels),
            pairs: Arc::new(pairs),
        };
        Ok(App { services, config: cfg })
    }

    /// Sweeps idle sessions out of memory once a minute for as long as the engine lives (chat
    /// front ends: many users come and go; `session_idle_minutes` sets when one counts as idle).
    pub fn spawn_evictor(&self) {
        tokio::spawn(Arc::clone(&self.services.engine).evict_idle_every(Duration::from_secs(60)));
    }
}

/// What every service of the process shares: one bank, one fair queue (one executor), one
/// stress-test cache.
struct Shared {
    bank: Arc<Bank>,
    /// The study plans (checked against the bank).
    plans: Vec<mashang_core::plan::Plan>,
    queue: Arc<FairQueue>,
    cache: Arc<dyn JudgeCache>,
}

impl Shared {
    /// The drills, duels and peer sessions on `backend`, paced by `timing`.
    fn group_services(&self, backend: &store::Backend, timing: Timing) -> (Drills, Duels, Pairs) {
        let duels = Duels::new(
            backend.duels(),
            backend.drills(),
            Arc::clone(&self.bank),
            Arc::clone(&self.queue),
            Arc::clone(&timing.clock),
        )
        .with_judge_cache(Arc::clone(&self.cache))
        .with_tick_every(timing.duel_tick);
        // Peer sessions run on the duels' clock and timer period (moved together by the tests).
        let pairs = Pairs::new(
            backend.pairs(),
            backend.drills(),
            Arc::clone(&self.bank),
            Arc::clone(&self.queue),
            Arc::clone(&timing.clock),
        )
        .with_judge_cache(Arc::clone(&self.cache))
        .with_tick_every(timing.duel_tick);
        // The group timers' clock (the system's, unless a test moves it).
        let drills = Drills::new(
            backend.drills(),
            Arc::clone(&self.bank),
            Arc::clone(&self.queue),
            Arc::clone(&timing.clock),
        )
        .with_plans(self.plans.clone())
        .with_judge_cache(Arc::clone(&self.cache))
        .with_scheduler_period(timing.drill_tick)
        .with_live_timing(timing.boards);
        (drills, duels, pairs)
    }
}

/// The interview engine: the preset's persona, the bank's questions and the judge (or the
/// overrides' interviewer), the LLM interviewer when configured (or overridden).
fn build_engine(
    cfg: &Config,
    backend: &store::Backend,
    shared: &Shared,
    overrides: Overrides,
) -> anyhow::Result<Engine> {
    let s = &cfg.settings;
    let (mut persona, warning) = preset::resolve(&s.interviewer, config::read_preset(s));
    if let Some(w) = warning {
        tracing::warn!("{w}");
    }
    if let Some(r) = s.rounds {
        persona.rules.rounds = r.clamp(1, 20);
    }
    let api_key = cfg.secrets.llm_api_key.as_ref().map(|k| k.expose());
    let mut llm =
        llm::setup(s, api_key, Arc::clone(&shared.bank), &shared.queue, Arc::clone(&shared.cache))
            .map_err(|e| anyhow::anyhow!("LLM client: {e}"))?;
    if let Some(Interviewer { questions, grader }) = overrides.interviewer {
        (llm.bank, llm.grader) = (questions, grader);
    }
    let engine = Engine::new(EngineParts {
        store: backend.store(),
        bank: llm.bank,
        grader: llm.grader,
        queue: Arc::clone(&shared.queue),
        persona,
        settings: engine_settings(cfg),
        clock: Arc::new(SystemClock),
    });
    Ok(match overrides.llm.or(llm.hook) {
        Some(hook) => engine.with_llm(hook),
        None => engine,
    })
}

/// The Redis judge queue when `queue_url` is set; else the local sandbox, or a stand-in that
/// explains why submissions cannot be judged.
async fn executor(cfg: &Config) -> anyhow::Result<Arc<dyn Executor>> {
    if let Some(url) = &cfg.settings.queue_url {
        return queue::redis_executor(&cfg.settings, url).await;
    }
    Ok(match sandbox::open_sandbox(&cfg.settings) {
        Ok(sb) => Arc::new(LocalSandbox::new(Arc::new(sb))),
        Err(e) => {
            tracing::warn!(
                "sandbox unavailable ({e}); submissions cannot be judged — run `mashang doctor`"
            );
            Arc::new(NoSandbox(e.to_string()))
        }
    })
}

fn queue_limits(cfg: &Config) -> QueueLimits {
    let j = &cfg.settings.judge;
    let slots = if j.slots == 0 && cfg.settings.queue_url.is_some() {
        queue::DEFAULT_QUEUE_SLOTS
    } else if j.slots == 0 {
        std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
    } else {
        j.slots
    };
    QueueLimits { slots, per_user: j.queue_per_user, total: j.queue_total }
}

fn engine_settings(cfg: &Config) -> EngineSettings {
    let s = &cfg.settings;
    EngineSettings {
        default_locale: default_locale(cfg),
        default_language: mashang_core::input::normalize_language(&s.language)
            .unwrap_or("python")
            .to_string(),
        default_role: Role::parse(&s.role).unwrap_or(Role::Algorithm),
        default_level: Level::parse(&s.level).unwrap_or(Level::Junior),
        message_rate: RateRule {
            burst: s.rate.message_burst,
            per_minute: s.rate.messages_per_minute,
        },
        submission_rate: RateRule {
            burst: s.rate.submission_burst,
            per_minute: s.rate.submissions_per_minute,
        },
        judge_timeout: Duration::from_secs(s.judge.timeout_secs.max(1)),
        judge_max_wait: Duration::from_secs(s.judge.max_wait_secs.max(1)),
        evict_idle_after: (s.session_idle_minutes > 0)
            .then(|| Duration::from_secs(s.session_idle_minutes * 60)),
    }
}

/// The interface language for new users: config, else `$LC_ALL`/`$LANG`, else English.
pub fn default_locale(cfg: &Config) -> Locale {
    cfg.settings
        .locale
        .as_deref()
        .and_then(Locale::parse)
        .or_else(|| {
            ["LC_ALL", "LANG"]
                .iter()
                .filter_map(|v| std::env::var(v).ok())
                .find_map(|v| Locale::parse(&v))
        })
        .unwrap_or_default()
}

/// The Telegram front end's options from the configuration.
pub fn telegram_options(cfg: &Config) -> anyhow::Result<mashang_telegram::TelegramOptions> {
    let token = cfg.secrets.telegram_token.as_ref().context("MASHANG_TELEGRAM_TOKEN is not set")?;
    Ok(mashang_telegram::TelegramOptions {
        token: token.expose().to_string(),
        api_url: cfg.settings.telegram_api_url.clone(),
        files_dir: cfg.settings.telegram_files_dir.clone(),
        default_locale: cfg.settings.locale.as_deref().and_then(Locale::parse).unwrap_or_default(),
        poller_lease: Some(replica::lease_ttl(&cfg.settings)),
    })
}

/// The Discord front end's options from the configuration.
pub fn discord_options(cfg: &Config) -> anyhow::Result<mashang_discord::DiscordOptions> {
    let token = cfg.secrets.discord_token.as_ref().context("MASHANG_DISCORD_TOKEN is not set")?;
    Ok(mashang_discord::DiscordOptions {
        token: token.expose().to_string(),
        channel_book: cfg.settings.data_dir.join("discord-channels.json"),
        message_content: cfg.settings.discord_message_content,
        proxy_url: cfg.settings.discord_proxy_url.clone(),
        shards: mashang_discord::shards::ShardPlan::parse(
            cfg.settings.discord_shards.as_deref(),
            cfg.settings.discord_shard_total,
        )?,
        orphan_sweep: Some(replica::lease_ttl(&cfg.settings)),
    })
}

/// The system's wall clock: the [`Clock`](mashang_core::ports::Clock) port's real implementation.
#[derive(Debug, Default, Clone, Copy)]
pub struct SystemClock;

impl mashang_core::ports::Clock for SystemClock {
    fn now(&self) -> chrono::DateTime<chrono::Utc> {
        chrono::Utc::now()
    }
}
