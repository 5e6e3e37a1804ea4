//! Bounded time per dialogue: an exchange that sleeps instead of computing is killed as idle, a
//! computing one never is, the whole dialogue shares one wall budget, and a cancelled job's run
//! is killed at once. States and counts are asserted, never durations.

use mashang_sandbox::{
    Cancel, Dialogue, Job, Limits, RunReport, SandboxError, Status, Turn, TurnState,
};

use crate::dialogue::{py, turn};
use crate::{assert_host_intact, exclusive, limits, live_runs, needs_cgroups, sandbox};

fn job(source: &str, limits: Limits, dialogue: Option<Dialogue>) -> Job {
    Job {
        lang: "python".into(),
        source: source.into(),
        files: Vec::new(),
        limits,
        compile_limits: None,
        inputs: Vec::new(),
        dialogue,
    }
}

fn talk(source: &str, dialogue: Dialogue) -> RunReport {
    let mut r = sandbox().run_job(&job(source, limits(2_000), Some(dialogue))).expect("accepted");
    r.runs.remove(0)
}

fn states(r: &RunReport) -> Vec<TurnState> {
    r.dialogue.as_ref().unwrap().turns.iter().map(|t| t.state).collect()
}

fn idle(r: &RunReport) -> Vec<bool> {
    r.dialogue.as_ref().unwrap().turns.iter().map(|t| t.idle).collect()
}

/// Answers `sleep` by sleeping (for good), `burn` by computing half a second, anything else at once.
fn worker() -> String {
    py(
        "reply('ready')\nwhile (r := request()) is not None:\n    if r == 'sleep':\n        time.sleep(1000)\n    if r == 'burn':\n        burn(0.5)\n    reply(r)\n",
    )
}

fn watched(request: &str, idle_ms: u64) -> Turn {
    Turn { idle_ms: Some(idle_ms), wall_ms: 600_000, ..turn(request) }
}

#[test]
fn a_sleeping_exchange_is_idle_and_killed_as_time_limit() {
    let _g = exclusive();
    if !needs_cgroups("a_sleeping_exchange_is_idle_and_killed_as_time_limit") {
        return;
    }
    let turns = vec![watched("a", 200), watched("sleep", 200), watched("b", 200)];
    let r = talk(&worker(), Dialogue { turns, ..Dialogue::default() });
    assert_eq!(r.status, Status::TimeLimit, "{r:?}");
    assert_eq!(states(&r), [TurnState::Answered, TurnState::TimeLimit, TurnState::NotRun]);
    // Killed by the idle rule, not by its ten-minute wall limit.
    assert_eq!(idle(&r), [false, true, false]);
    assert_host_intact();
}

#[test]
fn a_computing_exchange_is_never_idle() {
    let _g = exclusive();
    if !needs_cgroups("a_computing_exchange_is_never_idle") {
        return;
    }
    // Idle from 20 ms on, and each exchange computes for 500 ms: it is computing all along.
    let turns = vec![watched("burn", 20), watched("burn", 20), watched("a", 20)];
    let r = talk(&worker(), Dialogue { turns, ..Dialogue::default() });
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(states(&r), [TurnState::Answered; 3]);
    assert_eq!(idle(&r), [false; 3]);
    assert_host_intact();
}

#[test]
fn the_wall_budget_is_shared_by_every_exchange() {
    let _g = exclusive();
    if !needs_cgroups("the_wall_budget_is_shared_by_every_exchange") {
        return;
    }
    // 40 exchanges of 100 ms of sleep each, no idle rule, ten minutes of wall each: only the
    // dialogue's budget of 1.5 s can stop it, before the end.
    let src = py(
        "reply('ready')\nwhile (r := request()) is not None:\n    time.sleep(0.1)\n    reply(r)\n",
    );
    let turns: Vec<Turn> =
        (0..40).map(|i| Turn { wall_ms: 600_000, ..turn(&i.to_string()) }).collect();
    let d = Dialogue { turns, wall_budget_ms: Some(1_500), ..Dialogue::default() };
    let r = talk(&src, d);
    assert_eq!(r.status, Status::TimeLimit, "{r:?}");
    let s = states(&r);
    let stopped = s.iter().position(|t| *t != TurnState::Answered).expect("cut before the end");
    assert_eq!(s[stopped], TurnState::TimeLimit, "{s:?}");
    assert!(s[stopped + 1..].iter().all(|t| *t == TurnState::NotRun), "{s:?}");
    assert!(!idle(&r).contains(&true), "no idle rule was asked for");
    assert_host_intact();
}

