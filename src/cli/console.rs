//! `mashang console` (also `mashang` with no subcommand and no platform token): a mock interview in
//! the terminal. Also builds the engine from the configuration, for every front end.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use mashang::adapters::console::{self, ConsoleOptions, ConsoleOutbox};
use mashang::adapters::executor::LocalSandbox;
use mashang::adapters::store::SqliteStore;
use mashang::config::{self, Config};
use mashang::core::engine::{
    Engine, EngineParts, EngineSettings, FairQueue, QueueLimits, RateRule,
};
use mashang::core::i18n::Locale;
use mashang::core::interviewer::{Level, Role};
use mashang::core::ports::{ExecError, Executor, Job, JobReport};
use mashang::core::preset;
use mashang::core::problem::Bank;
use mashang::core::session::UserKey;

#[derive(Debug, Args, Default)]
pub struct ConsoleArgs {
    /// Who is being interviewed (history and reports are kept per user). Default: $USER.
    #[arg(long)]
    pub user: Option<String>,
    /// Start an interview for this role (algorithm, backend, frontend, system-design).
    #[arg(long)]
    pub role: Option<String>,
    /// Start an interview at this level (junior, mid, senior).
    #[arg(long)]
    pub level: Option<String>,
    /// Programming language for the interview.
    #[arg(long)]
    pub lang: Option<String>,
    /// Configuration file (default: $MASHANG_CONFIG or ./mashang.toml).
    #[arg(long)]
    pub config: Option<PathBuf>,
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

/// Logging to stderr; `RUST_LOG` overrides the default level (warnings).
pub fn init_tracing() {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn"));
    let _ =
        tracing_subscriber::fmt().with_env_filter(filter).with_writer(std::io::stderr).try_init();
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

/// Builds the engine (store, bank, judge behind the fair queue, persona) from the configuration.
/// Sweeps idle sessions out of memory once a minute for as long as the engine lives (chat front
/// ends: many users come and go; `session_idle_minutes` sets when a session counts as idle).
pub fn spawn_evictor(engine: &Arc<Engine>) {
    tokio::spawn(Arc::clone(engine).evict_idle_every(Duration::from_secs(60)));
}

pub async fn build_engine(cfg: &Config) -> anyhow::Result<Engine> {
    let s = &cfg.settings;
    for w in &cfg.warnings {
        tracing::warn!("{w}");
    }
    let store = SqliteStore::open(&s.data_dir)
        .await
        .with_context(|| format!("opening the database in {}", s.data_dir.display()))?;
    let (bank, errors) = Bank::load(&s.problems);
    for e in &errors {
        tracing::warn!("problem bank: {e}");
    }
    if bank.is_empty() {
        anyhow::bail!(
            "no problems found in {}; run from the repository root or set MASHANG_PROBLEMS",
            s.problems.display()
        );
    }
    let bank = Arc::new(bank);
    let executor: Arc<dyn Executor> = match mashang::adapters::executor::open_sandbox(s) {
        Ok(sb) => Arc::new(LocalSandbox::new(Arc::new(sb))),
        Err(e) => {
            tracing::warn!(
                "sandbox unavailable ({e}); submissions cannot be judged — run `mashang doctor`"
            );
            Arc::new(NoSandbox(e.to_string()))
        }
    };
    let slots = if s.judge.slots == 0 {
        std::thread::available_parallelism().map_or(1, |n| (n.get() / 2).max(1))
    } else {
        s.judge.slots
    };
    let queue = FairQueue::new(
        executor,
        QueueLimits { slots, per_user: s.judge.queue_per_user, total: s.judge.queue_total },
    );
    let (mut persona, warning) = preset::resolve(&s.interviewer, config::read_preset(s));
    if let Some(w) = warning {
        tracing::warn!("{w}");
    }
    if let Some(r) = s.rounds {
        persona.rules.rounds = r.clamp(1, 20);
    }
    let settings = EngineSettings {
        default_locale: default_locale(cfg),
        default_language: mashang::core::input::normalize_language(&s.language)
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
        evict_idle_after: (s.session_idle_minutes > 0)
            .then(|| Duration::from_secs(s.session_idle_minutes * 60)),
    };
    let api_key = cfg.secrets.llm_api_key.as_ref().map(|k| k.expose());
    let llm = mashang::adapters::llm::setup(s, api_key, bank, &queue)
        .map_err(|e| anyhow::anyhow!("LLM client: {e}"))?;
    let engine = Engine::new(EngineParts {
        store: Arc::new(store),
        bank: llm.bank,
        grader: llm.grader,
        queue,
        persona,
        settings,
    });
    Ok(match llm.hook {
        Some(hook) => engine.with_llm(hook),
        None => engine,
    })
}

fn parse_or_bail<T>(
    value: Option<&str>,
    what: &str,
    parse: fn(&str) -> Option<T>,
) -> anyhow::Result<Option<T>> {
    value.map(|v| parse(v).with_context(|| format!("unknown {what} `{v}`"))).transpose()
}

pub fn run(args: ConsoleArgs) -> anyhow::Result<()> {
    use std::io::IsTerminal;
    init_tracing();
    let cfg = config::load(args.config.as_deref())?;
    let role = parse_or_bail(args.role.as_deref(), "role", Role::parse)?;
    let level = parse_or_bail(args.level.as_deref(), "level", Level::parse)?;
    let lang =
        parse_or_bail(args.lang.as_deref(), "language", mashang::core::input::normalize_language)?;
    let name = args.user.or_else(|| std::env::var("USER").ok()).unwrap_or_else(|| "me".into());
    let start = (role.is_some() || level.is_some() || lang.is_some())
        .then(|| (role, level, lang.map(str::to_string)));
    let options = ConsoleOptions {
        user: UserKey::new("console", &name),
        interactive: std::io::stdin().is_terminal(),
        start,
    };
    let rt = tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build()?;
    rt.block_on(async {
        let engine = Arc::new(build_engine(&cfg).await?);
        let out = Arc::new(ConsoleOutbox::new(std::io::stdout().is_terminal()));
        let stdin = tokio::io::BufReader::new(tokio::io::stdin());
        console::run(engine, options, stdin, out).await?;
        anyhow::Ok(())
    })?;
    // Leave promptly at end of input even if a blocking stdin read is still parked.
    rt.shutdown_timeout(Duration::from_millis(100));
    Ok(())
}
