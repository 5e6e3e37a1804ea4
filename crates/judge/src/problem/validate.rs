//! Semantic checks of a parsed problem beyond what serde enforces: kind-specific fields, types,
//! tests that fit the signature, files that exist.

use std::collections::HashSet;
use std::path::Path;

use serde_json::Value;

use super::lang::Lang;
use super::load::LoadError;
use super::spec::{ComparatorKind, Kind};
use super::types::Type;
use super::{Problem, complexity_exponent};

/// Hand-written starters: only for judged problems, one per offered language.
fn check_starters(p: &Problem, err: &mut impl FnMut(&str, String)) {
    let offered = p.languages();
    let mut seen = HashSet::new();
    for f in &p.starters {
        if !offered.contains(&f.lang) {
            err("starter", format!("`{}`: {} is not offered by this problem", f.path, f.lang));
        } else if !seen.insert(f.lang) {
            err("starter", format!("`{}`: a second starter for {}", f.path, f.lang));
        }
    }
}

/// Verdict names a `known_wrong` entry may expect.
pub const VERDICTS: [&str; 6] = [
    "wrong_answer",
    "time_limit",
    "memory_limit",
    "runtime_error",
    "compile_error",
    "output_limit",
];

pub(crate) fn validate(p: &Problem, file: &Path) -> Vec<LoadError> {
    let mut errs = Vec::new();
    let mut err =
        |field: &str, msg: String| errs.push(LoadError::new(file, Some(field.to_string()), msg));
    let s = &p.spec;
    if s.id.is_empty()
        || !s.id.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        err("id", format!("`{}` must be kebab-case (a-z, 0-9, -)", s.id));
    }
    if s.roles.is_empty() {
        err("roles", "at least one role is required".into());
    }
    if !(3..=4).contains(&s.hints.len()) {
        err("hints", format!("a ladder of 3–4 hints is required, found {}", s.hints.len()));
    }
    for (i, l) in s.languages.iter().enumerate() {
        if let Err(e) = l.parse::<Lang>() {
            err(&format!("languages[{i}]"), e.to_string());
        }
    }
    let judged = s.kind != Kind::SystemDesign;
    if judged {
        if p.solutions.is_empty() {
            err(
                "solutions",
                "a judged problem needs at least one reference solution in solutions/".into(),
            );
        }
        if s.code_tests.is_empty() && !s.tests.iter().any(|t| t.sample) {
            err("tests", "at least one test with `sample = true` is required".into());
        }
        if s.code_tests.is_empty() && !s.tests.iter().any(|t| !t.sample) && s.stress.is_none() {
            err("tests", "hidden tests (sample = false) or a [stress] section are required".into());
        }
    } else if s.rubric.is_empty() {
        err("rubric", "a system-design question needs rubric key points".into());
    }
    check_starters(p, &mut err);
    let mut names = HashSet::new();
    for (i, t) in s.tests.iter().enumerate() {
        if !names.insert(&t.name) {
            err(&format!("tests[{i}].name"), format!("duplicate test name `{}`", t.name));
        }
        if t.any_of && (s.kind != Kind::Function || s.signature.is_none()) {
            err(&format!("tests[{i}].any_of"), "only typed function problems take any_of".into());
        }
    }
    match s.kind {
        Kind::Function => match (&s.signature, s.code_tests.is_empty()) {
            (Some(sig), true) => {
                let params: Vec<_> = sig
                    .params
                    .iter()
                    .enumerate()
                    .map(|(i, p)| typed(&p.ty, &format!("signature.params[{i}].type"), &mut err))
                    .collect();
                let ret = typed(&sig.returns, "signature.returns", &mut err);
                // In place: `expected` is the mutated argument (or its first k elements).
                let ret = match super::inplace::mutation(sig) {
                    Ok(Some(m)) => Some(m.ty),
                    Ok(None) => ret,
                    Err(e) => {
                        err("signature.mutates", e.to_string());
                        None
                    }
                };
                // A checker decides what `expected` means: it is free-form JSON then.
                let ret = ret.filter(|_| s.comparator.kind != ComparatorKind::Checker);
                for (i, t) in s.tests.iter().enumerate() {
                    check_function_test(&params, ret.as_ref(), t, i, &mut err);
                }
            }
            (None, false) => {
                if !s.tests.is_empty() {
                    err(
                        "tests",
                        "a problem with code_tests keeps its tests in the test files".into(),
                    );
                }
                if !s.self_checked {
                    check_observed_tests(p, &mut err);
                }
            }
            _ => err(
                "signature",
                "a function problem needs exactly one of `signature` and `code_tests`".into(),
            ),
        },
        Kind::Design => match &s.class {
            Some(class) => {
                let ctor: Vec<_> = class
                    .constructor
                    .iter()
                    .enumerate()
                    .map(|(i, p)| typed(&p.ty, &format!("class.constructor[{i}].type"), &mut err))
                    .collect();
                let mut methods = Vec::new();
                for (m, method) in class.methods.iter().enumerate() {
                    let ps: Vec<_> = method
                        .params
                        .iter()
                        .enumerate()
                        .map(|(i, p)| {
                            typed(&p.ty, &format!("class.methods[{m}].params[{i}].type"), &mut err)
                        })
                        .collect();
                    let r =
                        typed(&method.returns, &format!("class.methods[{m}].returns"), &mut err);
                    methods.push((method.name.as_str(), ps, r));
                }
                for (i, t) in s.tests.iter().enumerate() {
                    check_design_test(
                        &class.name,
                        &ctor,
                        &methods,
                        &t.input,
                        &t.expected,
                        i,
                        &mut err,
                    );
                }
            }
            None => err("class", "a design problem needs a [class] section".into()),
        },
        Kind::Stdio | Kind::SystemDesign => {
            if s.signature.is_some() || s.class.is_some() {
                err("kind", format!("a {} problem takes no signature or class", s.kind.as_str()));
            }
        }
    }
    if let Some(probe) = &s.probe {
        if s.stress.is_none() {
            err("probe", "the probe needs a [stress] generator".into());
        }
        if complexity_exponent(&probe.expect).is_none() {
            err(
                "probe.expect",
                format!("`{}` is not a complexity like O(n), O(n log n), O(n^2)", probe.expect),
            );
        }
        if probe.sizes.len() < 3 || probe.sizes.windows(2).any(|w| w[0] >= w[1]) {
            err("probe.sizes", "at least 3 increasing sizes are required".into());
        }
    }
    if s.comparator.tolerance.is_some() && s.comparator.kind != ComparatorKind::Float {
        err("comparator.tolerance", "only the float comparator takes a tolerance".into());
    }
    for (i, k) in s.known_wrong.iter().enumerate() {
        if !p.wrong.iter().any(|w| w.path == k.file) {
            err(&format!("known_wrong[{i}].file"), format!("`{}` is not a file in wrong/", k.file));
        }
        if !VERDICTS.contains(&k.verdict.as_str()) {
            err(
                &format!("known_wrong[{i}].verdict"),
                format!("`{}` is not one of {}", k.verdict, VERDICTS.join(", ")),
            );
        }
    }
    check_equivalent_mutants(p, &mut err);
    errs
}

