//! The language table (crates/sandbox/languages.toml) and the host probe that resolves each runtime's real
//! path, version and directories to bind.

use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use serde::Deserialize;

use crate::SandboxError;

/// The table compiled into the binary; `MASHANG_SANDBOX_LANGUAGES` may point at a replacement file.
pub const BUILTIN_TABLE: &str = include_str!("../languages.toml");

/// One language as written in the table.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LanguageSpec {
    pub name: String,
    pub file: String,
    pub probe: Vec<String>,
    #[serde(default)]
    pub compile: Option<Vec<String>>,
    /// argv of a step run once per toolchain version (no sources, /out writable) whose output is
    /// cached and given to every compile read-only at /prep (C++: the precompiled standard header).
    #[serde(default)]
    pub prepare: Option<Vec<String>>,
    pub run: Vec<String>,
    #[serde(default)]
    pub env: BTreeMap<String, String>,
    #[serde(default)]
    pub binds: Vec<String>,
    #[serde(default = "default_compile_memory")]
    pub compile_memory_mb: u64,
    #[serde(default = "default_compile_time")]
    pub compile_time_ms: u64,
    /// Wall-clock limit of the compile step: a compile that blocks (an `#include` of a device)
    /// or explodes holds a judge slot at most this long.
    #[serde(default = "default_compile_wall")]
    pub compile_wall_ms: u64,
    #[serde(default)]
    pub rlimit_as: bool,
    #[serde(default)]
    pub oom_markers: Vec<String>,
    /// argv of a warm sandbox's loader (interpreted languages; see `warm.rs` for its protocol).
    /// Absent: every run of the language starts cold.
    #[serde(default)]
    pub warm: Option<Vec<String>>,
}

fn default_compile_memory() -> u64 {
    512
}

fn default_compile_time() -> u64 {
    10_000
}

fn default_compile_wall() -> u64 {
    15_000
}

/// A language whose probe succeeded: everything needed to build a run plan.
#[derive(Debug, Clone)]
pub struct Runtime {
    pub id: String,
    pub spec: LanguageSpec,
    pub version: String,
    /// Probe keys (`exe`, `javac`, …) for placeholder expansion.
    pub vars: HashMap<String, String>,
    /// Host directories outside the default read-only root that must be bound into the sandbox.
    pub roots: Vec<PathBuf>,
}

impl Runtime {
    /// Expand `{key}` placeholders in an argv template.
    pub fn expand(&self, template: &[String], extra: &[(&str, String)]) -> Vec<String> {
        template
            .iter()
            .map(|arg| {
                let mut out = arg.clone();
                for (k, v) in self.vars.iter().map(|(k, v)| (k.as_str(), v.as_str())) {
                    out = out.replace(&format!("{{{k}}}"), v);
                }
                for (k, v) in extra {
                    out = out.replace(&format!("{{{k}}}"), v);
                }
                out.replace("{file}", &self.spec.file)
            })
            .collect()
    }
}

/// The parsed table plus lazily-probed runtimes (each probed at most once per process, and
/// remembered on disk across processes while the runtime's executable is unchanged).
pub struct LanguageTable {
    specs: BTreeMap<String, LanguageSpec>,
    probed: Mutex<HashMap<String, Result<Runtime, ProbeFailure>>>,
    disk_cache: Option<PathBuf>,
}

/// A successful probe as stored on disk, with what makes it stale.
#[derive(serde::Serialize, Deserialize)]
struct CachedProbe {
    probe: Vec<String>,
    path_env: String,
    exe_mtime_ns: i128,
    version: String,
    vars: HashMap<String, String>,
    roots: Vec<PathBuf>,
}

impl LanguageTable {
    pub fn parse(text: &str) -> Result<Self, SandboxError> {
        let specs: BTreeMap<String, LanguageSpec> = toml::from_str(text)
            .map_err(|e| SandboxError::Setup(format!("language table: {e}")))?;
        for (id, spec) in &specs {
            if spec.file.contains('/') || spec.run.is_empty() {
                return Err(SandboxError::Setup(format!(
                    "language table: `{id}` needs a plain `file` name and a non-empty `run`"
                )));
            }
        }
        Ok(LanguageTable { specs, probed: Mutex::new(HashMap::new()), disk_cache: None })
    }

