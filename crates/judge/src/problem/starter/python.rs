//! Python starters: `class Solution` with type hints (the driver also finds the method on it), design
//! classes with `__init__`, and a stdin skeleton.

use super::{Arg, Class, Func};
use crate::problem::Type;

pub(super) const LIST_NODE: &str = "# Definition for singly-linked list.
# class ListNode:
#     def __init__(self, val=0, next=None):
#         self.val = val
#         self.next = next
";

pub(super) const TREE_NODE: &str = "# Definition for a binary tree node.
# class TreeNode:
#     def __init__(self, val=0, left=None, right=None):
#         self.val = val
#         self.left = left
#         self.right = right
";

pub(super) const STDIO: &str = "import sys


def main() -> None:
    data = sys.stdin.read().split()
    # Parse the input described above from `data` and print the answer.


main()
";

/// The type hint; `List`, `Dict` and `Optional` are defined by the driver like on LeetCode.
fn hint(t: &Type) -> String {
    match t {
        Type::Int | Type::Long => "int".into(),
        Type::Float => "float".into(),
        Type::Bool => "bool".into(),
        Type::String => "str".into(),
        Type::Void => "None".into(),
        Type::List(x) => format!("List[{}]", hint(x)),
        Type::Map(k, v) => format!("Dict[{}, {}]", hint(k), hint(v)),
        Type::Optional(x) => format!("Optional[{}]", hint(x)),
        Type::ListNode => "Optional[ListNode]".into(),
        Type::TreeNode => "Optional[TreeNode]".into(),
    }
}

fn params(ps: &[Arg]) -> String {
    ps.iter().map(|p| format!(", {}: {}", p.name, hint(&p.ty))).collect()
}

fn method(f: &Func) -> String {
    format!(
        "    def {}(self{}) -> {}:\n        pass\n",
        f.name,
        params(&f.params),
        hint(&f.returns)
    )
}

pub(super) fn function(f: &Func) -> String {
    format!("class Solution:\n{}", method(f))
}

pub(super) fn design(c: &Class) -> String {
    let mut out =
        format!("class {}:\n\n    def __init__(self{}):\n        pass\n", c.name, params(&c.ctor));
    for m in &c.methods {
        out.push('\n');
        out.push_str(&method(m));
    }
    out
}
