//! The real `mashang` binary with a Discord token against the fake Discord (REST through
//! `MASHANG_DISCORD_PROXY_URL`, the gateway it hands out): it identifies with the right intents,
//! registers the localized commands, and serves a whole interview driven by gateway interactions
//! through the real bank, judge and sandbox — on each deployment of the matrix (`topology`:
//! embedded, and two `serve` replicas splitting the shards with two workers); `mashang serve` runs Discord and Telegram over one
//! engine and database and loses nothing to a `kill -9`; a dropped gateway connection is resumed
//! by serenity and the next interaction is served.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use mashang_discord::translate::interview_text;
use serde_json::{Value, json};

use crate::discord_gateway_fake::{
    APP, CHANNEL, Call, Cut, FakeDiscord, INTENTS, Place, TOKEN, message,
};
use crate::telegram_fake::FakeTelegram;
use crate::topology::{Deployment, ReplicaSpec, deployments};

/// Generous: judging runs the real sandbox on a shared 2-core machine.
pub(crate) const DEADLINE: Duration = Duration::from_secs(120);
const USER: u64 = 1_300_000_000_000_000_300;
pub(crate) const PROBLEM: &str = "binary-search";

/// The running binary; killed (SIGKILL) on drop. Its log is printed when a test fails.
pub(crate) struct Bot {
    child: Child,
    log: std::path::PathBuf,
}

impl Bot {
    pub(crate) fn start(
        fake: &FakeDiscord,
        telegram: Option<&FakeTelegram>,
        data: &Path,
        sub: &str,
    ) -> Bot {
        Bot::start_with(fake, telegram, data, sub, &[])
    }

    /// [`Bot::start`] with extra environment variables (the duels' test clock).
    pub(crate) fn start_with(
        fake: &FakeDiscord,
        telegram: Option<&FakeTelegram>,
        data: &Path,
        sub: &str,
        env: &[(&str, &std::ffi::OsStr)],
    ) -> Bot {
        let log = data.join(format!("{sub}-{}.log", Instant::now().elapsed().as_nanos()));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
        cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg(sub)
            .env("MASHANG_DISCORD_TOKEN", TOKEN)
            .env("MASHANG_DISCORD_PROXY_URL", &fake.url)
            .env("MASHANG_DATA_DIR", data)
            .env("MASHANG_LOCALE", "en")
            .env("MASHANG_ROUNDS", "1")
            .env("RUST_LOG", "info,mashang=debug")
            .env_remove("MASHANG_CONFIG")
            .env_remove("MASHANG_LLM_BASE_URL")
            .env_remove("MASHANG_TELEGRAM_TOKEN")
            .stdin(Stdio::null())
            .stdout(Stdio::null());
        cmd.envs(env.iter().copied());
        if let Some(tg) = telegram {
            cmd.env("MASHANG_TELEGRAM_TOKEN", crate::telegram_fake::TOKEN)
                .env("MASHANG_TELEGRAM_API_URL", &tg.url);
        }
        // Appending: a restarted binary writes after the killed one.
        let file = std::fs::OpenOptions::new().create(true).append(true).open(&log).unwrap();
        let child = cmd.stderr(file).spawn().expect("spawn mashang");
        Bot { child, log }
    }

    /// One bot process of a deployment (`topology`): the embedded `mashang <sub>`, or one
    /// `mashang serve` replica of the scaled deployment (its share of the shards).
    pub(crate) fn replica(
        fake: &FakeDiscord,
        telegram: Option<&FakeTelegram>,
        replica: ReplicaSpec<'_>,
    ) -> Bot {
        let env: Vec<(&str, &std::ffi::OsStr)> =
            replica.env.iter().map(|(k, v)| (k.as_str(), std::ffi::OsStr::new(v))).collect();
        Bot::start_with(fake, telegram, replica.data, replica.sub, &env)
    }

