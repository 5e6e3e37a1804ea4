//! Crash points: the real binary aborts itself (`[testing] crash_at`, no unwinding — what a
//! `kill -9` leaves) at a step of a submission's turn — received, acked, persisted, judging,
//! verdict, sent — on the terminal, Telegram and Discord. After a restart the user has exactly one
//! verdict for the submission, nothing is answered twice, and the report counts it. A submission
//! killed before it was acknowledged is one the platform told the user it did not take (Discord's
//! "interaction failed", a terminal that never answered): the user sends it again; Telegram sends
//! it again by itself.
//!
//! Kill points are drawn at random from a seed: `MASHANG_CRASH_CASES` cases (6 by default; CI runs
//! 50), `MASHANG_CRASH_SEED` to replay a run (the seed is printed), `MASHANG_CRASH_CASE` to run
//! one case, `MASHANG_CRASH_LOG` for the binary's `RUST_LOG`.

use std::io::{Read, Write};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::discord_e2e::{for_token, reference, start_interview};
use crate::discord_gateway_fake::{FakeDiscord, Inner, Place};
use crate::support::knobs;
use crate::telegram_fake::FakeTelegram;

const DEADLINE: Duration = Duration::from_secs(180);
const PROBLEM: &str = "binary-search";
const VERDICT: &str = "Verdict: accepted";
const REPORTED: &str = "over 1 question";
const TG_USER: i64 = 5301;
const DC_USER: u64 = 1_300_000_000_000_000_377;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Front {
    Console,
    Telegram,
    Discord,
}

/// One kill: the `nth` pass of `point` in the process that receives the submission.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Case {
    pub(crate) front: Front,
    pub(crate) point: &'static str,
    pub(crate) nth: u32,
}

impl Case {
    fn env(&self) -> String {
        format!("{}#{}", self.point, self.nth)
    }
    /// The terminal never took the line, so the user types it again.
    fn resubmits(&self) -> bool {
        self.point == "received"
    }
}

/// splitmix64: a seeded stream without a dependency.
fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

fn cases(count: usize, seed: u64) -> Vec<Case> {
    let points = mashang_core::crashpoint::POINTS;
    let fronts = [Front::Console, Front::Telegram, Front::Discord];
    let mut s = seed;
    (0..count)
        .map(|i| {
            // Every point and front comes up in the first cases; then at random.
            let (front, point) = if i < points.len() {
                (fronts[i % 3], points[i])
            } else {
                (fronts[next(&mut s) as usize % 3], points[next(&mut s) as usize % points.len()])
            };
            // A submission's turn delivers at least two replies (running, verdict).
            let nth = if point == "sent" { 1 + (next(&mut s) % 2) as u32 } else { 1 };
            Case { front, point, nth }
        })
        .collect()
}

fn parse_case(spec: &str) -> Option<Case> {
    let (front, rest) = spec.split_once(':')?;
    let (point, nth) = rest.split_once('#')?;
    let front = [Front::Console, Front::Telegram, Front::Discord][front.parse::<usize>().ok()?];
    let point = *mashang_core::crashpoint::POINTS.iter().find(|p| **p == point)?;
    Some(Case { front, point, nth: nth.parse().ok()? })
}

pub(crate) fn spawn(sub: &str, data: &Path, crash: Option<&Case>, env: &[(&str, &str)]) -> Child {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg(sub)
        .env("MASHANG_DATA_DIR", data)
        .env("MASHANG_LOCALE", "en")
        .env("MASHANG_ROUNDS", "1")
        .env("RUST_LOG", std::env::var("MASHANG_CRASH_LOG").unwrap_or_else(|_| "warn".into()))
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_LLM_BASE_URL")
        .env_remove("MASHANG_TELEGRAM_TOKEN")
        .env_remove("MASHANG_DISCORD_TOKEN")
        .env_remove(knobs::CRASH_AT)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::inherit());
    for (k, v) in env {
        cmd.env(k, v);
    }
    if let Some(c) = crash {
        cmd.env(knobs::CRASH_AT, c.env());
    }
    cmd.spawn().expect("spawn mashang")
}

/// Waits for the process to end by itself (the crash point).
pub(crate) async fn exits(mut child: Child) -> ExitStatus {
    let waited = tokio::task::spawn_blocking(move || child.wait());
    tokio::time::timeout(DEADLINE, waited)
        .await
        .expect("the armed process never reached its crash point")
        .unwrap()
        .unwrap()
}

pub(crate) fn aborted(status: ExitStatus, case: &Case) {
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(status.signal(), Some(6), "{case:?}: the process did not abort at its point");
}

pub(crate) fn submission() -> String {
    format!("```python\n{}\n```", reference(PROBLEM).trim_end())
}

// ---- the terminal ----

/// Runs the console with `input` on stdin (then end of input); returns what it printed.
async fn console(data: &Path, input: String, crash: Option<Case>) -> (String, ExitStatus) {
    let data = data.to_path_buf();
    tokio::task::spawn_blocking(move || {
        let mut child = spawn("console", &data, crash.as_ref(), &[]);
        child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
        let mut out = String::new();
        child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
        (out, child.wait().unwrap())
    })
    .await
    .unwrap()
}

