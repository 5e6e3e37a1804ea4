//! deploy/compose.yaml run whole, the way the README tells an operator to: PostgreSQL, Redis, two
//! bot replicas and two judge workers from the project's image (MASHANG_TEST_IMAGE), on the host
//! network through deploy/compose.hostnet.yaml (the only network these machines route), with
//! Telegram pointed at the fake Bot API server. Every service turns healthy (the image's
//! HEALTHCHECK, the databases' own), and a submission over Telegram is judged by a worker
//! container. Needs docker-compose (or `docker compose`) and postgres:15 / redis:7 images (CI
//! builds stand-ins from Debian's packages: `.ci/docker`); else a visible skip line.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use crate::container_support::{image, text};
use crate::telegram::{question_id, reference};
use crate::telegram_fake::{FakeTelegram, TOKEN};

const DEADLINE: Duration = Duration::from_secs(300);
const USER: i64 = 5401;
const SERVICES: [&str; 6] = ["postgres", "redis", "bot-1", "bot-2", "worker-1", "worker-2"];

/// `docker compose` (v2) or `docker-compose` (v1), whichever answers.
fn compose_cli() -> Option<Vec<String>> {
    let works = |argv: &[&str]| {
        Command::new(argv[0]).args(&argv[1..]).output().is_ok_and(|o| o.status.success())
    };
    if works(&["docker", "compose", "version"]) {
        Some(vec!["docker".into(), "compose".into()])
    } else if works(&["docker-compose", "version"]) {
        Some(vec!["docker-compose".into()])
    } else {
        None
    }
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// One compose project (its own name, ports and volumes); `down -v` when dropped.
struct Project {
    cli: Vec<String>,
    name: String,
    env: Vec<(String, String)>,
    _dir: tempfile::TempDir,
}

impl Project {
    fn run(&self, args: &[&str]) -> Output {
        let deploy = Path::new(env!("CARGO_MANIFEST_DIR")).join("deploy");
        let files = [deploy.join("compose.yaml"), deploy.join("compose.hostnet.yaml")];
        // From deploy/, as the README says: compose v1 reads the seccomp profile's path relative
        // to the working directory.
        let mut cmd = Command::new(&self.cli[0]);
        cmd.current_dir(&deploy).args(&self.cli[1..]).args(["-p", &self.name]);
        for f in &files {
            cmd.arg("-f").arg(f);
        }
        cmd.args(args).envs(self.env.iter().map(|(k, v)| (k, v))).output().expect("run compose")
    }

    fn health(&self, service: &str) -> String {
        let id = self.run(&["ps", "-q", service]);
        let id = String::from_utf8_lossy(&id.stdout).trim().to_string();
        let out = Command::new("docker")
            .args(["inspect", "-f", "{{.State.Health.Status}}", &id])
            .output()
            .expect("docker inspect");
        String::from_utf8_lossy(&out.stdout).trim().to_string()
    }

    fn logs(&self) -> String {
        text(&self.run(&["logs", "--no-color"]))
    }
}

impl Drop for Project {
    fn drop(&mut self) {
        let _ = self.run(&["down", "-v", "--timeout", "5"]);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn compose_up_runs_two_bots_and_two_workers_that_judge_a_telegram_submission() {
    let what = "it::compose::compose_up_runs_two_bots_and_two_workers";
    let Some(image) = image(what) else {
        return;
    };
    let Some(cli) = compose_cli() else {
        crate::skip::skip(what, "needs docker-compose", "apt-get install docker-compose");
        return;
    };
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let env_file: PathBuf = dir.path().join("mashang.env");
    std::fs::write(
        &env_file,
        format!("MASHANG_TELEGRAM_TOKEN={TOKEN}\nMASHANG_LOCALE=en\nMASHANG_ROUNDS=2\n"),
    )
    .unwrap();
    let name = format!("mt{}", &uuid::Uuid::new_v4().simple().to_string()[..10]);
    let env = vec![
        ("MASHANG_IMAGE".to_string(), image),
        ("MASHANG_ENV_FILE".to_string(), env_file.display().to_string()),
        ("MASHANG_PG_PORT".to_string(), free_port().to_string()),
        ("MASHANG_REDIS_PORT".to_string(), free_port().to_string()),
        ("MASHANG_TELEGRAM_API_URL".to_string(), fake.url.clone()),
    ];
    let project = Project { cli, name, env, _dir: dir };
    let up = project.run(&["up", "-d"]);
    assert!(up.status.success(), "compose up:\n{}", text(&up));

    // Every service reports healthy through its own HEALTHCHECK (polled: Docker runs them).
    let end = Instant::now() + DEADLINE;
    for service in SERVICES {
        while project.health(service) != "healthy" {
            assert!(Instant::now() < end, "{service} never healthy:\n{}", project.logs());
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }

    fake.text(USER, "en", "/interview python problem=two-sum", None);
    let (i, q1) = fake
        .wait_for(0, DEADLINE, "Question 1/2", |s| {
            s.chat == USER && s.text.contains("Question 1/2")
        })
        .await;
    let id = question_id(&q1.text, "Question 1/2");
    fake.text(USER, "en", &format!("```python\n{}\n```", reference(&id)), None);
    let (_, verdict) = fake
        .wait_for(i + 1, DEADLINE, "Verdict:", |s| s.chat == USER && s.text.contains("Verdict:"))
        .await;
    assert!(verdict.text.contains("accepted"), "{}\n{}", verdict.text, project.logs());
    let logs = project.logs();
    assert!(logs.contains("finished job"), "a worker container judged it:\n{logs}");
}
