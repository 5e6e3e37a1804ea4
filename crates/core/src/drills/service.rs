//! [`Drills`]: the API both chat adapters call. `tick` posts due daily problems; `handle` runs a
//! parsed command for a caller and returns localised replies (text and optional PNG) addressed to
//! the caller, a chat or another account (admins' copy flags). Submissions are judged by the real
//! judge; only an accepted verdict is a solve.

use mashang_judge::cache::JudgeCache;
use std::sync::Arc;

use chrono::NaiveDate;
use sha2::{Digest, Sha256};

use super::board::{self, Window};
use super::command::DrillCommand;
use super::group::{ChatKey, GroupId, MemberId, Platform, StudyGroup};
use super::link::Redeemed;
use super::msg::{DrillMsg, render};
use super::store::{DrillStore, Member, PostingRecord};
use super::{charts, config, link, pick, schedule};
use crate::clock::Clock;
use crate::engine::FairQueue;
use crate::ports::StoreError;
use crate::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::Judge;
use mashang_judge::problem::{Bank, Lang, Problem};

/// Who is asking, and where.
#[derive(Debug, Clone, PartialEq)]
pub struct Caller {
    pub user: UserKey,
    /// Display name on the platform, as the user set it (shown on boards once sanitised by
    /// [`crate::names::display`]).
    pub name: String,
    /// The platform-verified unique handle, if the platform has one (a Telegram username): the
    /// name a member is shown and found by (`/duel @handle`).
    pub handle: Option<String>,
    /// The group chat the command came from; `None` in a DM.
    pub chat: Option<ChatKey>,
    pub locale: Locale,
}

/// Where a reply goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Audience {
    /// Back where the command came from.
    Caller,
    /// A group chat (the daily post).
    Chat(ChatKey),
    /// A direct message to one account (admin-only notices, daily practice).
    Account(UserKey),
}

/// One reply, rendered.
#[derive(Debug, Clone, PartialEq)]
pub struct DrillsReply {
    pub to: Audience,
    pub text: String,
    pub png: Option<Vec<u8>>,
}

/// A daily post for one chat of a group.
#[derive(Debug, Clone, PartialEq)]
pub struct Posting {
    pub group: GroupId,
    pub chat: ChatKey,
    pub date: NaiveDate,
    pub problem: String,
    pub title: String,
    pub text: String,
    /// Discord role to mention, if configured.
    pub ping_role: Option<String>,
}

/// The drills service.
pub struct Drills {
    pub(super) store: Arc<dyn DrillStore>,
    pub(super) bank: Arc<Bank>,
    /// The engine's fair queue: drill submissions share the one executor with interviews.
    pub(super) queue: Arc<FairQueue>,
    /// Where generated stress tests are kept between submissions (the judge is per call).
    pub(super) judge_cache: Option<Arc<dyn JudgeCache>>,
    pub(super) clock: Arc<dyn Clock>,
    /// How often a front end's scheduler looks for due posts (a minute; end-to-end tests less).
    pub(super) every: std::time::Duration,
    /// Live boards: the change signal their loops wait on, their pace and clock.
    pub(super) live: super::live::LiveState,
    /// Members with a drill submission being judged in this process: one at a time each, so
    /// nobody races their own submissions or fills the queue with them.
    pub(super) judging: dashmap::DashSet<MemberId>,
    /// Problems closed to a member during their duel or peer session.
    pub(super) locks: Option<Arc<dyn crate::ports::ProblemLocks>>,
    /// Per-member limit on drill commands (see `flood.rs`).
    pub(super) limit: super::flood::CommandLimit,
    /// Weekly board charts by content (see `charts/cache.rs`).
    pub(super) charts: charts::ChartCache,
    /// The study plans (`/plan`, groups following one): see `plans.rs`.
    pub(super) plans: Arc<Vec<crate::plan::Plan>>,
}

pub(super) fn reply(locale: Locale, msg: &DrillMsg) -> DrillsReply {
    DrillsReply { to: Audience::Caller, text: render(msg, locale), png: None }
}

