//! HumanEval-X import: turns the per-language records of one task (prompt, declaration,
//! canonical_solution, test) into a problem directory whose tests are code in each language, with
//! the canonical solution as reference and two deliberately broken bodies as known-wrong files
//! (a type-correct wrong return, and an empty body). Pure: the CLI reads the gzip files and writes
//! the files this returns.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::Lang;

/// One line of a HumanEval-X JSONL file (fields this importer uses).
#[derive(Debug, Clone, Deserialize)]
pub struct Record {
    pub task_id: String,
    pub prompt: String,
    #[serde(default)]
    pub declaration: String,
    pub canonical_solution: String,
    pub test: String,
    /// Go: the imports the test file needs (`package main` + `import (...)`).
    #[serde(default)]
    pub test_setup: Option<String>,
}

impl Record {
    /// The task number: `CPP/22` → 22.
    pub fn number(&self) -> Option<u32> {
        self.task_id.rsplit('/').next()?.parse().ok()
    }
}

/// The data set's file for a language, e.g. `humaneval_cpp.jsonl.gz`.
pub fn file_name(lang: Lang) -> String {
    let tag = match lang {
        Lang::JavaScript => "js",
        Lang::Python => "python",
        Lang::Cpp => "cpp",
        Lang::C => "c",
        Lang::Java => "java",
        Lang::Rust => "rust",
        Lang::Go => "go",
    };
    format!("humaneval_{tag}.jsonl.gz")
}

/// Broken variants written to wrong/: each must be rejected by the judge.
pub const BROKEN: [&str; 2] = ["wrong_return", "empty_body"];

/// One file of an imported problem, relative to its directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    pub path: String,
    pub content: String,
}

/// An imported problem directory `humaneval-<n>`.
#[derive(Debug, Clone)]
pub struct Imported {
    pub id: String,
    pub files: Vec<File>,
}

/// Why a HumanEval-X record cannot be imported.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    /// A Go test file without any `func Test…` to run.
    #[error("{task}: no `func Test…` in the test code")]
    NoGoTests { task: String },
}

/// Build the problem for task `number` from its records (one per language).
pub fn import_task(number: u32, records: &BTreeMap<Lang, Record>) -> Result<Imported, ImportError> {
    let id = format!("humaneval-{number}");
    let mut files = Vec::new();
    let mut code_tests = Vec::new();
    for (&lang, rec) in records {
        let ext = lang.ext();
        let (reference, tests) = (reference(lang, rec), tests(lang, rec)?);
        files.push(File { path: format!("solutions/ref.{ext}"), content: reference });
        files.push(File { path: format!("tests/test.{ext}"), content: tests });
        for variant in BROKEN {
            files.push(File {
                path: format!("wrong/{variant}.{ext}"),
                content: broken(lang, rec, variant),
            });
        }
        // What the candidate is shown: the upstream prompt (signature and docstring) with a body
        // that compiles and returns a default, so it is judged and rejected like any starter.
        files.push(File {
            path: format!("starter/solution.{ext}"),
            content: broken(lang, rec, "wrong_return"),
        });
        code_tests.push(format!("{} = \"tests/test.{ext}\"", lang.id()));
    }
    let statement = records
        .get(&Lang::Python)
        .or(records.values().next())
        .map(|r| r.prompt.clone())
        .unwrap_or_default();
    let toml = format!(
        r#"# Imported from HumanEval-X (Apache-2.0) by `mashang problems import --format humaneval-x`.
id = "{id}"
kind = "function"
level = "junior"
roles = ["algorithm"]
topics = ["humaneval-x"]
languages = [{langs}]
# The upstream tests assert in-process: conformance only, never loadable into the bank.
self_checked = true

[title]
zh = "HumanEval {number}"
en = "HumanEval {number}"

[statement]
zh = {statement}
en = {statement}

[[hints]]
zh = "先读懂文档字符串里的例子。"
en = "Start from the examples in the docstring."
[[hints]]
zh = "想想空输入和只有一个元素的输入。"
en = "Think about empty and single-element inputs."
[[hints]]
zh = "逐条对照例子检查你的实现。"
en = "Check your implementation against each example in turn."

[limits]
time_ms = 10000

[code_tests]
{tests}
"#,
        langs = records.keys().map(|l| format!("\"{}\"", l.id())).collect::<Vec<_>>().join(", "),
        statement = toml_string(&statement),
        tests = code_tests.join("\n"),
    );
    files.push(File { path: "problem.toml".into(), content: toml });
    Ok(Imported { id, files })
}

