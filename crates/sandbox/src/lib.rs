//! mashang-sandbox: runs untrusted programs in a hardened, resource-limited Linux sandbox.
//!
//! Public surface: [`Sandbox`] (configure once, run many jobs from many threads), the wire types in
//! [`protocol`], and the language table in `languages.toml`. How a run is isolated is described in
//! the crate README; the layers active on this machine are reported by [`Sandbox::layers`].

mod cache;
mod cancel;
mod cgpool;
mod cgroup;
mod child;
mod compile;
mod cputime;
mod dialogue;
mod failure;
pub mod languages;
mod layers;
mod layout;
mod park;
mod pipes;
mod prepare;
mod replies;
pub use mashang_protocol as protocol;
mod seccomp;
mod setup;
mod spawn;
mod state;
mod step;
mod supervise;
mod warm;
mod warmbox;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

pub use protocol::{
    CompileReport, Dialogue, DialogueReport, Job, JobFile, JobReport, Limits, REPLY_FD, RunReport,
    Status, Turn, TurnReport, TurnState,
};

pub use cache::{CacheUsage, DEFAULT_ARTIFACT_MAX_BYTES, DEFAULT_CACHE_BUDGET_BYTES};
pub use cancel::Cancel;
pub use cgpool::PoolStats;
pub use prepare::Prepared;
pub use state::StateDirProblem;
pub use warm::{DEFAULT_WARM_POOL, WarmStats};
pub use warmbox::PoolKind;

use cache::StateDir;
use cgpool::CgroupPool;
use cgroup::CgroupSupport;
use compile::CompileSettings;
use languages::LanguageTable;
use step::{Input, Step, StepOut};
use warm::WarmPool;
use warmbox::{Env, WarmKey};

/// Make cgroup attach cheap on this host (`favordynmods`, see [`AttachMode`]), or undo that with
/// `on = false`. Needs root.
pub fn tune_host(on: bool) -> Result<String, SandboxError> {
    cgroup::set_fast_attach(on).map_err(|e| SandboxError::Setup(e.to_string()))
}

/// Largest main source accepted (the CLI contract's limit).
pub const MAX_SOURCE_BYTES: usize = 256 * 1024;

/// Errors that stop a job from being run at all (not errors of the program being run).
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("unknown language `{0}` (see `mashang-sandbox languages`)")]
    UnknownLanguage(String),
    #[error("language `{0}` is not available on this machine: {1}")]
    Unavailable(String, String),
    #[error("invalid job: {0}")]
    InvalidJob(String),
    /// The state directory (compile cache, probe cache) cannot be trusted or created.
    #[error("sandbox state directory {} refused: {reason}. Fix: {}", path.display(), reason.fix())]
    StateDir { path: PathBuf, reason: StateDirProblem },
    #[error("{0}")]
    Setup(String),
    /// The job's caller cancelled it (see [`Sandbox::run_job_cancellable`]): its run was killed.
    #[error("the job was cancelled")]
    Cancelled,
}

/// How runs get into their cgroups on this machine (reported by `doctor`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub enum AttachMode {
    /// Reused, pre-created groups the run moves itself into: no attach wait.
    Pool,
    /// Fresh groups attached by pid on a host tuned with `favordynmods`: cheap.
    Tuned,
    /// Fresh groups attached by pid, each waiting for an RCU grace period; the reason why.
    Slow(String),
    NoCgroups,
}

/// Availability of one language on this machine.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct LanguageStatus {
    pub id: String,
    pub name: String,
    pub available: bool,
    pub version: Option<String>,
    pub why_not: Option<String>,
    pub compiled: bool,
}

/// One isolation layer and whether it is active here (for `doctor`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct Layer {
    pub name: &'static str,
    pub active: bool,
    pub detail: String,
}

