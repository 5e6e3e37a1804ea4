//! `mashang judge --problem <ID or PATH> --lang <LANG> SOLUTION_FILE [--json]`: judge one file.

use std::path::PathBuf;
use std::sync::Arc;

use anyhow::Context;
use clap::Args;
use mashang_exec_local::LocalSandbox;
use mashang_judge::problem::Lang;
use mashang_judge::{Judge, JudgeOptions, JudgeOutcome, TestResult, TestState};

#[derive(Debug, Args)]
pub struct JudgeArgs {
    /// Problem id in the bank, or a path to a problem directory.
    #[arg(long)]
    pub problem: String,
    /// python, javascript, rust, cpp, java, go (default: from the file extension).
    #[arg(long)]
    pub lang: Option<String>,
    pub solution: PathBuf,
    /// Print one JSON object.
    #[arg(long)]
    pub json: bool,
    /// Problem bank directory (default: the bank embedded in the binary).
    #[arg(long, env = "MASHANG_PROBLEMS")]
    pub dir: Option<PathBuf>,
    /// Also show input, expected, actual output and messages of hidden and stress tests, and the
    /// run's stderr (the operator's view; without it the output is what a candidate would see).
    #[arg(long)]
    pub reveal: bool,
    /// Skip the complexity probe.
    #[arg(long)]
    pub no_probe: bool,
}

/// A tokio runtime for CLI commands that await the judge.
pub fn runtime() -> anyhow::Result<tokio::runtime::Runtime> {
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .context("starting tokio")
}

/// The judge over the local sandbox, caching generated stress tests under `<cache root>/cache`
/// (the data dir when configured, else the per-user cache dir: never `./data` by default).
pub fn local_judge() -> anyhow::Result<Judge> {
    let (sandbox, cache_root) = local_sandbox()?;
    Ok(judge_over(sandbox, &cache_root))
}

/// The local sandbox as the read-only commands configure it, and their cache root.
pub fn local_sandbox() -> anyhow::Result<(Arc<mashang_sandbox::Sandbox>, PathBuf)> {
    sandbox_with(None)
}

/// [`local_sandbox`]; with `only`, warm sandboxes for that language alone (a one-shot judging of
/// one file would never take another language's).
fn sandbox_with(only: Option<Lang>) -> anyhow::Result<(Arc<mashang_sandbox::Sandbox>, PathBuf)> {
    let mut settings = match mashang::config::load(None) {
        Ok(c) => c.readonly_settings(),
        Err(_) => mashang::config::Config::default_readonly_settings(),
    };
    if let Some(lang) = only {
        warm_only(&mut settings.judge.warm_pool, lang);
    }
    let sandbox = mashang::app::sandbox::open_sandbox(&settings)
        .context("setting up the sandbox (run `mashang doctor`)")?;
    Ok((Arc::new(sandbox), settings.data_dir))
}

/// Turns every other language's warm pool off.
fn warm_only(pools: &mut std::collections::BTreeMap<String, usize>, lang: Lang) {
    for other in Lang::ALL.into_iter().filter(|l| *l != lang) {
        pools.insert(other.id().to_string(), 0);
    }
}

/// The judge over `sandbox`, caching generated stress tests under `<cache_root>/cache`.
pub fn judge_over(sandbox: Arc<mashang_sandbox::Sandbox>, cache_root: &std::path::Path) -> Judge {
    Judge::new(Arc::new(LocalSandbox::new(sandbox)))
        .with_cache(Arc::new(mashang_bank::FsJudgeCache::new(cache_root.join("cache"))))
}

pub fn run(args: JudgeArgs) -> anyhow::Result<()> {
    let problem = super::problems::find_problem(
        &mashang_bank::Tree::problems(args.dir.as_deref()),
        &args.problem,
    )?;
    let lang: Lang = match &args.lang {
        Some(l) => l.parse().map_err(anyhow::Error::msg)?,
        None => args
            .solution
            .extension()
            .and_then(|e| e.to_str())
            .and_then(Lang::from_ext)
            .context("cannot tell the language from the file name; pass --lang")?,
    };
    let code = std::fs::read_to_string(&args.solution)
        .with_context(|| format!("reading {}", args.solution.display()))?;
    let (sandbox, cache_root) = sandbox_with(Some(lang))?;
    let judge = judge_over(sandbox, &cache_root);
    let opts = JudgeOptions { probe: !args.no_probe, ..JudgeOptions::default() };
    let outcome = runtime()?.block_on(judge.judge(&problem, lang, &code, &opts))?;
    let outcome = if args.reveal { outcome } else { outcome.candidate_view() };
    if args.json {
        println!("{}", serde_json::to_string_pretty(&to_json(&outcome))?);
    } else {
        print_human(&outcome);
    }
    if !outcome.accepted() {
        // Returned, not `process::exit`: the judge and its sandbox are dropped on the way out, so
        // the pooled cgroups and the warm pool are released (exit would skip every destructor).
        return Err(Rejected.into());
    }
    Ok(())
}

