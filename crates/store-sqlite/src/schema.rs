//! The SQLite schema as ordered migrations (rusqlite_migration tracks the version in
//! `user_version`). Append new migrations; never edit a released one.

use rusqlite_migration::{M, Migrations};

const V1: &str = "
CREATE TABLE users (
    key         TEXT PRIMARY KEY,
    locale      TEXT NOT NULL,
    created_at  INTEGER NOT NULL,
    updated_at  INTEGER NOT NULL
);
-- One row per user: the whole session state as JSON, rewritten on every transition.
CREATE TABLE sessions (
    user_key      TEXT PRIMARY KEY,
    status        TEXT NOT NULL,
    interview_id  TEXT,
    seq           INTEGER NOT NULL,
    state         TEXT NOT NULL,
    updated_at    INTEGER NOT NULL
);
CREATE INDEX sessions_by_status ON sessions(status);
CREATE TABLE interviews (
    id            TEXT PRIMARY KEY,
    user_key      TEXT NOT NULL,
    role          TEXT NOT NULL,
    level         TEXT NOT NULL,
    rounds_total  INTEGER NOT NULL,
    started_at    INTEGER NOT NULL,
    finished_at   INTEGER,
    overall       REAL
);
CREATE INDEX interviews_by_user ON interviews(user_key, started_at);
CREATE TABLE rounds (
    interview_id  TEXT NOT NULL,
    user_key      TEXT NOT NULL,
    round         INTEGER NOT NULL,
    question      TEXT NOT NULL,
    overall       REAL NOT NULL,
    score         TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (interview_id, round)
);
CREATE INDEX rounds_by_user ON rounds(user_key);
CREATE TABLE submissions (
    id            INTEGER PRIMARY KEY,
    interview_id  TEXT NOT NULL,
    user_key      TEXT NOT NULL,
    round         INTEGER NOT NULL,
    question      TEXT NOT NULL,
    language      TEXT NOT NULL,
    code          TEXT NOT NULL,
    verdict       TEXT NOT NULL,
    passed        INTEGER NOT NULL,
    total         INTEGER NOT NULL,
    evidence      TEXT NOT NULL,
    created_at    INTEGER NOT NULL
);
CREATE INDEX submissions_by_user ON submissions(user_key);
CREATE TABLE tool_log (
    trace         TEXT PRIMARY KEY,
    user_key      TEXT NOT NULL,
    interview_id  TEXT,
    tool          TEXT NOT NULL,
    input         TEXT NOT NULL,
    output        TEXT NOT NULL,
    duration_us   INTEGER NOT NULL,
    error         TEXT,
    started_at    INTEGER NOT NULL
);
CREATE INDEX tool_log_by_interview ON tool_log(interview_id, started_at);
CREATE INDEX tool_log_by_user ON tool_log(user_key);
CREATE TABLE reports (
    interview_id  TEXT PRIMARY KEY,
    user_key      TEXT NOT NULL,
    overall       REAL NOT NULL,
    report        TEXT NOT NULL,
    created_at    INTEGER NOT NULL
);
CREATE INDEX reports_by_user ON reports(user_key, created_at);
CREATE TABLE weak_topics (
    user_key   TEXT NOT NULL,
    topic      TEXT NOT NULL,
    count      INTEGER NOT NULL,
    last_seen  INTEGER NOT NULL,
    PRIMARY KEY (user_key, topic)
);
";

/// The schema version this build migrates to: one per migration.
pub(crate) fn latest() -> i64 {
    steps().len() as i64
}

/// All migrations, oldest first.
pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(steps())
}

