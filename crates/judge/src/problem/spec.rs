//! The on-disk problem format (`problem.toml`): serde types that are also the source of the JSON Schema.
//!
//! Every struct denies unknown fields so a typo in a problem file is an error naming the field, never a
//! silently ignored setting. See docs/problem-format.md for the meaning of each field.

use std::collections::BTreeMap;

use schemars::JsonSchema;
use serde::{Deserialize, Serialize};

/// A text in both interview languages.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub zh: String,
    pub en: String,
}

impl Text {
    /// The text in `lang` (`"zh"` or anything else for English).
    pub fn get(&self, lang: &str) -> &str {
        if lang.starts_with("zh") { &self.zh } else { &self.en }
    }
}

/// What the candidate is asked to produce, which decides how the judge runs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, JsonSchema)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    /// A function with a typed signature (or, for untyped ones, test code per language).
    Function,
    /// A class driven by a sequence of operations.
    Design,
    /// A whole program reading stdin and writing stdout.
    Stdio,
    /// A discussion question scored against rubric key points; not judged by running code.
    SystemDesign,
}

impl Kind {
    pub fn as_str(self) -> &'static str {
        match self {
            Kind::Function => "function",
            Kind::Design => "design",
            Kind::Stdio => "stdio",
            Kind::SystemDesign => "system-design",
        }
    }
}

/// The seniority a question targets (the one type: the interviewer re-exports it).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Level {
    Junior,
    Mid,
    Senior,
}

impl Level {
    pub const ALL: [Level; 3] = [Level::Junior, Level::Mid, Level::Senior];

    pub fn as_str(self) -> &'static str {
        match self {
            Level::Junior => "junior",
            Level::Mid => "mid",
            Level::Senior => "senior",
        }
    }

    pub fn parse(s: &str) -> Option<Level> {
        match s.to_ascii_lowercase().as_str() {
            "junior" | "jr" | "初级" => Some(Level::Junior),
            "mid" | "middle" | "intermediate" | "中级" => Some(Level::Mid),
            "senior" | "sr" | "高级" => Some(Level::Senior),
            _ => None,
        }
    }

    /// Distance between levels, for falling back to the nearest level when one is exhausted.
    pub fn distance(self, other: Level) -> u8 {
        (self as i8 - other as i8).unsigned_abs()
    }
}

/// The position a question is for (the one type: the interviewer re-exports it).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, JsonSchema,
)]
#[serde(rename_all = "kebab-case")]
pub enum Role {
    Algorithm,
    Backend,
    Frontend,
    SystemDesign,
}

impl Role {
    pub const ALL: [Role; 4] = [Role::Algorithm, Role::Backend, Role::Frontend, Role::SystemDesign];

    pub fn as_str(self) -> &'static str {
        match self {
            Role::Algorithm => "algorithm",
            Role::Backend => "backend",
            Role::Frontend => "frontend",
            Role::SystemDesign => "system-design",
        }
    }

    /// Accepts the canonical names and common short forms (`algo`, `sd`, `design`, zh names).
    pub fn parse(s: &str) -> Option<Role> {
        match s.to_ascii_lowercase().as_str() {
            "algorithm" | "algo" | "algorithms" | "算法" => Some(Role::Algorithm),
            "backend" | "back-end" | "be" | "后端" => Some(Role::Backend),
            "frontend" | "front-end" | "fe" | "前端" => Some(Role::Frontend),
            "system-design" | "system_design" | "systemdesign" | "design" | "sd" | "系统设计" => {
                Some(Role::SystemDesign)
            }
            _ => None,
        }
    }
}

/// Expected complexity of a good answer, as the interviewer would say it (e.g. `O(n log n)`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Complexity {
    pub time: String,
    pub space: String,
}

/// A named, typed parameter. Types use the grammar in docs/problem-format.md (`list<int>`, …).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Param {
    /// snake_case; each language gets its own convention (camelCase for JS/Java/C++/Go).
    pub name: String,
    #[serde(rename = "type")]
    pub ty: String,
}

/// The typed signature of a function problem.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Signature {
    /// snake_case function name, e.g. `two_sum` (becomes `twoSum` in JS/Java/C++/Go).
    pub name: String,
    #[serde(default)]
    pub params: Vec<Param>,
    pub returns: String,
    /// The parameter the function changes in place (a list or list-of-lists type). The judged
    /// answer is that argument after the call when `returns = "void"`, or its first k elements
    /// when `returns = "int"` (k = the returned value); `expected` is written as that answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mutates: Option<String>,
}