/// Where the sandbox keeps its compile cache and per-run scratch directories, and how large
/// compiles and the cache may grow.
#[derive(Debug, Clone, Default)]
pub struct SandboxOptions {
    /// The state directory (artifact cache, probe cache, compile scratch). Defaults to
    /// `$MASHANG_SANDBOX_DIR`, else `<tmp>/mashang-sandbox-<euid>`. Whichever it is, it must be
    /// owned by this process's euid, mode 0700 (fixed when ours), not a symlink, with no
    /// symlinked children, under directories no other user can write; else
    /// [`SandboxError::StateDir`].
    pub state_dir: Option<PathBuf>,
    /// A language table in TOML; defaults to the built-in one (or `$MASHANG_SANDBOX_LANGUAGES`).
    pub languages_toml: Option<String>,
    /// Largest compiled artifact (a compile's whole output); larger is a compile error.
    /// Default [`DEFAULT_ARTIFACT_MAX_BYTES`] (64 MiB).
    pub artifact_max_bytes: Option<u64>,
    /// Byte budget of the artifact cache, kept by evicting the least recently used artifact.
    /// Default [`DEFAULT_CACHE_BUDGET_BYTES`] (1 GiB).
    pub cache_budget_bytes: Option<u64>,
    /// Wall-clock limit of every compile, overriding the language table's `compile_wall_ms`
    /// (either is the limit on an idle host; it grows with the host's load, at most 4×).
    pub compile_wall_ms: Option<u64>,
    /// How many run cgroups are kept for reuse between runs (cgroup v1; see `cgpool.rs`).
    /// Default [`default_cgroup_pool`]; 0 turns the pool off, and every run then gets a fresh
    /// group attached by pid (the slow path unless the host is tuned).
    pub cgroup_pool: Option<usize>,
    /// Where runs cannot be pooled (cgroup v2) and the supervisor is root: remount cgroup2 with
    /// `favordynmods` at start, as `mashang-sandbox tune` does (default true; `doctor` says so).
    pub auto_tune: Option<bool>,
    /// Warm sandboxes kept per language and limits (see `warm.rs`), overriding the default
    /// ([`DEFAULT_WARM_POOL`] for every language with a warm loader) for the languages named;
    /// 0 turns a language's pool off. Needs the cgroup pool (cgroup v1); off without it.
    pub warm_pool: Option<BTreeMap<String, usize>>,
    /// Warm each pooled language's default limits from the start (a loader and a prepared
    /// sandbox), so the first job after start is not cold (default true).
    pub prewarm: Option<bool>,
}

impl SandboxOptions {
    /// For a process that runs one job and exits (`mashang-sandbox run`): no warm sandboxes —
    /// nobody would take them, and starting a loader costs the one run its CPU — and a cgroup
    /// pool of one.
    pub fn one_shot() -> Self {
        let no_warm = LanguageTable::load_default()
            .map(|t| t.ids().map(|id| (id.to_string(), 0)).collect())
            .unwrap_or_default();
        SandboxOptions {
            warm_pool: Some(no_warm),
            prewarm: Some(false),
            cgroup_pool: Some(1),
            ..SandboxOptions::default()
        }
    }
}

/// Run cgroups kept for reuse by default: two per CPU, at least four.
pub fn default_cgroup_pool() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get()).saturating_mul(2).max(4)
}

/// The state directory in use and what its cache holds (for `doctor`).
#[derive(Debug, Clone, serde::Serialize)]
pub struct StateReport {
    pub path: PathBuf,
    pub usage: CacheUsage,
    pub budget_bytes: u64,
    pub artifact_max_bytes: u64,
}

/// A configured sandbox. Share it (`Arc<Sandbox>`); `run_job` is blocking and thread-safe.
pub struct Sandbox {
    /// First: dropped (its sandboxes killed, its thread joined) before everything it uses.
    warm: WarmPool,
    table: Arc<LanguageTable>,
    policy: Arc<Vec<Vec<libc::sock_filter>>>,
    cgroups: Arc<CgroupPool>,
    /// What tuning the host at start did (`None`: not attempted).
    auto_tuned: Option<Result<String, SandboxError>>,
    state: StateDir,
    compile_settings: CompileSettings,
    privileged: bool,
    /// When each prepare step last failed (not retried on every compile); its lock is held
    /// while one is being built.
    prepare_failed: std::sync::Mutex<std::collections::HashMap<String, std::time::Instant>>,
}

