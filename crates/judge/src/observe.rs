//! Code tests judged by observation: a test only records values (`observe(x)`), and the judge
//! compares each test's list with the REFERENCE solution's list for the same test. The reference's
//! observations are computed by running it through the same dialogue, cached in memory and on disk
//! (keyed by the problem directory's hash), and never sent to a sandbox.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde_json::Value;
use sha2::{Digest, Sha256};

use super::compare::{Mismatch, json_eq};
use super::harness::{Shape, code_test_names_found};
use super::run::{Data, Planned, RunSpec, execute_suite, tail};
use super::{Judge, JudgeError, TestOrigin};
use crate::cache::CacheKind;
use crate::problem::{CodeTests, Comparator, ComparatorKind, Lang, Problem};

/// Test name → the reference's observations.
pub(crate) type Observations = BTreeMap<String, Vec<Value>>;

/// Code tests get at least this much CPU each (they build their own data, often in loops).
const MIN_LIMIT_MS: u64 = 5_000;

/// The planned tests of `suite`: the sample file's tests (samples) then the hidden file's, found
/// statically so that a test the program never reached still gets its own entry.
pub(crate) fn plan(
    problem: &Problem,
    lang: Lang,
    suite: &CodeTests,
    samples_only: bool,
) -> Vec<Planned> {
    let limit_ms = problem.spec.limits.time_ms.max(MIN_LIMIT_MS);
    let test = |name: String, origin| Planned {
        name,
        origin,
        input: Data::Json(Value::Null),
        expected: None,
        limit_ms,
        size: None,
        probe: None,
    };
    let samples = code_test_names_found(lang, &suite.samples)
        .into_iter()
        .map(|n| test(n, TestOrigin::Sample));
    let hidden =
        code_test_names_found(lang, &suite.hidden).into_iter().map(|n| test(n, TestOrigin::Hidden));
    if samples_only { samples.collect() } else { samples.chain(hidden).collect() }
}

/// Whether `got` matches the reference's `expected` observations: exact JSON equality (numbers by
/// value), floats within the problem's tolerance when its comparator is `float`. `Err` says which
/// observation differed, for a sample test's message.
pub(crate) fn compare(cmp: &Comparator, expected: &[Value], got: &[Value]) -> Result<(), Mismatch> {
    if let Some(why) = first_difference(cmp, expected, got) {
        return Err(Mismatch(why));
    }
    if expected.len() != got.len() {
        return Err(format!("expected {} observations, got {}", expected.len(), got.len()).into());
    }
    Ok(())
}

/// The first observation of `got` that differs from the reference's at the same position (one
/// past the reference's last counts as differing): for a test that threw, whether what it
/// observed before throwing was already wrong.
pub(crate) fn first_difference(
    cmp: &Comparator,
    expected: &[Value],
    got: &[Value],
) -> Option<String> {
    let tol = match cmp.kind {
        ComparatorKind::Float => cmp.tolerance.unwrap_or(1e-6),
        _ => 0.0,
    };
    if let Some(k) = expected.iter().zip(got).position(|(e, g)| !json_eq(e, g, tol)) {
        return Some(format!(
            "observation {} differs: expected {}, got {}",
            k + 1,
            preview(&expected[k]),
            preview(&got[k])
        ));
    }
    (got.len() > expected.len()).then(|| {
        format!(
            "observation {} is one more than the {} expected",
            expected.len() + 1,
            expected.len()
        )
    })
}

fn preview(v: &Value) -> String {
    let s = v.to_string();
    if s.len() <= 300 { s } else { format!("{}…", &s[..s.floor_char_boundary(300)]) }
}

/// What the observations depend on: the problem's content plus the in-memory test code and
/// reference (tests may judge a problem edited in memory).
fn cache_key(problem: &Problem, lang: Lang, suite: &CodeTests, reference: &str) -> String {
    let mut h = Sha256::new();
    h.update(super::cache::content_digest(problem));
    h.update(lang.id());
    for part in [&suite.samples, &suite.hidden, reference] {
        h.update((part.len() as u64).to_le_bytes());
        h.update(part);
    }
    format!("{}:{}", problem.id(), hex::encode(h.finalize()))
}