    /// `kill -9`.
    pub(crate) fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    pub(crate) fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for Bot {
    fn drop(&mut self) {
        self.kill();
        if std::thread::panicking() {
            eprintln!("---- mashang log ----\n{}", self.log());
        }
    }
}

pub(crate) fn reference(id: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("presets/problems/{id}/solutions/ref.py"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reference for {id}: {e}"))
}

/// A REST call answering the interaction with `token` (its callback, an edit of the deferred
/// response or a follow-up).
pub(crate) fn for_token(c: &Call, token: &str) -> bool {
    c.path.contains(&format!("/{token}/")) || c.path.ends_with(&format!("/{token}"))
}

/// Waits for the callback of the interaction `token` and checks it came within Discord's
/// 3-second window of the dispatch.
pub(crate) async fn callback(fake: &FakeDiscord, token: &str, sent: Instant) -> Call {
    let (_, c) = fake
        .wait_call(0, &format!("callback of {token}"), DEADLINE, |c| {
            c.method == "POST" && c.path.ends_with("/callback") && for_token(c, token)
        })
        .await;
    let took = c.at.saturating_duration_since(sent);
    assert!(took < Duration::from_secs(3), "answered after {took:?}, past Discord's window");
    c
}

/// Waits for anything sent for the interaction `token` (edit or follow-up) containing `needle`.
pub(crate) async fn reply(fake: &FakeDiscord, token: &str, needle: &str) -> Call {
    fake.wait_call(0, needle, DEADLINE, |c| {
        c.method != "GET"
            && !c.path.ends_with("/callback")
            && for_token(c, token)
            && c.raw.contains(needle)
    })
    .await
    .1
}

/// Waits for a message posted in `channel` containing `needle`.
pub(crate) async fn posted(fake: &FakeDiscord, channel: u64, needle: &str) -> Call {
    let p = format!("/api/v10/channels/{channel}/messages");
    fake.wait_call(0, needle, DEADLINE, |c| {
        c.method == "POST" && c.path == p && c.raw.contains(needle)
    })
    .await
    .1
}

/// The gateway session is up and the commands are registered (poise's setup ran).
pub(crate) async fn ready(fake: &FakeDiscord) -> Value {
    let (_, put) = fake
        .wait_call(0, "command registration", DEADLINE, |c| {
            c.method == "PUT" && c.path == format!("/api/v10/applications/{APP}/commands")
        })
        .await;
    put.body
}

/// `/interview language:python problem:binary-search` in the server channel: deferred in time,
/// a private thread opened, the question posted there. Returns the thread and the question.
pub(crate) async fn start_interview(fake: &FakeDiscord, user: u64) -> (u64, Call) {
    let sent = Instant::now();
    let options = json!([
        {"name": "language", "type": 4, "value": 0},
        {"name": "problem", "type": 3, "value": PROBLEM},
    ]);
    let token = fake.command(user, Place::Channel(CHANNEL), "interview", options).await;
    let cb = callback(fake, &token, sent).await;
    assert_eq!(cb.body["type"], 5, "a deferred channel message: {}", cb.raw);
    let (_, thread) = fake
        .wait_call(0, "thread", DEADLINE, |c| {
            c.method == "POST" && c.path == format!("/api/v10/channels/{CHANNEL}/threads")
        })
        .await;
    assert_eq!(thread.body["type"], 12, "a private thread");
    let note = reply(fake, &token, "<#").await;
    let id: String =
        note.raw.split("<#").nth(1).unwrap().chars().take_while(char::is_ascii_digit).collect();
    let thread: u64 = id.parse().unwrap();
    let q = posted(fake, thread, &format!("({PROBLEM})")).await;
    assert!(q.raw.contains("Question 1/1") && q.raw.contains("Binary Search"), "{}", q.raw);
    assert!(q.raw.contains("mashang:/hint"), "Hint button under the question: {}", q.raw);
    (thread, q)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_binary_identifies_registers_and_serves_a_whole_interview_over_the_gateway() {
    for d in deployments("discord_e2e::the_binary_identifies_registers_and_serves").await {
        eprintln!("deployment: {:?}", d.kind);
        whole_interview(&d).await;
        d.judged_by_workers();
    }
}

/// The whole interview on one deployment: every replica identifies as its shards, and the
/// test guild's shard serves the interview.
async fn whole_interview(d: &Deployment) {
    let fake = FakeDiscord::start().await;
    let bots = d.start("discord", |r| Bot::replica(&fake, None, r));
    crate::crash::dc_up(&fake, d.replicas()).await;
    let commands = ready(&fake).await;
    let identifies = fake.with(|i| i.identifies.clone());
    let mut shards: Vec<Value> = identifies.iter().map(|i| i["shard"].clone()).collect();
    shards.sort_by_key(Value::to_string);
    let expected: Vec<Value> = (0..d.replicas()).map(|i| json!(d.discord_shard(i))).collect();
    assert_eq!(shards, expected, "each replica identifies as its own shards");
    for identify in &identifies {
        assert_eq!(identify["intents"], INTENTS, "no privileged intent unless configured");
    }
    let names: Vec<&str> =
        commands.as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
    for c in [
        "interview",
        "submit",
        "hint",
        "skip",
        "end",
        "report",
        "history",
        "lang",
        "locale",
        "forget",
        "help",
    ] {
        let cmd = commands.as_array().unwrap().iter().find(|x| x["name"] == c);
        let cmd = cmd.unwrap_or_else(|| panic!("/{c} not registered: {names:?}"));
        assert!(cmd["name_localizations"]["zh-CN"].is_string(), "/{c} has a zh-CN name: {cmd}");
        assert!(cmd["description_localizations"]["zh-CN"].is_string(), "/{c}: {cmd}");
    }
    let interview = commands.as_array().unwrap().iter().find(|x| x["name"] == "interview").unwrap();
    let problem = interview["options"].as_array().unwrap().iter().find(|o| o["name"] == "problem");
    assert_eq!(problem.expect("a problem option")["autocomplete"], true);

    let (thread, question) = start_interview(&fake, USER).await;
    // The starter in the session's language, as a code block in the question embed.
    let embed = question.body["embeds"][0]["description"].as_str().unwrap_or_default();
    assert!(
        embed.contains("Starter code:")
            && embed.contains("```python\nclass Solution:\n    def search(self, nums: List[int], target: int) -> int:"),
        "the starter in the question embed: {embed}"
    );

    // The Hint button under the question, clicked on the message the bot posted.
    let sent = Instant::now();
    let carrier = message(9, thread, &question.body);
    let token = fake.button(USER, Place::Thread(thread), "mashang:/hint", carrier).await;
    let ack = callback(&fake, &token, sent).await;
    assert!(matches!(ack.body["type"].as_u64(), Some(5 | 6)), "deferred: {}", ack.raw);
    let hint = reply(&fake, &token, "Hint 1/").await;
    assert!(hint.raw.contains("middle element"), "the first hint of {PROBLEM}: {}", hint.raw);

    // /submit in the thread opens the editor; its submit is judged by the real sandbox.
    let sent = Instant::now();
    let token = fake.command(USER, Place::Thread(thread), "submit", json!([])).await;
    let modal = callback(&fake, &token, sent).await;
    assert_eq!(modal.body["type"], 9, "a modal: {}", modal.raw);
    let prefilled = modal.body["data"]["components"][0]["components"][0]["value"].as_str();
    assert!(
        prefilled.is_some_and(|v| v.starts_with("class Solution:") && v.contains("def search(")),
        "the editor opens on the starter: {}",
        modal.raw
    );
    let custom_id = modal.body["data"]["custom_id"].as_str().unwrap().to_string();
    let input = modal.body["data"]["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_string();
    let sent = Instant::now();
    let code = reference(PROBLEM);
    let token = fake.modal(USER, Place::Thread(thread), &custom_id, &[(&input, &code)]).await;
    callback(&fake, &token, sent).await;
    let verdict = reply(&fake, &token, "Verdict: ").await;
    assert!(verdict.raw.contains("Verdict: accepted"), "the reference passes: {}", verdict.raw);
    assert!(
        verdict.body["embeds"][0]["title"].as_str().is_some(),
        "a verdict embed: {}",
        verdict.raw
    );

    let sent = Instant::now();
    let token = fake.command(USER, Place::Thread(thread), "end", json!([])).await;
    callback(&fake, &token, sent).await;
    let report = fake
        .wait_call(0, "the report", DEADLINE, |c| {
            c.raw.contains("Report —") && c.raw.contains("\"embeds\"")
        })
        .await
        .1;
    assert!(
        report.path.contains(&token) || report.path.ends_with(&format!("/{thread}/messages")),
        "{}",
        report.path
    );

    fake.wait_state("a heartbeat", DEADLINE, |i| i.heartbeats > 0).await;
    for bot in &bots {
        assert!(!bot.log().contains(TOKEN), "the token never reaches the log");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_runs_discord_and_telegram_over_one_store_and_a_kill_loses_no_interview() {
    const TG_USER: i64 = 5101;
    let fake = FakeDiscord::start().await;
    let tg = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(&fake, Some(&tg), data.path(), "serve");

    ready(&fake).await;
    tg.wait_call("setMyCommands", DEADLINE, |_| true).await;
    // Both start at once; each gets its question.
    tg.text(TG_USER, "en", &interview_text(None, None, Some("python"), None, Some(PROBLEM)), None);
    let (thread, _) = start_interview(&fake, USER).await;
    tg.wait_for(0, DEADLINE, "telegram question", |s| {
        s.chat == TG_USER && s.text.contains("Question 1/1") && s.text.contains(PROBLEM)
    })
    .await;

    bot.kill();
    let seen = tg.sent().len();
    let mut bot = Bot::start(&fake, Some(&tg), data.path(), "serve");
    fake.wait_state("a second identify", DEADLINE, |i| i.identifies.len() >= 2).await;
    // Registration after the restart means the new process's setup ran (the hub is up).
    let registrations = |i: &crate::discord_gateway_fake::Inner| {
        i.calls.iter().filter(|c| c.method == "PUT" && c.path.ends_with("/commands")).count()
    };
    fake.wait_state("registration after the restart", DEADLINE, |i| registrations(i) >= 2).await;

    // Both interviews are still there: a hint is the first hint of the same problem.
    let first_hint = "Look at the middle element";
    let sent = Instant::now();
    let token = fake.command(USER, Place::Thread(thread), "hint", json!([])).await;
    callback(&fake, &token, sent).await;
    let hint = reply(&fake, &token, "Hint 1/").await;
    assert!(hint.raw.contains(first_hint), "{}", hint.raw);
    tg.text(TG_USER, "en", "/hint", None);
    let (_, tg_hint) = tg
        .wait_for(seen, DEADLINE, "telegram hint", |s| {
            s.chat == TG_USER && s.text.contains("Hint 1/")
        })
        .await;
    assert!(tg_hint.text.contains(first_hint), "{}", tg_hint.text);

    // A submission killed mid-judge: it was journaled before it was acknowledged, so after the
    // restart it is judged again and the verdict answers it.
    let input = [("code", reference(PROBLEM))];
    let fields: Vec<(&str, &str)> = input.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let token = fake.modal(USER, Place::Thread(thread), "mashang:submit:python", &fields).await;
    reply(&fake, &token, "Running your code").await;
    bot.kill();
    let killed_at = fake.with(|i| i.calls.len());
    let _bot = Bot::start(&fake, Some(&tg), data.path(), "serve");
    let (at, verdict) = fake
        .wait_call(0, "the verdict of the killed submission", DEADLINE, |c| {
            c.raw.contains("Verdict: accepted")
        })
        .await;
    if at >= killed_at {
        // The journal answers the original interaction while its token is valid (editing the
        // deferred reply or following it up), else in the thread.
        let in_thread = verdict.path == format!("/api/v10/channels/{thread}/messages");
        assert!(
            for_token(&verdict, &token) || in_thread,
            "resumed on the submission's interaction or in its thread: {}",
            verdict.path
        );
    } else {
        // The judge beat the kill: the verdict was delivered before it, which is also no loss.
        eprintln!("note: the verdict was delivered before the kill");
    }
    assert!(!bot.log().contains(TOKEN));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_connection_is_resumed_and_the_next_interaction_served() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, None, data.path(), "discord");
    ready(&fake).await;

    for (round, cut) in [Cut::Close(4000), Cut::Reset].into_iter().enumerate() {
        let before = fake.with(|i| i.connections);
        fake.cut(cut);
        fake.wait_state("a new connection", DEADLINE, |i| i.connections > before).await;
        let sent = Instant::now();
        let token = fake.command(USER, Place::Channel(CHANNEL), "help", json!([])).await;
        callback(&fake, &token, sent).await;
        reply(&fake, &token, "Commands:").await;
        // serenity resumes the session it had rather than identifying again.
        let (resumes, identifies) = fake.with(|i| (i.resumes.clone(), i.identifies.len()));
        assert_eq!(resumes.len(), round + 1, "{cut:?}: resumed, not re-identified");
        assert_eq!(identifies, 1);
        assert_eq!(resumes[round]["session_id"], "fake-session-1", "{cut:?}: {}", resumes[round]);
    }
}
