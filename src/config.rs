//! Configuration: defaults, then a TOML file (`--config`, `$MASHANG_CONFIG`, or `./mashang.toml`),
//! then `MASHANG_*` environment variables. Secrets (platform tokens, API keys) are read only from
//! the environment — a secret found in the file is ignored with a warning — and are redacted in
//! every `Debug` output, so they are never logged.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use figment::Figment;
use figment::providers::{Env, Format, Serialized, Toml};
use mashang_presets::Tree;
use serde::{Deserialize, Serialize};

/// A secret string: never printed.
#[derive(Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("\"***\"")
    }
}

/// A database URL; its `Debug` hides the password (settings are logged).
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct DatabaseUrl(pub String);

impl DatabaseUrl {
    /// Whether it names a PostgreSQL server.
    pub fn is_postgres(&self) -> bool {
        self.0.starts_with("postgres://") || self.0.starts_with("postgresql://")
    }

    /// The URL with any password replaced by `***` (for logs and `mashang doctor`).
    pub fn redacted(&self) -> String {
        let Some((scheme, rest)) = self.0.split_once("://") else { return "***".into() };
        match rest.split_once('@') {
            Some((user, host)) => {
                let name = user.split_once(':').map_or(user, |(n, _)| n);
                let hidden = if user.contains(':') { ":***" } else { "" };
                format!("{scheme}://{name}{hidden}@{host}")
            }
            None => self.0.clone(),
        }
    }
}

impl std::fmt::Debug for DatabaseUrl {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{:?}", self.redacted())
    }
}

/// Per-user rate limits.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct RateConfig {
    pub messages_per_minute: u32,
    pub message_burst: u32,
    pub submissions_per_minute: u32,
    pub submission_burst: u32,
}

impl Default for RateConfig {
    fn default() -> Self {
        RateConfig {
            messages_per_minute: 60,
            message_burst: 20,
            submissions_per_minute: 12,
            submission_burst: 5,
        }
    }
}

/// The judge queue in front of the sandbox.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct JudgeConfig {
    /// Sandbox jobs running at once (0 = half the CPUs, at least 1).
    pub slots: usize,
    /// Jobs one user may have waiting.
    pub queue_per_user: usize,
    /// Jobs waiting in total.
    pub queue_total: usize,
    /// How long one judge call may go without a sign of life from its jobs (waiting their turn,
    /// queued or running on a live worker) before the user is told it failed.
    pub timeout_secs: u64,
    /// Upper bound on one judge call however alive its jobs are (a long line, a wedged worker).
    pub max_wait_secs: u64,
    /// Byte budget of the sandbox's compiled-artifact cache (`<data_dir>/sandbox`), in MiB;
    /// the least recently used artifacts are evicted past it.
    pub artifact_cache_mb: u64,
    /// Largest compiled artifact, in MiB; a program compiling to more is a compile error.
    pub artifact_max_mb: u64,
    /// Wall-clock limit of one compile on an idle host, in seconds (it grows with the host's
    /// load, at most 4×); 0 = the language table's (15 s).
    pub compile_wall_secs: u64,
    /// Run cgroups the sandbox keeps for reuse between runs (no per-run cgroup attach wait on
    /// cgroup v1 hosts); unset = two per CPU, at least four; 0 = off (a fresh group per run).
    pub cgroup_pool: Option<usize>,
    /// On cgroup v2 hosts (no pool there), a root bot remounts cgroup2 with `favordynmods` at
    /// start, as `mashang-sandbox tune` does; false leaves the host alone.
    pub auto_tune: bool,
    /// Warm sandboxes kept per language and limits (`[judge.warm_pool] python = 2`): loaders
    /// started ahead with the interpreter loaded (for judgings) and prepared sandboxes parked
    /// just before exec (for any run); each takes exactly one job and is discarded after it.
    /// Unset languages keep the default (2 for Python and JavaScript); 0 = off. Needs the cgroup
    /// pool.
    pub warm_pool: BTreeMap<String, usize>,
    /// Warm each pooled language's default limits at start, so the first judging after a start
    /// does not start cold; false learns every key from the first job that misses.
    pub prewarm: bool,
}

