//! Harness generation: wraps a submission in a per-language driver that answers the judge's
//! requests one at a time (sandbox `Dialogue`): Python and JavaScript use fixed drivers fed with
//! one JSON line per request; compiled languages get a generated driver fed with a length-framed
//! flat typed token payload (flat.rs). Static information (mode, signature) is in `header.json`.
//! Self-checked imported problems keep the legacy nonce-tagged drivers (`selfcheck.*`, [`stdin`]).

mod cpp;
mod flat;
mod go;
mod java;
mod nodes;
mod rust;

pub(crate) use nodes::{explain_compile_error, explain_load_error};

use serde_json::{Value, json};

use crate::exec::JobFile;
use crate::problem::inplace::{Mutation, mutation};
use crate::problem::types::TypeError;
use crate::problem::{ClassSpec, Lang, Problem, Signature, Type, snake};

use super::JudgeError;

/// A typed parameter.
#[derive(Debug, Clone)]
pub(crate) struct Typed {
    #[allow(dead_code)]
    pub name: String,
    pub ty: Type,
}

#[derive(Debug, Clone)]
pub(crate) struct MethodShape {
    pub name: String,
    pub params: Vec<Typed>,
    pub returns: Type,
}

/// What the driver must call, derived from the problem.
#[derive(Debug, Clone)]
pub(crate) enum Shape {
    Function {
        name: String,
        params: Vec<Typed>,
        returns: Type,
        /// In place: the argument the driver reports back after the call (its state, `m`).
        mutates: Option<Mutation>,
    },
    Design {
        class: String,
        ctor: Vec<Typed>,
        methods: Vec<MethodShape>,
    },
    /// Test code in the submission's language (code_tests / imported problems).
    Code {
        tests: String,
    },
    Stdio,
}

fn typed(params: &[crate::problem::Param]) -> Result<Vec<Typed>, TypeError> {
    params.iter().map(|p| Ok(Typed { name: p.name.clone(), ty: Type::parse(&p.ty)? })).collect()
}

impl Shape {
    /// Every value type the driver must read or write (parameters and results), innermost first.
    pub(super) fn types(&self) -> Vec<Type> {
        let mut types = Vec::new();
        match self {
            Shape::Function { params, returns, .. } => {
                params.iter().for_each(|p| p.ty.closure(&mut types));
                returns.closure(&mut types);
            }
            Shape::Design { ctor, methods, .. } => {
                ctor.iter().for_each(|p| p.ty.closure(&mut types));
                for m in methods {
                    m.params.iter().for_each(|p| p.ty.closure(&mut types));
                    m.returns.closure(&mut types);
                }
            }
            Shape::Code { .. } | Shape::Stdio => {}
        }
        types
    }

    pub(super) fn of(problem: &Problem, lang: Lang) -> Result<Shape, JudgeError> {
        let bad =
            |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
        let s = &problem.spec;
        Ok(match s.kind {
            crate::problem::Kind::Stdio => Shape::Stdio,
            crate::problem::Kind::Design => {
                let ClassSpec { name, constructor, methods } =
                    s.class.as_ref().ok_or_else(|| bad("no [class]".into()))?;
                let methods = methods
                    .iter()
                    .map(|m| {
                        Ok(MethodShape {
                            name: m.name.clone(),
                            params: typed(&m.params)?,
                            returns: Type::parse(&m.returns)?,
                        })
                    })
                    .collect::<Result<_, TypeError>>()
                    .map_err(|e| bad(e.to_string()))?;
                Shape::Design {
                    class: name.clone(),
                    ctor: typed(constructor).map_err(|e| bad(e.to_string()))?,
                    methods,
                }
            }
            _ => match (&s.signature, problem.code_tests.get(&lang).map(|c| &c.hidden)) {
                (Some(sig @ Signature { name, params, returns, .. }), _) => Shape::Function {
                    name: name.clone(),
                    params: typed(params).map_err(|e| bad(e.to_string()))?,
                    returns: Type::parse(returns).map_err(|e| bad(e.to_string()))?,
                    mutates: mutation(sig).map_err(|e| bad(e.to_string()))?,
                },
                (None, Some(tests)) => Shape::Code { tests: tests.clone() },
                (None, None) => return Err(bad(format!("no test code for {lang}"))),
            },
        })
    }
}