impl Judge {
    /// The reference's observations of every code test of `problem` in `lang`.
    pub(crate) async fn reference_observations(
        &self,
        problem: &Problem,
        lang: Lang,
        suite: &CodeTests,
    ) -> Result<Arc<Observations>, JudgeError> {
        let bad =
            |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
        let reference = problem.reference(lang).ok_or_else(|| {
            bad(format!(
                "no {lang} reference solution: code tests are judged against its observations"
            ))
        })?;
        let key = cache_key(problem, lang, suite, &reference.code);
        if let Some(hit) = self.observations.get(&key) {
            return Ok(Arc::clone(&hit));
        }
        let entry = super::cache::key(CacheKind::Observations, problem.id(), &key);
        let cached =
            self.cache.as_deref().and_then(|c| super::cache::load::<Observations>(c, &entry));
        if let Some(obs) = cached {
            let obs = Arc::new(obs);
            self.observations.insert(key, Arc::clone(&obs));
            return Ok(obs);
        }
        // Generous limits: the reference's observations, not its speed, matter here.
        let planned: Vec<Planned> = plan(problem, lang, suite, false)
            .into_iter()
            .map(|p| Planned { limit_ms: p.limit_ms * 3, ..p })
            .collect();
        let shape = Shape::of(problem, lang)?;
        let spec = RunSpec {
            lang,
            shape: &shape,
            code: &reference.code,
            planned: &planned,
            style: false,
            probe_total_ms: 0,
            memory_mb: problem.spec.limits.memory_mb + 512,
            baseline: None,
        };
        let ex = execute_suite(self.executor.as_ref(), &spec, suite).await?;
        let path = &reference.path;
        let failed = |what: String| bad(format!("reference {path} {what}"));
        if let Some(e) = ex.load_error.as_ref().or(ex.samples_load_error.as_ref()) {
            return Err(failed(format!("failed to load: {e}")));
        }
        if ex.hidden_load_failed {
            return Err(failed("failed to load the hidden test file".into()));
        }
        let mut obs = Observations::new();
        for (p, raw) in planned.iter().zip(&ex.results) {
            match raw {
                Some(r) if r.err.is_none() && !r.overtime && r.obs.is_some() => {
                    obs.insert(p.name.clone(), r.obs.clone().unwrap_or_default());
                }
                Some(r) => {
                    let why = r.err.clone().unwrap_or_else(|| "ran out of time".into());
                    return Err(failed(format!("failed on `{}`: {why}", p.name)));
                }
                None => {
                    return Err(failed(format!(
                        "did not finish `{}` ({}): {}",
                        p.name,
                        ex.run_status.map(|s| s.as_str()).unwrap_or("?"),
                        tail(&ex.stderr, 800)
                    )));
                }
            }
        }
        if let Some(cache) = self.cache.as_deref() {
            super::cache::store(cache, &entry, &obs);
        }
        let obs = Arc::new(obs);
        self.observations.insert(key, Arc::clone(&obs));
        Ok(obs)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn observations_match_only_when_every_one_is_equal_and_none_is_missing() {
        let exact = Comparator::default();
        assert!(compare(&exact, &[json!(1), json!([2, 3])], &[json!(1.0), json!([2, 3])]).is_ok());
        let e = compare(&exact, &[json!(1), json!("a")], &[json!(1), json!("b")]).unwrap_err();
        assert_eq!(e.0, r#"observation 2 differs: expected "a", got "b""#);
        let e = compare(&exact, &[json!(1), json!(2)], &[json!(1)]).unwrap_err();
        assert_eq!(e.0, "expected 2 observations, got 1");
        assert!(compare(&exact, &[json!(1)], &[json!(1), json!(true)]).is_err());
        assert!(compare(&exact, &[json!(0.1)], &[json!(0.1000001)]).is_err());
        assert_eq!(first_difference(&exact, &[json!(1), json!(2)], &[json!(1)]), None);
        assert!(first_difference(&exact, &[json!(1)], &[json!(2)]).is_some());
        let float = Comparator { kind: ComparatorKind::Float, ..Comparator::default() };
        assert!(compare(&float, &[json!(0.1)], &[json!(0.1000000001)]).is_ok());
    }
}
