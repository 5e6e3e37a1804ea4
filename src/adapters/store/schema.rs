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

/// All migrations, oldest first.
pub fn migrations() -> Migrations<'static> {
    Migrations::new(vec![
        M::up(V1),
        M::up(super::drills_schema::V2),
        M::up(super::drills_schema::V3),
        M::up(super::drills_schema::V4),
        M::up(super::drills_schema::V5),
    ])
}

#[cfg(test)]
mod tests {
    #[test]
    fn migrations_are_valid() {
        super::migrations().validate().expect("migrations validate");
    }
}
