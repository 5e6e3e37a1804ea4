//! Starters per language for a function, a design and a stdio problem (snapshots), and the whole
//! bank: every judged problem has a starter in every language it offers, naming what the judge calls.

use super::{Arg, Class, Func, Shape, generate};
use crate::problem::{Kind, Lang, Type};

fn arg(name: &str, ty: &str) -> Arg {
    Arg { name: name.into(), ty: Type::parse(ty).unwrap(), mutated: false }
}

fn reverse_list() -> Shape {
    Shape::Function(Func {
        name: "reverse_list".into(),
        params: vec![arg("head", "list_node")],
        returns: Type::ListNode,
    })
}

fn group_counts() -> Shape {
    Shape::Function(Func {
        name: "group_counts".into(),
        params: vec![arg("word_list", "list<string>"), arg("min_count", "long")],
        returns: Type::parse("map<string,list<int>>").unwrap(),
    })
}

fn lru() -> Shape {
    Shape::Design(Class {
        name: "LRUCache".into(),
        ctor: vec![arg("capacity", "int")],
        methods: vec![
            Func { name: "get".into(), params: vec![arg("key", "int")], returns: Type::Int },
            Func {
                name: "put_value".into(),
                params: vec![arg("key", "int"), arg("value", "int")],
                returns: Type::Void,
            },
        ],
    })
}

/// The starters of every language that offers `shape` (C: stdin/stdout only).
fn all(shape: &Shape) -> String {
    Lang::ALL
        .iter()
        .filter(|l| l.typed() || matches!(shape, Shape::Stdio))
        .map(|l| format!("===== {l}\n{}", generate(shape, *l)))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn function_starters_use_each_drivers_names_and_types() {
    insta::assert_snapshot!("reverse_list", all(&reverse_list()));
    insta::assert_snapshot!("group_counts", all(&group_counts()));
}

#[test]
fn design_starters_declare_the_class_constructor_and_methods() {
    insta::assert_snapshot!("lru_cache", all(&lru()));
}

#[test]
fn stdio_starters_read_stdin() {
    insta::assert_snapshot!("stdio", all(&Shape::Stdio));
}

#[test]
fn node_comments_never_read_as_the_candidate_defining_the_node_types() {
    // The compiled drivers leave out their ListNode/TreeNode when the submission contains these.
    let tree = Shape::Function(Func {
        name: "invert".into(),
        params: vec![arg("root", "tree_node"), arg("head", "list_node")],
        returns: Type::TreeNode,
    });
    for lang in Lang::ALL.into_iter().filter(|l| l.typed()) {
        let s = generate(&tree, lang);
        assert!(s.contains("ListNode") && s.contains("TreeNode"), "{lang}: {s}");
        if lang != Lang::Python && lang != Lang::JavaScript {
            for kw in ["struct ", "class ", "type "] {
                for node in ["ListNode", "TreeNode"] {
                    assert!(!s.contains(&format!("{kw}{node}")), "{lang} says `{kw}{node}`:\n{s}");
                }
            }
        }
    }
}

#[test]
fn starters_only_return_placeholders() {
    // The generated body never depends on the problem beyond its types: two problems with the
    // same signature get the same starter, so no solution can leak into one.
    let a = generate(&reverse_list(), Lang::Rust);
    assert!(a.contains("None\n"), "{a}");
    let b = generate(&lru(), Lang::Cpp);
    assert!(b.contains("return 0;") && !b.contains("return key"), "{b}");
}

/// The name the driver looks up, as it must appear in the starter.
fn called_name(kind: Kind, problem: &crate::problem::Problem, lang: Lang) -> Option<String> {
    match kind {
        Kind::Function => problem.spec.signature.as_ref().map(|s| lang.ident(&s.name)),
        Kind::Design => problem.spec.class.as_ref().map(|c| c.name.clone()),
        _ => None,
    }
}

#[test]
fn every_judged_problem_has_a_starter_in_every_offered_language() {
    let (bank, errors) = crate::problem::testing::bank();
    assert!(errors.is_empty(), "{errors:?}");
    let mut checked = 0;
    for p in bank.iter().filter(|p| p.is_judged()) {
        for lang in p.languages() {
            let starter = p.starter(lang);
            let Some(starter) = starter else {
                panic!("{} has no {lang} starter", p.id());
            };
            if let Some(name) = called_name(p.kind(), p, lang) {
                assert!(
                    starter.contains(&name),
                    "{} {lang} starter lacks `{name}`:\n{starter}",
                    p.id()
                );
            }
            if p.spec.code_tests.is_empty() && p.kind() == Kind::Function {
                assert!(
                    p.solutions.iter().all(|s| s.code.trim() != starter.trim()),
                    "{} {lang}: the starter is a reference solution",
                    p.id()
                );
            }
            checked += 1;
        }
        assert!(p.languages().iter().all(|l| p.starter(*l).is_some()));
        for l in Lang::ALL.iter().filter(|l| !p.languages().contains(l)) {
            assert!(p.starter(*l).is_none(), "{} offers no {l} but has a starter", p.id());
        }
    }
    assert!(checked > 100, "only {checked} starters checked");
    for p in bank.iter().filter(|p| !p.is_judged()) {
        assert!(p.starter(Lang::Python).is_none(), "{} is not judged", p.id());
    }
}

#[test]
fn in_place_starters_take_the_mutated_list_so_the_call_can_change_it() {
    let mut nums = arg("nums", "list<int>");
    nums.mutated = true;
    let shape = Shape::Function(Func {
        name: "move_zeroes".into(),
        params: vec![nums, arg("k", "int")],
        returns: Type::Void,
    });
    insta::assert_snapshot!("move_zeroes", all(&shape));
    let rust = generate(&shape, Lang::Rust);
    assert!(rust.contains("pub fn move_zeroes(nums: &mut Vec<i32>, k: i32) {"), "{rust}");
    assert!(generate(&shape, Lang::Cpp).contains("vector<int>& nums"));
}