fn lang_of(locale: Locale) -> &'static str {
    if locale == Locale::ZhCn { "zh" } else { "en" }
}

/// The language drill posts show the starter in: Python when the problem offers it (groups have
/// no programming-language setting), else the problem's first language.
pub(crate) fn drill_language(p: &Problem) -> Option<Lang> {
    let offered = p.languages();
    offered.contains(&Lang::Python).then_some(Lang::Python).or(offered.first().copied())
}

/// The starter block of `p` in `lang` for a drill message (empty when there is none).
pub(crate) fn drill_starter(p: &Problem, lang: Option<Lang>, locale: Locale) -> String {
    lang.and_then(|l| Some((l, p.starter(l)?)))
        .map(|(l, code)| super::msg::starter_block(locale, l.id(), &code))
        .unwrap_or_default()
}

/// The problem's public text: statement and samples only (never hidden tests or references).
pub(crate) fn problem_text(p: &Problem, locale: Locale) -> (String, String, String) {
    let l = lang_of(locale);
    // In the drill's language's notation where the problem has one (named arguments, or a
    // design problem's calls), in a code block; else input and output as they are.
    let lang = drill_language(p);
    let samples = p
        .samples()
        .take(2)
        .map(|t| match lang.and_then(|l| Some((l, p.example(&t.input, &t.expected, l)?))) {
            Some((l, e)) => {
                let code = crate::input::fence(Some(l.id()), &e.code);
                e.output.map_or_else(|| code.clone(), |out| format!("{code}\n→ {out}"))
            }
            None => format!("> {}\n< {}", t.input.trim(), t.expected.trim()),
        })
        .collect::<Vec<_>>()
        .join("\n");
    (p.title().get(l).to_string(), p.spec.statement.get(l).trim().to_string(), samples)
}

impl Drills {
    /// Drills that judge through `queue`, the engine's fair queue in front of the executor.
    pub fn new(
        store: Arc<dyn DrillStore>,
        bank: Arc<Bank>,
        queue: Arc<FairQueue>,
        clock: Arc<dyn Clock>,
    ) -> Self {
        let live = super::live::LiveState::new(Arc::clone(&clock));
        Drills {
            store,
            bank,
            queue,
            judge_cache: None,
            clock,
            every: std::time::Duration::from_secs(60),
            live,
            judging: dashmap::DashSet::new(),
            locks: None,
            limit: super::flood::CommandLimit::new(),
            charts: charts::ChartCache::default(),
            plans: Arc::new(Vec::new()),
        }
    }

    /// Weekly board charts rendered so far (the rest came from the cache).
    pub fn chart_renders(&self) -> u64 {
        self.charts.renders()
    }

    /// Looks for due posts every `every` instead of every minute (the end-to-end tests' races).
    pub fn with_scheduler_period(mut self, every: std::time::Duration) -> Self {
        self.every = every;
        self
    }

    /// How often a front end's scheduler ([`super::runner::run_scheduler`]) runs.
    pub fn scheduler_period(&self) -> std::time::Duration {
        self.every
    }

    /// Paces the live boards' loop (end-to-end tests look more often, on a clock they move).
    pub fn with_live_timing(mut self, timing: super::live::LiveTiming) -> Self {
        self.live.tick = timing.tick;
        self.live.gap = timing.gap;
        self.live.clock = timing.clock;
        self
    }

    /// Keeps generated stress tests in `cache` (shared with the interview judge).
    pub fn with_judge_cache(mut self, cache: Arc<dyn JudgeCache>) -> Self {
        self.judge_cache = Some(cache);
        self
    }

    /// The queue submissions are judged through.
    pub fn queue(&self) -> &Arc<FairQueue> {
        &self.queue
    }

    /// What the drills were built on (the one-object-graph test's view; not an API).
    #[doc(hidden)]
    pub fn wiring(&self) -> crate::wiring::Wiring {
        use crate::wiring::addr;
        crate::wiring::Wiring {
            store: addr(&self.store),
            members: Some(addr(&self.store)),
            bank: Some(addr(&self.bank)),
            queue: addr(&self.queue),
            locks: self.locks.as_ref().map(addr),
        }
    }