impl Sandbox {
    pub fn new() -> Result<Self, SandboxError> {
        Self::with_options(SandboxOptions::default())
    }

    pub fn with_options(opts: SandboxOptions) -> Result<Self, SandboxError> {
        let table = match opts.languages_toml {
            Some(text) => LanguageTable::parse(&text)?,
            None => LanguageTable::load_default()?,
        };
        let policy = seccomp::build_policy()
            .map_err(|e| SandboxError::Setup(format!("seccomp policy: {e}")))?;
        // SAFETY: geteuid has no preconditions.
        let privileged = unsafe { libc::geteuid() } == 0;
        let cgroups =
            if privileged { CgroupSupport::detect() } else { detect_unprivileged_cgroups() };
        let dir = opts.state_dir.unwrap_or_else(state::default_dir);
        let budget = opts.cache_budget_bytes.unwrap_or(DEFAULT_CACHE_BUDGET_BYTES);
        let state = StateDir::open(&dir, budget)
            .map_err(|reason| SandboxError::StateDir { path: dir.clone(), reason })?;
        // Only now, from the verified directory: a planted probe entry would name the program
        // every submission of that language runs.
        let table = table.with_disk_cache(state.path().to_path_buf());
        cgroup::remove_stale(&cgroups, &format!("-{}-", std::process::id()));
        let pool_size = opts.cgroup_pool.unwrap_or_else(default_cgroup_pool);
        // A couple of groups now; the pool grows to what concurrent runs need, up to its size.
        let cgroups = CgroupPool::new(cgroups, pool_size, pool_size.min(2));
        let auto_tuned = (opts.auto_tune.unwrap_or(true)
            && cgroup::wants_auto_tune(cgroups.support(), privileged, cgroups.pooled()))
        .then(|| cgroup::set_fast_attach(true).map_err(|e| SandboxError::Setup(e.to_string())));
        let compile_settings = CompileSettings {
            artifact_max_bytes: opts.artifact_max_bytes.unwrap_or(DEFAULT_ARTIFACT_MAX_BYTES),
            wall_ms: opts.compile_wall_ms,
        };
        let (table, policy, cgroups) = (Arc::new(table), Arc::new(policy), Arc::new(cgroups));
        // Accounting from a handover needs a resettable memory peak: the v1 pool's groups.
        let sizes = if cgroups.pooled() {
            warm_sizes(&table, opts.warm_pool.unwrap_or_default())
        } else {
            BTreeMap::new()
        };
        let env = Env {
            table: Arc::clone(&table),
            policy: Arc::clone(&policy),
            cgroups: Arc::clone(&cgroups),
            privileged,
            stopping: Default::default(),
        };
        let warm = WarmPool::new(env, sizes, opts.prewarm.unwrap_or(true));
        Ok(Sandbox {
            warm,
            table,
            policy,
            cgroups,
            auto_tuned,
            state,
            compile_settings,
            privileged,
            prepare_failed: Default::default(),
        })
    }

    /// Each warm pool's size, hits and misses (languages whose pool is on, or was used).
    pub fn warm_stats(&self) -> Vec<WarmStats> {
        self.warm.stats()
    }

    /// Wait until `lang` has `n` warm sandboxes of `kind` waiting; false after `timeout`
    /// (benchmarks and tests, to measure or prove the warm path).
    pub fn warm_wait_ready(&self, lang: &str, kind: PoolKind, n: usize, timeout: Duration) -> bool {
        self.warm.wait_ready(lang, kind, n, timeout)
    }

