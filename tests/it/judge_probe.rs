//! The complexity probe as an attacker and an operator see it: it runs in its own process on
//! generated inputs with expected answers (a wrong probe answer fails the judging and voids the
//! estimate), and what it costs a judging is measured here.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use std::time::Instant;

use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, Verdict};

use crate::judge::{judge, problem, serial};

const TWO_SUM: &str = r#"
def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"#;

/// Wall time of judging two-sum with the probe (the interview's default options) against the
/// same judging without it, medians of 7 after a warm-up. Run:
/// `cargo test --test it judge_probe::measure -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: prints figures for docs/performance.md"]
async fn measure() {
    let _serial = serial();
    let p = problem("two-sum");
    let judge = judge();
    let with = JudgeOptions::default();
    let without = JudgeOptions { probe: false, ..JudgeOptions::default() };
    judge.judge(&p, Lang::Python, TWO_SUM, &with).await.expect("warm-up");
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for _ in 0..7 {
        let t = Instant::now();
        let out = judge.judge(&p, Lang::Python, TWO_SUM, &with).await.expect("judged");
        a.push(t.elapsed().as_secs_f64() * 1e3);
        assert!(out.accepted() && out.complexity.is_some(), "{:#?}", out.first_failure());
        let t = Instant::now();
        judge.judge(&p, Lang::Python, TWO_SUM, &without).await.expect("judged");
        b.push(t.elapsed().as_secs_f64() * 1e3);
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    println!(
        "two-sum python, median of 7: with the probe {:.0} ms, without {:.0} ms",
        median(a),
        median(b)
    );
}

/// Recognises the probe's input sizes (two-sum's are 2,000–32,000 numbers; its tests and stress
/// tests are 2–8 and 200,000), spends linear time there and answers garbage; elsewhere a pair scan.
const RECOGNISES_PROBES: [(Lang, &str); 6] = [
    (
        Lang::Python,
        r#"
def two_sum(nums, target):
    if 2000 <= len(nums) <= 32000:
        s = 0
        for x in nums:
            s += x
        return [0, 1]
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
"#,
    ),
    (
        Lang::JavaScript,
        r#"
function twoSum(nums, target) {
  if (nums.length >= 2000 && nums.length <= 32000) {
    let s = 0;
    for (const x of nums) s += x;
    return [0, 1 + s * 0];
  }
  for (let i = 0; i < nums.length; i++)
    for (let j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] === target) return [i, j];
  return [];
}
"#,
    ),
    (
        Lang::Cpp,
        r#"
class Solution { public: vector<int> twoSum(vector<int>& n, int t) {
  if (n.size() >= 2000 && n.size() <= 32000) { long long s = 0; for (int x : n) s += x; return {0, 1 + (int)(s & 0)}; }
  for (size_t i = 0; i < n.size(); i++) for (size_t j = i + 1; j < n.size(); j++) if (n[i] + n[j] == t) return {(int)i, (int)j};
  return {};
} };
"#,
    ),
    (
        Lang::Java,
        r#"
class Solution { public int[] twoSum(int[] nums, int target) {
  if (nums.length >= 2000 && nums.length <= 32000) { long s = 0; for (int x : nums) s += x; return new int[] {0, 1 + (int) (s & 0)}; }
  for (int i = 0; i < nums.length; i++) for (int j = i + 1; j < nums.length; j++) if (nums[i] + nums[j] == target) return new int[] {i, j};
  return new int[0];
} }
"#,
    ),
    (
        Lang::Go,
        r#"
func twoSum(nums []int, target int) []int {
	if len(nums) >= 2000 && len(nums) <= 32000 {
		s := 0
		for _, x := range nums {
			s += x
		}
		return []int{0, 1 + s*0}
	}
	for i := range nums {
		for j := i + 1; j < len(nums); j++ {
			if nums[i]+nums[j] == target {
				return []int{i, j}
			}
		}
	}
	return nil
}
"#,
    ),
    (
        Lang::Rust,
        r#"
impl Solution { pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {
  if nums.len() >= 2000 && nums.len() <= 32000 { let s: i64 = nums.iter().map(|&x| x as i64).sum(); return vec![0, 1 + (s & 0) as i32]; }
  for i in 0..nums.len() { for j in i + 1..nums.len() { if nums[i] + nums[j] == target { return vec![i as i32, j as i32]; } } }
  vec![]
} }
"#,
    ),
];

/// The probe's inputs have expected answers: a quadratic program that spends linear time on the
/// inputs it recognises as the probe's and answers them with garbage fails the judging on a probe
/// input and earns no estimate — in every language (on main before this it was accepted with
/// "looks linear, as expected").
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn recognising_probe_inputs_and_answering_garbage_fails_and_earns_no_estimate() {
    let p = problem("two-sum");
    // The hidden tests decide the verdict; no 200,000-number stress test to time the scan out.
    let opts = JudgeOptions { stress: false, style: false, ..JudgeOptions::default() };
    for (lang, code) in RECOGNISES_PROBES {
        if !crate::skip::runtime(lang, "it::judge_probe::recognising_probe_inputs") {
            continue;
        }
        let _serial = serial();
        let out = judge().judge(&p, lang, code, &opts).await.expect("judged");
        assert_eq!(out.verdict, Verdict::WrongAnswer, "{lang}: {:#?}", out.compile_output);
        let failed = out.first_failure().expect("a failure");
        assert!(failed.name.starts_with("probe-"), "{lang}: {failed:#?}");
        assert_eq!(out.complexity, None, "{lang}: a void probe gives no estimate");
        let view = out.candidate_view();
        assert!(!view.accepted() && view.complexity.is_none(), "{lang}: {view:#?}");
    }
}