    /// The built-in table, or the file named by `MASHANG_SANDBOX_LANGUAGES`.
    pub fn load_default() -> Result<Self, SandboxError> {
        match std::env::var_os("MASHANG_SANDBOX_LANGUAGES") {
            Some(path) => {
                let text = std::fs::read_to_string(&path).map_err(|e| {
                    SandboxError::Setup(format!("cannot read {}: {e}", Path::new(&path).display()))
                })?;
                Self::parse(&text)
            }
            None => Self::parse(BUILTIN_TABLE),
        }
    }

    /// Remember probe results in `dir` (a probe spawns the runtime, e.g. ~80 ms through a pyenv
    /// shim, which one-shot CLI runs would otherwise pay every time). An entry names the program
    /// every run of that language executes, so `dir` must be the verified state directory, and
    /// only entries that are regular files of our own, writable by nobody else, are read.
    pub fn with_disk_cache(mut self, dir: PathBuf) -> Self {
        self.disk_cache = Some(dir);
        self
    }

    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.specs.keys().map(String::as_str)
    }

    pub fn spec(&self, id: &str) -> Option<&LanguageSpec> {
        self.specs.get(id)
    }

    /// Probe (once) and return the runtime, or why it is unavailable.
    pub fn runtime(&self, id: &str) -> Result<Runtime, SandboxError> {
        let spec = self.spec(id).ok_or_else(|| SandboxError::UnknownLanguage(id.to_string()))?;
        let mut probed = self.probed.lock().unwrap_or_else(|p| p.into_inner());
        let entry = probed.entry(id.to_string()).or_insert_with(|| {
            if let Some(rt) = self.load_cached(id, spec) {
                return Ok(rt);
            }
            let result = probe(id, spec);
            if let Ok(rt) = &result {
                self.store_cached(rt);
            }
            result
        });
        entry.clone().map_err(|why| SandboxError::Unavailable(id.to_string(), why.to_string()))
    }
}

impl LanguageTable {
    fn cache_file(&self, id: &str) -> Option<PathBuf> {
        self.disk_cache.as_ref().map(|d| d.join(format!("probe-{id}.json")))
    }

    fn load_cached(&self, id: &str, spec: &LanguageSpec) -> Option<Runtime> {
        let bytes = crate::state::read_own_file(&self.cache_file(id)?, 64 << 10)?;
        let cached: CachedProbe = serde_json::from_slice(&bytes).ok()?;
        let exe = Path::new(cached.vars.get("exe")?);
        let fresh = exe.is_absolute()
            && cached.roots.iter().all(|r| r.is_absolute())
            && cached.probe == spec.probe
            && cached.path_env == std::env::var("PATH").unwrap_or_default()
            && mtime_ns(cached.vars.get("exe")?) == Some(cached.exe_mtime_ns)
            && cached.roots.iter().all(|r| r.is_dir());
        fresh.then(|| Runtime {
            id: id.to_string(),
            spec: spec.clone(),
            version: cached.version,
            vars: cached.vars,
            roots: cached.roots,
        })
    }

    fn store_cached(&self, rt: &Runtime) {
        let (Some(file), Some(mtime)) =
            (self.cache_file(&rt.id), rt.vars.get("exe").and_then(|e| mtime_ns(e)))
        else {
            return;
        };
        let entry = CachedProbe {
            probe: rt.spec.probe.clone(),
            path_env: std::env::var("PATH").unwrap_or_default(),
            exe_mtime_ns: mtime,
            version: rt.version.clone(),
            vars: rt.vars.clone(),
            roots: rt.roots.clone(),
        };
        if let Ok(bytes) = serde_json::to_vec(&entry) {
            // Write-then-rename so a concurrent reader never sees half a file.
            // A fresh name (never through an existing file or symlink), owner-only.
            use std::io::Write;
            use std::os::unix::fs::OpenOptionsExt;
            let tmp = file.with_extension(format!("tmp{}", std::process::id()));
            crate::state::remove_nofollow(&tmp);
            let written = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .mode(0o600)
                .custom_flags(libc::O_NOFOLLOW)
                .open(&tmp)
                .and_then(|mut f| f.write_all(&bytes));
            if written.is_ok() {
                let _ = std::fs::rename(&tmp, &file);
            } else {
                crate::state::remove_nofollow(&tmp);
            }
        }
    }
}

