//! jsmutate.py, the JavaScript mutator: its tokenizer on the cases a token-level mutator gets
//! wrong (operators inside strings, template literals with `${}` nesting, comments, regular
//! expressions against division) and one expected mutant per mutation family.

use mashang_judge::problem::{Lang, SourceFile};

use super::mutants::{Mutant, all_mutants};

const MUTATE_JS: &str = include_str!("jsmutate.py");

fn js(code: &str) -> SourceFile {
    SourceFile { path: "solutions/ref.js".into(), lang: Lang::JavaScript, code: code.into() }
}

fn mutants(code: &str) -> Vec<Mutant> {
    all_mutants(&js(code)).expect("jsmutate.py runs")
}

/// `(kind, text)` of every token, from `jsmutate.py --tokens`.
fn tokens(code: &str) -> Vec<(String, String)> {
    use std::io::Write;
    let mut child = std::process::Command::new("python3")
        .args(["-c", MUTATE_JS, "--tokens"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3");
    child.stdin.take().unwrap().write_all(code.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "tokenizing {code:?} failed");
    let all: Vec<(String, String, u32)> = serde_json::from_slice(&out.stdout).unwrap();
    all.into_iter().map(|(kind, text, _)| (kind, text)).collect()
}

fn whats(ms: &[Mutant]) -> Vec<String> {
    ms.iter().map(|m| format!("{}: {}", m.line, m.what)).collect()
}

/// The one mutant described `what`, or a failure listing what there was.
fn the<'a>(ms: &'a [Mutant], what: &str) -> &'a Mutant {
    let found: Vec<_> = ms.iter().filter(|m| m.what == what).collect();
    assert_eq!(found.len(), 1, "one `{what}` among {:#?}", whats(ms));
    found[0]
}

#[test]
fn operators_inside_strings_and_comments_are_not_mutated() {
    let code = "function f(x) {\n  // x < 1 && x === 2\n  /* a >= b || c - 1 */\n  const s = \"a < b && c === 1\" + 'd >= e';\n  return [s, x < 2];\n}\n";
    let ms = mutants(code);
    let mut got = whats(&ms);
    got.sort();
    assert_eq!(got, ["5: `2` changed to `1`", "5: `2` changed to `3`", "5: `<` changed to `<=`"]);
    // Every mutant keeps the strings and comments as written.
    for m in &ms {
        assert!(m.code.contains("\"a < b && c === 1\" + 'd >= e'"), "{}", m.code);
        assert!(m.code.contains("/* a >= b || c - 1 */"), "{}", m.code);
    }
}

#[test]
fn template_literals_are_text_but_their_substitutions_are_code_even_nested() {
    let code = "const f = (a, b) => `x < ${a < b ? `in ${b === 1 ? \"}\" : '{'}` : '`'} > y`;\n";
    let t = tokens(code);
    let templates: Vec<_> =
        t.iter().filter(|(k, _)| k == "template").map(|(_, s)| s.as_str()).collect();
    assert_eq!(templates, ["`x < ${", "`in ${", "}`", "} > y`"]);
    let ms = mutants(code);
    let mut got = whats(&ms);
    got.sort();
    assert_eq!(
        got,
        [
            "1: `1` changed to `0`",
            "1: `1` changed to `2`",
            "1: `<` changed to `<=`",
            "1: `===` changed to `!==`"
        ]
    );
    assert!(the(&ms, "`<` changed to `<=`").code.contains("`x < ${a <= b ?"));
}

#[test]
fn a_slash_after_an_operand_divides_and_elsewhere_starts_a_regular_expression() {
    let code = "function f(a, b, s) {\n  const r = /a<b\\/[/]+ 1/g;\n  if (/=+/.test(s)) return a / b / 2;\n  return s.split(/,/).length;\n}\n";
    let t = tokens(code);
    let regexes: Vec<_> = t.iter().filter(|(k, _)| k == "regex").map(|(_, s)| s.as_str()).collect();
    assert_eq!(regexes, ["/a<b\\/[/]+ 1/g", "/=+/", "/,/"]);
    let divisions = t.iter().filter(|(k, s)| k == "punct" && s == "/").count();
    assert_eq!(divisions, 2);
    let ms = mutants(code);
    // Only the `2` of the division is a constant; the ` 1` inside the regex is text.
    assert!(ms.iter().all(|m| !m.what.starts_with("`1`")), "{:#?}", whats(&ms));
    the(&ms, "`2` changed to `3`");
}

