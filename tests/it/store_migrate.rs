//! `mashang db migrate --to postgres://…` through the real binary: an interview and a drills streak
//! made on SQLite are copied into an empty Postgres database (a count per table; a second run is
//! refused and changes nothing), then the app on Postgres shows the same history, report and
//! streak — and runs a new interview end to end on Postgres, which `mashang doctor` names.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;

use chrono::{TimeZone, Utc};
use mashang_core::drills::store::SolveRecord;
use mashang_core::drills::{DrillStore, ManualClock};
use mashang_judge::problem::Lang;
use mashang_store_postgres::PgStore;
use mashang_store_sqlite::SqliteStore;

use crate::backends::{PgDb, postgres_url};
use crate::console::Bot;
use crate::drills_fixture::{caller, junior_bank, open_on, say, texts};

const USER: &str = "mig";

/// One round on two-sum with its reference; returns when the report is shown.
fn one_round(bot: &mut Bot) {
    bot.send("/interview algorithm junior python problem=two-sum");
    bot.expect("Question 1/1");
    bot.submit_reference(
        "two-sum",
        "My approach: a single pass with a hash map from value to index, O(n) time.",
    );
    let (which, _) = bot.expect_any(&["Follow-up:", "Can you do better?", "Report —"]);
    match which {
        0 => bot.send("For a stream I would keep the map and evict old entries."),
        1 => bot.send("/skip"),
        _ => return,
    }
    bot.expect("Report —");
}

/// What `/history` and `/report` show (the lines that name the interview and its score).
fn history_and_report(bot: &mut Bot) -> (String, String) {
    bot.send("/history");
    let history = bot.expect("finished");
    bot.send("/report");
    let report = bot.expect("Report —");
    (history, report)
}

fn quit(mut bot: Bot) {
    drop(bot.stdin);
    assert!(bot.child.wait().unwrap().success());
}

/// Three solves on consecutive days, then `/streak` on the third.
async fn streak(store: Arc<dyn DrillStore>, seed: bool) -> String {
    let noon = |d| Utc.with_ymd_and_hms(2026, 4, d, 12, 0, 0).unwrap();
    let env = open_on(store, Arc::new(ManualClock::new(noon(3))), junior_bank());
    let who = caller("console", USER, "Mig", None);
    if seed {
        let me = env.store.resolve(&who.user).await.unwrap();
        for d in 1..=3 {
            let solve = SolveRecord {
                member: me.clone(),
                group: None,
                problem: format!("p{d}"),
                day: noon(d).date_naive(),
                points: 0,
                hints: 0,
                at: noon(d),
                lang: "python".into(),
            };
            assert!(env.store.record_solve(&solve).await.unwrap());
        }
    }
    texts(&say(&env, &who, "/streak").await)
}

fn mashang(data: &Path, args: &[&str], env: &[(&str, &str)]) -> std::process::Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
    cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
        .args(args)
        .env("MASHANG_DATA_DIR", data)
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_DATABASE_URL");
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.output().expect("run mashang")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_sqlite_database_migrated_to_postgres_shows_the_same_history_report_and_streak() {
    const TEST: &str = "store_migrate::a_sqlite_database_migrated_to_postgres_shows_the_same_history_report_and_streak";
    let Some(server) = postgres_url(TEST) else { return };
    if !crate::skip::runtime(Lang::Python, TEST) {
        return;
    }
    let data = tempfile::tempdir().unwrap();
    let mut bot = Bot::start(data.path(), USER, &[("MASHANG_ROUNDS", "1")]);
    bot.expect("Commands:");
    one_round(&mut bot);
    let before = history_and_report(&mut bot);
    quit(bot);
    let sqlite = Arc::new(SqliteStore::open(data.path()).await.unwrap());
    let streak_before = streak(sqlite.clone(), true).await;
    assert!(streak_before.contains("Streak 3 day"), "{streak_before}");
    drop(sqlite);

    let pg = PgDb::create(&server).await;
    let out = mashang(data.path(), &["db", "migrate", "--to", &pg.url], &[]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}{}", String::from_utf8_lossy(&out.stderr));
    let count = |table: &str| -> i64 {
        let line = stdout.lines().find(|l| l.split_whitespace().next() == Some(table));
        line.and_then(|l| l.split_whitespace().nth(1)).and_then(|n| n.parse().ok()).unwrap_or(-1)
    };
    assert_eq!((count("sessions"), count("reports"), count("drill_solves")), (1, 1, 3), "{stdout}");
    assert!(count("tool_log") > 0 && count("submissions") == 1, "{stdout}");

    let again = mashang(data.path(), &["db", "migrate", "--to", &pg.url], &[]);
    assert!(!again.status.success(), "a second migration into a non-empty database is refused");
    assert!(String::from_utf8_lossy(&again.stderr).contains("not empty"));
    let store = PgStore::connect(&pg.url).await.unwrap();
    let rows: i64 = store.row_counts().await.unwrap().iter().map(|(_, n)| n).sum();
    let copied: i64 =
        stdout.lines().filter_map(|l| l.split_whitespace().nth(1)?.parse::<i64>().ok()).sum();
    assert_eq!(rows, copied, "the refused run changed nothing");

    // The app on Postgres, from an empty data dir: everything comes from the server.
    let empty = tempfile::tempdir().unwrap();
    let url = [("MASHANG_DATABASE_URL", pg.url.as_str()), ("MASHANG_ROUNDS", "1")];
    let mut bot = Bot::start(empty.path(), USER, &url);
    bot.expect("Commands:");
    assert_eq!(history_and_report(&mut bot), before);
    one_round(&mut bot);
    bot.send("/history");
    bot.expect("finished");
    bot.expect("finished");
    quit(bot);
    assert!(!empty.path().join(mashang_store_sqlite::DB_FILE).exists(), "no SQLite file");
    let pg_store: Arc<dyn DrillStore> = Arc::new(store);
    assert_eq!(streak(pg_store, false).await, streak_before);
    assert_eq!(
        PgStore::connect(&pg.url)
            .await
            .unwrap()
            .row_counts()
            .await
            .unwrap()
            .iter()
            .find(|(t, _)| t == "reports")
            .map(|(_, n)| *n),
        Some(2),
        "the interview on Postgres was stored there"
    );
    let doctor = mashang(empty.path(), &["doctor"], &[("MASHANG_DATABASE_URL", &pg.url)]);
    let text = String::from_utf8_lossy(&doctor.stdout);
    assert!(text.contains("PostgreSQL") && text.contains("schema v10"), "{text}");
}
