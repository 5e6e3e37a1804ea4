//! Stored session records across upgrades: every version's golden fixture keeps decoding to the
//! same interview, the latest one re-encodes to itself (so a change to the live state's shape
//! cannot reach users without a new record version), an unreadable row is set aside and the user
//! told, and a database written by the previous schema is continued by the current binary.

use std::path::{Path, PathBuf};

use mashang_core::engine::VecOutbox;
use mashang_core::ports::Store;
use mashang_core::session::record::{CodeDigest, SessionRecord};
use mashang_core::session::{PendingTool, SessionState, Status, UserKey};
use mashang_store_sqlite::SqliteStore;
use serde_json::Value;
use sha2::{Digest, Sha256};

/// Each version's golden fixture and the SHA-256 of its file: fixtures are frozen (a test that
/// could be "fixed" by editing its fixture would prove nothing). A new version adds a line.
const GOLDEN: &[(u32, &str, &str)] = &[
    (
        1,
        "session-record-v1.json",
        "65df8475d8c1642f916647af5766e93913d4000c5d795f10b0d3f408e0742e69",
    ),
    (
        2,
        "session-record-v2.json",
        "44e13d26b94023bd6c8be71f930b8485e90f23a2c1e76d1292b5e34f63c8969d",
    ),
];

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/it/fixtures").join(name)
}

/// `(version, body)` of a golden record file.
fn golden(name: &str) -> (u32, Value) {
    let text = std::fs::read_to_string(fixture(name)).expect("golden record");
    let doc: Value = serde_json::from_str(&text).expect("golden record is JSON");
    let version = doc["version"].as_u64().expect("version") as u32;
    (version, doc["body"].clone())
}

fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

#[test]
fn every_version_has_a_frozen_golden_fixture() {
    let versions: Vec<u32> = GOLDEN.iter().map(|g| g.0).collect();
    assert_eq!(
        versions,
        (1..=SessionRecord::VERSION).collect::<Vec<_>>(),
        "one fixture per version"
    );
    for (version, name, digest) in GOLDEN {
        let bytes = std::fs::read(fixture(name)).unwrap();
        assert_eq!(
            &sha256(&bytes),
            digest,
            "{name} (v{version}) was edited: add a new version instead"
        );
        assert_eq!(golden(name).0, *version);
    }
}

#[test]
fn every_golden_record_decodes_to_the_same_interview_mid_judging() {
    let decoded: Vec<SessionState> = GOLDEN
        .iter()
        .map(|(_, name, _)| {
            let (v, body) = golden(name);
            SessionRecord::decode(v, body).unwrap_or_else(|e| panic!("{name}: {e}"))
        })
        .collect();
    let s = &decoded[0];
    assert!(decoded.iter().all(|d| d == s), "every version holds the same session");
    assert_eq!(s.status, Status::Judging);
    assert_eq!((s.current_round, s.rounds_total), (2, 2));
    let q = s.current_question.as_ref().unwrap();
    assert_eq!(q.brief.id, "climbing-stairs");
    assert_eq!((q.attempts, q.hints_used, q.revealed.len()), (2, 1, 1));
    assert_eq!(s.eval_scores.len(), 1, "round 1's score");
    assert_eq!(s.tool_logs.len(), 4, "the tool-call memory");
    let Some(PendingTool::Judge { request, .. }) = &s.pending else { panic!("judge pending") };
    assert_eq!(Some(&request.code), s.user_answer.as_ref().map(|a| &a.code));
    assert!(request.code.contains("ways[i - 1] + ways[i - 2]"));
    assert!(q.last_judged.as_ref().unwrap().code.contains("climb_stairs(n - 1)"));
}

#[test]
fn the_latest_golden_record_re_encodes_to_itself_so_a_changed_live_shape_needs_a_new_version() {
    let (_, name, _) = GOLDEN.last().unwrap();
    let (version, body) = golden(name);
    let state = SessionRecord::decode(version, body.clone()).unwrap();
    let (now, encoded) = SessionRecord::encode(&state);
    assert_eq!(now, version, "encode writes the latest version, which must have a fixture");
    let mut differences = Vec::new();
    diff(&body, &encoded, "", &mut differences);
    assert!(
        differences.is_empty(),
        "the live SessionState no longer encodes like record v{version}: a field was renamed, \
         added or removed. Bump SessionRecord::VERSION, add the step from v{version} to \
         session::record::upgrade, and add a golden fixture for the new version.\n{}",
        differences.join("\n")
    );
}