/// One test as the driver sees it.
#[derive(Debug, Clone)]
pub(crate) struct DriverCase<'a> {
    pub index: usize,
    /// Function: array of arguments; design: array of calls.
    pub input: &'a Value,
    pub repeat: u32,
    /// Probe cases: time budget in ms for this size.
    pub budget_ms: Option<u64>,
    /// Per-test limit; the driver stops after a test that exceeded it.
    pub limit_ms: u64,
}

/// The program to run: main source plus extra files.
#[derive(Debug, Clone)]
pub(crate) struct Program {
    pub source: String,
    pub files: Vec<JobFile>,
}

pub(crate) const PYTHON_DRIVER: &str = include_str!("harness.py");
pub(crate) const JS_DRIVER: &str = include_str!("harness.js");
/// Legacy in-process drivers, only for `self_checked` imported problems.
const PYTHON_SELF_CHECK: &str = include_str!("selfcheck.py");
const JS_SELF_CHECK: &str = include_str!("selfcheck.js");

fn file(name: &str, content: &str) -> JobFile {
    JobFile { name: name.to_string(), content: content.to_string() }
}

/// The legacy program of a `self_checked` problem: the driver runs the test code it is given and
/// reports nonce-tagged results (see [`stdin`]).
pub(crate) fn program_self_checked(
    lang: Lang,
    shape: &Shape,
    code: &str,
) -> Result<Program, JudgeError> {
    Ok(match (lang, shape) {
        (Lang::Python, Shape::Code { tests }) => Program {
            source: PYTHON_SELF_CHECK.into(),
            files: vec![file("solution.py", code), file("tests.py", tests)],
        },
        (Lang::JavaScript, Shape::Code { tests }) => Program {
            source: JS_SELF_CHECK.into(),
            files: vec![file("solution.js", code), file("tests.js", tests)],
        },
        _ => program(lang, shape, code)?,
    })
}

/// `header.json`: what the driver must call, read before the solution loads. Not secret: it is
/// the signature the candidate sees.
pub(crate) fn header(shape: &Shape, style: bool) -> String {
    let types = |ps: &[Typed]| ps.iter().map(|p| type_repr(&p.ty)).collect::<Vec<_>>();
    let mut header = match shape {
        Shape::Function { name, params, returns, mutates } => {
            let mutates = mutates.as_ref().map(|m| m.index);
            json!({"mode": "function", "name": name, "params": types(params), "returns": type_repr(returns), "mutates": mutates})
        }
        Shape::Design { class, ctor, methods } => {
            let m: serde_json::Map<String, Value> = methods
                .iter()
                .map(|m| (m.name.clone(), json!([types(&m.params), type_repr(&m.returns)])))
                .collect();
            json!({"mode": "design", "class": class, "ctor": types(ctor), "methods": m})
        }
        Shape::Code { .. } => json!({"mode": "code"}),
        Shape::Stdio => json!({"mode": "stdio"}),
    };
    header["style"] = json!(style);
    header.to_string()
}

/// The request line(s) asking the driver for one case: `input` is the arguments (function) or
/// the calls (design). Python/JavaScript: one JSON line; compiled: a length-framed flat payload.
pub(crate) fn request(lang: Lang, shape: &Shape, input: &Value) -> String {
    let renamed;
    let input = match shape {
        Shape::Design { methods, .. } => {
            renamed = snake_ops(methods, input);
            renamed.as_ref().unwrap_or(input)
        }
        _ => input,
    };
    match lang {
        Lang::Python | Lang::JavaScript => {
            let key = if matches!(shape, Shape::Design { .. }) { "calls" } else { "args" };
            format!("{}\n", json!({ key: input }))
        }
        _ => flat::request(shape, input),
    }
}

/// The calls with camelCase operations (`getMin`, as LeetCode-style lists write them) renamed to
/// the class's snake_case methods, which every driver maps to its language's idiom; `None` when
/// nothing needs renaming. Unknown names are left for the driver to report.
fn snake_ops(methods: &[MethodShape], calls: &Value) -> Option<Value> {
    let known = |n: &str| methods.iter().any(|m| m.name == n);
    let arr = calls.as_array()?;
    let needs = arr
        .iter()
        .skip(1)
        .any(|c| c.get(0).and_then(Value::as_str).is_some_and(|n| !known(n) && known(&snake(n))));
    if !needs {
        return None;
    }
    let mut out = arr.clone();
    for call in out.iter_mut().skip(1) {
        if let Some(name) = call.get_mut(0)
            && let Some(n) = name.as_str()
            && !known(n)
            && known(&snake(n))
        {
            *name = Value::String(snake(n));
        }
    }
    Some(Value::Array(out))
}

