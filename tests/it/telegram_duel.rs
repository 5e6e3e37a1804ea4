//! Duels through the real `mashang telegram` binary and the fake Bot API server: a challenge with
//! inline Accept/Decline buttons, accepted by button, the problem in both private chats, a wrong
//! and a right submission judged for real in the sandbox, the group's status edited in place
//! (never the code), the rating change on `/duelboard`; an open challenge that expires on the
//! binary's test clock; a forfeit.

use std::path::Path;
use std::time::Duration;

use crate::support::knobs;
use crate::telegram_bot::{self as telegram_bot, Bot};
use crate::telegram_fake::{FakeTelegram, Sent};

const DEADLINE: Duration = Duration::from_secs(240);
const ANN: i64 = 7101;
const BOB: i64 = 7102;
const GROUP: i64 = -1_009_876_543;

/// The binary with the duel clock skewed by the seconds in `skew` and a fast duel timer.
fn start(fake: &FakeTelegram, data: &Path, skew: &Path) -> Bot {
    telegram_bot::start(fake, data, skew, &[(knobs::DUEL_TICK_MS, "200")])
}

async fn seen(fake: &FakeTelegram, chat: i64, needle: &str) -> Sent {
    fake.wait_for(0, DEADLINE, needle, |s| s.chat == chat && s.text.contains(needle)).await.1
}

fn two_sum() -> String {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum/solutions/ref.py");
    std::fs::read_to_string(path).unwrap()
}

/// Every message the bot showed in the group for one status message (its first send and edits).
fn versions(fake: &FakeTelegram, message_id: i64) -> Vec<Sent> {
    fake.sent().into_iter().filter(|s| s.chat == GROUP && s.message_id == message_id).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_duel_is_accepted_by_button_won_by_the_right_solution_and_rated() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let skew = data.path().join("clock-skew");
    fake.make_owner(ANN);
    let _bot = start(&fake, data.path(), &skew);

    fake.group_text(ANN, GROUP, "/drill config name=Owls time=23:59");
    seen(&fake, GROUP, "Owls").await;
    fake.group_text(BOB, GROUP, "/duelboard"); // Bob meets the bot in the group.
    seen(&fake, GROUP, "No rated duels").await;

    // Bob has no username: Ann's client mentions him by an entity that carries his id.
    let bob = format!("U{BOB}");
    fake.group_text_mentioning(ANN, GROUP, &format!("/duel {bob} two-sum"), &bob, BOB);
    let challenge = seen(&fake, GROUP, &format!("U{ANN} challenges U{BOB}")).await;
    let accept = challenge.buttons().into_iter().find(|b| b.starts_with("u:/duel accept"));
    let accept = accept.unwrap_or_else(|| panic!("no accept button: {challenge:?}"));
    assert!(challenge.buttons().iter().any(|b| b.starts_with("u:/duel decline")));

    // Bob accepts by button and both get the problem in private.
    fake.press(BOB, &challenge, &accept);
    let ann_dm = seen(&fake, ANN, "Duel against").await;
    let bob_dm = seen(&fake, BOB, "Duel against").await;
    assert!(ann_dm.text.contains("Two Sum") && bob_dm.text.contains(&format!("U{ANN}")));
    let started = seen(&fake, GROUP, "working on it").await;
    assert_eq!(started.message_id, challenge.message_id, "the challenge became the status");
    assert_eq!(started.method, "editMessageText");

    fake.text(BOB, "en", "/duel submit\n```python\nimport sys\nprint(0)\n```", None);
    seen(&fake, BOB, "Not accepted").await;
    fake.text(ANN, "en", &format!("/duel submit\n```python\n{}\n```", two_sum().trim_end()), None);
    seen(&fake, ANN, "Accepted").await;
    let result = seen(&fake, GROUP, &format!("U{ANN} wins")).await;
    assert_eq!(result.message_id, challenge.message_id, "edited in place: {result:?}");
    assert!(result.text.contains(&format!("Rating: U{ANN} 1662 (+162)")), "{}", result.text);
    for v in versions(&fake, challenge.message_id) {
        assert!(!v.text.contains("import sys") && !v.text.contains("def "), "no code: {}", v.text);
    }

    fake.group_text(BOB, GROUP, "/duelboard");
    let board = seen(&fake, GROUP, "Duel ratings").await;
    assert!(board.text.contains(&format!("1. U{ANN} — 1662 (1W 0L 0D)")), "{}", board.text);
    assert!(board.text.contains(&format!("2. U{BOB} — 1338 (0W 1L 0D)")), "{}", board.text);

    // An open challenge nobody takes expires once the (test) clock passes ten minutes.
    fake.group_text(ANN, GROUP, "/duel");
    let open = seen(&fake, GROUP, "challenges anyone").await;
    std::fs::write(&skew, "660").unwrap();
    let expired = seen(&fake, GROUP, "expired unanswered").await;
    assert_eq!(expired.message_id, open.message_id);

    // A forfeit: Bob challenges anyone, Ann accepts, Bob gives up in the group.
    fake.group_text(BOB, GROUP, "/duel");
    let open = fake
        .wait_for(0, DEADLINE, "Bob's challenge", |s| {
            s.chat == GROUP && s.text.contains(&format!("U{BOB} challenges anyone"))
        })
        .await
        .1;
    let accept = open.buttons().into_iter().find(|b| b.starts_with("u:/duel accept")).unwrap();
    fake.press(ANN, &open, &accept);
    seen(&fake, GROUP, &format!("U{BOB} vs U{ANN}")).await;
    fake.group_text(BOB, GROUP, "/duel forfeit");
    let forfeit = seen(&fake, GROUP, &format!("U{BOB} forfeited")).await;
    assert!(forfeit.text.contains(&format!("U{ANN} wins")), "{}", forfeit.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_named_everyone_is_shown_inert_without_bidi_or_zero_width_characters() {
    use crate::telegram_fake::HOSTILE;
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let skew = data.path().join("clock-skew");
    fake.make_owner(ANN);
    let _bot = start(&fake, data.path(), &skew);
    fake.group_text(ANN, GROUP, "/drill config name=Owls time=23:59");
    seen(&fake, GROUP, "Owls").await;

    fake.group_text(HOSTILE, GROUP, "/duel two-sum");
    let challenge = seen(&fake, GROUP, "challenges").await;
    for raw in ["@everyone", "\u{202E}", "\u{200B}", "\u{2066}", "<b>x"] {
        assert!(!challenge.text.contains(raw), "{raw:?} shown raw: {:?}", challenge.text);
    }
    assert!(challenge.text.contains("＠everyone"), "{:?}", challenge.text);
}
