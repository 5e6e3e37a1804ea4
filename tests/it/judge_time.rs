//! Bounded time per judging, through the real sandbox: a correct submission that sleeps in every
//! call is stopped as idle at its first test (time limit, the rest not run), not accepted after
//! a long wait; a judging whose caller gives up has its run killed and its slot freed; and while
//! sleepers and abandoned judgings are in flight, never more runs are alive than slots. States and
//! counts are asserted, never durations.

// The serialising guard is a std mutex held across awaits on purpose (see judge.rs).
#![allow(clippy::await_holding_lock)]

use std::collections::BTreeSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use mashang_core::engine::{FairQueue, QueueLimits};
use mashang_core::ports::{Executor, Job, Limits};
use mashang_core::session::UserKey;
use mashang_exec_local::LocalSandbox;
use mashang_judge::problem::Lang;
use mashang_judge::{JudgeOptions, TestState, Verdict};

use crate::judge::{judge, problem, serial, shared_sandbox};

/// A correct two-sum that sleeps one second in every call before answering.
fn sleeper(lang: Lang) -> &'static str {
    match lang {
        Lang::Python => {
            "import time\ndef two_sum(nums, target):\n    time.sleep(1)\n    seen = {}\n    for i, x in enumerate(nums):\n        if target - x in seen:\n            return [seen[target - x], i]\n        seen[x] = i\n"
        }
        Lang::Cpp => {
            "class Solution {\npublic:\n    vector<int> twoSum(vector<int>& nums, int target) {\n        std::this_thread::sleep_for(std::chrono::seconds(1));\n        unordered_map<long long, int> seen;\n        for (int i = 0; i < (int)nums.size(); ++i) {\n            auto it = seen.find((long long)target - nums[i]);\n            if (it != seen.end()) return {it->second, i};\n            seen[nums[i]] = i;\n        }\n        return {};\n    }\n};\n"
        }
        Lang::Go => {
            "import \"time\"\nfunc twoSum(nums []int, target int) []int {\n\ttime.Sleep(time.Second)\n\tseen := make(map[int]int, len(nums))\n\tfor i, x := range nums {\n\t\tif j, ok := seen[target-x]; ok {\n\t\t\treturn []int{j, i}\n\t\t}\n\t\tseen[x] = i\n\t}\n\treturn nil\n}\n"
        }
        _ => unreachable!("not used here"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correct_two_sum_that_sleeps_in_every_call_is_time_limit_at_its_first_test() {
    let p = problem("two-sum");
    for lang in [Lang::Python, Lang::Cpp, Lang::Go] {
        let what = "it::judge_time::a_correct_two_sum_that_sleeps_in_every_call_is_time_limit";
        if !crate::skip::runtime(lang, what) {
            continue;
        }
        let _serial = serial();
        let out =
            judge().judge(&p, lang, sleeper(lang), &JudgeOptions::default()).await.expect("judged");
        assert_eq!(out.verdict, Verdict::TimeLimit, "{lang:?}: {:#?}", out.first_failure());
        // Stopped in its first test for waiting, and nothing after it was sent: one sleep in all,
        // whatever the number of tests.
        let first = &out.tests[0];
        assert_eq!((first.status, first.state), (Verdict::TimeLimit, TestState::Ran), "{lang:?}");
        let msg = first.message.as_deref().unwrap_or_default();
        assert!(msg.contains("waited instead of computing"), "{lang:?}: {msg}");
        assert!(
            out.tests[1..].iter().all(|t| t.state == TestState::NotRun),
            "{lang:?}: {:?}",
            out.tests.iter().map(|t| (&t.name, t.state)).collect::<Vec<_>>()
        );
    }
}

/// A stdin/stdout program runs each input as a process of its own: one that sleeps instead of
/// computing is stopped as idle at its first test and no later input is run (before, every input
/// waited out its wall limit: 5 s each).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correct_stdio_program_that_sleeps_is_time_limit_at_its_first_test_and_the_rest_not_run()
{
    let what = "it::judge_time::a_correct_stdio_program_that_sleeps_is_time_limit";
    if !crate::skip::runtime(Lang::Python, what) {
        return;
    }
    let _serial = serial();
    let p = problem("fizzbuzz-stdio");
    let reference = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("presets/problems/fizzbuzz-stdio/solutions/ref.py"),
    )
    .unwrap();
    let code = format!("import time\ntime.sleep(30)\n{reference}");
    let out = judge().judge(&p, Lang::Python, &code, &JudgeOptions::default()).await.unwrap();
    assert_eq!(out.verdict, Verdict::TimeLimit, "{:#?}", out.first_failure());
    let states: Vec<TestState> = out.tests.iter().map(|t| t.state).collect();
    assert_eq!(states[0], TestState::Ran, "{:#?}", out.tests);
    assert!(states[1..].iter().all(|s| *s == TestState::NotRun), "{:#?}", out.tests);
    assert!(states.len() > 3, "the problem has more tests than the one run: {states:?}");
}

/// Names of the run cgroups of this process that have a live process in them: one per run.
fn live_runs() -> BTreeSet<String> {
    let mine = format!("/run-{}-", std::process::id());
    let mut runs = BTreeSet::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        if !entry.file_name().to_string_lossy().bytes().all(|b| b.is_ascii_digit()) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(entry.path().join("cgroup")) else { continue };
        for line in text.lines().filter(|l| l.contains("mashang-sandbox")) {
            if let Some(at) = line.find(&mine) {
                let name = line[at + 1..].split('/').next().unwrap_or_default();
                runs.insert(name.to_string());
            }
        }
    }
    runs
}

