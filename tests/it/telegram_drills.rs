//! Study-group drills through the real `mashang telegram` binary and the fake Bot API server:
//! only a chat administrator may configure or post; `/drill now` posts in the group with buttons;
//! members solve by fenced text and by file in DM and by file replies to the post in the group (all
//! judged for real in the sandbox); the group's boards, the weekly chart photo and the command menus
//! — on each deployment of the matrix (`topology`: embedded, and two replicas with two workers).

use std::path::Path;
use std::time::Duration;

use mashang_core::drills::DrillMsg;
use mashang_core::drills::msg::render;
use mashang_i18n::Locale;
use mashang_judge::problem::Lang;

use crate::drills_fixture::full_bank;
use crate::telegram::start_replica;
use crate::telegram_fake::{FakeTelegram, Sent};
use crate::topology::{Deployment, deployments};

const DEADLINE: Duration = Duration::from_secs(240);
const OWNER: i64 = 6001;
const MEMBER: i64 = 6002;
/// Submits files: as replies to the daily post in the group.
const REPLIER: i64 = 6003;
/// Submits a file in private, captioned `/drill submit`.
const FILER: i64 = 6004;
const GROUP: i64 = -1_001_234_567;

/// A reference solution of `id` and its language.
fn reference(id: &str) -> (Lang, String) {
    let dir =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("presets/problems/{id}/solutions"));
    let mut files: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()).collect();
    files.sort_by_key(|p| p.extension().is_none_or(|e| e != "py"));
    let path = files.first().unwrap_or_else(|| panic!("no reference for {id}"));
    let lang = Lang::from_ext(path.extension().unwrap().to_str().unwrap()).unwrap();
    (lang, std::fs::read_to_string(path).unwrap())
}

async fn expect(fake: &FakeTelegram, cursor: &mut usize, chat: i64, needle: &str) -> Sent {
    let (i, s) = fake
        .wait_for(*cursor, DEADLINE, needle, |s| s.chat == chat && s.text.contains(needle))
        .await;
    *cursor = i + 1;
    s
}

/// Junior problems only, in a timezone where it is about noon now and posting at 23:00 there: the
/// scheduler never posts during the test (`/drill now` is the only post), and neither "today" nor
/// "this week" can roll over between the solve and the boards.
fn config_command() -> String {
    format!("/drill config tz={} time=23:00 mix=1:0:0 name=Owls", noon_zone())
}

/// A timezone where it is about noon now (so "today" cannot roll over during a test).
pub(crate) fn noon_zone() -> String {
    let secs =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs();
    let utc_hour = (secs / 3600 % 24) as i64;
    let offset = 12 - utc_hour; // -11..=12, all of which exist as Etc/GMT zones
    // POSIX sign convention: Etc/GMT-8 is UTC+8.
    match offset {
        0 => "UTC".to_string(),
        o if o > 0 => format!("Etc/GMT-{o}"),
        o => format!("Etc/GMT+{}", -o),
    }
}

/// A decoded PNG's (width, height).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let mut reader =
        png::Decoder::new(std::io::Cursor::new(bytes)).read_info().expect("a valid PNG header");
    let mut buf = vec![0; reader.output_buffer_size().expect("buffer size")];
    let info = reader.next_frame(&mut buf).expect("a decodable PNG frame");
    (info.width, info.height)
}