fn steps() -> Vec<M<'static>> {
    vec![
        M::up(V1),
        M::up(super::drills_schema::V2),
        M::up(super::drills_schema::V3),
        M::up(super::drills_schema::V4),
        M::up(super::journal::V5),
        M::up(super::drills_schema::V6),
        M::up_with_hook(super::records::V7, super::records::v7_hook),
        M::up(super::replicas::V8),
        M::up(super::replay::V9),
        M::up(super::duels::V10),
        M::up(super::live::V11),
        M::up(super::pairs::V12),
        M::up(super::fingerprints::V13),
        M::up(super::forget::V14),
        M::up(super::drills_schema::V15),
        M::up(super::chats::V16),
        M::up(super::plans::V17),
    ]
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        super::migrations().validate().expect("migrations validate");
    }

    #[test]
    fn migration_5_adds_the_inbound_journal_to_a_version_4_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 4).unwrap();
        c.execute(
            "INSERT INTO users (key, locale, created_at, updated_at) VALUES ('console:a', 'en', 1, 1)",
            [],
        )
        .unwrap();
        let journal = |c: &rusqlite::Connection| {
            c.query_row("SELECT COUNT(*) FROM sqlite_master WHERE name = 'inbound'", [], |r| {
                r.get::<_, i64>(0)
            })
            .unwrap()
        };
        assert_eq!(journal(&c), 0);
        m.to_version(&mut c, 5).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(5.try_into().unwrap()));
        assert_eq!(journal(&c), 1);
        let users: i64 = c.query_row("SELECT COUNT(*) FROM users", [], |r| r.get(0)).unwrap();
        assert_eq!(users, 1, "a migration keeps the rows it found");
        // The columns the journal writes are there.
        c.execute(
            "INSERT INTO inbound (event_id, user_key, text, route, received_at) VALUES ('e', 'console:a', 't', '', 1)",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_6_adds_the_reveal_tables_to_a_version_5_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 5).unwrap();
        c.execute(
            "INSERT INTO drill_members (id, name, tz, locale, daily_practice) VALUES ('m', 'Ann', 'UTC', 'en', 0)",
            [],
        )
        .unwrap();
        m.to_version(&mut c, 6).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(6.try_into().unwrap()));
        let members: i64 =
            c.query_row("SELECT COUNT(*) FROM drill_members", [], |r| r.get(0)).unwrap();
        assert_eq!(members, 1, "a migration keeps the rows it found");
        c.execute(
            "INSERT INTO drill_reveals (member, problem, count) VALUES ('m', 'two-sum', 1)",
            [],
        )
        .unwrap();
        c.execute(
            "INSERT INTO drill_failed_submissions (member, problem, lang, code, tests) VALUES ('m', 'two-sum', 'python', 'x', '[]')",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_7_stores_each_code_once_by_digest_and_keeps_version_1_session_rows() {
        use mashang_core::session::record::CodeDigest;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 6).unwrap();
        let code = "def f():\n    return 1\n";
        for id in [1, 2] {
            c.execute(
                "INSERT INTO submissions (id, interview_id, user_key, round, question, language, code, verdict, passed, total, evidence, created_at)
                 VALUES (?1, 'iv', 'console:a', 1, 'q', 'python', ?2, 'wrong_answer', 0, 1, '{}', 1)",
                rusqlite::params![id, code],
            )
            .unwrap();
        }
        let judge = serde_json::json!({ "question": "q", "language": "python", "code": code });
        let reveal = serde_json::json!({ "request": judge, "failed": ["t"] });
        for (trace, tool, input) in [("t1", "judge", &judge), ("t2", "reveal_test", &reveal)] {
            c.execute(
                "INSERT INTO tool_log (trace, user_key, interview_id, tool, input, output, duration_us, started_at)
                 VALUES (?1, 'console:a', 'iv', ?2, ?3, '{}', 1, 1)",
                rusqlite::params![trace, tool, input.to_string()],
            )
            .unwrap();
        }
        c.execute(
            "INSERT INTO sessions (user_key, status, seq, state, updated_at) VALUES ('console:a', 'idle', 1, '{}', 1)",
            [],
        )
        .unwrap();
        m.to_latest(&mut c).unwrap();

        let digest = CodeDigest::of(code).to_string();
        let texts: Vec<(String, String)> = c
            .prepare("SELECT digest, text FROM code WHERE user_key = 'console:a'")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(texts, vec![(digest.clone(), code.to_string())], "two submissions, one text");
        let digests: Vec<String> = c
            .prepare("SELECT code_digest FROM submissions ORDER BY id")
            .unwrap()
            .query_map([], |r| r.get(0))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(digests, vec![digest.clone(), digest.clone()]);
        assert!(c.prepare("SELECT code FROM submissions").is_err(), "the text column is gone");
        for trace in ["t1", "t2"] {
            let input: String = c
                .query_row("SELECT input FROM tool_log WHERE trace = ?1", [trace], |r| r.get(0))
                .unwrap();
            assert!(!input.contains("return 1") && input.contains(&digest), "{trace}: {input}");
        }
        let version: i64 = c.query_row("SELECT version FROM sessions", [], |r| r.get(0)).unwrap();
        assert_eq!(version, 1, "existing rows are records of version 1");
    }
    #[test]
    fn migration_9_adds_round_transcripts_and_an_interview_finished_before_it_still_reads() {
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 8).unwrap();
        c.execute_batch(
            "INSERT INTO interviews (id, user_key, role, level, rounds_total, started_at, finished_at, overall)
                 VALUES ('iv', 'console:a', 'algorithm', 'junior', 1, 10, 20, 3.0);
             INSERT INTO code (user_key, digest, text) VALUES ('console:a', 'd1', 'print(1)');
             INSERT INTO submissions (interview_id, user_key, round, question, language, code_digest, verdict, passed, total, evidence, created_at)
                 VALUES ('iv', 'console:a', 1, 'two-sum', 'python', 'd1', 'accepted', 1, 1,
                         '{\"verdict\":\"accepted\",\"passed\":1,\"total\":1,\"failing\":null,\"complexity\":null,\"style\":[],\"compile_output\":null}', 15);",
        )
        .unwrap();
        m.to_latest(&mut c).unwrap();
        let old = super::super::replay::finished_interview(&c, "console:a", 1).unwrap().unwrap();
        assert!(old.transcripts.is_empty(), "nothing was recorded then");
        assert_eq!(old.submissions.len(), 1);
        assert_eq!(old.submissions[0].code, "print(1)");
        c.execute(
            "INSERT INTO round_transcripts (interview_id, user_key, round, version, body, created_at)
             VALUES ('iv', 'console:a', 1, 99, '{}', 1)",
            [],
        )
        .unwrap();
        let newer = super::super::replay::finished_interview(&c, "console:a", 1).unwrap().unwrap();
        assert_eq!(newer.unreadable_transcripts, 1, "a newer record is counted, not dropped");
        assert!(super::super::replay::finished_interview(&c, "console:a", 2).unwrap().is_none());
    }

    #[test]
    fn migration_11_adds_the_live_boards_to_a_version_10_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 10).unwrap();
        c.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             VALUES ('g', 'm', 1500, 350, 0.06, 0, 0, 0)",
            [],
        )
        .unwrap();
        assert!(c.prepare("SELECT chat FROM drill_live_boards").is_err(), "no boards before 11");
        m.to_version(&mut c, 11).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(11.try_into().unwrap()));
        let kept: i64 = c.query_row("SELECT COUNT(*) FROM duel_ratings", [], |r| r.get(0)).unwrap();
        assert_eq!(kept, 1, "a migration keeps the rows it found");
        c.execute(
            "INSERT INTO drill_live_boards (chat, group_id, board_window) VALUES ('telegram:-1', 'g', 'all')",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_15_adds_the_pending_timezone_and_keeps_members_in_their_zone() {
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 14).unwrap();
        c.execute(
            "INSERT INTO drill_members (id, name, tz, locale, daily_practice) VALUES ('m', 'Ann', 'Asia/Tokyo', 'en', 0)",
            [],
        )
        .unwrap();
        m.to_version(&mut c, 15).unwrap();
        let row: (String, Option<String>) = c
            .query_row("SELECT tz, tz_next FROM drill_members WHERE id = 'm'", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .unwrap();
        assert_eq!(row, ("Asia/Tokyo".to_string(), None), "no change pending after the upgrade");
    }

    #[test]
    fn migration_10_adds_the_duel_tables_to_a_version_9_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 9).unwrap();
        c.execute(
            "INSERT INTO drill_members (id, name, tz, locale, daily_practice) VALUES ('m', 'Ann', 'UTC', 'en', 0)",
            [],
        )
        .unwrap();
        assert!(c.prepare("SELECT id FROM duels").is_err(), "no duels before 10");
        m.to_version(&mut c, 10).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(10.try_into().unwrap()));
        let members: i64 =
            c.query_row("SELECT COUNT(*) FROM drill_members", [], |r| r.get(0)).unwrap();
        assert_eq!(members, 1, "a migration keeps the rows it found");
        c.execute(
            "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at, version, body, revision)
             VALUES ('D1', 'g', 1, 'm', NULL, NULL, 1, 1, '{}', 0)",
            [],
        )
        .unwrap();
        c.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             VALUES ('g', 'm', 1500, 350, 0.06, 0, 0, 0)",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_12_adds_the_pair_tables_to_a_version_11_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 11).unwrap();
        c.execute(
            "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at, version, body, revision)
             VALUES ('D1', 'g', 1, 'm', NULL, NULL, 1, 1, '{}', 0)",
            [],
        )
        .unwrap();
        assert!(c.prepare("SELECT id FROM pairs").is_err(), "no pairs before 12");
        m.to_version(&mut c, 12).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(12.try_into().unwrap()));
        let duels: i64 = c.query_row("SELECT COUNT(*) FROM duels", [], |r| r.get(0)).unwrap();
        assert_eq!(duels, 1, "a migration keeps the rows it found");
        c.execute(
            "INSERT INTO pairs (id, group_id, live, waiting, member_a, member_b, created_at, version, body, revision)
             VALUES ('P1', 'g', 1, 1, 'm', NULL, 1, 1, '{}', 0)",
            [],
        )
        .unwrap();
        c.execute(
            "INSERT INTO pair_reliability (member, completed, no_shows, cancels) VALUES ('m', 0, 1, 0)",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_13_replaces_the_solution_hash_with_fingerprint_sets_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 12).unwrap();
        c.execute(
            "INSERT INTO drill_fingerprints (group_id, problem, member, fingerprint, at)
             VALUES ('g', 'two-sum', 'm', 'abc123', 1)",
            [],
        )
        .unwrap();
        m.to_version(&mut c, 13).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(13.try_into().unwrap()));
        let (scheme, hashes): (i64, String) = c
            .query_row(
                "SELECT scheme, hashes FROM drill_fingerprints WHERE member = 'm'",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!((scheme, hashes.as_str()), (0, ""), "an old row is kept, never compared");
        assert!(c.prepare("SELECT fingerprint FROM drill_fingerprints").is_err(), "hash is gone");
        c.execute(
            "INSERT INTO drill_fingerprints (group_id, problem, member, scheme, hashes, at)
             VALUES ('g', 'two-sum', 'n', 1, '0102030405060708', 2)",
            [],
        )
        .unwrap();
    }

    #[test]
    fn migration_14_adds_the_forget_key_and_kept_numbers_to_a_version_13_database_and_keeps_its_rows()
     {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 13).unwrap();
        c.execute(
            "INSERT INTO pair_reliability (member, completed, no_shows, cancels) VALUES ('m', 0, 2, 0)",
            [],
        )
        .unwrap();
        assert!(c.prepare("SELECT secret FROM forget_key").is_err(), "no key before 14");
        m.to_version(&mut c, 14).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(14.try_into().unwrap()));
        let kept: i64 =
            c.query_row("SELECT COUNT(*) FROM pair_reliability", [], |r| r.get(0)).unwrap();
        assert_eq!(kept, 1, "a migration keeps the rows it found");
        c.execute_batch(
            "INSERT INTO forget_key (id, secret) VALUES (1, 'k');
             INSERT INTO forgotten_accounts (account, stash) VALUES ('h', 's');
             INSERT INTO forgotten_ratings (stash, group_id, rating, deviation, volatility, wins, losses, draws)
                 VALUES ('s', 'g', 1400, 200, 0.06, 0, 3, 0);
             INSERT INTO forgotten_reliability (stash, completed, no_shows, cancels) VALUES ('s', 0, 2, 0);",
        )
        .unwrap();
        assert!(
            c.execute("INSERT INTO forget_key (id, secret) VALUES (2, 'k')", []).is_err(),
            "one key per install"
        );
    }

    #[test]
    fn migration_16_adds_the_gone_chats_to_a_version_15_database_and_keeps_its_rows() {
        use rusqlite_migration::SchemaVersion;
        let mut c = rusqlite::Connection::open_in_memory().unwrap();
        let m = super::migrations();
        m.to_version(&mut c, 15).unwrap();
        c.execute("INSERT INTO drill_chats (chat, group_id) VALUES ('telegram:-1', 'g')", [])
            .unwrap();
        assert!(c.prepare("SELECT chat FROM drill_gone_chats").is_err(), "none before 16");
        m.to_version(&mut c, 16).unwrap();
        assert_eq!(m.current_version(&c).unwrap(), SchemaVersion::Inside(16.try_into().unwrap()));
        let kept: i64 = c.query_row("SELECT COUNT(*) FROM drill_chats", [], |r| r.get(0)).unwrap();
        assert_eq!(kept, 1, "a migration keeps the rows it found");
        c.execute("INSERT INTO drill_gone_chats (chat, gone_at) VALUES ('telegram:-1', 1)", [])
            .unwrap();
    }
}