/// `[mutants] equivalent`: each entry names a line of the mutated reference, a mutation and a
/// reason, once. Whether it still matches a mutant needs the mutator (a process): `problems
/// check` verifies that.
fn check_equivalent_mutants(p: &Problem, err: &mut impl FnMut(&str, String)) {
    let listed = &p.spec.mutants.equivalent;
    if listed.is_empty() {
        return;
    }
    let Some(reference) = p.mutated_reference() else {
        err(
            "mutants.equivalent",
            "only a problem with a Python or JavaScript reference has mutants".into(),
        );
        return;
    };
    let lines = reference.code.lines().count();
    let mut seen = HashSet::new();
    for (i, m) in listed.iter().enumerate() {
        let field = format!("mutants.equivalent[{i}]");
        if m.line == 0 || m.line as usize > lines {
            err(&format!("{field}.line"), format!("{} has no line {}", reference.path, m.line));
        }
        if m.what.trim().is_empty() {
            err(
                &format!("{field}.what"),
                "name the mutation as `problems check --mutants` prints it".into(),
            );
        }
        if m.why.trim().is_empty() {
            err(&format!("{field}.why"), "say why no test can tell it from the reference".into());
        }
        if !seen.insert((m.line, m.what.as_str())) {
            err(&field, format!("line {}: {} is listed twice", m.line, m.what));
        }
    }
}

fn typed(text: &str, field: &str, err: &mut impl FnMut(&str, String)) -> Option<Type> {
    match Type::parse(text) {
        Ok(t) => Some(t),
        Err(e) => {
            err(field, e.to_string());
            None
        }
    }
}

fn json(text: &str, field: &str, err: &mut impl FnMut(&str, String)) -> Option<Value> {
    match serde_json::from_str(text) {
        Ok(v) => Some(v),
        Err(e) => {
            err(field, format!("not valid JSON: {e}"));
            None
        }
    }
}