/// Build the program for `code` in `lang`. Stdio programs are the submission itself. Test code
/// is not part of the program: it is sent in `load` requests (see run.rs).
pub(crate) fn program(lang: Lang, shape: &Shape, code: &str) -> Result<Program, JudgeError> {
    Ok(match (lang, shape) {
        (_, Shape::Stdio) => Program { source: code.to_string(), files: vec![] },
        (Lang::Python, _) => {
            Program { source: PYTHON_DRIVER.into(), files: vec![file("solution.py", code)] }
        }
        (Lang::JavaScript, _) => {
            Program { source: JS_DRIVER.into(), files: vec![file("solution.js", code)] }
        }
        (Lang::Cpp, s) => cpp::program(s, code),
        (Lang::Rust, s) => rust::program(s, code),
        (Lang::Java, s) => java::program(s, code),
        (Lang::Go, s) => go::program(s, code),
        // Never offered for a typed problem (`Problem::languages`); refused, not guessed.
        (Lang::C, _) => return Err(JudgeError::LanguageUnavailable(lang.id().to_string())),
    })
}

/// The type as the JSON drivers understand it: "int", ["list", T], ["map", K, V], ["opt", T].
fn type_repr(t: &Type) -> Value {
    match t {
        Type::List(x) => json!(["list", type_repr(x)]),
        Type::Optional(x) => json!(["opt", type_repr(x)]),
        Type::Map(k, v) => json!(["map", type_repr(k), type_repr(v)]),
        other => json!(other.to_string()),
    }
}

/// The legacy driver's stdin (self-checked problems only): the nonce first, then the tests.
pub(crate) fn stdin(
    lang: Lang,
    shape: &Shape,
    cases: &[DriverCase<'_>],
    nonce: &str,
    style: bool,
    probe_total_ms: u64,
) -> String {
    match lang {
        Lang::Python | Lang::JavaScript => {
            json_stdin(lang, shape, cases, nonce, style, probe_total_ms)
        }
        _ => flat::stdin(shape, cases, nonce, probe_total_ms),
    }
}

fn json_stdin(
    lang: Lang,
    shape: &Shape,
    cases: &[DriverCase<'_>],
    nonce: &str,
    style: bool,
    probe_total_ms: u64,
) -> String {
    let types = |ps: &[Typed]| ps.iter().map(|p| type_repr(&p.ty)).collect::<Vec<_>>();
    let mut header = match shape {
        Shape::Function { name, params, returns, .. } => {
            json!({"mode": "function", "name": name, "params": types(params), "returns": type_repr(returns)})
        }
        Shape::Design { class, ctor, methods } => {
            let m: serde_json::Map<String, Value> = methods
                .iter()
                .map(|m| (m.name.clone(), json!([types(&m.params), type_repr(&m.returns)])))
                .collect();
            json!({"mode": "design", "class": class, "ctor": types(ctor), "methods": m})
        }
        Shape::Code { .. } => {
            json!({"mode": "code", "extra": [if lang == Lang::Python { "tests.py" } else { "tests.js" }]})
        }
        Shape::Stdio => json!({"mode": "stdio"}),
    };
    header["style"] = json!(style);
    header["probe_total"] = json!(probe_total_ms);
    let mut out = format!("{nonce}\n{header}\n");
    let key = if matches!(shape, Shape::Design { .. }) { "calls" } else { "args" };
    for c in cases {
        let mut t = json!({"i": c.index, key: c.input, "repeat": c.repeat, "limit": c.limit_ms});
        if let Some(b) = c.budget_ms {
            t["probe"] = json!(true);
            t["budget"] = json!(b);
        }
        out.push_str(&t.to_string());
        out.push('\n');
    }
    out
}

/// Name of a function/method in `lang`, with Go's exported methods.
pub(crate) fn method_ident(lang: Lang, snake: &str) -> String {
    if lang == Lang::Go {
        let c = lang.ident(snake);
        let mut chars = c.chars();
        chars
            .next()
            .map(|f| f.to_uppercase().collect::<String>() + chars.as_str())
            .unwrap_or_default()
    } else {
        lang.ident(snake)
    }
}

/// Whether a code test is a sample (shown, and reported as a sample): its name starts with
/// `sample`, after the `test_` prefix the Python driver requires (`test_sample_*`); JavaScript and
/// Rust tests can be named `sample_*` directly.
pub(crate) fn is_sample_code_test(name: &str) -> bool {
    name.strip_prefix("test_").unwrap_or(name).starts_with("sample")
}

/// The tests a test-code file defines, in the order its driver runs them, found statically so that
/// a test the program never reached still gets its own entry: Python `def test_*`, JavaScript
/// `test("name", …)`, Rust `#[test] fn`; C++, Java and Go test code is one `main`.
pub(crate) fn code_test_names(lang: Lang, tests: &str) -> Vec<String> {
    let names = code_test_names_found(lang, tests);
    if names.is_empty() { vec!["tests".to_string()] } else { names }
}

/// The tests `tests` defines (Python `def test_*`, JavaScript `test("name", …)`, Rust `#[test]`
/// fns, `main` for C++/Java/Go), possibly none.
pub(crate) fn code_test_names_found(lang: Lang, tests: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect()
    };
    let names: Vec<String> = match lang {
        Lang::Python => tests
            .lines()
            .filter_map(|l| l.strip_prefix("def test_").or(l.strip_prefix("async def test_")))
            .map(|rest| format!("test_{}", ident(rest)))
            .collect(),
        Lang::JavaScript => {
            let mut out = Vec::new();
            let mut rest = tests;
            while let Some(at) = rest.find("test(") {
                let before = rest[..at].chars().next_back();
                rest = &rest[at + 5..];
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.' || c == '$') {
                    continue;
                }
                let body = rest.trim_start();
                let Some(q) = body.chars().next().filter(|c| matches!(c, '"' | '\'' | '`')) else {
                    continue;
                };
                if let Some(end) = body[1..].find(q) {
                    out.push(body[1..1 + end].to_string());
                }
            }
            out
        }
        Lang::Rust => {
            let mut out = Vec::new();
            let mut pending = false;
            for l in tests.lines().map(str::trim) {
                if l == "#[test]" {
                    pending = true;
                } else if pending && let Some(rest) = l.strip_prefix("fn ") {
                    out.push(ident(rest));
                    pending = false;
                }
            }
            out
        }
        Lang::C | Lang::Cpp | Lang::Java | Lang::Go => vec!["main".to_string()],
    };
    names
}

