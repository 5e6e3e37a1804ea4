//! `ListNode`/`TreeNode` as submitters write them, judged for real in all six typed languages:
//! LeetCode's stubs with their commented `Definition for …` header, the definition pasted
//! uncommented (accepted when it is the judge's; refused with a message naming the judge's when it
//! differs), generic spellings (Python `ListNode[int]`, `Optional["TreeNode"]`, `list[ListNode]`;
//! JSDoc `ListNode<number>`), TypeScript annotations in JavaScript (a message that says so), lists
//! of lists (merge-k), and a helper class of the submission's own named `ListNode` in a problem
//! without node types. The submissions are files in `fixtures/nodes`.

#![allow(clippy::await_holding_lock)] // the judge's serialising guard, as in judge.rs

use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{JudgeOptions, JudgeOutcome, Verdict};

use crate::judge::{judge, problem, serial};

const LIST: &str = "reverse-linked-list";
const TREE: &str = "tree-diameter";
const MERGE: &str = "merge-k-sorted-lists";
const LRU: &str = "lru-cache";

const TYPED: [Lang; 6] =
    [Lang::Python, Lang::JavaScript, Lang::Cpp, Lang::Java, Lang::Go, Lang::Rust];

fn fixture(name: &str) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/fixtures/nodes/");
    std::fs::read_to_string(format!("{path}{name}")).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// The languages of `langs` whose runtime is here (a visible skip line for each other one).
fn present(langs: &[Lang], test: &str) -> Vec<Lang> {
    langs.iter().copied().filter(|l| crate::skip::runtime(*l, test)).collect()
}

async fn run(p: &Problem, lang: Lang, code: &str) -> JudgeOutcome {
    let opts =
        JudgeOptions { stress: false, probe: false, style: false, ..JudgeOptions::default() };
    judge().judge(p, lang, code, &opts).await.unwrap_or_else(|e| panic!("{lang}: {e}"))
}

