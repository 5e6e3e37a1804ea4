//! Judge benchmark (harness = false), through the real sandbox:
//! - judging a 20-test Python function problem (one sandbox job) against ONE sandboxed Python
//!   "hello" run, interleaved, medians compared (target: ≤ 1.5×);
//! - compile time of C++, Rust, Java and Go reported apart from run time, cold (a fresh source) and
//!   again for the same source, where the sandbox's compile cache must skip the compile.
//!
//! Run: `cargo bench --bench judge` (add `-- --rounds N`). Figures are written up in docs/judge.md.

use std::sync::Arc;
use std::time::Instant;

use mashang_bank::load_problem;
use mashang_core::ports::{Executor, Job, Limits};
use mashang_exec_local::LocalSandbox;
use mashang_judge::problem::Lang;
use mashang_judge::{Judge, JudgeOptions, LimitScale, Verdict};

const PROBLEM: &str = r#"id = "bench-add"
kind = "function"
level = "junior"
roles = ["algorithm"]
[title]
zh = "加法"
en = "Add"
[statement]
zh = "返回 a + b。"
en = "Return a + b."
[[hints]]
zh = "一"
en = "one"
[[hints]]
zh = "二"
en = "two"
[[hints]]
zh = "三"
en = "three"
[signature]
name = "add"
params = [{ name = "a", type = "int" }, { name = "b", type = "int" }]
returns = "int"
"#;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let rounds: usize = std::env::args()
        .skip_while(|a| a != "--rounds")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(15);
    let sandbox = Arc::new(mashang_sandbox::Sandbox::new().expect("sandbox"));
    let exec = Arc::new(LocalSandbox::new(Arc::clone(&sandbox)));
    let judge = Judge::new(exec.clone());
    let rt =
        tokio::runtime::Builder::new_multi_thread().worker_threads(2).enable_all().build().unwrap();

    // A 20-test problem: 2 samples + 18 hidden.
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("bench-add");
    std::fs::create_dir_all(dir.join("solutions")).unwrap();
    let mut toml = PROBLEM.to_string();
    for i in 0..20 {
        toml.push_str(&format!(
            "[[tests]]\nname = \"t{i}\"\nsample = {}\ninput = \"[{i}, {}]\"\nexpected = \"{}\"\n",
            i < 2,
            i * 7,
            i * 8
        ));
    }
    std::fs::write(dir.join("problem.toml"), toml).unwrap();
    std::fs::write(dir.join("solutions/ref.py"), "def add(a, b):\n    return a + b\n").unwrap();
    let problem = load_problem(&dir).expect("bench problem");
    let code = "def add(a, b):\n    return a + b\n";
    let opts = JudgeOptions::default();
    let hello = || Job {
        lang: "python".into(),
        source: "print('hello')\n".into(),
        files: vec![],
        limits: Limits::default(),
        compile_limits: None,
        inputs: vec![String::new()],
        dialogue: None,
    };

    // Warm up both paths (page cache, interpreter start-up).
    rt.block_on(async {
        exec.run_job(hello()).await.unwrap();
        judge.judge(&problem, Lang::Python, code, &opts).await.unwrap();
    });
    let (mut hello_ms, mut judge_ms) = (Vec::new(), Vec::new());
    for _ in 0..rounds {
        let t = Instant::now();
        let r = rt.block_on(exec.run_job(hello())).unwrap();
        assert_eq!(r.runs[0].stdout.trim(), "hello");
        hello_ms.push(t.elapsed().as_secs_f64() * 1000.0);
        let t = Instant::now();
        let out = rt.block_on(judge.judge(&problem, Lang::Python, code, &opts)).unwrap();
        assert_eq!((out.verdict, out.passed), (Verdict::Accepted, 20));
        judge_ms.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    let (h, j) = (median(hello_ms), median(judge_ms));
    println!("python hello run (1 sandboxed process), median of {rounds}: {h:.1} ms");
    println!("judge 20-test python problem (1 sandbox job), median of {rounds}: {j:.1} ms");
    println!("ratio: {:.2}x (target <= 1.5x)", j / h);

    // Compiled languages: the bank's two-sum references; a fresh comment forces a cold compile.
    let (bank, _) = mashang_bank::load(std::path::Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/presets/problems"
    )));
    let two_sum = bank.get("two-sum").expect("two-sum").clone();
    let quick = JudgeOptions {
        stress: false,
        probe: false,
        style: false,
        samples_only: false,
        counterexample: true,
        limit_scale: LimitScale::NONE,
    };
    println!("\nlanguage  cold compile  cached compile  run (all tests)  verdict");
    for lang in [Lang::Cpp, Lang::Rust, Lang::Java, Lang::Go] {
        let Some(r) = two_sum.reference(lang) else { continue };
        let fresh = format!("{}\n// bench {}\n", r.code, uuid::Uuid::new_v4());
        let cold = rt.block_on(judge.judge(&two_sum, lang, &fresh, &quick));
        let warm = rt.block_on(judge.judge(&two_sum, lang, &fresh, &quick));
        match (cold, warm) {
            (Ok(c), Ok(w)) => println!(
                "{:<9} {:>9} ms  {:>10} ms{}  {:>11} ms  {}",
                lang.id(),
                c.compile_ms.unwrap_or(0),
                w.compile_ms.unwrap_or(0),
                if w.compile_cached { " (skipped)" } else { " (NOT cached)" },
                w.run_ms,
                w.verdict
            ),
            (Err(e), _) | (_, Err(e)) => println!("{:<9} unavailable: {e}", lang.id()),
        }
    }
}
