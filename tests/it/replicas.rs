//! Several processes on one database (replicas): per-user turn locks, fenced session saves, the
//! claim of journaled turns, the daily post claimed once, and — through real `mashang telegram`
//! processes on Postgres and the Telegram fake — a replica killed mid-turn whose turn another
//! replica finishes, answered once. Store-level tests run on both backends (`backends`): two
//! stores on one database stand for two processes.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::NaiveDate;
use mashang_core::drills::DrillStore;
use mashang_core::drills::group::{ChatKey, GroupId};
use mashang_core::engine::VecOutbox;
use mashang_core::interviewer::{Level, Role};
use mashang_core::journal::{EventId, Inbound};
use mashang_core::ports::{REPLICA_LEASE_PREFIX, Replicas, Store, StoreError};
use mashang_core::session::{SessionState, Status, UserKey};
use mashang_i18n::Locale;
use mashang_store_postgres::PgStore;
use mashang_store_sqlite::SqliteStore;

use crate::backends::{PgDb, TestDb, backends, postgres_url};
use crate::crash::{Case, Front, KillOnDrop, aborted, exits, spawn, submission};
use crate::telegram_fake::FakeTelegram;

/// One replica's view of a test database: its store under its own replica name.
struct Replica {
    store: Arc<dyn Store>,
    replicas: Arc<dyn Replicas>,
    drills: Arc<dyn DrillStore>,
}

async fn replica(db: &TestDb, name: &str) -> Replica {
    match &db.pg {
        None => {
            let s = Arc::new(SqliteStore::open(db.data_dir()).await.unwrap().with_replica(name));
            Replica { store: s.clone(), replicas: s.clone(), drills: s }
        }
        Some(pg) => {
            let s = Arc::new(PgStore::connect(&pg.url).await.unwrap().with_replica(name));
            Replica { store: s.clone(), replicas: s.clone(), drills: s }
        }
    }
}

fn user() -> UserKey {
    UserKey::new("telegram", "77")
}