/// Judges `fixtures/nodes/<file>` for each `(problem, file)` and lists every one not accepted.
async fn not_accepted(cases: &[(&str, Lang, String)]) -> Vec<String> {
    let mut failed = Vec::new();
    for (id, lang, file) in cases {
        let out = run(&problem(id), *lang, &fixture(file)).await;
        if out.verdict != Verdict::Accepted {
            failed.push(format!(
                "{file} on {id}: {:?}\n{}\n{:#?}",
                out.verdict,
                out.compile_output.as_deref().unwrap_or_default(),
                out.first_failure()
            ));
        }
    }
    failed
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn leetcode_stubs_with_the_commented_node_definition_are_accepted_in_every_language() {
    let langs =
        present(&TYPED, "it::judge_nodes::leetcode_stubs_with_the_commented_node_definition");
    let _serial = serial();
    let cases: Vec<_> = langs
        .iter()
        .flat_map(|l| {
            [
                (LIST, *l, format!("stub.list.{}", l.ext())),
                (TREE, *l, format!("stub.tree.{}", l.ext())),
            ]
        })
        .collect();
    let failed = not_accepted(&cases).await;
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_judges_node_definition_pasted_uncommented_is_accepted_in_every_language() {
    let langs = present(&TYPED, "it::judge_nodes::the_judges_node_definition_pasted_uncommented");
    let _serial = serial();
    let cases: Vec<_> = langs
        .iter()
        .flat_map(|l| {
            [
                (LIST, *l, format!("redeclared.list.{}", l.ext())),
                (TREE, *l, format!("redeclared.tree.{}", l.ext())),
            ]
        })
        .collect();
    let failed = not_accepted(&cases).await;
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_node_definition_that_differs_from_the_judges_is_refused_naming_the_judges() {
    let compiled = [Lang::Cpp, Lang::Java, Lang::Go, Lang::Rust];
    let langs = present(&compiled, "it::judge_nodes::a_node_definition_that_differs");
    let _serial = serial();
    let p = problem(LIST);
    for lang in langs {
        let out = run(&p, lang, &fixture(&format!("differs.list.{}", lang.ext()))).await;
        assert_eq!(out.verdict, Verdict::CompileError, "{lang}: {:#?}", out.first_failure());
        let text = out.compile_output.unwrap_or_default();
        // The note comes first, in both languages, with the definition to keep.
        assert!(text.starts_with("ListNode is provided by the judge"), "{lang}: {text}");
        assert!(text.contains("评测已提供 ListNode"), "{lang}: {text}");
        let judges = match lang {
            Lang::Cpp => "struct ListNode { int val; ListNode *next; }",
            Lang::Java => "class ListNode { int val; ListNode next; }",
            Lang::Go => "type ListNode struct { Val int; Next *ListNode }",
            _ => "pub struct ListNode { pub val: i32, pub next: Option<Box<ListNode>> }",
        };
        assert!(text.contains(judges), "{lang}: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn generic_node_spellings_load_in_python_and_javascript() {
    let langs =
        present(&[Lang::Python, Lang::JavaScript], "it::judge_nodes::generic_node_spellings");
    let _serial = serial();
    let mut cases = Vec::new();
    if langs.contains(&Lang::Python) {
        for file in
            ["generic-subscript.list.py", "generic-union.list.py", "generic-typevar.list.py"]
        {
            cases.push((LIST, Lang::Python, file.to_string()));
        }
        cases.push((TREE, Lang::Python, "generic-forward.tree.py".into()));
        cases.push((MERGE, Lang::Python, "generic-builtin.merge.py".into()));
    }
    if langs.contains(&Lang::JavaScript) {
        cases.push((LIST, Lang::JavaScript, "generic-jsdoc.list.js".into()));
    }
    let failed = not_accepted(&cases).await;
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typescript_annotations_in_javascript_are_refused_with_a_message_saying_so() {
    if present(&[Lang::JavaScript], "it::judge_nodes::typescript_annotations").is_empty() {
        return;
    }
    let _serial = serial();
    // A function problem, and one judged by test code (the frontend problems' way).
    let memoize = "function memoize(fn: Function): Function {\n  const seen = new Map<string, unknown>();\n  return (...args: unknown[]) => fn(...args);\n}\n";
    let cases = [(LIST, fixture("typescript.list.js")), ("memoize", memoize.to_string())];
    for (id, code) in cases {
        let out = run(&problem(id), Lang::JavaScript, &code).await;
        assert_ne!(out.verdict, Verdict::Accepted, "{id}");
        let message = out.first_failure().and_then(|t| t.message.clone()).unwrap_or_default();
        assert!(message.contains("SyntaxError"), "{id}: {message}");
        assert!(message.contains("looks like TypeScript"), "{id}: {message}");
        assert!(message.contains("TypeScript 类型标注"), "{id}: {message}");
    }
    // Plain JavaScript with a syntax error is not told it is TypeScript.
    let out = run(
        &problem(LIST),
        Lang::JavaScript,
        "function reverseList(head) {\n  return head +;\n}\n",
    )
    .await;
    let message = out.first_failure().and_then(|t| t.message.clone()).unwrap_or_default();
    assert!(message.contains("SyntaxError") && !message.contains("TypeScript"), "{message}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_list_of_lists_merge_k_style_is_judged_in_every_language() {
    let langs = present(&TYPED, "it::judge_nodes::a_list_of_lists_merge_k_style");
    let _serial = serial();
    let cases: Vec<_> = langs.iter().map(|l| (MERGE, *l, format!("merge.{}", l.ext()))).collect();
    let failed = not_accepted(&cases).await;
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_helper_class_named_list_node_is_the_submissions_own_where_the_problem_has_no_nodes() {
    let langs =
        present(&[Lang::Cpp, Lang::Java, Lang::Go, Lang::Rust], "it::judge_nodes::a_helper_class");
    let _serial = serial();
    let cases: Vec<_> =
        langs.iter().map(|l| (LRU, *l, format!("helper.lru.{}", l.ext()))).collect();
    let failed = not_accepted(&cases).await;
    assert!(failed.is_empty(), "{}", failed.join("\n\n"));
}
