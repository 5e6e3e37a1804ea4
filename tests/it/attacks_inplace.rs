//! Hostile in-place submissions through the real sandbox, in every language: a returned length
//! past the end of the argument or below zero, and changes made to the argument after the call
//! returned (a thread, a timer, a microtask, an exit hook, a finalizer). The judge builds the
//! answer from the state the driver copied into its reply right after the call, so none can win.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOutcome, Verdict};

use super::judge::{judge, problem, serial};
use super::judge_inplace::{available, opts};

const ALL: [Lang; 6] =
    [Lang::Python, Lang::JavaScript, Lang::Rust, Lang::Cpp, Lang::Java, Lang::Go];

/// remove-duplicates-sorted deduplicating correctly, then returning `k` instead of the count.
fn dedup_returning(lang: Lang, k: &str) -> String {
    match lang {
        Lang::Python => format!(
            "def remove_duplicates(nums):\n    k = 0\n    for x in nums:\n        if k == 0 or x != nums[k - 1]:\n            nums[k] = x\n            k += 1\n    return {k}\n"
        ),
        Lang::JavaScript => format!(
            "function removeDuplicates(nums) {{ let k = 0; for (const x of nums) if (k === 0 || x !== nums[k - 1]) nums[k++] = x; return {k}; }}"
        ),
        Lang::Rust => format!(
            "impl Solution {{ pub fn remove_duplicates(nums: &mut Vec<i32>) -> i32 {{ nums.dedup(); {k} }} }}"
        ),
        Lang::Cpp => format!(
            "class Solution {{ public: int removeDuplicates(vector<int>& nums) {{ unique(nums.begin(), nums.end()); return {k}; }} }};"
        ),
        Lang::Java => format!(
            "class Solution {{ public int removeDuplicates(int[] nums) {{ int k = 0; for (int x : nums) if (k == 0 || x != nums[k - 1]) nums[k++] = x; return {k}; }} }}"
        ),
        _ => format!(
            "func removeDuplicates(nums []int) int {{ k := 0; for _, x := range nums {{ if k == 0 || x != nums[k-1] {{ nums[k] = x; k++ }} }}; return {k} }}"
        ),
    }
}

/// The huge and the negative length each language can return.
fn bad_lengths(lang: Lang) -> [&'static str; 2] {
    match lang {
        Lang::Python => ["10**18", "-1"],
        Lang::JavaScript => ["2 ** 53", "-1"],
        Lang::Rust => ["i32::MAX", "-1"],
        Lang::Cpp => ["INT_MAX", "-1"],
        Lang::Java => ["Integer.MAX_VALUE", "-1"],
        _ => ["1 << 62", "-1"],
    }
}

