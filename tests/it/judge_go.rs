//! The Go drivers against the real Go toolchain (skipped, with a note, when `go` is not installed):
//! every type the problem format has crosses the generated reader and writer, design and function
//! drivers both, and bank problems with Go references are accepted while wrong Go code is not.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use std::path::Path;

use mashang_bank::load_problem;
use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, Verdict};

use super::judge::{judge, problem, serial};

fn go_available() -> bool {
    super::skip::runtime(Lang::Go, module_path!())
}

pub(crate) const ECHO_TOML: &str = r#"id = "go-echo"
kind = "design"
level = "junior"
roles = ["algorithm"]
topics = ["types"]
[title]
zh = "回声"
en = "Echo"
[statement]
zh = "原样返回每个参数。"
en = "Return every argument unchanged."
[[hints]]
zh = "一"
en = "one"
[[hints]]
zh = "二"
en = "two"
[[hints]]
zh = "三"
en = "three"
[class]
name = "Echo"
constructor = [{ name = "base", type = "long" }]
[[class.methods]]
name = "echo_int"
params = [{ name = "x", type = "int" }]
returns = "int"
[[class.methods]]
name = "add_long"
params = [{ name = "x", type = "long" }]
returns = "long"
[[class.methods]]
name = "echo_float"
params = [{ name = "x", type = "float" }]
returns = "float"
[[class.methods]]
name = "negate"
params = [{ name = "x", type = "bool" }]
returns = "bool"
[[class.methods]]
name = "echo_string"
params = [{ name = "x", type = "string" }]
returns = "string"
[[class.methods]]
name = "echo_strings"
params = [{ name = "x", type = "list<string>" }]
returns = "list<string>"
[[class.methods]]
name = "echo_map"
params = [{ name = "x", type = "map<string,list<int>>" }]
returns = "map<string,list<int>>"
[[class.methods]]
name = "echo_int_map"
params = [{ name = "x", type = "map<int,string>" }]
returns = "map<int,string>"
[[class.methods]]
name = "echo_opt"
params = [{ name = "x", type = "optional<int>" }]
returns = "optional<int>"
[[class.methods]]
name = "echo_list"
params = [{ name = "x", type = "list_node" }]
returns = "list_node"
[[class.methods]]
name = "echo_tree"
params = [{ name = "x", type = "tree_node" }]
returns = "tree_node"
[[class.methods]]
name = "echo_grid"
params = [{ name = "x", type = "list<list<float>>" }]
returns = "list<list<float>>"
[[class.methods]]
name = "reset"
params = []
[[tests]]
name = "every-type"
sample = true
input = '''[["Echo", 5000000000], ["echo_int", -7], ["add_long", 1], ["echo_float", 2.5], ["negate", false],
  ["echo_string", "a \"q\" b\n中文\t\u0001\\"], ["echo_strings", ["x y", ""]], ["echo_map", {"k": [1, 2], "e": []}],
  ["echo_int_map", {"3": "three", "-1": "minus"}], ["echo_opt", null], ["echo_opt", 4],
  ["echo_list", [1, 2, 3]], ["echo_list", []], ["echo_tree", [1, null, 2, 3]], ["echo_tree", []],
  ["echo_grid", [[0.5], []]], ["reset"], ["add_long", 0]]'''
expected = '''[null, -7, 5000000001, 2.5, true, "a \"q\" b\n中文\t\u0001\\", ["x y", ""], {"k": [1, 2], "e": []},
  {"3": "three", "-1": "minus"}, null, 4, [1, 2, 3], [], [1, null, 2, 3], [], [[0.5], []], null, 0]'''
[[tests]]
name = "hidden-empty"
input = '[["Echo", 0], ["echo_strings", []], ["echo_map", {}]]'
expected = '[null, [], {}]'
"#;

pub(crate) const ECHO_GO: &str = r#"package main

import "strings"

type Echo struct{ base int64 }