impl Default for JudgeConfig {
    fn default() -> Self {
        JudgeConfig {
            slots: 0,
            queue_per_user: 4,
            queue_total: 256,
            timeout_secs: 120,
            max_wait_secs: 900,
            artifact_cache_mb: 1024,
            artifact_max_mb: 64,
            compile_wall_secs: 0,
            cgroup_pool: None,
            auto_tune: true,
            warm_pool: BTreeMap::new(),
            prewarm: true,
        }
    }
}

/// The Redis judge queue (`[queue]`), used when `queue_url` is set.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct QueueConfig {
    /// Prefix of every key of the queue (one Redis can hold several deployments).
    pub prefix: String,
    /// Jobs queued or running across every replica; past it a submission is "queue full".
    pub cap: usize,
    /// A job a worker took and has not finished after this long is taken by another worker
    /// (the first is presumed dead). Keep it above the longest job (`judge.timeout_secs`).
    pub visibility_timeout_secs: u64,
    /// Worker heartbeat period; a worker is listed as live for three periods after its last beat.
    pub heartbeat_secs: u64,
}

impl Default for QueueConfig {
    fn default() -> Self {
        QueueConfig {
            prefix: "mashang".into(),
            cap: 1000,
            visibility_timeout_secs: 300,
            heartbeat_secs: 5,
        }
    }
}

/// Knobs for the end-to-end tests that run the real binary (`[testing]`, or `MASHANG_TESTING__*`):
/// for tests only, never set in production. Unset, the binary runs as shipped; an in-process test
/// passes the same knobs (and a clock of its own) through `app::Overrides`.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TestingConfig {
    /// Duels, peer sessions and live boards run on the system clock plus the whole seconds
    /// written in this file, read on every call (a test moves time by rewriting it).
    pub clock_skew_file: Option<PathBuf>,
    /// How often the duel and peer-session timers look, in milliseconds (default a minute).
    pub duel_tick_ms: Option<u64>,
    /// How often the drills scheduler looks, in milliseconds (default a minute).
    pub drill_tick_ms: Option<u64>,
    /// How often the live-board loop looks, in milliseconds (default 30 s).
    pub board_tick_ms: Option<u64>,
    /// The least time between two edits of a live board, in seconds (default 15).
    pub board_gap_secs: Option<i64>,
    /// A crash point, `<point>[#<n>]` (`mashang_core::crashpoint`): the process aborts the
    /// `n`-th time it passes there — what `kill -9` leaves.
    pub crash_at: Option<String>,
}

impl TestingConfig {
    /// Whether any knob is set (the app warns: a production config must set none).
    pub fn is_set(&self) -> bool {
        *self != TestingConfig::default()
    }
}

