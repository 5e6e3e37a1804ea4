//! "Run" before submitting: the candidate's program on the problem's samples and, optionally, one
//! input of their own — through the same path as a submission (one sandbox dialogue, the verdict
//! decided here), with nothing hidden in the plan: no hidden test, stress test, probe or
//! counterexample ever enters the run, so everything it shows (outputs, messages, stderr) can only
//! carry public inputs. The custom input gets no expected answer: the reference is never run on
//! it, so a run cannot be used as an oracle for the problem.

use serde_json::Value;

use super::harness::{MethodShape, Shape, Typed};
use super::run::{self, Data, Planned, RunSpec};
use super::{
    Judge, JudgeError, JudgeOptions, JudgeOutcome, LimitScale, TestOrigin, checker, memory_mb,
    verdict,
};
use crate::problem::{ComparatorKind, Lang, Problem};

/// Name of the custom-input test in a run's results.
pub const CUSTOM_TEST: &str = "custom";

/// Why a custom input cannot be run (one clear line for the candidate; the session is untouched).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CustomInputError {
    #[error("not valid JSON: {0}")]
    NotJson(String),
    #[error("expected a JSON array of {expected} arguments, got {got}")]
    Arity { expected: usize, got: usize },
    #[error("expected a JSON array of {expected} arguments")]
    NotArgs { expected: usize },
    #[error("argument {index}: {detail}")]
    Argument { index: usize, detail: String },
    #[error("expected a JSON array of calls, the first constructing `{class}`")]
    NotOperations { class: String },
    #[error("call {index}: {detail}")]
    Call { index: usize, detail: String },
    #[error("the input does not meet the problem's constraints")]
    Precondition,
    #[error("this problem runs its samples only")]
    SamplesOnly,
    #[error("the input is empty")]
    Empty,
}

/// A custom input checked against the problem's typed signature: the planned input of a run.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomInput(Data);

/// Checks `text` as a custom input for `problem` in `lang`: function problems take the arguments
/// as a JSON array (`[[2,7,11,15], 9]`) of the signature's types, design problems a list of calls
/// like their samples (`[["LRUCache", 2], ["put", 1, 1]]`), stdio problems raw stdin text. Code-
/// test problems run their samples only. The problem's own `valid(args)` is checked by
/// [`Judge::try_run`].
pub fn parse_custom(
    problem: &Problem,
    lang: Lang,
    text: &str,
) -> Result<CustomInput, CustomInputError> {
    let shape = Shape::of(problem, lang).map_err(|_| CustomInputError::SamplesOnly)?;
    let text = text.trim();
    if text.is_empty() {
        return Err(CustomInputError::Empty);
    }
    let json = || {
        serde_json::from_str::<Value>(text).map_err(|e| CustomInputError::NotJson(e.to_string()))
    };
    match &shape {
        Shape::Stdio => Ok(CustomInput(Data::Text(format!("{text}\n")))),
        Shape::Code { .. } => Err(CustomInputError::SamplesOnly),
        Shape::Function { params, .. } => {
            let v = json()?;
            check_args(params, &v).map_err(|e| args_error(params.len(), e))?;
            Ok(CustomInput(Data::Json(v)))
        }
        Shape::Design { class, ctor, methods } => {
            let v = json()?;
            check_calls(class, ctor, methods, &v)?;
            Ok(CustomInput(Data::Json(v)))
        }
    }
}

enum ArgsError {
    NotArray,
    Arity(usize),
    Arg(usize, String),
}

fn args_error(expected: usize, e: ArgsError) -> CustomInputError {
    match e {
        ArgsError::NotArray => CustomInputError::NotArgs { expected },
        ArgsError::Arity(got) => CustomInputError::Arity { expected, got },
        ArgsError::Arg(index, detail) => CustomInputError::Argument { index, detail },
    }
}

/// `value` as a JSON array of arguments of `params`' types (indices from 1).
fn check_args(params: &[Typed], value: &Value) -> Result<(), ArgsError> {
    let Some(args) = value.as_array() else { return Err(ArgsError::NotArray) };
    if args.len() != params.len() {
        return Err(ArgsError::Arity(args.len()));
    }
    for (i, (arg, p)) in args.iter().zip(params).enumerate() {
        p.ty.check(arg).map_err(|e| ArgsError::Arg(i + 1, e.to_string()))?;
    }
    Ok(())
}

/// `value` as a design problem's call list: the constructor first, then known methods.
fn check_calls(
    class: &str,
    ctor: &[Typed],
    methods: &[MethodShape],
    value: &Value,
) -> Result<(), CustomInputError> {
    let not_ops = || CustomInputError::NotOperations { class: class.to_string() };
    let calls = value.as_array().filter(|c| !c.is_empty()).ok_or_else(not_ops)?;
    for (i, call) in calls.iter().enumerate() {
        let (name, args) = call
            .as_array()
            .and_then(|a| Some((a.first()?.as_str()?, Value::Array(a[1..].to_vec()))))
            .ok_or_else(not_ops)?;
        let params = if i == 0 {
            if name != class {
                return Err(not_ops());
            }
            ctor
        } else {
            match methods.iter().find(|m| m.name == name) {
                Some(m) => &m.params,
                None => {
                    let detail = format!("`{name}` is not a method of `{class}`");
                    return Err(CustomInputError::Call { index: i, detail });
                }
            }
        };
        check_args(params, &args).map_err(|e| {
            let detail = match e {
                ArgsError::NotArray => format!("`{name}` takes {} arguments", params.len()),
                ArgsError::Arity(got) => {
                    format!("`{name}` takes {} arguments, got {got}", params.len())
                }
                ArgsError::Arg(a, d) => format!("`{name}` argument {a}: {d}"),
            };
            CustomInputError::Call { index: i, detail }
        })?;
    }
    Ok(())
}

