//! The scheduler's daily practice DMs, on an injected clock: from 09:00 in each member's own
//! timezone, once per member and local day — not again on the next tick, not after a restart, not
//! to members who opted out, not through the front end that cannot reach the member — and retried
//! when the DM could not be delivered.

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};
use mashang_core::drills::runner::{DeliveryError, PostSink};
use mashang_core::drills::service::{Audience, DrillsReply, Posting};
use mashang_core::drills::{ManualClock, Platform};

use crate::drills_fixture::{at, caller, junior_bank, open, say};

/// Records what the scheduler delivers; fails deliveries while `down` is set.
#[derive(Default)]
struct Recorder {
    dms: Mutex<Vec<(String, String)>>,
    down: Mutex<bool>,
}

impl Recorder {
    fn take(&self) -> Vec<(String, String)> {
        std::mem::take(&mut *self.dms.lock().unwrap())
    }
}

#[async_trait::async_trait]
impl PostSink for Recorder {
    async fn post(&self, _posting: &Posting) -> Result<(), DeliveryError> {
        Ok(())
    }

    async fn deliver(&self, r: &DrillsReply) -> Result<(), DeliveryError> {
        if *self.down.lock().unwrap() {
            return Err(DeliveryError::Platform("telegram unreachable".into()));
        }
        let Audience::Account(to) = &r.to else { panic!("a practice DM goes to an account") };
        self.dms.lock().unwrap().push((to.to_string(), r.text.clone()));
        Ok(())
    }
}

/// One scheduler step of the Telegram front end at `now`; the DMs it delivered.
async fn step(
    env: &crate::drills_fixture::Env,
    clock: &ManualClock,
    sink: &Recorder,
    now: DateTime<Utc>,
) -> Vec<(String, String)> {
    clock.set(now);
    env.drills.deliver_due(sink, Platform::Telegram).await;
    sink.take()
}

fn to(dms: &[(String, String)]) -> Vec<&str> {
    dms.iter().map(|(to, _)| to.as_str()).collect()
}

#[tokio::test]
async fn daily_practice_dms_go_once_per_member_day_in_their_own_timezone() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 0, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let mei = caller("telegram", "1", "Mei", None); // Shanghai, opted in
    let olaf = caller("telegram", "2", "Olaf", None); // Berlin, opted in then out
    let dan = caller("discord", "3", "Dan", None); // only reachable on Discord
    for (who, tz) in [(&mei, "Asia/Shanghai"), (&olaf, "Europe/Berlin"), (&dan, "UTC")] {
        say(&env, who, &format!("/drill tz {tz}")).await;
        say(&env, who, "/practice daily on").await;
    }
    say(&env, &olaf, "/practice daily off").await;
    let sink = Recorder::default();

    // 08:59 in Shanghai: too early for Mei; nobody else is due either.
    assert!(step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 1, 8, 59)).await.is_empty());
    // 09:00 in Shanghai: Mei's practice problem, once.
    let first = step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 1, 9, 0)).await;
    assert_eq!(to(&first), ["telegram:1"], "{first:?}");
    assert!(first[0].1.contains("Practice"), "{}", first[0].1);
    assert!(step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 1, 9, 1)).await.is_empty());

    // A restart later the same Shanghai day (Berlin's and UTC's 09:00 pass too): nothing new —
    // Olaf opted out and Dan is for the Discord front end.
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    for now in [at("Europe/Berlin", 2026, 6, 1, 9, 30), at("UTC", 2026, 6, 1, 15, 0)] {
        assert!(step(&env, &clock, &sink, now).await.is_empty(), "at {now}");
    }

    // Mei's next day starts at 16:00 UTC; her DM comes at 09:00 there, the same unsolved problem.
    assert!(step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 2, 0, 30)).await.is_empty());
    let second = step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 2, 9, 5)).await;
    assert_eq!(second, first, "the open practice problem is sent again, not replaced");

    // Telegram is unreachable at 09:00 on the 3rd: the DM is not lost but sent on the next tick.
    *sink.down.lock().unwrap() = true;
    assert!(step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 3, 9, 0)).await.is_empty());
    *sink.down.lock().unwrap() = false;
    let retried = step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 3, 9, 1)).await;
    assert_eq!(to(&retried), ["telegram:1"]);
    assert!(step(&env, &clock, &sink, at("Asia/Shanghai", 2026, 6, 3, 9, 2)).await.is_empty());
}
