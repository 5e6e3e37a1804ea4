//! Model-generated questions, for when the bank is exhausted or the candidate asks for a custom
//! topic. The model writes the statement, a typed signature, tests (input, expected, reason) and
//! a Python reference; the draft is checked against the problem type grammar, then the reference
//! is run against every test through the real judge in the sandbox. Tests the reference fails are
//! dropped; a question with too few surviving tests is discarded. Only a question that survives is
//! written as an ordinary problem directory and loaded back through the bank's own validator.

use std::path::PathBuf;
use std::sync::Arc;

use serde::Deserialize;
use sha2::{Digest, Sha256};

use crate::llm::{CallKind, ChatMessage};
use mashang_i18n::Locale;
use mashang_judge::exec::Executor;
use mashang_judge::problem::files::ProblemSink;
use mashang_judge::problem::{
    Complexity, Kind, Lang, Level, Param, Problem, ProblemSpec, Role, Signature, SourceFile,
    TestSpec, Text, Type,
};
use mashang_judge::{Judge, JudgeOptions, LimitScale, TestOrigin, Verdict};

use super::extract::ContractError;
use super::{Brain, Failure, extract, prompt};

/// Tests a draft must have, and must keep after the reference ran.
pub const MIN_DRAFT_TESTS: usize = 6;
pub const MAX_DRAFT_TESTS: usize = 20;
pub const MIN_SURVIVING_TESTS: usize = 5;

/// What to generate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GenRequest {
    pub role: Role,
    pub level: Level,
    /// A custom topic the candidate asked for.
    pub topic: Option<String>,
    /// Titles or ids not to repeat.
    pub avoid: Vec<String>,
}

/// Why no question came out.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GenError {
    #[error("the model gave no usable question: {0}")]
    Model(String),
    #[error("the reference solution could not be run: {0}")]
    Reference(String),
    #[error("only {survived} of the tests held against the reference (at least {needed} needed)")]
    TooFewTests { survived: usize, needed: usize },
    #[error("the validated question could not be stored: {0}")]
    Store(#[from] mashang_judge::problem::files::SinkError),
}

#[derive(Debug, Clone, Deserialize)]
struct DraftText {
    en: String,
    zh: String,
}

impl From<DraftText> for Text {
    fn from(t: DraftText) -> Text {
        Text { en: t.en, zh: t.zh }
    }
}

#[derive(Debug, Clone, Deserialize)]
struct DraftTest {
    input: serde_json::Value,
    expected: serde_json::Value,
    #[serde(default)]
    reason: String,
}

#[derive(Debug, Clone, Deserialize)]
struct DraftReference {
    language: String,
    code: String,
}

#[derive(Debug, Clone, Deserialize)]
struct DraftComplexity {
    time: String,
    space: String,
}

/// A model's question, structurally valid (types parse, every test fits the signature).
#[derive(Debug, Clone, Deserialize)]
pub struct Draft {
    slug: String,
    title: DraftText,
    statement: DraftText,
    #[serde(default)]
    topics: Vec<String>,
    #[serde(default)]
    complexity: Option<DraftComplexity>,
    hints: Vec<DraftText>,
    signature: Signature,
    tests: Vec<DraftTest>,
    reference: DraftReference,
}

/// Parses and type-checks a generator reply.
pub fn parse_draft(reply: &str) -> Result<Draft, ContractError> {
    let map = extract::first_object(reply)?;
    let draft: Draft = serde_json::from_value(serde_json::Value::Object(map))
        .map_err(|e| format!("draft does not match the format: {e}"))?;
    if !(3..=4).contains(&draft.hints.len()) {
        return Err(format!("3–4 hints are required, found {}", draft.hints.len()).into());
    }
    if !(MIN_DRAFT_TESTS..=MAX_DRAFT_TESTS).contains(&draft.tests.len()) {
        return Err(format!(
            "{MIN_DRAFT_TESTS}–{MAX_DRAFT_TESTS} tests are required, found {}",
            draft.tests.len()
        )
        .into());
    }
    if !draft.reference.language.trim().eq_ignore_ascii_case("python")
        || draft.reference.code.trim().is_empty()
    {
        return Err("the reference must be non-empty Python".into());
    }
    let sig = &draft.signature;
    if sig.name.is_empty()
        || !sig.name.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
    {
        return Err(format!("signature name `{}` must be snake_case", sig.name).into());
    }
    let params: Vec<Type> = sig
        .params
        .iter()
        .map(|p| Type::parse(&p.ty).map_err(|e| e.to_string()))
        .collect::<Result<_, _>>()?;
    let returns = Type::parse(&sig.returns).map_err(|e| e.to_string())?;
    for (i, t) in draft.tests.iter().enumerate() {
        let args =
            t.input.as_array().ok_or(format!("tests[{i}].input must be the array of arguments"))?;
        if args.len() != params.len() {
            return Err(format!(
                "tests[{i}].input has {} arguments, the signature {}",
                args.len(),
                params.len()
            )
            .into());
        }
        for (a, (v, ty)) in args.iter().zip(&params).enumerate() {
            ty.check(v).map_err(|e| format!("tests[{i}].input[{a}]: {e}"))?;
        }
        returns.check(&t.expected).map_err(|e| format!("tests[{i}].expected: {e}"))?;
    }
    Ok(draft)
}

