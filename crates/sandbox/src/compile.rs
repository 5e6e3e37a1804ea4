//! The compile step: run the language's compiler in the sandbox with a writable /out, bounded in
//! wall time (so a compile that blocks or explodes frees its judge slot quickly), in memory and
//! in artifact size, and promote a successful output into the artifact cache.

use crate::Sandbox;
use crate::cache::{self, Artifact};
use crate::cancel::Cancel;
use crate::languages::Runtime;
use crate::protocol::{CompileReport, Job, Limits, Status};
use crate::step::{Step, StepOut};

/// Compile settings of a [`Sandbox`] (from [`crate::SandboxOptions`]).
#[derive(Debug, Clone)]
pub(crate) struct CompileSettings {
    /// Largest artifact (the compile's whole /out) kept; larger is a compile error.
    pub artifact_max_bytes: u64,
    /// Overrides every language's compile wall limit.
    pub wall_ms: Option<u64>,
}

impl Sandbox {
    pub(crate) fn compile(
        &self,
        runtime: &Runtime,
        template: &[String],
        job: &Job,
        files: &[(String, Vec<u8>)],
        cancel: &Cancel,
    ) -> Result<(CompileReport, Artifact), CompileReport> {
        let argv = runtime.expand(template, &[]);
        let key = cache::artifact_key(&runtime.id, &runtime.version, &argv, files);
        if let Some((artifact, output)) = self.state.cached_artifact(&key) {
            let report = CompileReport { status: Status::Ok, output, wall_ms: 0, cached: true };
            return Ok((report, artifact));
        }
        let scratch =
            self.state.scratch_out().map_err(|e| internal(format!("scratch dir: {e}")))?;
        let limits = self.compile_limits(runtime, job);
        let prep = self.cached_prepared(runtime);
        let step = Step {
            runtime,
            argv: &argv,
            files,
            out: StepOut::Writable(scratch.path()),
            prep: prep.as_ref().map(Artifact::as_path),
            limits: &limits,
            cancel,
        };
        let outcome = self.run_step(step, b"");
        let mut output = String::from_utf8_lossy(&outcome.stdout).into_owned();
        output.push_str(&String::from_utf8_lossy(&outcome.stderr));
        if let Some(msg) = &outcome.internal {
            output.push_str(msg);
        }
        let status = outcome.status.unwrap_or(Status::InternalError);
        let fail = |why: Option<String>, output: String| {
            let mut output = output;
            if let Some(why) = why {
                if !output.is_empty() && !output.ends_with('\n') {
                    output.push('\n');
                }
                output.push_str(&why);
            }
            CompileReport {
                status: Status::CompileError,
                output,
                wall_ms: outcome.wall_ms,
                cached: false,
            }
        };
        if status == Status::InternalError {
            return Err(CompileReport { status, output, wall_ms: outcome.wall_ms, cached: false });
        }
        // A linker stopped by the file-size limit leaves its output at that size: an output of
        // at least the cap is the cause of whatever the compiler then reported.
        let max = self.compile_settings.artifact_max_bytes;
        let largest = cache::largest_file(scratch.path());
        if largest > max {
            return Err(fail(Some(self.too_large(largest)), output));
        }
        if status != Status::Ok {
            return Err(fail(why_stopped(status, &limits), output));
        }
        let bytes = cache::tree_bytes(scratch.path());
        if bytes > self.compile_settings.artifact_max_bytes {
            return Err(fail(Some(self.too_large(bytes)), output));
        }
        let report = CompileReport { status, output, wall_ms: outcome.wall_ms, cached: false };
        let artifact = self
            .state
            .store_artifact(&key, scratch, &report.output, bytes)
            .map_err(|e| internal(format!("storing the artifact: {e}")))?;
        Ok((report, artifact))
    }

    /// The job's compile limits (or the language's). The per-file size limit stays at its
    /// default even when the artifact cap is lower: the assembler writes the whole object to
    /// /tmp first, and dying there would hide the reason ("too large") behind a crash report.
    fn compile_limits(&self, runtime: &Runtime, job: &Job) -> Limits {
        let mut limits =
            job.compile_limits.clone().unwrap_or_else(|| self.language_compile_limits(runtime));
        let cap_kb = self.compile_settings.artifact_max_bytes.div_ceil(1024) + 1;
        limits.file_size_kb = limits.file_size_kb.max(cap_kb);
        limits
    }

    pub(crate) fn language_compile_limits(&self, runtime: &Runtime) -> Limits {
        let spec = &runtime.spec;
        let wall_ms = self.compile_settings.wall_ms.unwrap_or(spec.compile_wall_ms);
        Limits {
            time_ms: spec.compile_time_ms,
            wall_ms: Some(scaled_for_load(wall_ms, host_load())),
            memory_mb: spec.compile_memory_mb,
            processes: 128,
            open_files: 256,
            file_size_kb: 128 * 1024,
            output_kb: 256,
            tmpfs_mb: 512,
            idle_ms: None,
            stop_after_time_limit: false,
        }
    }