/// Everything that is not a secret (what the file may set). Unknown keys are not an error here
/// because other components read their own `MASHANG_*` variables; unknown *file* keys are warned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Where the database lives (`MASHANG_DATA_DIR`).
    pub data_dir: PathBuf,
    /// A server database instead of the SQLite file in `data_dir` (`MASHANG_DATABASE_URL`):
    /// `postgres://user[:password]@host:port/db`. Unset = SQLite.
    pub database_url: Option<DatabaseUrl>,
    /// Interface language for new users: `zh-CN` or `en`; unset = from `$LANG`, else `en`.
    pub locale: Option<String>,
    /// Interviewer preset name (a file `<presets>/interviewers/<name>.toml`).
    pub interviewer: String,
    /// Directory of the presets (`MASHANG_PRESETS`); unset = the presets embedded in the binary.
    pub presets: Option<PathBuf>,
    /// Problem bank directory (`MASHANG_PROBLEMS`); unset = the bank embedded in the binary.
    pub problems: Option<PathBuf>,
    /// Defaults for a new interview.
    pub role: String,
    pub level: String,
    pub language: String,
    /// Overrides the preset's number of questions per interview.
    pub rounds: Option<u8>,
    pub rate: RateConfig,
    pub judge: JudgeConfig,
    /// Minutes a session may sit idle before it leaves memory (it stays in the store and reloads
    /// on the next message); 0 keeps every session in memory.
    pub session_idle_minutes: u64,
    /// OpenAI-compatible LLM (optional; the interviewer works without it).
    pub llm_base_url: Option<String>,
    pub llm_model: Option<String>,
    /// Tuning of the LLM interviewer (`[llm]`; `MASHANG_LLM__TIMEOUT_SECS` …).
    pub llm: mashang_llm::LlmSection,
    /// Discord: also read ordinary messages in interview threads (needs the privileged
    /// message-content intent switched on in the developer portal).
    pub discord_message_content: bool,
    /// Discord REST through an HTTP proxy such as twilight-http-proxy
    /// (`MASHANG_DISCORD_PROXY_URL`, e.g. `http://127.0.0.1:3000`): every REST call, the gateway
    /// URL lookup included, goes there instead of `https://discord.com`, and serenity's own rate
    /// limiter is off because it would bypass the proxy — the proxy then owns the rate limits, and
    /// a 429 it passes back is waited out for its `Retry-After` by the bot's loopback front.
    pub discord_proxy_url: Option<String>,
    /// Telegram Bot API base URL (`MASHANG_TELEGRAM_API_URL`): a local Bot API server, or tests.
    pub telegram_api_url: Option<String>,
    /// A local Bot API server's (`telegram-bot-api --local`) working directory as this process
    /// sees it (`MASHANG_TELEGRAM_FILES_DIR`): uploaded files, whose paths such a server gives as
    /// absolute, are read under it. Unset: read at the path the server gives (same filesystem).
    pub telegram_files_dir: Option<PathBuf>,
    /// Redis judge queue (`MASHANG_QUEUE_URL`, `redis://…`): set, jobs go to `mashang worker`
    /// processes through Redis Streams; unset, they run in this process's sandbox.
    pub queue_url: Option<String>,
    pub queue: QueueConfig,
    /// This process's name among the replicas on one database (`MASHANG_REPLICA_ID`): the owner
    /// of the turns it receives and of its leases. Stable across its restarts, distinct between
    /// replicas; unset = the host name.
    pub replica_id: Option<String>,
    /// Seconds a replica's leases last without renewal (renewed every third): how long after a
    /// replica dies another one takes over its Telegram polling and its unanswered turns.
    pub lease_secs: u64,
    /// Discord shards this process runs (`--shards 0-3`, `MASHANG_DISCORD_SHARDS`); unset = all.
    pub discord_shards: Option<String>,
    /// Discord shards in total across every process (`--shard-total 8`); unset = Discord's
    /// recommendation, for one process running them all.
    pub discord_shard_total: Option<u32>,
    /// For tests only (see [`TestingConfig`]); never set in production.
    pub testing: TestingConfig,
}

impl Settings {
    /// The problem bank: the configured directory, else the one embedded in the binary.
    pub fn bank(&self) -> Tree {
        Tree::problems(self.problems.as_deref())
    }

    /// `replica_id`, else the host name, else `mashang`.
    pub fn replica(&self) -> String {
        if let Some(id) = self.replica_id.as_deref().filter(|s| !s.trim().is_empty()) {
            return id.trim().to_string();
        }
        std::env::var("HOSTNAME")
            .ok()
            .or_else(|| std::fs::read_to_string("/etc/hostname").ok())
            .map(|h| h.trim().to_string())
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "mashang".into())
    }
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            data_dir: PathBuf::from("data"),
            database_url: None,
            locale: None,
            interviewer: "default".into(),
            presets: None,
            problems: None,
            role: "algorithm".into(),
            level: "junior".into(),
            language: "python".into(),
            rounds: None,
            rate: RateConfig::default(),
            judge: JudgeConfig::default(),
            session_idle_minutes: 30,
            llm_base_url: None,
            llm_model: None,
            llm: mashang_llm::LlmSection::default(),
            discord_message_content: false,
            discord_proxy_url: None,
            telegram_api_url: None,
            telegram_files_dir: None,
            queue_url: None,
            queue: QueueConfig::default(),
            replica_id: None,
            lease_secs: 15,
            discord_shards: None,
            discord_shard_total: None,
            testing: TestingConfig::default(),
        }
    }
}