#[test]
fn string_escapes_numbers_and_private_names_tokenize_whole() {
    let t = tokens("a = 'it\\'s < ok' + \"q\\\"\" + 0x1F + 1.5e3 + .5 + 10n + this.#n;");
    let kinds: Vec<_> = t.iter().map(|(k, s)| format!("{k}:{s}")).collect();
    assert_eq!(
        kinds,
        [
            "ident:a",
            "punct:=",
            "str:'it\\'s < ok'",
            "punct:+",
            "str:\"q\\\"\"",
            "punct:+",
            "num:0x1F",
            "punct:+",
            "num:1.5e3",
            "punct:+",
            "num:.5",
            "punct:+",
            "num:10n",
            "punct:+",
            "ident:this",
            "punct:.",
            "ident:#n",
            "punct:;"
        ]
    );
}

#[test]
fn every_family_produces_its_mutant_and_each_mutant_compiles() {
    let code = "function f(xs, a, b) {
  if (a === b) return 0;
  let best = Math.min(a, b);
  for (let i = 0; i < xs.length; i++) {
    if (xs[i] >= best && xs[i] !== a) best = best + xs[i];
  }
  while (a > 0) {
    a -= 1;
  }
  return best || a;
}
";
    let ms = mutants(code);
    let cases = [
        ("`===` changed to `!==`", "if (a !== b) return 0;"),
        ("guard of an early return negated", "if (!(a === b)) return 0;"),
        ("early `return` dropped", "if (a === b)  0;"),
        ("`Math.min` changed to `Math.max`", "Math.max(a, b)"),
        ("loop bound -1", "i < (xs.length) - 1;"),
        ("`<` changed to `<=`", "i <= xs.length"),
        ("`>=` changed to `>`", "xs[i] > best"),
        ("`&&` changed to `||`", "best || xs[i] !== a"),
        ("`+` changed to `-`", "best = best - xs[i]"),
        ("`||` changed to `&&`", "return best && a;"),
        ("`>` changed to `>=`", "while (a >= 0)"),
    ];
    for (what, text) in cases {
        let m = ms.iter().find(|m| m.what == what && m.code.contains(text));
        assert!(m.is_some(), "no `{what}` giving `{text}` among {:#?}", whats(&ms));
    }
    let loops: Vec<_> = ms.iter().filter(|m| m.what == "loop exits after its first pass").collect();
    assert_eq!(loops.len(), 2, "{:#?}", whats(&ms));
    assert!(loops[0].code.contains("best = best + xs[i];\n   break; }"), "{}", loops[0].code);
    // `i = 0` gives `-1` parenthesised, so `x-0` can never become `x--1`.
    assert!(ms.iter().any(|m| m.code.contains("let i = (-1);")));
    // Lines are the reference's: nothing is reformatted.
    assert!(ms.iter().all(|m| m.code.lines().count() == code.lines().count()));
    assert_eq!(the(&ms, "`Math.min` changed to `Math.max`").line, 3);
}

#[test]
fn the_same_mutation_twice_on_a_line_is_told_apart_by_its_order() {
    let ms = mutants("const f = (a, b) => a < 1 || b < 1;\n");
    let first = the(&ms, "`<` changed to `<=`");
    let second = the(&ms, "`<` changed to `<=` (2nd on the line)");
    assert!(first.code.contains("a <= 1 || b < 1"));
    assert!(second.code.contains("a < 1 || b <= 1"));
}

#[test]
fn every_bank_javascript_reference_tokenizes_and_all_its_mutants_compile() {
    let bank = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
    let mut seen = 0;
    for entry in std::fs::read_dir(&bank).unwrap() {
        let file = entry.unwrap().path().join("solutions/ref.js");
        let Ok(code) = std::fs::read_to_string(&file) else { continue };
        // jsmutate.py drops (and reports on stderr) a mutant V8 does not compile: run it here
        // to see that nothing was dropped.
        use std::io::Write;
        let mut child = std::process::Command::new("python3")
            .args(["-c", MUTATE_JS])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(code.as_bytes()).unwrap();
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success() && stderr.is_empty(), "{}: {stderr}", file.display());
        seen += 1;
    }
    assert!(seen >= 29, "only {seen} JavaScript references found");
}

#[test]
fn a_statement_that_is_only_a_call_is_dropped_keeping_the_lines() {
    let code = "function d(fn) {\n  let t = null;\n  return () => {\n    clearTimeout(t);\n    t = setTimeout(fn, 5);\n    log.items.push(\n      t,\n    );\n    if (t) fn();\n  };\n}\n";
    let ms = mutants(code);
    let clear = the(&ms, "`clearTimeout(…)` call dropped");
    assert_eq!(clear.line, 4);
    assert!(clear.code.contains("  return () => {\n    ;\n    t = setTimeout"), "{}", clear.code);
    let push = the(&ms, "`log.items.push(…)` call dropped");
    assert_eq!(push.code.lines().count(), code.lines().count(), "{}", push.code);
    // Not a statement of its own: an assignment's call, and the body of an unbraced `if`.
    assert!(
        ms.iter()
            .all(|m| m.what != "`setTimeout(…)` call dropped" && m.what != "`fn(…)` call dropped"),
        "{:#?}",
        whats(&ms)
    );
}