fn slug(s: &str) -> String {
    let mut out = String::new();
    for c in s.trim().to_ascii_lowercase().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').chars().take(40).collect::<String>().trim_end_matches('-').to_string()
}

impl Draft {
    /// The draft as a problem (all tests hidden until the reference has run).
    fn problem(&self, req: &GenRequest) -> Problem {
        let mut hash = Sha256::new();
        hash.update(self.reference.code.as_bytes());
        hash.update(self.statement.en.as_bytes());
        let digest = hash.finalize();
        let id = format!(
            "gen-{}-{:02x}{:02x}{:02x}{:02x}",
            slug(&self.slug).trim_start_matches("gen-"),
            digest[0],
            digest[1],
            digest[2],
            digest[3]
        );
        let tests = self
            .tests
            .iter()
            .enumerate()
            .map(|(i, t)| TestSpec {
                name: format!("t{:02}", i + 1),
                sample: false,
                input: t.input.to_string(),
                expected: t.expected.to_string(),
                any_of: false,
            })
            .collect();
        let mut topics: Vec<String> =
            self.topics.iter().map(|t| slug(t)).filter(|t| !t.is_empty()).take(4).collect();
        if let Some(topic) =
            req.topic.as_deref().map(slug).filter(|t| !t.is_empty() && !topics.contains(t))
        {
            topics.insert(0, topic);
        }
        let spec = ProblemSpec {
            id: id.clone(),
            kind: Kind::Function,
            level: req.level,
            roles: vec![req.role],
            topics,
            title: self.title.clone().into(),
            statement: self.statement.clone().into(),
            hints: self.hints.iter().cloned().map(Text::from).collect(),
            follow_ups: Vec::new(),
            complexity: self
                .complexity
                .clone()
                .map(|c| Complexity { time: c.time, space: c.space }),
            languages: Vec::new(),
            signature: Some(Signature {
                name: self.signature.name.clone(),
                params: self
                    .signature
                    .params
                    .iter()
                    .map(|p| Param { name: p.name.clone(), ty: p.ty.clone() })
                    .collect(),
                returns: self.signature.returns.clone(),
                mutates: None,
            }),
            code_tests: Default::default(),
            self_checked: false,
            class: None,
            comparator: Default::default(),
            limits: Default::default(),
            tests,
            stress: None,
            probe: None,
            known_wrong: Vec::new(),
            rubric: Vec::new(),
            mutants: Default::default(),
        };
        Problem {
            spec,
            // Relative until the sink stores it (the loaded copy carries its real folder).
            dir: PathBuf::from(&id),
            solutions: vec![SourceFile {
                path: "solutions/ref.py".into(),
                lang: Lang::Python,
                code: self.reference.code.clone(),
            }],
            wrong: Vec::new(),
            generator: None,
            checker: None,
            code_tests: Default::default(),
            starters: Vec::new(),
            warnings: Vec::new(),
        }
    }

    /// Why each test exists, for the logs.
    pub fn reasons(&self) -> Vec<&str> {
        self.tests.iter().map(|t| t.reason.as_str()).collect()
    }
}

