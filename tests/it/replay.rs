//! `/replay` end to end through the real binary, bank, judge and sandbox: an interview with a
//! wrong attempt and a fixed one is exported; the HTML page is opened in a real headless Chromium
//! (from the distribution's packages) that renders it — sections in order, a screenshot that is
//! not blank — and fetches nothing through a proxy that records every request; over Telegram and
//! Discord the files arrive as uploads (multipart) on the fakes, and `/forget` removes the replay.

use std::io::Read;
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use serde_json::json;

use crate::console::Bot;
use crate::discord_e2e::{self, callback, ready, reply, start_interview};
use crate::discord_gateway_fake::{FakeDiscord, Place};
use crate::telegram::start_binary;
use crate::telegram_fake::FakeTelegram;

const DEADLINE: Duration = Duration::from_secs(240);
const WRONG: &str = "class Solution:\n    def twoSum(self, nums, target):\n        return [0, 1]";
/// Hidden tests of two-sum (presets/problems/two-sum/problem.toml): never in a replay.
const HIDDEN_INPUTS: [&str; 2] = ["[[-3, 4, 3, 90], 0]", "[[5, 1, 7, 5], 10]"];

fn reference(id: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("presets/problems/{id}/solutions/ref.py"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reference for {id}: {e}"))
}

/// What every replay of the two-sum interview below must show, and must not.
fn check_two_sum_replay(md: &str, html: &str) {
    for text in [md, html] {
        assert!(text.contains("Two Sum"), "the question");
        assert!(text.contains("Attempt 1") && text.contains("Attempt 2"), "both snapshots");
        assert!(text.contains("I keep a hash map"), "the explanation");
        for hidden in HIDDEN_INPUTS {
            assert!(!text.contains(hidden), "a hidden test's input leaked: {hidden}");
        }
    }
    assert!(md.contains("-        return [0, 1]"), "the diff removes the constant:\n{md}");
    assert!(html.contains("<span class=\"del\">-        return [0, 1]</span>"), "a coloured diff");
    assert!(html.contains("<figure role=\"img\"") && html.contains("<svg"), "the chart inline");
}

/// `chromium` on PATH, or a visible skip line.
fn chromium(what: &str) -> Option<PathBuf> {
    let found = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths).map(|p| p.join("chromium")).find(|p| p.is_file())
    });
    if found.is_none() {
        crate::skip::skip(what, "no chromium", "apt-get install -y chromium");
    }
    found
}

/// A proxy that answers nothing and records the first bytes of every request it is sent.
fn recording_proxy() -> (u16, Arc<Mutex<Vec<String>>>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let port = listener.local_addr().unwrap().port();
    let seen = Arc::new(Mutex::new(Vec::new()));
    let log = Arc::clone(&seen);
    std::thread::spawn(move || {
        for mut conn in listener.incoming().map_while(Result::ok) {
            let mut head = [0u8; 256];
            let n = conn.read(&mut head).unwrap_or(0);
            log.lock().unwrap().push(String::from_utf8_lossy(&head[..n]).to_string());
        }
    });
    (port, seen)
}

/// Chromium's own services (component updates, sign-in, network time) that a fresh profile
/// contacts whatever the page is; anything else through the proxy is the page fetching.
fn browser_service(request: &str) -> bool {
    let target = request.split_whitespace().nth(1).unwrap_or_default();
    let host = target.trim_start_matches("http://").split(['/', ':']).next().unwrap_or_default();
    ["google.com", "googleapis.com", "gvt1.com"]
        .iter()
        .any(|d| host == *d || host.ends_with(&format!(".{d}")))
}

fn headless(browser: &Path, profile: &Path, proxy: u16, extra: &[&str], page: &Path) -> String {
    let out = Command::new(browser)
        .args(["--headless", "--disable-gpu", "--no-sandbox", "--no-first-run"])
        .arg(format!("--user-data-dir={}", profile.display()))
        .arg(format!("--proxy-server=http://127.0.0.1:{proxy}"))
        // Loopback too goes through the proxy, so a fetch of anything is seen.
        .arg("--proxy-bypass-list=<-loopback>")
        .args(["--disable-background-networking", "--disable-component-update"])
        .args(extra)
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("run chromium");
    assert!(out.status.success(), "chromium failed: {}", String::from_utf8_lossy(&out.stderr));
    String::from_utf8_lossy(&out.stdout).to_string()
}

/// The console interview: an explanation, a wrong attempt, the fix, `/end`, `/replay`; returns the
/// two files' paths (Markdown, HTML) as the console printed them.
fn console_interview(data: &Path) -> (PathBuf, PathBuf) {
    let mut bot = Bot::start(data, "replay", &[("MASHANG_ROUNDS", "1")]);
    bot.send("/interview python problem=two-sum");
    bot.expect("Question 1/1");
    bot.send("I keep a hash map from value to index: one pass, O(n).");
    bot.expect_any(&["Noted", "does not mention anything from"]);
    for block in [WRONG.to_string(), reference("two-sum")] {
        bot.send("```python");
        for line in block.lines() {
            bot.send(line);
        }
        bot.send("```");
        bot.expect("Verdict:");
    }
    bot.send("/end");
    bot.expect("Report —");
    bot.send("/replay");
    let md = bot.expect("Written: ").split_once("Written: ").unwrap().1.trim().to_string();
    let html = bot.expect("Written: ").split_once("Written: ").unwrap().1.trim().to_string();
    assert!(md.ends_with(".md") && html.ends_with(".html"), "{}", bot.transcript());
    (PathBuf::from(md), PathBuf::from(html))
}

