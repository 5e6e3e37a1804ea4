//! [`Duels`]: the API both chat adapters call. `try_handle` runs a duel command for a caller;
//! `tick` expires challenges and ends duels at their time limit (re-armed from the store after a
//! restart, since every live duel is read back from it). Submissions go to the real judge on the
//! engine's fair queue; each state is stored before anything is said about it.

use std::sync::Arc;

use sha2::{Digest, Sha256};

use super::command::{self, DuelCommand};
use super::rating::{self, Score};
use super::rules::{self, Duel, DuelId, Outcome, Phase, Refused, Seat, Side};
use super::store::{DuelStore, RatingRow};
use super::view::{self, Change, say};
use crate::clock::Clock;
use crate::drills::flood::Gate;
use crate::drills::peers::GroupCore;
use crate::drills::service::{Audience, Caller, problem_text};
use crate::drills::{DrillStore, GroupId, Member, MemberId, Platform, StudyGroup};
use crate::engine::FairQueue;
use crate::ports::StoreError;
use crate::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::Judge;
use mashang_judge::cache::JudgeCache;
use mashang_judge::problem::{Bank, Level, Problem};

/// A button under a message: its label and the command it runs for whoever presses it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Button {
    pub label: String,
    pub command: String,
}

/// One reply, rendered. `status` marks a duel's live status message: the adapter edits the one
/// posted before (`edit`, the platform's message id) when it can, else posts it and reports the
/// new id with [`Duels::status_posted`].
#[derive(Debug, Clone, PartialEq)]
pub struct DuelReply {
    pub to: Audience,
    pub text: String,
    pub buttons: Vec<Button>,
    pub status: Option<DuelId>,
    pub edit: Option<String>,
}

impl DuelReply {
    fn text(to: Audience, text: String) -> DuelReply {
        DuelReply { to, text, buttons: Vec::new(), status: None, edit: None }
    }
}

/// The duels service.
pub struct Duels {
    pub(super) store: Arc<dyn DuelStore>,
    /// Members, bank, judging, clock and timer, as the other group services have them.
    pub(super) core: GroupCore,
    /// Serialises read-modify-write of duel records within the process: two sides' verdicts can
    /// arrive at once.
    pub(super) lock: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for Duels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Duels").field("tick_every", &self.core.tick_every).finish_non_exhaustive()
    }
}

impl Duels {
    /// What the duels were built on (the one-object-graph test's view; not an API).
    #[doc(hidden)]
    pub fn wiring(&self) -> crate::wiring::Wiring {
        self.core.wiring(&self.store)
    }

    /// Duels stored in `store`, with members and groups from the drills' `members` store, judged
    /// through `queue` (the engine's fair queue).
    pub fn new(
        store: Arc<dyn DuelStore>,
        members: Arc<dyn DrillStore>,
        bank: Arc<Bank>,
        queue: Arc<FairQueue>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Duels {
            store,
            core: GroupCore::new(members, bank, queue, clock),
            lock: tokio::sync::Mutex::new(()),
        }
    }

    /// Runs the timer every `every` (a minute by default; end-to-end tests go faster).
    pub fn with_tick_every(mut self, every: std::time::Duration) -> Self {
        self.core.tick_every = every;
        self
    }

    /// How often front ends should call [`Duels::tick`].
    pub fn tick_every(&self) -> std::time::Duration {
        self.core.tick_every
    }

    /// Keeps generated stress tests in `cache` (shared with the interview judge and drills).
    pub fn with_judge_cache(mut self, cache: Arc<dyn JudgeCache>) -> Self {
        self.core.judge_cache = Some(cache);
        self
    }

    pub(super) fn judge_for(&self, user: &UserKey) -> Judge {
        self.core.judge_for(user)
    }