/// The probe runs in a process of its own: a program that burns quadratic time on large inputs
/// only once it has seen a hidden input (two-sum's `negatives`) is measured linear — its timings
/// cannot depend on a hidden input. On main before this, the probe ran after the hidden tests in
/// the same process and this program measured quadratic.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_probe_never_runs_in_a_process_that_held_a_hidden_input() {
    if !crate::skip::runtime(Lang::Python, "it::judge_probe::the_probe_never_runs_in_a_process") {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    let code = r#"
held_hidden = False

def two_sum(nums, target):
    global held_hidden
    if nums == [-3, 4, 3, 90]:
        held_hidden = True
    if held_hidden and len(nums) >= 1000:
        for _ in range(len(nums) * len(nums) // 400):
            pass
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"#;
    let opts = JudgeOptions { stress: false, style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::Python, code, &opts).await.expect("judged");
    assert!(out.accepted(), "{:#?}", out.first_failure());
    let c = out.complexity.expect("measured");
    assert!(c.as_expected, "{}: {:?}", c.label, c.points);
}

/// Statuses chosen after a hidden input entered the process are not shown: a program that fails
/// the stress tests in a pattern spelling out a hidden input shows its first failure only.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn statuses_after_the_first_failure_are_not_shown() {
    if !crate::skip::runtime(Lang::Python, "it::judge_probe::statuses_after_the_first_failure") {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    // After `negatives` ([-3, 4, 3, 90]), the k-th later call fails when bit k of 90 is set.
    let code = r#"
calls = -1

def two_sum(nums, target):
    global calls
    if nums == [-3, 4, 3, 90]:
        calls = 0
    elif calls >= 0:
        calls += 1
        if (90 >> (calls % 7)) & 1:
            return [0, 0]
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"#;
    let opts = JudgeOptions { probe: false, style: false, ..JudgeOptions::default() };
    let out = judge().judge(&p, Lang::Python, code, &opts).await.expect("judged");
    let failures = out.tests.iter().filter(|t| !t.passed()).count();
    assert!(failures > 3, "the program fails many tests: {:#?}", out.tests);
    let view = out.candidate_view();
    let first = out.first_failure.expect("a failure");
    assert_eq!(view.tests.len(), first + 1, "{:#?}", view.tests);
    assert_eq!(view.tests.iter().filter(|t| !t.passed()).count(), 1);
    assert_eq!((view.passed, view.run_ms), (first, 0));
}

/// The probe inputs in a cache entry (the stress set stored by `FsJudgeCache`).
fn probe_inputs(cache_dir: &std::path::Path) -> Vec<serde_json::Value> {
    let dir = cache_dir.join("stress");
    let entries: Vec<_> = std::fs::read_dir(&dir).expect("a stress entry").flatten().collect();
    assert_eq!(entries.len(), 1, "one entry for two-sum in {}", dir.display());
    let set: serde_json::Value =
        serde_json::from_slice(&std::fs::read(entries[0].path()).unwrap()).unwrap();
    // A generated input is stored as `{"json": [args…]}` (`Data::Json`).
    let probe = set["probe"].as_array().expect("probe inputs");
    probe.iter().map(|p| p["input"]["json"].clone()).collect()
}

/// Probe inputs are drawn from the install's secret, not from seeds anyone can compute with the
/// public generator: two installs draw different ones, and the install keeps its secret (so later
/// processes share its cache); and two-sum's answer is not where the input's size says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn probe_inputs_are_drawn_from_the_installs_secret() {
    use mashang_bank::FsJudgeCache;
    use std::sync::Arc;
    if !crate::skip::runtime(Lang::Python, "it::judge_probe::probe_inputs_are_drawn") {
        return;
    }
    let _serial = serial();
    let p = problem("two-sum");
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    let opts = JudgeOptions { stress: false, style: false, ..JudgeOptions::default() };
    for dir in [&a, &b, &a] {
        let j = judge().with_cache(Arc::new(FsJudgeCache::new(dir.clone())));
        let out = j.judge(&p, Lang::Python, TWO_SUM, &opts).await.expect("judged");
        assert!(out.accepted() && out.complexity.is_some(), "{:#?}", out.first_failure());
    }
    let (from_a, from_b) = (probe_inputs(&a), probe_inputs(&b));
    assert_eq!(from_a.len(), 5, "two-sum probes five sizes");
    for (x, y) in from_a.iter().zip(&from_b) {
        assert_ne!(x, y, "two installs draw different probe inputs");
    }
    let a_again = FsJudgeCache::new(a.clone());
    let secret = mashang_judge::cache::JudgeCache::probe_secret(&a_again);
    assert_eq!(secret.map(|s| s.len()), Some(32), "the install keeps its secret");
    // The pair of a large input is no longer where its size says (it was the last two numbers).
    for input in &from_a {
        let nums = input[0].as_array().unwrap();
        let n = nums.len();
        let target = input[1].as_i64().unwrap();
        let last = nums[n - 2].as_i64().unwrap() + nums[n - 1].as_i64().unwrap();
        assert_ne!(last, target, "n = {n}: the answer is not [n-2, n-1]");
    }
}