/// Secrets, from the environment only.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub struct Secrets {
    pub telegram_token: Option<Secret>,
    pub discord_token: Option<Secret>,
    pub llm_api_key: Option<Secret>,
}

const SECRET_KEYS: [&str; 3] = ["telegram_token", "discord_token", "llm_api_key"];

/// The loaded configuration.
#[derive(Debug, Clone)]
pub struct Config {
    pub settings: Settings,
    pub secrets: Secrets,
    /// The file that was read, if any.
    pub file: Option<PathBuf>,
    /// Problems worth telling the operator about (ignored secrets…).
    pub warnings: Vec<String>,
    /// Whether `data_dir` was set (file or `MASHANG_DATA_DIR`) rather than left at its default.
    pub data_dir_set: bool,
}

impl Config {
    /// Whether a chat platform token is configured (then the chat adapters run instead of the
    /// terminal).
    pub fn has_platform_token(&self) -> bool {
        self.secrets.telegram_token.is_some() || self.secrets.discord_token.is_some()
    }

    /// Where read-only commands (`judge`, `problems check`, `doctor`) keep their caches and the
    /// sandbox state: the data dir when one is configured, else the per-user cache dir, so that
    /// running them in any directory never leaves a `./data` behind.
    pub fn cache_root(&self) -> PathBuf {
        if self.data_dir_set {
            return self.settings.data_dir.clone();
        }
        user_cache_root()
    }

    /// The settings with `data_dir` moved to [`Config::cache_root`] (for read-only commands).
    pub fn readonly_settings(&self) -> Settings {
        Settings { data_dir: self.cache_root(), ..self.settings.clone() }
    }

    /// The defaults with `data_dir` at the per-user cache dir (when the config does not load).
    pub fn default_readonly_settings() -> Settings {
        Settings { data_dir: user_cache_root(), ..Settings::default() }
    }
}

/// `$XDG_CACHE_HOME/mashang` (or the platform's equivalent); the temp dir when there is no home.
fn user_cache_root() -> PathBuf {
    dirs::cache_dir().unwrap_or_else(std::env::temp_dir).join("mashang")
}

/// Which file to read: the explicit one, `$MASHANG_CONFIG`, or `./mashang.toml` when it exists.
pub fn config_path(explicit: Option<&Path>) -> Option<PathBuf> {
    if let Some(p) = explicit {
        return Some(p.to_path_buf());
    }
    if let Some(p) = std::env::var_os("MASHANG_CONFIG") {
        return Some(PathBuf::from(p));
    }
    let local = PathBuf::from("mashang.toml");
    local.is_file().then_some(local)
}

/// Loads the configuration. A file that was asked for but is missing or malformed is an error.
pub fn load(explicit: Option<&Path>) -> anyhow::Result<Config> {
    let file = config_path(explicit);
    let mut warnings = Vec::new();
    let mut file_table = toml::Table::new();
    if let Some(path) = &file {
        let text = std::fs::read_to_string(path)
            .map_err(|e| anyhow::anyhow!("cannot read config file {}: {e}", path.display()))?;
        file_table =
            text.parse().map_err(|e| anyhow::anyhow!("config file {}: {e}", path.display()))?;
        let known = toml::Table::try_from(Settings::default()).unwrap_or_default();
        for key in file_table.keys() {
            let optional = [
                "locale",
                "presets",
                "problems",
                "rounds",
                "llm_base_url",
                "llm_model",
                "telegram_api_url",
                "telegram_files_dir",
                "discord_proxy_url",
                "database_url",
                "queue_url",
                "replica_id",
                "discord_shards",
                "discord_shard_total",
            ];
            if !known.contains_key(key)
                && !optional.contains(&key.as_str())
                && !SECRET_KEYS.contains(&key.as_str())
            {
                warnings.push(format!("{}: unknown setting `{key}` ignored", path.display()));
            }
        }
        for key in SECRET_KEYS {
            if file_table.remove(key).is_some() {
                warnings.push(format!(
                    "{}: `{key}` is a secret and is read only from the environment (MASHANG_{}); ignored",
                    path.display(),
                    key.to_ascii_uppercase()
                ));
            }
        }
    }
    let env = Env::prefixed("MASHANG_").ignore(&["CONFIG"]).split("__");
    let settings: Settings = Figment::from(Serialized::defaults(Settings::default()))
        .merge(Toml::string(&toml::to_string(&file_table)?))
        .merge(env.clone().ignore(&SECRET_KEYS))
        .extract()
        .map_err(|e| anyhow::anyhow!("configuration: {e}"))?;
    let secrets: Secrets = Figment::from(env.only(&SECRET_KEYS)).extract().unwrap_or_default();
    let data_dir_set =
        file_table.contains_key("data_dir") || std::env::var_os("MASHANG_DATA_DIR").is_some();
    Ok(Config { settings, secrets, file, warnings, data_dir_set })
}

