//! `mashang problems check [ID…]`: every reference must be accepted and every known-wrong solution
//! must get its verdict. Problems are checked concurrently (bounded by the machine's parallelism)
//! through ONE shared judge and sandbox; results print in bank order as soon as each is known.

use std::sync::Arc;
use std::time::Instant;

use anyhow::bail;
use mashang_bank::Tree;
use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{CheckOptions, CheckReport, Judge};

use super::record::{CheckRecord, RecordArgs};

/// How many problems to check at once: `--jobs`, else the available parallelism.
pub fn parallelism(jobs: Option<usize>) -> usize {
    jobs.filter(|&j| j > 0)
        .unwrap_or_else(|| std::thread::available_parallelism().map(|n| n.get()).unwrap_or(2))
}

/// How to check: output, parallelism, the judge's check options, and the record of problems
/// already checked (see [`super::record`]).
pub struct CheckArgs {
    pub json: bool,
    pub jobs: Option<usize>,
    pub suggest: bool,
    pub opts: CheckOptions,
    pub record: Option<RecordArgs>,
}

pub fn run(tree: &Tree, ids: &[String], args: CheckArgs) -> anyhow::Result<()> {
    let CheckArgs { json, jobs, suggest, opts, record } = args;
    let started = Instant::now();
    let (bank, errors) = mashang_bank::load_tree(tree);
    // A full check fails on any folder that does not load. A check of listed problems fails only
    // on those: another folder being half-written is worth a warning, not a failed check.
    let level = if ids.is_empty() { "error" } else { "warning" };
    for e in &errors {
        eprintln!("{level}: {e}");
    }
    let mut load_errors = if ids.is_empty() { errors.len() } else { 0 };
    // A full check also holds the study plans to the bank: every problem they list exists.
    if ids.is_empty() {
        let plan_errors = super::catalog::plan_errors(tree, &bank);
        for e in &plan_errors {
            eprintln!("error: {e}");
        }
        load_errors += plan_errors.len();
    }
    let mut selected = Vec::new();
    for id in ids {
        match bank.get(id) {
            Some(p) => selected.push(p.clone()),
            None if !errors.is_empty() => bail!(
                "no problem `{id}` in {} (did it fail to load? see the warnings above)",
                tree.path().display()
            ),
            None => bail!("no problem `{id}` in {}", tree.path().display()),
        }
    }
    if ids.is_empty() {
        selected = bank.iter().cloned().collect();
    }
    let mut unfinished = Vec::new();
    for p in &selected {
        for w in &p.warnings {
            eprintln!("warning: {}: {w}", p.dir.join("problem.toml").display());
        }
        if let Err(why) = listing_is_current(p) {
            unfinished.push(p.id().to_string());
            eprintln!("error: {}: {why}", p.dir.join("problem.toml").display());
        }
        let todos = super::new::todos(p);
        if !todos.is_empty() {
            unfinished.push(p.id().to_string());
            eprintln!(
                "error: {} is not finished: {} still in {}",
                p.id(),
                super::new::TODO,
                todos.join(", ")
            );
        }
    }
    let mut stored = match &record {
        Some(r) => Some(CheckRecord::read(&r.path)?),
        None => None,
    };
    if let (Some(r), Some(stored)) = (&record, &stored) {
        let (check, unchanged) = stored.to_check(&r.sources, selected)?;
        selected = check;
        eprintln!(
            "{unchanged} problem(s) unchanged since {} on these sources: not checked again",
            r.path.display()
        );
    }
    let jobs = parallelism(jobs);
    let (sandbox, cache_root) = crate::cli::judge::local_sandbox()?;
    prepare_toolchains(&sandbox, &selected);
    let judge = Arc::new(crate::cli::judge::judge_over(sandbox, &cache_root));
    let rt = crate::cli::judge::runtime()?;
    let reports = rt.block_on(check_all(Arc::clone(&judge), selected.clone(), jobs, opts, |r| {
        if !json {
            print_report(r);
        }
    }));
    if suggest {
        for p in &selected {
            for line in rt.block_on(super::suggest::suggest(&judge, p)) {
                println!("{line}");
            }
        }
    }
    let mut tally = Tally::default();
    reports.iter().for_each(|r| tally.add(r));
    if json {
        println!("{}", serde_json::to_string_pretty(&reports)?);
    }
    eprintln!(
        "{} problems, {} checks: {} ok, {} skipped (language unavailable), {} failed, {} load {level}(s); {:.1} s with {jobs} in parallel",
        reports.len(),
        tally.total,
        tally.ok,
        tally.skipped,
        tally.failed,
        errors.len(),
        started.elapsed().as_secs_f64()
    );
    if let (Some(r), Some(stored), true) =
        (&record, &mut stored, record.as_ref().is_some_and(|r| r.update))
    {
        // Passed: every check ok, none skipped for a missing language, nothing unfinished.
        let complete =
            |rep: &CheckReport| rep.ok() && rep.items.iter().all(|i| i.got != "unavailable");
        let passed: Vec<&Problem> = selected
            .iter()
            .filter(|p| !unfinished.iter().any(|u| u == p.id()))
            .filter(|p| reports.iter().any(|rep| rep.problem == p.id() && complete(rep)))
            .collect();
        let failed: Vec<&str> = selected
            .iter()
            .map(|p| p.id())
            .filter(|id| !passed.iter().any(|p| p.id() == *id))
            .collect();
        stored.update(&r.sources, &passed, &failed)?;
        stored.write(&r.path)?;
    }
    let failures = tally.failed + load_errors + unfinished.len();
    if failures > 0 {
        bail!("{failures} check(s) failed");
    }
    Ok(())
}

