//! Start-up through the real `mashang discord` binary and the fake Discord: commands sent as early
//! as the gateway allows — right after READY, while Discord still has not answered the command
//! registration — are answered (duels and peer sessions included: their services come with the
//! hub, before anything can reach the bot), and the registration is still made.

use std::time::Duration;

use mashang_core::drills::{ChatKey, DrillStore, GroupId, MemberId, Platform, StudyGroup};
use mashang_store_sqlite::SqliteStore;
use serde_json::json;

use crate::discord_e2e::{Bot, reply};
use crate::discord_gateway_fake::{APP, CHANNEL, FakeDiscord, Place};

const ANN: u64 = 1_300_000_000_000_007_301;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_sent_while_discord_has_not_answered_the_registration_are_answered() {
    let fake = FakeDiscord::start().await;
    // Longer than any wait below: an answer can only come from a bot that does not wait for it.
    fake.delay_registration(Duration::from_secs(600));
    let data = tempfile::tempdir().unwrap();
    {
        let store = SqliteStore::open(data.path()).await.unwrap();
        let chat = ChatKey::new(Platform::Discord, CHANNEL.to_string());
        let g = StudyGroup::new(GroupId("gstart".into()), chat, MemberId(format!("discord:{ANN}")));
        store.save_group(&g).await.unwrap();
    }
    let _bot = Bot::start_with(&fake, None, data.path(), "discord", &[]);

    // `command` waits for the session's READY and no longer.
    let board = fake.command(ANN, Place::Channel(CHANNEL), "duelboard", json!([])).await;
    let options = json!([{"name": "args", "type": 3, "value": "help"}]);
    let pair = fake.command(ANN, Place::Channel(CHANNEL), "pair", options).await;
    let help = fake.command(ANN, Place::Channel(CHANNEL), "help", json!([])).await;
    reply(&fake, &board, "No rated duels").await;
    reply(&fake, &pair, "Peer mock interviews").await;
    reply(&fake, &help, "/interview").await;

    let registering = fake.with(|i| {
        i.calls
            .iter()
            .any(|c| c.method == "PUT" && c.path == format!("/api/v10/applications/{APP}/commands"))
    });
    assert!(registering, "the commands are registered all the same");
}