    /// Host pids of `lang`'s waiting warm sandboxes of `kind` (tests kill one to prove it is
    /// replaced).
    #[doc(hidden)]
    pub fn warm_idle_pids(&self, lang: &str, kind: PoolKind) -> Vec<i32> {
        self.warm.idle_pids(lang, kind)
    }

    /// The verified state directory and the artifact cache's usage against its budget.
    pub fn state(&self) -> StateReport {
        StateReport {
            path: self.state.path().to_path_buf(),
            usage: self.state.usage(),
            budget_bytes: self.state.budget(),
            artifact_max_bytes: self.compile_settings.artifact_max_bytes,
        }
    }

    /// Every language in the table, available or not (probes each runtime once).
    pub fn languages(&self) -> Vec<LanguageStatus> {
        self.table
            .ids()
            .map(|id| {
                let spec = self.table.spec(id).expect("listed id");
                let (available, version, why_not) = match self.table.runtime(id) {
                    Ok(rt) => (true, Some(rt.version), None),
                    Err(SandboxError::Unavailable(_, why)) => (false, None, Some(why)),
                    Err(e) => (false, None, Some(e.to_string())),
                };
                LanguageStatus {
                    id: id.to_string(),
                    name: spec.name.clone(),
                    available,
                    version,
                    why_not,
                    compiled: spec.compile.is_some(),
                }
            })
            .collect()
    }

    /// Compile once (when the language compiles) and run once per input. Blocking.
    pub fn run_job(&self, job: &Job) -> Result<JobReport, SandboxError> {
        self.run_job_cancellable(job, cancel::never())
    }

    /// [`Sandbox::run_job`] until `cancel` is set (from another thread): then the run or compile
    /// in progress is killed at once, nothing more of the job is started, and the result is
    /// [`SandboxError::Cancelled`]. A caller that gives up on a job cancels it, so the worker it
    /// held is free within a poll wake-up rather than at the job's own limits.
    pub fn run_job_cancellable(
        &self,
        job: &Job,
        cancel: &Cancel,
    ) -> Result<JobReport, SandboxError> {
        let report = self.run_job_until(job, cancel)?;
        if cancel.is_cancelled() {
            return Err(SandboxError::Cancelled);
        }
        Ok(report)
    }

