//! Running a stdio program: one process per input. The small tests and the start-up baseline share
//! one job; each probe size and each large stress test gets a job of its own, so judging stops as
//! soon as the answer is known instead of spending a time limit on every remaining input.

use super::harness::Program;
use super::probe;
use super::run::{
    Data, Execution, Planned, Raw, RunSpec, describe_exit, exec_error, reply_budget, tail,
};
use super::{JudgeError, TestOrigin};
use crate::exec::{ExecError, Executor, Job, Limits, RunReport, Status};

/// Runs of the smallest input that measure start-up, at least.
const BASELINE_RUNS: u32 = 5;

/// Who a run's timing belongs to.
#[derive(Clone, Copy)]
enum Slot {
    Test(usize),
    Baseline,
}

/// Wall ms after which a stdio run of CPU limit `time_ms` that is not computing is idle: half
/// its limit, but at least [`STDIO_IDLE_FLOOR_MS`] — each run starts a process (an interpreter, a
/// JVM), which on a cold cache waits on the disk for a while before it computes.
fn idle_ms(time_ms: u64) -> u64 {
    (time_ms / 2).max(STDIO_IDLE_FLOOR_MS)
}

/// The least wall time a stdio run waits before the idle rule may stop it.
const STDIO_IDLE_FLOOR_MS: u64 = 1_000;

/// Large stress tests are judged one by one; the first over its limit ends the judging.
fn large(p: &Planned) -> bool {
    p.origin == TestOrigin::Stress && p.size.is_some_and(|n| n > 100) && p.probe.is_none()
}

/// How many runs of one probe size fit its budget when each takes `per_run` ms of work: the
/// function drivers repeat a size until the time spent passes its budget, and a stdio size, run
/// as one job, applies the same rule before the job.
pub(crate) fn runs_within(budget_ms: u64, repeats: u32, per_run: f64) -> u32 {
    let repeats = repeats.max(1);
    if per_run <= 0.0 {
        return repeats;
    }
    ((budget_ms as f64 / per_run).floor().min(f64::from(repeats)) as u32 + 1).min(repeats)
}

/// This size's work predicted from the measurable sizes so far: the last one scaled by the growth
/// seen between the last two (at least linear: a program reads its whole input). None until a
/// size had measurable work.
pub(crate) fn predict(seen: &[(u32, f64)], n: u32) -> Option<f64> {
    let mut measurable = seen.iter().filter(|(m, w)| *m > 0 && *w >= probe::MIN_WORK_MS);
    let &(n1, w1) = measurable.next_back()?;
    let growth = match measurable.next_back() {
        Some(&(n0, w0)) if n1 > n0 => {
            ((w1 / w0).ln() / (f64::from(n1) / f64::from(n0)).ln()).max(1.0)
        }
        _ => 1.0,
    };
    Some(w1 * (f64::from(n) / f64::from(n1)).powf(growth))
}

struct Runner<'a> {
    executor: &'a dyn Executor,
    spec: &'a RunSpec<'a>,
    program: Program,
    limits: Limits,
    ex: Execution,
}

