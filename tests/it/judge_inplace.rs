//! In-place signatures (`mutates`) through the real sandbox in every language: a solution that
//! changes the argument is accepted (the whole argument for `void`, its first k elements for a
//! returned k), and one that computes the right values in a copy leaves the argument unchanged and
//! is rejected. A runtime that is missing is a visible skip.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, Verdict};

use super::judge::{judge, problem, serial};

pub(crate) fn available(lang: Lang) -> bool {
    super::skip::runtime(lang, module_path!())
}

pub(crate) fn opts() -> JudgeOptions {
    JudgeOptions { probe: false, style: false, counterexample: false, ..JudgeOptions::default() }
}

/// move-zeroes, rearranging the caller's list.
fn move_zeroes(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => {
            "def move_zeroes(nums):\n    w = 0\n    for x in list(nums):\n        if x:\n            nums[w] = x\n            w += 1\n    for i in range(w, len(nums)):\n        nums[i] = 0\n"
        }
        Lang::JavaScript => {
            "function moveZeroes(nums) { let w = 0; for (const x of nums) if (x !== 0) nums[w++] = x; while (w < nums.length) nums[w++] = 0; }"
        }
        Lang::Rust => {
            "impl Solution { pub fn move_zeroes(nums: &mut Vec<i32>) { let mut w = 0; for i in 0..nums.len() { if nums[i] != 0 { nums[w] = nums[i]; w += 1; } } for x in &mut nums[w..] { *x = 0; } } }"
        }
        Lang::Cpp => {
            "class Solution { public: void moveZeroes(vector<int>& nums) { stable_partition(nums.begin(), nums.end(), [](int x) { return x != 0; }); } };"
        }
        Lang::Java => {
            "class Solution { public void moveZeroes(int[] nums) { int w = 0; for (int x : nums) if (x != 0) nums[w++] = x; while (w < nums.length) nums[w++] = 0; } }"
        }
        _ => {
            "func moveZeroes(nums []int) { w := 0; for _, x := range nums { if x != 0 { nums[w] = x; w++ } }; for ; w < len(nums); w++ { nums[w] = 0 } }"
        }
    }
}

/// move-zeroes computed right, but in a new list (returned, or bound to the local name only).
fn move_zeroes_in_a_copy(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => {
            "def move_zeroes(nums):\n    return [x for x in nums if x] + [0] * nums.count(0)\n"
        }
        Lang::JavaScript => {
            "function moveZeroes(nums) { nums = nums.filter((x) => x !== 0).concat(nums.filter((x) => x === 0)); return nums; }"
        }
        Lang::Rust => {
            "impl Solution { pub fn move_zeroes(nums: &mut Vec<i32>) { let mut nums = nums.clone(); let n = nums.len(); nums.retain(|&x| x != 0); nums.resize(n, 0); } }"
        }
        Lang::Cpp => {
            "class Solution { public: void moveZeroes(vector<int> nums) { stable_partition(nums.begin(), nums.end(), [](int x) { return x != 0; }); } };"
        }
        Lang::Java => {
            "class Solution { public void moveZeroes(int[] nums) { nums = nums.clone(); int w = 0; for (int x : nums) if (x != 0) nums[w++] = x; while (w < nums.length) nums[w++] = 0; } }"
        }
        _ => {
            "func moveZeroes(nums []int) { nums = append([]int(nil), nums...); w := 0; for _, x := range nums { if x != 0 { nums[w] = x; w++ } }; for ; w < len(nums); w++ { nums[w] = 0 } }"
        }
    }
}

/// remove-duplicates-sorted: the distinct values moved to the front, their count returned.
fn remove_duplicates(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => {
            "def remove_duplicates(nums):\n    k = 0\n    for x in nums:\n        if k == 0 or x != nums[k - 1]:\n            nums[k] = x\n            k += 1\n    return k\n"
        }
        Lang::JavaScript => {
            "function removeDuplicates(nums) { let k = 0; for (const x of nums) if (k === 0 || x !== nums[k - 1]) nums[k++] = x; return k; }"
        }
        // Idiomatic Rust shortens the vector itself: its first k elements are all of it.
        Lang::Rust => {
            "impl Solution { pub fn remove_duplicates(nums: &mut Vec<i32>) -> i32 { nums.dedup(); nums.len() as i32 } }"
        }
        Lang::Cpp => {
            "class Solution { public: int removeDuplicates(vector<int>& nums) { return unique(nums.begin(), nums.end()) - nums.begin(); } };"
        }
        Lang::Java => {
            "class Solution { public int removeDuplicates(int[] nums) { int k = 0; for (int x : nums) if (k == 0 || x != nums[k - 1]) nums[k++] = x; return k; } }"
        }
        _ => {
            "func removeDuplicates(nums []int) int { k := 0; for _, x := range nums { if k == 0 || x != nums[k-1] { nums[k] = x; k++ } }; return k }"
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_place_solutions_are_accepted_and_copies_rejected_in_every_language() {
    let _serial = serial();
    let j = judge();
    let (zeroes, dedup) = (problem("move-zeroes"), problem("remove-duplicates-sorted"));
    let all = [Lang::Python, Lang::JavaScript, Lang::Rust, Lang::Cpp, Lang::Java, Lang::Go];
    for lang in all.into_iter().filter(|l| available(*l)) {
        for (p, code) in [(&zeroes, move_zeroes(lang)), (&dedup, remove_duplicates(lang))] {
            let out = j.judge(p, lang, code, &opts()).await.unwrap();
            assert_eq!(
                out.verdict,
                Verdict::Accepted,
                "{} {lang}: {:#?} {:?}",
                p.id(),
                out.first_failure(),
                out.compile_output
            );
            assert!(out.total > 20, "{} {lang}: stress tests ran too ({})", p.id(), out.total);
        }
        let out = j.judge(&zeroes, lang, move_zeroes_in_a_copy(lang), &opts()).await.unwrap();
        assert_eq!(out.verdict, Verdict::WrongAnswer, "{lang}: {:?}", out.compile_output);
        let first = out.first_failure().expect("a failing test");
        assert_eq!(first.name, "example-1", "{lang}: {first:?}");
        assert_eq!(first.actual.as_deref(), Some("[0,1,0,3,12]"), "{lang}: the unchanged argument");
    }
}