fn toml_string(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

/// The prompt (or, for Rust, the declaration without the external crates' `use` lines) plus the
/// canonical body.
pub fn reference(lang: Lang, rec: &Record) -> String {
    let code = format!("{}{}", head(lang, rec, false), rec.canonical_solution);
    if lang == Lang::Go { go_fix_imports(&code) } else { code }
}

/// Standard packages Go canonical solutions use, by their qualifier.
const GO_STD: [&str; 14] = [
    "fmt",
    "math",
    "sort",
    "strings",
    "strconv",
    "unicode",
    "bytes",
    "regexp",
    "math/rand",
    "time",
    "crypto/md5",
    "encoding/hex",
    "container/heap",
    "math/big",
];

/// Some Go prompts import packages their canonical solution does not use, or miss ones it does
/// (Go rejects both): rewrite the import block to exactly the standard packages used, as goimports
/// would.
fn go_fix_imports(code: &str) -> String {
    let mut body = String::new();
    let mut inside = false;
    for l in code.lines() {
        let t = l.trim();
        if t.starts_with("import (") {
            inside = !t.ends_with(')');
            continue;
        }
        if inside {
            inside = t != ")";
            continue;
        }
        if t.starts_with("import \"") {
            continue;
        }
        body.push_str(l);
        body.push('\n');
    }
    // Docstrings say things like "a list of strings." — only code counts.
    let code_only: String =
        body.lines().map(|l| l.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n");
    let used: Vec<&str> = GO_STD
        .iter()
        .copied()
        .filter(|path| {
            let name = path.rsplit('/').next().unwrap_or(path);
            replace_qualifier(&code_only, name, "\u{1}") != code_only
        })
        .collect();
    if used.is_empty() {
        return body;
    }
    let list: String = used.iter().map(|p| format!("    \"{p}\"\n")).collect();
    format!("import (\n{list})\n{body}")
}

/// What precedes the body: the prompt; Rust's `declaration` minus `use rand/regex/md5` (crates the
/// sandbox does not have); for broken Go bodies, imports made blank so unused ones still compile.
fn head(lang: Lang, rec: &Record, broken: bool) -> String {
    match lang {
        Lang::Rust => rec
            .declaration
            .lines()
            .filter(|l| {
                let t = l.trim_start();
                !(t.starts_with("use rand")
                    || t.starts_with("use regex")
                    || t.starts_with("use md5"))
            })
            .map(|l| format!("{l}\n"))
            .collect(),
        Lang::Go if broken => blank_go_imports(&rec.prompt),
        _ => rec.prompt.clone(),
    }
}

fn blank_go_imports(prompt: &str) -> String {
    let mut inside = false;
    let mut out = String::new();
    for l in prompt.lines() {
        let t = l.trim();
        let line = if t.starts_with("import (") {
            inside = true;
            l.to_string()
        } else if inside && t == ")" {
            inside = false;
            l.to_string()
        } else if (inside && t.starts_with('"')) || t.starts_with("import \"") {
            l.replacen('"', "_ \"", 1)
        } else {
            l.to_string()
        };
        out.push_str(&line);
        out.push('\n');
    }
    out
}

/// A deliberately broken solution: `wrong_return` returns a type-correct default (None, null,
/// `{}`, `Default::default()`, zero values), `empty_body` has no statements at all.
pub fn broken(lang: Lang, rec: &Record, variant: &str) -> String {
    let head = head(lang, rec, true);
    let empty = variant == "empty_body";
    let body = match lang {
        Lang::Python => if empty { "    pass\n" } else { "    return None\n" }.to_string(),
        Lang::JavaScript => if empty { "}\n" } else { "  return null;\n}\n" }.to_string(),
        Lang::Cpp => if empty { "}\n" } else { "    return {};\n}\n" }.to_string(),
        Lang::C => if empty { "}\n" } else { "    return 0;\n}\n" }.to_string(),
        Lang::Java => {
            let value = java_default(&rec.declaration);
            if empty {
                "    }\n}\n".into()
            } else {
                format!("        return {value};\n    }}\n}}\n")
            }
        }
        Lang::Rust => if empty { "}\n" } else { "    return Default::default();\n}\n" }.to_string(),
        Lang::Go => {
            if empty {
                "}\n".into()
            } else {
                format!("{}}}\n", go_zero_return(&rec.declaration))
            }
        }
    };
    format!("{head}{body}")
}

/// The last non-empty line of a declaration (the function's signature line).
fn signature_line(declaration: &str) -> &str {
    declaration.lines().rev().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

fn java_default(declaration: &str) -> &'static str {
    let sig = signature_line(declaration);
    let ty = sig.trim_start_matches("public ").trim_start_matches("static ");
    match ty.split_whitespace().next().unwrap_or("") {
        "int" | "long" | "short" | "byte" => "0",
        "double" | "float" => "0.0",
        "boolean" => "false",
        "char" => "'\\0'",
        _ => "null",
    }
}

/// `var z0 T; return z0` for the declared result type(s) of `func F(...) T {`.
fn go_zero_return(declaration: &str) -> String {
    let sig = signature_line(declaration);
    let Some(open) = sig.find('(') else { return "    return\n".into() };
    let mut depth = 0;
    let mut close = sig.len();
    for (i, c) in sig[open..].char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    close = open + i;
                    break;
                }
            }
            _ => {}
        }
    }
    let result = sig.get(close + 1..).unwrap_or("").trim().trim_end_matches('{').trim();
    if result.is_empty() {
        return "    return\n".into();
    }
    let types: Vec<&str> = match result.strip_prefix('(').and_then(|r| r.strip_suffix(')')) {
        Some(list) => list.split(',').map(str::trim).collect(),
        None => vec![result],
    };
    if types.iter().any(|t| t.contains(' ')) {
        // Named results: a bare return returns their zero values.
        return "    return\n".into();
    }
    let vars: Vec<String> = (0..types.len()).map(|i| format!("z{i}")).collect();
    let decls: String =
        types.iter().zip(&vars).map(|(t, v)| format!("    var {v} {t}\n")).collect();
    format!("{decls}    return {}\n", vars.join(", "))
}

