//! Rust starters: `impl Solution { pub fn … }` with the driver's types (`i32`, `i64`, `Vec`,
//! `HashMap`, `Option<Box<ListNode>>`, `Option<Rc<RefCell<TreeNode>>>`), design structs with
//! `new`, and a stdin skeleton.

use super::{Arg, Class, Func};
use crate::problem::Type;

pub(super) const LIST_NODE: &str =
    "// Definition for singly-linked list, provided by the judge (do not redefine it):
//     #[derive(PartialEq, Eq, Clone, Debug)]
//     pub ListNode {
//         pub val: i32,
//         pub next: Option<Box<ListNode>>,
//     }
//     impl ListNode { fn new(val: i32) -> Self }
";

pub(super) const TREE_NODE: &str =
    "// Definition for a binary tree node, provided by the judge (do not redefine it):
//     #[derive(Debug, PartialEq, Eq)]
//     pub TreeNode {
//         pub val: i32,
//         pub left: Option<Rc<RefCell<TreeNode>>>,
//         pub right: Option<Rc<RefCell<TreeNode>>>,
//     }
//     impl TreeNode { pub fn new(val: i32) -> Self }
";

pub(super) const STDIO: &str = "use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let mut tokens = input.split_ascii_whitespace();
    // Parse the input described above with tokens.next() and print the answer with println!.
    let _ = tokens.next();
}
";

/// The Rust spelling, as the driver declares its arguments (with `use` lines for the short names).
fn ty(t: &Type) -> String {
    match t {
        Type::Int => "i32".into(),
        Type::Long => "i64".into(),
        Type::Float => "f64".into(),
        Type::Bool => "bool".into(),
        Type::String => "String".into(),
        Type::Void => "()".into(),
        Type::List(x) => format!("Vec<{}>", ty(x)),
        Type::Map(k, v) => format!("HashMap<{}, {}>", ty(k), ty(v)),
        Type::Optional(x) => format!("Option<{}>", ty(x)),
        Type::ListNode => "Option<Box<ListNode>>".into(),
        Type::TreeNode => "Option<Rc<RefCell<TreeNode>>>".into(),
    }
}

fn default(t: &Type) -> Option<&'static str> {
    Some(match t {
        Type::Void => return None,
        Type::Int | Type::Long => "0",
        Type::Float => "0.0",
        Type::Bool => "false",
        Type::String => "String::new()",
        Type::List(_) => "vec![]",
        Type::Map(..) => "HashMap::new()",
        Type::Optional(_) | Type::ListNode | Type::TreeNode => "None",
    })
}

/// `use` lines for the short type names the signature mentions.
fn uses<'a>(types: impl Iterator<Item = &'a Type>) -> String {
    let mut all = Vec::new();
    types.for_each(|t| t.closure(&mut all));
    let mut out = String::new();
    if all.contains(&Type::TreeNode) {
        out.push_str("use std::cell::RefCell;\nuse std::rc::Rc;\n");
    }
    if all.iter().any(|t| matches!(t, Type::Map(..))) {
        out.push_str("use std::collections::HashMap;\n");
    }
    if !out.is_empty() {
        out.push('\n');
    }
    out
}

fn params(ps: &[Arg]) -> String {
    let mutable = |p: &Arg| if p.mutated { "&mut " } else { "" };
    ps.iter()
        .map(|p| format!("{}: {}{}", p.name, mutable(p), ty(&p.ty)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn method(f: &Func, receiver: &str) -> String {
    let ret = match f.returns {
        Type::Void => String::new(),
        ref t => format!(" -> {}", ty(t)),
    };
    let body = default(&f.returns).map(|d| format!("        {d}\n")).unwrap_or_else(|| "\n".into());
    let sep = if receiver.is_empty() || f.params.is_empty() { "" } else { ", " };
    format!("    pub fn {}({receiver}{sep}{}){ret} {{\n{body}    }}\n", f.name, params(&f.params))
}

fn types_of(f: &Func) -> impl Iterator<Item = &Type> {
    f.params.iter().map(|p| &p.ty).chain([&f.returns])
}

pub(super) fn function(f: &Func) -> String {
    format!("{}impl Solution {{\n{}}}\n", uses(types_of(f)), method(f, ""))
}

pub(super) fn design(c: &Class) -> String {
    let name = &c.name;
    let types = c.ctor.iter().map(|p| &p.ty).chain(c.methods.iter().flat_map(types_of));
    let mut out = format!(
        "{}struct {name} {{\n\n}}\n\nimpl {name} {{\n    pub fn new({}) -> Self {{\n        {name} {{}}\n    }}\n",
        uses(types),
        params(&c.ctor)
    );
    for m in &c.methods {
        out.push('\n');
        out.push_str(&method(m, "&mut self"));
    }
    out.push_str("}\n");
    out
}
