//! Two replicas serving one duel: another replica's save lands between this one's read and its
//! save; the duel service gets `Stale`, re-reads and re-applies its event, and neither write is
//! lost (both store backends).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use mashang_core::drills::{GroupId, ManualClock, MemberId};
use mashang_core::duel::rules::StatusMessage;
use mashang_core::duel::{Duel, DuelId, DuelStore, Duels, Phase, RatingRow};
use mashang_core::ports::StoreError;

use crate::backends::backends;
use crate::drills_fixture::{at, caller, junior_bank, open_on, queue, say, tg_chat};

/// A store whose first save is preceded by another replica's save of the same duel (it posts
/// the duel's status message), so the save it was asked for is from an outdated revision.
struct Racing {
    inner: Arc<dyn DuelStore>,
    raced: AtomicBool,
}

#[async_trait::async_trait]
impl DuelStore for Racing {
    async fn insert_duel(&self, duel: &Duel) -> Result<bool, StoreError> {
        self.inner.insert_duel(duel).await
    }
    async fn save_duel(&self, duel: &mut Duel) -> Result<(), StoreError> {
        if !self.raced.swap(true, Ordering::SeqCst) {
            let mut other = self.inner.duel(&duel.id).await?.expect("the duel is stored");
            other.status = Some(StatusMessage { chat: other.chat.clone(), message: "77".into() });
            self.inner.save_duel(&mut other).await?;
        }
        self.inner.save_duel(duel).await
    }
    async fn finish_duel(&self, duel: &mut Duel, rows: &[RatingRow]) -> Result<(), StoreError> {
        self.inner.finish_duel(duel, rows).await
    }
    async fn duel(&self, id: &DuelId) -> Result<Option<Duel>, StoreError> {
        self.inner.duel(id).await
    }
    async fn active_duel(&self, member: &MemberId) -> Result<Option<Duel>, StoreError> {
        self.inner.active_duel(member).await
    }
    async fn live_duels(&self) -> Result<Vec<Duel>, StoreError> {
        self.inner.live_duels().await
    }
    async fn recent_duels(&self, member: &MemberId, limit: usize) -> Result<Vec<Duel>, StoreError> {
        self.inner.recent_duels(member, limit).await
    }
    async fn rating(&self, g: &GroupId, m: &MemberId) -> Result<Option<RatingRow>, StoreError> {
        self.inner.rating(g, m).await
    }
    async fn ratings(&self, group: &GroupId) -> Result<Vec<RatingRow>, StoreError> {
        self.inner.ratings(group).await
    }
    async fn members_with_handle(
        &self,
        group: &GroupId,
        handle: &str,
    ) -> Result<Vec<(MemberId, String)>, StoreError> {
        self.inner.members_with_handle(group, handle).await
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_accept_racing_another_replicas_save_is_re_applied_and_both_writes_survive() {
    const TEST: &str =
        "duel_race::an_accept_racing_another_replicas_save_is_re_applied_and_both_writes_survive";
    for db in backends(TEST).await {
        let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 12, 0)));
        let bank = junior_bank();
        let env = open_on(db.drills.clone(), clock.clone(), bank.clone());
        let racing = Arc::new(Racing { inner: db.duels.clone(), raced: AtomicBool::new(false) });
        let d = Duels::new(racing.clone(), db.drills.clone(), bank, queue(), clock);
        let ann = caller("telegram", "1", "@ann", Some(tg_chat()));
        let bob = caller("telegram", "2", "@bob", Some(tg_chat()));
        say(&env, &ann, "/drill config name=Owls").await;
        say(&env, &bob, "/drill").await;

        let challenge = d.try_handle(&ann, "/duel @bob two-sum").await.unwrap();
        let button = challenge
            .iter()
            .flat_map(|r| &r.buttons)
            .find(|b| b.command.starts_with("/duel accept"));
        let id = button.expect("an accept button").command.rsplit(' ').next().unwrap().to_string();
        let started = d.try_handle(&bob, &format!("/duel accept {id}")).await.unwrap();
        assert!(racing.raced.load(Ordering::SeqCst), "the other replica saved first");
        assert!(started.iter().any(|r| r.text.contains("Two Sum")), "the accept went through");

        let stored = db.duels.duel(&DuelId(id)).await.unwrap().unwrap();
        assert_eq!(stored.phase, Phase::Running, "{:?}: the accept is stored", db.kind);
        assert_eq!(stored.opponent.map(|o| o.name), Some("@bob".to_string()));
        let status = stored.status.map(|s| s.message);
        assert_eq!(
            status.as_deref(),
            Some("77"),
            "{:?}: the other replica's write is kept",
            db.kind
        );
    }
}