#[test]
fn a_cancelled_job_has_its_run_killed_and_gone() {
    let _g = exclusive();
    if !needs_cgroups("a_cancelled_job_has_its_run_killed_and_gone") {
        return;
    }
    // Each would run for ten minutes: a plain run, and a dialogue stuck in an exchange.
    let long = Limits { wall_ms: Some(600_000), ..limits(2_000) };
    let sleeper = "import time\ntime.sleep(1000)\n";
    let d = Dialogue { turns: vec![watched("sleep", 600_000)], ..Dialogue::default() };
    for job in [job(sleeper, long.clone(), None), job(&worker(), long.clone(), Some(d))] {
        let cancel = Cancel::new();
        let result = std::thread::scope(|s| {
            let running = s.spawn(|| sandbox().run_job_cancellable(&job, &cancel));
            // Until the run is there (its processes are visible on the host).
            while live_runs().0.is_empty() && !running.is_finished() {
                std::thread::sleep(std::time::Duration::from_millis(5));
            }
            cancel.cancel();
            running.join().expect("joined")
        });
        assert!(matches!(result, Err(SandboxError::Cancelled)), "{result:?}");
        assert_host_intact();
    }
}

/// A plain job of three inputs under a ten-minute wall limit, run on a thread: `None` if it did
/// not end within two minutes (a guard against a hang, not a measurement).
fn plain(source: &str, idle_ms: Option<u64>, stop_after_time_limit: bool) -> Option<Vec<Status>> {
    let limits = Limits { wall_ms: Some(600_000), idle_ms, stop_after_time_limit, ..limits(2_000) };
    let job = Job { inputs: vec![String::new(); 3], ..job(source, limits, None) };
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let report = sandbox().run_job(&job).expect("accepted");
        let _ = tx.send(report.runs.iter().map(|r| r.status).collect());
    });
    rx.recv_timeout(std::time::Duration::from_secs(120)).ok()
}

#[test]
fn a_sleeping_plain_run_is_stopped_as_idle_and_the_jobs_later_inputs_are_not_run() {
    let _g = exclusive();
    if !needs_cgroups(
        "a_sleeping_plain_run_is_stopped_as_idle_and_the_jobs_later_inputs_are_not_run",
    ) {
        return;
    }
    let statuses = plain("import time\ntime.sleep(1000)\n", Some(200), true)
        .expect("stopped by the idle rule, not by its ten-minute wall limit");
    assert_eq!(statuses, [Status::TimeLimit], "one run, the rest not run");
    assert_host_intact();
}

#[test]
fn without_stop_after_time_limit_every_input_runs_and_each_sleeper_is_idle() {
    let _g = exclusive();
    if !needs_cgroups("without_stop_after_time_limit_every_input_runs_and_each_sleeper_is_idle") {
        return;
    }
    let statuses = plain("import time\ntime.sleep(1000)\n", Some(200), false)
        .expect("each run stopped by the idle rule");
    assert_eq!(statuses, [Status::TimeLimit; 3]);
    assert_host_intact();
}

#[test]
fn a_computing_plain_run_is_never_idle() {
    let _g = exclusive();
    if !needs_cgroups("a_computing_plain_run_is_never_idle") {
        return;
    }
    // Idle from 20 ms on, and each run computes for half a second: computing all along.
    let burn = "import time\nend = time.process_time() + 0.5\nwhile time.process_time() < end:\n    pass\nprint('done')\n";
    let statuses = plain(burn, Some(20), true).expect("ended");
    assert_eq!(statuses, [Status::Ok; 3]);
    assert_host_intact();
}
