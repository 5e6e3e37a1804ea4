//! `mashang problems check [ID…]`: every reference must be accepted and every known-wrong solution
//! must get its verdict. Problems are checked concurrently (bounded by the machine's parallelism)
//! through ONE shared judge and sandbox; results print in bank order as soon as each is known.

use std::path::Path;
use std::sync::Arc;
use std::time::Instant;

use anyhow::bail;
use mashang::core::judge::{CheckReport, Judge};

use super::load_bank;

/// How many problems to check at once: `--jobs`, else the available parallelism.
pub fn parallelism(jobs: Option<usize>) -> usize {
    jobs.filter(|&j| j > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2))
}

pub fn run(dir: &Path, ids: &[String], json: bool, jobs: Option<usize>) -> anyhow::Result<()> {
    let started = Instant::now();
    let (bank, load_errors) = load_bank(dir);
    let mut selected = Vec::new();
    for id in ids {
        match bank.get(id) {
            Some(p) => selected.push(p.clone()),
            None => bail!("no problem `{id}` in {}", dir.display()),
        }
    }
    if ids.is_empty() {
        selected = bank.iter().cloned().collect();
    }
    let jobs = parallelism(jobs);
    let judge = Arc::new(crate::cli::judge::local_judge()?);
    let rt = crate::cli::judge::runtime()?;
    let reports = rt.block_on(check_all(judge, selected, jobs, |r| {
        if !json {
            print_report(r);
        }
    }));
    let mut tally = Tally::default();
    reports.iter().for_each(|r| tally.add(r));
    if json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    }
    eprintln!(
        "{} problems, {} checks: {} ok, {} skipped (language unavailable), {} failed, {} load error(s); {:.1} s with {jobs} in parallel",
        reports.len(),
        tally.total,
        tally.ok,
        tally.skipped,
        tally.failed,
        load_errors,
        started.elapsed().as_secs_f64()
    );
    if tally.failed + load_errors > 0 {
        bail!("{} check(s) failed", tally.failed + load_errors);
    }
    Ok(())
}

#[derive(Default)]
struct Tally {
    total: usize,
    ok: usize,
    skipped: usize,
    failed: usize,
}

impl Tally {
    fn add(&mut self, r: &CheckReport) {
        for i in &r.items {
            self.total += 1;
            match (i.ok, i.got.as_str()) {
                (true, "unavailable") => self.skipped += 1,
                (true, _) => self.ok += 1,
                (false, _) => self.failed += 1,
            }
        }
    }
}

fn print_report(r: &CheckReport) {
    for item in &r.items {
        let mark = match (item.ok, item.got.as_str()) {
            (true, "unavailable") => "skip",
            (true, _) => "ok  ",
            (false, _) => "FAIL",
        };
        println!("{mark} {:<32} {:<34} {}", r.problem, item.file, item.detail);
    }
}

/// Check `problems` with at most `jobs` at a time; `each` sees every report in input order, as
/// soon as it and all before it are done.
pub async fn check_all(
    judge: Arc<Judge>,
    problems: Vec<mashang::core::problem::Problem>,
    jobs: usize,
    mut each: impl FnMut(&CheckReport),
) -> Vec<CheckReport> {
    let gate = Arc::new(tokio::sync::Semaphore::new(jobs.max(1)));
    let handles: Vec<_> = problems
        .into_iter()
        .map(|p| {
            let judge = Arc::clone(&judge);
            let gate = Arc::clone(&gate);
            tokio::spawn(async move {
                let _permit = gate.acquire_owned().await.expect("semaphore is never closed");
                judge.check_problem(&p).await
            })
        })
        .collect();
    let mut out = Vec::with_capacity(handles.len());
    for h in handles {
        let report = match h.await {
            Ok(r) => r,
            Err(e) => CheckReport {
                problem: "?".into(),
                items: vec![mashang::core::judge::CheckItem {
                    file: "-".into(),
                    lang: "-".into(),
                    expected: "accepted".into(),
                    got: "error".into(),
                    ok: false,
                    detail: format!("check task failed: {e}"),
                }],
            },
        };
        each(&report);
        out.push(report);
    }
    out
}