/// The test code in the judge's convention for each language.
pub fn tests(lang: Lang, rec: &Record) -> Result<String, ImportError> {
    match lang {
        // `check(candidate)` at top level would run while loading: wrap it as a test function.
        Lang::Python => Ok(wrap_top_level_calls(&rec.test, "check(", |call| {
            format!("def test_humaneval():\n    {call}\n")
        })),
        // `testX()` at top level → registered with the driver's `test(name, fn)`.
        Lang::JavaScript => Ok(wrap_top_level_calls(&rec.test, "test", |call| {
            let name = call.trim().trim_end_matches(';').trim_end_matches("()");
            format!("test(\"{name}\", {name});\n")
        })),
        // C++ `main`, Java `Main` and Rust `#[cfg(test)]` are handled by the drivers.
        Lang::C | Lang::Cpp | Lang::Java | Lang::Rust => Ok(rec.test.clone()),
        Lang::Go => go_tests(rec),
    }
}

/// Replace top-level lines that start with `prefix` and look like a call with `wrap(line)`.
fn wrap_top_level_calls(test: &str, prefix: &str, wrap: impl Fn(&str) -> String) -> String {
    let mut out = String::new();
    for line in test.lines() {
        let t = line.trim_end();
        let call = t.starts_with(prefix)
            && !t.starts_with(' ')
            && t.trim_end_matches(';').ends_with(')')
            && !t.contains('=');
        if call {
            out.push_str(&wrap(t));
        } else {
            out.push_str(line);
            out.push('\n');
        }
    }
    out
}