#[test]
fn a_console_replay_renders_in_headless_chromium_with_its_sections_and_fetches_nothing() {
    const TEST: &str = "replay::a_console_replay_renders_in_headless_chromium_with_its_sections_and_fetches_nothing";
    let Some(browser) = chromium(TEST) else { return };
    let data = tempfile::tempdir().unwrap();
    let (md, html) = console_interview(data.path());
    let md_text = std::fs::read_to_string(&md).unwrap();
    let html_text = std::fs::read_to_string(&html).unwrap();
    check_two_sum_replay(&md_text, &html_text);

    let (proxy, requests) = recording_proxy();
    let profile = data.path().join("chromium-profile");
    let dom = headless(&browser, &profile, proxy, &["--dump-dom"], &html);
    // The layout: the round's section (question, attempts, diff) before the report's.
    let at = |needle: &str| dom.find(needle).unwrap_or_else(|| panic!("{needle} not in the DOM"));
    let order = [
        "<section id=\"round-1\">",
        "Round 1: Two Sum",
        "Attempt 1",
        "Attempt 2",
        "class=\"diff\"",
        "<section id=\"report\">",
    ];
    let positions: Vec<usize> = order.iter().map(|n| at(n)).collect();
    assert!(positions.windows(2).all(|w| w[0] < w[1]), "sections out of order: {order:?}");

    let shot = data.path().join("replay.png");
    let arg = format!("--screenshot={}", shot.display());
    headless(&browser, &profile, proxy, &[&arg, "--window-size=1000,1600"], &html);
    let decoder = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(&shot).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    assert_eq!((info.width, info.height), (1000, 1600));
    let px = info.color_type.samples();
    let pixels = &buf[..info.buffer_size()];
    let colours: std::collections::HashSet<&[u8]> = pixels.chunks(px).collect();
    assert!(colours.len() > 16, "a rendered page, not a blank one: {} colours", colours.len());
    // The page's own colours (headings, highlighted code) are there, not only black on white.
    let blue = pixels.chunks(px).filter(|p| p[2] > 150 && p[0] < 60).count();
    assert!(blue > 100, "the blue headings rendered: {blue} pixels");

    let fetched: Vec<String> =
        requests.lock().unwrap().iter().filter(|r| !browser_service(r)).cloned().collect();
    assert!(fetched.is_empty(), "the page fetched through the network: {fetched:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_over_telegram_arrives_as_markdown_and_html_documents_and_forget_removes_it() {
    const USER: i64 = 5301;
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = start_binary(&fake, data.path());
    let say = |text: &str| fake.text(USER, "en", text, None);
    let wait = |from: usize, needle: &'static str| {
        fake.wait_for(from, DEADLINE, needle, move |s| s.chat == USER && s.text.contains(needle))
    };
    say("/interview python problem=two-sum");
    let (mut at, _) = wait(0, "Question 1/2").await;
    say("I keep a hash map from value to index: one pass, O(n).");
    for block in [WRONG.to_string(), reference("two-sum")] {
        say(&format!("```python\n{block}\n```"));
        at = wait(at + 1, "Verdict:").await.0;
    }
    say("/end");
    at = wait(at + 1, "Report —").await.0;

    say("/replay");
    let doc = |ext: &'static str| {
        fake.wait_for(at + 1, DEADLINE, ext, move |s| {
            s.method == "sendDocument" && s.file_name.as_deref().is_some_and(|n| n.ends_with(ext))
        })
    };
    let (_, md) = doc(".md").await;
    let (_, html) = doc(".html").await;
    assert!(md.text.contains("Your replay of the interview"), "the caption: {}", md.text);
    let md_text = String::from_utf8(fake.upload(&md).expect("a multipart upload")).unwrap();
    let html_text = String::from_utf8(fake.upload(&html).expect("a multipart upload")).unwrap();
    check_two_sum_replay(&md_text, &html_text);

    say("/forget");
    at = wait(at + 1, "has been deleted").await.0;
    say("/replay");
    wait(at + 1, "no finished interview").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_over_discord_arrives_as_attached_files() {
    const USER: u64 = 1_300_000_000_000_000_390;
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = discord_e2e::Bot::start(&fake, None, data.path(), "discord");
    ready(&fake).await;
    let (thread, _) = start_interview(&fake, USER).await;
    let code = reference(discord_e2e::PROBLEM);
    let token =
        fake.modal(USER, Place::Thread(thread), "mashang:submit:python", &[("code", &code)]).await;
    reply(&fake, &token, "Verdict: ").await;
    let sent = std::time::Instant::now();
    let token = fake.command(USER, Place::Thread(thread), "end", json!([])).await;
    callback(&fake, &token, sent).await;
    fake.wait_call(0, "the report", DEADLINE, |c| c.raw.contains("Report —")).await;

    let sent = std::time::Instant::now();
    let options = json!([{"name": "number", "type": 4, "value": 1}]);
    let token = fake.command(USER, Place::Thread(thread), "replay", options).await;
    callback(&fake, &token, sent).await;
    let upload = |ext: &'static str| {
        fake.wait_call(0, ext, DEADLINE, move |c| {
            c.method != "GET" && c.raw.contains("filename=\"mashang-replay-") && c.raw.contains(ext)
        })
    };
    let (_, md) = upload(".md\"").await;
    let (_, html) = upload(".html\"").await;
    assert!(
        md.raw.contains("# Interview replay") && md.raw.contains("Binary Search"),
        "{}",
        md.raw
    );
    assert!(html.raw.contains("<section id=\"report\">"), "the page: {}", html.raw);
    assert!(html.raw.contains("Your replay of the interview") || md.raw.contains("Your replay"));
}
