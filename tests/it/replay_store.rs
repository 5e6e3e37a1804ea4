//! What a replay reads, on both backends: a finished interview's snapshots (with their code),
//! judge timings, round transcripts and report come back in order; `/forget` removes them; on
//! Postgres, migration 5 adds the transcripts to a database written before it and an interview
//! finished then still reads (with no transcripts).

use mashang_core::interviewer::{Evidence, Level, Role, Verdict};
use mashang_core::memory::{Tool, ToolCallRecord};
use mashang_core::ports::Record;
use mashang_core::replay::RoundTranscript;
use mashang_core::session::{SessionState, Status, Submission, UserKey};
use mashang_i18n::Locale;

use crate::backends::{Kind, backends};

fn evidence(verdict: Verdict) -> Evidence {
    Evidence {
        verdict,
        passed: 1,
        total: 2,
        failing: None,
        complexity: None,
        style: Vec::new(),
        compile_output: None,
        missing_points: Vec::new(),
        complexity_unproven: false,
        tests: Vec::new(),
    }
}

fn records(id: &str, codes: &[&str]) -> Vec<Record> {
    let mut out = Vec::new();
    for (i, code) in codes.iter().enumerate() {
        out.push(Record::Submission {
            interview_id: id.into(),
            round: 1,
            question: "two-sum".into(),
            submission: Submission { language: "python".into(), code: code.to_string() },
            evidence: evidence(Verdict::WrongAnswer),
        });
        out.push(Record::ToolCall(ToolCallRecord {
            trace: format!("{id}-{i}"),
            interview_id: Some(id.into()),
            tool: Tool::Judge,
            input: serde_json::json!({}),
            output: serde_json::json!({}),
            duration_us: 1000 * (i as u64 + 1),
            error: None,
            started_at_ms: i as i64,
        }));
    }
    out
}

fn finished(id: &str) -> SessionState {
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.status = Status::Finished;
    s.interview_id = Some(id.into());
    s
}

#[tokio::test]
async fn a_finished_interview_reads_back_for_its_replay_on_both_backends_and_forget_removes_it() {
    const TEST: &str = "replay_store::a_finished_interview_reads_back_for_its_replay_on_both_backends_and_forget_removes_it";
    for db in backends(TEST).await {
        let user = UserKey::new("t", "replay");
        let state = finished("ivr");
        let mut recs = records("ivr", &["print(1)", "print(2)"]);
        let transcript = RoundTranscript {
            round: 1,
            question: "two-sum".into(),
            hints_used: 1,
            explanations: vec!["a hash map".into()],
            follow_ups: Vec::new(),
            revealed: Vec::new(),
            design_answer: String::new(),
        };
        recs.push(Record::Transcript {
            interview_id: "ivr".into(),
            transcript: Box::new(transcript.clone()),
        });
        recs.push(Record::Report(Box::new(state.build_report(5))));
        db.store.save(&user, &state, recs).await.unwrap();

        let (store, _) = db.reopen().await;
        let got =
            store.finished_interview(&user, 1).await.unwrap().expect("the finished interview");
        let codes: Vec<&str> = got.submissions.iter().map(|s| s.code.as_str()).collect();
        assert_eq!(codes, ["print(1)", "print(2)"], "{:?}: every snapshot, in order", db.kind);
        assert_eq!(got.judge_us, [1000, 2000], "{:?}", db.kind);
        assert_eq!(got.transcripts, [transcript], "{:?}", db.kind);
        assert!(got.report.is_some(), "{:?}", db.kind);
        assert!(store.finished_interview(&user, 2).await.unwrap().is_none(), "only one");

        store.forget(&user).await.unwrap();
        assert!(store.finished_interview(&user, 1).await.unwrap().is_none(), "{:?}", db.kind);
        if db.kind == Kind::Postgres {
            migration_5_keeps_an_interview_finished_before_it(db.pg.as_ref().unwrap()).await;
        }
    }
}

/// Rolls the database back to schema 4 (no transcripts, no duels), writes an interview as that
/// build did, and reopens it: migrations 5 to 7 run and the old interview reads with no transcripts.
async fn migration_5_keeps_an_interview_finished_before_it(db: &crate::backends::PgDb) {
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE round_transcripts; DROP TABLE duels; DROP TABLE duel_ratings;
             DROP TABLE drill_live_boards;
             DROP TABLE pairs; DROP TABLE pair_reliability;
             UPDATE schema_version SET version = 4;
             INSERT INTO interviews (id, user_key, role, level, rounds_total, started_at, finished_at, overall)
                 VALUES ('old', 't:old', 'algorithm', 'junior', 1, 1, 2, 3.0);
             INSERT INTO code (user_key, digest, text) VALUES ('t:old', 'd', 'print(0)');
             INSERT INTO submissions (interview_id, user_key, round, question, language, code_digest, verdict, passed, total, evidence, created_at)
                 VALUES ('old', 't:old', 1, 'two-sum', 'python', 'd', 'accepted', 1, 1,
                         '{\"verdict\":\"accepted\",\"passed\":1,\"total\":1,\"failing\":null,\"complexity\":null,\"style\":[],\"compile_output\":null}', 1);",
        )
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
    let store = mashang_store_postgres::PgStore::connect(&db.url).await.unwrap();
    assert_eq!(
        store.schema_version().await.unwrap(),
        mashang_store_postgres::SCHEMA_LATEST,
        "migrated again"
    );
    use mashang_core::ports::Store;
    let old = store.finished_interview(&UserKey::new("t", "old"), 1).await.unwrap().unwrap();
    assert!(old.transcripts.is_empty());
    assert_eq!(old.submissions[0].code, "print(0)");
}
