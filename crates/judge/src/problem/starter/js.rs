//! JavaScript starters: a function declaration with JSDoc types (camelCase, as the driver looks it
//! up), design classes, and a stdin skeleton.

use super::{Arg, Class, Func};
use crate::problem::{Lang, Type};

pub(super) const LIST_NODE: &str = "/**
 * Definition for singly-linked list.
 * function ListNode(val, next) {
 *     this.val = (val === undefined ? 0 : val);
 *     this.next = (next === undefined ? null : next);
 * }
 */
";

pub(super) const TREE_NODE: &str = "/**
 * Definition for a binary tree node.
 * function TreeNode(val, left, right) {
 *     this.val = (val === undefined ? 0 : val);
 *     this.left = (left === undefined ? null : left);
 *     this.right = (right === undefined ? null : right);
 * }
 */
";

pub(super) const STDIO: &str =
    "const data = require(\"fs\").readFileSync(0, \"utf8\").split(/\\s+/).filter(Boolean);
// Parse the input described above from `data` and print the answer with console.log.
";

/// The JSDoc type; maps arrive as `Map`s.
fn doc(t: &Type) -> String {
    match t {
        Type::Int | Type::Long | Type::Float => "number".into(),
        Type::Bool => "boolean".into(),
        Type::String => "string".into(),
        Type::Void => "void".into(),
        Type::List(x) => format!("{}[]", doc(x)),
        Type::Map(k, v) => format!("Map<{}, {}>", doc(k), doc(v)),
        Type::Optional(x) => format!("{}|null", doc(x)),
        Type::ListNode => "ListNode".into(),
        Type::TreeNode => "TreeNode".into(),
    }
}

fn jsdoc(indent: &str, params: &[Arg], returns: Option<&Type>) -> String {
    let mut out = format!("{indent}/**\n");
    for p in params {
        out.push_str(&format!(
            "{indent} * @param {{{}}} {}\n",
            doc(&p.ty),
            Lang::JavaScript.ident(&p.name)
        ));
    }
    if let Some(r) = returns {
        out.push_str(&format!("{indent} * @return {{{}}}\n", doc(r)));
    }
    out.push_str(&format!("{indent} */\n"));
    out
}

fn names(params: &[Arg]) -> String {
    params.iter().map(|p| Lang::JavaScript.ident(&p.name)).collect::<Vec<_>>().join(", ")
}

pub(super) fn function(f: &Func) -> String {
    format!(
        "{}function {}({}) {{\n\n}}\n",
        jsdoc("", &f.params, Some(&f.returns)),
        Lang::JavaScript.ident(&f.name),
        names(&f.params)
    )
}

pub(super) fn design(c: &Class) -> String {
    let mut out = format!("class {} {{\n", c.name);
    if !c.ctor.is_empty() {
        out.push_str(&jsdoc("    ", &c.ctor, None));
    }
    out.push_str(&format!("    constructor({}) {{\n\n    }}\n", names(&c.ctor)));
    for m in &c.methods {
        out.push('\n');
        out.push_str(&jsdoc("    ", &m.params, Some(&m.returns)));
        out.push_str(&format!(
            "    {}({}) {{\n\n    }}\n",
            Lang::JavaScript.ident(&m.name),
            names(&m.params)
        ));
    }
    out.push_str("}\n");
    out
}
