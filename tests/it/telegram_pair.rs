//! Peer mock interviews through the real `mashang telegram` binary and the fake Bot API server:
//! two group members ask for a partner now, are matched and accept by button, check in, and run
//! both halves — the interviewer alone gets the hints, follow-ups and rubric, private messages
//! are relayed with the sender's name, each candidate's code is judged for real and both see the
//! verdict, the binary's test clock brings the 5-minutes-left warning, the swap and the end —
//! then both give structured feedback and each sees the feedback about them. Nothing of it is
//! posted in the group. A second session ends in a recorded no-show.

use std::path::Path;
use std::time::Duration;

use crate::support::knobs;
use crate::telegram_bot::{self as telegram_bot, Bot};
use crate::telegram_fake::{FakeTelegram, Sent};

const DEADLINE: Duration = Duration::from_secs(240);
const ANN: i64 = 7201;
const BOB: i64 = 7202;
const GROUP: i64 = -1_009_876_544;

/// The binary with its test clock skewed by the seconds in `skew` and a fast timer.
fn start(fake: &FakeTelegram, data: &Path, skew: &Path) -> Bot {
    telegram_bot::start(fake, data, skew, &[(knobs::DUEL_TICK_MS, "200")])
}

/// The first message after `from` to `chat` containing `needle`, and its index.
async fn seen_after(fake: &FakeTelegram, from: usize, chat: i64, needle: &str) -> (usize, Sent) {
    fake.wait_for(from, DEADLINE, needle, |s| s.chat == chat && s.text.contains(needle)).await
}

async fn seen(fake: &FakeTelegram, chat: i64, needle: &str) -> Sent {
    seen_after(fake, 0, chat, needle).await.1
}

/// The reference Python solution of the bank problem titled `title` (English).
pub(crate) fn reference_for(title: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems");
    for entry in std::fs::read_dir(&root).unwrap() {
        let dir = entry.unwrap().path();
        let Ok(spec) = std::fs::read_to_string(dir.join("problem.toml")) else { continue };
        let spec: toml::Table = spec.parse().unwrap();
        let en = spec.get("title").and_then(|t| t.get("en")).and_then(|t| t.as_str());
        if en == Some(title) {
            return std::fs::read_to_string(dir.join("solutions/ref.py")).unwrap();
        }
    }
    panic!("no problem titled {title}");
}

/// The title in a candidate's problem message ("📝 Your problem, with X as interviewer: T (level)").
pub(crate) fn title_of(problem_msg: &str) -> String {
    let head = problem_msg.lines().next().unwrap();
    let after = head.split("as interviewer: ").nth(1).unwrap();
    after.rsplit_once(" (").unwrap().0.to_string()
}

/// The numbered lines of the pack's section starting with `head` (hints, follow-ups).
pub(crate) fn section(pack: &str, head: &str) -> Vec<String> {
    pack.lines()
        .skip_while(|l| !l.starts_with(head))
        .skip(1)
        .take_while(|l| !l.trim().is_empty())
        .filter_map(|l| l.split_once(". ").map(|(_, s)| s.trim().to_string()))
        .filter(|s| s.len() > 12)
        .collect()
}

fn submit(fake: &FakeTelegram, who: i64, code: &str) {
    fake.text(who, "en", &format!("/pair submit\n```python\n{}\n```", code.trim_end()), None);
}

/// Everything `who` was sent from index `from` on.
fn texts_to(fake: &FakeTelegram, who: i64, from: usize) -> Vec<String> {
    fake.sent().into_iter().skip(from).filter(|s| s.chat == who).map(|s| s.text).collect()
}

