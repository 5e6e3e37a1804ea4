//! Copy detection by similarity, through the real judge: a copy disguised with comments and dead
//! statements (which the old whole-solution hash missed) is flagged privately to the group's
//! admin on the submitter's platform — Ada's Discord account for a Discord member, her Telegram
//! account for a Telegram member — and each member's fingerprint set is kept per group and
//! problem on both stores.

// The judge tests are serialised by one process-wide lock held for the whole test, on purpose.
#![allow(clippy::await_holding_lock)]

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::fingerprint::Fingerprint;
use mashang_core::drills::service::{Audience, DrillsReply};
use mashang_core::drills::{GroupId, ManualClock, MemberId};
use mashang_core::session::UserKey;
use mashang_judge::problem::Lang;

use crate::drills_fixture::{at, caller, dc_chat, junior_bank, open, reference, say, tg_chat};
use crate::drills_flow::{fenced, two_platform_group};

/// `code` with a comment and dead statements before and after it: no longer the same token
/// stream, still the same solution.
fn disguised(code: &str) -> String {
    format!("# all my own work\n_unused_total = [0, 1, 2]\n{code}\n_never_read = {{}}\n")
}

fn flags(replies: &[DrillsReply]) -> Vec<&DrillsReply> {
    replies.iter().filter(|r| r.text.contains("very similar")).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_disguised_copy_is_flagged_to_the_admins_account_on_the_submitters_platform() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 6, 1, 8, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    // Ada, the admin, has a Telegram account (created first) and a linked Discord one.
    two_platform_group(&env).await;
    clock.set(at("Europe/Berlin", 2026, 6, 1, 9, 0));
    let posts = env.drills.tick().await.unwrap();
    let code = reference(&junior_bank().get(&posts[0].problem).cloned().unwrap());

    let tom = caller("telegram", "2", "Tom", Some(tg_chat()));
    let first = say(&env, &tom, &fenced(&code)).await;
    assert!(first.iter().all(|r| r.to == Audience::Caller), "nothing to compare with: {first:?}");

    clock.advance(Duration::minutes(5));
    let dina = caller("discord", "22", "Dina", Some(dc_chat()));
    let replies = say(&env, &dina, &fenced(&disguised(&code))).await;
    assert!(replies[0].text.contains("points"), "accepted: {}", replies[0].text);
    let flagged = flags(&replies);
    assert_eq!(flagged.len(), 1, "{replies:?}");
    assert_eq!(
        flagged[0].to,
        Audience::Account(UserKey::new("discord", "11")),
        "to Ada on Discord, where Dina submitted (never the chat)"
    );
    assert!(
        flagged[0].text.contains("Dina") && flagged[0].text.contains("Tom"),
        "{}",
        flagged[0].text
    );

    clock.advance(Duration::minutes(5));
    let kim = caller("telegram", "3", "Kim", Some(tg_chat()));
    let replies = say(&env, &kim, &fenced(&disguised(&code))).await;
    let flagged = flags(&replies);
    assert_eq!(flagged.len(), 1, "{replies:?}");
    assert_eq!(flagged[0].to, Audience::Account(UserKey::new("telegram", "1")), "Ada on Telegram");
    let text = &flagged[0].text;
    assert!(text.contains("Kim") && text.contains("Tom") && text.contains("Dina"), "{text}");
}

#[tokio::test]
async fn each_members_fingerprints_are_kept_per_group_and_problem_and_the_others_come_back() {
    for db in crate::backends::backends(
        "drills_copy::each_members_fingerprints_are_kept_per_group_and_problem_and_the_others_come_back",
    )
    .await
    {
        let s = db.drills.clone();
        let (g, elsewhere) = (GroupId("g1".into()), GroupId("g2".into()));
        let (ann, bob) = (MemberId("ann".into()), MemberId("bob".into()));
        let fp = |code: &str| Fingerprint::of(code, Lang::Python);
        let ann_v1 = fp("def f(xs):\n    return sorted(xs)[0]\n");
        let ann_v2 = fp("def f(xs):\n    best = xs[0]\n    for x in xs:\n        best = min(best, x)\n    return best\n");
        let bobs = fp("def f(xs):\n    return min(xs)\n");
        assert!(s.add_fingerprint(&g, "p", &ann, &ann_v1).await.unwrap().is_empty());
        let seen = s.add_fingerprint(&g, "p", &bob, &bobs).await.unwrap();
        assert_eq!(seen, vec![(ann.clone(), ann_v1)], "{:?}", db.kind);
        // A resubmission replaces the member's set; the caller's own never comes back.
        assert_eq!(s.add_fingerprint(&g, "p", &ann, &ann_v2).await.unwrap(), vec![(bob.clone(), bobs.clone())]);
        assert_eq!(s.add_fingerprint(&g, "p", &bob, &bobs).await.unwrap(), vec![(ann, ann_v2)]);
        // Other groups and other problems are not compared.
        assert!(s.add_fingerprint(&elsewhere, "p", &bob, &bobs).await.unwrap().is_empty());
        assert!(s.add_fingerprint(&g, "q", &bob, &bobs).await.unwrap().is_empty());
    }
}
