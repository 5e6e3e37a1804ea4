//! The normalised token stream of a solution: what stays the same when a copy is disguised.
//! Comments, docstrings, whitespace, semicolons and (outside Python) braces are dropped; every
//! string literal becomes `S`, every number `N`, every user-chosen name `I`. Keywords, common
//! builtins and names reached through `.`, `->` or `::` (methods, fields, library members) keep
//! their spelling: renaming them changes what the program does, and they tell independent
//! solutions apart.

use mashang_judge::problem::Lang;

/// Python's keywords and the builtins a solution calls by name, kept as they are. Only names a
/// solution would not pick for its own variables: a variable named like one of these would keep
/// its spelling, and renaming it would then change the copy's tokens.
const PYTHON: &[&str] = &[
    "and",
    "as",
    "assert",
    "async",
    "await",
    "break",
    "class",
    "continue",
    "def",
    "del",
    "elif",
    "else",
    "except",
    "False",
    "finally",
    "for",
    "from",
    "global",
    "if",
    "import",
    "in",
    "is",
    "lambda",
    "None",
    "nonlocal",
    "not",
    "or",
    "pass",
    "raise",
    "return",
    "self",
    "True",
    "try",
    "while",
    "with",
    "yield",
    "abs",
    "all",
    "any",
    "bisect_left",
    "bisect_right",
    "Counter",
    "defaultdict",
    "dict",
    "enumerate",
    "filter",
    "float",
    "heapq",
    "input",
    "int",
    "isinstance",
    "len",
    "list",
    "map",
    "max",
    "min",
    "print",
    "range",
    "reversed",
    "set",
    "sorted",
    "str",
    "sum",
    "sys",
    "tuple",
    "zip",
];

/// Keywords and primitive types of the compiled languages (C, C++, Java, Go, Rust).
const COMPILED: &[&str] = &[
    "auto",
    "bool",
    "boolean",
    "break",
    "case",
    "catch",
    "char",
    "class",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extends",
    "false",
    "final",
    "float",
    "fn",
    "for",
    "func",
    "go",
    "if",
    "impl",
    "implements",
    "import",
    "int",
    "interface",
    "let",
    "long",
    "loop",
    "match",
    "mut",
    "new",
    "nil",
    "null",
    "nullptr",
    "package",
    "private",
    "protected",
    "pub",
    "public",
    "return",
    "short",
    "signed",
    "size_t",
    "static",
    "struct",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "unsigned",
    "var",
    "void",
    "while",
    // Library names called unqualified after `using namespace std` (or Go's builtins).
    "append",
    "cin",
    "cout",
    "deque",
    "endl",
    "getline",
    "len",
    "lower_bound",
    "make",
    "map",
    "max",
    "min",
    "pair",
    "printf",
    "priority_queue",
    "puts",
    "queue",
    "scanf",
    "set",
    "sort",
    "stack",
    "string",
    "String",
    "swap",
    "to_string",
    "unordered_map",
    "unordered_set",
    "upper_bound",
    "Vec",
    "vector",
];

/// JavaScript's keywords and globals.
const JAVASCRIPT: &[&str] = &[
    "Array",
    "async",
    "await",
    "break",
    "case",
    "catch",
    "class",
    "const",
    "console",
    "continue",
    "default",
    "do",
    "else",
    "false",
    "for",
    "function",
    "if",
    "in",
    "instanceof",
    "JSON",
    "let",
    "Map",
    "Math",
    "new",
    "null",
    "Number",
    "Object",
    "of",
    "parseInt",
    "process",
    "require",
    "return",
    "Set",
    "String",
    "switch",
    "this",
    "throw",
    "true",
    "try",
    "typeof",
    "undefined",
    "var",
    "while",
    "yield",
];

fn kept(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::Python => PYTHON,
        Lang::JavaScript => JAVASCRIPT,
        Lang::Rust | Lang::C | Lang::Cpp | Lang::Java | Lang::Go => COMPILED,
    }
}

/// Tokens of `code` with comments and whitespace dropped and names and literals normalised.
pub(crate) fn normalise(code: &str, lang: Lang) -> Vec<String> {
    let python = matches!(lang, Lang::Python);
    let chars: Vec<char> = code.chars().collect();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        let line_comment = if python { c == '#' } else { c == '/' && next == Some('/') };
        // A C/C++ preprocessor line (`#include`, `#define`) is boilerplate every solution shares.
        let directive = !python && c == '#' && line_start(&chars, i);
        if c.is_whitespace() {
            i += 1;
        } else if line_comment || directive {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if !python && c == '/' && next == Some('*') {
            i += 2;
            while i < chars.len() && !(chars[i] == '*' && chars.get(i + 1) == Some(&'/')) {
                i += 1;
            }
            i += 2;
        } else if c == '"' || c == '\'' || c == '`' {
            let triple = python && next == Some(c) && chars.get(i + 2) == Some(&c);
            i = skip_string(&chars, i, c, triple);
            // A triple-quoted string is a docstring (a comment); any other literal's content
            // does not matter.
            if !triple {
                out.push("S".into());
            }
        } else if c.is_ascii_digit() {
            while i < chars.len()
                && (chars[i].is_alphanumeric() || chars[i] == '.' || chars[i] == '_')
            {
                i += 1;
            }
            out.push("N".into());
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let word: String = chars[start..i].iter().collect();
            let member = matches!(out.last().map(String::as_str), Some("." | "->" | "::"));
            if word == "std" && chars.get(i) == Some(&':') && chars.get(i + 1) == Some(&':') {
                // `std::x` and `x` after `using namespace std` are the same program.
                i += 2;
            } else if member || kept(lang).contains(&word.as_str()) {
                out.push(word);
            } else {
                out.push("I".into());
            }
        } else if c == ';' || (!python && (c == '{' || c == '}')) {
            // Statement ends and block braces are layout: `if (x) return y;` and
            // `if (x) { return y; }` are the same statement.
            i += 1;
        } else {
            let two: String = chars[i..(i + 2).min(chars.len())].iter().collect();
            if matches!(two.as_str(), "->" | "::") {
                out.push(two);
                i += 2;
            } else {
                out.push(c.to_string());
                i += 1;
            }
        }
    }
    out
}

/// The index just past the string literal opening at `start` (quote `q`, tripled or not).
fn skip_string(chars: &[char], start: usize, q: char, triple: bool) -> usize {
    let mut i = start + if triple { 3 } else { 1 };
    while i < chars.len() {
        if chars[i] == '\\' {
            i += 2;
            continue;
        }
        if chars[i] == q
            && (!triple || (chars.get(i + 1) == Some(&q) && chars.get(i + 2) == Some(&q)))
        {
            return i + if triple { 3 } else { 1 };
        }
        i += 1;
    }
    i
}

/// Whether position `i` is the first non-blank character of its line.
fn line_start(chars: &[char], i: usize) -> bool {
    chars[..i].iter().rev().take_while(|c| **c != '\n').all(|c| c.is_whitespace())
}