/// Both halves of one session: half 1 (`interviewer` asks, `candidate` codes) from `from`.
async fn half(
    fake: &FakeTelegram,
    from: usize,
    interviewer: i64,
    candidate: i64,
    right: bool,
) -> usize {
    let (i, pack) = seen_after(fake, from, interviewer, "For you as the interviewer only").await;
    let (_, problem) = seen_after(fake, from, candidate, "Your problem").await;
    let hints = section(&pack.text, "Hints");
    assert!(!hints.is_empty(), "the pack carries the hints: {}", pack.text);
    assert!(pack.text.contains("Rubric:") && pack.text.contains("Follow-ups:"), "{}", pack.text);
    let code = if right { reference_for(&title_of(&problem.text)) } else { "print(0)".into() };
    submit(fake, candidate, &code);
    let verdict = if right { "accepted (" } else { "run: " };
    let needle = format!("U{candidate}'s run: ");
    let (j, v) = seen_after(fake, i, interviewer, &needle).await;
    seen_after(fake, i, candidate, &needle).await;
    assert!(v.text.contains(verdict), "{}", v.text);
    // The candidate's side never sees the interviewer's material.
    for text in texts_to(fake, candidate, from) {
        for h in hints.iter().chain(section(&pack.text, "Follow-ups").iter()) {
            assert!(!text.contains(h.as_str()), "candidate saw `{h}`: {text}");
        }
        assert!(!text.contains("Rubric:") && !text.contains("interviewer only"), "{text}");
    }
    j
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_peer_interview_runs_both_halves_on_the_clock_and_ends_with_feedback() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let skew = data.path().join("clock-skew");
    fake.make_owner(ANN);
    let _bot = start(&fake, data.path(), &skew);
    fake.group_text(ANN, GROUP, "/drill config name=Owls time=23:59");
    seen(&fake, GROUP, "Owls").await;
    let group_before = fake.sent().iter().filter(|s| s.chat == GROUP).count();

    // Both ask in the group; the second request is matched with the first.
    fake.group_text(ANN, GROUP, "/pair now");
    seen(&fake, ANN, "Looking for a partner now").await;
    fake.group_text(BOB, GROUP, "/pair now");
    let to_ann = seen(&fake, ANN, &format!("Match: U{BOB}")).await;
    let to_bob = seen(&fake, BOB, &format!("Match: U{ANN}")).await;
    assert!(to_bob.text.contains("reliability 100%"), "{}", to_bob.text);
    let accept =
        |s: &Sent| s.buttons().into_iter().find(|b| b.starts_with("p:/pair accept")).unwrap();
    fake.press(ANN, &to_ann, &accept(&to_ann));
    seen(&fake, ANN, "Waiting for").await;
    fake.press(BOB, &to_bob, &accept(&to_bob));
    seen(&fake, ANN, "Confirmed with").await;
    let (opened, _) = seen_after(&fake, 0, BOB, "Both, send /pair ready").await;
    fake.text(ANN, "en", "/pair ready", None);
    seen(&fake, ANN, "Checked in").await;
    fake.text(BOB, "en", "/pair ready", None);
    let (started, head) = seen_after(&fake, opened, ANN, "Half 1:").await;
    assert!(head.text.contains(&format!("U{ANN} interviews U{BOB}")), "{}", head.text);

    // The relay: a plain private message reaches the partner with the sender's name.
    fake.text(ANN, "en", "How would you start?", None);
    seen(&fake, BOB, &format!("💬 U{ANN}: How would you start?")).await;

    let after_first = half(&fake, started, ANN, BOB, true).await;
    std::fs::write(&skew, (26 * 60).to_string()).unwrap();
    seen_after(&fake, after_first, BOB, "5 minutes left in this half").await;
    std::fs::write(&skew, (31 * 60).to_string()).unwrap();
    let (swapped, _) = seen_after(&fake, after_first, ANN, "roles swap").await;
    let (_, head) = seen_after(&fake, swapped, BOB, "Half 2:").await;
    assert!(head.text.contains(&format!("U{BOB} interviews U{ANN}")), "{}", head.text);
    let after_second = half(&fake, swapped, BOB, ANN, false).await;
    std::fs::write(&skew, (61 * 60).to_string()).unwrap();
    seen_after(&fake, after_second, ANN, "Please give feedback").await;

    fake.text(ANN, "en", "/pair feedback 4 3 5 4 4 explained the idea well", None);
    seen(&fake, ANN, "Waiting for").await;
    fake.text(BOB, "en", "/pair feedback 2 2 3 5 4 talk more about edge cases", None);
    let about_ann = seen(&fake, ANN, "Feedback about you").await;
    assert!(about_ann.text.contains("Correctness: 2/5"), "{}", about_ann.text);
    assert!(about_ann.text.contains("talk more about edge cases"), "{}", about_ann.text);
    let about_bob = seen(&fake, BOB, "Feedback about you").await;
    assert!(about_bob.text.contains("explained the idea well"), "{}", about_bob.text);

    // The group saw only the pointers to the private chat.
    let group: Vec<String> = fake
        .sent()
        .into_iter()
        .filter(|s| s.chat == GROUP)
        .skip(group_before)
        .map(|s| s.text)
        .collect();
    assert_eq!(group.len(), 2, "{group:?}");
    assert!(group.iter().all(|t| t.contains("details in private")), "{group:?}");

    // A second session: Bob never checks in and is recorded as a no-show.
    let mark = fake.sent().len();
    fake.group_text(ANN, GROUP, "/pair now");
    seen_after(&fake, mark, ANN, "Looking for a partner").await;
    fake.group_text(BOB, GROUP, "/pair now");
    let (_, to_ann) = seen_after(&fake, mark, ANN, "Match:").await;
    let (_, to_bob) = seen_after(&fake, mark, BOB, "Match:").await;
    fake.press(ANN, &to_ann, &accept(&to_ann));
    fake.press(BOB, &to_bob, &accept(&to_bob));
    seen_after(&fake, mark, ANN, "Both, send /pair ready").await;
    fake.text(ANN, "en", "/pair ready", None);
    seen_after(&fake, mark, ANN, "Checked in").await;
    std::fs::write(&skew, (61 * 60 + 11 * 60).to_string()).unwrap();
    seen_after(&fake, mark, BOB, "recorded as a no-show").await;
    seen_after(&fake, mark, ANN, &format!("U{BOB} did not check in")).await;
    fake.text(BOB, "en", "/pair status", None);
    let status = seen_after(&fake, mark, BOB, "Reliability").await.1;
    assert!(
        status.text.contains("Reliability: 50% (1 done, 1 no-shows, 0 cancellations)"),
        "{}",
        status.text
    );
    fake.text(ANN, "en", "/pair history", None);
    let history = seen_after(&fake, mark, ANN, "Your peer interviews").await.1;
    assert!(history.text.contains(&format!("U{BOB} · no-show")), "{}", history.text);
    assert!(history.text.contains(&format!("U{BOB} · done")), "{}", history.text);
}
