//! The real `mashang telegram` binary against the fake Bot API server: a whole interview driven
//! through the real teloxide dispatcher, the real bank, judge and sandbox — /start, choices by
//! inline buttons, a broken submission in a plain fence and its follow-up, a submission as a
//! `pre` entity after emoji and CJK, a hint by button, a submission as a document, the report —
//! on each deployment of the matrix (`topology`: embedded, and two replicas with two workers).

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::json;

use crate::telegram_fake::{FakeTelegram, Sent, TOKEN};
use crate::topology::{Deployment, ReplicaSpec, deployments};

/// Judging compiles and probes complexity: generous, as in the console test.
const DEADLINE: Duration = Duration::from_secs(240);
const USER: i64 = 5001;

pub(crate) struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

pub(crate) fn start_binary(fake: &FakeTelegram, data: &Path) -> Running {
    start_replica(fake, ReplicaSpec { data, sub: "telegram", env: Vec::new() })
}

/// One bot process of a deployment (`topology`): the embedded `mashang telegram`, or one
/// `mashang serve` replica of the scaled deployment.
pub(crate) fn start_replica(fake: &FakeTelegram, replica: ReplicaSpec<'_>) -> Running {
    let child = Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg(replica.sub)
        .envs(replica.env)
        .env("MASHANG_TELEGRAM_TOKEN", TOKEN)
        .env("MASHANG_TELEGRAM_API_URL", &fake.url)
        .env("MASHANG_DATA_DIR", replica.data)
        .env("MASHANG_LOCALE", "en")
        .env("MASHANG_ROUNDS", "2")
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_DISCORD_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .expect("spawn mashang telegram");
    Running(child)
}

pub(crate) fn reference(id: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("presets/problems/{id}/solutions/ref.py"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reference for {id}: {e}"))
}

/// `Question 1/2: Two Sum (two-sum)` somewhere in the text → `two-sum`.
pub(crate) fn question_id(text: &str, header: &str) -> String {
    let line = text.lines().find(|l| l.contains(header)).expect("header line");
    let (_, rest) = line.rsplit_once('(').expect("id in header");
    rest.trim_end().trim_end_matches(')').to_string()
}

struct Chat<'a> {
    fake: &'a FakeTelegram,
    /// Index of the next sent item not yet looked at.
    cursor: usize,
}

