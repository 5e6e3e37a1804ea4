//! Starter code: what the candidate sees under the statement, generated per language from the
//! typed signature (function), the class spec (design) or a reading skeleton (stdio), in the names
//! and types each judge driver calls (see src/core/judge/harness). A problem may override the
//! generated text per language with a file in its `starter/` directory.
//!
//! A starter's body only returns a default value: it must compile and be rejected by the judge
//! (`problems check` verifies both), never solve anything.

mod cpp;
mod example;
mod go;
mod java;
mod js;
mod python;
mod rust;

pub use example::Example;

use super::{Kind, Lang, Param, Problem, Type};

/// A typed, named value as the generators print it.
#[derive(Debug, Clone)]
pub(crate) struct Arg {
    /// snake_case, as written in problem.toml.
    pub name: String,
    pub ty: Type,
    /// The function changes it in place (`[signature] mutates`): Rust lends it `&mut`.
    pub mutated: bool,
}

/// A function or method to declare.
#[derive(Debug, Clone)]
pub(crate) struct Func {
    pub name: String,
    pub params: Vec<Arg>,
    pub returns: Type,
}

/// A design problem's class.
#[derive(Debug, Clone)]
pub(crate) struct Class {
    pub name: String,
    pub ctor: Vec<Arg>,
    pub methods: Vec<Func>,
}

/// Which judge-provided node types a starter mentions (shown as comments, LeetCode-style).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Nodes {
    pub list: bool,
    pub tree: bool,
}

impl Nodes {
    fn of<'a>(types: impl Iterator<Item = &'a Type>) -> Nodes {
        let mut all = Vec::new();
        types.for_each(|t| t.closure(&mut all));
        Nodes { list: all.contains(&Type::ListNode), tree: all.contains(&Type::TreeNode) }
    }
}

/// What the generators need: the parsed shape of one problem.
#[derive(Debug, Clone)]
pub(crate) enum Shape {
    Function(Func),
    Design(Class),
    Stdio,
}

impl Shape {
    /// The shape of `problem`, or `None` when it has no typed signature (system design, test-code
    /// problems — those need a `starter/` file) or a type does not parse (the loader reports that).
    pub(crate) fn of(problem: &Problem) -> Option<Shape> {
        let spec = &problem.spec;
        match spec.kind {
            Kind::Stdio => Some(Shape::Stdio),
            Kind::SystemDesign => None,
            Kind::Design => {
                let c = spec.class.as_ref()?;
                let methods = c
                    .methods
                    .iter()
                    .map(|m| func(&m.name, &m.params, &m.returns))
                    .collect::<Option<Vec<_>>>()?;
                Some(Shape::Design(Class {
                    name: c.name.clone(),
                    ctor: args(&c.constructor)?,
                    methods,
                }))
            }
            Kind::Function => {
                let s = spec.signature.as_ref()?;
                let mut f = func(&s.name, &s.params, &s.returns)?;
                f.params.iter_mut().for_each(|p| p.mutated = s.mutates.as_ref() == Some(&p.name));
                Some(Shape::Function(f))
            }
        }
    }

    fn nodes(&self) -> Nodes {
        match self {
            Shape::Function(f) => Nodes::of(f.params.iter().map(|p| &p.ty).chain([&f.returns])),
            Shape::Design(c) => Nodes::of(
                c.ctor
                    .iter()
                    .map(|p| &p.ty)
                    .chain(c.methods.iter().flat_map(|m| m.params.iter().map(|p| &p.ty)))
                    .chain(c.methods.iter().map(|m| &m.returns)),
            ),
            Shape::Stdio => Nodes::default(),
        }
    }
}

fn args(params: &[Param]) -> Option<Vec<Arg>> {
    params
        .iter()
        .map(|p| Some(Arg { name: p.name.clone(), ty: Type::parse(&p.ty).ok()?, mutated: false }))
        .collect()
}