fn state(seq: u64) -> SessionState {
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.seq = seq;
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_save_from_a_stale_revision_is_refused_and_the_newer_session_stays() {
    for db in backends("a_save_from_a_stale_revision_is_refused").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let first = a.store.save_fenced(&user(), &state(1), vec![], None).await.unwrap();
        // Both replicas read revision `first`; b saves first, then a's save from it is stale.
        let newer = b.store.save_fenced(&user(), &state(2), vec![], first).await.unwrap();
        assert_ne!(newer, first, "{:?}: every save moves the revision", db.kind);
        let stale = a.store.save_fenced(&user(), &state(3), vec![], first).await;
        assert!(matches!(stale, Err(StoreError::Stale)), "{:?}: {stale:?}", db.kind);
        // A second "first save" of a user who has a row is stale too.
        let again = a.store.save_fenced(&user(), &state(4), vec![], None).await;
        assert!(matches!(again, Err(StoreError::Stale)), "{:?}: {again:?}", db.kind);
        let stored = a.store.load_session(&user()).await.unwrap().unwrap();
        assert_eq!(stored.seq, 2, "{:?}: the newer session was not overwritten", db.kind);
        assert_eq!(a.store.session_rev(&user()).await.unwrap(), newer, "{:?}", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_users_turn_lock_is_held_by_one_replica_at_a_time() {
    for db in backends("a_users_turn_lock_is_held_by_one_replica_at_a_time").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let order = Arc::new(Mutex::new(Vec::new()));
        let held = a.replicas.lock_user(&user()).await.unwrap();
        let (trying_tx, trying_rx) = tokio::sync::oneshot::channel();
        let waiter = {
            let (order, replicas) = (Arc::clone(&order), Arc::clone(&b.replicas));
            tokio::spawn(async move {
                trying_tx.send(()).unwrap();
                let _g = replicas.lock_user(&user()).await.unwrap();
                order.lock().unwrap().push("b");
            })
        };
        trying_rx.await.unwrap();
        // Work done under a's lock: b, trying meanwhile, must not get in before it ends.
        for _ in 0..20 {
            a.store.session_rev(&user()).await.unwrap();
        }
        order.lock().unwrap().push("a");
        drop(held);
        waiter.await.unwrap();
        assert_eq!(*order.lock().unwrap(), ["a", "b"], "{:?}", db.kind);
        // Another user's lock is not this one's.
        let other = UserKey::new("telegram", "78");
        let _g1 = a.replicas.lock_user(&user()).await.unwrap();
        let _g2 = b.replicas.lock_user(&other).await.unwrap();
    }
}

fn inbound(event: &str) -> Inbound {
    Inbound {
        event: EventId::from_stored(event.to_string()),
        user: user(),
        text: "hello".into(),
        route: "{}".into(),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_journaled_turn_is_claimed_by_another_replica_only_once_its_owner_is_dead() {
    for db in backends("a_journaled_turn_is_claimed_by_another_replica_only").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let ttl = Duration::from_secs(600);
        assert!(a.replicas.hold(&format!("{REPLICA_LEASE_PREFIX}a"), ttl).await.unwrap());
        assert!(b.replicas.hold(&format!("{REPLICA_LEASE_PREFIX}b"), ttl).await.unwrap());
        let turn = inbound("telegram:1001");
        a.store.journal_accept(&turn).await.unwrap();
        let kind = db.kind;
        assert!(!b.store.journal_claim(&turn.event, true).await.unwrap(), "{kind:?}: a lives");
        assert!(!b.store.journal_claim(&turn.event, false).await.unwrap(), "{kind:?}: a lives");
        // a's own sweep leaves its running turn alone; its restart takes it back.
        assert!(!a.store.journal_claim(&turn.event, false).await.unwrap(), "{kind:?}");
        assert!(a.store.journal_claim(&turn.event, true).await.unwrap(), "{kind:?}");
        // a dies (its liveness lease ends): b takes the turn, once.
        a.replicas.release(&format!("{REPLICA_LEASE_PREFIX}a")).await.unwrap();
        assert!(b.store.journal_claim(&turn.event, false).await.unwrap(), "{kind:?}: a is dead");
        assert!(!a.store.journal_claim(&turn.event, false).await.unwrap(), "{kind:?}: b owns it");
        // An answered turn is nobody's to finish.
        b.store.journal_answered(&turn.event).await.unwrap();
        assert!(!b.store.journal_claim(&turn.event, true).await.unwrap(), "{kind:?}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dead_replicas_turns_are_claimed_by_each_platforms_sweep_and_no_other() {
    for db in backends("a_dead_replicas_turns_are_claimed_by_each_platforms_sweep").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let ttl = Duration::from_secs(600);
        assert!(b.replicas.hold(&format!("{REPLICA_LEASE_PREFIX}b"), ttl).await.unwrap());
        // a journaled one turn per platform and died (it holds no liveness lease).
        for event in ["telegram:update:1", "discord:interaction:2"] {
            a.store.journal_accept(&inbound(event)).await.unwrap();
        }
        let engine = crate::support::engine_on(Arc::clone(&b.store)).with_replicas(b.replicas);
        let ids = |turns: Vec<mashang_core::journal::Unanswered>| -> Vec<String> {
            turns.into_iter().map(|t| t.inbound.event.as_str().to_string()).collect()
        };
        // Telegram's sweep leaves the Discord turn for Discord's sweep (and vice versa).
        let kind = db.kind;
        assert_eq!(ids(engine.orphaned("telegram").await), ["telegram:update:1"], "{kind:?}");
        assert_eq!(ids(engine.orphaned("discord").await), ["discord:interaction:2"], "{kind:?}");
        assert!(engine.orphaned("telegram").await.is_empty(), "{kind:?}: claimed once");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lease_is_held_by_one_replica_until_it_expires_or_is_released() {
    for db in backends("a_lease_is_held_by_one_replica_until_it_expires").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let kind = db.kind;
        assert!(a.replicas.hold("poller", Duration::from_secs(600)).await.unwrap());
        assert!(!b.replicas.hold("poller", Duration::from_secs(600)).await.unwrap(), "{kind:?}");
        assert!(
            a.replicas.hold("poller", Duration::from_secs(600)).await.unwrap(),
            "{kind:?}: renewal"
        );
        a.replicas.release("poller").await.unwrap();
        assert!(b.replicas.hold("poller", Duration::ZERO).await.unwrap(), "{kind:?}: released");
        // b's lease of length zero has expired already: a takes it over.
        assert!(a.replicas.hold("poller", Duration::from_secs(600)).await.unwrap(), "{kind:?}");
    }
}

/// Moves every post claim `by` into the past, as if the claiming process had died that long ago.
async fn age_claims(db: &TestDb, by: Duration) {
    let ms = by.as_millis() as i64;
    match &db.pg {
        None => {
            let c = rusqlite::Connection::open(db.data_dir().join(mashang_store_sqlite::DB_FILE))
                .unwrap();
            c.busy_timeout(Duration::from_secs(5)).unwrap();
            c.execute("UPDATE drill_deliveries SET claimed_at = claimed_at - ?1", [ms]).unwrap();
        }
        Some(pg) => {
            let (c, conn) = tokio_postgres::connect(&pg.url, tokio_postgres::NoTls).await.unwrap();
            let task = tokio::spawn(conn);
            c.execute("UPDATE drill_deliveries SET claimed_at = claimed_at - $1", &[&ms])
                .await
                .unwrap();
            drop(c);
            let _ = task.await;
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_replicas_racing_on_the_daily_post_claim_it_once_and_a_dead_claim_lapses() {
    for db in backends("two_replicas_racing_on_the_daily_post_claim_it_once").await {
        let (a, b) = (replica(&db, "a").await, replica(&db, "b").await);
        let (group, day) = (GroupId("g1".into()), NaiveDate::from_ymd_opt(2026, 12, 2).unwrap());
        let chat = ChatKey::parse("telegram:-100").unwrap();
        let mut racers = Vec::new();
        for i in 0..16 {
            let store = if i % 2 == 0 { Arc::clone(&a.drills) } else { Arc::clone(&b.drills) };
            let (group, chat) = (group.clone(), chat.clone());
            racers
                .push(tokio::spawn(async move { store.mark_delivered(&group, day, &chat).await }));
        }
        let mut won = 0;
        for r in racers {
            won += usize::from(r.await.unwrap().unwrap());
        }
        assert_eq!(won, 1, "{:?}: one replica claims the post", db.kind);
        // The claimer dies before posting: once the claim lapses, the post is claimed again.
        assert!(!b.drills.mark_delivered(&group, day, &chat).await.unwrap());
        age_claims(
            &db,
            Duration::from_millis(mashang_core::drills::store::POST_CLAIM_LAPSE_MS as u64 + 1000),
        )
        .await;
        assert!(b.drills.mark_delivered(&group, day, &chat).await.unwrap(), "{:?}", db.kind);
        // Posted and confirmed: never again, however old.
        b.drills.confirm_delivered(&group, day, &chat).await.unwrap();
        age_claims(&db, Duration::from_secs(24 * 3600)).await;
        assert!(!a.drills.mark_delivered(&group, day, &chat).await.unwrap(), "{:?}", db.kind);
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replica_serves_a_user_from_the_session_another_replica_saved_meanwhile() {
    for db in backends("a_replica_serves_a_user_from_the_session_another_replica_saved").await {
        let (ra, rb) = (replica(&db, "a").await, replica(&db, "b").await);
        let a = crate::support::engine_on(Arc::clone(&ra.store)).with_replicas(ra.replicas);
        let b = crate::support::engine_on(Arc::clone(&rb.store)).with_replicas(rb.replicas);
        let out = VecOutbox::default();
        // b has the user in memory, idle; then a starts an interview for them.
        b.handle(&user(), "/help", &out).await;
        assert_eq!(b.status(&user()).await, Status::Idle);
        a.start(&user(), None, None, None, &out).await;
        assert_eq!(a.status(&user()).await, Status::WaitingAnswer, "{:?}", db.kind);
        // b's next turn runs on a's session, not its stale idle copy: /end finishes it.
        out.take();
        b.handle(&user(), "/end", &out).await;
        let said: Vec<String> = out.take().into_iter().map(|r| r.text).collect();
        assert_eq!(b.status(&user()).await, Status::Finished, "{:?}: {said:#?}", db.kind);
        // And a, in turn, sees b's ending (a new /end has nothing to end).
        a.handle(&user(), "/end", &out).await;
        assert_eq!(a.status(&user()).await, Status::Finished, "{:?}", db.kind);
        let stored = ra.store.load_session(&user()).await.unwrap().unwrap();
        assert_eq!(stored.status, Status::Finished, "{:?}", db.kind);
    }
}

// ---- real processes: two `mashang telegram` replicas on one Postgres ----

const DEADLINE: Duration = Duration::from_secs(180);
const PROBLEM: &str = "binary-search";
const VERDICT: &str = "Verdict: accepted";
const REPORTED: &str = "over 1 question";
const TG_USER: i64 = 5401;
/// Short leases, so a takeover comes within seconds.
const LEASE_SECS: &str = "2";

/// Who holds the Telegram poller lease now (read from the database the replicas share).
pub(crate) async fn poller(url: &str) -> Option<String> {
    let (c, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls).await.ok()?;
    let task = tokio::spawn(conn);
    let row = c
        .query_opt("SELECT owner FROM leases WHERE name = 'telegram-poller'", &[])
        .await
        .ok()
        .flatten();
    drop(c);
    let _ = task.await;
    row.map(|r| r.get(0))
}

/// Waits until `replica` holds the poller lease (the database is the only witness of who polls).
async fn polls(url: &str, replica: &str) {
    let end = Instant::now() + DEADLINE;
    while poller(url).await.as_deref() != Some(replica) {
        assert!(Instant::now() < end, "{replica} never took the Telegram poller lease");
        // Polling the database for a state it reaches by itself; no ordering rests on this.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn bot(
    fake: &FakeTelegram,
    url: &str,
    data: &std::path::Path,
    id: &str,
    crash: Option<&Case>,
) -> std::process::Child {
    let env = [
        ("MASHANG_TELEGRAM_TOKEN", crate::telegram_fake::TOKEN),
        ("MASHANG_TELEGRAM_API_URL", fake.url.as_str()),
        ("MASHANG_DATABASE_URL", url),
        ("MASHANG_REPLICA_ID", id),
        ("MASHANG_LEASE_SECS", LEASE_SECS),
    ];
    spawn("telegram", data, crash, &env)
}

async fn tg_wait(fake: &FakeTelegram, from: usize, needle: &str) -> usize {
    let (i, _) = fake
        .wait_for(from, DEADLINE, needle, |s| s.chat == TG_USER && s.text.contains(needle))
        .await;
    i
}

/// The poller replica dies (kill -9 at `case`) with a submission in flight while a second
/// replica stands by: the standby takes the poller lease over, finishes the dead replica's turn,
/// and the user gets exactly one verdict, which the report counts.
async fn poller_killed_mid_turn(case: Case) {
    let Some(server) = postgres_url(&format!("poller_killed_mid_turn {case:?}")) else { return };
    let db = PgDb::create(&server).await;
    let fake = FakeTelegram::start().await;
    let (da, db_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let first = KillOnDrop(bot(&fake, &db.url, da.path(), "a", None));
    polls(&db.url, "a").await;
    fake.text(
        TG_USER,
        "en",
        &format!("/interview algorithm junior python problem={PROBLEM}"),
        None,
    );
    tg_wait(&fake, 0, "Question 1/1").await;
    drop(first);
    // The armed replica polls (after the dead one's lease lapsed), then the standby starts.
    let armed = bot(&fake, &db.url, da.path(), "a2", Some(&case));
    polls(&db.url, "a2").await;
    let _standby = KillOnDrop(bot(&fake, &db.url, db_dir.path(), "b", None));
    fake.text(TG_USER, "en", &submission(), None);
    aborted(exits(armed).await, &case);
    polls(&db.url, "b").await;
    let verdict = tg_wait(&fake, 0, VERDICT).await;
    fake.text(TG_USER, "en", "/end", None);
    tg_wait(&fake, verdict, REPORTED).await;
    let verdicts =
        fake.sent().iter().filter(|s| s.chat == TG_USER && s.text.contains(VERDICT)).count();
    assert_eq!(verdicts, 1, "{case:?}: {:#?}", fake.sent());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poller_replica_killed_while_judging_leaves_its_turn_to_the_standby_answered_once() {
    poller_killed_mid_turn(Case { front: Front::Telegram, point: "judging", nth: 1 }).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_poller_replica_killed_after_sending_a_reply_leaves_the_rest_to_the_standby_once() {
    poller_killed_mid_turn(Case { front: Front::Telegram, point: "sent", nth: 1 }).await;
}

/// `mashang serve --shards 1-1 --shard-total 2` identifies to the gateway as shard 1 of 2 (the
/// other replica runs shard 0): the flags reach serenity's shard range start.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serve_with_a_shard_range_identifies_as_those_shards_of_the_total() {
    use crate::discord_gateway_fake::{FakeDiscord, TOKEN};
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(["serve", "--shards", "1-1", "--shard-total", "2"])
        .env("MASHANG_DISCORD_TOKEN", TOKEN)
        .env("MASHANG_DISCORD_PROXY_URL", &fake.url)
        .env("MASHANG_DATA_DIR", data.path())
        .env("RUST_LOG", "warn")
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_TELEGRAM_TOKEN")
        .env_remove("MASHANG_DATABASE_URL")
        .env_remove("MASHANG_LLM_BASE_URL")
        .stdin(std::process::Stdio::null())
        .stdout(std::process::Stdio::null())
        .spawn()
        .expect("spawn mashang");
    let _bot = KillOnDrop(child);
    fake.wait_state("an identify", DEADLINE, |i| !i.identifies.is_empty()).await;
    let shard = fake.with(|i| i.identifies[0]["shard"].clone());
    assert_eq!(shard, serde_json::json!([1, 2]), "shard 1 of 2");
}

/// Two replicas on a private Postgres cluster; the server restarts (`pg_ctl -m fast restart`)
/// with a submission in flight: the replicas reconnect, the submission gets exactly one verdict,
/// and the report counts it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_recover_from_a_postgres_restart_with_a_submission_in_flight_without_losing_it() {
    const TEST: &str = "replicas::replicas_recover_from_a_postgres_restart";
    let Ok(bin) = std::env::var("MASHANG_TEST_PG_BIN") else {
        crate::skip::skip(
            TEST,
            "needs PostgreSQL",
            "apt-get install postgresql && eval \"$(.ci/services)\"",
        );
        return;
    };
    let cluster = crate::store_faults::Cluster::start(&bin);
    let url = cluster.url();
    let fake = FakeTelegram::start().await;
    let (da, db_dir) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let _a = KillOnDrop(bot(&fake, &url, da.path(), "a", None));
    polls(&url, "a").await;
    let _b = KillOnDrop(bot(&fake, &url, db_dir.path(), "b", None));
    fake.text(
        TG_USER,
        "en",
        &format!("/interview algorithm junior python problem={PROBLEM}"),
        None,
    );
    tg_wait(&fake, 0, "Question 1/1").await;
    let before = cluster.started_at().await;
    fake.text(TG_USER, "en", &submission(), None);
    tokio::task::block_in_place(|| cluster.ctl(&["-m", "fast", "restart"]));
    assert_ne!(cluster.started_at().await, before, "the server really restarted");
    let verdict = tg_wait(&fake, 0, VERDICT).await;
    fake.text(TG_USER, "en", "/end", None);
    tg_wait(&fake, verdict, REPORTED).await;
    let verdicts =
        fake.sent().iter().filter(|s| s.chat == TG_USER && s.text.contains(VERDICT)).count();
    assert_eq!(verdicts, 1, "{:#?}", fake.sent());
}
