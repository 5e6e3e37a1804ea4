//! [`Pairs`]: the API both chat adapters call. `try_handle` runs a `/pair` command for a caller,
//! `relay` forwards a private message to the partner of a session under way (Telegram's shared
//! space), `tick` moves every live session along the injected clock (re-armed from the store
//! after a restart). Each state is stored before anything is said about it; nothing is ever
//! addressed to the group chat.

use std::sync::Arc;

use sha2::{Digest, Sha256};

use super::command::{self, PairCommand};
use super::matching::{self, Reliability};
use super::rules::{End, Pair, PairId, Peer, Phase, Refused, Seat};
use super::store::{PairStore, ReliabilityDelta};
use super::view::{self, say};
use crate::clock::Clock;
use crate::drills::flood::Gate;
use crate::drills::peers::GroupCore;
use crate::drills::service::Caller;
use crate::drills::{ChatKey, DrillStore, Member, Platform, StudyGroup};
use crate::duel::Button;
use crate::duel::service::retry_stale;
use crate::engine::FairQueue;
use crate::ports::StoreError;
use crate::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::Judge;
use mashang_judge::cache::JudgeCache;
use mashang_judge::problem::{Bank, Level, Problem, Role};

/// Where a reply goes. There is deliberately no group-chat audience: nothing of a peer session
/// is posted in the group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum To {
    /// Back where the command came from.
    Caller,
    /// One account's private chat.
    Account(UserKey),
    /// The session's shared space: the Discord thread once opened (`thread`), else each of the
    /// accounts' private chats (Telegram's relay).
    Space { pair: PairId, accounts: Vec<UserKey>, thread: Option<String> },
}

/// Asks the adapter to open the shared space (Discord: a private thread in `chat` with both
/// accounts) and post the reply there; it reports the space with [`Pairs::space_opened`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OpenSpace {
    pub pair: PairId,
    pub chat: ChatKey,
    pub accounts: Vec<UserKey>,
    pub title: String,
}

/// One reply, rendered.
#[derive(Debug, Clone, PartialEq)]
pub struct PairReply {
    pub to: To,
    pub text: String,
    pub buttons: Vec<Button>,
    pub open: Option<OpenSpace>,
}

impl PairReply {
    pub(super) fn new(to: To, text: String) -> PairReply {
        PairReply { to, text, buttons: Vec::new(), open: None }
    }
}

/// The peer-interview service.
pub struct Pairs {
    pub(super) store: Arc<dyn PairStore>,
    /// Members, bank, judging, clock and timer, as the other group services have them.
    pub(super) core: GroupCore,
    /// Serialises read-modify-write of session records within the process.
    pub(super) lock: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for Pairs {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pairs").field("tick_every", &self.core.tick_every).finish_non_exhaustive()
    }
}

impl Pairs {
    /// What the peer sessions were built on (the one-object-graph test's view; not an API).
    #[doc(hidden)]
    pub fn wiring(&self) -> crate::wiring::Wiring {
        self.core.wiring(&self.store)
    }

