//! Many runs at once, bombs mixed in: the normal programs still succeed with the right output.

use std::thread;

use mashang_sandbox::Status;

use crate::{assert_host_intact, exclusive, run};

#[test]
fn parallel_runs_with_bombs_mixed_in_all_get_the_right_verdict() {
    if !crate::need(
        &["javascript"],
        "sandbox::parallel::parallel_runs_with_bombs_mixed_in_all_get_the_right_verdict",
    ) {
        return;
    }
    let _g = exclusive();
    let cases: Vec<(&str, String, Status, Option<String>)> = (0..16)
        .map(|i| match i % 4 {
            0 => ("python", "import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass\n".to_string(), Status::TimeLimit, None),
            1 => ("python", "s = []\nwhile True:\n    s.append(' ' * (1 << 24))\n".to_string(), Status::MemoryLimit, None),
            2 => ("python", format!("print(sum(range({i} * 1000)))\n"), Status::Ok, Some(format!("{}", (0..i as u64 * 1000).sum::<u64>()))),
            _ => ("javascript", format!("console.log([...Array({i}).keys()].join(','))\n"), Status::Ok, Some((0..i).map(|n| n.to_string()).collect::<Vec<_>>().join(","))),
        })
        .collect();
    let results: Vec<_> = thread::scope(|s| {
        let handles: Vec<_> =
            cases.iter().map(|(lang, src, _, _)| s.spawn(move || run(lang, src, 1500))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for ((lang, _, status, out), r) in cases.iter().zip(&results) {
        assert_eq!(r.status, *status, "{lang}: {r:?}");
        if let Some(out) = out {
            assert_eq!(r.stdout.trim(), out);
        }
    }
    assert_host_intact();
}

#[test]
fn separate_sandbox_instances_in_one_process_never_collide() {
    let _g = exclusive();
    let boxes: Vec<mashang_sandbox::Sandbox> =
        (0..3).map(|_| mashang_sandbox::Sandbox::new().unwrap()).collect();
    let results: Vec<String> = thread::scope(|s| {
        let handles: Vec<_> = (0..12)
            .map(|i| {
                let sb = &boxes[i % boxes.len()];
                s.spawn(move || {
                    let job = mashang_sandbox::Job {
                        lang: "python".into(),
                        source: format!("import time\ntime.sleep(0.2)\nprint({i})\n"),
                        files: vec![],
                        limits: crate::limits(2000),
                        compile_limits: None,
                        inputs: vec![],
                        dialogue: None,
                    };
                    let r = sb.run_job(&job).unwrap().runs.remove(0);
                    assert_eq!(r.status, Status::Ok, "{r:?}");
                    r.stdout.trim().to_string()
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert_eq!(results, (0..12).map(|i| i.to_string()).collect::<Vec<_>>());
    assert_host_intact();
}