    /// Runs `text` if it is a duel command (`None`: not one).
    pub async fn try_handle(&self, caller: &Caller, text: &str) -> Option<Vec<DuelReply>> {
        let cmd = command::parse(text)?.unwrap_or(DuelCommand::Help);
        match self.core.limit.gate(&caller.user) {
            Gate::Pass => {}
            Gate::Tell(secs) => {
                let text = say(caller.locale, "slow_down", &[("secs", &secs)]);
                return Some(vec![DuelReply::text(Audience::Caller, text)]);
            }
            Gate::Silent => return Some(Vec::new()),
        }
        let replies = match self.run(caller, cmd).await {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(error = %e, user = %caller.user, "duel store failed");
                vec![DuelReply::text(Audience::Caller, say(caller.locale, "store_failed", &[]))]
            }
        };
        Some(replies)
    }

    /// The caller's member record, created or renamed as in the drills, and joined to the group.
    async fn member(
        &self,
        caller: &Caller,
        group: Option<&StudyGroup>,
    ) -> Result<Member, StoreError> {
        let m = crate::drills::member::member_of(self.core.members.as_ref(), caller).await?;
        if let Some(g) = group {
            self.core.members.join(&g.id, &m.id).await?;
        }
        Ok(m)
    }

    async fn run(&self, caller: &Caller, cmd: DuelCommand) -> Result<Vec<DuelReply>, StoreError> {
        let group = match &caller.chat {
            Some(chat) => self.core.members.group_by_chat(chat).await?,
            None => None,
        };
        let me = self.member(caller, group.as_ref()).await?;
        let l = caller.locale;
        let one = |key: &str| Ok(vec![DuelReply::text(Audience::Caller, say(l, key, &[]))]);
        use DuelCommand as C;
        match cmd {
            C::Help => one("help"),
            C::Challenge { target, pick } => {
                let Some(g) = group else { return one("no_group") };
                self.challenge(caller, &me, &g, target, pick).await
            }
            C::Accept(id) => self.accept(caller, &me, &DuelId(id)).await,
            C::Decline(id) => {
                let _guard = self.lock.lock().await;
                let id = DuelId(id);
                retry_stale(|| self.decline(l, &me, &id)).await
            }
            C::Forfeit => {
                let _guard = self.lock.lock().await;
                retry_stale(|| self.forfeit(l, &me)).await
            }
            C::Submit { lang, code } => {
                if caller.chat.is_some() {
                    return one("submit_in_private");
                }
                super::submit::submit(self, caller, &me, lang, &code).await
            }
            C::Board => {
                let Some(g) = group else { return one("no_group") };
                let rows = self.store.ratings(&g.id).await?;
                Ok(vec![DuelReply::text(Audience::Caller, view::board(l, &g.name, &rows))])
            }
            C::History => {
                let duels = self.store.recent_duels(&me.id, 10).await?;
                Ok(vec![DuelReply::text(Audience::Caller, view::history(l, &me.id, &duels))])
            }
        }
    }

    /// Whether `user`'s member is in a running duel they have not solved yet: a submission of
    /// theirs made outside an interview goes to the duel (adapters route `/submit` and code
    /// blocks by it).
    pub async fn running_for(&self, user: &UserKey) -> Result<bool, StoreError> {
        let me = self.core.members.resolve(user).await?;
        let Some(d) = self.store.active_duel(&me).await? else { return Ok(false) };
        let unsolved = match d.seat_of(&me) {
            Some(Seat::Challenger) => d.challenger.solved_at.is_none(),
            Some(Seat::Opponent) => d.opponent.as_ref().is_some_and(|o| o.solved_at.is_none()),
            None => false,
        };
        Ok(d.phase == Phase::Running && unsolved)
    }

    /// The problem for a new duel: the one named, or one of the level named (default junior),
    /// chosen from the duel's id. Only judged problems qualify.
    fn pick(&self, id: &DuelId, pick: Option<&str>) -> Option<&Problem> {
        if let Some(p) = pick.and_then(|p| self.core.bank.get(p)).filter(|p| p.is_judged()) {
            return Some(p);
        }
        let level = match pick {
            None => Level::Junior,
            Some(p) => Level::parse(p)?,
        };
        let mut fits: Vec<&Problem> =
            self.core.bank.iter().filter(|p| p.level() == level && p.is_judged()).collect();
        fits.sort_by(|a, b| a.id().cmp(b.id()));
        let digest = Sha256::digest(id.0.as_bytes());
        let n = u64::from_be_bytes(digest[..8].try_into().unwrap_or_default());
        (!fits.is_empty()).then(|| fits[(n % fits.len() as u64) as usize])
    }

    async fn challenge(
        &self,
        caller: &Caller,
        me: &Member,
        g: &StudyGroup,
        target: Option<String>,
        pick: Option<String>,
    ) -> Result<Vec<DuelReply>, StoreError> {
        let l = caller.locale;
        let text = |s: String| Ok(vec![DuelReply::text(Audience::Caller, s)]);
        let invited = match &target {
            None => None,
            Some(mention) => match self.named(g, mention).await? {
                super::fair::Named::One(id, _) if id == me.id => {
                    return text(say(l, "self_duel", &[]));
                }
                super::fair::Named::One(id, name) => Some((id, name)),
                super::fair::Named::Nobody => {
                    let name = crate::names::display(mention);
                    return text(say(l, "unknown_member", &[("name", &name)]));
                }
                super::fair::Named::Ambiguous => {
                    let name = crate::names::display(mention);
                    return text(say(l, "ambiguous_member", &[("name", &name)]));
                }
            },
        };
        if let Some((id, name)) = &invited
            && self.store.active_duel(id).await?.is_some()
        {
            return text(say(l, "opponent_busy", &[("name", name)]));
        }
        let id = DuelId(format!("D{}", &crate::drills::link::new_code()[..6]));
        let Some(p) = self.pick(&id, pick.as_deref()) else {
            return text(say(l, "unknown_pick", &[("pick", &pick.unwrap_or_default())]));
        };
        let Some(chat) = caller.chat.clone() else { return text(say(l, "no_group", &[])) };
        let side = Side::new(me.id.clone(), &me.name, caller.user.clone());
        let d =
            Duel::challenge(id, g.id.clone(), chat, side, invited, p.id(), self.core.clock.now());
        if !self.store.insert_duel(&d).await? {
            return text(say(l, "busy", &[]));
        }
        let (title, ..) = problem_text(p, g.locale);
        let body =
            view::challenge(g.locale, &d, &title, p.level().as_str(), rules::CHALLENGE_TTL_MINUTES);
        let buttons = vec![
            Button {
                label: say(g.locale, "accept", &[]),
                command: format!("/duel accept {}", d.id),
            },
            Button {
                label: say(g.locale, "decline", &[]),
                command: format!("/duel decline {}", d.id),
            },
        ];
        let to = Audience::Chat(d.chat.clone());
        Ok(vec![DuelReply { to, text: body, buttons, status: Some(d.id.clone()), edit: None }])
    }

    async fn decline(
        &self,
        l: Locale,
        me: &Member,
        id: &DuelId,
    ) -> Result<Vec<DuelReply>, StoreError> {
        let one = |key: &str| Ok(vec![DuelReply::text(Audience::Caller, say(l, key, &[]))]);
        let Some(mut d) = self.store.duel(id).await? else { return one("no_duel") };
        if let Err(why) = d.decline(&me.id) {
            return one(refusal_key(why));
        }
        self.store.save_duel(&mut d).await?;
        Ok(vec![self.status_reply(&d, &[]).await?])
    }

    async fn forfeit(&self, l: Locale, me: &Member) -> Result<Vec<DuelReply>, StoreError> {
        let one = |key: &str| Ok(vec![DuelReply::text(Audience::Caller, say(l, key, &[]))]);
        let Some(mut d) = self.store.active_duel(&me.id).await? else {
            return one("no_running");
        };
        if let Err(why) = d.forfeit(&me.id, self.core.clock.now()) {
            return one(refusal_key(why));
        }
        self.finish(d).await
    }

    async fn accept(
        &self,
        caller: &Caller,
        me: &Member,
        id: &DuelId,
    ) -> Result<Vec<DuelReply>, StoreError> {
        let _guard = self.lock.lock().await;
        retry_stale(|| self.accept_once(caller, me, id)).await
    }

    async fn accept_once(
        &self,
        caller: &Caller,
        me: &Member,
        id: &DuelId,
    ) -> Result<Vec<DuelReply>, StoreError> {
        let l = caller.locale;
        let one = |key: &str| Ok(vec![DuelReply::text(Audience::Caller, say(l, key, &[]))]);
        let Some(mut d) = self.store.duel(id).await? else { return one("no_duel") };
        // A group's duel is its members' (someone who wrote in its chat, or linked to one who
        // did): a stranger holding the duel's id cannot take it from a DM.
        if !self.core.members.groups_of(&me.id).await?.contains(&d.group) {
            return one("not_in_group");
        }
        if d.challenger.member.as_ref() != Some(&me.id)
            && self.store.active_duel(&me.id).await?.is_some()
        {
            return one("busy");
        }
        let side = Side::new(me.id.clone(), &me.name, caller.user.clone());
        if let Err(why) = d.accept(side, self.core.clock.now()) {
            return one(refusal_key(why));
        }
        self.store.save_duel(&mut d).await?;
        let mut out = vec![self.status_reply(&d, &[]).await?];
        // Both get the problem at the same moment, in private.
        if let (Some(p), Some(opp)) = (self.core.bank.get(&d.problem), &d.opponent) {
            for (side, other) in [(&d.challenger, opp), (opp, &d.challenger)] {
                let Some(account) = side.account.clone() else { continue };
                let loc = self.locale_of(side).await?;
                let (title, statement, samples) = problem_text(p, loc);
                let text = say(
                    loc,
                    "started_dm",
                    &[
                        ("opponent", &view::name(loc, other)),
                        ("title", &title),
                        ("level", &p.level().as_str()),
                        ("minutes", &rules::TIME_LIMIT_MINUTES),
                        ("statement", &statement),
                        ("samples", &samples),
                    ],
                );
                out.push(DuelReply::text(Audience::Account(account), text));
            }
        }
        Ok(out)
    }

    pub(super) async fn locale_of(&self, side: &Side) -> Result<Locale, StoreError> {
        Ok(match &side.member {
            Some(m) => self.core.members.member(m).await?.map(|m| m.locale).unwrap_or_default(),
            None => Locale::default(),
        })
    }

    /// The live status of `d` in its chat (editing the message posted before, if any).
    pub(super) async fn status_reply(
        &self,
        d: &Duel,
        changes: &[Change],
    ) -> Result<DuelReply, StoreError> {
        let g = self.core.members.group(&d.group).await?;
        let l = g.as_ref().map(|g| g.locale).unwrap_or_default();
        let title =
            self.core.bank.get(&d.problem).map(|p| problem_text(p, l).0).unwrap_or_default();
        let edit = d.status.as_ref().filter(|s| s.chat == d.chat).map(|s| s.message.clone());
        Ok(DuelReply {
            to: Audience::Chat(d.chat.clone()),
            text: view::status(l, d, &title, changes),
            buttons: Vec::new(),
            status: Some(d.id.clone()),
            edit,
        })
    }

    /// Records where a duel's status message was posted, so later updates edit it.
    pub async fn status_posted(&self, id: &DuelId, message: &str) -> Result<(), StoreError> {
        let _guard = self.lock.lock().await;
        retry_stale(|| async {
            let Some(mut d) = self.store.duel(id).await? else { return Ok(()) };
            d.status =
                Some(rules::StatusMessage { chat: d.chat.clone(), message: message.to_string() });
            self.store.save_duel(&mut d).await
        })
        .await
    }

    /// Stores a finished duel with both ratings updated (when the result is rated) and returns
    /// its status. Call with the lock held; [`StoreError::Stale`] when `d` is outdated (nothing
    /// written: re-read and re-apply).
    pub(super) async fn finish(&self, mut d: Duel) -> Result<Vec<DuelReply>, StoreError> {
        let Phase::Finished(outcome) = d.phase else {
            self.store.save_duel(&mut d).await?;
            return Ok(vec![self.status_reply(&d, &[]).await?]);
        };
        let sides = match (&d.challenger.member, d.opponent.as_ref().and_then(|o| o.member.clone()))
        {
            (Some(a), Some(b)) if outcome.rated() => Some((a.clone(), b)),
            _ => None,
        };
        let sides = match sides {
            Some((a, b)) if self.pair_cap_reached(&d, &a, &b).await? => {
                d.over_pair_cap = true;
                None
            }
            other => other,
        };
        let Some((a, b)) = sides else {
            self.store.finish_duel(&mut d, &[]).await?;
            return Ok(vec![self.status_reply(&d, &[]).await?]);
        };
        let score = match outcome {
            Outcome::Won { winner: Seat::Challenger, .. } => Score::Win,
            Outcome::Won { winner: Seat::Opponent, .. } => Score::Loss,
            _ => Score::Draw,
        };
        let row = |m: &MemberId, s: &Side| {
            let name = s.name.clone();
            let g = d.group.clone();
            let m = m.clone();
            async move {
                let found = self.store.rating(&g, &m).await?;
                Ok::<_, StoreError>(found.unwrap_or_else(|| RatingRow::new(&g, &m, &name)))
            }
        };
        let opp = d.opponent.clone().unwrap_or_else(|| d.challenger.clone());
        let (mut ra, mut rb) = (row(&a, &d.challenger).await?, row(&b, &opp).await?);
        let (before_a, before_b) = (ra.rating, rb.rating);
        let (after_a, after_b) = rating::update(before_a, before_b, score);
        ra.rating = after_a;
        rb.rating = after_b;
        for (r, s) in [(&mut ra, score), (&mut rb, score.flip())] {
            match s {
                Score::Win => r.wins += 1,
                Score::Loss => r.losses += 1,
                Score::Draw => r.draws += 1,
            }
        }
        self.store.finish_duel(&mut d, &[ra, rb]).await?;
        let changes = [
            Change { seat: Seat::Challenger, before: before_a, after: after_a },
            Change { seat: Seat::Opponent, before: before_b, after: after_b },
        ];
        Ok(vec![self.status_reply(&d, &changes).await?])
    }

    /// Expires unanswered challenges and ends duels past their time limit, for the chats of
    /// `platform` (each front end ticks its own). Reads every live duel from the store, so limits
    /// are re-armed after a restart.
    pub async fn tick(&self, platform: Platform) -> Result<Vec<DuelReply>, StoreError> {
        let now = self.core.clock.now();
        let mut out = Vec::new();
        let _guard = self.lock.lock().await;
        for mut d in self.store.live_duels().await? {
            if d.chat.platform != platform || !d.tick(now) {
                continue;
            }
            let running = d.opponent.is_some();
            let sides: Vec<Side> =
                [Some(d.challenger.clone()), d.opponent.clone()].into_iter().flatten().collect();
            match self.finish(d).await {
                Ok(replies) => out.extend(replies),
                // Another writer moved this duel since `live_duels` read it: the next tick reads
                // it afresh (still live, or finished by the other writer).
                Err(StoreError::Stale) => continue,
                Err(e) => return Err(e),
            }
            if running {
                for s in sides {
                    let Some(account) = s.account.clone() else { continue };
                    let loc = self.locale_of(&s).await?;
                    out.push(DuelReply::text(
                        Audience::Account(account),
                        say(loc, "time_up_dm", &[]),
                    ));
                }
            }
        }
        Ok(out)
    }

    /// The group a duel's board belongs to (for tests and adapters).
    pub async fn board_text(&self, group: &GroupId, l: Locale) -> Result<String, StoreError> {
        let name = self.core.members.group(group).await?.map(|g| g.name).unwrap_or_default();
        Ok(view::board(l, &name, &self.store.ratings(group).await?))
    }
}

