//! Prepared toolchain files (`prepare` in the language table; C++: `<bits/stdc++.h>`
//! precompiled, which cuts a translation unit's compile from ~3.6 s to ~0.6 s of CPU): built by a
//! sandboxed step once per toolchain version, cached with the artifacts under a `prepared-` key,
//! and given read-only to every compile at /prep. What the step builds comes from the toolchain
//! alone — no submission's bytes — so one build serves every submission.
//!
//! A compile never waits for a build: it takes the files if they are cached and goes without
//! (only slower) otherwise. Builds are started by the caller ([`Sandbox::prepare_toolchain`],
//! e.g. in the background when a language is first used), so a process that never compiles C++
//! never spends the build's CPU.

use std::time::{Duration, Instant};

use crate::cache::{self, Artifact};
use crate::compile::{host_load, scaled_for_load};
use crate::languages::Runtime;
use crate::protocol::Status;
use crate::step::{Step, StepOut};
use crate::{Sandbox, SandboxError};

/// CPU and wall limits of a prepare step (g++ 12 precompiles <bits/stdc++.h> in ~7–10 s of
/// CPU; at load 13 on 2 cores that took 45 s of wall). The wall limit still grows with the load.
const PREPARE_CPU_MS: u64 = 60_000;
const PREPARE_WALL_MS: u64 = 120_000;
/// Largest file a prepare step may write (g++ 12's precompiled <bits/stdc++.h> is ~97 MiB).
const PREPARED_MAX_KB: u64 = 256 * 1024;
/// A failed prepare step is tried again after this long (compiles go without it meanwhile).
const PREPARE_RETRY: Duration = Duration::from_secs(600);

/// What [`Sandbox::prepare_toolchain`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Prepared {
    /// The language has no prepare step.
    NotNeeded,
    /// Already cached.
    Cached,
    /// Built now.
    Built,
    /// Another thread is building it, or it failed recently: nothing done.
    Skipped,
    /// The step failed (compiles go without; tried again after a while).
    Failed,
}

impl Sandbox {
    /// The cache key of `runtime`'s prepared files, `None` when it has no prepare step.
    fn prepared_key(runtime: &Runtime) -> Option<(Vec<String>, String)> {
        let argv = runtime.expand(runtime.spec.prepare.as_ref()?, &[]);
        let hash = cache::artifact_key(&runtime.id, &runtime.version, &argv, &[]);
        Some((argv, format!("{}{hash}", cache::PREPARED_PREFIX)))
    }

    /// The prepared files of `runtime` if they are cached (pinned while the compile runs).
    pub(crate) fn cached_prepared(&self, runtime: &Runtime) -> Option<Artifact> {
        let (_, key) = Self::prepared_key(runtime)?;
        self.state.cached_artifact(&key).map(|(artifact, _)| artifact)
    }

    /// Whether `lang` has a prepare step whose files are not cached yet (cheap: call it before a
    /// job and start [`Sandbox::prepare_toolchain`] in the background when true).
    pub fn wants_prepare(&self, lang: &str) -> bool {
        let Ok(runtime) = self.table.runtime(lang) else { return false };
        Self::prepared_key(&runtime).is_some() && self.cached_prepared(&runtime).is_none()
    }

    /// Builds `lang`'s prepared toolchain files unless cached, being built by another thread, or
    /// failed in the last ten minutes. Blocking (seconds of CPU): run it in the background.
    pub fn prepare_toolchain(&self, lang: &str) -> Result<Prepared, SandboxError> {
        let runtime = self.table.runtime(lang)?;
        let Some((argv, key)) = Self::prepared_key(&runtime) else {
            return Ok(Prepared::NotNeeded);
        };
        if self.state.cached_artifact(&key).is_some() {
            return Ok(Prepared::Cached);
        }
        let Ok(mut failed) = self.prepare_failed.try_lock() else {
            return Ok(Prepared::Skipped);
        };
        if failed.get(&key).is_some_and(|at| at.elapsed() < PREPARE_RETRY) {
            return Ok(Prepared::Skipped);
        }
        if self.state.cached_artifact(&key).is_some() {
            return Ok(Prepared::Cached);
        }
        Ok(match self.build_prepared(&runtime, &argv, &key) {
            Some(_) => {
                failed.remove(&key);
                Prepared::Built
            }
            None => {
                failed.insert(key, Instant::now());
                Prepared::Failed
            }
        })
    }

    fn build_prepared(&self, runtime: &Runtime, argv: &[String], key: &str) -> Option<Artifact> {
        let scratch = self.state.scratch_out().ok()?;
        // The language's compile limits, never a job's; more time (it runs once), and a larger
        // file cap (trusted output bigger than any program; the per-artifact cap does not apply).
        let mut limits = self.language_compile_limits(runtime);
        limits.file_size_kb = limits.file_size_kb.max(PREPARED_MAX_KB);
        limits.time_ms = limits.time_ms.max(PREPARE_CPU_MS);
        limits.wall_ms = Some(scaled_for_load(PREPARE_WALL_MS, host_load()));
        let step = Step {
            runtime,
            argv,
            files: &[],
            out: StepOut::Writable(scratch.path()),
            prep: None,
            limits: &limits,
            cancel: crate::cancel::never(),
        };
        let outcome = self.run_step(step, b"");
        if outcome.status != Some(Status::Ok) {
            return None;
        }
        let bytes = cache::tree_bytes(scratch.path());
        self.state.store_artifact(key, scratch, "", bytes).ok()
    }
}
