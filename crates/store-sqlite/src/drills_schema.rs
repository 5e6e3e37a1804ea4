//! The drills' tables (migration 2): study groups, their chats and admins, members and linked
//! accounts, postings, bot failures, solves, hints, fingerprints, weak topics, SM-2 cards,
//! practice and link codes.

pub(crate) const V2: &str = "
CREATE TABLE drill_groups (
    id         TEXT PRIMARY KEY,
    name       TEXT NOT NULL,
    tz         TEXT NOT NULL,
    post_time  TEXT NOT NULL,
    mix        TEXT NOT NULL,
    focus      TEXT NOT NULL,
    ping_role  TEXT,
    enabled    INTEGER NOT NULL,
    locale     TEXT NOT NULL
);
CREATE TABLE drill_chats (
    chat      TEXT PRIMARY KEY,
    group_id  TEXT NOT NULL
);
CREATE INDEX drill_chats_by_group ON drill_chats(group_id);
CREATE TABLE drill_admins (
    group_id  TEXT NOT NULL,
    member    TEXT NOT NULL,
    PRIMARY KEY (group_id, member)
);
CREATE TABLE drill_members (
    id              TEXT PRIMARY KEY,
    name            TEXT NOT NULL,
    tz              TEXT NOT NULL,
    locale          TEXT NOT NULL,
    daily_practice  INTEGER NOT NULL
);
-- Platform accounts -> member. An account without a row is its own member.
CREATE TABLE drill_accounts (
    user_key  TEXT PRIMARY KEY,
    member    TEXT NOT NULL
);
CREATE INDEX drill_accounts_by_member ON drill_accounts(member);
CREATE TABLE drill_group_members (
    group_id  TEXT NOT NULL,
    member    TEXT NOT NULL,
    PRIMARY KEY (group_id, member)
);
CREATE INDEX drill_group_members_by_member ON drill_group_members(member);
-- One row per group and local date: the unique key is what prevents a double post.
CREATE TABLE drill_postings (
    group_id   TEXT NOT NULL,
    date       TEXT NOT NULL,
    problem    TEXT NOT NULL,
    posted_at  INTEGER NOT NULL,
    PRIMARY KEY (group_id, date)
);
CREATE TABLE drill_failures (
    group_id  TEXT NOT NULL,
    date      TEXT NOT NULL,
    PRIMARY KEY (group_id, date)
);
-- group_id is '' for personal practice. One scoring row per member, group and problem.
CREATE TABLE drill_solves (
    id        INTEGER PRIMARY KEY,
    member    TEXT NOT NULL,
    group_id  TEXT NOT NULL,
    problem   TEXT NOT NULL,
    day       TEXT NOT NULL,
    points    INTEGER NOT NULL,
    hints     INTEGER NOT NULL,
    at        INTEGER NOT NULL,
    lang      TEXT NOT NULL,
    UNIQUE (member, group_id, problem)
);
CREATE INDEX drill_solves_by_group ON drill_solves(group_id, at);
CREATE TABLE drill_hints (
    member   TEXT NOT NULL,
    problem  TEXT NOT NULL,
    count    INTEGER NOT NULL,
    PRIMARY KEY (member, problem)
);
CREATE TABLE drill_fingerprints (
    group_id     TEXT NOT NULL,
    problem      TEXT NOT NULL,
    member       TEXT NOT NULL,
    fingerprint  TEXT NOT NULL,
    at           INTEGER NOT NULL,
    PRIMARY KEY (group_id, problem, member)
);
CREATE INDEX drill_fingerprints_by_fp ON drill_fingerprints(group_id, problem, fingerprint);
CREATE TABLE drill_weak_topics (
    member     TEXT NOT NULL,
    topic      TEXT NOT NULL,
    count      INTEGER NOT NULL,
    last_seen  INTEGER NOT NULL,
    PRIMARY KEY (member, topic)
);
CREATE TABLE drill_cards (
    member    TEXT NOT NULL,
    topic     TEXT NOT NULL,
    ease      REAL NOT NULL,
    interval  INTEGER NOT NULL,
    reps      INTEGER NOT NULL,
    due       TEXT NOT NULL,
    PRIMARY KEY (member, topic)
);
CREATE TABLE drill_practice (
    member   TEXT PRIMARY KEY,
    problem  TEXT NOT NULL,
    topic    TEXT
);
CREATE TABLE drill_link_codes (
    code      TEXT PRIMARY KEY,
    user_key  TEXT NOT NULL,
    expires   INTEGER NOT NULL
);
";

/// Migration 3: which chat got which day's post, so each front end delivers its own chats once
/// even when Telegram and Discord run in different processes.
pub(crate) const V3: &str = "
CREATE TABLE drill_deliveries (
    group_id  TEXT NOT NULL,
    date      TEXT NOT NULL,
    chat      TEXT NOT NULL,
    PRIMARY KEY (group_id, date, chat)
);
";

/// Migration 4: link codes are marked used instead of deleted (so a second use and an expired
/// code each get their own answer), days the bot failed one member (a submission it could not
/// judge), and the daily practice DM claimed per member and local day.
pub(crate) const V4: &str = "
ALTER TABLE drill_link_codes ADD COLUMN used_at INTEGER;
CREATE TABLE drill_member_excuses (
    member  TEXT NOT NULL,
    day     TEXT NOT NULL,
    PRIMARY KEY (member, day)
);
CREATE TABLE drill_practice_sent (
    member  TEXT NOT NULL,
    day     TEXT NOT NULL,
    PRIMARY KEY (member, day)
);
";

/// The test-reveal hint rung (`/drill hint test`): reveals charged per member and problem, and each
/// member's last failed submission of a problem (what a reveal re-runs; used up by the reveal).
pub(crate) const V6: &str = "
CREATE TABLE drill_reveals (
    member   TEXT NOT NULL,
    problem  TEXT NOT NULL,
    count    INTEGER NOT NULL,
    PRIMARY KEY (member, problem)
);
CREATE TABLE drill_failed_submissions (
    member   TEXT NOT NULL,
    problem  TEXT NOT NULL,
    lang     TEXT NOT NULL,
    code     TEXT NOT NULL,
    tests    TEXT NOT NULL,
    PRIMARY KEY (member, problem)
);
";

/// Migration 15: a member's timezone change waits for their next day (`tz_next` from
/// `tz_next_from`, a date in their current zone), so one real day never counts twice.
pub(crate) const V15: &str = "
ALTER TABLE drill_members ADD COLUMN tz_next TEXT;
ALTER TABLE drill_members ADD COLUMN tz_next_from TEXT;
";