/// Samples [`live_runs`] until stopped, keeping the most seen at once.
fn count_runs(stop: Arc<AtomicBool>, most: Arc<AtomicUsize>) -> std::thread::JoinHandle<()> {
    std::thread::spawn(move || {
        while !stop.load(Ordering::SeqCst) {
            most.fetch_max(live_runs().len(), Ordering::SeqCst);
            std::thread::sleep(Duration::from_millis(2));
        }
    })
}

/// A job that would hold its run for ten minutes: a plain run sleeping, or a dialogue whose
/// program sleeps in its first exchange with no idle rule.
fn hold(dialogue: bool) -> Job {
    let limits = Limits { time_ms: 2_000, wall_ms: Some(600_000), ..Limits::default() };
    let (source, dialogue) = if dialogue {
        let turn = mashang_core::ports::Turn {
            request: "go\n".into(),
            limit_ms: 1_000,
            kill_ms: 2_000,
            wall_ms: 600_000,
            repeat: 1,
            repeat_budget_ms: None,
            optional: false,
            idle_ms: None,
        };
        let d = mashang_core::ports::Dialogue { turns: vec![turn], ..Default::default() };
        ("import os, time\nos.write(3, b'ready\\n')\nos.read(0, 100)\ntime.sleep(1000)\n", Some(d))
    } else {
        ("import time\ntime.sleep(1000)\n", None)
    };
    Job {
        lang: "python".into(),
        source: source.into(),
        files: vec![],
        limits,
        compile_limits: None,
        inputs: vec![],
        dialogue,
    }
}

