//! The SQLite store: sessions round-trip, unfinished interviews are listed for resume, and the
//! schema is migrated on open.

use mashang_core::i18n::Locale;
use mashang_core::interviewer::{Level, Role};
use mashang_core::memory::{ErrorKind, Tool, ToolCallRecord};
use mashang_core::ports::{Record, Store};
use mashang_core::session::{SessionState, Status, UserKey};
use mashang_store_sqlite::SqliteStore;

#[tokio::test]
async fn sessions_and_tool_calls_round_trip_through_a_real_file() {
    let dir = tempfile::tempdir().unwrap();
    let user = UserKey::new("t", "x");
    let mut s = SessionState::new(Locale::ZhCn, "rust", Role::Backend, Level::Senior);
    s.status = Status::Finished;
    s.interview_id = Some("iv1".into());
    let call = ToolCallRecord {
        trace: "iv1-1".into(),
        interview_id: Some("iv1".into()),
        tool: Tool::Judge,
        input: serde_json::json!({"question": "two-sum"}),
        output: serde_json::json!({"kind": "timeout", "message": "slow"}),
        duration_us: 1234,
        error: Some(ErrorKind::Timeout),
        started_at_ms: 1,
    };
    {
        let store = SqliteStore::open(dir.path()).await.unwrap();
        assert_eq!(store.schema_version().await.unwrap(), 7);
        store.save(&user, &s, vec![Record::ToolCall(call.clone())]).await.unwrap();
    }
    let store = SqliteStore::open(dir.path()).await.unwrap();
    assert_eq!(store.load_session(&user).await.unwrap(), Some(s.clone()));
    assert_eq!(store.tool_calls("iv1").await.unwrap(), vec![call]);
    assert!(store.unfinished().await.unwrap().is_empty(), "finished sessions are not resumed");
    s.status = Status::Idle;
    s.interview_id = None;
    let other = UserKey::new("t", "y");
    let mut running = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    running.status = Status::WaitingAnswer;
    store.save(&other, &running, vec![]).await.unwrap();
    let unfinished = store.unfinished().await.unwrap();
    assert_eq!(unfinished.len(), 1);
    assert_eq!(unfinished[0].0, other);
    assert!(dir.path().join("mashang.sqlite3-wal").exists(), "WAL mode");
}