fn first_message(out: &JudgeOutcome) -> String {
    out.first_failure().and_then(|t| t.message.clone()).unwrap_or_default()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_returned_length_past_the_argument_or_below_zero_is_a_wrong_answer_in_every_language() {
    let _serial = serial();
    let j = judge();
    let p = problem("remove-duplicates-sorted");
    for lang in ALL.into_iter().filter(|l| available(*l)) {
        let [huge, negative] = bad_lengths(lang);
        for (k, says) in [(huge, "is longer than the argument"), (negative, "is negative")] {
            let code = dedup_returning(lang, k);
            let out = j.judge(&p, lang, &code, &opts()).await.unwrap();
            assert_eq!(out.verdict, Verdict::WrongAnswer, "{lang} k={k}: {:?}", out.compile_output);
            let first = out.first_failure().expect("a failing test");
            assert_eq!(first.name, "example-1", "{lang} k={k}: {first:?}");
            assert!(first_message(&out).contains(says), "{lang} k={k}: {first:?}");
            assert!(out.passed == 0, "{lang} k={k}: no test passes with a forged length");
        }
    }
    // Not an integer at all (JSON can carry anything a dynamic language returns).
    for (lang, k) in [(Lang::Python, "True"), (Lang::Python, "1.0"), (Lang::JavaScript, "Infinity")]
    {
        let out = j.judge(&p, lang, &dedup_returning(lang, k), &opts()).await.unwrap();
        assert_eq!(out.verdict, Verdict::WrongAnswer, "{lang} k={k}");
        assert!(first_message(&out).contains("must be an integer"), "{lang} k={k}: {out:?}");
    }
}

/// move-zeroes that leaves the argument alone during the call and rearranges it later.
fn mutates_later(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => {
            r#"
import atexit, threading

def _fix(nums):
    w = 0
    for x in list(nums):
        if x:
            nums[w] = x
            w += 1
    for i in range(w, len(nums)):
        nums[i] = 0

class _Late:
    def __init__(self, nums):
        self.nums = nums
    def __del__(self):
        _fix(self.nums)

_kept = []

def move_zeroes(nums):
    atexit.register(_fix, nums)
    _kept.append(_Late(nums))  # finalised at interpreter exit
    t = threading.Timer(0.2, _fix, (nums,))
    t.daemon = True
    t.start()
"#
        }
        Lang::JavaScript => {
            r#"
function fix(nums) { let w = 0; for (const x of nums.slice()) if (x !== 0) nums[w++] = x; while (w < nums.length) nums[w++] = 0; }
function moveZeroes(nums) {
  Promise.resolve().then(() => fix(nums));
  setTimeout(() => fix(nums), 0);
  setImmediate(() => fix(nums));
  process.on("exit", () => fix(nums));
}
"#
        }
        Lang::Rust => {
            r#"
impl Solution {
    pub fn move_zeroes(nums: &mut Vec<i32>) {
        let at = nums as *mut Vec<i32> as usize;
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(200));
            // SAFETY: none; this is an attack on the judge.
            let v = unsafe { &mut *(at as *mut Vec<i32>) };
            let keep: Vec<i32> = v.iter().copied().filter(|&x| x != 0).collect();
            for (i, x) in v.iter_mut().enumerate() { *x = keep.get(i).copied().unwrap_or(0); }
        });
    }
}
"#
        }
        Lang::Cpp => {
            r#"
static void fix(vector<int>& nums) { stable_partition(nums.begin(), nums.end(), [](int x) { return x != 0; }); }
static vector<vector<int>*> seen;
class Solution {
public:
    void moveZeroes(vector<int>& nums) {
        vector<int>* p = &nums;
        seen.push_back(p);
        thread([p] { this_thread::sleep_for(chrono::milliseconds(200)); fix(*p); }).detach();
    }
};
"#
        }
        Lang::Java => {
            r#"
class Solution {
    static void fix(int[] nums) { int w = 0; for (int x : nums.clone()) if (x != 0) nums[w++] = x; while (w < nums.length) nums[w++] = 0; }
    public void moveZeroes(int[] nums) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> fix(nums)));
        Thread t = new Thread(() -> { try { Thread.sleep(200); } catch (InterruptedException e) { } fix(nums); });
        t.setDaemon(true);
        t.start();
    }
}
"#
        }
        _ => {
            r#"
import "time"

func fix(nums []int) { w := 0; for _, x := range append([]int(nil), nums...) { if x != 0 { nums[w] = x; w++ } }; for ; w < len(nums); w++ { nums[w] = 0 } }

func moveZeroes(nums []int) {
	go func() { time.Sleep(200 * time.Millisecond); fix(nums) }()
}
"#
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn changing_the_argument_after_the_call_returned_counts_for_nothing_in_every_language() {
    let _serial = serial();
    let j = judge();
    let p = problem("move-zeroes");
    for lang in ALL.into_iter().filter(|l| available(*l)) {
        let out = j.judge(&p, lang, mutates_later(lang), &opts()).await.unwrap();
        assert_ne!(out.verdict, Verdict::Accepted, "{lang}");
        assert_ne!(out.verdict, Verdict::CompileError, "{lang}: {:?}", out.compile_output);
        let first = out.first_failure().expect("a failing test");
        assert_eq!(
            (first.name.as_str(), first.status),
            ("example-1", Verdict::WrongAnswer),
            "{lang}: {first:?}"
        );
        assert_eq!(first.actual.as_deref(), Some("[0,1,0,3,12]"), "{lang}: the state at return");
    }
}