/// One method of a design problem's class.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct Method {
    /// snake_case method name (`get`, `put`, `add_at_head`).
    pub name: String,
    #[serde(default)]
    pub params: Vec<Param>,
    /// Return type, or `void`.
    #[serde(default = "void")]
    pub returns: String,
}

fn void() -> String {
    "void".to_string()
}

/// The class of a design problem.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ClassSpec {
    /// PascalCase class name, the same in every language (`LRUCache`).
    pub name: String,
    /// Constructor parameters.
    #[serde(default)]
    pub constructor: Vec<Param>,
    pub methods: Vec<Method>,
}

impl ClassSpec {
    /// The method a test's operation names: its snake_case name, or the camelCase spelling that
    /// LeetCode-style operation lists use (`getMin` for `get_min`).
    pub fn method(&self, op: &str) -> Option<&Method> {
        self.methods
            .iter()
            .find(|m| m.name == op)
            .or_else(|| self.methods.iter().find(|m| m.name == super::lang::snake(op)))
    }
}

/// How an actual answer is compared with the expected one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema, Default)]
#[serde(deny_unknown_fields)]
pub struct Comparator {
    #[serde(default)]
    pub kind: ComparatorKind,
    /// Absolute-or-relative tolerance for `float` (default 1e-6).
    #[serde(default)]
    pub tolerance: Option<f64>,
    /// For `unordered`: also ignore the order inside nested lists.
    #[serde(default)]
    pub deep: bool,
    /// For `checker`: a Python file in the problem directory (default `checker.py`).
    #[serde(default)]
    pub checker: Option<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, JsonSchema, Default)]
#[serde(rename_all = "kebab-case")]
pub enum ComparatorKind {
    #[default]
    Exact,
    Unordered,
    Float,
    Checker,
}

/// Per-test resource limits.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProblemLimits {
    /// Time limit of one test, in milliseconds, as measured around the call (function/design) or the
    /// run's CPU time (stdio).
    #[serde(default = "default_time_ms")]
    pub time_ms: u64,
    #[serde(default = "default_memory_mb")]
    pub memory_mb: u64,
}

fn default_time_ms() -> u64 {
    1000
}
fn default_memory_mb() -> u64 {
    256
}

impl Default for ProblemLimits {
    fn default() -> Self {
        ProblemLimits { time_ms: default_time_ms(), memory_mb: default_memory_mb() }
    }
}

/// One explicit test. `input`/`expected` are JSON text for function and design problems and raw
/// stdin/stdout text for stdio problems.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct TestSpec {
    pub name: String,
    /// Shown to the candidate with the statement. Hidden tests (`false`) never are before submission.
    #[serde(default)]
    pub sample: bool,
    pub input: String,
    pub expected: String,
    /// `expected` is a JSON array of acceptable answers (`'["bab", "aba"]'`): an answer equal
    /// (under the comparator) to any one of them is accepted. Function problems only.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub any_of: bool,
}

/// Randomised tests from the problem's generator, checked against the reference solution.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct StressSpec {
    /// Python file in the problem directory defining `generate(n, rng)` (default `gen.py`).
    #[serde(default)]
    pub generator: Option<String>,
    /// Sizes of the small random tests; their smallest failure becomes the counterexample.
    #[serde(default = "default_small")]
    pub small: Vec<u32>,
    /// How many random tests per small size.
    #[serde(default = "default_per_size")]
    pub per_size: u32,
    /// Sizes of the large tests, sized so that an asymptotically worse solution exceeds the limit.
    #[serde(default)]
    pub large: Vec<u32>,
    /// Time limit of each large test (default: `limits.time_ms`).
    #[serde(default)]
    pub time_ms: Option<u64>,
}

fn default_small() -> Vec<u32> {
    vec![0, 1, 2, 3, 4, 5, 6, 8]
}
fn default_per_size() -> u32 {
    6
}

/// The complexity probe: generator inputs at doubling sizes, timed repeatedly inside the harness.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProbeSpec {
    /// Increasing sizes, usually doubling (e.g. `[2000, 4000, 8000, 16000, 32000]`).
    pub sizes: Vec<u32>,
    /// Timings per size; the median is used.
    #[serde(default = "default_repeats")]
    pub repeats: u32,
    /// Expected growth of the whole probed run in n, e.g. `O(n)` or `O(n log n)`.
    pub expect: String,
}

