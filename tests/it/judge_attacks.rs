//! Hostile Python submissions against the judge's verdict, through the real sandbox: each one
//! tries to pass without solving the problem, to read hidden inputs, or to fake its timing, and
//! each test asserts it gains nothing. The attacker is assumed to have read the driver's source.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use mashang_judge::problem::{Lang, Problem};
use mashang_judge::{JudgeOptions, JudgeOutcome, TestOrigin, Verdict};

use crate::judge::{judge, problem, serial};

/// Two-sum's hidden test `negatives` as its request carries it (`{"args":[[-3,4,3,90],0]}`).
const HIDDEN_INPUT: &str = "-3,4,3,90";

fn no_stress() -> JudgeOptions {
    JudgeOptions { stress: false, probe: false, ..JudgeOptions::default() }
}

async fn run(p: &Problem, code: &str, opts: &JudgeOptions) -> JudgeOutcome {
    judge().judge(p, Lang::Python, code, opts).await.expect("judged")
}

/// A correct two-sum that first tries every way to read stdin past its own request.
const READS_AHEAD: &str = r#"
import os, sys, fcntl

def _peek():
    found = []
    for path in ("/proc/self/fd/0", "/dev/stdin"):
        try:
            fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
            found.append(os.read(fd, 1 << 20))
        except OSError as e:
            found.append(type(e).__name__.encode())
    try:
        found.append(os.pread(0, 1 << 20, 0))
    except OSError as e:
        found.append(type(e).__name__.encode())
    flags = fcntl.fcntl(0, fcntl.F_GETFL)
    try:
        fcntl.fcntl(0, fcntl.F_SETFL, flags | os.O_NONBLOCK)
        found.append(os.read(0, 1 << 20))
    except OSError as e:
        found.append(type(e).__name__.encode())
    finally:
        fcntl.fcntl(0, fcntl.F_SETFL, flags)
    return b"|".join(found)