async fn console_case(case: Case) {
    let data = tempfile::tempdir().unwrap();
    let start = format!("/interview algorithm junior python problem={PROBLEM}\n");
    let (out, _) = console(data.path(), start, None).await;
    assert!(out.contains("Question 1/1"), "{out}");
    let (crashed, status) = console(data.path(), submission() + "\n", Some(case)).await;
    aborted(status, &case);
    let again = if case.resubmits() { submission() + "\n" } else { String::new() };
    let (after, _) = console(data.path(), again + "/end\n/report\n", None).await;
    let verdicts = crashed.matches(VERDICT).count() + after.matches(VERDICT).count();
    assert_eq!(verdicts, 1, "{case:?}: before the crash:\n{crashed}\nafter:\n{after}");
    assert!(after.contains(REPORTED), "{case:?}: the report counts the submission:\n{after}");
}

// ---- Telegram ----

pub(crate) fn tg_env(fake: &FakeTelegram) -> [(&'static str, &str); 2] {
    [
        ("MASHANG_TELEGRAM_TOKEN", crate::telegram_fake::TOKEN),
        ("MASHANG_TELEGRAM_API_URL", fake.url.as_str()),
    ]
}

async fn tg_wait(fake: &FakeTelegram, from: usize, needle: &str) -> usize {
    let (i, _) = fake
        .wait_for(from, DEADLINE, needle, |s| s.chat == TG_USER && s.text.contains(needle))
        .await;
    i
}

/// Telegram: an interview started, then a bot that dies at `case` while the submission is in
/// flight. Returns the fake, the data dir and the bot's environment, for the restart.
async fn telegram_crashed(case: &Case) -> (FakeTelegram, tempfile::TempDir) {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let env = tg_env(&fake);
    let first = KillOnDrop(spawn("telegram", data.path(), None, &env));
    fake.text(
        TG_USER,
        "en",
        &format!("/interview algorithm junior python problem={PROBLEM}"),
        None,
    );
    tg_wait(&fake, 0, "Question 1/1").await;
    settled(data.path()).await;
    drop(first);
    let armed = spawn("telegram", data.path(), Some(case), &env);
    fake.text(TG_USER, "en", &submission(), None);
    aborted(exits(armed).await, case);
    (fake, data)
}

fn tg_verdicts(fake: &FakeTelegram) -> usize {
    fake.sent().iter().filter(|s| s.chat == TG_USER && s.text.contains(VERDICT)).count()
}

async fn telegram_case(case: Case) {
    let (fake, data) = telegram_crashed(&case).await;
    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &tg_env(&fake)));
    let verdict = tg_wait(&fake, 0, VERDICT).await;
    fake.text(TG_USER, "en", "/end", None);
    tg_wait(&fake, verdict, REPORTED).await;
    assert_eq!(tg_verdicts(&fake), 1, "{case:?}: {:#?}", fake.sent());
}

// ---- Discord ----