impl Runner<'_> {
    /// Runs `inputs` in one job with a per-run CPU limit of `time_ms` and records every run.
    /// Returns false when the program did not compile.
    async fn batch(
        &mut self,
        inputs: Vec<(Slot, String)>,
        time_ms: u64,
    ) -> Result<bool, JudgeError> {
        if inputs.is_empty() {
            return Ok(true);
        }
        let (owner, stdins): (Vec<Slot>, Vec<String>) = inputs.into_iter().unzip();
        let output_kb = output_kb(self.spec.planned, &owner).min(self.limits.output_kb);
        let sent = stdins.len();
        // A run that waits instead of computing is stopped (idle), and the job's later inputs
        // are not run once one is over its time: a sleeping program holds the job for one run.
        let limits = Limits {
            time_ms,
            output_kb,
            idle_ms: Some(idle_ms(time_ms)),
            stop_after_time_limit: true,
            ..self.limits.clone()
        };
        let job = Job {
            lang: self.spec.lang.id().to_string(),
            source: self.program.source.clone(),
            files: self.program.files.clone(),
            limits,
            compile_limits: None,
            inputs: stdins,
            dialogue: None,
        };
        let report = self.executor.run_job(job).await.map_err(exec_error)?;
        let ex = &mut self.ex;
        if ex.compile.is_none() {
            ex.compile = report.compile.clone();
        }
        if report.compile.as_ref().is_some_and(|c| c.status != Status::Ok)
            || report.runs.first().is_some_and(|r| r.status == Status::CompileError)
        {
            ex.compile = report.compile.clone().or(ex.compile.take());
            ex.run_status = Some(Status::CompileError);
            return Ok(false);
        }
        for (run, slot) in report.runs.iter().zip(owner) {
            self.record(run, slot)?;
        }
        if report.runs.len() < sent {
            // Stopped after a run over its time: the rest were not run, and judging ends here.
            self.ex.stopped = true;
            return Ok(false);
        }
        Ok(true)
    }

    fn record(&mut self, run: &RunReport, slot: Slot) -> Result<(), JudgeError> {
        if run.status == Status::InternalError {
            // The report's stderr holds the program's own next to the sandbox's reason, and the
            // error's text reaches the candidate: the operator gets it in the log instead.
            tracing::error!(stderr = %tail(&run.stderr, 500), "sandbox internal error in a stdio run");
            return Err(JudgeError::Executor(ExecError::SandboxInternal(None)));
        }
        let ex = &mut self.ex;
        ex.run_ms += run.wall_ms;
        let i = match slot {
            Slot::Baseline => {
                // A program that rejects the tiny input still started up; one that hung did not
                // measure start-up at all.
                if matches!(run.status, Status::Ok | Status::RuntimeError) {
                    ex.baseline.push(run.cpu_ms as f64);
                }
                return Ok(());
            }
            Slot::Test(i) => i,
        };
        let raw = ex.results[i].get_or_insert_with(Raw::default);
        raw.times.push(run.cpu_ms as f64);
        if raw.value.is_none() || run.status != Status::Ok {
            // The first run's output is compared (a probe input's too: it has an expected
            // answer); a repeat of the same input adds its time only.
            let out = run.stdout.clone();
            raw.value = Some(Data::Text(out));
            raw.status = Some(run.status);
            if run.status != Status::Ok {
                raw.err = Some(describe_exit(run.exit_code, run.signal, &run.stderr));
            }
        }
        // The outcome's stderr is shown with a failing sample: it comes from a sample run only.
        // Each run holds its own input alone, and what one hidden run prints (its input) is kept
        // in its own result, which only the operator's view shows (JudgeOutcome::candidate_view).
        let sample = self.spec.planned.get(i).is_some_and(|p| p.origin == TestOrigin::Sample);
        if sample && ex.stderr.is_empty() && !run.stderr.trim().is_empty() {
            ex.stderr = tail(&run.stderr, 4000);
        }
        Ok(())
    }

    fn raw(&self, i: usize) -> Option<&Raw> {
        self.ex.results.get(i).and_then(Option::as_ref)
    }
}

/// Output cap of one run of a batch, in KiB: the largest reply budget of its tests (what a right
/// answer could need), at least [`MIN_OUTPUT_KB`] for honest debugging output on stderr; with a
/// test that has no budget (the reference computing expected answers), the job's own cap. Every
/// run of a batch is held in the report, so this bounds what a flooding program costs the judge:
/// the batch's runs times this.
fn output_kb(planned: &[Planned], slots: &[Slot]) -> u64 {
    let mut most = 0;
    for slot in slots {
        if let Slot::Test(i) = slot {
            match planned.get(*i).map(reply_budget) {
                Some(Some(b)) => most = most.max(b as u64),
                Some(None) => return u64::MAX,
                None => {}
            }
        }
    }
    most.div_ceil(1024).max(MIN_OUTPUT_KB)
}

/// The smallest output cap of a stdio run, in KiB.
const MIN_OUTPUT_KB: u64 = 1024;

