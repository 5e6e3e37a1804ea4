//! Shared fixtures: a small in-memory question bank and a grader whose verdict is chosen by markers
//! in the submitted code, so engine tests are fast and deterministic, and the in-process app built
//! through `App::build_with` around them (a temp data dir, SQLite, no sandbox). (The console tests
//! use the real bank, judge and sandbox.)

use std::path::Path;
use std::sync::{Arc, OnceLock};
use std::time::Duration;

use mashang::app::{App, Interviewer, Overrides};
use mashang::config::{Config, JudgeConfig, RateConfig, Settings};
use mashang_judge::problem::Bank;

use mashang_core::engine::{Engine, EngineParts, EngineSettings, FairQueue, QueueLimits, RateRule};
use mashang_core::interviewer::{
    ComplexityEvidence, Evidence, FailingCase, GradeRequest, Grader, InterviewRules, Level,
    QuestionBank, QuestionBrief, QuestionKind, QuestionText, Role, RubricPoint, Sample, TestLine,
    Verdict,
};
use mashang_core::memory::ToolFailure;
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_core::preset;
use mashang_i18n::Locale;

pub struct FixtureBank {
    briefs: Vec<QuestionBrief>,
}

pub fn brief(id: &str, level: Level, topic: &str, kind: QuestionKind) -> QuestionBrief {
    QuestionBrief {
        id: id.into(),
        roles: vec![Role::Algorithm, Role::Backend],
        level,
        topics: vec![topic.into()],
        kind,
        languages: if kind == QuestionKind::Code {
            vec!["python".into(), "javascript".into()]
        } else {
            vec![]
        },
        hints: 3,
        follow_ups: 1,
        vocabulary: Vec::new(),
        complexity_measured: true,
    }
}

impl FixtureBank {
    pub fn new() -> Self {
        FixtureBank {
            briefs: vec![
                brief("q-array", Level::Junior, "array", QuestionKind::Code),
                brief("q-string", Level::Junior, "string", QuestionKind::Code),
                brief("q-hash", Level::Junior, "hash", QuestionKind::Code),
                brief("q-tree", Level::Mid, "tree", QuestionKind::Code),
                brief("q-dp", Level::Mid, "dp", QuestionKind::Code),
                brief("q-design", Level::Junior, "caching", QuestionKind::Design),
            ],
        }
    }
    pub fn briefs(&self) -> &[QuestionBrief] {
        &self.briefs
    }
}

impl QuestionBank for FixtureBank {
    fn briefs(&self) -> &[QuestionBrief] {
        &self.briefs
    }
    fn text(&self, id: &str, _: Locale, _: &str) -> Option<QuestionText> {
        self.brief(id)?;
        Some(QuestionText {
            title: format!("Title of {id}"),
            statement: format!("Statement of {id}"),
            samples: vec![Sample { input: "[1, 2]".into(), output: "3".into(), example: None }],
            expected_time: Some("O(n)".into()),
            starter: None,
        })
    }
    fn hint(&self, id: &str, index: usize, _: Locale) -> Option<String> {
        Some(format!("hint {index} of {id}"))
    }
    fn follow_up(&self, id: &str, index: usize, _: Locale) -> Option<String> {
        Some(format!("follow-up {index} of {id}"))
    }
    fn rubric(&self, _: &str, _: Locale) -> Vec<RubricPoint> {
        vec![
            RubricPoint { label: "eviction".into(), keywords: vec!["lru".into(), "evict".into()] },
            RubricPoint { label: "sharding".into(), keywords: vec!["shard".into()] },
        ]
    }
}

/// Verdict by marker: `WRONG` → wrong answer on [2, 2]; `SLOW` → accepted but ≈ n^2;
/// `CRASH` → the judge itself fails; anything else → accepted with one style finding.
pub struct MarkerGrader;