#[cfg(test)]
mod tests {
    #[test]
    fn camel_case_operations_are_renamed_to_the_snake_case_methods_and_others_left_alone() {
        let m = |name: &str| super::MethodShape {
            name: name.into(),
            params: vec![],
            returns: crate::problem::Type::Int,
        };
        let methods = [m("get_min"), m("push"), m("is_empty")];
        let calls =
            serde_json::json!([["MinStack"], ["push", 1], ["getMin"], ["isEmpty"], ["nope"]]);
        assert_eq!(
            super::snake_ops(&methods, &calls),
            Some(serde_json::json!([
                ["MinStack"],
                ["push", 1],
                ["get_min"],
                ["is_empty"],
                ["nope"]
            ]))
        );
        let snake = serde_json::json!([["MinStack"], ["get_min"]]);
        assert_eq!(super::snake_ops(&methods, &snake), None, "nothing to rename");
    }

    use super::*;

    #[test]
    fn test_names_are_found_in_each_languages_test_code() {
        let py =
            "def helper():\n    pass\ndef test_a():\n    assert 1\nasync def test_b():\n    pass\n";
        assert_eq!(code_test_names(Lang::Python, py), ["test_a", "test_b"]);
        let js = "test('adds', () => {});\nmytest('no', 1);\ntest(\"it's fine\", async () => {})";
        assert_eq!(code_test_names(Lang::JavaScript, js), ["adds", "it's fine"]);
        let rs = "#[cfg(test)]\nmod tests {\n    #[test]\n    fn one() {}\n    fn helper() {}\n    #[test]\n    fn two() {}\n}";
        assert_eq!(code_test_names(Lang::Rust, rs), ["one", "two"]);
        assert_eq!(code_test_names(Lang::Cpp, "int main(){}"), ["main"]);
        assert_eq!(code_test_names(Lang::Python, "x = 1"), ["tests"]);
    }

    #[test]
    fn code_tests_named_sample_are_samples_in_every_language() {
        assert!(is_sample_code_test("test_sample_same_arguments")); // Python: def test_sample_*
        assert!(is_sample_code_test("sample_several_arguments")); // JavaScript, Rust
        assert!(!is_sample_code_test("test_falsy_results_are_cached"));
        assert!(!is_sample_code_test("main"));
        assert!(!is_sample_code_test("test_resample"));
    }
}