    /// Peer sessions stored in `store`, members and groups from the drills' `members` store,
    /// code judged through `queue` (the engine's fair queue), time from `clock`.
    pub fn new(
        store: Arc<dyn PairStore>,
        members: Arc<dyn DrillStore>,
        bank: Arc<Bank>,
        queue: Arc<FairQueue>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        Pairs {
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

    pub fn tick_every(&self) -> std::time::Duration {
        self.core.tick_every
    }

    /// Keeps generated stress tests in `cache` (shared with the interview judge).
    pub fn with_judge_cache(mut self, cache: Arc<dyn JudgeCache>) -> Self {
        self.core.judge_cache = Some(cache);
        self
    }

    pub(super) fn judge_for(&self, user: &UserKey) -> Judge {
        self.core.judge_for(user)
    }

    /// Runs `text` if it is a pair command (`None`: not one).
    pub async fn try_handle(&self, caller: &Caller, text: &str) -> Option<Vec<PairReply>> {
        let cmd = command::parse(text)?.unwrap_or(PairCommand::Help);
        match self.core.limit.gate(&caller.user) {
            Gate::Pass => {}
            Gate::Tell(secs) => {
                let text = say(caller.locale, "slow_down", &[("secs", &secs)]);
                return Some(vec![PairReply::new(To::Caller, text)]);
            }
            Gate::Silent => return Some(Vec::new()),
        }
        Some(self.answer(caller, self.run(caller, cmd).await))
    }

    pub(super) fn answer(
        &self,
        caller: &Caller,
        r: Result<Vec<PairReply>, StoreError>,
    ) -> Vec<PairReply> {
        r.unwrap_or_else(|e| {
            tracing::warn!(error = %e, user = %caller.user, "pair store failed");
            vec![PairReply::new(To::Caller, say(caller.locale, "store_failed", &[]))]
        })
    }

    async fn run(&self, caller: &Caller, cmd: PairCommand) -> Result<Vec<PairReply>, StoreError> {
        let group = match &caller.chat {
            Some(chat) => self.core.members.group_by_chat(chat).await?,
            None => None,
        };
        let me = crate::drills::member::member_of(self.core.members.as_ref(), caller).await?;
        if let Some(g) = &group {
            self.core.members.join(&g.id, &me.id).await?;
        }
        let l = caller.locale;
        let one = |key: &str| Ok(vec![PairReply::new(To::Caller, say(l, key, &[]))]);
        use PairCommand as C;
        let _guard = self.lock.lock().await;
        match cmd {
            C::Help => one("help"),
            C::Request { slot, level, role } => {
                let Some(g) = group else { return one("no_group") };
                let ask = Ask { slot, level, role };
                retry_stale(|| self.request(caller, &me, &g, &ask)).await
            }
            C::Accept(id) => {
                let id = PairId(id);
                retry_stale(|| self.accept(caller, &me, &id)).await
            }
            C::Decline(id) => {
                let id = PairId(id);
                retry_stale(|| self.decline(caller, &me, &id)).await
            }
            C::Cancel => retry_stale(|| self.cancel(caller, &me)).await,
            C::Ready => retry_stale(|| self.ready(caller, &me)).await,
            C::Submit { lang, code } => {
                if group.is_some() {
                    return one("submit_in_private");
                }
                drop(_guard);
                super::submit::submit(self, caller, &me, lang, &code).await
            }
            C::Feedback { scores, note } => {
                let fb = super::rules::Feedback { scores, note };
                retry_stale(|| self.feedback(caller, &me, fb.clone())).await
            }
            C::Status => {
                let pair = self.store.active_pair(&me.id).await?;
                let rel = self.store.reliability(&me.id).await?;
                let text = view::status(l, &me.id, pair.as_ref(), rel);
                Ok(vec![PairReply::new(To::Caller, text)])
            }
            C::History => {
                let pairs = self.store.recent_pairs(&me.id, 10).await?;
                Ok(vec![PairReply::new(To::Caller, view::history(l, &me.id, &pairs))])
            }
        }
    }

    /// The problem for `half`'s candidate: a judged problem of their level and role (else of
    /// their level), not `except`, chosen from the session's id.
    pub(super) fn pick(
        &self,
        id: &PairId,
        half: u8,
        who: &Peer,
        except: Option<&str>,
    ) -> Option<&Problem> {
        let judged = |p: &&Problem| p.is_judged() && Some(p.id()) != except;
        let by_role: Vec<&Problem> =
            self.core.bank.matching(who.role, who.level).filter(judged).collect();
        let mut fits = if by_role.is_empty() {
            self.core.bank.iter().filter(|p| p.level() == who.level).filter(judged).collect()
        } else {
            by_role
        };
        if fits.is_empty() {
            fits = self.core.bank.iter().filter(judged).collect();
        }
        fits.sort_by(|a, b| a.id().cmp(b.id()));
        let digest = Sha256::digest(format!("{id}/{half}").as_bytes());
        let n = u64::from_be_bytes(digest[..8].try_into().unwrap_or_default());
        (!fits.is_empty()).then(|| fits[(n % fits.len() as u64) as usize])
    }

    async fn request(
        &self,
        caller: &Caller,
        me: &Member,
        g: &StudyGroup,
        ask: &Ask,
    ) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let now = self.core.clock.now();
        let mut out = Vec::new();
        if caller.chat.is_some() {
            out.push(PairReply::new(To::Caller, say(l, "see_private", &[("name", &me.name)])));
        }
        let dm = |text: String| PairReply::new(To::Account(caller.user.clone()), text);
        if self.store.active_pair(&me.id).await?.is_some() {
            out.push(dm(say(l, "busy", &[])));
            return Ok(out);
        }
        let slot = match &ask.slot {
            Some(hm) => match matching::next_local(hm, me.tz_at(now), now) {
                Some(at) => Some(at),
                None => return Ok(vec![PairReply::new(To::Caller, say(l, "help", &[]))]),
            },
            None => None,
        };
        let peer = Peer {
            member: Some(me.id.clone()),
            name: me.name.clone(),
            account: Some(caller.user.clone()),
            tz: me.tz_at(now).name().to_string(),
            locale: l,
            level: ask.level.unwrap_or(Level::Junior),
            role: ask.role.unwrap_or(Role::Algorithm),
            accepted: false,
            ready: false,
            gave: None,
        };
        let mut candidates = Vec::new();
        for p in self.store.waiting_pairs(&g.id).await? {
            let rel = match &p.a.member {
                Some(m) => self.store.reliability(m).await?,
                None => continue,
            };
            candidates.push((p, rel));
        }
        if let Some(&i) = matching::ranked(&peer, slot, now, &candidates).first() {
            let (mut pair, their) = candidates.swap_remove(i);
            let mine = self.store.reliability(&me.id).await?;
            let first = self.pick(&pair.id, 1, &peer, None).map(|p| p.id().to_string());
            let second =
                self.pick(&pair.id, 2, &pair.a, first.as_deref()).map(|p| p.id().to_string());
            let problems = first.into_iter().chain(second).collect();
            if pair.propose(peer, slot, problems, now).is_err() {
                return Err(StoreError::Stale);
            }
            self.store.save_pair(&mut pair).await?;
            out.extend(self.proposals(&pair, [their, mine]));
            return Ok(out);
        }
        let id = PairId(format!("P{}", &crate::drills::link::new_code()[..6]));
        let Some(chat) = caller.chat.clone() else { return Ok(out) };
        let pair = Pair::request(id, g.id.clone(), chat, peer, slot, now);
        if !self.store.insert_pair(&pair).await? {
            out.push(dm(say(l, "busy", &[])));
            return Ok(out);
        }
        let when = view::when(l, &pair, &pair.a);
        let (level, role) = (pair.a.level.as_str(), pair.a.role.as_str());
        out.push(dm(say(l, "waiting", &[("when", &when), ("level", &level), ("role", &role)])));
        Ok(out)
    }

    /// The proposal to each side, with accept/decline buttons. `rel` = [A's, B's] reliability.
    fn proposals(&self, pair: &Pair, rel: [Reliability; 2]) -> Vec<PairReply> {
        let mut out = Vec::new();
        for (seat, other_rel) in [(Seat::A, rel[1]), (Seat::B, rel[0])] {
            let Some(p) = pair.peer(seat) else { continue };
            let Some(account) = p.account.clone() else { continue };
            let l = p.locale;
            let mut r =
                PairReply::new(To::Account(account), view::proposal(l, pair, seat, other_rel));
            r.buttons = vec![
                Button {
                    label: say(l, "accept", &[]),
                    command: format!("/pair accept {}", pair.id),
                },
                Button {
                    label: say(l, "decline", &[]),
                    command: format!("/pair decline {}", pair.id),
                },
            ];
            out.push(r);
        }
        out
    }

    async fn side(
        &self,
        l: Locale,
        me: &Member,
        id: Option<&PairId>,
    ) -> Result<Result<(Pair, Seat), PairReply>, StoreError> {
        let found = match id {
            Some(id) => self.store.pair(id).await?,
            None => self.store.active_pair(&me.id).await?,
        };
        let refuse = |key: &str| Ok(Err(PairReply::new(To::Caller, say(l, key, &[]))));
        let Some(pair) = found else {
            return refuse(if id.is_some() { "no_pair" } else { "no_session" });
        };
        match pair.seat_of(&me.id) {
            Some(seat) => Ok(Ok((pair, seat))),
            None => refuse("not_a_side"),
        }
    }

    async fn accept(
        &self,
        caller: &Caller,
        me: &Member,
        id: &PairId,
    ) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let (mut pair, seat) = match self.side(l, me, Some(id)).await? {
            Ok(found) => found,
            Err(refused) => return Ok(vec![refused]),
        };
        let confirmed = match pair.accept(seat) {
            Ok(c) => c,
            Err(why) => return Ok(vec![refusal(l, why)]),
        };
        if !confirmed {
            self.store.save_pair(&mut pair).await?;
            let other = view::name(l, pair.peer(seat.other()));
            return Ok(vec![PairReply::new(
                To::Caller,
                say(l, "accepted_wait", &[("name", &other)]),
            )]);
        }
        // A session for "now" opens at once.
        let beats = pair.tick(self.core.clock.now());
        self.save(&mut pair).await?;
        let mut out = Vec::new();
        for s in [Seat::A, Seat::B] {
            let (Some(p), other) = (pair.peer(s), pair.peer(s.other())) else { continue };
            let Some(account) = p.account.clone() else { continue };
            let key = if pair.now_slot { "confirmed_now" } else { "confirmed" };
            let text = say(
                p.locale,
                key,
                &[
                    ("name", &view::name(p.locale, other)),
                    ("when", &view::when(p.locale, &pair, p)),
                    ("minutes", &super::rules::REMINDER_MINUTES),
                ],
            );
            out.push(PairReply::new(To::Account(account), text));
        }
        out.extend(self.announce(&pair, &beats).await?);
        Ok(out)
    }

