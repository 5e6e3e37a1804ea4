//! Connects the interviewer's seams to the real problem bank and judge: [`BankQuestions`] reads
//! `problem::Bank`, [`JudgeGrader`] runs `judge::Judge` and turns its outcome into [`Evidence`],
//! through the judge's one disclosure filter ([`JudgeOutcome::candidate_view`]): hidden and stress
//! tests by name, status and time only; a failing sample or the revealed counterexample in full.

use std::sync::Arc;

use crate::interviewer::runs::{RunFailure, RunReport, RunRequest};
use crate::interviewer::{
    ComplexityEvidence, Evidence, FailingCase, GradeRequest, Grader, MAX_TEST_LINES, QuestionBank,
    QuestionBrief, QuestionKind, QuestionText, RevealOutcome, RubricPoint, Sample, TestLine, vocab,
};
use crate::memory::{ErrorKind, FailureCause, ToolFailure};
use mashang_i18n::Locale;
use mashang_judge::exec::ExecError;
use mashang_judge::exec::Executor;
use mashang_judge::problem::{self, Bank, Kind, Lang, UnknownLang};
use mashang_judge::{
    CustomInputError, Judge, JudgeError, JudgeOptions, JudgeOutcome, NotRevealed, TestOrigin,
    TestState,
};

/// Longest compiler output / error text kept as evidence.
const MAX_DETAIL_CHARS: usize = 1_500;
/// Style findings kept per submission.
const MAX_FINDINGS: usize = 8;

fn lang_key(locale: Locale) -> &'static str {
    match locale {
        Locale::ZhCn => "zh",
        Locale::En => "en",
    }
}

/// A problem's vocabulary from its own data: topics, the glossary terms its title, statement and
/// hints name (both languages), and its rubric keywords.
fn problem_vocabulary(p: &problem::Problem) -> Vec<vocab::Term> {
    let mut texts: Vec<&str> = Vec::new();
    for l in ["en", "zh"] {
        texts.push(p.title().get(l));
        texts.push(p.spec.statement.get(l));
        texts.extend(p.spec.hints.iter().map(|h| h.get(l)));
    }
    let rubric: Vec<Vec<String>> = p.spec.rubric.iter().map(|r| r.keywords.clone()).collect();
    vocab::vocabulary(&p.spec.topics, &texts, &rubric)
}

/// The problem bank seen as the interviewer's [`QuestionBank`].
pub struct BankQuestions {
    bank: Arc<Bank>,
    briefs: Vec<QuestionBrief>,
}

impl BankQuestions {
    pub fn new(bank: Arc<Bank>) -> Self {
        let briefs = bank
            .iter()
            .map(|p| QuestionBrief {
                id: p.id().to_string(),
                roles: p.roles().to_vec(),
                level: p.level(),
                topics: p.spec.topics.clone(),
                kind: if p.is_judged() { QuestionKind::Code } else { QuestionKind::Design },
                languages: p.languages().iter().map(|l| l.id().to_string()).collect(),
                hints: p.spec.hints.len().min(usize::from(u8::MAX)) as u8,
                follow_ups: p.spec.follow_ups.len().min(usize::from(u8::MAX)) as u8,
                vocabulary: problem_vocabulary(p),
                complexity_measured: p.spec.probe.is_some()
                    || p.spec.stress.as_ref().is_some_and(|s| !s.large.is_empty()),
            })
            .collect();
        BankQuestions { bank, briefs }
    }

    pub fn bank(&self) -> &Arc<Bank> {
        &self.bank
    }
}

impl QuestionBank for BankQuestions {
    fn briefs(&self) -> &[QuestionBrief] {
        &self.briefs
    }

    fn problems(&self) -> Option<&Arc<Bank>> {
        Some(&self.bank)
    }