/// Runs the reference against every test; keeps the tests it passes and the first two as samples.
pub async fn validate(
    mut problem: Problem,
    executor: Arc<dyn Executor>,
) -> Result<Problem, GenError> {
    let reference = problem.solutions[0].code.clone();
    let opts = JudgeOptions {
        stress: false,
        probe: false,
        style: false,
        samples_only: false,
        counterexample: true,
        limit_scale: LimitScale::NONE,
    };
    let outcome = Judge::new(executor)
        .judge(&problem, Lang::Python, &reference, &opts)
        .await
        .map_err(|e| GenError::Reference(e.to_string()))?;
    if outcome.verdict == Verdict::CompileError {
        return Err(GenError::Reference(
            outcome.compile_output.unwrap_or_default().chars().take(300).collect(),
        ));
    }
    let passed: Vec<&str> = outcome
        .tests
        .iter()
        .filter(|t| t.origin != TestOrigin::Stress && t.status == Verdict::Accepted)
        .map(|t| t.name.as_str())
        .collect();
    let before = problem.spec.tests.len();
    problem.spec.tests.retain(|t| passed.contains(&t.name.as_str()));
    let survived = problem.spec.tests.len();
    tracing::info!(
        id = problem.id(),
        before,
        survived,
        "generated question checked against its reference"
    );
    if survived < MIN_SURVIVING_TESTS {
        return Err(GenError::TooFewTests { survived, needed: MIN_SURVIVING_TESTS });
    }
    for t in problem.spec.tests.iter_mut().take(2) {
        t.sample = true;
    }
    Ok(problem)
}

/// The generator's request.
pub fn request(locale: Locale, req: &GenRequest) -> Vec<ChatMessage> {
    let p = &prompt::prompts(locale).generator;
    let data = serde_json::json!({
        "role": req.role.as_str(),
        "level": req.level.as_str(),
        "topic": req.topic,
        "avoid": req.avoid,
    });
    prompt::role_request(p, &data)
}

impl Brain {
    /// Generates, validates and stores one question under `dir`. Only a question whose reference
    /// passes enough of its own tests in the sandbox comes back.
    pub async fn generate_question(
        &self,
        locale: Locale,
        req: &GenRequest,
        executor: Arc<dyn Executor>,
        sink: &dyn ProblemSink,
    ) -> Result<Problem, GenError> {
        let messages = request(locale, req);
        let (draft, _calls) = self
            .exchange(
                "generate",
                messages,
                CallKind::Generate,
                None,
                |why| format!("Your previous reply could not be used: {why}. Reply again with exactly one JSON object as specified."),
                parse_draft,
            )
            .await;
        let draft = draft.map_err(|f| match f {
            Failure::Llm(e) => GenError::Model(e.to_string()),
            Failure::Contract(e) => GenError::Model(e.0),
        })?;
        let problem = validate(draft.problem(req), executor).await?;
        Ok(sink.store(&problem)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn draft_json(tests: &str) -> String {
        format!(
            r#"{{"slug":"Sum Of List!","title":{{"en":"Sum","zh":"求和"}},"statement":{{"en":"Sum it.","zh":"求和。"}},
            "hints":[{{"en":"a","zh":"甲"}},{{"en":"b","zh":"乙"}},{{"en":"c","zh":"丙"}}],
            "signature":{{"name":"total","params":[{{"name":"nums","type":"list<int>"}}],"returns":"int"}},
            "tests":{tests},"reference":{{"language":"python","code":"def total(nums):\n    return sum(nums)\n"}}}}"#
        )
    }

    #[test]
    fn drafts_are_type_checked_against_the_signature() {
        let ok = (0..6)
            .map(|i| format!(r#"{{"input":[[{i}]],"expected":{i},"reason":"r"}}"#))
            .collect::<Vec<_>>()
            .join(",");
        assert!(parse_draft(&draft_json(&format!("[{ok}]"))).is_ok());
        let bad = ok.replacen(r#""expected":0"#, r#""expected":"zero""#, 1);
        assert!(
            parse_draft(&draft_json(&format!("[{bad}]")))
                .unwrap_err()
                .0
                .contains("tests[0].expected")
        );
        let few = r#"[{"input":[[1]],"expected":1}]"#;
        assert!(parse_draft(&draft_json(few)).unwrap_err().0.contains("tests are required"));
    }

    #[test]
    fn slugs_are_kebab_case() {
        assert_eq!(slug("Sum Of List!"), "sum-of-list");
        assert_eq!(slug("  --x__y  "), "x-y");
    }
}
