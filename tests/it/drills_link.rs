//! `/link` one-time codes on an injected clock: an expired code is refused and says so, a used code
//! is refused, a code is never shown in a group, and a live code makes both accounts one member
//! with one streak and one score.

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use mashang_core::drills::msg::render;
use mashang_core::drills::service::Audience;
use mashang_core::drills::{DrillMsg, GroupId, ManualClock, SolveRecord};
use mashang_i18n::Locale;

use crate::drills_fixture::{caller, day, junior_bank, open, say, texts, tg_chat};

/// The code in a `/link` reply.
fn code_in(text: &str) -> String {
    text.split_whitespace()
        .find(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit()))
        .unwrap_or_else(|| panic!("no code in {text}"))
        .to_string()
}

fn en(msg: &DrillMsg) -> String {
    render(msg, Locale::En)
}

#[tokio::test]
async fn link_codes_expire_work_once_and_merge_streak_and_points() {
    let dir = tempfile::tempdir().unwrap();
    let t0 = Utc.with_ymd_and_hms(2026, 3, 3, 12, 0, 0).unwrap();
    let clock = Arc::new(ManualClock::new(t0));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let tg = caller("telegram", "100", "Ada", None);
    let dc = caller("discord", "200", "Ada", None);
    let eve = caller("discord", "666", "Eve", None);

    // Ada's Telegram account has three days of solves (60 points) before linking.
    let ada_tg = env.store.resolve(&tg.user).await.unwrap();
    say(&env, &tg, "/streak").await; // first contact creates the member
    for d in 1..=3 {
        let solve = SolveRecord {
            member: ada_tg.clone(),
            group: Some(GroupId("g1".into())),
            problem: format!("p{d}"),
            day: day(2026, 3, d),
            points: 20,
            hints: 0,
            at: Utc.with_ymd_and_hms(2026, 3, d, 10, 0, 0).unwrap(),
            lang: "python".into(),
        };
        assert!(env.store.record_solve(&solve).await.unwrap());
    }

    // A code entered after its ten minutes is refused, and the answer says it expired.
    let first = code_in(&texts(&say(&env, &tg, "/link").await));
    clock.set(t0 + Duration::minutes(10) + Duration::seconds(1));
    let late = texts(&say(&env, &dc, &format!("/link {first}")).await);
    assert_eq!(late, en(&DrillMsg::LinkExpired { minutes: 10 }));
    assert!(late.contains("expired"), "{late}");

    // A fresh code: entered from the same account it is refused and stays usable.
    let code = code_in(&texts(&say(&env, &tg, "/link").await));
    assert_ne!(code, first);
    assert_eq!(texts(&say(&env, &tg, &format!("/link {code}")).await), en(&DrillMsg::LinkOwnCode));
    // Typed by a person on a phone: lower case, with a dash.
    clock.advance(Duration::minutes(9));
    let typed = format!("/link {}-{}", &code[..4], &code[4..]).to_lowercase();
    assert_eq!(texts(&say(&env, &dc, &typed).await), en(&DrillMsg::Linked));
    // Used once: nobody can use it again.
    assert_eq!(texts(&say(&env, &eve, &format!("/link {code}")).await), en(&DrillMsg::LinkUsed));
    assert_eq!(texts(&say(&env, &eve, "/link 23456789").await), en(&DrillMsg::BadLinkCode));
    assert_ne!(env.store.resolve(&eve.user).await.unwrap(), ada_tg, "Eve was not linked");

    // Both accounts are one member: the same streak and the same points.
    assert_eq!(env.store.resolve(&dc.user).await.unwrap(), ada_tg);
    clock.set(Utc.with_ymd_and_hms(2026, 3, 3, 20, 0, 0).unwrap());
    let (s_tg, s_dc) =
        (texts(&say(&env, &tg, "/streak").await), texts(&say(&env, &dc, "/streak").await));
    assert!(s_tg.contains("Streak 3 day"), "{s_tg}");
    assert_eq!(s_tg, s_dc);
    let stats = texts(&say(&env, &dc, "/stats").await);
    assert!(stats.contains("3 solve(s) · 60 points"), "{stats}");

    // A second Discord account cannot join the member: one account per platform.
    let code = code_in(&texts(&say(&env, &tg, "/link").await));
    let sock = texts(&say(&env, &eve, &format!("/link {code}")).await);
    assert_eq!(sock, en(&DrillMsg::LinkSamePlatform));
    assert_ne!(env.store.resolve(&eve.user).await.unwrap(), ada_tg, "Eve was linked to Ada");
}

#[tokio::test]
async fn a_link_code_asked_for_in_a_group_goes_to_the_caller_privately() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 3, 3, 12, 0, 0).unwrap()));
    let env = open(dir.path(), clock, junior_bank()).await;
    let ada = caller("telegram", "100", "Ada", Some(tg_chat()));
    let replies = say(&env, &ada, "/link").await;
    let private: Vec<_> =
        replies.iter().filter(|r| r.to == Audience::Account(ada.user.clone())).collect();
    assert_eq!(private.len(), 1, "{replies:?}");
    let code = code_in(&private[0].text);
    let public: Vec<_> = replies.iter().filter(|r| r.to == Audience::Caller).collect();
    assert_eq!(public.len(), 1);
    assert_eq!(public[0].text, en(&DrillMsg::LinkCodeSent));
    assert!(!public[0].text.contains(&code));
}
