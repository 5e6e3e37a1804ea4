//! Does the whole-run CPU cap (one CPU per run, a CFS quota) slow a single-threaded program down,
//! and does a busy machine change the CPU time a fixed amount of work is measured at?
//!
//! A C program does a fixed amount of work (a loop of 1e9 iterations) and prints its own CPU and
//! wall time; it runs bare and sandboxed, interleaved, first on the machine as it is, then with two
//! extra busy-looping threads (one per core of the CI machine) started by this bench.
//!
//! Run: `cargo bench -p mashang-sandbox --bench cpu_cap` (env `ROUNDS` overrides the sample count).

use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use mashang_sandbox::{Job, Limits, Sandbox, Status};

const SOURCE: &str = r#"
#include <stdio.h>
#include <time.h>
static double now(clockid_t c) { struct timespec t; clock_gettime(c, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(void) {
    double w = now(CLOCK_MONOTONIC), c = now(CLOCK_PROCESS_CPUTIME_ID);
    volatile unsigned long x = 0;
    for (unsigned long i = 0; i < 1000000000UL; i++) x += i;
    printf("%.0f %.0f\n", (now(CLOCK_PROCESS_CPUTIME_ID) - c) * 1000, (now(CLOCK_MONOTONIC) - w) * 1000);
    return 0;
}
"#;

/// (cpu ms, wall ms) as the program measured itself.
fn parse(stdout: &str) -> (f64, f64) {
    let v: Vec<f64> = stdout.split_whitespace().filter_map(|s| s.parse().ok()).collect();
    (v[0], v[1])
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let rounds: usize = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(5);
    let sb = Sandbox::new().expect("sandbox");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("work.c"), SOURCE).unwrap();
    let built = Command::new("gcc")
        .args(["-O2", "-o", "work", "work.c"])
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(built.success());
    let exe = dir.path().join("work");
    let job = Job {
        lang: "c".into(),
        source: SOURCE.into(),
        files: vec![],
        limits: Limits { time_ms: 20_000, wall_ms: Some(60_000), ..Limits::default() },
        compile_limits: None,
        inputs: vec![],
        dialogue: None,
    };
    println!("| load | where | cpu (median) | wall (median) | wall / cpu | supervisor's cpu_ms |");
    println!("|---|---|---|---|---|---|");
    for extra in [0usize, 2] {
        let stop = Arc::new(AtomicBool::new(false));
        let spinners: Vec<_> = (0..extra)
            .map(|_| {
                let stop = Arc::clone(&stop);
                std::thread::spawn(move || {
                    let mut x = 0u64;
                    while !stop.load(Ordering::Relaxed) {
                        x = std::hint::black_box(x.wrapping_add(1));
                    }
                })
            })
            .collect();
        let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
        let load = load.split_whitespace().next().unwrap_or("?").to_string();
        let (mut bare, mut boxed, mut supervisor) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..rounds {
            let out = Command::new(&exe).output().expect("bare run");
            bare.push(parse(&String::from_utf8_lossy(&out.stdout)));
            let t = Instant::now();
            let r = sb.run_job(&job).expect("job runs");
            let run = &r.runs[0];
            assert_eq!(run.status, Status::Ok, "{run:?} after {:?}", t.elapsed());
            boxed.push(parse(&run.stdout));
            supervisor.push(run.cpu_ms as f64);
        }
        stop.store(true, Ordering::Relaxed);
        spinners.into_iter().for_each(|s| s.join().unwrap());
        let label = format!("loadavg {load} + {extra} spinning threads");
        for (name, v, sup) in [("bare", bare, None), ("sandboxed", boxed, Some(supervisor))] {
            let cpu = median(v.iter().map(|p| p.0).collect());
            let wall = median(v.iter().map(|p| p.1).collect());
            let sup = sup.map_or("—".to_string(), |s| format!("{:.0} ms", median(s)));
            println!(
                "| {label} | {name} | {cpu:.0} ms | {wall:.0} ms | {:.2} | {sup} |",
                wall / cpu
            );
        }
    }
}
