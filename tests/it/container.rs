//! The container image for real (Dockerfile, deploy/docker/, deploy/compose.yaml), built by
//! `.ci/docker` and named by MASHANG_TEST_IMAGE; without it or without a Docker engine each test
//! prints a visible skip line. Every container uses the host's network (nothing else routes here)
//! and the worker privileges exactly as compose.yaml lists them:
//! - a submission in each language is judged by the sandbox inside the container, a known-wrong
//!   one is rejected, and `doctor` passes with cgroups and a trial run;
//! - without those privileges the trial run fails and `doctor` says so (they are needed);
//! - the bot container (SQLite in its volume, judging in its own sandbox) holds an interview over
//!   the fake Telegram server, is restarted, and the interview goes on where it was;
//! - a worker container killed mid-job (`docker kill`) has its job answered once by the other
//!   worker container, at the shipped defaults, and `mashang health` turns green in a worker.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;
use std::time::Duration;

use mashang_core::ports::Executor;
use mashang_queue_redis::{QueueOptions, RedisExecutor};

use crate::container_support::{Container, image, judge_flags, run_once, text};
use crate::queue_redis::{WorkerProc, prefix, python, stdout};
use crate::telegram::{question_id, reference};
use crate::telegram_fake::{FakeTelegram, Sent, TOKEN};

const DEADLINE: Duration = Duration::from_secs(300);

fn two_sum(file: &str) -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum").join(file)
}

#[test]
fn each_language_is_judged_inside_the_container_at_the_compose_privileges() {
    let Some(image) = image("it::container::each_language_is_judged_inside_the_container") else {
        return;
    };
    let flags = judge_flags();
    let doctor = run_once(&image, &flags, &[], &["doctor"]);
    let said = text(&doctor);
    assert!(doctor.status.success(), "doctor in the container:\n{said}");
    for line in ["✓ trial run", "✓ cgroups", "✓ namespaces"] {
        assert!(said.contains(line), "doctor lacks {line:?}:\n{said}");
    }
    let solutions = two_sum("solutions");
    for file in ["ref.py", "ref.js", "ref.cpp", "ref.java", "ref.go", "ref.rs"] {
        let inside = format!("/solutions/{file}");
        let args = ["judge", "--no-probe", "--problem", "two-sum", &inside];
        let out = run_once(&image, &flags, &[(&solutions, "/solutions")], &args);
        let said = text(&out);
        assert!(said.contains("verdict: accepted"), "{file} in the container:\n{said}");
    }
    let wrong = two_sum("wrong");
    let args = ["judge", "--no-probe", "--problem", "two-sum", "/wrong/reuses_element.py"];
    let out = run_once(&image, &flags, &[(&wrong, "/wrong")], &args);
    let said = text(&out);
    assert!(said.contains("verdict: wrong_answer"), "a known-wrong solution:\n{said}");
}

#[test]
fn without_the_compose_privileges_the_trial_run_fails_and_doctor_says_so() {
    let Some(image) = image("it::container::without_the_compose_privileges_the_trial_run_fails")
    else {
        return;
    };
    let out = run_once(&image, &[], &[], &["doctor"]);
    let said = text(&out);
    assert!(!out.status.success(), "doctor passed without the privileges:\n{said}");
    assert!(said.contains("✗ trial run"), "the failing check is the trial run:\n{said}");
}