/// Waits until the bot whose data dir is `dir` has journaled every turn it received as answered.
/// The case is a crash in the NEXT turn: a bot killed after the fake saw the question but before
/// it counted that reply would resend it on restart, and the armed bot could then hit its crash
/// point in that resend, before the submission under test was even acknowledged.
pub(crate) async fn settled(dir: &std::path::Path) {
    let db = rusqlite::Connection::open(dir.join(mashang_store_sqlite::DB_FILE)).unwrap();
    let open = || -> i64 {
        db.query_row("SELECT COUNT(*) FROM inbound WHERE answered_at IS NULL", [], |r| r.get(0))
            .unwrap_or(i64::MAX)
    };
    let started = std::time::Instant::now();
    while open() != 0 {
        assert!(started.elapsed() < DEADLINE, "the first turn was never journaled as answered");
        // Polls the journal the bot writes (no event to wait on across processes).
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

pub(crate) struct KillOnDrop(pub(crate) Child);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(crate) fn registrations(i: &Inner) -> usize {
    i.calls.iter().filter(|c| c.method == "PUT" && c.path.ends_with("/commands")).count()
}

pub(crate) fn dc_spawn(fake: &FakeDiscord, data: &Path, crash: Option<&Case>) -> Child {
    let env = [
        ("MASHANG_DISCORD_TOKEN", crate::discord_gateway_fake::TOKEN),
        ("MASHANG_DISCORD_PROXY_URL", fake.url.as_str()),
    ];
    spawn("discord", data, crash, &env)
}

/// The bot's `n`-th start is up (its commands registered: poise's setup ran).
pub(crate) async fn dc_up(fake: &FakeDiscord, n: usize) {
    fake.wait_state("the bot up", DEADLINE, |i| registrations(i) >= n).await;
}

async fn dc_submit(fake: &FakeDiscord, thread: u64) -> String {
    let code = submission();
    let code = code.trim_start_matches("```python\n").trim_end_matches("\n```");
    fake.modal(DC_USER, Place::Thread(thread), "mashang:submit:python", &[("code", code)]).await
}

/// Discord: a bot that dies at `case` while a `/submit` modal is in flight. Returns the modal's
/// token and the fake, for more checks.
async fn discord_case(case: Case) -> (FakeDiscord, String) {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let first = KillOnDrop(dc_spawn(&fake, data.path(), None));
    dc_up(&fake, 1).await;
    let (thread, _) = start_interview(&fake, DC_USER).await;
    settled(data.path()).await;
    drop(first);
    let armed = dc_spawn(&fake, data.path(), Some(&case));
    dc_up(&fake, 2).await;
    let mut token = dc_submit(&fake, thread).await;
    aborted(exits(armed).await, &case);
    let _bot = KillOnDrop(dc_spawn(&fake, data.path(), None));
    dc_up(&fake, 3).await;
    // Never deferred (the crash came first — also when it came while the restart was finishing
    // an earlier turn): Discord showed "interaction failed", so the user submits again.
    let acked = fake
        .with(|i| i.calls.iter().any(|c| c.path.ends_with("/callback") && for_token(c, &token)));
    if !acked {
        token = dc_submit(&fake, thread).await;
    }
    let (at, _) = fake.wait_call(0, VERDICT, DEADLINE, |c| c.raw.contains(VERDICT)).await;
    fake.command(DC_USER, Place::Thread(thread), "end", json!([])).await;
    // The report answers /end, or goes to the thread once the token is spent.
    fake.wait_call(at, "the report", DEADLINE, |c| c.raw.contains(REPORTED)).await;
    let verdicts = fake.with(|i| i.calls.iter().filter(|c| c.raw.contains(VERDICT)).count());
    assert_eq!(verdicts, 1, "{case:?}: verdict sent {verdicts} times (first at call {at})");
    (fake, token)
}

/// The regression of issue 18: a bot killed right after it acknowledged a `/submit` modal (before
/// "Running your code…") used to leave the deferred reply on "thinking…" forever and the
/// submission lost. Now the restart answers that very interaction with the verdict.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_just_after_deferring_a_submit_modal_answers_it_after_the_restart() {
    let case = Case { front: Front::Discord, point: "acked", nth: 1 };
    let (fake, token) = discord_case(case).await;
    // Its token is still valid: the verdict answers the deferred interaction (an edit of the
    // "thinking…" reply or a follow-up to it), not a stray channel message.
    let answered = fake.with(|i| {
        i.calls.iter().any(|c| c.method != "GET" && for_token(c, &token) && c.raw.contains(VERDICT))
    });
    assert!(answered, "the verdict answers the modal's own interaction");
    let edited = fake.with(|i| i.calls.iter().any(|c| c.method == "PATCH" && for_token(c, &token)));
    assert!(edited, "the deferred reply is edited, so it no longer spins on thinking…");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_at_any_step_of_a_turn_yields_exactly_one_verdict_that_the_report_counts() {
    let count = std::env::var("MASHANG_CRASH_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(6);
    let seed = std::env::var("MASHANG_CRASH_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or_else(|| {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
            now.map_or(0, |d| d.as_nanos() as u64) ^ u64::from(std::process::id())
        });
    eprintln!("crash points: {count} cases, MASHANG_CRASH_SEED={seed}");
    let t0 = Instant::now();
    let mut cases = cases(count, seed);
    // `MASHANG_CRASH_CASE=2:sent#1` runs one case (front 0 terminal, 1 Telegram, 2 Discord).
    if let Some(one) = std::env::var("MASHANG_CRASH_CASE").ok().and_then(|v| parse_case(&v)) {
        cases = vec![one];
    }
    for (i, case) in cases.into_iter().enumerate() {
        let t = Instant::now();
        match case.front {
            Front::Console => console_case(case).await,
            Front::Telegram => telegram_case(case).await,
            Front::Discord => drop(discord_case(case).await),
        }
        eprintln!("case {i}: {case:?} ok in {:.1}s", t.elapsed().as_secs_f64());
    }
    eprintln!("crash points: {count} cases in {:.1}s", t0.elapsed().as_secs_f64());
}

/// Telegram: an interview left waiting on the judge with no journaled turn to finish it (the
/// journal keeps unanswered turns a day; a session from before the journal had none) is re-opened
/// after the restart and its verdict delivered once — the front end resumes stalled interviews as
/// Discord always did.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_interview_stalled_on_the_judge_without_a_journaled_turn_is_resumed() {
    let case = Case { front: Front::Telegram, point: "judging", nth: 1 };
    let (fake, data) = telegram_crashed(&case).await;
    let db = rusqlite::Connection::open(data.path().join(mashang_store_sqlite::DB_FILE)).unwrap();
    let forgotten = db.execute("DELETE FROM inbound_replies", []).unwrap()
        + db.execute("DELETE FROM inbound", []).unwrap();
    assert!(forgotten >= 1, "the submission's turn was journaled");
    drop(db);
    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &tg_env(&fake)));
    tg_wait(&fake, 0, VERDICT).await;
    assert_eq!(tg_verdicts(&fake), 1, "{:#?}", fake.sent());
}