    fn text(&self, id: &str, locale: Locale, language: &str) -> Option<QuestionText> {
        let p = self.bank.get(id)?;
        let l = lang_key(locale);
        Some(QuestionText {
            title: p.title().get(l).to_string(),
            statement: p.spec.statement.get(l).to_string(),
            samples: p
                .samples()
                .map(|t| Sample {
                    input: t.input.clone(),
                    output: t.expected.clone(),
                    example: language
                        .parse::<Lang>()
                        .ok()
                        .and_then(|lang| p.example(&t.input, &t.expected, lang)),
                })
                .collect(),
            expected_time: p.spec.complexity.as_ref().map(|c| c.time.clone()),
            starter: language.parse::<Lang>().ok().and_then(|lang| p.starter(lang)),
        })
    }

    fn hint(&self, id: &str, index: usize, locale: Locale) -> Option<String> {
        self.bank.get(id)?.spec.hints.get(index).map(|t| t.get(lang_key(locale)).to_string())
    }

    fn follow_up(&self, id: &str, index: usize, locale: Locale) -> Option<String> {
        self.bank.get(id)?.spec.follow_ups.get(index).map(|t| t.get(lang_key(locale)).to_string())
    }

    fn rubric(&self, id: &str, locale: Locale) -> Vec<RubricPoint> {
        let Some(p) = self.bank.get(id) else { return Vec::new() };
        p.spec
            .rubric
            .iter()
            .map(|r| RubricPoint {
                label: r.point.get(lang_key(locale)).to_string(),
                keywords: r.keywords.clone(),
            })
            .collect()
    }
}

/// The judge seen as the interviewer's [`Grader`].
pub struct JudgeGrader {
    bank: Arc<Bank>,
    options: JudgeOptions,
    /// Where generated stress tests are kept between submissions (and restarts); without it every
    /// submission regenerates them (two extra sandbox jobs).
    cache: Option<Arc<dyn mashang_judge::cache::JudgeCache>>,
}

impl JudgeGrader {
    pub fn new(bank: Arc<Bank>) -> Self {
        JudgeGrader { bank, options: JudgeOptions::default(), cache: None }
    }

    /// Keep generated stress tests (and reference observations) in `cache`.
    pub fn with_cache(mut self, cache: Arc<dyn mashang_judge::cache::JudgeCache>) -> Self {
        self.cache = Some(cache);
        self
    }
}

fn clip(s: &str) -> String {
    s.chars().take(MAX_DETAIL_CHARS).collect()
}

/// A judge error as the interviewer's tool failure: its kind for the tool log, and the cause the
/// engine answers specially (a full queue), both from the variant.
impl From<JudgeError> for ToolFailure {
    fn from(e: JudgeError) -> Self {
        let kind = match &e {
            JudgeError::NotJudged(_)
            | JudgeError::LanguageNotOffered { .. }
            | JudgeError::Internal(_) => ErrorKind::Logic,
            JudgeError::LanguageUnavailable(_) => ErrorKind::Execution,
            JudgeError::Executor(ExecError::Timeout(_)) => ErrorKind::Timeout,
            JudgeError::Executor(_) => ErrorKind::Execution,
            JudgeError::Problem { .. } => ErrorKind::Parse,
        };
        let queue_full = matches!(e, JudgeError::Executor(ExecError::QueueFull));
        let failure = ToolFailure::new(kind, e.to_string());
        if queue_full { failure.with_cause(FailureCause::QueueFull) } else { failure }
    }
}

/// The per-test lines of an outcome: names, verdicts and times only (no inputs or outputs), at
/// most [`MAX_TEST_LINES`], keeping failures before passes when there are more, in judge order.
pub fn test_lines(outcome: &JudgeOutcome) -> Vec<TestLine> {
    let mut keep: Vec<usize> = (0..outcome.tests.len()).collect();
    if keep.len() > MAX_TEST_LINES {
        keep.sort_by_key(|&i| (outcome.tests[i].passed(), i));
        keep.truncate(MAX_TEST_LINES);
        keep.sort_unstable();
    }
    keep.into_iter()
        .map(|i| {
            let t = &outcome.tests[i];
            TestLine {
                name: t.name.clone(),
                hidden: t.origin != TestOrigin::Sample,
                verdict: t.status,
                time_ms: t.time_ms.max(0.0).round().min(f64::from(u32::MAX)) as u32,
                not_run: t.state == TestState::NotRun,
            }
        })
        .collect()
}