/// The catalog key telling the caller why their answer was refused.
/// How many times an event is re-read and re-applied when another writer saved the duel first.
const STALE_TRIES: u32 = 5;

/// Runs `op` (read a duel, apply an event, fenced save) again while the save is
/// [`StoreError::Stale`], up to [`STALE_TRIES`] times: every run re-reads, so nothing another
/// writer saved is overwritten and this event is not lost.
pub(crate) async fn retry_stale<T, F, Fut>(mut op: F) -> Result<T, StoreError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, StoreError>>,
{
    let mut tries = 1;
    loop {
        match op().await {
            Err(StoreError::Stale) if tries < STALE_TRIES => {
                tracing::info!(tries, "duel saved by another writer meanwhile; re-applying");
                tries += 1;
            }
            done => return done,
        }
    }
}

pub(super) fn refusal_key(why: Refused) -> &'static str {
    match why {
        Refused::NotOpen => "not_open",
        Refused::NotInvited => "not_for_you",
        Refused::Own => "own",
        Refused::NotRunning | Refused::NotASide => "no_running",
        Refused::AlreadySolved => "already_solved",
    }
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;

    #[tokio::test]
    async fn a_stale_duel_save_is_re_applied_until_it_lands() {
        let calls = Cell::new(0);
        let done = retry_stale(|| {
            calls.set(calls.get() + 1);
            let n = calls.get();
            async move { if n < 3 { Err(StoreError::Stale) } else { Ok(n) } }
        })
        .await;
        assert_eq!(done.unwrap(), 3);
    }

    #[tokio::test]
    async fn a_duel_save_that_stays_stale_gives_up_after_the_bounded_tries() {
        let calls = Cell::new(0);
        let done: Result<(), _> = retry_stale(|| {
            calls.set(calls.get() + 1);
            async { Err(StoreError::Stale) }
        })
        .await;
        assert!(matches!(done, Err(StoreError::Stale)));
        assert_eq!(calls.get(), STALE_TRIES);
    }
}
