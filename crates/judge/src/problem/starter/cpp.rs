//! C++ starters: `class Solution { public: … }` with the std containers the driver passes
//! (`vector`, `unordered_map`, `optional`, `ListNode*`), design classes, and a stdin skeleton. The
//! driver's prelude includes `<bits/stdc++.h>` and `using namespace std;`, as on LeetCode.

use super::{Arg, Class, Func};
use crate::problem::{Lang, Type};

pub(super) const LIST_NODE: &str = "/**
 * Definition for singly-linked list, provided by the judge (do not redefine it):
 *     ListNode {
 *         int val;
 *         ListNode *next;
 *         ListNode() : val(0), next(nullptr) {}
 *         ListNode(int x) : val(x), next(nullptr) {}
 *         ListNode(int x, ListNode *next) : val(x), next(next) {}
 *     };
 */
";

pub(super) const TREE_NODE: &str = "/**
 * Definition for a binary tree node, provided by the judge (do not redefine it):
 *     TreeNode {
 *         int val;
 *         TreeNode *left;
 *         TreeNode *right;
 *         TreeNode() : val(0), left(nullptr), right(nullptr) {}
 *         TreeNode(int x) : val(x), left(nullptr), right(nullptr) {}
 *         TreeNode(int x, TreeNode *left, TreeNode *right) : val(x), left(left), right(right) {}
 *     };
 */
";

pub(super) const STDIO: &str = "#include <bits/stdc++.h>
using namespace std;

int main() {
    ios::sync_with_stdio(false);
    cin.tie(nullptr);
    // Read the input described above with cin and print the answer with cout.
    return 0;
}
";

/// The C++ spelling, as the driver declares its arguments.
fn ty(t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Long => "long long".into(),
        Type::Float => "double".into(),
        Type::Bool => "bool".into(),
        Type::String => "string".into(),
        Type::Void => "void".into(),
        Type::List(x) => format!("vector<{}>", ty(x)),
        Type::Map(k, v) => format!("unordered_map<{}, {}>", ty(k), ty(v)),
        Type::Optional(x) => format!("optional<{}>", ty(x)),
        Type::ListNode => "ListNode*".into(),
        Type::TreeNode => "TreeNode*".into(),
    }
}

/// Containers are taken by reference (the driver passes lvalues), scalars by value.
fn param(p: &Arg) -> String {
    let name = Lang::Cpp.ident(&p.name);
    match p.ty {
        Type::List(_) | Type::Map(..) => format!("{}& {name}", ty(&p.ty)),
        _ => format!("{} {name}", ty(&p.ty)),
    }
}

fn params(ps: &[Arg]) -> String {
    ps.iter().map(param).collect::<Vec<_>>().join(", ")
}

fn default(t: &Type) -> Option<&'static str> {
    Some(match t {
        Type::Void => return None,
        Type::Int | Type::Long => "0",
        Type::Float => "0.0",
        Type::Bool => "false",
        Type::ListNode | Type::TreeNode => "nullptr",
        Type::String | Type::List(_) | Type::Map(..) | Type::Optional(_) => "{}",
    })
}

fn method(f: &Func) -> String {
    let body = default(&f.returns)
        .map(|d| format!("        return {d};\n"))
        .unwrap_or_else(|| "\n".into());
    format!(
        "    {} {}({}) {{\n{body}    }}\n",
        ty(&f.returns),
        Lang::Cpp.ident(&f.name),
        params(&f.params)
    )
}

pub(super) fn function(f: &Func) -> String {
    format!("class Solution {{\npublic:\n{}}};\n", method(f))
}

pub(super) fn design(c: &Class) -> String {
    let mut out =
        format!("class {} {{\npublic:\n    {}({}) {{\n\n    }}\n", c.name, c.name, params(&c.ctor));
    for m in &c.methods {
        out.push('\n');
        out.push_str(&method(m));
    }
    out.push_str("};\n");
    out
}