    fn too_large(&self, bytes: u64) -> String {
        let max = self.compile_settings.artifact_max_bytes;
        format!(
            "error: the compiled artifact is too large: {} MiB (the limit is {} MiB); avoid huge \
             initialised static data",
            bytes.div_ceil(1 << 20),
            max >> 20
        )
    }
}

/// Most the compile wall limit grows on a busy host.
const MAX_LOAD_FACTOR: f64 = 4.0;

/// Runnable tasks per CPU (1.0 = every CPU busy), from /proc/loadavg: the larger of the last
/// minute's average and the tasks runnable right now. The average alone lags: when a burst of
/// work starts on an idle host (CI starting the bank check beside the tests, the C++ header
/// being precompiled beside the first compiles), it still reads ~1 while every compile gets a
/// fraction of a CPU, and honest compiles were stopped at the unscaled wall limit.
pub(crate) fn host_load() -> f64 {
    let cpus = std::thread::available_parallelism().map_or(1, |n| n.get()) as f64;
    std::fs::read_to_string("/proc/loadavg")
        .ok()
        .and_then(|t| parse_loadavg(&t))
        .map_or(1.0, |l| l / cpus)
}

/// The load from /proc/loadavg's text ("0.71 1.92 2.90 3/1127 4242"): max(1-min average,
/// runnable now − the reader itself).
fn parse_loadavg(text: &str) -> Option<f64> {
    let mut fields = text.split_whitespace();
    let average = fields.next()?.parse::<f64>().ok()?;
    let runnable = fields
        .nth(2)
        .and_then(|f| f.split('/').next()?.parse::<f64>().ok())
        .map_or(0.0, |n| (n - 1.0).max(0.0));
    Some(average.max(runnable))
}

/// The compile wall limit on a host whose CPUs are `load` times oversubscribed: an honest
/// compile gets a proportionally smaller share of a CPU (C++ with <bits/stdc++.h> needs ~3.4 s
/// of CPU, ~15 s of wall at load 9 on 2 cores), so the limit grows with the load, up to
/// [`MAX_LOAD_FACTOR`] times. On an idle host a blocked compile is stopped at the base limit.
pub(crate) fn scaled_for_load(wall_ms: u64, load: f64) -> u64 {
    let factor = if load.is_finite() { load.clamp(1.0, MAX_LOAD_FACTOR) } else { 1.0 };
    (wall_ms as f64 * factor) as u64
}

/// What to tell the candidate when the sandbox stopped the compiler (a plain compile error
/// already says everything in the compiler's own output).
fn why_stopped(status: Status, limits: &Limits) -> Option<String> {
    match status {
        Status::TimeLimit => {
            let (cpu, wall) = (limits.time_ms, limits.effective_wall_ms());
            let limit = if cpu < wall {
                format!("{} s of CPU, {} s in all", cpu.div_ceil(1000), wall.div_ceil(1000))
            } else {
                format!("{} s", wall.div_ceil(1000))
            };
            Some(format!(
                "error: compilation stopped: it took longer than the compile limit ({limit}); \
                 includes of devices and endless template/constexpr/macro expansion end here"
            ))
        }
        Status::MemoryLimit => Some(format!(
            "error: compilation stopped: the compiler used more than {} MiB of memory",
            limits.memory_mb
        )),
        Status::OutputLimit => Some(format!(
            "error: compilation stopped: the compiler printed more than {} KiB",
            limits.output_kb
        )),
        _ => None,
    }
}

fn internal(msg: String) -> CompileReport {
    CompileReport { status: Status::InternalError, output: msg, wall_ms: 0, cached: false }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_compile_wall_limit_grows_with_host_load_up_to_four_times() {
        assert_eq!(scaled_for_load(15_000, 0.2), 15_000, "an idle host keeps the base limit");
        assert_eq!(scaled_for_load(15_000, 2.0), 30_000);
        assert_eq!(scaled_for_load(15_000, 4.5), 60_000, "load 9 on 2 cores");
        assert_eq!(scaled_for_load(15_000, 50.0), 60_000);
        assert_eq!(scaled_for_load(15_000, f64::NAN), 15_000);
    }

    #[test]
    fn the_host_load_is_the_larger_of_the_minute_average_and_the_tasks_runnable_now() {
        assert_eq!(parse_loadavg("0.71 1.92 2.90 9/1127 4242"), Some(8.0), "a burst just started");
        assert_eq!(parse_loadavg("6.50 4.00 2.00 1/900 77"), Some(6.5), "the burst just ended");
        assert_eq!(parse_loadavg("0.10 0.20 0.30 1/900 77"), Some(0.1), "the reader is not load");
        assert_eq!(parse_loadavg("0.10 0.20 0.30"), Some(0.1), "no runnable field");
        assert_eq!(parse_loadavg(""), None);
    }
}