/// Waits for the next message to the user containing one of `needles`, from `cursor` on.
async fn next(fake: &FakeTelegram, cursor: &mut usize, user: i64, needles: &[&str]) -> Sent {
    let (i, s) = fake
        .wait_for(*cursor, DEADLINE, &needles.join(" | "), |s| {
            s.chat == user && needles.iter().any(|n| s.text.contains(n))
        })
        .await;
    *cursor = i + 1;
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_container_holds_an_interview_and_resumes_it_after_a_restart() {
    let Some(image) = image("it::container::the_bot_container_holds_an_interview") else {
        return;
    };
    const USER: i64 = 5301;
    let fake = FakeTelegram::start().await;
    let env = [
        ("MASHANG_TELEGRAM_TOKEN", TOKEN),
        ("MASHANG_TELEGRAM_API_URL", fake.url.as_str()),
        ("MASHANG_LOCALE", "en"),
        ("MASHANG_ROUNDS", "2"),
    ];
    let bot = Container::start(&image, &judge_flags(), &env, &["telegram"]);
    let mut cursor = 0;
    fake.text(USER, "en", "/interview python problem=two-sum", None);
    let q1 = next(&fake, &mut cursor, USER, &["Question 1/2"]).await;
    let id = question_id(&q1.text, "Question 1/2");
    fake.text(USER, "en", &format!("```python\n{}\n```", reference(&id)), None);
    let verdict = next(&fake, &mut cursor, USER, &["Verdict:"]).await;
    assert!(verdict.text.contains("accepted"), "{}\n{}", verdict.text, bot.logs());

    bot.docker("restart");
    // The restarted bot knows the interview: skipping on reaches the second question.
    fake.text(USER, "en", "/skip", None);
    let needles = ["Question 2/2", "Report —", "No interview is running"];
    let s = next(&fake, &mut cursor, USER, &needles).await;
    assert!(s.text.contains("Question 2/2"), "after the restart: {}\n{}", s.text, bot.logs());
}

/// A `mashang worker` container on the test Redis, its log awaited like a worker process's;
/// removed when dropped.
struct WorkerContainer {
    proc: WorkerProc,
    name: String,
}

impl WorkerContainer {
    fn start(image: &str, url: &str, prefix: &str) -> Self {
        let name = Container::name();
        let mut cmd = Command::new("docker");
        cmd.args(["run", "--rm", "--name", &name, "--network", "host"])
            .args(judge_flags())
            .args(["-e", &format!("MASHANG_QUEUE_URL={url}")])
            .args(["-e", &format!("MASHANG_QUEUE__PREFIX={prefix}")])
            .args(["-e", "RUST_LOG=warn,mashang_queue_redis=info"])
            .args([image, "worker", "--concurrency", "1"]);
        WorkerContainer { proc: WorkerProc::spawn(cmd, None), name }
    }

    fn kill(&self) {
        let ok = Command::new("docker")
            .args(["kill", &self.name])
            .stdout(std::process::Stdio::null())
            .status()
            .expect("docker kill");
        assert!(ok.success(), "docker kill {}", self.name);
    }
}

impl Drop for WorkerContainer {
    fn drop(&mut self) {
        drop(Container { name: self.name.clone() });
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_worker_container_killed_mid_job_is_taken_over_and_the_job_answered_once() {
    let what = "it::container::a_worker_container_killed_mid_job";
    let Some(image) = image(what) else {
        return;
    };
    let Some(url) = crate::queue_redis::redis_url(what) else {
        return;
    };
    let p = prefix();
    let mut first = WorkerContainer::start(&image, &url, &p);
    tokio::task::block_in_place(|| first.proc.expect("worker ready"));
    let opts = QueueOptions { prefix: p.clone(), ..QueueOptions::default() };
    let exec = Arc::new(RedisExecutor::connect(&url, opts).await.expect("connect to Redis"));
    let job = tokio::spawn({
        let exec = Arc::clone(&exec);
        async move { exec.run_job(python("import time\ntime.sleep(2)\nprint('once')\n")).await }
    });
    tokio::task::block_in_place(|| first.proc.expect("started job"));
    first.kill();
    let mut second = WorkerContainer::start(&image, &url, &p);
    let report = job.await.unwrap().expect("answered by the second worker container");
    assert_eq!(stdout(&report).trim(), "once");
    tokio::task::block_in_place(|| second.proc.expect("finished job"));
    assert_eq!(exec.unmatched_results(), 0, "the front end got exactly one result");
    // The worker's heartbeat keeps its liveness file fresh: the image's HEALTHCHECK passes.
    let health = Command::new("docker")
        .args(["exec", &second.name, "mashang", "health"])
        .output()
        .expect("docker exec");
    assert!(health.status.success(), "mashang health in a live worker: {}", text(&health));
}