/// Whether every `[mutants] equivalent` entry still names a mutant of the reference (the loader
/// checks the entries' form; matching them needs the mutator, a process). `Err` says which not.
fn listing_is_current(p: &Problem) -> anyhow::Result<()> {
    let stale = super::mutants::stale_listings(p)?;
    if !stale.is_empty() {
        bail!(
            "mutants.equivalent: no mutant of the reference is {} any more (the code changed: \
             review the listing with `problems check --mutants {}`)",
            stale.join("; "),
            p.id()
        );
    }
    Ok(())
}

/// Build the prepared toolchain files (C++'s precompiled header) before checking: a judge builds them in the background and compiles without them meanwhile,
/// which in a batch means the first compiles cost 3–4× the CPU and race the build for it.
fn prepare_toolchains(sandbox: &mashang_sandbox::Sandbox, problems: &[Problem]) {
    // Every judged problem may compile any language (its starters are checked in each).
    if !problems.iter().any(Problem::is_judged) {
        return;
    }
    for lang in Lang::ALL.into_iter().filter(|l| sandbox.wants_prepare(l.id())) {
        let started = Instant::now();
        match sandbox.prepare_toolchain(lang.id()) {
            Ok(done) => eprintln!(
                "prepared {}'s toolchain files: {done:?} in {:.1} s",
                lang.id(),
                started.elapsed().as_secs_f64()
            ),
            Err(e) => eprintln!("warning: preparing {}'s toolchain files: {e}", lang.id()),
        }
    }
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
        let secs = item.ms as f64 / 1000.0;
        println!("{mark} {:<32} {:<34} {secs:>5.1}s  {}", r.problem, item.file, item.detail);
    }
}

/// Check `problems` with at most `jobs` at a time; `each` sees every report in input order, as
/// soon as it and all before it are done.
pub async fn check_all(
    judge: Arc<Judge>,
    problems: Vec<mashang_judge::problem::Problem>,
    jobs: usize,
    opts: CheckOptions,
    mut each: impl FnMut(&CheckReport),
) -> Vec<CheckReport> {
    let mut out_reports = Vec::new();
    // Permits are taken in bank order before each task starts, so problems start in order and the
    // ordered printing below streams instead of waiting on a problem scheduled last.
    let gate = Arc::new(tokio::sync::Semaphore::new(jobs.max(1)));
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel();
    let total = problems.len();
    tokio::spawn(async move {
        for p in problems {
            let permit = Arc::clone(&gate).acquire_owned().await.expect("never closed");
            let judge = Arc::clone(&judge);
            let task = tokio::spawn(async move {
                let report = judge.check_problem_with(&p, opts).await;
                drop(permit);
                report
            });
            if tx.send(task).is_err() {
                return;
            }
        }
    });
    let mut handles = Vec::with_capacity(total);
    while let Some(h) = rx.recv().await {
        handles.push(h);
        // Print every finished report at the front of the queue.
        while handles.first().is_some_and(|h| h.is_finished()) {
            let h = handles.remove(0);
            report_of(h.await, &mut out_reports, &mut each);
        }
    }
    for h in handles {
        report_of(h.await, &mut out_reports, &mut each);
    }
    out_reports
}

fn report_of(
    joined: Result<CheckReport, tokio::task::JoinError>,
    out: &mut Vec<CheckReport>,
    each: &mut impl FnMut(&CheckReport),
) {
    let report = joined.unwrap_or_else(|e| CheckReport {
        problem: "?".into(),
        items: vec![mashang_judge::CheckItem {
            file: "-".into(),
            lang: "-".into(),
            expected: "accepted".into(),
            got: "error".into(),
            ok: false,
            detail: format!("check task failed: {e}"),
            ms: 0,
        }],
    });
    each(&report);
    out.push(report);
}