    fn run_job_until(&self, job: &Job, cancel: &Cancel) -> Result<JobReport, SandboxError> {
        validate(job)?;
        let runtime = self.table.runtime(&job.lang)?;
        let mut files: Vec<(String, Vec<u8>)> =
            job.files.iter().map(|f| (f.name.clone(), f.content.clone().into_bytes())).collect();
        files.push((runtime.spec.file.clone(), job.source.clone().into_bytes()));

        let (compile, artifact) = match &runtime.spec.compile {
            None => (None, None),
            Some(template) => match self.compile(&runtime, template, job, &files, cancel) {
                Ok((report, dir)) => (Some(report), Some(dir)),
                Err(report) => {
                    let failed = compile_failure(&report);
                    return Ok(JobReport { compile: Some(report), runs: vec![failed] });
                }
            },
        };
        let compile_output = compile.as_ref().map(|c| c.output.clone());
        let run_files: Vec<(String, Vec<u8>)> = if artifact.is_some() {
            job.files.iter().map(|f| (f.name.clone(), f.content.clone().into_bytes())).collect()
        } else {
            files
        };
        let argv = runtime.expand(&runtime.spec.run, &heap_vars(job.limits.memory_mb));
        let dialogue_limits = job.dialogue.as_ref().map(|d| dialogue::run_limits(&job.limits, d));
        let _active = self.warm.active();
        if let (Some(d), Some(limits), None) = (&job.dialogue, &dialogue_limits, &artifact) {
            let step = Step {
                runtime: &runtime,
                argv: &argv,
                files: &run_files,
                out: StepOut::None,
                prep: None,
                limits,
                cancel,
            };
            if let Some(outcome) = self.run_warm(&step, d, &job.limits) {
                let mut report = outcome.into_report();
                report.compile_output = compile_output;
                return Ok(JobReport { compile, runs: vec![report] });
            }
        }
        let inputs: Vec<Input<'_>> = match &job.dialogue {
            Some(d) => vec![Input::Dialogue { dialogue: d, load: &job.limits }],
            None if job.inputs.is_empty() => vec![Input::Stdin(b"")],
            None => job.inputs.iter().map(|s| Input::Stdin(s.as_bytes())).collect(),
        };
        let mut runs = Vec::new();
        for input in inputs {
            // A cancelled job starts no further run.
            if cancel.is_cancelled() {
                break;
            }
            let out = match &artifact {
                Some(dir) => StepOut::ReadOnly(dir.as_path()),
                None => StepOut::None,
            };
            let step = Step {
                runtime: &runtime,
                argv: &argv,
                files: &run_files,
                out,
                prep: None,
                limits: dialogue_limits.as_ref().unwrap_or(&job.limits),
                cancel,
            };
            let outcome = match self.run_prepared(&step, input) {
                Some(outcome) => outcome,
                None => self.run_input(step, input),
            };
            let mut report = outcome.into_report();
            report.compile_output = compile_output.clone();
            let stop = job.limits.stop_after_time_limit && report.status == Status::TimeLimit;
            runs.push(report);
            if stop {
                break;
            }
        }
        Ok(JobReport { compile, runs })
    }

    /// A dialogue in a warm sandbox of its language and limits, when one is waiting and takes
    /// the job's limits; `None`: run it cold.
    fn run_warm(&self, step: &Step<'_>, d: &Dialogue, load: &Limits) -> Option<supervise::Outcome> {
        if !self.warm.enabled_for(&step.runtime.id) {
            return None;
        }
        let key = WarmKey::new(step.runtime, load)?;
        let (warm, starting) = self.warm.take(&key, step.limits)?.into_parts();
        match warm.run(step, self.privileged, step.files, d, load, starting) {
            Ok(outcome) => Some(outcome),
            Err(()) => {
                self.warm.refused(&key);
                None
            }
        }
    }

    /// A run of an interpreted language in a prepared sandbox (parked before exec: namespaces,
    /// mounts and cgroup done ahead), when one is waiting for its limits; `None`: run it cold.
    fn run_prepared(&self, step: &Step<'_>, input: Input<'_>) -> Option<supervise::Outcome> {
        if !self.warm.enabled_for(&step.runtime.id) || !matches!(step.out, StepOut::None) {
            return None;
        }
        let dialogue = matches!(input, Input::Dialogue { .. });
        let key = WarmKey::prepared(step.runtime, step.limits, dialogue)?;
        let (warm, starting) = self.warm.take(&key, step.limits)?.into_parts();
        let parallelism = if self.cgroups.support().caps_cpu() { 1 } else { cpus() };
        match warm.run_prepared(step, self.privileged, input, parallelism, starting) {
            Ok(outcome) => Some(outcome),
            Err(()) => {
                self.warm.refused(&key);
                None
            }
        }
    }

    fn run_step(&self, step: Step<'_>, stdin: &[u8]) -> supervise::Outcome {
        self.run_input(step, Input::Stdin(stdin))
    }

    fn run_input(&self, step: Step<'_>, input: Input<'_>) -> supervise::Outcome {
        let n = next_serial();
        step.run(
            &step::Context {
                policy: &self.policy,
                cgroups: &self.cgroups,
                privileged: self.privileged,
                serial: n,
                warm: false,
            },
            input,
        )
    }
}

fn cpus() -> u64 {
    std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
}

/// A number for the next run (cold or warm). Process-wide, not per instance: run names (cgroups)
/// and host uids must never collide between two `Sandbox` values in one process.
pub(crate) fn next_serial() -> u64 {
    static RUNS: AtomicU64 = AtomicU64::new(0);
    RUNS.fetch_add(1, Ordering::Relaxed)
}