/// Reads an interviewer preset (`<name>.toml` among the configured or embedded presets): `None`
/// when there is no such preset.
pub fn read_preset(
    settings: &Settings,
) -> Option<Result<String, mashang_core::preset::PresetError>> {
    let presets = Tree::interviewers(settings.presets.as_deref());
    let file = format!("{}.toml", settings.interviewer);
    match presets.read(&file) {
        Ok(s) => Some(Ok(s)),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(source) => Some(Err(mashang_core::preset::PresetError::Unreadable {
            path: presets.path().join(file),
            source,
        })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn secrets_never_show_in_debug_output() {
        let s =
            Secrets { telegram_token: Some(Secret("12345:abcdef".into())), ..Secrets::default() };
        assert!(!format!("{s:?}").contains("abcdef"));
    }

    #[test]
    fn a_database_url_password_never_shows_in_debug_output() {
        let url = DatabaseUrl("postgres://bot:hunter2@db:5432/mashang".into());
        let settings = Settings { database_url: Some(url.clone()), ..Settings::default() };
        assert!(!format!("{settings:?}").contains("hunter2"));
        assert_eq!(url.redacted(), "postgres://bot:***@db:5432/mashang");
        assert!(url.is_postgres());
        let plain = DatabaseUrl("postgresql://bot@db/mashang".into());
        assert_eq!(plain.redacted(), "postgresql://bot@db/mashang");
        assert!(plain.is_postgres() && !DatabaseUrl("mysql://x@y/z".into()).is_postgres());
    }

    #[test]
    fn the_testing_section_is_read_from_the_file_without_a_warning_and_unset_by_default() {
        assert!(!Settings::default().testing.is_set());
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("mashang.toml");
        std::fs::write(&file, "[testing]\nduel_tick_ms = 200\ncrash_at = \"sent#2\"\n").unwrap();
        let cfg = load(Some(&file)).unwrap();
        assert_eq!(cfg.settings.testing.duel_tick_ms, Some(200));
        assert_eq!(cfg.settings.testing.crash_at.as_deref(), Some("sent#2"));
        assert!(cfg.settings.testing.is_set());
        assert!(cfg.warnings.iter().all(|w| !w.contains("testing")), "{:?}", cfg.warnings);
    }

    #[test]
    fn the_database_url_setting_is_read_from_the_file_and_sqlite_stays_the_default() {
        assert_eq!(Settings::default().database_url, None);
        let file: Settings =
            Figment::from(Toml::string("database_url = \"postgres://a@b/c\"")).extract().unwrap();
        assert_eq!(file.database_url, Some(DatabaseUrl("postgres://a@b/c".into())));
    }

    #[test]
    fn bank_and_presets_directories_are_known_file_settings_and_unset_by_default() {
        assert_eq!((Settings::default().problems, Settings::default().presets), (None, None));
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("mashang.toml");
        std::fs::write(&file, "problems = \"/srv/bank\"\npresets = \"/srv/presets\"\n").unwrap();
        let cfg = load(Some(&file)).unwrap();
        assert!(cfg.warnings.is_empty(), "{:?}", cfg.warnings);
        // The environment may override the file; without it, the file's values hold.
        if std::env::var_os("MASHANG_PROBLEMS").is_none() {
            assert_eq!(cfg.settings.problems, Some(PathBuf::from("/srv/bank")));
        }
        if std::env::var_os("MASHANG_PRESETS").is_none() {
            assert_eq!(cfg.settings.presets, Some(PathBuf::from("/srv/presets")));
        }
    }
}
