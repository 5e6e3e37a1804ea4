//! The dialogue drivers of C++, Java, Go and Rust through the real sandbox: the bank's references
//! (a function problem and a design problem) are accepted, known-wrong code is not, every value
//! type crosses the boundary between the driver and the submission's own unit/file, and the
//! submission's compiler diagnostics still point at its own lines. A toolchain that is missing is a
//! visible skip.

// The serialising guard is a std mutex held across awaits on purpose: every test has its own
// runtime, and the guard only keeps timing-sensitive sandbox tests from overlapping.
#![allow(clippy::await_holding_lock)]

use mashang_bank::load_problem;
use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, Verdict};

use super::judge::{judge, problem, serial};
use super::judge_go::{ECHO_GO, ECHO_TOML};

const LANGS: [Lang; 4] = [Lang::Cpp, Lang::Java, Lang::Go, Lang::Rust];

fn available(lang: Lang) -> bool {
    super::skip::runtime(lang, module_path!())
}

fn opts() -> JudgeOptions {
    JudgeOptions { probe: false, style: false, ..JudgeOptions::default() }
}

/// A wrong two-sum (always the first two indices) and a wrong LRU cache (never finds a key).
fn wrong(lang: Lang) -> (&'static str, &'static str) {
    match lang {
        Lang::Cpp => (
            "class Solution { public: vector<int> twoSum(vector<int>& n, int t) { return {0, 1}; } };",
            "class LRUCache { public: LRUCache(int c) {} int get(int k) { return -1; } void put(int k, int v) {} };",
        ),
        Lang::Java => (
            "class Solution { public int[] twoSum(int[] n, int t) { return new int[] {0, 1}; } }",
            "class LRUCache { public LRUCache(int c) {} public int get(int k) { return -1; } public void put(int k, int v) {} }",
        ),
        Lang::Go => (
            "func twoSum(nums []int, target int) []int { return []int{0, 1} }",
            "type LRUCache struct{}\nfunc Constructor(c int) LRUCache { return LRUCache{} }\nfunc (c *LRUCache) Get(k int) int { return -1 }\nfunc (c *LRUCache) Put(k int, v int) {}",
        ),
        _ => (
            "impl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> { vec![0, 1] } }",
            "struct LRUCache;\nimpl LRUCache { fn new(c: i32) -> Self { LRUCache } fn get(&self, k: i32) -> i32 { -1 } fn put(&mut self, k: i32, v: i32) {} }",
        ),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compiled_references_are_accepted_and_wrong_code_is_not_in_every_compiled_language() {
    let _serial = serial();
    let j = judge();
    for lang in LANGS.into_iter().filter(|l| available(*l)) {
        for id in ["two-sum", "lru-cache"] {
            let p = problem(id);
            let r = p.reference(lang).unwrap_or_else(|| panic!("{id} has no {lang} reference"));
            let out = j.judge(&p, lang, &r.code, &opts()).await.unwrap();
            assert_eq!(
                out.verdict,
                Verdict::Accepted,
                "{id} {lang}: {:#?} {:?}",
                out.first_failure(),
                out.compile_output
            );
        }
        let (two_sum, lru) = wrong(lang);
        for (id, code) in [("two-sum", two_sum), ("lru-cache", lru)] {
            let out = j.judge(&problem(id), lang, code, &opts()).await.unwrap();
            assert_eq!(out.verdict, Verdict::WrongAnswer, "{id} {lang}: {:?}", out.compile_output);
        }
    }
}

const ECHO_CPP: &str = r#"class Echo {
    long long base;
public:
    Echo(long long base) : base(base) {}
    int echoInt(int x) { return x; }
    long long addLong(long long x) { return base + x; }
    double echoFloat(double x) { return x; }
    bool negate(bool x) { return !x; }
    string echoString(const string &x) { return x; }
    vector<string> echoStrings(vector<string> x) { return x; }
    unordered_map<string, vector<int>> echoMap(unordered_map<string, vector<int>> &x) { return x; }
    unordered_map<int, string> echoIntMap(unordered_map<int, string> x) { return x; }
    optional<int> echoOpt(optional<int> x) { return x; }
    ListNode *echoList(ListNode *x) { return x; }
    TreeNode *echoTree(TreeNode *x) { return x; }
    vector<vector<double>> echoGrid(const vector<vector<double>> &x) { return x; }
    void reset() { base = 0; }
};
"#;

const ECHO_RS: &str = r#"use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
struct Echo { base: i64 }
impl Echo {
    fn new(base: i64) -> Self { Echo { base } }
    fn echo_int(&self, x: i32) -> i32 { x }
    fn add_long(&self, x: i64) -> i64 { self.base + x }
    fn echo_float(&self, x: f64) -> f64 { x }
    fn negate(&self, x: bool) -> bool { !x }
    fn echo_string(&self, x: String) -> String { x }
    fn echo_strings(&self, x: Vec<String>) -> Vec<String> { x }
    fn echo_map(&self, x: HashMap<String, Vec<i32>>) -> HashMap<String, Vec<i32>> { x }
    fn echo_int_map(&self, x: HashMap<i32, String>) -> HashMap<i32, String> { x }
    fn echo_opt(&self, x: Option<i32>) -> Option<i32> { x }
    fn echo_list(&self, x: Option<Box<ListNode>>) -> Option<Box<ListNode>> { x }
    fn echo_tree(&self, x: Option<Rc<RefCell<TreeNode>>>) -> Option<Rc<RefCell<TreeNode>>> { x }
    fn echo_grid(&self, x: Vec<Vec<f64>>) -> Vec<Vec<f64>> { x }
    fn reset(&mut self) { self.base = 0; }
}
"#;

const ECHO_JAVA: &str = r#"class Echo {
    long base;
    public Echo(long base) { this.base = base; }
    public int echoInt(int x) { return x; }
    public long addLong(long x) { return base + x; }
    public double echoFloat(double x) { return x; }
    public boolean negate(boolean x) { return !x; }
    public String echoString(String x) { return x; }
    public String[] echoStrings(String[] x) { return x; }
    public Map<String, int[]> echoMap(Map<String, int[]> x) { return x; }
    public Map<Integer, String> echoIntMap(Map<Integer, String> x) { return x; }
    public Integer echoOpt(Integer x) { return x; }
    public ListNode echoList(ListNode x) { return x; }
    public TreeNode echoTree(TreeNode x) { return x; }
    public double[][] echoGrid(double[][] x) { return x; }
    public void reset() { base = 0; }
}
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_type_crosses_from_the_driver_to_the_submission_and_back() {
    let _serial = serial();
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("go-echo");
    std::fs::create_dir_all(root.join("solutions")).unwrap();
    std::fs::write(root.join("problem.toml"), ECHO_TOML).unwrap();
    std::fs::write(root.join("solutions/ref.go"), ECHO_GO).unwrap();
    let p = load_problem(&root).unwrap_or_else(|e| panic!("{e:#?}"));
    let j = judge();
    for (lang, code) in [(Lang::Cpp, ECHO_CPP), (Lang::Rust, ECHO_RS), (Lang::Java, ECHO_JAVA)] {
        if !available(lang) {
            continue;
        }
        let out = j.judge(&p, lang, code, &opts()).await.unwrap();
        assert_eq!(
            out.verdict,
            Verdict::Accepted,
            "{lang}: {:#?} {:?}",
            out.tests,
            out.compile_output
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compile_errors_and_warnings_point_at_the_submissions_own_lines() {
    let _serial = serial();
    let p = problem("two-sum");
    let j = judge();
    let cases = [
        (Lang::Cpp, "\n\nclass Solution { int x = ; };", "solution.cpp:3"),
        (Lang::Java, "\n\nclass Solution { int x = ; }", "Solution.java:3"),
        (Lang::Go, "\n\nfunc twoSum(nums []int) int { return }", "solution.go:3"),
        (Lang::Rust, "\n\nimpl Solution { pub fn two_sum() -> i32 { \"no\" } }", "solution.rs:3"),
    ];
    for (lang, code, at) in cases {
        if !available(lang) {
            continue;
        }
        let out = j.judge(&p, lang, code, &opts()).await.unwrap();
        assert_eq!(out.verdict, Verdict::CompileError, "{lang}");
        let output = out.compile_output.unwrap_or_default();
        assert!(output.contains(at), "{lang}: expected {at} in {output}");
    }
    if !available(Lang::Cpp) {
        return;
    }
    let cpp = "class Solution { public: vector<int> twoSum(vector<int>& nums, int target) {\n int unused = 0;\n unordered_map<int, int> s; for (int i = 0; i < (int)nums.size(); i++) { if (s.count(target - nums[i])) return {s[target - nums[i]], i}; s[nums[i]] = i; } return {}; } };";
    let out = j
        .judge(
            &p,
            Lang::Cpp,
            cpp,
            &JudgeOptions { stress: false, probe: false, ..JudgeOptions::default() },
        )
        .await
        .unwrap();
    let unused = out.style.iter().find(|s| s.rule == "unused-variable");
    assert_eq!(unused.and_then(|s| s.line), Some(2), "{:#?}", out.style);
}