def two_sum(nums, target):
    sys.stderr.write("PEEK[%r]\n" % _peek())
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        seen[x] = i
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reading_stdin_through_proc_pread_or_nonblocking_reads_sees_no_later_input() {
    let _serial = serial();
    let p = problem("two-sum");
    let out = run(&p, READS_AHEAD, &no_stress()).await;
    assert!(out.stderr.contains("PEEK["), "the samples' stderr is shown: {:?}", out.stderr);
    assert!(!out.stderr.contains(HIDDEN_INPUT), "a hidden input was readable: {}", out.stderr);
    assert!(!out.stderr.contains("\"args\""), "a later request was readable: {}", out.stderr);
    // Whatever it read, the program still answers and is judged on its answers.
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn what_a_run_prints_after_its_first_hidden_request_is_never_shown() {
    let _serial = serial();
    let p = problem("two-sum");
    let code = "import sys\ndef two_sum(nums, target):\n    print('INPUT', nums)\n    sys.stderr.write('ERR %s\\n' % nums)\n    return [0, 1]\n";
    let out = run(&p, code, &no_stress()).await;
    assert!(
        out.stderr.contains("INPUT [2, 7, 11, 15]"),
        "a sample's output is shown: {}",
        out.stderr
    );
    assert!(!out.stderr.contains("-3, 4, 3, 90"), "hidden input echoed back: {}", out.stderr);
    assert!(!out.stderr.contains("5, 1, 7, 5"), "hidden input echoed back: {}", out.stderr);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn importing_the_solution_cannot_see_any_test_input() {
    let _serial = serial();
    let p = problem("two-sum");
    // At import, look everywhere a test input could be: files in the work dir, every open fd,
    // the environment; say what was found on stderr (shown: nothing was sent yet).
    let code = format!(
        r#"
import os, sys
_seen = []
for root in (".", "/tmp"):
    for name in os.listdir(root):
        try:
            _seen.append(open(os.path.join(root, name), errors="replace").read())
        except OSError:
            pass
for fd in os.listdir("/proc/self/fd"):
    try:
        f = os.open("/proc/self/fd/" + fd, os.O_RDONLY | os.O_NONBLOCK)
        _seen.append(os.read(f, 1 << 20).decode(errors="replace"))
    except OSError:
        pass
_seen.append(repr(dict(os.environ)))
# Built at run time: this very source (solution.py) must not contain what is looked for.
_needle = ",".join({parts:?})
sys.stderr.write("FOUND\n" if any(_needle in s for s in _seen) else "NOTHING\n")

def two_sum(nums, target):
    return [-1, -1]
"#,
        parts = HIDDEN_INPUT.split(',').collect::<Vec<_>>()
    );
    let out = run(&p, &code, &no_stress()).await;
    assert!(out.stderr.contains("NOTHING"), "{}", out.stderr);
    assert!(!out.stderr.contains("FOUND"), "a hidden input was visible at import: {}", out.stderr);
    assert_eq!(out.passed, 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fake_replies_written_to_the_reply_fd_before_a_request_earn_nothing() {
    let _serial = serial();
    let p = problem("two-sum");
    // Every sample's answer and a forged ready line, written before any request; the function
    // itself answers wrong.
    let code = r#"
import os
for _ in range(3):
    os.write(3, b'{"ready":true}\n{"v":[0,1],"t":0}\n{"v":[1,2],"t":0}\n{"ok":true,"passed":true}\n')

def two_sum(nums, target):
    return [-1, -1]
"#;
    let out = run(&p, code, &no_stress()).await;
    assert_eq!(out.passed, 0, "{:#?}", out.tests);
    // Wrong answer, or a runtime error when the forged ready line made the driver's own late ready
    // line arrive as the first reply: either way nothing was earned.
    assert!(
        matches!(out.verdict, Verdict::WrongAnswer | Verdict::RuntimeError),
        "{:?}",
        out.verdict
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn monkeypatching_the_driver_to_report_passes_earns_nothing() {
    let _serial = serial();
    let p = problem("two-sum");
    // Replace the driver's answer and reply functions (reached through __main__ and sys.modules)
    // so that every request is answered "passed" with sample 1's answer.
    let code = r#"
import sys, json
_main = sys.modules["__main__"]
def _forged(*args, **kwargs):
    return {"v": [0, 1], "t": 0.0, "ok": True, "passed": True, "status": "accepted"}
_main._answer = _forged
_main._call_function = lambda ns, req: ([0, 1], 0.0)
_real = json.dumps
json.dumps = lambda obj, **kw: _real({"v": [0, 1], "t": 0, "passed": True})

def two_sum(nums, target):
    return [-1, -1]
"#;
    let out = run(&p, code, &no_stress()).await;
    assert_ne!(out.verdict, Verdict::Accepted, "{:#?}", out.tests);
    for t in out.tests.iter().filter(|t| t.passed()) {
        // [0, 1] is a real answer: only the tests whose expected answer it is may pass.
        let expected =
            p.spec.tests.iter().find(|s| s.name == t.name).map(|s| s.expected.replace(' ', ""));
        assert_eq!(expected.as_deref(), Some("[0,1]"), "{} passed: {:#?}", t.name, out.tests);
    }
    assert!(out.tests.iter().any(|t| t.name == "negatives" && !t.passed()), "{:#?}", out.tests);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_solution_with_patched_clocks_is_still_time_limit_and_measured_quadratic() {
    let _serial = serial();
    let p = problem("two-sum");
    // O(n^2) two-sum that stops every clock it can reach: time.perf_counter, the driver's own
    // bound copy, process_time, and the interval timer.
    let code = r#"
import signal, sys, time
time.perf_counter = lambda: 0.0
time.process_time = lambda: 0.0
time.thread_time = lambda: 0.0
time.monotonic = lambda: 0.0
signal.setitimer = lambda *a, **k: (0.0, 0.0)
signal.alarm = lambda *a: 0
sys.modules["__main__"]._clock = lambda: 0.0

def two_sum(nums, target):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                return [i, j]
    return []
"#;
    let out = run(&p, code, &JudgeOptions::default()).await;
    assert_eq!(out.verdict, Verdict::TimeLimit, "{:#?}", out.first_failure());
    let failed = out.first_failure().expect("a failure");
    assert_eq!(failed.origin, TestOrigin::Stress, "{failed:#?}");
    let c = out.complexity.as_ref().expect("the probe ran");
    assert!(c.exponent > 1.5 && !c.as_expected, "{}: {:?}", c.label, c.points);
    assert!(
        out.style.iter().any(|s| s.rule == "timing-mismatch"),
        "the disagreeing clock is reported: {:#?}",
        out.style
    );
}

/// The driver times a call on its own thread's CPU clock; quadratic work moved to a helper thread
/// (joined inside the call) is invisible to that clock but not to the run's cgroup.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn quadratic_work_hidden_in_a_helper_thread_is_still_time_limit_and_measured_quadratic() {
    let _serial = serial();
    let p = problem("two-sum");
    let code = r#"
import threading

def _pairs(nums, target, out):
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] + nums[j] == target:
                out.append([i, j])
                return

def two_sum(nums, target):
    out = []
    t = threading.Thread(target=_pairs, args=(nums, target, out))
    t.start()
    t.join()
    return out[0] if out else []
"#;
    let out = run(&p, code, &JudgeOptions::default()).await;
    assert_eq!(out.verdict, Verdict::TimeLimit, "{:#?}", out.first_failure());
    let c = out.complexity.as_ref().expect("the probe ran");
    assert!(c.exponent > 1.5 && !c.as_expected, "{}: {:?}", c.label, c.points);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn code_tests_cannot_be_passed_by_replacing_observe() {
    let _serial = serial();
    let p = problem("memoize");
    // A do-nothing memoize that, once called, replaces the injected observe with a no-op.
    let code = r#"
def memoize(fn):
    globals()["observe"] = lambda value: value
    globals()["observe_throws"] = lambda f: False
    def m(*args):
        return None
    m.clear = lambda: None
    return m
"#;
    let out = run(&p, code, &JudgeOptions::default()).await;
    assert_eq!(out.passed, 0, "{:#?}", out.tests);
    assert_eq!(out.verdict, Verdict::WrongAnswer);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hidden_test_code_is_not_in_the_process_while_samples_run() {
    let _serial = serial();
    let p = problem("memoize");
    // The reference memoize, printing every global name each time it is called: during the samples
    // (whose stderr is shown) no hidden test may be among them.
    let code = format!(
        "import sys\n{}\n_real = memoize\ndef memoize(fn):\n    sys.stderr.write('NAMES %s\\n' % sorted(globals()))\n    return _real(fn)\n",
        std::fs::read_to_string(p.dir.join("solutions/ref.py")).unwrap()
    );
    let out = run(&p, &code, &JudgeOptions::default()).await;
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
    assert!(out.stderr.contains("NAMES"), "{}", out.stderr);
    assert!(out.stderr.contains("test_sample_same_arguments_call_fn_once"), "{}", out.stderr);
    assert!(!out.stderr.contains("test_many_distinct_arguments_stay_fast"), "{}", out.stderr);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hidden_code_test_failure_names_the_test_and_nothing_of_its_data() {
    let _serial = serial();
    let p = problem("memoize");
    let out = run(
        &p,
        &std::fs::read_to_string(p.dir.join("wrong/truthy_hit_check.py")).unwrap(),
        &JudgeOptions::default(),
    )
    .await;
    assert_eq!(out.verdict, Verdict::WrongAnswer);
    let failed = out.first_failure().expect("a failure");
    assert_eq!(failed.origin, TestOrigin::Hidden);
    assert_eq!(failed.message, None, "{failed:#?}");
    assert_eq!((&failed.input, &failed.expected, &failed.actual), (&None, &None, &None));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn any_of_answers_never_reach_the_submission_and_returning_an_answer_list_earns_nothing() {
    let _serial = serial();
    let p = problem("longest-palindromic-substring");
    // Looks through every live container for the hidden test `two-ties`' accepted answer "cdc"
    // (built at run time, so this file's own constants hold no copy), and answers with a list of
    // candidates instead of one string.
    let code = r#"
import gc, sys

def _target():
    return chr(99) + chr(100) + chr(99)

def _scan():
    t = _target()
    for o in gc.get_objects():
        try:
            if isinstance(o, (list, tuple, dict, set)) and t in o:
                return True
        except Exception:
            pass
    return False

# At import and during the samples, whose stderr is shown (later output never is).
sys.stderr.write("SCANNED %s\n" % ("FOUND" if _scan() else "nothing"))

def longest_palindrome(s):
    sys.stderr.write("SCANNED %s\n" % ("FOUND" if _scan() else "nothing"))
    return ["bab", "aba", "bb"]
"#;
    let out = run(&p, code, &no_stress()).await;
    assert!(out.stderr.contains("SCANNED nothing"), "the scan ran: {}", out.stderr);
    assert!(!out.stderr.contains("FOUND"), "an accepted answer was visible: {}", out.stderr);
    assert_eq!(out.passed, 0, "{:#?}", out.tests);
    assert_ne!(out.verdict, Verdict::Accepted);
}

/// A correct sum-of-pairs that keeps notes across its runs: every test of a stdio problem is a
/// run of its own (a prepared sandbox when one waits, else set up from scratch), so an earlier
/// test's input, a daemon or a file it left would let a later one replay or learn. Finding
/// any trace of an earlier run, it answers wrong.
const KEEPS_NOTES: &str = r#"
import os, sys, time
traces = []
for d in ("/tmp", "/work", "/dev/shm", os.path.expanduser("~")):
    try:
        traces += [d + "/" + f for f in os.listdir(d) if f.startswith("note-")]
    except OSError:
        pass
traces += [p for p in os.listdir("/proc") if p.isdigit() and p != str(os.getpid())]
data = sys.stdin.buffer.read()
for d in ("/tmp", "/work", "/dev/shm"):
    try:
        open(d + "/note-%d" % time.monotonic_ns(), "wb").write(data)
    except OSError:
        pass
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        time.sleep(60)
    os._exit(0)
toks = data.split()
n, k = int(toks[0]), int(toks[1])
seen, pairs = {}, 0
for t in toks[2:2 + n]:
    x = int(t)
    pairs += seen.get(k - x, 0)
    seen[x] = seen.get(x, 0) + 1
print(-1 if traces else pairs)
"#;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stdio_submission_finds_nothing_of_its_earlier_tests_runs() {
    let _serial = serial();
    let p = problem("sum-of-pairs-stdio");
    assert!(p.spec.tests.len() > 2, "several runs to carry notes between");
    let out = run(&p, KEEPS_NOTES, &no_stress()).await;
    assert_eq!(out.verdict, Verdict::Accepted, "{:#?}", out.first_failure());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reply_holding_half_a_surrogate_pair_is_a_wrong_answer_not_a_crash() {
    let _serial = serial();
    // Python's `json.dumps` escapes a lone surrogate as `\ud83d`, as JavaScript does.
    let code = "def multiply(a: str, b: str) -> str:\n    return '\\ud83d'\n";
    let out = run(&problem("multiply-decimal-strings"), code, &no_stress()).await;
    assert_eq!(out.verdict, Verdict::WrongAnswer, "{:#?}", out.tests);
}