    /// A judge whose jobs run as `user` on the shared queue (fair with everyone else's).
    pub(super) fn judge_for(&self, user: &UserKey) -> Judge {
        Judge::with_optional_cache(self.queue.for_user(user), self.judge_cache.as_ref())
    }

    pub fn clock(&self) -> &dyn Clock {
        self.clock.as_ref()
    }

    /// Posts every group's drill that is due now. Safe to call as often as wanted, from a timer or
    /// after a restart: a date already claimed is never posted again.
    pub async fn tick(&self) -> Result<Vec<Posting>, StoreError> {
        let now = self.clock.now();
        let mut out = Vec::new();
        for g in self.store.groups().await? {
            let last = self.store.last_posted(&g.id).await?;
            if let Some(date) = schedule::due(&g, last, now) {
                out.extend(self.post(&g, date, last).await?);
            }
        }
        Ok(out)
    }

    /// Claims `date` for the group and builds one posting per chat (empty if already claimed).
    async fn post(
        &self,
        g: &StudyGroup,
        date: NaiveDate,
        last: Option<NaiveDate>,
    ) -> Result<Vec<Posting>, StoreError> {
        let recent = self.store.recent_problems(&g.id, pick::REPEAT_WINDOW_DAYS).await?;
        let planned = self.plan_pick(g).await?;
        let picked = || pick::pick(&self.bank, &g.id, date, &g.mix, &g.focus, &recent);
        let Some(p) = planned.or_else(picked) else {
            // Nothing fits the group's mix and focus: no drill today, and that is not on them.
            self.store.record_failure(&g.id, date).await?;
            return Ok(Vec::new());
        };
        let rec = PostingRecord {
            group: g.id.clone(),
            date,
            problem: p.id().to_string(),
            posted_at: self.clock.now(),
        };
        if !self.store.claim_posting(&rec, &schedule::missed_days(last, date)).await? {
            return Ok(Vec::new());
        }
        Ok(g.chats.iter().map(|chat| self.posting_for(g, chat, date, p)).collect())
    }

    /// The daily post of `p` for one chat of the group.
    pub(super) fn posting_for(
        &self,
        g: &StudyGroup,
        chat: &ChatKey,
        date: NaiveDate,
        p: &Problem,
    ) -> Posting {
        Posting {
            group: g.id.clone(),
            chat: chat.clone(),
            date,
            problem: p.id().to_string(),
            title: p.title().get(lang_of(g.locale)).to_string(),
            text: render(&self.daily_msg(p, date, g, g.locale, None), g.locale),
            ping_role: g.ping_role.clone(),
        }
    }

    fn daily_msg(
        &self,
        p: &Problem,
        date: NaiveDate,
        g: &StudyGroup,
        locale: Locale,
        ping: Option<String>,
    ) -> DrillMsg {
        let (title, statement, samples) = problem_text(p, locale);
        DrillMsg::Daily {
            date: date.to_string(),
            title,
            level: p.level().as_str().to_string(),
            topics: p.spec.topics.join(", "),
            plan: self.plan_line(g, p),
            statement,
            samples,
            starter: drill_starter(p, drill_language(p), locale),
            ping,
        }
    }

    /// The caller's member record, created on first contact and kept in step with their name.
    async fn member(&self, caller: &Caller) -> Result<Member, StoreError> {
        super::member::member_of(self.store.as_ref(), caller).await
    }

    async fn chat_group(&self, caller: &Caller) -> Result<Option<StudyGroup>, StoreError> {
        match &caller.chat {
            Some(chat) => self.store.group_by_chat(chat).await,
            None => Ok(None),
        }
    }

    /// Runs one command. Store failures become a one-line apology.
    pub async fn handle(&self, caller: &Caller, cmd: DrillCommand) -> Vec<DrillsReply> {
        match self.run(caller, cmd).await {
            Ok(replies) => replies,
            Err(e) => {
                tracing::warn!(error = %e, user = %caller.user, "drills store failed");
                vec![reply(caller.locale, &DrillMsg::StoreFailed)]
            }
        }
    }

