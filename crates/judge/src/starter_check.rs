//! `problems check` for starters: each starter the candidate is shown must compile (or parse) and
//! be rejected by the judge — a starter that is accepted would hand out the answer, one that does
//! not compile would make the first submission fail for a reason that is not the candidate's.

use super::{CheckItem, Judge, JudgeError, JudgeOptions, Verdict};
use crate::problem::{Kind, Problem};

/// Whether a starter's verdict is what a placeholder body must get. Typed problems return a
/// default value (or nothing), so anything but a wrong answer means the starter does not fit the
/// driver (a missing name is a runtime error, a type mismatch a compile error). Test-code problems
/// may also fail with a runtime error (a test calls what the empty body did not return).
pub(crate) fn starter_verdict_ok(problem: &Problem, verdict: Verdict) -> bool {
    match verdict {
        Verdict::WrongAnswer => true,
        Verdict::RuntimeError => {
            problem.kind() == Kind::Function && problem.spec.signature.is_none()
        }
        _ => false,
    }
}

impl Judge {
    /// Judge the starter of every language `problem` offers (samples and hidden tests, no stress).
    pub(crate) async fn check_starters(
        &self,
        problem: &Problem,
        opts: &JudgeOptions,
    ) -> Vec<CheckItem> {
        // A placeholder body fails the samples or the hidden tests; stress inputs add nothing but
        // minutes (a stdio starter in Java starts a JVM for each of ~50 of them).
        let opts = JudgeOptions { stress: false, ..opts.clone() };
        let mut items = Vec::new();
        for lang in problem.languages() {
            let Some(code) = problem.starter(lang) else {
                items.push(CheckItem {
                    file: format!("starter ({lang})"),
                    lang: lang.id().to_string(),
                    expected: "a starter".into(),
                    got: "none".into(),
                    ok: false,
                    detail: "no typed signature and no starter/ file for this language".into(),
                    ms: 0,
                });
                continue;
            };
            let file = problem
                .starters
                .iter()
                .find(|s| s.lang == lang)
                .map_or_else(|| format!("starter ({lang}, generated)"), |s| s.path.clone());
            let started = tokio::time::Instant::now();
            let (got, ok, detail) = match self.judge(problem, lang, &code, &opts).await {
                Ok(o) => {
                    let ok = starter_verdict_ok(problem, o.verdict);
                    let detail = super::check::outcome_detail(&o);
                    (o.verdict.as_str().to_string(), ok, detail)
                }
                Err(JudgeError::LanguageUnavailable(l)) => {
                    ("unavailable".to_string(), true, format!("skipped: {l} is not available here"))
                }
                Err(e) => ("error".to_string(), false, e.to_string()),
            };
            items.push(CheckItem {
                file,
                lang: lang.id().to_string(),
                expected: "compiles, rejected".into(),
                got,
                ok,
                detail,
                ms: started.elapsed().as_millis() as u64,
            });
        }
        items
    }
}
