//! Java starters: `class Solution` with public methods (arrays for lists, boxed `Map`s), design
//! classes with a constructor, and a `Main` reading stdin. The driver imports `java.util.*`.

use super::{Arg, Class, Func};
use crate::problem::{Lang, Type};

pub(super) const LIST_NODE: &str = "/**
 * Definition for singly-linked list, provided by the judge (do not redefine it):
 *     ListNode {
 *         int val;
 *         ListNode next;
 *         ListNode() {}
 *         ListNode(int val) { this.val = val; }
 *         ListNode(int val, ListNode next) { this.val = val; this.next = next; }
 *     }
 */
";

pub(super) const TREE_NODE: &str = "/**
 * Definition for a binary tree node, provided by the judge (do not redefine it):
 *     TreeNode {
 *         int val;
 *         TreeNode left;
 *         TreeNode right;
 *         TreeNode() {}
 *         TreeNode(int val) { this.val = val; }
 *         TreeNode(int val, TreeNode left, TreeNode right) { this.val = val; this.left = left; this.right = right; }
 *     }
 */
";

pub(super) const STDIO: &str = "import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        StringTokenizer tokens = new StringTokenizer(\"\");
        // Read the input described above (in.readLine(), tokens) and print the answer.
    }
}
";

fn boxed(t: &Type) -> String {
    match t {
        Type::Int => "Integer".into(),
        Type::Long => "Long".into(),
        Type::Float => "Double".into(),
        Type::Bool => "Boolean".into(),
        other => ty(other),
    }
}

/// The Java spelling, as the driver declares its arguments.
fn ty(t: &Type) -> String {
    match t {
        Type::Int => "int".into(),
        Type::Long => "long".into(),
        Type::Float => "double".into(),
        Type::Bool => "boolean".into(),
        Type::String => "String".into(),
        Type::Void => "void".into(),
        Type::List(x) => format!("{}[]", ty(x)),
        Type::Map(k, v) => format!("Map<{}, {}>", boxed(k), boxed(v)),
        Type::Optional(x) => boxed(x),
        Type::ListNode => "ListNode".into(),
        Type::TreeNode => "TreeNode".into(),
    }
}

fn default(t: &Type) -> Option<String> {
    Some(match t {
        Type::Void => return None,
        Type::Int | Type::Long => "0".into(),
        Type::Float => "0.0".into(),
        Type::Bool => "false".into(),
        Type::String => "\"\"".into(),
        Type::Map(..) => "new HashMap<>()".into(),
        // `new int[0][]`: the first dimension empty, the rest left open.
        Type::List(x) if !ty(x).contains('<') => {
            let inner = ty(x);
            match inner.find('[') {
                Some(i) => format!("new {}[0]{}", &inner[..i], &inner[i..]),
                None => format!("new {inner}[0]"),
            }
        }
        _ => "null".into(),
    })
}

fn params(ps: &[Arg]) -> String {
    ps.iter()
        .map(|p| format!("{} {}", ty(&p.ty), Lang::Java.ident(&p.name)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn method(f: &Func) -> String {
    let body = default(&f.returns)
        .map(|d| format!("        return {d};\n"))
        .unwrap_or_else(|| "\n".into());
    format!(
        "    public {} {}({}) {{\n{body}    }}\n",
        ty(&f.returns),
        Lang::Java.ident(&f.name),
        params(&f.params)
    )
}

pub(super) fn function(f: &Func) -> String {
    format!("class Solution {{\n{}}}\n", method(f))
}

pub(super) fn design(c: &Class) -> String {
    let mut out =
        format!("class {} {{\n\n    public {}({}) {{\n\n    }}\n", c.name, c.name, params(&c.ctor));
    for m in &c.methods {
        out.push('\n');
        out.push_str(&method(m));
    }
    out.push_str("}\n");
    out
}