fn default_repeats() -> u32 {
    5
}

/// A solution file whose verdict `problems check` asserts (other files in wrong/ must merely fail).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct KnownWrong {
    /// Path relative to the problem directory, e.g. `wrong/list_remove.py`.
    pub file: String,
    /// The verdict it must get: wrong_answer, time_limit, runtime_error, …
    pub verdict: String,
    /// Why it is wrong, for the interviewer.
    #[serde(default)]
    pub why: Option<String>,
}

/// One rubric key point of a system-design question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct RubricPoint {
    pub point: Text,
    /// 1 (nice to have) to 3 (must have).
    #[serde(default = "default_weight")]
    pub weight: u8,
    /// Lower-case words or phrases (zh or en) whose mention counts as covering the point without an LLM.
    #[serde(default)]
    pub keywords: Vec<String>,
}

fn default_weight() -> u8 {
    2
}

/// The whole `problem.toml`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct ProblemSpec {
    /// kebab-case, equal to the directory name.
    pub id: String,
    pub kind: Kind,
    pub level: Level,
    pub roles: Vec<Role>,
    #[serde(default)]
    pub topics: Vec<String>,
    pub title: Text,
    /// Markdown.
    pub statement: Text,
    /// Hint ladder, from a nudge to a near-solution (3–4 steps).
    #[serde(default)]
    pub hints: Vec<Text>,
    #[serde(default)]
    pub follow_ups: Vec<Text>,
    #[serde(default)]
    pub complexity: Option<Complexity>,
    /// Languages a submission may use; default: every language the judge supports for the kind.
    #[serde(default)]
    pub languages: Vec<String>,
    /// Function problems with typed tests.
    #[serde(default)]
    pub signature: Option<Signature>,
    /// Function problems whose tests are code: language id → the hidden test file in the problem
    /// directory (e.g. `tests/test.py`); the sample tests are `samples.<ext>` next to it.
    #[serde(default)]
    pub code_tests: BTreeMap<String, String>,
    /// Imported problems (HumanEval-X) whose test code asserts in-process, so the program's own
    /// output decides the verdict. Only for measuring conformance: a bank problem with it does not
    /// load (a submission could forge its verdict).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub self_checked: bool,
    /// Design problems.
    #[serde(default)]
    pub class: Option<ClassSpec>,
    #[serde(default)]
    pub comparator: Comparator,
    #[serde(default)]
    pub limits: ProblemLimits,
    #[serde(default)]
    pub tests: Vec<TestSpec>,
    #[serde(default)]
    pub stress: Option<StressSpec>,
    #[serde(default)]
    pub probe: Option<ProbeSpec>,
    #[serde(default)]
    pub known_wrong: Vec<KnownWrong>,
    /// System-design questions.
    #[serde(default)]
    pub rubric: Vec<RubricPoint>,
    /// Mutation testing (`problems check --mutants`): the mutants a reviewer accepted as
    /// equivalent to the reference.
    #[serde(default, skip_serializing_if = "MutantsSpec::is_empty")]
    pub mutants: MutantsSpec,
}

/// `[mutants]`: what mutation testing must know beyond the tests.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct MutantsSpec {
    /// Mutants of the reference that behave exactly like it, so no test can kill them. Only for
    /// problems without a generator (with one, equivalence is measured on a larger stress set);
    /// prefer a test that kills a survivor to listing it.
    #[serde(default)]
    pub equivalent: Vec<EquivalentMutant>,
}

impl MutantsSpec {
    pub fn is_empty(&self) -> bool {
        self.equivalent.is_empty()
    }
}

/// One reviewed equivalent mutant, named as `problems check --mutants` prints a survivor
/// (`line 12: `<` changed to `<=``). An entry that matches no mutant of the current reference
/// fails `problems check` (the reference changed: review the listing again).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, JsonSchema)]
#[serde(deny_unknown_fields)]
pub struct EquivalentMutant {
    /// 1-based line of the mutated reference.
    pub line: u32,
    /// The mutation, exactly as printed (e.g. "`<` changed to `<=`").
    pub what: String,
    /// Why it cannot change any observable behaviour (one line, for the reviewer).
    pub why: String,
}

/// The JSON Schema of `problem.toml`, generated from [`ProblemSpec`].
pub fn json_schema() -> serde_json::Value {
    serde_json::to_value(schemars::schema_for!(ProblemSpec)).expect("schema serialises")
}