    async fn run(
        &self,
        caller: &Caller,
        cmd: DrillCommand,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let me = self.member(caller).await?;
        let group = self.chat_group(caller).await?;
        if let Some(g) = &group {
            self.store.join(&g.id, &me.id).await?;
        }
        let loc = caller.locale;
        let one = |m: DrillMsg| Ok(vec![reply(loc, &m)]);
        use DrillCommand as C;
        match cmd {
            C::Help => one(DrillMsg::Help),
            C::Today => {
                let Some(g) = group else { return one(DrillMsg::NoGroup) };
                let today = schedule::local_date(g.tz, self.clock.now());
                match self.store.posting(&g.id, today).await? {
                    Some(p) => match self.bank.get(&p.problem) {
                        Some(problem) => one(self.daily_msg(problem, today, &g, loc, None)),
                        None => one(DrillMsg::NoProblem),
                    },
                    None => one(DrillMsg::NoDrillYet),
                }
            }
            C::PostNow => {
                let Some(g) = group else { return one(DrillMsg::NoGroup) };
                if !g.is_admin(&me.id) {
                    return one(DrillMsg::NotAdmin);
                }
                let today = schedule::local_date(g.tz, self.clock.now());
                let last = self.store.last_posted(&g.id).await?;
                if last.is_some_and(|d| d >= today) {
                    return one(DrillMsg::AlreadyPosted);
                }
                let posts = self.post(&g, today, last).await?;
                if posts.is_empty() {
                    return one(DrillMsg::NoProblem);
                }
                Ok(posts
                    .into_iter()
                    .map(|p| DrillsReply { to: Audience::Chat(p.chat), text: p.text, png: None })
                    .collect())
            }
            C::Config(args) => self.configure(caller, &me, group, &args).await,
            C::Tz(zone) => match zone.parse::<chrono_tz::Tz>() {
                Ok(tz) => {
                    let now = self.clock.now();
                    // With no day counted yet there is nothing to count twice: at once.
                    let counted = !self.store.member_solves(&me.id).await?.is_empty();
                    let changed = if counted {
                        me.change_tz(tz, now)
                    } else {
                        Member { tz, tz_next: None, ..me }
                    };
                    self.store.save_member(&changed).await?;
                    let from = changed.tz_next.map(|(_, d)| d.to_string());
                    one(DrillMsg::TzSet { tz: tz.name().to_string(), from })
                }
                Err(_) => one(DrillMsg::BadTz { tz: zone }),
            },
            C::Hint => self.hint(caller, &me, group.as_ref()).await,
            C::HintTest => self.reveal_test(caller, &me, group.as_ref()).await,
            C::Lang(lang) => self.starter(caller, &me, group.as_ref(), lang).await,
            C::Submit { lang, code } => self.submit(caller, &me, group.as_ref(), lang, &code).await,
            C::Leaderboard(window) => {
                let Some(g) = group else { return one(DrillMsg::NoGroup) };
                let since = window.start(g.tz, self.clock.now());
                let rows = self.store.group_scores(&g.id, since).await?;
                let b = board::board(&rows, window, &me.id, &me.name);
                let mut r = reply(loc, &DrillMsg::Board(b.clone()));
                if window == Window::Week {
                    let title = format!("{} · {}", g.name, super::msg::window_name(loc, window));
                    r.png = self.charts.weekly_board(&title, &b.top).ok();
                }
                let plan = self.group_plan_msg(&g, loc).await?;
                Ok(std::iter::once(r).chain(plan.map(|m| reply(loc, &m))).collect())
            }
            C::Streak => one(DrillMsg::Streak(self.streak(&me).await?)),
            C::Stats => self.stats(&me, loc).await,
            C::Link(None) => {
                let code = link::new_code();
                self.store
                    .create_link_code(&code, &caller.user, link::expiry(self.clock.now()))
                    .await?;
                let msg = DrillMsg::LinkCode { code, minutes: link::CODE_TTL_MINUTES };
                if caller.chat.is_none() {
                    return one(msg);
                }
                // Whoever enters a code first links into the issuer: never show it in a group.
                Ok(vec![
                    DrillsReply {
                        to: Audience::Account(caller.user.clone()),
                        text: render(&msg, loc),
                        png: None,
                    },
                    reply(loc, &DrillMsg::LinkCodeSent),
                ])
            }
            C::Link(Some(code)) => {
                let Some(code) = link::normalise_code(&code) else {
                    return one(DrillMsg::BadLinkCode);
                };
                match self.store.redeem_link_code(&code, &caller.user, self.clock.now()).await? {
                    Redeemed::Own => one(DrillMsg::LinkOwnCode),
                    Redeemed::Issuer(issuer) => {
                        let into = self.store.resolve(&issuer).await?;
                        // One account per platform per member: two accounts of one platform
                        // in one member would pool two people's (or one person's two)
                        // streaks, points and ratings.
                        let accounts = self.store.accounts(&into).await?;
                        if accounts
                            .iter()
                            .any(|a| a.platform == caller.user.platform && *a != caller.user)
                        {
                            return one(DrillMsg::LinkSamePlatform);
                        }
                        self.store.link(&caller.user, &into).await?;
                        self.boards_changed();
                        one(DrillMsg::Linked)
                    }
                    Redeemed::Expired => {
                        one(DrillMsg::LinkExpired { minutes: link::CODE_TTL_MINUTES })
                    }
                    Redeemed::Used => one(DrillMsg::LinkUsed),
                    Redeemed::Unknown => one(DrillMsg::BadLinkCode),
                }
            }
            C::BoardPin(window) => self.pin_board(caller, &me, group, window).await,
            C::BoardUnpin => self.unpin_board(caller, &me, group).await,
            C::Practice => self.practice(&me, loc).await.map(|m| vec![reply(loc, &m)]),
            C::Plan(cmd) => self.plan_command(caller, &me, group.as_ref(), cmd).await,
            C::DailyPractice(on) => {
                self.store.save_member(&Member { daily_practice: on, ..me }).await?;
                one(DrillMsg::DailyPractice { on })
            }
        }
    }