pub fn evidence_for(code: &str) -> Result<Evidence, ToolFailure> {
    if code.contains("CRASH") {
        return Err(ToolFailure::new(mashang_core::memory::ErrorKind::Execution, "sandbox down"));
    }
    let mut e = Evidence {
        verdict: Verdict::Accepted,
        passed: 12,
        total: 12,
        failing: None,
        complexity: Some(ComplexityEvidence {
            exponent: 1.02,
            label: "linear".into(),
            expected: "O(n)".into(),
            acceptable: true,
        }),
        style: vec!["line 3: name `x` is too short (naming)".into()],
        compile_output: None,
        missing_points: vec![],
        complexity_unproven: false,
        tests: vec![],
    };
    if code.contains("WRONG") {
        e.verdict = Verdict::WrongAnswer;
        e.passed = 7;
        e.failing = Some(FailingCase {
            name: "counterexample".into(),
            input: "[2, 2]".into(),
            expected: Some("4".into()),
            actual: Some("2".into()),
        });
        e.complexity = None;
        // Two samples pass; of ten hidden tests five pass, three fail, two never ran.
        e.tests = (0..12)
            .map(|i| TestLine {
                name: if i < 2 { format!("sample-{}", i + 1) } else { format!("hidden-{}", i - 1) },
                hidden: i >= 2,
                verdict: if i < 7 { Verdict::Accepted } else { Verdict::WrongAnswer },
                time_ms: 10 + i,
                not_run: i >= 10,
            })
            .collect();
    } else if code.contains("SLOW") {
        e.complexity = Some(ComplexityEvidence {
            exponent: 1.97,
            label: "quadratic".into(),
            expected: "O(n)".into(),
            acceptable: false,
        });
    }
    Ok(e)
}

#[async_trait::async_trait]
impl Grader for MarkerGrader {
    async fn grade(
        &self,
        request: &GradeRequest,
        _executor: Arc<dyn Executor>,
    ) -> Result<Evidence, ToolFailure> {
        evidence_for(&request.code)
    }
}

/// An executor that must never be reached by the marker grader.
pub struct Unreachable;

#[async_trait::async_trait]
impl Executor for Unreachable {
    async fn run_job(&self, _: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::Unavailable("not used".into()))
    }
}

pub fn rules() -> InterviewRules {
    InterviewRules::default()
}

/// The repository's problem bank, loaded once for the test binary.
pub fn problem_bank() -> Arc<Bank> {
    static BANK: OnceLock<Arc<Bank>> = OnceLock::new();
    let load = || {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
        let (bank, errors) = mashang_bank::load(&dir);
        assert!(errors.is_empty(), "{errors:#?}");
        Arc::new(bank)
    };
    Arc::clone(BANK.get_or_init(load))
}

/// The configuration of an in-process app on a SQLite file in `dir`: the shipped defaults, the
/// repository's presets and bank, English for new users, one replica name.
pub fn config(dir: &Path) -> Config {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let settings = Settings {
        data_dir: dir.to_path_buf(),
        locale: Some("en".into()),
        presets: Some(root.join("presets")),
        problems: Some(root.join("presets/problems")),
        replica_id: Some("it".into()),
        ..Settings::default()
    };
    Config {
        settings,
        secrets: Default::default(),
        file: None,
        warnings: vec![],
        data_dir_set: true,
    }
}

/// The engine tests' overrides: the fixture bank and `grader` as the interviewer, no sandbox
/// (every job [`Unreachable`]), the repository's bank loaded once.
pub fn fixture_overrides(grader: Arc<dyn Grader>) -> Overrides {
    Overrides {
        executor: Some(Arc::new(Unreachable)),
        bank: Some(problem_bank()),
        interviewer: Some(Interviewer { questions: Arc::new(FixtureBank::new()), grader }),
        ..Overrides::default()
    }
}

/// The app in `dir` as the binary builds it: `tune`'s settings on top of [`config`], and
/// `overrides`.
pub async fn app_with(dir: &Path, tune: impl FnOnce(&mut Settings), overrides: Overrides) -> App {
    let mut cfg = config(dir);
    tune(&mut cfg.settings);
    App::build_with(cfg, overrides).await.expect("the app builds")
}

/// The engine tests' settings: no rate limit to speak of, a small queue, a 30 s judge budget.
fn engine_tests(s: &mut Settings) {
    s.rate = RateConfig {
        messages_per_minute: 0,
        message_burst: 1000,
        submissions_per_minute: 0,
        submission_burst: 1000,
    };
    s.judge = JudgeConfig {
        slots: 1,
        queue_per_user: 2,
        queue_total: 16,
        timeout_secs: 30,
        ..s.judge.clone()
    };
}

/// The app over the fixture bank, the marker grader and a real SQLite file in `dir`.
pub async fn app(dir: &Path) -> App {
    app_with(dir, engine_tests, fixture_overrides(Arc::new(MarkerGrader))).await
}

/// [`app`] with `hook` as its LLM interviewer.
pub async fn app_with_llm(dir: &Path, hook: Arc<mashang_core::brain::hook::LlmHook>) -> App {
    let overrides = Overrides { llm: Some(hook), ..fixture_overrides(Arc::new(MarkerGrader)) };
    app_with(dir, engine_tests, overrides).await
}

