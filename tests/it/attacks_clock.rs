//! The compiled drivers' clock cannot be replaced by the submission, and the per-language
//! allowance for what an honest exchange costs beyond its call does not reject honest programs.
//! Through the real sandbox on two-sum's probe: each attack defines the driver's clock source
//! itself (C++ and Rust: an `extern "C" clock_gettime`; Java: a class named `java` standing in
//! for `java.lang.management`) and reports frozen or linear-looking times for work that grows
//! quadratically. Before the drivers read the clock themselves, the fake times were the driver's:
//! the estimate said "linear", or nothing at all. A toolchain that is missing is a visible skip.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, JudgeOutcome, Verdict};

use crate::judge::{judge, problem, serial};

fn probe_only() -> JudgeOptions {
    JudgeOptions { probe: true, stress: false, style: false, ..JudgeOptions::default() }
}

/// Two-sum in `lang` with the probe, or `None` when the toolchain is missing (a visible skip).
async fn probed(lang: Lang, code: &str) -> Option<JudgeOutcome> {
    if !crate::skip::runtime(lang, module_path!()) {
        return None;
    }
    let _serial = serial();
    let out = judge().judge(&problem("two-sum"), lang, code, &probe_only()).await.expect("judged");
    assert_eq!(
        out.verdict,
        Verdict::Accepted,
        "{lang}: {:#?} {:?}",
        out.first_failure(),
        out.compile_output
    );
    Some(out)
}

fn mismatch(out: &JudgeOutcome) -> bool {
    out.style.iter().any(|s| s.rule == "timing-mismatch")
}

/// Quadratic work a faked clock must not hide: the driver's own times (which agree with the
/// sandbox's CPU, so no timing-mismatch) grow quadratically.
async fn assert_measured_quadratic(lang: Lang, code: &str, why: &str) {
    let Some(out) = probed(lang, code).await else { return };
    let c = out.complexity.as_ref().unwrap_or_else(|| {
        panic!(
            "{lang} {why}: no estimate: the driver took the fake clock's times ({:?})",
            out.style
        )
    });
    assert!(c.exponent > 1.5 && !c.as_expected, "{lang} {why}: {}: {:?}", c.label, c.points);
    assert!(
        !mismatch(&out),
        "{lang} {why}: the driver's times disagreed with the sandbox: they were the fake clock's \
         ({}: {:?})",
        c.label,
        c.points
    );
}

