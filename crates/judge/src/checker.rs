//! Custom checkers: the problem's checker.py decides each answer, run in the sandbox once per
//! submission over all answers.

use serde_json::{Value, json};

use super::JudgeError;
use super::compare::Mismatch;
use super::run::{Data, Execution, Planned, tail};
use crate::exec::{Executor, Job, JobFile, Limits};
use crate::problem::Problem;

const DRIVER: &str = r#"import json, sys
lines = sys.stdin.read().split("\n")
nonce, cases = lines[0].strip(), json.loads(lines[1])
ns = {"__name__": "checker"}
exec(compile(open("checker.py").read(), "checker.py", "exec"), ns)
for k, (inp, exp, act) in enumerate(cases):
    try:
        r = ns["check"](inp, exp, act)
        ok, why = (r[0], r[1]) if isinstance(r, tuple) else (bool(r), "")
    except Exception as e:
        ok, why = False, "checker raised %s: %s" % (type(e).__name__, e)
    sys.stdout.write("\n@@MASHANG:" + nonce + ":" + json.dumps({"k": k, "ok": bool(ok), "why": str(why or "")}) + "\n")
"#;

fn as_value(d: &Data) -> Value {
    match d {
        Data::Json(v) => v.clone(),
        Data::Text(s) => Value::String(s.clone()),
        Data::AnyOf(vs) => Value::Array(vs.clone()),
    }
}

/// One verdict per planned test (`Ok` for tests without an answer to check).
pub(crate) async fn run(
    executor: &dyn Executor,
    problem: &Problem,
    planned: &[Planned],
    ex: &Execution,
) -> Result<Vec<Result<(), Mismatch>>, JudgeError> {
    let bad = |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
    let checker = problem
        .checker
        .clone()
        .ok_or_else(|| bad("comparator is `checker` but no checker file".into()))?;
    let mut cases = Vec::new();
    let mut index = Vec::new();
    for (i, p) in planned.iter().enumerate() {
        let actual = ex.results.get(i).and_then(|r| r.as_ref()).and_then(|r| r.value.as_ref());
        if let (Some(e), Some(a)) = (&p.expected, actual) {
            cases.push(json!([as_value(&p.input), as_value(e), as_value(a)]));
            index.push(i);
        }
    }
    let mut out = vec![Ok(()); planned.len()];
    if cases.is_empty() {
        return Ok(out);
    }
    let nonce = uuid::Uuid::new_v4().simple().to_string();
    let job = Job {
        lang: "python".into(),
        source: DRIVER.into(),
        files: vec![JobFile { name: "checker.py".into(), content: checker }],
        limits: Limits {
            time_ms: 10_000,
            memory_mb: 512,
            output_kb: 8 * 1024,
            ..Limits::default()
        },
        compile_limits: None,
        inputs: vec![format!("{nonce}\n{}\n", Value::Array(cases))],
        dialogue: None,
    };
    let report = executor.run_job(job).await.map_err(JudgeError::Executor)?;
    let run = report.runs.first().ok_or_else(|| JudgeError::Internal("no checker run".into()))?;
    let prefix = format!("@@MASHANG:{nonce}:");
    let mut seen = 0;
    for line in run.stdout.lines() {
        if let Some(v) =
            line.strip_prefix(&prefix).and_then(|r| serde_json::from_str::<Value>(r).ok())
            && let Some(&i) = v.get("k").and_then(Value::as_u64).and_then(|k| index.get(k as usize))
        {
            seen += 1;
            if v.get("ok") != Some(&Value::Bool(true)) {
                out[i] = Err(Mismatch(
                    v.get("why")
                        .and_then(Value::as_str)
                        .filter(|w| !w.is_empty())
                        .unwrap_or("rejected by the checker")
                        .to_string(),
                ));
            }
        }
    }
    if seen != index.len() {
        return Err(bad(format!("the checker failed: {}", tail(&run.stderr, 1000))));
    }
    Ok(out)
}
