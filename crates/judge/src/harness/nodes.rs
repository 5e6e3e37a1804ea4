//! `ListNode` and `TreeNode` as submissions spell them: the judge provides LeetCode's definitions
//! in every language; a submission may paste one (commented, as LeetCode's stubs do, or not).
//! Finding a definition ignores comments and string literals, so a stub's commented
//! `Definition for singly-linked list` header never counts as one. A compiled submission that
//! defines a node type the problem uses gets the judge's definition named when it does not compile
//! (docs/problem-format.md, "Node types").

use crate::problem::{Lang, Type};
use mashang_i18n::{Locale, t};

use super::Shape;

/// A node type the judge provides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Node {
    List,
    Tree,
}

impl Node {
    pub(crate) const ALL: [Node; 2] = [Node::List, Node::Tree];

    pub(crate) fn name(self) -> &'static str {
        match self {
            Node::List => "ListNode",
            Node::Tree => "TreeNode",
        }
    }

    fn ty(self) -> Type {
        match self {
            Node::List => Type::ListNode,
            Node::Tree => Type::TreeNode,
        }
    }

    /// The judge's definition in `lang` (its fields; the constructors are LeetCode's).
    pub(crate) fn definition(self, lang: Lang) -> &'static str {
        match (self, lang) {
            (Node::List, Lang::Cpp) => "struct ListNode { int val; ListNode *next; }",
            (Node::Tree, Lang::Cpp) => {
                "struct TreeNode { int val; TreeNode *left; TreeNode *right; }"
            }
            (Node::List, Lang::Java) => "class ListNode { int val; ListNode next; }",
            (Node::Tree, Lang::Java) => {
                "class TreeNode { int val; TreeNode left; TreeNode right; }"
            }
            (Node::List, Lang::Go) => "type ListNode struct { Val int; Next *ListNode }",
            (Node::Tree, Lang::Go) => {
                "type TreeNode struct { Val int; Left *TreeNode; Right *TreeNode }"
            }
            (Node::List, _) => {
                "pub struct ListNode { pub val: i32, pub next: Option<Box<ListNode>> }"
            }
            (Node::Tree, _) => {
                "pub struct TreeNode { pub val: i32, pub left: Option<Rc<RefCell<TreeNode>>>, pub right: Option<Rc<RefCell<TreeNode>>> }"
            }
        }
    }
}

impl Shape {
    /// Whether the driver builds or reads `node` values for this problem.
    pub(crate) fn uses(&self, node: Node) -> bool {
        self.types().contains(&node.ty())
    }
}