/// The judged solution was not accepted: the verdict is already printed, the exit status is 1.
#[derive(Debug, thiserror::Error)]
#[error("the solution was not accepted")]
pub struct Rejected;

/// The CLI's JSON contract: verdict, passed, total, tests, complexity, style, compile_output (+ extras).
pub fn to_json(o: &JudgeOutcome) -> serde_json::Value {
    serde_json::json!({
        "verdict": o.verdict,
        "passed": o.passed,
        "total": o.total,
        "tests": o.tests.iter().map(test_json).collect::<Vec<_>>(),
        "first_failure": o.first_failure().map(|t| &t.name),
        "complexity": o.complexity,
        "counterexample": o.counterexample,
        "style": o.style,
        "compile_output": o.compile_output,
        "compile_ms": o.compile_ms,
        "compile_cached": o.compile_cached,
        "run_ms": o.run_ms,
    })
}

/// A test's JSON: `status` is `not_run` for a test never reached after a crash (its verdict, the
/// crash's, stays in `verdict`), so a reader cannot mistake it for a test that failed on its own.
fn test_json(t: &TestResult) -> serde_json::Value {
    let mut v = serde_json::to_value(t).unwrap_or_default();
    if t.state == TestState::NotRun {
        v["verdict"] = serde_json::json!(t.status);
        v["status"] = serde_json::json!("not_run");
    }
    v
}

fn print_human(o: &JudgeOutcome) {
    println!("verdict: {}  ({}/{} tests passed)", o.verdict, o.passed, o.total);
    if let Some(ms) = o.compile_ms {
        println!("compile: {ms} ms{}", if o.compile_cached { " (cached)" } else { "" });
    }
    for t in &o.tests {
        let status = match t.state {
            TestState::Ran => t.status.as_str().to_string(),
            TestState::Crashed => format!("{} (crashed)", t.status),
            TestState::NotRun => "not run".to_string(),
        };
        println!("  {:<40} {:<14} {:>9.2} ms", t.name, status, t.time_ms);
    }
    if let Some(t) = o.first_failure() {
        println!("\nfirst failure: {} ({})", t.name, t.status);
        for (label, v) in [
            ("input", &t.input),
            ("expected", &t.expected),
            ("actual", &t.actual),
            ("message", &t.message),
        ] {
            if let Some(v) = v {
                println!("  {label:<9} {}", shorten(v, 400));
            }
        }
    }
    if let Some(c) = &o.counterexample {
        println!(
            "\ncounterexample: input {} → expected {}, got {}",
            shorten(&c.input, 200),
            shorten(&c.expected, 100),
            shorten(&c.actual, 100)
        );
    }
    if let Some(c) = &o.complexity {
        println!("\ncomplexity: {}", c.label);
    }
    if !o.style.is_empty() {
        println!("\nstyle:");
        for s in &o.style {
            let line = s.line.map(|l| format!("line {l}: ")).unwrap_or_default();
            println!("  [{}] {line}{} ({})", s.tool, s.message, s.rule);
        }
    }
    if let Some(out) = o.compile_output.as_deref().filter(|s| !s.trim().is_empty()) {
        println!("\ncompiler output:\n{}", shorten(out, 3000));
    }
}

fn shorten(s: &str, max: usize) -> String {
    let s = s.trim();
    if s.chars().count() <= max {
        return s.to_string();
    }
    let cut: String = s.chars().take(max).collect();
    format!("{cut}… ({} chars)", s.chars().count())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_one_file_judging_warms_its_own_language_only() {
        let mut pools = std::collections::BTreeMap::from([("python".to_string(), 3)]);
        warm_only(&mut pools, Lang::Python);
        assert_eq!(pools.get("python"), Some(&3), "its own pool keeps its configured size");
        for other in Lang::ALL.into_iter().filter(|l| *l != Lang::Python) {
            assert_eq!(pools.get(other.id()), Some(&0), "{other:?}");
        }
    }
}
