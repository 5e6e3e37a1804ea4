//! Go starters: a top-level func (camelCase) as the driver calls it, design structs with
//! `Constructor` and exported pointer methods (LeetCode's convention), and a stdin skeleton.

use super::{Arg, Class, Func};
use crate::problem::{Lang, Type};

pub(super) const LIST_NODE: &str = "/**
 * Definition for singly-linked list, provided by the judge (do not redefine it):
 *     ListNode: struct {
 *         Val int
 *         Next *ListNode
 *     }
 */
";

pub(super) const TREE_NODE: &str = "/**
 * Definition for a binary tree node, provided by the judge (do not redefine it):
 *     TreeNode: struct {
 *         Val int
 *         Left *TreeNode
 *         Right *TreeNode
 *     }
 */
";

pub(super) const STDIO: &str = "package main

import (
\t\"bufio\"
\t\"os\"
)

func main() {
\tin := bufio.NewScanner(os.Stdin)
\tin.Buffer(make([]byte, 1<<20), 1<<30)
\tin.Split(bufio.ScanWords)
\tout := bufio.NewWriter(os.Stdout)
\tdefer out.Flush()
\tvar tokens []string
\tfor in.Scan() {
\t\ttokens = append(tokens, in.Text())
\t}
\t// Parse the input described above from `tokens`; write the answer to `out`
\t// (import \"fmt\" for fmt.Fprintln(out, ...)).
\t_ = tokens
}
";

/// The Go spelling, as the driver declares its arguments.
fn ty(t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Long => "int64".into(),
        Type::Float => "float64".into(),
        Type::Bool => "bool".into(),
        Type::String => "string".into(),
        Type::Void => String::new(),
        Type::List(x) => format!("[]{}", ty(x)),
        Type::Map(k, v) => format!("map[{}]{}", ty(k), ty(v)),
        Type::Optional(x) => format!("*{}", ty(x)),
        Type::ListNode => "*ListNode".into(),
        Type::TreeNode => "*TreeNode".into(),
    }
}

fn default(t: &Type) -> Option<&'static str> {
    Some(match t {
        Type::Void => return None,
        Type::Int | Type::Long | Type::Float => "0",
        Type::Bool => "false",
        Type::String => "\"\"",
        _ => "nil",
    })
}

fn params(ps: &[Arg]) -> String {
    ps.iter()
        .map(|p| format!("{} {}", Lang::Go.ident(&p.name), ty(&p.ty)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn signature(name: &str, f: &Func) -> String {
    let ret = ty(&f.returns);
    let ret = if ret.is_empty() { String::new() } else { format!(" {ret}") };
    let body =
        default(&f.returns).map(|d| format!("\treturn {d}\n")).unwrap_or_else(|| "\n".into());
    format!("{name}({}){ret} {{\n{body}}}\n", params(&f.params))
}

pub(super) fn function(f: &Func) -> String {
    format!("func {}", signature(&Lang::Go.ident(&f.name), f))
}

/// `add_at_head` → `AddAtHead` (the driver's `method_ident` for Go).
pub(super) fn exported(snake: &str) -> String {
    let c = Lang::Go.ident(snake);
    let mut chars = c.chars();
    chars.next().map(|f| f.to_uppercase().collect::<String>() + chars.as_str()).unwrap_or_default()
}

pub(super) fn design(c: &Class) -> String {
    let name = &c.name;
    let mut out = format!(
        "type {name} struct {{\n\n}}\n\nfunc Constructor({}) {name} {{\n\treturn {name}{{}}\n}}\n",
        params(&c.ctor)
    );
    for m in &c.methods {
        out.push_str(&format!("\nfunc (this *{name}) {}", signature(&exported(&m.name), m)));
    }
    out
}