/// The scheduled/admin post (with its buttons), as opposed to a `/drill` reply quoting it.
fn is_daily_post(s: &crate::telegram_fake::Sent) -> bool {
    s.chat == GROUP && s.text.contains("Daily drill") && !s.buttons().is_empty()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_drill_is_configured_posted_solved_by_text_and_files_and_shown_on_the_boards() {
    for d in deployments("telegram_drills::a_group_drill_is_configured_posted_solved").await {
        eprintln!("deployment: {:?}", d.kind);
        group_drill(&d).await;
        d.judged_by_workers();
    }
}

/// The group drill on one deployment (embedded, or replicas with workers).
async fn group_drill(d: &Deployment) {
    let fake = FakeTelegram::start().await;
    fake.make_owner(OWNER);
    let _bots = d.start("telegram", |r| start_replica(&fake, r));
    let mut cur = 0;

    // The command menus carry the drill commands, in Chinese for zh clients: the private menu
    // next to the interview commands, the group menu with drills only.
    fake.wait_call("setMyCommands", DEADLINE, |p| {
        p["language_code"] == "zh" && p["scope"]["type"] == "all_group_chats"
    })
    .await;
    let menu = |scope: &str| {
        let call = fake
            .calls("setMyCommands")
            .into_iter()
            .find(|p| p["language_code"] == "zh" && p["scope"]["type"] == scope)
            .unwrap_or_else(|| panic!("no zh menu for {scope}"));
        call["commands"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| (c["command"].as_str().unwrap().to_string(), c["description"].to_string()))
            .collect::<Vec<_>>()
    };
    let private = menu("default");
    let group = menu("all_group_chats");
    for c in ["drill", "leaderboard", "streak", "stats", "link", "practice", "interview"] {
        assert!(private.iter().any(|(n, _)| n == c), "private menu lacks /{c}: {private:?}");
    }
    for c in ["drill", "leaderboard", "streak", "stats"] {
        assert!(group.iter().any(|(n, _)| n == c), "group menu lacks /{c}: {group:?}");
    }
    assert!(!group.iter().any(|(n, _)| n == "interview"), "interviews are private: {group:?}");
    let (_, board) = private.iter().find(|(n, _)| n == "leaderboard").unwrap();
    assert!(board.contains("排行榜"), "zh description: {board}");

    // A plain member may not configure the group: the refusal is in the group.
    fake.group_text(MEMBER, GROUP, "/drill config tz=UTC");
    let not_admin = render(&DrillMsg::NotAdmin, Locale::En);
    expect(&fake, &mut cur, GROUP, &not_admin).await;
    fake.wait_call("getChatMember", DEADLINE, |p| p["user_id"] == MEMBER).await;

    // The owner configures it; the answer is in the group, not in private.
    fake.group_text(OWNER, GROUP, &config_command());
    expect(&fake, &mut cur, GROUP, "Owls").await;

    // Posted now: in the group, with buttons.
    fake.group_text(OWNER, GROUP, "/drill now");
    let (i, post) = fake
        .wait_for(cur, DEADLINE, "daily post", |s| {
            s.chat == GROUP && s.text.contains("Daily drill") && !s.buttons().is_empty()
        })
        .await;
    cur = i + 1;
    assert!(post.buttons().contains(&"d:leaderboard".to_string()), "{post:?}");
    let bank = full_bank();
    let problem = bank
        .iter()
        .find(|p| post.text.contains(&format!(": {} (", p.title().en)))
        .unwrap_or_else(|| panic!("which problem is posted? {}", post.text));
    let posts = fake.sent().iter().filter(|s| is_daily_post(s)).count();
    assert_eq!(posts, 1, "posted once");

    // The member asks for today's drill in the group (joining it), then solves it in DM.
    fake.group_text(MEMBER, GROUP, "/drill");
    expect(&fake, &mut cur, GROUP, &problem.title().en).await;
    let (lang, code) = reference(problem.id());
    let submission = format!("/drill submit\n```{}\n{}\n```", lang.id(), code.trim_end());
    fake.text(MEMBER, "en", &submission, None);
    let verdict = expect(&fake, &mut cur, MEMBER, "Accepted").await;
    assert!(verdict.text.contains("points"), "{}", verdict.text);

    // Files as replies to the daily post, in the group: the same checks as interview uploads
    // (type, 64 KiB, fetched with getFile), then the real judge decides.
    let file = format!("solution.{}", lang.ext());
    fake.group_document(REPLIER, GROUP, "notes.txt", b"my idea", None, Some(&post));
    expect(&fake, &mut cur, GROUP, "is not a source file").await;
    let big = format!("# {}\n", "x".repeat(64 * 1024));
    fake.group_document(REPLIER, GROUP, &file, big.as_bytes(), None, Some(&post));
    let refusal = expect(&fake, &mut cur, GROUP, "the limit is 65536 bytes").await;
    assert!(refusal.text.contains(&big.len().to_string()), "{}", refusal.text);
    let broken = match lang {
        Lang::Python => "def (:\n",
        _ => "}{ not code",
    };
    fake.group_document(REPLIER, GROUP, &file, broken.as_bytes(), None, Some(&post));
    expect(&fake, &mut cur, GROUP, "Not accepted").await;
    fake.group_document(REPLIER, GROUP, &file, code.as_bytes(), None, Some(&post));
    expect(&fake, &mut cur, GROUP, "Accepted").await;
    let fetched = fake.calls("getFile").len();
    assert_eq!(fetched, 2, "only the two acceptable files were downloaded");

    // A file in private captioned `/drill submit` is for the drill, not for an interview.
    fake.group_text(FILER, GROUP, "/drill");
    expect(&fake, &mut cur, GROUP, &problem.title().en).await;
    fake.document(FILER, &file, code.as_bytes(), Some("/drill submit"));
    let verdict = expect(&fake, &mut cur, FILER, "Accepted").await;
    assert!(verdict.text.contains("points"), "{}", verdict.text);

    // The group's board, in the group, shows all three solvers.
    fake.group_text(OWNER, GROUP, "/leaderboard");
    let board = expect(&fake, &mut cur, GROUP, "Leaderboard").await;
    for who in [MEMBER, REPLIER, FILER] {
        assert!(board.text.contains(&format!("U{who}")), "{}", board.text);
    }
    // The week's board is a chart: a multipart sendPhoto with a real PNG, the board as caption.
    fake.group_text(MEMBER, GROUP, "/leaderboard week");
    let (_, chart) = fake
        .wait_for(cur, DEADLINE, "sendPhoto", |s| s.chat == GROUP && s.method == "sendPhoto")
        .await;
    assert!(chart.text.contains(&format!("U{MEMBER}")), "{}", chart.text);
    assert_eq!(chart.file_name.as_deref(), Some("chart.png"), "{chart:?}");
    let png = fake.upload(&chart).expect("the photo's bytes were uploaded");
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "PNG signature");
    // 800 px wide, a 100 px header and 56 px per member on the board (three here).
    assert_eq!(png_size(&png), (800, 268));
    let posts = fake.sent().iter().filter(|s| is_daily_post(s)).count();
    assert_eq!(posts, 1, "never posted twice");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_failed_admin_check_is_answered_and_acknowledged_so_the_bot_keeps_hearing() {
    let fake = FakeTelegram::start().await;
    fake.make_owner(OWNER);
    let data = tempfile::tempdir().unwrap();
    let _bot = crate::telegram::start_binary(&fake, data.path());
    let mut cur = 0;

    // Telegram fails the admin check for good (a 400 is not retried).
    fake.fail_next("getChatMember", crate::telegram_fake::Fault::BadRequest("user not found"));
    let failed = fake.group_text(OWNER, GROUP, &config_command());
    let unknown = render(&DrillMsg::AdminUnknown, Locale::En);
    expect(&fake, &mut cur, GROUP, &unknown).await;
    // The update is acknowledged: left behind, it would hold the poll offset for good.
    fake.wait_confirmed(failed, DEADLINE).await;

    // Asked again, the check succeeds and the command is applied.
    fake.group_text(OWNER, GROUP, &config_command());
    expect(&fake, &mut cur, GROUP, "Owls").await;
}
