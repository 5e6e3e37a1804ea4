//! Generated tests: run the problem's generator in the sandbox at the configured sizes, compute the
//! expected answers with the reference solution, and cache the result per problem version (in
//! memory, and on disk through cache.rs).

use std::sync::Arc;

use serde_json::{Value, json};
use sha2::{Digest, Sha256};

use super::harness::Shape;
use super::run::{Data, Planned, RunSpec, execute, tail};
use super::{Judge, JudgeError, TestOrigin};
use crate::cache::CacheKind;
use crate::exec::{Job, JobFile, Limits};
use crate::problem::{Kind, Lang, Problem};

const GEN_DRIVER: &str = r#"import json, random, sys
lines = sys.stdin.read().split("\n")
nonce, wanted = lines[0].strip(), json.loads(lines[1])
ns = {"__name__": "gen"}
exec(compile(open("gen.py").read(), "gen.py", "exec"), ns)
for k, (n, seed) in enumerate(wanted):
    v = ns["generate"](n, random.Random(seed))
    sys.stdout.write("\n@@MASHANG:" + nonce + ":" + json.dumps({"k": k, "v": v}, separators=(",", ":")) + "\n")
"#;

/// Generated tests of a problem, every one with its expected answer: small and large tests, and the
/// probe's inputs (a probe answer is checked like any other: a program that recognises probe
/// inputs and answers them with anything but the right answer fails, see `Judge::probe`).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct StressSet {
    pub tests: Vec<Planned>,
    pub probe: Vec<Planned>,
}

fn seed(id: &str, n: u32, k: u32) -> u64 {
    let h = Sha256::digest(format!("{id}/{n}/{k}").as_bytes());
    u64::from_le_bytes(h[..8].try_into().unwrap_or_default()) >> 12
}

/// A probe input's seed: from the install's secret, so nobody can draw the same input in advance.
fn probe_seed(secret: &[u8; 32], id: &str, n: u32) -> u64 {
    let mut h = Sha256::new();
    h.update(secret);
    h.update(format!("{id}/{n}/probe").as_bytes());
    u64::from_le_bytes(h.finalize()[..8].try_into().unwrap_or_default()) >> 12
}

/// This process's own secret, for a judge without a cache that keeps one.
fn process_secret() -> [u8; 32] {
    static SECRET: std::sync::OnceLock<[u8; 32]> = std::sync::OnceLock::new();
    *SECRET.get_or_init(|| {
        let mut s = [0u8; 32];
        s[..16].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        s[16..].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        s
    })
}

/// What the generated tests depend on: the problem's content plus the in-memory parts
/// they are computed from (tests may judge a problem edited in memory).
fn cache_key(p: &Problem, secret: &[u8; 32]) -> String {
    let mut h = Sha256::new();
    // Entries drawn from another secret are other entries (the digest does not reveal it).
    h.update(Sha256::digest(secret));
    // The set's shape: v2 gives probe inputs expected answers (a v1 entry on disk has none).
    h.update(b"stress-set-v2");
    h.update(super::cache::content_digest(p));
    h.update(format!("{:?}{:?}{:?}", p.spec.stress, p.spec.probe, p.kind()));
    h.update(p.generator.as_deref().unwrap_or_default());
    if let Some(r) = p.primary_reference() {
        h.update(&r.code);
    }
    format!("{}:{}", p.id(), hex::encode(h.finalize()))
}

