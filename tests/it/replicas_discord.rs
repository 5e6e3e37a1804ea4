//! Discord replicas on one Postgres, through real `mashang serve` processes and the fake Discord
//! routing each guild's events to the shard it belongs to: a replica killed (`kill -9`, its crash
//! point) while judging a submission leaves the turn in the journal; the other replica — serving
//! other shards, so it never received that interaction — claims it once the dead replica's
//! liveness lease has expired (the orphaned-turn sweep both chat front ends share) and answers it:
//! exactly one verdict, which the report counts.

use std::path::Path;
use std::process::Child;
use std::time::Duration;

use serde_json::json;

use crate::backends::{PgDb, postgres_url};
use crate::crash::{Case, Front, KillOnDrop, aborted, dc_up, exits, spawn, submission};
use crate::discord_e2e::{for_token, start_interview};
use crate::discord_gateway_fake::{FakeDiscord, Place, TOKEN};

const DEADLINE: Duration = Duration::from_secs(180);
const VERDICT: &str = "Verdict: accepted";
const REPORTED: &str = "over 1 question";
const USER: u64 = 1_300_000_000_000_000_477;

/// A `mashang serve` replica running Discord shard `shard` of 2 over the database at `url`.
pub(crate) fn discord_replica(
    fake: &FakeDiscord,
    url: &str,
    data: &Path,
    id: &str,
    shard: &str,
    crash: Option<&Case>,
) -> Child {
    let env = [
        ("MASHANG_DISCORD_TOKEN", TOKEN),
        ("MASHANG_DISCORD_PROXY_URL", fake.url.as_str()),
        ("MASHANG_DISCORD_SHARDS", shard),
        ("MASHANG_DISCORD_SHARD_TOTAL", "2"),
        ("MASHANG_DATABASE_URL", url),
        ("MASHANG_REPLICA_ID", id),
        // Short leases: a dead replica's turns are claimed within seconds.
        ("MASHANG_LEASE_SECS", "2"),
    ];
    spawn("serve", data, crash, &env)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_replica_killed_while_judging_leaves_its_turn_to_the_other_answered_once() {
    let Some(server) = postgres_url("replicas_discord::a_discord_replica_killed_while_judging")
    else {
        return;
    };
    let db = PgDb::create(&server).await;
    let fake = FakeDiscord::start().await;
    let (da, db_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    // a runs shard 0 (the test guild's, and DMs'); b runs shard 1 and never hears this user.
    let case = Case { front: Front::Discord, point: "judging", nth: 1 };
    let armed = discord_replica(&fake, &db.url, da.path(), "a", "0-0", Some(&case));
    let _b = KillOnDrop(discord_replica(&fake, &db.url, db_dir.path(), "b", "1-1", None));
    dc_up(&fake, 2).await;
    let shards = fake.with(|i| i.identifies.iter().map(|d| d["shard"].clone()).collect::<Vec<_>>());
    assert!(shards.contains(&json!([0, 2])) && shards.contains(&json!([1, 2])), "{shards:?}");
    let (thread, _) = start_interview(&fake, USER).await;
    let code = submission();
    let code = code.trim_start_matches("```python\n").trim_end_matches("\n```");
    let token =
        fake.modal(USER, Place::Thread(thread), "mashang:submit:python", &[("code", code)]).await;
    aborted(exits(armed).await, &case);
    // b, which never received the modal, answers it: on the modal's own interaction (its token
    // is valid for 15 minutes, from any process) or in its thread.
    let (at, verdict) = fake
        .wait_call(0, "the dead replica's verdict", DEADLINE, |c| c.raw.contains(VERDICT))
        .await;
    let in_thread = verdict.path == format!("/api/v10/channels/{thread}/messages");
    assert!(for_token(&verdict, &token) || in_thread, "answered where asked: {}", verdict.path);
    // a comes back (its turn is b's now: not run again) and serves the user's /end.
    let _a = KillOnDrop(discord_replica(&fake, &db.url, da.path(), "a", "0-0", None));
    dc_up(&fake, 3).await;
    fake.command(USER, Place::Thread(thread), "end", json!([])).await;
    fake.wait_call(at, "the report", DEADLINE, |c| c.raw.contains(REPORTED)).await;
    let verdicts = fake.with(|i| i.calls.iter().filter(|c| c.raw.contains(VERDICT)).count());
    assert_eq!(verdicts, 1, "the verdict was sent {verdicts} times");
}