/// Go tests are `func TestX(t *testing.T)` using testify's `assert`, which the sandbox does not
/// have: they become plain functions over a small `assert.New(t).Equal` with testify's
/// semantics (same type and value), run from `main`. The test file's own imports are aliased
/// (`mt<name>`) so they cannot clash with the solution's.
fn go_tests(rec: &Record) -> Result<String, ImportError> {
    let setup = rec.test_setup.as_deref().unwrap_or("");
    let mut imports = vec![("mtfmt".to_string(), "fmt".to_string())];
    for l in setup.lines().map(str::trim) {
        let path = l.trim_matches('"');
        if l.starts_with('"') && path != "testing" && !path.contains("testify") {
            let name = path.rsplit('/').next().unwrap_or(path);
            imports.push((format!("mt{name}"), path.to_string()));
        }
    }
    let mut body = rec.test.replace("*testing.T", "*mashangT");
    for (alias, path) in &imports[1..] {
        let name = path.rsplit('/').next().unwrap_or(path);
        body = replace_qualifier(&body, name, alias);
    }
    let tests: Vec<String> = body
        .lines()
        .filter_map(|l| l.strip_prefix("func Test"))
        .map(|rest| format!("Test{}", rest.split('(').next().unwrap_or("")))
        .collect();
    if tests.is_empty() {
        return Err(ImportError::NoGoTests { task: rec.task_id.clone() });
    }
    // Only what the test body uses: Go rejects unused imports.
    let import_block: String = imports
        .iter()
        .filter(|(a, _)| a == "mtfmt" || body.contains(&format!("{a}.")))
        .map(|(a, p)| format!("{a} \"{p}\"; "))
        .collect::<String>();
    let calls: String = tests.iter().map(|t| format!("\t{t}(&mashangT{{}})\n")).collect();
    Ok(format!(
        "import ({import_block})\n{body}\n{GO_ASSERT}\nfunc main() {{\n{calls}}}\n",
        import_block = import_block.trim_end_matches("; ")
    ))
}

const GO_ASSERT: &str = r#"type mashangT struct{}
type mashangAssertions struct{}
type mashangAssertPkg struct{}

var assert mashangAssertPkg

func (mashangAssertPkg) New(t *mashangT) *mashangAssertions { return &mashangAssertions{} }

// Equal fails like testify's: values must have the same type and print identically.
func (*mashangAssertions) Equal(expected, actual interface{}, msg ...interface{}) bool {
	if mtfmt.Sprintf("%T %#v", expected, expected) != mtfmt.Sprintf("%T %#v", actual, actual) {
		panic(mtfmt.Sprintf("assertion failed: expected %#v (%T), got %#v (%T)", expected, expected, actual, actual))
	}
	return true
}"#;

/// `math.Abs` → `mtmath.Abs` where `math` is a package qualifier (not part of another name).
fn replace_qualifier(code: &str, name: &str, alias: &str) -> String {
    let pat = format!("{name}.");
    let mut out = String::with_capacity(code.len());
    let mut rest = code;
    while let Some(at) = rest.find(&pat) {
        let before = rest[..at].chars().next_back();
        out.push_str(&rest[..at]);
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '.') {
            out.push_str(&pat);
        } else {
            out.push_str(alias);
            out.push('.');
        }
        rest = &rest[at + pat.len()..];
    }
    out.push_str(rest);
    out
}

