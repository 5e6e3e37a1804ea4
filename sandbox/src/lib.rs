//! mashang-sandbox: runs untrusted programs in a hardened, resource-limited Linux sandbox.
//!
//! Public surface: [`Sandbox`] (configure once, run many jobs from many threads), the wire types in
//! [`protocol`], and the language table in `languages.toml`. How a run is isolated is described in
//! the crate README; the layers active on this machine are reported by [`Sandbox::layers`].

mod cache;
mod cgroup;
mod child;
mod cputime;
mod dialogue;
pub mod languages;
mod layout;
mod pipes;
pub mod protocol;
mod seccomp;
mod step;
mod supervise;

use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};

pub use protocol::{
    CompileReport, Dialogue, DialogueReport, Job, JobFile, JobReport, Limits, REPLY_FD, RunReport,
    Status, Turn, TurnReport, TurnState,
};

use cache::StateDir;
use cgroup::CgroupSupport;
use languages::{LanguageTable, Runtime};
use step::{Input, Step, StepOut};

/// Make cgroup attach cheap on this host (see [`Layer`] "fast cgroup attach"). Needs root.
pub fn tune_host() -> Result<String, SandboxError> {
    cgroup::enable_fast_attach().map_err(SandboxError::Setup)
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
    #[error("{0}")]
    Setup(String),
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

/// Where the sandbox keeps its compile cache and per-run scratch directories.
#[derive(Debug, Clone, Default)]
pub struct SandboxOptions {
    /// Defaults to `$MASHANG_SANDBOX_DIR`, else `<tmp>/mashang-sandbox-<uid>`.
    pub state_dir: Option<PathBuf>,
    /// A language table in TOML; defaults to the built-in one (or `$MASHANG_SANDBOX_LANGUAGES`).
    pub languages_toml: Option<String>,
}

/// A configured sandbox. Share it (`Arc<Sandbox>`); `run_job` is blocking and thread-safe.
pub struct Sandbox {
    table: LanguageTable,
    policy: Vec<Vec<libc::sock_filter>>,
    cgroups: CgroupSupport,
    state: StateDir,
    privileged: bool,
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
        let state = StateDir::open(opts.state_dir)
            .map_err(|e| SandboxError::Setup(format!("state dir: {e}")))?;
        let table = table.with_disk_cache(state.path().to_path_buf());
        cgroup::remove_stale(&cgroups, &format!("run-{}-", std::process::id()));
        Ok(Sandbox { table, policy, cgroups, state, privileged })
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

    /// Which isolation layers are active on this machine.
    pub fn layers(&self) -> Vec<Layer> {
        let userns = std::fs::read_to_string("/proc/sys/user/max_user_namespaces")
            .ok()
            .and_then(|t| t.trim().parse::<u64>().ok())
            .unwrap_or(0);
        vec![
            Layer {
                name: "namespaces",
                active: userns > 0,
                detail: format!(
                    "user, pid, net, mount, ipc, uts, cgroup; sandbox uid {} mapped to {}",
                    layout::SANDBOX_UID,
                    if self.privileged { "a fresh unprivileged host uid per run" } else { "the supervisor's own uid" }
                ),
            },
            Layer { name: "seccomp", active: true, detail: format!("{} stacked filters", self.policy.len()) },
            Layer {
                name: "cgroups",
                active: !matches!(self.cgroups, CgroupSupport::Unavailable(_)),
                detail: self.cgroups.describe(),
            },
            Layer {
                name: "fast cgroup attach",
                active: cgroup::attach_is_fast(),
                detail: if cgroup::attach_is_fast() {
                    "favordynmods is on: joining a run's cgroup costs ~0.1 ms".into()
                } else {
                    "each run waits ~10 ms for an RCU grace period when joining its cgroup; \
                     run `mashang-sandbox tune` (or boot with cgroup_favordynmods=true)"
                        .into()
                },
            },
            Layer {
                name: "rlimits",
                active: true,
                detail: "nofile, fsize, core, stack, cpu; nproc and address space when cgroups are missing".into(),
            },
        ]
    }

    /// Compile once (when the language compiles) and run once per input. Blocking.
    pub fn run_job(&self, job: &Job) -> Result<JobReport, SandboxError> {
        validate(job)?;
        let runtime = self.table.runtime(&job.lang)?;
        let mut files: Vec<(String, Vec<u8>)> =
            job.files.iter().map(|f| (f.name.clone(), f.content.clone().into_bytes())).collect();
        files.push((runtime.spec.file.clone(), job.source.clone().into_bytes()));

        let (compile, artifact) = match &runtime.spec.compile {
            None => (None, None),
            Some(template) => match self.compile(&runtime, template, job, &files) {
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
        let heap_mb = (job.limits.memory_mb * 3 / 4).max(16);
        let half_mb = (job.limits.memory_mb / 2).max(16);
        let argv = runtime.expand(
            &runtime.spec.run,
            &[("heap_mb", heap_mb.to_string()), ("half_mb", half_mb.to_string())],
        );
        let dialogue_limits = job.dialogue.as_ref().map(|d| dialogue::run_limits(&job.limits, d));
        let inputs: Vec<Input<'_>> = match &job.dialogue {
            Some(d) => vec![Input::Dialogue { dialogue: d, load: &job.limits }],
            None if job.inputs.is_empty() => vec![Input::Stdin(b"")],
            None => job.inputs.iter().map(|s| Input::Stdin(s.as_bytes())).collect(),
        };
        let runs = inputs
            .into_iter()
            .map(|input| {
                let out = match &artifact {
                    Some(dir) => StepOut::ReadOnly(dir.as_path()),
                    None => StepOut::None,
                };
                let step = Step {
                    runtime: &runtime,
                    argv: &argv,
                    files: &run_files,
                    out,
                    limits: dialogue_limits.as_ref().unwrap_or(&job.limits),
                };
                let mut report = self.run_input(step, input).into_report();
                report.compile_output = compile_output.clone();
                report
            })
            .collect();
        Ok(JobReport { compile, runs })
    }

    fn compile(
        &self,
        runtime: &Runtime,
        template: &[String],
        job: &Job,
        files: &[(String, Vec<u8>)],
    ) -> Result<(CompileReport, PathBuf), CompileReport> {
        let argv = runtime.expand(template, &[]);
        let key = cache::artifact_key(&runtime.id, &runtime.version, &argv, files);
        if let Some(dir) = self.state.cached_artifact(&key) {
            let output = self.state.cached_output(&key);
            return Ok((
                CompileReport { status: Status::Ok, output, wall_ms: 0, cached: true },
                dir,
            ));
        }
        let scratch =
            self.state.scratch_out().map_err(|e| internal_compile(format!("scratch dir: {e}")))?;
        let limits = job.compile_limits.clone().unwrap_or_else(|| Limits {
            time_ms: runtime.spec.compile_time_ms,
            wall_ms: Some(runtime.spec.compile_time_ms * 2 + 2_000),
            memory_mb: runtime.spec.compile_memory_mb,
            processes: 128,
            open_files: 256,
            file_size_kb: 128 * 1024,
            output_kb: 256,
            tmpfs_mb: 512,
        });
        let step = Step {
            runtime,
            argv: &argv,
            files,
            out: StepOut::Writable(scratch.path()),
            limits: &limits,
        };
        let outcome = self.run_step(step, b"");
        let mut output = String::from_utf8_lossy(&outcome.stdout).into_owned();
        output.push_str(&String::from_utf8_lossy(&outcome.stderr));
        if let Some(msg) = &outcome.internal {
            output.push_str(msg);
        }
        let status = outcome.status.unwrap_or(Status::InternalError);
        let report = CompileReport { status, output, wall_ms: outcome.wall_ms, cached: false };
        if status != Status::Ok {
            return Err(CompileReport {
                status: if status == Status::RuntimeError { Status::CompileError } else { status },
                ..report
            });
        }
        let dir = self
            .state
            .store_artifact(&key, scratch, &report.output)
            .map_err(|e| internal_compile(format!("storing the artifact: {e}")))?;
        Ok((report, dir))
    }

    fn run_step(&self, step: Step<'_>, stdin: &[u8]) -> supervise::Outcome {
        self.run_input(step, Input::Stdin(stdin))
    }

    fn run_input(&self, step: Step<'_>, input: Input<'_>) -> supervise::Outcome {
        // Process-wide, not per instance: run names (cgroups) and host uids must never collide
        // between two `Sandbox` values in one process.
        static RUNS: AtomicU64 = AtomicU64::new(0);
        let n = RUNS.fetch_add(1, Ordering::Relaxed);
        step.run(
            &step::Context {
                policy: &self.policy,
                cgroups: &self.cgroups,
                privileged: self.privileged,
                run_name: format!("run-{}-{n}", std::process::id()),
                serial: n,
            },
            input,
        )
    }
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

fn internal_compile(msg: String) -> CompileReport {
    CompileReport { status: Status::InternalError, output: msg, wall_ms: 0, cached: false }
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
