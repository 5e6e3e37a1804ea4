//! `/forget` in the stores, on both backends: a member with two linked accounts, a name, code
//! with a marker in interviews, the journal and a failed drill, solves, a peer session, a duel,
//! link codes and a live board — after `/forget` from one account, neither account's id, the name
//! nor the marker is anywhere in the raw database (SQLite: the file, its WAL and shared memory;
//! Postgres: every table as text, then the data files after `VACUUM FULL`). And no laundering:
//! a losing duel player or a no-show who forgets and comes back gets the same numbers back, once;
//! an unrelated account starts fresh.

use chrono::{Duration, TimeZone, Utc};
use mashang_core::drills::fingerprint::Fingerprint;
use mashang_core::drills::live::LiveBoard;
use mashang_core::drills::store::{FailedSubmission, SolveRecord};
use mashang_core::drills::{
    ChatKey, DrillStore, GroupId, Member, MemberId, Platform, StudyGroup, board::Window,
};
use mashang_core::duel::rating::{self, Rating, Score};
use mashang_core::duel::rules::Outcome;
use mashang_core::duel::{Duel, DuelId, DuelStore, Phase as DuelPhase, RatingRow, Side};
use mashang_core::interviewer::{Evidence, Level, Role, Verdict};
use mashang_core::journal::{EventId, Inbound};
use mashang_core::pair::{
    End, Feedback, Pair, PairId, Peer, Phase, Reliability, ReliabilityDelta, Seat,
};
use mashang_core::ports::Record;
use mashang_core::session::{SessionState, Status, Submission, UserKey};
use mashang_i18n::Locale;
use mashang_judge::problem::Lang;

use crate::backends::{Kind, TestDb, backends};

const TG: &str = "48213977";
const DC: &str = "93317731";
const NAME: &str = "Zqxj_Forgetful";
const MARKER: &str = "FORGET_ME_MARKER_7c1";

fn chat() -> ChatKey {
    ChatKey::new(Platform::Telegram, "-1")
}

fn g1() -> GroupId {
    GroupId("g1".into())
}

fn at(minute: i64) -> chrono::DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap() + Duration::minutes(minute)
}

fn code() -> String {
    format!("def two_sum(nums, target):\n    # {MARKER}\n    return [0, 1]\n")
}

async fn member(s: &dyn DrillStore, id: &str, name: &str) -> MemberId {
    let m = Member {
        id: MemberId(id.into()),
        name: name.into(),
        tz: chrono_tz::Tz::UTC,
        locale: Locale::En,
        daily_practice: false,
        tz_next: None,
    };
    s.save_member(&m).await.unwrap();
    s.join(&g1(), &m.id).await.unwrap();
    m.id
}

/// A finished interview of `user` with one submission of the marked code.
async fn interview(db: &TestDb, user: &UserKey, id: &str) {
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.status = Status::Finished;
    s.interview_id = Some(id.into());
    let evidence = Evidence {
        verdict: Verdict::WrongAnswer,
        passed: 0,
        total: 1,
        failing: None,
        complexity: None,
        style: Vec::new(),
        compile_output: None,
        missing_points: Vec::new(),
        complexity_unproven: false,
        tests: Vec::new(),
    };
    let submission = Record::Submission {
        interview_id: id.into(),
        round: 1,
        question: "two-sum".into(),
        submission: Submission { language: "python".into(), code: code() },
        evidence,
    };
    db.store.save(user, &s, vec![submission]).await.unwrap();
    let turn = Inbound {
        event: EventId::new(&user.to_string(), "msg", id),
        user: user.clone(),
        text: code(),
        route: String::new(),
    };
    db.store.journal_accept(&turn).await.unwrap();
}

fn peer(m: &MemberId, name: &str, account: &UserKey) -> Peer {
    Peer {
        member: Some(m.clone()),
        name: name.into(),
        account: Some(account.clone()),
        tz: "UTC".into(),
        locale: Locale::En,
        level: Level::Mid,
        role: Role::Backend,
        accepted: false,
        ready: false,
        gave: None,
    }
}