/// Polls until `cond` holds; panics (a guard, not a measurement) if it never does.
async fn until(what: &str, cond: impl Fn() -> bool) {
    for _ in 0..30_000 {
        if cond() {
            return;
        }
        tokio::time::sleep(Duration::from_millis(2)).await;
    }
    panic!("never: {what}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn abandoned_judgings_have_their_runs_killed_and_never_more_runs_than_slots() {
    if !crate::skip::runtime(Lang::Python, "it::judge_time::abandoned_judgings") {
        return;
    }
    let _serial = serial();
    let slots = 2;
    let exec: Arc<dyn Executor> = Arc::new(LocalSandbox::new(shared_sandbox()));
    let queue = FairQueue::new(exec, QueueLimits { slots, per_user: 10, total: 20 });
    let (stop, most) = (Arc::new(AtomicBool::new(false)), Arc::new(AtomicUsize::new(0)));
    let counter = count_runs(Arc::clone(&stop), Arc::clone(&most));
    // Six holders from three users, plain runs and dialogues: each would hold its slot for ten
    // minutes. Each caller gives up once its run is alive (the judge's timeout firing).
    let mut abandoned = 0;
    let mut waiting = Vec::new();
    for i in 0..6 {
        let (q, user) = (Arc::clone(&queue), UserKey::new("test", &format!("u{}", i % 3)));
        waiting.push(tokio::spawn(async move { q.run(&user, hold(i % 2 == 1)).await }));
    }
    while abandoned < 6 {
        // The first holder still waiting its turn, once some run is alive: the queue started it.
        until("a run alive", || !live_runs().is_empty()).await;
        let i = waiting.iter().position(|t| !t.is_finished()).expect("one left");
        waiting[i].abort();
        let _ = waiting.remove(i).await;
        abandoned += 1;
    }
    // Every abandoned run is killed: none is left alive, and the queue takes a job at once.
    until("every abandoned run gone", || live_runs().is_empty()).await;
    let hello = Job { source: "print('next')\n".into(), limits: Limits::default(), ..hold(false) };
    let next = queue.run(&UserKey::new("test", "next"), hello).await.expect("ran");
    assert_eq!(next.runs[0].stdout, "next\n");
    stop.store(true, Ordering::SeqCst);
    counter.join().unwrap();
    let most = most.load(Ordering::SeqCst);
    assert!((1..=slots).contains(&most), "{most} runs alive at once with {slots} slots");
}

/// The executor as before bounded time per judging: the same jobs with no idle rule and no wall
/// budget for the whole dialogue (each exchange bounded on its own only).
struct Unbounded(LocalSandbox);

#[async_trait::async_trait]
impl Executor for Unbounded {
    async fn run_job(
        &self,
        mut job: Job,
    ) -> Result<mashang_core::ports::JobReport, mashang_core::ports::ExecError> {
        if let Some(d) = &mut job.dialogue {
            d.wall_budget_ms = None;
            d.load_idle_ms = None;
            d.turns.iter_mut().for_each(|t| t.idle_ms = None);
        }
        self.0.run_job(job).await
    }
}

/// Measures (does not assert) the wall time of judging the sleeping two-sum, before (no idle rule,
/// no wall budget) and after: `cargo test --test it judge_time::measure -- --ignored --nocapture`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, not a test: prints wall times"]
async fn measure_judging_a_sleeping_two_sum_before_and_after() {
    let p = problem("two-sum");
    let before =
        mashang_judge::Judge::new(Arc::new(Unbounded(LocalSandbox::new(shared_sandbox()))));
    for lang in [Lang::Python, Lang::Cpp] {
        if !crate::skip::runtime(lang, "it::judge_time::measure") {
            continue;
        }
        let _serial = serial();
        let opts = JudgeOptions::default();
        // Compile once first so that neither figure includes the compile.
        let _ = judge().judge(&p, lang, sleeper(lang), &opts).await;
        for (label, j) in [("before", &before), ("after", &judge())] {
            let t = std::time::Instant::now();
            let out = j.judge(&p, lang, sleeper(lang), &opts).await.expect("judged");
            let ran = out.tests.iter().filter(|t| t.state == TestState::Ran).count();
            eprintln!(
                "{lang:?} sleeping two-sum, {label}: {:?} in {:.1} s ({ran} of {} tests run)",
                out.verdict,
                t.elapsed().as_secs_f64(),
                out.tests.len()
            );
        }
    }
}