fn mtime_ns(path: &str) -> Option<i128> {
    use std::os::unix::fs::MetadataExt;
    let m = std::fs::metadata(path).ok()?;
    Some(m.mtime() as i128 * 1_000_000_000 + m.mtime_nsec() as i128)
}

/// Directories the default root already exposes; runtimes under them need no extra bind.
const DEFAULT_ROOTS: &[&str] = &["/usr", "/lib", "/lib64", "/lib32", "/bin", "/sbin"];

/// Why a language's runtime is unavailable here (kept per process, so its causes are text).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum ProbeFailure {
    #[error("empty probe command")]
    EmptyCommand,
    #[error("`{prog}` not runnable: {cause}")]
    NotRunnable { prog: String, cause: String },
    #[error("probe `{0}` failed")]
    Failed(String),
    /// The probe failed and said why on stderr.
    #[error("{0}")]
    Said(String),
    #[error("root {root}: {cause}")]
    BadRoot { root: String, cause: String },
    #[error("probe printed no exe=")]
    NoExe,
    #[error("{exe}: {cause}")]
    BadExe { exe: String, cause: String },
}

fn probe(id: &str, spec: &LanguageSpec) -> Result<Runtime, ProbeFailure> {
    let (prog, args) = spec.probe.split_first().ok_or(ProbeFailure::EmptyCommand)?;
    let output = Command::new(prog)
        .args(args)
        .output()
        .map_err(|e| ProbeFailure::NotRunnable { prog: prog.clone(), cause: e.to_string() })?;
    if !output.status.success() {
        let err = String::from_utf8_lossy(&output.stderr).trim().to_string();
        return Err(if err.is_empty() {
            ProbeFailure::Failed(prog.clone())
        } else {
            ProbeFailure::Said(err)
        });
    }
    let mut vars = HashMap::new();
    let mut roots = Vec::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Some((k, v)) = line.split_once('=') else {
            continue;
        };
        let (k, v) = (k.trim(), v.trim());
        if k == "root" {
            let real = std::fs::canonicalize(v)
                .map_err(|e| ProbeFailure::BadRoot { root: v.to_string(), cause: e.to_string() })?;
            if !DEFAULT_ROOTS.iter().any(|d| real.starts_with(d)) {
                roots.push(real);
            }
        } else {
            vars.insert(k.to_string(), v.to_string());
        }
    }
    let exe = vars.get("exe").ok_or(ProbeFailure::NoExe)?.clone();
    let real = std::fs::canonicalize(&exe)
        .map_err(|e| ProbeFailure::BadExe { exe: exe.clone(), cause: e.to_string() })?;
    // Runtimes behind a shim (pyenv) or a symlink chain are executed by their real path: a shim costs
    // ~50 ms a run and may live in a directory the sandbox cannot see.
    vars.insert("exe".to_string(), real.to_string_lossy().into_owned());
    let version = vars.remove("version").unwrap_or_else(|| id.to_string());
    Ok(Runtime { id: id.to_string(), spec: spec.clone(), version, vars, roots })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_table_parses_and_lists_every_contract_language() {
        let table = LanguageTable::parse(BUILTIN_TABLE).unwrap();
        let ids: Vec<&str> = table.ids().collect();
        for lang in ["python", "javascript", "rust", "c", "cpp", "java", "go"] {
            assert!(ids.contains(&lang), "missing {lang}");
        }
    }

    #[test]
    fn a_language_with_a_path_as_file_name_is_rejected() {
        let bad = "[x]\nname='x'\nfile='a/b'\nprobe=['true']\nrun=['x']\n";
        assert!(LanguageTable::parse(bad).is_err());
    }

    #[test]
    fn a_missing_runtime_is_unavailable_with_a_reason() {
        let t =
            "[ghost]\nname='g'\nfile='m'\nprobe=['sh','-c','echo nope >&2; exit 1']\nrun=['x']\n";
        let table = LanguageTable::parse(t).unwrap();
        match table.runtime("ghost") {
            Err(SandboxError::Unavailable(_, why)) => assert_eq!(why, "nope"),
            other => panic!("unexpected {other:?}"),
        }
    }
}