/// Converts a judge outcome into interviewer evidence. Everything is read from the outcome's
/// candidate view, so the evidence — shown to the candidate, given to the model, stored and
/// rendered in reports — holds nothing of a hidden test but its name, status and time.
pub fn evidence(outcome: &JudgeOutcome, expected_time: Option<&str>) -> Evidence {
    let outcome = &outcome.candidate_view();
    let failing = if let Some(c) = &outcome.counterexample {
        Some(FailingCase {
            name: "counterexample".into(),
            input: c.input.clone(),
            expected: Some(c.expected.clone()),
            actual: Some(c.actual.clone()),
        })
    } else {
        // Only a sample still has its data after the filter; a hidden first failure is told by
        // name and verdict in the test lines.
        outcome.first_failure().filter(|t| t.origin == TestOrigin::Sample).and_then(|t| {
            Some(FailingCase {
                name: t.name.clone(),
                input: t.input.clone()?,
                expected: t.expected.clone(),
                actual: t.actual.clone().or_else(|| t.message.clone()),
            })
        })
    };
    let detail = outcome.compile_output.clone().filter(|s| !s.trim().is_empty()).or_else(|| {
        let msg = outcome.first_failure().and_then(|t| t.message.clone());
        msg.or_else(|| (!outcome.stderr.trim().is_empty()).then(|| outcome.stderr.clone()))
    });
    Evidence {
        verdict: outcome.verdict,
        passed: outcome.passed as u32,
        total: outcome.total as u32,
        failing,
        complexity: outcome.complexity.as_ref().map(|c| ComplexityEvidence {
            exponent: c.exponent,
            label: c.label.clone(),
            expected: c
                .expected
                .clone()
                .or_else(|| expected_time.map(str::to_string))
                .unwrap_or_default(),
            acceptable: c.as_expected,
        }),
        style: outcome
            .style
            .iter()
            .take(MAX_FINDINGS)
            .map(|f| match f.line {
                Some(line) => format!("line {line}: {} ({})", f.message, f.rule),
                None => format!("{} ({})", f.message, f.rule),
            })
            .collect(),
        compile_output: detail.map(|d| clip(&d)),
        missing_points: Vec::new(),
        tests: test_lines(outcome),
        complexity_unproven: outcome.complexity_unproven,
    }
}