/// Why a run could not be made.
#[derive(Debug, thiserror::Error)]
pub enum TryRunError {
    #[error("bad custom input: {0}")]
    BadInput(#[from] CustomInputError),
    #[error(transparent)]
    Judge(#[from] JudgeError),
}

impl Judge {
    /// Runs `code` on the problem's samples and, when given, the custom input (after the problem's
    /// `valid(args)` accepts it, when gen.py defines one). Never a hidden or generated test, never
    /// the reference on the custom input; the outcome holds public data only.
    pub async fn try_run(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        custom: Option<&CustomInput>,
    ) -> Result<JudgeOutcome, TryRunError> {
        if !problem.is_judged() {
            return Err(JudgeError::NotJudged(problem.id().to_string()).into());
        }
        let offered = problem.languages();
        if !offered.contains(&lang) {
            let allowed = offered.iter().map(|l| l.id()).collect::<Vec<_>>().join(", ");
            let id = problem.id().to_string();
            return Err(JudgeError::LanguageNotOffered { problem: id, lang, allowed }.into());
        }
        let shape = Shape::of(problem, lang)?;
        if let Shape::Code { .. } = shape {
            if custom.is_some() {
                return Err(CustomInputError::SamplesOnly.into());
            }
            let opts = JudgeOptions {
                stress: false,
                probe: false,
                style: false,
                samples_only: true,
                counterexample: true,
                limit_scale: LimitScale::NONE,
            };
            return Ok(self.judge(problem, lang, code, &opts).await?);
        }
        if let Some(CustomInput(Data::Json(args))) = custom
            && problem.kind() == crate::problem::Kind::Function
            && super::shrink::has_valid(problem)
            && self.valid_only(problem, vec![args.clone()]).await?.is_empty()
        {
            return Err(CustomInputError::Precondition.into());
        }
        let mut planned = super::explicit_tests(problem, true);
        if let Some(CustomInput(input)) = custom {
            planned.push(Planned {
                name: CUSTOM_TEST.into(),
                // Public: the candidate wrote it, and it is the last input the run receives.
                origin: TestOrigin::Sample,
                input: input.clone(),
                expected: None,
                limit_ms: problem.spec.limits.time_ms,
                size: None,
                probe: None,
            });
        }
        let spec = RunSpec {
            lang,
            shape: &shape,
            code,
            planned: &planned,
            style: false,
            probe_total_ms: 0,
            memory_mb: memory_mb(problem, lang),
            baseline: None,
        };
        let ex = run::execute(self.executor.as_ref(), &spec).await?;
        let checked =
            if problem.spec.comparator.kind == ComparatorKind::Checker && !ex.compile_failed() {
                Some(checker::run(self.executor.as_ref(), problem, &planned, &ex).await?)
            } else {
                None
            };
        let (tests, skipped) = verdict::results(problem, &planned, &ex, checked.as_deref(), false);
        Ok(verdict::outcome(tests, skipped, &ex, None, None, Vec::new()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problem::Type;

    fn typed(ty: &str) -> Typed {
        Typed { name: "x".into(), ty: Type::parse(ty).unwrap() }
    }

    fn args(params: &[&str], text: &str) -> Result<(), CustomInputError> {
        let params: Vec<Typed> = params.iter().map(|t| typed(t)).collect();
        let v: Value =
            serde_json::from_str(text).map_err(|e| CustomInputError::NotJson(e.to_string()))?;
        check_args(&params, &v).map_err(|e| args_error(params.len(), e))
    }

    #[test]
    fn arguments_of_the_signatures_types_are_accepted() {
        assert_eq!(args(&["list<int>", "int"], "[[2,7,11,15], 9]"), Ok(()));
        assert_eq!(args(&["string"], r#"["abc"]"#), Ok(()));
    }

    #[test]
    fn a_wrong_count_or_type_of_argument_is_named() {
        assert_eq!(
            args(&["list<int>", "int"], "[[2,7,11,15]]"),
            Err(CustomInputError::Arity { expected: 2, got: 1 })
        );
        assert!(matches!(
            args(&["list<int>", "int"], r#"[[2,7], "nine"]"#),
            Err(CustomInputError::Argument { index: 2, .. })
        ));
        assert!(matches!(args(&["int"], "[1,"), Err(CustomInputError::NotJson(_))));
        assert_eq!(args(&["int"], "5"), Err(CustomInputError::NotArgs { expected: 1 }));
    }

    #[test]
    fn design_calls_start_with_the_constructor_and_name_known_methods() {
        let methods = vec![MethodShape {
            name: "get".into(),
            params: vec![typed("int")],
            returns: Type::Int,
        }];
        let check = |text: &str| {
            check_calls("LRUCache", &[typed("int")], &methods, &serde_json::from_str(text).unwrap())
        };
        assert_eq!(check(r#"[["LRUCache", 2], ["get", 1]]"#), Ok(()));
        assert!(matches!(check(r#"[["get", 1]]"#), Err(CustomInputError::NotOperations { .. })));
        assert!(matches!(
            check(r#"[["LRUCache", 2], ["put", 1, 1]]"#),
            Err(CustomInputError::Call { index: 1, .. })
        ));
        assert!(matches!(
            check(r#"[["LRUCache", 2], ["get", "a"]]"#),
            Err(CustomInputError::Call { index: 1, .. })
        ));
    }
}