fn func(name: &str, params: &[Param], returns: &str) -> Option<Func> {
    Some(Func {
        name: name.to_string(),
        params: args(params)?,
        returns: Type::parse(returns).ok()?,
    })
}

/// The generated starter of `shape` in `lang` (ignoring overrides).
pub(crate) fn generate(shape: &Shape, lang: Lang) -> String {
    let nodes = shape.nodes();
    let body = match (lang, shape) {
        (_, Shape::Stdio) => return stdio(lang).to_string(),
        // No typed driver: a problem with a signature does not offer C (see `Lang::typed`).
        (Lang::C, _) => return C_UNTYPED.to_string(),
        (Lang::Python, Shape::Function(f)) => python::function(f),
        (Lang::Python, Shape::Design(c)) => python::design(c),
        (Lang::JavaScript, Shape::Function(f)) => js::function(f),
        (Lang::JavaScript, Shape::Design(c)) => js::design(c),
        (Lang::Cpp, Shape::Function(f)) => cpp::function(f),
        (Lang::Cpp, Shape::Design(c)) => cpp::design(c),
        (Lang::Java, Shape::Function(f)) => java::function(f),
        (Lang::Java, Shape::Design(c)) => java::design(c),
        (Lang::Go, Shape::Function(f)) => go::function(f),
        (Lang::Go, Shape::Design(c)) => go::design(c),
        (Lang::Rust, Shape::Function(f)) => rust::function(f),
        (Lang::Rust, Shape::Design(c)) => rust::design(c),
    };
    format!("{}{body}", node_comments(lang, nodes))
}

/// C reads and writes plain text: its starter for stdin/stdout problems.
const C_STDIO: &str = "#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
    // Read the input described above with scanf and print the answer with printf.
    return 0;
}
";

/// What a typed problem would show in C, which it never offers.
const C_UNTYPED: &str = "/* C is judged on stdin/stdout problems only. */\n";

fn stdio(lang: Lang) -> &'static str {
    match lang {
        Lang::C => C_STDIO,
        Lang::Python => python::STDIO,
        Lang::JavaScript => js::STDIO,
        Lang::Cpp => cpp::STDIO,
        Lang::Java => java::STDIO,
        Lang::Go => go::STDIO,
        Lang::Rust => rust::STDIO,
    }
}

/// The judge-provided ListNode/TreeNode definitions, commented out the way LeetCode shows them —
/// without the `struct ListNode` / `class ListNode` / `type ListNode` spelling: the compiled drivers
/// take that text in a submission as the candidate defining the type themselves (and then leave
/// theirs out), so a starter pasted back with its comment must not contain it.
fn node_comments(lang: Lang, nodes: Nodes) -> String {
    let (list, tree) = match lang {
        Lang::C => ("", ""),
        Lang::Python => (python::LIST_NODE, python::TREE_NODE),
        Lang::JavaScript => (js::LIST_NODE, js::TREE_NODE),
        Lang::Cpp => (cpp::LIST_NODE, cpp::TREE_NODE),
        Lang::Java => (java::LIST_NODE, java::TREE_NODE),
        Lang::Go => (go::LIST_NODE, go::TREE_NODE),
        Lang::Rust => (rust::LIST_NODE, rust::TREE_NODE),
    };
    let mut out = String::new();
    if nodes.list {
        out.push_str(list);
    }
    if nodes.tree {
        out.push_str(tree);
    }
    out
}

impl Problem {
    /// The starter code in `lang`: the problem's `starter/` file for it, else the generated one.
    /// `None` for languages the problem does not offer and for problems without a typed signature
    /// and no `starter/` file.
    pub fn starter(&self, lang: Lang) -> Option<String> {
        if !self.languages().contains(&lang) {
            return None;
        }
        if let Some(file) = self.starters.iter().find(|s| s.lang == lang) {
            return Some(file.code.clone());
        }
        Shape::of(self).map(|s| generate(&s, lang))
    }
}

#[cfg(test)]
mod tests;