/// Known upstream problems (per the data set's README): tasks whose canonical solution cannot be
/// accepted here, and why.
pub fn known_exception(lang: Lang, number: u32) -> Option<&'static str> {
    Some(match (lang, number) {
        (Lang::Cpp, 22 | 137) => "needs boost/any.hpp",
        (Lang::Cpp, 162) => "needs -lcrypto (MD5)",
        (Lang::JavaScript, 112 | 155) => "canonical solution is wrong upstream",
        (Lang::JavaScript, 162) => "needs the npm package js-md5",
        (Lang::Rust, 38 | 50 | 53) => "needs crate rand",
        // Not in the data set's README, but its test calls `rand::thread_rng()` just the same.
        (Lang::Rust, 32) => "test needs crate rand",
        (Lang::Rust, 91) => "needs crate regex",
        (Lang::Rust, 162) => "needs crate md5",
        // Returns after looking at ONE key, and Go's map iteration order is random: the canonical
        // solution passes or fails from run to run.
        (Lang::Go, 95) => "canonical solution depends on Go's random map order (flaky upstream)",
        _ => return None,
    })
}

/// Tasks whose upstream test cannot tell a broken body from the canonical one here, and why.
pub fn weak_test(lang: Lang, number: u32) -> Option<&'static str> {
    Some(match (lang, number) {
        // `strlen("abc")` with a string literal picks the C library's strlen(const char *) over
        // the solution's strlen(string): the solution is never called.
        (Lang::Cpp, 23) => "the test's strlen(\"…\") calls the C library, not the solution",
        // `assert!(got - want < 1e-6)` without abs(): any value below the answer passes.
        (Lang::Rust, 4) => "the test checks got - want < 1e-6 without abs(), so 0.0 passes",
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rec(test: &str) -> Record {
        Record {
            task_id: "X/1".into(),
            prompt: String::new(),
            declaration: String::new(),
            canonical_solution: String::new(),
            test: test.into(),
            test_setup: None,
        }
    }

    #[test]
    fn python_and_js_top_level_calls_become_registered_tests() {
        let py = tests(Lang::Python, &rec("def check(c):\n    assert c(1)\n\ncheck(f)\n")).unwrap();
        assert!(py.ends_with("def test_humaneval():\n    check(f)\n"), "{py}");
        let js = tests(Lang::JavaScript, &rec("const testF = () => {}\n\ntestF()\n")).unwrap();
        assert!(js.ends_with("test(\"testF\", testF);\n"), "{js}");
    }

    #[test]
    fn go_wrong_returns_are_typed_zero_values() {
        assert_eq!(
            go_zero_return("func F(a []int) (int, int) {"),
            "    var z0 int\n    var z1 int\n    return z0, z1\n"
        );
        assert_eq!(
            go_zero_return("func F(f func(int) bool) []string {"),
            "    var z0 []string\n    return z0\n"
        );
        assert_eq!(java_default("class S {\n    public boolean f(List<Integer> l) {"), "false");
        assert_eq!(
            blank_go_imports("import (\n    \"math\"\n)\nfunc F() {"),
            "import (\n    _ \"math\"\n)\nfunc F() {\n"
        );
    }

    #[test]
    fn go_reference_imports_are_exactly_the_packages_used() {
        let code = "import (\n    \"time\"\n)\n// a list of strings.\nfunc F(s string) int {\n    return len(strings.Fields(s)) + int(math.Sqrt(4))\n}\n";
        let fixed = go_fix_imports(code);
        assert!(
            fixed.starts_with("import (\n    \"math\"\n    \"strings\"\n)\n// a list"),
            "{fixed}"
        );
        assert!(!fixed.contains("time"));
    }

    #[test]
    fn go_test_packages_are_aliased() {
        assert_eq!(
            replace_qualifier("x := math.Abs(y.math.Z)", "math", "mtmath"),
            "x := mtmath.Abs(y.math.Z)"
        );
    }
}
