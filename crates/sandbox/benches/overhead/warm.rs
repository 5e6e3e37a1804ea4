//! The warm pool's part of the overhead bench (`-- warm`): judging start cold vs warm vs a bare
//! `python3 -c pass`, judging throughput with 1, 2 and N workers, and the 20-test burst, each
//! cold and warm, interleaved where they can be.

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use mashang_sandbox::{Dialogue, Job, Limits, Sandbox, SandboxOptions, TurnState};

use super::{PY_DRIVER, bare, burst_case, job, median, ms, percentile};

const READY: Duration = Duration::from_secs(120);

/// A Node program speaking the dialogue protocol: ready line, then it exits when stdin closes.
const JS_READY: &str = "const fs = require('fs');\nfs.writeSync(3, 'ready\\n');\nconst b = Buffer.alloc(65536);\nwhile (fs.readSync(0, b, 0, b.length, null) > 0) {}\n";
/// A C program doing the same (compiled once, then run from the artifact cache).
const C_READY: &str = "#include <stdio.h>\n#include <unistd.h>\nint main(void) { char b[4096]; dprintf(3, \"ready\\n\"); while (read(0, b, sizeof b) > 0) {} return 0; }\n";

/// A judging with no test: start, load, ready line, exit. What every judging pays before its
/// first test.
fn start_only(lang: &str, source: &str) -> Job {
    Job {
        dialogue: Some(Dialogue {
            turns: Vec::new(),
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
        limits: Limits { wall_ms: Some(60_000), ..Limits::default() },
        ..job(lang, source)
    }
}

fn timed(sb: &Sandbox, job: &Job) -> Duration {
    let t = Instant::now();
    let r = sb.run_job(job).expect("judging runs");
    let elapsed = t.elapsed();
    let d = r.runs[0].dialogue.as_ref().expect("dialogue report");
    assert_eq!(d.ready.as_deref(), Some("ready"), "{:?}", r.runs[0]);
    elapsed
}

fn sandboxes(workers: usize) -> (Sandbox, Sandbox) {
    let off: BTreeMap<String, usize> =
        [("python".to_string(), 0), ("javascript".to_string(), 0)].into();
    let cold = Sandbox::with_options(SandboxOptions { warm_pool: Some(off), ..Default::default() })
        .expect("sandbox");
    // As many warm sandboxes as workers, so a measured worker finds one when the machine lets
    // the pool refill in time (hits and misses are printed).
    let size: BTreeMap<String, usize> =
        [("python".to_string(), workers.max(2)), ("javascript".to_string(), 2)].into();
    let warm =
        Sandbox::with_options(SandboxOptions { warm_pool: Some(size), ..Default::default() })
            .expect("sandbox");
    (cold, warm)
}

pub(crate) fn run(python: &str, rounds: usize, dir: &std::path::Path) {
    let workers: usize = std::env::var("WORKERS").ok().and_then(|r| r.parse().ok()).unwrap_or(4);
    let (cold, warm) = sandboxes(workers);
    println!(
        "warm pool: {:?}",
        warm.layers().iter().find(|l| l.name == "warm pool").map(|l| &l.detail)
    );
    start_table(&cold, &warm, python, rounds, dir);
    println!();
    throughput(&cold, &warm, workers, rounds.max(8) * 4);
    for (name, sb) in [("cold", &cold), ("warm", &warm)] {
        println!();
        println!("{name}:");
        burst_case(sb);
    }
    println!();
    println!("warm pool after the bench: {:?}", warm.warm_stats());
}

/// Judging start (submission to report of a judging with no test), cold and warm, interleaved
/// with bare `python3 -c pass` and the bare program.
fn start_table(cold: &Sandbox, warm: &Sandbox, python: &str, rounds: usize, dir: &std::path::Path) {
    std::fs::write(dir.join("driver.py"), PY_DRIVER).unwrap();
    let cases = [
        ("python judge driver", "python", PY_DRIVER),
        ("node ready line", "javascript", JS_READY),
        ("C ready line (compiled, cached)", "c", C_READY),
    ];
    let pass = vec![python.to_string(), "-c".into(), "pass".into()];
    println!(
        "| judging start | cold median | warm median | warm / cold | warm / bare `python3 -c pass` | hits / misses |"
    );
    println!("|---|---|---|---|---|---|");
    let mut passes = Vec::new();
    for (name, lang, source) in cases {
        let job = start_only(lang, source);
        // Page cache, probe, compile cache, and the pool learning the key.
        for _ in 0..2 {
            timed(cold, &job);
            timed(warm, &job);
        }
        let pooled = warm.warm_stats().iter().any(|s| s.lang == lang && s.size > 0);
        let before = warm.warm_stats().into_iter().find(|s| s.lang == lang).unwrap_or_default();
        let (mut c, mut w, mut p) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..rounds {
            c.push(timed(cold, &job));
            // Not timed: the pool refilling after the last round (what idle time between
            // submissions gives it on a real server).
            if pooled {
                warm.warm_wait_ready(lang, mashang_sandbox::PoolKind::Loader, 1, READY);
            }
            w.push(timed(warm, &job));
            p.push(bare(&pass, dir));
        }
        let after = warm.warm_stats().into_iter().find(|s| s.lang == lang).unwrap_or_default();
        let (mc, mw, mp) = (median(c), median(w), median(p.clone()));
        passes.extend(p);
        println!(
            "| {name} | {:.2} ms | {:.2} ms | {:.2}x | {:.2}x | {} / {} |",
            ms(mc),
            ms(mw),
            mw.as_secs_f64() / mc.as_secs_f64(),
            mw.as_secs_f64() / mp.as_secs_f64(),
            after.hits - before.hits,
            after.misses - before.misses,
        );
    }
    println!();
    println!(
        "bare `python3 -c pass`: {:.2} ms (median of {}, interleaved)",
        ms(median(passes)),
        rounds * 3
    );
}

/// `total` one-test judgings over 1, 2 and `n` workers, cold and warm; the speed-up of each is
/// against the same sandbox's one-worker row.
fn throughput(cold: &Sandbox, warm: &Sandbox, n: usize, total: usize) {
    let job = Job {
        dialogue: Some(Dialogue {
            turns: vec![mashang_sandbox::Turn {
                request: "{\"args\":[[3,1,2],2]}\n".into(),
                limit_ms: 1_000,
                kill_ms: 2_000,
                wall_ms: 30_000,
                repeat: 1,
                repeat_budget_ms: None,
                optional: false,
                idle_ms: None,
            }],
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
        limits: Limits { wall_ms: Some(60_000), ..Limits::default() },
        ..job("python", PY_DRIVER)
    };
    let judge = |sb: &Sandbox| {
        let r = sb.run_job(&job).expect("judging runs");
        let d = r.runs[0].dialogue.as_ref().expect("dialogue report");
        assert!(d.turns.iter().all(|t| t.state == TurnState::Answered), "{:?}", r.runs[0]);
    };
    let mut counts = vec![1usize, 2, n];
    counts.dedup();
    let sandboxes = [("cold", cold), ("warm", warm)];
    // Interleaved rounds (the machine's speed drifts by ±15 % over a minute here): each figure is
    // the median of its rounds, and each speed-up is against the same sandbox's one-worker
    // median, measured by the same procedure.
    let rounds: usize =
        std::env::var("THROUGHPUT_ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(3);
    let mut rates = vec![vec![Vec::new(); counts.len()]; sandboxes.len()];
    let mut lats = vec![vec![Vec::new(); counts.len()]; sandboxes.len()];
    for _ in 0..rounds {
        for (c, &workers) in counts.iter().enumerate() {
            for (i, (_, sb)) in sandboxes.iter().enumerate() {
                // Both sandboxes' pools refilled first: a refill left over from the run before
                // would otherwise take a CPU from this one.
                super::settle(cold);
                super::settle(warm);
                let (rate, lat) = parallel_judgings(sb, &judge, workers, total);
                rates[i][c].push(rate);
                lats[i][c].extend(lat);
            }
        }
    }
    println!(
        "| sandbox | workers | judgings per round | judgings/s (median of {rounds}) | speed-up vs 1 | p50 / p99 latency |"
    );
    println!("|---|---|---|---|---|---|");
    for (i, (name, _)) in sandboxes.iter().enumerate() {
        let one = median_f(&rates[i][0]);
        for (c, workers) in counts.iter().enumerate() {
            let rate = median_f(&rates[i][c]);
            println!(
                "| {name} | {workers} | {total} | {rate:.1} | {:.2}x | {:.0} / {:.0} ms |",
                rate / one,
                percentile(&mut lats[i][c], 0.5),
                percentile(&mut lats[i][c], 0.99),
            );
        }
    }
}

fn median_f(v: &[f64]) -> f64 {
    let mut v = v.to_vec();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

/// `total` judgings spread over `workers` threads: judgings per second, and each one's latency.
fn parallel_judgings(
    sb: &Sandbox,
    judge: &(dyn Fn(&Sandbox) + Sync),
    workers: usize,
    total: usize,
) -> (f64, Vec<f64>) {
    let t = Instant::now();
    let lat: Vec<f64> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..workers)
            .map(|w| {
                s.spawn(move || {
                    (w..total)
                        .step_by(workers)
                        .map(|_| {
                            let t = Instant::now();
                            judge(sb);
                            ms(t.elapsed())
                        })
                        .collect::<Vec<_>>()
                })
            })
            .collect();
        hs.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    (total as f64 / t.elapsed().as_secs_f64(), lat)
}