/// The heap-size placeholders of run argvs (`{heap_mb}`, `{half_mb}`) for a memory limit.
pub(crate) fn heap_vars(memory_mb: u64) -> [(&'static str, String); 2] {
    let heap_mb = (memory_mb * 3 / 4).max(16);
    let half_mb = (memory_mb / 2).max(16);
    [("heap_mb", heap_mb.to_string()), ("half_mb", half_mb.to_string())]
}

/// Warm pool size per language: the default for every language with a warm loader, then the
/// configured sizes of the languages named.
fn warm_sizes(
    table: &LanguageTable,
    configured: BTreeMap<String, usize>,
) -> BTreeMap<String, usize> {
    let mut sizes: BTreeMap<String, usize> = table
        .ids()
        .filter(|id| table.spec(id).is_some_and(|s| s.warm.is_some() && s.compile.is_none()))
        .map(|id| (id.to_string(), DEFAULT_WARM_POOL))
        .collect();
    for (lang, size) in configured {
        if let Some(s) = sizes.get_mut(&lang) {
            *s = size;
        }
    }
    sizes
}

fn validate(job: &Job) -> Result<(), SandboxError> {
    if job.source.len() > MAX_SOURCE_BYTES {
        return Err(SandboxError::InvalidJob(format!(
            "source is {} bytes; the limit is {MAX_SOURCE_BYTES}",
            job.source.len()
        )));
    }
    for f in &job.files {
        if f.name.is_empty()
            || f.name.contains('/')
            || f.name.starts_with('.')
            || f.name.contains('\0')
        {
            return Err(SandboxError::InvalidJob(format!("bad file name `{}`", f.name)));
        }
    }
    if let Some(d) = &job.dialogue {
        dialogue::validate(d).map_err(|e| SandboxError::InvalidJob(format!("dialogue: {e}")))?;
    }
    let l = &job.limits;
    if l.time_ms == 0 || l.memory_mb < 8 || l.processes == 0 || l.open_files < 4 || l.tmpfs_mb == 0
    {
        return Err(SandboxError::InvalidJob("limits too small to run anything".into()));
    }
    if l.time_ms > 120_000 || l.memory_mb > 8_192 || l.processes > 4_096 {
        return Err(SandboxError::InvalidJob(
            "limits above the sandbox maximum (120 s, 8 GiB, 4096 processes)".into(),
        ));
    }
    Ok(())
}

fn compile_failure(compile: &CompileReport) -> RunReport {
    RunReport {
        status: if compile.status == Status::InternalError {
            Status::InternalError
        } else {
            Status::CompileError
        },
        exit_code: None,
        signal: None,
        stdout: String::new(),
        stderr: String::new(),
        truncated: false,
        wall_ms: 0,
        cpu_ms: 0,
        memory_kb: 0,
        compile_output: Some(compile.output.clone()),
        dialogue: None,
    }
}

/// Without root, cgroups are usable only if a v2 subtree was delegated to us.
fn detect_unprivileged_cgroups() -> CgroupSupport {
    match CgroupSupport::detect() {
        v2 @ CgroupSupport::V2 { .. } => v2,
        _ => CgroupSupport::Unavailable("not root and no delegated cgroup v2 subtree".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_shot_sandbox_keeps_no_warm_sandbox_of_any_language() {
        let options = SandboxOptions::one_shot();
        let table = LanguageTable::load_default().expect("the built-in table");
        let defaults = warm_sizes(&table, BTreeMap::new());
        assert!(defaults.values().any(|&n| n > 0), "some language warms by default: {defaults:?}");
        let sizes = warm_sizes(&table, options.warm_pool.clone().unwrap_or_default());
        assert!(sizes.values().all(|&n| n == 0), "{sizes:?}");
        assert_eq!(options.prewarm, Some(false));
    }
}