/// The engine of [`app`].
pub async fn engine(dir: &Path) -> Arc<Engine> {
    app(dir).await.services.engine
}

/// An engine over the fixture bank and the marker grader on `store` (either backend).
pub fn engine_on(store: Arc<dyn mashang_core::ports::Store>) -> Engine {
    Engine::new(EngineParts {
        store,
        bank: Arc::new(FixtureBank::new()),
        grader: Arc::new(MarkerGrader),
        queue: FairQueue::new(
            Arc::new(Unreachable),
            QueueLimits { slots: 1, per_user: 2, total: 16 },
        ),
        persona: preset::builtin(),
        settings: EngineSettings {
            message_rate: RateRule { burst: 1000, per_minute: 0 },
            submission_rate: RateRule { burst: 1000, per_minute: 0 },
            judge_timeout: Duration::from_secs(30),
            ..EngineSettings::default()
        },
        clock: Arc::new(mashang::app::SystemClock),
    })
}

/// The engine of the app in `dir` (the shipped settings) whose grader never answers (see
/// [`Stuck`]): `called` fires when a judging starts.
pub async fn stuck_engine(
    dir: &Path,
    called: tokio::sync::oneshot::Sender<()>,
) -> Arc<mashang_core::engine::Engine> {
    let one_job = |s: &mut Settings| {
        s.judge = JudgeConfig { slots: 1, queue_per_user: 1, queue_total: 1, ..s.judge.clone() };
    };
    app_with(dir, one_job, fixture_overrides(Arc::new(Stuck::new(called)))).await.services.engine
}

/// [`stuck_engine`] on `store` (either backend).
pub fn stuck_engine_on(
    store: Arc<dyn mashang_core::ports::Store>,
    called: tokio::sync::oneshot::Sender<()>,
) -> Arc<mashang_core::engine::Engine> {
    use mashang_core::engine::{Engine, EngineParts, FairQueue, QueueLimits};
    Arc::new(Engine::new(EngineParts {
        store,
        bank: Arc::new(FixtureBank::new()),
        grader: Arc::new(Stuck::new(called)),
        queue: FairQueue::new(
            Arc::new(Unreachable),
            QueueLimits { slots: 1, per_user: 1, total: 1 },
        ),
        persona: mashang_core::preset::builtin(),
        settings: Default::default(),
        clock: Arc::new(mashang::app::SystemClock),
    }))
}

/// A grader that never answers, and says (once) when it was called: a judge run cut off by a
/// crash, or a turn held open while a test looks at the engine.
pub struct Stuck(std::sync::Mutex<Option<tokio::sync::oneshot::Sender<()>>>);

impl Stuck {
    pub fn new(called: tokio::sync::oneshot::Sender<()>) -> Self {
        Stuck(std::sync::Mutex::new(Some(called)))
    }
}

#[async_trait::async_trait]
impl Grader for Stuck {
    async fn grade(&self, _: &GradeRequest, _: Arc<dyn Executor>) -> Result<Evidence, ToolFailure> {
        if let Some(tx) = self.0.lock().unwrap().take() {
            let _ = tx.send(());
        }
        std::future::pending().await
    }
}

/// The configuration's `[testing]` knobs as the spawned binary reads them from its environment
/// (figment's `MASHANG_*` layer, `__` for the section): see `mashang::config::TestingConfig`.
pub mod knobs {
    /// A file of whole seconds the group timers' clock runs ahead by.
    pub const CLOCK_SKEW_FILE: &str = "MASHANG_TESTING__CLOCK_SKEW_FILE";
    /// The duel and peer-session timers' period, in milliseconds.
    pub const DUEL_TICK_MS: &str = "MASHANG_TESTING__DUEL_TICK_MS";
    /// The drills scheduler's period, in milliseconds.
    pub const DRILL_TICK_MS: &str = "MASHANG_TESTING__DRILL_TICK_MS";
    /// The live-board loop's period, in milliseconds.
    pub const BOARD_TICK_MS: &str = "MASHANG_TESTING__BOARD_TICK_MS";
    /// The least time between two edits of a live board, in seconds.
    pub const BOARD_GAP_SECS: &str = "MASHANG_TESTING__BOARD_GAP_SECS";
    /// A crash point, `<point>[#<n>]`.
    pub const CRASH_AT: &str = "MASHANG_TESTING__CRASH_AT";
}
