//! Submitting a file over Telegram, through the real `mashang telegram` binary and the fake Bot
//! API, in both of the Bot API's file modes: the file endpoint (the path fetched with its slashes
//! intact — a `%2F`-encoded path is a 404, as on self-hosted servers and their proxies), and a
//! local server (`telegram-bot-api --local`), whose `getFile` gives an absolute path and which
//! serves no file over HTTP: read where it says, or under `MASHANG_TELEGRAM_FILES_DIR` when the
//! server's directory is mounted elsewhere.

use std::path::Path;
use std::time::Duration;

use crate::telegram::{Running, reference};
use crate::telegram_fake::{FakeTelegram, TOKEN};
use crate::topology::ReplicaSpec;

const DEADLINE: Duration = Duration::from_secs(240);
const USER: i64 = 5301;

fn bot(fake: &FakeTelegram, data: &Path, files_dir: Option<&Path>) -> Running {
    let env = files_dir
        .map(|d| vec![("MASHANG_TELEGRAM_FILES_DIR".to_string(), d.display().to_string())])
        .unwrap_or_default();
    crate::telegram::start_replica(fake, ReplicaSpec { data, sub: "telegram", env })
}

/// Starts an interview on two-sum, submits the reference as a document, returns the verdict.
async fn submit_document(fake: &FakeTelegram) -> String {
    let at = fake.sent().len();
    fake.text(USER, "en", "/interview python problem=two-sum", None);
    let wait = |from: usize, needle: &'static str| {
        fake.wait_for(from, DEADLINE, needle, move |s| s.chat == USER && s.text.contains(needle))
    };
    let at = wait(at, "Question 1/2").await.0 + 1;
    fake.document(USER, "solution.py", reference("two-sum").as_bytes(), Some("hash map"));
    wait(at, "Verdict:").await.1.text
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_document_is_fetched_from_the_file_endpoint_with_its_slashes_intact() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let _bot = bot(&fake, data.path(), None);
    let verdict = submit_document(&fake).await;
    assert!(verdict.contains("accepted"), "{verdict}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_local_bot_api_servers_absolute_path_is_read_from_disk() {
    let fake = FakeTelegram::start().await;
    let server = tempfile::tempdir().unwrap();
    fake.serve_files_locally(server.path(), server.path());
    let data = tempfile::tempdir().unwrap();
    let _bot = bot(&fake, data.path(), None);
    let verdict = submit_document(&fake).await;
    assert!(verdict.contains("accepted"), "{verdict}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_local_bot_api_servers_files_mounted_elsewhere_are_read_under_the_files_dir() {
    let fake = FakeTelegram::start().await;
    let mounted = tempfile::tempdir().unwrap();
    // The server writes to its own directory, which this process sees at `mounted`.
    fake.serve_files_locally(mounted.path(), Path::new("/var/lib/telegram-bot-api"));
    let data = tempfile::tempdir().unwrap();
    let _bot = bot(&fake, data.path(), Some(mounted.path()));
    let verdict = submit_document(&fake).await;
    assert!(verdict.contains("accepted"), "{verdict}");
    assert!(
        mounted.path().join(TOKEN).join("documents").is_dir(),
        "the file was where the server put it"
    );
}