fn check_function_test(
    params: &[Option<Type>],
    ret: Option<&Type>,
    t: &super::spec::TestSpec,
    i: usize,
    err: &mut impl FnMut(&str, String),
) {
    let (input, expected) = (t.input.as_str(), t.expected.as_str());
    let f_in = format!("tests[{i}].input");
    if let Some(v) = json(input, &f_in, err) {
        match v.as_array() {
            Some(args) if args.len() == params.len() => {
                for (a, (arg, ty)) in args.iter().zip(params).enumerate() {
                    if let Some(Err(e)) = ty.as_ref().map(|t| t.check(arg)) {
                        err(&f_in, format!("argument {}: {e}", a + 1));
                    }
                }
            }
            _ => err(&f_in, format!("must be a JSON array of {} arguments", params.len())),
        }
    }
    let f_ex = format!("tests[{i}].expected");
    let Some(v) = json(expected, &f_ex, err) else { return };
    let answers = match (t.any_of, v) {
        (true, serde_json::Value::Array(answers)) if !answers.is_empty() => answers,
        (true, _) => {
            err(&f_ex, "with any_of = true, a non-empty JSON array of accepted answers".into());
            return;
        }
        (false, v) => vec![v],
    };
    for (k, v) in answers.iter().enumerate() {
        if let Some(Err(e)) = ret.map(|r| r.check(v)) {
            let which = if t.any_of { format!("answer {}: ", k + 1) } else { String::new() };
            err(&f_ex, format!("{which}{e}"));
        }
    }
}

type MethodTypes<'a> = (&'a str, Vec<Option<Type>>, Option<Type>);

fn check_design_test(
    class: &str,
    ctor: &[Option<Type>],
    methods: &[MethodTypes<'_>],
    input: &str,
    expected: &str,
    i: usize,
    err: &mut impl FnMut(&str, String),
) {
    let f_in = format!("tests[{i}].input");
    let f_ex = format!("tests[{i}].expected");
    let (Some(calls), Some(results)) = (json(input, &f_in, err), json(expected, &f_ex, err)) else {
        return;
    };
    let (Some(calls), Some(results)) = (calls.as_array(), results.as_array()) else {
        err(&f_in, "input and expected must both be JSON arrays".into());
        return;
    };
    if calls.len() != results.len() {
        err(&f_ex, format!("{} results for {} calls", results.len(), calls.len()));
    }
    for (c, call) in calls.iter().enumerate() {
        let Some((name, args)) =
            call.as_array().and_then(|a| Some((a.first()?.as_str()?, &a[1..])))
        else {
            err(&f_in, format!("call {c} must be [\"name\", args…]"));
            continue;
        };
        let (types, ret): (&[Option<Type>], Option<&Type>) = if c == 0 {
            if name != class {
                err(&f_in, format!("the first call must construct `{class}`, not `{name}`"));
                continue;
            }
            (ctor, Some(&Type::Void))
        } else if let Some((_, ps, r)) =
            methods.iter().find(|m| m.0 == name || m.0 == super::lang::snake(name))
        {
            (ps, r.as_ref())
        } else {
            err(&f_in, format!("call {c}: `{name}` is not a method of `{class}`"));
            continue;
        };
        if args.len() != types.len() {
            err(
                &f_in,
                format!("call {c} `{name}` takes {} arguments, got {}", types.len(), args.len()),
            );
            continue;
        }
        for (arg, ty) in args.iter().zip(types) {
            if let Some(Err(e)) = ty.as_ref().map(|t| t.check(arg)) {
                err(&f_in, format!("call {c} `{name}`: {e}"));
            }
        }
        if let (Some(r), Some(t)) = (results.get(c), ret)
            && let Err(e) = t.check(r)
        {
            err(&f_ex, format!("result {c} of `{name}`: {e}"));
        }
    }
}

/// Code tests judged by observation: only Python and JavaScript drivers record observations, and
/// the expected ones come from running the reference in the same language.
fn check_observed_tests(p: &Problem, err: &mut impl FnMut(&str, String)) {
    for lang in p.code_tests.keys() {
        let field = format!("code_tests.{}", lang.id());
        if !lang.observes() {
            err(&field, format!("observed code tests are Python or JavaScript only, not {lang}"));
        } else if p.reference(*lang).is_none() {
            err(
                &field,
                format!(
                    "no reference solution in {lang} (solutions/ref.{}): the expected observations \
                     are the reference's",
                    lang.ext()
                ),
            );
        }
    }
}