impl Judge {
    pub(crate) async fn stress_set(&self, problem: &Problem) -> Result<Arc<StressSet>, JudgeError> {
        let (Some(stress), Some(gen_code)) = (&problem.spec.stress, &problem.generator) else {
            return Ok(Arc::new(StressSet::default()));
        };
        let secret = self.probe_secret();
        let key = cache_key(problem, &secret);
        if let Some(hit) = self.stress_cache.get(&key) {
            return Ok(Arc::clone(&hit));
        }
        let entry = super::cache::key(CacheKind::Stress, problem.id(), &key);
        let cached = self.cache.as_deref().and_then(|c| super::cache::load(c, &entry));
        if let Some(set) = cached {
            let set = Arc::new(set);
            self.stress_cache.insert(key, Arc::clone(&set));
            return Ok(set);
        }
        let bad =
            |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
        let limit = problem.spec.limits.time_ms;
        let mut wanted = Vec::new();
        let mut plan = Vec::new();
        for &n in &stress.small {
            for k in 0..stress.per_size {
                wanted.push(json!([n, seed(problem.id(), n, k)]));
                plan.push((format!("stress-n{n}-{k}"), n, None, limit));
            }
        }
        for (k, &n) in stress.large.iter().enumerate() {
            wanted.push(json!([n, seed(problem.id(), n, 1000 + k as u32)]));
            plan.push((format!("stress-large-n{n}"), n, None, stress.time_ms.unwrap_or(limit)));
        }
        if let Some(probe) = &problem.spec.probe {
            for &n in &probe.sizes {
                wanted.push(json!([n, probe_seed(&secret, problem.id(), n)]));
                plan.push((format!("probe-n{n}"), n, Some(probe.repeats), limit));
            }
        }
        let nonce = uuid::Uuid::new_v4().simple().to_string();
        let job = Job {
            lang: "python".into(),
            source: GEN_DRIVER.into(),
            files: vec![JobFile { name: "gen.py".into(), content: gen_code.clone() }],
            limits: Limits {
                time_ms: 20_000,
                memory_mb: 1024,
                output_kb: 256 * 1024,
                ..Limits::default()
            },
            compile_limits: None,
            inputs: vec![format!("{nonce}\n{}\n", Value::Array(wanted.clone()))],
            dialogue: None,
        };
        let report = self.executor.run_job(job).await.map_err(JudgeError::Executor)?;
        let run =
            report.runs.first().ok_or_else(|| JudgeError::Internal("no generator run".into()))?;
        let prefix = format!("@@MASHANG:{nonce}:");
        let mut inputs: Vec<Option<Value>> = vec![None; wanted.len()];
        for line in run.stdout.lines() {
            if let Some(v) =
                line.strip_prefix(&prefix).and_then(|r| serde_json::from_str::<Value>(r).ok())
                && let (Some(k), Some(val)) = (v.get("k").and_then(Value::as_u64), v.get("v"))
                && let Some(slot) = inputs.get_mut(k as usize)
            {
                *slot = Some(val.clone());
            }
        }
        if inputs.iter().any(Option::is_none) {
            return Err(bad(format!(
                "the generator failed ({}): {}",
                run.status.as_str(),
                tail(&run.stderr, 1500)
            )));
        }
        let mut set = StressSet::default();
        for ((name, n, probe, limit_ms), input) in
            plan.into_iter().zip(inputs.into_iter().flatten())
        {
            let input = match (problem.kind(), input) {
                (Kind::Stdio, Value::String(s)) => Data::Text(s),
                (Kind::Stdio, other) => {
                    return Err(bad(format!("generate() must return stdin text, got {other}")));
                }
                (_, v) => Data::Json(v),
            };
            let origin = TestOrigin::Stress;
            let budget = limit_ms.min(1_000);
            let planned = Planned {
                name,
                origin,
                input,
                expected: None,
                limit_ms,
                size: Some(n),
                probe: probe.map(|r| (r, budget)),
            };
            if probe.is_some() { set.probe.push(planned) } else { set.tests.push(planned) }
        }
        // One reference run answers the tests and the probe inputs alike.
        let n_tests = set.tests.len();
        let mut all: Vec<Planned> = set.tests.drain(..).chain(set.probe.drain(..)).collect();
        self.fill_expected(problem, &mut all).await?;
        set.probe = all.split_off(n_tests);
        set.tests = all;
        if let Some(cache) = self.cache.as_deref() {
            super::cache::store(cache, &entry, &set);
        }
        let set = Arc::new(set);
        self.stress_cache.insert(key, Arc::clone(&set));
        Ok(set)
    }

    fn probe_secret(&self) -> [u8; 32] {
        self.cache.as_deref().and_then(|c| c.probe_secret()).unwrap_or_else(process_secret)
    }

    /// Run the primary reference over generated tests; its answers become the expected ones.
    async fn fill_expected(
        &self,
        problem: &Problem,
        tests: &mut [Planned],
    ) -> Result<(), JudgeError> {
        let bad =
            |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
        let reference = problem
            .primary_reference()
            .ok_or_else(|| bad("no reference solution for generated tests".into()))?;
        let lang: Lang = reference.lang;
        let shape = Shape::of(problem, lang)?;
        // The reference gets generous limits: its answers, not its speed, matter here.
        // Probe inputs are answered once each, as plain tests.
        let generous: Vec<Planned> = tests
            .iter()
            .map(|t| Planned { limit_ms: t.limit_ms * 5, probe: None, ..t.clone() })
            .collect();
        let spec = RunSpec {
            lang,
            shape: &shape,
            code: &reference.code,
            planned: &generous,
            style: false,
            probe_total_ms: 0,
            memory_mb: problem.spec.limits.memory_mb + 512,
            baseline: None,
        };
        let ex = execute(self.executor.as_ref(), &spec).await?;
        if let Some(e) = &ex.load_error {
            return Err(bad(format!("reference {} failed to load: {e}", reference.path)));
        }
        for (i, t) in tests.iter_mut().enumerate() {
            let raw = ex.results.get(i).and_then(|r| r.as_ref());
            match raw {
                Some(r)
                    if r.err.is_none()
                        && !r.overtime
                        && r.value.is_some()
                        && r.status.is_none_or(|s| s == crate::exec::Status::Ok) =>
                {
                    t.expected = r.value.clone()
                }
                Some(r) => {
                    return Err(bad(format!(
                        "reference {} failed on `{}`: {}",
                        reference.path,
                        t.name,
                        r.err
                            .clone()
                            .or_else(|| r.wrong.clone())
                            .unwrap_or_else(|| "no answer within 5× the limit".into())
                    )));
                }
                None => {
                    return Err(bad(format!(
                        "reference {} did not finish `{}` ({}): {}",
                        reference.path,
                        t.name,
                        ex.run_status.map(|s| s.as_str()).unwrap_or("?"),
                        tail(&ex.stderr, 800)
                    )));
                }
            }
        }
        Ok(())
    }
}
