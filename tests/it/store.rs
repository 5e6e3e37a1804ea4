//! The store on both backends (SQLite and Postgres, see `backends`): sessions round-trip, unfinished
//! interviews are listed for resume, the schema is migrated on open, reports, history, weak topics
//! and /forget behave the same.

use mashang_core::interviewer::{Level, Role};
use mashang_core::memory::{ErrorKind, Tool, ToolCallRecord};
use mashang_core::ports::{Record, Store};
use mashang_core::session::{SessionState, Status, UserKey};
use mashang_i18n::Locale;
use mashang_store_postgres::PgStore;
use mashang_store_sqlite::SqliteStore;

use crate::backends::{Kind, backends};

fn call(trace: &str, started: i64) -> ToolCallRecord {
    ToolCallRecord {
        trace: trace.into(),
        interview_id: Some("iv1".into()),
        tool: Tool::Judge,
        input: serde_json::json!({"question": "two-sum"}),
        output: serde_json::json!({"kind": "timeout", "message": "slow"}),
        duration_us: 1234,
        error: Some(ErrorKind::Timeout),
        started_at_ms: started,
    }
}

#[tokio::test]
async fn sessions_and_tool_calls_round_trip_and_survive_a_reopen() {
    for db in backends("store::sessions_and_tool_calls_round_trip_and_survive_a_reopen").await {
        let user = UserKey::new("t", "x");
        let mut s = SessionState::new(Locale::ZhCn, "rust", Role::Backend, Level::Senior);
        s.status = Status::Finished;
        s.interview_id = Some("iv1".into());
        let calls = vec![call("iv1-1", 1), call("iv1-2", 1)];
        let records = calls.iter().cloned().map(Record::ToolCall).collect();
        db.store.save(&user, &s, records).await.unwrap();
        let (store, _) = db.reopen().await;
        assert_eq!(store.load_session(&user).await.unwrap(), Some(s.clone()), "{:?}", db.kind);
        assert_eq!(store.tool_calls("iv1").await.unwrap(), calls, "in the order written");
        assert!(store.unfinished().await.unwrap().is_empty(), "finished sessions are not resumed");
        let other = UserKey::new("t", "y");
        let mut running = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        running.status = Status::WaitingAnswer;
        store.save(&other, &running, vec![]).await.unwrap();
        let unfinished = store.unfinished().await.unwrap();
        assert_eq!(unfinished.len(), 1);
        assert_eq!(unfinished[0], (other.clone(), running.clone()));
        running.status = Status::Idle;
        store.save(&other, &running, vec![]).await.unwrap();
        assert!(store.unfinished().await.unwrap().is_empty(), "a later save replaces the state");
        match db.kind {
            Kind::Sqlite => {
                let sq = SqliteStore::open(db.data_dir()).await.unwrap();
                assert_eq!(sq.schema_version().await.unwrap(), 14);
                assert!(db.data_dir().join("mashang.sqlite3-wal").exists(), "WAL mode");
            }
            Kind::Postgres => {
                let pg = PgStore::connect(&db.pg.as_ref().unwrap().url).await.unwrap();
                assert_eq!(pg.schema_version().await.unwrap(), 10);
            }
        }
    }
}

#[tokio::test]
async fn a_report_finishes_the_interview_in_history_and_counts_weak_topics_and_forget_clears_all() {
    use mashang_core::report::Report;
    for db in backends("store::a_report_finishes_the_interview_in_history_and_counts_weak_topics_and_forget_clears_all").await {
        let user = UserKey::new("t", "r");
        let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        s.status = Status::WaitingAnswer;
        s.interview_id = Some("iv-r".into());
        db.store.save(&user, &s, vec![]).await.unwrap();
        let history = db.store.history(&user, 10).await.unwrap();
        assert_eq!(history.len(), 1, "{:?}", db.kind);
        assert!(!history[0].finished && history[0].overall_score.is_none());
        let report = Report {
            interview_id: "iv-r".into(),
            role: Role::Algorithm,
            level: Level::Junior,
            rounds: vec![],
            overall: vec![],
            overall_score: 3.5,
            weak_topics: vec!["graphs".into(), "dp".into()],
            finish_reason: serde_json::from_value(serde_json::json!("user_ended")).unwrap(),
            created_at_ms: 7,
        };
        s.status = Status::Finished;
        db.store.save(&user, &s, vec![Record::Report(Box::new(report.clone()))]).await.unwrap();
        let history = db.store.history(&user, 10).await.unwrap();
        assert!(history[0].finished, "{:?}", db.kind);
        assert_eq!(history[0].overall_score, Some(report.overall_score));
        assert_eq!(db.store.latest_report(&user).await.unwrap(), Some(report.clone()));
        let weak: Vec<String> =
            db.store.weak_topics(&user).await.unwrap().into_iter().map(|(t, _)| t).collect();
        let mut expected = report.weak_topics.clone();
        expected.sort();
        let mut got = weak.clone();
        got.sort();
        assert_eq!(got, expected);
        db.store.forget(&user).await.unwrap();
        assert!(db.store.load_session(&user).await.unwrap().is_none());
        assert!(db.store.history(&user, 10).await.unwrap().is_empty());
        assert!(db.store.latest_report(&user).await.unwrap().is_none());
        assert!(db.store.weak_topics(&user).await.unwrap().is_empty());
    }
}