    async fn configure(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<StudyGroup>,
        args: &[String],
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let one = |m: DrillMsg| Ok(vec![reply(loc, &m)]);
        let Some(chat) = caller.chat.clone() else { return one(DrillMsg::NoGroup) };
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let settings = match config::parse(&args) {
            Ok(s) => s,
            Err(config::BadSetting(argument)) => return one(DrillMsg::BadConfig { argument }),
        };
        if let Some(g) = &group
            && !g.is_admin(&me.id)
        {
            return one(DrillMsg::NotAdmin);
        }
        for s in &settings {
            if let config::Setting::Plan(Some(id)) = s
                && self.plan(id).is_none()
            {
                return one(self.unknown(id));
            }
        }
        if let Some(config::Setting::Join(target)) =
            settings.iter().find(|s| matches!(s, config::Setting::Join(_)))
        {
            let Some(mut g) = self.store.group(&GroupId(target.clone())).await? else {
                return one(DrillMsg::BadConfig { argument: format!("join={target}") });
            };
            if !g.is_admin(&me.id) {
                return one(DrillMsg::NotAdmin);
            }
            if !g.chats.contains(&chat) {
                g.chats.push(chat);
            }
            self.store.save_group(&g).await?;
            self.store.join(&g.id, &me.id).await?;
            return one(DrillMsg::GroupJoined { group: g.id.0 });
        }
        let mut g = group.unwrap_or_else(|| {
            let digest = Sha256::digest(chat.to_string().as_bytes());
            let id = GroupId(format!("g{}", hex::encode(&digest[..4])));
            let mut g = StudyGroup::new(id, chat.clone(), me.id.clone());
            g.locale = loc;
            g
        });
        config::apply(&mut g, &settings);
        self.store.save_group(&g).await?;
        self.store.join(&g.id, &me.id).await?;
        let shown = DrillMsg::Config {
            group: format!("{} ({})", g.name, g.id),
            tz: g.tz.name().to_string(),
            time: g.post_time.format("%H:%M").to_string(),
            mix: g.mix.to_string(),
            focus: if g.focus.is_empty() { "—".into() } else { g.focus.join(", ") },
            enabled: g.enabled,
            chats: g.chats.iter().map(|c| c.platform.as_str()).collect::<Vec<_>>().join(" + "),
            plan: g.plan.clone().unwrap_or_else(|| "—".into()),
        };
        let mut out = Vec::new();
        if !settings.is_empty() {
            out.push(reply(loc, &DrillMsg::ConfigSaved));
        }
        out.push(reply(loc, &shown));
        Ok(out)
    }