/// The paths where `a` (the fixture) and `b` (the re-encoding) differ, with both values.
fn diff(a: &Value, b: &Value, path: &str, out: &mut Vec<String>) {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for key in x.keys().chain(y.keys().filter(|k| !x.contains_key(*k))) {
                let (va, vb) =
                    (x.get(key).unwrap_or(&Value::Null), y.get(key).unwrap_or(&Value::Null));
                let missing = !x.contains_key(key) || !y.contains_key(key);
                if missing {
                    out.push(format!(
                        "{path}.{key}: fixture {:?}, now {:?}",
                        x.get(key),
                        y.get(key)
                    ));
                } else {
                    diff(va, vb, &format!("{path}.{key}"), out);
                }
            }
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => {
            for (i, (va, vb)) in x.iter().zip(y).enumerate() {
                diff(va, vb, &format!("{path}[{i}]"), out);
            }
        }
        _ if a != b => out.push(format!("{path}: fixture {a}, now {b}")),
        _ => {}
    }
}

#[test]
fn the_latest_golden_record_populates_every_field_of_the_session() {
    let (_, name, _) = GOLDEN.last().unwrap();
    let (version, body) = golden(name);
    let state = serde_json::to_value(SessionRecord::decode(version, body).unwrap()).unwrap();
    // A field left empty in the fixture is one whose rename the re-encoding test cannot see.
    let may_be_empty = ["finish_reason"];
    for (key, value) in state.as_object().unwrap() {
        let empty = value.is_null() || value.as_array().is_some_and(Vec::is_empty);
        assert!(!empty || may_be_empty.contains(&key.as_str()), "{key} is empty in {name}");
    }
    for (key, value) in state["current_question"].as_object().unwrap() {
        let empty = value.is_null()
            || value.as_array().is_some_and(Vec::is_empty)
            || value.as_str().is_some_and(str::is_empty);
        let design_only = key == "design_answer";
        assert!(!empty || design_only, "current_question.{key} is empty in {name}");
    }
}

#[tokio::test]
async fn an_unreadable_session_row_is_set_aside_and_the_user_told_not_silently_reset() {
    let dir = tempfile::tempdir().unwrap();
    let user = UserKey::parse("console:u").unwrap();
    {
        let store = SqliteStore::open(dir.path()).await.unwrap();
        let state = SessionState::new(
            mashang_i18n::Locale::En,
            "python",
            mashang_core::interviewer::Role::Algorithm,
            mashang_core::interviewer::Level::Junior,
        );
        store.save(&user, &state, Vec::new()).await.unwrap();
    }
    // What a newer build would have written.
    let db = dir.path().join(mashang_store_sqlite::DB_FILE);
    let c = rusqlite::Connection::open(&db).unwrap();
    c.execute("UPDATE sessions SET version = 99, state = '{\"future\": true}'", []).unwrap();
    drop(c);

    let engine = super::support::engine(dir.path()).await;
    let said = VecOutbox::default();
    engine.handle(&user, "/help", &said).await;
    let texts: Vec<String> = said.take().into_iter().map(|r| r.text).collect();
    assert!(texts[0].contains("could not be restored"), "the user is told first: {texts:?}");
    let c = rusqlite::Connection::open(&db).unwrap();
    let (version, state, error): (i64, String, String) = c
        .query_row("SELECT version, state, error FROM sessions_quarantine", [], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?))
        })
        .unwrap();
    assert_eq!((version, state.as_str()), (99, "{\"future\": true}"), "the raw row is kept");
    assert!(error.contains("99"), "{error}");
    let store = SqliteStore::open(dir.path()).await.unwrap();
    assert_eq!(store.quarantined_sessions().await.unwrap(), 1);
    let doctor = std::process::Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("doctor")
        .env("MASHANG_DATA_DIR", dir.path())
        .env_remove("MASHANG_CONFIG")
        .output()
        .unwrap();
    let report = String::from_utf8_lossy(&doctor.stdout);
    assert!(report.contains("1 stored session(s) could not be read"), "{report}");
    // Told once.
    let again = VecOutbox::default();
    engine.handle(&user, "/help", &again).await;
    assert!(again.take().iter().all(|r| !r.text.contains("could not be restored")));
}