#[async_trait::async_trait]
impl Grader for JudgeGrader {
    async fn grade(
        &self,
        request: &GradeRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<Evidence, ToolFailure> {
        let problem = self.bank.get(&request.question).ok_or_else(|| {
            ToolFailure::new(ErrorKind::Logic, format!("unknown question {}", request.question))
        })?;
        if problem.kind() == Kind::SystemDesign {
            return Err(ToolFailure::new(
                ErrorKind::Logic,
                "system-design questions are checked against the rubric",
            ));
        }
        let lang: Lang = request
            .language
            .parse()
            .map_err(|e: UnknownLang| ToolFailure::new(ErrorKind::Parse, e.to_string()))?;
        // The executor is this user's handle on the fair queue, so the judge is per call; the
        // stress-test cache on disk is what carries over.
        let judge = match &self.cache {
            Some(cache) => Judge::new(executor).with_cache(Arc::clone(cache)),
            None => Judge::new(executor),
        };
        let outcome = judge
            .judge(problem, lang, &request.code, &self.options)
            .await
            .map_err(ToolFailure::from)?;
        Ok(evidence(&outcome, problem.spec.complexity.as_ref().map(|c| c.time.as_str())))
    }

    fn check_run(&self, request: &RunRequest) -> Result<(), CustomInputError> {
        super::runs::check(&self.bank, request)
    }

    async fn try_run(
        &self,
        request: &RunRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<RunReport, RunFailure> {
        let judge = |executor| match &self.cache {
            Some(cache) => Judge::new(executor).with_cache(Arc::clone(cache)),
            None => Judge::new(executor),
        };
        super::runs::run(&self.bank, judge, request, executor).await
    }

    async fn reveal(
        &self,
        request: &GradeRequest,
        failed: &[String],
        executor: Arc<dyn Executor>,
    ) -> Result<RevealOutcome, ToolFailure> {
        let problem = self.bank.get(&request.question).ok_or_else(|| {
            ToolFailure::new(ErrorKind::Logic, format!("unknown question {}", request.question))
        })?;
        let lang: Lang = request
            .language
            .parse()
            .map_err(|e: UnknownLang| ToolFailure::new(ErrorKind::Parse, e.to_string()))?;
        let judge = Judge::new(executor);
        Ok(match judge.reveal_failing(problem, lang, &request.code, failed).await {
            Ok((name, cx)) => RevealOutcome::Case {
                case: FailingCase {
                    name,
                    input: cx.input,
                    expected: Some(cx.expected),
                    actual: Some(cx.actual),
                },
            },
            Err(NotRevealed::CodeTests) => RevealOutcome::CodeTests,
            Err(NotRevealed::NoFailingTest) => RevealOutcome::NoFailingTest,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_judge::{TestResult, Verdict};

    fn test(name: &str, origin: TestOrigin, status: Verdict) -> TestResult {
        TestResult {
            name: name.into(),
            origin,
            status,
            time_ms: 12.4,
            input: Some("[1, 2]".into()),
            expected: Some("3".into()),
            actual: Some("4".into()),
            message: None,
            state: TestState::Ran,
        }
    }

    fn outcome(tests: Vec<TestResult>) -> JudgeOutcome {
        JudgeOutcome {
            verdict: Verdict::WrongAnswer,
            passed: tests.iter().filter(|t| t.passed()).count(),
            total: tests.len(),
            first_failure: tests.iter().position(|t| !t.passed()),
            tests,
            complexity: None,
            counterexample: None,
            style: Vec::new(),
            compile_output: None,
            compile_ms: None,
            compile_cached: false,
            run_ms: 0,
            stderr: String::new(),
            complexity_unproven: false,
        }
    }

    #[test]
    fn test_lines_carry_names_and_verdicts_but_no_test_data() {
        let o = outcome(vec![
            test("sample-1", TestOrigin::Sample, Verdict::Accepted),
            test("edge-empty", TestOrigin::Hidden, Verdict::WrongAnswer),
        ]);
        let ev = evidence(&o, None);
        assert_eq!(ev.tests.len(), 2);
        assert!(ev.tests[1].hidden && ev.tests[1].verdict == Verdict::WrongAnswer);
        assert_eq!(ev.tests[0].time_ms, 12);
        let json = serde_json::to_string(&ev.tests).unwrap();
        assert!(!json.contains("[1, 2]") && !json.contains("\"3\""), "{json}");
    }

    #[test]
    fn a_hidden_first_failure_gives_no_failing_case_message_or_stderr() {
        let mut hidden = test("edge-empty", TestOrigin::Hidden, Verdict::RuntimeError);
        hidden.message = Some("Exception: [1, 2]".into());
        let mut o = outcome(vec![test("sample-1", TestOrigin::Sample, Verdict::Accepted), hidden]);
        o.stderr = "stdin was [1, 2]".into();
        let ev = evidence(&o, None);
        assert_eq!(ev.failing, None);
        assert_eq!(ev.compile_output, None);
        let json = serde_json::to_string(&ev).unwrap();
        assert!(!json.contains("[1, 2]"), "{json}");
    }

    #[test]
    fn a_failing_sample_is_shown_with_its_data_and_message() {
        let mut sample = test("sample-1", TestOrigin::Sample, Verdict::RuntimeError);
        sample.actual = None;
        sample.message = Some("ValueError: boom".into());
        let ev = evidence(&outcome(vec![sample]), None);
        let case = ev.failing.expect("the sample");
        assert_eq!(
            (case.input.as_str(), case.expected.as_deref(), case.actual.as_deref()),
            ("[1, 2]", Some("3"), Some("ValueError: boom"))
        );
        assert_eq!(ev.compile_output.as_deref(), Some("ValueError: boom"));
    }

    #[test]
    fn many_tests_keep_every_failure_within_the_cap() {
        let mut tests: Vec<TestResult> = (0..100)
            .map(|i| test(&format!("t{i}"), TestOrigin::Hidden, Verdict::Accepted))
            .collect();
        tests[97].status = Verdict::TimeLimit;
        let lines = test_lines(&outcome(tests));
        assert_eq!(lines.len(), MAX_TEST_LINES);
        assert!(lines.iter().any(|l| l.name == "t97"));
        let order: Vec<u32> = lines.iter().map(|l| l.name[1..].parse().unwrap()).collect();
        assert!(order.windows(2).all(|w| w[0] < w[1]), "judge order: {order:?}");
    }

    #[test]
    fn evidence_stored_before_test_lines_still_loads() {
        let old = r#"{"verdict":"wrong_answer","passed":1,"total":2,"failing":null,
            "complexity":null,"style":[],"compile_output":null}"#;
        let ev: Evidence = serde_json::from_str(old).unwrap();
        assert!(ev.tests.is_empty() && ev.missing_points.is_empty());
    }

    #[test]
    fn a_full_queue_is_marked_queue_full_by_its_variant_not_its_message() {
        let f = ToolFailure::from(JudgeError::Executor(ExecError::QueueFull));
        assert_eq!((f.kind, f.cause), (ErrorKind::Execution, Some(FailureCause::QueueFull)));
        assert_eq!(f.message, "executor: executor unavailable: judge queue full");
        // An executor that is down and merely says the same words is not a full queue.
        let down = ExecError::Unavailable("judge queue full".into());
        let f = ToolFailure::from(JudgeError::Executor(down));
        assert_eq!((f.kind, f.cause), (ErrorKind::Execution, None));
    }

    #[test]
    fn an_executor_timeout_is_a_timeout_failure_by_its_variant_not_its_message() {
        let f = ToolFailure::from(JudgeError::Executor(ExecError::Timeout("30 s".into())));
        assert_eq!((f.kind, f.cause), (ErrorKind::Timeout, None));
        assert_eq!(f.message, "executor: executor timed out: 30 s");
        let down = ExecError::Unavailable("connect timed out".into());
        assert_eq!(ToolFailure::from(JudgeError::Executor(down)).kind, ErrorKind::Execution);
    }

    #[test]
    fn sandbox_internal_errors_keep_their_wording_with_and_without_detail() {
        let bare = JudgeError::Executor(ExecError::SandboxInternal(None));
        assert_eq!(bare.to_string(), "executor: sandbox internal error");
        let detailed = JudgeError::Executor(ExecError::SandboxInternal(Some("oom".into())));
        assert_eq!(detailed.to_string(), "executor: sandbox internal error: oom");
    }

    #[test]
    fn tool_failures_saved_without_a_cause_load_and_new_ones_without_one_save_the_same() {
        let old = r#"{"kind":"execution","message":"sandbox down"}"#;
        let f: ToolFailure = serde_json::from_str(old).unwrap();
        assert_eq!(f, ToolFailure::new(ErrorKind::Execution, "sandbox down"));
        assert_eq!(serde_json::to_string(&f).unwrap(), old);
        let full = f.with_cause(FailureCause::QueueFull);
        let back: ToolFailure =
            serde_json::from_str(&serde_json::to_string(&full).unwrap()).unwrap();
        assert_eq!(back.cause, Some(FailureCause::QueueFull));
    }
}