    async fn decline(
        &self,
        caller: &Caller,
        me: &Member,
        id: &PairId,
    ) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let (mut pair, seat) = match self.side(l, me, Some(id)).await? {
            Ok(found) => found,
            Err(refused) => return Ok(vec![refused]),
        };
        let other = pair.peer(seat.other()).cloned();
        if let Err(why) = pair.decline(seat) {
            return Ok(vec![refusal(l, why)]);
        }
        self.save(&mut pair).await?;
        let mut out = vec![PairReply::new(To::Caller, say(l, "declined_you", &[]))];
        if let Some(o) = other
            && let Some(account) = o.account.clone()
        {
            let text = say(o.locale, "declined_other", &[("name", &me.name)]);
            out.push(PairReply::new(To::Account(account), text));
        }
        Ok(out)
    }

    async fn cancel(&self, caller: &Caller, me: &Member) -> Result<Vec<PairReply>, StoreError> {
        let l = caller.locale;
        let (mut pair, seat) = match self.side(l, me, None).await? {
            Ok(found) => found,
            Err(refused) => return Ok(vec![refused]),
        };
        let other = pair.peer(seat.other()).cloned();
        if let Err(why) = pair.cancel(seat) {
            return Ok(vec![refusal(l, why)]);
        }
        self.save(&mut pair).await?;
        let counted = matches!(pair.phase, Phase::Finished(End::Cancelled { by: Some(_) }));
        let key = if counted { "cancelled_counted" } else { "cancelled_you" };
        let mut out = vec![PairReply::new(To::Caller, say(l, key, &[]))];
        if let Some(o) = other
            && let Some(account) = o.account.clone()
        {
            let key =
                if pair.phase == Phase::Waiting { "declined_other" } else { "cancelled_other" };
            let text = say(o.locale, key, &[("name", &me.name)]);
            out.push(PairReply::new(To::Account(account), text));
        }
        Ok(out)
    }

    /// Saves `pair`: a finished one together with what it adds to the members' reliability.
    pub(super) async fn save(&self, pair: &mut Pair) -> Result<(), StoreError> {
        let Phase::Finished(end) = &pair.phase else { return self.store.save_pair(pair).await };
        let mut deltas = Vec::new();
        let mut add = |seat: Seat, completed, no_shows, cancels| {
            if let Some(m) = pair.peer(seat).and_then(|p| p.member.clone()) {
                deltas.push(ReliabilityDelta { member: m, completed, no_shows, cancels });
            }
        };
        match end {
            End::Done => {
                add(Seat::A, 1, 0, 0);
                add(Seat::B, 1, 0, 0);
            }
            End::Cancelled { by: Some(s) } => add(*s, 0, 0, 1),
            End::NoShow { absent } => absent.iter().for_each(|s| add(*s, 0, 1, 0)),
            End::Cancelled { by: None } | End::Unmatched => {}
        }
        self.store.finish_pair(pair, &deltas).await
    }

    /// Records the shared space a front end opened for a session (a Discord thread).
    pub async fn space_opened(&self, id: &PairId, space: &str) -> Result<(), StoreError> {
        let _guard = self.lock.lock().await;
        retry_stale(|| async {
            let Some(mut pair) = self.store.pair(id).await? else { return Ok(()) };
            pair.space = Some(space.to_string());
            self.store.save_pair(&mut pair).await
        })
        .await
    }

    /// Expires, reminds, opens, times and closes the sessions of `platform`'s groups.
    pub async fn tick(&self, platform: Platform) -> Result<Vec<PairReply>, StoreError> {
        let now = self.core.clock.now();
        let mut out = Vec::new();
        let _guard = self.lock.lock().await;
        for mut pair in self.store.live_pairs().await? {
            if pair.chat.platform != platform {
                continue;
            }
            let beats = pair.tick(now);
            if beats.is_empty() {
                continue;
            }
            match self.save(&mut pair).await {
                Ok(()) => out.extend(self.announce(&pair, &beats).await?),
                // Another writer moved it since: the next tick reads it afresh.
                Err(StoreError::Stale) => continue,
                Err(e) => return Err(e),
            }
        }
        Ok(out)
    }
}

/// What a request asks for.
struct Ask {
    slot: Option<String>,
    level: Option<Level>,
    role: Option<Role>,
}

pub(super) fn refusal(l: Locale, why: Refused) -> PairReply {
    let key = match why {
        Refused::WrongPhase => "wrong_phase",
        Refused::NotASide => "not_a_side",
        Refused::NotCandidate => "not_candidate",
    };
    PairReply::new(To::Caller, say(l, key, &[]))
}
