//! `/run` on Discord through the real binary and the fake gateway: the command is registered
//! (localized), opens an editor with the code and an input field whose submit runs the examples
//! and the custom input; the Run button under the question and the verdict runs the last
//! submission — never an attempt.

use std::time::Instant;

use serde_json::json;

use crate::discord_e2e::{Bot, callback, ready, reference, reply, start_interview};
use crate::discord_gateway_fake::{FakeDiscord, Place, message};

const USER: u64 = 1_300_000_000_000_000_777;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_run_command_and_the_run_button_run_the_examples_without_an_attempt() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = Bot::start(&fake, None, data.path(), "discord");
    let commands = ready(&fake).await;
    let run = commands.as_array().unwrap().iter().find(|c| c["name"] == "run");
    let run = run.unwrap_or_else(|| panic!("/run registered: {commands}"));
    assert_eq!(run["name_localizations"]["zh-CN"], "运行", "{run}");
    assert!(run["options"].as_array().unwrap().iter().any(|o| o["name"] == "input"), "{run}");

    let (thread, question) = start_interview(&fake, USER).await;
    assert!(
        question.raw.contains("mashang:/run"),
        "a Run button under the question: {}",
        question.raw
    );

    // The Run button before any submission: one line saying what to do.
    let carrier = message(9, thread, &question.body);
    let token = fake.button(USER, Place::Thread(thread), "mashang:/run", carrier).await;
    reply(&fake, &token, "Nothing to run yet").await;

    // /run with an input opens the editor (code + the input), whose submit runs both.
    let sent = Instant::now();
    let options = json!([{"name": "input", "type": 3, "value": "[[1, 3, 5, 7], 7]"}]);
    let token = fake.command(USER, Place::Thread(thread), "run", options).await;
    let modal = callback(&fake, &token, sent).await;
    assert_eq!(modal.body["type"], 9, "a modal: {}", modal.raw);
    let id = modal.body["data"]["custom_id"].as_str().unwrap().to_string();
    assert!(id.starts_with("mashang:run:"), "{}", modal.raw);
    let input = modal.body["data"]["components"][1]["components"][0]["value"].as_str();
    assert_eq!(input, Some("[[1, 3, 5, 7], 7]"), "the input field is pre-filled: {}", modal.raw);
    let code = reference(crate::discord_e2e::PROBLEM);
    let fields = [("code", code.as_str()), ("input", "[[1, 3, 5, 7], 7]")];
    let token = fake.modal(USER, Place::Thread(thread), &id, &fields).await;
    let shown = reply(&fake, &token, "Run: ").await;
    assert!(shown.raw.contains("examples passed"), "{}", shown.raw);
    let custom = reply(&fake, &token, "Your input: ran").await;
    assert!(custom.raw.contains("your output: 3"), "{}", custom.raw);
    assert!(custom.raw.contains("mashang:/run"), "Run again from the result: {}", custom.raw);

    // A real submission is attempt 1; the Run button under its verdict runs it again.
    let token =
        fake.modal(USER, Place::Thread(thread), "mashang:submit:python", &[("code", &code)]).await;
    reply(&fake, &token, "(attempt 1)").await;
    let verdict = reply(&fake, &token, "Verdict: accepted").await;
    assert!(
        verdict.raw.contains("mashang:/run"),
        "a Run button under the verdict: {}",
        verdict.raw
    );
    let carrier = message(10, thread, &verdict.body);
    let token = fake.button(USER, Place::Thread(thread), "mashang:/run", carrier).await;
    let again = reply(&fake, &token, "Run: ").await;
    assert!(again.raw.contains("examples passed"), "{}", again.raw);
}