/// A session `id` where `absent` never checked in: finished as their no-show.
async fn no_show(db: &TestDb, id: &str, ann: &MemberId, absent: (&MemberId, &UserKey), m: i64) {
    let a = peer(ann, "Ann", &UserKey::new("telegram", "1"));
    let mut p = Pair::request(PairId(id.into()), g1(), chat(), a, None, at(m));
    assert!(db.pairs.insert_pair(&p).await.unwrap());
    let b = peer(absent.0, &format!("@{NAME}"), absent.1);
    p.propose(b, None, vec!["two-sum".into(), "valid-parentheses".into()], at(m + 2)).unwrap();
    p.accept(Seat::A).unwrap();
    p.accept(Seat::B).unwrap();
    p.tick(at(m + 2));
    p.ready(Seat::A, at(m + 3)).unwrap();
    p.tick(at(m + 20));
    assert_eq!(p.phase, Phase::Finished(End::NoShow { absent: vec![Seat::B] }));
    p.b.as_mut().unwrap().gave =
        Some(Feedback { scores: [1, 1, 1, 1, 1], note: format!("from {NAME}") });
    let delta =
        ReliabilityDelta { member: absent.0.clone(), completed: 0, no_shows: 1, cancels: 0 };
    db.pairs.finish_pair(&mut p, &[delta]).await.unwrap();
}

async fn current(s: &dyn DuelStore, m: &MemberId) -> RatingRow {
    s.rating(&g1(), m).await.unwrap().unwrap_or_else(|| RatingRow::new(&g1(), m, ""))
}

/// A finished duel `id` of `loser` (named NAME, on `account`) against `winner`, rated.
async fn lose_duel(
    s: &dyn DuelStore,
    id: &str,
    loser: (&MemberId, &UserKey),
    winner: &MemberId,
) -> RatingRow {
    let side = Side::new(loser.0.clone(), &format!("@{NAME}"), loser.1.clone());
    let invited = Some((winner.clone(), "Ann".to_string()));
    let mut d = Duel::challenge(DuelId(id.into()), g1(), chat(), side, invited, "two-sum", at(0));
    assert!(s.insert_duel(&d).await.unwrap());
    d.phase = DuelPhase::Finished(Outcome::Cancelled);
    let (mut l, mut w) = (current(s, loser.0).await, current(s, winner).await);
    (l.rating, w.rating) = rating::update(l.rating, w.rating, Score::Loss);
    (l.losses, w.wins) = (l.losses + 1, w.wins + 1);
    s.finish_duel(&mut d, &[l.clone(), w]).await.unwrap();
    l
}

/// Everything of the member behind `telegram:TG` (with `discord:DC` linked) the stores can hold.
async fn seed(db: &TestDb) -> (MemberId, MemberId) {
    let s = db.drills.as_ref();
    let g = StudyGroup::new(g1(), chat(), MemberId("telegram:1".into()));
    s.save_group(&g).await.unwrap();
    let ann = member(s, "telegram:1", "Ann").await;
    let (tg, dc) = (UserKey::new("telegram", TG), UserKey::new("discord", DC));
    let me = member(s, &tg.to_string(), &format!("@{NAME}")).await;
    s.link(&dc, &me).await.unwrap();
    for (user, id) in [(&tg, "iv-a"), (&dc, "iv-b")] {
        interview(db, user, id).await;
    }
    let solve = SolveRecord {
        member: me.clone(),
        group: Some(g1()),
        problem: "two-sum".into(),
        day: at(0).date_naive(),
        points: 10,
        hints: 0,
        at: at(0),
        lang: "python".into(),
    };
    assert!(s.record_solve(&solve).await.unwrap());
    s.take_hint(&me, "two-sum").await.unwrap();
    let failed = FailedSubmission { lang: "python".into(), code: code(), tests: vec![] };
    s.record_failed_submission(&me, "valid-parentheses", &failed).await.unwrap();
    s.add_fingerprint(&g1(), "two-sum", &me, &Fingerprint::of(&code(), Lang::Python))
        .await
        .unwrap();
    s.note_weak_topic(&me, "graphs").await.unwrap();
    s.set_practice(&me, Some(("two-sum", Some("arrays")))).await.unwrap();
    s.create_link_code("QWERTY23", &tg, at(10)).await.unwrap();
    s.create_link_code("ASDFGH45", &dc, at(10)).await.unwrap();
    no_show(db, "P1", &ann, (&me, &dc), 0).await;
    lose_duel(db.duels.as_ref(), "D1", (&me, &tg), &ann).await;
    let board = LiveBoard {
        chat: chat(),
        group: g1(),
        window: Window::All,
        message: None,
        shown: None,
        edited_at: None,
        unpin: false,
    };
    s.pin_board(&board).await.unwrap();
    assert!(
        s.board_shown(&chat(), None, "m1", "hash-of-a-text-with-the-name", at(1)).await.unwrap()
    );
    (me, ann)
}

fn needles_in(what: &str, bytes: &[u8]) -> Vec<String> {
    [TG, DC, NAME, MARKER]
        .iter()
        .filter(|n| bytes.windows(n.len()).any(|w| w == n.as_bytes()))
        .map(|n| format!("{n} in {what}"))
        .collect()
}

