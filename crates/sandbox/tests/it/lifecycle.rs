//! Cleanup when the supervisor itself dies, and the compile cache.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use mashang_sandbox::{Job, Limits, Sandbox, Status};

use crate::{exclusive, uid_of_supervisor};

/// Host pids of live processes running under a uid handed out by `supervisor`.
fn sandboxed_pids(supervisor: u32) -> Vec<u32> {
    std::fs::read_dir("/proc")
        .unwrap()
        .flatten()
        .filter_map(|e| e.file_name().to_string_lossy().parse::<u32>().ok())
        .filter(|pid| {
            std::fs::read_to_string(format!("/proc/{pid}/status")).ok().is_some_and(|s| {
                s.lines()
                    .find_map(|l| l.strip_prefix("Uid:"))
                    .and_then(|u| u.split_whitespace().next()?.parse::<u32>().ok())
                    .is_some_and(|u| uid_of_supervisor(u, supervisor))
            })
        })
        .collect()
}

/// Poll `cond` until it holds or `limit` passes; returns whether it held.
fn eventually(limit: Duration, mut cond: impl FnMut() -> bool) -> bool {
    let end = Instant::now() + limit;
    while Instant::now() < end {
        if cond() {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    cond()
}

#[test]
fn killing_the_supervisor_mid_run_leaves_no_process_and_its_cgroups_are_reclaimed() {
    let _g = exclusive();
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("main.py");
    std::fs::write(&src, "import os, time\nfor _ in range(3):\n    if os.fork() == 0:\n        break\ntime.sleep(1000)\n").unwrap();
    let mut cli = Command::new(env!("CARGO_BIN_EXE_mashang-sandbox"))
        .args(["run", "--lang", "python", "--time-ms", "60000", src.to_str().unwrap()])
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    let supervisor = cli.id();
    assert!(
        eventually(Duration::from_secs(10), || sandboxed_pids(supervisor).len() >= 4),
        "the run never started"
    );
    cli.kill().unwrap();
    cli.wait().unwrap();
    assert!(
        eventually(Duration::from_secs(5), || sandboxed_pids(supervisor).is_empty()),
        "processes outlived their supervisor: {:?}",
        sandboxed_pids(supervisor)
    );
    // The dead supervisor's (now empty) run groups are removed by the next sandbox to start.
    let stale = format!("run-{}-", cli.id());
    let _next = Sandbox::new().unwrap();
    let left: Vec<String> = ["memory", "pids", "cpuacct", "cpu", "unified"]
        .iter()
        .flat_map(|c| crate::walkdir(std::path::Path::new(&format!("/sys/fs/cgroup/{c}")), 4))
        .filter(|p| p.contains(&stale))
        .collect();
    assert!(left.is_empty(), "stale cgroups: {left:?}");
}

#[test]
fn a_second_compile_of_the_same_source_comes_from_the_cache() {
    let _g = exclusive();
    let state = tempfile::tempdir().unwrap();
    let sb = Sandbox::with_options(mashang_sandbox::SandboxOptions {
        state_dir: Some(state.path().to_path_buf()),
        ..Default::default()
    })
    .unwrap();
    let job = Job {
        lang: "c".into(),
        source: "#include <stdio.h>\nint main(void) { int x; scanf(\"%d\", &x); printf(\"%d\\n\", x * 2); return 0; }\n".into(),
        files: vec![],
        limits: Limits::default(),
        compile_limits: None,
        inputs: vec!["21".into(), "50".into()],
        dialogue: None,
    };
    let first = sb.run_job(&job).unwrap();
    let second = sb.run_job(&job).unwrap();
    assert!(!first.compile.as_ref().unwrap().cached);
    assert!(second.compile.as_ref().unwrap().cached, "recompiled an unchanged source");
    for report in [&first, &second] {
        let outs: Vec<&str> = report.runs.iter().map(|r| r.stdout.trim()).collect();
        assert_eq!(outs, ["42", "100"]);
        assert!(report.runs.iter().all(|r| r.status == Status::Ok));
    }
    let changed = Job { source: job.source.replace("x * 2", "x * 3"), ..job };
    let third = sb.run_job(&changed).unwrap();
    assert!(!third.compile.as_ref().unwrap().cached);
    assert_eq!(third.runs[0].stdout.trim(), "63");
}