func Constructor(base int64) Echo { return Echo{base: base} }
func (e *Echo) EchoInt(x int) int { return x }
func (e *Echo) AddLong(x int64) int64 { return e.base + x }
func (e *Echo) EchoFloat(x float64) float64 { return x }
func (e *Echo) Negate(x bool) bool { return !x }
func (e *Echo) EchoString(x string) string { return strings.Repeat(x, 1) }
func (e *Echo) EchoStrings(x []string) []string { return x }
func (e *Echo) EchoMap(x map[string][]int) map[string][]int { return x }
func (e *Echo) EchoIntMap(x map[int]string) map[int]string { return x }
func (e *Echo) EchoOpt(x *int) *int { return x }
func (e *Echo) EchoList(x *ListNode) *ListNode { return x }
func (e *Echo) EchoTree(x *TreeNode) *TreeNode { return x }
func (e *Echo) EchoGrid(x [][]float64) [][]float64 { return x }
func (e *Echo) Reset() { e.base = 0 }
"#;

fn echo_problem(dir: &Path) -> mashang_judge::problem::Problem {
    let root = dir.join("go-echo");
    std::fs::create_dir_all(root.join("solutions")).unwrap();
    std::fs::write(root.join("problem.toml"), ECHO_TOML).unwrap();
    std::fs::write(root.join("solutions/ref.go"), ECHO_GO).unwrap();
    load_problem(&root).unwrap_or_else(|e| panic!("{e:#?}"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_type_round_trips_through_the_generated_go_driver() {
    if !go_available() {
        return;
    }
    let _serial = serial();
    let tmp = tempfile::tempdir().unwrap();
    let p = echo_problem(tmp.path());
    let j = judge();
    let out = j.judge(&p, Lang::Go, ECHO_GO, &JudgeOptions::default()).await.unwrap();
    assert_eq!(
        out.verdict,
        Verdict::Accepted,
        "{:#?}\n{:?}\n{}",
        out.tests,
        out.compile_output,
        out.stderr
    );
    assert_eq!(out.passed, 2);
    // One wrong value in one type must be caught, with the actual value shown.
    let wrong = ECHO_GO.replace("return !x", "return x");
    let out = j.judge(&p, Lang::Go, &wrong, &JudgeOptions::default()).await.unwrap();
    assert_eq!(out.verdict, Verdict::WrongAnswer);
    assert!(out.tests[0].actual.as_deref().unwrap_or("").contains("5000000001,2.5,false"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn go_references_in_the_bank_are_accepted_and_go_mistakes_are_not() {
    if !go_available() {
        return;
    }
    let _serial = serial();
    let j = judge();
    let opts = JudgeOptions { probe: false, style: false, ..JudgeOptions::default() };
    for id in ["two-sum", "lru-cache", "reverse-linked-list", "lowest-common-ancestor"] {
        let p = problem(id);
        let r = p.reference(Lang::Go).unwrap_or_else(|| panic!("{id} has no ref.go"));
        let out = j.judge(&p, Lang::Go, &r.code, &opts).await.unwrap();
        assert_eq!(
            out.verdict,
            Verdict::Accepted,
            "{id}: {:#?} {:?}",
            out.first_failure(),
            out.compile_output
        );
    }
    let p = problem("two-sum");
    let panics = "func twoSum(nums []int, target int) []int { return []int{nums[len(nums)], 0} }";
    let out = j.judge(&p, Lang::Go, panics, &opts).await.unwrap();
    assert_eq!(out.verdict, Verdict::RuntimeError);
    assert!(
        out.first_failure()
            .unwrap()
            .message
            .as_deref()
            .unwrap_or("")
            .contains("index out of range")
    );
    let broken =
        j.judge(&p, Lang::Go, "func twoSum(nums []int) int { return }", &opts).await.unwrap();
    assert_eq!(broken.verdict, Verdict::CompileError);
}
