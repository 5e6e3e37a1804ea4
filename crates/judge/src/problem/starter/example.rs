//! A sample as a candidate reads it in their language: a function's arguments by the signature's
//! parameter names (`nums = [2, 7, 11, 15], target = 9`, names in the language's convention), a
//! design problem's test as the calls it makes (`obj.get(1)  # 1`), with the names the starter
//! uses. Values are the test's JSON, with Python's `True`/`False`/`None` in Python.

use serde_json::Value;

use super::{Shape, go};
use crate::problem::{Lang, Problem};

/// How one sample reads in one language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Example {
    /// What to show in a code block: the named arguments, or the call sequence.
    pub code: String,
    /// The expected answer to show after it; `None` when `code` already carries the results.
    pub output: Option<String>,
}

impl Problem {
    /// The sample `input`/`expected` in `lang`'s notation; `None` for stdin/stdout and system
    /// design problems, for languages without a typed driver, or a sample that does not fit the
    /// signature (the loader rejects those).
    pub fn example(&self, input: &str, expected: &str, lang: Lang) -> Option<Example> {
        if !lang.typed() {
            return None;
        }
        let args: Vec<Value> = serde_json::from_str(input).ok()?;
        match Shape::of(self)? {
            Shape::Function(f) => {
                if args.len() != f.params.len() {
                    return None;
                }
                let named: Vec<String> = f
                    .params
                    .iter()
                    .zip(&args)
                    .map(|(p, v)| format!("{} = {}", lang.ident(&p.name), literal(lang, v)))
                    .collect();
                let output = serde_json::from_str::<Value>(expected)
                    .map_or_else(|_| expected.trim().to_string(), |v| literal(lang, &v));
                Some(Example { code: named.join(", "), output: Some(output) })
            }
            Shape::Design(c) => {
                let results: Vec<Value> = serde_json::from_str(expected).ok()?;
                calls(lang, &c.name, &args, &results).map(|code| Example { code, output: None })
            }
            Shape::Stdio => None,
        }
    }
}

/// `[["LRUCache", 2], ["put", 1, 1], ["get", 1]]` with results `[null, null, 1]` as one line per
/// call, the constructor first.
fn calls(lang: Lang, class: &str, ops: &[Value], results: &[Value]) -> Option<String> {
    let mut lines = Vec::new();
    for (i, op) in ops.iter().enumerate() {
        let op = op.as_array()?;
        let name = op.first()?.as_str()?;
        let args: Vec<String> = op[1..].iter().map(|v| literal(lang, v)).collect();
        let args = args.join(", ");
        if i == 0 {
            lines.push(construct(lang, class, &args));
            continue;
        }
        let method = match lang {
            Lang::Go => go::exported(name),
            _ => lang.ident(name),
        };
        let (end, comment) = match lang {
            Lang::Python => ("", "  # "),
            Lang::Go => ("", " // "),
            _ => (";", " // "),
        };
        let call = format!("obj.{method}({args}){end}");
        match results.get(i).filter(|r| !r.is_null()) {
            Some(r) => lines.push(format!("{call}{comment}{}", literal(lang, r))),
            None => lines.push(call),
        }
    }
    Some(lines.join("\n"))
}

fn construct(lang: Lang, class: &str, args: &str) -> String {
    match lang {
        Lang::Python => format!("obj = {class}({args})"),
        Lang::JavaScript => format!("const obj = new {class}({args});"),
        Lang::Java => format!("{class} obj = new {class}({args});"),
        Lang::Cpp => format!("{class} obj({args});"),
        Lang::Go => format!("obj := Constructor({args})"),
        Lang::Rust => format!("let mut obj = {class}::new({args});"),
        Lang::C => format!("{class}({args})"),
    }
}

/// A JSON value as written in `lang`: JSON with a space after each comma and colon, and
/// `True`, `False` and `None` in Python.
fn literal(lang: Lang, v: &Value) -> String {
    let python = lang == Lang::Python;
    match v {
        Value::Null if python => "None".into(),
        Value::Bool(true) if python => "True".into(),
        Value::Bool(false) if python => "False".into(),
        Value::Array(items) => {
            format!("[{}]", items.iter().map(|x| literal(lang, x)).collect::<Vec<_>>().join(", "))
        }
        Value::Object(map) => {
            let fields: Vec<String> = map
                .iter()
                .map(|(k, x)| format!("{}: {}", Value::from(k.as_str()), literal(lang, x)))
                .collect();
            format!("{{{}}}", fields.join(", "))
        }
        other => other.to_string(),
    }
}