/// SQLite: the database file, its WAL and its shared-memory index, byte for byte.
fn sqlite_files(db: &TestDb) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(db.data_dir()).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with(mashang_store_sqlite::DB_FILE) {
            found.extend(needles_in(&name, &std::fs::read(&path).unwrap()));
        }
    }
    found
}

/// Postgres: every table of the schema as text; then, after `VACUUM FULL` and a checkpoint,
/// the database's data files when the server's data directory is on this machine.
async fn postgres_rows_and_files(db: &TestDb) -> Vec<String> {
    let url = &db.pg.as_ref().unwrap().url;
    let (c, conn) = tokio_postgres::connect(url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    let tables = c
        .query(
            "SELECT table_name::text FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
            &[],
        )
        .await
        .unwrap();
    assert!(tables.len() > 40, "every table is looked at: {}", tables.len());
    let mut found = Vec::new();
    for t in tables {
        let t: String = t.get(0);
        let sql = format!("SELECT coalesce(string_agg(x::text, ' '), '') FROM {t} x");
        let text: String = c.query_one(&sql, &[]).await.unwrap().get(0);
        found.extend(needles_in(&format!("table {t}"), text.as_bytes()));
    }
    // One statement each: several in one simple query run as one transaction, which VACUUM refuses.
    c.batch_execute("VACUUM FULL").await.unwrap();
    c.batch_execute("CHECKPOINT").await.unwrap();
    let dir: String = c.query_one("SHOW data_directory", &[]).await.unwrap().get(0);
    let oid: u32 = c
        .query_one("SELECT oid FROM pg_database WHERE datname = current_database()", &[])
        .await
        .unwrap()
        .get(0);
    let base = std::path::Path::new(&dir).join("base").join(oid.to_string());
    match std::fs::read_dir(&base) {
        Ok(files) => {
            for f in files {
                let path = f.unwrap().path();
                if let Ok(bytes) = std::fs::read(&path) {
                    found.extend(needles_in(&path.display().to_string(), &bytes));
                }
            }
        }
        Err(e) => eprintln!(
            "SKIPPED forget_store data files [postgres]: {} is not readable here ({e}); \
             run the server from .ci/services on this machine",
            base.display()
        ),
    }
    drop(c);
    let _ = task.await;
    found
}

#[tokio::test]
async fn forget_from_one_account_leaves_no_id_name_or_code_of_either_account_in_the_raw_database_on_both_backends()
 {
    const TEST: &str = "forget_store::forget_from_one_account_leaves_no_id_name_or_code_of_either_account_in_the_raw_database_on_both_backends";
    for db in backends(TEST).await {
        let (me, ann) = seed(&db).await;
        let before = match db.kind {
            Kind::Sqlite => sqlite_files(&db),
            Kind::Postgres => postgres_rows_and_files(&db).await,
        };
        assert!(before.len() >= 4, "{:?}: the seed is findable before: {before:?}", db.kind);

        db.store.forget(&UserKey::new("discord", DC)).await.unwrap();

        let after = match db.kind {
            Kind::Sqlite => sqlite_files(&db),
            Kind::Postgres => postgres_rows_and_files(&db).await,
        };
        assert!(after.is_empty(), "{:?}: left behind: {after:?}", db.kind);
        // What others see is still there, nameless.
        let s = db.drills.as_ref();
        assert_eq!(s.group_scores(&g1(), None).await.unwrap().len(), 1, "the solve stays");
        assert_eq!(db.duels.ratings(&g1()).await.unwrap().len(), 2, "both ratings on the board");
        let theirs = db.duels.rating(&g1(), &ann).await.unwrap().unwrap();
        assert_eq!((theirs.name.as_str(), theirs.wins), ("Ann", 1), "Ann's win holds");
        let d = db.duels.duel(&DuelId("D1".into())).await.unwrap().unwrap();
        assert!(d.challenger.member.is_none() && d.challenger.name.is_empty());
        let p = db.pairs.pair(&PairId("P1".into())).await.unwrap().unwrap();
        let b = p.b.unwrap();
        assert!(b.member.is_none() && b.account.is_none() && b.name.is_empty());
        assert_eq!(b.gave.map(|f| f.note), Some(String::new()), "their note went");
        assert_eq!(db.pairs.reliability(&me).await.unwrap(), Reliability::default());
        assert_eq!(s.live_boards().await.unwrap()[0].shown, None, "the board is shown again");
        for (p, id) in [("telegram", TG), ("discord", DC)] {
            let key = UserKey::new(p, id);
            assert_eq!(db.store.load_session(&key).await.unwrap(), None, "{key}");
            assert_eq!(s.resolve(&key).await.unwrap(), MemberId(key.to_string()));
        }
    }
}

#[tokio::test]
async fn a_losing_duel_player_and_no_show_who_forgets_comes_back_with_the_same_numbers_once_and_a_stranger_starts_fresh_on_both_backends()
 {
    const TEST: &str = "forget_store::a_losing_duel_player_and_no_show_who_forgets_comes_back_with_the_same_numbers_once_and_a_stranger_starts_fresh_on_both_backends";
    for db in backends(TEST).await {
        let s = db.drills.as_ref();
        let ann = member(s, "telegram:1", "Ann").await;
        let (tg, dc) = (UserKey::new("telegram", "5"), UserKey::new("discord", "5"));
        let lo = member(s, &tg.to_string(), "Lo").await;
        s.link(&dc, &lo).await.unwrap();
        let mut lost = RatingRow::new(&g1(), &lo, "");
        for i in 0..3 {
            lost = lose_duel(db.duels.as_ref(), &format!("D{i}"), (&lo, &tg), &ann).await;
        }
        no_show(&db, "P1", &ann, (&lo, &tg), 0).await;
        no_show(&db, "P2", &ann, (&lo, &dc), 60).await;
        assert!(lost.rating.rating < Rating::default().rating - 100.0, "{:?}", lost.rating);

        db.store.forget(&tg).await.unwrap();
        assert_eq!(db.duels.rating(&g1(), &lo).await.unwrap(), None, "{:?}", db.kind);
        assert_eq!(db.pairs.reliability(&lo).await.unwrap(), Reliability::default());

        // Back on the same account: a new member row, the same numbers.
        member(s, &tg.to_string(), "Lo again").await;
        let back = db.duels.rating(&g1(), &lo).await.unwrap().expect("the rating came back");
        assert_eq!((back.rating, back.wins, back.losses), (lost.rating, 0, 3), "{:?}", db.kind);
        let rel = db.pairs.reliability(&lo).await.unwrap();
        assert_eq!((rel.no_shows, rel.completed), (2, 0), "the no-shows came back");
        member(s, &tg.to_string(), "Lo renamed").await;
        assert_eq!(db.pairs.reliability(&lo).await.unwrap().no_shows, 2, "restored once");

        // The other forgotten account: the person's numbers are already back, never twice.
        let other = member(s, &dc.to_string(), "Lo on Discord").await;
        assert_eq!(db.duels.rating(&g1(), &other).await.unwrap(), None);
        assert_eq!(db.pairs.reliability(&other).await.unwrap(), Reliability::default());

        // A stranger starts fresh.
        let fresh = member(s, "telegram:6", "New").await;
        assert_eq!(db.duels.rating(&g1(), &fresh).await.unwrap(), None, "1500 by default");
        assert_eq!(db.pairs.reliability(&fresh).await.unwrap(), Reliability::default());
    }
}

#[tokio::test]
async fn postgres_migration_10_adds_the_forget_key_and_kept_numbers_to_a_version_9_database_and_keeps_its_rows()
 {
    const TEST: &str = "forget_store::postgres_migration_10_adds_the_forget_key_and_kept_numbers_to_a_version_9_database_and_keeps_its_rows";
    let Some(server) = crate::backends::postgres_url(TEST) else { return };
    let db = crate::backends::PgDb::create(&server).await;
    drop(mashang_store_postgres::PgStore::connect(&db.url).await.unwrap());
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE forget_key; DROP TABLE forgotten_accounts; DROP TABLE forgotten_ratings;
             DROP TABLE forgotten_reliability; UPDATE schema_version SET version = 9;
             INSERT INTO pair_reliability VALUES ('m', 0, 2, 0);",
        )
        .await
        .unwrap();
    let store = mashang_store_postgres::PgStore::connect(&db.url).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), mashang_store_postgres::SCHEMA_LATEST);
    let kept: i64 =
        client.query_one("SELECT COUNT(*) FROM pair_reliability", &[]).await.unwrap().get(0);
    assert_eq!(kept, 1, "a migration keeps the rows it found");
    client
        .batch_execute(
            "INSERT INTO forget_key (id, secret) VALUES (1, 'k');
             INSERT INTO forgotten_accounts VALUES ('h', 's');
             INSERT INTO forgotten_ratings VALUES ('s', 'g', 1400, 200, 0.06, 0, 3, 0);
             INSERT INTO forgotten_reliability VALUES ('s', 0, 2, 0);",
        )
        .await
        .unwrap();
    assert!(
        client.batch_execute("INSERT INTO forget_key (id, secret) VALUES (2, 'k')").await.is_err(),
        "one key per install"
    );
    drop(client);
    let _ = task.await;
}
