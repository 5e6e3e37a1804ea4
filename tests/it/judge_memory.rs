//! One submission cannot take the judging process's memory: a program that answers every test of
//! a function problem with a huge array (a megabyte of JSON per reply, past the whole run's
//! output cap in all), or floods stdout on a stdin/stdout problem, is judged by the real `mashang judge`
//! binary while its peak resident memory stays under [`BOUND_MB`] — in every judged language
//! whose runtime is installed. The sandbox caps a run's replies together (and its stdout and
//! stderr) at the output cap, and the judge reads a reply only when it is no larger than a right
//! answer could be (`run::reply_budget`). A watchdog kills the judge at [`KILL_MB`] so a
//! regression fails the test instead of the machine.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

use mashang_judge::problem::Lang;

/// The judging process's peak resident memory, measured by the kernel, must stay below this.
const BOUND_MB: u64 = 512;
/// Past this the watchdog kills the judge (a regression: before the caps it grew past 10 GiB).
const KILL_MB: u64 = 2048;

/// A two-sum that answers every call with `n` zeros.
fn flood_source(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => "def two_sum(nums, target):\n    return [0] * 400_000\n",
        Lang::JavaScript => {
            "function twoSum(nums, target) {\n  return new Array(400000).fill(0);\n}\n"
        }
        Lang::Cpp => {
            "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        return vector<int>(400000, 0);\n    }\n};\n"
        }
        Lang::Java => {
            "class Solution {\n    public int[] twoSum(int[] nums, int target) {\n        return new int[400000];\n    }\n}\n"
        }
        Lang::Go => {
            "func twoSum(nums []int, target int) []int {\n\treturn make([]int, 400000)\n}\n"
        }
        Lang::Rust => {
            "impl Solution {\n    pub fn two_sum(nums: Vec<i32>, target: i32) -> Vec<i32> {\n        let _ = (nums, target);\n        vec![0; 400_000]\n    }\n}\n"
        }
        Lang::C => unreachable!("two-sum has no C"),
    }
}

/// Runs `mashang judge` on `source` and returns (its JSON verdict, its peak RSS in MiB).
fn judge_peak(problem: &str, lang: Lang, source: &str) -> (String, u64) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(format!("flood.{}", lang.ext()));
    std::fs::write(&file, source).unwrap();
    // Reaped by `wait4` below, which also gives the kernel's account of its peak memory.
    #[allow(clippy::zombie_processes)]
    let child = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["judge", "--problem", problem, "--lang", lang.id(), "--json"])
        .arg(&file)
        .env("MASHANG_DATA_DIR", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn mashang judge");
    let pid = child.id() as libc::pid_t;
    let mut stdout = child.stdout.expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut stdout, &mut s).unwrap();
        s
    });
    let watchdog = std::thread::spawn(move || watch(pid));
    let mut status = 0;
    // SAFETY: a zeroed rusage is a valid out-parameter for wait4.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: waits for our own child, filling the two out-parameters.
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    assert_eq!(waited, pid, "wait4: {}", std::io::Error::last_os_error());
    let killed = watchdog.join().unwrap();
    assert!(!killed, "the judge passed {KILL_MB} MiB and was killed");
    // ru_maxrss is in KiB on Linux.
    (reader.join().unwrap(), usage.ru_maxrss as u64 / 1024)
}

/// Kills `pid` if its resident memory passes [`KILL_MB`]; returns whether it did. Ends when the
/// process is gone. (A safety net sampling /proc, not a measurement: wait4 gives the peak.)
fn watch(pid: libc::pid_t) -> bool {
    let status = format!("/proc/{pid}/status");
    loop {
        let Ok(text) = std::fs::read_to_string(&status) else { return false };
        if text.contains("State:\tZ") {
            return false;
        }
        let rss_kb: u64 = text
            .lines()
            .find_map(|l| l.strip_prefix("VmRSS:"))
            .and_then(|v| v.split_whitespace().next()?.parse().ok())
            .unwrap_or(0);
        if rss_kb / 1024 > KILL_MB {
            // SAFETY: signalling our own child.
            unsafe { libc::kill(pid, libc::SIGKILL) };
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn verdict(json: &str) -> String {
    let v: serde_json::Value = serde_json::from_str(json)
        .unwrap_or_else(|e| panic!("the judge's --json output does not parse ({e}): {json}"));
    v["verdict"].as_str().unwrap_or_default().to_string()
}

#[test]
fn a_submission_answering_every_test_with_megabytes_is_judged_within_a_bounded_memory() {
    let _serial = crate::judge::serial();
    let reference =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum/solutions/ref.py");
    let (_, honest) =
        judge_peak("two-sum", Lang::Python, &std::fs::read_to_string(reference).unwrap());
    eprintln!("judge peak RSS, honest python two-sum: {honest} MiB");
    let langs = [Lang::Python, Lang::JavaScript, Lang::Cpp, Lang::Java, Lang::Go, Lang::Rust];
    for lang in langs {
        if !crate::skip::runtime(
            lang,
            "judge_memory::a_submission_answering_every_test_with_megabytes",
        ) {
            continue;
        }
        let (out, peak) = judge_peak("two-sum", lang, flood_source(lang));
        eprintln!("judge peak RSS, {} flood: {peak} MiB", lang.id());
        let v = verdict(&out);
        assert!(!v.is_empty() && v != "accepted", "{}: {out}", lang.id());
        assert!(
            peak < BOUND_MB,
            "{}: the judge peaked at {peak} MiB (bound {BOUND_MB})",
            lang.id()
        );
    }
}

#[test]
fn a_stdio_submission_flooding_stdout_is_judged_within_a_bounded_memory() {
    let _serial = crate::judge::serial();
    let flood =
        "import sys\nchunk = 'x' * 65536 + '\\n'\nwhile True:\n    sys.stdout.write(chunk)\n";
    let (out, peak) = judge_peak("fizzbuzz-stdio", Lang::Python, flood);
    eprintln!("judge peak RSS, python stdout flood: {peak} MiB");
    assert_eq!(verdict(&out), "output_limit", "{out}");
    assert!(peak < BOUND_MB, "the judge peaked at {peak} MiB (bound {BOUND_MB})");
}