    async fn stats(&self, me: &Member, loc: Locale) -> Result<Vec<DrillsReply>, StoreError> {
        let solves = self.store.member_solves(&me.id).await?;
        let s = self.streak(me).await?;
        let weak = self.store.weak_topics(&me.id).await?;
        let msg = DrillMsg::Stats {
            solves: solves.len() as u32,
            points: solves.iter().map(|s| s.points).sum(),
            streak: s.current,
            best: s.best,
            weak: if weak.is_empty() {
                "—".into()
            } else {
                weak.into_iter().take(3).collect::<Vec<_>>().join(", ")
            },
        };
        let mut per_day: Vec<charts::ProgressPoint> = Vec::new();
        for solve in &solves {
            match per_day.last_mut() {
                Some(p) if p.day == solve.day => p.points += solve.points,
                _ => per_day.push(charts::ProgressPoint { day: solve.day, points: solve.points }),
            }
        }
        let t = |k: &str| mashang_i18n::t(loc, k, &[]);
        let mut r = reply(loc, &msg);
        r.png =
            charts::progress(&me.name, &t("drills.chart_day"), &t("drills.chart_points"), &per_day)
                .ok();
        Ok(vec![r])
    }

    /// The daily practice DMs due now for members reachable on `platform`, each claimed for the
    /// member's local day before it is returned (once per member-day, across restarts and front
    /// ends). From 09:00 their time; not on a day they already solved a practice problem; an
    /// unsolved practice problem is sent again rather than replaced. Returns (member, day, reply)
    /// so a failed delivery can give the claim back.
    pub async fn daily_practice(
        &self,
        platform: Platform,
    ) -> Result<Vec<(MemberId, NaiveDate, DrillsReply)>, StoreError> {
        let nine = chrono::NaiveTime::from_hms_opt(9, 0, 0).unwrap_or_default();
        let mut out = Vec::new();
        for id in self.store.daily_practice_members().await? {
            let Some(m) = self.store.member(&id).await? else { continue };
            let local = self.clock.now().with_timezone(&m.tz_at(self.clock.now()));
            let today = local.date_naive();
            if local.time() < nine {
                continue;
            }
            let accounts = self.store.accounts(&id).await?;
            let Some(account) = accounts.into_iter().find(|a| a.platform == platform.as_str())
            else {
                continue; // another front end reaches this member
            };
            let solved_today = self
                .store
                .member_solves(&id)
                .await?
                .iter()
                .any(|s| s.group.is_none() && s.day == today);
            if solved_today || !self.store.claim_practice_day(&id, today).await? {
                continue;
            }
            let open = match self.store.practice(&id).await? {
                Some((pid, topic)) => self.bank.get(&pid).map(|p| (p, topic)),
                None => None,
            };
            let msg = match open {
                Some((p, topic)) => {
                    let (title, statement, samples) = problem_text(p, m.locale);
                    let topic = topic.unwrap_or_else(|| p.spec.topics.join(", "));
                    let starter = drill_starter(p, drill_language(p), m.locale);
                    DrillMsg::Practice { topic, title, statement, samples, starter }
                }
                None => self.practice(&m, m.locale).await?,
            };
            if msg == DrillMsg::NoPractice {
                continue; // nothing to send today; the claim stays so it is not retried all day
            }
            let text = render(&msg, m.locale);
            out.push((id, today, DrillsReply { to: Audience::Account(account), text, png: None }));
        }
        Ok(out)
    }
}