/// `code` with its comments and the insides of its string and character literals blanked
/// (newlines kept). C-family comments; Python's `#` comments and JavaScript's template strings are
/// not needed by any caller.
pub(crate) fn code_only(code: &str, lang: Lang) -> String {
    let quotes: &[char] = match lang {
        Lang::Go => &['"', '\'', '`'],
        // A Rust `'` is as often a lifetime as a character: left as code.
        Lang::Rust => &['"'],
        _ => &['"', '\''],
    };
    let mut out = String::with_capacity(code.len());
    let mut chars = code.chars().peekable();
    let blank = |c: char| if c == '\n' { '\n' } else { ' ' };
    while let Some(c) = chars.next() {
        if c == '/' && chars.peek() == Some(&'/') {
            for c in chars.by_ref() {
                out.push(blank(c));
                if c == '\n' {
                    break;
                }
            }
        } else if c == '/' && chars.peek() == Some(&'*') {
            chars.next();
            out.push_str("  ");
            let mut star = false;
            for c in chars.by_ref() {
                out.push(blank(c));
                if star && c == '/' {
                    break;
                }
                star = c == '*';
            }
        } else if quotes.contains(&c) {
            out.push(c);
            let mut escaped = false;
            for d in chars.by_ref() {
                out.push(if d == c && !escaped { d } else { blank(d) });
                if d == c && !escaped {
                    break;
                }
                escaped = d == '\\' && !escaped && c != '`';
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Identifiers and single punctuation characters of `code` (already without comments).
fn tokens(code: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, c) in code.char_indices() {
        let word = c.is_alphanumeric() || c == '_' || c == '$';
        match (word, start) {
            (true, None) => start = Some(i),
            (false, Some(s)) => {
                out.push(&code[s..i]);
                start = None;
            }
            _ => {}
        }
        if !word && !c.is_whitespace() {
            out.push(&code[i..i + c.len_utf8()]);
        }
    }
    if let Some(s) = start {
        out.push(&code[s..]);
    }
    out
}

/// Whether the submission defines a type named `name` itself (outside comments and strings):
/// C++ `struct`/`class name {` or `: base`, Java `class name`, Go `type name struct`, Rust
/// `struct name`. A C++ forward declaration is not a definition.
pub(crate) fn defines(code: &str, lang: Lang, name: &str) -> bool {
    let code = code_only(code, lang);
    tokens(&code).windows(3).any(|w| {
        w[1] == name
            && match lang {
                Lang::Cpp => matches!(w[0], "struct" | "class") && matches!(w[2], "{" | ":"),
                Lang::Java => matches!(w[0], "class" | "record"),
                Lang::Go => w[0] == "type" && w[2] == "struct",
                Lang::Rust => w[0] == "struct",
                _ => false,
            }
    })
}

/// The node types `shape` uses that the submission defines itself.
pub(crate) fn own_nodes(lang: Lang, shape: &Shape, code: &str) -> Vec<Node> {
    Node::ALL.into_iter().filter(|n| shape.uses(*n) && defines(code, lang, n.name())).collect()
}

/// A compile error of a submission that defines a node type the problem uses: the judge's
/// definition first (in both interface languages: the compiler's output is the same for everyone).
pub(crate) fn explain_compile_error(
    lang: Lang,
    shape: &Shape,
    code: &str,
    output: &mut Option<String>,
) {
    if !lang.compiled() {
        return;
    }
    let notes: Vec<String> = own_nodes(lang, shape, code)
        .into_iter()
        .flat_map(|n| {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("name", &n.name()), ("definition", &n.definition(lang))];
            [Locale::En, Locale::ZhCn].map(|l| t(l, "judge.node_provided", &args))
        })
        .collect();
    if notes.is_empty() {
        return;
    }
    let compiler = output.take().unwrap_or_default();
    *output = Some(format!("{}\n\n{compiler}", notes.join("\n")));
}

/// A JavaScript submission that does not parse because it is written in TypeScript: the load
/// error says so (in both interface languages, as the error itself is the same for everyone).
pub(crate) fn explain_load_error(lang: Lang, code: &str, error: &mut String) {
    if lang == Lang::JavaScript && error.starts_with("SyntaxError") && typescript(code) {
        for l in [Locale::En, Locale::ZhCn] {
            error.push('\n');
            error.push_str(&t(l, "judge.typescript", &[]));
        }
    }
}

/// Type annotations JavaScript never has: `(head: T`, `let x: T`, `): T {` / `): T | null` /
/// `): T =>`, `interface X {`, `type X =`.
fn typescript(code: &str) -> bool {
    let code = code_only(code, Lang::JavaScript);
    let toks = tokens(&code);
    let ident = |s: &str| s.chars().next().is_some_and(|c| c.is_alphabetic() || c == '_');
    toks.windows(4).any(|w| {
        (matches!(w[0], "(" | "let" | "const" | "var") && ident(w[1]) && w[2] == ":")
            || (w[0] == ")"
                && w[1] == ":"
                && ident(w[2])
                && matches!(w[3], "{" | "|" | "<" | "[" | "="))
            || (matches!(w[0], "interface" | "type") && ident(w[1]) && matches!(w[2], "{" | "="))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_commented_definition_is_not_one_and_an_uncommented_one_is() {
        let stub = "/**\n * struct ListNode {\n *   int val;\n * };\n */\nclass Solution {};";
        assert!(!defines(stub, Lang::Cpp, "ListNode"));
        assert!(defines("struct ListNode {\n int val; };", Lang::Cpp, "ListNode"));
        assert!(!defines("struct ListNode;", Lang::Cpp, "ListNode"), "a forward declaration");
        assert!(!defines("auto s = \"struct ListNode {\";", Lang::Cpp, "ListNode"));
        assert!(!defines("// type ListNode struct {", Lang::Go, "ListNode"));
        assert!(defines("type ListNode struct {\n Val int }", Lang::Go, "ListNode"));
        assert!(!defines("/* public class ListNode { */", Lang::Java, "ListNode"));
        assert!(defines("public class TreeNode { int val; }", Lang::Java, "TreeNode"));
        assert!(!defines("// pub struct ListNode {", Lang::Rust, "ListNode"));
        assert!(defines("pub struct ListNode {", Lang::Rust, "ListNode"));
        assert!(!defines("struct ListNodes {", Lang::Rust, "ListNode"));
        assert_eq!(code_only("a /* b\nc */ d", Lang::Cpp), "a     \n     d");
    }

    #[test]
    fn type_annotations_are_typescript_and_plain_javascript_is_not() {
        assert!(typescript("function f(head: ListNode | null): ListNode | null {}"));
        assert!(typescript("let prev: ListNode = null;"));
        assert!(typescript("const f = (a: number) => a;"));
        assert!(!typescript("var f = function (head) { return x ? a(b) : c; };"));
        assert!(!typescript("const o = ({ a: 1 }); label: for (;;) {}"));
        assert!(!typescript("/** @param {ListNode<number>} head */ function f(head) {}"));
    }
}