/// Measuring command (not a check): `eval "$(.ci/services)"; cargo test --test it
/// store::measure_save -- --ignored --nocapture`. One `save` (a session plus one tool-log record,
/// as a judged turn writes) on each backend: p50 and p99 over 2,000 saves after 200 warm-up ones.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "measurement; run by hand"]
async fn measure_save_latency_per_backend() {
    const N: usize = 2000;
    for db in backends("store::measure_save_latency_per_backend").await {
        let user = UserKey::new("t", "bench");
        let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        s.status = Status::WaitingAnswer;
        s.interview_id = Some("iv1".into());
        let mut times = Vec::with_capacity(N);
        for i in 0..N + 200 {
            s.seq = i as u64;
            let record = Record::ToolCall(call(&format!("iv1-{i}"), i as i64));
            let t = std::time::Instant::now();
            db.store.save(&user, &s, vec![record]).await.unwrap();
            if i >= 200 {
                times.push(t.elapsed());
            }
        }
        times.sort();
        let at = |q: f64| times[((times.len() as f64 * q) as usize).min(times.len() - 1)];
        println!(
            "{:?}: save p50 {:.0} µs, p99 {:.0} µs over {N} saves",
            db.kind,
            at(0.50).as_secs_f64() * 1e6,
            at(0.99).as_secs_f64() * 1e6
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn replicas_opening_one_new_postgres_database_at_once_migrate_it_once() {
    const TEST: &str = "store::replicas_opening_one_new_postgres_database_at_once_migrate_it_once";
    let Some(server) = crate::backends::postgres_url(TEST) else { return };
    let db = crate::backends::PgDb::create(&server).await;
    let opens = (0..4).map(|_| PgStore::connect(&db.url));
    let stores = futures::future::join_all(opens).await;
    for s in stores {
        assert_eq!(s.expect("every opener succeeds").schema_version().await.unwrap(), 10);
    }
    // Opening an up-to-date database changes nothing and keeps its rows.
    let s = PgStore::connect(&db.url).await.unwrap();
    let user = UserKey::new("t", "m");
    let state = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.save(&user, &state, vec![]).await.unwrap();
    let again = PgStore::connect(&db.url).await.unwrap();
    assert_eq!(again.load_session(&user).await.unwrap(), Some(state));
}

#[tokio::test]
async fn an_unreachable_postgres_server_is_unavailable_not_corrupt() {
    // Port 1 on loopback: nothing listens there.
    let err = PgStore::connect("postgres://mashang@127.0.0.1:1/none").await.err().unwrap();
    assert!(matches!(
        mashang_core::ports::StoreError::from(err),
        mashang_core::ports::StoreError::Unavailable(_)
    ));
}

/// Rewrites the user's stored session row as a newer build would have written it.
async fn write_future_row(db: &crate::backends::TestDb, user: &UserKey) {
    match &db.pg {
        None => {
            let file = db.data_dir().join(mashang_store_sqlite::DB_FILE);
            let c = rusqlite::Connection::open(file).unwrap();
            let sql = "UPDATE sessions SET version = 99, state = '{\"future\": true}' WHERE user_key = ?1";
            assert_eq!(c.execute(sql, [user.to_string()]).unwrap(), 1);
        }
        Some(pg) => {
            let (c, conn) = tokio_postgres::connect(&pg.url, tokio_postgres::NoTls).await.unwrap();
            tokio::spawn(conn);
            let sql =
                "UPDATE sessions SET version = 99, body = '{\"future\": true}' WHERE user_key = $1";
            assert_eq!(c.execute(sql, &[&user.to_string()]).await.unwrap(), 1);
        }
    }
}

#[tokio::test]
async fn an_unreadable_session_is_set_aside_on_either_backend_never_reset_or_hiding_others() {
    for db in backends(
        "store::an_unreadable_session_is_set_aside_on_either_backend_never_reset_or_hiding_others",
    )
    .await
    {
        let (bad, good) = (UserKey::new("t", "bad"), UserKey::new("t", "good"));
        let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        s.status = Status::WaitingAnswer;
        db.store.save(&bad, &s, vec![]).await.unwrap();
        db.store.save(&good, &s, vec![]).await.unwrap();
        write_future_row(&db, &bad).await;
        let unfinished = db.store.unfinished().await.unwrap();
        assert_eq!(
            unfinished,
            vec![(good.clone(), s.clone())],
            "{:?}: the others still resume",
            db.kind
        );
        // Set aside by unfinished(): gone from the sessions, kept in the quarantine.
        assert_eq!(db.store.load_session(&bad).await.unwrap(), None, "{:?}", db.kind);
        db.store.save(&good, &s, vec![]).await.unwrap();
        write_future_row(&db, &good).await;
        let err = db.store.load_session(&good).await.unwrap_err();
        assert!(
            matches!(err, mashang_core::ports::StoreError::Quarantined(_)),
            "{:?}: {err}",
            db.kind
        );
        let quarantined = match &db.pg {
            None => SqliteStore::open(db.data_dir()).await.unwrap().quarantined_sessions().await,
            Some(pg) => PgStore::connect(&pg.url).await.unwrap().quarantined_sessions().await,
        };
        assert_eq!(quarantined.unwrap(), 2, "{:?}: both raw rows kept", db.kind);
    }
}