#[test]
fn a_database_from_the_previous_schema_is_continued_by_the_current_binary() {
    if !super::skip::runtime(mashang_judge::problem::Lang::Python, module_path!()) {
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let db = data.path().join(mashang_store_sqlite::DB_FILE);
    let dump = std::fs::read_to_string(fixture("db-schema-v6.sql")).unwrap();
    rusqlite::Connection::open(&db).unwrap().execute_batch(&dump).unwrap();

    // The interview was killed while attempt 2 of round 2 was with the judge: the current binary
    // migrates the database, resumes the interview and judges that attempt.
    let mut bot = super::console::Bot::start(data.path(), "fixture", &[("MASHANG_ROUNDS", "2")]);
    // The journaled turn is finished first (its judge re-run), then the interview re-opened.
    bot.expect("Verdict: wrong answer");
    bot.expect("resuming your interview at question 2/2");
    drop(bot.stdin);
    bot.child.wait().unwrap();

    let c = rusqlite::Connection::open(&db).unwrap();
    let (version, text): (i64, String) = c
        .query_row("SELECT version, state FROM sessions", [], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap();
    assert_eq!(version, i64::from(SessionRecord::VERSION), "rewritten as the latest record");
    let body: Value = serde_json::from_str(&text).unwrap();
    let q = &body["state"]["current_question"];
    assert_eq!(q["brief"]["id"], "climbing-stairs", "same question");
    assert_eq!(
        (q["attempts"].as_u64(), q["hints_used"].as_u64()),
        (Some(2), Some(1)),
        "same attempts"
    );
    let judged: Vec<(i64, String)> = c
        .prepare("SELECT round, code_digest FROM submissions ORDER BY id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(judged.iter().map(|j| j.0).collect::<Vec<_>>(), vec![1, 2, 2]);
    assert!(c.prepare("SELECT code FROM submissions").is_err(), "the text column is gone");
    // Each submission's code is stored once, in the code table; nothing else holds its text.
    let answer = include_str!("fixtures/session-record-v1.json");
    let dp: Value = serde_json::from_str(answer).unwrap();
    let dp_code = dp["body"]["user_answer"]["code"].as_str().unwrap();
    assert_eq!(judged[2].1, CodeDigest::of(dp_code).to_string());
    let copies: i64 =
        c.query_row("SELECT COUNT(*) FROM code WHERE text = ?1", [dp_code], |r| r.get(0)).unwrap();
    assert_eq!(copies, 1);
    assert!(!text.contains("ways[i - 1]"), "the session row refers to the code by digest");
    let logged: Vec<String> = c
        .prepare("SELECT input FROM tool_log WHERE tool = 'judge'")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(logged.len(), 3);
    assert!(logged.iter().all(|i| i.contains("code_ref") && !i.contains("\"code\"")), "{logged:?}");
}

#[tokio::test]
async fn one_unreadable_row_is_set_aside_without_hiding_the_other_unfinished_interviews() {
    let dir = tempfile::tempdir().unwrap();
    let store = SqliteStore::open(dir.path()).await.unwrap();
    let (v, body) = golden(GOLDEN.last().unwrap().1);
    let judging = SessionRecord::decode(v, body).unwrap();
    let (good, bad) =
        (UserKey::parse("console:good").unwrap(), UserKey::parse("console:bad").unwrap());
    for user in [&good, &bad] {
        store.save(user, &judging, Vec::new()).await.unwrap();
    }
    let c = rusqlite::Connection::open(dir.path().join(mashang_store_sqlite::DB_FILE)).unwrap();
    c.execute("UPDATE sessions SET state = '{\"state\": 1}' WHERE user_key = 'console:bad'", [])
        .unwrap();
    let unfinished = store.unfinished().await.unwrap();
    assert_eq!(unfinished, vec![(good.clone(), judging.clone())]);
    assert_eq!(store.quarantined_sessions().await.unwrap(), 1);
    assert!(store.load_session(&bad).await.unwrap().is_none(), "set aside, not left to fail again");
    assert_eq!(store.load_session(&good).await.unwrap(), Some(judging));
}