impl Chat<'_> {
    async fn expect(&mut self, needle: &str) -> Sent {
        let (i, s) = self
            .fake
            .wait_for(self.cursor, DEADLINE, needle, |s| s.chat == USER && s.text.contains(needle))
            .await;
        self.cursor = i + 1;
        s
    }

    async fn expect_any(&mut self, needles: &[&str]) -> (usize, Sent) {
        let (i, s) = self
            .fake
            .wait_for(self.cursor, DEADLINE, &needles.join(" | "), |s| {
                s.chat == USER && needles.iter().any(|n| s.text.contains(n))
            })
            .await;
        self.cursor = i + 1;
        (needles.iter().position(|n| s.text.contains(n)).unwrap(), s)
    }

    async fn button(&mut self, method: &str, data: &str) -> Sent {
        let (i, s) = self
            .fake
            .wait_for(self.cursor, DEADLINE, data, |s| {
                s.chat == USER && s.method == method && s.buttons().iter().any(|b| b == data)
            })
            .await;
        self.cursor = i + 1;
        s
    }

    /// Answers follow-ups until the next question or the report appears.
    async fn through_follow_ups(&mut self, next: &str) -> Sent {
        loop {
            let needles = ["Follow-up:", "you do better", "Submit a corrected version", next];
            let (which, s) = self.expect_any(&needles).await;
            if which == 3 {
                return s;
            }
            // A follow-up that wants code (the complexity one, if a loaded machine made the
            // reference look slow) is not answered in words: move on.
            if which == 2 {
                self.fake.text(USER, "en", "/skip", None);
                continue;
            }
            self.fake.text(
                USER,
                "en",
                "I would keep a hash map and evict old entries: O(1) each.",
                None,
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_interview_over_telegram_through_the_real_dispatcher_and_judge() {
    for d in deployments("telegram::a_whole_interview_over_telegram").await {
        eprintln!("deployment: {:?}", d.kind);
        whole_interview(&d).await;
        d.judged_by_workers();
    }
}

/// The whole interview on one deployment (embedded, or replicas with workers).
async fn whole_interview(d: &Deployment) {
    let fake = FakeTelegram::start().await;
    let _bots = d.start("telegram", |r| start_replica(&fake, r));

    // The command menu, in English by default and in Chinese for zh clients.
    fake.wait_call("setMyCommands", DEADLINE, |p| p["language_code"] == "zh").await;
    let zh = fake.calls("setMyCommands").into_iter().find(|p| p["language_code"] == "zh").unwrap();
    let names: Vec<&str> =
        zh["commands"].as_array().unwrap().iter().filter_map(|c| c["command"].as_str()).collect();
    for c in ["start", "interview", "hint", "skip", "end", "report", "history", "lang", "locale"] {
        assert!(names.contains(&c), "menu lacks /{c}: {names:?}");
    }
    assert!(zh.to_string().contains("提示"), "zh descriptions: {zh}");

    let mut chat = Chat { fake: &fake, cursor: 0 };
    fake.text(USER, "en", "/start", None);
    let picker = chat.button("sendMessage", "r:algorithm").await;
    fake.press(USER, &picker, "r:algorithm");
    let levels = chat.button("editMessageText", "l:algorithm:junior").await;
    fake.press(USER, &levels, "l:algorithm:junior");
    let languages = chat.button("editMessageText", "g:algorithm:junior:python").await;
    fake.press(USER, &languages, "g:algorithm:junior:python");
    chat.expect("Interview started").await;
    let q1 = chat.expect("Question 1/2").await;
    let id1 = question_id(&q1.text, "Question 1/2");
    assert!(q1.buttons().contains(&"a:hint".to_string()), "actions under the question: {q1:?}");

    fake.text(USER, "en", "My approach: one pass with a hash map, O(n) time and space.", None);
    // A generic explanation may name nothing of the question drawn: then it is asked about.
    chat.expect_any(&["Noted", "does not mention anything from"]).await;

    // A broken submission as a plain fenced block: the follow-up asks what went wrong.
    fake.text(USER, "en", "```python\ndef broken(:\n    return <&>\n```", None);
    chat.expect("Running your code").await;
    fake.wait_call("sendChatAction", DEADLINE, |p| p["action"] == "typing").await;
    chat.expect("Verdict:").await;
    // The follow-up names the failing input, or asks what went wrong when there is none.
    chat.expect_any(&["What does your code do", "What went wrong"]).await;

    // The fix as a `pre` entity whose UTF-16 offset lies after emoji and CJK.
    let prose = "修好了 😀👍 fixed:\n";
    let code = reference(&id1);
    let offset = prose.encode_utf16().count();
    let length = code.encode_utf16().count();
    let entities =
        json!([{"type": "pre", "offset": offset, "length": length, "language": "python"}]);
    fake.text(USER, "en", &format!("{prose}{code}"), Some(entities));
    let verdict = chat.expect("Verdict:").await;
    assert!(verdict.text.contains("accepted"), "reference of {id1}: {}", verdict.text);

    let q2 = chat.through_follow_ups("Question 2/2").await;
    let id2 = question_id(&q2.text, "Question 2/2");
    assert!(q2.buttons().contains(&"a:hint".to_string()), "actions under the question: {q2:?}");
    fake.press(USER, &q2, "a:hint");
    chat.expect("Hint 1/").await;

    fake.document(USER, "solution.py", reference(&id2).as_bytes(), Some("O(n), 单次遍历"));
    let verdict = chat.expect("Verdict:").await;
    assert!(verdict.text.contains("accepted"), "reference of {id2}: {}", verdict.text);
    chat.through_follow_ups("Report —").await;

    fake.text(USER, "en", "/report", None);
    let report = chat.expect("Report —").await;
    assert!(report.text.contains("hints used: 1"), "{}", report.text);

    // Every message was HTML, and every update was acknowledged once handled.
    for s in fake.sent().iter().filter(|s| s.method == "sendMessage") {
        assert_eq!(s.parse_mode.as_deref(), Some("HTML"), "{s:?}");
    }
    let last = fake.text(USER, "en", "/help", None);
    chat.expect("Commands:").await;
    let end = Instant::now() + DEADLINE;
    while fake.confirmed() <= last {
        assert!(Instant::now() < end, "update {last} never acknowledged");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// The starter under the question as a `pre` entity with its language, re-shown in the new
/// language after `/lang` (no judging involved).
/// A new Telegram user is answered in their client's language (the update's `language_code`),
/// through the same `Engine::locale_hint` the Discord front end uses; another user's client
/// language is theirs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_user_is_answered_in_the_language_of_their_telegram_client() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = start_binary(&fake, data.path());
    let mut chat = Chat { fake: &fake, cursor: 0 };
    fake.text(USER, "zh-hans", "/interview python problem=two-sum", None);
    let zh = chat.expect("两数之和").await;
    assert!(!zh.text.contains("Two Sum"), "a zh client reads Chinese: {}", zh.text);
    fake.text(USER + 1, "en", "/interview python problem=two-sum", None);
    let (_, en) = fake
        .wait_for(0, DEADLINE, "Two Sum", |s| s.chat == USER + 1 && s.text.contains("Two Sum"))
        .await;
    assert!(!en.text.contains("两数之和"), "an en client reads English: {}", en.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_question_shows_its_starter_as_a_pre_block_and_lang_reshows_it() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = start_binary(&fake, data.path());
    let mut chat = Chat { fake: &fake, cursor: 0 };
    fake.text(USER, "en", "/interview python problem=reverse-linked-list", None);
    let q = chat.expect("Starter code:").await;
    assert!(
        q.text
            .contains("<pre><code class=\"language-python\"># Definition for singly-linked list.")
            && q.text.contains(
                "def reverse_list(self, head: Optional[ListNode]) -&gt; Optional[ListNode]:"
            ),
        "a python pre block with the signature: {}",
        q.text
    );
    fake.text(USER, "en", "/lang cpp", None);
    let changed = chat.expect("Programming language set to cpp").await;
    assert!(
        changed.text.contains("<pre><code class=\"language-cpp\">")
            && changed.text.contains("ListNode* reverseList(ListNode* head) {"),
        "the C++ starter after /lang: {}",
        changed.text
    );
}

/// `/run` over Telegram: in the command menu (both languages); with a `pre` block and an input it
/// runs the examples and the input; without a block it runs the last submission; neither is an
/// attempt (the submission in between is attempt 1).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn run_with_a_code_block_and_with_the_last_submission_over_telegram() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = start_binary(&fake, data.path());
    fake.wait_call("setMyCommands", DEADLINE, |p| p["language_code"] == "zh").await;
    for menu in
        fake.calls("setMyCommands").into_iter().filter(|p| p["scope"]["type"] != "all_group_chats")
    {
        let run = menu["commands"].as_array().unwrap().iter().find(|c| c["command"] == "run");
        assert!(run.is_some(), "/run in the menu: {menu}");
    }
    let mut chat = Chat { fake: &fake, cursor: 0 };
    fake.text(USER, "en", "/interview python problem=two-sum", None);
    chat.expect("Question 1/2").await;

    let head = "/run [[1, 5, 8], 13]\n";
    let code = reference("two-sum");
    let entities = json!([{
        "type": "pre", "offset": head.encode_utf16().count(),
        "length": code.encode_utf16().count(), "language": "python"
    }]);
    fake.text(USER, "en", &format!("{head}{code}"), Some(entities));
    chat.expect("a run is not an attempt").await;
    let shown = chat.expect("Run: ").await;
    assert!(shown.text.contains("Run: 2/2 examples passed."), "{}", shown.text);
    assert!(
        shown.text.contains("Your input: ran") && shown.text.contains("your output: [1,2]"),
        "{}",
        shown.text
    );

    fake.text(USER, "en", &format!("```python\n{code}\n```"), None);
    chat.expect("(attempt 1)").await;
    let verdict = chat.expect("Verdict:").await;
    assert!(verdict.text.contains("accepted"), "{}", verdict.text);
    fake.text(USER, "en", "/run", None);
    let again = chat.expect("Run: ").await;
    assert!(again.text.contains("Run: 2/2 examples passed."), "{}", again.text);
    assert!(!again.text.contains("Your input"), "{}", again.text);
}

/// Regression (issue 14): a source file containing a ``` line used to be wrapped in a plain
/// fence, so the code ended at that line and the rest of the file became the "explanation".
/// Through the real binary and judge, the whole file is judged and accepted.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_document_containing_a_fence_line_is_judged_as_the_whole_file() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = start_binary(&fake, data.path());
    let mut chat = Chat { fake: &fake, cursor: 0 };
    fake.text(USER, "en", "/interview python problem=two-sum", None);
    chat.expect("Question 1/2").await;
    // The solution comes after the fenced block: cut there, nothing would define it.
    let file =
        format!("USAGE = \"\"\"\n```\ntwo_sum([2, 7], 9)\n```\n\"\"\"\n\n{}", reference("two-sum"));
    fake.document(USER, "solution.py", file.as_bytes(), Some("hash map, one pass"));
    chat.expect("(attempt 1)").await;
    let verdict = chat.expect("Verdict:").await;
    assert!(verdict.text.contains("accepted"), "{}", verdict.text);
}