/// A correct two-sum (hash map) that also spends O(n^2) on a strided pair scan, vectorised, sized
/// as an attacker would to fit inside a Python-sized allowance (~35 ms at n = 32000); `pending`
/// is how far the fake clock moves between the driver's two readings around the call.
fn cpp_two_sum(pending: &str) -> String {
    format!(
        "#include <time.h>\n\
         static long long mashang_fake_ns = 0, mashang_pending_ns = 0;\n\
         extern \"C\" int clock_gettime(clockid_t, struct timespec *ts) noexcept {{\n\
           mashang_fake_ns += mashang_pending_ns; mashang_pending_ns = 0;\n\
           ts->tv_sec = mashang_fake_ns / 1000000000; ts->tv_nsec = mashang_fake_ns % 1000000000; return 0; }}\n\
         #pragma GCC optimize(\"O3\")\n#pragma GCC target(\"avx2\")\n\
         static volatile int mashang_sink;\n\
         class Solution {{ public: vector<int> twoSum(vector<int>& nums, int target) {{\n\
           const int m = nums.size(); const int *a = nums.data(); int hits = 0;\n\
           for (int i = 0; i < m; i += 2) {{ const int want = target - a[i]; int hit = 0;\n\
             for (int j = i + 1; j < m; j++) hit |= (a[j] == want);\n\
             hits += hit; }}\n\
           mashang_sink = hits; mashang_pending_ns = {pending};\n\
           unordered_map<long long, int> seen;\n\
           for (int i = 0; i < m; i++) {{ auto it = seen.find((long long)target - a[i]);\n\
             if (it != seen.end()) return {{it->second, i}}; seen[a[i]] = i; }}\n\
           return {{}}; }} }};\n"
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn cpp_a_clock_gettime_of_its_own_does_not_replace_the_drivers_clock() {
    // 100 ns per element: "linear"; 0: frozen.
    assert_measured_quadratic(Lang::Cpp, &cpp_two_sum("m * 100LL"), "linear fake clock").await;
    assert_measured_quadratic(Lang::Cpp, &cpp_two_sum("0"), "frozen fake clock").await;
}

/// The Rust counterpart of [`cpp_two_sum`]: a `#[no_mangle] extern "C" fn clock_gettime` in the
/// solution module replaces libc's for the whole program.
fn rust_two_sum(pending: &str) -> String {
    format!(
        "use std::sync::atomic::{{AtomicI64, Ordering}};\n\
         static MASHANG_FAKE_NS: AtomicI64 = AtomicI64::new(0);\n\
         static MASHANG_PENDING_NS: AtomicI64 = AtomicI64::new(0);\n\
         #[no_mangle]\n\
         pub extern \"C\" fn clock_gettime(_clock: i32, ts: *mut [i64; 2]) -> i32 {{\n\
             let step = MASHANG_PENDING_NS.swap(0, Ordering::SeqCst);\n\
             let ns = MASHANG_FAKE_NS.fetch_add(step, Ordering::SeqCst) + step;\n\
             unsafe {{ *ts = [ns / 1_000_000_000, ns % 1_000_000_000] }};\n\
             0\n\
         }}\n\
         impl Solution {{\n\
             pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {{\n\
                 let m = nums.len() as i64;\n\
                 let mut hits = 0u32;\n\
                 for i in (0..nums.len()).step_by(2) {{\n\
                     let want = target.wrapping_sub(nums[i]);\n\
                     hits += nums[i + 1..].iter().fold(false, |h, &x| h | (x == want)) as u32;\n\
                 }}\n\
                 std::hint::black_box(hits);\n\
                 MASHANG_PENDING_NS.store({pending}, Ordering::SeqCst);\n\
                 let mut seen = std::collections::HashMap::new();\n\
                 for (i, &x) in nums.iter().enumerate() {{\n\
                     if let Some(&j) = seen.get(&(target as i64 - x as i64)) {{ return vec![j, i as i32]; }}\n\
                     seen.insert(x as i64, i as i32);\n\
                 }}\n\
                 vec![]\n\
             }}\n\
         }}\n"
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rust_a_no_mangle_clock_gettime_does_not_replace_the_drivers_clock() {
    assert_measured_quadratic(Lang::Rust, &rust_two_sum("m * 100"), "linear fake clock").await;
    assert_measured_quadratic(Lang::Rust, &rust_two_sum("0 * m"), "frozen fake clock").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn java_a_class_named_java_does_not_replace_the_drivers_clock() {
    // In a qualified name a class in scope named `java` wins over the package `java`: this one
    // stood in for java.lang.management and its thread CPU time never moved.
    let code = "class Solution {\n\
        public int[] twoSum(int[] nums, int target) {\n\
            int hits = 0;\n\
            for (int i = 0; i < nums.length; i++) { int want = target - nums[i]; boolean hit = false;\n\
                for (int j = i + 1; j < nums.length; j++) hit |= nums[j] == want;\n\
                if (hit) hits++; }\n\
            if (hits < 0) return new int[0];\n\
            Map<Long, Integer> seen = new HashMap<>();\n\
            for (int i = 0; i < nums.length; i++) { Integer j = seen.get((long) target - nums[i]);\n\
                if (j != null) return new int[] {j, i}; seen.put((long) nums[i], i); }\n\
            return new int[0];\n\
        }\n\
    }\n\
    class java { static class lang { static class management {\n\
        static class ThreadMXBean { long getCurrentThreadCpuTime() { return 0L; } }\n\
        static class ManagementFactory { static ThreadMXBean getThreadMXBean() { return new ThreadMXBean(); } }\n\
    } } }\n";
    assert_measured_quadratic(Lang::Java, code, "a class named java").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn go_a_linkname_body_for_the_drivers_syscall_does_not_link() {
    // The Go driver reads its clock through syscall.Syscall (Go and assembly, no libc): a body the
    // submission gives it through go:linkname is a duplicate symbol, never the driver's clock.
    if !crate::skip::runtime(Lang::Go, module_path!()) {
        return;
    }
    let _serial = serial();
    let code = "import (\"syscall\"; _ \"unsafe\")\n\
        //go:linkname mashangFake syscall.Syscall\n\
        func mashangFake(trap, a1, a2, a3 uintptr) (r1, r2 uintptr, err syscall.Errno) { return 0, 0, 0 }\n\
        func twoSum(nums []int, target int) []int { seen := map[int]int{}; for i, x := range nums { if j, ok := seen[target-x]; ok { return []int{j, i} }; seen[x] = i }; return nil }\n";
    let out =
        judge().judge(&problem("two-sum"), Lang::Go, code, &probe_only()).await.expect("judged");
    assert_eq!(out.verdict, Verdict::CompileError, "{:?}", out.compile_output);
    assert!(
        out.compile_output.as_deref().unwrap_or_default().contains("duplicated definition"),
        "{:?}",
        out.compile_output
    );
}

/// The bank's reference in `lang`: honest and linear, so it must be called linear with its own
/// times trusted (the allowance for its exchanges is wide enough), whatever the language.
async fn assert_honest_reference_trusted(lang: Lang) {
    let p = problem("two-sum");
    let code = std::fs::read_to_string(p.dir.join(format!("solutions/ref.{}", lang.ext())))
        .expect("two-sum has a reference in every typed language");
    let Some(out) = probed(lang, &code).await else { return };
    assert!(!mismatch(&out), "{lang}: an honest program's times were rejected: {:?}", out.style);
    let c = out.complexity.as_ref().expect("an estimate");
    assert!(c.as_expected, "{lang}: {}: {:?}", c.label, c.points);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_honest_linear_two_sum_is_trusted_and_linear_in_every_compiled_language() {
    for lang in [Lang::Cpp, Lang::Rust, Lang::Go, Lang::Java] {
        assert_honest_reference_trusted(lang).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_honest_linear_two_sum_is_trusted_and_linear_in_python_and_javascript() {
    for lang in [Lang::Python, Lang::JavaScript] {
        assert_honest_reference_trusted(lang).await;
    }
}