pub(crate) async fn execute(
    executor: &dyn Executor,
    spec: &RunSpec<'_>,
    program: Program,
    limits: Limits,
) -> Result<Execution, JudgeError> {
    let planned = spec.planned;
    let mut probes: Vec<usize> =
        (0..planned.len()).filter(|&i| planned[i].probe.is_some()).collect();
    probes.sort_by_key(|&i| planned[i].size);
    let ex = Execution { done: true, results: vec![None; planned.len()], ..Execution::default() };
    let mut r = Runner { executor, spec, program, limits, ex };

    // The small tests, plus the start-up baseline when there is a probe to correct.
    let small: Vec<usize> =
        (0..planned.len()).filter(|&i| planned[i].probe.is_none() && !large(&planned[i])).collect();
    let mut inputs: Vec<(Slot, String)> =
        small.iter().map(|&i| (Slot::Test(i), planned[i].input.render())).collect();
    if let (Some(&first), Some(base)) = (probes.first(), &spec.baseline) {
        // Start-up varies most on a busy machine; its fastest of a few runs is cheap to get.
        let repeats = planned[first].probe.map(|(r, _)| r).unwrap_or(1).max(BASELINE_RUNS);
        inputs.extend((0..repeats).map(|_| (Slot::Baseline, base.clone())));
    }
    let time_ms = small.iter().map(|&i| planned[i].limit_ms).max().unwrap_or(1_000) + 500;
    if !r.batch(inputs, time_ms).await? {
        return Ok(r.ex);
    }

    // The probe, smallest size first, stopping like the function drivers do: once a size's
    // fastest run is over its budget, or the probe has spent its total budget, or a run failed.
    // A size whose work cannot be predicted yet runs once, and repeats only if that run had
    // measurable work: a program far too slow for the probe costs one run, not `repeats` runs up
    // to the limit each, and sizes too small to time cost one run each.
    let base = r.ex.baseline.iter().copied().reduce(f64::min).unwrap_or(0.0);
    let mut spent = 0.0;
    let mut seen: Vec<(u32, f64)> = Vec::new();
    let mut stopped = false;
    for &i in &probes {
        let p = &planned[i];
        let (repeats, budget) = p.probe.unwrap_or((1, p.limit_ms));
        let n = p.size.unwrap_or(0);
        let predicted = predict(&seen, n);
        let fitted = seen.iter().filter(|(_, w)| *w >= probe::MIN_WORK_MS).count() >= 2;
        // Far past the budget by the growth already measured: running it would only burn the
        // limit, and the sizes measured already give the fit.
        stopped |= fitted && predicted.is_some_and(|w| w > 2.0 * budget as f64);
        if stopped {
            r.ex.results[i] = Some(Raw { skipped: true, ..Raw::default() });
            continue;
        }
        let text = p.input.render();
        let mut runs = match predicted {
            Some(w) if w >= probe::MIN_WORK_MS => runs_within(budget, repeats, w),
            _ => 1,
        };
        let mut ran = 0;
        loop {
            let inputs = (0..runs).map(|_| (Slot::Test(i), text.clone())).collect();
            // A probe run may go past its budget (that is how growth shows), not past its limit.
            if !r.batch(inputs, p.limit_ms + 500).await? {
                return Ok(r.ex);
            }
            ran += runs;
            let raw = r.raw(i);
            let work: Vec<f64> = raw
                .map(|x| x.times.iter().map(|t| (t - base).max(0.0)).collect())
                .unwrap_or_default();
            let least = work.iter().copied().fold(f64::INFINITY, f64::min);
            let total = spent + work.iter().sum::<f64>();
            stopped = raw.is_none_or(|x| x.err.is_some())
                || least > budget as f64
                || (spec.probe_total_ms > 0 && total > spec.probe_total_ms as f64);
            let more = if stopped || !least.is_finite() || least < probe::MIN_WORK_MS {
                0
            } else {
                runs_within(budget, repeats, least).saturating_sub(ran)
            };
            if more == 0 {
                spent = total;
                if least.is_finite() {
                    seen.push((n, least));
                }
                break;
            }
            runs = more;
        }
    }

    // Large stress tests one per job: the first one over its limit decides the verdict, and the
    // remaining ones would each burn a full time limit too.
    for i in (0..planned.len()).filter(|&i| large(&planned[i])) {
        let p = &planned[i];
        if !r.batch(vec![(Slot::Test(i), p.input.render())], p.limit_ms + 500).await? {
            return Ok(r.ex);
        }
        let over = r.raw(i).is_some_and(|x| {
            x.status == Some(Status::TimeLimit) || x.times.iter().any(|t| *t > p.limit_ms as f64)
        });
        if over {
            r.ex.stopped = true;
            break;
        }
    }
    Ok(r.ex)
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    use super::{predict, runs_within};
    use crate::TestOrigin;
    use crate::exec::{ExecError, Executor, Job, JobReport, RunReport, Status};
    use crate::harness::Shape;
    use crate::problem::Lang;
    use crate::run::{Data, Planned, RunSpec, execute};

    /// A stand-in for a stdio program whose CPU time is 40 ms of start-up plus a cost of its
    /// input's length; it records every stdin it was given. Synthetic timings, no sandbox.
    struct Simulated {
        cost: fn(usize) -> u64,
        runs: Mutex<Vec<usize>>,
    }

    #[async_trait::async_trait]
    impl Executor for Simulated {
        async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
            let runs = job
                .inputs
                .iter()
                .map(|stdin| {
                    self.runs.lock().unwrap().push(stdin.len());
                    let cpu = 40 + (self.cost)(stdin.len());
                    let over = cpu > job.limits.time_ms;
                    RunReport {
                        status: if over { Status::TimeLimit } else { Status::Ok },
                        exit_code: Some(0),
                        signal: None,
                        stdout: String::new(),
                        stderr: String::new(),
                        truncated: false,
                        wall_ms: cpu,
                        cpu_ms: cpu.min(job.limits.time_ms),
                        memory_kb: 0,
                        compile_output: None,
                        dialogue: None,
                    }
                })
                .collect();
            Ok(JobReport { compile: None, runs })
        }
    }

    fn probe_size(n: u32) -> Planned {
        Planned {
            name: format!("probe-n{n}"),
            origin: TestOrigin::Stress,
            input: Data::Text("x".repeat(n as usize)),
            expected: None,
            limit_ms: 1_000,
            size: Some(n),
            probe: Some((3, 1_000)),
        }
    }

    /// Probe runs per size (by input length), as the simulated program saw them.
    async fn probe(cost: fn(usize) -> u64, sizes: &[u32]) -> (Vec<usize>, Vec<bool>) {
        let exec = Simulated { cost, runs: Mutex::new(Vec::new()) };
        let planned: Vec<Planned> = sizes.iter().map(|&n| probe_size(n)).collect();
        let spec = RunSpec {
            lang: Lang::Python,
            shape: &Shape::Stdio,
            code: "",
            planned: &planned,
            style: false,
            probe_total_ms: 4_000,
            memory_mb: 256,
            baseline: Some(String::new()),
        };
        let ex = execute(&exec, &spec).await.unwrap();
        assert_eq!(ex.baseline, vec![40.0; 5], "start-up measured on the baseline input");
        let per_size = sizes
            .iter()
            .map(|&n| exec.runs.lock().unwrap().iter().filter(|&&l| l == n as usize).count())
            .collect();
        let skipped = ex.results.iter().map(|r| r.as_ref().is_some_and(|r| r.skipped)).collect();
        (per_size, skipped)
    }

    #[tokio::test]
    async fn a_quadratic_stdio_probe_stops_repeating_and_growing_once_past_its_budget() {
        // Work (n/100)²: 100, 400, 1600, 6400 ms. Before, every size ran all 3 repeats (12 runs,
        // the last three each to the limit). Now 4000 is predicted at 1600 ms: one run, which is
        // over the budget, so 8000 is not run.
        let (runs, skipped) = probe(|l| (l as u64 / 100).pow(2), &[1000, 2000, 4000, 8000]).await;
        assert_eq!(runs, vec![3, 3, 1, 0]);
        assert_eq!(skipped, vec![false, false, false, true]);
        // 16000 is predicted at 25 s from the growth measured: skipped without a run.
        let (runs, _) = probe(|l| (l as u64 / 100).pow(2), &[1000, 2000, 16000]).await;
        assert_eq!(runs, vec![3, 3, 0]);
    }

    #[tokio::test]
    async fn a_stdio_program_far_too_slow_for_the_first_probe_size_runs_once() {
        // 2 s of work at the first size: one run, and no larger size (before: 9 runs to the limit).
        let (runs, skipped) = probe(|l| 2 * l as u64, &[1000, 2000, 4000]).await;
        assert_eq!(runs, vec![1, 0, 0]);
        assert_eq!(skipped, vec![false, true, true]);
    }

    #[tokio::test]
    async fn a_fast_stdio_probe_still_measures_every_size_and_repeat() {
        let (runs, skipped) = probe(|l| l as u64 / 100, &[1000, 2000, 4000]).await;
        assert_eq!(runs, vec![3, 3, 3]);
        assert_eq!(skipped, vec![false; 3]);
    }

    #[tokio::test]
    async fn probe_sizes_too_small_to_time_run_once() {
        // 1 ms of work per 1000: 1000 and 4000 are under the measurable 5 ms.
        let (runs, _) = probe(|l| l as u64 / 1000, &[1000, 4000, 16000, 64000]).await;
        assert_eq!(runs, vec![1, 1, 3, 3]);
    }

    #[test]
    fn runs_of_a_size_stop_where_their_time_passes_the_budget() {
        assert_eq!(runs_within(1000, 3, 100.0), 3);
        // 400 ms: the third run passes the budget, where a function driver stops repeating.
        assert_eq!(runs_within(1000, 5, 400.0), 3);
        assert_eq!(runs_within(1000, 3, 900.0), 2);
        assert_eq!(runs_within(1000, 3, 1200.0), 1);
    }

    #[test]
    fn the_next_size_is_predicted_from_the_growth_measured_so_far() {
        assert_eq!(predict(&[], 1000), None);
        assert_eq!(predict(&[(1000, 2.0)], 4000), None, "below measurable work nothing is known");
        assert_eq!(predict(&[(1000, 100.0)], 2000), Some(200.0));
        // 55 ms at 1000 and 220 ms at 2000 is quadratic: 880 ms at 4000.
        let w = predict(&[(1000, 55.0), (2000, 220.0)], 4000).unwrap();
        assert!((w - 880.0).abs() < 1.0, "{w}");
        // Growth below linear is not trusted: the prediction stays at least linear.
        assert_eq!(predict(&[(1000, 300.0), (2000, 310.0)], 4000), Some(620.0));
    }
}
